package org.xqlab.ui.board;

import org.xqlab.rules.Notation;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.xqlab.game.GameRecord;
import org.xqlab.game.GameRecordText;
import org.xqlab.game.Outcome;
import org.xqlab.rules.Fen;
import org.xqlab.rules.FenException;
import org.xqlab.rules.Move;
import org.xqlab.rules.MoveExplainer;
import org.xqlab.rules.Piece;
import org.xqlab.rules.Position;

import org.xqlab.game.GameFiles;
import org.xqlab.game.RecordCollection;
import org.xqlab.game.RecordFile;
import org.xqlab.game.RecordReader;
import org.xqlab.game.RecordWriter;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.IntPredicate;

/**
 * The game as the window sees it: a {@link GameRecord} in play mode behind read-only properties, tested
 * without a window.
 *
 * <p>{@link #positionProperty()} is the position at the cursor; {@link #getMoves()} the numbered moves of
 * the line through the cursor in the chosen notation, {@link #currentIndexProperty()} the cursor's index
 * in it (-1 at the start). {@link #tryMove} plays a legal move or leaves the game unchanged and sets
 * {@link #noteProperty()} to the reason (a message key such as {@code reason.HORSE_LEG_BLOCKED});
 * a successful move or navigation clears the note. {@link #commentProperty()} is the comment of the
 * current move and writes back into the record. The outcome at the cursor is {@link #outcomeProperty()}.
 *
 * <p>When an engine plays one side, {@link #setHumanSide} says which sides people move: a board move
 * for the other side is refused ({@code note.engineToMove}) and the engine plays through
 * {@link #playEngineMove}. Files and clipboard text go through {@link GameFiles} and
 * {@link GameRecordText}: opening or pasting something that is not a game leaves the game untouched
 * and puts the problem, with its line, into the note.
 */
public final class GameViewModel {
    /** One row of the move list. */
    public record MoveEntry(GameRecord.Node node, String number, String text, boolean hasVariations) {
        @Override
        public String toString() {
            return number + " " + text + (hasVariations ? " +" : "");
        }
    }

    /**
     * One row of the move tree: a move of the line through the cursor ({@code inLine}) or, right after
     * such a move, an alternative to it (a variation start, {@code inLine} false, with the first moves of
     * that variation in {@code text}). {@code depth} is how many variations deep the row lies from the
     * main line; {@code mainLine} marks nodes on the main line.
     */
    public record Row(GameRecord.Node node, String number, String text, int depth, boolean inLine, boolean mainLine) {
        @Override
        public String toString() {
            return number + " " + text;
        }
    }

    /**
     * A status message: a bundle key and an optional detail shown after it. {@code detailText}, when given,
     * writes the detail in the window's language each time the note is shown (so a note made before a
     * language switch follows it); {@code detail} is then the same detail in English.
     */
    public record Note(String key, String detail, java.util.function.Function<org.xqlab.ui.I18n, String> detailText) {
        public Note(String key, String detail) {
            this(key, detail, null);
        }

        public static Note of(String key) {
            return new Note(key, null);
        }

        /** The detail in the language of {@code i18n}, or null. */
        public String detail(org.xqlab.ui.I18n i18n) {
            return detailText != null ? detailText.apply(i18n) : detail;
        }
    }

    private GameRecord record = new GameRecord();
    /** The rules that judge repetitions in every game of this view (perpetual check and chase). */
    private org.xqlab.rules.RepetitionJudge.RuleSet rules = org.xqlab.rules.RepetitionJudge.RuleSet.DEFAULT;
    private final ObjectProperty<Position> position = new SimpleObjectProperty<>(record.position());
    private final ObservableList<MoveEntry> moves = FXCollections.observableArrayList();
    private final ObservableList<Row> rows = FXCollections.observableArrayList();
    private final BooleanProperty modified = new SimpleBooleanProperty();
    private final BooleanProperty inVariation = new SimpleBooleanProperty();
    private final javafx.beans.property.IntegerProperty tagsVersion = new SimpleIntegerProperty();
    private final IntegerProperty currentIndex = new SimpleIntegerProperty(-1);
    private final ObjectProperty<Outcome> outcome = new SimpleObjectProperty<>();
    private final ObjectProperty<Note> note = new SimpleObjectProperty<>();
    private final BooleanProperty canUndo = new SimpleBooleanProperty();
    private final BooleanProperty canRedo = new SimpleBooleanProperty();
    private final StringProperty comment = new SimpleStringProperty("");
    private final ObjectProperty<Notation> notation = new SimpleObjectProperty<>(Notation.ICCS);
    private boolean updating;
    private IntPredicate humanSide = side -> true;

    public GameViewModel() {
        comment.addListener((obs, old, now) -> {
            if (!updating) {
                record.setComment(record.cursor(), now);
                modified.set(true);
            }
        });
        notation.addListener((obs, old, now) -> refresh());
        refresh();
    }

    // ------------------------------------------------------------------ properties

    public ReadOnlyObjectProperty<Position> positionProperty() {
        return position;
    }

    /** The position at the cursor (do not modify; it is replaced on every change). */
    public Position getPosition() {
        return position.get();
    }

    public ObservableList<MoveEntry> getMoves() {
        return FXCollections.unmodifiableObservableList(moves);
    }

    /** The move tree as the move list shows it: the line through the cursor with its alternatives. */
    public ObservableList<Row> getRows() {
        return FXCollections.unmodifiableObservableList(rows);
    }

    /** True once the game changed since it was started, opened or saved (moves, comments, tags, variations). */
    public ReadOnlyBooleanProperty modifiedProperty() {
        return modified;
    }

    public boolean isModified() {
        return modified.get();
    }

    /** True while the cursor is inside a variation (off the main line). */
    public ReadOnlyBooleanProperty inVariationProperty() {
        return inVariation;
    }

    /** Changes whenever the tags change (for views that show them). */
    public ReadOnlyIntegerProperty tagsVersionProperty() {
        return tagsVersion;
    }

    public ReadOnlyIntegerProperty currentIndexProperty() {
        return currentIndex;
    }

    public ReadOnlyObjectProperty<Outcome> outcomeProperty() {
        return outcome;
    }

    public ObjectProperty<Note> noteProperty() {
        return note;
    }

    public ReadOnlyBooleanProperty canUndoProperty() {
        return canUndo;
    }

    public ReadOnlyBooleanProperty canRedoProperty() {
        return canRedo;
    }

    public StringProperty commentProperty() {
        return comment;
    }

    public ObjectProperty<Notation> notationProperty() {
        return notation;
    }

    public GameRecord getRecord() {
        return record;
    }

    /** The last move on the board (the cursor's move), or {@link Move#NONE}. */
    public int lastMove() {
        return record.cursor().move();
    }

    // ------------------------------------------------------------------ actions

    /**
     * Plays from→to if it is legal and the game is not over. Returns {@link MoveExplainer.Reason#LEGAL}
     * when played, otherwise the reason (also put into the note), or null when the game is over.
     */
    public MoveExplainer.Reason tryMove(int from, int to) {
        if (record.outcome() != null) {
            note.set(Note.of("note.gameOver"));
            return null;
        }
        if (!isHumanToMove()) {
            note.set(Note.of("note.engineToMove"));
            return null;
        }
        Position p = record.position();
        MoveExplainer.Reason reason = MoveExplainer.explain(p, from, to);
        if (reason != MoveExplainer.Reason.LEGAL) {
            note.set(Note.of("reason." + reason.name()));
            return reason;
        }
        record.playMove(Move.of(from, to));
        modified.set(true);
        note.set(null);
        refresh();
        return reason;
    }

    /** Which sides people move (the others belong to an engine). */
    public void setHumanSide(IntPredicate humanSide) {
        this.humanSide = humanSide;
    }

    /** True if a person moves the side to move. */
    public boolean isHumanToMove() {
        return humanSide.test(record.position().sideToMove());
    }

    /** Plays an engine's move (legal by construction) at the cursor. */
    public void playEngineMove(int move) {
        record.playMove(move);
        modified.set(true);
        note.set(null);
        refresh();
    }

    public void newGame() {
        replace(new GameRecord());
    }

    /** Starts a game from a FEN; a bad FEN leaves the game as it is and explains in the note. */
    public boolean newGameFromFen(String fen) {
        try {
            replace(new GameRecord(fen == null ? "" : fen.trim()));
            return true;
        } catch (FenException e) {
            note.set(new Note("note.badFen", e.getMessage()));
            return false;
        }
    }

    public String fen() {
        return Fen.format(record.position());
    }

    public void undo() {
        navigate(record::undo);
    }

    public void redo() {
        navigate(record::redo);
    }

    public void first() {
        navigate(record::first);
    }

    public void prev() {
        navigate(record::prev);
    }

    public void next() {
        navigate(record::next);
    }

    public void last() {
        navigate(record::last);
    }

    public void goTo(GameRecord.Node node) {
        navigate(() -> record.goTo(node));
    }

    public boolean hasNext() {
        return record.hasNext();
    }

    /** The side to move resigns. */
    public void resign() {
        if (record.outcome() == null) {
            record.resign();
            modified.set(true);
            refresh();
        }
    }

    /** The players agree to a draw. */
    public void agreeDraw() {
        if (record.outcome() == null) {
            record.agreeDraw();
            modified.set(true);
            refresh();
        }
    }

    /**
     * Reads a game file in any format {@link RecordReader} knows and shows its first game; a failure
     * leaves the game as it is and explains in the note.
     */
    public boolean open(Path file) {
        RecordCollection f = read(file);
        if (f == null) {
            return false;
        }
        load(f.game(0));
        return true;
    }

    /**
     * Reads a record file as a {@link RecordCollection} (an index of its games, each parsed when it is
     * wanted, so a collection of any size fits), or null (the note says why, with the line or byte offset).
     */
    public RecordCollection read(Path file) {
        try {
            return RecordCollection.open(file);
        } catch (IOException | RuntimeException e) {
            openFailed(e);
            return null;
        }
    }

    /** Puts a failure to read a record file into the note (for readers on another thread, on the FX thread). */
    public void openFailed(Exception e) {
        note.set(new Note("note.openFailed", e.getMessage()));
    }

    /**
     * Shows {@code g} at the end of its main line; the game counts as unmodified. A game read only in part
     * (a bad move inside a variation) says so in the note, with the place of the first bad move.
     */
    public void load(GameRecord g) {
        replace(g);
        record.last();
        refresh();
        if (!g.readWarnings().isEmpty()) {
            java.util.List<org.xqlab.game.RecordWarning> warnings = g.readWarningDetails();
            String more = warnings.size() > 1 ? " (+" + (warnings.size() - 1) + ")" : "";
            note.set(new Note("note.readInPart", warnings.get(0).text() + more,
                    i18n -> org.xqlab.ui.WarningTexts.text(i18n, warnings.get(0)) + more));
        }
    }

    /** Saves the game as PGN (UTF-8) with moves in the move list's notation. */
    public boolean save(Path file) {
        return save(file, RecordWriter.Target.PGN);
    }

    /**
     * Saves the game atomically as {@code target} (PGN with moves in the move list's notation, PGN for
     * XQWizard, DhtmlXQ, XQF) through {@link GameFiles}; the note says saved or why not.
     */
    public boolean save(Path file, RecordWriter.Target target) {
        try {
            GameFiles.write(file, record, target, notation.get());
            note.set(new Note("note.saved", file.getFileName().toString()));
            modified.set(false);
            return true;
        } catch (IOException | RuntimeException e) {
            note.set(new Note("note.saveFailed", e.getMessage()));
            return false;
        }
    }

    /**
     * What saving as {@code target} would cut, replace or leave out ({@link RecordWriter#warnings}), one
     * line each; empty when the format keeps everything.
     */
    public List<org.xqlab.game.RecordWarning> saveWarnings(RecordWriter.Target target) {
        return RecordWriter.warningDetails(List.of(record), target);
    }

    /** The game as PGN text with moves in the move list's notation. */
    public String pgn() {
        return GameRecordText.write(record, notation.get());
    }

    /** Replaces the game by PGN text; text that is no game leaves it untouched and explains in the note. */
    public boolean loadPgn(String text) {
        RecordFile f = readText(text);
        if (f == null) {
            return false;
        }
        replace(f.first());
        return true;
    }

    /**
     * Reads pasted text in any text format (PGN with one or more games, DhtmlXQ blocks, dpxq, PlayOK),
     * or null when it is no game (the note says why).
     */
    public RecordFile readText(String text) {
        try {
            return RecordReader.readText(text == null ? "" : text, null);
        } catch (RuntimeException e) {
            note.set(new Note("note.badPgn", e.getMessage()));
            return null;
        }
    }

    // ------------------------------------------------------------------ variations, comments, tags

    /** Leaves the variation the cursor is in for the main line, at the move where the variation branched off. */
    public void backToMainLine() {
        GameRecord.Node outermost = null;
        for (GameRecord.Node n = record.cursor(); n.parent() != null; n = n.parent()) {
            if (n.isVariation()) {
                outermost = n;
            }
        }
        if (outermost != null) {
            goTo(outermost.parent().children().get(0));
        }
    }

    /** Makes the cursor's variation the main continuation at its branch point; false on the main line. */
    public boolean promoteVariation() {
        if (!record.promoteVariation()) {
            return false;
        }
        modified.set(true);
        refresh();
        return true;
    }

    /** Deletes the cursor's variation (the cursor goes to its branch point); false on the main line. */
    public boolean deleteVariation() {
        if (!record.deleteVariation()) {
            return false;
        }
        modified.set(true);
        note.set(null);
        refresh();
        return true;
    }

    /** Sets the comment after {@code node}'s move. */
    public void setComment(GameRecord.Node node, String text) {
        record.setComment(node, text);
        modified.set(true);
        refresh();
    }

    /** Sets tags (a blank value removes the tag, except the standard seven); Result and FEN are not changed here. */
    public void setTags(Map<String, String> tags) {
        Map<String, String> h = record.headers();
        for (Map.Entry<String, String> e : tags.entrySet()) {
            String key = e.getKey();
            if ("Result".equals(key) || "FEN".equals(key)) {
                continue;
            }
            String value = e.getValue() == null ? "" : e.getValue().strip();
            if (!value.equals(h.getOrDefault(key, ""))) {
                if (value.isEmpty()) {
                    h.remove(key);
                } else {
                    h.put(key, value);
                }
                modified.set(true);
            }
        }
        tagsVersion.set(tagsVersion.get() + 1);
    }

    /** Tells the views that the record's tags were changed directly (e.g. the players of a new game). */
    public void tagsChanged() {
        tagsVersion.set(tagsVersion.get() + 1);
    }

    /** Marks the game as saved or as just loaded (nothing to lose). */
    public void markUnmodified() {
        modified.set(false);
    }

    /** The rule set that judges repetitions. */
    public org.xqlab.rules.RepetitionJudge.RuleSet rules() {
        return rules;
    }

    /** Judges repetitions by {@code rules}, in this game and the next ones. */
    public void setRules(org.xqlab.rules.RepetitionJudge.RuleSet rules) {
        this.rules = rules;
        record.setRules(rules);
        refresh();
    }

    private void replace(GameRecord g) {
        record = g;
        record.setRules(rules);
        modified.set(false);
        tagsVersion.set(tagsVersion.get() + 1);
        note.set(null);
        refresh();
    }

    private void navigate(Runnable step) {
        step.run();
        note.set(null);
        refresh();
    }

    /** Recomputes every property from the record. */
    private void refresh() {
        updating = true;
        try {
            Position p = record.position();
            position.set(p);
            outcome.set(record.outcome());
            canUndo.set(record.hasPrev());
            canRedo.set(record.hasNext());
            comment.set(record.cursor().comment());
            rebuildMoves();
        } finally {
            updating = false;
        }
    }

    private void rebuildMoves() {
        Position p = record.positionAt(record.root());
        List<MoveEntry> entries = new ArrayList<>();
        List<Row> tree = new ArrayList<>();
        int index = -1;
        int depth = 0;
        boolean onMain = true;
        for (GameRecord.Node n : record.currentLine()) {
            if (n.isVariation()) {
                depth++;
                onMain = false;
            }
            String prefix = numberOf(p);
            String text = notation.get().format(p, n.move());
            List<GameRecord.Node> siblings = n.parent().children();
            entries.add(new MoveEntry(n, prefix, text, siblings.size() > 1));
            tree.add(new Row(n, prefix, text, depth, true, onMain));
            if (n == record.cursor()) {
                index = entries.size() - 1;
            }
            for (GameRecord.Node s : siblings) {
                if (s != n) {
                    tree.add(new Row(s, prefix, preview(p, s), depthOf(s), false, onMainPath(s)));
                }
            }
            p.play(n.move());
        }
        moves.setAll(entries);
        rows.setAll(tree);
        currentIndex.set(index);
        inVariation.set(!onMainPath(record.cursor()));
    }

    private static String numberOf(Position p) {
        int number = p.fullmoveNumber();
        return p.sideToMove() == Piece.RED ? number + "." : number + "...";
    }

    /** How many variations deep {@code node} lies (0 on the main line). */
    private static int depthOf(GameRecord.Node node) {
        int depth = 0;
        for (GameRecord.Node n = node; n.parent() != null; n = n.parent()) {
            if (n.isVariation()) {
                depth++;
            }
        }
        return depth;
    }

    /** True if {@code node} lies on the main line. */
    private static boolean onMainPath(GameRecord.Node node) {
        for (GameRecord.Node n = node; n.parent() != null; n = n.parent()) {
            if (n.isVariation()) {
                return false;
            }
        }
        return true;
    }

    /** The first moves of the line starting with {@code start} (played from {@code before}), numbered. */
    private String preview(Position before, GameRecord.Node start) {
        Position q = before.copy();
        StringBuilder sb = new StringBuilder(notation.get().format(q, start.move()));
        q.play(start.move());
        GameRecord.Node n = start;
        for (int i = 0; i < 3 && !n.children().isEmpty(); i++) {
            n = n.children().get(0);
            sb.append(' ');
            if (q.sideToMove() == Piece.RED) {
                sb.append(q.fullmoveNumber()).append(". ");
            }
            sb.append(notation.get().format(q, n.move()));
            q.play(n.move());
        }
        if (!n.children().isEmpty()) {
            sb.append(" …");
        }
        return sb.toString();
    }
}
