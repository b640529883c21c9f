package org.xqlab.rules;

import org.junit.jupiter.api.Test;

import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@link Position#attacked} (which works from the attacker's piece list) agrees on every point, for both
 * colours, with a plain reference written here the slow way: each piece of the attacking side, by how it
 * moves, walking its lines point by point.
 */
class AttackedTest {

    @Test
    void agreesWithAPointByPointReferenceOnRandomPositions() {
        SplittableRandom random = new SplittableRandom(5);
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int checked = 0;
        int attackedPoints = 0;
        for (String start : new String[] {Fen.START, "r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w - - 0 1",
            "1C2ka3/9/C1Nab1n2/p3p3p/6p2/9/P3P3P/3AB4/3p2c2/c1BAK4 w - - 0 1"}) {
            for (int game = 0; game < 40; game++) {
                Position p = Fen.parse(start);
                int plies = random.nextInt(80);
                for (int i = 0; i < plies; i++) {
                    int n = p.legalMoves(moves);
                    if (n == 0) {
                        break;
                    }
                    p.play(moves[random.nextInt(n)]);
                }
                for (int sq = 0; sq < 256; sq++) {
                    if (!Square.inBoard(sq)) {
                        continue;
                    }
                    for (int color = 0; color < 2; color++) {
                        final int at = sq;
                        final int by = color;
                        boolean expected = reference(p, at, by);
                        assertEquals(expected, p.attacked(at, by),
                                () -> Fen.format(p) + ": " + Square.name(at) + " by " + (by == Piece.RED ? "red" : "black"));
                        checked++;
                        attackedPoints += expected ? 1 : 0;
                    }
                }
            }
        }
        assertEquals(120 * 90 * 2, checked);
        assertTrue(attackedPoints > checked / 10, "enough attacked points to mean something: " + attackedPoints);
    }

    @Test
    void aPieceDoesNotDefendThePointItStandsOn() {
        // a black cannon on e5 with no other piece on its rank, a rook on b7: neither defends its own point
        // (a capture's victim), though the cannon's own point counts as one piece on the rank
        Position p = Fen.parse("3k5/9/1r7/9/4c4/9/9/9/9/5K3 w - - 0 1");
        for (String point : new String[] {"e5", "b7"}) {
            int sq = Square.parse(point);
            assertFalse(reference(p, sq, Piece.BLACK), point);
            assertFalse(p.attacked(sq, Piece.BLACK), point);
        }
        assertTrue(p.attacked(Square.parse("b5"), Piece.BLACK), "the rook attacks b5");
    }

    /** Could a piece of {@code by} capture on {@code sq}, by the movement rules, pins ignored? */
    static boolean reference(Position p, int sq, int by) {
        for (int id = Piece.base(by); id < Piece.base(by) + 16; id++) {
            int s = p.squareOf(id);
            if (s == 0 || s == sq) {
                continue;
            }
            int d = sq - s;
            switch (Piece.typeOf(id)) {
                case Piece.KING:
                    if (Square.inPalace(sq) && (d == 1 || d == -1 || d == 16 || d == -16)) {
                        return true;
                    }
                    break;
                case Piece.ADVISOR:
                    if (Square.inPalace(sq) && (d == 15 || d == -15 || d == 17 || d == -17)) {
                        return true;
                    }
                    break;
                case Piece.ELEPHANT:
                    if (Square.ownHalf(sq, by) && (d == 30 || d == -30 || d == 34 || d == -34)
                            && p.pieceAt(s + d / 2) == 0) {
                        return true;
                    }
                    break;
                case Piece.HORSE: {
                    int[] steps = {-33, -31, -18, -14, 14, 18, 31, 33};
                    int[] legs = {-16, -16, -1, 1, -1, 1, 16, 16};
                    for (int i = 0; i < 8; i++) {
                        if (d == steps[i] && p.pieceAt(s + legs[i]) == 0) {
                            return true;
                        }
                    }
                    break;
                }
                case Piece.ROOK:
                case Piece.CANNON: {
                    int step = Square.rank(s) == Square.rank(sq) ? (d > 0 ? 1 : -1)
                            : Square.file(s) == Square.file(sq) ? (d > 0 ? 16 : -16) : 0;
                    if (step == 0) {
                        break;
                    }
                    int between = 0;
                    for (int x = s + step; x != sq; x += step) {
                        between += p.pieceAt(x) != 0 ? 1 : 0;
                    }
                    if (between == (Piece.typeOf(id) == Piece.ROOK ? 0 : 1)) {
                        return true;
                    }
                    break;
                }
                default: // pawn: forward, and sideways once across the river
                    if (d == Square.forward(by) || !Square.ownHalf(s, by) && (d == 1 || d == -1)) {
                        return true;
                    }
                    break;
            }
        }
        return false;
    }
}
