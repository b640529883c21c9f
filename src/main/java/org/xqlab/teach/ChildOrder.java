package org.xqlab.teach;

import java.util.Arrays;
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * The visiting order of every node's children under an {@link Ordering}, fixed once per search:
 * for each inner node an array of child indices. Best-first sorts by exact minimax value, best for
 * the side to move first (stable: ties keep the given order); worst-first the reverse (also
 * stable); random shuffles with a {@link SplittableRandom} seeded once, visiting nodes in pre-order.
 */
final class ChildOrder {
    private final Map<TextbookNode, int[]> orders = new IdentityHashMap<>();

    ChildOrder(TextbookTree tree, Ordering ordering, long seed) {
        Map<TextbookNode, Integer> values = ordering == Ordering.BEST_FIRST || ordering == Ordering.WORST_FIRST
                ? MinimaxValues.of(tree) : Map.of();
        SplittableRandom random = new SplittableRandom(seed);
        for (TextbookNode n : tree.nodes()) {
            if (n.isLeaf()) {
                continue;
            }
            int k = n.childCount();
            Integer[] idx = new Integer[k];
            for (int i = 0; i < k; i++) {
                idx[i] = i;
            }
            int sign = tree.sign(n);
            switch (ordering) {
                case BEST_FIRST:
                    Arrays.sort(idx, (a, b) -> Integer.compare(sign * values.get(n.child(b)),
                            sign * values.get(n.child(a))));
                    break;
                case WORST_FIRST:
                    Arrays.sort(idx, (a, b) -> Integer.compare(sign * values.get(n.child(a)),
                            sign * values.get(n.child(b))));
                    break;
                case RANDOM:
                    for (int i = k - 1; i > 0; i--) {
                        int j = random.nextInt(i + 1);
                        Integer t = idx[i];
                        idx[i] = idx[j];
                        idx[j] = t;
                    }
                    break;
                default:
                    break;
            }
            orders.put(n, Arrays.stream(idx).mapToInt(Integer::intValue).toArray());
        }
    }

    /** The child indices of {@code n} in visiting order. */
    int[] of(TextbookNode n) {
        return orders.get(n);
    }
}
