package org.xqlab.ui.analysis;

import javafx.animation.AnimationTimer;
import org.xqlab.trace.TreeNode;


/**
 * The FX-thread half of the live views: once per frame (an {@link AnimationTimer}) it drains the
 * bridge's queue into the model within a small time budget, asks the engine for a fresh digest ten
 * times a second, redraws the tree at most {@value #TREE_HZ} times a second and the other panels at
 * most ten times a second, and only when something changed. In replay the same views read a
 * {@link ReplayCursor} instead. It counts its frames ({@link #pulses()}), which the responsiveness
 * benchmark reads.
 */
final class ViewRefresher extends AnimationTimer {
    static final int TREE_HZ = 7;
    private static final long DRAIN_BUDGET_NANOS = 6_000_000L;
    private static final int CHUNK = 2048;

    private final AnalysisModel model;
    private final SearchTreeView tree;
    private final HeatmapView heatmap;
    private final KillerView killers;
    private final StagesView stages;
    private final StatisticsView statistics;
    private final Runnable onPanels;
    private UiBridge bridge;
    private ReplayCursor replay;
    private DigestSnapshot snapshot = DigestSnapshot.empty();
    private long pulses;
    private long drained;
    private long lastTree;
    private long lastPanels;

    ViewRefresher(AnalysisModel model, SearchTreeView tree, HeatmapView heatmap, KillerView killers,
                  StagesView stages, StatisticsView statistics, Runnable onPanels) {
        this.model = model;
        this.tree = tree;
        this.heatmap = heatmap;
        this.killers = killers;
        this.stages = stages;
        this.statistics = statistics;
        this.onPanels = onPanels;
    }

    /** Shows a live search through this bridge (the model must have been reset). */
    void live(UiBridge bridge) {
        this.bridge = bridge;
        this.replay = null;
        snapshot = bridge.latest();
    }

    /** Shows a replay. */
    void replay(ReplayCursor cursor) {
        this.bridge = null;
        this.replay = cursor;
        snapshot = cursor.snapshot();
    }

    UiBridge bridge() {
        return bridge;
    }

    ReplayCursor replayCursor() {
        return replay;
    }

    long pulses() {
        return pulses;
    }

    long drained() {
        return drained;
    }

    DigestSnapshot snapshot() {
        return snapshot;
    }

    /** Nodes the engine searched that never reached the tree (cap and queue drops). */
    long notCaptured() {
        return bridge == null ? 0 : bridge.beyondCap() + bridge.dropped();
    }

    @Override
    public void handle(long now) {
        pulses++;
        UiBridge b = bridge;
        if (b != null) {
            long start = System.nanoTime();
            int n;
            do {
                n = b.ring().drain(model, CHUNK);
                drained += n;
            } while (n == CHUNK && System.nanoTime() - start < DRAIN_BUDGET_NANOS);
            if (now - lastPanels >= 100_000_000L) {
                b.requestSnapshot();
            }
        }
        if (now - lastTree >= 1_000_000_000L / TREE_HZ) {
            lastTree = now;
            tree.refresh(model, notCaptured());
        }
        if (now - lastPanels >= 100_000_000L) {
            lastPanels = now;
            refreshPanels();
        }
    }

    /** Drains everything waiting and redraws every view now (after a seek, a hold, or in tests). */
    void refreshAll() {
        UiBridge b = bridge;
        if (b != null) {
            drained += b.ring().drain(model, Integer.MAX_VALUE);
        }
        tree.refresh(model, notCaptured());
        refreshPanels();
    }

    private void refreshPanels() {
        if (bridge != null) {
            snapshot = bridge.latest();
        } else if (replay != null) {
            snapshot = replay.snapshot();
        }
        heatmap.update(snapshot);
        java.util.List<TreeNode> path = model.tree().path();
        killers.update(snapshot, ply -> {
            for (TreeNode n : path) {
                if (n.ply() == ply) {
                    return MoveText.positionAt(model.rootFen(), n);
                }
            }
            return null;
        });
        stages.update(model.currentStageCounts(), snapshot.stats());
        statistics.update(snapshot, model.rootFen(), bridge == null ? 0 : bridge.dropped());
        onPanels.run();
    }
}
