package org.xqlab.teach;

import org.junit.jupiter.api.Test;
import org.xqlab.trace.SearchTree;

import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SearchTreeImportTest {

    @Test
    void theFirstPliesOfAMinimaxSearchBecomeATreeOfItsExactValues() {
        TextbookTree source = TreeGenerator.uniform(3, 4, 5);
        SearchTree captured = new SearchTree(10_000);
        new TextbookSearch(Algorithm.MINIMAX).run(source, captured);
        TextbookTree made = SearchTreeImport.fromSearch(captured, 2, 8, ChildMoveCodec.NUMBERS, "made");
        assertEquals(2, made.height());
        Map<TextbookNode, Integer> values = MinimaxValues.of(source);
        for (int i = 0; i < 3; i++) {
            for (int j = 0; j < 3; j++) {
                assertEquals(values.get(source.at(i, j)).intValue(), made.at(i, j).value());
            }
        }
        assertEquals("2", made.at(1).label());
        assertEquals(MinimaxValues.rootValue(source), MinimaxValues.rootValue(made));
    }

    @Test
    void childrenBeyondTheLimitAreLeftOutAndReSearchesCountOnce() {
        TextbookTree source = new TextbookTree("re-search", true, TextbookNode.inner(
                TextbookNode.ofLeaves(new int[] {1, 2}, new int[] {0, 4}),
                TextbookNode.ofLeaves(new int[] {5, 6}, new int[] {7, 8}),
                TextbookNode.ofLeaves(new int[] {3, 3})));
        SearchTree captured = new SearchTree(10_000);
        new TextbookSearch(Algorithm.NEGASCOUT).run(source, captured);
        TextbookTree made = SearchTreeImport.fromSearch(captured, 1, 2, null, "two");
        assertEquals(2, made.root().childCount());
        assertEquals(6, made.at(1).value()); // the exact re-search, not the null-window bound
        assertEquals(null, made.at(1).label());
    }

    @Test
    void anEmptyTreeOrBadLimitsAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> SearchTreeImport.fromSearch(new SearchTree(10), 2, 3, null, "x"));
        SearchTree captured = new SearchTree(100);
        new TextbookSearch(Algorithm.MINIMAX).run(Examples.MINIMAX.tree(), captured);
        assertTrue(assertThrows(IllegalArgumentException.class,
                () -> SearchTreeImport.fromSearch(captured, 0, 3, null, "x")).getMessage().contains("plies"));
        assertThrows(IllegalArgumentException.class, () -> SearchTreeImport.fromSearch(captured, 2, 9, null, "x"));
    }
}
