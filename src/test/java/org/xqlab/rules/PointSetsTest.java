package org.xqlab.rules;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The colour occupancy sets follow the board through make, unmake, null moves, copies and set-up; the
 * capture and quiet generators that read them yield exactly the pseudo-legal moves, in the order the
 * search's tie-breaks depend on; and the horse counts the evaluation reads from them equal a point-by-point scan.
 */
class PointSetsTest {

    @Test
    void indexRunsAlongTheRanksInPointOrder() {
        int previous = -1;
        for (int sq = 0; sq < 256; sq++) {
            int i = PointSets.INDEX[sq];
            if (Square.onBoard(sq)) {
                assertEquals(previous + 1, i, Square.name(sq));
                assertEquals(sq, PointSets.POINT[i]);
                previous = i;
            } else {
                assertEquals(-1, i);
            }
        }
        assertEquals(89, previous);
    }

    @Test
    void setsAndCapturesFollowRandomGamesAndTakebacks() {
        Random random = new Random(27);
        int captures = 0;
        for (int game = 0; game < 60; game++) {
            Position p = Position.startPosition();
            int made = 0;
            for (int ply = 0; ply < 150; ply++) {
                int[] legal = p.legalMoves();
                if (legal.length == 0) {
                    break;
                }
                p.makeMove(legal[random.nextInt(legal.length)]);
                made++;
                assertSetsMatchBoard(p);
                captures += assertGeneratorsMatchReference(p);
                if (ply % 5 == 0) {
                    assertHorseCountsMatchScan(p);
                }
                if (ply % 7 == 3) {
                    p.makeNullMove(); // the other side's captures in the same position
                    captures += assertGeneratorsMatchReference(p);
                    p.unmakeMove();
                }
            }
            assertSetsMatchBoard(p.copy());
            while (made-- > 0) {
                p.unmakeMove();
                assertSetsMatchBoard(p);
            }
        }
        // the games reached many captures of every kind of piece, not a board with none
        org.junit.jupiter.api.Assertions.assertTrue(captures > 5000, "captures seen: " + captures);
    }

    @Test
    void setUpAndClearKeepTheSets() {
        Position p = Fen.parse("3akab2/9/4b4/p3p1N1p/2c2R3/2P6/P3P1n1P/4B4/4A4/3AK1B2 b - - 0 1");
        assertSetsMatchBoard(p);
        assertGeneratorsMatchReference(p);
        p.setSideToMove(Piece.RED);
        assertGeneratorsMatchReference(p);
        p.clear();
        assertSetsMatchBoard(p);
        assertEquals(0, MoveGenerator.generate(p, new int[MoveGenerator.MAX_MOVES], 0, MoveGenerator.CAPTURES));
    }

    /** On every point, for a horse of either colour: its blocked legs, reach and safe moves against a scan. */
    private static void assertHorseCountsMatchScan(Position p) {
        int[] steps = {-33, -31, -18, 14, -14, 18, 31, 33};
        int[] legs = {-16, -16, -1, -1, 1, 1, 16, 16};
        for (int sq = 0; sq < 256; sq++) {
            if (!Square.onBoard(sq)) {
                continue;
            }
            int blocked = 0;
            for (int leg : new int[] {-16, -1, 1, 16}) {
                blocked += p.pieceAt(sq + leg) != 0 ? 1 : 0;
            }
            int mask = p.horseLegs(sq);
            assertEquals(blocked, Integer.bitCount(mask), "legs at " + Square.name(sq));
            for (int color = 0; color < 2; color++) {
                int reach = 0;
                int safe = 0;
                for (int k = 0; k < 8; k++) {
                    int to = sq + steps[k];
                    if (!Square.inBoard(to) || p.pieceAt(sq + legs[k]) != 0) {
                        continue;
                    }
                    if ((p.pieceAt(to) & Piece.sideTag(color)) == 0) {
                        reach++;
                    }
                    int f = Square.iccsFile(to);
                    if (p.pieceAt(to) == 0 && f != 0 && f != 8 && !p.attacked(to, color ^ 1)) {
                        safe++;
                    }
                }
                String where = (color == Piece.RED ? "red" : "black") + " horse on " + Square.name(sq) + " in " + p;
                assertEquals(reach, p.horseReach(sq, mask, color), "reach of " + where);
                assertEquals(Math.min(safe, 2), p.horseSafeMoves(sq, mask, color ^ 1, 2), "safe moves of " + where);
                assertEquals(safe, p.horseSafeMoves(sq, mask, color ^ 1, 8), "all safe moves of " + where);
            }
        }
    }

    private static void assertSetsMatchBoard(Position p) {
        long[] expected = new long[4];
        for (int sq = 0; sq < 256; sq++) {
            int id = p.pieceAt(sq);
            if (id != 0) {
                int i = PointSets.INDEX[sq];
                expected[2 * Piece.colorOf(id) + (i >> 6)] |= 1L << i;
            }
        }
        assertArrayEquals(expected, p.occupied, "occupied sets in " + p);
    }

    /**
     * Both generators against a point-by-point reference, captures and quiet moves alike: piece by piece in
     * id order; a rook's or a cannon's points up, left, right and down, each walked outwards; a pawn's
     * step ahead, then left and right; every other piece's points in ascending order. A point is taken
     * when it holds an enemy piece (captures) or nothing (quiet moves) and the move is pseudo-legal.
     * Returns the number of captures.
     */
    private static int assertGeneratorsMatchReference(Position p) {
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int captures = MoveGenerator.generate(p, moves, 0, MoveGenerator.CAPTURES);
        assertArrayEquals(reference(p, true), Arrays.copyOf(moves, captures), "captures in " + p);
        int quiets = MoveGenerator.generate(p, moves, 0, MoveGenerator.QUIETS);
        assertArrayEquals(reference(p, false), Arrays.copyOf(moves, quiets), "quiet moves in " + p);
        return captures;
    }

    private static int[] reference(Position p, boolean captures) {
        int side = p.sideToMove();
        int opp = Piece.sideTag(side ^ 1);
        int[] reference = new int[MoveGenerator.MAX_MOVES];
        int n = 0;
        for (int id = Piece.base(side); id < Piece.base(side) + 16; id++) {
            int from = p.squareOf(id);
            if (from == 0) {
                continue;
            }
            int type = Piece.typeOf(id);
            int[] order = new int[256];
            int k = 0;
            if (type == Piece.ROOK || type == Piece.CANNON) {
                for (int step : new int[] {-16, -1, 1, 16}) {
                    for (int to = from + step; Square.onBoard(to); to += step) {
                        order[k++] = to;
                    }
                }
            } else if (type == Piece.PAWN) {
                order[k++] = from + Square.forward(side);
                order[k++] = from - 1;
                order[k++] = from + 1;
            } else {
                for (int to = 0; to < 256; to++) {
                    order[k++] = to;
                }
            }
            for (int i = 0; i < k; i++) {
                int to = order[i];
                int m = Move.of(from, to);
                boolean wanted = captures ? (p.pieceAt(to) & opp) != 0 : p.pieceAt(to) == 0;
                if (Square.inBoard(to) && wanted && MoveGenerator.isPseudoLegal(p, m)) {
                    reference[n++] = m;
                }
            }
        }
        return Arrays.copyOf(reference, n);
    }
}
