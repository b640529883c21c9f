package org.xqlab.ui.board;

import javafx.scene.paint.Color;
import org.xqlab.rules.Piece;
import org.xqlab.rules.Position;

import java.util.ArrayList;
import java.util.List;

/**
 * A principal variation drawn as arrows on one board, the same way on the analysis board and on the
 * main board. A PV is a sequence: its second move is played in the position after the first, and so on,
 * but all its arrows are drawn on the position shown. So each arrow carries its number along the line
 * (1, 2, 3, …) in a disc on its shaft, is drawn in the colour of the side that makes the move (red for
 * Red, near-black for Black) and fades with its number. The moves are followed on a copy of the
 * position: the line is cut at its first move that is not legal there (a line read from the
 * transposition table can end in a move of another position), and at {@link #SHOWN} moves.
 */
public final class PvArrows {
    /** How many moves of a line are drawn. */
    public static final int SHOWN = 4;
    /** Red's moves. */
    public static final Color RED_SIDE = Color.rgb(215, 30, 30);
    /** Black's moves. */
    public static final Color BLACK_SIDE = Color.rgb(20, 20, 20);
    /** The move into the position shown (a tree node's move on the analysis board). */
    public static final Color MOVE_IN = Color.rgb(0, 120, 215);

    private PvArrows() {
    }

    /**
     * The arrows of the first {@code max} moves of {@code line} played from {@code from} (not changed),
     * numbered from 1, in the mover's colour, each later one paler; fewer if a move is not legal.
     */
    public static List<BoardViewModel.Arrow> of(Position from, int[] line, int max) {
        List<BoardViewModel.Arrow> arrows = new ArrayList<>();
        Position p = from.copy();
        for (int i = 0; i < line.length && i < max; i++) {
            int m = line[i];
            if (!p.isLegal(m)) {
                break;
            }
            arrows.add(BoardViewModel.Arrow.of(m, colour(p.sideToMove(), i), Integer.toString(i + 1)));
            p.play(m);
        }
        return arrows;
    }

    /** The colour of the {@code i}-th move (from 0) of a line made by {@code side}: fading with i. */
    public static Color colour(int side, int i) {
        Color base = side == Piece.RED ? RED_SIDE : BLACK_SIDE;
        return base.deriveColor(0, 1, 1, Math.max(0.4, 0.9 - 0.15 * i));
    }

    /**
     * How many moves of {@code line} from {@code root} lead to {@code shown} (0 if it is the root itself),
     * or -1 if no legal prefix of the line reaches it. The main board uses it to draw the rest of the
     * engine's line after the engine (or the player) made its first moves.
     */
    public static int reached(Position root, int[] line, Position shown) {
        Position p = root.copy();
        for (int k = 0; ; k++) {
            if (same(p, shown)) {
                return k;
            }
            if (k >= line.length || !p.isLegal(line[k])) {
                return -1;
            }
            p.play(line[k]);
        }
    }

    private static boolean same(Position a, Position b) {
        return a.key() == b.key() && a.sideToMove() == b.sideToMove();
    }

    /** The moves {@code line[k..]} (empty if k is out of range). */
    public static int[] rest(int[] line, int k) {
        return k < 0 || k >= line.length ? new int[0] : java.util.Arrays.copyOfRange(line, k, line.length);
    }
}
