package org.xqlab.experiment;

import org.xqlab.protocol.MatchScore;
import org.xqlab.protocol.Sprt;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The result of each variant of a match experiment against the reference. A variant's games count in
 * pair order from the first pair up to the first pair not yet played, or up to the pair at which its
 * sequential test decided (later pairs, played by other shards or threads before the decision was known,
 * do not count): so a sharded run, merged, gives the same totals as one process. Each line holds wins,
 * draws and losses from the variant's side, its Elo ({@link MatchScore}) with the 95 % interval from
 * the pentanomial variance of its game pairs ({@link Statistics#pentanomialElo}; a lone game gets the
 * per-game interval), the pentanomial counts of its pairs, and the test's LLR and decision when the experiment has one.
 */
public final class MatchSummary {
    private MatchSummary() {
    }

    /** One variant's line; {@code decision} is {@code H0}, {@code H1}, {@code none} (no decision) or {@code -} (no test). */
    public record Line(String variant, int games, int plannedGames, int wins, int draws, int losses, double elo,
                       double eloLow, double eloHigh, List<Integer> pairs, double llr, String decision) {
        public MatchScore score() {
            return new MatchScore(wins, draws, losses);
        }

        /** Points out of games, e.g. {@code 38.5/64}. */
        public String points() {
            double p = wins + draws / 2.0;
            return (p % 1 == 0 ? String.valueOf((int) p) : String.valueOf(p)) + "/" + games;
        }
    }

    /** The summary lines of every variant that plays the reference, from the finished pairs by key. */
    public static List<Line> of(MatchExperiment e, Map<String, List<MatchGameRow>> finished) {
        List<Line> lines = new ArrayList<>();
        for (Variant v : e.challengers()) {
            List<MatchGameRow> games = counted(e, v.name(), finished);
            int w = 0;
            int d = 0;
            int l = 0;
            Sprt.Tally tally = new Sprt.Tally();
            for (MatchGameRow g : games) {
                tally.add(g.score());
                if (g.score() == 1) {
                    w++;
                } else if (g.score() == 0.5) {
                    d++;
                } else {
                    l++;
                }
            }
            MatchScore score = new MatchScore(w, d, l);
            double[] ci = score.interval();
            if (tally.games() >= 2) {
                double[] penta = Statistics.pentanomialElo(tally.pairs());
                ci = new double[] {penta[1], penta[2]};
            }
            List<Integer> pairs = new ArrayList<>();
            for (double c : tally.pairs()) {
                pairs.add((int) c);
            }
            double llr = Double.NaN;
            String decision = "-";
            if (e.sprt() != null) {
                llr = e.sprt().llrPentanomial(tally.pairs());
                Sprt.Decision dec = e.sprt().decide(tally.pairs());
                decision = dec == Sprt.Decision.CONTINUE ? "none" : dec.name();
            }
            lines.add(new Line(v.name(), games.size(), e.games(), w, d, l, score.elo(), ci[0], ci[1], pairs, llr, decision));
        }
        return lines;
    }

    /** The games of a variant that count, in game order (see the class contract). */
    public static List<MatchGameRow> counted(MatchExperiment e, String variant, Map<String, List<MatchGameRow>> finished) {
        List<MatchGameRow> games = new ArrayList<>();
        Sprt.Tally tally = new Sprt.Tally();
        for (int k = 0; k < e.pairs(); k++) {
            List<MatchGameRow> pair = finished.get(MatchLog.key(variant, k));
            if (pair == null) {
                break;
            }
            games.addAll(pair);
            pair.forEach(g -> tally.add(g.score()));
            if (e.sprt() != null && e.sprt().decide(tally.pairs()) != Sprt.Decision.CONTINUE) {
                break;
            }
        }
        return games;
    }

    /**
     * The keys of the pairs still needed before every variant has all its games or a decision, in task
     * order; empty when the experiment is complete.
     */
    public static List<String> missing(MatchExperiment e, Map<String, List<MatchGameRow>> finished) {
        List<String> missing = new ArrayList<>();
        for (Variant v : e.challengers()) {
            if (decided(e, v.name(), finished)) {
                continue;
            }
            for (int k = counted(e, v.name(), finished).size() / 2; k < e.pairs(); k++) {
                if (!finished.containsKey(MatchLog.key(v.name(), k))) {
                    missing.add(MatchLog.key(v.name(), k));
                }
            }
        }
        return missing;
    }

    /** Whether a variant's test has decided with the pairs finished so far. */
    static boolean decided(MatchExperiment e, String variant, Map<String, List<MatchGameRow>> finished) {
        if (e.sprt() == null) {
            return false;
        }
        Sprt.Tally t = new Sprt.Tally();
        counted(e, variant, finished).forEach(g -> t.add(g.score()));
        return e.sprt().decide(t.pairs()) != Sprt.Decision.CONTINUE;
    }
}
