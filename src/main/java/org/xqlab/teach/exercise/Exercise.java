package org.xqlab.teach.exercise;

import org.xqlab.teach.TextbookNode;
import org.xqlab.teach.TextbookSearch;
import org.xqlab.teach.TextbookTree;
import org.xqlab.teach.Captions;
import org.xqlab.trace.Bound;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * An alpha-beta exercise made from a seed, for class work and homework: the same kind, seed, depth and
 * branching always give the same tree and the same questions, so a teacher can hand out "prune, seed
 * 42" and grade it anywhere. The tree is a random textbook tree of the chosen depth (2–4) whose inner
 * nodes have 2 to the chosen branching (2–4) children, distinct leaf values 0..40, small enough to fit
 * a page and a projector ({@link ExerciseMaker}); depth 3, branching 3 is the classroom's first size.
 * An exercise can also be posed on a given tree ({@link #onTree}), e.g. the first plies of a real
 * search made into a textbook tree. The answers are what fail-hard alpha-beta in the given order does
 * ({@link AlphaBetaWalk}), and what the exact minimax values say for values and best ordering.
 * {@link #check} marks one answer as it is made, {@link #grade} all of them, each right or wrong with
 * an explanation naming the deciding search step ({@link Explain}); {@link Practice} keeps the score.
 */
public final class Exercise {
    /** Leaves at most at depth 3 / branching 3, so the tree fits a 1024-pixel-wide projector and a page. */
    public static final int MAX_LEAVES = 18;
    public static final int DEFAULT_DEPTH = 3;
    public static final int DEFAULT_BRANCHING = 3;
    /** Depth and branching lie in MIN_SIZE..MAX_SIZE. */
    public static final int MIN_SIZE = 2;
    public static final int MAX_SIZE = 4;
    /** The answer for a node alpha-beta never enters (typed as x, -, pruned or 剪掉). */
    static final Words NOT_ENTERED = new Words("x (never entered)", "x（不进入）");

    private final ExerciseKind kind;
    private final long seed;
    private final int depth;
    private final int branching;
    private final boolean generated;
    private final TextbookTree tree;
    private final AlphaBetaWalk walk;
    private final Explain explain;
    private final List<Question> questions;

    Exercise(ExerciseKind kind, long seed, int depth, int branching, TextbookTree tree, List<Question> questions,
             boolean generated) {
        this.kind = kind;
        this.seed = seed;
        this.depth = depth;
        this.branching = branching;
        this.generated = generated;
        this.tree = tree;
        this.walk = new AlphaBetaWalk(tree);
        this.explain = new Explain(walk);
        this.questions = List.copyOf(questions);
    }

    /** An exercise over a given tree with given questions (for hand-made trees, e.g. in tests). */
    static Exercise of(ExerciseKind kind, TextbookTree tree, List<Question> questions) {
        return new Exercise(kind, 0, tree.height(), DEFAULT_BRANCHING, tree, questions, false);
    }

    /** The exercise of this kind and seed at depth 3, branching 3 (deterministic). */
    public static Exercise generate(ExerciseKind kind, long seed) {
        return generate(kind, seed, DEFAULT_DEPTH, DEFAULT_BRANCHING);
    }

    /**
     * The exercise of this kind and seed with the given depth and branching (each 2..4; deterministic).
     * Out-of-range sizes throw {@link IllegalArgumentException} naming the argument.
     */
    public static Exercise generate(ExerciseKind kind, long seed, int depth, int branching) {
        return ExerciseMaker.generate(kind, seed, depth, branching);
    }

    /**
     * An exercise of this kind on a copy of {@code tree} — e.g. the first plies of a real search made into a
     * textbook tree — with its questions drawn from the tree itself; a tree of depth below 2 is refused.
     */
    public static Exercise onTree(ExerciseKind kind, TextbookTree tree) {
        return ExerciseMaker.onTree(kind, tree);
    }

    /** The child a best ordering searches first: the best minimax value for the side to move, first on ties. */
    static TextbookNode bestChild(TextbookTree t, AlphaBetaWalk w, TextbookNode n) {
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

    public int depth() {
        return depth;
    }

    /** The most children an inner node may have. */
    public int branching() {
        return branching;
    }

    /** Whether the exercise was drawn from a seed (false: posed on a given tree, see {@link #onTree}). */
    public boolean generated() {
        return generated;
    }

    /** Whether the tree has the first size, depth 3 with 2–3 children. */
    public boolean defaultSize() {
        return ExerciseMaker.legacy(depth, branching);
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
            case WINDOW -> walk.visited(q.node()) ? Words.same(AlphaBetaWalk.window(walk.entryWindow(q.node())))
                    : NOT_ENTERED;
            case VALUE -> Words.same(Integer.toString(walk.minimax(q.node())));
            case FIRST_CHILD -> Words.same(Explain.name(bestChild(tree, walk, q.node())));
            case RETURNS -> {
                AlphaBetaWalk.ChildResult r = walk.returned(q.node());
                yield r == null ? NOT_ENTERED : Words.same(Captions.value(r.value(), r.bound()));
            }
        };
    }

    /** The explanation of a question's right answer (for the answer key). */
    public Words explanation(Question q) {
        return why(q).chineseRoot();
    }

    private Words why(Question q) {
        return switch (q.type()) {
            case PRUNED_BRANCHES -> explain.allPruned();
            case WINDOW -> walk.visited(q.node()) ? explain.window(q.node()) : explain.notEntered(q.node());
            case VALUE -> explain.value(q.node());
            case FIRST_CHILD -> explain.firstChild(q.node(), bestChild(tree, walk, q.node()));
            case RETURNS -> walk.visited(q.node()) ? explain.returned(q.node()) : explain.notEntered(q.node());
        };
    }

    /**
     * The short reason of a question's right answer in the classroom captions' words (MAX's view):
     * "Enter b (MIN) with window (3, +∞)", "b returns ≤ 2", "b = min(ba 2, bb 7) = 2", "best first at b: ba".
     */
    public Words reason(Question q) {
        Words w = switch (q.type()) {
            case PRUNED_BRANCHES -> answer(q);
            case WINDOW, RETURNS -> !walk.visited(q.node()) ? explain.notEnteredCaption(q.node())
                    : q.type() == Question.Type.WINDOW ? explain.enterCaption(q.node()) : explain.returnCaption(q.node());
            case VALUE -> explain.valueCaption(q.node());
            case FIRST_CHILD -> explain.firstCaption(q.node(), bestChild(tree, walk, q.node()));
        };
        return w.chineseRoot();
    }

    /** The short reason why the branch above {@code child} is pruned or searched ("pruned at b, α-cutoff: 2 ≤ α 3"). */
    public Words branchReason(TextbookNode child) {
        return explain.branchCaption(child).chineseRoot();
    }

    /**
     * Checks one answer as it is made: the text(s) given for a question (two for a window, one otherwise).
     * The pruning question is checked branch by branch with {@link #checkBranch}.
     */
    public Mark check(Question q, String... given) {
        List<Mark> raw = new ArrayList<>();
        switch (q.type()) {
            case WINDOW -> gradeWindow(q, given, raw);
            case VALUE -> gradeValue(q, given, raw);
            case FIRST_CHILD -> gradeFirstChild(q, given, raw);
            case RETURNS -> gradeReturns(q, given, raw);
            case PRUNED_BRANCHES -> throw new IllegalArgumentException("question " + q.number()
                    + " is answered branch by branch: use checkBranch");
            default -> throw new AssertionError(q.type());
        }
        return root(raw.get(0));
    }

    /** Checks the mark a student just put on the branch above {@code child}: right if alpha-beta prunes it. */
    public Mark checkBranch(TextbookNode child) {
        Question q = questions.stream().filter(x -> x.type() == Question.Type.PRUNED_BRANCHES).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("this exercise asks for no pruned branches"));
        if (child.parent() == null) {
            throw new IllegalArgumentException("the root has no branch above it");
        }
        return root(branchMark(q, child, true));
    }

    private static Mark root(Mark m) {
        return new Mark(m.question(), m.item().chineseRoot(), m.right(), m.given().chineseRoot(),
                m.expected().chineseRoot(), m.explanation().chineseRoot());
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
                case RETURNS -> gradeReturns(q, answers.get(q), raw);
                default -> throw new AssertionError(q.type());
            }
        }
        return new Grade(raw.stream().map(Exercise::root).toList());
    }

    private void gradeBranches(Question q, Answers answers, List<Mark> marks) {
        for (TextbookNode n : tree.nodes()) {
            if (n.parent() != null && (answers.isMarked(n) || walk.prunedBranches().contains(n))) {
                marks.add(branchMark(q, n, answers.isMarked(n)));
            }
        }
    }

    /** The mark of one branch: a pruned branch must be marked, a searched one must not be. */
    private Mark branchMark(Question q, TextbookNode n, boolean isMarked) {
        Words marked = new Words("marked", "已标出");
        Words unmarked = new Words("not marked", "未标出");
        Words prunedW = new Words("pruned", "被剪掉");
        Words searchedW = new Words("searched", "会被搜索");
        Words item = Words.same(Explain.branch(n));
        if (walk.prunedBranches().contains(n)) {
            return new Mark(q, item, isMarked, isMarked ? marked : unmarked, prunedW, explain.pruned(n));
        } else if (walk.pruned(n)) {
            return new Mark(q, item, true, marked, prunedW, explain.prunedBelow(n));
        }
        return new Mark(q, item, false, marked, searchedW, explain.searched(n));
    }

    private void gradeWindow(Question q, String[] given, List<Mark> marks) {
        int[] w = walk.entryWindow(q.node());
        Words item = Words.same(q.number() + ". (α, β) " + Explain.name(q.node()));
        String a = given.length > 0 ? given[0] : "";
        String b = given.length > 1 ? given[1] : "";
        if (w == null || notEntered(a)) {
            gradeNotEntered(q, item, notEntered(a) ? a.trim() : "(" + a.trim() + ", " + b.trim() + ")", marks,
                    w == null ? null : explain.window(q.node()));
            return;
        }
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

    private void gradeReturns(Question q, String[] given, List<Mark> marks) {
        String a = given.length > 0 ? given[0].trim() : "";
        Words item = Words.same(q.number() + ". " + Explain.name(q.node()));
        AlphaBetaWalk.ChildResult r = walk.returned(q.node());
        if (r == null || notEntered(a)) {
            gradeNotEntered(q, item, a, marks, r == null ? null : explain.returned(q.node()));
            return;
        }
        String t = a.replace("<=", "≤").replace(">=", "≥").replace("＜＝", "≤").replace("＞＝", "≥");
        Bound sign = t.startsWith("≤") ? Bound.UPPER : t.startsWith("≥") ? Bound.LOWER : null;
        String number = sign == null ? t : t.substring(1).trim();
        Words problem = readProblem(number, "value").orElse(null);
        boolean right = problem == null && bound(number) == r.value() && (sign == null || sign == r.bound());
        Words why = explain.returned(q.node());
        marks.add(new Mark(q, item, right, Words.same(a.isEmpty() ? "?" : a), answer(q),
                problem == null ? why : problem.then(" ", why)));
    }

    /** What a node alpha-beta never enters is answered with ("x", "-", "pruned", "剪掉"). */
    private static boolean notEntered(String text) {
        String t = text == null ? "" : text.trim().toLowerCase(Locale.ROOT);
        return List.of("x", "-", "—", "–", "pruned", "剪", "剪掉", "被剪掉", "不进入").contains(t);
    }

    /** The answer "never entered" given, or expected (when {@code entered} is null, its explanation otherwise). */
    private void gradeNotEntered(Question q, Words item, String given, List<Mark> marks, Words entered) {
        boolean right = entered == null && notEntered(given);
        marks.add(new Mark(q, item, right, Words.same(given.isBlank() ? "?" : given), answer(q),
                entered == null ? explain.notEntered(q.node()) : entered));
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
