package org.xqlab.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Every command with an output checks it before any work: a missing or unusable folder is exit 2 with one clear line. */
class OutputChecksTest {
    @TempDir
    Path dir;

    private Path record() throws Exception {
        Path pgn = dir.resolve("in.pgn");
        Files.writeString(pgn, "[Event \"x\"]\n\n1. h2e2 h9g7 2. h0g2 *\n");
        return pgn;
    }

    @Test
    void recordConvertRefusesAMissingFolder() throws Exception {
        MainTest.Result r = MainTest.run("record", "convert", record().toString(), "--to", "xqf", "--out",
                "/nonexistent/d/x.xqf");
        assertEquals(2, r.status());
        assertEquals("error: --out /nonexistent/d/x.xqf: the folder /nonexistent/d does not exist\n", r.err());
        assertEquals("", r.out());
    }

    @Test
    void bookBuildRefusesAMissingFolderAndAFolderAsFile() throws Exception {
        MainTest.Result r = MainTest.run("book", "build", "--pgn", record().toString(), "--out", "/nonexistent/d/b.xqb");
        assertEquals(2, r.status());
        assertEquals("error: --out /nonexistent/d/b.xqb: the folder /nonexistent/d does not exist\n", r.err());
        MainTest.Result folder = MainTest.run("book", "build", "--pgn", record().toString(), "--out", dir.toString());
        assertEquals(2, folder.status());
        assertEquals("error: --out " + dir + " is a folder; name a file\n", folder.err());
    }

    @Test
    void experimentRefusesAnOutputFolderThatCannotBeMade() throws Exception {
        Path file = Files.writeString(dir.resolve("plain-file"), "x");
        MainTest.Result r = MainTest.run("experiment", "run", "killers", "--out",
                file.resolve("results").toString(), "--quiet");
        assertEquals(2, r.status(), r.err());
        assertEquals("error: --out " + file.resolve("results") + ": " + file + " is a file, not a folder\n", r.err());
        MainTest.Result onFile = MainTest.run("experiment", "run", "killers", "--out", file.toString(),
                "--quiet");
        assertEquals(2, onFile.status());
        assertEquals("error: --out " + file + " is a file, not a folder\n", onFile.err());
        assertFalse(Files.exists(file.resolve("results")));
    }

    @Test
    void tuneDataRefusesAMissingFolder() throws Exception {
        MainTest.Result r = MainTest.run("tune", "data", "--records", record().toString(), "--out",
                "/nonexistent/d/data.txt");
        assertEquals(2, r.status());
        assertTrue(r.err().startsWith("error: --out /nonexistent/d/data.txt: the folder /nonexistent/d does not exist"),
                r.err());
    }
}
