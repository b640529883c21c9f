package org.xqlab.rules;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class GameEndTest {

    private static void play(Position p, String... moves) {
        for (String m : moves) {
            p.play(Move.parseIccs(m));
        }
    }

    @Test
    void perpetualCheckerLosesOnTheThirdOccurrence() {
        Position p = Fen.parse("3k5/7R1/9/9/9/9/9/9/9/5K3 w - - 0 1");
        play(p, "h8h9", "d9d8", "h9h8", "d8d9");
        assertNull(GameEnd.of(p), "second occurrence: the game goes on");
        assertEquals(1, p.occurrencesBefore());
        assertEquals(Position.REP_LOSS, p.repetition(1), "red, to move, checked with every move");
        play(p, "h8h9", "d9d8", "h9h8", "d8d9");
        assertEquals(2, p.occurrencesBefore());
        assertEquals(new GameEnd(GameEnd.Reason.PERPETUAL_CHECK, Piece.BLACK), GameEnd.of(p));
    }

    @Test
    void perpetualCheckIsJudgedFromTheVictimsSideToo() {
        Position p = Fen.parse("3k5/7R1/9/9/9/9/9/9/9/5K3 w - - 0 1");
        play(p, "h8h9", "d9d8", "h9h8", "d8d9", "h8h9");
        assertEquals(Position.REP_WIN, p.repetition(1), "black, to move, faces the perpetual checker");
    }

    @Test
    void repetitionWithoutChecksIsADraw() {
        Position p = Fen.parse("3k5/9/9/9/9/9/9/9/9/5K3 w - - 0 1");
        play(p, "f0f1", "d9d8", "f1f0", "d8d9", "f0f1", "d9d8", "f1f0", "d8d9");
        assertEquals(new GameEnd(GameEnd.Reason.REPETITION, GameEnd.DRAW), GameEnd.of(p));
    }

    @Test
    void aCaptureResetsTheRepetitionHistory() {
        Position p = Fen.parse("3k5/9/9/9/9/9/9/9/9/5K3 w - - 0 1");
        play(p, "f0f1", "d9d8", "f1f0", "d8d9");
        assertEquals(1, p.occurrencesBefore());
        Position q = Fen.parse("3k5/9/9/9/9/9/9/9/9/5K3 w - - 0 1");
        assertEquals(0, q.occurrencesBefore());
    }

    @Test
    void checkmateIsALossForTheSideToMove() {
        // two red rooks on the back ranks; e9 is also closed by the facing kings (白脸将)
        Position p = Fen.parse("R2k5/R8/9/9/9/9/9/9/9/4K4 b - - 0 1");
        GameEnd end = GameEnd.of(p);
        assertEquals(GameEnd.Reason.CHECKMATE, end.reason());
        assertEquals(Piece.RED, end.winner());
    }

    @Test
    void stalemateIsALossForTheSideToMove() {
        // black king d9 is not in check but d8 and e9 are attacked; black has nothing else (困毙)
        Position p = Fen.parse("3k5/4R4/9/9/9/9/9/9/9/4K4 b - - 0 1");
        GameEnd end = GameEnd.of(p);
        assertEquals(GameEnd.Reason.STALEMATE, end.reason());
        assertEquals(Piece.RED, end.winner());
    }

    @Test
    void noAttackingPieceOnEitherSideIsADraw() {
        // kings, advisors and elephants only (a real ending: ElephantEye claims it with nobestmove)
        Position p = Fen.parse("2bak4/4a4/9/9/2b6/9/9/3ABA3/9/2B1K4 w - - 1 47");
        assertEquals(new GameEnd(GameEnd.Reason.NO_ATTACKERS, GameEnd.DRAW), GameEnd.of(p));
        assertEquals(new GameEnd(GameEnd.Reason.NO_ATTACKERS, GameEnd.DRAW), GameEnd.of(Fen.parse("3k5/9/9/9/9/9/9/9/9/5K3 w - - 0 1")));
        // one pawn, even one that can no longer move forward, or one horse keeps the game going
        assertNull(GameEnd.of(Fen.parse("2bak4/4a4/9/9/2b6/9/9/3ABA3/9/2B1K1p2 w - - 1 47")));
        assertNull(GameEnd.of(Fen.parse("2bak4/4a4/9/9/2b6/9/9/3ABA3/9/2B1K2N1 b - - 1 47")));
        // a mate or a stalemate still comes first
        assertEquals(GameEnd.Reason.STALEMATE, GameEnd.of(Fen.parse("3k5/4R4/9/9/9/9/9/9/9/4K4 b - - 0 1")).reason());
    }

    @Test
    void hundredTwentyPliesWithoutCaptureIsADraw() {
        Position p = Fen.parse("3k5/9/9/9/9/9/9/9/9/5K3 w - - 120 61");
        assertEquals(new GameEnd(GameEnd.Reason.MOVE_LIMIT, GameEnd.DRAW), GameEnd.of(p));
    }

    /**
     * The count of earlier occurrences (and so the repetition test, which skips its scan for a key no
     * position of the history shares) equals a count over the history kept here, along random games on a
     * sparse board where positions recur often, with moves taken back, null moves and copies on the way.
     */
    @Test
    void theRepetitionFilterNeverHidesAnEarlierOccurrence() {
        SplittableRandom random = new SplittableRandom(11);
        int repeated = 0;
        for (int game = 0; game < 40; game++) {
            Position p = Fen.parse("3k5/9/9/9/2r6/6R2/9/9/4A4/3AK4 w - - 0 1");
            List<long[]> history = new ArrayList<>(); // {key, irreversible} per position left
            for (int step = 0; step < 300; step++) {
                int action = random.nextInt(10);
                if (action == 0 && !history.isEmpty()) {
                    p.unmakeMove();
                    history.remove(history.size() - 1);
                } else if (action == 1 && !p.inCheck()) {
                    history.add(new long[] {p.key(), 1});
                    p.makeNullMove();
                } else if (action == 2) {
                    p = p.copy();
                } else {
                    int[] moves = p.legalMoves();
                    if (moves.length == 0) {
                        break;
                    }
                    int m = moves[random.nextInt(moves.length)];
                    boolean capture = p.pieceAt(Move.to(m)) != 0;
                    long before = p.key();
                    if (!p.makeMove(m)) {
                        continue;
                    }
                    history.add(new long[] {before, capture ? 1 : 0});
                }
                int expected = 0;
                for (int k = history.size() - 1; k >= 0 && history.get(k)[1] == 0; k--) {
                    if (((history.size() - k) & 1) == 0 && history.get(k)[0] == p.key()) {
                        expected++;
                    }
                }
                assertEquals(expected, p.occurrencesBefore(), "game " + game + " step " + step);
                assertEquals(expected > 0, p.repetition(1) != Position.REP_NONE, "game " + game + " step " + step);
                repeated += expected > 0 ? 1 : 0;
            }
        }
        assertTrue(repeated > 100, repeated + " positions repeated");
    }
}
