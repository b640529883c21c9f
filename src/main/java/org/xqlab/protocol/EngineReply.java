package org.xqlab.protocol;

import org.xqlab.rules.Move;
import org.xqlab.search.Scores;

import java.util.List;

/**
 * An engine's answer to one search: the best move ({@link Move#NONE} when it says it has none), the
 * expected reply, and from its last {@code info} line the score in this program's convention
 * ({@link Scores}: centipawns from the side to move, mates near ±{@link Scores#MATE}; {@code hasScore}
 * false when it reported none), the depth, the nodes and the principal variation.
 */
public record EngineReply(int bestMove, int ponderMove, boolean hasScore, int score, int depth, long nodes,
                          List<Integer> pv) {
    public EngineReply {
        pv = List.copyOf(pv);
    }

    /**
     * Score text for a person (a match game's move comments): {@code cp 23}, {@code mate 3}, a win by the
     * repetition rules in words ({@link Scores#describe}), or {@code -}.
     */
    public String scoreText() {
        return hasScore ? Scores.describe(score) : "-";
    }
}
