package org.xqlab.rules;

import org.junit.jupiter.api.Test;
import org.xqlab.rules.MoveExplainer.Reason;

import static org.junit.jupiter.api.Assertions.assertEquals;

class MoveExplainerTest {
    private static final String START = Fen.START;

    private static Reason explain(String fen, String iccs) {
        Position p = Fen.parse(fen);
        return MoveExplainer.explain(p, Move.parseIccs(iccs));
    }

    @Test
    void aLegalMoveIsLegal() {
        assertEquals(Reason.LEGAL, explain(START, "h2e2"));
        assertEquals(Reason.LEGAL, explain(START, "b2b9"), "cannon over exactly one screen");
    }

    @Test
    void pointsOutsideTheBoardAreOffBoard() {
        assertEquals(Reason.OFF_BOARD, MoveExplainer.explain(Position.startPosition(), 0, Square.parse("e1")));
    }

    @Test
    void anEmptyPointHasNoPieceToMove() {
        assertEquals(Reason.NO_PIECE, explain(START, "e1e2"));
    }

    @Test
    void theOpponentsPieceIsNotYours() {
        assertEquals(Reason.NOT_YOUR_PIECE, explain(START, "a9a8"));
    }

    @Test
    void aPieceCannotCaptureItsOwnSide() {
        assertEquals(Reason.OWN_PIECE_ON_TARGET, explain(START, "a0b0"));
    }

    @Test
    void kingMovesOnePointAlongALine() {
        assertEquals(Reason.NOT_A_KING_MOVE, explain(START, "e0e2"));
    }

    @Test
    void kingStaysInsideThePalace() {
        assertEquals(Reason.KING_LEAVES_PALACE, explain("4k4/9/9/9/9/9/9/9/9/3K5 w - - 0 1", "d0c0"));
    }

    @Test
    void advisorMovesDiagonally() {
        assertEquals(Reason.ADVISOR_NOT_DIAGONAL, explain(START, "d0d1"));
    }

    @Test
    void advisorStaysInsideThePalace() {
        assertEquals(Reason.ADVISOR_LEAVES_PALACE, explain(START, "d0c1"));
    }

    @Test
    void elephantMovesTwoPointsDiagonally() {
        assertEquals(Reason.NOT_AN_ELEPHANT_MOVE, explain(START, "c0c2"));
    }

    @Test
    void elephantCannotCrossTheRiver() {
        assertEquals(Reason.ELEPHANT_CANNOT_CROSS_RIVER, explain("3k5/9/9/9/9/2B6/9/9/9/4K4 w - - 0 1", "c4e6"));
    }

    @Test
    void elephantIsStoppedByAPieceOnItsEye() {
        assertEquals(Reason.ELEPHANT_EYE_BLOCKED, explain("3k5/9/9/9/9/9/9/9/3N5/2B1K4 w - - 0 1", "c0e2"));
    }

    @Test
    void horseMovesOneStraightAndOneDiagonal() {
        assertEquals(Reason.NOT_A_HORSE_MOVE, explain(START, "b0b1"));
    }

    @Test
    void horseIsStoppedByAPieceOnItsLeg() {
        assertEquals(Reason.HORSE_LEG_BLOCKED, explain(START, "b0d1"), "the elephant on c0 blocks the leg");
    }

    @Test
    void rookAndCannonMoveAlongLines() {
        assertEquals(Reason.NOT_A_STRAIGHT_LINE, explain(START, "a0b1"));
        assertEquals(Reason.NOT_A_STRAIGHT_LINE, explain(START, "b2c4"));
    }

    @Test
    void rookCannotJumpOverPieces() {
        assertEquals(Reason.ROOK_PATH_BLOCKED, explain(START, "a0a5"));
    }

    @Test
    void cannonNeedsExactlyOneScreenToCapture() {
        assertEquals(Reason.CANNON_NEEDS_ONE_SCREEN, explain(START, "b2b7"), "no screen");
        assertEquals(Reason.CANNON_NEEDS_ONE_SCREEN,
                explain("3k5/9/9/9/2r6/2p6/2P6/9/2C6/4K4 w - - 0 1", "c1c5"), "two screens");
    }

    @Test
    void cannonCannotJumpWhenNotCapturing() {
        assertEquals(Reason.CANNON_PATH_BLOCKED, explain(START, "h2a2"));
    }

    @Test
    void pawnMovesOnePointForward() {
        assertEquals(Reason.NOT_A_PAWN_MOVE, explain(START, "a3a5"));
    }

    @Test
    void pawnMovesSidewaysOnlyAcrossTheRiver() {
        assertEquals(Reason.PAWN_NOT_ACROSS_RIVER_SIDEWAYS, explain(START, "a3b3"));
        assertEquals(Reason.LEGAL, explain("4k4/9/9/9/2P6/9/9/9/9/3K5 w - - 0 1", "c5d5"));
    }

    @Test
    void pawnNeverRetreats() {
        assertEquals(Reason.PAWN_CANNOT_RETREAT, explain(START, "a3a2"));
        assertEquals(Reason.PAWN_CANNOT_RETREAT, explain("4k4/9/9/9/2P6/9/9/9/9/3K5 w - - 0 1", "c5c4"));
    }

    @Test
    void kingsMustNotFaceEachOtherOnAnOpenFile() {
        assertEquals(Reason.KINGS_WOULD_FACE, explain("4k4/9/9/9/9/9/9/9/4A4/4K4 w - - 0 1", "e1d2"));
        assertEquals(Reason.KINGS_WOULD_FACE, explain("3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1", "e0d0"));
    }

    @Test
    void aPinnedPieceCannotLeaveTheKingInCheck() {
        assertEquals(Reason.LEAVES_KING_IN_CHECK, explain("3k5/9/9/9/9/9/9/4r4/4R4/4K4 w - - 0 1", "e1a1"));
    }

    @Test
    void aMoveThatIgnoresCheckIsRefused() {
        assertEquals(Reason.KING_STAYS_IN_CHECK, explain("3k5/9/9/9/4r4/9/9/9/9/R3K4 w - - 0 1", "a0a1"));
    }

    @Test
    void explainerAgreesWithTheLegalityTestOnEveryFromToPair() {
        for (PerftPositions.Case c : PerftPositions.ALL) {
            Position p = Fen.parse(c.fen());
            for (int from = 0; from < 256; from++) {
                for (int to = 0; to < 256; to++) {
                    if (!Square.inBoard(from) || !Square.inBoard(to) || from == to) {
                        continue;
                    }
                    boolean legal = p.isLegal(Move.of(from, to));
                    assertEquals(legal, MoveExplainer.explain(p, from, to) == Reason.LEGAL,
                            c.fen() + " " + Move.iccs(Move.of(from, to)));
                }
            }
        }
    }
}
