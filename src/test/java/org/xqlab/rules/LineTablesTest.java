package org.xqlab.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Random;
import org.junit.jupiter.api.Test;

/** The rank and file occupancy masks follow the board through make and unmake, and the tables answer as a scan does. */
class LineTablesTest {

    @Test
    void masksFollowTheBoardThroughRandomGamesAndTakebacks() {
        Random random = new Random(14);
        for (int game = 0; game < 40; game++) {
            Position p = Position.startPosition();
            int made = 0;
            for (int ply = 0; ply < 120; ply++) {
                int[] legal = p.legalMoves();
                if (legal.length == 0) {
                    break;
                }
                p.makeMove(legal[random.nextInt(legal.length)]);
                made++;
                assertMasksMatchBoard(p);
                assertTablesMatchScan(p);
                if (ply % 10 == 0) {
                    assertCountsMatchScan(p);
                }
            }
            Position copy = p.copy();
            assertMasksMatchBoard(copy);
            while (made-- > 0) {
                p.unmakeMove();
                assertMasksMatchBoard(p);
            }
            assertEquals(Fen.START, Fen.format(p).substring(0, Fen.START.length()));
        }
    }

    @Test
    void nullMovesAndSetUpKeepTheMasks() {
        Position p = Fen.parse("4k4/9/9/9/2c2R3/9/9/9/9/3K5 w - - 0 1");
        assertMasksMatchBoard(p);
        p.makeNullMove();
        assertMasksMatchBoard(p);
        p.unmakeMove();
        p.clear();
        assertMasksMatchBoard(p);
    }

    private static void assertMasksMatchBoard(Position p) {
        for (int rank = Square.RANK_TOP; rank <= Square.RANK_BOTTOM; rank++) {
            int mask = 0;
            for (int file = Square.FILE_LEFT; file <= Square.FILE_RIGHT; file++) {
                if (p.pieceAt(Square.of(file, rank)) != 0) {
                    mask |= 1 << (file - Square.FILE_LEFT);
                }
            }
            assertEquals(mask, p.rankBits[rank], "rank mask " + rank + " in " + p);
        }
        for (int file = Square.FILE_LEFT; file <= Square.FILE_RIGHT; file++) {
            int mask = 0;
            for (int rank = Square.RANK_TOP; rank <= Square.RANK_BOTTOM; rank++) {
                if (p.pieceAt(Square.of(file, rank)) != 0) {
                    mask |= 1 << (rank - Square.RANK_TOP);
                }
            }
            assertEquals(mask, p.fileBits[file], "file mask " + file + " in " + p);
        }
    }

    /** Every point: the table's first and second occupied point in each direction equal a square-by-square scan. */
    private static void assertTablesMatchScan(Position p) {
        for (int sq = 0; sq < 256; sq++) {
            if (!Square.onBoard(sq)) {
                continue;
            }
            int file = LineTables.file(p, sq);
            int rank = LineTables.rank(p, sq);
            assertEquals(scan(p, sq, -16), file & 0xFF, "up from " + Square.name(sq));
            assertEquals(scan(p, sq, 16), file >>> 8, "down from " + Square.name(sq));
            assertEquals(scan(p, sq, -1), rank & 0xFF, "left from " + Square.name(sq));
            assertEquals(scan(p, sq, 1), rank >>> 8, "right from " + Square.name(sq));
        }
    }

    /** piecesBetween and rookMobility against counting point by point. */
    private static void assertCountsMatchScan(Position p) {
        for (int a = 0; a < 256; a++) {
            if (!Square.onBoard(a)) {
                continue;
            }
            for (int color = 0; color < 2; color++) {
                int own = Piece.sideTag(color);
                int expected = 0;
                for (int step : new int[] {-16, -1, 1, 16}) {
                    int s = a + step;
                    while (Square.onBoard(s) && p.pieceAt(s) == 0) {
                        expected++;
                        s += step;
                    }
                    if (Square.onBoard(s) && (p.pieceAt(s) & own) == 0) {
                        expected++;
                    }
                }
                assertEquals(expected, p.rookMobility(a, color), "rook mobility on " + Square.name(a));
            }
            for (int b = 0; b < 256; b++) {
                if (!Square.onBoard(b) || a == b) {
                    continue;
                }
                int step = MoveGenerator.lineStep(a, b);
                int expected = -1;
                if (step != 0) {
                    expected = 0;
                    for (int s = a + step; s != b; s += step) {
                        expected += p.pieceAt(s) != 0 ? 1 : 0;
                    }
                }
                if (expected != p.piecesBetween(a, b)) {
                    assertEquals(expected, p.piecesBetween(a, b), Square.name(a) + "-" + Square.name(b) + " in " + p);
                }
            }
        }
    }

    private static int scan(Position p, int sq, int step) {
        int first = 0;
        int k = 1;
        for (int s = sq + step; Square.onBoard(s); s += step, k++) {
            if (p.pieceAt(s) != 0) {
                if (first == 0) {
                    first = k;
                } else {
                    return first | (k << 4);
                }
            }
        }
        return first;
    }
}
