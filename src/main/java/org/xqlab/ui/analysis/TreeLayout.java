package org.xqlab.ui.analysis;

import org.xqlab.trace.Step;
import org.xqlab.trace.TreeNode;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.ToIntFunction;

/**
 * A tidy top-down layout of a search tree, computed here rather than by a force layout: which nodes
 * are shown (breadth first from the root, so the top levels are complete, at most {@code cap} nodes,
 * no node deeper than {@code maxPly}, nothing below a collapsed node), then leaves side by side in
 * search order and each parent centred over its first and last shown child, one level per ply
 * (y = −level). A node that a β-cutoff ended gets one ghost child standing for the moves it left
 * unsearched (their number from {@code notSearched}), placed after its real children.
 */
final class TreeLayout {

    /** A placed node: a real tree node, or a ghost ({@code node} is the cut node, {@code ghostCount} > 0). */
    record Placed(String id, TreeNode node, int ghostCount, double x, double y, String parentId) {
        boolean isGhost() {
            return ghostCount > 0;
        }
    }

    /** The layout and how many stored nodes it left out. */
    record Result(List<Placed> placed, int shownNodes, long notShown) {
    }

    static final double LEVEL = 1.0;
    static final double SLOT = 1.0;

    private TreeLayout() {
    }

    static String idOf(TreeNode n) {
        return Long.toString(n.id());
    }

    static String ghostIdOf(TreeNode n) {
        return "g" + n.id();
    }

    static Result layout(TreeNode root, long stored, Set<Long> collapsed, int maxPly, int cap,
                         ToIntFunction<TreeNode> notSearched) {
        List<Placed> placed = new ArrayList<>();
        if (root == null || cap <= 0) {
            return new Result(placed, 0, stored);
        }
        Set<TreeNode> shown = new HashSet<>();
        Deque<TreeNode> queue = new ArrayDeque<>();
        queue.add(root);
        shown.add(root);
        int rootPly = root.ply();
        while (!queue.isEmpty() && shown.size() < cap) {
            TreeNode n = queue.poll();
            if (collapsed.contains(n.id())) {
                continue;
            }
            for (TreeNode c : n.children()) {
                if (c.ply() - rootPly > maxPly || shown.size() >= cap) {
                    break;
                }
                shown.add(c);
                queue.add(c);
            }
        }
        Map<TreeNode, Integer> ghosts = new HashMap<>();
        for (TreeNode n : shown) {
            if (n.cutoffStep() == Step.BETA_CUTOFF && !collapsed.contains(n.id()) && n.ply() - rootPly < maxPly) {
                int k = notSearched.applyAsInt(n);
                if (k > 0) {
                    ghosts.put(n, k);
                }
            }
        }
        double[] nextSlot = {0};
        place(root, rootPly, shown, ghosts, null, placed, nextSlot);
        return new Result(placed, shown.size(), Math.max(0, stored - shown.size()));
    }

    /** Places the subtree of {@code n}; returns its x. Iterative in spirit: depth is bounded by the ply. */
    private static double place(TreeNode n, int rootPly, Set<TreeNode> shown, Map<TreeNode, Integer> ghosts,
                                String parentId, List<Placed> out, double[] nextSlot) {
        int at = out.size();
        out.add(null);
        double first = Double.NaN;
        double last = Double.NaN;
        String id = idOf(n);
        for (TreeNode c : n.children()) {
            if (shown.contains(c)) {
                double x = place(c, rootPly, shown, ghosts, id, out, nextSlot);
                first = Double.isNaN(first) ? x : first;
                last = x;
            }
        }
        Integer ghost = ghosts.get(n);
        double y = -(n.ply() - rootPly) * LEVEL;
        if (ghost != null) {
            double gx = nextSlot[0];
            nextSlot[0] += SLOT;
            out.add(new Placed(ghostIdOf(n), n, ghost, gx, y - LEVEL, id));
            first = Double.isNaN(first) ? gx : first;
            last = gx;
        }
        double x;
        if (Double.isNaN(first)) {
            x = nextSlot[0];
            nextSlot[0] += SLOT;
        } else {
            x = (first + last) / 2;
        }
        out.set(at, new Placed(id, n, 0, x, y, parentId));
        return x;
    }

    /** How far apart to draw levels so that a wide tree still fills a view of this height / width. */
    static double stretch(List<Placed> placed, double aspect) {
        double minX = 0;
        double maxX = 0;
        double minY = 0;
        for (Placed p : placed) {
            minX = Math.min(minX, p.x());
            maxX = Math.max(maxX, p.x());
            minY = Math.min(minY, p.y());
        }
        return Math.max(1, (maxX - minX + 1) * aspect / (1 - minY));
    }
}
