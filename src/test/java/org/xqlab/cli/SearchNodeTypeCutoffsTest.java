package org.xqlab.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.xqlab.experiment.Experiment;
import org.xqlab.experiment.ExperimentFile;
import org.xqlab.experiment.ExperimentRunner;
import org.xqlab.experiment.Row;

import java.nio.file.Path;
import java.util.Locale;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code search} prints the first-move cutoff rates by expected node type (PV, CUT, ALL) — in {@code --json} and in
 * the text statistics — and they are the experiment row's values for the same search.
 */
class SearchNodeTypeCutoffsTest {

    private static final String FEN = "r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w - - 0 1";

    @Test
    void searchPrintsTheExperimentRowsRatesByNodeType(@TempDir Path dir) throws Exception {
        String json = "{\"name\": \"one\", \"suites\": [{\"name\": \"s\", \"epd\": \"" + FEN + "; id \\\"sharp\\\"\"}],"
                + " \"variants\": [{\"name\": \"full\"}], \"depths\": [5]}";
        Experiment e = ExperimentFile.parse("one.json", json, null);
        Row row = new ExperimentRunner(e, new ExperimentRunner.Options(dir, 1, 1, 1, "test"), null).run().rows().get(0);

        MainTest.Result r = MainTest.run("search", "--fen", FEN, "--depth", "5", "--json");
        assertEquals(0, r.status(), r.err());
        JsonNode stats = new ObjectMapper().readTree(r.out()).get("stats");
        assertEquals(row.nodes(), stats.get("nodes").asLong(), "the same search");
        Double[] rates = {row.firstMoveCutoffRatePv(), row.firstMoveCutoffRateCut(), row.firstMoveCutoffRateAll()};
        String[] names = {"Pv", "Cut", "All"};
        String[] types = {"PV", "CUT", "ALL"};
        StringBuilder line = new StringBuilder("first-move cutoffs by node type:");
        for (int i = 0; i < 3; i++) {
            JsonNode rate = stats.get("firstMoveCutoffRate" + names[i]);
            assertTrue(rate != null, "firstMoveCutoffRate" + names[i] + " in " + stats);
            assertFalse(rates[i] == null, "the position makes cutoffs at " + types[i] + " nodes");
            assertEquals(rates[i], rate.asDouble(), 0.0, types[i]);
            long all = stats.get("cutoffsByNodeType").get(types[i]).asLong();
            long first = stats.get("firstMoveCutoffsByNodeType").get(types[i]).asLong();
            assertEquals(rates[i], (double) first / all, 0.0, types[i] + " counts");
            line.append(i == 0 ? " " : ", ").append(types[i]).append(' ').append(first).append(" of ").append(all)
                    .append(String.format(Locale.ROOT, " (%.1f%%)", 100.0 * first / all));
        }

        MainTest.Result text = MainTest.run("search", "--fen", FEN, "--depth", "5");
        assertEquals(0, text.status(), text.err());
        assertTrue(text.out().lines().anyMatch(l -> l.equals(line.toString())), line + " in\n" + text.out());
        assertTrue(text.out().lines().anyMatch(l -> l.startsWith("β-cutoffs: ")), text.out());
    }
}
