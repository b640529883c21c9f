package org.xqlab.figure;

import java.util.EnumSet;
import java.util.Locale;
import java.util.Set;

/**
 * What a tree node's one label says, in this order: the {@link #MOVE} into it (a textbook node's name
 * or label), its {@link #SCORE} (every node's value; {@link #LEAF} alone shows only the leaves' given
 * values, as an exercise sheet does), the {@link #WINDOW} α/β it was searched with, its {@link #TYPE}
 * (PV, CUT, ALL as the node turned out; Q for quiescence). {@link #CUT} adds the cut marks: a node that
 * cut is outlined red, what it left unsearched is drawn dashed with a slashed edge.
 */
public enum TreeLabel {
    MOVE, SCORE, LEAF, WINDOW, TYPE, CUT;

    /** Move, score and cut marks: the usual figure. */
    public static Set<TreeLabel> defaults() {
        return EnumSet.of(MOVE, SCORE, CUT);
    }

    /** Labels from a comma-separated list such as {@code move,score,window} ("all" for every one). */
    public static Set<TreeLabel> parse(String text) {
        EnumSet<TreeLabel> out = EnumSet.noneOf(TreeLabel.class);
        for (String part : text.split(",")) {
            String p = part.trim().toUpperCase(Locale.ROOT);
            if (p.isEmpty()) {
                continue;
            }
            if ("ALL".equals(p)) {
                return EnumSet.allOf(TreeLabel.class);
            }
            try {
                out.add(valueOf(p));
            } catch (IllegalArgumentException e) {
                throw new FigureException("unknown label '" + part.trim()
                        + "' (move, score, leaf, window, type, cut, all)");
            }
        }
        return out;
    }
}
