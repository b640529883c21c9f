package org.xqlab.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * {@link Position#checkPaths} names the points an answer to a check must touch: in random games that
 * seek checks (double checks, cannon screens and horse legs among them), every legal move
 * in check is a king move or lands on or leaves one of those points, the set holds every checker, and
 * {@link Position#countLegalMoves}, which skips the other moves, counts what trying every move counts, and
 * {@link MoveGenerator#generateQuietEvasions} generates exactly the quiet moves that touch them.
 */
class CheckPathsTest {

    @Test
    void everyLegalAnswerToACheckTouchesTheCheckersPaths() {
        long[] mask = new long[4];
        int[] buffer = new int[MoveGenerator.MAX_MOVES];
        int[] counts = new int[3]; // checks, double checks, moves the filter drops
        CheckFlagTest.inGamesThatSeekChecks(7, 25, 150, (p, legal) -> {
            int checkers = p.checkPaths(mask);
            assertEquals(p.inCheck(), checkers > 0, () -> Fen.format(p));
            if (checkers > 0) {
                counts[0]++;
                counts[1] += checkers > 1 ? 1 : 0;
                int king = p.squareOf(Piece.base(p.sideToMove()));
                for (int m : legal) {
                    int from = Move.from(m);
                    assertTrue(from == king || Position.inMask(mask, from) || Position.inMask(mask, Move.to(m)),
                            () -> Move.iccs(m) + " answers the check but touches no path in " + Fen.format(p));
                }
                int n = MoveGenerator.generate(p, buffer, 0, MoveGenerator.ALL);
                for (int i = 0; i < n; i++) {
                    int from = Move.from(buffer[i]);
                    if (from != king && !Position.inMask(mask, from) && !Position.inMask(mask, Move.to(buffer[i]))) {
                        counts[2]++;
                    }
                }
                assertQuietEvasionsAreTheKeptQuietMoves(p, mask, king);
                assertEquals(Math.min(legal.length, 3), p.countLegalMoves(3, buffer), () -> Fen.format(p));
                assertEquals(legal.length, p.countLegalMoves(MoveGenerator.MAX_MOVES, buffer), () -> Fen.format(p));
            }
        });
        int checks = counts[0];
        int doubleChecks = counts[1];
        int dropped = counts[2];
        assertTrue(checks > 1000, checks + " checks: too few to test anything");
        assertTrue(doubleChecks > 10, doubleChecks + " double checks: too few to test anything");
        assertTrue(dropped > checks * 10, "the paths drop only " + dropped + " moves in " + checks + " checks");
    }

    /** generateQuietEvasions: the quiet moves mayAnswerCheck keeps, in the same order, generated directly. */
    private static void assertQuietEvasionsAreTheKeptQuietMoves(Position p, long[] mask, int king) {
        int[] all = new int[MoveGenerator.MAX_MOVES];
        int n = MoveGenerator.generate(p, all, 0, MoveGenerator.QUIETS);
        int[] expected = new int[MoveGenerator.MAX_MOVES];
        int kept = 0;
        for (int i = 0; i < n; i++) {
            if (Position.mayAnswerCheck(mask, king, all[i])) {
                expected[kept++] = all[i];
            }
        }
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int count = MoveGenerator.generateQuietEvasions(p, moves, 3, mask);
        assertEquals(java.util.Arrays.toString(java.util.Arrays.copyOf(expected, kept)),
                java.util.Arrays.toString(java.util.Arrays.copyOfRange(moves, 3, count)), () -> Fen.format(p));
    }

    @Test
    void theSetHoldsTheCheckersTheirLinesAndTheHorseLeg() {
        long[] mask = new long[4];
        // no check: the black king on d9, the horse on d7 and the cannon on e2 do not reach it
        assertEquals(0, Fen.parse("3k5/9/3N5/9/4P4/9/9/4C4/9/4K4 b - - 0 1").checkPaths(mask));
        // double check on e9: the cannon on e2 over the pawn on e5, the horse on d7 (its leg d8 free)
        Position q = Fen.parse("4k4/9/3N5/9/4P4/9/9/4C4/9/3K5 b - - 0 1");
        assertEquals(2, q.checkPaths(mask), Fen.format(q));
        for (String point : new String[] {"e2", "e3", "e4", "e5", "e6", "e7", "e8", "d7", "d8"}) {
            assertTrue(Position.inMask(mask, point(point)), point);
        }
        assertTrue(!Position.inMask(mask, point("e1")) && !Position.inMask(mask, point("e9"))
                && !Position.inMask(mask, point("d9")), "only the lines, the checkers and the leg");
        // a set filled for a check is cleared for the next position
        assertEquals(0, Fen.parse("3k5/9/9/9/9/9/9/9/9/4K4 b - - 0 1").checkPaths(mask));
        assertEquals(0, mask[0] | mask[1] | mask[2] | mask[3]);
    }

    private static int point(String iccs) {
        return Square.fromIccs(iccs.charAt(0) - 'a', iccs.charAt(1) - '0');
    }
}
