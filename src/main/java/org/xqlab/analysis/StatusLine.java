package org.xqlab.analysis;

import org.xqlab.rules.Fen;
import org.xqlab.rules.Notation;
import org.xqlab.rules.Position;
import org.xqlab.trace.EventKind;
import org.xqlab.trace.GateStop;
import org.xqlab.trace.StepMode;
import org.xqlab.trace.TreeNode;

import java.util.Locale;
import java.util.function.Supplier;

/**
 * The analysis window's status line, written from its view-model's phase in the window's language and
 * notation: a note (it stays until the next command), running, held at an event (and why), paused,
 * stepped back, replacing, done or stopped (with the score in the tree's view).
 */
public final class StatusLine {
    private final AnalysisViewModel vm;
    private final TableMoves tableMoves = new TableMoves();
    Supplier<Locale> locale = () -> Locale.ENGLISH;
    Supplier<Notation> notation = () -> Notation.ICCS;
    ScoreWords scoreWords = ScoreWords.NEGAMAX;
    /** A message that stays until the next command, or null. */
    Supplier<String> note;
    /** How the latest search ended, written anew each time (null while none has). */
    Supplier<String> ended;
    private String last = "";

    StatusLine(AnalysisViewModel vm) {
        this.vm = vm;
    }

    /** The status line now. */
    String text() {
        ReplayLog recording = vm.timeline().recording();
        if (note != null) {
            last = note.get();
        } else if (recording == null) {
            return last; // nothing searched yet, or a trace file (its notes say what it is)
        } else if (vm.timeline().reviewing()) {
            int at = vm.timeline().replayPosition();
            String what = at == 0 ? text("status.atStart") : kind(recording.kind(at - 1));
            last = text("status.back", what, Integer.toString(at), Integer.toString(recording.size()));
        } else if (vm.phase() == AnalysisPhase.REPLACING) {
            last = text("status.replacing");
        } else if (vm.phase() == AnalysisPhase.ENDED && ended != null) {
            last = ended.get();
        } else {
            // running, or ended on the engine thread with its end not yet reported here: running for the views
            AnalysisSession session = vm.session();
            last = session.isRunning() ? running(session) : text("status.running");
            if (vm.replacedHeld()) { // the search that replaced a held one, until its end is reported
                last = text("status.replaced", last);
            }
        }
        return last;
    }

    /** How a search ended, in the tree's view of scores, from its result and the tree it left. */
    Supplier<String> ending(boolean stopped, int depth, int score, long nodes, long millis, boolean freshTables) {
        AnalysisModel model = vm.model();
        int side = rootSide(model);
        // stopped inside a deeper iteration: the tree shows that one, its nodes left "stopped", not this score's
        TreeNode root = model.tree().latestRoot();
        String deeper = stopped && org.xqlab.trace.SearchTree.stoppedDeeper(root, depth)
                ? Integer.toString(root.depth()) : null;
        return () -> text(stopped ? "status.stopped" : "status.done", Integer.toString(depth),
                scoreWords.score(score, side), Long.toString(nodes), Long.toString(millis),
                text(scoreWords.viewKey()), text(freshTables ? "status.freshTables" : "status.keptTables"))
                + (deeper == null ? "" : text("status.stoppedUnfinished", deeper));
    }

    /** What the running search is doing: held at an event (and why), paused, running or rushing to a step. */
    private String running(AnalysisSession session) {
        GateStop held = session.held();
        if (held != null && held.kind() == EventKind.KILLER_UPDATE && !session.pauseRequested()) {
            return killerNews(held.ply(), session.target());
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
        String event = Integer.toString(vm.timeline().recording().size());
        SearchRequest started = vm.startedRequest();
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
    private String killerNews(int ply, StepMode target) {
        AnalysisModel model = vm.model();
        DigestSnapshot s = vm.timeline().refreshSnapshot();
        int[] k = ply >= 0 && ply < TableMirror.MAX_PLY ? s.tables().killers(ply) : new int[2];
        Position at = null;
        for (TreeNode n : model.tree().path()) {
            if (n.ply() == ply) {
                at = MoveText.positionAt(model.rootFen(), n);
            }
        }
        Notation in = notation.get();
        int side = TableMoves.ANY;
        try {
            int root = Fen.parse(model.rootFen()).sideToMove();
            side = ply % 2 == 0 ? root : 1 - root;
        } catch (RuntimeException e) {
            // any side
        }
        // slot 2 was stored in another node than the one held in: found in the tree as the table finds it
        return text("status.killer", Integer.toString(ply), tableMoves.format(model, k[0], ply, side, at, in),
                tableMoves.format(model, k[1], ply, side, at, in), unit(target));
    }

    private static int rootSide(AnalysisModel model) {
        try {
            return Fen.parse(model.rootFen()).sideToMove();
        } catch (RuntimeException e) {
            return org.xqlab.rules.Piece.RED;
        }
    }

    /** Where the views are on a live search's timeline ("event 12 of 40"), "" without one. */
    public String positionText() {
        int[] at = vm.timeline().livePosition();
        return at == null ? "" : text(vm.timeline().reviewing() ? "position.back" : "position.live",
                Integer.toString(at[0]), Integer.toString(at[1]));
    }

    /** The same as a fraction 0–1. */
    public double progress() {
        int[] at = vm.timeline().livePosition();
        return at == null || at[1] == 0 ? 0 : (double) at[0] / at[1];
    }

    /** The latest cutoff or pruning caption of what the views show, in a language and notation ("" before any). */
    public String caption(Locale language, Notation notation) {
        Caption last = vm.model().lastCaption();
        return last == null ? "" : last.text(language, notation);
    }

    /** The unit of a step mode, as the step selector names it. */
    public String unit(StepMode mode) {
        return text("step." + StepUnits.key(mode));
    }

    String text(String key, Object... args) {
        return Words.get(locale.get(), key, args);
    }

    private String kind(EventKind kind) {
        return text("event." + kind.token());
    }
}
