package org.xqlab.teach.exercise;

import org.xqlab.teach.TextbookNode;
import org.xqlab.teach.TextbookSearch;
import org.xqlab.teach.TextbookTree;
import org.xqlab.teach.TreeGenerator;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * How {@link Exercise#generate} draws a tree and its questions from a seed. Depth 3 with 2–3 children
 * (the classroom's first size) draws exactly as it always has, so "prune, seed 42" stays the same
 * exercise on every sheet handed out: {@link TreeGenerator#generate} with at most
 * {@link Exercise#MAX_LEAVES} leaves. Other sizes draw a {@link TreeGenerator#bounded} tree of
 * 2..branching children and at most {@link #WIDE_LEAVES} leaves, so every tree fits a 1024-pixel
 * projector with 16-pixel text. A tree that makes a dull exercise of the kind (nothing pruned, nothing to
 * predict) is skipped for the next one drawn from the same seed.
 */
final class ExerciseMaker {
    /** Leaves at most for sizes other than depth 3 / branching 3. */
    static final int WIDE_LEAVES = 20;

    private ExerciseMaker() {
    }

    static boolean legacy(int depth, int branching) {
        return depth == Exercise.DEFAULT_DEPTH && branching == Exercise.DEFAULT_BRANCHING;
    }

    static Exercise generate(ExerciseKind kind, long seed, int depth, int branching) {
        if (depth < Exercise.MIN_SIZE || depth > Exercise.MAX_SIZE) {
            throw new IllegalArgumentException("depth must be " + Exercise.MIN_SIZE + ".." + Exercise.MAX_SIZE + ": " + depth);
        }
        if (branching < Exercise.MIN_SIZE || branching > Exercise.MAX_SIZE) {
            throw new IllegalArgumentException("branching must be " + Exercise.MIN_SIZE + ".." + Exercise.MAX_SIZE
                    + ": " + branching);
        }
        boolean legacy = legacy(depth, branching);
        SplittableRandom random = new SplittableRandom(seed);
        for (int attempt = 0; attempt < 10_000; attempt++) {
            TextbookTree t = legacy ? TreeGenerator.generate(2, 3, 3, random.nextLong(), 0, 40, true)
                    : TreeGenerator.bounded(branching, depth, WIDE_LEAVES, random.nextLong(), 0, 40);
            if (t.leaves().size() > Exercise.MAX_LEAVES && legacy) {
                continue;
            }
            t.setName(legacy ? String.format(Locale.ROOT, "%s exercise, seed %d", kind.token(), seed)
                    : String.format(Locale.ROOT, "%s exercise, seed %d, depth %d, branching %d", kind.token(), seed,
                    depth, branching));
            AlphaBetaWalk w = new AlphaBetaWalk(t);
            List<Question> qs = questions(kind, t, w, random, legacy ? 2 : depth == 2 ? 1 : 2,
                    legacy ? 5 : Math.max(5, t.leaves().size() / 3), false);
            if (qs != null) {
                return new Exercise(kind, seed, depth, branching, t, qs, true);
            }
        }
        throw new IllegalStateException("no exercise tree found for seed " + seed);
    }

    /** An exercise on a copy of {@code tree}; questions drawn as for a seed, but never refused as dull. */
    static Exercise onTree(ExerciseKind kind, TextbookTree tree) {
        if (tree.height() < 2) {
            throw new IllegalArgumentException("an exercise needs a tree of depth 2 or more: '" + tree.name()
                    + "' has depth " + tree.height());
        }
        TextbookTree t = tree.copy();
        AlphaBetaWalk w = new AlphaBetaWalk(t);
        List<Question> qs = questions(kind, t, w, new SplittableRandom(t.toString().hashCode()), 0,
                Integer.MAX_VALUE, true);
        return new Exercise(kind, 0, t.height(), maxChildren(t), t, qs, false);
    }

    private static int maxChildren(TextbookTree t) {
        return t.nodes().stream().mapToInt(TextbookNode::childCount).max().orElse(0);
    }

    /** The questions for a tree, or null if the tree makes a dull exercise of this kind (never when relaxed). */
    private static List<Question> questions(ExerciseKind kind, TextbookTree t, AlphaBetaWalk w, SplittableRandom r,
                                            int minPruned, int maxPruned, boolean relaxed) {
        List<Question> out = new ArrayList<>();
        switch (kind) {
            case PRUNE -> {
                int pruned = w.prunedBranches().size();
                if (!relaxed && (pruned < minPruned || pruned > maxPruned)) {
                    return null;
                }
                out.add(new Question(1, Question.Type.PRUNED_BRANCHES, null));
            }
            case WINDOW -> {
                List<TextbookNode> windows = new ArrayList<>();
                List<TextbookNode> values = new ArrayList<>();
                for (TextbookNode n : t.nodes()) {
                    int[] e = w.entryWindow(n);
                    if (n.parent() != null && e != null && (relaxed
                            || e[0] > -TextbookSearch.INFINITY || e[1] < TextbookSearch.INFINITY)) {
                        windows.add(n);
                    }
                    if (n.parent() != null && !n.isLeaf()) {
                        values.add(n);
                    }
                }
                if (!relaxed && (windows.size() < 3 || w.prunedBranches().isEmpty())) {
                    return null;
                }
                for (TextbookNode n : pick(windows, 2, r, t)) {
                    out.add(new Question(out.size() + 1, Question.Type.WINDOW, n));
                }
                for (TextbookNode n : pick(values, 1, r, t)) {
                    out.add(new Question(out.size() + 1, Question.Type.VALUE, n));
                }
            }
            case ORDER -> {
                List<TextbookNode> late = new ArrayList<>();
                List<TextbookNode> other = new ArrayList<>();
                for (TextbookNode n : t.nodes()) {
                    if (!n.isLeaf()) {
                        (Exercise.bestChild(t, w, n).indexInParent() > 0 ? late : other).add(n);
                    }
                }
                if (!relaxed && (late.size() < 2 || other.isEmpty())) {
                    return null;
                }
                List<TextbookNode> chosen = new ArrayList<>(pick(late, 2, r, t));
                chosen.addAll(pick(other, 3 - chosen.size(), r, t));
                chosen.sort(Comparator.comparingInt(t.nodes()::indexOf));
                for (TextbookNode n : chosen) {
                    out.add(new Question(out.size() + 1, Question.Type.FIRST_CHILD, n));
                }
            }
            case WALK -> {
                if (!relaxed && w.prunedBranches().size() < minPruned) {
                    return null;
                }
                for (TextbookNode n : t.nodes()) { // every inner node, entered or not: the sheet tells nothing
                    if (!n.isLeaf()) {
                        if (n.parent() != null) {
                            out.add(new Question(out.size() + 1, Question.Type.WINDOW, n));
                        }
                        out.add(new Question(out.size() + 1, Question.Type.RETURNS, n));
                    }
                }
                out.add(new Question(out.size() + 1, Question.Type.PRUNED_BRANCHES, null));
            }
            default -> throw new AssertionError(kind);
        }
        return out;
    }

    /** k nodes drawn from {@code from}, in the tree's pre-order. */
    private static List<TextbookNode> pick(List<TextbookNode> from, int k, SplittableRandom r, TextbookTree t) {
        List<TextbookNode> pool = new ArrayList<>(from);
        List<TextbookNode> out = new ArrayList<>();
        while (out.size() < k && !pool.isEmpty()) {
            out.add(pool.remove(r.nextInt(pool.size())));
        }
        out.sort(Comparator.comparingInt(t.nodes()::indexOf));
        return out;
    }
}
