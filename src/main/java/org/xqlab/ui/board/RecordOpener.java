package org.xqlab.ui.board;

import org.xqlab.game.RecordCollection;
import org.xqlab.ui.I18n;

import javafx.animation.PauseTransition;
import javafx.concurrent.Task;
import javafx.geometry.Insets;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.layout.VBox;
import javafx.stage.Modality;
import javafx.stage.Stage;
import javafx.stage.Window;
import javafx.util.Duration;

import java.nio.file.Path;
import java.util.concurrent.CancellationException;
import java.util.function.Consumer;

/**
 * Reads a record file into a {@link RecordCollection} on a thread of its own, so the window stays
 * responsive while a collection of tens of thousands of games is indexed. When the reading takes longer
 * than a moment a small window shows how far it has come (a progress bar, the games read so far) with a
 * Stop button; ids {@code #record-loading}, {@code #record-loading-progress}, {@code #record-loading-text},
 * {@code #record-loading-cancel}. The result, or the failure, is handed over on the FX thread; a stopped
 * reading hands over nothing.
 */
public final class RecordOpener {
    /** How long a reading may take before the progress window shows. */
    private static final Duration SHOW_AFTER = Duration.millis(300);

    private RecordOpener() {
    }

    /**
     * Starts reading {@code file}; {@code done} gets the collection, {@code failed} the reason it could not
     * be read. Returns the running task (cancel it to stop the reading).
     */
    public static Task<RecordCollection> open(Window owner, I18n i18n, Path file, Consumer<RecordCollection> done,
                                              Consumer<Exception> failed) {
        String name = String.valueOf(file.getFileName());
        Task<RecordCollection> task = new Task<>() {
            @Override
            protected RecordCollection call() throws Exception {
                return RecordCollection.open(file, (games, fraction) -> {
                    if (isCancelled()) {
                        throw new CancellationException("stopped");
                    }
                    updateProgress(fraction, 1.0);
                    updateMessage(i18n.get("loading.text", name, games));
                });
            }
        };
        Stage progress = progressWindow(owner, i18n, task);
        PauseTransition later = new PauseTransition(SHOW_AFTER);
        later.setOnFinished(e -> {
            if (task.isRunning()) {
                progress.show();
            }
        });
        task.setOnSucceeded(e -> {
            later.stop();
            progress.close();
            done.accept(task.getValue());
        });
        task.setOnFailed(e -> {
            later.stop();
            progress.close();
            Throwable t = task.getException();
            failed.accept(t instanceof Exception x ? x : new RuntimeException(t));
        });
        task.setOnCancelled(e -> {
            later.stop();
            progress.close();
        });
        Thread thread = new Thread(task, "record-reader");
        thread.setDaemon(true);
        thread.start();
        later.play();
        return task;
    }

    private static Stage progressWindow(Window owner, I18n i18n, Task<?> task) {
        ProgressBar bar = new ProgressBar();
        bar.setId("record-loading-progress");
        bar.setPrefWidth(360);
        bar.progressProperty().bind(task.progressProperty());
        Label text = new Label(i18n.get("loading.text", "", 0));
        text.setId("record-loading-text");
        text.textProperty().bind(task.messageProperty());
        Button cancel = new Button(i18n.get("loading.cancel"));
        cancel.setId("record-loading-cancel");
        cancel.setOnAction(e -> task.cancel());
        VBox box = new VBox(10, text, bar, cancel);
        box.setId("record-loading");
        box.setPadding(new Insets(16));
        Stage stage = new Stage();
        if (owner != null) {
            stage.initOwner(owner);
        }
        stage.initModality(Modality.WINDOW_MODAL);
        stage.setTitle(i18n.get("loading.title"));
        stage.setScene(new Scene(box));
        stage.setOnCloseRequest(e -> task.cancel());
        return stage;
    }
}
