package org.xqlab.ui.analysis;

import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.value.ObservableValue;
import javafx.geometry.Insets;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import org.xqlab.rules.Position;
import org.xqlab.search.SearchConfig;
import org.xqlab.search.SearchLimits;
import org.xqlab.search.SearchResult;
import org.xqlab.ui.FxTexts;
import org.xqlab.ui.TableFit;
import org.xqlab.analysis.AbViewModel;
import org.xqlab.analysis.AbViewModel.Row;
import org.xqlab.analysis.AbViewModel.Side;
import org.xqlab.figure.ScoreView;

import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * The A/B tab: the view of an {@link AbViewModel} (two configs, Run and Stop, the status line and the
 * table of figures with the ratio B/A). It only binds: the controls write the configs into the model, the
 * model's changes redraw the controls, the status and the table. The table fits its width: the figure
 * names and the principal variations wrap onto more lines rather than pushing the ratio column out of
 * sight, so every column is visible at 1024×768 in both languages.
 */
final class AbView extends VBox {
    /** Shares of the table's width for the A, B and ratio columns (each at least as wide as its words). */
    private static final double SIDE_SHARE = 0.22;
    private static final double RATIO_SHARE = 0.10;

    private final AnalysisText text;
    private final AbViewModel vm;
    private final Supplier<Position> position;
    private final Supplier<SearchLimits> limits;
    private final ComboBox<String> presetA = presets("ab-preset-a");
    private final ComboBox<String> presetB = presets("ab-preset-b");
    private final TextField changesA = new TextField();
    private final TextField changesB = new TextField();
    private final Button run = new Button();
    private final Button stop = new Button();
    private final Label status = new Label();
    private final TableView<Row> table = new TableView<>();
    private final TableColumn<Row, String> figure;
    private final TableColumn<Row, String> a;
    private final TableColumn<Row, String> b;
    private final TableColumn<Row, String> ratio;
    /** True while the model's state is written into the controls (their listeners then stay quiet). */
    private boolean syncing;

    AbView(AnalysisText text, AbViewModel vm, Supplier<Position> position, Supplier<SearchLimits> limits) {
        super(6);
        this.text = text;
        this.vm = vm;
        this.position = position;
        this.limits = limits;
        setId("ab-view");
        setPadding(new Insets(6));
        changesA.setId("ab-changes-a");
        changesB.setId("ab-changes-b");
        text.bind(changesA.promptTextProperty(), "ab.changes.prompt");
        text.bind(changesB.promptTextProperty(), "ab.changes.prompt");
        run.setId("ab-run");
        text.bind(run.textProperty(), "ab.run");
        run.setOnAction(e -> run());
        stop.setId("ab-stop");
        text.bind(stop.textProperty(), "ab.stop");
        Tooltip tip = new Tooltip();
        text.bind(tip.textProperty(), "ab.stopTip");
        stop.setTooltip(tip);
        stop.setOnAction(e -> vm.stop());
        status.setId("ab-status");
        // an error names every valid key: the line wraps, it is never cut mid-list
        status.setWrapText(true);
        status.setMinHeight(Region.USE_PREF_SIZE);
        presetA.valueProperty().addListener((o, was, now) -> write(() -> vm.choosePreset(Side.A, now)));
        presetB.valueProperty().addListener((o, was, now) -> write(() -> vm.choosePreset(Side.B, now)));
        changesA.textProperty().addListener((o, was, now) -> write(() -> vm.setChanges(Side.A, now)));
        changesB.textProperty().addListener((o, was, now) -> write(() -> vm.setChanges(Side.B, now)));
        GridPane grid = new GridPane();
        grid.setHgap(6);
        grid.setVgap(4);
        grid.addRow(0, new Label("A"), presetA, changesA, run);
        grid.addRow(1, new Label("B"), presetB, changesB, stop);
        table.setId("ab-table");
        FxTexts.placeholder(table, text.i18n());
        figure = column("ab.figure", vm::rowName, true);
        a = column("ab.a", Row::a, false);
        b = column("ab.b", Row::b, false);
        ratio = column("ab.ratio", Row::ratio, false);
        table.getColumns().setAll(List.of(figure, a, b, ratio));
        table.setColumnResizePolicy(TableView.UNCONSTRAINED_RESIZE_POLICY);
        // headers and one-line cells keep their words whole; the figure names and the PVs wrap in what is left
        table.needsLayoutProperty().addListener((o, was, needs) -> {
            if (!needs) {
                TableFit.fit(table);
                spread();
            }
        });
        table.widthProperty().addListener((o, was, now) -> spread());
        VBox.setVgrow(table, Priority.ALWAYS);
        text.i18n().localeProperty().addListener((o, was, now) -> show());
        vm.onChange(this::show);
        // Run and Stop beside the configs, so that the table's rows start high enough for a projector
        getChildren().addAll(grid, status, table);
        show();
    }

    private static ComboBox<String> presets(String id) {
        ComboBox<String> box = new ComboBox<>();
        box.setId(id);
        box.getItems().setAll(SearchConfig.presetNames());
        return box;
    }

    /**
     * A column whose cells wrap ({@code wrap}: always; else only the principal variation's row) and grow
     * their row to the lines they need.
     */
    private TableColumn<Row, String> column(String key, Function<Row, String> value, boolean wrap) {
        TableColumn<Row, String> c = new TableColumn<>();
        text.bind(c.textProperty(), key);
        c.setCellValueFactory(cd -> new ReadOnlyObjectWrapper<>(value.apply(cd.getValue())));
        c.setCellFactory(col -> new WrappingCell(wrap));
        c.setSortable(false);
        c.setReorderable(false);
        return c;
    }

    /** A cell that wraps its text and asks its row for the height of the lines at its column's width. */
    private final class WrappingCell extends TableCell<Row, String> {
        private final boolean always;

        WrappingCell(boolean always) {
            this.always = always;
            setWrapText(always);
        }

        @Override
        protected void updateItem(String item, boolean empty) {
            super.updateItem(item, empty);
            setText(empty ? null : item);
            int i = getIndex();
            String name = !empty && i >= 0 && i < table.getItems().size() ? table.getItems().get(i).name() : "";
            setWrapText(always || "pv".equals(name));
            // the score row has no ratio: its dash says why when pointed at
            boolean noRatio = "score".equals(name) && getTableColumn() == ratio && AbViewModel.NO_RATIO.equals(item);
            setTooltip(noRatio ? new Tooltip(text.get("ab.ratio.none")) : null);
        }

        @Override
        protected double computePrefHeight(double width) {
            if (width >= 0 || !isWrapText() || getTableColumn() == null) {
                return super.computePrefHeight(width);
            }
            // a row asks its cells for their height without a width: the lines are counted at the column's
            // width; the cell's skin lays its text out in its height less the bottom padding once more, so
            // that much is added, rounded up to whole pixels
            return Math.ceil(super.computePrefHeight(getTableColumn().getWidth()) + getPadding().getBottom());
        }
    }

    /**
     * Gives the A, B and ratio columns their share of the table's width (at least their words) and the
     * figure column the rest, so the four fit without a sideways scrollbar.
     */
    private void spread() {
        double room = table.getWidth() - table.snappedLeftInset() - table.snappedRightInset() - 18;
        if (room <= 0) {
            return;
        }
        double side = Math.max(Math.max(a.getMinWidth(), b.getMinWidth()), Math.floor(room * SIDE_SHARE));
        double r = Math.max(ratio.getMinWidth(), Math.floor(room * RATIO_SHARE));
        double f = Math.max(figure.getMinWidth(), room - 2 * side - r);
        width(a, side);
        width(b, side);
        width(ratio, r);
        width(figure, f);
    }

    private static void width(TableColumn<Row, String> c, double w) {
        if (Math.abs(c.getPrefWidth() - w) > 0.5) {
            c.setPrefWidth(w);
        }
    }

    /** Writes a control's change into the model, unless the change came from the model. */
    private void write(Runnable command) {
        if (!syncing) {
            command.run();
        }
    }

    /** Draws the model's state: configs, buttons, status and rows. */
    private void show() {
        syncing = true;
        try {
            presetA.setValue(vm.preset(Side.A));
            changesA.setText(vm.changes(Side.A));
            presetB.setValue(vm.preset(Side.B));
            changesB.setText(vm.changes(Side.B));
        } finally {
            syncing = false;
        }
        run.setDisable(vm.isRunning());
        stop.setDisable(!vm.isRunning());
        status.setText(keepKeysWhole(vm.status()));
        String configs = vm.configsText();
        if (configs.isEmpty()) {
            status.setTooltip(null);
        } else {
            if (status.getTooltip() == null) {
                status.setTooltip(new Tooltip());
                status.getTooltip().setWrapText(true);
                status.getTooltip().setMaxWidth(700);
            }
            status.getTooltip().setText(configs);
        }
        shownNotation = vm.notation();
        TableRows.update(table.getItems(), vm.rows());
        table.refresh();
    }

    /**
     * The status with a zero-width no-break space after each dot inside a word, so that a line wraps
     * between the config keys it names ("killers.lookback, history"), never inside one ("killers." /
     * "lookback"), which the line breaker would otherwise allow after the dot.
     */
    static String keepKeysWhole(String s) {
        return s.replaceAll("(?<=\\p{L})\\.(?=\\p{L})", ".\uFEFF");
    }

    private org.xqlab.rules.Notation shownNotation;

    /** Redraws the rows if the main window's notation changed since they were drawn (called once per panel refresh). */
    void followNotation() {
        if (vm.notation() != shownNotation) {
            show();
        }
    }

    /** Redraws the rows when the tree's Scores choice changes (the model writes the score row in it). */
    void followScoreView(ObservableValue<ScoreView> view) {
        view.addListener((o, was, now) -> show());
    }

    /** Sets the two configurations as a preset and changes each. */
    void setConfigs(String presetA, String changesA, String presetB, String changesB) {
        vm.setConfigs(presetA, changesA, presetB, changesB);
    }

    String statusText() {
        return status.getText();
    }

    /** Starts both searches; returns a future completed (on the FX thread) when both are shown. */
    CompletableFuture<Void> run() {
        return vm.run(position.get(), limits.get());
    }

    /** Ends both searches at their next check; each reports the best it found so far. */
    void stop() {
        vm.stop();
    }

    /** Whether an A/B comparison is running. */
    boolean isRunning() {
        return vm.isRunning();
    }

    SearchResult resultA() {
        return vm.resultA();
    }

    SearchResult resultB() {
        return vm.resultB();
    }

    List<Row> rows() {
        return List.copyOf(table.getItems());
    }

    /** The four columns, left to right (for the layout tests). */
    List<TableColumn<Row, String>> columns() {
        return List.of(figure, a, b, ratio);
    }

    void close() {
        vm.stop();
    }
}
