package org.xqlab.cli;

import org.junit.jupiter.api.Test;

import java.io.PrintWriter;
import java.io.StringWriter;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class MainTest {
    record Result(int status, String out, String err) {
    }

    static Result run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int status = Main.run(args, new PrintWriter(out), new PrintWriter(err));
        return new Result(status, out.toString(), err.toString());
    }

    @Test
    void benchWithRepeatsPrintsTheMedianOfTheWarmRunsBeforeTheBest() {
        Result r = run("bench", "--depth", "2", "--repeat", "4", "--quiet");
        assertEquals(0, r.status(), r.err());
        String[] lines = r.out().strip().split("\\R");
        assertEquals(7, lines.length, r.out());
        long[] warm = new long[3];
        for (int i = 1; i < 4; i++) {
            assertTrue(lines[i].startsWith("run " + (i + 1) + ": nodes "), lines[i]);
            warm[i - 1] = Long.parseLong(lines[i].substring(lines[i].lastIndexOf(' ') + 1));
        }
        java.util.Arrays.sort(warm);
        assertEquals("median cpu-nps " + warm[1] + " (runs 2-4)", lines[4]);
        assertTrue(lines[5].startsWith("best cpu-nps "), lines[5]);
        assertTrue(lines[6].startsWith("bench nodes "), lines[6]);
        // two warm runs: the median is their mean
        String[] three = run("bench", "--depth", "2", "--repeat", "3", "--quiet").out().strip().split("\\R");
        long a = Long.parseLong(three[1].substring(three[1].lastIndexOf(' ') + 1));
        long b = Long.parseLong(three[2].substring(three[2].lastIndexOf(' ') + 1));
        assertEquals("median cpu-nps " + (a + b) / 2 + " (runs 2-3)", three[3]);
    }

    @Test
    void benchWarmupLeavesItsRunsOutOfTheMedian() {
        String[] lines = run("bench", "--depth", "2", "--repeat", "5", "--warmup", "2", "--quiet").out().strip()
                .split("\\R");
        long[] warm = new long[3];
        for (int i = 2; i < 5; i++) {
            warm[i - 2] = Long.parseLong(lines[i].substring(lines[i].lastIndexOf(' ') + 1));
        }
        java.util.Arrays.sort(warm);
        assertEquals("median cpu-nps " + warm[1] + " (runs 3-5)", lines[5]);
        // no median without two runs after the warm-up; a warm-up as long as the bench is refused
        String[] two = run("bench", "--depth", "2", "--repeat", "3", "--warmup", "2", "--quiet").out().strip()
                .split("\\R");
        assertTrue(two[3].startsWith("best cpu-nps "), String.join("\n", two));
        Result refused = run("bench", "--depth", "2", "--repeat", "3", "--warmup", "3");
        assertEquals(2, refused.status());
        assertTrue(refused.err().contains("--warmup must be between 0 and --repeat minus 1"), refused.err());
    }

    @Test
    void benchEvalTimesEachKnowledgeTermOfTheConfig() {
        java.util.List<String> expected = new java.util.ArrayList<>(java.util.List.of("tables"));
        for (org.xqlab.search.EvalTerm t : org.xqlab.search.SearchConfig.defaults().evaluator().terms()) {
            if (t.isKnowledge()) {
                expected.add(t.key());
            }
        }
        expected.add("all");
        assertEquals(expected, evalVariants(run("bench", "--eval", "--repeat", "3")));
        // a term switched off is not timed; without knowledge only the tables and the whole are
        expected.remove("eval.rook.mobility");
        assertEquals(expected, evalVariants(run("bench", "--eval", "--repeat", "3", "--set", "eval.rook.mobility=false")));
        assertEquals(java.util.List.of("tables", "all"),
                evalVariants(run("bench", "--eval", "--repeat", "3", "--set", "eval.knowledge=false")));
        // a cost within the spread of its rounds cannot be told from nothing: it is printed as a bound
        assertEquals("30.5 ns", new org.xqlab.search.EvalCost.Cost(30.5, 1.0).text());
        assertEquals("< 1.5 ns", new org.xqlab.search.EvalCost.Cost(0.4, 1.1).text());
        assertEquals("< 1.1 ns", new org.xqlab.search.EvalCost.Cost(-0.3, 1.1).text());
        Result refused = run("bench", "--eval", "--repeat", "2");
        assertEquals(2, refused.status());
        assertTrue(refused.err().contains("--repeat must be at least 3 with --eval"), refused.err());
    }

    /**
     * The variants of {@code bench --eval}'s lines, each checked to read {@code eval <variant> <ns> ns}, or
     * {@code eval <variant> < <ns> ns} for a cost within the timing's spread.
     */
    private static java.util.List<String> evalVariants(Result r) {
        assertEquals(0, r.status(), r.err());
        java.util.List<String> variants = new java.util.ArrayList<>();
        for (String line : r.out().strip().split("\\R")) {
            assertTrue(line.matches("eval \\S+ (< )?\\d+\\.\\d ns"), line);
            variants.add(line.split(" ")[1]);
        }
        return variants;
    }

    @Test
    void perftPrintsNodesLast() {
        Result r = run("perft", "--fen", "startpos", "--depth", "3");
        assertEquals(0, r.status());
        String[] lines = r.out().strip().split("\\R");
        assertEquals("nodes 79666", lines[lines.length - 1]);
        assertTrue(lines[0].startsWith("time "), r.out());
    }

    @Test
    void perftDivideListsEachRootMove() {
        Result r = run("perft", "--depth", "2", "--divide");
        assertEquals(0, r.status());
        String[] lines = r.out().strip().split("\\R");
        assertEquals(44 + 2, lines.length);
        for (int i = 0; i < 44; i++) {
            assertTrue(lines[i].matches("[a-i][0-9][a-i][0-9]: [0-9]+"), lines[i]);
        }
        assertTrue(r.out().contains("h2e2: 45"), "central cannon: black has 45 replies");
        assertEquals("nodes 1920", lines[lines.length - 1]);
    }

    @Test
    void badFenExitsWithTwoAndOneLineMessage() {
        Result r = run("perft", "--fen", "rnbakabnr/9 w", "--depth", "2");
        assertEquals(2, r.status());
        assertTrue(r.err().startsWith("error: the board has 2 ranks"), r.err());
        assertEquals(1, r.err().strip().split("\\R").length, "one line, no stack trace");
        assertFalse(r.err().contains("Exception"));
    }

    @Test
    void unknownOptionExitsWithTwo() {
        assertEquals(2, run("perft", "--depht", "2").status());
    }
}
