package org.xqlab.rules;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

class PieceTest {
    @Test
    void chineseCharactersFollowTheTypeOrder() {
        assertEquals('俥', Piece.chinese(Piece.RED, Piece.ROOK));
        assertEquals('傌', Piece.chinese(Piece.RED, Piece.HORSE));
        assertEquals('車', Piece.chinese(Piece.BLACK, Piece.ROOK));
        assertEquals('馬', Piece.chinese(Piece.BLACK, Piece.HORSE));
        assertEquals('砲', Piece.chinese(Piece.BLACK, Piece.CANNON));
        assertEquals('车', Piece.chineseSimplified(Piece.RED, Piece.ROOK));
        assertEquals('马', Piece.chineseSimplified(Piece.BLACK, Piece.HORSE));
        assertEquals('将', Piece.chineseSimplified(Piece.BLACK, Piece.KING));
    }

    @Test
    void theRookStandsInTheCornerOfTheStartPosition() {
        Position p = Position.startPosition();
        int id = p.pieceAt(Square.parse("a0"));
        assertEquals("rook", Piece.name(Piece.typeOf(id)));
        assertEquals('俥', Piece.chinese(Piece.colorOf(id), Piece.typeOf(id)));
    }
}
