package org.xqlab.analysis;

import org.junit.jupiter.api.Test;
import org.xqlab.rules.Fen;
import org.xqlab.search.SearchConfig;
import org.xqlab.search.SearchLimits;
import org.xqlab.search.Searcher;
import org.xqlab.trace.CompositeListener;
import org.xqlab.trace.EventKind;
import org.xqlab.trace.EventLog;

import java.util.EnumSet;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The replay log keeps events as data and gives them back unchanged: a real search with every event kind
 * (TT, null move, LMR, killers, history shape, updates and decay, cutoffs with their steps) recorded and
 * delivered again writes exactly the lines the live events wrote, field for field; a range delivers its
 * part; the cap keeps the first events and says it cut.
 */
class ReplayLogTest {
    /** Rook against one advisor (a teaching position): killers and history learn early. */
    private static final String ROOK_ADVISOR = "3k5/4a4/9/9/9/9/9/9/9/4K3R b - - 0 1";

    private static EventLog search(ReplayLog log, int searches) {
        EventLog live = new EventLog();
        Searcher s = new Searcher(SearchConfig.preset("full"));
        for (int i = 0; i < searches; i++) {
            s.search(Fen.parse(i == 0 ? ROOK_ADVISOR : "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"),
                    new SearchLimits(4, 0, 0, 0, 0, 0, false), new CompositeListener(live, log));
        }
        return live;
    }

    @Test
    void everyEventIsDeliveredAgainFieldForField() {
        ReplayLog log = new ReplayLog(1_000_000);
        EventLog live = search(log, 2);
        assertEquals(live.lines.size(), log.size());
        assertFalse(log.isCut());
        Set<EventKind> kinds = EnumSet.noneOf(EventKind.class);
        for (int i = 0; i < log.size(); i++) {
            kinds.add(log.kind(i));
        }
        for (EventKind k : EnumSet.of(EventKind.SEARCH_STARTED, EventKind.SEARCH_FINISHED, EventKind.ITERATION_FINISHED,
                EventKind.NODE_ENTERED, EventKind.NODE_LEFT, EventKind.QUIESCENCE_ENTERED, EventKind.STAGE_ENTERED,
                EventKind.MOVE_TRIED, EventKind.CUTOFF, EventKind.TT_PROBE, EventKind.TT_STORE, EventKind.KILLER_UPDATE,
                EventKind.HISTORY_SHAPE, EventKind.HISTORY_UPDATE, EventKind.HISTORY_DECAY)) {
            assertTrue(kinds.contains(k), "the search sent " + k);
        }
        EventLog replayed = new EventLog();
        log.deliver(0, log.size(), replayed);
        assertEquals(live.lines, replayed.lines);
        assertEquals(Fen.format(Fen.parse(ROOK_ADVISOR)), log.fen(), "the first search's position");

        EventLog part = new EventLog();
        log.deliver(100, 250, part);
        assertEquals(live.lines.subList(100, 250), part.lines);
        int cutoff = log.nextStop(0, org.xqlab.trace.StepMode.NEXT_CUTOFF);
        assertEquals(EventKind.CUTOFF, log.kind(cutoff));
        assertTrue(live.lines.get(cutoff).startsWith(EventKind.CUTOFF.token()), live.lines.get(cutoff));
    }

    @Test
    void theCapKeepsTheFirstEventsAndSaysItCut() {
        ReplayLog log = new ReplayLog(500);
        EventLog live = search(log, 1);
        assertEquals(500, log.size());
        assertTrue(log.isCut());
        EventLog replayed = new EventLog();
        log.deliver(-5, 10_000, replayed);
        assertEquals(live.lines.subList(0, 500), replayed.lines);
        assertThrows(IndexOutOfBoundsException.class, () -> log.kind(500));
    }
}
