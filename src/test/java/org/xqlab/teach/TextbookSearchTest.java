package org.xqlab.teach;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.xqlab.trace.EventGrammar;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class TextbookSearchTest {

    @Test
    void everyAlgorithmAndOrderingReturnsTheMinimaxValueOnRandomTrees() {
        for (long seed = 1; seed <= 120; seed++) {
            int depth = 2 + (int) (seed % 4);
            TextbookTree tree = TreeGenerator.generate(2, 4, depth, seed, -9, 9, false);
            int expected = MinimaxValues.rootValue(tree);
            for (Algorithm a : Algorithm.values()) {
                for (Ordering o : Ordering.values()) {
                    TextbookResult r = new TextbookSearch(a, o, seed).run(tree, null);
                    assertEquals(expected, r.value(), a + " " + o + " on " + tree);
                }
            }
        }
    }

    @Test
    void theBestPathLeadsToALeafWithTheRootValue() {
        for (long seed = 1; seed <= 40; seed++) {
            TextbookTree tree = TreeGenerator.generate(2, 5, 4, seed, -50, 50, false);
            for (Algorithm a : Algorithm.values()) {
                TextbookResult r = new TextbookSearch(a).run(tree, null);
                TextbookNode leaf = tree.at(r.bestPath());
                assertTrue(leaf.isLeaf(), a + " path " + java.util.Arrays.toString(r.bestPath()));
                assertEquals(r.value(), leaf.value(), a + " on " + tree);
            }
        }
    }

    @Test
    void everyEventStreamObeysTheGrammar() {
        for (long seed = 1; seed <= 60; seed++) {
            TextbookTree tree = TreeGenerator.generate(1, 4, 2 + (int) (seed % 4), seed, -5, 5, false);
            for (Algorithm a : Algorithm.values()) {
                for (Ordering o : Ordering.values()) {
                    EventGrammar grammar = new EventGrammar();
                    TextbookResult r = new TextbookSearch(a, o, seed).run(tree, grammar);
                    grammar.assertValid();
                    assertEquals(r.nodesVisited(), grammar.nodesEntered());
                }
            }
        }
    }

    @Test
    void minimaxAndNegamaxVisitEveryNodeAndCutNothing() {
        TextbookTree tree = TreeGenerator.uniform(3, 4, 5);
        for (Algorithm a : new Algorithm[] {Algorithm.MINIMAX, Algorithm.NEGAMAX}) {
            TextbookResult r = new TextbookSearch(a).run(tree, null);
            assertEquals(tree.root().size(), r.nodesVisited());
            assertEquals(81, r.leavesEvaluated());
            assertEquals(0, r.cutoffs());
        }
    }

    @ParameterizedTest(name = "b={0} d={1}")
    @CsvSource({"2,1", "2,2", "2,3", "2,4", "2,5", "2,6", "3,2", "3,3", "3,4", "3,5", "4,2", "4,3", "4,4",
            "5,2", "5,3", "5,4"})
    void perfectOrderingEvaluatesExactlyTheKnuthMooreMinimalTree(int b, int d) {
        long expected = pow(b, (d + 1) / 2) + pow(b, d / 2) - 1;
        for (long seed = 1; seed <= 3; seed++) {
            TextbookTree tree = TreeGenerator.uniform(b, d, seed * 31 + b);
            for (Algorithm a : new Algorithm[] {Algorithm.ALPHA_BETA, Algorithm.ALPHA_BETA_FAIL_SOFT}) {
                TextbookResult r = new TextbookSearch(a, Ordering.BEST_FIRST, 0).run(tree, null);
                assertEquals(expected, r.leavesEvaluated(), a + " on " + tree.name());
            }
        }
    }

    @ParameterizedTest(name = "b={0} d={1}")
    @CsvSource({"2,2", "2,3", "3,2", "3,3", "4,2", "4,3", "5,2", "5,3"})
    void worstFirstOrderingEvaluatesEveryLeafUpToDepthThree(int b, int d) {
        for (long seed = 1; seed <= 3; seed++) {
            TextbookTree tree = TreeGenerator.distinctUniform(b, d, seed);
            for (Algorithm a : new Algorithm[] {Algorithm.ALPHA_BETA, Algorithm.ALPHA_BETA_FAIL_SOFT}) {
                TextbookResult r = new TextbookSearch(a, Ordering.WORST_FIRST, 0).run(tree, null);
                assertEquals(pow(b, d), r.leavesEvaluated(), a + " on " + tree.name());
                assertEquals(0, r.cutoffs());
            }
        }
    }

    @ParameterizedTest(name = "b={0} d={1}")
    @CsvSource({"2,2", "2,4", "2,5", "2,6", "3,3", "3,4", "3,5", "3,6", "4,4", "4,5", "5,4", "5,5", "5,6"})
    void theWorstOrderEvaluatesAllBToTheDLeavesAndTheBestOrderTheMinimalTree(int b, int d) {
        TextbookTree tree = TreeGenerator.pessimal(b, d);
        for (Algorithm a : new Algorithm[] {Algorithm.ALPHA_BETA, Algorithm.ALPHA_BETA_FAIL_SOFT}) {
            for (Ordering o : new Ordering[] {Ordering.AS_GIVEN, Ordering.WORST_FIRST}) {
                TextbookResult r = new TextbookSearch(a, o, 0).run(tree, null);
                assertEquals(pow(b, d), r.leavesEvaluated(), a + " " + o);
                assertEquals(0, r.cutoffs(), a + " " + o);
            }
            TextbookResult best = new TextbookSearch(a, Ordering.BEST_FIRST, 0).run(tree, null);
            assertEquals(pow(b, (d + 1) / 2) + pow(b, d / 2) - 1, best.leavesEvaluated(), a + " best-first");
        }
        assertEquals(MinimaxValues.rootValue(tree), new TextbookSearch(Algorithm.NEGASCOUT).run(tree, null).value());
    }

    @Test
    void worstFirstByValueStillMakesDeepCutoffsFromDepthFour() {
        // a teaching point: sorting by value is not the worst case once bounds come from further up
        TextbookTree tree = TreeGenerator.distinctUniform(2, 5, 1);
        TextbookResult r = new TextbookSearch(Algorithm.ALPHA_BETA, Ordering.WORST_FIRST, 0).run(tree, null);
        assertTrue(r.cutoffs() > 0);
        assertTrue(r.leavesEvaluated() < 32);
    }

    @Test
    void orderingAGivenTreeBestFirstIsTheSameAsSearchingItBestFirst() {
        TextbookTree tree = TreeGenerator.uniform(3, 4, 11);
        TextbookResult oracle = new TextbookSearch(Algorithm.ALPHA_BETA, Ordering.BEST_FIRST, 0).run(tree, null);
        TextbookResult given = new TextbookSearch(Algorithm.ALPHA_BETA).run(tree.reordered(Ordering.BEST_FIRST, 0), null);
        assertEquals(oracle.leavesEvaluated(), given.leavesEvaluated());
        assertEquals(oracle.value(), given.value());
    }

    @Test
    void randomOrderingIsRepeatableWithItsSeed() {
        TextbookTree tree = TreeGenerator.uniform(4, 4, 3);
        Recording a = Recording.of(new TextbookSearch(Algorithm.NEGASCOUT, Ordering.RANDOM, 42), tree);
        Recording b = Recording.of(new TextbookSearch(Algorithm.NEGASCOUT, Ordering.RANDOM, 42), tree);
        assertEquals(a.size(), b.size());
        for (int i = 0; i < a.size(); i++) {
            assertEquals(a.events().get(i).move(), b.events().get(i).move());
        }
    }

    @Test
    void failHardResultsStayInsideTheWindowAndFailSoftMayLeaveIt() {
        // BOTH_CUTOFFS: node b's first child ba fails low below α = 5 (MAX view)
        TextbookTree tree = Examples.BOTH_CUTOFFS.tree();
        Playback hard = Playback.record(tree, new TextbookSearch(Algorithm.ALPHA_BETA));
        Playback soft = Playback.record(tree, new TextbookSearch(Algorithm.ALPHA_BETA_FAIL_SOFT));
        hard.seek(hard.size());
        soft.seek(soft.size());
        assertEquals(5, hard.state(tree.at(1, 0)).value());
        assertEquals(2, soft.state(tree.at(1, 0)).value());
        assertEquals(org.xqlab.trace.Bound.UPPER, soft.state(tree.at(1, 0)).bound());
    }

    @Test
    void movesInEventsAreChildIndicesPlusOne() {
        TextbookTree tree = Examples.MINIMAX.tree();
        Recording r = Recording.of(new TextbookSearch(Algorithm.MINIMAX), tree);
        int[] pv = r.events().stream().filter(e -> e.kind() == org.xqlab.trace.EventKind.ITERATION_FINISHED)
                .findFirst().orElseThrow().pv();
        assertArrayEquals(new int[] {1, 1}, pv);
        assertArrayEquals(new int[] {0, 0}, r.result().bestPath());
    }

    private static long pow(int b, int e) {
        long r = 1;
        for (int i = 0; i < e; i++) {
            r *= b;
        }
        return r;
    }
}
