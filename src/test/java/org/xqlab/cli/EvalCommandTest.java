package org.xqlab.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.xqlab.search.EvalWeights;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code eval}: the evaluation term by term, the weights table as a file, and a file read back. */
class EvalCommandTest {
    private static final String HOLLOW = "4k4/9/9/9/9/9/4C4/9/9/3K5 w - - 0 1";

    private static String[] run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int status = Main.run(args, new PrintWriter(out), new PrintWriter(err));
        return new String[] {Integer.toString(status), out.toString(), err.toString()};
    }

    @Test
    void showsEachTermSShareOfTheEvaluation() {
        String[] r = run("eval", "--fen", HOLLOW);
        assertEquals("0", r[0], r[2]);
        // phase 2 of 32: the hollow cannon's 84 (middlegame) and −12 (endgame) blend to −6; the totals with and
        // without it, each tapered and rounded down on its own, differ by −6
        assertTrue(r[1].contains("phase 2 of 32"), r[1]);
        assertTrue(r[1].matches("(?s).*term cannon\\.hollow +空头炮 +-6\\n.*"), r[1]);
        assertTrue(r[1].contains("term horse.mobility"), "on by default: " + r[1]);
        assertTrue(!r[1].contains("horse.trapped"), "off by default: " + r[1]);
        assertTrue(!run("eval", "--fen", HOLLOW, "--preset", "pvs")[1].contains("horse.trapped"),
                "the teaching presets keep the classic terms");
        String[] off = run("eval", "--fen", HOLLOW, "--set", "eval.cannon.hollow=off");
        assertTrue(!off[1].contains("cannon.hollow"), off[1]);
        int with = Integer.parseInt(r[1].split("\\s+")[1]);
        int without = Integer.parseInt(off[1].split("\\s+")[1]);
        assertEquals(-6, with - without);
        assertTrue(run("eval", "--fen", HOLLOW, "--preset", "extended")[1].contains("term horse.trapped"));
    }

    @Test
    void printsTheWeightsAsAFileThatReadsBackAndChangesTheEvaluation(@TempDir Path dir) throws Exception {
        String[] r = run("eval", "--weights");
        assertEquals(EvalWeights.defaults(), EvalWeights.parse(r[1], "out"));
        Path file = dir.resolve("w.txt");
        Files.writeString(file, r[1].replace("cannon.hollow.eg = -12 ", "cannon.hollow.eg = 57 "), StandardCharsets.UTF_8);
        String[] changed = run("eval", "--fen", HOLLOW, "--set", "eval.weights=" + file);
        // (84 * 2 + 57 * 30) / 32 = 58.7; the totals with and without it, each rounded down, differ by 59
        assertTrue(changed[1].contains("空头炮      +59"), changed[1]);
        String[] bad = run("eval", "--set", "eval.weights=" + dir.resolve("none.txt"));
        assertEquals("2", bad[0]);
        assertTrue(bad[2].startsWith("error: cannot read the weights file ") && bad[2].contains("no such file"), bad[2]);
    }
}
