package org.xqlab.teach;

import org.junit.jupiter.api.Test;
import org.xqlab.trace.EventGrammar;
import org.xqlab.trace.EventKind;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;

class ExamplesTest {

    /** The cut texts of a full alpha-beta replay, in order. */
    private static List<String> cuts(TextbookTree tree, Algorithm a, boolean chinese) {
        Playback p = Playback.record(tree, new TextbookSearch(a));
        List<String> out = new ArrayList<>();
        while (p.stepToNextCutoff()) {
            out.add(p.lastCut().text(chinese));
        }
        return out;
    }

    @Test
    void theMinimaxFigureHasValueThreeAlongTheFirstBranchesAndOneAlphaCutoff() {
        TextbookTree tree = Examples.MINIMAX.tree();
        TextbookResult r = new TextbookSearch(Algorithm.MINIMAX).run(tree, null);
        assertEquals(3, r.value());
        assertArrayEquals(new int[] {0, 0}, r.bestPath());
        // b is cut after its first leaf; d's last leaf also falls to α, a cut that prunes nothing
        assertEquals(List.of("α-cutoff: 2 ≤ α 3", "α-cutoff: 2 ≤ α 3"), cuts(tree, Algorithm.ALPHA_BETA, false));
        TextbookResult ab = new TextbookSearch(Algorithm.ALPHA_BETA).run(tree, null);
        assertEquals(7, ab.leavesEvaluated()); // 4 and 6 below b are pruned (R&N Fig. 5.5)
    }

    @Test
    void theAlphaCutoffExamplePrunesTheNineAfterTheThree() {
        TextbookTree tree = Examples.ALPHA_CUTOFF.tree();
        assertEquals(5, new TextbookSearch(Algorithm.ALPHA_BETA).run(tree, null).value());
        assertEquals(List.of("α-cutoff: 3 ≤ α 5"), cuts(tree, Algorithm.ALPHA_BETA, false));
        assertEquals(List.of("α截断：3 ≤ α 5"), cuts(tree, Algorithm.ALPHA_BETA, true));
        Playback p = Playback.record(tree, new TextbookSearch(Algorithm.ALPHA_BETA));
        p.seek(p.size());
        assertEquals(NodeState.Status.PRUNED, p.state(tree.at(1, 1)).status());
        assertEquals(1, p.nodesPruned());
        assertEquals(3, p.leavesEvaluated());
    }

    @Test
    void theBetaCutoffExampleSaysEightIsAtLeastBetaFive() {
        TextbookTree tree = Examples.BETA_CUTOFF.tree();
        assertEquals(5, new TextbookSearch(Algorithm.ALPHA_BETA).run(tree, null).value());
        assertEquals(List.of("β-cutoff: 8 ≥ β 5"), cuts(tree, Algorithm.ALPHA_BETA, false));
        assertEquals(List.of("β截断：8 ≥ β 5"), cuts(tree, Algorithm.ALPHA_BETA, true));
        assertEquals(List.of("β-cutoff: 8 ≥ β 5"), cuts(tree, Algorithm.ALPHA_BETA_FAIL_SOFT, false));
    }

    @Test
    void theTwoCutoffExampleCutsBetaDeepThenAlpha() {
        TextbookTree tree = Examples.BOTH_CUTOFFS.tree();
        assertEquals(5, MinimaxValues.rootValue(tree));
        assertEquals(List.of("β-cutoff: 6 ≥ β 5", "α-cutoff: 2 ≤ α 5"), cuts(tree, Algorithm.ALPHA_BETA_FAIL_SOFT, false));
        assertEquals(List.of("β-cutoff: 6 ≥ β 5", "α-cutoff: 5 ≤ α 5"), cuts(tree, Algorithm.ALPHA_BETA, false));
    }

    @Test
    void theOrderingExamplesAreOneTreeInItsBestAndWorstOrder() {
        TextbookTree best = Examples.BEST_ORDER.tree();
        TextbookTree worst = Examples.WORST_ORDER.tree();
        assertEquals(MinimaxValues.rootValue(best), MinimaxValues.rootValue(worst));
        assertEquals(11, new TextbookSearch(Algorithm.ALPHA_BETA).run(best, null).leavesEvaluated());
        assertEquals(27, new TextbookSearch(Algorithm.ALPHA_BETA).run(worst, null).leavesEvaluated());
        assertEquals(27, new TextbookSearch(Algorithm.MINIMAX).run(best, null).leavesEvaluated());
    }

    @Test
    void everyExampleIsAFreshCopyAndObeysTheGrammarUnderEveryAlgorithm() {
        for (Examples e : Examples.values()) {
            assertNotSame(e.tree().root(), e.tree().root());
            for (Algorithm a : Algorithm.values()) {
                EventGrammar g = new EventGrammar();
                Recording r = new Recording();
                TextbookResult res = new TextbookSearch(a).run(e.tree(), new org.xqlab.trace.CompositeListener(g, r));
                g.assertValid();
                assertEquals(MinimaxValues.rootValue(e.tree()), res.value(), e + " " + a);
                assertEquals(EventKind.SEARCH_FINISHED, r.events().get(r.size() - 1).kind());
            }
        }
    }
}
