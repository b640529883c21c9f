package org.xqlab.search;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Each enhancement visibly cuts the tree: on the bench positions at depth 5, plain alpha-beta plus the
 * transposition table (with the hash move first), plus two killers, or plus history ordering of the
 * quiet moves, each searches far fewer nodes than plain alpha-beta. The bounds are the measured
 * ratios (0.41, 0.31, 0.31 when written) with a margin, so a regression that halves an effect fails.
 */
@Tag("slow")
class HeuristicEffectTest {
    private static long plain;

    @BeforeAll
    static void plainAlphaBeta() {
        plain = nodes("");
    }

    private static long nodes(String changes) {
        SearchConfig c = SearchConfig.preset("alphabeta");
        return Bench.run(changes.isEmpty() ? c : c.with(changes), 5, null).nodes();
    }

    private static void assertCut(String changes, double maxRatio) {
        long with = nodes(changes);
        double ratio = (double) with / plain;
        assertTrue(ratio <= maxRatio, () -> changes + ": " + with + " nodes against " + plain + " (ratio " + ratio
                + ", at most " + maxRatio + " expected)");
    }

    @Test
    void transpositionTableCutsTheTree() {
        assertCut("tt=true,order.hash=true", 0.6);
    }

    @Test
    void killerMovesCutTheTree() {
        assertCut("killers=2", 0.5);
    }

    @Test
    void historyOrderingCutsTheTree() {
        assertCut("history=true,order.quiets=history", 0.5);
    }
}
