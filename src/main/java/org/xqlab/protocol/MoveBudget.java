package org.xqlab.protocol;

import org.xqlab.search.SearchLimits;

/**
 * How long an engine may think about one move in a match or an analysis: a number of nodes (the
 * reproducible choice: an in-process search with a node budget plays the same game every time), a
 * fixed time, or a depth. Written {@code nodes=20000}, {@code movetime=200} or {@code depth=6}.
 */
public record MoveBudget(long nodes, long moveTimeMillis, int depth) {
    public MoveBudget {
        int given = (nodes > 0 ? 1 : 0) + (moveTimeMillis > 0 ? 1 : 0) + (depth > 0 ? 1 : 0);
        if (given != 1) {
            throw new IllegalArgumentException("a move budget is exactly one of nodes, movetime or depth");
        }
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

    /** Reads {@code nodes=N}, {@code movetime=MS} or {@code depth=D}. */
    public static MoveBudget parse(String text) {
        String[] kv = text.trim().split("=");
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
        throw new IllegalArgumentException("bad time control '" + text + "': expected nodes=N, movetime=MS or depth=D "
                + "(positive, depth at most " + SearchLimits.MAX_DEPTH + ")");
    }

    public SearchLimits limits() {
        return nodes > 0 ? SearchLimits.nodes(nodes) : moveTimeMillis > 0 ? SearchLimits.moveTime(moveTimeMillis)
                : SearchLimits.depth(depth);
    }

    /** The words after {@code go} that ask for this budget (the same in UCCI and UCI). */
    public String goWords(Dialect dialect) {
        if (nodes > 0) {
            return "nodes " + nodes;
        }
        if (depth > 0) {
            return "depth " + depth;
        }
        return dialect == Dialect.UCI ? "movetime " + moveTimeMillis : "time " + moveTimeMillis + " movestogo 1";
    }

    @Override
    public String toString() {
        return nodes > 0 ? "nodes=" + nodes : moveTimeMillis > 0 ? "movetime=" + moveTimeMillis : "depth=" + depth;
    }
}
