package org.xqlab.ui.play;

import org.xqlab.ui.I18n;
import org.xqlab.ui.board.GameViewModel;
import org.xqlab.ui.board.RecordOpener;

import javafx.scene.Scene;
import javafx.scene.control.Alert;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.input.Clipboard;
import javafx.scene.input.DragEvent;
import javafx.scene.input.Dragboard;
import javafx.scene.input.TransferMode;
import javafx.stage.FileChooser;
import javafx.stage.Window;
import org.xqlab.game.GameRecord;
import org.xqlab.game.RecordCollection;
import org.xqlab.game.RecordFile;
import org.xqlab.game.RecordWriter;
import org.xqlab.rules.Notation;

import java.io.File;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * Game records in the main window: Open with a filter per format, drag-and-drop of a file, Paste game
 * (PGN text with one or more games, DhtmlXQ blocks, dpxq or PlayOK text), the list to pick from when a
 * file holds several games, Save as PGN (UTF-8, moves in the move list's notation), PGN for XQWizard
 * (GBK, simplified Chinese), DhtmlXQ or XQF, Game information (the tags), and the question before an
 * unsaved game is replaced (Save / Discard / Cancel; ids {@code #discard-save}, {@code #discard-discard},
 * {@code #discard-cancel}).
 */
final class RecordActions {
    /** The extensions each open filter lists (lower and upper case, as file systems keep them). */
    private static final String[][] OPEN_FILTERS = {
            {"record.filter.pgn", "pgn"},
            {"record.filter.xqf", "xqf"},
            {"record.filter.dhtmlxq", "txt", "ubb", "htm", "html"},
            {"record.filter.cbf", "cbf"},
            {"record.filter.text", "txt"},
    };

    private final I18n i18n;
    private final GameViewModel game;
    private final PlayController play;
    private final Supplier<Window> window;

    RecordActions(I18n i18n, GameViewModel game, PlayController play, Supplier<Window> window) {
        this.i18n = i18n;
        this.game = game;
        this.play = play;
        this.window = window;
    }

    // ------------------------------------------------------------------ unsaved games

    /**
     * True if the game may be replaced: it has no unsaved change, or the user saved it or chose Discard.
     * Cancel (or closing the question) keeps it.
     */
    boolean confirmDiscard() {
        return confirmDiscard(false);
    }

    /** The same, asked as the program quits ("Save it before quitting?") or as the game is replaced. */
    boolean confirmDiscard(boolean quitting) {
        if (!game.isModified()) {
            return true;
        }
        Optional<ButtonType> answer = discardQuestion(window.get(), i18n, quitting).showAndWait();
        ButtonBar.ButtonData kind = answer.map(ButtonType::getButtonData).orElse(ButtonBar.ButtonData.CANCEL_CLOSE);
        if (kind == ButtonBar.ButtonData.CANCEL_CLOSE) {
            return false;
        }
        if (kind == ButtonBar.ButtonData.YES) {
            save();
            return !game.isModified();
        }
        return true;
    }

    /** The question Save… (YES) / Discard (NO) / Cancel (CANCEL_CLOSE), not yet shown. */
    static Alert discardQuestion(Window owner, I18n i18n) {
        return discardQuestion(owner, i18n, false);
    }

    /** The question, worded for quitting the program ({@code quitting}) or for replacing the game. */
    static Alert discardQuestion(Window owner, I18n i18n, boolean quitting) {
        ButtonType save = new ButtonType(i18n.get("discard.save"), ButtonBar.ButtonData.YES);
        ButtonType discard = new ButtonType(i18n.get("discard.discard"), ButtonBar.ButtonData.NO);
        ButtonType cancel = new ButtonType(i18n.get("discard.cancel"), ButtonBar.ButtonData.CANCEL_CLOSE);
        Alert alert = new Alert(Alert.AlertType.CONFIRMATION, i18n.get(quitting ? "discard.quit" : "discard.text"),
                save, discard, cancel);
        alert.setTitle(i18n.get("discard.title"));
        alert.setHeaderText(null);
        alert.initOwner(owner);
        alert.getDialogPane().setId("discard-dialog");
        alert.getDialogPane().lookupButton(save).setId("discard-save");
        alert.getDialogPane().lookupButton(discard).setId("discard-discard");
        alert.getDialogPane().lookupButton(cancel).setId("discard-cancel");
        return alert;
    }

    // ------------------------------------------------------------------ open, drop, paste

    void open() {
        if (!confirmDiscard()) {
            return;
        }
        FileChooser chooser = new FileChooser();
        chooser.setTitle(i18n.get("dialog.open.title"));
        List<String> all = new ArrayList<>();
        List<FileChooser.ExtensionFilter> filters = new ArrayList<>();
        for (String[] f : OPEN_FILTERS) {
            List<String> patterns = new ArrayList<>();
            for (int i = 1; i < f.length; i++) {
                patterns.add("*." + f[i]);
                patterns.add("*." + f[i].toUpperCase());
            }
            patterns.stream().filter(p -> !all.contains(p)).forEach(all::add);
            filters.add(new FileChooser.ExtensionFilter(i18n.get(f[0]), patterns));
        }
        chooser.getExtensionFilters().add(new FileChooser.ExtensionFilter(i18n.get("record.filter.all"), all));
        chooser.getExtensionFilters().addAll(filters);
        chooser.getExtensionFilters().add(new FileChooser.ExtensionFilter(i18n.get("record.filter.any"), "*"));
        File file = chooser.showOpenDialog(window.get());
        if (file != null) {
            open(file.toPath());
        }
    }

    /** Files larger than this are read on a thread of their own, with progress shown ({@link RecordOpener}). */
    static final long READ_IN_BACKGROUND = 1 << 20;

    /**
     * Reads a record file of any format; a file with several games asks which one (a searchable list).
     * The game becomes a game between people. A bad file leaves the game as it is (the note says why); so
     * does Cancel in the list. A file over a megabyte is read on a thread of its own while the window stays
     * responsive: the answer is then true once the reading has started. Does not ask about the current game
     * (the callers do).
     */
    boolean open(Path file) {
        if (largerThan(file, READ_IN_BACKGROUND)) {
            RecordOpener.open(window.get(), i18n, file, c -> show(c, file.getFileName().toString()), game::openFailed);
            return true;
        }
        RecordCollection f = game.read(file);
        return f != null && show(f, file.getFileName().toString());
    }

    private static boolean largerThan(Path file, long bytes) {
        try {
            return java.nio.file.Files.isRegularFile(file) && java.nio.file.Files.size(file) > bytes;
        } catch (java.io.IOException e) {
            return false; // the reading says why
        }
    }

    /** Edit ▸ Paste game: PGN (one or more games), DhtmlXQ blocks, dpxq or PlayOK text from the clipboard. */
    void pasteGame() {
        Clipboard clip = Clipboard.getSystemClipboard();
        String text = clip.hasString() ? clip.getString() : "";
        RecordFile f = game.readText(text);
        if (f != null && confirmDiscard()) {
            show(RecordCollection.of(f), i18n.get("action.pasteGame"));
        }
    }

    private boolean show(RecordCollection f, String name) {
        int index = 0;
        if (f.size() > 1) {
            Optional<Integer> picked = GamePickerDialog.pick(window.get(), i18n, name, f);
            if (picked.isEmpty()) {
                return false;
            }
            index = picked.get();
        }
        GameRecord g;
        try {
            g = f.game(index);
        } catch (RuntimeException e) {
            game.openFailed(e);
            return false;
        }
        return play.loadGame(() -> {
            game.load(g);
            return true;
        });
    }

    /** A file dropped onto the window opens like Open (asking first about an unsaved game). */
    void installDrop(Scene scene) {
        scene.addEventHandler(DragEvent.DRAG_OVER, e -> {
            Dragboard db = e.getDragboard();
            if (db.hasFiles() && db.getFiles().size() == 1) {
                e.acceptTransferModes(TransferMode.COPY);
                e.consume();
            }
        });
        scene.addEventHandler(DragEvent.DRAG_DROPPED, e -> {
            Dragboard db = e.getDragboard();
            boolean done = false;
            if (db.hasFiles() && db.getFiles().size() == 1) {
                Path file = db.getFiles().get(0).toPath();
                done = true;
                // after the drop has been acknowledged: the dialogs may open nested event loops
                javafx.application.Platform.runLater(() -> {
                    if (confirmDiscard()) {
                        open(file);
                    }
                });
            }
            e.setDropCompleted(done);
            e.consume();
        });
    }

    // ------------------------------------------------------------------ save, tags

    /** Shows the save dialog (a test replaces it to return a file without a window). */
    private static volatile java.util.function.BiFunction<Window, FileChooser, File> saveChooser =
            (w, c) -> c.showSaveDialog(w);

    /** For tests: answer the save dialog with {@code choose} (null: the real dialog again). */
    static void chooseWith(java.util.function.BiFunction<Window, FileChooser, File> choose) {
        saveChooser = choose == null ? (w, c) -> c.showSaveDialog(w) : choose;
    }

    /**
     * Asks where and as what to save: PGN, PGN for XQWizard, DhtmlXQ or XQF. The format is the typed
     * extension's (.xqf XQF, .txt/.ubb DhtmlXQ, .pgn PGN — GBK if that filter is chosen), else the
     * chosen filter's, whose extension is then added; the status line names the format written. The
     * dialog proposes a name from the game's players (or "game.pgn"). When the format cannot keep
     * everything (a value cut to fit XQF, a character GBK cannot hold, a tag with no place), the user is told
     * what, and chooses to save anyway or not at all.
     */
    void save() {
        FileChooser chooser = new FileChooser();
        chooser.setTitle(i18n.get("dialog.save.title"));
        Notation notation = game.notationProperty().get();
        FileChooser.ExtensionFilter pgn = new FileChooser.ExtensionFilter(
                i18n.get("record.save.pgn", i18n.get("notation." + notation)), "*.pgn");
        FileChooser.ExtensionFilter gbk = new FileChooser.ExtensionFilter(i18n.get("record.save.pgnGbk"), "*.pgn");
        FileChooser.ExtensionFilter dhtml = new FileChooser.ExtensionFilter(i18n.get("record.save.dhtmlxq"), "*.txt");
        FileChooser.ExtensionFilter xqf = new FileChooser.ExtensionFilter(i18n.get("record.save.xqf"), "*.xqf");
        chooser.getExtensionFilters().addAll(pgn, gbk, dhtml, xqf);
        chooser.setSelectedExtensionFilter(pgn);
        chooser.setInitialFileName(defaultName());
        File file = saveChooser.apply(window.get(), chooser);
        if (file == null) {
            return;
        }
        FileChooser.ExtensionFilter chosen = chooser.getSelectedExtensionFilter();
        RecordWriter.Target byFilter = chosen == gbk ? RecordWriter.Target.PGN_GBK
                : chosen == dhtml ? RecordWriter.Target.DHTMLXQ : chosen == xqf ? RecordWriter.Target.XQF : null;
        String name = file.getName();
        int dot = name.lastIndexOf('.');
        String ext = dot < 0 ? "" : name.substring(dot + 1).toLowerCase(java.util.Locale.ROOT);
        RecordWriter.Target target;
        boolean known = true;
        switch (ext) {
            case "xqf" -> target = RecordWriter.Target.XQF;
            case "txt", "ubb" -> target = RecordWriter.Target.DHTMLXQ;
            case "pgn" -> target = byFilter == RecordWriter.Target.PGN_GBK ? RecordWriter.Target.PGN_GBK : null;
            default -> {
                target = byFilter;
                known = false;
            }
        }
        String extension = target == RecordWriter.Target.DHTMLXQ ? ".txt" : target == RecordWriter.Target.XQF ? ".xqf" : ".pgn";
        Path path = known || dot > 0 ? file.toPath() : file.toPath().resolveSibling(name + extension);
        RecordWriter.Target written = target == null ? RecordWriter.Target.PGN : target;
        List<org.xqlab.game.RecordWarning> lost = game.saveWarnings(written);
        if (!lost.isEmpty() && !saveAnyway(window.get(), i18n, path.getFileName().toString(), lost)) {
            game.noteProperty().set(GameViewModel.Note.of("note.saveCancelled"));
            return;
        }
        boolean ok = game.save(path, written);
        if (ok) {
            // written in the language shown, also after a switch
            java.util.function.Function<I18n, String> said = t -> t.get("record.savedAs", path.getFileName().toString(),
                    target == null ? t.get("record.save.pgn", t.get("notation." + notation))
                    : target == RecordWriter.Target.PGN_GBK ? t.get("record.save.pgnGbk")
                    : target == RecordWriter.Target.DHTMLXQ ? t.get("record.save.dhtmlxq") : t.get("record.save.xqf"));
            game.noteProperty().set(new GameViewModel.Note("note.saved", said.apply(i18n), said));
        }
    }

    /**
     * Says what the chosen format cannot keep ({@link GameViewModel#saveWarnings}, one line each) and asks
     * whether to save anyway; ids {@code #save-warnings}, {@code #save-warnings-list},
     * {@code #save-warnings-save}, {@code #save-warnings-cancel}. True for Save anyway.
     */
    static boolean saveAnyway(Window owner, I18n i18n, String fileName, List<org.xqlab.game.RecordWarning> warnings) {
        return saveWarnings(owner, i18n, fileName, warnings).showAndWait()
                .map(b -> b.getButtonData() == ButtonBar.ButtonData.OK_DONE).orElse(false);
    }

    /** The question of {@link #saveAnyway}, not yet shown. */
    static Alert saveWarnings(Window owner, I18n i18n, String fileName,
            List<org.xqlab.game.RecordWarning> warnings) {
        ButtonType save = new ButtonType(i18n.get("saveWarnings.save"), ButtonBar.ButtonData.OK_DONE);
        ButtonType cancel = new ButtonType(i18n.get("dialog.cancel"), ButtonBar.ButtonData.CANCEL_CLOSE);
        Alert alert = new Alert(Alert.AlertType.WARNING, "", save, cancel);
        alert.initOwner(owner);
        alert.setTitle(i18n.get("saveWarnings.title"));
        alert.setHeaderText(i18n.get("saveWarnings.header", fileName, warnings.size()));
        javafx.scene.control.TextArea list = new javafx.scene.control.TextArea(
                org.xqlab.ui.WarningTexts.lines(i18n, warnings));
        list.setId("save-warnings-list");
        list.setEditable(false);
        list.setWrapText(true);
        list.setPrefRowCount(Math.min(10, warnings.size() + 1));
        list.setPrefColumnCount(60);
        alert.getDialogPane().setContent(list);
        alert.getDialogPane().setId("save-warnings");
        alert.getDialogPane().lookupButton(save).setId("save-warnings-save");
        // sized by its own text: a uniform width is measured once and cut "Save anyway" at projector size
        ButtonBar.setButtonUniformSize(alert.getDialogPane().lookupButton(save), false);
        alert.getDialogPane().lookupButton(cancel).setId("save-warnings-cancel");
        alert.setResizable(true);
        return alert;
    }

    /** "Red-Black.pgn" from the game's players when both are known, else "game.pgn" (in the window's language). */
    String defaultName() {
        java.util.Map<String, String> tags = game.getRecord().headers();
        String red = tags.getOrDefault("Red", "").trim();
        String black = tags.getOrDefault("Black", "").trim();
        String base = !red.isEmpty() && !black.isEmpty() && !"?".equals(red) && !"?".equals(black)
                ? red + "-" + black : i18n.get("record.save.defaultName");
        return base.replaceAll("[\\\\/:*?\"<>|]", "_") + ".pgn";
    }

    /** Game ▸ Game information: shows the tags and keeps the edits. */
    void tags() {
        TagsDialog.edit(window.get(), i18n, game.getRecord().headers()).ifPresent(game::setTags);
    }
}
