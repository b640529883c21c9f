package org.xqlab.search;

import org.junit.jupiter.api.Test;

import java.util.concurrent.atomic.AtomicReference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The transposition table: what a probe returns, its views over shared entries, and entries written by racing threads. */
class TranspositionTableTest {

    @Test
    void aStoredResultIsFoundWithItsMoveScoreDepthAndBoundAndMatesKeepTheirDistance() {
        TranspositionTable tt = new TranspositionTable(1, TranspositionTable.TWO_TIER);
        long key = 0x1234_5678_9ABC_DEF0L;
        assertFalse(tt.probe(key, 0));
        tt.store(key, 0, TranspositionTable.BOUND_LOWER, 7, 35, 0x2345);
        assertTrue(tt.probe(key, 0));
        assertEquals(0x2345, tt.move);
        assertEquals(35, tt.score);
        assertEquals(7, tt.depth);
        assertEquals(TranspositionTable.BOUND_LOWER, tt.bound);
        assertFalse(tt.probe(key ^ 1L << 31, 0), "another key in the same entry (bit 31 is above the index) misses");
        // a mate in 5 plies from a node at ply 3 is a mate in 7 plies from a node at ply 1
        tt.store(key, 3, TranspositionTable.BOUND_EXACT, 9, Scores.MATE - 8, 0);
        assertTrue(tt.probe(key, 1));
        assertEquals(Scores.MATE - 6, tt.score);
        assertEquals(0x2345, tt.move, "a store without a move keeps the known one");
    }

    @Test
    void aViewSharesTheEntriesAndTheGenerationButHasProbeFieldsOfItsOwn() {
        TranspositionTable tt = new TranspositionTable(1, TranspositionTable.DEPTH_PREFERRED);
        TranspositionTable view = tt.view();
        long a = 0x1111_0000_0000_0001L;
        long b = 0x2222_0000_0000_0002L;
        tt.store(a, 0, TranspositionTable.BOUND_EXACT, 5, 10, 0x0101);
        view.store(b, 0, TranspositionTable.BOUND_UPPER, 3, -20, 0x0202);
        assertTrue(view.probe(a, 0));
        assertTrue(tt.probe(b, 0));
        assertEquals(0x0101, view.move);
        assertEquals(0x0202, tt.move);

        // depth-preferred: a shallower result for a colliding key replaces a deeper one only from an older search
        long c = a ^ 0x7000_0000_0000_0000L; // the same entry: the two keys differ above the index's bits
        tt.store(c, 0, TranspositionTable.BOUND_EXACT, 2, 0, 0x0303);
        assertFalse(tt.probe(c, 0));
        view.newSearch(); // ages the shared generation
        tt.store(c, 0, TranspositionTable.BOUND_EXACT, 2, 0, 0x0303);
        assertTrue(view.probe(c, 0));
        assertFalse(view.probe(a, 0));

        view.clear();
        assertFalse(tt.probe(b, 0), "clearing a view clears the shared entries");
        assertEquals(0, tt.usagePermille());
    }

    @Test
    void threadsWritingTheSameEntriesAtOnceNeverMakeAProbeReturnAnotherKeysData() throws Exception {
        // a handful of keys, all in one entry, rewritten and probed by two threads as fast as they can: every hit
        // must carry the data stored for its own key (the key is kept XOR the data, so a pair written half by one
        // thread and half by the other does not check)
        TranspositionTable shared = new TranspositionTable(1, TranspositionTable.ALWAYS);
        long[] keys = new long[8];
        for (int i = 0; i < keys.length; i++) {
            long high = (long) (i + 1) * 0x0101_0101L;
            keys[i] = high << 32 | high; // the index XORs the halves: 0 for every key
        }
        AtomicReference<String> wrong = new AtomicReference<>();
        Thread[] threads = new Thread[2];
        for (int t = 0; t < threads.length; t++) {
            TranspositionTable tt = shared.view();
            int seed = t;
            threads[t] = new Thread(() -> {
                for (int n = 0; n < 2_000_000 && wrong.get() == null; n++) {
                    int i = (n * 7 + seed * 3) & 7;
                    tt.store(keys[i], 0, TranspositionTable.BOUND_EXACT, i + 1, 100 * (i + 1), 0x100 + i);
                    int j = (n * 5 + seed) & 7;
                    if (tt.probe(keys[j], 0) && (tt.move != 0x100 + j || tt.score != 100 * (j + 1) || tt.depth != j + 1)) {
                        wrong.compareAndSet(null, "key " + j + " read move " + Integer.toHexString(tt.move) + " score "
                                + tt.score + " depth " + tt.depth);
                    }
                }
            });
            threads[t].start();
        }
        for (Thread t : threads) {
            t.join();
        }
        assertNull(wrong.get());
    }
}
