package org.xqlab.ui.experiments;

import javafx.application.Platform;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.geometry.Insets;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.stage.DirectoryChooser;
import org.xqlab.experiment.FolderComparison;
import org.xqlab.ui.FxTexts;
import org.xqlab.ui.I18n;

import java.io.File;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Executor;
import java.util.function.Function;

/**
 * Two result folders side by side (e.g. before and after an engine change), as {@link FolderComparison}
 * computes it off the FX thread: per variant and limit the node counts of A and B with the ratio B/A and
 * its 95 % interval, or for match experiments each variant's Elo in A and B with the difference and its
 * interval. The column titles follow the kind of the folders. Every cell shows its text whole (the table
 * scrolls sideways before it cuts one) and as a tooltip; a folder that is plainly no result folder is
 * refused in the window's language before anything is read.
 */
final class FolderComparisonView extends VBox {
    private final I18n i18n;
    private final Executor executor;
    private final TextField folderA = new TextField();
    private final TextField folderB = new TextField();
    private final Button compare = new Button();
    private final Label status = new Label();
    private final TableView<FolderComparison.Line> table = new TableView<>();
    private final TableColumn<FolderComparison.Line, String> colA = new TableColumn<>();
    private final TableColumn<FolderComparison.Line, String> colB = new TableColumn<>();
    private final TableColumn<FolderComparison.Line, String> colChange = new TableColumn<>();
    private final TableColumn<FolderComparison.Line, String> colCount = new TableColumn<>();
    private String statusKey = "experiment.compare.hint";
    private Object[] statusArgs = {};
    private boolean match;
    private String reason; // a refusal's key, shown in the current language
    private Object[] reasonArgs = {};

    FolderComparisonView(I18n i18n, Executor executor) {
        super(8);
        this.i18n = i18n;
        this.executor = executor;
        setPadding(new Insets(8));
        folderA.setId("compare-a");
        folderB.setId("compare-b");
        compare.setId("compare-run");
        status.setId("compare-status");
        table.setId("compare-table");
        org.xqlab.ui.TableFit.keepWhole(table); // headers and numbers whole; a narrow dock scrolls sideways
        table.setMinWidth(0);
        status.setWrapText(true);
        i18n.bind(compare.textProperty(), "experiment.compare.run");
        i18n.bind(folderA.promptTextProperty(), "experiment.folder.prompt");
        i18n.bind(folderB.promptTextProperty(), "experiment.folder.prompt");
        GridPane grid = new GridPane();
        grid.setHgap(8);
        grid.setVgap(6);
        grid.addRow(0, label("experiment.compare.a"), folderA, browse(folderA));
        grid.addRow(1, label("experiment.compare.b"), folderB, browse(folderB));
        GridPane.setHgrow(folderA, Priority.ALWAYS);
        GridPane.setHgrow(folderB, Priority.ALWAYS);
        compare.setOnAction(e -> compare());
        buildTable();
        FxTexts.placeholder(table, i18n);
        table.setPrefHeight(260);
        i18n.localeProperty().addListener((o, a, b) -> {
            showStatus();
            titles();
        });
        getChildren().addAll(grid, compare, status, table);
        showStatus();
        titles();
    }

    private Label label(String key) {
        Label l = new Label();
        i18n.bind(l.textProperty(), key);
        return l;
    }

    private Button browse(TextField target) {
        Button b = new Button();
        i18n.bind(b.textProperty(), "experiment.folder.browse");
        b.setOnAction(e -> {
            File f = new DirectoryChooser().showDialog(getScene() == null ? null : getScene().getWindow());
            if (f != null) {
                target.setText(f.getPath());
            }
        });
        return b;
    }

    private void compare() {
        String a = folderA.getText().trim();
        String b = folderB.getText().trim();
        if (a.isEmpty() || b.isEmpty()) {
            statusKey = "experiment.compare.hint";
            showStatus();
            return;
        }
        for (String folder : List.of(a, b)) {
            String unusable;
            try {
                unusable = FolderProgressView.unusable(Path.of(folder));
            } catch (java.nio.file.InvalidPathException ex) {
                unusable = "experiment.folder.missing";
            }
            if (unusable != null) {
                table.getItems().clear();
                statusKey = "experiment.compare.failed";
                reason = unusable;
                reasonArgs = new Object[] {folder, org.xqlab.experiment.ResultLog.EXPERIMENT_FILE};
                showStatus();
                return;
            }
        }
        reason = null;
        compare.setDisable(true);
        executor.execute(() -> {
            FolderComparison.Result r = null;
            String error = null;
            try {
                r = FolderComparison.compare(Path.of(a), Path.of(b));
            } catch (RuntimeException ex) {
                error = ex.getMessage();
            }
            FolderComparison.Result result = r;
            String err = error;
            Platform.runLater(() -> {
                compare.setDisable(false);
                if (result == null) {
                    table.getItems().clear();
                    statusKey = "experiment.compare.failed";
                    statusArgs = new Object[] {err};
                } else {
                    match = result.match();
                    table.getItems().setAll(result.lines());
                    statusKey = result.lines().isEmpty() ? "experiment.compare.nothing" : "experiment.compare.done";
                    statusArgs = new Object[] {result.experimentA(), result.experimentB(), result.lines().size()};
                    titles();
                }
                showStatus();
            });
        });
    }

    private void showStatus() {
        if (reason != null) {
            statusArgs = new Object[] {i18n.get(reason, reasonArgs)};
        }
        status.setText(i18n.get(statusKey, statusArgs));
    }

    private void titles() {
        String kind = match ? "match" : "search";
        colA.setText(i18n.get("experiment.compare." + kind + ".a"));
        colB.setText(i18n.get("experiment.compare." + kind + ".b"));
        colChange.setText(i18n.get("experiment.compare." + kind + ".change"));
        colCount.setText(i18n.get("experiment.compare." + kind + ".count"));
    }

    private void buildTable() {
        table.getColumns().add(column(new TableColumn<>(), l -> l.variant()));
        i18n.bind(table.getColumns().get(0).textProperty(), "experiment.col.variant");
        table.getColumns().add(column(new TableColumn<>(), l -> l.limit()));
        i18n.bind(table.getColumns().get(1).textProperty(), "experiment.col.limit");
        table.getColumns().add(column(colA, l -> value(l.a())));
        table.getColumns().add(column(colB, l -> value(l.b())));
        table.getColumns().add(column(colChange, l -> change(l.change())));
        TableColumn<FolderComparison.Line, String> ci = column(new TableColumn<>(), l -> Double.isNaN(l.low()) ? "–"
                : org.xqlab.experiment.Summary.interval(change(l.low()), change(l.high())));
        i18n.bind(ci.textProperty(), "experiment.col.ci");
        table.getColumns().add(ci);
        table.getColumns().add(column(colCount, l -> Integer.toString(l.count())));
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY);
    }

    private String value(double d) {
        return Double.isInfinite(d) ? (d > 0 ? "+∞" : "−∞") : match ? String.format(Locale.ROOT, "%+.0f", d)
                : String.format(Locale.ROOT, "%.0f", d);
    }

    private String change(double d) {
        if (Double.isNaN(d)) {
            return "–";
        }
        if (Double.isInfinite(d)) {
            return d > 0 ? "+∞" : "−∞";
        }
        return match ? String.format(Locale.ROOT, "%+.0f", d) : String.format(Locale.ROOT, "%.3f", d);
    }

    private static TableColumn<FolderComparison.Line, String> column(TableColumn<FolderComparison.Line, String> c,
                                                                      Function<FolderComparison.Line, String> value) {
        c.setCellValueFactory(cell -> new ReadOnlyStringWrapper(value.apply(cell.getValue())));
        c.setCellFactory(col -> new javafx.scene.control.TableCell<>() {
            @Override
            protected void updateItem(String item, boolean empty) {
                super.updateItem(item, empty);
                setText(empty ? null : item);
                setTooltip(empty || item == null ? null : new javafx.scene.control.Tooltip(item));
            }
        });
        return c;
    }

    /** The lines shown (for tests). */
    List<FolderComparison.Line> lines() {
        return List.copyOf(table.getItems());
    }
}
