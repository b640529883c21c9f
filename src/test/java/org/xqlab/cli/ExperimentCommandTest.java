package org.xqlab.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ExperimentCommandTest {
    private static final String FILE = "{\"name\": \"cli\", \"suites\": [\"tactics\"], \"variants\": ["
            + "{\"name\": \"a\", \"preset\": \"pvs\", \"set\": {\"tt.mb\": 1}}, {\"name\": \"b\", \"set\": {\"tt.mb\": 1}}],"
            + " \"depths\": [1, 2]}";

    @TempDir
    Path tmp;

    @Test
    void listShowsEveryBuiltInExperiment() {
        MainTest.Result r = MainTest.run("experiment", "list");
        assertEquals(0, r.status());
        for (String name : new String[] {"tt-by-depth", "history-bonus", "history-decay", "killers", "quiet-order",
                "null-move", "lmr", "elephanteye-vs-full", "heuristic-elo-time", "heuristic-elo", "forward-pruning",
                "tune-methods"}) {
            assertTrue(r.out().contains(name), name);
        }
    }

    @Test
    void runWritesRowsSummaryChartsAndReport() throws Exception {
        Path file = tmp.resolve("cli.json");
        Files.writeString(file, FILE);
        Path out = tmp.resolve("out");
        MainTest.Result r = MainTest.run("experiment", "run", file.toString(), "--out", out.toString(), "--threads", "2");
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().contains("| variant | limit |"), r.out());
        assertTrue(r.err().contains("100%"), "the progress bar ends at 100%: " + r.err());
        for (String f : new String[] {"rows.csv", "rows.json", "summary.csv", "summary.md", "report.md", "nodes.png",
                "nodes.svg", "ratio.png", "cutoffs.svg", "experiment.json", "tasks.jsonl"}) {
            assertTrue(Files.isRegularFile(out.resolve(f)), f);
        }
        String csv = Files.readString(out.resolve("rows.csv"));
        assertTrue(csv.startsWith("variant,suite,position,sequence,limit,repetition,depth,nodes,qnodes,total_nodes,"));
        assertTrue(Files.readString(out.resolve("report.md")).contains("nullmove="), "the exact config is in the report");
    }

    @Test
    void efficiencyOnTheCommandLineMeasuresTheMinimalTreeOfAFileWithoutIt() throws Exception {
        Path file = tmp.resolve("cli.json");
        Files.writeString(file, FILE);
        MainTest.Result r = MainTest.run("experiment", "run", file.toString(), "--out", tmp.resolve("e").toString(),
                "--threads", "1", "--quiet", "--efficiency");
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().contains("| minimal tree | efficiency | efficiency (main search) | Knuth–Moore |"), r.out());
        assertTrue(Files.readString(tmp.resolve("e/experiment.json")).contains("\"measures\""));
        Path nodes = tmp.resolve("nodes.json");
        Files.writeString(nodes, FILE.replace("\"depths\": [1, 2]", "\"nodes\": [500]"));
        MainTest.Result bad = MainTest.run("experiment", "run", nodes.toString(), "--out", tmp.resolve("n").toString(),
                "--quiet", "--efficiency");
        assertEquals(2, bad.status());
        assertTrue(bad.err().contains("--efficiency: " + nodes + ": the efficiency measure needs depths"), bad.err());
        MainTest.Result match = MainTest.run("experiment", "run", "heuristic-elo", "--no-efficiency");
        assertEquals(2, match.status());
        assertTrue(match.err().contains("--no-efficiency is for search experiments by depth; heuristic-elo is a match "
                + "experiment"), match.err());
    }

    @Test
    void shardsRunSeparatelyAndMergeIntoOneResult() throws Exception {
        Path file = tmp.resolve("cli.json");
        Files.writeString(file, FILE);
        for (int k = 1; k <= 2; k++) {
            MainTest.Result r = MainTest.run("experiment", "run", file.toString(), "--shard", k + "/2", "--quiet",
                    "--out", tmp.resolve("s" + k).toString());
            assertEquals(0, r.status(), r.err());
            assertTrue(r.out().contains("shard " + k + "/2 done"), r.out());
        }
        MainTest.Result m = MainTest.run("experiment", "merge", "--out", tmp.resolve("m").toString(),
                tmp.resolve("s1").toString(), tmp.resolve("s2").toString());
        assertEquals(0, m.status(), m.err());
        assertTrue(Files.isRegularFile(tmp.resolve("m").resolve("report.md")));
    }

    @Test
    void badInputExitsWithTwoAndNamesTheProblem() throws Exception {
        Path file = tmp.resolve("bad.json");
        Files.writeString(file, FILE.replace("\"depths\"", "\"depth\""));
        MainTest.Result r = MainTest.run("experiment", "run", file.toString(), "--out", tmp.resolve("o").toString());
        assertEquals(2, r.status());
        assertTrue(r.err().startsWith("error: bad.json: field 'depth': unknown field"), r.err());
        assertEquals(1, r.err().strip().split("\\R").length);
        MainTest.Result s = MainTest.run("experiment", "run", "tt-by-depth", "--shard", "3/2");
        assertEquals(2, s.status());
        assertTrue(s.err().contains("--shard 3/2"), s.err());
        MainTest.Result n = MainTest.run("experiment", "run", "no-such-thing");
        assertEquals(2, n.status());
        assertFalse(n.err().contains("Exception"));
    }

    @Test
    void aTuneExperimentRunsInShardsMergesAndTunesFromTheCommandLine() throws Exception {
        Path file = tmp.resolve("tune.json");
        Files.writeString(file, "{\"kind\": \"tune\", \"name\": \"t\", \"data\": {\"selfPlay\": 4, \"nodes\": 500,"
                + " \"skipPlies\": 6}, \"tune\": {\"methods\": \"texel,genetic\", \"iterations\": 2, \"population\": 4}}");
        for (int k = 1; k <= 2; k++) {
            MainTest.Result r = MainTest.run("experiment", "run", file.toString(), "--shard", k + "/2",
                    "--out", tmp.resolve("t" + k).toString());
            assertEquals(0, r.status(), r.err());
            assertTrue(r.out().contains("shard " + k + "/2 done: 2 self-play games"), r.out());
            assertTrue(r.err().contains("100% 2/2 self-play games"), r.err());
        }
        Path merged = tmp.resolve("tm");
        MainTest.Result m = MainTest.run("experiment", "merge", "--out", merged.toString(), tmp.resolve("t1").toString(),
                tmp.resolve("t2").toString());
        assertEquals(0, m.status(), m.err());
        assertTrue(m.out().contains("merged 4 self-play games from 2 folders"), m.out());
        MainTest.Result r = MainTest.run("experiment", "run", file.toString(), "--out", merged.toString());
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().contains("held-out error"), r.out());
        // four games: whether the fit carries over to the held-out game decides between a candidate and a refusal
        assertTrue(r.out().contains("tuned.weights = ") != r.out().contains("refused: no method lowered"), r.out());
        assertTrue(r.err().contains("genetic 2/2"), "the tuning's progress bar: " + r.err());
        assertTrue(Files.isRegularFile(merged.resolve("convergence.png")));
        MainTest.Result o = MainTest.run("experiment", "run", file.toString(), "--opponent", "uci:/bin/true");
        assertEquals(2, o.status());
        assertTrue(o.err().contains("is a tune experiment"), o.err());
    }
}
