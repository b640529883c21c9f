package org.xqlab.teach;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

/**
 * Random textbook trees from a seed: the same arguments always give the same tree. All leaves lie at
 * the given depth; each inner node has between {@code minBranching} and {@code maxBranching} children
 * (equal bounds give a uniform tree). Leaf values are drawn from {@code [low, high]}; with
 * {@code distinct} no two leaves share a value, so sibling minimax values differ too — what the
 * b^d worst-ordering count of Knuth &amp; Moore needs. Invalid sizes throw
 * {@link IllegalArgumentException} naming the argument.
 */
public final class TreeGenerator {
    private TreeGenerator() {
    }

    /** A uniform tree of branching {@code b} and depth {@code d}, values in [−20, 20]. */
    public static TextbookTree uniform(int b, int d, long seed) {
        return generate(b, b, d, seed, -20, 20, false);
    }

    /** A uniform tree whose leaves all differ, values in [−k, k] with k = max(20, 2·L) for L leaves. */
    public static TextbookTree distinctUniform(int b, int d, long seed) {
        int k = (int) Math.min(TextbookTree.MAX_VALUE, Math.max(20, 2 * Math.pow(b, d)));
        return generate(b, b, d, seed, -k, k, true);
    }

    /**
     * A uniform tree on which alpha-beta, searching children in the given order, cuts nothing and
     * evaluates all b^d leaves — Knuth &amp; Moore's worst case. Sorting children worst-first by
     * minimax value is not enough from depth 4 on: a node's first child may still exceed a bound
     * inherited from further up (a deep cutoff). Here every node's value lies strictly inside the
     * window alpha-beta gives it: a node that must return t from a window (lo, hi) (side to move's
     * view) gets children whose values, seen from it, rise evenly from above lo to exactly t, so
     * each child raises α without reaching β. Values stay within ±2·b^⌈d/2⌉. Deterministic, no seed.
     */
    public static TextbookTree pessimal(int b, int d) {
        if (b < 2 || b > TextbookTree.MAX_CHILDREN || d < 1 || d > TextbookTree.MAX_HEIGHT
                || Math.pow(b, d) > TextbookTree.MAX_NODES) {
            throw new IllegalArgumentException("pessimal tree needs 2 ≤ b ≤ " + TextbookTree.MAX_CHILDREN
                    + ", 1 ≤ d ≤ " + TextbookTree.MAX_HEIGHT + " and b^d ≤ " + TextbookTree.MAX_NODES + ": b=" + b
                    + " d=" + d);
        }
        long r = 2 * (long) Math.pow(b, (d + 1) / 2);
        TextbookNode root = pessimalNode(b, d, -r, r, 0, 1);
        return new TextbookTree("pessimal b=" + b + " d=" + d, true, root);
    }

    private static TextbookNode pessimalNode(int b, int height, long lo, long hi, long target, int sign) {
        if (height == 0) {
            return TextbookNode.leaf((int) (sign * target));
        }
        TextbookNode n = new TextbookNode();
        long room = target - lo;
        long previous = lo;
        for (int i = 1; i <= b; i++) {
            long v = lo + room * i / b;
            if (v <= previous) {
                throw new IllegalStateException("no room for a pessimal tree: b=" + b + " height=" + height);
            }
            n.attach(i - 1, pessimalNode(b, height - 1, -hi, -previous, -v, -sign));
            previous = v;
        }
        return n;
    }

    /** The general generator; see the class contract. */
    public static TextbookTree generate(int minBranching, int maxBranching, int depth, long seed, int low, int high,
                                        boolean distinct) {
        if (minBranching < 1 || maxBranching > TextbookTree.MAX_CHILDREN || minBranching > maxBranching) {
            throw new IllegalArgumentException("branching must satisfy 1 ≤ min ≤ max ≤ " + TextbookTree.MAX_CHILDREN
                    + ": " + minBranching + ".." + maxBranching);
        }
        if (depth < 1 || depth > TextbookTree.MAX_HEIGHT) {
            throw new IllegalArgumentException("depth must be 1.." + TextbookTree.MAX_HEIGHT + ": " + depth);
        }
        if (Math.pow(maxBranching, depth) > TextbookTree.MAX_NODES) {
            throw new IllegalArgumentException("a tree of branching up to " + maxBranching + " and depth " + depth
                    + " may exceed " + TextbookTree.MAX_NODES + " nodes");
        }
        if (low > high || Math.abs(low) > TextbookTree.MAX_VALUE || Math.abs(high) > TextbookTree.MAX_VALUE) {
            throw new IllegalArgumentException("values must satisfy −" + TextbookTree.MAX_VALUE + " ≤ low ≤ high ≤ "
                    + TextbookTree.MAX_VALUE + ": " + low + ".." + high);
        }
        Random random = new Random(seed);
        TextbookNode root = build(minBranching, maxBranching, depth, random);
        List<TextbookNode> leaves = new ArrayList<>();
        collectLeaves(root, leaves);
        if (distinct) {
            if ((long) high - low + 1 < leaves.size()) {
                throw new IllegalArgumentException("range " + low + ".." + high + " has fewer values than the "
                        + leaves.size() + " leaves");
            }
            List<Integer> pool = new ArrayList<>();
            for (int v = low; v <= high; v++) {
                pool.add(v);
            }
            Collections.shuffle(pool, random);
            for (int i = 0; i < leaves.size(); i++) {
                leaves.get(i).value = pool.get(i);
            }
        } else {
            for (TextbookNode l : leaves) {
                l.value = low + random.nextInt(high - low + 1);
            }
        }
        String name = (minBranching == maxBranching ? "uniform b=" + minBranching
                : "random b=" + minBranching + ".." + maxBranching) + " d=" + depth + " seed=" + seed;
        return new TextbookTree(name, true, root);
    }

    /**
     * A tree of the given depth whose inner nodes have 2..{@code maxBranching} children and which has at
     * most {@code maxLeaves} leaves (so it fits a page or a projector), leaf values distinct in
     * [{@code low}, {@code high}]. Each node's share of the leaves is drawn at random, so wide nodes
     * appear wherever the budget allows (near the leaves at depth 4). Deterministic for a seed.
     */
    public static TextbookTree bounded(int maxBranching, int depth, int maxLeaves, long seed, int low, int high) {
        if (maxBranching < 2 || maxBranching > TextbookTree.MAX_CHILDREN) {
            throw new IllegalArgumentException("branching must be 2.." + TextbookTree.MAX_CHILDREN + ": " + maxBranching);
        }
        if (depth < 1 || depth > TextbookTree.MAX_HEIGHT) {
            throw new IllegalArgumentException("depth must be 1.." + TextbookTree.MAX_HEIGHT + ": " + depth);
        }
        if (maxLeaves < (1 << depth) || (long) high - low + 1 < maxLeaves) {
            throw new IllegalArgumentException("a depth-" + depth + " tree needs room for " + (1 << depth)
                    + " leaves with distinct values: maxLeaves=" + maxLeaves + ", values " + low + ".." + high);
        }
        Random random = new Random(seed);
        TextbookNode root = budgeted(maxBranching, depth, maxLeaves, random);
        List<TextbookNode> leaves = new ArrayList<>();
        collectLeaves(root, leaves);
        List<Integer> pool = new ArrayList<>();
        for (int v = low; v <= high; v++) {
            pool.add(v);
        }
        Collections.shuffle(pool, random);
        for (int i = 0; i < leaves.size(); i++) {
            leaves.get(i).value = pool.get(i);
        }
        return new TextbookTree("bounded b=2.." + maxBranching + " d=" + depth + " seed=" + seed, true, root);
    }

    private static TextbookNode budgeted(int b, int height, int budget, Random random) {
        TextbookNode n = new TextbookNode();
        if (height == 0) {
            return n;
        }
        int least = 1 << (height - 1); // the fewest leaves a child subtree can have
        int most = (int) Math.min(budget, Math.pow(b, height - 1));
        int k = 2 + random.nextInt(Math.max(1, Math.min(b, budget / least) - 1));
        int[] share = new int[k];
        java.util.Arrays.fill(share, least);
        int extra = budget - k * least;
        for (int i = 0; i < extra; i++) {
            int c = random.nextInt(k);
            if (share[c] < most) {
                share[c]++;
            }
        }
        for (int i = 0; i < k; i++) {
            n.attach(i, budgeted(b, height - 1, share[i], random));
        }
        return n;
    }

    private static TextbookNode build(int min, int max, int depth, Random random) {
        TextbookNode n = new TextbookNode();
        if (depth > 0) {
            int k = min + random.nextInt(max - min + 1);
            for (int i = 0; i < k; i++) {
                n.attach(i, build(min, max, depth - 1, random));
            }
        }
        return n;
    }

    private static void collectLeaves(TextbookNode n, List<TextbookNode> out) {
        if (n.isLeaf()) {
            out.add(n);
        }
        for (TextbookNode c : n.children) {
            collectLeaves(c, out);
        }
    }
}
