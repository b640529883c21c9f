package org.xqlab.ui;

import javafx.application.Platform;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.embed.swing.SwingFXUtils;
import javafx.geometry.Insets;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.Tab;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.image.ImageView;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import org.xqlab.experiment.BuiltInExperiments;
import org.xqlab.experiment.Charts;
import org.xqlab.experiment.EngineVersion;
import org.xqlab.experiment.Experiment;
import org.xqlab.experiment.ExperimentRunner;
import org.xqlab.experiment.Progress;
import org.xqlab.experiment.Summary;

import java.awt.image.BufferedImage;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Function;

/**
 * A dockable tab that runs a built-in experiment in the background and shows its progress (bar, rate,
 * time left), then its summary table and charts — the same ones {@code experiment run} writes. Results
 * go to {@code OUTPUT-ROOT/NAME}, so running an experiment again continues an unfinished run or shows the
 * finished one at once. The engine work runs on the given executor, never on the FX thread; progress
 * from the worker threads is coalesced into at most one pending FX update, and the charts are rendered
 * to images off the FX thread too. Stop cancels the run (finished searches are kept for next time).
 */
public final class ExperimentPanel extends Tab {
    private final Function<String, Experiment> loader;
    private final Path outputRoot;
    private final Executor executor;
    private final ComboBox<String> choice = new ComboBox<>();
    private final Label description = new Label();
    private final Button run = new Button("Run");
    private final Button stop = new Button("Stop");
    private final ProgressBar bar = new ProgressBar(0);
    private final Label status = new Label("Choose an experiment and press Run.");
    private final TableView<Summary.Line> table = new TableView<>();
    private final VBox charts = new VBox(8);
    private final AtomicReference<Progress> latest = new AtomicReference<>();
    private final AtomicBoolean updatePending = new AtomicBoolean();
    private volatile ExperimentRunner runner;

    /** The panel for the built-in experiments, writing under {@code outputRoot}, on a background thread. */
    public ExperimentPanel(Path outputRoot) {
        this(BuiltInExperiments.NAMES, BuiltInExperiments::load, outputRoot, task -> {
            Thread t = new Thread(task, "experiment");
            t.setDaemon(true);
            t.start();
        });
    }

    /** A panel offering {@code names}, loaded by {@code loader}, run on {@code executor} (for tests). */
    public ExperimentPanel(List<String> names, Function<String, Experiment> loader, Path outputRoot, Executor executor) {
        super("Experiments 实验");
        this.loader = loader;
        this.outputRoot = outputRoot;
        this.executor = executor;
        setClosable(true);
        choice.getItems().setAll(names);
        choice.setId("experiment-choice");
        choice.valueProperty().addListener((o, a, name) -> describe(name));
        run.setId("experiment-run");
        stop.setId("experiment-stop");
        bar.setId("experiment-progress");
        status.setId("experiment-status");
        table.setId("experiment-summary");
        charts.setId("experiment-charts");
        stop.setDisable(true);
        run.setOnAction(e -> start());
        stop.setOnAction(e -> {
            ExperimentRunner r = runner;
            if (r != null) {
                r.cancel();
            }
        });
        bar.setMaxWidth(Double.MAX_VALUE);
        HBox.setHgrow(bar, Priority.ALWAYS);
        description.setWrapText(true);
        buildTable();
        VBox content = new VBox(8, new HBox(8, choice, run, stop), description, new HBox(8, bar), status, table,
                charts);
        content.setPadding(new Insets(8));
        table.setPrefHeight(220);
        ScrollPane scroll = new ScrollPane(content);
        scroll.setFitToWidth(true);
        setContent(scroll);
        if (!names.isEmpty()) {
            choice.setValue(names.get(0));
        }
    }

    private void describe(String name) {
        if (name == null) {
            return;
        }
        try {
            Experiment e = loader.apply(name);
            description.setText(e.description() + (e.claim().isEmpty() ? "" : "\nClaim: " + e.claim()));
        } catch (IllegalArgumentException ex) {
            description.setText(ex.getMessage());
        }
    }

    private void start() {
        String name = choice.getValue();
        if (name == null) {
            return;
        }
        Experiment e = loader.apply(name);
        Path dir = outputRoot.resolve(e.name());
        ExperimentRunner r = new ExperimentRunner(e, new ExperimentRunner.Options(dir, 1, 1,
                Runtime.getRuntime().availableProcessors(), EngineVersion.text()), this::progress);
        runner = r;
        run.setDisable(true);
        choice.setDisable(true);
        stop.setDisable(false);
        status.setText("Starting " + name + " …");
        executor.execute(() -> {
            String message;
            List<Summary.Line> lines = List.of();
            List<BufferedImage> images = new ArrayList<>();
            try {
                ExperimentRunner.Result result = r.run();
                if (result.complete()) {
                    lines = Summary.of(e, result.rows());
                    Charts.build(e, result.rows()).values().forEach(c -> images.add(Charts.image(c)));
                    message = "Done: " + result.rows().size() + " searches; results in " + dir;
                } else {
                    message = "Stopped. Run again to continue; finished searches are kept in " + dir;
                }
            } catch (RuntimeException ex) {
                message = "Failed: " + ex.getMessage();
            }
            String text = message;
            List<Summary.Line> summary = lines;
            Platform.runLater(() -> finish(text, summary, images));
        });
    }

    /** Called on worker threads: keeps the newest progress and schedules one FX update at a time. */
    private void progress(Progress p) {
        latest.set(p);
        if (updatePending.compareAndSet(false, true)) {
            Platform.runLater(() -> {
                updatePending.set(false);
                Progress now = latest.get();
                bar.setProgress(now.fraction());
                status.setText(now.text());
            });
        }
    }

    private void finish(String message, List<Summary.Line> lines, List<BufferedImage> images) {
        runner = null;
        run.setDisable(false);
        choice.setDisable(false);
        stop.setDisable(true);
        status.setText(message);
        table.getItems().setAll(lines);
        charts.getChildren().clear();
        for (BufferedImage img : images) {
            ImageView view = new ImageView(SwingFXUtils.toFXImage(img, null));
            view.setPreserveRatio(true);
            view.setFitWidth(Charts.WIDTH * 0.75);
            charts.getChildren().add(view);
        }
    }

    private void buildTable() {
        table.getColumns().add(column("variant", Summary.Line::variant));
        table.getColumns().add(column("limit", Summary.Line::limit));
        table.getColumns().add(column("positions", l -> Integer.toString(l.positions())));
        table.getColumns().add(column("nodes (geo. mean)", l -> fmt("%.0f", l.geoMeanNodes())));
        table.getColumns().add(column("ratio vs base", l -> fmt("%.3f", l.ratio())));
        table.getColumns().add(column("95% CI", l -> Double.isNaN(l.ciLow()) ? "–"
                : fmt("%.3f", l.ciLow()) + " – " + fmt("%.3f", l.ciHigh())));
        table.getColumns().add(column("first-move cutoffs", l -> fmt("%.1f%%", 100 * l.firstMoveCutoffRate())));
        table.getColumns().add(column("solved", l -> l.withExpected() == 0 ? "–" : l.solved() + "/" + l.withExpected()));
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY);
    }

    private static TableColumn<Summary.Line, String> column(String title, Function<Summary.Line, String> value) {
        TableColumn<Summary.Line, String> c = new TableColumn<>(title);
        c.setCellValueFactory(cell -> new ReadOnlyStringWrapper(value.apply(cell.getValue())));
        return c;
    }

    private static String fmt(String format, double d) {
        return Double.isNaN(d) ? "–" : String.format(Locale.ROOT, format, d);
    }

    /** The summary lines shown (for tests and the lead's wiring). */
    public List<Summary.Line> summaryLines() {
        return List.copyOf(table.getItems());
    }

    /** The number of chart images shown. */
    public int chartCount() {
        return charts.getChildren().size();
    }
}
