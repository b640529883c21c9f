package org.xqlab.protocol;

import org.xqlab.rules.Move;
import org.xqlab.rules.Position;
import org.xqlab.search.Scores;
import org.xqlab.search.SearchLimits;
import org.xqlab.search.SearchResult;
import org.xqlab.search.Searcher;
import org.xqlab.trace.SearchListener;

import java.util.Set;

/**
 * The move to play, honouring moves banned at the root (UCCI {@code banmoves}, used by GUIs against
 * forbidden repetitions). The position is searched as usual; only if the chosen move is banned is each
 * allowed move made and its reply searched with a share of the budget (one ply less, or the nodes or
 * time divided among the moves), and the move whose reply scores worst for the opponent is played.
 * The searcher's own API has no root-move filter, so this is done from outside it.
 */
record RootChoice(int bestMove, int ponderMove, int score) {

    static RootChoice search(Searcher searcher, Position p, SearchLimits limits, Set<Integer> banned,
                             SearchListener listener) {
        SearchResult r = searcher.search(p, limits, listener);
        if (banned.isEmpty() || !banned.contains(r.bestMove())) {
            return new RootChoice(r.bestMove(), r.ponderMove(), r.score());
        }
        int[] legal = p.legalMoves();
        int allowed = 0;
        for (int m : legal) {
            allowed += banned.contains(m) ? 0 : 1;
        }
        if (allowed == 0) {
            return new RootChoice(Move.NONE, Move.NONE, 0);
        }
        SearchLimits share = new SearchLimits(Math.max(1, limits.depth() - 1),
                limits.nodes() > 0 ? Math.max(1, limits.nodes() / allowed) : 0,
                limits.moveTimeMillis() > 0 ? Math.max(1, limits.moveTimeMillis() / allowed) : 0,
                limits.timeLeftMillis() > 0 ? Math.max(1, limits.timeLeftMillis() / allowed) : 0,
                limits.incrementMillis() / allowed, limits.movesToGo(), false);
        if (limits.infinite() && limits.nodes() == 0 && limits.depth() >= SearchLimits.MAX_DEPTH) {
            share = SearchLimits.depth(6);
        }
        int best = Move.NONE;
        int bestScore = -Scores.INFINITY - 1;
        int ponder = Move.NONE;
        for (int m : legal) {
            if (banned.contains(m)) {
                continue;
            }
            Position child = p.copy();
            child.play(m);
            int score;
            int reply = Move.NONE;
            if (!child.hasLegalMove()) {
                score = Scores.MATE - 1;
            } else {
                SearchResult cr = searcher.search(child, share);
                score = -cr.score();
                reply = cr.bestMove();
            }
            if (score > bestScore) {
                bestScore = score;
                best = m;
                ponder = reply;
            }
        }
        return new RootChoice(best, ponder, bestScore);
    }
}
