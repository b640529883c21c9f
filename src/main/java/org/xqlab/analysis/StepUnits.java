package org.xqlab.analysis;

import org.xqlab.trace.StepMode;

/** The step selector's units (node, stage, cutoff, iteration, table, event) by their keys and step modes. */
public final class StepUnits {
    private StepUnits() {
    }

    /** The step selector's key of a step mode. */
    public static String key(StepMode mode) {
        return switch (mode.kind()) {
            case NEXT_NODE -> "node";
            case NEXT_STAGE -> "stage";
            case NEXT_CUTOFF -> "cutoff";
            case NEXT_ITERATION -> "iteration";
            case NEXT_TABLE -> "table";
            default -> "event";
        };
    }

    /** The step mode of a step selector key (cutoff for an unknown one). */
    public static StepMode mode(String key) {
        return switch (key == null ? "cutoff" : key) {
            case "node" -> StepMode.NEXT_NODE;
            case "stage" -> StepMode.NEXT_STAGE;
            case "iteration" -> StepMode.NEXT_ITERATION;
            case "table" -> StepMode.NEXT_TABLE;
            case "event" -> StepMode.NEXT_EVENT;
            default -> StepMode.NEXT_CUTOFF;
        };
    }
}
