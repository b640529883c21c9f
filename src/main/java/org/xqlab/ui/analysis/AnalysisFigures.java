package org.xqlab.ui.analysis;

import org.xqlab.trace.StepMode;

import java.io.IOException;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;

/**
 * The steps that put an analysis panel into the states docs/guide.md shows, one figure each: the tree
 * held at the first β-cutoff of a teaching position and the same with the pseudocode beside it, then (after a depth-3 search of the start
 * position) the heatmap, its matrix, killers, stages, statistics and captions tabs, and A/B
 * ({@code alphabeta} beside {@code full}). Used by the
 * {@code snapshot --docs} command and the analysis benchmark; the caller says how to run code on the
 * JavaFX thread and how to take a picture.
 */
public final class AnalysisFigures {
    /** The tabs shown after the start position's search, in order; each figure is {@code analysis-<tab>}. */
    public static final List<String> TABS = List.of("heatmap", "killers", "stages", "statistics", "captions");
    private static final long TIMEOUT_SECONDS = 60;
    private static final int MAX_CUTOFFS = 500;

    /** Runs a step on the JavaFX thread and waits for it. */
    public interface Fx {
        void run(Runnable step);
    }

    /** Takes the picture named {@code name} (e.g. "analysis-tree") of the panel as it is now. */
    public interface Camera {
        void shoot(String name) throws IOException;
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
            org.xqlab.trace.GateStop held = panel.viewModel().session().held();
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
        org.xqlab.trace.GateStop held = panel.viewModel().session().held();
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
