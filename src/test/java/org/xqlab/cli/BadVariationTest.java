package org.xqlab.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.xqlab.book.BookBuilder;
import org.xqlab.game.GameRecord;
import org.xqlab.game.RecordFormatException;
import org.xqlab.game.RecordReader;
import org.xqlab.game.RecordWriter;
import org.xqlab.rules.Move;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A bad move inside a variation: the game opens with its main line and the readable part of its variations,
 * with a warning naming the bad move; a bad move on the main line still refuses the game; {@code book build}
 * skips such a game and says so. XQF points off the board are refused naming the record, the piece and the value.
 */
class BadVariationTest {
    @TempDir
    Path dir;

    private static final String PGN = "[Event \"V\"]\n\n"
            + "1. h2e2 h9g7\n"
            + "  (1... b9c7 2. h0g2 {a comment (with brackets)} a9a8 3. h0h9 (3. b0c2 c6c5) b7b3)\n"
            + "  (1... c6c5 2. h0g2)\n"
            + "2. h0g2 i9h9 *\n";

    private static List<String> iccs(List<GameRecord.Node> line) {
        return line.stream().map(n -> Move.iccs(n.move())).toList();
    }

    @Test
    void pgnKeepsTheMainLineAndTheReadablePartOfTheVariation() {
        GameRecord g = RecordReader.readText(PGN, "v.pgn").first();
        assertEquals(List.of("h2e2", "h9g7", "h0g2", "i9h9"), iccs(g.mainLine()), "the main line is whole");
        GameRecord.Node first = g.mainLine().get(0);
        assertEquals(3, first.children().size(), "both variations of 1... are there");
        GameRecord.Node v = first.children().get(1);
        assertEquals("b9c7", Move.iccs(v.move()));
        GameRecord.Node afterA9a8 = v.children().get(0).children().get(0);
        assertEquals("a9a8", Move.iccs(afterA9a8.move()), "the moves before the bad one are kept");
        assertTrue(afterA9a8.children().isEmpty(), "the bad move and what follows it in the variation are left out");
        assertEquals("c6c5", Move.iccs(first.children().get(2).move()), "the next variation is read");
        assertEquals(List.of("line 4: move 'h0h9' (move 3, red): h0h9 is not legal: there is no piece on h0;"
                + " the rest of this variation (opened on line 4) is left out"), g.readWarnings());
        assertEquals(2, g.variationCount());
    }

    @Test
    void aBadMoveOnTheMainLineStillRefusesTheGame() {
        RecordFormatException e = assertThrows(RecordFormatException.class,
                () -> RecordReader.readText("1. h2e2 h9g7 2. h0h9 *\n", "m.pgn"));
        assertTrue(e.getMessage().contains("line 1: move 'h0h9' (move 2, red)"), e.getMessage());
    }

    @Test
    void recordShowConvertAndBookBuildSayWhatWasLeftOut() throws Exception {
        Path in = Files.writeString(dir.resolve("v.pgn"), "[Event \"good\"]\n\n1. h2e2 h9g7 *\n\n" + PGN,
                StandardCharsets.UTF_8);
        MainTest.Result show = MainTest.run("record", "show", in.toString(), "--game", "2");
        assertEquals(0, show.status(), show.out());
        assertTrue(show.out().contains("moves h2e2 h9g7 h0g2 i9h9\n"), show.out());
        assertTrue(show.out().contains("warning " + in + ": game 2: line 8: move 'h0h9' (move 3, red)"), show.out());

        Path pgn = dir.resolve("out.pgn");
        MainTest.Result convert = MainTest.run("record", "convert", in.toString(), "--to", "pgn", "--out", pgn.toString());
        assertEquals(0, convert.status(), convert.err());
        assertTrue(convert.err().contains("warning: " + in + ": game 2: line 8: move 'h0h9'"), convert.err());
        assertEquals(2, RecordReader.read(pgn).games().size());
        assertTrue(RecordReader.read(pgn).games().get(1).readWarnings().isEmpty(), "what is written reads whole");

        Path book = dir.resolve("b.xqb");
        MainTest.Result build = MainTest.run("book", "build", "--pgn", in.toString(), "--out", book.toString());
        assertEquals(0, build.status(), build.err());
        assertTrue(build.out().startsWith("games 1 "), build.out());
        assertTrue(build.err().contains("warning: skipped " + in + ": game 2: line 8: move 'h0h9' (move 3, red)"),
                build.err());
        assertTrue(build.err().contains("warning: 1 game(s) skipped: they hold a bad move inside a variation"),
                build.err());

        BookBuilder b = new BookBuilder(20, 1).addRecords(in);
        assertEquals(1, b.games());
        assertEquals(1, b.skipped().size());
    }

    /** XQF of 1. h2e2 h9g7 (1... b9c7 2. h0g2 b7b3) 2. h0g2 i9h9: version 10, records of 8 bytes in pre-order. */
    private static byte[] xqf() {
        GameRecord g = RecordReader.readText("1. h2e2 h9g7 (1... b9c7 2. h0g2 b7b3) 2. h0g2 i9h9 *\n", null).first();
        byte[] b = RecordWriter.xqf(g);
        assertEquals(10, b[2], "the layout below is that of XQF 1.0");
        return b;
    }

    /** Offset of move record {@code n} (1-based; record 0 is the start position's). */
    private static int record(int n) {
        return 1024 + 8 * n;
    }

    @Test
    void xqfLeavesOutTheVariationFromItsBadMove() {
        byte[] first = xqf();
        first[record(5) + 1] = (byte) (32 + 25); // 1... b9c7 → b9c5, no horse move
        GameRecord g = RecordReader.read(first, "v.xqf").first();
        assertEquals(List.of("h2e2", "h9g7", "h0g2", "i9h9"), iccs(g.mainLine()));
        assertEquals(0, g.variationCount(), "the whole variation went with its first move");
        assertEquals(List.of("byte 1064 (0x428): move record 5 (b9c5, black horse) is not a legal move in "
                + "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1; this variation is left out"
                + " from there (3 moves)"), g.readWarnings());

        byte[] second = xqf();
        second[record(7) + 1] = (byte) (32 + 28); // 2... b7b3 → b7c8, no cannon move
        GameRecord h = RecordReader.read(second, "v.xqf").first();
        assertEquals(1, h.variationCount());
        GameRecord.Node b9c7 = h.mainLine().get(0).children().get(1);
        assertEquals("h0g2", Move.iccs(b9c7.children().get(0).move()), "the moves before the bad one are kept");
        assertTrue(b9c7.children().get(0).children().isEmpty());
        assertTrue(h.readWarnings().get(0).contains("move record 7 (b7c8, black cannon) is not a legal move"),
                h.readWarnings().toString());
    }

    @Test
    void xqfOffBoardPointsAreNamedWithThePiece() {
        byte[] from = xqf();
        from[record(1)] = (byte) (24 + 95);
        RecordFormatException e = assertThrows(RecordFormatException.class, () -> RecordReader.read(from, "o.xqf"));
        assertEquals("o.xqf: byte 1032 (0x408): move record 1: its from-point is 95, off the board (an XQF point is "
                + "file × 10 + rank, 0 to 89)", e.getMessage());

        byte[] to = xqf();
        to[record(2) + 1] = (byte) (32 + 93);
        e = assertThrows(RecordFormatException.class, () -> RecordReader.read(to, "o.xqf"));
        assertEquals("o.xqf: byte 1041 (0x411): move record 2 (the black horse on h9): its to-point is 93, off the "
                + "board (an XQF point is file × 10 + rank, 0 to 89)", e.getMessage());
    }

    /**
     * DhtmlXQ of 1. h2e2 h9g7 2. h0g2 i9h9 with branch 1 (1... b9c7 2. h0g2 a9a8 3. h0h9?? b7b3) whose fourth
     * move is not legal, a branch leaving branch 1 at a9a8 (kept), one leaving it after the bad move (left
     * out with it) and a good branch 4 (1... c6c5 2. h0g2).
     */
    private static final String DHTML = "[DhtmlXQ]\n"
            + "[DhtmlXQ_title]D[/DhtmlXQ_title]\n"
            + "[DhtmlXQ_movelist]7747706279678070[/DhtmlXQ_movelist]\n"
            + "[DhtmlXQ_move_0_2_1]10227967000179701727[/DhtmlXQ_move_0_2_1]\n"
            + "[DhtmlXQ_move_1_4_3]2324[/DhtmlXQ_move_1_4_3]\n"
            + "[DhtmlXQ_move_1_6_2]2324[/DhtmlXQ_move_1_6_2]\n"
            + "[DhtmlXQ_move_0_2_4]23247967[/DhtmlXQ_move_0_2_4]\n"
            + "[/DhtmlXQ]\n";

    @Test
    void dhtmlXqKeepsTheMainLineAndTheReadablePartOfTheBranch() throws Exception {
        GameRecord g = RecordReader.readText(DHTML, "d.txt").first();
        assertEquals(List.of("h2e2", "h9g7", "h0g2", "i9h9"), iccs(g.mainLine()), "the main line is whole");
        GameRecord.Node first = g.mainLine().get(0);
        assertEquals(List.of("h9g7", "b9c7", "c6c5"), first.children().stream().map(n -> Move.iccs(n.move())).toList(),
                "both branches of 1... are there");
        GameRecord.Node h0g2 = first.children().get(1).children().get(0);
        assertEquals(List.of("a9a8", "c6c5"), h0g2.children().stream().map(n -> Move.iccs(n.move())).toList(),
                "the moves before the bad one are kept, and the branch leaving them");
        assertTrue(h0g2.children().get(0).children().isEmpty(), "the bad move and what follows it are left out");
        assertEquals(List.of("line 4: [DhtmlXQ_move_0_2_1] move 4 '7970' (h0h9) is not legal in "
                        + "2bakabnr/r8/1cn4c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C1N2/9/RNBAKAB1R w - - 4 3; the rest of this "
                        + "branch is left out from there (2 moves)",
                "line 6: branch [DhtmlXQ_move_1_6_2] leaves step 5 of branch 1, which was left out (a bad move at "
                        + "step 5); this branch is left out too"), g.readWarnings());

        Path in = Files.writeString(dir.resolve("d.txt"), DHTML, StandardCharsets.UTF_8);
        MainTest.Result show = MainTest.run("record", "show", in.toString());
        assertEquals(0, show.status(), show.out());
        assertTrue(show.out().contains("moves h2e2 h9g7 h0g2 i9h9\n"), show.out());
        assertTrue(show.out().contains("warning " + in + ": game 1: line 4: [DhtmlXQ_move_0_2_1] move 4 '7970'"),
                show.out());
        assertTrue(show.out().contains("warning " + in + ": game 1: line 6: branch [DhtmlXQ_move_1_6_2]"), show.out());
        Path out = dir.resolve("out.pgn");
        MainTest.Result convert = MainTest.run("record", "convert", in.toString(), "--to", "dhtmlxq", "--out",
                out.toString());
        assertEquals(0, convert.status(), convert.err());
        assertTrue(convert.err().contains("warning: " + in + ": game 1: line 4: [DhtmlXQ_move_0_2_1] move 4"),
                convert.err());
        GameRecord back = RecordReader.read(out).first();
        assertTrue(back.readWarnings().isEmpty(), "what is written reads whole");
        assertEquals(g.variationCount(), back.variationCount(), "no variation kept was lost");
    }

    @Test
    void dhtmlXqStillRefusesABadMoveOnTheMainLine() {
        RecordFormatException e = assertThrows(RecordFormatException.class, () -> RecordReader.readText(
                DHTML.replace("7747706279678070", "7747706279708070"), "d.txt"));
        assertTrue(e.getMessage().startsWith("d.txt: game 1: line 3: [DhtmlXQ_movelist] move 3 '7970'"), e.getMessage());
    }
}
