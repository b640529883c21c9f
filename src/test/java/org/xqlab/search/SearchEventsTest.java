package org.xqlab.search;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.xqlab.Await;
import org.xqlab.rules.Fen;
import org.xqlab.rules.Position;
import org.xqlab.trace.CompositeListener;
import org.xqlab.trace.EventGrammar;
import org.xqlab.trace.EventKind;
import org.xqlab.trace.GateStop;
import org.xqlab.trace.NodeType;
import org.xqlab.trace.RecorderOptions;
import org.xqlab.trace.ReplaySummary;
import org.xqlab.trace.SearchIteration;
import org.xqlab.trace.SearchListener;
import org.xqlab.trace.SearchTree;
import org.xqlab.trace.StatsCollector;
import org.xqlab.trace.StepGate;
import org.xqlab.trace.StepMode;
import org.xqlab.trace.TraceReader;
import org.xqlab.trace.TraceRecorder;
import org.xqlab.trace.TreeNode;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** What the real engine says: a well-formed event stream, statistics, recorded trees and stepping. */
class SearchEventsTest {

    private static final List<String> CONFIGS = List.of("full", "elephanteye", "pvs", "alphabeta",
            "full:nullmove.verify=true,iid.depth=2,killers.lookback=true",
            "full:order.quiets=evalgain,history.shape=pieceto,tt.replace=always",
            "full:order.hash=false,killers=1,quiescence.delta=false,extension.check=false",
            "full:quiescence.tt=true,lmr.root=true,tt.eval=true,lmr.checks=true,root.failhigh=true",
            "minimax");

    private static SearchConfig config(String spec) {
        int colon = spec.indexOf(':');
        return colon < 0 ? SearchConfig.preset(spec)
                : SearchConfig.preset(spec.substring(0, colon)).with(spec.substring(colon + 1));
    }

    @Test
    void eventStreamFollowsTheGrammarAndItsStatisticsEqualTheEngines() {
        List<Position> positions = new ArrayList<>(SearcherTest.randomPositions(6, 3));
        for (int i = 0; i < Bench.POSITIONS.size(); i += 4) {
            positions.add(Fen.parse(Bench.POSITIONS.get(i)));
        }
        long nested = 0;
        long cutoffs = 0;
        for (String spec : CONFIGS) {
            int depth = spec.equals("minimax") ? 2 : 4;
            for (Position p : positions) {
                EventGrammar grammar = new EventGrammar();
                StatsCollector collector = new StatsCollector();
                SearchResult r = new Searcher(config(spec)).search(p, SearchLimits.depth(depth),
                        new CompositeListener(grammar, collector));
                String where = spec + " on " + Fen.format(p);
                assertEquals(List.of(), grammar.violations(), where);
                assertEquals(r.stats(), collector.snapshot(), where);
                nested += grammar.nested();
                cutoffs += grammar.cutoffs();
            }
        }
        assertTrue(nested > 0, "IID and null-move verification nested searches were exercised");
        assertTrue(cutoffs > 1000, "cutoffs were exercised");
    }

    @Test
    void treeRebuiltFromARecordedFileEqualsTheLiveTreeAndItsPvTheEngines(@TempDir Path dir) throws Exception {
        for (String fen : List.of(Fen.START, Bench.POSITIONS.get(7))) {
            Path file = dir.resolve("t.jsonl.gz");
            SearchTree live = new SearchTree(2_000_000);
            SearchResult r;
            try (TraceRecorder recorder = TraceRecorder.open(file, RecorderOptions.defaults()
                    .withCodec(IccsMoveCodec.INSTANCE))) {
                r = new Searcher(SearchConfig.defaults()).search(Fen.parse(fen), SearchLimits.depth(5),
                        new CompositeListener(live, recorder));
            }
            SearchTree replayed = new SearchTree(2_000_000);
            ReplaySummary summary;
            try (TraceReader reader = TraceReader.open(file).codec(IccsMoveCodec.INSTANCE)) {
                summary = reader.replay(replayed);
            }
            assertTrue(summary.isComplete(), () -> String.valueOf(summary.damage()));
            assertEquals(0, live.nodesDropped());
            assertEquals(live.nodesStored(), replayed.nodesStored());
            assertEquals(r.totalNodes(), replayed.nodesStored());
            assertEquals(live.iterations().size(), replayed.iterations().size());
            for (int i = 0; i < live.iterations().size(); i++) {
                assertSameTree(live.iterations().get(i).root(), replayed.iterations().get(i).root());
            }
            assertArrayEquals(r.pv(), replayed.pv(), "the recorded PV is the engine's");
            List<TreeNode> line = SearchTree.bestLine(replayed.latestRoot());
            for (int i = 0; i < r.pv().length; i++) {
                assertEquals(r.pv()[i], line.get(i).move(), "the tree's best line starts with the engine's PV");
            }
        }
    }

    private static void assertSameTree(TreeNode a, TreeNode b) {
        assertEquals(a == null, b == null);
        if (a == null) {
            return;
        }
        List<TreeNode[]> todo = new ArrayList<>();
        todo.add(new TreeNode[] {a, b});
        while (!todo.isEmpty()) {
            TreeNode[] pair = todo.remove(todo.size() - 1);
            assertEquals(pair[0].describe(), pair[1].describe());
            for (int i = 0; i < pair[0].children().size(); i++) {
                todo.add(new TreeNode[] {pair[0].children().get(i), pair[1].children().get(i)});
            }
        }
    }

    /** Counts nodes entered, after the gate has let the event pass. */
    private static final class NodeCount implements SearchListener {
        final AtomicLong nodes = new AtomicLong();

        @Override
        public void nodeEntered(long nodeId, long parentId, int move, int ply, int depth, int alpha, int beta,
                                NodeType expected, boolean inCheck, long key) {
            nodes.incrementAndGet();
        }

        @Override
        public void quiescenceEntered(long nodeId, long parentId, int move, int ply, int alpha, int beta,
                                      boolean inCheck) {
            nodes.incrementAndGet();
        }
    }

    @Test
    void stepGateHoldsTheRealEngineAtACutoffUntilSteppedAndStopEndsItWhilePaused() throws Exception {
        StepGate gate = new StepGate(StepMode.NEXT_CUTOFF);
        NodeCount count = new NodeCount();
        Searcher searcher = new Searcher(SearchConfig.defaults());
        Position p = Fen.parse(Bench.POSITIONS.get(6));
        AtomicReference<SearchResult> result = new AtomicReference<>();
        Thread engine = new Thread(() -> result.set(searcher.search(p, SearchLimits.depth(30),
                new CompositeListener(gate, count))));
        engine.start();
        try {
            assertTrue(gate.awaitHolding(30, TimeUnit.SECONDS), "held at the first cutoff");
            GateStop first = gate.holding();
            assertEquals(EventKind.CUTOFF, first.kind());
            long nodes = count.nodes.get();
            long events = gate.eventsSeen();
            // parked on the gate's condition: it cannot search on until released
            Await.until("the engine thread waits at the gate", Duration.ofSeconds(20),
                    () -> engine.getState() == Thread.State.WAITING);
            assertEquals(nodes, count.nodes.get(), "no node is searched while held");
            assertEquals(events, gate.eventsSeen());
            assertEquals(first, gate.holding());

            gate.step(StepMode.NEXT_CUTOFF);
            assertTrue(gate.awaitHolding(30, TimeUnit.SECONDS), "held at the next cutoff");
            GateStop second = gate.holding();
            assertNotNull(second);
            assertEquals(EventKind.CUTOFF, second.kind());
            assertTrue(second.sequence() > first.sequence());
            assertTrue(engine.isAlive());
        } finally {
            gate.abort();
            searcher.stop();
            engine.join(10_000);
        }
        assertFalse(engine.isAlive(), "stop while paused ends the search");
        assertTrue(Fen.parse(Bench.POSITIONS.get(6)).isLegal(result.get().bestMove()));
    }

    @Test
    void nestedSearchesHangBelowTheirNodeInTheTree() {
        SearchTree tree = new SearchTree(1_000_000);
        new Searcher(SearchConfig.defaults().with("iid.depth=2,nullmove.verify=true"))
                .search(Fen.parse(Bench.POSITIONS.get(2)), SearchLimits.depth(5), tree);
        long nestedChildren = 0;
        for (SearchIteration it : tree.iterations()) {
            List<TreeNode> todo = new ArrayList<>();
            if (it.root() != null) {
                todo.add(it.root());
            }
            while (!todo.isEmpty()) {
                TreeNode n = todo.remove(todo.size() - 1);
                for (TreeNode c : n.children()) {
                    assertEquals(n, c.parent());
                    if (c.ply() == n.ply()) {
                        nestedChildren++;
                        assertEquals(0, c.move(), "a nested search is not reached by a move");
                    } else {
                        assertEquals(n.ply() + 1, c.ply());
                    }
                    todo.add(c);
                }
            }
        }
        assertTrue(nestedChildren > 0);
    }
}
