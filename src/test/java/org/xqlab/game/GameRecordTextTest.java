package org.xqlab.game;

import org.junit.jupiter.api.Test;
import org.xqlab.rules.Move;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class GameRecordTextTest {

    @Test
    void writtenTextReadsBackWithVariationsCommentsAndHeaders() {
        GameRecord g = new GameRecord();
        g.headers().put("Red", "Lü Qin 吕钦");
        g.setComment(g.root(), "a test game");
        g.addMove(Move.parseIccs("h2e2"));
        g.setComment(g.cursor(), "central cannon");
        g.addMove(Move.parseIccs("h9g7"));
        g.addMove(Move.parseIccs("h0g2"));
        g.prev();
        g.prev();
        g.addMove(Move.parseIccs("b9c7"));
        g.addMove(Move.parseIccs("b0c2"));
        String text = GameRecordText.write(g);
        assertTrue(text.contains("[Format \"ICCS\"]"), text);
        assertTrue(text.contains("1. h2e2 {central cannon} 1... h9g7 ( 1... b9c7 2. b0c2 ) 2. h0g2"), text);

        GameRecord back = GameRecordText.read(text);
        assertEquals("Lü Qin 吕钦", back.headers().get("Red"));
        assertEquals("a test game", back.root().comment());
        assertEquals("h2e2 h9g7 h0g2", GameRecordTest.line(back.mainLine()));
        assertEquals(2, back.mainLine().get(0).children().size());
        assertEquals(text, GameRecordText.write(back));
    }

    @Test
    void aFinishedGameKeepsItsResultAndStartPosition() {
        GameRecord g = new GameRecord("3k5/9/9/p8/9/9/8P/9/9/5K3 w - - 0 1"); // a pawn each: not drawn at once
        g.playMove(Move.parseIccs("f0f1"));
        g.resign();
        String text = GameRecordText.write(g);
        assertTrue(text.trim().endsWith("1-0"), text);
        GameRecord back = GameRecordText.read(text);
        assertEquals("3k5/9/9/p8/9/9/8P/9/9/5K3 w - - 0 1", back.startFen());
        assertEquals("1-0", back.headers().get("Result"));
    }

    @Test
    void anIllegalMoveIsReportedWithItsText() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> GameRecordText.read("1. h2e2 h9g7 2. h2h9"));
        assertTrue(e.getMessage().contains("h2h9"), e.getMessage());
    }

    @Test
    void dashedIccsAndNagsAreAccepted() {
        GameRecord g = GameRecordText.read("1. h2-e2 $1 h9-g7 *");
        assertEquals("h2e2 h9g7", GameRecordTest.line(g.mainLine()));
    }

    @Test
    void movesAreWrittenInTheChosenNotationAndReadFromAnyOfThem() {
        GameRecord g = new GameRecord();
        g.addMove(Move.parseIccs("h2e2"));
        g.addMove(Move.parseIccs("h9g7"));
        String wxf = GameRecordText.write(g, org.xqlab.rules.Notation.WXF);
        assertTrue(wxf.startsWith("[Game \"Chinese Chess\"]"), wxf);
        assertTrue(wxf.contains("[Format \"WXF\"]") && wxf.contains("1. C2=5 H8+7"), wxf);
        String chinese = GameRecordText.write(g, org.xqlab.rules.Notation.CHINESE);
        assertTrue(chinese.contains("[Format \"Chinese\"]") && chinese.contains("1. 炮二平五 馬８進７"), chinese);
        assertEquals("h2e2 h9g7", GameRecordTest.line(GameRecordText.read(wxf).mainLine()));
        assertEquals("h2e2 h9g7", GameRecordTest.line(GameRecordText.read(chinese).mainLine()));
        assertEquals("h2e2 h9g7 h0g2", GameRecordTest.line(GameRecordText.read("1.炮二平五 H8+7 2. h0g2").mainLine()));
    }

    @Test
    void problemsAreReportedWithTheirLine() {
        assertEquals("line 2: malformed tag '[Red Lü'"
                        + ": expected [Name \"value\"] on one line",
                assertThrows(IllegalArgumentException.class,
                        () -> GameRecordText.read("[Event \"x\"]\n[Red Lü\n1. h2e2")).getMessage());
        assertTrue(assertThrows(IllegalArgumentException.class,
                () -> GameRecordText.read("1. h2e2\n{open comment\n")).getMessage().startsWith("line 2: comment"));
        assertTrue(assertThrows(IllegalArgumentException.class,
                () -> GameRecordText.read("1. h2e2 ( h2d2\n")).getMessage().startsWith("line 1: variation"));
        assertTrue(assertThrows(IllegalArgumentException.class,
                () -> GameRecordText.read("1. h2e2 )")).getMessage().startsWith("line 1: ')'"));
        String fen = assertThrows(IllegalArgumentException.class,
                () -> GameRecordText.read("[Event \"x\"]\n[FEN \"9/9 w\"]\n")).getMessage();
        assertTrue(fen.startsWith("line 2: bad FEN tag"), fen);
        String move = assertThrows(IllegalArgumentException.class,
                () -> GameRecordText.read("1. 炮二平五 馬８進７\n2. 傌二進五")).getMessage();
        assertTrue(move.startsWith("line 2: move '傌二進五' (move 2, red)"), move);
    }
}
