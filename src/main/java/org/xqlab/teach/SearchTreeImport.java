package org.xqlab.teach;

import org.xqlab.trace.MoveCodec;
import org.xqlab.trace.SearchTree;
import org.xqlab.trace.TreeNode;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * "Make a textbook tree" from a Xiangqi analysis: turns the first plies of a real search, captured
 * as a {@link SearchTree}, into a {@link TextbookTree} a class can replay.
 *
 * <p>How: start at the root of the latest root search (the last iteration). Below each node take its
 * stored, finished children in search order, one per move — when a move was searched more than once
 * (a PVS or LMR re-search) the last search counts — leaving out null-move searches, and keep the
 * first {@code maxChildren}. A node at ply {@code plies} (the cut depth), or one with no such
 * children, becomes a leaf whose value is the score the engine returned there, turned to MAX's point
 * of view: the side to move at the root is MAX, so scores at odd plies are negated. Each node is
 * labelled with its move through the given codec (e.g. ICCS {@code h2e2}). Values are clamped to
 * ±{@link TextbookTree#MAX_VALUE}.
 *
 * <p>Mind the bounds: with alpha-beta the engine returns exact scores only at PV nodes; elsewhere
 * a score is a bound ("at least"/"at most"), and moves a cutoff pruned are missing. For a tree whose
 * leaves are true values, record the analysis with the minimax preset (full width, every score
 * exact), e.g. depth 3 cut at ply 2; replaying alpha-beta on it then shows what the engine would
 * prune.
 */
public final class SearchTreeImport {
    private SearchTreeImport() {
    }

    /**
     * The textbook tree of the first {@code plies} plies (1..{@link TextbookTree#MAX_HEIGHT}) of the
     * latest root search, at most {@code maxChildren} (1..{@link TextbookTree#MAX_CHILDREN}) children
     * per node; {@code codec} labels moves, or null for no labels.
     *
     * @throws IllegalArgumentException if the tree holds no finished root search or an argument is out of range
     */
    public static TextbookTree fromSearch(SearchTree search, int plies, int maxChildren, MoveCodec codec, String name) {
        if (plies < 1 || plies > TextbookTree.MAX_HEIGHT) {
            throw new IllegalArgumentException("plies must be 1.." + TextbookTree.MAX_HEIGHT + ": " + plies);
        }
        if (maxChildren < 1 || maxChildren > TextbookTree.MAX_CHILDREN) {
            throw new IllegalArgumentException("maxChildren must be 1.." + TextbookTree.MAX_CHILDREN + ": " + maxChildren);
        }
        TreeNode root = search.latestRoot();
        if (root == null || !root.isFinished()) {
            throw new IllegalArgumentException("the search tree holds no finished root search");
        }
        TextbookNode n = convert(root, 0, plies, maxChildren, codec);
        return new TextbookTree(name, true, n);
    }

    private static TextbookNode convert(TreeNode t, int ply, int plies, int maxChildren, MoveCodec codec) {
        List<TreeNode> kids = ply < plies ? children(t, maxChildren) : List.of();
        TextbookNode n;
        if (kids.isEmpty()) {
            int v = ply % 2 == 0 ? t.score() : -t.score();
            n = TextbookNode.leaf(Math.max(-TextbookTree.MAX_VALUE, Math.min(TextbookTree.MAX_VALUE, v)));
        } else {
            n = new TextbookNode();
            for (TreeNode k : kids) {
                n.attach(n.childCount(), convert(k, ply + 1, plies, maxChildren, codec));
            }
        }
        if (codec != null && t.move() != 0) {
            n.label = codec.format(t.move());
        }
        return n;
    }

    private static List<TreeNode> children(TreeNode t, int maxChildren) {
        Map<Integer, TreeNode> byMove = new LinkedHashMap<>();
        for (TreeNode c : t.children()) {
            if (c.move() != 0 && c.isFinished()) {
                byMove.put(c.move(), c); // a later search of the same move replaces the earlier one
            }
        }
        List<TreeNode> out = new ArrayList<>(byMove.values());
        return out.size() > maxChildren ? out.subList(0, maxChildren) : out;
    }
}
