package org.xqlab.experiment;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import org.xqlab.build.Provenance;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Writes the results of a match experiment into its folder: {@code games.csv} (one row per game that
 * counts, from the variant's side), {@code games.pgn}, {@code summary.csv}, {@code summary.json},
 * {@code summary.md} (the Elo table) and {@code report.md}. A shard writes only its {@code games.csv}.
 */
public final class MatchOutputs {
    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private MatchOutputs() {
    }

    /** Games, PGN, summary and report of a complete run. */
    public static void writeAll(MatchExperiment e, Map<String, List<MatchGameRow>> finished, Path dir,
                                List<Provenance> provenance) {
        List<MatchGameRow> games = counted(e, finished);
        Outputs.write(dir.resolve("games.csv"), gamesCsv(games));
        StringBuilder pgn = new StringBuilder();
        games.forEach(g -> pgn.append(g.pgn()).append('\n'));
        Outputs.write(dir.resolve("games.pgn"), pgn.toString());
        List<MatchSummary.Line> lines = MatchSummary.of(e, finished);
        Outputs.write(dir.resolve("summary.csv"), summaryCsv(lines));
        Outputs.write(dir.resolve("summary.md"), summaryMarkdown(e, lines) + Outputs.provenanceLine(provenance));
        try {
            Outputs.write(dir.resolve("summary.json"), JSON.writeValueAsString(lines) + "\n");
        } catch (IOException ex) {
            throw new IllegalStateException(ex);
        }
        Outputs.write(dir.resolve("report.md"), report(e, lines, provenance));
    }

    /** A shard's games.csv: every pair it played. */
    public static void writeGames(MatchExperiment e, Map<String, List<MatchGameRow>> finished, Path dir) {
        List<MatchGameRow> games = new ArrayList<>();
        for (Variant v : e.challengers()) {
            for (int k = 0; k < e.pairs(); k++) {
                List<MatchGameRow> pair = finished.get(MatchLog.key(v.name(), k));
                if (pair != null) {
                    games.addAll(pair);
                }
            }
        }
        Outputs.write(dir.resolve("games.csv"), gamesCsv(games));
    }

    private static List<MatchGameRow> counted(MatchExperiment e, Map<String, List<MatchGameRow>> finished) {
        List<MatchGameRow> games = new ArrayList<>();
        e.challengers().forEach(v -> games.addAll(MatchSummary.counted(e, v.name(), finished)));
        return games;
    }

    static String gamesCsv(List<MatchGameRow> games) {
        StringBuilder sb = new StringBuilder("variant,pair,game,opening,variant_colour,result,ending,plies,score,failure\n");
        for (MatchGameRow g : games) {
            sb.append(String.join(",", quote(g.variant()), Integer.toString(g.pair()), Integer.toString(g.game() + 1),
                    quote(g.opening()), g.variantColour(), g.result(), g.ending(), Integer.toString(g.plies()),
                    Double.toString(g.score()), quote(g.failure()))).append('\n');
        }
        return sb.toString();
    }

    static String summaryCsv(List<MatchSummary.Line> lines) {
        StringBuilder sb = new StringBuilder("variant,games,wins,draws,losses,score,elo,elo_low,elo_high,"
                + "pairs_0,pairs_half,pairs_1,pairs_3half,pairs_2,llr,sprt\n");
        for (MatchSummary.Line l : lines) {
            sb.append(String.join(",", quote(l.variant()), Integer.toString(l.games()), Integer.toString(l.wins()),
                    Integer.toString(l.draws()), Integer.toString(l.losses()), Outputs.f(l.score().fraction(), 4),
                    num(l.elo()), num(l.eloLow()), num(l.eloHigh()),
                    String.join(",", l.pairs().stream().map(String::valueOf).toList()), Outputs.f(l.llr(), 3),
                    l.decision())).append('\n');
        }
        return sb.toString();
    }

    /** The Elo table as Markdown: each variant against the base, with its interval and test. */
    public static String summaryMarkdown(MatchExperiment e, List<MatchSummary.Line> lines) {
        boolean sprt = e.sprt() != null;
        StringBuilder sb = new StringBuilder("| variant | games | +W =D -L | score | Elo vs " + e.reference()
                + " | 95% interval | pairs 0/½/1/1½/2 |" + (sprt ? " LLR | SPRT |" : "") + "\n"
                + "|---|---:|---|---:|---:|---|---|" + (sprt ? "---:|---|" : "") + "\n");
        for (MatchSummary.Line l : lines) {
            sb.append("| ").append(l.variant()).append(" | ").append(l.games()).append(" | +").append(l.wins())
                    .append(" =").append(l.draws()).append(" -").append(l.losses()).append(" | ")
                    .append(Outputs.pct(l.score().fraction())).append(" | ").append(elo(l.elo(), true)).append(" | ")
                    .append(eloInterval(l.eloLow(), l.eloHigh())).append(" | ")
                    .append(String.join("/", l.pairs().stream().map(String::valueOf).toList())).append(" |");
            if (sprt) {
                sb.append(' ').append(Outputs.f(l.llr(), 2)).append(" | ").append(l.decision()).append(" |");
            }
            sb.append('\n');
        }
        return sb.toString();
    }

    static String report(MatchExperiment e, List<MatchSummary.Line> lines, List<Provenance> provenance) {
        StringBuilder sb = new StringBuilder("# Match experiment ").append(e.name()).append("\n\n");
        if (!e.description().isEmpty()) {
            sb.append(e.description()).append("\n\n");
        }
        if (!e.claim().isEmpty()) {
            sb.append("**Claim tested:** ").append(e.claim()).append("\n\n");
        }
        sb.append("- engine: ").append(provenance.get(0).build()).append('\n');
        sb.append("- reference: ").append(e.opponent() == null ? e.base() : "the external engine " + e.opponent()
                        + " (named on the command line)").append("; every other variant plays it ").append(e.games())
                .append(" games at ").append(e.budget()).append(" a move (").append(e.budget().nodes() > 0
                        ? "equal nodes: the games are reproducible" : "equal time: the games depend on the machine")
                .append(")\n");
        sb.append("- openings: ").append(e.openings().size()).append(", spread over ").append(e.pairs())
                .append(" pairs; each played twice with the colours swapped; draw at ").append(e.maxPlies())
                .append(" plies\n");
        if (e.sprt() != null) {
            sb.append("- sequential test per variant: ").append(e.sprt().settings()).append(", bounds ")
                    .append(Outputs.f(e.sprt().lowerBound(), 2)).append(" / ").append(Outputs.f(e.sprt().upperBound(), 2))
                    .append("; pentanomial LLR over game pairs in order; games after the deciding pair do not count\n");
        }
        sb.append("\n## Elo against ").append(e.reference()).append("\n\n");
        sb.append("Elo from the score with the logistic model; the 95% interval maps the mean pair score ± 1.96 standard ")
                .append("errors of the pair scores (pentanomial: the two games of an opening count as one sample). ")
                .append("An interval written \"< -N\" reaches a score of 0, where the Elo is minus infinity: the variant ")
                .append("is at least N Elo weaker and the games do not say how much more (\"> +N\" the same upwards).\n\n");
        sb.append(summaryMarkdown(e, lines)).append('\n');
        sb.append("## Variants (exact configuration changes)\n\n");
        for (Variant v : e.variants()) {
            sb.append("- ").append(v.name()).append(": preset `").append(v.preset()).append('`')
                    .append(v.changes().isEmpty() ? "" : " with `" + v.changes() + "`").append('\n');
        }
        sb.append('\n').append(Report.provenanceSection(provenance));
        sb.append("## Files\n\n`games.csv` (one row per game that counts), `games.pgn` (each game's tags name the build, ")
                .append("both sides' full configurations and seeds), `summary.csv`, `summary.json`, ")
                .append("`experiment.json` (the exact experiment with its openings), `games.jsonl` (the resumable log), ")
                .append("`provenance.json` (the build, machine, command, configurations and opening hashes).\n");
        return sb.toString();
    }

    private static String num(double d) {
        return Double.isInfinite(d) ? (d > 0 ? "inf" : "-inf") : Outputs.f(d, 1);
    }

    /**
     * A 95 % Elo interval for a table: "-353 … -182"; "< -457" when it has no finite lower bound (the
     * variant scored so little that the interval reaches a score of 0: it is at least 457 Elo weaker, how
     * much more the games cannot say), "> +457" when it has no finite upper bound; "unbounded" without games.
     */
    static String eloInterval(double low, double high) {
        boolean lowFinite = !Double.isInfinite(low);
        boolean highFinite = !Double.isInfinite(high);
        if (lowFinite && highFinite) {
            return Summary.interval(elo(low, true), elo(high, true));
        }
        if (highFinite) {
            return "< " + elo(high, true);
        }
        if (lowFinite) {
            return "> " + elo(low, true);
        }
        return "unbounded";
    }

    static String elo(double d, boolean sign) {
        if (Double.isInfinite(d)) {
            return d > 0 ? "+inf" : "-inf";
        }
        if (Math.round(d) == 0) {
            return sign ? "+0" : "0"; // an even score, or one within half an Elo of it: never "-0"
        }
        return String.format(Locale.ROOT, sign ? "%+.0f" : "%.0f", d);
    }

    private static String quote(String s) {
        return s.contains(",") || s.contains("\"") ? "\"" + s.replace("\"", "\"\"") + "\"" : s;
    }
}
