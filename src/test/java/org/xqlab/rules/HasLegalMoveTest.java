package org.xqlab.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * {@link Position#hasLegalMove}, the search's test that a side may still move before it prunes, answers what the
 * list of legal moves answers: in random games from every perft position (the positions where the game ended
 * included), and where the side is stalemated or mated or only a horse can move (the short way finds nothing).
 */
class HasLegalMoveTest {

    @Test
    void agreesWithTheLegalMovesInRandomGames() {
        Random random = new Random(11);
        int[] buffer = new int[MoveGenerator.MAX_MOVES];
        int positions = 0;
        int ended = 0;
        for (PerftPositions.Case start : PerftPositions.ALL) {
            for (int game = 0; game < 20; game++) {
                Position p = Fen.parse(start.fen());
                for (int ply = 0; ply < 200; ply++) {
                    int[] legal = p.legalMoves();
                    String fen = Fen.format(p);
                    assertEquals(legal.length > 0, p.hasLegalMove(buffer), fen);
                    assertEquals(fen, Fen.format(p), "hasLegalMove leaves the position as it found it");
                    positions++;
                    if (legal.length == 0) {
                        ended++;
                        break;
                    }
                    p.makeMove(CheckFlagTest.pick(p, legal, random));
                }
            }
        }
        assertTrue(positions > 10_000, positions + " positions: too few to test anything");
        assertTrue(ended > 0, "no game ended without a move: the false answer is not tested here");
    }

    @Test
    void noMoveWhenStalematedOrMated() {
        int[] buffer = new int[MoveGenerator.MAX_MOVES];
        // black's king on e9: d9 under the rook on d0, f9 facing the red king on f0, e8 under the rook on a8
        assertFalse(Fen.parse("4k4/R8/9/9/9/9/9/9/9/3R1K3 b - - 0 1").hasLegalMove(buffer));
        // mated: the rook on e8 checks, guarded by the pawn on e7; the king's own rooks fill d9 and f9
        Position mated = Fen.parse("3rkr3/4R4/4P4/9/9/9/9/9/9/4K4 b - - 0 1");
        assertEquals(0, mated.legalMoves().length);
        assertFalse(mated.hasLegalMove(buffer));
        // only the horse on a5 can move: no rook, cannon, pawn or king step is legal
        Position horse = Fen.parse("4k4/R8/9/9/n8/9/9/9/9/3R1K3 b - - 0 1");
        assertTrue(horse.legalMoves().length > 0);
        assertTrue(horse.hasLegalMove(buffer));
    }
}
