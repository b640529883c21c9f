package org.xqlab.analysis;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Loading a whole trace in the window is planned against the heap: it fits or names what it needs; a load never keeps more than fits. */
class ReplayMemoryTest {
    private static final long MB = 1L << 20;

    @Test
    void aTraceThatFitsIsLoadedWithACapOfWhatTheFreeHeapHolds() {
        ReplayMemory m = ReplayMemory.plan(1_000_000, 1024 * MB, 200 * MB);
        assertEquals(64_000_000L, m.needed());
        assertTrue(m.fits());
        assertEquals((824 * MB - ReplayMemory.RESERVE) / ReplayMemory.BYTES_PER_EVENT, m.cap());
        assertTrue(m.cap() > 1_000_000, "room beyond the estimate, which may be short");
    }

    @Test
    void aTraceThatDoesNotFitIsRefusedWithTheHeapItWouldNeed() {
        ReplayMemory m = ReplayMemory.plan(10_000_000, 256 * MB, 100 * MB);
        assertFalse(m.fits());
        assertEquals(611, ReplayMemory.mb(m.needed()));
        assertEquals(156 * MB, m.free());
        // 100 MB in use + 611 MB for the events + 32 MB reserve = 743 MB: a 768 MB heap
        assertEquals(768, m.suggestedHeapMb());
        assertEquals(10_000_000 * 64L + ReplayMemory.RESERVE > 156 * MB, !m.fits());
    }

    @Test
    void theReserveIsKeptAndAFullHeapHoldsNothing() {
        ReplayMemory m = ReplayMemory.plan(1000, 64 * MB, 60 * MB);
        assertFalse(m.fits(), "64 KB of events do not fit the 4 MB left beside the 32 MB reserve");
        assertEquals(0, m.cap());
        assertEquals("3,000,000", ReplayMemory.count(3_000_000));
    }
}
