package org.xqlab.tune;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.xqlab.search.EvalWeights;
import org.xqlab.search.Evaluator;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The optimisers one by one, outside the tuner that drives them, and the error function they share. */
class OptimiserTest {
    @TempDir
    Path tmp;

    private static final String RANKS = "/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/";

    /** Twelve positions: red a rook up labelled as red wins, black a rook up as black wins, equal as draws. */
    private TuneData data() throws Exception {
        StringBuilder sb = new StringBuilder();
        for (int g = 0; g < 4; g++) {
            sb.append("rnbakabn1").append(RANKS).append("1C5C1/9/RNBAKABNR w - - 0 1 ; 1 ; game ").append(g).append('\n');
            sb.append("rnbakabnr").append(RANKS).append("1C5C1/9/RNBAKABN1 w - - 0 1 ; 0 ; game ").append(g).append('\n');
            sb.append("rnbakabnr").append(RANKS).append("1C5C1/9/RNBAKABNR w - - 0 1 ; 0.5 ; game ").append(g).append('\n');
        }
        Path file = tmp.resolve("data.txt");
        Files.writeString(file, sb.toString(), StandardCharsets.UTF_8);
        return TuneData.load(file);
    }

    private static TuneSettings settings(TuneMethod m, int step) {
        Evaluator ev = Evaluator.defaults();
        return new TuneSettings(List.of(m), TuneSettings.choose("material.rook.mg,material.rook.eg", ev.terms()),
                ev.weights(), ev.terms(), 3, 7, step, 4, 1, 0);
    }

    @Test
    void everyMethodHasAnOptimiserOfItsOwnClass() {
        Set<Class<?>> seen = new HashSet<>();
        for (TuneMethod m : TuneMethod.values()) {
            assertTrue(seen.add(m.optimiser().getClass()), m + " shares its optimiser class");
        }
    }

    @Test
    void theErrorIsTheSameOnOneThreadAndOnSeveral() throws Exception {
        TuneData d = data();
        Evaluator ev = Evaluator.defaults();
        try (ErrorFunction one = new ErrorFunction(d, ev.terms(), 1); ErrorFunction three = new ErrorFunction(d, ev.terms(), 3)) {
            one.setK(1);
            three.setK(1);
            assertEquals(one.error(ev.weights()), three.error(ev.weights()), 1e-15);
            // by hand: the draws are predicted exactly, the wins as sigmoid of a rook's worth
            int[] evals = one.evaluations(ev.weights());
            double sum = 0;
            for (int i = 0; i < d.size(); i++) {
                double diff = d.entries().get(i).result() - ErrorFunction.sigmoid(1, evals[i]);
                sum += diff * diff;
            }
            assertEquals(sum / d.size(), one.error(ev.weights()), 1e-15);
        }
    }

    @Test
    void texelSearchKeepsTheFirstStepThatHelpsAndHalvesItsStepWhenNoneDoes() throws Exception {
        Evaluator ev = Evaluator.defaults();
        TuneSettings s = settings(TuneMethod.TEXEL, 64);
        // without rooks on the board the rook's value changes nothing: both signs tried, no change, step halved
        StringBuilder sb = new StringBuilder();
        sb.append("1nbakabn1").append(RANKS).append("1C5C1/9/1NBAKABN1 w - - 0 1 ; 0.5 ; game 0\n");
        sb.append("1nbakab2").append(RANKS).append("1C5C1/9/1NBAKABN1 w - - 0 1 ; 1 ; game 1\n");
        Path noRooks = tmp.resolve("no-rooks.txt");
        Files.writeString(noRooks, sb.toString(), StandardCharsets.UTF_8);
        try (ErrorFunction f = new ErrorFunction(TuneData.load(noRooks), s.terms(), 1)) {
            MethodState ms = start(s.start(), f, 64);
            new TexelSearch().iterate(ms, new Optimiser.Context(s, f, new Random(1)));
            assertEquals(4, ms.evaluations, "two weights, each tried +step and −step");
            assertEquals(32, ms.step, "a sweep that changes nothing halves the step");
            assertEquals(s.start(), EvalWeights.ofVector(ms.best));
        }
        // a rook valued at 200 cp where red wins with an extra rook: +step helps at once, for both weights
        Path bad = tmp.resolve("cheap-rook.weights");
        Files.writeString(bad, "material.rook.mg = 200\nmaterial.rook.eg = 200\n", StandardCharsets.UTF_8);
        EvalWeights cheap = EvalWeights.load(bad);
        TuneSettings t = new TuneSettings(List.of(TuneMethod.TEXEL), s.chosen(), cheap, ev.terms(), 3, 7, 64, 4, 1, 0);
        try (ErrorFunction f = new ErrorFunction(data(), t.terms(), 1)) {
            MethodState ms = start(cheap, f, 64);
            double before = ms.currentError;
            new TexelSearch().iterate(ms, new Optimiser.Context(t, f, new Random(1)));
            assertEquals(2, ms.evaluations, "+step kept for each weight, −step never tried");
            assertEquals(264, ms.best[t.chosen()[0]]);
            assertEquals(264, ms.best[t.chosen()[1]]);
            assertEquals(64, ms.step);
            assertTrue(ms.bestError < before);
        }
    }

    /** A method's state at the start table, with K = 1. */
    private static MethodState start(EvalWeights w, ErrorFunction f, int step) {
        f.setK(1);
        MethodState ms = new MethodState();
        ms.current = w.vector();
        ms.best = w.vector();
        ms.currentError = f.error(w);
        ms.bestError = ms.currentError;
        ms.step = step;
        return ms;
    }

    @Test
    void annealingSometimesKeepsAWorseTableAndHillClimbingNever() {
        MethodState ms = new MethodState();
        ms.iteration = 0;
        Random rnd = new Random(3);
        HillClimbing hill = new HillClimbing();
        SimulatedAnnealing anneal = new SimulatedAnnealing();
        assertFalse(hill.acceptsWorse(1e-9, ms, rnd));
        assertTrue(anneal.acceptsWorse(1e-9, ms, rnd), "a step worse by 1e-9 at T = 2e-4: kept with probability 0.99999");
        assertFalse(anneal.acceptsWorse(1e-2, ms, rnd), "worse by 0.01: probability exp(−50)");
        ms.iteration = 40;
        assertFalse(anneal.acceptsWorse(1e-5, ms, rnd), "cooled: T = 2e-4 × 0.85^40 ≈ 3e-7");
    }

    @Test
    void theGradientMethodLowersTheErrorOfABadStart() throws Exception {
        TuneData d = data();
        Path bad = tmp.resolve("bad.weights");
        Files.writeString(bad, "material.rook.mg = 200\nmaterial.rook.eg = 200\n", StandardCharsets.UTF_8);
        Evaluator ev = Evaluator.defaults();
        EvalWeights start = EvalWeights.load(bad);
        TuneSettings s = new TuneSettings(List.of(TuneMethod.GRADIENT), TuneSettings.choose("material.rook.mg,material.rook.eg",
                ev.terms()), start, ev.terms(), 3, 7, 16, 4, 1, 0);
        try (ErrorFunction f = new ErrorFunction(d, s.terms(), 1)) {
            f.setK(1);
            MethodState ms = new MethodState();
            ms.current = start.vector();
            ms.best = start.vector();
            ms.currentError = f.error(start);
            ms.bestError = ms.currentError;
            double before = ms.bestError;
            new GradientDescent().iterate(ms, new Optimiser.Context(s, f, new Random(1)));
            assertTrue(ms.bestError < before, ms.bestError + " < " + before);
            assertEquals(1, ms.evaluations, "one real error per iteration: the rounded table's");
            assertTrue(ms.best[s.chosen()[0]] > 200, "a rook is worth more than 200 cp to these results");
        }
    }
}
