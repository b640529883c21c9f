package org.xqlab.rules;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Text that names no move: the exception says which kind of failure and why, quoting the text. */
class NotationErrorsTest {
    private static final String DOUBLED = NotationExamplesTest.DOUBLED + " w - - 0 1";

    private static NotationException fails(Notation n, String fen, String text, NotationException.Kind kind,
                                           String fragment) {
        NotationException e = assertThrows(NotationException.class, () -> n.parse(Fen.parse(fen), text));
        assertEquals(kind, e.kind(), e.getMessage());
        assertTrue(e.getMessage().contains(fragment), e.getMessage());
        assertTrue(e.getMessage().contains(text.strip()), "quotes the text: " + e.getMessage());
        return e;
    }

    @Test
    void malformedTextSaysWhatAndWhere() {
        fails(Notation.CHINESE, Fen.START, "炮二平", NotationException.Kind.MALFORMED, "expected four characters");
        fails(Notation.CHINESE, Fen.START, "炮二走五", NotationException.Kind.MALFORMED,
                "unexpected character '走' at position 3");
        fails(Notation.CHINESE, Fen.START, "炮進二五", NotationException.Kind.MALFORMED,
                "expected a file number or 前, 中, 後 at position 2");
        fails(Notation.WXF, Fen.START, "C2x5", NotationException.Kind.MALFORMED, "expected + - = or . at position 3");
        fails(Notation.WXF, Fen.START, "C2=0", NotationException.Kind.MALFORMED, "expected a digit 1-9 at position 4");
        fails(Notation.WXF, Fen.START, "X2=5", NotationException.Kind.MALFORMED, "at position 1, found 'X'");
        fails(Notation.ICCS, Fen.START, "z9z9", NotationException.Kind.MALFORMED, "malformed ICCS move");
        NotationException any = assertThrows(NotationException.class,
                () -> Notation.parseAny(Position.startPosition(), "hello"));
        assertTrue(any.getMessage().contains("'hello' is no move in ICCS"), any.getMessage());
    }

    @Test
    void noSuchPieceNamesSideKindAndFile() {
        fails(Notation.CHINESE, Fen.START, "傌五進三", NotationException.Kind.NO_SUCH_PIECE, "no red horse on file 5");
        fails(Notation.WXF, Fen.START, "H5+3", NotationException.Kind.NO_SUCH_PIECE, "no red horse on file 5");
        String black = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1";
        fails(Notation.CHINESE, black, "馬５進７", NotationException.Kind.NO_SUCH_PIECE, "no black horse on file 5");
        fails(Notation.CHINESE, Fen.START, "前俥進一", NotationException.Kind.NO_SUCH_PIECE,
                "no two red rooks on one file");
        fails(Notation.CHINESE, "4k4/9/2P6/2P6/9/9/9/9/9/3K5 w - - 0 1",
                "中兵進一", NotationException.Kind.NO_SUCH_PIECE, "中 does not fit two red pawns on file 7");
        fails(Notation.ICCS, Fen.START, "e5e6", NotationException.Kind.NO_SUCH_PIECE, "there is no piece on e5");
        fails(Notation.ICCS, Fen.START, "h9g7", NotationException.Kind.NO_SUCH_PIECE, "black's, and red is to move");
    }

    @Test
    void ambiguousTextSaysHowToWriteEachPiece() {
        fails(Notation.CHINESE, DOUBLED, "俥八進一", NotationException.Kind.AMBIGUOUS,
                "two red rooks on file 8; write 前俥 or 後俥");
        fails(Notation.WXF, DOUBLED, "R8+1", NotationException.Kind.AMBIGUOUS, "write R+ or R-");
        fails(Notation.CHINESE, NotationExamplesTest.PAWNS_THREE_ON_ONE, "兵七進一", NotationException.Kind.AMBIGUOUS,
                "three red pawns on file 7; write 前兵, 中兵 or 後兵");
        fails(Notation.CHINESE, NotationExamplesTest.PAWNS_TWO_FILES, "前兵進一", NotationException.Kind.AMBIGUOUS,
                "write 一兵 or 三兵");
        fails(Notation.CHINESE, NotationExamplesTest.BLACK_HORSES_CANNONS, "砲２平５",
                NotationException.Kind.AMBIGUOUS, "two black cannons on file 2; write 前砲 or 後砲");
    }

    @Test
    void illegalTextSaysWhyWhenCheap() {
        Position p = Position.startPosition();
        for (String m : new String[] {"h0g2", "h7h8", "i0i1"}) {
            p.play(Move.parseIccs(m));
        }
        String blocked = Fen.format(p);
        fails(Notation.CHINESE, blocked, "馬８進７", NotationException.Kind.ILLEGAL,
                "馬８進７ is not legal: the horse's leg is blocked at h8");
        fails(Notation.WXF, blocked, "H8+7", NotationException.Kind.ILLEGAL, "the horse's leg is blocked");
        fails(Notation.CHINESE, Fen.START, "俥一進五", NotationException.Kind.ILLEGAL, "the way is blocked at i3");
        fails(Notation.CHINESE, Fen.START, "仕四進三", NotationException.Kind.ILLEGAL, "an advisor stays inside the palace");
        fails(Notation.CHINESE, Fen.START, "炮二平二", NotationException.Kind.ILLEGAL, "must name another file");
        fails(Notation.CHINESE, Fen.START, "傌二平三", NotationException.Kind.ILLEGAL, "a horse never moves sideways");
        fails(Notation.CHINESE, Fen.START, "兵七平六", NotationException.Kind.ILLEGAL,
                "a pawn moves sideways only after crossing the river");
        fails(Notation.CHINESE, Fen.START, "兵七退一", NotationException.Kind.ILLEGAL, "a pawn never moves back");
        fails(Notation.CHINESE, Fen.START, "俥九平八", NotationException.Kind.ILLEGAL, "an own horse stands on b0");
        fails(Notation.WXF, Fen.START, "C8+9", NotationException.Kind.ILLEGAL, "it would leave the board");
        fails(Notation.CHINESE, "4k4/4r4/9/9/9/9/9/9/4R4/3K5 b - - 0 1", "車５平４", NotationException.Kind.ILLEGAL,
                "it leaves the black king in check");
        fails(Notation.CHINESE, "3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1", "帥五平六", NotationException.Kind.ILLEGAL,
                "the kings would face each other");
        fails(Notation.ICCS, Fen.START, "a0a5", NotationException.Kind.ILLEGAL, "a0a5 is not legal: the way is blocked at a3");
        fails(Notation.ICCS, Fen.START, "h2h8", NotationException.Kind.ILLEGAL, "the way is blocked at h7");
        fails(Notation.ICCS, Fen.START, "h2h7", NotationException.Kind.ILLEGAL,
                "a cannon captures over exactly one screen, here there is none");
    }

    @Test
    void parseAnyReportsTheNotationTheTextWasMeantIn() {
        NotationException e = assertThrows(NotationException.class,
                () -> Notation.parseAny(Fen.parse(DOUBLED), "R8+1"));
        assertEquals(NotationException.Kind.AMBIGUOUS, e.kind());
        e = assertThrows(NotationException.class, () -> Notation.parseAny(Position.startPosition(), "傌五進三"));
        assertEquals(NotationException.Kind.NO_SUCH_PIECE, e.kind());
    }

    @Test
    void formatRefusesAnIllegalMove() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Notation.WXF.format(Position.startPosition(), Move.parseIccs("h2h8")));
        assertTrue(e.getMessage().contains("h2h8 is not a legal move"), e.getMessage());
    }
}
