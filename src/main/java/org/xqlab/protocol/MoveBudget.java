package org.xqlab.protocol;

import org.xqlab.search.SearchLimits;

import java.math.BigDecimal;

/**
 * How long an engine may think about one move in a match or an analysis: a number of nodes (the
 * reproducible choice: an in-process search with a node budget plays the same game every time), a
 * fixed time, a depth, or a clock. Written {@code nodes=20000}, {@code movetime=200}, {@code depth=6} or
 * {@code clock=60+0.6} (seconds for the game, seconds added after each move).
 *
 * <p>A clock budget as parsed is a time control: each side starts with {@code clockMillis} and gains
 * {@code incrementMillis} after each of its moves ({@link MatchGame} keeps the two clocks). The budget
 * of one move on that clock, {@link #onClock}, holds the mover's time left in {@code clockMillis} and
 * the opponent's in {@code opponentMillis}; the engine divides its time itself (an in-process search
 * through {@link SearchLimits#clock}, an external one from {@code wtime}/{@code btime} or UCCI's
 * {@code time}/{@code opptime}).
 */
public record MoveBudget(long nodes, long moveTimeMillis, int depth, long clockMillis, long incrementMillis,
                         long opponentMillis) {
    public MoveBudget {
        int given = (nodes > 0 ? 1 : 0) + (moveTimeMillis > 0 ? 1 : 0) + (depth > 0 ? 1 : 0) + (clockMillis > 0 ? 1 : 0);
        if (given != 1) {
            throw new IllegalArgumentException("a move budget is exactly one of nodes, movetime, depth or clock");
        }
        if (incrementMillis < 0 || opponentMillis < 0 || (clockMillis <= 0 && (incrementMillis > 0 || opponentMillis > 0))) {
            throw new IllegalArgumentException("an increment and the opponent's time belong to a clock budget");
        }
    }

    /** A budget of nodes, a fixed time or a depth (exactly one of them positive). */
    public MoveBudget(long nodes, long moveTimeMillis, int depth) {
        this(nodes, moveTimeMillis, depth, 0, 0, 0);
    }

    public static MoveBudget nodes(long n) {
        return new MoveBudget(n, 0, 0);
    }

    public static MoveBudget moveTime(long millis) {
        return new MoveBudget(0, millis, 0);
    }

    public static MoveBudget depth(int d) {
        return new MoveBudget(0, 0, d);
    }

    /** The time control {@code clock=BASE+INC}: {@code baseMillis} a side for the game, {@code incrementMillis} added after each move. */
    public static MoveBudget clock(long baseMillis, long incrementMillis) {
        return new MoveBudget(0, 0, 0, baseMillis, incrementMillis, baseMillis);
    }

    /** Whether this is a clock: a time control for the game, not a budget for each move. */
    public boolean isClock() {
        return clockMillis > 0;
    }

    /** One move's budget on this clock: the mover has {@code ownMillis} left, the opponent {@code opponentLeftMillis}. */
    public MoveBudget onClock(long ownMillis, long opponentLeftMillis) {
        if (!isClock()) {
            throw new IllegalStateException(this + " is not a clock");
        }
        return new MoveBudget(0, 0, 0, Math.max(1, ownMillis), incrementMillis, Math.max(1, opponentLeftMillis));
    }

    /** Reads {@code nodes=N}, {@code movetime=MS}, {@code depth=D} or {@code clock=BASE+INC} (seconds, e.g. {@code clock=10+0.1}). */
    public static MoveBudget parse(String text) {
        String[] kv = text.trim().split("=", -1);
        if (kv.length == 2 && kv[0].trim().equals("clock")) {
            return parseClock(text, kv[1].trim());
        }
        if (kv.length == 2) {
            try {
                long v = Long.parseLong(kv[1].trim());
                if (v > 0) {
                    switch (kv[0].trim()) {
                        case "nodes":
                            return nodes(v);
                        case "movetime":
                            return moveTime(v);
                        case "depth":
                            if (v <= SearchLimits.MAX_DEPTH) {
                                return depth((int) v);
                            }
                            break;
                        default:
                            break;
                    }
                }
            } catch (NumberFormatException e) {
                // reported below
            }
        }
        throw new IllegalArgumentException("bad time control '" + text + "': expected nodes=N, movetime=MS, depth=D "
                + "(positive, depth at most " + SearchLimits.MAX_DEPTH + ") or clock=BASE+INC (seconds)");
    }

    private static MoveBudget parseClock(String text, String value) {
        String[] parts = value.split("\\+", -1);
        if (parts.length <= 2) {
            try {
                long base = millis(parts[0]);
                long inc = parts.length == 2 ? millis(parts[1]) : 0;
                if (base > 0 && inc >= 0) {
                    return clock(base, inc);
                }
            } catch (NumberFormatException | ArithmeticException e) {
                // reported below
            }
        }
        throw new IllegalArgumentException("bad time control '" + text + "': expected clock=BASE+INC, the seconds a side "
                + "has for the game and the seconds added after each move (e.g. clock=10+0.1; at least 1 ms for the game, "
                + "whole milliseconds)");
    }

    /** Seconds as written ({@code 0.1}) to whole milliseconds; a fraction of a millisecond is an error. */
    private static long millis(String seconds) {
        BigDecimal s = new BigDecimal(seconds.trim());
        if (s.signum() < 0 || s.compareTo(BigDecimal.valueOf(1_000_000_000L)) > 0) {
            throw new NumberFormatException("out of range");
        }
        return s.movePointRight(3).longValueExact();
    }

    public SearchLimits limits() {
        return isClock() ? SearchLimits.clock(clockMillis, incrementMillis, 0)
                : nodes > 0 ? SearchLimits.nodes(nodes) : moveTimeMillis > 0 ? SearchLimits.moveTime(moveTimeMillis)
                : SearchLimits.depth(depth);
    }

    /** The longest this budget lets one move take (a clock: the mover's time left); 0 for nodes and depth. */
    public long mostMillis() {
        return isClock() ? clockMillis : moveTimeMillis;
    }

    /**
     * The words after {@code go} that ask for this budget, for the side to move ({@code redToMove}): UCI's {@code wtime},
     * {@code btime}, {@code winc}, {@code binc} on a clock, UCCI's {@code time}, {@code increment}, {@code opptime},
     * {@code oppincrement} (milliseconds: the engine is set to {@code usemillisec}).
     */
    public String goWords(Dialect dialect, boolean redToMove) {
        if (nodes > 0) {
            return "nodes " + nodes;
        }
        if (depth > 0) {
            return "depth " + depth;
        }
        if (isClock()) {
            long red = redToMove ? clockMillis : opponentMillis;
            long black = redToMove ? opponentMillis : clockMillis;
            return dialect == Dialect.UCI
                    ? "wtime " + red + " btime " + black + " winc " + incrementMillis + " binc " + incrementMillis
                    : "time " + clockMillis + " increment " + incrementMillis + " opptime " + opponentMillis
                    + " oppincrement " + incrementMillis;
        }
        return dialect == Dialect.UCI ? "movetime " + moveTimeMillis : "time " + moveTimeMillis + " movestogo 1";
    }

    @Override
    public String toString() {
        if (isClock()) {
            return "clock=" + seconds(clockMillis) + (incrementMillis > 0 ? "+" + seconds(incrementMillis) : "");
        }
        return nodes > 0 ? "nodes=" + nodes : moveTimeMillis > 0 ? "movetime=" + moveTimeMillis : "depth=" + depth;
    }

    private static String seconds(long millis) {
        return BigDecimal.valueOf(millis, 3).stripTrailingZeros().toPlainString();
    }
}
