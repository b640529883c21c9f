package org.xqlab.analysis;

import org.xqlab.trace.CompositeListener;

/**
 * A position on the timeline of a {@link ReplayLog}: the views' model and a fresh {@link SearchDigest}
 * hold exactly the events before the cursor. Moving forward delivers only the new events; moving back
 * rebuilds from the start (no checkpoints are kept), either here ({@link #seek}) or in two halves: {@link
 * #rebuild} on any thread into a model and digest of its own, then {@link #adopt} on the views' thread.
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

    /**
     * A cursor at the end of {@code log} whose {@code model} already holds every event of it (a live
     * search's views when it is stepped back): nothing is replayed until it moves back.
     */
    public static ReplayCursor atEnd(ReplayLog log, AnalysisModel model, java.util.function.Consumer<SearchDigest> seed,
                                     DigestSnapshot shown) {
        return new ReplayCursor(log, model, seed, shown);
    }

    private ReplayCursor(ReplayLog log, AnalysisModel model, java.util.function.Consumer<SearchDigest> seed,
                         DigestSnapshot shown) {
        this.log = log;
        this.model = model;
        this.seed = seed;
        digest = null; // made by the first rebuild
        cursor = log.size();
        snapshot = shown;
    }

    /** A model and digest holding the events before {@code target}, made off the views' thread. */
    public record Rebuilt(int target, AnalysisModel model, SearchDigest digest) {
    }

    /**
     * Replays the events before {@code target} into a new model and digest; touches nothing the views
     * read, so it may run on any thread (the log's events before {@code target} must have been added
     * before the task was handed to that thread).
     */
    public Rebuilt rebuild(int target) {
        int t = Math.max(0, Math.min(target, log.size()));
        AnalysisModel m = new AnalysisModel(model.nodeCap());
        m.reset();
        SearchDigest d = freshDigest();
        log.deliver(0, t, new CompositeListener(d, m));
        atTheEnd(t, m);
        return new Rebuilt(t, m, d);
    }

    /** Shows a {@link #rebuild}'s result: the views' model takes it over (on the views' thread). */
    public void adopt(Rebuilt r) {
        model.adopt(r.model());
        digest = r.digest();
        cursor = r.target();
        snapshot = digest.snapshot();
    }

    /** Whether moving forward can deliver only the new events (false: the cursor moves by a rebuild). */
    public boolean canMoveOn() {
        return digest != null;
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
        if (t < cursor || digest == null) {
            model.reset();
            digest = freshDigest();
            cursor = 0;
        }
        log.deliver(cursor, t, new CompositeListener(digest, model));
        cursor = t;
        atTheEnd(t, model);
        snapshot = digest.snapshot();
    }

    /** At the end of a trace cut before its search ended, the model says nothing is searching any more. */
    private void atTheEnd(int t, AnalysisModel m) {
        if (t == log.size() && log.endsBeforeSearchEnd()) {
            m.recordingEnded();
        }
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
