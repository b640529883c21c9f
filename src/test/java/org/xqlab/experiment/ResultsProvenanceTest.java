package org.xqlab.experiment;

import org.junit.jupiter.api.Test;
import org.xqlab.build.BuildInfo;
import org.xqlab.search.Bench;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * The results tables of docs/experiments.md and docs/performance.md name the build that made them. A results table
 * is a Markdown table whose first header cell is {@code variant}, or any table followed by a {@code Source:
 * docs/results/…} line (the measurements of docs/performance.md); the first line after it that is not blank, another table or
 * a table's bold caption ({@code **Move ordering.** …}: the tables of one summary.md share one line) must be its
 * provenance line, {@code Source: docs/results/NAME … commit HASH, bench N}, where docs/results/NAME holds
 * the output of {@code scripts/results.sh}: its build.txt (and provenance.json, when there is one) must
 * state the same commit and bench signature, and every row of the quoted table must be a row of that
 * folder's summary.md, so a table cannot drift from the result it quotes.
 */
class ResultsProvenanceTest {
    static final Pattern SOURCE = Pattern.compile(
            "^Source: .*?docs/results/([a-z0-9-]+)\\b.*?commit ([0-9a-f]{7,40})\\b.*?bench (\\d+)\\b.*$");

    /** A results table: its first line number (1-based), its lines and the line after it. */
    record Table(int line, List<String> rows, String after) {
    }

    static List<Table> resultsTables(List<String> lines) {
        List<Table> tables = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            if (!lines.get(i).startsWith("|")) {
                continue;
            }
            int start = i;
            List<String> rows = new ArrayList<>();
            while (i < lines.size() && lines.get(i).startsWith("|")) {
                rows.add(lines.get(i));
                i++;
            }
            String after = "";
            String direct = "";
            for (int k = i; k < lines.size(); k++) {
                if (!lines.get(k).isBlank()) {
                    direct = lines.get(k);
                    break;
                }
            }
            for (int k = i; k < lines.size(); k++) {
                String l = lines.get(k);
                // the tables of one summary (and their bold captions) share the Source line under the last one
                if (!l.isBlank() && !l.startsWith("|") && !l.startsWith("**")) {
                    after = l;
                    break;
                }
            }
            String first = rows.get(0).substring(1).split("\\|", -1)[0].strip();
            if (first.equals("variant") || direct.startsWith("Source: docs/results/")) {
                tables.add(new Table(start + 1, rows, after));
            }
            i--;
        }
        return tables;
    }

    /** Checks one document; returns the problems, one a line. */
    static List<String> problems(Path doc, Path results) throws IOException {
        List<String> problems = new ArrayList<>();
        List<String> lines = Files.readAllLines(doc, StandardCharsets.UTF_8);
        for (Table t : resultsTables(lines)) {
            String where = doc + " line " + t.line() + ": ";
            Matcher m = SOURCE.matcher(t.after());
            if (!m.matches()) {
                problems.add(where + "a results table without its provenance line "
                        + "('Source: docs/results/NAME … commit HASH, bench N') after it; found '" + t.after() + "'");
                continue;
            }
            Path folder = results.resolve(m.group(1));
            Path build = folder.resolve("build.txt");
            if (!Files.isRegularFile(build)) {
                problems.add(where + "quotes " + folder + ", which has no build.txt (run scripts/results.sh)");
                continue;
            }
            String text = Files.readString(build, StandardCharsets.UTF_8);
            String bench = field(text, "bench");
            String commit = field(text, "commit");
            if (!m.group(3).equals(bench)) {
                problems.add(where + "states bench " + m.group(3) + " but " + build + " says bench " + bench);
            }
            if (commit == null || !commit.startsWith(m.group(2))) {
                problems.add(where + "states commit " + m.group(2) + " but " + build + " says commit " + commit);
            }
            Path prov = folder.resolve("provenance.json");
            if (Files.isRegularFile(prov)) {
                Matcher b = Pattern.compile("\"bench[A-Za-z]*\"\\s*:\\s*\"?(\\d+)").matcher(Files.readString(prov));
                if (b.find() && !b.group(1).equals(m.group(3))) {
                    problems.add(where + "states bench " + m.group(3) + " but " + prov + " says " + b.group(1));
                }
            }
            Path summary = folder.resolve("summary.md");
            List<String> quoted = Files.isRegularFile(summary) ? Files.readAllLines(summary, StandardCharsets.UTF_8) : List.of();
            for (String row : t.rows()) {
                if (!quoted.contains(row)) {
                    problems.add(where + "the row '" + row + "' is not in " + summary);
                }
            }
        }
        return problems;
    }

    private static String field(String text, String key) {
        for (String l : text.split("\\R")) {
            if (l.startsWith(key + ":")) {
                return l.substring(key.length() + 1).strip().split("\\s")[0];
            }
        }
        return null;
    }

    /** The pages that quote docs/results. */
    static final List<Path> DOCS = List.of(Path.of("docs/experiments.md"), Path.of("docs/performance.md"));

    /** The results that are not built-in experiments, and the presets whose signatures they depend on. */
    static final Map<String, Set<String>> MEASUREMENTS = Map.ofEntries(Map.entry("strength", Set.of("full")),
            Map.entry("testing-loop", Set.of("full")), Map.entry("node-cost", Set.of("full")),
            Map.entry("solve", Set.of("full")), Map.entry("start-depth", Set.of("full")),
            Map.entry("eval-cost", Set.of("full")), Map.entry("watching", Set.of("full")),
            Map.entry("trace-size", Set.of("full")), Map.entry("frames", Set.of("full")),
            Map.entry("perft", Set.of()), Map.entry("record-read", Set.of()),
            Map.entry("package", Set.of()));

    @Test
    void everyResultsTableOfTheExperimentsPageNamesTheBuildOfItsFolder() throws IOException {
        for (Path doc : DOCS) {
            assertTrue(Files.isRegularFile(doc), "run from the project root");
            List<String> problems = problems(doc, Path.of("docs/results"));
            if (!problems.isEmpty()) {
                fail(String.join("\n", problems));
            }
            assertFalse(resultsTables(Files.readAllLines(doc)).isEmpty(), doc + " quotes at least one results table");
        }
    }

    /**
     * scripts/results.sh makes exactly the results the pages quote: every name in its lists has a {@code results:NAME}
     * marker in a page, every marker names something it makes, and the measurements among them are the ones whose
     * signatures this test knows.
     */
    @Test
    void theScriptMakesWhatThePagesQuote() throws IOException {
        String script = Files.readString(Path.of("scripts/results.sh"), StandardCharsets.UTF_8);
        Set<String> made = new TreeSet<>();
        Set<String> measures = new TreeSet<>();
        for (String list : List.of("QUICK_LIST", "FULL_EXTRA", "OPPONENT_LIST", "MEASURE_LIST")) {
            Matcher m = Pattern.compile("(?m)^" + list + "=\"([^\"]*)\"").matcher(script);
            assertTrue(m.find(), "results.sh defines " + list);
            for (String name : m.group(1).split("\\s+")) {
                if (!name.startsWith("$")) {
                    made.add(name);
                    if (list.equals("OPPONENT_LIST") || list.equals("MEASURE_LIST")) {
                        measures.add(name);
                    }
                }
            }
        }
        Set<String> quoted = new TreeSet<>();
        for (Path doc : DOCS) {
            Matcher m = Pattern.compile("<!-- results:([a-z0-9-]+) -->").matcher(Files.readString(doc, StandardCharsets.UTF_8));
            while (m.find()) {
                quoted.add(m.group(1));
            }
        }
        assertEquals(made, quoted, "the names results.sh makes and the markers of the pages");
        assertEquals(measures, new TreeSet<>(MEASUREMENTS.keySet()), "the measurements and their signatures here");
    }

    @Test
    void aStaleOrUnnamedTableIsFound() throws IOException {
        Path dir = Files.createTempDirectory("results-test");
        try {
            Path folder = Files.createDirectories(dir.resolve("results/killers"));
            Files.writeString(folder.resolve("build.txt"), "experiment: killers\ncommit: abcdef1234\nbench: 1000\n");
            Files.writeString(folder.resolve("summary.md"), "| variant | limit |\n|---|---|\n| k2 | d4 |\n");
            Path doc = dir.resolve("doc.md");
            String table = "| variant | limit |\n|---|---|\n| k2 | d4 |\n\n";
            Files.writeString(doc, "# x\n\n| option | meaning |\n|---|---|\n| a | b |\n\n" + table
                    + "Source: docs/results/killers, commit abcdef1, bench 1000.\n");
            assertEquals(List.of(), problems(doc, dir.resolve("results")), "a good table; a reference table needs no line");
            Files.writeString(doc, table + "Source: docs/results/killers, commit abcdef1, bench 999.\n");
            assertTrue(problems(doc, dir.resolve("results")).get(0).contains("states bench 999 but"));
            Files.writeString(folder.resolve("summary.md"), "| variant | limit |\n|---|---|\n| k2 | d4 |\n\n"
                    + "**Move ordering.** Caption.\n\n| variant | limit | efficiency |\n|---|---|---:|\n| k2 | d4 | 1.2 |\n");
            Files.writeString(doc, table + "**Move ordering.** Caption.\n\n| variant | limit | efficiency |\n|---|---|---:|\n"
                    + "| k2 | d4 | 1.2 |\n\nSource: docs/results/killers, commit abcdef1, bench 1000.\n");
            assertEquals(List.of(), problems(doc, dir.resolve("results")), "the tables of one summary share its line");
            Files.writeString(doc, table + "A paragraph.\n");
            assertTrue(problems(doc, dir.resolve("results")).get(0).contains("without its provenance line"));
            Files.writeString(doc, table.replace("d4", "d5") + "Source: docs/results/killers, commit abcdef1, bench 1000.\n");
            assertTrue(problems(doc, dir.resolve("results")).get(0).contains("is not in"));
        } finally {
            try (var walk = Files.walk(dir)) {
                walk.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
            }
        }
    }

    /**
     * The signatures a quoted experiment depends on: for each of its variants, every signature of the variant's preset
     * whose changes the variant makes too ({@code full} for a {@code full} variant, and {@code evalgain} as well when
     * it sets {@code order.quiets=evalgain}).
     */
    static Set<String> signaturesOf(String experiment) {
        if (MEASUREMENTS.containsKey(experiment)) {
            return MEASUREMENTS.get(experiment);
        }
        List<Variant> variants = BuiltInExperiments.MATCH_NAMES.contains(experiment)
                ? BuiltInExperiments.loadMatch(experiment).variants() : BuiltInExperiments.load(experiment).variants();
        Set<String> names = new TreeSet<>();
        for (Variant v : variants) {
            for (Bench.Signature sig : Bench.SIGNATURES) {
                if (sig.preset().equals(v.preset()) && (sig.changes().isEmpty()
                        || v.changes().replace(" ", "").contains(sig.changes()))) {
                    names.add(sig.name());
                }
            }
        }
        return names;
    }

    @Test
    void everyQuotedTableIsOfTheCurrentSignaturesOfThePresetsItSearchesWith() throws IOException {
        Map<String, Long> current = BuildInfo.current().signatures();
        assertFalse(current.isEmpty(), "the build records its signatures");
        List<String> problems = new ArrayList<>();
        List<String> lines = new ArrayList<>();
        for (Path doc : DOCS) {
            lines.addAll(Files.readAllLines(doc, StandardCharsets.UTF_8));
            lines.add("");
        }
        for (Table t : resultsTables(lines)) {
            Matcher m = SOURCE.matcher(t.after());
            if (!m.matches()) {
                continue; // the test above names it
            }
            String name = m.group(1);
            String text = Files.readString(Path.of("docs/results", name, "build.txt"), StandardCharsets.UTF_8);
            String recorded = null;
            for (String l : text.split("\\R")) {
                if (l.startsWith("signatures:")) {
                    recorded = l.substring("signatures:".length()).strip();
                }
            }
            if (recorded == null) {
                problems.add(name + ": build.txt names no signatures (made before results.sh recorded them): run"
                        + " scripts/results.sh --only " + name);
                continue;
            }
            Map<String, Long> made = new LinkedHashMap<>();
            for (String pair : recorded.split(",\\s*")) {
                String[] kv = pair.strip().split("\\s+");
                made.put(kv[0], Long.parseLong(kv[1]));
            }
            for (String sig : signaturesOf(name)) {
                if (!current.get(sig).equals(made.get(sig))) {
                    problems.add(name + ": made with signature " + sig + " " + made.get(sig) + ", the build's is "
                            + current.get(sig) + ": run scripts/results.sh --only " + name);
                }
            }
        }
        if (!problems.isEmpty()) {
            fail(String.join("\n", problems));
        }
    }
}
