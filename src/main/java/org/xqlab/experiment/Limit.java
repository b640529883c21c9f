package org.xqlab.experiment;

import org.xqlab.search.SearchLimits;

/**
 * How far one search goes: to a fixed depth, or to a fixed number of nodes. Never wall time: node
 * counts of fixed-depth and fixed-node searches are reproducible, times are not.
 */
public record Limit(boolean byNodes, long value) {

    public static Limit depth(int depth) {
        return new Limit(false, depth);
    }

    public static Limit nodes(long nodes) {
        return new Limit(true, nodes);
    }

    public SearchLimits searchLimits() {
        return byNodes ? SearchLimits.nodes(value) : SearchLimits.depth((int) value);
    }

    /** {@code d5} or {@code n100000}: the label used in row keys, CSV and charts. */
    public String label() {
        return (byNodes ? "n" : "d") + value;
    }

    /** Reads a label written by {@link #label()}. */
    public static Limit parse(String label) {
        long v = Long.parseLong(label.substring(1));
        return label.charAt(0) == 'n' ? nodes(v) : depth((int) v);
    }
}
