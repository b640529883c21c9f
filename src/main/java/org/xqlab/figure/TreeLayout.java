package org.xqlab.figure;

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
 * A tidy top-down layout of a search tree whose labels never overlap, computed here rather than by a
 * force layout.
 *
 * <p>Which nodes are shown: breadth first from the root (so the top levels are complete), at most
 * {@code cap} nodes, no node deeper than {@code maxPly}, nothing below a collapsed node. Of a node with
 * more than {@code siblings} + 1 children only the first {@code siblings} in search order are shown,
 * plus those in {@code keep} (the path to the selected node, the best line, the cutoff move); the rest
 * become one "+N more" item ({@code moreCount} = N) placed after them, until the node is in
 * {@code expanded}. A node that a β-cutoff ended gets one ghost child standing for the moves it left
 * unsearched (their number from {@code notSearched}), placed last.
 *
 * <p>Where: every item has a box as wide as its label's width from {@link Widths} (which may include its
 * shape) plus {@code gap}, its node {@code lead} from the box's left edge (a negative {@code lead}: in the
 * box's middle, a label centred under its node; the tree view's labels stand right of their nodes); each
 * child's subtree is set right of its elder siblings' as close as their outlines (level by level) allow, so
 * no two boxes of one level intersect. A parent's node
 * sits centred over its first and last child that is a node (a "+N more" or ghost hangs right of them), or,
 * with no node child, straight over its first item. Units are pixels at 100 % zoom; level {@code k} is at y = −k · {@code levelGap}.
 */
public final class TreeLayout {

    /**
     * A placed item: a tree node, its ghost ({@code ghostCount} > 0) or its "+N more" ({@code moreCount} > 0),
     * the latter {@code compact} ("+N") where the area is too narrow for its words.
     */
    public record Placed(String id, TreeNode node, int ghostCount, int moreCount, double x, double y, double width,
                  String parentId, double lead, boolean compact) {
        /** The left edge of the item's box (its node at {@code x}, {@code lead} right of it). */
        public double left() {
            return x - lead;
        }

        /** The right edge of the item's box. */
        public double right() {
            return x - lead + width;
        }

        public boolean isGhost() {
            return ghostCount > 0;
        }

        public boolean isMore() {
            return moreCount > 0;
        }

        /** Level below the root (0 for the root). */
        public int level(double levelGap) {
            return (int) Math.round(-y / levelGap);
        }
    }

    /** The layout and how many stored nodes it left out. */
    public record Result(List<Placed> placed, int shownNodes, long notShown) {
    }

    /** The drawn width of an item's label in pixels: a node ({@code ghost} = {@code more} = 0), a ghost or a "+N more". */
    public interface Widths {
        double of(TreeNode node, int ghost, int more);

        /** The drawn width of a compact "+N" ({@code more} = N), where a "+N more" does not fit. */
        default double compact(TreeNode node, int more) {
            return of(node, 0, more);
        }

        /**
         * A width no item is narrower than (0 if unknown): {@link #fit} gives up on a layout as soon as one
         * level holds more items than could stand side by side in the area at that width, before measuring
         * them.
         */
        default double least() {
            return 0;
        }
    }

    /**
     * The widths of one fitting, each asked once: a label does not change while a tree is fitted, and the
     * fitting lays the same nodes out many times.
     */
    private static final class Remembered implements Widths {
        private record Key(TreeNode node, int ghost, int more, boolean compact) {
        }

        private final Widths widths;
        private final Map<Key, Double> known = new HashMap<>();

        Remembered(Widths widths) {
            this.widths = widths;
        }

        @Override
        public double of(TreeNode node, int ghost, int more) {
            return known.computeIfAbsent(new Key(node, ghost, more, false), k -> widths.of(node, ghost, more));
        }

        @Override
        public double compact(TreeNode node, int more) {
            return known.computeIfAbsent(new Key(node, 0, more, true), k -> widths.compact(node, more));
        }

        @Override
        public double least() {
            return widths.least();
        }
    }

    /**
     * What to show and how widely: see the class comment. {@code current}: the node the search is at (or
     * null); fitting, the moves searched before it and before each node above it come first after the kept
     * nodes (the best so far, then the latest), so a class stepping through a search sees the scores it is
     * asked to compare.
     */
    public record Options(Set<Long> collapsed, Set<Long> expanded, Set<TreeNode> keep, int maxPly, int cap, int siblings,
                   double gap, double levelGap, double lead, TreeNode current) {
        /** No current node. */
        public Options(Set<Long> collapsed, Set<Long> expanded, Set<TreeNode> keep, int maxPly, int cap, int siblings,
                double gap, double levelGap, double lead) {
            this(collapsed, expanded, keep, maxPly, cap, siblings, gap, levelGap, lead, null);
        }

        /** Labels centred under their nodes. */
        public Options(Set<Long> collapsed, Set<Long> expanded, Set<TreeNode> keep, int maxPly, int cap, int siblings,
                double gap, double levelGap) {
            this(collapsed, expanded, keep, maxPly, cap, siblings, gap, levelGap, -1);
        }
    }

    private TreeLayout() {
    }

    public static String idOf(TreeNode n) {
        return Long.toString(n.id());
    }

    public static String ghostIdOf(TreeNode n) {
        return "g" + n.id();
    }

    public static String moreIdOf(TreeNode n) {
        return "m" + n.id();
    }

    /** One item while laying out: its children, its width and the width of its subtree. */
    private static final class Item {
        final TreeNode node;
        final int ghost;
        final int more;
        /** A "+N more" written "+N" (a narrow area). */
        boolean compact;
        final List<Item> children = new ArrayList<>(2);
        double width;
        /** Where the node stands within its box: {@code lead} from the box's left edge. */
        double lead;
        /** The subtree's extent on each level below and at it, relative to the item's node: {@code left[k]}, {@code right[k]}. */
        double[] left;
        double[] right;
        /** Each child's node relative to this item's node. */
        double[] childDx;

        Item(TreeNode node, int ghost, int more) {
            this.node = node;
            this.ghost = ghost;
            this.more = more;
        }

        String id() {
            return ghost > 0 ? ghostIdOf(node) : more > 0 ? moreIdOf(node) : idOf(node);
        }
    }

    public static Result layout(TreeNode root, long stored, Options o, ToIntFunction<TreeNode> notSearched, Widths widths) {
        return layout(root, stored, o, null, o.maxPly(), Marks.ALL, notSearched, widths, Integer.MAX_VALUE);
    }

    /** The width of a layout: its widest level, from the left edge of its leftmost item to the right edge of its rightmost. */
    public static double width(List<Placed> placed) {
        double min = Double.MAX_VALUE;
        double max = -Double.MAX_VALUE;
        for (Placed p : placed) {
            min = Math.min(min, p.left());
            max = Math.max(max, p.right());
        }
        return placed.isEmpty() ? 0 : max - min;
    }

    /**
     * How much of the folding's own items a layout draws: every "+N more" and ghost; the "+N more" items but
     * no ghosts; the "+N more" items written "+N" (a tree area too narrow for their words beside the kept
     * nodes). A node's moves are always drawn or counted.
     */
    private enum Marks { ALL, NO_GHOSTS, COMPACT }

    /**
     * The layout of {@link #layout} folded until it fits {@code maxWidth} × {@code maxHeight} (pixels at 100 %
     * zoom; levels {@code levelGap} apart): no more levels below the root than the height holds, and of the
     * other nodes as many as fit, taken level by level and, on a level, round the parents (every parent's
     * first child, then every parent's second, …), so the top of the tree is complete and every branch
     * shows its first moves; where room is left, later nodes of that order that still fit; the rest fold
     * into "+N more". Kept nodes (best line, selected, current, the
     * cutting moves) and the children of nodes the user unfolded ({@code expanded}) are always shown with
     * room for their labels: when even they and the "+N more" and ghost items beside them are wider than
     * the area (a narrow tree area: a small window, or the pseudocode beside the tree), first the levels
     * below the deepest kept node are left out, then the ghosts, then the "+N more" items are written "+N"
     * (never left out: every node's moves are drawn or counted); only when the kept nodes alone are wider than the area are
     * the deepest levels left out, kept nodes with them. If no number of levels fits (a node with many moves
     * unfolded is wider than the area by itself), all the levels stay and the tree is wider than the area.
     * A non-positive size: no fitting.
     */
    public static Result fit(TreeNode root, long stored, Options o, double maxWidth, double maxHeight,
                      ToIntFunction<TreeNode> notSearched, Widths widths) {
        if (root == null || maxWidth <= 0 || maxHeight <= 0) {
            return layout(root, stored, o, notSearched, widths);
        }
        Widths w = new Remembered(widths);
        // no level of a layout that fits holds more items than this: its boxes stand side by side
        double least = w.least() + o.gap();
        int side = least > 0 ? (int) Math.min(Integer.MAX_VALUE, Math.floor((maxWidth + 1e-6) / least))
                : Integer.MAX_VALUE;
        int levels = Math.max(1, Math.min(o.maxPly(), (int) Math.floor(maxHeight / o.levelGap())));
        int kept = 0; // the deepest kept node's level, within the levels the height holds
        for (TreeNode n : o.keep()) {
            kept = Math.max(kept, Math.min(levels, n.ply() - root.ply()));
        }
        Marks marks = Marks.ALL;
        Result best = null;
        search:
        for (int pass = 0; pass < 2; pass++) {
            // first with every kept node; then, the kept nodes alone too wide, with fewer levels
            int from = pass == 0 ? levels : Math.max(1, kept) - 1;
            int to = pass == 0 ? Math.max(1, kept) : 1;
            for (Marks m : Marks.values()) {
                for (int l = from; l >= to; l--) {
                    Result r = layout(root, stored, o, Set.of(), l, m, notSearched, w, side);
                    if (fits(r, maxWidth)) {
                        levels = l;
                        marks = m;
                        best = r;
                        break search;
                    }
                }
            }
        }
        if (best == null) {
            best = layout(root, stored, o, Set.of(), levels, marks, notSearched, w, Integer.MAX_VALUE);
        }
        List<TreeNode> order = priority(root, o, levels);
        Result all = layout(root, stored, o, new HashSet<>(order), levels, marks, notSearched, w, side);
        if (fits(all, maxWidth)) {
            return all;
        }
        int lo = 0;
        int hi = order.size() - 1;
        while (lo < hi) {
            int mid = (lo + hi + 1) / 2;
            Result r = layout(root, stored, o, new HashSet<>(order.subList(0, mid)), levels, marks, notSearched,
                    w, side);
            if (fits(r, maxWidth)) {
                lo = mid;
                best = r;
            } else {
                hi = mid - 1;
            }
        }
        // the longest complete prefix is shown; where room is left (beside a narrow branch, under a node with
        // few moves) the later nodes of the order that still fit, each below a shown node
        Set<TreeNode> admitted = new HashSet<>(order.subList(0, lo));
        Set<TreeNode> shown = shownNodes(best);
        int tries = 0;
        for (int i = lo; i < order.size() && tries < MAX_TRIES; i++) {
            TreeNode c = order.get(i);
            if (shown.contains(c) || !shown.contains(c.parent())) {
                continue;
            }
            tries++;
            admitted.add(c);
            Result r = layout(root, stored, o, admitted, levels, marks, notSearched, w, side);
            if (fits(r, maxWidth)) {
                best = r;
                shown = shownNodes(r);
            } else {
                admitted.remove(c);
            }
        }
        return best;
    }

    /** Whether a layout was made (not given up as too wide) and fits the width. */
    private static boolean fits(Result r, double maxWidth) {
        return r != null && width(r.placed()) <= maxWidth;
    }

    /** Layouts tried, at most, to fill the room a complete prefix of the order leaves (each costs one layout). */
    private static final int MAX_TRIES = 120;

    private static Set<TreeNode> shownNodes(Result r) {
        Set<TreeNode> out = new HashSet<>();
        for (Placed p : r.placed()) {
            if (!p.isGhost() && !p.isMore()) {
                out.add(p.node());
            }
        }
        return out;
    }

    /**
     * The nodes below the root within {@code levels}: first the moves searched before the current node and
     * before each node above it (nearest the current node first; of each node's, the best so far, then the
     * latest searched first), then level by level, round the parents of each level.
     */
    private static List<TreeNode> priority(TreeNode root, Options o, int levels) {
        List<TreeNode> order = new ArrayList<>();
        Set<TreeNode> first = new HashSet<>();
        for (TreeNode n = o.current(); n != null && n != root && n.parent() != null; n = n.parent()) {
            List<TreeNode> siblings = n.parent().children();
            if (n.ply() - root.ply() > levels || o.collapsed().contains(n.parent().id())) {
                continue;
            }
            // the best so far (scores are the mover's: the parent's best is the child's lowest), then the latest
            int at = siblings.indexOf(n);
            TreeNode best = null;
            for (int i = 0; i < at; i++) {
                TreeNode c = siblings.get(i);
                if (c.isFinished() && (best == null || c.score() < best.score())) {
                    best = c;
                }
            }
            if (best != null && first.add(best)) {
                order.add(best);
            }
            for (int i = at - 1; i >= 0; i--) {
                if (first.add(siblings.get(i))) {
                    order.add(siblings.get(i));
                }
            }
        }
        List<TreeNode> parents = List.of(root);
        for (int level = 1; level <= levels && !parents.isEmpty(); level++) {
            List<TreeNode> next = new ArrayList<>();
            // round the parents: every parent's first child, then every parent's second, …; a parent whose
            // children are all taken leaves the round
            List<List<TreeNode>> left = new ArrayList<>();
            for (TreeNode p : parents) {
                if (!o.collapsed().contains(p.id()) && !p.children().isEmpty()) {
                    left.add(p.children());
                }
            }
            for (int i = 0; !left.isEmpty(); i++) {
                int still = 0;
                for (List<TreeNode> children : left) {
                    next.add(children.get(i));
                    if (i + 1 < children.size()) {
                        left.set(still++, children);
                    }
                }
                left.subList(still, left.size()).clear();
            }
            for (TreeNode n : next) {
                if (!first.contains(n)) {
                    order.add(n);
                }
            }
            parents = next;
        }
        return order;
    }

    /**
     * The layout showing of each node's children those in {@code admitted} and the kept ones ({@code admitted}
     * null: the first {@code o.siblings()} and the kept ones), nothing deeper than {@code levels} below the root,
     * and of the "+N more" and ghost items those {@code marks} says; null, unmeasured, as soon as a level holds
     * more than {@code side} items (too wide for the area {@link #fit} fills).
     */
    private static Result layout(TreeNode root, long stored, Options o, Set<TreeNode> admitted, int levels,
                                 Marks marks, ToIntFunction<TreeNode> notSearched, Widths widths, int side) {
        List<Placed> placed = new ArrayList<>();
        if (root == null || o.cap() <= 0) {
            return new Result(placed, 0, stored);
        }
        int rootPly = root.ply();
        Map<TreeNode, Item> items = new HashMap<>();
        Item top = new Item(root, 0, 0);
        items.put(root, top);
        Deque<TreeNode> queue = new ArrayDeque<>();
        queue.add(root);
        int shown = 1;
        int[] onLevel = new int[8]; // items on each level so far
        while (!queue.isEmpty()) {
            TreeNode n = queue.poll();
            int level = n.ply() - rootPly;
            if (o.collapsed().contains(n.id()) || level >= o.maxPly() || level >= levels) {
                continue;
            }
            List<TreeNode> children = n.children();
            boolean all = o.expanded().contains(n.id()) || admitted == null && children.size() <= o.siblings() + 1;
            Item parent = items.get(n);
            int hidden = 0;
            for (int i = 0; i < children.size(); i++) {
                TreeNode c = children.get(i);
                boolean wanted = admitted == null ? i < o.siblings() : admitted.contains(c);
                if (shown >= o.cap() || !(all || wanted || o.keep().contains(c))) {
                    hidden++;
                    continue;
                }
                Item item = new Item(c, 0, 0);
                items.put(c, item);
                parent.children.add(item);
                queue.add(c);
                shown++;
            }
            if (hidden > 0) {
                Item more = new Item(n, 0, hidden);
                more.compact = marks == Marks.COMPACT;
                parent.children.add(more);
            }
            if (n.cutoffStep() == Step.BETA_CUTOFF && marks == Marks.ALL) {
                int k = notSearched.applyAsInt(n);
                if (k > 0) {
                    parent.children.add(new Item(n, k, 0));
                }
            }
            if (level + 1 >= onLevel.length) {
                onLevel = java.util.Arrays.copyOf(onLevel, 2 * (level + 1));
            }
            onLevel[level + 1] += parent.children.size();
            if (onLevel[level + 1] > side) {
                return null;
            }
        }
        measure(top, o, widths);
        double leftmost = 0;
        for (double l : top.left) {
            leftmost = Math.min(leftmost, l);
        }
        place(top, null, -leftmost, 0, o, placed);
        return new Result(placed, shown, Math.max(0, stored - shown));
    }

    /**
     * Widths and shapes of a subtree, children first: each child's subtree is set right of its elder
     * siblings' as close as their extents on every level they share allow (a subtree's outline, level by
     * level, not its widest level), so a deep line with a "+N more" beside it on each level takes two
     * columns, not a column per level; the parent stands centred over its first and last child that is a
     * node (a "+N more" or ghost item hangs to the right of them, so a kept line runs straight down).
     * Depth is bounded by the tree's ply.
     */
    private static void measure(Item item, Options o, Widths widths) {
        item.width = (item.compact ? widths.compact(item.node, item.more) : widths.of(item.node, item.ghost, item.more))
                + o.gap();
        item.lead = o.lead() < 0 ? item.width / 2 : Math.min(o.lead(), item.width);
        int n = item.children.size();
        item.childDx = new double[n];
        if (n == 0) {
            item.left = new double[] {-item.lead};
            item.right = new double[] {item.width - item.lead};
            return;
        }
        double[] accLeft = new double[0];
        double[] accRight = new double[0];
        for (int i = 0; i < n; i++) {
            Item c = item.children.get(i);
            measure(c, o, widths);
            double dx = 0;
            if (i > 0) {
                dx = -Double.MAX_VALUE;
                for (int k = 0; k < Math.min(accRight.length, c.left.length); k++) {
                    dx = Math.max(dx, accRight[k] - c.left[k]);
                }
            }
            item.childDx[i] = dx;
            int depth = Math.max(accLeft.length, c.left.length);
            double[] nl = java.util.Arrays.copyOf(accLeft, depth);
            double[] nr = java.util.Arrays.copyOf(accRight, depth);
            for (int k = 0; k < depth; k++) {
                boolean had = k < accLeft.length;
                boolean has = k < c.left.length;
                if (has) {
                    nl[k] = had ? Math.min(accLeft[k], c.left[k] + dx) : c.left[k] + dx;
                    nr[k] = had ? Math.max(accRight[k], c.right[k] + dx) : c.right[k] + dx;
                }
            }
            accLeft = nl;
            accRight = nr;
        }
        // centred over the first and last child that is a node: a "+N more" or ghost item hangs beside them;
        // with no node child, straight over the first item (the "+N more" of its folded moves hangs under it)
        int first = -1;
        int last = -1;
        for (int i = 0; i < n; i++) {
            Item c = item.children.get(i);
            if (c.ghost == 0 && c.more == 0) {
                first = first < 0 ? i : first;
                last = i;
            }
        }
        double centre = first < 0 ? item.childDx[0] : (item.childDx[first] + item.childDx[last]) / 2;
        for (int i = 0; i < n; i++) {
            item.childDx[i] -= centre;
        }
        item.left = new double[accLeft.length + 1];
        item.right = new double[accRight.length + 1];
        item.left[0] = -item.lead;
        item.right[0] = item.width - item.lead;
        for (int k = 0; k < accLeft.length; k++) {
            item.left[k + 1] = accLeft[k] - centre;
            item.right[k + 1] = accRight[k] - centre;
        }
    }

    /** Places a subtree with its node at {@code x}. */
    private static void place(Item item, String parentId, double x, int level, Options o, List<Placed> out) {
        String id = item.id();
        out.add(new Placed(id, item.node, item.ghost, item.more, x, -level * o.levelGap(), item.width, parentId,
                item.lead, item.compact));
        for (int i = 0; i < item.children.size(); i++) {
            place(item.children.get(i), id, x + item.childDx[i], level + 1, o, out);
        }
    }

    /** How far apart to draw levels so that a wide tree still fills a view of this height / width. */
    public static double stretch(List<Placed> placed, double aspect) {
        double minX = 0;
        double maxX = 0;
        double minY = -1;
        for (Placed p : placed) {
            minX = Math.min(minX, p.left());
            maxX = Math.max(maxX, p.right());
            minY = Math.min(minY, p.y());
        }
        return Math.max(1, (maxX - minX) * aspect / -minY);
    }

    /** The layout's bounds {minX, minY, maxX, maxY} (node centres), or null if nothing is placed. */
    public static double[] bounds(List<Placed> placed, double stretch) {
        if (placed.isEmpty()) {
            return null;
        }
        double[] b = {Double.MAX_VALUE, Double.MAX_VALUE, -Double.MAX_VALUE, -Double.MAX_VALUE};
        for (Placed p : placed) {
            b[0] = Math.min(b[0], p.x());
            b[1] = Math.min(b[1], p.y() * stretch);
            b[2] = Math.max(b[2], p.x());
            b[3] = Math.max(b[3], p.y() * stretch);
        }
        return b;
    }

    /** The set {@code keep} should hold for these nodes: each with all its ancestors. */
    public static Set<TreeNode> withAncestors(Iterable<TreeNode> nodes) {
        Set<TreeNode> keep = new HashSet<>();
        for (TreeNode n : nodes) {
            for (TreeNode a = n; a != null && keep.add(a); a = a.parent()) {
                // walk up until a node already kept
            }
        }
        return keep;
    }
}
