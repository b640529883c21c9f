package org.xqlab.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.xqlab.tune.TuneData;
import org.xqlab.rules.Fen;
import org.xqlab.search.EvalWeights;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code tune}: a small data set from self-play and game records, each method lowers the error from a
 * deliberately bad start, the tuned file loads and changes the evaluation, a stopped run resumes to
 * exactly the uninterrupted result, and bad input is refused with a clear message.
 */
class TuneCommandTest {
    /** Black lacks both horses, a rook and a cannon: the material weights decide its evaluation. */
    private static final String UNEVEN = "r1bakab2/9/1c7/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

    @TempDir
    static Path dir;
    static Path data;
    static Path bad;

    private static String[] run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int status = Main.run(args, new PrintWriter(out), new PrintWriter(err));
        return new String[] {Integer.toString(status), out.toString(), err.toString()};
    }

    @BeforeAll
    static void smallDataSet() throws Exception {
        data = dir.resolve("data.txt");
        String[] r = run("tune", "data", "--self-play", "6", "--nodes", "800", "--threads", "2", "--seed", "3",
                "--skip-plies", "6", "--records", "src/test/resources/records/SAMPLE.PGN", "--out", data.toString());
        assertEquals("0", r[0], r[2]);
        assertTrue(r[1].contains("self-play: 6 games"), r[1]);
        assertTrue(r[2].contains("6/6 game"), "a progress line per game on stderr: " + r[2]);
        bad = dir.resolve("bad.weights");
        Files.writeString(bad, "material.rook.mg = 300\nmaterial.rook.eg = 300\nmaterial.cannon.mg = 700\n"
                + "material.horse.mg = 100\n", StandardCharsets.UTF_8);
    }

    @Test
    void theDataSetHoldsQuietLabelledPositionsAndIsTheSameOnOneThread() throws Exception {
        TuneData d = TuneData.load(data);
        assertTrue(d.size() > 100, "positions: " + d.size());
        for (TuneData.Entry e : d.entries()) {
            assertTrue(TuneData.isQuiet(e.position()), "kept only quiet positions");
            assertTrue(e.result() == 0 || e.result() == 0.5 || e.result() == 1);
        }
        Path again = dir.resolve("again.txt");
        assertEquals("0", run("tune", "data", "--self-play", "6", "--nodes", "800", "--threads", "1", "--seed", "3",
                "--skip-plies", "6", "--records", "src/test/resources/records/SAMPLE.PGN", "--out", again.toString())[0]);
        assertEquals(Files.readString(data), Files.readString(again), "deterministic for a seed, whatever the threads");
        // a hanging rook: red's rook takes black's undefended rook, so the position is not quiet
        assertFalse(TuneData.isQuiet(Fen.parse("4k4/9/9/9/4r4/9/9/9/9/4RK3 w - - 0 1")));
        assertTrue(TuneData.isQuiet(Fen.parse(Fen.START)));
    }

    @Test
    void everyMethodLowersTheErrorAndTheTunedFileChangesTheEvaluation() throws Exception {
        Path out = dir.resolve("run");
        // no held-out games: this test is about the methods' fit (the guard is TunerGuardTest's)
        String[] r = run("tune", "run", "--data", data.toString(), "--weights", "material", "--iterations", "3",
                "--step", "16", "--population", "6", "--holdout", "0", "--set", "eval.weights=" + bad, "--out", out.toString());
        assertEquals("0", r[0], r[2]);
        assertTrue(r[2].contains("[####################] gradient 3/3"), "progress bar on stderr: " + r[2]);
        JsonNode state = new ObjectMapper().readTree(out.resolve("state.json").toFile());
        double start = state.get("startError").asDouble();
        for (String m : new String[] {"texel", "hill", "anneal", "genetic", "gradient"}) {
            JsonNode ms = state.get("methods").get(m);
            JsonNode errors = ms.get("errors");
            assertEquals(4, errors.size(), m);
            for (int i = 1; i < errors.size(); i++) {
                assertTrue(errors.get(i).asDouble() <= errors.get(i - 1).asDouble(), m + " never gets worse");
            }
            assertTrue(ms.get("bestError").asDouble() < start, m + " lowers the error: " + ms + " start " + start);
            assertTrue(r[1].contains(m + " "), r[1]);
            EvalWeights w = EvalWeights.load(out.resolve(m + ".weights"));
            assertNotEquals(EvalWeights.load(bad), w, m + " changed some weight");
            assertEquals(EvalWeights.load(bad).get("placement.horse.post.mg"), w.get("placement.horse.post.mg"),
                    "weights outside the chosen set stay");
        }
        assertTrue(r[1].contains("not checked on held-out games (--holdout 0)"), r[1]);
        for (String f : new String[] {"tuned.weights", "convergence.png", "convergence.svg", "report.md"}) {
            assertTrue(Files.size(out.resolve(f)) > 0, f);
        }
        String report = Files.readString(out.resolve("report.md"));
        assertTrue(report.contains("| genetic algorithm |") && report.contains("material.rook.mg"), report);

        String[] before = run("eval", "--fen", UNEVEN, "--set", "eval.weights=" + bad);
        String[] after = run("eval", "--fen", UNEVEN, "--set", "eval.weights=" + out.resolve("tuned.weights"));
        assertEquals("0", after[0], after[2]);
        assertNotEquals(before[1].lines().findFirst().orElseThrow(), after[1].lines().findFirst().orElseThrow(),
                "the tuned file loads and changes the evaluation");
    }

    @Test
    void aStoppedRunResumesToTheUninterruptedResult() throws Exception {
        Path whole = dir.resolve("whole");
        Path parts = dir.resolve("parts");
        String[] common = {"--data", data.toString(), "--weights", "material.rook.mg,material.cannon.mg,material.horse.mg",
                "--methods", "anneal,genetic", "--step", "16", "--population", "5", "--seed", "7",
                "--set", "eval.weights=" + bad};
        assertEquals("0", run(concat(new String[] {"tune", "run", "--iterations", "4", "--out", whole.toString()}, common))[0]);
        assertEquals("0", run(concat(new String[] {"tune", "run", "--iterations", "2", "--out", parts.toString()}, common))[0]);
        String[] resumed = run(concat(new String[] {"tune", "run", "--iterations", "4", "--out", parts.toString()}, common));
        assertEquals("0", resumed[0], resumed[2]);
        assertTrue(resumed[2].contains("resuming from"), resumed[2]);
        assertTrue(resumed[2].contains("anneal 3/4") && !resumed[2].contains("anneal 1/4"), resumed[2]);
        JsonNode a = new ObjectMapper().readTree(whole.resolve("state.json").toFile()).get("methods");
        JsonNode b = new ObjectMapper().readTree(parts.resolve("state.json").toFile()).get("methods");
        for (String m : new String[] {"anneal", "genetic"}) {
            assertEquals(a.get(m).get("best"), b.get(m).get("best"), m);
            assertEquals(a.get(m).get("errors"), b.get(m).get("errors"), m);
        }
        // a tuned.weights is written only when a method beat the start on the held-out positions: in both or in neither
        assertEquals(Files.exists(whole.resolve("tuned.weights")), Files.exists(parts.resolve("tuned.weights")));
        if (Files.exists(whole.resolve("tuned.weights"))) {
            assertEquals(Files.readString(whole.resolve("tuned.weights")), Files.readString(parts.resolve("tuned.weights")));
        }

        // the same folder with another seed is another run: refused, not mixed
        common[common.length - 3] = "8";
        String[] other = run(concat(new String[] {"tune", "run", "--iterations", "4", "--out", parts.toString()}, common));
        assertEquals("2", other[0]);
        assertTrue(other[2].contains("belongs to another run"), other[2]);
    }

    @Test
    void badInputIsRefusedWithWhatAndWhere() throws Exception {
        String[] r = run("tune", "run", "--data", data.toString(), "--methods", "texel,newton", "--out", dir.resolve("x").toString());
        assertEquals("2", r[0]);
        assertTrue(r[2].contains("unknown tuning method 'newton'"), r[2]);
        r = run("tune", "run", "--data", data.toString(), "--weights", "material.rook.mgg", "--out", dir.resolve("x").toString());
        assertEquals("2", r[0]);
        assertTrue(r[2].contains("'material.rook.mgg' is neither"), r[2]);
        Path broken = dir.resolve("broken.txt");
        Files.copy(data, broken, StandardCopyOption.REPLACE_EXISTING);
        Files.writeString(broken, "rnbakabnr/9/1c5c1 w ; 2\n", java.nio.file.StandardOpenOption.APPEND);
        r = run("tune", "run", "--data", broken.toString(), "--out", dir.resolve("x").toString());
        assertEquals("2", r[0]);
        assertTrue(r[2].contains("broken.txt line ") && r[2].contains("result must be from 0 to 1"), r[2]);
        r = run("tune", "data", "--out", dir.resolve("y").toString());
        assertEquals("2", r[0]);
        assertTrue(r[2].contains("--records") && r[2].contains("--self-play"), r[2]);
    }

    @Test
    void labelsFromASearchFollowItsScoresWhateverTheThreadsAndFeedTheTuner() throws Exception {
        Path one = dir.resolve("label-1.txt");
        Path two = dir.resolve("label-2.txt");
        String[] r = run("tune", "label", "--data", data.toString(), "--budget", "depth=2", "--threads", "1", "--out", one.toString());
        assertEquals("0", r[0], r[2]);
        assertTrue(r[1].contains("(fitted to the game results)"), r[1]);
        assertTrue(r[2].contains("[####################]"), "progress bar on stderr: " + r[2]);
        assertEquals("0", run("tune", "label", "--data", data.toString(), "--budget", "depth=2", "--threads", "2",
                "--out", two.toString())[0]);
        assertEquals(Files.readString(one), Files.readString(two), "in-process labels do not depend on the threads");

        TuneData games = TuneData.load(data);
        TuneData labelled = TuneData.load(one);
        assertEquals(games.size(), labelled.size(), "our search gives every position a score");
        int[] scores = org.xqlab.tune.TuneLabels.search(games, "preset:full", org.xqlab.protocol.MoveBudget.depth(2), 1, line -> { });
        double k = org.xqlab.tune.TuneLabels.label(games, scores, 0, 0, "again").scale();
        assertTrue(r[1].contains(String.format(java.util.Locale.ROOT, "scale K %.4f", k)), r[1]);
        int fractional = 0;
        for (int i = 0; i < games.size(); i++) {
            double label = labelled.entries().get(i).result();
            assertEquals(games.fen(i), labelled.fen(i));
            assertEquals(org.xqlab.tune.ErrorFunction.sigmoid(k, scores[i]), label, 0.5e-4 + 1e-12,
                    "label = sigmoid(K, score for red) to four decimals at " + i);
            fractional += label != 0 && label != 0.5 && label != 1 ? 1 : 0;
            if (i > 0 && scores[i] > scores[i - 1]) {
                assertTrue(label >= labelled.entries().get(i - 1).result(), "a higher score never gets a lower label");
            }
        }
        assertTrue(fractional > games.size() / 2, "labels are expected scores, not results: " + fractional);
        double[] sum = new double[3];
        int[] count = new int[3];
        for (int i = 0; i < games.size(); i++) {
            int result = (int) (games.entries().get(i).result() * 2); // 0 black won, 1 draw, 2 red won
            sum[result] += labelled.entries().get(i).result();
            count[result]++;
        }
        int low = count[0] > 0 ? 0 : 1;
        int high = count[2] > 0 ? 2 : 1;
        assertTrue(low < high && count[low] > 0 && count[high] > 0 && sum[high] / count[high] > sum[low] / count[low],
                "scores from red's side: positions of better results for red are labelled higher: "
                        + java.util.Arrays.toString(sum) + java.util.Arrays.toString(count));

        // the whole share on the game result gives the results back; a given scale is used as it is
        Path mixed = dir.resolve("label-mix.txt");
        r = run("tune", "label", "--data", data.toString(), "--budget", "depth=1", "--mix", "1", "--scale", "0.5", "--out", mixed.toString());
        assertEquals("0", r[0], r[2]);
        assertTrue(r[1].contains("scale K 0.5000 (given)"), r[1]);
        for (int i = 0; i < games.size(); i++) {
            assertEquals(games.entries().get(i).result(), TuneData.load(mixed).entries().get(i).result());
        }

        // the labelled set feeds the tuner like any other
        Path out = dir.resolve("run-labelled");
        r = run("tune", "run", "--data", one.toString(), "--weights", "material", "--methods", "gradient", "--iterations", "2",
                "--set", "eval.weights=" + bad, "--out", out.toString());
        assertEquals("0", r[0], r[2]);
        JsonNode state = new ObjectMapper().readTree(out.resolve("state.json").toFile());
        assertTrue(state.get("methods").get("gradient").get("bestError").asDouble() < state.get("startError").asDouble(), state.toString());

        r = run("tune", "label", "--data", data.toString(), "--mix", "1.5", "--out", dir.resolve("z").toString());
        assertEquals("2", r[0]);
        assertTrue(r[2].contains("--mix must be from 0 to 1, not 1.5"), r[2]);
        r = run("tune", "label", "--data", data.toString(), "--budget", "depth=0", "--out", dir.resolve("z").toString());
        assertEquals("2", r[0]);
        assertTrue(r[2].contains("bad time control 'depth=0'"), r[2]);
    }

    /** A UCI engine as a shell script: each {@code go} counted in a file; {@code onGo} answers it. */
    private static String script(String name, String onGo) throws Exception {
        Path file = dir.resolve(name + ".sh");
        Files.writeString(file, "#!/bin/sh\nwhile read l; do case \"$l\" in uci) echo 'id name Flaky'; echo uciok;; "
                + "isready) echo readyok;; go*) n=$(cat " + dir.resolve(name + ".count") + " 2>/dev/null || echo 0); n=$((n+1)); "
                + "echo $n > " + dir.resolve(name + ".count") + "; " + onGo + ";; quit) exit 0;; esac; done\n");
        Files.setPosixFilePermissions(file, java.nio.file.attribute.PosixFilePermissions.fromString("rwx------"));
        return "uci:" + file;
    }

    @Test
    void anEngineThatFailsOnAPositionIsRestartedAndOnlyThreeFailuresInARowStopTheLabelling() throws Exception {
        Path nine = dir.resolve("nine.txt");
        Files.writeString(nine, String.join("\n", Files.readAllLines(data).stream().filter(l -> !l.startsWith("#")).limit(9).toList()) + "\n");
        // every third search kills the engine; the others answer with a score and no move
        String flaky = script("flaky", "if [ $((n % 3)) -eq 0 ]; then exit 7; fi; echo \"info depth 1 score cp $((n * 10))\"; echo 'bestmove (none)'");
        Path out = dir.resolve("flaky.txt");
        String[] r = run("tune", "label", "--data", nine.toString(), "--engine", flaky, "--budget", "depth=1", "--scale", "1", "--out", out.toString());
        assertEquals("0", r[0], r[2]);
        assertTrue(r[1].contains("dropped: 3 positions without a score") && r[1].contains("data: 6 positions"), r[1]);
        assertTrue(r[2].contains("position 3 (") && r[2].contains("the engine failed") && r[2].contains("engine restarted"), r[2]);
        TuneData labelled = TuneData.load(out);
        assertEquals(6, labelled.size());
        TuneData all = TuneData.load(nine);
        int[] kept = {0, 1, 3, 4, 6, 7};
        int[] score = {10, 20, 40, 50, 70, 80}; // the n-th search scores 10 n for the side to move
        for (int j = 0; j < kept.length; j++) {
            assertEquals(all.fen(kept[j]), labelled.fen(j));
            boolean red = all.entries().get(kept[j]).position().sideToMove() == org.xqlab.rules.Piece.RED;
            assertEquals(org.xqlab.tune.ErrorFunction.sigmoid(1, red ? score[j] : -score[j]), labelled.entries().get(j).result(), 0.5e-4 + 1e-12);
        }

        String dead = script("dead", "exit 7");
        r = run("tune", "label", "--data", nine.toString(), "--engine", dead, "--out", dir.resolve("dead.txt").toString());
        assertEquals("2", r[0]);
        assertTrue(r[2].contains("the engine failed on 3 positions in a row, the last 3"), r[2]);
        assertFalse(Files.exists(dir.resolve("dead.txt")), "nothing written");
        r = run("tune", "label", "--data", nine.toString(), "--engine", "ucci:/no/such/engine", "--out", dir.resolve("none.txt").toString());
        assertEquals("2", r[0]);
        assertTrue(r[2].startsWith("error: the engine ucci:/no/such/engine failed: ") && r[2].contains("cannot start"), r[2]);
    }

    private static String[] concat(String[] a, String[] b) {
        String[] c = java.util.Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, c, a.length, b.length);
        return c;
    }

    @Test
    void spsaTunesByGamesAndRefusesABadRate(@TempDir Path dir) throws Exception {
        String[] r = run("tune", "spsa", "--weights", "cannon.hollow.mg,rook.mobility", "--pairs", "2", "--tc", "nodes=300",
                "--max-plies", "120", "--rate", "0.5", "--out", dir.toString());
        assertEquals("0", r[0], r[2]);
        assertTrue(r[1].startsWith("spsa: 2 pairs (nodes=300)"), r[1]);
        assertTrue(r[1].contains("weight cannon.hollow.mg"), r[1]);
        assertTrue(r[2].contains("pair 2/2"), r[2]);
        EvalWeights.load(dir.resolve("spsa.weights"));
        String[] bad = run("tune", "spsa", "--weights", "cannon.hollow", "--rate", "2", "--out", dir.resolve("x").toString());
        assertEquals("2", bad[0]);
        assertTrue(bad[2].contains("--rate must be above 0 and at most 1, not 2.0"), bad[2]);
        String[] unknown = run("tune", "spsa", "--weights", "cannon.holow", "--out", dir.resolve("y").toString());
        assertEquals("2", unknown[0]);
        assertTrue(unknown[2].contains("'cannon.holow' is neither"), unknown[2]);
    }
}
