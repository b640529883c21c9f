package org.xqlab.experiment;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Two result folders side by side — e.g. the same experiment before and after an engine change. Both
 * must be of one kind. For search experiments each line is a (variant, limit) found in both: the
 * geometric mean of total nodes in A and in B over the positions both searched, and the ratio B/A with
 * its 95 % interval from Student's t on the per-position log ratios, clustered by game
 * ({@link Statistics#clusteredGeometricMeanInterval}). For match experiments each line is
 * a variant found in both: its Elo against the reference in A and in B, and the difference B - A with a
 * 95 % interval from the two (pentanomial) intervals' standard errors (the runs are independent). Unfinished folders
 * compare what they hold so far.
 */
public final class FolderComparison {
    /** What the folders hold and the lines that compare them. */
    public record Result(boolean match, String experimentA, String experimentB, List<Line> lines) {
    }

    /**
     * One compared line: {@code a} and {@code b} are geometric-mean nodes (search) or Elo (match);
     * {@code change} is the ratio b/a or the difference b - a, {@code low}/{@code high} its interval;
     * {@code count} the positions (search) or the smaller game count (match).
     */
    public record Line(String variant, String limit, double a, double b, double change, double low, double high,
                       int count) {
    }

    private FolderComparison() {
    }

    public static Result compare(Path a, Path b) {
        String textA = ResultLog.experimentText(a);
        String textB = ResultLog.experimentText(b);
        for (Path d : List.of(a, b)) {
            if (TuneExperimentFile.isTune(ResultLog.experimentText(d))) {
                throw new IllegalArgumentException(d + " holds a tune experiment: its result is a weights table, "
                        + "compared by an equal-time match (match --sprt, docs/tuning.md), not folder by folder");
            }
        }
        boolean matchA = MatchExperimentFile.isMatch(textA);
        if (matchA != MatchExperimentFile.isMatch(textB)) {
            throw new IllegalArgumentException(a + " and " + b + " hold different kinds of experiment (match and search)");
        }
        if (matchA) {
            MatchExperiment ea = MatchExperimentFile.parseStored("experiment.json in " + a, textA);
            MatchExperiment eb = MatchExperimentFile.parseStored("experiment.json in " + b, textB);
            Map<String, MatchSummary.Line> lb = new HashMap<>();
            MatchSummary.of(eb, MatchLog.read(b)).forEach(l -> lb.put(l.variant(), l));
            List<Line> lines = new ArrayList<>();
            for (MatchSummary.Line la : MatchSummary.of(ea, MatchLog.read(a))) {
                MatchSummary.Line other = lb.get(la.variant());
                if (other == null || la.games() == 0 || other.games() == 0) {
                    continue;
                }
                double diff = other.elo() - la.elo();
                double se = Math.sqrt(sq(se(la)) + sq(se(other)));
                lines.add(new Line(la.variant(), ea.budget().toString(), la.elo(), other.elo(), diff, diff - 1.959964 * se,
                        diff + 1.959964 * se, Math.min(la.games(), other.games())));
            }
            return new Result(true, ea.name(), eb.name(), lines);
        }
        Experiment ea = ExperimentFile.parse("experiment.json in " + a, textA, null);
        Experiment eb = ExperimentFile.parse("experiment.json in " + b, textB, null);
        Map<String, Row> rowsB = new HashMap<>();
        ResultLog.read(b).values().forEach(rs -> rs.forEach(r -> rowsB.put(rowKey(r), r)));
        Map<String, List<double[]>> pairs = new LinkedHashMap<>();
        Map<String, List<String>> games = new HashMap<>();
        ResultLog.read(a).values().forEach(rs -> rs.forEach(r -> {
            Row other = rowsB.get(rowKey(r));
            if (other != null && r.totalNodes() > 0 && other.totalNodes() > 0) {
                String key = r.variant() + "\t" + r.limit();
                pairs.computeIfAbsent(key, k -> new ArrayList<>())
                        .add(new double[] {Math.log(r.totalNodes()), Math.log(other.totalNodes())});
                games.computeIfAbsent(key, k -> new ArrayList<>()).add(SuitePosition.gameOf(r.suite(), r.position(),
                        r.sequence()));
            }
        }));
        List<Line> lines = new ArrayList<>();
        for (Map.Entry<String, List<double[]>> e : pairs.entrySet()) {
            List<Double> la = new ArrayList<>();
            List<Double> lb = new ArrayList<>();
            List<Double> ratio = new ArrayList<>();
            for (double[] p : e.getValue()) {
                la.add(p[0]);
                lb.add(p[1]);
                ratio.add(p[1] - p[0]);
            }
            double[] r = Statistics.clusteredGeometricMeanInterval(ratio, games.get(e.getKey()));
            String[] key = e.getKey().split("\t");
            lines.add(new Line(key[0], key[1], Math.exp(Statistics.mean(la)), Math.exp(Statistics.mean(lb)), r[0], r[1],
                    r[2], ratio.size()));
        }
        return new Result(false, ea.name(), eb.name(), lines);
    }

    private static String rowKey(Row r) {
        return r.variant() + "\t" + r.limit() + "\t" + r.suite() + "\t" + r.position() + "\t" + r.repetition();
    }

    /** The standard error of a line's Elo, from its 95 % interval (infinite when the interval is). */
    private static double se(MatchSummary.Line l) {
        return (l.eloHigh() - l.eloLow()) / (2 * 1.959964);
    }

    private static double sq(double x) {
        return x * x;
    }
}
