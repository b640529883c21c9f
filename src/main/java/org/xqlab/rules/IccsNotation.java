package org.xqlab.rules;

/**
 * Reading ICCS coordinates ({@code h2e2}; also upper case and {@code h2-e2}) with a reason when the move
 * is not legal. Writing is {@link Move#iccs}.
 */
final class IccsNotation {
    private IccsNotation() {
    }

    static int parse(Position p, String text) {
        int move = text == null ? Move.NONE : Move.parseIccs(text);
        if (move == Move.NONE) {
            throw new NotationException(NotationException.Kind.MALFORMED, "malformed ICCS move " + text
                    + ": expected file a-i, rank 0-9, file a-i, rank 0-9 as in h2e2");
        }
        String why = IllegalMoveReason.of(p, move);
        if (why != null) {
            int id = p.pieceAt(Move.from(move));
            NotationException.Kind kind = id == 0 || Piece.colorOf(id) != p.sideToMove()
                    ? NotationException.Kind.NO_SUCH_PIECE : NotationException.Kind.ILLEGAL;
            throw new NotationException(kind, text.trim() + " is not legal: " + why);
        }
        return move;
    }
}
