package org.xqlab.ui.board;

import javafx.beans.Observable;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.scene.paint.Color;
import org.xqlab.rules.Move;
import org.xqlab.rules.MoveExplainer;
import org.xqlab.rules.Piece;
import org.xqlab.rules.Position;

import java.util.ArrayList;
import java.util.List;

/**
 * What the board shows and how it answers the mouse, without a window.
 *
 * <p>Points are those of {@link org.xqlab.rules.Square}; -1 is "none". Pressing an own piece selects it
 * and {@link #targets()} become its legal destinations; pressing another point while a piece is selected
 * tries that move (click-click); pressing the selected piece again and releasing without dragging
 * deselects it. A drag from the selected piece that is released on another point tries that move
 * (drag-and-drop). A refused move keeps the selection and the game model's note says why; pressing an
 * opponent's piece with nothing selected says it is not yours. {@link #versionProperty()} grows on every
 * change the board has to redraw for (position, selection, display options, arrows).
 *
 * <p>{@link #arrows()} are drawn over the pieces, each from one point to another in its colour, with an
 * optional label (a number along a principal variation, see {@link PvArrows}): the move into a tree node
 * and the best line from it in analysis, the engine's line on the main board. They stay until replaced.
 * {@link #shades()} colour whole points under the board's lines (the history heatmap); a board may hide
 * its pieces ({@link #piecesShownProperty()}) and name its points by ICCS file and rank
 * ({@link #iccsCoordinatesProperty()}) instead of the printed numerals.
 */
public final class BoardViewModel {
    private final GameViewModel game;
    private final IntegerProperty selected = new SimpleIntegerProperty(-1);
    private final BooleanProperty flipped = new SimpleBooleanProperty();
    private final BooleanProperty simplified = new SimpleBooleanProperty();
    private final BooleanProperty projector = new SimpleBooleanProperty();
    private final IntegerProperty version = new SimpleIntegerProperty();
    private final ObservableList<Arrow> arrows = FXCollections.observableArrayList();
    private final ObservableList<Shade> shades = FXCollections.observableArrayList();
    private final BooleanProperty piecesShown = new SimpleBooleanProperty(true);
    private final BooleanProperty iccsCoordinates = new SimpleBooleanProperty();
    private final javafx.beans.property.DoubleProperty coordinateMinimum = new javafx.beans.property.SimpleDoubleProperty();
    private List<Integer> targets = List.of();
    private boolean deselectOnRelease;

    public BoardViewModel(GameViewModel game) {
        this.game = game;
        game.positionProperty().addListener((obs, old, now) -> {
            clearSelection();
            changed(obs);
        });
        for (Observable o : new Observable[] {selected, flipped, simplified, projector, arrows, shades, piecesShown,
                iccsCoordinates, coordinateMinimum}) {
            o.addListener(this::changed);
        }
    }

    private void changed(Observable o) {
        version.set(version.get() + 1);
    }

    /**
     * An arrow from one point to another (points of {@link org.xqlab.rules.Square}) in a colour, with a
     * short label drawn on its shaft ("" for none).
     */
    public record Arrow(int from, int to, Color colour, String label) {
        public Arrow {
            label = label == null ? "" : label;
        }

        /** An arrow without a label. */
        public Arrow(int from, int to, Color colour) {
            this(from, to, colour, "");
        }

        /** The arrow of a move (see {@link Move}). */
        public static Arrow of(int move, Color colour) {
            return new Arrow(Move.from(move), Move.to(move), colour, "");
        }

        /** The arrow of a move with a label. */
        public static Arrow of(int move, Color colour, String label) {
            return new Arrow(Move.from(move), Move.to(move), colour, label);
        }
    }

    /** A point (of {@link org.xqlab.rules.Square}) filled with a colour, and outlined if {@code marked}. */
    public record Shade(int square, Color fill, boolean marked) {
    }

    /** The shaded points, drawn under the board's lines; changing the list redraws the board. */
    public ObservableList<Shade> shades() {
        return shades;
    }

    /** False: the board is drawn without pieces (a heatmap over the bare board). */
    public BooleanProperty piecesShownProperty() {
        return piecesShown;
    }

    /** True: files a–i and ranks 0–9 at the edges (ICCS names), instead of 九…一 and 1–9. */
    public BooleanProperty iccsCoordinatesProperty() {
        return iccsCoordinates;
    }

    /** The arrows drawn over the board, in drawing order; changing the list redraws the board. */
    public ObservableList<Arrow> arrows() {
        return arrows;
    }

    public GameViewModel game() {
        return game;
    }

    public Position position() {
        return game.getPosition();
    }

    public ReadOnlyIntegerProperty selectedProperty() {
        return selected;
    }

    public int selected() {
        return selected.get();
    }

    /** Legal destinations of the selected piece. */
    public List<Integer> targets() {
        return targets;
    }

    public BooleanProperty flippedProperty() {
        return flipped;
    }

    public BooleanProperty simplifiedProperty() {
        return simplified;
    }

    /** The smallest size of the coordinates at the board's edges, in pixels (0: they follow the board's size). */
    public javafx.beans.property.DoubleProperty coordinateMinimumProperty() {
        return coordinateMinimum;
    }

    public BooleanProperty projectorProperty() {
        return projector;
    }

    public ReadOnlyIntegerProperty versionProperty() {
        return version;
    }

    /** The last move to mark (from and to), or {@link Move#NONE}. */
    public int lastMove() {
        return game.lastMove();
    }

    /** The point of the king of the side to move if it is in check, else -1. */
    public int checkedKing() {
        Position p = position();
        return p.inCheck() ? p.squareOf(Piece.base(p.sideToMove())) : -1;
    }

    /** The character for a piece id on the board (traditional or simplified). */
    public String glyph(int id) {
        int color = Piece.colorOf(id);
        int type = Piece.typeOf(id);
        return String.valueOf(simplified.get() ? Piece.chineseSimplified(color, type) : Piece.chinese(color, type));
    }

    // ------------------------------------------------------------------ mouse

    /** A press on a point (-1 outside the board). */
    public void press(int sq) {
        deselectOnRelease = false;
        if (sq < 0) {
            clearSelection();
            return;
        }
        Position p = position();
        int id = p.pieceAt(sq);
        boolean own = id != 0 && Piece.colorOf(id) == p.sideToMove();
        if (own && game.outcomeProperty().get() == null && !game.isHumanToMove()) {
            clearSelection();
            game.noteProperty().set(GameViewModel.Note.of("note.engineToMove"));
        } else if (own && game.outcomeProperty().get() == null) {
            if (sq == selected.get()) {
                deselectOnRelease = true;
            } else {
                select(sq);
            }
            game.noteProperty().set(null);
        } else if (selected.get() >= 0) {
            attempt(selected.get(), sq);
        } else if (id != 0 && !own) {
            game.noteProperty().set(GameViewModel.Note.of("reason." + MoveExplainer.Reason.NOT_YOUR_PIECE));
        } else if (own) {
            game.tryMove(sq, sq); // explains that the game is over
        }
    }

    /** The release of a press: on {@code sq}, after a drag or not. */
    public void release(int sq, boolean dragged) {
        int from = selected.get();
        if (dragged && from >= 0 && sq != from) {
            if (sq < 0) {
                clearSelection();
            } else {
                attempt(from, sq);
            }
        } else if (!dragged && deselectOnRelease) {
            clearSelection();
        }
        deselectOnRelease = false;
    }

    /** True if a drag may start from this point (it holds the selected piece). */
    public boolean canDragFrom(int sq) {
        return sq >= 0 && sq == selected.get();
    }

    private void attempt(int from, int to) {
        MoveExplainer.Reason r = game.tryMove(from, to);
        if (r == MoveExplainer.Reason.LEGAL) {
            clearSelection();
        }
    }

    private void select(int sq) {
        List<Integer> t = new ArrayList<>();
        for (int m : position().legalMoves()) {
            if (Move.from(m) == sq) {
                t.add(Move.to(m));
            }
        }
        targets = List.copyOf(t);
        selected.set(sq);
        changed(selected);
    }

    public void clearSelection() {
        targets = List.of();
        selected.set(-1);
    }
}
