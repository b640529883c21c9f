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

import java.io.IOException;
import java.nio.file.Path;
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

    /** A status message: a bundle key and an optional detail shown after it. */
    public record Note(String key, String detail) {
        public static Note of(String key) {
            return new Note(key, null);
        }
    }

    private GameRecord record = new GameRecord();
    private final ObjectProperty<Position> position = new SimpleObjectProperty<>(record.position());
    private final ObservableList<MoveEntry> moves = FXCollections.observableArrayList();
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
            refresh();
        }
    }

    /** The players agree to a draw. */
    public void agreeDraw() {
        if (record.outcome() == null) {
            record.agreeDraw();
            refresh();
        }
    }

    /** Reads a game file (UTF-8 or GBK, any notation); a failure leaves the game as it is and explains in the note. */
    public boolean open(Path file) {
        try {
            GameRecord g = GameFiles.read(file);
            replace(g);
            record.last();
            refresh();
            return true;
        } catch (IOException | RuntimeException e) {
            note.set(new Note("note.openFailed", e.getMessage()));
            return false;
        }
    }

    /** Saves the game with moves in the move list's notation. */
    public boolean save(Path file) {
        return save(file, notation.get());
    }

    /** Saves the game atomically with moves in {@code moves}. */
    public boolean save(Path file, Notation moves) {
        try {
            GameFiles.write(file, record, moves);
            note.set(new Note("note.saved", file.getFileName().toString()));
            return true;
        } catch (IOException | RuntimeException e) {
            note.set(new Note("note.saveFailed", e.getMessage()));
            return false;
        }
    }

    /** The game as PGN text with moves in the move list's notation. */
    public String pgn() {
        return GameRecordText.write(record, notation.get());
    }

    /** Replaces the game by PGN text; text that is no game leaves it untouched and explains in the note. */
    public boolean loadPgn(String text) {
        try {
            GameRecord g = GameRecordText.read(text == null ? "" : text);
            replace(g);
            return true;
        } catch (RuntimeException e) {
            note.set(new Note("note.badPgn", e.getMessage()));
            return false;
        }
    }

    private void replace(GameRecord g) {
        record = g;
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
        java.util.List<MoveEntry> entries = new java.util.ArrayList<>();
        int index = -1;
        for (GameRecord.Node n : record.currentLine()) {
            int number = p.fullmoveNumber();
            String prefix = p.sideToMove() == Piece.RED ? number + "." : number + "...";
            String text = notation.get().format(p, n.move());
            entries.add(new MoveEntry(n, prefix, text, n.parent().children().size() > 1));
            if (n == record.cursor()) {
                index = entries.size() - 1;
            }
            p.play(n.move());
        }
        moves.setAll(entries);
        currentIndex.set(index);
    }
}
