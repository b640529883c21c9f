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

import java.io.File;
import java.io.IOException;
import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import java.util.function.Consumer;

/**
 * Replay of a trace file in the analysis views: opening reads the file off the FX thread into a
 * {@link ReplayLog}, then the views show it through a {@link ReplayCursor} at its end, and this bar —
 * a timeline slider with start, back, forward and end buttons and the event position — scrubs back and
 * forth. The bar is visible only while a replay is shown. Messages (loading, damage, errors) go to
 * {@code status}.
 */
final class ReplayBar extends HBox {
    private final AnalysisText text;
    private final ViewRefresher refresher;
    private final AnalysisModel model;
    private final Consumer<String> status;
    private final Runnable beforeShow;
    private final int maxEvents;
    private final Slider timeline = new Slider(0, 1, 0);
    private final Label position = new Label();

    ReplayBar(AnalysisText text, ViewRefresher refresher, AnalysisModel model, Consumer<String> status,
              Runnable beforeShow, int maxEvents) {
        super(6);
        this.text = text;
        this.refresher = refresher;
        this.model = model;
        this.status = status;
        this.beforeShow = beforeShow;
        this.maxEvents = maxEvents;
        setId("timeline-bar");
        timeline.setId("timeline");
        position.setId("timeline-label");
        HBox.setHgrow(timeline, Priority.ALWAYS);
        timeline.valueProperty().addListener((o, a, v) -> {
            ReplayCursor c = refresher.replayCursor();
            if (c != null && (int) Math.round(v.doubleValue()) != c.position()) {
                seek((int) Math.round(v.doubleValue()));
            }
        });
        getChildren().addAll(button("timeline-start", "timeline.start", () -> seek(0)),
                button("timeline-back", "timeline.back", () -> seekBy(-1)), timeline,
                button("timeline-forward", "timeline.forward", () -> seekBy(1)),
                button("timeline-end", "timeline.end", () -> seek(Integer.MAX_VALUE)), position);
        setPadding(new Insets(4));
        hideBar();
    }

    private Button button(String id, String key, Runnable action) {
        return Controls.button(text, id, key, action);
    }

    void hideBar() {
        setVisible(false);
        setManaged(false);
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
        status.accept(text.get("status.loading", file.getFileName().toString()));
        CompletableFuture<Void> shown = new CompletableFuture<>();
        CompletableFuture.supplyAsync(() -> {
            try {
                return ReplayLog.load(file, maxEvents);
            } catch (IOException e) {
                throw new IllegalArgumentException(file + ": " + e.getMessage(), e);
            }
        }).whenComplete((log, error) -> Platform.runLater(() -> {
            if (error != null) {
                Throwable cause = error.getCause() == null ? error : error.getCause();
                status.accept(text.get("status.error", cause.getMessage()));
            } else {
                show(log);
            }
            shown.complete(null);
        }));
        return shown;
    }

    private void show(ReplayLog log) {
        beforeShow.run();
        refresher.replay(new ReplayCursor(log, model));
        timeline.setMax(Math.max(1, log.size()));
        setVisible(true);
        setManaged(true);
        String damage = log.summary() == null || log.summary().damage() == null ? ""
                : " " + text.get("status.damage", Long.toString(log.summary().damage().line()),
                log.summary().damage().message());
        status.accept(text.get("status.replay", Integer.toString(log.size())) + damage
                + (log.isCut() ? " " + text.get("status.cut", Integer.toString(maxEvents)) : ""));
        seek(log.size());
    }

    /** Moves the replay to just after event {@code target} - 1 and redraws. */
    void seek(int target) {
        ReplayCursor c = refresher.replayCursor();
        if (c == null) {
            return;
        }
        c.seek(target);
        if ((int) Math.round(timeline.getValue()) != c.position()) {
            timeline.setValue(c.position());
        }
        position.setText(text.get("timeline.position", Integer.toString(c.position()), Integer.toString(c.size())));
        refresher.refreshAll();
    }

    /**
     * Moves the replay to just after the next (or previous) event that ends a step of {@code unit}: the
     * end (or the start) if there is none. Does nothing when no replay is shown.
     */
    void stepTo(org.xqlab.trace.StepMode unit, boolean forward) {
        ReplayCursor c = refresher.replayCursor();
        if (c == null || refresher.bridge() != null) {
            return;
        }
        int i = forward ? c.log().nextStop(c.position(), unit) : c.log().previousStop(c.position() - 1, unit);
        seek(i < 0 ? (forward ? c.size() : 0) : i + 1);
    }

    private void seekBy(int events) {
        ReplayCursor c = refresher.replayCursor();
        if (c != null) {
            seek(c.position() + events);
        }
    }
}
