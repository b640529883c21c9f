package org.xqlab.ui.analysis;

import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import org.xqlab.trace.EventKind;
import org.xqlab.trace.GateStop;
import org.xqlab.trace.StepMode;
import org.xqlab.watch.AnalysisModel;
import org.xqlab.watch.AnalysisSession;
import org.xqlab.watch.ReplayCursor;
import org.xqlab.watch.ReplayLog;
import org.xqlab.watch.UiBridge;

import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * Stepping a live search forward and back, and the status line that says what is going on (FX thread).
 * Forward runs the engine at full speed to the next event of the chosen unit (node, stage, cutoff,
 * iteration) and holds it there ({@link AnalysisSession#step}). Back holds the engine and shows the
 * views as they were at the previous such event, rebuilt from the events already received (the
 * refresher's recording, through a {@link ReplayCursor} as for trace files; the engine is never run
 * again); forward then first moves through the recorded events and only past their end asks the engine
 * for more. The status line is recomputed from the state at every refresh, so it is never stale and
 * follows the language: running, held at an event (and why), paused, stepped back, finished, stopped.
 * A note ({@link #note}) — a bad FEN, a trace being read — shows until the next action.
 */
final class LiveStepper {
    private final AnalysisText text;
    private final AnalysisSession session;
    private final ViewRefresher refresher;
    private final AnalysisModel model;
    private final Consumer<StepMode> starter;
    private final Label status;
    private final Label position;
    private final ProgressBar progress;
    private ReplayCursor cursor;
    private Supplier<String> ended;
    private Supplier<String> note;

    private java.util.function.Supplier<ScoreView> scoreView = () -> ScoreView.RED;

    LiveStepper(AnalysisText text, AnalysisSession session, ViewRefresher refresher, AnalysisModel model,
                Consumer<StepMode> starter, Label status, Label position, ProgressBar progress) {
        this.text = text;
        this.session = session;
        this.refresher = refresher;
        this.model = model;
        this.starter = starter;
        this.status = status;
        this.position = position;
        this.progress = progress;
    }

    // ------------------------------------------------------------------ actions

    /** Steps forward by {@code unit}: through the recorded events first, then the engine (or a new search). */
    void forward(StepMode unit) {
        note = null;
        if (refresher.reviewing()) {
            ReplayLog rec = refresher.recording();
            refresher.drainAll();
            int i = rec.nextStop(cursor.position(), unit);
            if (i >= 0) {
                seek(i + 1);
                if (cursor.position() == rec.size()) {
                    leaveReview(); // at the newest event: the live view again
                    show();
                }
                return;
            }
            leaveReview();
            if (!session.isRunning()) {
                show();
                return;
            }
        }
        if (session.isRunning()) {
            session.step(unit);
        } else {
            starter.accept(unit);
        }
        refresher.hurry();
        show();
    }

    /**
     * Steps back to the previous event of {@code unit} among those received (the start if there is
     * none), holding the engine first. False if there is no live search to step back in.
     */
    boolean back(StepMode unit) {
        ReplayLog rec = refresher.recording();
        if (rec == null) {
            return false;
        }
        note = null;
        if (rec.isCut()) {
            note = () -> text.get("status.noBack", Integer.toString(ViewRefresher.RECORDING_MAX_EVENTS));
            show();
            return true;
        }
        session.pause();
        refresher.drainAll();
        int at = refresher.reviewing() ? cursor.position() : rec.size();
        int previous = rec.previousStop(at - 1, unit);
        if (!refresher.reviewing()) {
            UiBridge bridge = refresher.bridge();
            cursor = new ReplayCursor(rec, model, bridge::seedInto);
            refresher.review(cursor);
        }
        seek(previous < 0 ? 0 : previous + 1);
        return true;
    }

    /**
     * The live search's timeline: shows the views as they were just after event {@code target} − 1 of those
     * received (holding the engine first, as a step back does); at or past the newest event the views are
     * live again (the engine stays held until Run or a step). False if there is no live search recorded.
     */
    boolean seekTo(int target) {
        ReplayLog rec = refresher.recording();
        if (rec == null || rec.isCut()) {
            return false;
        }
        note = null;
        session.pause();
        refresher.drainAll();
        if (target >= rec.size()) {
            leaveReview();
            show();
            return true;
        }
        if (!refresher.reviewing()) {
            UiBridge bridge = refresher.bridge();
            cursor = new ReplayCursor(rec, model, bridge::seedInto);
            refresher.review(cursor);
        }
        seek(Math.max(0, target));
        return true;
    }

    /** The event the views show now in a live search (the newest when not stepped back), and how many were received. */
    int[] livePosition() {
        ReplayLog rec = refresher.recording();
        if (rec == null) {
            return null;
        }
        return new int[] {refresher.reviewing() && cursor != null ? cursor.position() : rec.size(), rec.size()};
    }

    /** Run (a new search), or, with one running, back to the newest event and on at the pace set. */
    void runOrResume() {
        note = null;
        leaveReview();
        if (session.isRunning()) {
            session.resume();
        } else {
            starter.accept(StepMode.RUN);
        }
        show();
    }

    void pause() {
        note = null;
        session.pause();
        show();
    }

    /** Space: run when nothing runs, resume when held or stepped back, pause while running. */
    void toggle() {
        if (!session.isRunning() || refresher.reviewing() || session.held() != null) {
            runOrResume();
        } else {
            pause();
        }
    }

    void stop() {
        note = null;
        leaveReview();
        session.stop();
        show();
    }

    private void seek(int target) {
        cursor.seek(target);
        refresher.hurry();
        refresher.refreshAll();
        show();
    }

    private void leaveReview() {
        if (refresher.reviewing()) {
            refresher.drainAll();
            cursor.seek(refresher.recording().size());
            refresher.endReview();
            refresher.refreshAll();
        }
        cursor = null;
    }

    // ------------------------------------------------------------------ what the panel tells us

    /** A new search starts (the refresher shows its bridge). */
    void started() {
        cursor = null;
        ended = null;
        note = null;
        show();
    }

    /** The search ended with a result (a stop ends it with the best result so far). */
    void finished(int depth, int score, long nodes, long millis) {
        boolean stopped = session.stopRequested();
        int rootSide;
        try {
            rootSide = org.xqlab.rules.Fen.parse(model.rootFen()).sideToMove();
        } catch (RuntimeException e) {
            rootSide = org.xqlab.rules.Piece.RED;
        }
        int side = rootSide;
        // the score in the tree's view, written as the tree writes it, with the words that say which view
        ended = () -> {
            ScoreView v = scoreView.get();
            return text.get(stopped ? "status.stopped" : "status.done", Integer.toString(depth),
                    org.xqlab.figure.NodeText.score(v.rootScore(score, side), null), Long.toString(nodes),
                    Long.toString(millis), text.get(v.key));
        };
        show();
    }

    /** The tree's score view, which the status line follows. */
    void setScoreView(java.util.function.Supplier<ScoreView> view) {
        this.scoreView = view;
    }

    void failed(Throwable error) {
        ended = () -> text.get("status.error", String.valueOf(error));
        show();
    }

    void cancelled() {
        ended = () -> text.get("status.cancelled");
        show();
    }

    /** A message that stays until the next action (a bad FEN, a trace being read, a textbook tree). */
    void note(String message) {
        note = () -> message;
        show();
    }

    // ------------------------------------------------------------------ the status line

    /** Sets the status line and the position indicator from the current state. */
    void show() {
        ReplayLog rec = refresher.recording();
        if (rec == null) {
            position.setText("");
            progress.setProgress(0);
        } else {
            int size = rec.size();
            int at = refresher.reviewing() ? cursor.position() : size;
            position.setText(text.get(refresher.reviewing() ? "position.back" : "position.live",
                    Integer.toString(at), Integer.toString(size)));
            progress.setProgress(size == 0 ? 0 : (double) at / size);
        }
        status.setText(statusText(rec));
    }

    private String statusText(ReplayLog rec) {
        if (note != null) {
            return note.get();
        }
        if (rec == null) {
            return status.getText();
        }
        if (refresher.reviewing()) {
            int at = cursor.position();
            String what = at == 0 ? text.get("status.atStart") : kind(rec.kind(at - 1));
            return text.get("status.back", what, Integer.toString(at), Integer.toString(rec.size()));
        }
        if (session.isRunning()) {
            GateStop held = session.held();
            if (held != null) {
                // the event's number on the timeline (the recording ends with it once drained)
                String where = text.get("status.at", kind(held.kind()), Integer.toString(held.ply()),
                        Integer.toString(rec.size()));
                return session.pauseRequested() ? text.get("status.paused", where)
                        : text.get("status.held", where, unit(session.target()));
            }
            StepMode target = session.target();
            return target == StepMode.RUN ? text.get("status.running")
                    : text.get("status.rushing", unit(target));
        }
        return ended == null ? text.get("status.running") : ended.get();
    }

    private String kind(EventKind kind) {
        return text.get("event." + kind.token());
    }

    /** The unit of a step mode, as the step selector names it. */
    String unit(StepMode mode) {
        return text.get("step." + unitKey(mode));
    }

    static String unitKey(StepMode mode) {
        return switch (mode.kind()) {
            case NEXT_NODE -> "node";
            case NEXT_STAGE -> "stage";
            case NEXT_CUTOFF -> "cutoff";
            case NEXT_ITERATION -> "iteration";
            default -> "event";
        };
    }

    static StepMode mode(String unitKey) {
        return switch (unitKey) {
            case "node" -> StepMode.NEXT_NODE;
            case "stage" -> StepMode.NEXT_STAGE;
            case "iteration" -> StepMode.NEXT_ITERATION;
            case "event" -> StepMode.NEXT_EVENT;
            default -> StepMode.NEXT_CUTOFF;
        };
    }
}
