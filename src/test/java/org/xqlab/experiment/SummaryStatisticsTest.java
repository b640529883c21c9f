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
                Map.of(), List.of(), 0, 0, 0, 0, null, "a0a1", 0, "0", "", null, 0, 0, null, null, null, null, null, null);
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
                .endsWith(",median_ratio,improved_share,wilcoxon_p,holm_p,games"));
    }
}
