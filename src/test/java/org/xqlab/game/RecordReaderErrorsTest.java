package org.xqlab.game;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.Arrays;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Bad and awkward input: clear messages naming the file, game and line or byte; no crash, no empty or split game. */
class RecordReaderErrorsTest {

    private static RecordFormatException fails(String text, String source) {
        return assertThrows(RecordFormatException.class, () -> RecordReader.read(text.getBytes(StandardCharsets.UTF_8), source));
    }

    @Test
    void truncatedFenTagIsAMalformedTagOnItsLine() {
        RecordFormatException e = fails("[Event \"x\"]\n[FEN \"rnbakabnr/9/1c5c1\n1. h2e2 *\n", "cut.pgn");
        assertTrue(e.getMessage().startsWith("cut.pgn: game 1: line 2: malformed tag '[FEN \"rnbakabnr/9/1c5c1'"),
                e.getMessage());
        assertEquals(2, e.line());
        assertEquals(1, e.game());
    }

    @Test
    void badFenNamesTheTagLineAndTheProblem() {
        RecordFormatException e = fails("[Event \"x\"]\n[FEN \"9/9 w\"]\n*\n", "fen.pgn");
        assertTrue(e.getMessage().startsWith("fen.pgn: game 1: line 2: bad FEN tag:"), e.getMessage());
    }

    @Test
    void aCommentLineStartingWithABracketDoesNotSplitTheGame() {
        RecordFile f = RecordReader.readText("[Event \"x\"]\n\n1. h2e2 {a note\n[Event \"not a tag\"] still the note}\nh9g7 2. h0g2 *\n", "c.pgn");
        assertEquals(1, f.games().size());
        assertEquals(3, f.first().mainLine().size());
        assertTrue(f.first().mainLine().get(0).comment().contains("[Event"));
    }

    @Test
    void manyGamesWithAndWithoutResultsAndTheSecondGamesErrorNamesIt() {
        String two = "[Event \"a\"]\n1. h2e2 h9g7\n[Event \"b\"]\n1. b2e2 *\n============\nsite line\n[Event \"c\"]\n1. c3c4 1-0\n";
        RecordFile f = RecordReader.readText(two, "many.pgn");
        assertEquals(3, f.games().size());
        assertEquals("b", f.games().get(1).headers().get("Event"));
        assertEquals("1-0", f.games().get(2).headers().get("Result"));
        RecordFormatException e = fails("[Event \"a\"]\n1. h2e2 *\n\n[Event \"b\"]\n1. h2e2 h2h9 *\n", "many.pgn");
        assertTrue(e.getMessage().startsWith("many.pgn: game 2: line 5: move 'h2h9' (move 1, black)"), e.getMessage());
    }

    @Test
    void unbalancedVariationsAndStrayBracketsAreNamed() {
        assertTrue(fails("1. h2e2 ( 1. b2e2\n", null).getMessage().startsWith("game 1: line 1: variation opened with '(' is never closed"));
        assertTrue(fails("1. h2e2 )", null).getMessage().startsWith("game 1: line 1: ')' closes no variation"));
        assertTrue(fails("( 1. h2e2 )", null).getMessage().startsWith("game 1: line 1: a variation '(' must follow the move"));
        assertTrue(fails("1. h2e2 {open\n\n", null).getMessage().startsWith("game 1: line 1: comment opened with '{' is never closed"));
        assertTrue(fails("1. h2e2 [x] h9g7", null).getMessage().startsWith("game 1: line 1: unexpected '['"));
    }

    @Test
    void nothingToReadIsAnErrorNotAnEmptyGame() {
        assertTrue(fails("  \n\n", "empty.pgn").getMessage().startsWith("empty.pgn: no game in the text"));
        assertTrue(fails("[DhtmlXQ][/DhtmlXQ]", "d.txt").getMessage().contains("no [DhtmlXQ_"));
    }

    @Test
    void dhtmlXqErrorsNameTheLineAndTheField() {
        RecordFormatException e = fails("[DhtmlXQ]\n[DhtmlXQ_title]t[/DhtmlXQ_title]\n[DhtmlXQ_movelist]77477a[/DhtmlXQ_movelist]\n[/DhtmlXQ]", "d.txt");
        assertTrue(e.getMessage().startsWith("d.txt: game 1: line 3: [DhtmlXQ_movelist] has 6 digits"), e.getMessage());
        e = fails("[DhtmlXQ]\n[DhtmlXQ_movelist]77477270[/DhtmlXQ_movelist]\n[/DhtmlXQ]", "d.txt");
        assertTrue(e.getMessage().startsWith("d.txt: game 1: line 2: [DhtmlXQ_movelist] move 2 '7270'"), e.getMessage());
        e = fails("[DhtmlXQ]\n[DhtmlXQ_movelist]7747[/DhtmlXQ_movelist]\n[DhtmlXQ_move_3_9_1]1242[/DhtmlXQ_move_3_9_1]\n[/DhtmlXQ]", "d.txt");
        assertTrue(e.getMessage().contains("line 3: branch [DhtmlXQ_move_3_9_1] starts at step 9 of branch 3"), e.getMessage());
    }

    @Test
    void brokenXqfNamesTheByteOffset() throws IOException {
        byte[] xqf = Files.readAllBytes(RecordSamples.bundled("UnitTest.xqf"));
        RecordFormatException e = assertThrows(RecordFormatException.class,
                () -> RecordReader.read(Arrays.copyOf(xqf, 600), "short.xqf"));
        assertTrue(e.getMessage().startsWith("short.xqf: byte 600 (0x258): the XQF file ends inside its 1024-byte header"),
                e.getMessage());
        e = assertThrows(RecordFormatException.class, () -> RecordReader.read(Arrays.copyOf(xqf, 1030), "cut.xqf"));
        assertTrue(e.getMessage().startsWith("cut.xqf: byte "), e.getMessage());
        assertTrue(e.byteOffset() >= 1024, e.getMessage());
    }

    @Test
    void cbfErrorsNameTheXmlLine() {
        RecordFormatException e = fails("<?xml version=\"1.0\"?>\n<ChineseChessRecord>\n<Head><FEN>startpos</FEN></Head>\n<MoveList>\n"
                + "<Move value=\"00-00\"/>\n<Move value=\"77-97\"/>\n</MoveList></ChineseChessRecord>", "c.cbf");
        assertTrue(e.getMessage().startsWith("c.cbf: line 6: move 1 value=\"77-97\""), e.getMessage());
        e = fails("<ChineseChessRecord>\n<Head>\n</ChineseChessRecord>", "c.cbf");
        assertTrue(e.getMessage().startsWith("c.cbf: game 1: line 3: not well-formed XML") || e.getMessage().startsWith("c.cbf: line 3"),
                e.getMessage());
    }

    @Test
    void encodingsAreFoundFromTheBytes() {
        String pgn = "[Event \"象棋\"]\n1. 炮二平五 馬８進７ *\n";
        for (String[] c : new String[][] {{"UTF-8", "UTF-8"}, {"GBK", "GBK"}, {"Big5", "BIG5"}}) {
            RecordFile f = RecordReader.read(pgn.getBytes(Charset.forName(c[0])), "e.pgn");
            assertEquals(c[1], f.encoding());
            assertEquals("象棋", f.first().headers().get("Event"));
            assertEquals(2, f.first().mainLine().size());
        }
        byte[] bom = ("\uFEFF" + pgn).getBytes(StandardCharsets.UTF_8);
        assertEquals("UTF-8-BOM", RecordReader.read(bom, "b.pgn").encoding());
        String traditional = "[Event \"中國象棋協會\"]\n1. 炮二平五 馬８進７ 2. 馬二進三 車９平８ *\n";
        assertEquals("BIG5", RecordReader.read(traditional.getBytes(Charset.forName("Big5")), "t.pgn").encoding());
    }

    @Test
    void pastedTextOfAnyFormatOpensThroughGameRecordText() {
        GameRecord g = GameRecordText.read("[DhtmlXQ]\n[DhtmlXQ_movelist]77477062[/DhtmlXQ_movelist]\n[/DhtmlXQ]");
        assertEquals(2, g.mainLine().size());
        RecordFormatException e = assertThrows(RecordFormatException.class,
                () -> GameRecordText.read("[Event \"x\"]\n1. h2e2 h9g7\n2. h2h9 *"));
        assertTrue(e.getMessage().startsWith("line 3: move 'h2h9'"), e.getMessage());
    }

    @Test
    void compactMoveTextWithoutTagsReads() {
        assertEquals(List.of("h2e2", "h9g7", "h0g2"), RecordReader.readText("h2e2 h9g7 h0g2", null).first().mainLine()
                .stream().map(n -> org.xqlab.rules.Move.iccs(n.move())).toList());
    }

    @Test
    void gamesOfTagsOnlyAreSeparateGames() {
        RecordFile f = RecordReader.readText("[Event \"a\"]\n[FEN \"4k4/9/9/9/9/9/9/9/9/3K5 w\"]\n\n[Event \"b\"]\n1. h2e2 *\n", "t.pgn");
        assertEquals(2, f.games().size());
        assertEquals("4k4/9/9/9/9/9/9/9/9/3K5 w - - 0 1", f.first().startFen());
        assertEquals(1, f.games().get(1).mainLine().size());
    }
}
