package org.xqlab.ui.experiments;

import javafx.animation.KeyFrame;
import javafx.animation.Timeline;
import javafx.application.Platform;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.TextField;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.stage.DirectoryChooser;
import javafx.util.Duration;
import javafx.scene.control.Tooltip;
import org.xqlab.experiment.FolderStatus;
import org.xqlab.experiment.ResultLog;
import org.xqlab.ui.I18n;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Follows long runs that write to several result folders — the shards of one experiment on other
 * processes or cluster tasks: one progress bar per folder (its own share, {@link FolderStatus}: the shard
 * its provenance records or its name says, "shard 1/2 done" once that share is finished) and one for all of
 * them together, read at the same moment. The folders' logs are read again every two seconds (and on Refresh) on the
 * given executor, never on the FX thread; a folder that is not a result folder is refused with a message
 * in the window's language. Each row names its folder in full (wrapped, with the path as a tooltip) and
 * has a Remove button that stops following it.
 */
final class FolderProgressView extends VBox {
    private final I18n i18n;
    private final Executor executor;
    private final TextField path = new TextField();
    private final Button add = new Button();
    private final Button browse = new Button();
    private final Button refresh = new Button();
    private final Label message = new Label();
    private final VBox rows = new VBox(6);
    private final java.util.Map<Path, FolderRow> rowOf = new java.util.HashMap<>();
    private final ProgressBar overallBar = new ProgressBar(0);
    private final Label overall = new Label();
    private final List<Path> folders = new ArrayList<>();
    private final AtomicBoolean reading = new AtomicBoolean();
    private final Timeline timer;
    private final javafx.beans.value.ObservableValue<Boolean> showing;
    private String messageKey = "experiment.folders.none";
    private Object[] messageArgs = {};
    private String reason; // the key of a refusal found before reading (shown in the current language)
    private Object[] reasonArgs = {};
    private List<FolderStatus> shown = List.of();
    private FolderStatus shownOverall;

    FolderProgressView(I18n i18n, Executor executor) {
        super(8);
        this.i18n = i18n;
        this.executor = executor;
        setPadding(new Insets(8));
        i18n.bind(add.textProperty(), "experiment.folders.add");
        i18n.bind(browse.textProperty(), "experiment.folder.browse");
        i18n.bind(refresh.textProperty(), "experiment.folders.refresh");
        i18n.bind(path.promptTextProperty(), "experiment.folder.prompt");
        path.setId("folders-path");
        add.setId("folders-add");
        refresh.setId("folders-refresh");
        message.setId("folders-message");
        overall.setId("folders-overall");
        overallBar.setId("folders-overall-bar");
        rows.setId("folders-rows");
        message.setWrapText(true);
        HBox.setHgrow(path, Priority.ALWAYS);
        overallBar.setMaxWidth(Double.MAX_VALUE);
        add.setOnAction(e -> addFolder(path.getText()));
        path.setOnAction(e -> addFolder(path.getText()));
        browse.setOnAction(e -> {
            File f = new DirectoryChooser().showDialog(getScene() == null ? null : getScene().getWindow());
            if (f != null) {
                addFolder(f.getPath());
            }
        });
        refresh.setOnAction(e -> read());
        i18n.localeProperty().addListener((o, a, b) -> show());
        getChildren().addAll(new HBox(8, path, browse, add, refresh), message, overallBar, overall, rows);
        show();
        timer = new Timeline(new KeyFrame(Duration.seconds(2), e -> read()));
        timer.setCycleCount(Timeline.INDEFINITE);
        // reads while its window shows: a closed window keeps its scene, and a playing timer would keep the window
        showing = sceneProperty().flatMap(javafx.scene.Scene::windowProperty)
                .flatMap(javafx.stage.Window::showingProperty).orElse(false);
        showing.addListener((o, a, on) -> {
            if (on) {
                timer.play();
            } else {
                timer.stop();
            }
        });
    }

    private void addFolder(String text) {
        if (text == null || text.isBlank()) {
            return;
        }
        Path p;
        try {
            p = Path.of(text.trim());
        } catch (java.nio.file.InvalidPathException ex) {
            refuse("experiment.folder.missing", text.trim());
            return;
        }
        String unusable = unusable(p);
        if (unusable != null) {
            refuse(unusable, p, ResultLog.EXPERIMENT_FILE);
            return;
        }
        executor.execute(() -> {
            try {
                FolderStatus.of(p);
                Platform.runLater(() -> {
                    if (!folders.contains(p)) {
                        folders.add(p);
                    }
                    path.clear();
                    messageKey = null;
                    reason = null;
                    read();
                });
            } catch (RuntimeException ex) {
                Platform.runLater(() -> {
                    messageKey = "experiment.folder.bad";
                    messageArgs = new Object[] {ex.getMessage()};
                    show();
                });
            }
        });
    }

    /** The message key when {@code p} is plainly no result folder (missing, or without its log), else null. */
    static String unusable(Path p) {
        if (!Files.isDirectory(p)) {
            return "experiment.folder.missing";
        }
        return Files.isRegularFile(p.resolve(ResultLog.EXPERIMENT_FILE)) ? null : "experiment.folder.noResults";
    }

    private void refuse(String key, Object... args) {
        messageKey = "experiment.folder.bad";
        messageArgs = new Object[] {i18n.get(key, args)};
        reason = key;
        reasonArgs = args;
        show();
    }

    /** Stops following a folder (its row's Remove button). */
    private void remove(Path p) {
        folders.remove(p);
        shown = shown.stream().filter(s -> !s.folder().equals(p)).toList();
        if (folders.isEmpty()) {
            shownOverall = null;
            messageKey = "experiment.folders.none";
            show();
        } else {
            show();
            read();
        }
    }

    /** Reads every folder's log off the FX thread, then shows the result. */
    private void read() {
        if (folders.isEmpty() || !reading.compareAndSet(false, true)) {
            return;
        }
        List<Path> now = List.copyOf(folders);
        executor.execute(() -> {
            List<FolderStatus> list = new ArrayList<>();
            FolderStatus all = null;
            String error = null;
            try {
                FolderStatus.Reading r = FolderStatus.read(now); // the rows and the total from one read: they agree
                list.addAll(r.folders());
                all = r.overall();
            } catch (RuntimeException ex) {
                error = ex.getMessage();
            }
            List<FolderStatus> done = list;
            FolderStatus total = all;
            String err = error;
            Platform.runLater(() -> {
                reading.set(false);
                shown = done;
                shownOverall = total;
                if (err != null) {
                    messageKey = "experiment.folder.bad";
                    messageArgs = new Object[] {err};
                    reason = null;
                }
                show();
            });
        });
    }

    private void show() {
        if (reason != null && "experiment.folder.bad".equals(messageKey)) {
            messageArgs = new Object[] {i18n.get(reason, reasonArgs)}; // the reason in the current language too
        }
        message.setText(messageKey == null ? "" : i18n.get(messageKey, messageArgs));
        message.setVisible(messageKey != null);
        message.setManaged(messageKey != null);
        // Rows are kept per folder and updated in place: a refresh while the user points at a row's Remove
        // button must not replace the button under the pointer (the click would be lost).
        List<FolderRow> wanted = new ArrayList<>();
        for (FolderStatus s : shown) {
            FolderRow row = rowOf.computeIfAbsent(s.folder(), FolderRow::new);
            row.update(s);
            wanted.add(row);
        }
        rowOf.keySet().retainAll(shown.stream().map(FolderStatus::folder).toList());
        if (!rows.getChildren().equals(wanted)) {
            rows.getChildren().setAll(wanted);
        }
        boolean any = shownOverall != null;
        overallBar.setVisible(any);
        overallBar.setManaged(any);
        overall.setVisible(any);
        overall.setManaged(any);
        if (any) {
            overallBar.setProgress(shownOverall.fraction());
            overall.setText(i18n.get("experiment.folders.overall", shownOverall.experiment(), shown.size(),
                    shownOverall.done(), shownOverall.total(), unit(shownOverall), Math.round(100 * shownOverall.fraction())));
        }
    }

    /** One followed folder's row: its progress bar, its line and its Remove button. */
    private final class FolderRow extends HBox {
        private final ProgressBar bar = new ProgressBar();
        private final Label text = new Label();
        private final Button remove = new Button();

        FolderRow(Path folder) {
            super(8);
            bar.setPrefWidth(160);
            bar.setMinWidth(120);
            text.setWrapText(true); // the whole name, on two lines if need be, never cut
            text.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
            text.setTooltip(new Tooltip(folder.toString()));
            text.getStyleClass().add("folder-line");
            HBox.setHgrow(text, Priority.ALWAYS);
            text.setMaxWidth(Double.MAX_VALUE);
            remove.getStyleClass().add("folder-remove");
            remove.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
            remove.setTooltip(new Tooltip());
            remove.setOnAction(e -> remove(folder));
            getChildren().addAll(bar, text, remove);
            setAlignment(Pos.CENTER_LEFT);
            getStyleClass().add("folder-progress");
        }

        void update(FolderStatus s) {
            bar.setProgress(s.fraction());
            String part = s.shard().isEmpty() ? i18n.get("experiment.folders.whole")
                    : i18n.get("experiment.folders.shard", s.shard());
            text.setText(s.finished() ? i18n.get("experiment.folders.lineDone", s.folder().getFileName(), part, s.done(),
                    s.total(), unit(s)) : i18n.get("experiment.folders.line", s.folder().getFileName(), part, s.done(),
                    s.total(), unit(s), Math.round(100 * s.fraction())));
            remove.setText(i18n.get("experiment.folders.remove"));
            remove.getTooltip().setText(i18n.get("experiment.folders.removeTip", s.folder()));
        }
    }

    private String unit(FolderStatus s) {
        return i18n.get(switch (s.kind()) {
            case "match" -> "experiment.unit.pairs";
            case "tune" -> "experiment.unit.games";
            case "review" -> "experiment.unit.reviewed";
            default -> "experiment.unit.tasks";
        });
    }

    /** The folders followed (for tests). */
    List<Path> folders() {
        return List.copyOf(folders);
    }

    /** The statuses shown (for tests). */
    List<FolderStatus> shown() {
        return shown;
    }
}
