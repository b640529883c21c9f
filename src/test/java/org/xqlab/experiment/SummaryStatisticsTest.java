package org.xqlab.experiment;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The summary's statistics columns on hand-made rows: clustered interval, median, share, Wilcoxon, Holm. */
class SummaryStatisticsTest {

    private static Row row(String variant, String position, String sequence, String limit, long nodes) {
        return new Row(variant, "mini", position, sequence, limit, 0, 3, nodes, 0, nodes, 1, 1, 0, 0, 0, null, 0, null,
                Map.of(), List.of(), 0, 0, 0, 0, null, "a0a1", 0, "0", "", null, 0, 0, null, null, null, null, null, null, null);
    }

    @Test
    void ratiosCarryMedianShareWilcoxonAndHolmAcrossVariantsAndDepths() {
        Experiment e = TestExperiments.small();
        // the small experiment has variants base, no-tt, full and depths 1, 2, 3
        List<Row> rows = new ArrayList<>();
        String[] positions = {"start", "sharp", "stalemate", "g1", "g2", "g3"};
        String[] seq = {"", "", "", "g", "g", "g"};
        // no-tt at depth 1: ratios 2, 2, 2, 0.5, 0.5, 0.5 -> games start, sharp, stalemate, g (4 games)
        long[] noTt1 = {200, 200, 200, 50, 50, 50};
        for (String limit : List.of("d1", "d2", "d3")) {
            for (int i = 0; i < positions.length; i++) {
                rows.add(row("base", positions[i], seq[i], limit, 100));
                rows.add(row("no-tt", positions[i], seq[i], limit, limit.equals("d1") ? noTt1[i] : 100 + 10 * (i + 1)));
                rows.add(row("full", positions[i], seq[i], limit, 100 - 10 * (i + 1)));
            }
        }
        List<Summary.Line> lines = Summary.of(e, rows);
        Summary.Line noTt = lines.stream().filter(l -> l.variant().equals("no-tt") && l.limit().equals("d1")).findFirst()
                .orElseThrow();
        // the geometric mean of 2,2,2,½,½,½ is 1; the interval clusters the three g positions into one game
        assertEquals(1.0, noTt.ratio(), 1e-12);
        List<Double> logs = List.of(Math.log(2), Math.log(2), Math.log(2), Math.log(0.5), Math.log(0.5), Math.log(0.5));
        double[] ci = Statistics.clusteredGeometricMeanInterval(logs, List.of("a", "b", "c", "g", "g", "g"));
        assertEquals(ci[1], noTt.ciLow(), 1e-12);
        assertEquals(ci[2], noTt.ciHigh(), 1e-12);
        assertEquals(4, noTt.games());
        assertEquals(6, noTt.positions());
        assertEquals(1.0, noTt.medianRatio(), 1e-12, "median of 2,2,2,½,½,½");
        assertEquals(0.5, noTt.improvedShare(), 1e-12, "three of six positions shrink");
        // one value per game: log 2 three times and log ½ once; ranks 2.5 ×4 (doubled 5), W+ doubled 15:
        // P(W+ >= 15 doubled) = 5/16 (patterns with at most one negative), P(<=) = 1 -> p = 10/16
        assertEquals(10.0 / 16, noTt.wilcoxonP(), 1e-12);
        // full: every position shrinks, 4 games, exact p = 2/16 at each of 3 depths; no-tt at depths 2, 3 grows
        // everywhere, p = 2/16 too. Holm over the 6 tested lines (the base is not tested): sorted 1/8 ×6 = 0.75,
        // then ×5, ×4, ×3, ×2 kept at 0.75 (monotone), 10/16 ×1 raised to 0.75
        Summary.Line full3 = lines.stream().filter(l -> l.variant().equals("full") && l.limit().equals("d3")).findFirst()
                .orElseThrow();
        assertEquals(2.0 / 16, full3.wilcoxonP(), 1e-12);
        assertEquals(0.75, full3.holmP(), 1e-12);
        assertEquals(1.0, full3.improvedShare(), 1e-12);
        assertEquals(0.75, noTt.holmP(), 1e-12);
        Summary.Line base = lines.get(0);
        assertTrue(Double.isNaN(base.wilcoxonP()) && Double.isNaN(base.holmP()), "the base is not tested against itself");
        String md = Outputs.summaryMarkdown(e, lines);
        assertTrue(md.contains("| no-tt | d1 | 6 (4) |"), md);
        assertTrue(md.contains("| median ratio | fewer nodes | Wilcoxon p | Holm p |"), md);
        assertTrue(Outputs.summaryCsv(lines).lines().findFirst().orElseThrow()
                .contains(",median_ratio,improved_share,wilcoxon_p,holm_p,games,time_ratio,"));
    }

    /** A row with the measures of the minimal tree, the time in microseconds and the root's legal moves. */
    private static Row measured(String variant, String position, String limit, long nodes, long total, long minimal,
                                long minimalTotal, long micros, int rootMoves) {
        Row r = new Row(variant, "mini", position, "", limit, 0, Integer.parseInt(limit.substring(1)), nodes,
                total - nodes, total, micros / 1000, 1, 0, 0, 0, null, 0, null, Map.of(), List.of(), 0, 0, 0, 0, null,
                "a0a1", 0, "0", "", null, micros, rootMoves, 0.5, 0.75, 0.25, null, null, null, null);
        return minimal < 0 ? r : r.withMinimalTree(Integer.parseInt(limit.substring(1)) + 1, minimal, minimalTotal, 1);
    }

    @Test
    void knuthMooreCountsByHand() {
        assertEquals(5, Summary.knuthMoore(2, 3), 0); // 2² + 2¹ − 1
        assertEquals(3199, Summary.knuthMoore(40, 4), 0); // 40² + 40² − 1
        assertEquals(65599, Summary.knuthMoore(40, 5), 0); // 40³ + 40² − 1
        assertEquals(37, Summary.knuthMoore(37, 1), 0); // depth 1: every move of the root is a leaf
        assertEquals(1, Summary.knuthMoore(37, 0), 0); // depth 0: the root alone
    }

    @Test
    void efficiencyIsTheGeometricMeanOfNodesOverTheMinimalTree() {
        Experiment e = TestExperiments.small();
        List<Row> rows = List.of(
                measured("base", "start", "d2", 40, 100, 10, 50, 1000, 10),   // total 2, main 4
                measured("base", "sharp", "d2", 40, 100, 40, 100, 2000, 40),  // total 1, main 1
                measured("base", "g1", "d2", 30, 90, -1, -1, 3000, 20),       // not measured: left out
                measured("full", "start", "d2", 40, 100, 40, 100, 3000, 10),  // the re-search itself: 1
                measured("full", "sharp", "d2", 20, 60, 20, 60, 4000, 40),
                measured("full", "g1", "d2", 30, 90, 30, 90, 5000, 20));
        List<Summary.Line> lines = Summary.of(e, rows);
        Summary.Line base = lines.get(0);
        assertEquals("base", base.variant());
        assertEquals(Math.sqrt(2), base.efficiency(), 1e-12);
        assertEquals(2, base.mainEfficiency(), 1e-12);
        assertEquals(Math.sqrt(50 * 100), base.minimalNodes(), 1e-9);
        assertEquals(Math.cbrt(19.0 * 79 * 39), base.knuthMoore(), 1e-9, "b + b − 1 at depth 2, geometric mean");
        Summary.Line full = lines.stream().filter(l -> l.variant().equals("full")).findFirst().orElseThrow();
        assertEquals(1.0, full.efficiency(), 0, "a search that is its own minimal tree has efficiency 1");
        assertEquals(1.0, full.mainEfficiency(), 0);
        // time to depth: medians 2 ms (base) and 4 ms (full)
        assertEquals(2.0, base.medianMillis(), 1e-12);
        assertEquals(1.0, base.timeRatio(), 0);
        assertEquals(4.0, full.medianMillis(), 1e-12);
        assertEquals(2.0, full.timeRatio(), 1e-12);
        assertEquals(0.75, full.firstMoveCut(), 1e-12);
        assertEquals(0.5, full.firstMovePv(), 1e-12);
        assertEquals(0.25, full.firstMoveAll(), 1e-12);
        String table = Outputs.orderingMarkdown(e.withEfficiency(true), lines);
        assertTrue(table.contains("| base | d2 | – | 50.0% | 75.0% | 25.0% | 71 | 1.414 | 2.000 | 39 |"), table);
        assertTrue(table.contains("| full | d2 | – | 50.0% | 75.0% | 25.0% | 81 | 1.000 | 1.000 | 39 |"), table);
        assertTrue(Outputs.summaryMarkdown(e, lines).contains("| 4.0 | 2.00 |"), "median ms and time ratio");
    }

    @Test
    void aRowWithoutMicrosecondsTimesByItsMilliseconds() {
        Row old = new Row("base", "mini", "start", "", "d1", 0, 1, 1, 0, 1, 7, 1, 0, 0, 0, null, 0, null, Map.of(),
                List.of(), 0, 0, 0, 0, null, "a0a1", 0, "0", "", null, 0, 0, null, null, null, null, null, null, null);
        assertEquals(7000, old.micros());
        assertEquals(7.0, Summary.of(TestExperiments.small(), List.of(old)).get(0).medianMillis(), 0);
    }

    @Test
    void oddAndEvenDepthsArePooledApart() {
        Experiment e = TestExperiments.small(); // depths 1, 2, 3
        List<Row> rows = new ArrayList<>();
        String[] positions = {"start", "sharp", "g1"};
        String[] seq = {"", "", "g"};
        // no-tt over base: ratio 2 at depth 1, 4 at depth 3 (odd), 0.5 at depth 2 (even), on every position
        Map<String, Long> noTt = Map.of("d1", 200L, "d2", 50L, "d3", 400L);
        for (String limit : List.of("d1", "d2", "d3")) {
            for (int i = 0; i < positions.length; i++) {
                rows.add(row("base", positions[i], seq[i], limit, 100));
                rows.add(row("no-tt", positions[i], seq[i], limit, noTt.get(limit)));
                rows.add(row("full", positions[i], seq[i], limit, 100));
            }
        }
        List<Summary.Line> parity = Summary.byParity(e, rows);
        assertEquals(List.of("odd (1, 3)", "even (2)"), parity.stream().filter(l -> l.variant().equals("no-tt"))
                .map(Summary.Line::limit).toList());
        Summary.Line odd = parity.stream().filter(l -> l.variant().equals("no-tt") && l.limit().startsWith("odd"))
                .findFirst().orElseThrow();
        Summary.Line even = parity.stream().filter(l -> l.variant().equals("no-tt") && l.limit().startsWith("even"))
                .findFirst().orElseThrow();
        assertEquals(6, odd.positions(), "three positions at two odd depths");
        assertEquals(3, odd.games());
        assertEquals(Math.sqrt(2 * 4), odd.ratio(), 1e-12, "the geometric mean of 2 and 4");
        assertEquals(0.5, even.ratio(), 1e-12);
        assertEquals(1.0, even.improvedShare(), 0);
        assertEquals(0.0, odd.improvedShare(), 0);
        assertEquals(6, parity.size(), "three variants, two parities");
        String md = Outputs.parityMarkdown(e, parity);
        assertTrue(md.contains("| no-tt | odd (1, 3) | 6 (3) | 2.828 |"), md);
        assertTrue(md.contains("| no-tt | even (2) | 3 | 0.500 |"), md);
        assertTrue(Outputs.summaryCsv(parity).contains("\nno-tt,\"odd (1, 3)\",6,"), Outputs.summaryCsv(parity));
        // one depth of each parity: nothing to pool
        Experiment two = ExperimentFile.parse("two.json", TestExperiments.JSON.replace("[1, 2, 3]", "[2, 3]"), null);
        assertTrue(Summary.byParity(two, rows).isEmpty());
    }
}
