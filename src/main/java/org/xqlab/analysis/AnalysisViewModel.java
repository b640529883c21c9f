package org.xqlab.analysis;

import org.xqlab.rules.Fen;
import org.xqlab.rules.Piece;
import org.xqlab.rules.Position;
import org.xqlab.search.SearchConfig;
import org.xqlab.search.SearchLimits;
import org.xqlab.search.SearchResult;
import org.xqlab.trace.CompositeListener;
import org.xqlab.trace.EventKind;
import org.xqlab.trace.GateStop;
import org.xqlab.trace.SearchListener;
import org.xqlab.trace.StepMode;
import org.xqlab.trace.TreeNode;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Executor;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * The analysis window's state and commands without a window: the search session and its engine
 * thread, the model of what the views show, where the views are on the timeline (the live events, a
 * live search stepped back, or a trace file), the commands (run, pause, resume, stop, step forward by a
 * unit, step back, seek, search from a node), the selected node, and the status line. The view binds
 * to it: it draws the model and the snapshot, calls the commands, and redraws when told
 * ({@link #onRefresh}, {@link #onChange}).
 *
 * <p>Threads: commands and readers run on one thread (the FX thread in the app, the test's thread in
 * tests); what the engine thread reports (held, done, failed, cancelled) is handed to that thread
 * through the {@code ui} executor given at construction.
 *
 * <p>Stepping forward runs the engine at full speed to the next event of the unit (node, stage, cutoff,
 * iteration) and holds it there. Stepping back holds the engine and rebuilds the model and the tables
 * at the previous such event from the events already received (the recording, through a
 * {@link ReplayCursor} as for trace files; the engine is never run again); the rebuild runs off the UI
 * thread (on the {@code work} executor) and its model is handed to the UI thread, which shows it
 * ({@link #rebuilding()} until then). Forward then first moves through the recorded events and only past
 * their end asks the engine for more. Seeking in a trace file works the same way: a short move forward
 * is delivered at once, anything else is rebuilt off the UI thread; while the timeline is dragged only
 * the newest seek asked for is made and shown ({@link #replayPosition()} says where the views go).
 */
public final class AnalysisViewModel implements AutoCloseable {
    /** Nodes per root search that reach the tree; later ones are counted, not kept. */
    public static final int NODE_CAP = 6000;
    /** Slots of the event ring between the engine and the views. */
    public static final int RING = 1 << 16;
    /** Events of a live search kept for stepping back. */
    public static final int RECORDING_MAX_EVENTS = 500_000;
    /**
     * A seek forward in a trace file by at most this many events is delivered at once on the UI thread;
     * a longer one, and every seek back, is rebuilt off it (as a step back in a live search is).
     */
    public static final int SEEK_AT_ONCE_MAX = 4096;

    /** What Run searches: a position, its config and its limits. */
    public record Request(Position position, SearchConfig config, SearchLimits limits) {
    }

    /** How the status line writes the final score: from the tree's point of view, with its words. */
    public interface ScoreWords {
        /** The root score (stored from the side to move, {@code rootSide}) as the tree writes it. */
        String score(int score, int rootSide);

        /** The key of the words that say from whose view ("scores.red" …). */
        String viewKey();

        /** Scores as stored, from the side to move, as plain numbers. */
        ScoreWords NEGAMAX = new ScoreWords() {
            @Override
            public String score(int score, int rootSide) {
                return Integer.toString(score);
            }

            @Override
            public String viewKey() {
                return "scores.negamax";
            }
        };
    }

    private final AnalysisSession session;
    private final Executor ui;
    private final AnalysisModel model = new AnalysisModel(NODE_CAP);
    private final List<Consumer<Boolean>> refreshers = new ArrayList<>();
    private final List<Runnable> changes = new ArrayList<>();
    private final List<Consumer<TreeNode>> selections = new ArrayList<>();
    private final List<Runnable> starts = new ArrayList<>();
    private Request started;
    private Supplier<Request> request = () -> null;
    private Supplier<Locale> locale = () -> Locale.ENGLISH;
    private ScoreWords scoreWords = ScoreWords.NEGAMAX;
    private final AbViewModel ab;
    /** Where stepping back rebuilds the views (off the UI thread); the result comes back through {@code ui}. */
    private final Executor work;
    private final java.util.concurrent.ExecutorService ownWorker;
    /** The number of the newest rebuild asked for; an older one is skipped or its result dropped. */
    private volatile int rebuilds;
    /** Where the newest rebuild asked for will put the cursor, or -1 with none under way. */
    private volatile int rebuildTarget = -1;
    private double pace;
    private UiBridge bridge;
    private ReplayLog recording;
    private SearchListener liveSink;
    private ReplayCursor cursor;
    private DigestSnapshot snapshot = DigestSnapshot.empty();
    private long drained;
    private Supplier<String> ended;
    private Supplier<String> note;
    private String lastStatus = "";
    private volatile SearchResult lastResult;
    private TreeNode selected;
    private boolean startWhenFree;
    /**
     * Counts the searches started (UI thread only): the engine's report of a search's end counts only for
     * the search still shown, not for one that a newer search replaced before its end arrived.
     */
    private long generation;
    /** The request of the latest search that ran to its end (not stopped): only its tables carry over. */
    private volatile Request finishedRequest;
    /** Whether the latest search started with cleared tables (false: the tables of the one before it). */
    private boolean freshTables = true;
    /** Whether the search now starting replaced a held one whose settings had changed. */
    private boolean replaced;
    /** The step unit a replacing search starts with ({@link StepMode#RUN} for Run). */
    private StepMode replaceWith = StepMode.RUN;

    /** A view-model with its own engine thread, handing engine news to {@code ui} (e.g. {@code Platform::runLater}). */
    public AnalysisViewModel(Executor ui) {
        this(new AnalysisSession(), ui);
    }

    /** A view-model searching on this session (tests pass one whose engine thread they control). */
    public AnalysisViewModel(AnalysisSession session, Executor ui) {
        this(session, ui, null);
    }

    /**
     * A view-model that rebuilds the views of a search stepped back on {@code work} (null: a thread of its
     * own) and hands the result to {@code ui}.
     */
    public AnalysisViewModel(AnalysisSession session, Executor ui, Executor work) {
        this(session, ui, work, null);
    }

    /**
     * The same, with A/B's two searches on {@code abEngines} (null: threads of its own). Tests pass a session
     * built on an engine executor and a {@link PaceClock} they control, and executors they control here.
     */
    public AnalysisViewModel(AnalysisSession session, Executor ui, Executor work,
                             java.util.concurrent.ExecutorService abEngines) {
        this.session = session;
        this.ui = ui;
        this.ab = new AbViewModel(ui, abEngines);
        if (work == null) {
            ownWorker = java.util.concurrent.Executors.newSingleThreadExecutor(r -> {
                Thread t = new Thread(r, "analysis-rebuild");
                t.setDaemon(true);
                return t;
            });
            this.work = ownWorker;
        } else {
            ownWorker = null;
            this.work = work;
        }
    }

    // ------------------------------------------------------------------ wiring

    /** Where Run gets the position, config and limits (null: nothing to run; the supplier has noted why). */
    public void setRequest(Supplier<Request> request) {
        this.request = request;
    }

    /** The language of the status line. */
    public void setLocale(Supplier<Locale> locale) {
        this.locale = locale;
        ab.setLocale(locale);
    }

    /** How the status line and A/B write scores (the tree's view). */
    public void setScoreWords(ScoreWords words) {
        this.scoreWords = words;
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

    public AnalysisSession session() {
        return session;
    }

    public AnalysisModel model() {
        return model;
    }

    /** The live search's bridge (null before the first search and while a trace file is shown). */
    public UiBridge bridge() {
        return bridge;
    }

    /** Every event of the live search that reached the views, in order (null for a trace file). */
    public ReplayLog recording() {
        return recording;
    }

    /** Whether a live search feeds the views (false before the first search and while a trace file is shown). */
    public boolean live() {
        return bridge != null;
    }

    /** Where the running search is held (null while it runs on, or with none running). */
    public org.xqlab.trace.GateStop held() {
        return session.held();
    }

    /** What the live search's feed has carried: events seen, dropped by the queue, beyond the tree's cap. */
    public record FeedCounts(long seen, long dropped, long beyondCap) {
    }

    /** The live search's feed counts, or null without a live search. */
    public FeedCounts feedCounts() {
        UiBridge b = bridge;
        return b == null ? null : new FeedCounts(b.eventsSeen(), b.dropped(), b.beyondCap());
    }

    /** Asks the live search for fresh tables and statistics at its next event (nothing without one). */
    public void requestSnapshot() {
        UiBridge b = bridge;
        if (b != null) {
            b.requestSnapshot();
        }
    }

    /** The events the views come from: the cursor's (a trace, a search stepped back) or the live recording; null before any. */
    public ReplayLog shownLog() {
        return cursor != null ? cursor.log() : recording;
    }

    /** How many of {@link #shownLog()}'s events the views show: the cursor's position, or every one received. */
    public int shownPosition() {
        ReplayLog log = shownLog();
        return cursor != null ? cursor.position() : log == null ? 0 : log.size();
    }

    /** The cursor the views show (a trace file, or a live search stepped back), or null for the live events. */
    public ReplayCursor replayCursor() {
        return cursor;
    }

    /** Whether a live search is shown stepped back. */
    public boolean reviewing() {
        return bridge != null && cursor != null;
    }

    /** The tables and statistics the views show now. */
    public DigestSnapshot snapshot() {
        return snapshot;
    }

    /** Takes the newest tables and statistics for the views: the cursor's, or the engine's latest. */
    public DigestSnapshot refreshSnapshot() {
        if (cursor != null) {
            snapshot = cursor.snapshot();
        } else if (bridge != null) {
            snapshot = bridge.latest();
        }
        return snapshot;
    }

    /** What the latest search was started with (null before the first). */
    public Request startedRequest() {
        return started;
    }

    /** The result of the latest search that ended (null while none has). */
    public SearchResult lastResult() {
        return lastResult;
    }

    public boolean isRunning() {
        return session.isRunning();
    }

    /** Events drained from the ring so far. */
    public long drained() {
        return drained;
    }

    /** Nodes the engine searched that never reached the tree (cap and queue drops). */
    public long notCaptured() {
        return bridge == null ? 0 : bridge.beyondCap() + bridge.dropped();
    }

    /** The pace in events per second (0: full speed). */
    public double pace() {
        return pace;
    }

    public void setPace(double eventsPerSecond) {
        pace = eventsPerSecond;
        session.setPace(eventsPerSecond);
    }

    // ------------------------------------------------------------------ draining the feed

    /** Drains up to {@code max} waiting events: into the model and the recording, or only the recording while stepped back. */
    public int drain(int max) {
        UiBridge b = bridge;
        if (b == null) {
            return 0;
        }
        int n = b.ring().drain(cursor == null ? liveSink : recording, max);
        drained += n;
        return n;
    }

    /** Drains everything waiting. */
    public void drainAll() {
        drain(Integer.MAX_VALUE);
    }

    // ------------------------------------------------------------------ selection

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
        note = null;
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
        Request now = request.get();
        return now != null && started != null && !same(now, started);
    }

    /** Whether the latest search started with cleared tables rather than those of the search before it. */
    public boolean freshTables() {
        return freshTables;
    }

    /** Two requests search the same: the same position (as FEN), config and limits. */
    static boolean same(Request a, Request b) {
        return a != null && b != null && Fen.format(a.position()).equals(Fen.format(b.position()))
                && a.config().equals(b.config()) && a.limits().equals(b.limits());
    }

    /**
     * Stops the search under way (its settings changed) and starts a new one when the engine's report of its
     * end reaches this thread. Called only while the session runs, so that report is still to come: the new
     * search always waits for it, whether the engine thread ends the old one before or after this returns,
     * and the status says "replacing" until then.
     */
    private void replace(StepMode unit) {
        replaced = true;
        replaceWith = unit;
        startWhenFree = true;
        session.stop();
    }

    public void pause() {
        note = null;
        session.pause();
        changed();
    }

    /** Space: run when nothing runs, resume when held or stepped back, pause while running. */
    public void toggle() {
        if (!session.isRunning() || reviewing() || session.held() != null) {
            runOrResume();
        } else {
            pause();
        }
    }

    public void stop() {
        note = null;
        startWhenFree = false;
        replaced = false;
        leaveReview();
        session.stop();
        changed();
    }

    /** Steps forward by {@code unit}: through the recorded events first, then the engine (or a new search). */
    public void forward(StepMode unit) {
        note = null;
        if (reviewing()) {
            drainAll();
            int i = recording.nextStop(reviewPosition(), unit);
            if (i >= 0) {
                if (i + 1 >= recording.size()) {
                    leaveReview(); // at the newest event: the live view again
                    changed();
                } else {
                    seekCursor(i + 1, Integer.MAX_VALUE);
                }
                return;
            }
            leaveReview();
            if (!session.isRunning()) {
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
        if (recording == null) {
            return false;
        }
        note = null;
        if (recording.isCut()) {
            note = () -> text("status.noBack", Integer.toString(RECORDING_MAX_EVENTS));
            changed();
            return true;
        }
        session.pause();
        drainAll();
        int at = reviewing() ? reviewPosition() : recording.size();
        int previous = recording.previousStop(at - 1, unit);
        enterReview();
        seekCursor(previous < 0 ? 0 : previous + 1, Integer.MAX_VALUE);
        return true;
    }

    /**
     * The live search's timeline: the views as they were just after event {@code target} − 1 of those
     * received (holding the engine first); at or past the newest event the views are live again (the
     * engine stays held until Run or a step). False if there is no live search recorded.
     */
    public boolean seekLive(int target) {
        if (recording == null || recording.isCut()) {
            return false;
        }
        note = null;
        session.pause();
        drainAll();
        if (target >= recording.size()) {
            leaveReview();
            changed();
            return true;
        }
        enterReview();
        seekCursor(Math.max(0, target), Integer.MAX_VALUE);
        return true;
    }

    /** The event the views show in a live search and how many were received, or null without one. */
    public int[] livePosition() {
        if (recording == null) {
            return null;
        }
        return new int[] {reviewing() ? reviewPosition() : recording.size(), recording.size()};
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
        startWhenFree = true;
        replaceWith = StepMode.RUN;
    }

    /** Shows a trace file's events (no live search): the views follow {@code cursor}. */
    public void showReplay(ReplayCursor replay) {
        bridge = null;
        recording = null;
        liveSink = null;
        rebuilds++;
        rebuildTarget = -1;
        cursor = replay;
        snapshot = replay.snapshot();
        changed();
    }

    /**
     * Moves a shown trace file (or a stepped-back live search) to just after event {@code target} − 1:
     * forward by at most {@link #SEEK_AT_ONCE_MAX} events at once, otherwise by a rebuild off the UI thread
     * that the UI thread shows when it comes ({@link #rebuilding()} until then; a newer seek replaces it).
     */
    public void seekReplay(int target) {
        if (cursor != null) {
            seekCursor(Math.max(0, Math.min(target, cursor.size())), SEEK_AT_ONCE_MAX);
        }
    }

    /**
     * Where the views of a trace file (or a stepped-back live search) are, or will be once the seek under
     * way is shown; -1 with neither.
     */
    public int replayPosition() {
        return cursor == null ? -1 : reviewPosition();
    }

    /** A message that stays until the next command (a bad FEN, a trace being read, a textbook tree). */
    public void note(String message) {
        note = () -> message;
        changed();
    }

    /** The same, written anew each time the status line is read (so it follows a change of language). */
    public void note(java.util.function.Supplier<String> message) {
        note = message;
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
        if (ownWorker != null) {
            ownWorker.shutdownNow();
        }
        // a closed window keeps nothing of its searches (the feed's ring, the recording, a loaded trace): the
        // state before the first search, and a report or rebuild still on its way finds no search to write to
        generation++;
        rebuilds++;
        rebuildTarget = -1;
        bridge = null;
        recording = null;
        liveSink = null;
        cursor = null;
        snapshot = DigestSnapshot.empty();
    }

    /** Whether a step back is being rebuilt off the UI thread (the views show the last position until it is). */
    public boolean rebuilding() {
        return rebuildTarget >= 0;
    }

    // ------------------------------------------------------------------ the status line

    /** The status line now: a note, running, held at an event (and why), paused, stepped back, finished, stopped. */
    public String status() {
        if (note != null) {
            lastStatus = note.get();
        } else if (recording == null) {
            return lastStatus;
        } else if (reviewing()) {
            int at = reviewPosition();
            String what = at == 0 ? text("status.atStart") : kind(recording.kind(at - 1));
            lastStatus = text("status.back", what, Integer.toString(at), Integer.toString(recording.size()));
        } else if (startWhenFree) { // the search under way was told to stop; a new one starts at its end
            lastStatus = text("status.replacing");
        } else if (ended != null) {
            lastStatus = ended.get();
        } else {
            // running, or ended on the engine thread with its end not yet reported here: running for the views
            lastStatus = session.isRunning() ? runningStatus() : text("status.running");
            if (replaced) { // the search that replaced a held one, until its end is reported
                lastStatus = text("status.replaced", lastStatus);
            }
        }
        return lastStatus;
    }

    /** What the running search is doing: held at an event (and why), paused, running or rushing to a step. */
    private String runningStatus() {
        GateStop held = session.held();
        if (held != null && held.kind() == EventKind.KILLER_UPDATE && !session.pauseRequested()) {
            return killerNews(held.ply());
        }
        if (held != null) {
            String where = heldAt(held);
            return session.pauseRequested() ? text("status.paused", where)
                    : text("status.held", where, unit(session.target()));
        }
        StepMode target = session.target();
        return target == StepMode.RUN ? text("status.running") : text("status.rushing", unit(target));
    }

    /**
     * Where the engine is held, in words that say what really happens there: "entering a node at ply 2,
     * event 40"; a quiescence-entered event of a search without quiescence is a leaf evaluated statically
     * (that is all the engine does there); a history update names its new value and no ply, since the
     * history table is the whole search's, not a ply's.
     */
    private String heldAt(GateStop held) {
        String event = Integer.toString(recording.size());
        if (held.kind() == EventKind.QUIESCENCE_ENTERED && started != null
                && "false".equals(started.config().get("quiescence"))) {
            return text("status.at", text("event.staticLeaf"), Integer.toString(held.ply()), event);
        }
        if (held.kind() == EventKind.HISTORY_UPDATE) {
            return text("status.atHistory", Integer.toString(held.score()), event);
        }
        if (held.ply() < 0) {
            return text("status.atNoPly", kind(held.kind()), event);
        }
        return text("status.at", kind(held.kind()), Integer.toString(held.ply()), event);
    }

    /**
     * What a killer update held at did, from the tables the engine published when it held: "Killer slot 1
     * at ply 2: h2e2 (it cut off); slot 2: d9d8" (moves in the chosen notation, as the killer table writes them).
     */
    private String killerNews(int ply) {
        DigestSnapshot s = refreshSnapshot();
        int[] k = ply >= 0 && ply < TableMirror.MAX_PLY ? s.tables().killers(ply) : new int[2];
        org.xqlab.rules.Position at = null;
        for (TreeNode n : model.tree().path()) {
            if (n.ply() == ply) {
                at = MoveText.positionAt(model.rootFen(), n);
            }
        }
        org.xqlab.rules.Notation in = notation.get();
        int side = TableMoves.ANY;
        try {
            int root = Fen.parse(model.rootFen()).sideToMove();
            side = ply % 2 == 0 ? root : 1 - root;
        } catch (RuntimeException e) {
            // any side
        }
        // slot 2 was stored in another node than the one held in: found in the tree as the table finds it
        return text("status.killer", Integer.toString(ply), tableMoves.format(model, k[0], ply, side, at, in),
                tableMoves.format(model, k[1], ply, side, at, in), unit(session.target()));
    }

    private final TableMoves tableMoves = new TableMoves();

    private Supplier<org.xqlab.rules.Notation> notation = () -> org.xqlab.rules.Notation.ICCS;

    /**
     * The notation the status line writes moves in (the main window's choice); ICCS until set, and for a
     * move not legal in the position the search is in at that ply.
     */
    public void setNotation(Supplier<org.xqlab.rules.Notation> notation) {
        this.notation = notation;
        ab.setNotation(notation); // A/B's best moves and PVs too
    }

    /** Where the views are on a live search's timeline ("event 12 of 40"), "" without one. */
    public String positionText() {
        int[] at = livePosition();
        return at == null ? "" : text(reviewing() ? "position.back" : "position.live", Integer.toString(at[0]),
                Integer.toString(at[1]));
    }

    /** The same as a fraction 0–1. */
    public double progress() {
        int[] at = livePosition();
        return at == null || at[1] == 0 ? 0 : (double) at[0] / at[1];
    }

    /** The latest cutoff or pruning caption of what the views show, in a language and notation ("" before any). */
    public String caption(Locale language, org.xqlab.rules.Notation notation) {
        Caption last = model.lastCaption();
        return last == null ? "" : last.text(language, notation);
    }

    /** The unit of a step mode, as the step selector names it. */
    public String unit(StepMode mode) {
        return text("step." + unitKey(mode));
    }

    /** The step selector's key of a step mode. */
    public static String unitKey(StepMode mode) {
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
    public static StepMode mode(String unitKey) {
        return switch (unitKey == null ? "cutoff" : unitKey) {
            case "node" -> StepMode.NEXT_NODE;
            case "stage" -> StepMode.NEXT_STAGE;
            case "iteration" -> StepMode.NEXT_ITERATION;
            case "table" -> StepMode.NEXT_TABLE;
            case "event" -> StepMode.NEXT_EVENT;
            default -> StepMode.NEXT_CUTOFF;
        };
    }

    // ------------------------------------------------------------------ inside

    private String text(String key, Object... args) {
        return Words.get(locale.get(), key, args);
    }

    private String kind(EventKind kind) {
        return text("event." + kind.token());
    }

    private void start(StepMode initial) {
        if (session.isRunning()) {
            return;
        }
        Request r = request.get();
        if (r == null) {
            return;
        }
        // tables carry over (as the config's tt.keep and history.decay say) only from a search of the same
        // position, config and limits that ran to its end; any other search starts with cleared tables
        freshTables = !same(finishedRequest, r);
        if (freshTables) {
            session.clearTables();
        }
        finishedRequest = null;
        model.reset();
        lastResult = null;
        started = r;
        selected = null;
        session.onHeld(() -> ui.execute(() -> {
            drainAll();
            refreshSnapshot();
            refresh(true);
            changed();
        }));
        long gen = ++generation;
        UiBridge b = session.start(r.position(), r.config(), r.limits(), initial, pace, RING, NODE_CAP,
                result -> {
                    boolean stopped = session.endedByStop();
                    ui.execute(() -> {
                        if (gen != generation) {
                            return; // replaced by a newer search before its end arrived
                        }
                        finishedRequest = stopped ? null : r;
                        lastResult = result;
                        drainAll();
                        refreshSnapshot();
                        refresh(true);
                        finished(stopped, result.depth(), result.score(), result.totalNodes(), result.timeMillis());
                    });
                },
                error -> ui.execute(() -> {
                    if (gen == generation) {
                        ended(() -> text("status.error", String.valueOf(error)));
                    }
                }),
                () -> ui.execute(() -> {
                    if (gen == generation) {
                        ended(() -> text("status.cancelled"));
                    }
                }));
        bridge = b;
        cursor = null;
        recording = new ReplayLog(RECORDING_MAX_EVENTS);
        liveSink = new CompositeListener(model, recording);
        snapshot = b.latest();
        ended = null;
        note = null;
        for (Runnable l : starts) {
            l.run();
        }
    }

    private void finished(boolean stopped, int depth, int score, long nodes, long millis) {
        boolean fresh = freshTables;
        int rootSide;
        try {
            rootSide = Fen.parse(model.rootFen()).sideToMove();
        } catch (RuntimeException e) {
            rootSide = Piece.RED;
        }
        int side = rootSide;
        // the score in the tree's view, written as the tree writes it, with the words that say which view
        // stopped inside a deeper iteration: the tree shows that one, its nodes left "stopped", not this score's
        TreeNode root = model.tree().latestRoot();
        String deeper = stopped && root != null && root.isFinished() && root.bound() == org.xqlab.trace.Bound.NONE
                && root.depth() > depth ? Integer.toString(root.depth()) : null;
        ended(() -> text(stopped ? "status.stopped" : "status.done", Integer.toString(depth),
                scoreWords.score(score, side), Long.toString(nodes), Long.toString(millis),
                text(scoreWords.viewKey()), text(fresh ? "status.freshTables" : "status.keptTables"))
                + (deeper == null ? "" : text("status.stoppedUnfinished", deeper)));
    }

    private void ended(Supplier<String> how) {
        ended = how;
        if (startWhenFree && !session.isRunning()) {
            startWhenFree = false;
            leaveReview();
            start(replaceWith);
            replaceWith = StepMode.RUN;
            refresh(false);
            changed();
            return;
        }
        replaced = false;
        changed();
    }

    private void enterReview() {
        if (!reviewing()) {
            // the model holds every event received: nothing is replayed until the cursor moves back
            cursor = ReplayCursor.atEnd(recording, model, bridge::seedInto, snapshot);
        }
    }

    /** Where the views of a search stepped back are, or will be once the rebuild under way is shown. */
    private int reviewPosition() {
        return rebuildTarget >= 0 ? rebuildTarget : cursor.position();
    }

    /**
     * Moves the views of a search stepped back (or of a trace file) to just after event {@code target} − 1:
     * forward by at most {@code atOnceMax} events by delivering the new events here, otherwise by a rebuild
     * off the UI thread whose result the UI thread shows when it comes (unless a newer move was asked for
     * meanwhile).
     */
    private void seekCursor(int target, int atOnceMax) {
        int generation = ++rebuilds;
        if (target >= cursor.position() && cursor.canMoveOn() && target - cursor.position() <= atOnceMax) {
            rebuildTarget = -1;
            cursor.seek(target);
            snapshot = cursor.snapshot();
            refresh(true);
            changed();
            return;
        }
        rebuildTarget = target;
        ReplayCursor c = cursor;
        changed();
        work.execute(() -> {
            if (generation != rebuilds) {
                return; // dragging the timeline asks faster than this rebuilds: only the newest is made
            }
            ReplayCursor.Rebuilt r = c.rebuild(target);
            ui.execute(() -> {
                if (generation != rebuilds || cursor != c) {
                    return; // a newer move, or the live view again, came first
                }
                rebuildTarget = -1;
                c.adopt(r);
                snapshot = c.snapshot();
                refresh(true);
                changed();
            });
        });
    }

    private void leaveReview() {
        if (reviewing()) {
            drainAll();
            rebuilds++;
            rebuildTarget = -1;
            if (cursor.canMoveOn()) {
                cursor.seek(recording.size());
            } else {
                // never moved back: the model missed only the events received since
                recording.deliver(cursor.position(), recording.size(), model);
            }
            cursor = null;
            snapshot = bridge.latest();
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
