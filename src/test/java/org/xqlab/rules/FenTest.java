package org.xqlab.rules;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class FenTest {

    @Test
    void startPositionRoundTrips() {
        assertEquals(Fen.START, Fen.format(Fen.parse(Fen.START)));
        assertEquals(Fen.START, Fen.format(Fen.parse("startpos")));
    }

    @Test
    void horseAndElephantLettersHAndEAreAccepted() {
        Position p = Fen.parse("rheakaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAKAEHR w - - 0 1");
        assertEquals(Fen.START, Fen.format(p));
    }

    @Test
    void sideToMoveAndCountersAreRead() {
        Position p = Fen.parse("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b - - 7 12");
        assertEquals(Piece.BLACK, p.sideToMove());
        assertEquals(7, p.halfmoveClock());
        assertEquals(12, p.fullmoveNumber());
        p.play(Move.parseIccs("h7e7"));
        assertEquals(13, p.fullmoveNumber(), "the move number grows after black's move");
    }

    @Test
    void keyIsIncrementalAndIndependentOfThePath() {
        Position a = Position.startPosition();
        a.play(Move.parseIccs("h2e2"));
        a.play(Move.parseIccs("h9g7"));
        a.play(Move.parseIccs("b2c2"));
        Position b = Position.startPosition();
        b.play(Move.parseIccs("b2c2"));
        b.play(Move.parseIccs("h9g7"));
        b.play(Move.parseIccs("h2e2"));
        assertEquals(a.key(), b.key());
        assertEquals(Fen.parse(Fen.format(a)).key(), a.key(), "key equals a key computed from scratch");
        a.unmakeMove();
        a.unmakeMove();
        a.unmakeMove();
        assertEquals(Position.startPosition().key(), a.key());
    }

    @ParameterizedTest(name = "{1}")
    @CsvSource(delimiter = '|', value = {
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/RNBAKABNR w - - 0 1|the board has 9 ranks, expected 10",
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/9/RNBAKABNR w - - 0 1|the board has 11 ranks, expected 10",
            "rnbakabnr/9/1c5c/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1|rank 3 of the board has 8 files",
            "rnbakabnr/9/1c5c2/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1|rank 3 of the board has more than 9 files",
            "rnbakabnr/9/1c5x1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBA1ABNR w - - 0 1|unknown piece letter 'x'",
            "rnba1abnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1|the black king is missing",
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBAKABNR w - - 0 1|too many red kings",
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1CR4C1/9/RNBAKABNR w - - 0 1|too many red rooks",
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/B8/RN1AKABNR w - - 0 1|red elephant on a1 is not on one of the seven points",
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/A8/RNB1KABNR w - - 0 1|red advisor on a1 is not on one of the five palace points",
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/8P/RNBAKABNR w - - 0 1|red pawn on i1 is behind its start rank",
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR x - - 0 1|bad side to move 'x'",
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - z 1|bad plies since the last capture 'z'",
            "4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1|black is in check but it is red's move (the kings face each other",
            "3k5/9/9/9/9/9/9/9/9/3KR4 w - - 0 1|black is in check but it is red's move (the kings face each other",
            "3k5/3R5/9/9/9/9/9/9/9/4K4 w - - 0 1|black is in check but it is red's move",
            "4k4/4a4/4C4/9/9/9/9/9/9/3K5 w - - 0 1|black is in check but it is red's move",
    })
    void badFenIsRejectedNamingTheProblem(String fen, String expected) {
        FenException e = assertThrows(FenException.class, () -> Fen.parse(fen));
        assertTrue(e.getMessage().contains(expected), () -> "message was: " + e.getMessage());
    }

    @Test
    void errorsNameTheColumn() {
        FenException e = assertThrows(FenException.class,
                () -> Fen.parse("rnbakabnr/9/1c5x1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"));
        assertEquals(16, e.column());
        assertTrue(e.getMessage().endsWith("(at column 16)"));
    }
}
