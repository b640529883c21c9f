package org.xqlab.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.xqlab.teach.Examples;
import org.xqlab.teach.TreeJson;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code export-web}: each source writes one page and says so; bad input is one error line and status 2. */
class ExportWebCommandTest {
    @TempDir
    Path dir;

    @Test
    void aDepthThreeTeachingSearchIsOnePageUnderAMegabyte() throws Exception {
        Path out = dir.resolve("search.html");
        MainTest.Result r = NotationCommandTest.run("export-web", "--fen", "startpos", "--depth", "3", "--out", out.toString());
        assertEquals(0, r.status(), r.err());
        assertEquals("wrote " + out + " (" + Files.size(out) + " bytes, a search to depth 3)\n", r.out().replace("\r", ""));
        assertTrue(Files.size(out) < 1_000_000, "under 1 MB: " + Files.size(out));
        String html = Files.readString(out);
        assertTrue(html.contains("\"mode\":\"search\"") && html.contains("炮二平五"), "Chinese notation by default");
    }

    @Test
    void aTraceATreeAndAnExerciseEachMakeAPage() throws Exception {
        Path trace = dir.resolve("t.jsonl");
        assertEquals(0, NotationCommandTest.run("trace", "--depth", "2", "--out", trace.toString()).status());
        Path fromTrace = dir.resolve("trace.html");
        MainTest.Result r = NotationCommandTest.run("export-web", "--trace", trace.toString(), "--notation", "iccs",
                "--out", fromTrace.toString());
        assertEquals(0, r.status(), r.err());
        assertTrue(Files.readString(fromTrace).contains("\"m\":[\"h2e2\",\"h2e2\"]"), "moves in ICCS");
        Path tree = dir.resolve("tree.json");
        TreeJson.save(Examples.BOTH_CUTOFFS.tree(), tree);
        Path lesson = dir.resolve("lesson.html");
        r = NotationCommandTest.run("export-web", "--tree", tree.toString(), "--algorithm", "negascout", "--out", lesson.toString());
        assertEquals(0, r.status(), r.err());
        assertTrue(Files.readString(lesson).contains("\"mode\":\"textbook\""));
        Path ex = dir.resolve("ex.html");
        r = NotationCommandTest.run("export-web", "--exercise", "42", "--kind", "window", "--out", ex.toString());
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().contains("the window exercise of seed 42"), r.out());
        assertTrue(Files.readString(ex).contains("\"mode\":\"exercise\""));
    }

    @Test
    void badInputIsRefusedNamingWhatAndWhere() {
        String out = dir.resolve("p.html").toString();
        assertError("give exactly one of --fen, --trace, --tree or --exercise", "export-web", "--out", out);
        assertError("give exactly one of --fen, --trace, --tree or --exercise", "export-web", "--fen", "startpos",
                "--exercise", "3", "--out", out);
        assertError("--out '" + dir.resolve("p.txt") + "' must end in .html", "export-web", "--exercise", "3", "--out",
                dir.resolve("p.txt").toString());
        assertError("no such tree file: " + dir.resolve("none.json"), "export-web", "--tree",
                dir.resolve("none.json").toString(), "--out", out);
        assertError("no such trace file: " + dir.resolve("none.jsonl"), "export-web", "--trace",
                dir.resolve("none.jsonl").toString(), "--out", out);
        assertError("a teaching search's depth must be between 1 and 6: 9", "export-web", "--fen", "startpos", "--depth", "9",
                "--out", out);
        assertError("max children must be between 1 and 60: 0", "export-web", "--fen", "startpos", "--max-children", "0",
                "--out", out);
        assertError("the folder " + dir.resolve("nowhere").toAbsolutePath() + " does not exist", "export-web", "--exercise", "3",
                "--out", dir.resolve("nowhere").resolve("p.html").toString());
        assertError("unknown exercise kind 'x': expected prune, window, order or walk", "export-web", "--exercise", "3", "--kind", "x",
                "--out", out);
    }

    private static void assertError(String message, String... args) {
        MainTest.Result r = NotationCommandTest.run(args);
        assertEquals(2, r.status(), r.out() + r.err());
        assertEquals("error: " + message + "\n", r.err().replace("\r", ""));
    }
}
