package org.xqlab.ui.experiments;

import org.xqlab.ui.FxTexts;
import org.xqlab.ui.I18n;

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
import javafx.scene.control.TabPane;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.stage.DirectoryChooser;
import javafx.scene.image.ImageView;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import org.xqlab.experiment.BuiltInExperiments;
import org.xqlab.experiment.ExperimentCharts;
import org.xqlab.experiment.EngineVersion;
import org.xqlab.experiment.Experiment;
import org.xqlab.experiment.ExperimentRunner;
import org.xqlab.experiment.Outputs;
import org.xqlab.experiment.Progress;
import org.xqlab.experiment.Row;
import org.xqlab.experiment.Summary;
import org.xqlab.io.OutputStyle;
import org.knowm.xchart.internal.chartpart.Chart;

import java.awt.image.BufferedImage;
import java.io.File;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Function;

/**
 * The experiments window's content: runs a built-in experiment in the background and shows its progress
 * (bar, rate, time left), then its summary table and charts — the same ones {@code experiment run} writes,
 * with their titles, axes and legends in the window's language (drawn again when it changes). Results go
 * to {@code FOLDER/NAME}, where FOLDER is shown in the results field (it starts at the folder the window
 * was given; the user types or browses another), so running an experiment again continues an unfinished
 * run or shows the finished one at once. The engine work runs on the given executor, never on the FX thread; progress
 * from the worker threads is coalesced into at most one pending FX update, and the charts are rendered
 * to images off the FX thread too. Stop cancels the run (finished searches are kept for next time).
 * Two more sub-tabs follow long runs that write to several result folders (the shards of a run, one bar
 * per folder and one for all: {@link FolderProgressView}) and compare two result folders, e.g. before and
 * after an engine change ({@link FolderComparisonView}).
 */
public final class ExperimentPanel extends TabPane {
    private final Function<String, Experiment> loader;
    private final TextField resultsFolder = new TextField();
    private final Executor executor;
    private final ComboBox<String> choice = new ComboBox<>();
    private final Label description = new Label();
    private final I18n i18n;
    private final Button run = new Button();
    private final Button stop = new Button();
    private final ProgressBar bar = new ProgressBar(0);
    private final Label status = new Label();
    private String statusKey = "experiment.choose";
    private Object[] statusArgs = {};
    private Progress shownProgress; // shown instead of statusKey while a run reports progress
    private final TableView<Summary.Line> table = new TableView<>();
    private final VBox charts = new VBox(8);
    private List<Chart<?, ?>> shownCharts = List.of();
    private Experiment chartedExperiment;
    /** The base variant of the lines in the summary table (its own line has no interval). */
    private String shownBase = "";
    private List<Row> chartedRows = List.of();
    private final AtomicReference<Progress> latest = new AtomicReference<>();
    private final AtomicBoolean updatePending = new AtomicBoolean();
    private volatile ExperimentRunner runner;
    private final FolderProgressView folders;
    private final FolderComparisonView comparison;

    /** The window closes: a run still going is cancelled (its finished searches are kept, as with Stop). */
    public void close() {
        ExperimentRunner r = runner;
        if (r != null) {
            r.cancel();
        }
    }

    /** The panel for the built-in experiments, offering to write under {@code outputRoot}, on a background thread. */
    public ExperimentPanel(I18n i18n, Path outputRoot) {
        this(i18n, BuiltInExperiments.NAMES, BuiltInExperiments::load, outputRoot, task -> {
            Thread t = new Thread(task, "experiment");
            t.setDaemon(true);
            t.start();
        });
    }

    /** A panel offering {@code names}, loaded by {@code loader}, run on {@code executor} (for tests). */
    public ExperimentPanel(I18n i18n, List<String> names, Function<String, Experiment> loader, Path outputRoot,
                           Executor executor) {
        this.i18n = i18n;
        setId("experiments");
        i18n.bind(run.textProperty(), "experiment.run");
        i18n.bind(stop.textProperty(), "experiment.stop");
        i18n.localeProperty().addListener((o, a, b) -> {
            showStatus();
            describe(choice.getValue());
            drawCharts();
        });
        showStatus();
        this.loader = loader;
        this.executor = executor;
        resultsFolder.setText(outputRoot.toString());
        resultsFolder.setId("experiment-results");
        choice.getItems().setAll(names);
        choice.setId("experiment-choice");
        choice.valueProperty().addListener((o, a, name) -> describe(name));
        run.setId("experiment-run");
        stop.setId("experiment-stop");
        bar.setId("experiment-progress");
        status.setId("experiment-status");
        table.setId("experiment-summary");
        org.xqlab.ui.TableFit.keepWhole(table); // headers and numbers whole; a narrow dock scrolls sideways
        table.setMinWidth(0);
        // an empty table would show only its headers, cut to the dock's width: it appears with its first row
        table.visibleProperty().bind(javafx.beans.binding.Bindings.isNotEmpty(table.getItems()));
        table.managedProperty().bind(table.visibleProperty());
        FxTexts.placeholder(table, i18n);
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
        VBox content = new VBox(8, new HBox(8, choice, run, stop), resultsRow(), description, new HBox(8, bar), status,
                table, charts);
        status.setWrapText(true);
        content.setPadding(new Insets(8));
        table.setPrefHeight(220);
        ScrollPane scroll = new ScrollPane(content);
        scroll.setFitToWidth(true);
        folders = new FolderProgressView(i18n, executor);
        comparison = new FolderComparisonView(i18n, executor);
        getTabs().setAll(section("experiment.tab.run", scroll, "experiment-tab-run"),
                section("experiment.tab.folders", folders, "experiment-tab-folders"),
                section("experiment.tab.compare", comparison, "experiment-tab-compare"));
        if (!names.isEmpty()) {
            choice.setValue(names.get(0));
        }
    }

    /** A fixed sub-tab of the panel: running, following result folders, comparing two folders. */
    private Tab section(String key, javafx.scene.Node content, String id) {
        Tab t = new Tab();
        i18n.bind(t.textProperty(), key);
        t.setClosable(false);
        t.setId(id);
        t.setContent(content instanceof ScrollPane ? content : scrolled(content));
        return t;
    }

    /** "Results go to: [folder] [Browse…]": where a run writes, asked of the user instead of fixed. */
    private HBox resultsRow() {
        Label label = new Label();
        i18n.bind(label.textProperty(), "experiment.results");
        Button browse = new Button();
        browse.setId("experiment-results-browse");
        i18n.bind(browse.textProperty(), "experiment.folder.browse");
        browse.setOnAction(e -> {
            DirectoryChooser chooser = new DirectoryChooser();
            chooser.setTitle(i18n.get("experiment.results.choose"));
            File now = new File(resultsFolder.getText().trim());
            if (now.isDirectory()) {
                chooser.setInitialDirectory(now);
            }
            File f = chooser.showDialog(getScene() == null ? null : getScene().getWindow());
            if (f != null) {
                resultsFolder.setText(f.getPath());
            }
        });
        i18n.bind(resultsFolder.promptTextProperty(), "experiment.results.prompt");
        HBox.setHgrow(resultsFolder, Priority.ALWAYS);
        HBox row = new HBox(8, label, resultsFolder, browse);
        row.setAlignment(javafx.geometry.Pos.CENTER_LEFT);
        return row;
    }

    private static ScrollPane scrolled(javafx.scene.Node content) {
        ScrollPane s = new ScrollPane(content);
        s.setFitToWidth(true);
        return s;
    }

    private void describe(String name) {
        if (name == null) {
            return;
        }
        try {
            Experiment e = loader.apply(name);
            // the built-in experiments' texts are in the bundles, in both languages; other files in their own
            boolean translated = i18n.has("experiment.text." + name);
            String what = translated ? i18n.get("experiment.text." + name) : e.description();
            String claim = translated ? i18n.get("experiment.claimText." + name) : e.claim();
            description.setText(what + (claim.isEmpty() ? "" : "\n" + i18n.get("experiment.claim", claim)));
        } catch (IllegalArgumentException ex) {
            description.setText(ex.getMessage());
        }
    }

    private void start() {
        String name = choice.getValue();
        if (name == null) {
            return;
        }
        String folder = resultsFolder.getText().trim();
        if (folder.isEmpty()) {
            status("experiment.results.missing");
            resultsFolder.requestFocus();
            return;
        }
        Experiment e = loader.apply(name);
        Path dir;
        try {
            dir = Path.of(folder).resolve(e.name());
        } catch (java.nio.file.InvalidPathException ex) {
            status("experiment.results.bad", folder);
            return;
        }
        ExperimentRunner r = new ExperimentRunner(e, new ExperimentRunner.Options(dir, 1, 1,
                Runtime.getRuntime().availableProcessors(), EngineVersion.text()), this::progress);
        runner = r;
        run.setDisable(true);
        choice.setDisable(true);
        resultsFolder.setDisable(true);
        stop.setDisable(false);
        status("experiment.starting", name, dir);
        executor.execute(() -> {
            String key;
            Object[] args;
            List<Summary.Line> lines = List.of();
            List<Row> rows = List.of();
            try {
                ExperimentRunner.Result result = r.run();
                if (result.complete()) {
                    lines = Summary.of(e, result.rows());
                    rows = result.rows();
                    key = "experiment.done";
                    args = new Object[] {result.rows().size(), dir};
                } else {
                    key = "experiment.stopped";
                    args = new Object[] {dir};
                }
            } catch (RuntimeException ex) {
                key = "experiment.failed";
                args = new Object[] {ex.getMessage()};
            }
            String doneKey = key;
            Object[] doneArgs = args;
            List<Summary.Line> summary = lines;
            List<Row> done = rows;
            Platform.runLater(() -> finish(doneKey, doneArgs, summary, e, done));
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
                shownProgress = now;
                showStatus();
            });
        }
    }

    private void status(String key, Object... args) {
        statusKey = key;
        statusArgs = args;
        shownProgress = null;
        showStatus();
    }

    /** The status in the current language (a progress line too, so a switch rewrites it). */
    private void showStatus() {
        Progress p = shownProgress;
        if (p != null) {
            status.setText(progressText(p));
        } else if (statusKey != null) {
            status.setText(i18n.get(statusKey, statusArgs));
        }
    }

    private String progressText(Progress p) {
        String skipped = p.skipped() > 0 ? i18n.get("experiment.progress.skipped", p.skipped()) : "";
        String time = p.finished() ? i18n.get("experiment.progress.took", OutputStyle.clock(p.elapsedMillis() / 1000))
                : p.etaSeconds() < 0 ? i18n.get("experiment.progress.unknown")
                : i18n.get("experiment.progress.left", OutputStyle.clock(p.etaSeconds()));
        return i18n.get("experiment.progress", Math.round(p.fraction() * 100), Long.toString(p.done()),
                Long.toString(p.total()), skipped, String.format(Locale.ROOT, "%.1f", p.rate()), time);
    }

    private void finish(String key, Object[] args, List<Summary.Line> lines, Experiment e, List<Row> rows) {
        runner = null;
        run.setDisable(false);
        choice.setDisable(false);
        resultsFolder.setDisable(false);
        stop.setDisable(true);
        status(key, args);
        shownBase = e.base();
        table.getItems().setAll(lines);
        chartedExperiment = rows.isEmpty() ? null : e;
        chartedRows = rows;
        drawCharts();
    }

    /** Renders the charts of the latest finished run in the current language, off the FX thread. */
    private void drawCharts() {
        Experiment e = chartedExperiment;
        List<Row> rows = chartedRows;
        if (e == null) {
            charts.getChildren().clear();
            shownCharts = List.of();
            return;
        }
        Locale language = i18n.getLocale();
        executor.execute(() -> {
            List<Chart<?, ?>> built = new ArrayList<>(ExperimentCharts.build(e, rows, language).values());
            List<BufferedImage> images = built.stream().map(ExperimentCharts::image).toList();
            Platform.runLater(() -> {
                if (e != chartedExperiment || !language.equals(i18n.getLocale())) {
                    return; // another run or another language meanwhile: its own drawing follows
                }
                charts.getChildren().clear();
                for (BufferedImage img : images) {
                    ImageView view = new ImageView(SwingFXUtils.toFXImage(img, null));
                    view.setPreserveRatio(true);
                    view.setFitWidth(ExperimentCharts.WIDTH * 0.75);
                    charts.getChildren().add(view);
                }
                shownCharts = built;
            });
        });
    }

    private void buildTable() {
        table.getColumns().add(column("experiment.col.variant", Summary.Line::variant));
        table.getColumns().add(column("experiment.col.limit", Summary.Line::limit));
        table.getColumns().add(column("experiment.col.positions", l -> Integer.toString(l.positions())));
        table.getColumns().add(column("experiment.col.nodes", l -> fmt("%.0f", l.geoMeanNodes())));
        table.getColumns().add(column("experiment.col.ratio", l -> fmt("%.3f", l.ratio())));
        table.getColumns().add(column("experiment.col.ci", l -> Outputs.ratioInterval(l, shownBase)));
        table.getColumns().add(column("experiment.col.firstMove", l -> fmt("%.1f%%", 100 * l.firstMoveCutoffRate())));
        table.getColumns().add(column("experiment.col.timeRatio", l -> fmt("%.2f", l.timeRatio())));
        table.getColumns().add(column("experiment.col.efficiency", l -> fmt("%.3f", l.efficiency())));
        table.getColumns().add(column("experiment.col.solved", l -> l.withExpected() == 0 ? "–" : l.solved() + "/" + l.withExpected()));
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY);
    }

    private TableColumn<Summary.Line, String> column(String key, Function<Summary.Line, String> value) {
        TableColumn<Summary.Line, String> c = new TableColumn<>();
        i18n.bind(c.textProperty(), key);
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

    /** The texts drawn in the charts shown: per chart its title, axis titles and legend entries (for tests). */
    public List<List<String>> chartTexts() {
        List<List<String>> all = new ArrayList<>();
        for (Chart<?, ?> c : shownCharts) {
            List<String> texts = new ArrayList<>(List.of(c.getTitle(), c.getXAxisTitle(), c.getYAxisTitle()));
            c.getSeriesMap().values().stream().filter(s -> s.isShowInLegend()).forEach(s -> texts.add(s.getName()));
            all.add(texts);
        }
        return all;
    }
}
