package org.xqlab.teach;

import java.util.IdentityHashMap;
import java.util.Map;

/**
 * The exact minimax value of every node of a tree, from MAX's point of view (the MINIMAX-VALUE
 * definition of Russell &amp; Norvig, §5.2): a leaf's value, the maximum over children at MAX nodes,
 * the minimum at MIN nodes. No events; used as the oracle for orderings and tests.
 */
public final class MinimaxValues {
    private MinimaxValues() {
    }

    /** Minimax value of each node (identity map). */
    public static Map<TextbookNode, Integer> of(TextbookTree tree) {
        Map<TextbookNode, Integer> out = new IdentityHashMap<>();
        fill(tree, tree.root(), out);
        return out;
    }

    /** Minimax value of the root. */
    public static int rootValue(TextbookTree tree) {
        return of(tree).get(tree.root());
    }

    private static int fill(TextbookTree tree, TextbookNode n, Map<TextbookNode, Integer> out) {
        int v;
        if (n.isLeaf()) {
            v = n.value();
        } else {
            boolean max = tree.isMax(n);
            v = max ? Integer.MIN_VALUE : Integer.MAX_VALUE;
            for (TextbookNode c : n.children()) {
                int cv = fill(tree, c, out);
                v = max ? Math.max(v, cv) : Math.min(v, cv);
            }
        }
        out.put(n, v);
        return v;
    }
}
