package org.xqlab.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A long conversion prints its first warnings and a summary by kind, not a line for each. */
class ConversionWarningsTest {
    @TempDir
    Path dir;

    private Path games(int n) throws Exception {
        StringBuilder sb = new StringBuilder();
        for (int g = 1; g <= n; g++) {
            sb.append("[Event \"E\"]\n[Author \"A").append(g).append("\"]\n[ECCO \"C").append(g % 3).append("\"]\n\n1. h2e2 *\n\n");
        }
        return Files.writeString(dir.resolve("in.pgn"), sb);
    }

    @Test
    void manyWarningsAreSummarisedByKind() throws Exception {
        Path out = dir.resolve("o.txt");
        MainTest.Result r = MainTest.run("record", "convert", games(300).toString(), "--to", "dhtmlxq", "--out",
                out.toString());
        assertEquals(0, r.status(), r.err());
        String[] lines = r.err().split("\n");
        assertEquals(10 + 1 + 2, lines.length, r.err());
        assertEquals("warning: " + out + ": game 1: Author 'A1' is not written: DhtmlXQ has no field for it", lines[0]);
        assertEquals("warning: 600 warnings in all, the first 10 above; by kind:", lines[10]);
        assertEquals("       300  " + out + ": Author '…' is not written: DhtmlXQ has no field for it", lines[11]);
        assertEquals("       300  " + out + ": ECCO '…' is not written: DhtmlXQ has no field for it", lines[12]);
    }

    @Test
    void aFewWarningsAreAllPrinted() throws Exception {
        Path out = dir.resolve("o.txt");
        MainTest.Result r = MainTest.run("record", "convert", games(10).toString(), "--to", "dhtmlxq", "--out",
                out.toString());
        assertEquals(20, r.err().split("\n").length, r.err());
        assertTrue(r.err().endsWith("game 10: ECCO 'C1' is not written: DhtmlXQ has no field for it\n"), r.err());
    }
}
