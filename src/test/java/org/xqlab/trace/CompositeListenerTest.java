package org.xqlab.trace;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class CompositeListenerTest {

    @Test
    void engineSendsOnlyMaskedKindsUpToMaxPly() {
        EventLog log = new EventLog(EventMask.of(EventKind.NODE_ENTERED), 1);
        new FakeSearch(log).run(3);
        assertFalse(log.lines.isEmpty());
        for (String line : log.lines) {
            assertTrue(line.startsWith("node_enter "), line);
            int ply = Integer.parseInt(line.split(" ")[4]);
            assertTrue(ply <= 1, line);
        }
    }

    @Test
    void theFakeEngineSpeaksTheGrammarInTheRealEnginesOrder() {
        EventGrammar grammar = new EventGrammar();
        EventLog log = new EventLog();
        new FakeSearch(new CompositeListener(grammar, log)).run(4);
        grammar.assertValid();
        assertTrue(log.lines.get(0).startsWith("search_start "), log.lines.get(0));
        assertTrue(log.lines.get(1).startsWith("history_shape "), log.lines.get(1));
        assertTrue(log.lines.get(2).startsWith("history_decay "), log.lines.get(2));
        assertTrue(grammar.historyUpdates() > 0 && grammar.cutoffs() > 0);
    }

    @Test
    void compositeMaskIsUnionAndMaxPlyIsLargest() {
        EventLog a = new EventLog(EventMask.of(EventKind.CUTOFF), 2);
        EventLog b = new EventLog(EventMask.of(EventKind.TT_PROBE), 5);
        CompositeListener both = new CompositeListener(a, b);
        assertEquals(EventMask.of(EventKind.CUTOFF, EventKind.TT_PROBE), both.mask());
        assertEquals(5, both.maxPly());
    }

    @Test
    void eachChildOfCompositeReceivesOnlyItsOwnKindsAndPlies() {
        EventLog cutoffs = new EventLog(EventMask.of(EventKind.CUTOFF), 1);
        EventLog probes = new EventLog(EventMask.of(EventKind.TT_PROBE, EventKind.ITERATION_FINISHED), 3);
        EventLog everything = new EventLog();
        new FakeSearch(new CompositeListener(cutoffs, probes, everything)).run(3);

        EventLog solo = new EventLog();
        new FakeSearch(solo).run(3);
        assertEquals(solo.lines, everything.lines, "a full child sees what a solo listener sees");

        long expectedCutoffs = solo.lines.stream()
                .filter(l -> l.startsWith("cutoff ") && Integer.parseInt(l.split(" ")[2]) <= 1).count();
        assertEquals(expectedCutoffs, cutoffs.lines.size());
        assertTrue(expectedCutoffs > 0);
        long expectedProbes = solo.lines.stream()
                .filter(l -> (l.startsWith("tt_probe ") && Integer.parseInt(l.split(" ")[2]) <= 3)
                        || l.startsWith("iter_end ")).count();
        assertEquals(expectedProbes, probes.lines.size());
        assertTrue(probes.lines.stream().anyMatch(l -> l.startsWith("iter_end 3 ")));
    }

    @Test
    void emptyCompositeWantsNothing() {
        CompositeListener none = new CompositeListener();
        assertEquals(EventMask.NONE, none.mask());
        none.cutoff(1, 0, 0, null, -1, 0, 0, 0, Step.STAND_PAT);
    }
}
