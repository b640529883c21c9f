package org.xqlab.analysis;

import org.xqlab.search.SearchResult;
import org.xqlab.trace.StepMode;
import org.xqlab.trace.TreeNode;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Executor;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * The analysis window's state and commands without a window: the search session and its engine thread, the
 * model of what the views show, the {@link Timeline} (the live events, a live search stepped back, or a
 * trace file), the commands (run, pause, resume, stop, step forward by a unit, step back, seek, search from
 * a node), the selected node and the {@link StatusLine}. Its state is one {@link AnalysisPhase}. The view
 * binds to it: it draws the model and the snapshot, calls the commands, and redraws when told ({@link
 * #onRefresh}, {@link #onChange}).
 *
 * <p>Threads: commands and readers run on one thread (the FX thread in the app, the test's thread in
 * tests); what the engine thread reports (held, done, failed, cancelled) is handed to that thread through
 * the {@code ui} executor given at construction.
 *
 * <p>Stepping forward runs the engine at full speed to the next event of the unit (node, stage, cutoff,
 * iteration) and holds it there. Stepping back holds the engine and rebuilds the views at the previous
 * such event from the events already received (the engine is never run again). Forward then first moves
 * through the recorded events and only past their end asks the engine for more.
 */
public final class AnalysisViewModel implements AutoCloseable {
    /** Nodes per root search that reach the tree; later ones are counted, not kept. */
    public static final int NODE_CAP = 6000;
    /** Slots of the event ring between the engine and the views. */
    public static final int RING = 1 << 16;
    /** Events of a live search kept for stepping back. */
    public static final int RECORDING_MAX_EVENTS = 500_000;

    private final AnalysisSession session;
    private final Executor ui;
    private final AnalysisModel model = new AnalysisModel(NODE_CAP);
    private final List<Consumer<Boolean>> refreshers = new ArrayList<>();
    private final List<Runnable> changes = new ArrayList<>();
    private final List<Consumer<TreeNode>> selections = new ArrayList<>();
    private final List<Runnable> starts = new ArrayList<>();
    private final StatusLine status = new StatusLine(this);
    /** Where the views are: the live events, the live search stepped back, or a trace file. */
    private final Timeline timeline;
    private AnalysisPhase phase = AnalysisPhase.IDLE;
    private SearchRequest started;
    private Supplier<SearchRequest> request = () -> null;
    private final AbViewModel ab;
    private double pace;
    private volatile SearchResult lastResult;
    private TreeNode selected;
    /**
     * Counts the searches started (UI thread only): the engine's report of a search's end counts only for
     * the search still shown, not for one that a newer search replaced before its end arrived.
     */
    private long generation;
    /** The request of the latest search that ran to its end (not stopped): only its tables carry over. */
    private volatile SearchRequest finishedRequest;
    /** Whether the latest search started with cleared tables (false: the tables of the one before it). */
    private boolean freshTables = true;
    /** Whether the search now starting replaced a held one whose settings had changed. */
    private boolean replaced;
    /** The step unit a replacing search starts with ({@link StepMode#RUN} for Run). */
    private StepMode replaceWith = StepMode.RUN;

    /** A view-model with its own engine thread, handing engine news to {@code ui} (e.g. {@code Platform::runLater}). */
    public AnalysisViewModel(Executor ui) {
        this(new AnalysisSession(), ui, null, null);
    }

    /**
     * A view-model searching on {@code session}, rebuilding the views of a search stepped back on {@code work}
     * and running A/B's two searches on {@code abEngines} (null: threads of their own), handing the results to
     * {@code ui}. Tests pass a session built on an engine executor and a {@link PaceClock} they control.
     */
    public AnalysisViewModel(AnalysisSession session, Executor ui, Executor work,
                             java.util.concurrent.ExecutorService abEngines) {
        this.session = session;
        this.ui = ui;
        this.ab = new AbViewModel(ui, abEngines);
        this.timeline = new Timeline(model, ui, work, () -> {
            refresh(true);
            changed();
        }, this::changed);
    }

    // ------------------------------------------------------------------ wiring

    /** Where Run gets the position, config and limits (null: nothing to run; the supplier has noted why). */
    public void setRequest(Supplier<SearchRequest> request) {
        this.request = request;
    }

    /** The language of the status line. */
    public void setLocale(Supplier<Locale> locale) {
        status.locale = locale;
        ab.setLocale(locale);
    }

    /** How the status line and A/B write scores (the tree's view). */
    public void setScoreWords(ScoreWords words) {
        status.scoreWords = words;
        ab.setScoreWords(words);
    }

    /** The A/B comparison of two configs on the same position (its own engine threads). */
    public AbViewModel ab() {
        return ab;
    }

    /** Called with {@code true} when every view should be drawn again now (a hold, a step, the end). */
    public void onRefresh(Consumer<Boolean> listener) {
        refreshers.add(listener);
    }

    /** Called after every command and engine report: the status line and position may have changed. */
    public void onChange(Runnable listener) {
        changes.add(listener);
    }

    /** Called when a new search has started (its request: {@link #startedRequest()}). */
    public void onStarted(Runnable listener) {
        starts.add(listener);
    }

    /** Called with the newly selected node (null: none, the root position shown). */
    public void onSelect(Consumer<TreeNode> listener) {
        selections.add(listener);
    }

    // ------------------------------------------------------------------ state

    /** Where the search is: nothing yet, running, replacing, ended, or a trace file shown. */
    public AnalysisPhase phase() {
        return phase;
    }

    public AnalysisSession session() {
        return session;
    }

    public AnalysisModel model() {
        return model;
    }

    /** Where the views are on the search's timeline, and the tables they show there. */
    public Timeline timeline() {
        return timeline;
    }

    /** Where the running search is held (null while it runs on, or with none running). */
    public org.xqlab.trace.GateStop held() {
        return session.held();
    }

    /** What the latest search was started with (null before the first). */
    public SearchRequest startedRequest() {
        return started;
    }

    /** The result of the latest search that ended (null while none has). */
    public SearchResult lastResult() {
        return lastResult;
    }

    public boolean isRunning() {
        return session.isRunning();
    }

    /** The pace in events per second (0: full speed), for the search running and the next. */
    public void setPace(double eventsPerSecond) {
        pace = eventsPerSecond;
        session.setPace(eventsPerSecond);
    }

    /** The node the user selected (null: none). */
    public TreeNode selected() {
        return selected;
    }

    /** Selects a node (null: none); the listeners hear it even when it is the same node (its state may have changed). */
    public void select(TreeNode node) {
        selected = node;
        for (Consumer<TreeNode> l : selections) {
            l.accept(node);
        }
    }

    // ------------------------------------------------------------------ commands

    /** Run (a new search), or, with one running, back to the newest event and on at the pace set. */
    public void runOrResume() {
        status.note = null;
        leaveReview();
        if (session.isRunning() && settingsChanged()) {
            replace(StepMode.RUN);
        } else if (session.isRunning()) {
            session.resume();
        } else {
            start(StepMode.RUN);
        }
        changed();
    }

    /**
     * Whether what Run would search now (position, config, limits) differs from what the search under way
     * was started with: then Run or a step does not carry on with it but starts a new search.
     */
    public boolean settingsChanged() {
        SearchRequest now = request.get();
        return now != null && started != null && !now.same(started);
    }

    /** Whether the latest search started with cleared tables rather than those of the search before it. */
    public boolean freshTables() {
        return freshTables;
    }

    /**
     * Stops the search under way (its settings changed) and starts a new one when the engine's report of its
     * end reaches this thread. Called only while the session runs, so that report is still to come.
     */
    private void replace(StepMode unit) {
        replaced = true;
        replaceWith = unit;
        phase = phase.to(AnalysisPhase.REPLACING);
        session.stop();
    }

    public void pause() {
        status.note = null;
        session.pause();
        changed();
    }

    /** Space: run when nothing runs, resume when held or stepped back, pause while running. */
    public void toggle() {
        if (!session.isRunning() || timeline.reviewing() || session.held() != null) {
            runOrResume();
        } else {
            pause();
        }
    }

    public void stop() {
        status.note = null;
        if (phase == AnalysisPhase.REPLACING) {
            phase = phase.to(AnalysisPhase.RUNNING); // the old search's end is still to come: it ends this one
        }
        replaced = false;
        leaveReview();
        session.stop();
        changed();
    }

    /** Steps forward by {@code unit}: through the recorded events first, then the engine (or a new search). */
    public void forward(StepMode unit) {
        status.note = null;
        if (timeline.reviewing()) {
            int i = timeline.nextStop(unit);
            if (i >= 0 && i + 1 < timeline.recording().size()) {
                timeline.seek(i + 1, Integer.MAX_VALUE);
                return;
            }
            leaveReview(); // at the newest event, or past it: the live view again
            if (i >= 0 || !session.isRunning()) {
                changed();
                return;
            }
        }
        if (session.isRunning() && settingsChanged()) {
            replace(unit);
        } else if (session.isRunning()) {
            session.step(unit);
        } else {
            start(unit);
        }
        refresh(false);
        changed();
    }

    /**
     * Steps back to the previous event of {@code unit} among those received (the start if there is
     * none), holding the engine first. False if there is no live search to step back in.
     */
    public boolean back(StepMode unit) {
        ReplayLog recording = timeline.recording();
        if (recording == null) {
            return false;
        }
        if (recording.isCut()) {
            note(() -> status.text("status.noBack", Integer.toString(RECORDING_MAX_EVENTS)));
            return true;
        }
        status.note = null;
        session.pause();
        timeline.back(unit);
        return true;
    }

    /**
     * The views as they were just after event {@code target} − 1 of the live search (holding the engine);
     * at or past the newest event they are live again, the engine held until Run or a step. False: none.
     */
    public boolean seekLive(int target) {
        ReplayLog recording = timeline.recording();
        if (recording == null || recording.isCut()) {
            return false;
        }
        status.note = null;
        session.pause();
        if (!timeline.seekLive(target)) {
            leaveReview();
            changed();
        }
        return true;
    }

    /**
     * "Search from here": runs {@code prepare} (which sets the new position) and searches; a search still
     * running is stopped first, and the new one starts as soon as the engine reports that it ended.
     */
    public void searchFrom(Runnable prepare) {
        prepare.run();
        if (!session.isRunning()) {
            runOrResume();
            return;
        }
        stop();
        // the running search's report of its end is still to come (it was running above): it starts this one
        replaceWith = StepMode.RUN;
        phase = phase.to(AnalysisPhase.REPLACING);
    }

    /** Shows a trace file's events (no live search): the views follow {@code cursor}. */
    public void showReplay(ReplayCursor replay) {
        phase = phase.to(AnalysisPhase.TRACE);
        timeline.trace(replay);
        changed();
    }

    /** A message that stays until the next command (a bad FEN, a trace being read, a textbook tree). */
    public void note(String message) {
        note(() -> message);
    }

    /** The same, written anew each time the status line is read (so it follows a change of language). */
    public void note(Supplier<String> message) {
        status.note = message;
        changed();
    }

    /** Clears the engine's transposition and history tables before the next search. */
    public void clearTables() {
        session.clearTables();
    }

    @Override
    public void close() {
        ab.close();
        session.close();
        timeline.close();
        // a closed window keeps nothing of its searches (the feed's ring, the recording, a loaded trace): the
        // state before the first search, and a report or rebuild still on its way finds no search to write to
        generation++;
        phase = phase.to(AnalysisPhase.IDLE);
    }

    // ------------------------------------------------------------------ the status line and its words

    /** The status line now: a note, running, held at an event (and why), paused, stepped back, finished, stopped. */
    public String status() {
        return status.text();
    }

    /** The status line's words: where the views are on the timeline, the latest caption, step units. */
    public StatusLine statusLine() {
        return status;
    }

    /** Whether the search now running replaced a held one whose settings had changed (until its end). */
    boolean replacedHeld() {
        return replaced;
    }

    /**
     * The notation the status line writes moves in (the main window's choice); ICCS until set, and for a
     * move not legal in the position the search is in at that ply.
     */
    public void setNotation(Supplier<org.xqlab.rules.Notation> notation) {
        status.notation = notation;
        ab.setNotation(notation); // A/B's best moves and PVs too
    }

    // ------------------------------------------------------------------ inside

    private void start(StepMode initial) {
        if (session.isRunning()) {
            return;
        }
        SearchRequest r = request.get();
        if (r == null) {
            return;
        }
        // tables carry over (as the config's tt.keep and history.decay say) only from a search of the same
        // position, config and limits that ran to its end; any other search starts with cleared tables
        freshTables = !r.same(finishedRequest);
        if (freshTables) {
            session.clearTables();
        }
        boolean fresh = freshTables;
        finishedRequest = null;
        model.reset();
        lastResult = null;
        started = r;
        selected = null;
        session.onHeld(() -> ui.execute(() -> {
            timeline.drainAll();
            timeline.refreshSnapshot();
            refresh(true);
            changed();
        }));
        long gen = ++generation;
        UiBridge b = session.start(r.position(), r.config(), r.limits(), initial, pace, RING, NODE_CAP,
                result -> {
                    boolean stopped = session.endedByStop();
                    ifShown(gen, () -> finished(r, result, stopped, fresh));
                },
                error -> ifShown(gen, () -> ended(() -> status.text("status.error", String.valueOf(error)))),
                () -> ifShown(gen, () -> ended(() -> status.text("status.cancelled"))));
        phase = phase.to(AnalysisPhase.RUNNING);
        timeline.live(b, RECORDING_MAX_EVENTS);
        status.ended = null;
        status.note = null;
        for (Runnable l : starts) {
            l.run();
        }
    }

    /** Runs {@code report} of search {@code gen} on the UI thread, unless a newer search replaced it meanwhile. */
    private void ifShown(long gen, Runnable report) {
        ui.execute(() -> {
            if (gen == generation) {
                report.run();
            }
        });
    }

    /** The search of {@code r} returned {@code result}: its tables carry over only when it ran to its end. */
    private void finished(SearchRequest r, SearchResult result, boolean stopped, boolean fresh) {
        finishedRequest = stopped ? null : r;
        lastResult = result;
        timeline.drainAll();
        timeline.refreshSnapshot();
        refresh(true);
        ended(status.ending(stopped, result.depth(), result.score(), result.totalNodes(), result.timeMillis(), fresh));
    }

    /** The engine reported the end of the search shown: ended, or the replacing search starts now. */
    private void ended(Supplier<String> how) {
        status.ended = how;
        if (phase == AnalysisPhase.REPLACING && !session.isRunning()) {
            phase = phase.to(AnalysisPhase.ENDED); // and on to RUNNING when the new search starts
            leaveReview();
            start(replaceWith);
            replaceWith = StepMode.RUN;
            refresh(false);
            changed();
            return;
        }
        if (phase == AnalysisPhase.RUNNING) {
            phase = phase.to(AnalysisPhase.ENDED);
        }
        replaced = false;
        changed();
    }

    private void leaveReview() {
        if (timeline.leaveReview()) {
            refresh(true);
        }
    }

    private void refresh(boolean all) {
        for (Consumer<Boolean> l : refreshers) {
            l.accept(all);
        }
    }

    private void changed() {
        for (Runnable l : changes) {
            l.run();
        }
    }
}
