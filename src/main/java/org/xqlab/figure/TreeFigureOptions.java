package org.xqlab.figure;

import org.xqlab.rules.Notation;

import java.util.EnumSet;
import java.util.Set;

/**
 * How much of a tree a figure shows and what its labels say.
 *
 * @param maxPly      no node deeper than this ply (the root is ply 0)
 * @param maxNodes    at most this many tree nodes, taken breadth first so the top plies are complete;
 *                    "+N more" folds and "N pruned" marks are drawn beside them and not counted
 * @param maxChildren of a node's children at most this many are drawn (those on the best line and
 *                    the one that cut first); the rest fold into one "+N more" item
 * @param labels      what each node's one label says ({@link TreeLabel})
 * @param notation    how moves of a recorded search are written (TikZ falls back from Chinese to ICCS,
 *                    since plain pdflatex has no Chinese fonts)
 * @param chinese     words drawn in the figure ("+N more", "null move") in Chinese instead of English
 * @param iteration   the iterative-deepening iteration of a recorded search to draw, by its depth; 0 for
 *                    the last one
 * @param perspective from whose side a recorded search's scores are written ({@link ScorePerspective}); the
 *                    analysis window passes its own, so a figure says what the window showed
 * @param shown       the ids of the nodes to draw, the others of their parents folded into "+N more" (the
 *                    analysis window passes the nodes its tree draws); null: chosen by the counts above
 * @param caption     a line under the tree (the step and its caption, as the window shows them); "" for none
 */
public record TreeFigureOptions(int maxPly, int maxNodes, int maxChildren, Set<TreeLabel> labels, Notation notation,
                                boolean chinese, int iteration, ScorePerspective perspective, Set<Long> shown,
                                String caption) {

    /** Most nodes a figure may have: a figure beyond this would not fit any page. */
    public static final int NODE_LIMIT = 5000;

    public TreeFigureOptions {
        if (maxPly < 0) {
            throw new FigureException("max ply must be 0 or more: " + maxPly);
        }
        if (maxNodes < 1 || maxNodes > NODE_LIMIT) {
            throw new FigureException("max nodes must be between 1 and " + NODE_LIMIT + ": " + maxNodes);
        }
        if (maxChildren < 1) {
            throw new FigureException("max children must be 1 or more: " + maxChildren);
        }
        if (iteration < 0) {
            throw new FigureException("iteration must be a depth ≥ 1, or 0 for the last: " + iteration);
        }
        labels = labels.isEmpty() ? EnumSet.noneOf(TreeLabel.class) : EnumSet.copyOf(labels);
        notation = notation == null ? Notation.ICCS : notation;
        perspective = perspective == null ? ScorePerspective.NEGAMAX : perspective;
        shown = shown == null ? null : Set.copyOf(shown);
        caption = caption == null ? "" : caption;
    }

    /** For a recorded search: two plies, 60 nodes, 5 children each, move + score + cut marks, ICCS. */
    public static TreeFigureOptions forSearch() {
        return new TreeFigureOptions(2, 60, 5, TreeLabel.defaults(), Notation.ICCS, false, 0,
                ScorePerspective.NEGAMAX, null, "");
    }

    /** For a textbook tree: the whole tree (up to 400 nodes), every child, move + score + cut marks. */
    public static TreeFigureOptions forTextbook() {
        return new TreeFigureOptions(Integer.MAX_VALUE, 400, 8, TreeLabel.defaults(), Notation.ICCS, false, 0,
                ScorePerspective.NEGAMAX, null, "");
    }

    public TreeFigureOptions withMaxPly(int n) {
        return new TreeFigureOptions(n, maxNodes, maxChildren, labels, notation, chinese, iteration, perspective,
                shown, caption);
    }

    public TreeFigureOptions withMaxNodes(int n) {
        return new TreeFigureOptions(maxPly, n, maxChildren, labels, notation, chinese, iteration, perspective,
                shown, caption);
    }

    public TreeFigureOptions withMaxChildren(int n) {
        return new TreeFigureOptions(maxPly, maxNodes, n, labels, notation, chinese, iteration, perspective,
                shown, caption);
    }

    public TreeFigureOptions withLabels(Set<TreeLabel> l) {
        return new TreeFigureOptions(maxPly, maxNodes, maxChildren, l, notation, chinese, iteration, perspective,
                shown, caption);
    }

    public TreeFigureOptions withNotation(Notation n) {
        return new TreeFigureOptions(maxPly, maxNodes, maxChildren, labels, n, chinese, iteration, perspective,
                shown, caption);
    }

    public TreeFigureOptions withChinese(boolean c) {
        return new TreeFigureOptions(maxPly, maxNodes, maxChildren, labels, notation, c, iteration, perspective,
                shown, caption);
    }

    public TreeFigureOptions withIteration(int depth) {
        return new TreeFigureOptions(maxPly, maxNodes, maxChildren, labels, notation, chinese, depth, perspective,
                shown, caption);
    }

    public TreeFigureOptions withPerspective(ScorePerspective p) {
        return new TreeFigureOptions(maxPly, maxNodes, maxChildren, labels, notation, chinese, iteration, p,
                shown, caption);
    }

    public TreeFigureOptions withShown(Set<Long> ids) {
        return new TreeFigureOptions(maxPly, maxNodes, maxChildren, labels, notation, chinese, iteration, perspective,
                ids, caption);
    }

    public TreeFigureOptions withCaption(String text) {
        return new TreeFigureOptions(maxPly, maxNodes, maxChildren, labels, notation, chinese, iteration, perspective,
                shown, text);
    }

    public boolean shows(TreeLabel l) {
        return labels.contains(l);
    }
}
