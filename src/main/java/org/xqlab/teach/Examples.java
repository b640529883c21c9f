package org.xqlab.teach;

import static org.xqlab.teach.TextbookNode.inner;
import static org.xqlab.teach.TextbookNode.leaf;
import static org.xqlab.teach.TextbookNode.ofLeaves;

/**
 * The built-in trees of the classroom, each small enough to follow by eye. {@link #tree()} returns a
 * fresh copy, so a lesson may edit it. Values and cuts (MAX's point of view, alpha-beta with the
 * given order) are fixed by tests:
 * <ul>
 * <li>{@link #MINIMAX}: the two-ply tree of Russell &amp; Norvig, Figure 5.2 — value 3, best path a→a;
 *     alpha-beta cuts "α-cutoff: 2 ≤ α 3" at b, pruning its leaves 4 and 6 (Figure 5.5), and again at
 *     c's last leaf 2, which prunes nothing.
 * <li>{@link #ALPHA_CUTOFF}: MAX over two MIN nodes [5, 6] and [3, 9]: value 5, the one cut
 *     "α-cutoff: 3 ≤ α 5" at b prunes the 9.
 * <li>{@link #BETA_CUTOFF}: MIN over two MAX nodes [3, 5] and [8, 2]: value 5, the one cut
 *     "β-cutoff: 8 ≥ β 5" at b prunes the 2.
 * <li>{@link #BOTH_CUTOFFS}: three plies, a β-cutoff deep in a and an α-cutoff at b; value 5.
 * <li>{@link #BEST_ORDER} / {@link #WORST_ORDER}: the same uniform tree (b = 3, d = 3,
 *     {@link TreeGenerator#pessimal}) with children sorted best-first, or in its worst order: alpha-beta evaluates 3² + 3¹ − 1 = 11
 *     of its 27 leaves in the first, all 27 in the second.
 * </ul>
 */
public enum Examples {
    MINIMAX("Minimax (R&N Fig. 5.2)", "极小化极大（R&N 图5.2）"),
    ALPHA_CUTOFF("Alpha cutoff", "α截断"),
    BETA_CUTOFF("Beta cutoff", "β截断"),
    BOTH_CUTOFFS("Alpha and beta cutoffs", "α截断与β截断"),
    BEST_ORDER("Best ordering (b=3, d=3)", "最好的排序（b=3，d=3）"),
    WORST_ORDER("Worst ordering (b=3, d=3)", "最差的排序（b=3，d=3）");

    private final String english;
    private final String chinese;

    Examples(String english, String chinese) {
        this.english = english;
        this.chinese = chinese;
    }

    public String english() {
        return english;
    }

    public String chinese() {
        return chinese;
    }

    /** A fresh copy of this example. */
    public TextbookTree tree() {
        switch (this) {
            case MINIMAX:
                return new TextbookTree(english, true, ofLeaves(new int[] {3, 12, 8}, new int[] {2, 4, 6},
                        new int[] {14, 5, 2}));
            case ALPHA_CUTOFF:
                return new TextbookTree(english, true, ofLeaves(new int[] {5, 6}, new int[] {3, 9}));
            case BETA_CUTOFF:
                return new TextbookTree(english, false, ofLeaves(new int[] {3, 5}, new int[] {8, 2}));
            case BOTH_CUTOFFS:
                return new TextbookTree(english, true, inner(
                        ofLeaves(new int[] {3, 5}, new int[] {6, 9}),
                        inner(inner(leaf(1), leaf(2)), inner(leaf(0), leaf(-1)))));
            case BEST_ORDER:
                return named(TreeGenerator.pessimal(3, 3).reordered(Ordering.BEST_FIRST, 0));
            case WORST_ORDER:
                return named(TreeGenerator.pessimal(3, 3));
            default:
                throw new AssertionError(this);
        }
    }

    private TextbookTree named(TextbookTree t) {
        t.setName(english);
        return t;
    }

    public String text(boolean chinese) {
        return chinese ? this.chinese : english;
    }
}
