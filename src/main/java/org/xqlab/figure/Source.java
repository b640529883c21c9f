package org.xqlab.figure;

import java.util.ArrayList;
import java.util.List;

/**
 * A node of a tree to be drawn, before the options pick what is shown and the layout places it: its
 * label (plain text and the same in TeX), shape, marks, the number of moves a cutoff left unsearched,
 * its children in search order, and the key of what it stands for (a trace node id, a textbook node)
 * so an animation can find it again.
 */
final class Source {
    /** MAX and MIN nodes of a textbook tree get a triangle mark; a recorded search draws plain boxes. */
    enum Shape { BOX, MAX, MIN }

    final Object key;
    final String text;
    final String tex;
    final Shape shape;
    final int ply;
    final List<Source> children = new ArrayList<>();
    boolean best;
    boolean cut;
    boolean pruned;
    int untried;

    Source(Object key, String text, String tex, Shape shape, int ply) {
        this.key = key;
        this.text = text;
        this.tex = tex;
        this.shape = shape;
        this.ply = ply;
    }
}
