package org.xqlab.ui.analysis;

import javafx.application.Platform;
import javafx.geometry.Insets;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.Slider;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.stage.FileChooser;
import javafx.stage.Window;
import org.xqlab.analysis.AnalysisViewModel;
import org.xqlab.analysis.ReplayCursor;
import org.xqlab.analysis.ReplayLog;
import org.xqlab.analysis.ReplayMemory;

import java.io.File;
import java.io.IOException;
import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import java.util.function.Consumer;

/**
 * Replay of a trace file in the analysis views: opening reads the file off the FX thread into a
 * {@link ReplayLog}, then the views show it through a {@link ReplayCursor} at its end, and this bar —
 * a timeline slider with start, back, forward and end buttons and the event position — scrubs back and
 * forth. A live search has the same timeline ({@link #showLive}): the events already received can be
 * scrubbed like a replayed trace (the engine is held while the views show an earlier event; at the end
 * they are live again), and the timeline grows as events arrive. The bar is visible while a replay or a
 * live search is shown. Messages (loading, damage, errors) go to {@code status}; the message of a shown
 * replay goes to the view-model's status line in the window's language, and says so when the trace was
 * cut before its search ended (never shown as a finished search). A trace longer than the window's cap
 * ({@code maxEvents}) is shown up to the cap, and a "Load all (about N MB)" button on the bar reads the
 * whole file when its estimated size fits what is free of the heap — keeping at most what fits, so memory
 * stays bounded — or says which limit (the JVM's maximum heap) refuses it ({@link ReplayMemory}). A seek
 * that is rebuilt off the FX thread (see {@link AnalysisViewModel#seekReplay}) moves the thumb at once and
 * says "seeking" beside it until the views show it.
 */
final class ReplayBar extends HBox {
    private final AnalysisText text;
    private final AnalysisViewModel vm;
    private final Consumer<String> status;
    private final Runnable beforeShow;
    private int maxEvents;
    private final Slider timeline = new Slider(0, 1, 0);
    private final Label position = new Label();
    private final Button loadAll = new Button();
    /** The file and the estimate of its events behind "Load all", while a capped replay is shown. */
    private Path cappedFile;
    private long cappedEstimate;
    private java.util.function.LongSupplier maxHeap = () -> Runtime.getRuntime().maxMemory();
    private java.util.function.LongSupplier usedHeap = () -> Runtime.getRuntime().totalMemory()
            - Runtime.getRuntime().freeMemory();
    private final javafx.animation.Timeline follow = new javafx.animation.Timeline();
    private boolean updating;

    ReplayBar(AnalysisText text, AnalysisViewModel vm, Consumer<String> status, Runnable beforeShow, int maxEvents) {
        super(6);
        this.text = text;
        this.vm = vm;
        this.status = status;
        this.beforeShow = beforeShow;
        this.maxEvents = maxEvents;
        setId("timeline-bar");
        timeline.setId("timeline");
        position.setId("timeline-label");
        HBox.setHgrow(timeline, Priority.ALWAYS);
        timeline.valueProperty().addListener((o, a, v) -> {
            if (updating) {
                return;
            }
            int target = (int) Math.round(v.doubleValue());
            if (isLive()) {
                int[] at = vm.timeline().livePosition();
                if (at != null && target != at[0]) {
                    seek(target);
                }
                return;
            }
            if (vm.timeline().replayCursor() != null && target != vm.timeline().replayPosition()) {
                seek(target);
            }
        });
        vm.onChange(this::showReplayPosition); // a seek rebuilt off the FX thread has been shown
        follow.getKeyFrames().add(new javafx.animation.KeyFrame(javafx.util.Duration.millis(250), e -> showLivePosition()));
        follow.setCycleCount(javafx.animation.Animation.INDEFINITE);
        getChildren().addAll(button("timeline-start", "timeline.start", () -> seek(0)),
                button("timeline-back", "timeline.back", () -> seekBy(-1)), timeline,
                button("timeline-forward", "timeline.forward", () -> seekBy(1)),
                button("timeline-end", "timeline.end", () -> seek(Integer.MAX_VALUE)), position, loadAll);
        loadAll.setId("timeline-load-all");
        loadAll.setOnAction(e -> loadAll());
        loadAll.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
        showLoadAll(false);
        setPadding(new Insets(4));
        hideBar();
    }

    /** The most events a trace is read to at first (the window's cap; lowered by tests). */
    void setMaxEvents(int maxEvents) {
        this.maxEvents = maxEvents;
    }

    /** Where the heap's maximum and use are read (a test stands in for a small {@code -Xmx}). */
    void heap(java.util.function.LongSupplier max, java.util.function.LongSupplier used) {
        this.maxHeap = max;
        this.usedHeap = used;
    }

    private void showLoadAll(boolean show) {
        loadAll.setVisible(show);
        loadAll.setManaged(show);
        if (!show) {
            cappedFile = null;
        }
    }

    private ReplayMemory memory(long events) {
        return ReplayMemory.plan(events, maxHeap.getAsLong(), usedHeap.getAsLong());
    }

    /**
     * "Load all": reads the capped trace again, whole, if its estimated events fit what is free of the heap
     * (keeping at most what fits); otherwise says how much it needs and which limit refuses it.
     */
    CompletableFuture<Void> loadAll() {
        if (cappedFile == null) {
            return CompletableFuture.completedFuture(null);
        }
        Path file = cappedFile;
        ReplayMemory m = memory(cappedEstimate);
        if (!m.fits()) {
            vm.note(() -> text.get("status.loadAllRefused", file.getFileName().toString(),
                    ReplayMemory.count(m.events()), Long.toString(ReplayMemory.mb(m.needed())),
                    Long.toString(ReplayMemory.mb(Math.max(0, m.free() - ReplayMemory.RESERVE))),
                    Long.toString(ReplayMemory.mb(m.maxHeap())), Long.toString(m.suggestedHeapMb())));
            return CompletableFuture.completedFuture(null);
        }
        loadAll.setDisable(true);
        return open(file, m.cap()).whenComplete((v, e) -> loadAll.setDisable(false));
    }

    private Button button(String id, String key, Runnable action) {
        return Controls.button(text, id, key, action);
    }

    void hideBar() {
        follow.stop();
        setVisible(false);
        setManaged(false);
    }

    /** Shows the timeline of the live search now starting; it grows as its events arrive. */
    void showLive() {
        showLoadAll(false);
        setVisible(true);
        setManaged(true);
        showLivePosition();
        follow.play();
    }

    private boolean isLive() {
        return vm.timeline().live();
    }

    /** The timeline's end and thumb follow the events received and the event shown. */
    private void showLivePosition() {
        if (!isLive()) {
            return;
        }
        int[] at = vm.timeline().livePosition();
        if (at == null) {
            return;
        }
        updating = true;
        try {
            timeline.setMax(Math.max(1, at[1]));
            timeline.setValue(at[0]);
        } finally {
            updating = false;
        }
        position.setText(text.get("timeline.position", Integer.toString(at[0]), Integer.toString(at[1])));
    }

    /** The event the timeline shows now and how many there are (for tests). */
    int[] shownPosition() {
        return new int[] {(int) Math.round(timeline.getValue()), (int) Math.round(timeline.getMax())};
    }

    /** Asks for a trace file and opens it. */
    void choose(Window owner) {
        FileChooser chooser = new FileChooser();
        chooser.getExtensionFilters().add(new FileChooser.ExtensionFilter(text.get("trace.files"),
                "*.jsonl", "*.jsonl.gz", "*.gz", "*.json"));
        File file = chooser.showOpenDialog(owner);
        if (file != null) {
            open(file.toPath());
        }
    }

    /** Loads a trace file off the FX thread, then shows it at its end; completes once shown (or failed). */
    CompletableFuture<Void> open(Path file) {
        return open(file, maxEvents);
    }

    /** The same, keeping at most {@code cap} events. */
    private CompletableFuture<Void> open(Path file, int cap) {
        status.accept(text.get("status.loading", file.getFileName().toString()));
        CompletableFuture<Void> shown = new CompletableFuture<>();
        CompletableFuture.supplyAsync(() -> {
            try {
                return ReplayLog.load(file, cap, events -> Platform.runLater(() -> {
                    if (!shown.isDone()) {
                        status.accept(text.get("status.loadingEvents", file.getFileName().toString(),
                                String.format(java.util.Locale.ROOT, "%,d", events)));
                    }
                }));
            } catch (IOException e) {
                throw new IllegalArgumentException(file + ": " + e.getMessage(), e);
            }
        }).whenComplete((log, error) -> Platform.runLater(() -> {
            if (error != null) {
                Throwable cause = error.getCause() == null ? error : error.getCause();
                status.accept(text.get("status.error", cause.getMessage()));
            } else if (log.summary() != null && log.summary().header() == null && log.summary().damage() != null) {
                // no header could be read (a binary file, another kind of file): not opened, the previous view kept
                status.accept(text.get("status.notTrace", file.getFileName().toString(),
                        Long.toString(log.summary().damage().line()), log.summary().damage().message()));
            } else {
                show(log, file, cap);
            }
            shown.complete(null);
        }));
        return shown;
    }

    private void show(ReplayLog log, Path file, int cap) {
        beforeShow.run();
        follow.stop();
        vm.showReplay(new ReplayCursor(log, vm.model()));
        timeline.setMax(Math.max(1, log.size()));
        setVisible(true);
        setManaged(true);
        long estimate = log.estimatedEvents();
        String mb = Long.toString(ReplayMemory.mb(estimate * ReplayMemory.BYTES_PER_EVENT));
        if (log.isCut()) {
            cappedFile = file;
            cappedEstimate = estimate;
            loadAll.setText(text.get("timeline.loadAll", mb));
            showLoadAll(true);
        } else {
            showLoadAll(false);
        }
        seek(log.size());
        vm.note(() -> {
            String damage = log.summary() == null || log.summary().damage() == null ? ""
                    : " " + text.get("status.damage", Long.toString(log.summary().damage().line()),
                    log.summary().damage().message());
            String kept = !log.isCut() ? ""
                    : " " + text.get(cap == maxEvents ? "status.cut" : "status.cutMemory", ReplayMemory.count(cap),
                    ReplayMemory.count(estimate), mb);
            String ended = log.endsBeforeSearchEnd() ? " " + text.get("status.cutBeforeEnd") : "";
            return text.get("status.replay", ReplayMemory.count(log.size())) + damage + kept + ended;
        });
    }

    /** Writes the bar's own words again in the window's language. */
    void relabel() {
        ReplayCursor c = vm.timeline().replayCursor();
        if (c != null && !isLive()) {
            position.setText(text.get("timeline.position", Integer.toString(c.position()), Integer.toString(c.size())));
        }
        if (cappedFile != null) {
            loadAll.setText(text.get("timeline.loadAll",
                    Long.toString(ReplayMemory.mb(cappedEstimate * ReplayMemory.BYTES_PER_EVENT))));
        }
    }

    /** The "Load all" button (for tests). */
    Button loadAllButton() {
        return loadAll;
    }

    /** Moves the replay (or the live search's view) to just after event {@code target} - 1 and redraws. */
    void seek(int target) {
        if (isLive()) {
            vm.seekLive(target);
            showLivePosition();
            return;
        }
        ReplayCursor c = vm.timeline().replayCursor();
        if (c == null) {
            return;
        }
        vm.timeline().seekReplay(target);
        showReplayPosition();
    }

    /** The thumb and the words at the event a trace file's views show or are being moved to. */
    private void showReplayPosition() {
        ReplayCursor c = vm.timeline().replayCursor();
        if (isLive() || c == null) {
            return;
        }
        int at = vm.timeline().replayPosition();
        if ((int) Math.round(timeline.getValue()) != at) {
            updating = true;
            try {
                timeline.setValue(at);
            } finally {
                updating = false;
            }
        }
        position.setText(text.get(vm.timeline().rebuilding() ? "timeline.seeking" : "timeline.position", Integer.toString(at),
                Integer.toString(c.size())));
    }

    /**
     * Moves the replay to just after the next (or previous) event that ends a step of {@code unit}: the
     * end (or the start) if there is none. Does nothing when no replay is shown.
     */
    void stepTo(org.xqlab.trace.StepMode unit, boolean forward) {
        if (isLive()) {
            return; // a live search steps through its stepper
        }
        ReplayCursor c = vm.timeline().replayCursor();
        if (c == null || vm.timeline().live()) {
            return;
        }
        int at = vm.timeline().replayPosition();
        int i = forward ? c.log().nextStop(at, unit) : c.log().previousStop(at - 1, unit);
        seek(i < 0 ? (forward ? c.size() : 0) : i + 1);
    }

    private void seekBy(int events) {
        if (isLive()) {
            int[] at = vm.timeline().livePosition();
            if (at != null) {
                seek(at[0] + events);
            }
            return;
        }
        if (vm.timeline().replayCursor() != null) {
            seek(vm.timeline().replayPosition() + events);
        }
    }
}
