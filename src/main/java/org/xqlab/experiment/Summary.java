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
 * limit) line of the experiment that has one. Besides: the median time (time to depth, the searching thread's CPU time) and its ratio to the
 * base's median time at the same limit, the mean first-move cutoff rate (all the main search's nodes, and by
 * expected node type PV, CUT, ALL) and TT hit rate, how many expected best moves were found, and with the
 * efficiency measure the minimal tree: the geometric means of its size, of the ordering efficiency (nodes over
 * the minimal tree's nodes, total and main search alone) and of the Knuth–Moore count
 * {@link #knuthMoore b^⌈d/2⌉ + b^⌊d/2⌋ − 1} with b the position's legal moves. Only repetition 0 enters the node
 * figures (node counts do not change between repetitions); times are the median over all repetitions.
 *
 * <p>{@link #byParity} pools the depths of one parity (odd apart from even, since alpha-beta's tree grows
 * unevenly from an odd depth to an even one) into one line per variant and parity.
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
     * interval); the p-values are NaN for the base and when no ratio differs from 1. {@code limit} is a
     * limit's label, or for a parity line {@code odd (5, 7)} / {@code even (4, 6)} (then {@code positions}
     * counts (position, depth) pairs). {@code medianMillis} may have a fraction (times are measured in
     * microseconds); {@code timeRatio} is it over the base's (1 for the base). The first-move rates by node type,
     * the minimal tree's figures and the Knuth–Moore count are NaN where nothing was counted.
     */
    public record Line(String variant, String limit, int positions, double geoMeanNodes, double ratio, double ciLow,
                       double ciHigh, double medianMillis, double firstMoveCutoffRate, double ttHitRate, int solved,
                       int withExpected, double medianRatio, double improvedShare, double wilcoxonP, double holmP,
                       int games, double timeRatio, double firstMovePv, double firstMoveCut, double firstMoveAll,
                       double minimalNodes, double efficiency, double mainEfficiency, double knuthMoore) {
        Line withHolm(double p) {
            return new Line(variant, limit, positions, geoMeanNodes, ratio, ciLow, ciHigh, medianMillis,
                    firstMoveCutoffRate, ttHitRate, solved, withExpected, medianRatio, improvedShare, wilcoxonP, p,
                    games, timeRatio, firstMovePv, firstMoveCut, firstMoveAll, minimalNodes, efficiency, mainEfficiency,
                    knuthMoore);
        }
    }

    private Summary() {
    }

    /**
     * Knuth and Moore's count of the leaves of the minimal tree of a uniform tree of branching factor {@code b}
     * and depth {@code d}: b^⌈d/2⌉ + b^⌊d/2⌋ − 1 (the nodes a perfectly ordered alpha-beta search evaluates at
     * the horizon; 1 at depth 0).
     */
    public static double knuthMoore(double b, int d) {
        return Math.pow(b, (d + 1) / 2) + Math.pow(b, d / 2) - 1;
    }

    /** One line per variant and limit, in the order of the experiment's variants and limits. */
    public static List<Line> of(Experiment e, List<Row> rows) {
        Map<String, Row> baseRows = baseRows(e, rows);
        List<Line> lines = new ArrayList<>();
        for (Variant v : e.variants()) {
            for (Limit l : e.limits()) {
                List<Row> mine = rows.stream().filter(r -> r.variant().equals(v.name())
                        && r.limit().equals(l.label())).toList();
                List<Row> base = rows.stream().filter(r -> r.variant().equals(e.base())
                        && r.limit().equals(l.label())).toList();
                if (!mine.isEmpty()) {
                    lines.add(line(v.name(), l.label(), v.name().equals(e.base()), mine, base, baseRows));
                }
            }
        }
        return withHolm(lines);
    }

    /**
     * For an experiment by depth with more than one depth of some parity: per variant a line pooling its odd
     * depths and one pooling its even depths ({@code odd (5, 7)}, {@code even (4, 6)}); every (position, depth)
     * pair is one ratio, clustered by game as in {@link #of}, and Holm's correction runs over these lines alone.
     * Empty otherwise (every parity line would repeat a line of {@link #of}).
     */
    public static List<Line> byParity(Experiment e, List<Row> rows) {
        List<Line> lines = new ArrayList<>();
        if (e.byNodes()) {
            return lines;
        }
        List<Long> odd = e.limits().stream().map(Limit::value).filter(d -> d % 2 == 1).toList();
        List<Long> even = e.limits().stream().map(Limit::value).filter(d -> d % 2 == 0).toList();
        if (odd.size() < 2 && even.size() < 2) {
            return lines;
        }
        Map<String, Row> baseRows = baseRows(e, rows);
        for (Variant v : e.variants()) {
            for (List<Long> depths : List.of(odd, even)) {
                if (depths.isEmpty()) {
                    continue;
                }
                List<String> labels = depths.stream().map(d -> Limit.depth(d.intValue()).label()).toList();
                List<Row> mine = rows.stream().filter(r -> r.variant().equals(v.name())
                        && labels.contains(r.limit())).toList();
                List<Row> base = rows.stream().filter(r -> r.variant().equals(e.base())
                        && labels.contains(r.limit())).toList();
                if (!mine.isEmpty()) {
                    String label = (depths == odd ? "odd (" : "even (")
                            + String.join(", ", depths.stream().map(String::valueOf).toList()) + ")";
                    lines.add(line(v.name(), label, v.name().equals(e.base()), mine, base, baseRows));
                }
            }
        }
        return withHolm(lines);
    }

    private static Map<String, Row> baseRows(Experiment e, List<Row> rows) {
        Map<String, Row> baseRows = new HashMap<>();
        for (Row r : rows) {
            if (r.variant().equals(e.base()) && r.repetition() == 0) {
                baseRows.put(r.limit() + "|" + r.positionKey(), r);
            }
        }
        return baseRows;
    }

    private static List<Line> withHolm(List<Line> lines) {
        double[] ps = lines.stream().mapToDouble(Line::wilcoxonP).toArray();
        double[] adjusted = Statistics.holm(ps);
        List<Line> out = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            out.add(lines.get(i).withHolm(adjusted[i]));
        }
        return out;
    }

    /** The line of one variant's rows {@code mine} (one limit, or the limits of a parity), against the base's. */
    private static Line line(String variant, String limit, boolean isBase, List<Row> mine, List<Row> base,
                             Map<String, Row> baseRows) {
        List<Double> logNodes = new ArrayList<>();
        List<Double> logRatios = new ArrayList<>();
        List<String> games = new ArrayList<>();
        List<Double> millis = new ArrayList<>();
        List<Double> logMinimal = new ArrayList<>();
        List<Double> logEfficiency = new ArrayList<>();
        List<Double> logMainEfficiency = new ArrayList<>();
        List<Double> logKnuthMoore = new ArrayList<>();
        double[] first = new double[4];
        int[] firstN = new int[4];
        long probes = 0;
        long hits = 0;
        int solved = 0;
        int withExpected = 0;
        int improved = 0;
        for (Row r : mine) {
            millis.add(r.micros() / 1000.0);
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
            Double[] rates = {r.firstMoveCutoffRate(), r.firstMoveCutoffRatePv(), r.firstMoveCutoffRateCut(),
                    r.firstMoveCutoffRateAll()};
            for (int k = 0; k < rates.length; k++) {
                if (rates[k] != null) {
                    first[k] += rates[k];
                    firstN[k]++;
                }
            }
            if (r.minimalTotalNodes() != null && r.minimalTotalNodes() > 0 && r.minimalNodes() > 0) {
                logMinimal.add(Math.log(r.minimalTotalNodes()));
                logEfficiency.add(Math.log((double) r.totalNodes() / r.minimalTotalNodes()));
                logMainEfficiency.add(Math.log((double) r.nodes() / r.minimalNodes()));
            }
            if (r.rootMoves() > 0 && !r.limit().startsWith("n")) {
                logKnuthMoore.add(Math.log(knuthMoore(r.rootMoves(), (int) Limit.parse(r.limit()).value())));
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
        double medianMillis = Statistics.median(millis);
        double baseMillis = Statistics.median(base.stream().map(r -> r.micros() / 1000.0).toList());
        double timeRatio = isBase ? 1 : baseMillis > 0 ? medianMillis / baseMillis : Double.NaN;
        return new Line(variant, limit, logNodes.size(), Math.exp(Statistics.mean(logNodes)), ci[0], ci[1], ci[2],
                medianMillis, rate(first[0], firstN[0]), probes == 0 ? Double.NaN : (double) hits / probes, solved,
                withExpected, median, share, p, Double.NaN, Statistics.distinct(games), timeRatio,
                rate(first[1], firstN[1]), rate(first[2], firstN[2]), rate(first[3], firstN[3]),
                Math.exp(Statistics.mean(logMinimal)), Math.exp(Statistics.mean(logEfficiency)),
                Math.exp(Statistics.mean(logMainEfficiency)), Math.exp(Statistics.mean(logKnuthMoore)));
    }

    private static double rate(double sum, int n) {
        return n == 0 ? Double.NaN : sum / n;
    }
}
