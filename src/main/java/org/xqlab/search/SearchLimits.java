package org.xqlab.search;

/**
 * When a search stops: at a depth, after a number of nodes, after a fixed time, by the clock (time
 * left, increment, moves to go), or only when told to ({@code infinite}). Limits combine: the first one
 * reached ends the search. A search always completes depth 1 so that it has a move to play.
 *
 * <p>{@code searchMoves}, when not null, restricts the root to those moves (UCI {@code go searchmoves},
 * UCCI {@code banmoves}): moves of the array that are not legal are ignored; if none is legal the
 * search has no move. Null (the usual case) searches every legal move. The array is not copied.
 */
public record SearchLimits(int depth, long nodes, long moveTimeMillis, long timeLeftMillis, long incrementMillis,
                           int movesToGo, boolean infinite, int[] searchMoves) {
    public static final int MAX_DEPTH = 64;

    /** Limits for every legal root move. */
    public SearchLimits(int depth, long nodes, long moveTimeMillis, long timeLeftMillis, long incrementMillis,
                        int movesToGo, boolean infinite) {
        this(depth, nodes, moveTimeMillis, timeLeftMillis, incrementMillis, movesToGo, infinite, null);
    }

    /** The same limits with the root restricted to {@code moves} (null: every legal move). */
    public SearchLimits withSearchMoves(int[] moves) {
        return new SearchLimits(depth, nodes, moveTimeMillis, timeLeftMillis, incrementMillis, movesToGo, infinite,
                moves);
    }

    public static SearchLimits depth(int depth) {
        return new SearchLimits(depth, 0, 0, 0, 0, 0, false);
    }

    public static SearchLimits nodes(long nodes) {
        return new SearchLimits(MAX_DEPTH, nodes, 0, 0, 0, 0, false);
    }

    public static SearchLimits moveTime(long millis) {
        return new SearchLimits(MAX_DEPTH, 0, millis, 0, 0, 0, false);
    }

    public static SearchLimits clock(long timeLeftMillis, long incrementMillis, int movesToGo) {
        return new SearchLimits(MAX_DEPTH, 0, 0, timeLeftMillis, incrementMillis, movesToGo, false);
    }

    public static SearchLimits untilStopped() {
        return new SearchLimits(MAX_DEPTH, 0, 0, 0, 0, 0, true);
    }

    public SearchLimits withDepth(int d) {
        return new SearchLimits(d, nodes, moveTimeMillis, timeLeftMillis, incrementMillis, movesToGo, infinite,
                searchMoves);
    }

    public SearchLimits withNodes(long n) {
        return new SearchLimits(depth, n, moveTimeMillis, timeLeftMillis, incrementMillis, movesToGo, infinite,
                searchMoves);
    }

    /** Effective maximum depth. */
    int maxDepth() {
        return depth <= 0 ? MAX_DEPTH : Math.min(depth, MAX_DEPTH);
    }

    /** Whether the time comes from a clock (time left, perhaps an increment) rather than a fixed time a move. */
    boolean onClock() {
        return !infinite && moveTimeMillis <= 0 && timeLeftMillis > 0;
    }

    /** Time at which no new iteration should start (ms from the start), or Long.MAX_VALUE. */
    long softMillis() {
        if (infinite) {
            return Long.MAX_VALUE;
        }
        if (moveTimeMillis > 0) {
            return moveTimeMillis;
        }
        if (timeLeftMillis > 0) {
            int togo = movesToGo > 0 ? Math.min(movesToGo, 40) : 30;
            return Math.max(1, timeLeftMillis / togo + incrementMillis * 3 / 4) / 2;
        }
        return Long.MAX_VALUE;
    }

    /** Time at which the search is stopped whatever it does (ms from the start), or Long.MAX_VALUE. */
    long hardMillis() {
        if (infinite) {
            return Long.MAX_VALUE;
        }
        if (moveTimeMillis > 0) {
            return moveTimeMillis;
        }
        if (timeLeftMillis > 0) {
            // the last move before the time control may use the whole period but a reserve for the reply
            // (a tenth, at most 100 ms); any other at most a third of what is left
            long cap = movesToGo == 1 ? timeLeftMillis - Math.min(timeLeftMillis / 10, 100) : timeLeftMillis / 3;
            return Math.max(1, Math.min(softMillis() * 5, cap));
        }
        return Long.MAX_VALUE;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof SearchLimits l && depth == l.depth && nodes == l.nodes && moveTimeMillis == l.moveTimeMillis
                && timeLeftMillis == l.timeLeftMillis && incrementMillis == l.incrementMillis && movesToGo == l.movesToGo
                && infinite == l.infinite && java.util.Arrays.equals(searchMoves, l.searchMoves);
    }

    @Override
    public int hashCode() {
        return java.util.Objects.hash(depth, nodes, moveTimeMillis, timeLeftMillis, incrementMillis, movesToGo, infinite,
                java.util.Arrays.hashCode(searchMoves));
    }

    @Override
    public String toString() {
        return "SearchLimits[depth=" + depth + ", nodes=" + nodes + ", moveTimeMillis=" + moveTimeMillis
                + ", timeLeftMillis=" + timeLeftMillis + ", incrementMillis=" + incrementMillis + ", movesToGo="
                + movesToGo + ", infinite=" + infinite
                + (searchMoves == null ? "" : ", searchMoves=" + java.util.Arrays.toString(searchMoves)) + "]";
    }
}
