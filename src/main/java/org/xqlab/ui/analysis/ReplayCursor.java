package org.xqlab.ui.analysis;

import org.xqlab.trace.CompositeListener;

/**
 * A position on the timeline of a {@link ReplayLog}: the views' model and a fresh {@link SearchDigest}
 * hold exactly the events before the cursor. Moving forward delivers only the new events; moving back
 * rebuilds from the start (a tree of a few thousand nodes rebuilds in milliseconds, so no checkpoints
 * are kept).
 */
final class ReplayCursor {
    private final ReplayLog log;
    private final AnalysisModel model;
    private SearchDigest digest = new SearchDigest();
    private int cursor;
    private DigestSnapshot snapshot;

    ReplayCursor(ReplayLog log, AnalysisModel model) {
        this.log = log;
        this.model = model;
        model.reset();
        snapshot = digest.snapshot();
    }

    ReplayLog log() {
        return log;
    }

    int position() {
        return cursor;
    }

    int size() {
        return log.size();
    }

    /** Moves to just after event {@code target} - 1 (0: before the first event). */
    void seek(int target) {
        int t = Math.max(0, Math.min(target, log.size()));
        if (t < cursor) {
            model.reset();
            digest = new SearchDigest();
            cursor = 0;
        }
        log.deliver(cursor, t, new CompositeListener(digest, model));
        cursor = t;
        snapshot = digest.snapshot();
    }

    DigestSnapshot snapshot() {
        return snapshot;
    }
}
