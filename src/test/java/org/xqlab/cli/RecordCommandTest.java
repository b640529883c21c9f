package org.xqlab.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.xqlab.game.RecordFormat;
import org.xqlab.game.RecordReader;
import org.xqlab.protocol.Opening;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code record show} prints its contract lines; {@code record convert}, {@code book build} and the match's openings use the one reader. */
class RecordCommandTest {
    private static Path sample(String name) {
        try {
            return Path.of(RecordCommandTest.class.getResource("/records/" + name).toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    @Test
    void showWithCommentsAddsTheMainLinesCommentsAfterTheContractLines(@TempDir Path tmp) throws IOException {
        Path pgn = tmp.resolve("reviewed.pgn");
        Files.writeString(pgn, "[Event \"x\"]\n{Reviewed by Xiangqi Lab}\n1. h2e2 h9g7 2. i0i1 {?! inaccuracy:\n"
                + "lost 0.051} b9c7 *\n");
        MainTest.Result plain = MainTest.run("record", "show", pgn.toString());
        MainTest.Result r = MainTest.run("record", "show", pgn.toString(), "--comments");
        assertEquals(0, r.status(), r.err());
        assertEquals(plain.out().replace("\r", "") + "comment 0 - Reviewed by Xiangqi Lab\n"
                + "comment 3 i0i1 ?! inaccuracy: lost 0.051\n", r.out().replace("\r", ""));
        assertTrue(plain.out().contains("variations 0") && !plain.out().contains("comment"), plain.out());
    }

    @Test
    void showPrintsOneBlockPerFileInTheContractFormat(@TempDir Path tmp) throws IOException {
        Path bad = tmp.resolve("bad.pgn");
        Files.writeString(bad, "[Event \"x\"]\n[FEN \"rnbakabnr/9\n1. h2e2 *\n");
        Path pgn = sample("test.pgn");
        MainTest.Result r = MainTest.run("record", "show", pgn.toString(), bad.toString(), sample("UnitTest.xqf").toString());
        assertEquals(2, r.status(), r.err());
        String expected = String.join("\n",
                "file " + pgn,
                "format PGN",
                "encoding GBK",
                "games 1",
                "fen rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
                "moves h2e2 b9c7 h0g2 h9i7 i0i1 c9e7 e3e4 h7f7 e4e5 e6e5 g2e3 d9e8 i1d1 a9d9 a0a1 b7b0 d1d9 e9d9 a1d1 d9e9 "
                        + "e3c4 f7f4 c4d6 f4e4 e2e5",
                "result *",
                "variations 0",
                "",
                "file " + bad,
                "error " + bad + ": game 1: line 2: malformed tag '[FEN \"rnbakabnr/9': expected [Name \"value\"] on one line",
                "",
                "file " + sample("UnitTest.xqf"),
                "format XQF",
                "encoding GBK",
                "games 1",
                "fen rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
                "moves h2e2 h9g7 h0g2 i9h9 i0h0",
                "result 1/2-1/2",
                "variations 2", "");
        assertEquals(expected, r.out().replace("\r", ""));
    }

    @Test
    void showPicksAGameAndExitsZeroWhenAllRead(@TempDir Path tmp) throws IOException {
        Path two = tmp.resolve("two.pgn");
        Files.writeString(two, "[Event \"a\"]\n1. h2e2 *\n\n[Event \"b\"]\n[FEN \"4k4/9/9/p8/9/9/8P/9/9/3K5 r\"]\n1. d0d1 *\n");
        MainTest.Result r = MainTest.run("record", "show", "--game", "2", two.toString());
        assertEquals(0, r.status(), r.out());
        assertTrue(r.out().contains("\ngames 2\nfen 4k4/9/9/p8/9/9/8P/9/9/3K5 w - - 0 1\nmoves d0d1\nresult *\nvariations 0\n"), r.out());
        MainTest.Result missing = MainTest.run("record", "show", tmp.resolve("none.pgn").toString());
        assertEquals(2, missing.status());
        assertTrue(missing.out().contains("error " + tmp.resolve("none.pgn") + ": no such file"), missing.out());
    }

    @Test
    void convertWritesEachTargetAtomicallyAndTheResultReadsBack(@TempDir Path tmp) throws IOException {
        Path in = sample("dpxq_ubb_branches.txt");
        for (String to : new String[] {"pgn", "pgn-gbk", "dhtmlxq", "xqf"}) {
            Path out = tmp.resolve("out-" + to);
            MainTest.Result r = MainTest.run("record", "convert", in.toString(), "--to", to, "--out", out.toString());
            assertEquals(0, r.status(), r.err());
            assertTrue(r.out().startsWith("converted 1 game from " + in + " (DhtmlXQ, UTF-8) to " + out), r.out());
            assertEquals(RecordReader.read(in).first().mainLine().size(), RecordReader.read(out).first().mainLine().size());
            assertEquals(3, RecordReader.read(out).first().variationCount());
        }
        assertEquals(RecordFormat.XQF, RecordReader.read(tmp.resolve("out-xqf")).format());
        assertEquals("GBK", RecordReader.read(tmp.resolve("out-pgn-gbk")).encoding());
        MainTest.Result bad = MainTest.run("record", "convert", in.toString(), "--to", "doc", "--out", tmp.resolve("x").toString());
        assertEquals(2, bad.status());
        assertTrue(bad.err().contains("unknown record format 'doc'"), bad.err());
    }

    @Test
    void bookBuildAndMatchOpeningsReadEveryFormatThroughTheOneReader(@TempDir Path tmp) throws IOException {
        Path book = tmp.resolve("b.xqb");
        MainTest.Result r = MainTest.run("book", "build", "--pgn", sample("test_ubb_dhtmlxq.txt").toString(),
                sample("SAMPLE.XQF").toString(), sample("xqbase-trailer-01.PGN").toString(), "--out", book.toString());
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().startsWith("games 3 positions 59 entries 60 "), r.out());
        Path broken = tmp.resolve("broken.pgn");
        Files.write(broken, "[Event \"象棋\"]\n[FEN \"rnbakabnr/9/1c5c1".getBytes(java.nio.charset.Charset.forName("GBK")));
        MainTest.Result e = MainTest.run("book", "build", "--pgn", broken.toString(), "--out", book.toString());
        assertEquals(2, e.status());
        assertEquals("error: " + broken + ": game 1: line 2: malformed tag '[FEN \"rnbakabnr/9/1c5c1': expected [Name \"value\"] on one line\n",
                e.err().replace("\r", ""));
        assertEquals(1, Opening.read(sample("game_varations.xqf")).size());
        assertEquals(8, Opening.read(sample("game_varations.xqf")).get(0).moves().size());
        Path lines = tmp.resolve("lines.txt");
        Files.writeString(lines, "中炮 | Central cannon | h2e2 h9g7\n", StandardCharsets.UTF_8);
        assertEquals(2, Opening.read(lines).get(0).moves().size());
    }
}
