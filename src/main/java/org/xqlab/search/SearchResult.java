package org.xqlab.search;

import org.xqlab.rules.Move;
import org.xqlab.trace.Stats;

/**
 * The outcome of a search: the best move (0 when the side to move has none), the expected reply
 * (ponder move), the score (centipawns, or a mate, see {@link Scores}), the principal variation, the
 * depth of the last completed iteration, the deepest ply reached, node counts, time, and the full
 * statistics (the same {@link Stats} that the statistics collector derives from the events).
 */
public record SearchResult(int bestMove, int ponderMove, int score, int[] pv, int depth, int selDepth, long nodes,
                           long qnodes, long timeMillis, Stats stats) {

    /** Main-search plus quiescence nodes. */
    public long totalNodes() {
        return nodes + qnodes;
    }

    /** Nodes per second over the whole search. */
    public long nodesPerSecond() {
        return timeMillis <= 0 ? totalNodes() * 1000 : totalNodes() * 1000 / timeMillis;
    }

    /** The PV in ICCS. */
    public String pvText() {
        StringBuilder sb = new StringBuilder();
        for (int m : pv) {
            sb.append(sb.length() == 0 ? "" : " ").append(Move.iccs(m));
        }
        return sb.toString();
    }
}
