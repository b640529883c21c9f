package org.xqlab.experiment;

import org.xqlab.build.Provenance;
import org.xqlab.io.AtomicFile;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import org.xqlab.trace.Stage;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Locale;

/**
 * Writes the results of a complete run into its folder: {@code rows.csv} and {@code rows.json} (one
 * row per search), {@code summary.csv} and {@code summary.md} (see {@link Summary}; the Markdown ends with a line naming the
 * build, see {@link Provenance}), the charts of {@link ExperimentCharts} as PNG and SVG, and {@code report.md}
 * ({@link Report}) tying them together; {@code provenance.json} is written when the run starts
 * ({@link RunProvenance}). A shard
 * writes only its rows. The column order of the CSV is fixed; the per-stage cutoff columns are named
 * {@code cutoffs_STAGE} and the fail-high columns {@code failhigh_I}.
 */
public final class Outputs {
    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private Outputs() {
    }

    /**
     * Rows, summary, charts and report. {@code provenance} names the build(s) that made the rows: the first is the
     * folder's record (provenance.json), any others the builds of merged shards that differ from it.
     */
    public static void writeAll(Experiment e, List<Row> rows, Path dir, List<Provenance> provenance) {
        writeRows(rows, dir);
        List<Summary.Line> summary = Summary.of(e, rows);
        List<Summary.Line> parity = Summary.byParity(e, rows);
        List<Summary.Line> all = new ArrayList<>(summary);
        all.addAll(parity);
        write(dir.resolve("summary.csv"), summaryCsv(all));
        write(dir.resolve("summary.md"), summaryTables(e, summary, parity) + provenanceLine(provenance));
        List<String> charts = ExperimentCharts.writeAll(e, rows, dir, provenance.isEmpty() ? Map.of()
                : org.xqlab.io.ImageMetadata.keys(provenance.get(0).flat()));
        write(dir.resolve("report.md"), Report.markdown(e, summary, parity, charts, provenance, rows.size()));
    }

    /** The line under a summary table naming the build(s) that made it (the full record is in provenance.json). */
    public static String provenanceLine(List<Provenance> provenance) {
        StringBuilder sb = new StringBuilder();
        for (Provenance p : provenance) {
            sb.append("\nProvenance: ").append(p.line()).append('\n');
        }
        return sb.toString();
    }

    /** rows.csv and rows.json. */
    public static void writeRows(List<Row> rows, Path dir) {
        write(dir.resolve("rows.csv"), csv(rows));
        try {
            write(dir.resolve("rows.json"), JSON.writeValueAsString(rows) + "\n");
        } catch (IOException ex) {
            throw new IllegalStateException(ex);
        }
    }

    static String csv(List<Row> rows) {
        int buckets = rows.isEmpty() ? 0 : rows.get(0).failHighsByIndex().size();
        List<String> head = new ArrayList<>(List.of("variant", "suite", "position", "sequence", "limit", "repetition",
                "depth", "nodes", "qnodes", "total_nodes", "time_ms", "nps", "tt_probes", "tt_hits", "tt_cutoffs",
                "tt_hit_rate", "beta_cutoffs", "first_move_cutoff_rate"));
        for (Stage s : Stage.values()) {
            head.add("cutoffs_" + s.name());
        }
        for (int i = 0; i < buckets; i++) {
            head.add("failhigh_" + i);
        }
        head.addAll(List.of("null_tries", "null_cutoffs", "lmr_reductions", "lmr_researches", "ebf", "best_move",
                "score", "expected", "match", "time_us", "root_moves", "first_move_cutoff_rate_pv",
                "first_move_cutoff_rate_cut", "first_move_cutoff_rate_all", "oracle_depth", "minimal_nodes",
                "minimal_total_nodes", "efficiency", "efficiency_main", "minimal_time_us"));
        StringBuilder sb = new StringBuilder(String.join(",", head)).append('\n');
        for (Row r : rows) {
            List<String> v = new ArrayList<>(List.of(r.variant(), r.suite(), r.position(), r.sequence(), r.limit(),
                    str(r.repetition()), str(r.depth()), str(r.nodes()), str(r.qnodes()), str(r.totalNodes()),
                    str(r.timeMillis()), str(r.nps()), str(r.ttProbes()), str(r.ttHits()), str(r.ttCutoffs()),
                    num(r.ttHitRate()), str(r.betaCutoffs()), num(r.firstMoveCutoffRate())));
            for (Stage s : Stage.values()) {
                v.add(str(r.cutoffsByStage().getOrDefault(s.name(), 0L)));
            }
            for (int i = 0; i < buckets; i++) {
                v.add(str(i < r.failHighsByIndex().size() ? r.failHighsByIndex().get(i) : 0));
            }
            v.addAll(List.of(str(r.nullMoveTries()), str(r.nullMoveCutoffs()), str(r.lmrReductions()),
                    str(r.lmrResearches()), num(r.ebf()), r.bestMove(), str(r.score()), r.expected(),
                    r.match() == null ? "" : r.match().toString(), str(r.timeMicros()), str(r.rootMoves()),
                    num(r.firstMoveCutoffRatePv()), num(r.firstMoveCutoffRateCut()), num(r.firstMoveCutoffRateAll()),
                    r.oracleDepth() == null ? "" : str(r.oracleDepth()),
                    r.minimalNodes() == null ? "" : str(r.minimalNodes()),
                    r.minimalTotalNodes() == null ? "" : str(r.minimalTotalNodes()),
                    r.minimalTotalNodes() == null ? "" : num((double) r.totalNodes() / r.minimalTotalNodes()),
                    r.minimalNodes() == null ? "" : num((double) r.nodes() / r.minimalNodes()),
                    r.minimalMicros() == null ? "" : str(r.minimalMicros())));
            sb.append(String.join(",", v.stream().map(Outputs::quote).toList())).append('\n');
        }
        return sb.toString();
    }

    static String summaryCsv(List<Summary.Line> lines) {
        StringBuilder sb = new StringBuilder("variant,limit,positions,geomean_nodes,node_ratio,ci95_low,ci95_high,"
                + "median_time_ms,first_move_cutoff_rate,tt_hit_rate,solved,with_expected,median_ratio,improved_share,"
                + "wilcoxon_p,holm_p,games,time_ratio,first_move_cutoff_rate_pv,first_move_cutoff_rate_cut,"
                + "first_move_cutoff_rate_all,minimal_nodes,efficiency,efficiency_main,knuth_moore\n");
        for (Summary.Line l : lines) {
            sb.append(String.join(",", quote(l.variant()), quote(l.limit()), str(l.positions()), f(l.geoMeanNodes(), 1),
                    f(l.ratio(), 4), f(l.ciLow(), 4), f(l.ciHigh(), 4), f(l.medianMillis(), 3),
                    f(l.firstMoveCutoffRate(), 4), f(l.ttHitRate(), 4), str(l.solved()), str(l.withExpected()),
                    f(l.medianRatio(), 4), f(l.improvedShare(), 4), p(l.wilcoxonP()), p(l.holmP()), str(l.games()),
                    f(l.timeRatio(), 4), f(l.firstMovePv(), 4), f(l.firstMoveCut(), 4), f(l.firstMoveAll(), 4),
                    f(l.minimalNodes(), 1), f(l.efficiency(), 4), f(l.mainEfficiency(), 4), f(l.knuthMoore(), 1)))
                    .append('\n');
        }
        return sb.toString();
    }

    /**
     * The summary as a Markdown table: ratios against the base with the 95% interval (clustered by game),
     * the median ratio, the share of positions with fewer nodes, the Wilcoxon p and its Holm-corrected value.
     */
    public static String summaryMarkdown(Experiment e, List<Summary.Line> lines) {
        boolean expected = lines.stream().anyMatch(l -> l.withExpected() > 0);
        StringBuilder sb = new StringBuilder("| variant | limit | positions (games) | nodes (geo. mean) | ratio vs "
                + e.base() + " | 95% CI | median ratio | fewer nodes | Wilcoxon p | Holm p | first-move cutoffs "
                + "| TT hits | median ms | time ratio |" + (expected ? " solved |" : "")
                + "\n|---|---|---:|---:|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|" + (expected ? "---:|" : "")
                + "\n");
        for (Summary.Line l : lines) {
            boolean base = l.variant().equals(e.base());
            sb.append("| ").append(l.variant()).append(" | ").append(l.limit()).append(" | ").append(l.positions())
                    .append(l.games() > 0 && l.games() < l.positions() ? " (" + l.games() + ")" : "")
                    .append(" | ").append(f(l.geoMeanNodes(), 0)).append(" | ").append(f(l.ratio(), 3))
                    .append(" | ").append(ratioInterval(l, e.base()))
                    .append(" | ").append(base ? "–" : f(l.medianRatio(), 3))
                    .append(" | ").append(base ? "–" : pct(l.improvedShare()))
                    .append(" | ").append(pText(l.wilcoxonP())).append(" | ").append(pText(l.holmP()))
                    .append(" | ").append(pct(l.firstMoveCutoffRate())).append(" | ").append(pct(l.ttHitRate()))
                    .append(" | ").append(millis(l.medianMillis())).append(" | ").append(f(l.timeRatio(), 2)).append(" |");
            if (expected) {
                sb.append(' ').append(l.solved()).append('/').append(l.withExpected()).append(" |");
            }
            sb.append('\n');
        }
        return sb.toString();
    }

    /**
     * A line's 95 % ratio interval as every table writes it — the experiments window's Summary, summary.md and
     * report.md: "0.912 … 1.034" ({@link Summary#interval}), "–" for the base itself and when no position is shared.
     */
    public static String ratioInterval(Summary.Line l, String base) {
        return l.variant().equals(base) || Double.isNaN(l.ciLow()) || Double.isNaN(l.ciHigh()) ? "–"
                : Summary.interval(f(l.ciLow(), 3), f(l.ciHigh(), 3));
    }

    /**
     * Every table of summary.md: the summary ({@link #summaryMarkdown}), the move-ordering table
     * ({@link #orderingMarkdown}) and, when the experiment has them, the odd and even depths
     * ({@link #parityMarkdown}).
     */
    public static String summaryTables(Experiment e, List<Summary.Line> summary, List<Summary.Line> parity) {
        StringBuilder sb = new StringBuilder(summaryMarkdown(e, summary));
        if (!e.byNodes()) {
            sb.append('\n').append(orderingMarkdown(e, summary));
        }
        if (!parity.isEmpty()) {
            sb.append('\n').append(parityMarkdown(e, parity));
        }
        return sb.toString();
    }

    /** {@link #summaryTables} of a run's rows. */
    public static String summaryTables(Experiment e, List<Row> rows) {
        return summaryTables(e, Summary.of(e, rows), Summary.byParity(e, rows));
    }

    /**
     * The move-ordering table: first-move cutoff rates by expected node type and, with the efficiency measure, the
     * minimal tree, the ordering efficiency (total and main search) and the Knuth–Moore count beside it.
     */
    public static String orderingMarkdown(Experiment e, List<Summary.Line> lines) {
        boolean eff = e.efficiency();
        StringBuilder sb = new StringBuilder("**Move ordering.** First-move cutoffs: the share of the main search's "
                + "β-cutoffs made by the first move, at all nodes and by expected node type (PV, CUT, ALL).");
        if (eff) {
            sb.append(" Minimal tree: the total nodes of the re-search to the same depth that tries first, at every "
                    + "node, the best move of a completed search ").append(e.oraclePlies())
                    .append(e.oraclePlies() == 1 ? " ply" : " plies").append(" deeper (geometric mean). Efficiency: "
                    + "nodes / minimal-tree nodes (1 = perfect ordering), with quiescence (total) and without (main "
                    + "search). Knuth–Moore: b^⌈d/2⌉ + b^⌊d/2⌋ − 1 with b the position's legal moves at the root "
                    + "(geometric mean), the minimal tree's leaves in a uniform tree.");
        }
        sb.append("\n\n| variant | limit | first-move cutoffs | PV | CUT | ALL |")
                .append(eff ? " minimal tree | efficiency | efficiency (main search) | Knuth–Moore |" : "")
                .append("\n|---|---|---:|---:|---:|---:|").append(eff ? "---:|---:|---:|---:|" : "").append('\n');
        for (Summary.Line l : lines) {
            sb.append("| ").append(l.variant()).append(" | ").append(l.limit()).append(" | ")
                    .append(pct(l.firstMoveCutoffRate())).append(" | ").append(pct(l.firstMovePv())).append(" | ")
                    .append(pct(l.firstMoveCut())).append(" | ").append(pct(l.firstMoveAll())).append(" |");
            if (eff) {
                sb.append(' ').append(dash(f(l.minimalNodes(), 0))).append(" | ").append(dash(f(l.efficiency(), 3)))
                        .append(" | ").append(dash(f(l.mainEfficiency(), 3))).append(" | ")
                        .append(dash(f(l.knuthMoore(), 0))).append(" |");
            }
            sb.append('\n');
        }
        return sb.toString();
    }

    /** The odd and even depths apart ({@link Summary#byParity}): ratios, their interval and tests, time, efficiency. */
    public static String parityMarkdown(Experiment e, List<Summary.Line> lines) {
        boolean eff = e.efficiency();
        StringBuilder sb = new StringBuilder("**Odd and even depths apart.** Each line pools the variant's searches at "
                + "the depths of one parity (alpha-beta's tree grows unevenly from an odd depth to an even one); every "
                + "(position, depth) is one ratio, clustered by game; Holm's correction runs over these lines.\n\n"
                + "| variant | depths | searches (games) | ratio vs " + e.base() + " | 95% CI | median ratio | fewer nodes "
                + "| Wilcoxon p | Holm p | first-move cutoffs | median ms | time ratio |" + (eff ? " efficiency |" : "")
                + "\n|---|---|---:|---:|---|---:|---:|---:|---:|---:|---:|---:|" + (eff ? "---:|" : "") + "\n");
        for (Summary.Line l : lines) {
            boolean base = l.variant().equals(e.base());
            sb.append("| ").append(l.variant()).append(" | ").append(l.limit()).append(" | ").append(l.positions())
                    .append(l.games() > 0 && l.games() < l.positions() ? " (" + l.games() + ")" : "")
                    .append(" | ").append(f(l.ratio(), 3))
                    .append(" | ").append(base || Double.isNaN(l.ciLow()) ? "–"
                            : Summary.interval(f(l.ciLow(), 3), f(l.ciHigh(), 3)))
                    .append(" | ").append(base ? "–" : f(l.medianRatio(), 3))
                    .append(" | ").append(base ? "–" : pct(l.improvedShare()))
                    .append(" | ").append(pText(l.wilcoxonP())).append(" | ").append(pText(l.holmP()))
                    .append(" | ").append(pct(l.firstMoveCutoffRate())).append(" | ").append(millis(l.medianMillis()))
                    .append(" | ").append(f(l.timeRatio(), 2)).append(" |");
            if (eff) {
                sb.append(' ').append(dash(f(l.efficiency(), 3))).append(" |");
            }
            sb.append('\n');
        }
        return sb.toString();
    }

    /** A median time in milliseconds: whole above 10 ms, one decimal below. */
    static String millis(double ms) {
        return Double.isNaN(ms) ? "–" : f(ms, ms >= 10 ? 0 : 1);
    }

    private static String dash(String s) {
        return s.isEmpty() ? "–" : s;
    }

    /** A p-value for a table: three significant figures, {@code < 0.001} below that, – when there is none. */
    static String pText(double p) {
        if (Double.isNaN(p)) {
            return "–";
        }
        return p < 0.001 ? "< 0.001" : String.format(Locale.ROOT, "%.3f", p);
    }

    private static String p(double p) {
        return Double.isNaN(p) ? "" : String.format(Locale.ROOT, "%.6g", p);
    }

    static String f(double d, int decimals) {
        return Double.isNaN(d) ? "" : String.format(Locale.ROOT, "%." + decimals + "f", d);
    }

    static String pct(double d) {
        return Double.isNaN(d) ? "–" : String.format(Locale.ROOT, "%.1f%%", 100 * d);
    }

    private static String str(long n) {
        return Long.toString(n);
    }

    private static String num(Double d) {
        return d == null ? "" : String.format(Locale.ROOT, "%.6f", d);
    }

    private static String quote(String s) {
        return s.contains(",") || s.contains("\"") ? "\"" + s.replace("\"", "\"\"") + "\"" : s;
    }

    static void write(Path file, String text) {
        try {
            Files.createDirectories(file.toAbsolutePath().getParent());
            AtomicFile.writeString(file, text);
        } catch (IOException ex) {
            throw new IllegalArgumentException("cannot write " + file + ": " + ex.getMessage());
        }
    }
}
