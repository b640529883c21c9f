package org.xqlab.ui.analysis;

import javafx.animation.AnimationTimer;
import javafx.scene.Node;
import org.xqlab.trace.TreeNode;
import org.xqlab.analysis.AnalysisModel;
import org.xqlab.analysis.DigestSnapshot;
import org.xqlab.analysis.MoveText;
import org.xqlab.analysis.AnalysisViewModel;
import org.xqlab.figure.ScoreView;


/**
 * The FX-thread half of the live views: once per frame (an {@link AnimationTimer}) it drains the
 * bridge's queue into the model within a small time budget, asks the engine for a fresh digest ten
 * times a second, redraws the tree at most {@value #TREE_HZ} times a second and the other panels at
 * most five times a second, only views on screen (a hidden tab costs nothing) and only when something
 * changed. Those redraws are the heavy part of a frame (table layout, CSS, GraphStream's canvas), so
 * they are paced by what they cost: after a redraw the refresher watches the next few frames, takes
 * the redraw's own time plus how much the longest gap between them exceeds the usual gap between frames
 * that follow no redraw (the screen's pace is no cost of the redraw) as the redraw's cost, averages it with
 * the cost measured before, and allows the next
 * redraw only after {@value #SPACING} times that cost, {@value #TREE_SPACING} times after a redraw of the tree
 * (never sooner than the view's own rate, never later than two seconds): at most about a seventh of the
 * frames' time goes to the panels' redraws however slow the machine is, and about half to the tree's (the
 * view a class watches move), and
 * the frames in between stay light. With the tree on screen the panels are redrawn with it, not in turns of
 * their own. {@link #hurry()} (a step, a seek) allows the next redraw at once. The drain
 * itself is capped at {@value #DRAIN_BUDGET_MICROS} µs per frame. What to drain and what
 * the views show (the live events, a live search stepped back, a trace file) is the
 * {@link AnalysisViewModel}'s. It counts its frames ({@link #pulses()}), which the responsiveness
 * benchmark reads.
 */
final class ViewRefresher extends AnimationTimer {
    static final int TREE_HZ = 8;
    static final int SPACING = 6;
    /** The spacing after a redraw of the tree: the view a class watches move, at some cost to the frames' rate. */
    static final int TREE_SPACING = 1;
    static final int DRAIN_BUDGET_MICROS = 3000;
    private static final long DRAIN_BUDGET_NANOS = DRAIN_BUDGET_MICROS * 1000L;
    private static final int CHUNK = 512;
    private static final int WATCHED_FRAMES = 3;
    private static final long MAX_WAIT_NANOS = 2_000_000_000L;
    private static final long PANEL_NANOS = 200_000_000L;

    private final AnalysisViewModel vm;
    private final AnalysisModel model;
    private final SearchTreeView tree;
    private final HeatmapView heatmap;
    private final KillerView killers;
    private final StagesView stages;
    private final StatisticsView statistics;
    private final java.util.function.Consumer<Boolean> onPanels;

    private long pulses;
    private long lastTree;
    private long lastPanels;
    private final long[] spent = new long[3];
    private long lastFrame;
    private long heavyAt;
    private long heavyNanos;
    private long worstGap;
    private int watching;
    private long nextHeavy;
    private long cost;
    /** The spacing after the redraw watched now. */
    private int spacing = SPACING;
    private long redraws;
    private long treeRedraws;
    private long treeCpu;
    private static final java.lang.management.ThreadMXBean CPU = java.lang.management.ManagementFactory.getThreadMXBean();
    /** The usual time between two frames that follow no redraw (a running average). */
    private long usualGap;

    ViewRefresher(AnalysisViewModel vm, SearchTreeView tree, HeatmapView heatmap, KillerView killers,
                  StagesView stages, StatisticsView statistics,
                  java.util.function.Consumer<Boolean> onPanels) {
        this.vm = vm;
        this.model = vm.model();
        this.tree = tree;
        this.heatmap = heatmap;
        this.killers = killers;
        this.stages = stages;
        this.statistics = statistics;
        this.onPanels = onPanels;
    }

    /** The frame the tree draws, brought up to date first (a tree on a tab behind is redrawn for it). */
    org.xqlab.figure.TreeFrame treeFrame() {
        tree.refresh(model, vm.timeline().notCaptured());
        return tree.frame();
    }

    /** The tree's score view (the figures exported from the window follow it). */
    ScoreView scoreView() {
        return tree.scoreView();
    }

    long pulses() {
        return pulses;
    }

    /** Nanoseconds this timer spent so far draining, redrawing the tree, and redrawing the other panels. */
    long[] spentNanos() {
        return spent.clone();
    }

    /** Redraws done by the paced path so far (tree or panels). */
    long redraws() {
        return redraws;
    }

    /** Redraws of the tree done by the paced path so far, and the FX thread's CPU time they took in ns. */
    long[] treeRedraws() {
        return new long[] {treeRedraws, treeCpu};
    }

    /** Lets the next frame redraw whatever is due, without waiting for the pacing (a step, a seek). */
    void hurry() {
        nextHeavy = 0;
    }

    @Override
    public void handle(long now) {
        pulses++;
        long gap = now - lastFrame;
        if (watching > 0) {
            worstGap = Math.max(worstGap, gap);
            if (--watching == 0) {
                // what the redraw added: its own time and how much longer than usual the frames after it took
                cost = (cost + heavyNanos + Math.max(0, worstGap - usualGap)) / 2;
                nextHeavy = heavyAt + Math.min(MAX_WAIT_NANOS, spacing * cost);
            }
        } else if (lastFrame > 0 && gap < MAX_WAIT_NANOS) {
            usualGap += (gap - usualGap) / 8; // frames without a redraw to watch: the machine's own pace
        }
        lastFrame = now;
        long start = System.nanoTime();
        if (vm.timeline().live()) {
            int n;
            do {
                n = vm.timeline().drain(CHUNK);
            } while (n == CHUNK && System.nanoTime() - start < DRAIN_BUDGET_NANOS);
            if (now - lastPanels >= PANEL_NANOS / 2) {
                vm.timeline().requestSnapshot();
            }
        }
        long drainedAt = System.nanoTime();
        spent[0] += drainedAt - start;
        if (watching > 0 || now < nextHeavy) {
            return;
        }
        boolean heavy = false;
        boolean treeRedrawn = false;
        long cpuFrom = CPU.getCurrentThreadCpuTime();
        boolean treeShown = showing(tree);
        if (now - lastTree >= 1_000_000_000L / TREE_HZ) {
            lastTree = now;
            if (treeShown) {
                heavy = tree.refresh(model, vm.timeline().notCaptured());
                treeRedrawn = heavy;
                if (heavy) {
                    treeRedraws++;
                    treeCpu += CPU.getCurrentThreadCpuTime() - cpuFrom;
                }
            }
        }
        long treeAt = System.nanoTime();
        spent[1] += treeAt - drainedAt;
        // with the tree on screen the panels ride along with its redraws rather than take turns of their own
        // (each redraw is followed by frames kept light), unless the tree has not changed for a while
        if (now - lastPanels >= PANEL_NANOS && (!treeShown || heavy || now - lastPanels >= 2 * PANEL_NANOS)) {
            lastPanels = now;
            refreshPanels(false);
            heavy = true;
        }
        long end = System.nanoTime();
        spent[2] += end - treeAt;
        if (heavy) {
            spacing = treeRedrawn ? TREE_SPACING : SPACING;
            redraws++;
            heavyAt = now;
            heavyNanos = end - drainedAt;
            worstGap = 0;
            watching = WATCHED_FRAMES;
        }
    }

    /** Drains everything waiting and redraws every view now (after a seek, a hold, or in tests). */
    void refreshAll() {
        vm.timeline().drainAll();
        tree.refresh(model, vm.timeline().notCaptured());
        refreshPanels(true);
    }

    /** Whether a view is on screen: in a scene, and it and every parent visible (a hidden tab is not). */
    static boolean showing(Node view) {
        for (Node n = view; n != null; n = n.getParent()) {
            if (!n.isVisible()) {
                return false;
            }
        }
        return view.getScene() != null;
    }

    /** Redraws the panels on screen, or all of them if {@code all}. */
    private void refreshPanels(boolean all) {
        DigestSnapshot snapshot = vm.timeline().refreshSnapshot();
        if (all || showing(heatmap)) {
            heatmap.update(snapshot);
        }
        if (all || showing(killers)) {
            java.util.List<TreeNode> path = model.tree().path();
            killers.update(snapshot, ply -> {
                for (TreeNode n : path) {
                    if (n.ply() == ply) {
                        return MoveText.positionAt(model.rootFen(), n);
                    }
                }
                return null;
            });
        }
        if (all || showing(stages)) {
            stages.update(model.currentStageCounts(), snapshot.stats(), model.config());
        }
        if (all || showing(statistics)) {
            statistics.update(snapshot, model.rootFen(), vm.timeline().feedCounts() == null ? 0 : vm.timeline().feedCounts().dropped());
        }
        onPanels.accept(all);
    }
}
