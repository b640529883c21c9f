package org.xqlab.protocol;

import org.xqlab.rules.Piece;
import org.xqlab.search.SearchLimits;

/**
 * A parsed {@code go} command: the limits to search with, whether the engine ponders (searches on the
 * opponent's time until {@code ponderhit} or {@code stop}), and the time it may still use after a
 * {@code ponderhit} (0: none of its own; the depth or node limit ends the search). An infinite or
 * pondering search holds its {@code bestmove} until it is released, as both protocols require.
 *
 * <p>UCCI: {@code go [ponder|draw] (depth N | nodes N | time T [movestogo M | increment I] [opptime ...] | infinite)},
 * times in seconds unless {@code usemillisec} is on. UCI: {@code go [ponder] [wtime T] [btime T] [winc I]
 * [binc I] [movestogo M] [depth N] [nodes N] [movetime T] [infinite]}, times in milliseconds. A bare
 * {@code go} searches until {@code stop}.
 */
public record GoRequest(SearchLimits limits, boolean ponder, long ponderhitBudgetMillis) {

    /** Whether the bestmove must wait for {@code stop} (or {@code ponderhit}). */
    public boolean holdsBestMove() {
        return ponder || limits.infinite();
    }

    /** Parses the words after {@code go} in UCCI. */
    public static GoRequest ucci(String[] words, boolean millis) {
        Builder b = new Builder();
        long unit = millis ? 1 : 1000;
        for (int i = 0; i < words.length; i++) {
            String w = words[i];
            switch (w) {
                case "ponder" -> b.ponder = true;
                case "draw" -> { } // a draw offer: this engine never accepts one by itself
                case "infinite" -> b.infinite = true;
                case "depth" -> b.depth = (int) number(words, ++i, "depth", 1, SearchLimits.MAX_DEPTH);
                case "nodes" -> b.nodes = number(words, ++i, "nodes", 1, Long.MAX_VALUE);
                case "time" -> b.time = number(words, ++i, "time", 0, Long.MAX_VALUE) * unit;
                case "movestogo" -> b.movesToGo = (int) number(words, ++i, "movestogo", 1, 10_000);
                case "increment" -> b.increment = number(words, ++i, "increment", 0, Long.MAX_VALUE) * unit;
                case "opptime", "oppmovestogo", "oppincrement" -> number(words, ++i, w, 0, Long.MAX_VALUE);
                default -> throw new IllegalArgumentException("unknown word '" + w + "' (UCCI: ponder, draw, "
                        + "depth, nodes, time, movestogo, increment, opptime, oppmovestogo, oppincrement, infinite)");
            }
        }
        return b.build();
    }

    /** Parses the words after {@code go} in UCI, for the side to move. */
    public static GoRequest uci(String[] words, int sideToMove) {
        Builder b = new Builder();
        long wtime = -1;
        long btime = -1;
        long winc = 0;
        long binc = 0;
        for (int i = 0; i < words.length; i++) {
            String w = words[i];
            switch (w) {
                case "ponder" -> b.ponder = true;
                case "infinite" -> b.infinite = true;
                case "depth" -> b.depth = (int) number(words, ++i, "depth", 1, SearchLimits.MAX_DEPTH);
                case "nodes" -> b.nodes = number(words, ++i, "nodes", 1, Long.MAX_VALUE);
                case "movetime" -> b.moveTime = number(words, ++i, "movetime", 1, Long.MAX_VALUE);
                case "wtime" -> wtime = number(words, ++i, "wtime", Long.MIN_VALUE, Long.MAX_VALUE);
                case "btime" -> btime = number(words, ++i, "btime", Long.MIN_VALUE, Long.MAX_VALUE);
                case "winc" -> winc = number(words, ++i, "winc", 0, Long.MAX_VALUE);
                case "binc" -> binc = number(words, ++i, "binc", 0, Long.MAX_VALUE);
                case "movestogo" -> b.movesToGo = (int) number(words, ++i, "movestogo", 1, 10_000);
                default -> throw new IllegalArgumentException("unknown or unsupported word '" + w + "' (UCI: ponder, "
                        + "wtime, btime, winc, binc, movestogo, depth, nodes, movetime, infinite)");
            }
        }
        long own = sideToMove == Piece.RED ? wtime : btime;
        if (own != -1) {
            b.time = Math.max(1, own);
            b.increment = sideToMove == Piece.RED ? winc : binc;
        }
        return b.build();
    }

    private static long number(String[] words, int i, String what, long min, long max) {
        if (i >= words.length) {
            throw new IllegalArgumentException("'" + what + "' needs a number after it");
        }
        try {
            long v = Long.parseLong(words[i]);
            if (v < min || v > max) {
                throw new IllegalArgumentException("" + what + " " + v + " is out of range (" + min + " to " + max + ")");
            }
            return v;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("'" + what + "' needs a whole number, got '" + words[i] + "'");
        }
    }

    private static final class Builder {
        boolean ponder;
        boolean infinite;
        int depth;
        long nodes;
        long moveTime;
        long time = -1;
        long increment;
        int movesToGo;

        GoRequest build() {
            boolean timed = time >= 0 || moveTime > 0;
            boolean bounded = depth > 0 || nodes > 0 || timed;
            boolean inf = infinite || !bounded;
            int d = depth > 0 ? depth : SearchLimits.MAX_DEPTH;
            long budget = moveTime > 0 ? moveTime
                    : time >= 0 ? Math.max(1, time / (movesToGo > 0 ? Math.min(movesToGo, 40) : 30) + increment * 3 / 4) : 0;
            if (ponder) {
                // ponder: search without a clock until ponderhit, then the clock's budget applies
                return new GoRequest(new SearchLimits(d, nodes, 0, 0, 0, 0, true), true, budget);
            }
            if (inf) {
                return new GoRequest(new SearchLimits(d, nodes, 0, 0, 0, 0, true), false, 0);
            }
            SearchLimits limits = new SearchLimits(d, nodes, moveTime, time >= 0 ? Math.max(1, time) : 0,
                    increment, movesToGo, false);
            return new GoRequest(limits, false, 0);
        }
    }
}
