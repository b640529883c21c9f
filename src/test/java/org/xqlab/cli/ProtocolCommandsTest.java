package org.xqlab.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.xqlab.book.BookFile;
import org.xqlab.book.OpeningBook;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ProtocolCommandsTest {
    @Test
    void bookBuildWritesAFileThatProbeReads(@TempDir Path dir) throws Exception {
        Path pgn = dir.resolve("g.pgn");
        Files.writeString(pgn, "[Event \"a\"]\n\n1. h2e2 h9g7 2. h0g2 *\n[Event \"b\"]\n\n1. h2e2 b9c7 *\n");
        Path out = dir.resolve("b.xqb");
        MainTest.Result r = MainTest.run("book", "build", "--pgn", pgn.toString(), "--out", out.toString());
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().startsWith("games 2 positions 3 entries 4 names 0 bytes 61 -> "), r.out());
        MainTest.Result probe = MainTest.run("book", "probe", "--book", out.toString(), "--moves", "炮二平五");
        assertEquals("opening -\nb9c7 馬２進３ 1\nh9g7 馬８進７ 1\n", probe.out().replace("\r", ""));
    }

    @Test
    void bundledLinesRebuildTheBundledBook(@TempDir Path dir) throws Exception {
        Path lines = dir.resolve("openings.txt");
        try (var in = OpeningBook.class.getResourceAsStream("/org/xqlab/book/openings.txt")) {
            Files.write(lines, in.readAllBytes());
        }
        Path out = dir.resolve("bundled.xqb");
        assertEquals(0, MainTest.run("book", "build", "--lines", lines.toString(), "--out", out.toString()).status());
        assertEquals(OpeningBook.bundled(), BookFile.read(out));
        MainTest.Result probe = MainTest.run("book", "probe", "--moves", "h2e2", "h9g7", "h0g2", "b9c7");
        assertTrue(probe.out().startsWith("opening 中炮对屏风马 (Central Cannon vs Screen Horses)\n"), probe.out());
    }

    @Test
    void badInputGivesOneErrorLine() {
        MainTest.Result spec = MainTest.run("match", "--engine1", "stockfish", "--engine2", "preset:full");
        assertEquals(2, spec.status());
        assertTrue(spec.err().startsWith("error: bad engine 'stockfish'"), spec.err());
        MainTest.Result tc = MainTest.run("match", "--engine1", "preset:full", "--engine2", "preset:full", "--tc", "fast");
        assertEquals("error: bad time control 'fast': expected nodes=N, movetime=MS, depth=D (positive, depth at most 64) or clock=BASE+INC (seconds)\n",
                tc.err().replace("\r", ""));
        MainTest.Result file = MainTest.run("book", "build", "--pgn", "/no/such.pgn", "--out", "/tmp/x.xqb");
        assertEquals("error: no such file: /no/such.pgn\n", file.err().replace("\r", ""));
        assertEquals(2, MainTest.run("book", "probe", "--moves", "炮二平九").status());
    }

    @Test
    void matchCommandPrintsEachGameAndTheScore(@TempDir Path dir) throws Exception {
        Path out = dir.resolve("games.pgn");
        MainTest.Result r = MainTest.run("match", "--engine1", "preset:full", "--engine2", "preset:alphabeta", "--games", "2",
                "--tc", "depth=1", "--max-plies", "12", "--out", out.toString());
        assertEquals(0, r.status(), r.err());
        String[] lines = r.out().replace("\r", "").split("\n");
        assertTrue(lines[0].startsWith("game 1 full vs alphabeta: "), lines[0]);
        assertTrue(lines[1].startsWith("game 2 alphabeta vs full: "), lines[1]);
        assertTrue(lines[2].matches("score \\+\\d =\\d -\\d  score .* Elo .* \\(full vs alphabeta, depth=1, "
                + "1 game at once, each engine on 1 thread\\)"), lines[2]);
        assertTrue(Files.readString(out).contains("[Round \"2\"]"));
    }

    @Test
    void matchSaysHowManyGamesRunAtOnceAndOnHowManyThreadsEachEngineSearches() {
        MainTest.Result r = MainTest.run("match", "--engine1", "preset:full,threads=2", "--engine2", "preset:alphabeta",
                "--games", "2", "--tc", "depth=2", "--max-plies", "8", "--concurrency", "2");
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().contains("(full,threads=2 vs alphabeta, depth=2, 2 games at once, engine 1 on 2 threads, "
                + "engine 2 on 1 thread)"), r.out());
        assertEquals("", r.err());

        // --threads is the older name of --concurrency: still games at once, with a warning
        MainTest.Result old = MainTest.run("match", "--engine1", "preset:full", "--engine2", "preset:alphabeta",
                "--games", "2", "--tc", "depth=1", "--max-plies", "8", "--threads", "2");
        assertEquals(0, old.status(), old.err());
        assertTrue(old.out().contains("2 games at once, each engine on 1 thread)"), old.out());
        assertTrue(old.err().startsWith("warning: --threads is the older name of --concurrency (games at once)"), old.err());

        MainTest.Result both = MainTest.run("match", "--engine1", "preset:full", "--engine2", "preset:full",
                "--concurrency", "2", "--threads", "1");
        assertEquals(2, both.status());
        assertTrue(both.err().contains("give one, not --concurrency 2 and --threads 1"), both.err());
        MainTest.Result bad = MainTest.run("match", "--engine1", "preset:full,threads=0", "--engine2", "preset:full");
        assertEquals(2, bad.status());
        assertTrue(bad.err().contains("engine 'preset:full,threads=0': bad value '0' for threads: expected a whole number "
                + "from 1 to 64"), bad.err());
    }
}
