package org.xqlab.experiment;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The summary of an experiment's rows: one {@link Line} per (variant, limit) with the geometric mean of
 * the total node counts and, against the base variant over the positions both searched: the geometric
 * mean of the node ratio with its 95% confidence interval (Student's t on the log ratios, clustered by
 * the game each position comes from, {@link Statistics#clusteredGeometricMeanInterval}), the median
 * ratio, the share of positions the variant searched with fewer nodes, the two-sided Wilcoxon
 * signed-rank p-value of the log ratios (one value per game: the mean log ratio of its positions, so
 * that a game's positions are not counted as independent evidence) and that p-value with Holm's correction across every (variant,
 * limit) line of the experiment that has one. Besides: the median time, the mean first-move cutoff
 * rate and TT hit rate, and how many expected best moves were found. Only repetition 0 enters the node
 * figures (node counts do not change between repetitions); times are the median over all repetitions.
 */
public final class Summary {
    /**
     * An interval as every tab of the experiments window writes it: {@code low … high} ("0.912 … 1.034",
     * "−12 … +30"): one form for ratios and Elo alike, and no dash that reads as a minus sign.
     */
    public static String interval(String low, String high) {
        return low + " … " + high;
    }


    /**
     * One summary line; ratio and interval are 1 for the base itself, NaN when no position is shared;
     * {@code games} is the number of distinct games among the compared positions (the clusters of the
     * interval); the p-values are NaN for the base and when no ratio differs from 1.
     */
    public record Line(String variant, String limit, int positions, double geoMeanNodes, double ratio, double ciLow,
                       double ciHigh, double medianMillis, double firstMoveCutoffRate, double ttHitRate, int solved,
                       int withExpected, double medianRatio, double improvedShare, double wilcoxonP, double holmP,
                       int games) {
        Line withHolm(double p) {
            return new Line(variant, limit, positions, geoMeanNodes, ratio, ciLow, ciHigh, medianMillis,
                    firstMoveCutoffRate, ttHitRate, solved, withExpected, medianRatio, improvedShare, wilcoxonP, p,
                    games);
        }
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
            boolean isBase = v.name().equals(e.base());
            for (Limit l : e.limits()) {
                List<Row> mine = rows.stream().filter(r -> r.variant().equals(v.name())
                        && r.limit().equals(l.label())).toList();
                if (mine.isEmpty()) {
                    continue;
                }
                List<Double> logNodes = new ArrayList<>();
                List<Double> logRatios = new ArrayList<>();
                List<String> games = new ArrayList<>();
                List<Double> millis = new ArrayList<>();
                double first = 0;
                int firstN = 0;
                long probes = 0;
                long hits = 0;
                int solved = 0;
                int withExpected = 0;
                int improved = 0;
                for (Row r : mine) {
                    millis.add((double) r.timeMillis());
                    if (r.repetition() != 0) {
                        continue;
                    }
                    logNodes.add(Math.log(r.totalNodes()));
                    Row b = baseRows.get(r.limit() + "|" + r.positionKey());
                    if (b != null) {
                        double lr = Math.log((double) r.totalNodes() / b.totalNodes());
                        logRatios.add(lr);
                        games.add(SuitePosition.gameOf(r.suite(), r.position(), r.sequence()));
                        improved += lr < 0 ? 1 : 0;
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
                double[] ci = Statistics.clusteredGeometricMeanInterval(logRatios, games);
                double median = logRatios.isEmpty() ? Double.NaN : Math.exp(Statistics.median(logRatios));
                double share = logRatios.isEmpty() ? Double.NaN : (double) improved / logRatios.size();
                double p = isBase ? Double.NaN : Statistics.wilcoxonSignedRankP(Statistics.clusterMeans(logRatios, games));
                lines.add(new Line(v.name(), l.label(), logNodes.size(), Math.exp(Statistics.mean(logNodes)), ci[0],
                        ci[1], ci[2], Statistics.median(millis), firstN == 0 ? Double.NaN : first / firstN,
                        probes == 0 ? Double.NaN : (double) hits / probes, solved, withExpected, median, share, p,
                        Double.NaN, Statistics.distinct(games)));
            }
        }
        double[] ps = lines.stream().mapToDouble(Line::wilcoxonP).toArray();
        double[] adjusted = Statistics.holm(ps);
        List<Line> out = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            out.add(lines.get(i).withHolm(adjusted[i]));
        }
        return out;
    }
}
