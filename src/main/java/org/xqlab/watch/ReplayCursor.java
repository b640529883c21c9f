package org.xqlab.watch;

import org.xqlab.trace.CompositeListener;

/**
 * A position on the timeline of a {@link ReplayLog}: the views' model and a fresh {@link SearchDigest}
 * hold exactly the events before the cursor. Moving forward delivers only the new events; moving back
 * rebuilds from the start (a tree of a few thousand nodes rebuilds in milliseconds, so no checkpoints
 * are kept).
 */
public final class ReplayCursor {
    private final ReplayLog log;
    private final AnalysisModel model;
    private final java.util.function.Consumer<SearchDigest> seed;
    private SearchDigest digest;
    private int cursor;
    private DigestSnapshot snapshot;

    public ReplayCursor(ReplayLog log, AnalysisModel model) {
        this(log, model, d -> { });
    }

    /** A cursor whose rebuilt digests start from {@code seed} (a live search's history mirror). */
    public ReplayCursor(ReplayLog log, AnalysisModel model, java.util.function.Consumer<SearchDigest> seed) {
        this.log = log;
        this.model = model;
        this.seed = seed;
        digest = freshDigest();
        model.reset();
        snapshot = digest.snapshot();
    }

    public ReplayLog log() {
        return log;
    }

    public int position() {
        return cursor;
    }

    public int size() {
        return log.size();
    }

    /** Moves to just after event {@code target} - 1 (0: before the first event). */
    public void seek(int target) {
        int t = Math.max(0, Math.min(target, log.size()));
        if (t < cursor) {
            model.reset();
            digest = freshDigest();
            cursor = 0;
        }
        log.deliver(cursor, t, new CompositeListener(digest, model));
        cursor = t;
        snapshot = digest.snapshot();
    }

    private SearchDigest freshDigest() {
        SearchDigest d = new SearchDigest();
        seed.accept(d);
        return d;
    }

    public DigestSnapshot snapshot() {
        return snapshot;
    }
}
