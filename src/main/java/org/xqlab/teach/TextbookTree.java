package org.xqlab.teach;

import java.util.ArrayList;
import java.util.List;

/**
 * A small game tree with given leaf values, as in the textbook figures: a name, whether MAX moves
 * at the root, and the root node. Levels alternate between MAX and MIN; leaf values are from MAX's
 * point of view. Trees stay within classroom limits — at most {@link #MAX_CHILDREN} children per
 * node, height at most {@link #MAX_HEIGHT}, at most {@link #MAX_NODES} nodes, leaf values within ±{@link #MAX_VALUE} — checked on
 * construction and by every editing method, which throw {@link IllegalArgumentException} with the
 * reason. Editing bumps {@link #revision()} so a view knows to redraw. Not thread-safe.
 */
public final class TextbookTree {
    public static final int MAX_CHILDREN = 8;
    public static final int MAX_HEIGHT = 8;
    public static final int MAX_VALUE = 99_999;
    public static final int MAX_NODES = 25_000;

    private final TextbookNode root;
    private String name;
    private boolean rootIsMax;
    private int revision;

    /** A tree over {@code root} (which must have no parent), checked against the limits. */
    public TextbookTree(String name, boolean rootIsMax, TextbookNode root) {
        if (root.parent != null) {
            throw new IllegalArgumentException("the root must not have a parent");
        }
        this.name = name == null ? "" : name;
        this.rootIsMax = rootIsMax;
        this.root = root;
        check(root, 0);
        if (root.size() > MAX_NODES) {
            throw new IllegalArgumentException("tree has " + root.size() + " nodes; at most " + MAX_NODES + " allowed");
        }
    }

    private static void check(TextbookNode n, int ply) {
        if (ply > MAX_HEIGHT) {
            throw new IllegalArgumentException("tree is deeper than " + MAX_HEIGHT + " plies");
        }
        if (n.children.size() > MAX_CHILDREN) {
            throw new IllegalArgumentException("a node has " + n.children.size() + " children; at most "
                    + MAX_CHILDREN + " allowed");
        }
        checkValue(n.value);
        for (TextbookNode c : n.children) {
            check(c, ply + 1);
        }
    }

    private static void checkValue(int v) {
        if (Math.abs(v) > MAX_VALUE) {
            throw new IllegalArgumentException("leaf value " + v + " is outside ±" + MAX_VALUE);
        }
    }

    public TextbookNode root() {
        return root;
    }

    public String name() {
        return name;
    }

    public void setName(String name) {
        this.name = name == null ? "" : name;
        revision++;
    }

    public boolean rootIsMax() {
        return rootIsMax;
    }

    public void setRootIsMax(boolean max) {
        this.rootIsMax = max;
        revision++;
    }

    /** Whether MAX moves at this node. */
    public boolean isMax(TextbookNode n) {
        return (n.ply() % 2 == 0) == rootIsMax;
    }

    /** +1 at MAX nodes, -1 at MIN nodes: turns MAX's values into the side to move's (negamax) and back. */
    public int sign(TextbookNode n) {
        return isMax(n) ? 1 : -1;
    }

    /** Changes on every edit. */
    public int revision() {
        return revision;
    }

    public int height() {
        return root.height();
    }

    /** The node reached by these child indices from the root. */
    public TextbookNode at(int... path) {
        TextbookNode n = root;
        for (int i : path) {
            if (i < 0 || i >= n.children.size()) {
                throw new IllegalArgumentException("no child " + i + " below a node with " + n.children.size());
            }
            n = n.children.get(i);
        }
        return n;
    }

    /** All nodes, root first, each before its children (pre-order). */
    public List<TextbookNode> nodes() {
        List<TextbookNode> out = new ArrayList<>();
        collect(root, out);
        return out;
    }

    private static void collect(TextbookNode n, List<TextbookNode> out) {
        out.add(n);
        for (TextbookNode c : n.children) {
            collect(c, out);
        }
    }

    /** Leaves from left to right. */
    public List<TextbookNode> leaves() {
        List<TextbookNode> out = new ArrayList<>();
        for (TextbookNode n : nodes()) {
            if (n.isLeaf()) {
                out.add(n);
            }
        }
        return out;
    }

    // ---- editing ----

    /** Appends a new leaf with {@code value} below {@code parent} (a leaf becomes an inner node). */
    public TextbookNode addChild(TextbookNode parent, int value) {
        owned(parent);
        if (parent.children.size() >= MAX_CHILDREN) {
            throw new IllegalArgumentException("a node has at most " + MAX_CHILDREN + " children");
        }
        if (parent.isLeaf() && parent.ply() + 1 > MAX_HEIGHT) {
            throw new IllegalArgumentException("the tree may be at most " + MAX_HEIGHT + " plies deep");
        }
        checkValue(value);
        if (root.size() >= MAX_NODES) {
            throw new IllegalArgumentException("the tree may have at most " + MAX_NODES + " nodes");
        }
        TextbookNode c = TextbookNode.leaf(value);
        parent.attach(parent.children.size(), c);
        revision++;
        return c;
    }

    /** Removes the child at {@code index} of {@code parent}, with its subtree. */
    public void removeChild(TextbookNode parent, int index) {
        owned(parent);
        if (index < 0 || index >= parent.children.size()) {
            throw new IllegalArgumentException("no child " + index + " to remove");
        }
        parent.children.remove(index).parent = null;
        revision++;
    }

    /** Sets a leaf's value (MAX's point of view). */
    public void setValue(TextbookNode leaf, int value) {
        owned(leaf);
        if (!leaf.isLeaf()) {
            throw new IllegalArgumentException("only a leaf has a value of its own");
        }
        checkValue(value);
        leaf.value = value;
        revision++;
    }

    private void owned(TextbookNode n) {
        TextbookNode r = n;
        while (r.parent != null) {
            r = r.parent;
        }
        if (r != root) {
            throw new IllegalArgumentException("node is not in this tree");
        }
    }

    /** A deep copy (same name and root side). */
    public TextbookTree copy() {
        return new TextbookTree(name, rootIsMax, root.copy());
    }

    /** A copy whose children are put in the order the algorithms would use with {@code ordering}. */
    public TextbookTree reordered(Ordering ordering, long seed) {
        TextbookTree t = copy();
        ChildOrder order = new ChildOrder(t, ordering, seed);
        reorder(t.root, order);
        t.name = name;
        return t;
    }

    private static void reorder(TextbookNode n, ChildOrder order) {
        if (n.isLeaf()) {
            return;
        }
        int[] idx = order.of(n);
        List<TextbookNode> kids = new ArrayList<>(n.children);
        for (int i = 0; i < idx.length; i++) {
            n.children.set(i, kids.get(idx[i]));
        }
        for (TextbookNode c : n.children) {
            reorder(c, order);
        }
    }

    @Override
    public String toString() {
        return name + " (" + (rootIsMax ? "MAX" : "MIN") + " root) " + root;
    }
}
