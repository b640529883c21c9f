package org.xqlab.web;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A node the page's tree draws: its parent, its place (in units of a column and a ply, from
 * {@link #layout}), its move or name, and for a real search the board at the node (the FEN's piece
 * placement) and the move into it as board coordinates (file 0–8 from Red's left, rank 0–9 from the top).
 * A fold node stands for the children that did not fit ("+N more"); its label changes as they are searched.
 */
final class PageNode {
    final int index;
    final int parent;
    final String[] name;
    final List<PageNode> children = new ArrayList<>();
    String board;
    int[] arrow;
    boolean fold;
    /** A textbook node's shape: "max", "min" or "leaf"; null for a real search's node. */
    String shape;
    /** A real search's node: the side to move at it (0 Red, 1 Black), which turns its scores into a view; -1 for none. */
    int side = -1;
    /** A real search's node: whether entering it made a move (or a null move) on the replay's board to take back. */
    boolean made;
    double x;
    int y;

    PageNode(int index, PageNode parent, String[] name) {
        this.index = index;
        this.parent = parent == null ? -1 : parent.index;
        this.name = name;
        if (parent != null) {
            parent.children.add(this);
        }
    }

    /** Places a subtree: leaves side by side from {@code next}, a parent over the middle of its children; returns the next free column. */
    static double layout(PageNode n, int y, double next) {
        n.y = y;
        if (n.children.isEmpty()) {
            n.x = next;
            return next + 1;
        }
        double at = next;
        for (PageNode c : n.children) {
            at = layout(c, y + 1, at);
        }
        n.x = (n.children.get(0).x + n.children.get(n.children.size() - 1).x) / 2;
        return at;
    }

    Map<String, Object> json() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("p", parent);
        m.put("x", Math.round(x * 10) / 10.0);
        m.put("y", y);
        m.put("m", name);
        if (board != null) {
            m.put("b", board);
        }
        if (arrow != null) {
            m.put("a", arrow);
        }
        if (shape != null) {
            m.put("t", shape);
        }
        if (fold) {
            m.put("f", 1);
        }
        if (side >= 0) {
            m.put("sd", side);
        }
        return m;
    }
}
