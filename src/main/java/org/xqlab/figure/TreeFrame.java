package org.xqlab.figure;

import org.xqlab.trace.SearchTree;
import org.xqlab.trace.TreeNode;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * The search tree of one moment as a window draws it: the items its layout placed (nodes, their "+N more" folds
 * and ghosts, where they stand), each with its label as {@link NodeLabels} writes it in the window's language,
 * notation and score view, its TeX form, and its style class and its edge's — made once per redraw. The
 * screen's tree draws these items; Export ▸ Search tree draws the same items ({@link TreeFigure#ofFrame}); the
 * lesson's agreement test reads them. So an exported tree is the tree on the screen by construction: the same
 * nodes, the same words.
 *
 * <p>The texts, places and styles are fixed when the frame is made. Each item still names its live
 * {@link TreeNode} ({@link Item#node()}), for a click on it to select that node.
 */
public record TreeFrame(String rootFen, boolean searching, Locale locale, List<Item> items, int shownNodes,
                        long notShown, String caption) {

    /**
     * One placed item and how it is drawn: {@code label} as the window draws it, {@code words} the same written
     * out (a fold the window writes "+N" for want of room says "+N more"), {@code tex} its TeX form.
     */
    public record Item(TreeLayout.Placed placed, String label, String words, String tex, String style, String edgeStyle,
                       boolean best) {
        public String id() {
            return placed.id();
        }

        public String parentId() {
            return placed.parentId();
        }

        public TreeNode node() {
            return placed.node();
        }

        public boolean isNode() {
            return !placed.isGhost() && !placed.isMore();
        }
    }

    public TreeFrame {
        items = List.copyOf(items);
        caption = caption == null ? "" : caption;
    }

    /** A frame with nothing placed (before any search). */
    public static TreeFrame empty() {
        return new TreeFrame("", false, Locale.ENGLISH, List.of(), 0, 0, "");
    }

    /**
     * The frame of a layout: each placed item labelled by {@code labels} (set to the search's root, running state,
     * language, notation and score view), styled as the best line, the node being searched ({@code current}) and
     * the selected node make it.
     */
    public static TreeFrame of(TreeLayout.Result layout, NodeLabels labels, TreeNode root, TreeNode current,
                               TreeNode selected) {
        Set<TreeNode> pv = new HashSet<>(SearchTree.bestLine(root));
        List<Item> items = new ArrayList<>(layout.placed().size());
        for (TreeLayout.Placed p : layout.placed()) {
            TreeNode t = p.node();
            boolean onPv = t.parent() == null || pv.contains(t);
            boolean ghost = p.isGhost();
            boolean more = p.isMore();
            String style = ghost ? "ghost" : more ? "more" : TreeStyles.nodeClass(t, onPv, t == current, t == selected);
            String edge = p.parentId() == null ? "" : ghost ? "ghost" : more ? "more" : TreeStyles.edgeClass(t, onPv);
            String label = labels.label(p);
            String words = p.compact() ? labels.label(t, 0, p.moreCount()) : label;
            items.add(new Item(p, label, words, labels.tex(p), style, edge, !ghost && !more && onPv));
        }
        return new TreeFrame(labels.rootFen(), labels.searching(), labels.locale(), items, layout.shownNodes(),
                layout.notShown(), "");
    }

    /** The same frame under a caption (the step's, as the window's caption line writes it). */
    public TreeFrame withCaption(String caption) {
        return new TreeFrame(rootFen, searching, locale, items, shownNodes, notShown, caption);
    }

    public boolean isChinese() {
        return org.xqlab.analysis.Words.isChinese(locale);
    }

    /** The placed items, as the layout placed them. */
    public List<TreeLayout.Placed> placed() {
        List<TreeLayout.Placed> out = new ArrayList<>(items.size());
        for (Item it : items) {
            out.add(it.placed());
        }
        return Collections.unmodifiableList(out);
    }

    /** The ids of the search nodes drawn (folds and ghosts left out). */
    public Set<Long> nodeIds() {
        Set<Long> out = new HashSet<>();
        for (Item it : items) {
            if (it.isNode()) {
                out.add(it.node().id());
            }
        }
        return out;
    }

    /** Each drawn search node's label, by node id, in drawing order. */
    public Map<Long, String> nodeLabels() {
        Map<Long, String> out = new LinkedHashMap<>();
        for (Item it : items) {
            if (it.isNode()) {
                out.put(it.node().id(), it.label());
            }
        }
        return out;
    }
}
