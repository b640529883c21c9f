package org.xqlab.trace;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class EventMaskTest {

    @Test
    void allContainsEveryKindAndNoneContainsNone() {
        for (EventKind k : EventKind.values()) {
            assertTrue(EventMask.contains(EventMask.ALL, k), k.name());
            assertFalse(EventMask.contains(EventMask.NONE, k), k.name());
        }
    }

    @Test
    void parseAcceptsTokensGroupsCaseAndBlanks() {
        int mask = EventMask.parse(" node , CUTOFF,tt");
        assertEquals(EventMask.of(EventKind.NODE_ENTERED, EventKind.NODE_LEFT, EventKind.QUIESCENCE_ENTERED,
                EventKind.CUTOFF, EventKind.TT_PROBE, EventKind.TT_STORE), mask);
        assertEquals(EventMask.ALL, EventMask.parse("all"));
        assertEquals(EventMask.NONE, EventMask.parse(""));
    }

    @Test
    void formatAndParseRoundTrip() {
        int mask = EventMask.of(EventKind.MOVE_TRIED, EventKind.KILLER_UPDATE, EventKind.HISTORY_DECAY);
        assertEquals("move,killer,history_decay", EventMask.format(mask));
        assertEquals(mask, EventMask.parse(EventMask.format(mask)));
    }

    @Test
    void parseErrorNamesTheBadWordAndListsValidNames() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> EventMask.parse("node,cutof"));
        assertTrue(e.getMessage().contains("'cutof'"), e.getMessage());
        assertTrue(e.getMessage().contains("cutoff"), e.getMessage());
        assertTrue(e.getMessage().contains("node_enter"), e.getMessage());
        assertTrue(e.getMessage().contains("history_all"), e.getMessage());
    }

    @Test
    void plyLimitAppliesOnlyToKindsWithAPly() {
        assertFalse(EventMask.accepts(EventMask.ALL, 3, EventKind.NODE_ENTERED, 4));
        assertTrue(EventMask.accepts(EventMask.ALL, 3, EventKind.NODE_ENTERED, 3));
        assertTrue(EventMask.accepts(EventMask.ALL, 0, EventKind.ITERATION_FINISHED, 0));
        assertTrue(EventMask.accepts(EventMask.ALL, 0, EventKind.HISTORY_UPDATE, 99));
    }

    @Test
    void tokensAreUniqueAndStepCaptionsAreNumbered() {
        for (EventKind k : EventKind.values()) {
            assertEquals(k, EventKind.byToken(k.token()));
        }
        assertEquals("Step 7: null move", Step.NULL_MOVE.caption());
        assertEquals("Step 12: β-cutoff", Step.BETA_CUTOFF.caption());
        assertEquals(13, Step.TT_STORE.number());
        for (Step s : Step.values()) {
            assertEquals(s.ordinal() + 1, s.number(), s + " is declared in its number's place");
        }
        assertEquals("好的吃子（MVV/LVA）", Stage.GOOD_CAPTURES.chinese());
    }
}
