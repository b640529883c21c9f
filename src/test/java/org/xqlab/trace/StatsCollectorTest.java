package org.xqlab.trace;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class StatsCollectorTest {

    /** Root (PV) with two children: the first fails low via quiescence, the second is cut by a killer. */
    private static void knownSequence(SearchListener l) {
        l.searchStarted("fen", "cfg", 2);
        l.iterationStarted(1, -32000, 32000);
        l.nodeEntered(0, -1, 0, 0, 1, -32000, 32000, NodeType.PV, false, 7L);
        l.stageEntered(0, 0, Stage.ROOT, 2);
        l.moveTried(0, 0, 101, Stage.ROOT, 0, 0);
        l.quiescenceEntered(1, 0, 101, 1, -32000, 32000, false);
        l.nodeLeft(1, 1, -20, Bound.EXACT, 0, NodeType.PV);
        l.moveTried(0, 0, 102, Stage.ROOT, 1, 0);
        l.quiescenceEntered(2, 0, 102, 1, -32000, 20, false);
        l.cutoff(2, 1, 0, null, -1, 0, 35, 20, Step.STAND_PAT);
        l.nodeLeft(2, 1, 35, Bound.LOWER, 0, NodeType.CUT);
        l.nodeLeft(0, 0, 20, Bound.EXACT, 101, NodeType.PV);
        l.iterationFinished(1, 20, new int[] {101, 0, 0}, 1, 3, 5);
        l.iterationStarted(2, -32000, 32000);
        l.nodeEntered(3, -1, 0, 0, 2, -32000, 32000, NodeType.PV, false, 7L);
        l.ttProbe(3, 0, true, Bound.EXACT, 1, 20, 101, false);
        l.stageEntered(3, 0, Stage.HASH, 1);
        l.moveTried(3, 0, 101, Stage.HASH, 0, 0);
        l.nodeEntered(4, 3, 101, 1, 1, -32000, 32000, NodeType.PV, false, 8L);
        l.ttProbe(4, 1, false, Bound.NONE, 0, 0, 0, false);
        l.stageEntered(4, 1, Stage.GEN_CAPTURES, 0);
        l.stageEntered(4, 1, Stage.KILLER_1, 1);
        l.moveTried(4, 1, 201, Stage.KILLER_1, 0, 0);
        l.nodeEntered(5, 4, 201, 2, 0, -32000, 32000, NodeType.PV, false, 9L);
        l.nodeLeft(5, 2, 10, Bound.EXACT, 0, NodeType.PV);
        l.stageEntered(4, 1, Stage.QUIETS, 3);
        l.moveTried(4, 1, 202, Stage.QUIETS, 1, 0);
        l.moveTried(4, 1, 203, Stage.QUIETS, 2, 1);
        l.lmrReduction(4, 1, 203, 2, 1);
        l.lmrResearch(4, 1, 203, 40);
        l.cutoff(4, 1, 203, Stage.QUIETS, 2, 1, 40, 30, Step.BETA_CUTOFF);
        l.nodeLeft(4, 1, 40, Bound.LOWER, 203, NodeType.CUT);
        l.nullMove(3, 0, 2, 5, false, false);
        l.nodeLeft(3, 0, -40, Bound.UPPER, 101, NodeType.ALL);
        l.iterationFinished(2, -40, new int[] {101, 203}, 2, 12, 9);
        l.searchFinished(101, -40, 2, 12, 9);
    }

    @Test
    void countsAKnownSequenceExactly() {
        StatsCollector collector = new StatsCollector(2);
        knownSequence(collector);
        Stats s = collector.snapshot();
        assertEquals(new SearchCounters(4, 2, 2, 1, 0, 1, 0, 1, 1, 1), s.counters());
        assertEquals(Map.of(Stage.QUIETS, 1L), s.cutoffsByStage());
        assertEquals(Map.of(Step.STAND_PAT, 1L, Step.BETA_CUTOFF, 1L), s.cutoffsByStep());
        assertEquals(List.of(0L, 0L, 1L), s.failHighsByIndex(), "index 2 lands in the ≥2 bucket");
        assertEquals(Map.of(Stage.ROOT, 2L, Stage.HASH, 1L, Stage.KILLER_1, 1L, Stage.QUIETS, 2L),
                s.movesTriedByStage());
        assertEquals(Map.of(Stage.ROOT, 2L, Stage.HASH, 1L, Stage.KILLER_1, 1L, Stage.QUIETS, 3L),
                s.movesProducedByStage(), "zero-count stages are left out");
        assertEquals(Map.of(Stage.ROOT, 1L, Stage.QUIETS, 1L), s.bestMoveStage(),
                "the UPPER-bound root of iteration 2 does not count");
        assertEquals(0.0, s.firstMoveCutoffRate());
    }

    @Test
    void iterationsKeepPvNodesAndEffectiveBranchingFactor() {
        StatsCollector collector = new StatsCollector();
        knownSequence(collector);
        List<IterationStats> its = collector.snapshot().iterations();
        assertEquals(2, its.size());
        assertEquals(new IterationStats(1, 20, List.of(101), 3, 3, 5, Double.NaN), its.get(0));
        assertEquals(List.of(101, 203), its.get(1).pv());
        assertEquals(9, its.get(1).iterationNodes());
        assertEquals(3.0, its.get(1).branchingFactor(), 1e-9);
    }

    @Test
    void derivedCountersEqualTheEnginesOwnCounters() {
        StatsCollector collector = new StatsCollector();
        FakeSearch engine = new FakeSearch(collector);
        engine.run(4);
        Stats s = collector.snapshot();
        assertEquals(new SearchCounters(engine.nodes, engine.qnodes, engine.ttProbes, engine.ttHits, engine.ttCuts,
                engine.nullTries, engine.nullCuts, engine.lmrReductions, engine.lmrResearches,
                engine.betaCutoffs), s.counters());
        assertEquals(engine.cutoffsByStage, s.cutoffsByStage());
        assertEquals((double) engine.mainFirstMoveCutoffs / engine.mainBetaCutoffs, s.firstMoveCutoffRate(), 1e-12);
        assertEquals((double) (engine.firstMoveCutoffs - engine.mainFirstMoveCutoffs)
                / (engine.betaCutoffs - engine.mainBetaCutoffs), s.quiescenceFirstMoveCutoffRate(), 1e-12);
        assertTrue(s.counters().nullMoveTries() > 0 && s.counters().lmrReductions() > 0
                && s.counters().ttCutoffs() > 0, "the fake search exercises every heuristic: " + s.counters());
        assertEquals(4, s.iterations().size());
        assertEquals(engine.iterationScores.get(3).intValue(), s.iterations().get(3).score());
    }

    @Test
    void searchStartedResetsEverything() {
        StatsCollector collector = new StatsCollector();
        knownSequence(collector);
        knownSequence(collector);
        assertEquals(4, collector.snapshot().counters().nodes());
        assertEquals(2, collector.snapshot().iterations().size());
    }

    @Test
    void formatPrintsAReadableReport() {
        StatsCollector collector = new StatsCollector(2);
        knownSequence(collector);
        String report = collector.snapshot().format();
        assertTrue(report.contains("nodes 4, quiescence nodes 2, total 6"), report);
        assertTrue(report.contains("TT: 2 probes, 1 hits (50.0%), 0 cutoffs"), report);
        assertTrue(report.contains("fail highs by move index: 0:0 1:0 ≥2:1"), report);
        assertTrue(report.contains("cutoffs at Step 14: quiescence stand pat: 1"), report);
        assertTrue(report.lines().anyMatch(l -> l.startsWith("quiet moves by history") && l.contains(" 3 ")),
                report);
        assertTrue(report.contains("101 203"), report);
        assertTrue(report.contains("3.00"), report);
    }
}
