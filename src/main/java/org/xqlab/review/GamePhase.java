package org.xqlab.review;

import org.xqlab.rules.Piece;
import org.xqlab.rules.Position;

/**
 * The phase a move is played in, for accuracy and mistakes by phase: the {@link #OPENING} is the first
 * {@value #OPENING_PLIES} plies (ten moves a side) and any later move still in the opening book; the
 * {@link #ENDGAME} starts when the major pieces left weigh at most {@value #ENDGAME_WEIGHT} (a rook 4, a horse or
 * a cannon 2; the full board weighs 32, both sides counted); the {@link #MIDDLEGAME} is between.
 */
public enum GamePhase {
    OPENING, MIDDLEGAME, ENDGAME;

    /** Plies of the opening, counted from the record's first move. */
    public static final int OPENING_PLIES = 20;
    /** The weight of rooks (4), horses and cannons (2) left at which the endgame starts. */
    public static final int ENDGAME_WEIGHT = 12;

    /** The phase of the move played at {@code ply} (0 = the record's first move) from {@code before}. */
    public static GamePhase of(Position before, int ply, boolean bookMove) {
        if (ply < OPENING_PLIES || bookMove) {
            return OPENING;
        }
        return weight(before) <= ENDGAME_WEIGHT ? ENDGAME : MIDDLEGAME;
    }

    /** Rooks count 4, horses and cannons 2, both sides. */
    public static int weight(Position p) {
        int w = 0;
        for (int c = Piece.RED; c <= Piece.BLACK; c++) {
            w += 4 * p.count(c, Piece.ROOK) + 2 * p.count(c, Piece.HORSE) + 2 * p.count(c, Piece.CANNON);
        }
        return w;
    }

    /** Lower-case name, as the JSON writes it. */
    public String key() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }
}
