package org.xqlab.ui;

import javafx.application.Platform;
import javafx.scene.control.MenuButton;
import javafx.scene.control.MenuItem;
import javafx.stage.FileChooser;
import javafx.stage.Window;
import org.xqlab.figure.FigureFormat;

import java.io.File;
import java.nio.file.Path;
import java.util.List;
import java.util.function.BiFunction;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * The "Export…" menu of a view: each item asks for a file with a save dialog (its format's filter and
 * a default name), takes what the view shows now on the FX thread ({@link Entry#prepare}), and writes
 * the figure on a background thread through {@code org.xqlab.figure}, then reports "Saved FILE" or the
 * error through the view's status line. Shared by the analysis window and the classroom.
 */
public final class ExportMenu {

    /**
     * One item of the menu.
     *
     * @param id          the node id of the menu item
     * @param key         its text in the common bundle
     * @param format      the format written (chooser filter, extension)
     * @param defaultName the file name offered
     * @param prepare     on the FX thread: takes what is shown and returns what writes it to a file (run
     *                    in the background), or null when there is nothing to export yet
     */
    public record Entry(String id, String key, FigureFormat format, String defaultName,
                        Supplier<Consumer<Path>> prepare) {
    }

    private static volatile BiFunction<Window, FileChooser, File> chooser = (w, c) -> c.showSaveDialog(w);

    private ExportMenu() {
    }

    /**
     * Test hook: the save dialog is replaced by {@code choose} (given the owner window and the prepared
     * chooser, it returns the file, or null for "cancel"); null puts the real dialog back.
     */
    public static void chooseWith(BiFunction<Window, FileChooser, File> choose) {
        chooser = choose == null ? (w, c) -> c.showSaveDialog(w) : choose;
    }

    /** A menu button with these items; {@code status} shows what happened (on the FX thread). */
    public static MenuButton create(I18n i18n, String id, List<Entry> entries, Consumer<String> status) {
        MenuButton button = new MenuButton();
        button.setId(id);
        i18n.bind(button.textProperty(), "export.menu");
        for (Entry e : entries) {
            MenuItem item = new MenuItem();
            item.setId(e.id());
            i18n.bind(item.textProperty(), e.key());
            item.setOnAction(a -> export(i18n, e, button.getScene() == null ? null : button.getScene().getWindow(),
                    status));
            button.getItems().add(item);
        }
        return button;
    }

    /** Runs one entry: dialog, snapshot, background write, report. */
    static void export(I18n i18n, Entry e, Window owner, Consumer<String> status) {
        Consumer<Path> writer;
        try {
            writer = e.prepare().get();
        } catch (RuntimeException ex) {
            status.accept(i18n.get("export.failed", ex.getMessage()));
            return;
        }
        if (writer == null) {
            status.accept(i18n.get("export.nothing"));
            return;
        }
        FileChooser c = new FileChooser();
        c.setTitle(i18n.get(e.key()));
        c.setInitialFileName(e.defaultName());
        if (!e.format().extension().isEmpty()) {
            c.getExtensionFilters().add(new FileChooser.ExtensionFilter(i18n.get("export.filter." + e.format().cliName()),
                    "*." + e.format().extension()));
        }
        File file = chooser.apply(owner, c);
        if (file == null) {
            return;
        }
        Path path = file.toPath();
        status.accept(i18n.get("export.writing", path.getFileName()));
        Thread t = new Thread(() -> {
            RuntimeException failure = null;
            try {
                writer.accept(path);
            } catch (RuntimeException ex) {
                failure = ex;
            }
            RuntimeException f = failure;
            Platform.runLater(() -> status.accept(f == null ? i18n.get("export.saved", path)
                    : i18n.get("export.failed", f.getMessage())));
        }, "figure-export");
        t.setDaemon(true);
        t.start();
    }
}
