package org.xqlab.experiment;

import org.xqlab.build.Provenance;

import java.util.List;
import java.util.Map;

/**
 * The Markdown report of a finished run ({@code report.md}): what was compared and why (description
 * and the seed claim), the suites and limits, how the minimal tree was measured (or that it was not), the
 * summary tables (nodes and time to depth, move ordering, odd and even depths), the charts, the exact configuration of
 * every variant (every key, not just the changes), and the provenance: the build (version, commit, bench
 * signature), the machine, the date and the command line of the run, and the hash of every suite. Two runs of
 * the same build give reports that differ only in the median times and the provenance's date, machine and command.
 */
public final class Report {
    private Report() {
    }

    /** The paragraph under the summary table that says what its statistics are. */
    static String statisticsText(String base) {
        return "Ratio = geometric mean over the positions of (total nodes of the variant / total nodes of " + base
                + ") on the same position and limit; total nodes include quiescence nodes. The 95% CI comes from "
                + "Student's t on the log ratios, clustered by the game each position comes from (positions (games) "
                + "gives both counts where they differ), so a game's many positions count as one game. Median ratio: "
                + "the middle position's ratio. Fewer nodes: the share of positions the variant searched with fewer "
                + "nodes than " + base + ". Wilcoxon p: the two-sided Wilcoxon signed-rank test of the log ratios "
                + "against 0 (exact up to 100 positions); Holm p: the same p corrected with Holm's method for the "
                + "number of (variant, limit) lines tested in this experiment. A line is significant at 5 % when "
                + "its Holm p is below 0.05. Median ms: the median time to the limit (time to depth), the " + SearchClock.KIND
                + " of the searching thread" + (SearchClock.CPU ? "" : " (this JVM does not measure a thread's CPU time)")
                + "; time ratio: "
                + "that median over " + base + "'s at the same limit (times vary between runs, nodes do not).\n\n";
    }

    /**
     * The report's {@code ## Provenance} section: the folder's record (build, machine, date, command, seeds, data
     * hashes; the configurations are in the Variants section), then every other build that made merged shards.
     */
    static String provenanceSection(List<Provenance> provenance) {
        StringBuilder sb = new StringBuilder(provenance.get(0).markdown(false));
        if (provenance.size() > 1) {
            sb.append("**Results of more than one build** (merged with --allow-mixed-builds):\n\n");
            for (Provenance p : provenance) {
                sb.append("- ").append(p.build()).append(" (").append(p.date()).append(", `").append(p.commandLine())
                        .append("`)\n");
            }
            sb.append('\n');
        }
        return sb.toString();
    }

    public static String markdown(Experiment e, List<Summary.Line> summary, List<Summary.Line> parity,
                                  List<String> charts, List<Provenance> provenance, int rowCount) {
        StringBuilder sb = new StringBuilder();
        sb.append("# Experiment ").append(e.name()).append("\n\n");
        if (!e.description().isEmpty()) {
            sb.append(e.description()).append("\n\n");
        }
        if (!e.claim().isEmpty()) {
            sb.append("**Claim tested:** ").append(e.claim()).append("\n\n");
        }
        sb.append("- engine: ").append(provenance.get(0).build()).append('\n');
        sb.append("- suites: ");
        for (int i = 0; i < e.suites().size(); i++) {
            Suite s = e.suites().get(i);
            sb.append(i == 0 ? "" : ", ").append(s.name()).append(" (").append(s.positions().size())
                    .append(" positions)");
        }
        sb.append('\n');
        sb.append("- ").append(e.byNodes() ? "node limits" : "depths").append(": ")
                .append(String.join(", ", e.limits().stream().map(l -> Long.toString(l.value())).toList()))
                .append('\n');
        sb.append("- searches: ").append(rowCount).append(" (repetitions: ").append(e.repetitions()).append(")\n");
        sb.append("- tables: ").append(e.sequences()
                ? "one searcher per game sequence and variant; its tables carry over from move to move"
                : "a fresh searcher (empty tables) for every search").append('\n');
        sb.append("- base of the ratios: ").append(e.base()).append('\n');
        sb.append("- minimal tree: ").append(e.efficiency() ? "measured for every search: a search " + e.oraclePlies()
                + (e.oraclePlies() == 1 ? " ply" : " plies") + " deeper by the same variant with fresh tables records "
                + "its best moves; the variant then searches the same depth again with fresh tables, each node trying "
                + "the recorded move first (nodes counted as the variant's: main search and quiescence)"
                : "not measured (add \"measures\": [\"efficiency\"] to the file, or run with --efficiency)")
                .append("\n\n");
        sb.append("## Summary\n\n");
        sb.append(statisticsText(e.base()));
        sb.append(Outputs.summaryTables(e, summary, parity)).append('\n');
        sb.append("## Charts\n\n");
        for (String c : charts) {
            sb.append("![").append(c).append("](").append(c).append(".png) ([SVG](").append(c).append(".svg))\n\n");
        }
        sb.append("## Variants (exact configuration)\n\n");
        for (Variant v : e.variants()) {
            sb.append("### ").append(v.name()).append("\n\npreset `").append(v.preset()).append('`')
                    .append(v.changes().isEmpty() ? "" : " with `" + v.changes() + "`").append("\n\n```\n");
            for (Map.Entry<String, String> kv : v.config().asMap().entrySet()) {
                sb.append(kv.getKey()).append('=').append(kv.getValue()).append('\n');
            }
            sb.append("```\n\n");
        }
        sb.append(provenanceSection(provenance));
        sb.append("## Files\n\n`rows.csv` / `rows.json` (one row per search), `summary.csv`, `experiment.json` ")
                .append("(the exact experiment with its positions), `tasks.jsonl` (the resumable log), `provenance.json` ")
                .append("(the build, machine, command, configurations and suite hashes).\n");
        return sb.toString();
    }
}
