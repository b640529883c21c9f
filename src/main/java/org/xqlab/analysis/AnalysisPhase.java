package org.xqlab.analysis;

import java.util.EnumSet;
import java.util.Set;

/**
 * Where the analysis window's search is, the one state its commands and its status line follow. Stepping
 * back is not a phase of its own: a live search (running or ended) is shown stepped back while its
 * timeline has a cursor ({@link Timeline#reviewing()}).
 *
 * <pre>
 *   IDLE ──Run──▶ RUNNING ──end reported──▶ ENDED ──Run──▶ RUNNING
 *                  │   ▲                                     ▲
 *   settings changed,  Stop                                  │
 *   or search from │   │                                     │
 *                  ▼   │                                     │
 *               REPLACING ──the old search's end reported──▶ ENDED ─┘ (the new search starts at once)
 *
 *   any ──a trace file opened──▶ TRACE ──Run──▶ RUNNING;  any ──window closed──▶ IDLE
 * </pre>
 */
public enum AnalysisPhase {
    /** Nothing searched yet (or the window closed). */
    IDLE,
    /** A live search is under way: running, paused, held at a step, or rushing to one. */
    RUNNING,
    /** The search under way was told to stop; a new one starts as soon as its end is reported. */
    REPLACING,
    /** The live search ended: done, stopped, failed or cancelled. */
    ENDED,
    /** A trace file's events are shown; no live search. */
    TRACE;

    /** The phases this one may go to. */
    public Set<AnalysisPhase> next() {
        return switch (this) {
            case IDLE -> EnumSet.of(RUNNING, TRACE, IDLE);
            case TRACE -> EnumSet.of(RUNNING, REPLACING, TRACE, IDLE);
            case RUNNING -> EnumSet.of(RUNNING, REPLACING, ENDED, TRACE, IDLE);
            case REPLACING -> EnumSet.of(REPLACING, RUNNING, ENDED, TRACE, IDLE);
            case ENDED -> EnumSet.of(ENDED, RUNNING, TRACE, IDLE);
        };
    }

    /** {@code next}, after checking that this phase may go there. */
    AnalysisPhase to(AnalysisPhase next) {
        if (!next().contains(next)) {
            throw new IllegalStateException("the analysis cannot go from " + this + " to " + next);
        }
        return next;
    }
}
