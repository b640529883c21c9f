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
 * An alpha-beta exercise made from a seed, for class work and homework: the same kind and seed always
 * give the same tree and the same questions, so a teacher can hand out "prune, seed 42" and grade it
 * anywhere. The tree is a random textbook tree ({@link TreeGenerator}, depth 3, 2–3 children per
 * node, distinct leaf values 0..40, at most 18 leaves so it fits a page and a projector); a tree that
 * would make a dull exercise (no cut, nothing to predict) is skipped for the next one drawn from the
 * same seed. The answers are what fail-hard alpha-beta in the given order does ({@link AlphaBetaWalk}),
 * and what the exact minimax values say for values and best ordering. {@link #grade} marks each answer
 * right or wrong with an explanation naming the deciding search step ({@link Explain}).
 */
public final class Exercise {
    /** Leaves at most, so the tree fits a 1024-pixel-wide projector and a printed page. */
    public static final int MAX_LEAVES = 18;

    private final ExerciseKind kind;
    private final long seed;
    private final TextbookTree tree;
    private final AlphaBetaWalk walk;
    private final Explain explain;
    private final List<Question> questions;

    private Exercise(ExerciseKind kind, long seed, TextbookTree tree, List<Question> questions) {
        this.kind = kind;
        this.seed = seed;
        this.tree = tree;
        this.walk = new AlphaBetaWalk(tree);
        this.explain = new Explain(walk);
        this.questions = List.copyOf(questions);
    }

    /** An exercise over a given tree with given questions (for hand-made trees, e.g. in tests). */
    static Exercise of(ExerciseKind kind, TextbookTree tree, List<Question> questions) {
        return new Exercise(kind, 0, tree, questions);
    }

    /** The exercise of this kind and seed (deterministic). */
    public static Exercise generate(ExerciseKind kind, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        for (int attempt = 0; attempt < 10_000; attempt++) {
            TextbookTree t = TreeGenerator.generate(2, 3, 3, random.nextLong(), 0, 40, true);
            if (t.leaves().size() > MAX_LEAVES) {
                continue;
            }
            t.setName(String.format(Locale.ROOT, "%s exercise, seed %d", kind.token(), seed));
            AlphaBetaWalk w = new AlphaBetaWalk(t);
            List<Question> qs = questions(kind, t, w, random);
            if (qs != null) {
                return new Exercise(kind, seed, t, qs);
            }
        }
        throw new IllegalStateException("no exercise tree found for seed " + seed);
    }

    /** The questions for a tree, or null if the tree makes a dull exercise of this kind. */
    private static List<Question> questions(ExerciseKind kind, TextbookTree t, AlphaBetaWalk w, SplittableRandom r) {
        List<Question> out = new ArrayList<>();
        switch (kind) {
            case PRUNE -> {
                int pruned = w.prunedBranches().size();
                if (pruned < 2 || pruned > 5) {
                    return null;
                }
                out.add(new Question(1, Question.Type.PRUNED_BRANCHES, null));
            }
            case WINDOW -> {
                List<TextbookNode> windows = new ArrayList<>();
                List<TextbookNode> values = new ArrayList<>();
                for (TextbookNode n : t.nodes()) {
                    int[] e = w.entryWindow(n);
                    if (n.parent() != null && e != null && (e[0] > -TextbookSearch.INFINITY || e[1] < TextbookSearch.INFINITY)) {
                        windows.add(n);
                    }
                    if (n.parent() != null && !n.isLeaf()) {
                        values.add(n);
                    }
                }
                if (windows.size() < 3 || w.prunedBranches().isEmpty()) {
                    return null;
                }
                List<TextbookNode> chosen = pick(windows, 2, r, t);
                for (TextbookNode n : chosen) {
                    out.add(new Question(out.size() + 1, Question.Type.WINDOW, n));
                }
                out.add(new Question(out.size() + 1, Question.Type.VALUE, pick(values, 1, r, t).get(0)));
            }
            case ORDER -> {
                List<TextbookNode> late = new ArrayList<>();
                List<TextbookNode> other = new ArrayList<>();
                for (TextbookNode n : t.nodes()) {
                    if (!n.isLeaf()) {
                        (bestChild(t, w, n).indexInParent() > 0 ? late : other).add(n);
                    }
                }
                if (late.size() < 2 || other.isEmpty()) {
                    return null;
                }
                List<TextbookNode> chosen = new ArrayList<>(pick(late, 2, r, t));
                chosen.addAll(pick(other, 1, r, t));
                chosen.sort(Comparator.comparingInt(t.nodes()::indexOf));
                for (TextbookNode n : chosen) {
                    out.add(new Question(out.size() + 1, Question.Type.FIRST_CHILD, n));
                }
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

    /** The child a best ordering searches first: the best minimax value for the side to move, first on ties. */
    private static TextbookNode bestChild(TextbookTree t, AlphaBetaWalk w, TextbookNode n) {
        TextbookNode best = null;
        for (TextbookNode c : n.children()) {
            if (best == null || t.sign(n) * w.minimax(c) > t.sign(n) * w.minimax(best)) {
                best = c;
            }
        }
        return best;
    }

    public ExerciseKind kind() {
        return kind;
    }

    public long seed() {
        return seed;
    }

    /** The tree (do not edit it: the answers are computed from it). */
    public TextbookTree tree() {
        return tree;
    }

    public List<Question> questions() {
        return questions;
    }

    /** What alpha-beta does on the tree. */
    public AlphaBetaWalk walk() {
        return walk;
    }

    /** A node's name as the questions write it: "root" (中文 "根"), "a", "ab" … */
    public static String nodeName(TextbookNode n, boolean zh) {
        return zh && n.parent() == null ? "根" : Explain.name(n);
    }

    /** A branch's name, "a→ab" (the branch above {@code child}). */
    public static String branchName(TextbookNode child, boolean zh) {
        return nodeName(child.parent(), zh) + "→" + nodeName(child, zh);
    }

    /** The right answer to a question, as it would be written ("(3, +∞)", "7", "ab", "a→ab, b→bc"). */
    public Words answer(Question q) {
        return rightAnswer(q).chineseRoot();
    }

    private Words rightAnswer(Question q) {
        return switch (q.type()) {
            case PRUNED_BRANCHES -> walk.prunedBranches().isEmpty() ? new Words("none", "没有")
                    : Words.same(String.join(", ", walk.prunedBranches().stream().map(Explain::branch).toList()));
            case WINDOW -> Words.same(AlphaBetaWalk.window(walk.entryWindow(q.node())));
            case VALUE -> Words.same(Integer.toString(walk.minimax(q.node())));
            case FIRST_CHILD -> Words.same(Explain.name(bestChild(tree, walk, q.node())));
        };
    }

    /** The explanation of a question's right answer (for the answer key). */
    public Words explanation(Question q) {
        return why(q).chineseRoot();
    }

    private Words why(Question q) {
        return switch (q.type()) {
            case PRUNED_BRANCHES -> explain.allPruned();
            case WINDOW -> explain.window(q.node());
            case VALUE -> explain.value(q.node());
            case FIRST_CHILD -> explain.firstChild(q.node(), bestChild(tree, walk, q.node()));
        };
    }

    /** Grades the answers: one mark per question, and for the pruning question one per branch marked or missed. */
    public Grade grade(Answers answers) {
        List<Mark> raw = new ArrayList<>();
        for (Question q : questions) {
            switch (q.type()) {
                case PRUNED_BRANCHES -> gradeBranches(q, answers, raw);
                case WINDOW -> gradeWindow(q, answers.get(q), raw);
                case VALUE -> gradeValue(q, answers.get(q), raw);
                case FIRST_CHILD -> gradeFirstChild(q, answers.get(q), raw);
                default -> throw new AssertionError(q.type());
            }
        }
        List<Mark> marks = new ArrayList<>();
        for (Mark m : raw) {
            marks.add(new Mark(m.question(), m.item().chineseRoot(), m.right(), m.given().chineseRoot(),
                    m.expected().chineseRoot(), m.explanation().chineseRoot()));
        }
        return new Grade(marks);
    }

    private void gradeBranches(Question q, Answers answers, List<Mark> marks) {
        Words marked = new Words("marked", "已标出");
        Words unmarked = new Words("not marked", "未标出");
        Words prunedW = new Words("pruned", "被剪掉");
        Words searchedW = new Words("searched", "会被搜索");
        for (TextbookNode n : tree.nodes()) {
            if (n.parent() == null) {
                continue;
            }
            Words item = Words.same(Explain.branch(n));
            boolean isMarked = answers.isMarked(n);
            if (walk.prunedBranches().contains(n)) {
                marks.add(new Mark(q, item, isMarked, isMarked ? marked : unmarked, prunedW, explain.pruned(n)));
            } else if (isMarked && walk.pruned(n)) {
                marks.add(new Mark(q, item, true, marked, prunedW, explain.prunedBelow(n)));
            } else if (isMarked) {
                marks.add(new Mark(q, item, false, marked, searchedW, explain.searched(n)));
            }
        }
    }

    private void gradeWindow(Question q, String[] given, List<Mark> marks) {
        int[] w = walk.entryWindow(q.node());
        Words item = Words.same(q.number() + ". (α, β) " + Explain.name(q.node()));
        String a = given.length > 0 ? given[0] : "";
        String b = given.length > 1 ? given[1] : "";
        Words givenW = Words.same("(" + (a.isBlank() ? "?" : a.trim()) + ", " + (b.isBlank() ? "?" : b.trim()) + ")");
        Words why = explain.window(q.node());
        Words problem = readProblem(a, "α").orElse(readProblem(b, "β").orElse(null));
        boolean right = problem == null && bound(a) == w[0] && bound(b) == w[1];
        marks.add(new Mark(q, item, right, givenW, answer(q), problem == null ? why : problem.then(" ", why)));
    }

    private void gradeValue(Question q, String[] given, List<Mark> marks) {
        String a = given.length > 0 ? given[0] : "";
        Words item = Words.same(q.number() + ". " + Explain.name(q.node()));
        Words problem = readProblem(a, "value").orElse(null);
        boolean right = problem == null && bound(a) == walk.minimax(q.node());
        Words why = explain.value(q.node());
        marks.add(new Mark(q, item, right, Words.same(a.isBlank() ? "?" : a.trim()), answer(q),
                problem == null ? why : problem.then(" ", why)));
    }

    private void gradeFirstChild(Question q, String[] given, List<Mark> marks) {
        String a = given.length > 0 ? given[0].trim() : "";
        Words item = Words.same(q.number() + ". " + Explain.name(q.node()));
        TextbookNode best = bestChild(tree, walk, q.node());
        boolean right = a.equals(Explain.name(best));
        marks.add(new Mark(q, item, right, Words.same(a.isEmpty() ? "?" : a), answer(q),
                explain.firstChild(q.node(), best)));
    }

    /** Why an entered text cannot be read as a number or ∞, if it cannot. */
    private static java.util.Optional<Words> readProblem(String text, String what) {
        if (text == null || text.isBlank()) {
            return java.util.Optional.of(new Words("No answer for " + what + ".", "没有填写 " + what + "。"));
        }
        try {
            bound(text);
            return java.util.Optional.empty();
        } catch (NumberFormatException e) {
            return java.util.Optional.of(new Words("'" + text.trim() + "' for " + what
                    + " is not a whole number or ∞ (write e.g. 5, −∞ or +∞).", what + " 的 '" + text.trim()
                    + "' 不是整数或 ∞（请写 5、−∞ 或 +∞ 这样的值）。"));
        }
    }

    /**
     * Reads a bound as a student writes it: a whole number (ASCII or Unicode minus), or −∞ / +∞ / ∞ /
     * -inf / inf; ∞ becomes ±{@link TextbookSearch#INFINITY}. Unreadable text throws
     * {@link NumberFormatException}; blank text reads as {@link Integer#MIN_VALUE} (matching nothing).
     */
    public static int bound(String text) {
        if (text == null || text.isBlank()) {
            return Integer.MIN_VALUE;
        }
        String t = text.trim().replace('−', '-').replace("＋", "+").replace("－", "-").toLowerCase(Locale.ROOT)
                .replace("infinity", "∞").replace("inf", "∞");
        switch (t) {
            case "∞", "+∞":
                return TextbookSearch.INFINITY;
            case "-∞":
                return -TextbookSearch.INFINITY;
            default:
                return Integer.parseInt(t.startsWith("+") ? t.substring(1) : t);
        }
    }
}
