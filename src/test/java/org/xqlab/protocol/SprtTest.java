package org.xqlab.protocol;

import org.junit.jupiter.api.Test;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SprtTest {
    private static final Sprt TEST = new Sprt(0, 10, 0.05, 0.05);

    @Test
    void boundsAreTheWaldBoundsOfTheErrorRates() {
        // ln((1-beta)/alpha) = ln(0.95/0.05) = ln 19
        assertEquals(Math.log(19), TEST.upperBound(), 1e-12);
        assertEquals(-Math.log(19), TEST.lowerBound(), 1e-12);
        Sprt asym = new Sprt(0, 5, 0.05, 0.1);
        assertEquals(Math.log(0.9 / 0.05), asym.upperBound(), 1e-12);
        assertEquals(Math.log(0.1 / 0.95), asym.lowerBound(), 1e-12);
        assertEquals(0.5, Sprt.expectedScore(0), 1e-15);
        assertEquals(0.5143871841659987, Sprt.expectedScore(10), 1e-12);
    }

    @Test
    void trinomialLlrIsTheClosedFormOfTheNormalApproximation() {
        // 60 wins, 20 draws, 20 losses: mean 0.7, variance (60*0.09 + 20*0.04 + 20*0.49)/100 = 0.16;
        // LLR = 100 (s1 - s0)(2*0.7 - s0 - s1) / (2*0.16) with s0 = 0.5, s1 = 0.514387...
        double s1 = 1 / (1 + Math.pow(10, -10 / 400.0));
        double byHand = 100 * (s1 - 0.5) * (1.4 - 0.5 - s1) / 0.32;
        assertEquals(byHand, TEST.llrTrinomial(20, 20, 60), 1e-12);
        assertEquals(1.73371, TEST.llrTrinomial(20, 20, 60), 1e-5);
        // symmetric hypotheses around 0, 20 wins 20 draws 10 losses: mean 0.6, variance 0.14
        assertEquals(0.5139344, new Sprt(-5, 5, 0.05, 0.05).llrTrinomial(10, 20, 20), 1e-6);
        // a score exactly between s0 and s1 gives no evidence either way
        assertEquals(0, new Sprt(-10, 10, 0.05, 0.05).llrTrinomial(10, 30, 10), 1e-12);
        assertEquals(0, TEST.llrTrinomial(0, 0, 0));
    }

    @Test
    void pentanomialLlrUsesPairScoresAndRegularisesEmptyCounts() {
        // 60 pairs scored 0, 1/2, 1, 3/2, 2 points: 3, 10, 30, 12, 5. Mean per game 31.5/60 = 0.525,
        // variance 3.3375/60 = 0.055625; s1 = L(5) = 0.5071955...
        double s1 = Sprt.expectedScore(5);
        double byHand = 60 * (s1 - 0.5) * (2 * 0.525 - 0.5 - s1) / (2 * 0.055625);
        Sprt t = new Sprt(0, 5, 0.05, 0.05);
        assertEquals(byHand, t.llrPentanomial(new double[] {3, 10, 30, 12, 5}), 1e-12);
        assertEquals(0.166104, t.llrPentanomial(new double[] {3, 10, 30, 12, 5}), 1e-6);
        // zero counts count as 0.001 (fishtest): [0.001, 0.001, 2, 1, 1]
        assertEquals(0.2404235, TEST.llrPentanomial(new double[] {0, 0, 2, 1, 1}), 1e-6);
    }

    @Test
    void aTallyOfGamesInOrderFormsPairs() {
        Sprt.Tally tally = new Sprt.Tally();
        // win-loss, win-draw, win-win, draw-draw: pair points 1, 1.5, 2, 1
        double[] games = {1, 0, 1, 0.5, 1, 1, 0.5, 0.5};
        List<Boolean> complete = new ArrayList<>();
        for (double g : games) {
            tally.add(g);
            complete.add(tally.pairComplete());
        }
        assertEquals(List.of(false, true, false, true, false, true, false, true), complete);
        assertArrayEquals(new double[] {0, 0, 2, 1, 1}, tally.pairs());
        assertEquals(8, tally.games());
    }

    @Test
    void decisionsFollowTheBounds() {
        assertEquals(Sprt.Decision.CONTINUE, TEST.decide(TEST.llrTrinomial(20, 20, 60)));
        // 40 straight pair wins: far above the upper bound
        assertEquals(Sprt.Decision.H1, TEST.decide(TEST.llrPentanomial(new double[] {0, 0, 0, 0, 40})));
        assertEquals(Sprt.Decision.H0, TEST.decide(TEST.llrPentanomial(new double[] {40, 0, 0, 0, 0})));
        assertEquals(Sprt.Decision.H1, TEST.decide(Math.log(19)));
        assertEquals(Sprt.Decision.H0, TEST.decide(-Math.log(19)));
        assertTrue(TEST.verdict(Sprt.Decision.H1).startsWith("H1 accepted"));
        assertEquals("LLR 1.73 [-2.94, 2.94]", TEST.status(TEST.llrTrinomial(20, 20, 60)));
    }

    @Test
    void noDecisionBeforeTenPairsThoughTheLlrIsReported() {
        // one lost pair: the variance is only the regularisation's, the LLR far below the bound
        double[] onePair = {1, 0, 0, 0, 0};
        assertTrue(TEST.llrPentanomial(onePair) < TEST.lowerBound(), "LLR " + TEST.llrPentanomial(onePair));
        assertEquals(Sprt.Decision.CONTINUE, TEST.decide(onePair));
        assertEquals(Sprt.Decision.CONTINUE, TEST.decide(new double[] {9, 0, 0, 0, 0}));
        assertEquals(Sprt.Decision.H0, TEST.decide(new double[] {10, 0, 0, 0, 0}));
        assertEquals(Sprt.Decision.H1, TEST.decide(new double[] {0, 0, 0, 1, 9}));
        assertEquals(Sprt.Decision.CONTINUE, TEST.decide(new double[] {3, 10, 30, 12, 5}));
    }

    @Test
    void badSettingsAreRefusedNamingTheProblem() {
        assertEquals(new Sprt(0, 10, 0.05, 0.05), Sprt.parse(" 0, 10 ,0.05,0.05"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Sprt.parse("0,10,0.05")).getMessage()
                .contains("expected elo0,elo1,alpha,beta"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Sprt.parse("0,ten,0.05,0.05")).getMessage()
                .contains("'ten' is not a number"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Sprt.parse("10,0,0.05,0.05")).getMessage()
                .contains("elo1 must be larger than elo0"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Sprt.parse("0,10,0.7,0.05")).getMessage()
                .contains("alpha and beta"));
    }

    @Test
    void aMatchStopsWhenTheTestDecidesAndReportsIt() throws Exception {
        // the full engine against one without quiescence search loses almost every game at a tiny budget
        EngineSpec full = EngineSpec.parse("preset:full");
        EngineSpec weak = EngineSpec.parse("preset:full,quiescence=false,tt=false");
        Match.Settings settings = new Match.Settings(full, weak, 40, Opening.bundled(), MoveBudget.nodes(600), 80, 2,
                null, 1000);
        Sprt wide = new Sprt(0, 200, 0.1, 0.1);
        List<String> lines = new ArrayList<>();
        Match.Report r = Match.run(settings, wide, line -> {
            synchronized (lines) {
                lines.add(line);
            }
        });
        assertNotNull(r.sprt());
        assertEquals(Sprt.Decision.H1, r.sprt().decision(), r.sprt().line());
        assertTrue(r.sprt().games() < 40, "stopped early: " + r.sprt().line());
        assertEquals(r.sprt().games(), r.games().size(), "the report holds the games up to the decision");
        assertEquals(r.sprt().games(), r.score().games());
        assertTrue(r.sprt().llr() >= wide.upperBound());
        List<String> sprtLines = lines.stream().filter(l -> l.startsWith("sprt after ")).toList();
        assertEquals(r.sprt().games() / 2, sprtLines.size(), "one LLR line per finished pair");
        assertTrue(sprtLines.get(0).matches("sprt after 2 games: LLR -?\\d+\\.\\d\\d \\[-2\\.20, 2\\.20\\]"
                + " \\(no decision before 20 games\\)"), sprtLines.get(0));
        // from the tenth pair on the test may decide, and the line is the LLR and its bounds alone
        assertTrue(sprtLines.get(8).endsWith("(no decision before 20 games)"), sprtLines.get(8));
        assertTrue(sprtLines.get(9).matches("sprt after 20 games: LLR -?\\d+\\.\\d\\d \\[-2\\.20, 2\\.20\\]"),
                sprtLines.get(9));
        // the same match on one thread stops at the same game: the test reads pairs in game order
        Match.Settings one = new Match.Settings(full, weak, 40, Opening.bundled(), MoveBudget.nodes(600), 80, 1,
                null, 1000);
        Match.Report again = Match.run(one, wide, line -> { });
        assertEquals(r.sprt().games(), again.sprt().games());
        assertEquals(r.score(), again.score());
    }

    @Test
    void theMatchCommandPrintsTheTestAndItsDecision() {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int status = org.xqlab.cli.Main.run(new String[] {"match", "--engine1", "preset:full", "--engine2",
            "preset:full,quiescence=false,tt=false", "--games", "40", "--nodes", "600", "--max-plies", "80",
            "--threads", "2", "--sprt", "0,200,0.1,0.1"}, new PrintWriter(out), new PrintWriter(err));
        assertEquals(0, status, err.toString());
        String text = out.toString();
        assertTrue(text.contains("sprt after 2 games: LLR "), text);
        assertTrue(text.matches("(?s).*\nsprt H1 accepted: .* after \\d+ games \\(LLR \\d+\\.\\d\\d \\[-2\\.20, 2\\.20\\], "
                + "elo0=0 elo1=200 alpha=0\\.1 beta=0\\.1\\)\n.*"), text);
        assertFalse(text.contains("game 40 "), "the match stopped before its last game");
        StringWriter err2 = new StringWriter();
        assertEquals(2, org.xqlab.cli.Main.run(new String[] {"match", "--engine1", "preset:full", "--engine2",
            "preset:full", "--sprt", "5,0,0.05,0.05"}, new PrintWriter(new StringWriter()), new PrintWriter(err2)));
        assertTrue(err2.toString().contains("elo1 must be larger than elo0"), err2.toString());
    }
}
