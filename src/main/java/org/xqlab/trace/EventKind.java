package org.xqlab.trace;

/**
 * One constant per {@link SearchListener} method. Each kind has a bit for {@link EventMask} and a
 * short stable token, which is both its name in a mask string ({@code "node_enter,cutoff"}) and the
 * {@code "t"} value of its record in a trace file (see docs/trace-format.md). Tokens never change
 * once released; new kinds get new tokens.
 */
public enum EventKind {
    SEARCH_STARTED("search_start", false),
    SEARCH_FINISHED("search_end", false),
    ITERATION_STARTED("iter_start", false),
    ITERATION_FINISHED("iter_end", false),
    NODE_ENTERED("node_enter", true),
    NODE_LEFT("node_leave", true),
    QUIESCENCE_ENTERED("qnode_enter", true),
    STAGE_ENTERED("stage", true),
    MOVE_TRIED("move", true),
    CUTOFF("cutoff", true),
    TT_PROBE("tt_probe", true),
    TT_STORE("tt_store", true),
    NULL_MOVE("null_move", true),
    LMR_REDUCTION("lmr", true),
    LMR_RESEARCH("lmr_research", true),
    KILLER_UPDATE("killer", true),
    HISTORY_SHAPE("history_shape", false),
    HISTORY_UPDATE("history", false),
    HISTORY_DECAY("history_decay", false);

    private static final EventKind[] VALUES = values();

    private final String token;
    private final boolean hasPly;

    EventKind(String token, boolean hasPly) {
        this.token = token;
        this.hasPly = hasPly;
    }

    /** This kind's bit in a mask. */
    public int bit() {
        return 1 << ordinal();
    }

    /** Short stable name used in mask strings and as the trace record type. */
    public String token() {
        return token;
    }

    /**
     * Whether events of this kind carry a ply and are therefore subject to
     * {@link SearchListener#maxPly()}; search, iteration and history events always pass.
     */
    public boolean hasPly() {
        return hasPly;
    }

    /** The kind with this token, or {@code null}. */
    public static EventKind byToken(String token) {
        for (EventKind k : VALUES) {
            if (k.token.equals(token)) {
                return k;
            }
        }
        return null;
    }
}
