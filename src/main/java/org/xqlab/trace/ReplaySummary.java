package org.xqlab.trace;

/**
 * What a replay did: the header (null if the first line was not a valid header), the number of
 * event records read and delivered (to the listener if its mask and max ply accepted them), whether
 * the file records a truncation and why, the damage that stopped the replay (null if none), and
 * whether pacing was interrupted or a {@link TraceReader#watch watcher} stopped the replay.
 */
public record ReplaySummary(TraceHeader header, long events, boolean truncated, String truncationReason,
                            TraceDamage damage, boolean interrupted) {

    /** Read to the end without damage or interruption (a truncated file can be complete). */
    public boolean isComplete() {
        return damage == null && !interrupted;
    }
}
