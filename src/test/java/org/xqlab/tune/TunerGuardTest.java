package org.xqlab.tune;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.xqlab.search.Evaluator;
import org.xqlab.search.SearchConfig;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The tuner's guard against overfitting: positions are held out by game, a method stops when its held-out
 * error stops falling, and a fit whose held-out error is not below the start's is refused (no
 * tuned.weights). The data are made by hand: 40 games of 4 positions each, red or black a piece up; the
 * training games are labelled as the material says, the held-out games either the same way (a fit that
 * generalises) or the opposite way (a fit that cannot).
 */
class TunerGuardTest {
    @TempDir
    Path tmp;

    private static final String RANKS = "/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/";
    /** Black a piece short (red is better). */
    private static final List<String> RED_UP = List.of(
            "1nbakabnr" + RANKS + "1C5C1/9/RNBAKABNR w - - 0 1",
            "r1bakabnr" + RANKS + "1C5C1/9/RNBAKABNR w - - 0 1",
            "rnbakab1r" + RANKS + "1C5C1/9/RNBAKABNR w - - 0 1",
            "rnbakabnr/9/1c7/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1");
    /** Red a piece short (black is better). */
    private static final List<String> BLACK_UP = List.of(
            "rnbakabnr" + RANKS + "1C5C1/9/1NBAKABNR w - - 0 1",
            "rnbakabnr" + RANKS + "1C5C1/9/R1BAKABNR w - - 0 1",
            "rnbakabnr" + RANKS + "1C5C1/9/RNBAKAB1R w - - 0 1",
            "rnbakabnr" + RANKS + "1C7/9/RNBAKABNR w - - 0 1");
    private static final int GAMES = 40;
    private static final long SEED = 1;
    private static final double HOLDOUT = 0.2;

    /** The data file; held-out games labelled as the material says ({@code agree}) or the opposite way. */
    private Path data(boolean agree) throws Exception {
        Set<Integer> held = TuneData.load(write("probe.txt", null, true)).heldOutGames(HOLDOUT, SEED);
        assertFalse(held.isEmpty());
        return write(agree ? "agree.txt" : "disagree.txt", held, agree);
    }

    private Path write(String name, Set<Integer> held, boolean agree) throws Exception {
        StringBuilder sb = new StringBuilder();
        for (int g = 0; g < GAMES; g++) {
            boolean redUp = g % 2 == 0;
            boolean flip = held != null && held.contains(g) && !agree;
            double result = redUp != flip ? 1 : 0;
            for (String fen : redUp ? RED_UP : BLACK_UP) {
                sb.append(fen).append(" ; ").append(result).append(" ; game ").append(g).append('\n');
            }
        }
        Path file = tmp.resolve(name);
        Files.writeString(file, sb.toString(), StandardCharsets.UTF_8);
        return file;
    }

    private Tuner tuner(Path data, TuneMethod method) throws Exception {
        Path bad = tmp.resolve("bad.weights");
        Files.writeString(bad, "material.rook.mg = 300\nmaterial.rook.eg = 300\nmaterial.cannon.mg = 700\n"
                + "material.horse.mg = 100\n", StandardCharsets.UTF_8);
        Evaluator ev = SearchConfig.preset("full").with("eval.weights", bad.toString()).evaluator();
        TuneSettings s = new TuneSettings(List.of(method), TuneSettings.choose("material", ev.terms()), ev.weights(),
                ev.terms(), 10, SEED, 16, 6, 1, HOLDOUT);
        return new Tuner(TuneData.load(data), s, line -> { });
    }

    @Test
    void aFitThatLowersTheHeldOutErrorIsOffered() throws Exception {
        Tuner t = tuner(data(true), TuneMethod.TEXEL);
        Path out = tmp.resolve("pass");
        TuneState state = t.run(out);
        assertEquals(8 * 4, state.heldOutSize, "20 % of 40 games held out, all 4 positions of each");
        String winner = t.writeOutputs(state, out, "agree.txt");
        assertFalse(state.refused(winner));
        MethodState ms = state.methods.get("texel");
        assertTrue(ms.bestHeldOutError < state.startHeldOutError, ms.bestHeldOutError + " < " + state.startHeldOutError);
        assertTrue(Files.exists(out.resolve("tuned.weights")));
        String summary = t.summary(state, winner, out);
        assertTrue(summary.contains("tuned.weights = texel's table (held-out error"), summary);
        assertFalse(summary.contains("refused"), summary);
    }

    @Test
    void aFitThatRaisesTheHeldOutErrorStopsEarlyAndIsRefused() throws Exception {
        Path out = tmp.resolve("refuse");
        Files.createDirectories(out);
        Files.writeString(out.resolve("tuned.weights"), "# an old result\n");
        Tuner t = tuner(data(false), TuneMethod.TEXEL);
        TuneState state = t.run(out);
        MethodState ms = state.methods.get("texel");
        assertTrue(ms.bestError < state.startError, "the training error falls: " + ms.bestError);
        // every step that fits the training games moves the held-out games the wrong way
        for (int i = 1; i < ms.heldOutErrors.size(); i++) {
            assertTrue(ms.heldOutErrors.get(i) > state.startHeldOutError, ms.heldOutErrors.toString());
        }
        assertEquals(Tuner.PATIENCE, ms.stoppedAt, "stopped after " + Tuner.PATIENCE + " iterations without a lower held-out error");
        assertEquals(Tuner.PATIENCE + 1, ms.heldOutErrors.size());
        String winner = t.writeOutputs(state, out, "disagree.txt");
        assertTrue(state.refused(winner));
        assertFalse(Files.exists(out.resolve("tuned.weights")), "no table offered, the old one removed");
        String summary = t.summary(state, winner, out);
        assertTrue(summary.contains("refused: no method lowered the held-out error below the start's"), summary);
        assertFalse(summary.contains("use it"), summary);
        assertTrue(summary.contains("(stopped early at iteration 3)"), summary);
        assertTrue(Files.readString(out.resolve("report.md")).contains("**Refused:**"));
        // the method's own file holds its table of lowest held-out error: the start
        assertEquals(org.xqlab.search.EvalWeights.ofVector(ms.bestHeldOut),
                org.xqlab.search.EvalWeights.load(out.resolve("texel.weights")));
        assertEquals(state.startHeldOutError, ms.bestHeldOutError, 0.0);
    }

    @Test
    void theReportGivesEachMethodsStartFinalAndHeldOutErrorOfTheTableItOffers() throws Exception {
        Path out = tmp.resolve("report");
        Tuner t = tuner(data(false), TuneMethod.TEXEL);
        TuneState state = t.run(out);
        MethodState ms = state.methods.get("texel");
        String winner = t.writeOutputs(state, out, "disagree.txt");
        String report = Files.readString(out.resolve("report.md"));
        assertTrue(report.contains("| method | start error | final error | change | held-out error | change | lowest training error |"),
                report);
        // early stopping kept the start table: its final (training) error is the start's, although the
        // method reached a lower training error, which has a column of its own
        assertEquals(state.startError, state.finalError(ms), 0.0);
        assertTrue(ms.bestError < state.startError);
        String row = String.format(java.util.Locale.ROOT, "| Texel tuning (coordinate-wise local search) | %.6f | %.6f | +0.00 %% | %.6f | +0.00 %% | %.6f |",
                state.startError, state.startError, state.startHeldOutError, ms.bestError);
        assertTrue(report.contains(row), row + "\n" + report);
        // the summary line and the method's weights file give the same final error
        String summary = t.summary(state, winner, out);
        assertTrue(summary.contains(String.format(java.util.Locale.ROOT, "texel    error %.6f after", state.startError)), summary);
        assertTrue(Files.readString(out.resolve("texel.weights")).contains(String.format(java.util.Locale.ROOT,
                "error %.6f, start %.6f", state.startError, state.startError)));

        // a fit that carries over: the final error is that of the table of lowest held-out error
        Path pass = tmp.resolve("report-pass");
        Tuner good = tuner(data(true), TuneMethod.TEXEL);
        TuneState passed = good.run(pass);
        MethodState p = passed.methods.get("texel");
        good.writeOutputs(passed, pass, "agree.txt");
        assertTrue(p.bestHeldOutTrainingError < passed.startError);
        assertTrue(Files.readString(pass.resolve("report.md")).contains(String.format(java.util.Locale.ROOT,
                "| Texel tuning (coordinate-wise local search) (tuned.weights) | %.6f | %.6f |", passed.startError,
                p.bestHeldOutTrainingError)));
    }

    @Test
    void heldOutPositionsAreWholeGames() throws Exception {
        TuneData d = TuneData.load(data(true));
        TuneData[] parts = d.split(HOLDOUT, SEED);
        Set<Integer> held = d.heldOutGames(HOLDOUT, SEED);
        assertEquals(8, held.size());
        assertEquals(held.size() * 4, parts[1].size());
        assertEquals(d.size() - parts[1].size(), parts[0].size());
    }
}
