package org.xqlab.trace;

/**
 * How far {@link StepGate} lets the engine run before holding it again: to the next event, node
 * (main or quiescence), stage, cutoff, finished iteration, change of a killer slot or history row
 * ({@link #NEXT_TABLE}), the n-th event from now, or freely
 * ({@link #RUN}). Immutable; use the constants and {@link #nextEvents(int)}.
 */
public record StepMode(Kind kind, int count) {

    /** What the gate waits for. */
    public enum Kind {
        RUN, NEXT_EVENT, NEXT_NODE, NEXT_STAGE, NEXT_CUTOFF, NEXT_ITERATION, NEXT_TABLE, NEXT_N_EVENTS
    }

    public static final StepMode RUN = new StepMode(Kind.RUN, 0);
    public static final StepMode NEXT_EVENT = new StepMode(Kind.NEXT_EVENT, 1);
    public static final StepMode NEXT_NODE = new StepMode(Kind.NEXT_NODE, 1);
    public static final StepMode NEXT_STAGE = new StepMode(Kind.NEXT_STAGE, 1);
    public static final StepMode NEXT_CUTOFF = new StepMode(Kind.NEXT_CUTOFF, 1);
    /** Holds at the next {@code iterationFinished}, so the finished iteration can be looked at. */
    public static final StepMode NEXT_ITERATION = new StepMode(Kind.NEXT_ITERATION, 1);
    /** Holds at the next change of the heuristics' tables: a killer slot or a history row updated. */
    public static final StepMode NEXT_TABLE = new StepMode(Kind.NEXT_TABLE, 1);

    public StepMode {
        if (kind == Kind.NEXT_N_EVENTS && count < 1) {
            throw new IllegalArgumentException("count must be ≥ 1: " + count);
        }
    }

    /** Hold at the n-th event from now (n = 1 is {@link #NEXT_EVENT}). */
    public static StepMode nextEvents(int n) {
        return new StepMode(Kind.NEXT_N_EVENTS, n);
    }

    /** Whether an event of this kind ends the step (NEXT_N_EVENTS is counted by the gate). */
    public boolean stopsAt(EventKind event) {
        return switch (kind) {
            case RUN -> false;
            case NEXT_EVENT, NEXT_N_EVENTS -> true;
            case NEXT_NODE -> event == EventKind.NODE_ENTERED || event == EventKind.QUIESCENCE_ENTERED;
            case NEXT_STAGE -> event == EventKind.STAGE_ENTERED;
            case NEXT_CUTOFF -> event == EventKind.CUTOFF;
            case NEXT_ITERATION -> event == EventKind.ITERATION_FINISHED;
            case NEXT_TABLE -> event == EventKind.KILLER_UPDATE || event == EventKind.HISTORY_UPDATE;
        };
    }
}
