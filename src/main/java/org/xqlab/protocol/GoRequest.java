package org.xqlab.protocol;

import org.xqlab.rules.Piece;
import org.xqlab.search.SearchLimits;

import java.util.ArrayList;
import java.util.List;

/**
 * A parsed {@code go} command: the limits to search with, whether the engine ponders (searches on the
 * opponent's time until {@code ponderhit} or {@code stop}), the time it may still use after a
 * {@code ponderhit} (0: none of its own; a depth or node limit ends the search, and with neither the
 * {@code bestmove} goes out at the {@code ponderhit}), the root moves to search ({@code searchmoves}, ICCS
 * text, empty for all), the mate asked for ({@code mate N}, 0 if none), and the problems met while
 * reading the line. An infinite or pondering search holds its {@code bestmove} until it is released, as
 * both protocols require.
 *
 * <p>Parsing never refuses a {@code go}: every {@code go} must end with a {@code bestmove} (or UCCI's
 * {@code nobestmove}), or a GUI waits for ever. A word the engine cannot use is skipped and named in
 * {@link #warnings()}; if nothing usable bounds the search and the GUI did not ask for an endless one,
 * it becomes a short search of {@value #QUICK_MILLIS} ms. Out-of-range numbers are clamped
 * ({@code depth 99} searches to the deepest depth; {@code movestogo 0} means no moves-to-go).
 *
 * <p>UCCI: {@code go [ponder|draw] (depth N | nodes N | time T [movestogo M | increment I] [opptime ...] | infinite)},
 * times in seconds unless {@code usemillisec} is on; UCI's {@code movetime} (milliseconds), {@code mate N}
 * and {@code searchmoves} are understood as well. UCI: {@code go [ponder] [searchmoves m…] [wtime T]
 * [btime T] [winc I] [binc I] [movestogo M] [depth N] [nodes N] [mate N] [movetime T] [infinite]}, times
 * in milliseconds. A bare {@code go} searches until {@code stop}.
 */
public record GoRequest(SearchLimits limits, boolean ponder, long ponderhitBudgetMillis, List<String> searchMoves,
                        int mate, List<String> warnings) {
    /** The search given to a {@code go} whose limits could not be read. */
    public static final long QUICK_MILLIS = 100;

    public GoRequest {
        searchMoves = List.copyOf(searchMoves);
        warnings = List.copyOf(warnings);
    }

    /** Whether the bestmove must wait for {@code stop} (or {@code ponderhit}). */
    public boolean holdsBestMove() {
        return ponder || limits.infinite();
    }

    /** Whether a {@code ponderhit} should end the search at once (no clock, depth or node limit to go on with). */
    public boolean endsAtPonderhit() {
        return ponder && ponderhitBudgetMillis <= 0 && limits.depth() >= SearchLimits.MAX_DEPTH && limits.nodes() <= 0;
    }

    /** Parses the words after {@code go} in UCCI. */
    public static GoRequest ucci(String[] words, boolean millis) {
        Builder b = new Builder(words);
        long unit = millis ? 1 : 1000;
        while (b.hasNext()) {
            String w = b.next();
            switch (w) {
                case "ponder" -> b.ponder = true;
                case "draw" -> { } // a draw offer: this engine never accepts one by itself
                case "infinite" -> b.infinite = true;
                case "depth" -> b.depth = (int) b.number(w, 1, SearchLimits.MAX_DEPTH, b.depth);
                case "nodes" -> b.nodes = b.number(w, 1, Long.MAX_VALUE, b.nodes);
                case "time" -> b.time = saturatedTimes(b.number(w, 0, Long.MAX_VALUE, b.time), unit);
                case "movestogo" -> b.movesToGo = (int) b.number(w, 0, 10_000, b.movesToGo);
                case "increment" -> b.increment = saturatedTimes(b.number(w, 0, Long.MAX_VALUE, b.increment), unit);
                case "opptime", "oppmovestogo", "oppincrement" -> b.number(w, 0, Long.MAX_VALUE, 0);
                case "movetime" -> b.moveTime = b.number(w, 1, Long.MAX_VALUE, b.moveTime);
                case "mate" -> b.mate = (int) b.number(w, 1, SearchLimits.MAX_DEPTH / 2, b.mate);
                case "searchmoves" -> b.searchMoves();
                default -> b.warn("unknown word '" + w + "' skipped (UCCI: ponder, draw, depth, nodes, time, movestogo, "
                        + "increment, opptime, oppmovestogo, oppincrement, infinite; also movetime, mate, searchmoves)");
            }
        }
        return b.build();
    }

    /** Parses the words after {@code go} in UCI, for the side to move. */
    public static GoRequest uci(String[] words, int sideToMove) {
        Builder b = new Builder(words);
        long wtime = -1;
        long btime = -1;
        long winc = 0;
        long binc = 0;
        while (b.hasNext()) {
            String w = b.next();
            switch (w) {
                case "ponder" -> b.ponder = true;
                case "infinite" -> b.infinite = true;
                case "depth" -> b.depth = (int) b.number(w, 1, SearchLimits.MAX_DEPTH, b.depth);
                case "nodes" -> b.nodes = b.number(w, 1, Long.MAX_VALUE, b.nodes);
                case "movetime" -> b.moveTime = b.number(w, 1, Long.MAX_VALUE, b.moveTime);
                case "wtime" -> wtime = b.number(w, Long.MIN_VALUE, Long.MAX_VALUE, wtime);
                case "btime" -> btime = b.number(w, Long.MIN_VALUE, Long.MAX_VALUE, btime);
                case "winc" -> winc = b.number(w, 0, Long.MAX_VALUE, winc);
                case "binc" -> binc = b.number(w, 0, Long.MAX_VALUE, binc);
                case "movestogo" -> b.movesToGo = (int) b.number(w, 0, 10_000, b.movesToGo);
                case "mate" -> b.mate = (int) b.number(w, 1, SearchLimits.MAX_DEPTH / 2, b.mate);
                case "searchmoves" -> b.searchMoves();
                default -> b.warn("unknown word '" + w + "' skipped (UCI: ponder, searchmoves, wtime, btime, winc, binc, "
                        + "movestogo, depth, nodes, mate, movetime, infinite)");
            }
        }
        long own = sideToMove == Piece.RED ? wtime : btime;
        if (own != -1) {
            b.time = Math.max(1, own);
            b.increment = sideToMove == Piece.RED ? winc : binc;
        }
        return b.build();
    }

    private static long saturatedTimes(long value, long unit) {
        return value > Long.MAX_VALUE / unit ? Long.MAX_VALUE : value * unit;
    }

    /** The words of {@code go} in either dialect: one ends a {@code searchmoves} list. */
    private static final java.util.Set<String> GO_WORDS = java.util.Set.of("ponder", "searchmoves", "wtime", "btime",
            "winc", "binc", "movestogo", "depth", "nodes", "mate", "movetime", "infinite", "time", "increment",
            "opptime", "oppmovestogo", "oppincrement", "draw");

    private static final class Builder {
        private final String[] words;
        private int at;
        final List<String> warnings = new ArrayList<>();
        final List<String> moves = new ArrayList<>();
        boolean ponder;
        boolean infinite;
        int depth;
        long nodes;
        long moveTime;
        long time = -1;
        long increment;
        int movesToGo;
        int mate;

        Builder(String[] words) {
            this.words = words;
        }

        boolean hasNext() {
            return at < words.length;
        }

        String next() {
            return words[at++];
        }

        void warn(String warning) {
            warnings.add(warning);
        }

        /** The number after {@code what}, clamped to [min, max]; {@code otherwise} (with a warning) if there is none. */
        long number(String what, long min, long max, long otherwise) {
            if (!hasNext()) {
                warn("'" + what + "' needs a number after it; skipped");
                return otherwise;
            }
            String text = words[at];
            long v;
            try {
                v = Long.parseLong(text);
            } catch (NumberFormatException e) {
                if (!text.matches("-?\\d+")) {
                    at++;
                    warn("'" + what + "' needs a whole number, got '" + text + "'; skipped");
                    return otherwise;
                }
                v = text.startsWith("-") ? Long.MIN_VALUE : Long.MAX_VALUE; // too many digits: clamped below
            }
            at++;
            return Math.max(min, Math.min(max, v));
        }

        /**
         * The ICCS-looking words after {@code searchmoves}, up to the next word of {@code go}; a word between that
         * is no move ({@code zz99}) is skipped with a note and the moves after it are kept.
         */
        void searchMoves() {
            while (hasNext() && !GO_WORDS.contains(words[at].toLowerCase(java.util.Locale.ROOT))) {
                String w = next();
                if (w.matches("[a-iA-I][0-9][a-iA-I][0-9]")) {
                    moves.add(w.toLowerCase(java.util.Locale.ROOT));
                } else {
                    warn("searchmoves: '" + w + "' is not a move (ICCS, e.g. h2e2); skipped");
                }
            }
            if (moves.isEmpty()) {
                warn("'searchmoves' needs moves after it; all moves are searched");
            }
        }

        GoRequest build() {
            boolean timed = time >= 0 || moveTime > 0;
            boolean bounded = depth > 0 || nodes > 0 || timed || mate > 0;
            int d = depth > 0 ? depth : SearchLimits.MAX_DEPTH;
            if (mate > 0) {
                // a mate in N moves is found by a full-width search of 2N plies (the mated side's last turn)
                d = Math.min(d, Math.min(SearchLimits.MAX_DEPTH, 2 * mate));
            }
            long budget = moveTime > 0 ? moveTime
                    : time >= 0 ? Math.max(1, time / (movesToGo > 0 ? Math.min(movesToGo, 40) : 30) + increment * 3 / 4) : 0;
            SearchLimits limits;
            if (ponder) {
                // ponder: search without a clock until ponderhit, then the clock's budget applies
                limits = new SearchLimits(d, nodes, 0, 0, 0, 0, true);
            } else if (infinite || (!bounded && warnings.isEmpty())) {
                limits = new SearchLimits(d, nodes, 0, 0, 0, 0, true);
            } else if (!bounded) {
                limits = SearchLimits.moveTime(QUICK_MILLIS);
                warn("no usable limit: a " + QUICK_MILLIS + " ms search answers");
            } else {
                limits = new SearchLimits(d, nodes, moveTime, time >= 0 ? Math.max(1, time) : 0, increment, movesToGo, false);
            }
            return new GoRequest(limits, ponder, ponder ? budget : 0, moves, mate, warnings);
        }
    }
}
