package org.xqlab.teach;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * One node of a {@link TextbookTree}: either a leaf with a value, or an inner node with an ordered
 * list of children. Values are always from MAX's point of view, as in the textbook figures (Russell
 * &amp; Norvig, Figure 5.2), whatever side moves at the node. A node may carry a label (a Xiangqi
 * move such as {@code h2e2} when the tree was made from a real search); without one the view names
 * children by their index ({@link ChildMoveCodec}). The child list is changed only through the
 * owning tree's editing methods, which keep the tree within its limits.
 */
public final class TextbookNode {

    final List<TextbookNode> children = new ArrayList<>(4);
    TextbookNode parent;
    int value;
    String label;

    /** A leaf with this value (MAX's point of view). */
    public static TextbookNode leaf(int value) {
        TextbookNode n = new TextbookNode();
        n.value = value;
        return n;
    }

    /** A leaf with a label and value. */
    public static TextbookNode leaf(String label, int value) {
        TextbookNode n = leaf(value);
        n.label = label;
        return n;
    }

    /** An inner node with these children, in order. */
    public static TextbookNode inner(TextbookNode... children) {
        TextbookNode n = new TextbookNode();
        for (TextbookNode c : children) {
            n.attach(n.children.size(), c);
        }
        return n;
    }

    /** A depth-2 (or deeper) node from nested leaf rows: {@code of(new int[]{3, 12, 8}, ...)}. */
    public static TextbookNode ofLeaves(int[]... rows) {
        TextbookNode n = new TextbookNode();
        for (int[] row : rows) {
            TextbookNode c = new TextbookNode();
            for (int v : row) {
                c.attach(c.children.size(), leaf(v));
            }
            n.attach(n.children.size(), c);
        }
        return n;
    }

    void attach(int index, TextbookNode child) {
        if (child.parent != null) {
            throw new IllegalArgumentException("node already has a parent");
        }
        child.parent = this;
        children.add(index, child);
    }

    public boolean isLeaf() {
        return children.isEmpty();
    }

    /** Children in their given order (read-only view). */
    public List<TextbookNode> children() {
        return Collections.unmodifiableList(children);
    }

    public TextbookNode child(int index) {
        return children.get(index);
    }

    public int childCount() {
        return children.size();
    }

    /** The parent, or null at the root. */
    public TextbookNode parent() {
        return parent;
    }

    /** The position of this node among its parent's children, -1 at the root. */
    public int indexInParent() {
        return parent == null ? -1 : parent.children.indexOf(this);
    }

    /** Distance from the root (0 at the root). */
    public int ply() {
        int p = 0;
        for (TextbookNode n = parent; n != null; n = n.parent) {
            p++;
        }
        return p;
    }

    /** Length of the longest path from this node down to a leaf (0 for a leaf). */
    public int height() {
        int h = 0;
        for (TextbookNode c : children) {
            h = Math.max(h, c.height() + 1);
        }
        return h;
    }

    /** The leaf value (MAX's point of view); meaningless for an inner node. */
    public int value() {
        return value;
    }

    /** The label, or null. */
    public String label() {
        return label;
    }

    /** Number of nodes in this subtree, this one included. */
    public int size() {
        int s = 1;
        for (TextbookNode c : children) {
            s += c.size();
        }
        return s;
    }

    /** Number of leaves in this subtree. */
    public int leafCount() {
        if (children.isEmpty()) {
            return 1;
        }
        int s = 0;
        for (TextbookNode c : children) {
            s += c.leafCount();
        }
        return s;
    }

    /** The child indices from the root down to this node. */
    public int[] path() {
        int[] p = new int[ply()];
        int i = p.length;
        for (TextbookNode n = this; n.parent != null; n = n.parent) {
            p[--i] = n.indexInParent();
        }
        return p;
    }

    /** A deep copy without a parent. */
    public TextbookNode copy() {
        TextbookNode n = new TextbookNode();
        n.value = value;
        n.label = label;
        for (TextbookNode c : children) {
            n.attach(n.children.size(), c.copy());
        }
        return n;
    }

    /** Nested text such as {@code [[3,12,8],[2,4,6]]}, labels left out. */
    @Override
    public String toString() {
        if (isLeaf()) {
            return Integer.toString(value);
        }
        StringBuilder sb = new StringBuilder("[");
        for (int i = 0; i < children.size(); i++) {
            sb.append(i == 0 ? "" : ",").append(children.get(i));
        }
        return sb.append(']').toString();
    }
}
