package org.xqlab.experiment;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The summary of an experiment's rows: one {@link Line} per (variant, limit) with the geometric mean of
 * the total node counts, the geometric mean of the node ratio against the base variant over the
 * positions both searched, its 95% confidence interval (Student's t on the log ratios), the median
 * time, the mean first-move cutoff rate and TT hit rate, and how many expected best moves were found.
 * Only repetition 0 enters the node figures (node counts do not change between repetitions); times are
 * the median over all repetitions.
 */
public final class Summary {

    /** One summary line; ratio and interval are 1 for the base itself, NaN when no position is shared. */
    public record Line(String variant, String limit, int positions, double geoMeanNodes, double ratio, double ciLow,
                       double ciHigh, double medianMillis, double firstMoveCutoffRate, double ttHitRate, int solved,
                       int withExpected) {
    }

    private Summary() {
    }

    public static List<Line> of(Experiment e, List<Row> rows) {
        Map<String, Row> baseRows = new HashMap<>();
        for (Row r : rows) {
            if (r.variant().equals(e.base()) && r.repetition() == 0) {
                baseRows.put(r.limit() + "|" + r.positionKey(), r);
            }
        }
        List<Line> lines = new ArrayList<>();
        for (Variant v : e.variants()) {
            for (Limit l : e.limits()) {
                List<Row> mine = rows.stream().filter(r -> r.variant().equals(v.name())
                        && r.limit().equals(l.label())).toList();
                if (mine.isEmpty()) {
                    continue;
                }
                List<Double> logNodes = new ArrayList<>();
                List<Double> logRatios = new ArrayList<>();
                List<Double> millis = new ArrayList<>();
                double first = 0;
                int firstN = 0;
                long probes = 0;
                long hits = 0;
                int solved = 0;
                int withExpected = 0;
                for (Row r : mine) {
                    millis.add((double) r.timeMillis());
                    if (r.repetition() != 0) {
                        continue;
                    }
                    logNodes.add(Math.log(r.totalNodes()));
                    Row b = baseRows.get(r.limit() + "|" + r.positionKey());
                    if (b != null) {
                        logRatios.add(Math.log((double) r.totalNodes() / b.totalNodes()));
                    }
                    if (r.firstMoveCutoffRate() != null) {
                        first += r.firstMoveCutoffRate();
                        firstN++;
                    }
                    probes += r.ttProbes();
                    hits += r.ttHits();
                    if (r.match() != null) {
                        withExpected++;
                        solved += r.match() ? 1 : 0;
                    }
                }
                double[] ci = Statistics.geometricMeanInterval(logRatios);
                lines.add(new Line(v.name(), l.label(), logNodes.size(), Math.exp(Statistics.mean(logNodes)), ci[0],
                        ci[1], ci[2], Statistics.median(millis), firstN == 0 ? Double.NaN : first / firstN,
                        probes == 0 ? Double.NaN : (double) hits / probes, solved, withExpected));
            }
        }
        return lines;
    }
}
