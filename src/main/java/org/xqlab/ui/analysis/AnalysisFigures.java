package org.xqlab.ui.analysis;

import org.xqlab.trace.StepMode;
import org.xqlab.teach.TeachingPosition;

import java.io.IOException;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;

/**
 * The steps that put an analysis panel into the states docs/guide.md (and the cut prediction of
 * docs/classroom.md) show, one figure each: the tree held at the first β-cutoff of a teaching position and
 * the same with the pseudocode beside it, then (after a depth-3 search of the start position) the heatmap,
 * its matrix, killers, stages, statistics and captions tabs, and A/B ({@code alphabeta} beside
 * {@code full}); then the killer slots held at a killer update by the step kind "table update"
 * ({@code analysis-killer-step}), a clicked node's move and line as arrows on the node-detail board
 * ({@code analysis-arrows}), a cut prediction graded ({@code analysis-predict-cut}, the dialog over the
 * window) and a recorded trace scrubbed on its timeline ({@code analysis-replay}). Used by the
 * {@code snapshot --docs} command and the analysis benchmark; the caller says how to run code on the
 * JavaFX thread and how to take a picture. Lists, toggles and buttons are set and pressed by their ids.
 */
public final class AnalysisFigures {
    /** The tabs shown after the start position's search, in order; each figure is {@code analysis-<tab>}. */
    public static final List<String> TABS = List.of("heatmap", "killers", "stages", "statistics", "captions");
    private static final long TIMEOUT_SECONDS = 60;
    private static final int MAX_CUTOFFS = 500;
    private static final int MAX_TABLE_STEPS = 40;
    private static final int MAX_NODE_STEPS = 600;
    /** Which node entered at ply 1 the cut is predicted at. */
    private static final int PREDICT_AT = 3;
    /** The teaching position whose killer slots change within a few table steps. */
    static final String KILLER_POSITION = "rookadvisor";
    /** A rook against an advisor, Red to move: a depth-3 tree whose root children have lines of their own. */
    static final String ARROWS_FEN = "3k5/4a4/9/9/9/9/9/9/9/R3K4 w - - 0 1";

    /** Runs a step on the JavaFX thread and waits for it. */
    public interface Fx {
        void run(Runnable step);
    }

    /** Takes the picture named {@code name} (e.g. "analysis-tree") of the panel as it is now. */
    public interface Camera {
        void shoot(String name) throws IOException;

        /** The same with a dialog of the window shown over it where it stands (by default the window alone). */
        default void shoot(String name, javafx.stage.Window dialog) throws IOException {
            shoot(name);
        }
    }

    private AnalysisFigures() {
    }

    /** Shoots the guide's analysis figures of {@code window}. */
    public static void shoot(AnalysisWindow window, String teachingFen, int depth, Fx fx, Camera camera)
            throws IOException {
        shoot(window.panel(), teachingFen, depth, fx, camera);
    }

    static void shoot(AnalysisPanel panel, String teachingFen, int depth, Fx fx, Camera camera) throws IOException {
        holdAtFirstBetaCutoff(panel, teachingFen, depth, fx);
        fx.run(() -> {
            panel.views().refresher().refreshAll();
            panel.showTab("tab-tree");
        });
        camera.shoot("analysis-tree");
        fx.run(() -> toggleCode(panel));
        camera.shoot("analysis-pseudocode");
        fx.run(() -> toggleCode(panel));
        fx.run(() -> panel.viewModel().runOrResume());
        waitFor(() -> panel.viewModel().lastResult() != null, "the teaching search to finish");
        fx.run(() -> {
            panel.views().controls().setFen(org.xqlab.rules.Fen.START);
            panel.views().controls().setDepth(depth);
            panel.viewModel().runOrResume();
        });
        waitFor(() -> panel.viewModel().lastResult() != null, "the start position's search to finish");
        for (String tab : TABS) {
            fx.run(() -> {
                panel.views().refresher().refreshAll();
                panel.showTab("tab-" + tab);
            });
            camera.shoot("analysis-" + tab);
        }
        fx.run(() -> {
            panel.views().heatmap().showMatrix(true);
            panel.showTab("tab-heatmap");
        });
        camera.shoot("analysis-heatmap-matrix");
        fx.run(() -> panel.views().heatmap().showMatrix(false));
        java.util.concurrent.atomic.AtomicReference<java.util.concurrent.CompletableFuture<Void>> ab =
                new java.util.concurrent.atomic.AtomicReference<>();
        fx.run(() -> {
            panel.views().ab().setConfigs("alphabeta", "", "full", "");
            panel.showTab("tab-ab");
            ab.set(panel.views().ab().run());
        });
        try {
            ab.get().get(TIMEOUT_SECONDS, TimeUnit.SECONDS);
        } catch (Exception e) {
            throw new IllegalStateException("the A/B comparison did not finish in " + TIMEOUT_SECONDS + " s", e);
        }
        camera.shoot("analysis-ab");
        shootKillerStep(panel, fx, camera);
        shootArrows(panel, fx, camera);
        shootPredictCut(panel, fx, camera);
        shootReplay(panel, teachingFen, depth, fx, camera);
    }

    /**
     * The guide's killers step shown: the teaching position "Rook against one advisor", preset pvs, step kind
     * "table update" chosen in the controls and Next pressed until the search holds at a killer update; the
     * Killers tab shows the slot that changed, the status line what it now holds.
     */
    private static void shootKillerStep(AnalysisPanel panel, Fx fx, Camera camera) throws IOException {
        fx.run(() -> {
            choose(panel, "teaching-position", TeachingPosition.all().stream()
                    .filter(t -> t.id().equals(KILLER_POSITION)).findFirst().orElseThrow());
            choose(panel, "config-preset", "pvs");
            choose(panel, "step-kind", "table");
            panel.showTab("tab-killers");
        });
        for (int steps = 0; ; steps++) {
            if (steps >= MAX_TABLE_STEPS) {
                throw new IllegalStateException("no killer update within " + MAX_TABLE_STEPS + " table steps");
            }
            stepAndWait(panel, fx, () -> press(panel, "step-forward"));
            org.xqlab.trace.GateStop held = panel.viewModel().held();
            if (held != null && held.kind() == org.xqlab.trace.EventKind.KILLER_UPDATE) {
                break;
            }
        }
        fx.run(() -> panel.views().refresher().refreshAll());
        camera.shoot("analysis-killer-step");
        stop(panel, fx);
        fx.run(() -> choose(panel, "step-kind", "cutoff"));
    }

    /**
     * The node-detail board's arrows: a rook endgame searched to depth 3, then a child of the root off the best
     * line that has a line of its own selected (as a click does): its move in blue, its best reply as 1 and
     * the line after it numbered. The controls are hidden and the node details shown, as a teacher does to
     * give the tree and the board the width.
     */
    private static void shootArrows(AnalysisPanel panel, Fx fx, Camera camera) throws IOException {
        org.xqlab.search.SearchResult before = panel.viewModel().lastResult();
        fx.run(() -> {
            choose(panel, "config-preset", "full");
            panel.views().controls().setFen(ARROWS_FEN);
            panel.views().controls().setDepth(3);
            panel.viewModel().runOrResume();
        });
        waitFor(() -> panel.viewModel().lastResult() != before && panel.viewModel().lastResult() != null
                && !panel.viewModel().isRunning(), "the rook endgame's search to finish");
        fx.run(() -> {
            panel.views().refresher().refreshAll();
            panel.showTab("tab-tree");
        });
        // as a teacher does for this: the controls hidden, the node details (with their board) shown
        fx.run(() -> {
            toggle(panel, "show-controls", false);
            toggle(panel, "show-detail", true);
            panel.views().refresher().refreshAll();
        });
        pauseFx(fx);
        org.xqlab.trace.TreeNode node = nodeWithALine(panel);
        if (node == null) {
            throw new IllegalStateException("no child of the root with a line of its own is drawn");
        }
        long id = node.id();
        fx.run(() -> panel.views().tree().select(id));
        camera.shoot("analysis-arrows");
        fx.run(() -> toggle(panel, "show-controls", true));
    }

    /** Sets the toggle {@code #id} (Controls, Node details …) to {@code on} by pressing it if it differs. */
    private static void toggle(AnalysisPanel panel, String id, boolean on) {
        if (!(panel.lookup("#" + id) instanceof javafx.scene.control.ToggleButton t)) {
            throw new IllegalStateException("the analysis panel has no toggle #" + id);
        }
        if (t.isSelected() != on) {
            t.fire();
        }
    }

    /**
     * A finished child of the root off the best line whose own best line has two moves or more, a drawn one
     * first (or null). One folded into "+N more" is drawn once selected, as a click in the move list does.
     */
    private static org.xqlab.trace.TreeNode nodeWithALine(AnalysisPanel panel) {
        org.xqlab.trace.TreeNode root = panel.viewModel().model().tree().latestRoot();
        List<org.xqlab.trace.TreeNode> best = org.xqlab.trace.SearchTree.bestLine(root);
        List<org.xqlab.trace.TreeNode> withALine = root.children().stream().filter(c -> c.isFinished()
                && !best.contains(c) && org.xqlab.trace.SearchTree.bestLine(c).size() >= 2).toList();
        return withALine.stream().filter(c -> panel.views().tree().isShown(c.id())).findFirst()
                .orElse(withALine.isEmpty() ? null : withALine.get(0));
    }

    /**
     * A cut predicted at a real node: the rook endgame, preset alphabeta, depth 2, stepped node by node until
     * the search holds at the third node entered at ply 1 (a reply to a root move after the first two); that
     * node selected, Predict the cut… pressed, "it will cut, by a quiet move" chosen and Step on and grade
     * pressed; shot once the node is decided, with the graded dialog moved to the window's lower left corner
     * (over the controls, as a teacher drags it off the tree).
     */
    private static void shootPredictCut(AnalysisPanel panel, Fx fx, Camera camera) throws IOException {
        fx.run(() -> {
            panel.views().config().setConfig(org.xqlab.search.SearchConfig.preset("alphabeta"));
            panel.views().controls().setFen(ARROWS_FEN);
            panel.views().controls().setDepth(2);
            slider(panel, "pace").setValue(0);
        });
        int plyOne = 0;
        org.xqlab.trace.GateStop held = null;
        for (int i = 0; i < MAX_NODE_STEPS && plyOne < PREDICT_AT; i++) {
            stepAndWait(panel, fx, () -> panel.viewModel().forward(StepMode.NEXT_NODE));
            held = panel.viewModel().held();
            if (held == null) {
                throw new IllegalStateException("the search ended before node " + PREDICT_AT + " at ply 1");
            }
            if (held.kind() == org.xqlab.trace.EventKind.NODE_ENTERED && held.ply() == 1 && held.depth() == 1) {
                plyOne++;
            }
        }
        long id = held.nodeId();
        fx.run(() -> {
            panel.views().refresher().refreshAll();
            panel.showTab("tab-tree");
        });
        fx.run(() -> toggle(panel, "show-detail", true));
        pauseFx(fx);
        fx.run(() -> {
            if (!panel.views().tree().select(id)) {
                throw new IllegalStateException("the held node " + id + " is not drawn");
            }
        });
        pauseFx(fx);
        fx.run(() -> press(panel, "node-predict"));
        java.util.concurrent.atomic.AtomicReference<javafx.stage.Window> dialog = new java.util.concurrent.atomic.AtomicReference<>();
        fx.run(() -> {
            dialog.set(javafx.stage.Window.getWindows().stream()
                    .filter(w -> w.getScene() != null && w.getScene().lookup("#predict-go") != null).findFirst()
                    .orElseThrow(() -> new IllegalStateException("Predict the cut… opened no dialog")));
            javafx.scene.Parent root = dialog.get().getScene().getRoot();
            ((javafx.scene.control.ButtonBase) root.lookup("#predict-cut")).fire();
            @SuppressWarnings("unchecked")
            javafx.scene.control.ComboBox<org.xqlab.trace.Stage> stage =
                    (javafx.scene.control.ComboBox<org.xqlab.trace.Stage>) root.lookup("#predict-stage");
            stage.setValue(org.xqlab.trace.Stage.QUIETS);
            ((javafx.scene.control.ButtonBase) root.lookup("#predict-go")).fire();
        });
        waitFor(() -> {
            String[] result = new String[1];
            fx.run(() -> result[0] = ((javafx.scene.control.Label) dialog.get().getScene().lookup("#predict-result")).getText());
            return result[0].startsWith("Right") || result[0].startsWith("Score");
        }, "the prediction to be graded");
        fx.run(() -> {
            panel.views().refresher().refreshAll();
            javafx.stage.Window owner = panel.getScene().getWindow();
            dialog.get().setX(owner.getX() + 8);
            dialog.get().setY(owner.getY() + owner.getHeight() - dialog.get().getHeight() - 60);
        });
        camera.shoot("analysis-predict-cut", dialog.get());
        fx.run(() -> {
            dialog.get().hide();
            slider(panel, "pace").setValue(6);
        });
        stop(panel, fx);
    }

    /** A recorded search (the teaching position, alphabeta) opened as a trace and scrubbed to two fifths of its timeline. */
    private static void shootReplay(AnalysisPanel panel, String fen, int depth, Fx fx, Camera camera) throws IOException {
        fx.run(() -> {
            choose(panel, "teaching-position", null);
            panel.views().controls().setFen(fen);
            panel.views().controls().setDepth(depth);
        });
        java.nio.file.Path trace = java.nio.file.Files.createTempFile("xqlab-figure", ".jsonl");
        try {
            try (org.xqlab.trace.TraceRecorder recorder = org.xqlab.trace.TraceRecorder.open(trace,
                    org.xqlab.trace.RecorderOptions.defaults().withCodec(org.xqlab.search.IccsMoveCodec.INSTANCE))) {
                new org.xqlab.search.Searcher(org.xqlab.search.SearchConfig.preset("alphabeta"))
                        .search(org.xqlab.rules.Fen.parse(fen), org.xqlab.search.SearchLimits.depth(depth), recorder);
            }
            // wait for the opening itself: the cursor exists a moment before it is moved to the trace's end
            java.util.concurrent.atomic.AtomicReference<java.util.concurrent.CompletableFuture<Void>> opened =
                    new java.util.concurrent.atomic.AtomicReference<>();
            fx.run(() -> opened.set(panel.openTrace(trace)));
            waitFor(() -> opened.get().isDone() && !panel.viewModel().timeline().rebuilding(), "the trace to open");
            fx.run(() -> panel.seek(panel.viewModel().timeline().replayCursor().size() * 2 / 5));
            waitFor(() -> !panel.viewModel().timeline().rebuilding(), "the seek to be shown");
            fx.run(() -> {
                panel.views().refresher().refreshAll();
                panel.showTab("tab-tree");
            });
            camera.shoot("analysis-replay");
        } finally {
            java.nio.file.Files.deleteIfExists(trace);
        }
    }

    /** Runs {@code step} and waits until the search holds at a later event than before (or has ended). */
    private static void stepAndWait(AnalysisPanel panel, Fx fx, Runnable step) {
        long before = heldAt(panel);
        fx.run(step);
        waitFor(() -> heldAt(panel) > before || !panel.viewModel().isRunning(), "the step to hold");
        fx.run(() -> panel.viewModel().timeline().drainAll());
    }

    /** Stops the search and waits until it has ended. */
    private static void stop(AnalysisPanel panel, Fx fx) {
        fx.run(() -> panel.viewModel().stop());
        waitFor(() -> !panel.viewModel().isRunning(), "the search to stop");
        pauseFx(fx);
    }

    /** Chooses {@code value} in the combo box {@code #id} of the panel, as a pick from its list does. */
    @SuppressWarnings("unchecked")
    private static <T> void choose(AnalysisPanel panel, String id, T value) {
        if (!(panel.lookup("#" + id) instanceof javafx.scene.control.ComboBox<?> box)) {
            throw new IllegalStateException("the analysis panel has no chooser #" + id);
        }
        ((javafx.scene.control.ComboBox<T>) box).setValue(value);
    }

    private static javafx.scene.control.Slider slider(AnalysisPanel panel, String id) {
        if (!(panel.lookup("#" + id) instanceof javafx.scene.control.Slider s)) {
            throw new IllegalStateException("the analysis panel has no slider #" + id);
        }
        return s;
    }

    /** Presses the button {@code #id} as a user does. */
    private static void press(AnalysisPanel panel, String id) {
        if (!(panel.lookup("#" + id) instanceof javafx.scene.control.ButtonBase b)) {
            throw new IllegalStateException("the analysis panel has no button #" + id);
        }
        b.fire();
    }

    /** Lets the FX thread lay out and draw (a few pulses). */
    private static void pauseFx(Fx fx) {
        for (int i = 0; i < 5; i++) {
            pause();
            pause();
            pause();
            fx.run(() -> { });
        }
    }

    /** Analyses {@code fen} to {@code depth} stepping cut by cut until held at a β-cutoff of a move loop. */
    static void holdAtFirstBetaCutoff(AnalysisPanel panel, String fen, int depth, Fx fx) {
        fx.run(() -> {
            panel.views().controls().setFen(fen);
            panel.views().controls().setDepth(depth);
            panel.viewModel().forward(StepMode.NEXT_CUTOFF);
        });
        long last = -1;
        for (int cuts = 0; ; cuts++) {
            long before = last;
            long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(TIMEOUT_SECONDS);
            while ((last = heldAt(panel)) < 0 || last == before) {
                if (System.nanoTime() > until) {
                    throw new IllegalStateException("the analysis did not reach a cutoff in " + TIMEOUT_SECONDS + " s");
                }
                pause();
            }
            org.xqlab.trace.GateStop held = panel.viewModel().held();
            // a stand-pat in quiescence is a cutoff too; hold at the first β-cutoff of a move loop
            if (held != null && held.step() == org.xqlab.trace.Step.BETA_CUTOFF || cuts >= MAX_CUTOFFS) {
                return;
            }
            fx.run(() -> panel.viewModel().forward(StepMode.NEXT_CUTOFF));
        }
    }

    /** Presses the Pseudocode toggle as a user does. */
    private static void toggleCode(AnalysisPanel panel) {
        if (!(panel.lookup("#show-code") instanceof javafx.scene.control.ButtonBase b)) {
            throw new IllegalStateException("the analysis panel has no Pseudocode toggle #show-code");
        }
        b.fire();
    }

    private static long heldAt(AnalysisPanel panel) {
        org.xqlab.trace.GateStop held = panel.viewModel().held();
        return held == null ? -1 : held.sequence();
    }

    private static void waitFor(BooleanSupplier done, String what) {
        long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(TIMEOUT_SECONDS);
        while (!done.getAsBoolean()) {
            if (System.nanoTime() > until) {
                throw new IllegalStateException("waited " + TIMEOUT_SECONDS + " s for " + what);
            }
            pause();
        }
    }

    private static void pause() {
        try {
            Thread.sleep(20);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }
}
