package org.xqlab.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.xqlab.game.GameRecord;
import org.xqlab.game.RecordReader;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A writer keeps every tag its format can hold and says what it must cut or cannot hold, never silently. */
class WriterWarningsTest {
    @TempDir
    Path dir;

    @Test
    void xqfKeepsAuthorAndTimesAndWarnsOfWhatItCuts() throws Exception {
        Path in = Files.writeString(dir.resolve("in.pgn"), "[Event \"象甲联赛\"]\n[Red \"永远在路上(北斗)\"]\n"
                + "[Black \"😀\"]\n[Date \"2026-09-03 16:20:58\"]\n[Author \"张三\"]\n[RedTime \"10:00\"]\n"
                + "[BlackTime \"09:30\"]\n[ECCO \"C20\"]\n[Result \"*\"]\n\n1. h2e2 h9g7 *\n", StandardCharsets.UTF_8);
        Path out = dir.resolve("out.xqf");
        MainTest.Result r = MainTest.run("record", "convert", in.toString(), "--to", "xqf", "--out", out.toString());
        assertEquals(0, r.status(), r.err());
        String w = "warning: " + out + ": ";
        assertTrue(r.err().contains(w + "Red '永远在路上(北斗)' is cut to '永远在路上(北斗' (XQF holds 15 bytes)\n"), r.err());
        assertTrue(r.err().contains(w + "Date '2026-09-03 16:20:58' is cut to '2026-09-03 16:2' (XQF holds 15 bytes)\n"),
                r.err());
        assertTrue(r.err().contains(w + "Black '😀' holds characters GBK cannot (written as '?')\n"), r.err());
        assertTrue(r.err().contains(w + "ECCO 'C20' is not written: XQF has no place for it\n"), r.err());
        GameRecord back = RecordReader.read(out).first();
        assertEquals("张三", back.headers().get("Author"), "the author is kept");
        assertEquals("10:00", back.headers().get("RedTime"));
        assertEquals("09:30", back.headers().get("BlackTime"));
        assertEquals("象甲联赛", back.headers().get("Event"));
    }

    @Test
    void dhtmlXqWarnsOfTagsItHasNoFieldFor() throws Exception {
        Path in = Files.writeString(dir.resolve("in.pgn"), "[Event \"e\"]\n[ECCO \"C20\"]\n[Variation \"v\"]\n\n"
                + "1. h2e2 h9g7 *\n", StandardCharsets.UTF_8);
        Path out = dir.resolve("out.txt");
        MainTest.Result r = MainTest.run("record", "convert", in.toString(), "--to", "dhtmlxq", "--out", out.toString());
        assertEquals(0, r.status(), r.err());
        assertTrue(r.err().contains("ECCO 'C20' is not written: DhtmlXQ has no field for it"), r.err());
        assertTrue(r.err().contains("Variation 'v' is not written: DhtmlXQ has no field for it"), r.err());
        MainTest.Result clean = MainTest.run("record", "convert", in.toString(), "--to", "pgn", "--out",
                dir.resolve("o.pgn").toString());
        assertEquals("", clean.err(), "PGN holds every tag");
    }
}
