package org.xqlab.experiment;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The measures search papers report, switched on by the file and in the move-ordering built-ins' reports. */
class OrderingMeasuresTest {
    static final List<String> MOVE_ORDERING = List.of("killers", "history-bonus", "history-decay", "quiet-order",
            "killers-masters");

    @TempDir
    Path tmp;

    @Test
    void theMoveOrderingBuiltInsMeasureTheMinimalTreeAndTheOthersDoNot() {
        for (String name : BuiltInExperiments.NAMES) {
            Experiment e = BuiltInExperiments.load(name);
            assertEquals(MOVE_ORDERING.contains(name), e.efficiency(), name);
            assertEquals(1, e.oraclePlies(), name);
        }
    }

    /** The quick move-ordering built-ins search two depths of each parity, so their summaries pool odd and even apart. */
    @Test
    void theQuickMoveOrderingBuiltInsSearchTwoDepthsOfEachParity() {
        for (String name : List.of("killers", "history-bonus", "quiet-order", "killers-masters")) {
            Experiment e = BuiltInExperiments.load(name);
            long odd = e.limits().stream().filter(l -> !l.byNodes() && l.value() % 2 == 1).count();
            long even = e.limits().stream().filter(l -> !l.byNodes() && l.value() % 2 == 0).count();
            assertTrue(odd >= 2 && even >= 2, name + ": " + e.limits());
            assertTrue(e.description().contains("depths 2 to 5"), name + ": " + e.description());
        }
    }

    @Test
    void theFileAsksForTheMeasureAndEveryMistakeNamesItsField() {
        String json = TestExperiments.JSON.replace("\"repetitions\": 1", "\"repetitions\": 1, \"measures\": [\"efficiency\"], "
                + "\"oraclePlies\": 2");
        Experiment e = ExperimentFile.parse("m.json", json, null);
        assertTrue(e.efficiency());
        assertEquals(2, e.oraclePlies());
        assertEquals(e, ExperimentFile.parse("c.json", ExperimentFile.canonical(e), null), "the canonical text keeps it");
        assertFalse(ExperimentFile.canonical(TestExperiments.small()).contains("measures"),
                "an experiment without the measure reads as before");
        assertMessage(TestExperiments.JSON.replace("\"repetitions\": 1", "\"repetitions\": 1, \"measures\": [\"speed\"]"),
                "m.json: field 'measures[0]': unknown measure \"speed\" (known: efficiency)");
        assertMessage(TestExperiments.JSON.replace("\"repetitions\": 1", "\"repetitions\": 1, \"oraclePlies\": 2"),
                "m.json: field 'oraclePlies': is read only with \"measures\": [\"efficiency\"]");
        assertMessage(json.replace("\"oraclePlies\": 2", "\"oraclePlies\": 5"),
                "m.json: field 'oraclePlies': expected a whole number from 1 to 4, found 5");
        assertMessage(json.replace("\"depths\": [1, 2, 3]", "\"nodes\": [1000]"),
                "m.json: field 'measures': efficiency needs depths, not nodes");
        Experiment byNodes = ExperimentFile.parse("n.json", TestExperiments.JSON.replace("\"depths\": [1, 2, 3]",
                "\"nodes\": [1000]"), null);
        IllegalArgumentException x = assertThrows(IllegalArgumentException.class, () -> byNodes.withEfficiency(true));
        assertTrue(x.getMessage().contains("needs depths"), x.getMessage());
    }

    /** Time to depth is fair only if no variant runs in other conditions: the runs go side by side, depth by depth. */
    @Test
    void theVariantsRunSideBySidePositionByPositionUpTheDepths() throws Exception {
        Experiment e = TestExperiments.small(); // variants base, no-tt, full; depths 1-3; 3 positions and a sequence
        new ExperimentRunner(e, TestExperiments.options(tmp, 1, 1, 1), null).run();
        List<String> keys = Files.readAllLines(tmp.resolve("tasks.jsonl")).stream()
                .map(l -> l.substring(l.indexOf("\"key\":\"") + 7, l.indexOf("\",\"rows\""))).toList();
        assertEquals(List.of("base|d1|mini/start|0", "no-tt|d1|mini/start|0", "full|d1|mini/start|0",
                "base|d1|mini/sharp|0", "no-tt|d1|mini/sharp|0", "full|d1|mini/sharp|0"), keys.subList(0, 6));
        assertEquals(12, keys.stream().takeWhile(k -> k.contains("|d1|")).count(), "every depth-1 task first");
    }

    private static void assertMessage(String json, String start) {
        IllegalArgumentException x = assertThrows(IllegalArgumentException.class,
                () -> ExperimentFile.parse("m.json", json, null));
        assertTrue(x.getMessage().startsWith(start), x.getMessage());
    }

    /** The killers built-in at depths 1-3 on two positions: its report carries every new measure. */
    @Test
    void aMoveOrderingBuiltInsReportHasEfficiencyTimeToDepthAndOddAndEvenRows() throws Exception {
        Experiment k = BuiltInExperiments.load("killers");
        Suite two = Suite.parse("two", ExperimentFile.epd(k.suites().get(0)).lines().limit(2)
                .reduce("", (a, b) -> a + b + "\n"));
        Experiment tiny = new Experiment(k.name(), k.description(), k.claim(), List.of(two), k.sequences(),
                k.variants(), k.base(), List.of(Limit.depth(1), Limit.depth(2), Limit.depth(3)), 1, k.output(),
                k.efficiency(), k.oraclePlies());
        ExperimentRunner.Result r = new ExperimentRunner(tiny, TestExperiments.options(tmp, 1, 1, 1), null).run();
        assertTrue(r.complete());
        for (Row row : r.rows()) {
            assertEquals(row.depth() + 1, row.oracleDepth(), "the oracle searched one ply deeper");
            assertNotNull(row.minimalTotalNodes());
            assertTrue(row.minimalNodes() > 0 && row.minimalTotalNodes() >= row.minimalNodes());
            assertTrue(row.rootMoves() > 0 && row.timeMicros() > 0 && row.minimalMicros() > 0);
        }
        String report = Files.readString(tmp.resolve("report.md"));
        for (String s : List.of("- minimal tree: measured for every search: a search 1 ply deeper",
                "| variant | limit | first-move cutoffs | PV | CUT | ALL | minimal tree | efficiency | efficiency (main search) "
                        + "| Knuth–Moore |",
                "| TT hits | median ms | time ratio |", "**Odd and even depths apart.**", "| killers-1 | odd (1, 3) | 4 (2) |",
                "| killers-0 | even (2) | 2 |", "Median ms: the median time to the limit (time to depth)")) {
            assertTrue(report.contains(s), s + " in\n" + report);
        }
        String summary = Files.readString(tmp.resolve("summary.csv"));
        assertTrue(summary.lines().findFirst().orElseThrow().endsWith(",time_ratio,first_move_cutoff_rate_pv,"
                + "first_move_cutoff_rate_cut,first_move_cutoff_rate_all,minimal_nodes,efficiency,efficiency_main,"
                + "knuth_moore"), summary);
        assertTrue(summary.contains("\nkillers-2,even (2),2,"), summary);
        String rows = Files.readString(tmp.resolve("rows.csv"));
        assertTrue(rows.lines().findFirst().orElseThrow().endsWith(",time_us,root_moves,first_move_cutoff_rate_pv,"
                + "first_move_cutoff_rate_cut,first_move_cutoff_rate_all,oracle_depth,minimal_nodes,minimal_total_nodes,"
                + "efficiency,efficiency_main,minimal_time_us"), rows);
        // the measure off: the same nodes, no minimal tree, and the report says how to ask for it
        Path off = tmp.resolve("off");
        ExperimentRunner.Result without = new ExperimentRunner(tiny.withEfficiency(false),
                TestExperiments.options(off, 1, 1, 1), null).run();
        assertEquals(r.rows().stream().map(Row::totalNodes).toList(), without.rows().stream().map(Row::totalNodes).toList());
        assertNull(without.rows().get(0).minimalTotalNodes());
        assertTrue(Files.readString(off.resolve("report.md")).contains("- minimal tree: not measured"));
    }
}
