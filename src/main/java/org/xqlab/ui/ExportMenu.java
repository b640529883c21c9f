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
 * The "Export…" menu of a view: each item asks for a file with a save dialog (a default name, and the
 * filters of its family — the items writing the same figure in other formats, e.g. the tree as SVG, PNG,
 * TikZ and GIF — with its own selected), takes what the view shows now on the FX thread
 * ({@link Entry#prepare}), and writes the figure on a background thread through {@code org.xqlab.figure},
 * then reports "Saved FILE as FORMAT" or the error through the view's status line. As in the game's
 * Save…, a typed extension chooses the format ({@code tree.png} from the SVG item writes a PNG); a name
 * without one gets the selected filter's format and extension; an extension of a format the family does
 * not write is refused with a message that names the ones it does. Shared by the analysis window and the
 * classroom.
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
        /** Items with the same key up to its last dot ({@code export.tree.svg}, {@code export.tree.png}) are one family. */
        String family() {
            int dot = key.lastIndexOf('.');
            return dot < 0 ? key : key.substring(0, dot);
        }
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
            List<Entry> family = entries.stream().filter(o -> o.family().equals(e.family())).toList();
            item.setOnAction(a -> export(i18n, e, family, button.getScene() == null ? null : button.getScene().getWindow(),
                    status));
            button.getItems().add(item);
        }
        return button;
    }

    /** The format a file name's extension stands for (the figure formats and .html/.htm), or null. */
    static FigureFormat formatOf(String name) {
        String n = name.toLowerCase(java.util.Locale.ROOT);
        return n.endsWith(".html") || n.endsWith(".htm") ? FigureFormat.HTML : FigureFormat.ofFileName(n);
    }

    /** Runs one entry: dialog, snapshot, background write, report; {@code family} holds it and its other formats. */
    static void export(I18n i18n, Entry e, List<Entry> family, Window owner, Consumer<String> status) {
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
        java.util.Map<FileChooser.ExtensionFilter, Entry> filters = new java.util.LinkedHashMap<>();
        for (Entry member : family) {
            if (!member.format().extension().isEmpty()) {
                FileChooser.ExtensionFilter f = new FileChooser.ExtensionFilter(filterName(i18n, member.format()),
                        "*." + member.format().extension());
                filters.put(f, member);
                c.getExtensionFilters().add(f);
                if (member == e) {
                    c.setSelectedExtensionFilter(f);
                }
            }
        }
        File file = chooser.apply(owner, c);
        if (file == null) {
            return;
        }
        Entry byFilter = filters.getOrDefault(c.getSelectedExtensionFilter(), e);
        String name = file.getName();
        FigureFormat typed = formatOf(name);
        Entry chosen = byFilter;
        Path path = file.toPath();
        if (typed != null) {
            chosen = byFilter.format() == typed ? byFilter : e.format() == typed ? e
                    : family.stream().filter(m -> m.format() == typed).findFirst().orElse(null);
            if (chosen == null) {
                status.accept(i18n.get("export.formatNotOffered", name, filterName(i18n, typed),
                        String.join(", ", family.stream().filter(m -> !m.format().extension().isEmpty())
                                .map(m -> "." + m.format().extension()).toList())));
                return;
            }
        } else if (name.lastIndexOf('.') <= 0 && !chosen.format().extension().isEmpty()) {
            path = path.resolveSibling(name + "." + chosen.format().extension());
        }
        Consumer<Path> write;
        if (chosen == e) {
            write = writer;
        } else {
            try {
                write = chosen.prepare().get();
            } catch (RuntimeException ex) {
                status.accept(i18n.get("export.failed", ex.getMessage()));
                return;
            }
            if (write == null) {
                status.accept(i18n.get("export.nothing"));
                return;
            }
        }
        Path target = path;
        Consumer<Path> w = write;
        String format = filterName(i18n, chosen.format());
        status.accept(i18n.get("export.writing", target.getFileName()));
        Thread t = new Thread(() -> {
            RuntimeException failure = null;
            try {
                w.accept(target);
            } catch (RuntimeException ex) {
                failure = ex;
            }
            RuntimeException f = failure;
            Platform.runLater(() -> status.accept(f == null ? i18n.get("export.saved", target, format)
                    : i18n.get("export.failed", f.getMessage())));
        }, "figure-export");
        t.setDaemon(true);
        t.start();
    }

    private static String filterName(I18n i18n, FigureFormat f) {
        return i18n.get("export.filter." + f.cliName());
    }
}
