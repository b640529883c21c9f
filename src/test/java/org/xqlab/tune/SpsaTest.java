package org.xqlab.tune;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.xqlab.protocol.MoveBudget;
import org.xqlab.protocol.Opening;
import org.xqlab.search.EvalWeights;
import org.xqlab.search.SearchConfig;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * SPSA by games: every pair moves each weight by rate · c · (won − lost) · its sign, a one-thread run at a
 * node budget is repeatable, a resumed run ends where an unbroken one does, and the averaged weights file
 * loads and changes the evaluation.
 */
class SpsaTest {
    private static final String[] NAMES = {"material.horse.mg", "cannon.hollow.mg", "rook.mobility.mg"};

    private static Spsa.Settings settings(int pairs, long seed) {
        int[] chosen = new int[NAMES.length];
        for (int j = 0; j < NAMES.length; j++) {
            chosen[j] = EvalWeights.byName(NAMES[j]).index();
        }
        // a large rate so that a few pairs move the weights visibly
        return new Spsa.Settings(SearchConfig.defaults(), chosen, List.of(), pairs, MoveBudget.nodes(400), 1, seed, 0.5, 0.15,
                160, Opening.bundled());
    }

    @Test
    void eachPairMovesTheWeightsByTheRuleAndAResumedRunEndsWhereAnUnbrokenOneDoes(@TempDir Path dir) throws Exception {
        List<String> log = new ArrayList<>();
        Spsa whole = new Spsa(settings(6, 4), log::add);
        Spsa.State a = whole.run(dir.resolve("a"));
        assertEquals(6, a.done);
        assertEquals(6, a.wins + a.draws + a.losses);

        new Spsa(settings(2, 4), line -> { }).run(dir.resolve("b"));
        List<String> resumed = new ArrayList<>();
        Spsa.State b = new Spsa(settings(6, 4), resumed::add).run(dir.resolve("b"));
        assertTrue(resumed.get(0).startsWith("resuming after 2 of 6 pairs"), resumed.get(0));
        assertEquals(Files.readAllLines(dir.resolve("a/progress.csv")), Files.readAllLines(dir.resolve("b/progress.csv")));
        assertEquals(Files.readString(dir.resolve("a/spsa.weights")), Files.readString(dir.resolve("b/spsa.weights")));

        // the update rule, pair by pair, from the progress file
        List<String> rows = Files.readAllLines(dir.resolve("a/progress.csv"));
        assertEquals("pair,plus_points,minus_points," + String.join(",", NAMES), rows.get(0));
        double[] before = a.start.clone();
        double[] c = whole.perturbations();
        assertEquals(45, c[0]); // 15 % of 303, rounded
        assertEquals(13, c[1]); // 15 % of 84, rounded
        assertEquals(1, c[2]); // 15 % of 5, rounded
        int moved = 0;
        for (int i = 1; i < rows.size(); i++) {
            String[] f = rows.get(i).split(",");
            int pair = Integer.parseInt(f[0]);
            double result = Double.parseDouble(f[1]) - Double.parseDouble(f[2]);
            assertEquals(2.0, Double.parseDouble(f[1]) + Double.parseDouble(f[2]), 1e-9, "two games a pair");
            int[] sign = whole.signs(pair, NAMES.length);
            for (int j = 0; j < NAMES.length; j++) {
                double after = Double.parseDouble(f[3 + j]);
                assertEquals(before[j] + 0.5 * c[j] * result * sign[j], after, 1e-3, rows.get(i));
                before[j] = after;
            }
            moved += result != 0 ? 1 : 0;
        }
        assertTrue(moved > 0, "some pair was decided: " + rows);

        // the average over the pairs after the first third is what spsa.weights holds, and it evaluates
        double[] avg = whole.averaged(a, dir.resolve("a"));
        EvalWeights tuned = EvalWeights.load(dir.resolve("a/spsa.weights"));
        for (int j = 0; j < NAMES.length; j++) {
            assertEquals(Math.round(avg[j]), tuned.get(NAMES[j]));
        }
        assertNotEquals(EvalWeights.defaults(), tuned, "six pairs at this rate move a weight");
        SearchConfig played = SearchConfig.defaults().with("eval.weights", dir.resolve("a/spsa.weights").toString());
        assertEquals(tuned, played.evaluator().weights());
        assertTrue(Files.size(dir.resolve("a/spsa.png")) > 1000);
        assertTrue(Files.readString(dir.resolve("a/spsa.svg")).contains("<svg"));
    }

    @Test
    void aWeightTooSmallForTheShareIsPerturbedByOneCentipawn() {
        // 15 % of 1 and of -2 round to 0: the perturbation is at least 1 cp, or the weight could never move
        String[] small = {"placement.king.centre_file.eg", "placement.horse.rank2.eg", "material.horse.mg"};
        int[] chosen = new int[small.length];
        for (int j = 0; j < small.length; j++) {
            chosen[j] = EvalWeights.byName(small[j]).index();
        }
        EvalWeights start = SearchConfig.defaults().evaluator().weights();
        assertEquals(1, start.get(small[0]));
        assertEquals(-2, start.get(small[1]));
        Spsa spsa = new Spsa(new Spsa.Settings(SearchConfig.defaults(), chosen, List.of(), 1, MoveBudget.nodes(400), 1, 1,
                0.5, 0.15, 160, Opening.bundled()), line -> { });
        assertArrayEquals(new double[] {1, 1, Math.round(0.15 * start.get(small[2]))}, spsa.perturbations());
    }

    @Test
    void searchKeysAreTunedByTheSameRuleWithinTheirRangesAndTheResultIsAConfig(@TempDir Path dir) throws Exception {
        // lmr.divisor starts at 200 (c 30), rfp.margin at 120 (c 18); rfp.depth at 3 (c 1, range 1..10); at 2000
        // nodes a move the keys change the games (at a few hundred both sides play the same moves)
        List<String> keys = List.of("lmr.divisor", "rfp.margin", "rfp.depth");
        Spsa spsa = new Spsa(new Spsa.Settings(SearchConfig.defaults(), new int[0], keys, 6, MoveBudget.nodes(2000), 1, 1,
                0.5, 0.15, 160, Opening.bundled()), line -> { });
        Spsa.State state = spsa.run(dir);
        assertEquals(keys, state.names);
        assertArrayEquals(new double[] {200, 120, 3}, state.start);
        assertArrayEquals(new double[] {30, 18, 1}, spsa.perturbations());
        List<String> rows = Files.readAllLines(dir.resolve("progress.csv"));
        assertEquals("pair,plus_points,minus_points,lmr.divisor,rfp.margin,rfp.depth", rows.get(0));
        double[] before = state.start.clone();
        int moved = 0;
        for (int i = 1; i < rows.size(); i++) {
            String[] f = rows.get(i).split(",");
            double result = Double.parseDouble(f[1]) - Double.parseDouble(f[2]);
            int[] sign = spsa.signs(Integer.parseInt(f[0]), keys.size());
            for (int j = 0; j < keys.size(); j++) {
                double after = Double.parseDouble(f[3 + j]);
                double expected = before[j] + 0.5 * spsa.perturbations()[j] * result * sign[j];
                SearchConfig.Key key = SearchConfig.Key.byName(keys.get(j));
                assertEquals(Math.max(key.min(), Math.min(key.max(), expected)), after, 1e-3, rows.get(i));
                before[j] = after;
            }
            moved += result != 0 ? 1 : 0;
        }
        assertTrue(moved > 0, "some pair was decided: " + rows);
        // spsa.keys: a comment, then key=value,… of the rounded averages, which a config takes as it is
        double[] avg = spsa.averaged(state, dir);
        List<String> lines = Files.readAllLines(dir.resolve("spsa.keys"));
        assertTrue(lines.get(0).startsWith("# tune spsa"), lines.get(0));
        SearchConfig tuned = SearchConfig.defaults().with(Files.readString(dir.resolve("spsa.keys")));
        for (int j = 0; j < keys.size(); j++) {
            assertEquals(Long.toString(Math.round(avg[j])), tuned.get(keys.get(j)), keys.get(j));
        }
        assertTrue(Files.exists(dir.resolve("last.keys")));
        assertTrue(!Files.exists(dir.resolve("spsa.weights")), "no weights tuned, no weights file");
        assertTrue(spsa.summary(state, dir).contains("key    lmr.divisor"), spsa.summary(state, dir));
    }

    @Test
    void onlyNumericSearchKeysAreTuned() {
        for (String key : new String[] {"lmr", "tt.replace", "no.such.key"}) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new Spsa.Settings(
                    SearchConfig.defaults(), new int[0], List.of(key), 1, MoveBudget.nodes(400), 1, 1, 0.5, 0.15, 160,
                    Opening.bundled()));
            assertTrue(e.getMessage().contains("'" + key + "' is not a numeric search key"), e.getMessage());
        }
        IllegalArgumentException none = assertThrows(IllegalArgumentException.class, () -> new Spsa.Settings(
                SearchConfig.defaults(), new int[0], List.of(), 1, MoveBudget.nodes(400), 1, 1, 0.5, 0.15, 160,
                Opening.bundled()));
        assertTrue(none.getMessage().contains("at least one weight or search key"), none.getMessage());
    }

    @Test
    void aStateOfAnotherRunIsRefusedWithAClearMessage(@TempDir Path dir) throws Exception {
        new Spsa(settings(1, 3), line -> { }).run(dir);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new Spsa(settings(2, 4), line -> { }).run(dir));
        assertTrue(e.getMessage().contains("belongs to another run"), e.getMessage());
        Files.writeString(dir.resolve("state.json"), "{ not json");
        IllegalArgumentException bad = assertThrows(IllegalArgumentException.class,
                () -> new Spsa(settings(2, 4), line -> { }).run(dir));
        assertTrue(bad.getMessage().contains("not a state file of 'tune spsa'"), bad.getMessage());
    }

    @Test
    void theDriftChartNamesTheWeightsThatDriftedFurthest() {
        double[] drift = new double[55];
        for (int j = 0; j < drift.length; j++) {
            drift[j] = (j % 2 == 0 ? 1 : -1) * j / 100.0; // |drift| grows with j, alternating in sign
        }
        boolean[] named = Spsa.namedInLegend(drift, Spsa.CHART_NAMED);
        for (int j = 0; j < drift.length; j++) {
            assertEquals(j >= drift.length - Spsa.CHART_NAMED, named[j], "weight " + j);
        }
        // few weights: every one is named
        boolean[] all = Spsa.namedInLegend(new double[] {0, -0.5, 2}, Spsa.CHART_NAMED);
        assertArrayEquals(new boolean[] {true, true, true}, all);
    }

    @Test
    void theDriftChartDrawsAtMostItsPointsFromTheFirstPairToTheLast() {
        assertArrayEquals(new int[] {0, 1, 2}, Spsa.chartRows(3));
        assertEquals(Spsa.CHART_POINTS, Spsa.chartRows(Spsa.CHART_POINTS).length);
        for (int rows : new int[] {201, 733, 900, 1000, 4321}) {
            int[] drawn = Spsa.chartRows(rows);
            assertTrue(drawn.length <= Spsa.CHART_POINTS + 1, rows + " pairs: " + drawn.length + " points");
            assertTrue(drawn.length >= Spsa.CHART_POINTS / 2, rows + " pairs: " + drawn.length + " points");
            assertEquals(0, drawn[0]);
            assertEquals(rows - 1, drawn[drawn.length - 1], "the last pair is drawn");
            for (int i = 1; i < drawn.length; i++) {
                assertTrue(drawn[i] > drawn[i - 1]);
            }
        }
    }
}
