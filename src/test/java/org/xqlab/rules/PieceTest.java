package org.xqlab.rules;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

class PieceTest {
    @Test
    void chineseCharactersFollowTheTypeOrder() {
        String[] traditional = {"帥將", "仕士", "相象", "傌馬", "俥車", "炮砲", "兵卒"};
        String[] simplified = {"帅将", "仕士", "相象", "马马", "车车", "炮炮", "兵卒"};
        int[] types = {Piece.KING, Piece.ADVISOR, Piece.ELEPHANT, Piece.HORSE, Piece.ROOK, Piece.CANNON, Piece.PAWN};
        for (int i = 0; i < types.length; i++) {
            assertEquals(traditional[i].charAt(0), Piece.chinese(Piece.RED, types[i]), Piece.name(types[i]));
            assertEquals(traditional[i].charAt(1), Piece.chinese(Piece.BLACK, types[i]), Piece.name(types[i]));
            assertEquals(simplified[i].charAt(0), Piece.chineseSimplified(Piece.RED, types[i]), Piece.name(types[i]));
            assertEquals(simplified[i].charAt(1), Piece.chineseSimplified(Piece.BLACK, types[i]), Piece.name(types[i]));
        }
    }

    @Test
    void theRookStandsInTheCornerOfTheStartPosition() {
        Position p = Position.startPosition();
        int id = p.pieceAt(Square.parse("a0"));
        assertEquals("rook", Piece.name(Piece.typeOf(id)));
        assertEquals('俥', Piece.chinese(Piece.colorOf(id), Piece.typeOf(id)));
    }
}
