package org.xqlab.teach.exercise;

import org.xqlab.teach.TextbookNode;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One student working through an {@link Exercise}, every answer checked the moment it is made: a window,
 * value or child typed for a question ({@link #answer}), or a branch marked as pruned on the tree
 * ({@link #mark}). Each answer gets a {@link Verdict}: right or wrong, the short reason in the classroom
 * captions' words (MAX's view: "Enter b (MIN) with window (3, +∞)", "pruned at b, α-cutoff: 2 ≤ α 3")
 * and the longer explanation naming the search step. The running score counts right and wrong answers
 * made so far, and how many of the exercise's items are solved: each question but the pruning one is an
 * item, and the pruning question counts one item per pruned branch. Taking a mark away is no answer (the
 * branch is simply unmarked again). A wrong mark is not kept as a mark, but its red ✘ stands on the branch
 * until a second click on the branch takes it away: while one stands the exercise is not finished, and
 * {@link #onTree()} grades it with the rest. Not thread-safe.
 */
public final class Practice {
    /** The check of one answer: what was answered ({@link Question} or the branch's child node), its mark, and a short reason. */
    public record Verdict(Question question, TextbookNode node, boolean branch, Mark mark, Words reason) {
        public boolean right() {
            return mark.right();
        }

        /** "✔ 2. b: (3, +∞) — Enter b (MIN) with window (3, +∞)" in the language asked. */
        public String line(boolean zh) {
            String given = branch ? (zh ? "标出剪枝" : "marked pruned") : mark.given().text(zh);
            return (right() ? "✔ " : "✘ ") + mark.item().text(zh) + (zh ? "：" : ": ") + given + (zh ? "——" : " — ")
                    + reason.text(zh);
        }
    }

    private final Exercise exercise;
    private final Answers answers = new Answers();
    private final List<Verdict> history = new ArrayList<>();
    private final Map<Object, Verdict> latest = new LinkedHashMap<>();
    private final Map<Object, Boolean> solved = new IdentityHashMap<>();
    private int right;
    private int wrong;

    public Practice(Exercise exercise) {
        this.exercise = exercise;
    }

    public Exercise exercise() {
        return exercise;
    }

    /** The answers as given so far (marks and texts), e.g. for {@link Exercise#grade}. */
    public Answers answers() {
        return answers;
    }

    /** Checks an answer to {@code q} (two texts for a window, one otherwise) and counts it. */
    public Verdict answer(Question q, String... given) {
        if (!exercise.questions().contains(q)) {
            throw new IllegalArgumentException("question " + q.number() + " is not one of this exercise's");
        }
        answers.set(q, given);
        Mark m = exercise.check(q, given);
        return count(new Verdict(q, q.node(), false, m, exercise.reason(q)), q);
    }

    /**
     * Marks the branch above {@code child} as pruned and checks the mark; if it was marked already, takes
     * the mark away and returns null (nothing counted).
     */
    public Verdict mark(TextbookNode child) {
        Verdict standing = latest.get(child);
        if (standing != null && !standing.right() && !answers.isMarked(child)) {
            latest.remove(child); // a second click on a wrong mark's ✘ takes it away
            return null;
        }
        if (!answers.toggleBranch(child)) {
            solved.remove(child);
            latest.remove(child);
            return null;
        }
        Mark m = exercise.checkBranch(child);
        Verdict v = count(new Verdict(m.question(), child, true, m, exercise.branchReason(child)), child);
        if (!m.right()) {
            answers.toggleBranch(child); // a wrong mark does not stay on the tree: its verdict shows it
        }
        return v;
    }

    private Verdict count(Verdict v, Object key) {
        history.add(v);
        latest.put(key, v);
        if (v.right()) {
            right++;
            if (isItem(key)) {
                solved.put(key, true);
            }
        } else {
            wrong++;
            solved.remove(key);
        }
        return v;
    }

    private boolean isItem(Object key) {
        return key instanceof Question || exercise.walk().prunedBranches().contains((TextbookNode) key);
    }

    /** Right answers made so far. */
    public int right() {
        return right;
    }

    /** Wrong answers made so far. */
    public int wrong() {
        return wrong;
    }

    /** Items answered right (and not taken back). */
    public int solved() {
        return solved.size();
    }

    /** Items in the exercise: one per question, the pruning question one per pruned branch. */
    public int items() {
        int n = 0;
        for (Question q : exercise.questions()) {
            n += q.type() == Question.Type.PRUNED_BRANCHES ? exercise.walk().prunedBranches().size() : 1;
        }
        return n;
    }

    /** Whether every item is solved and no wrong answer or mark stands. */
    public boolean finished() {
        return solved() == items() && latest.values().stream().allMatch(Verdict::right);
    }

    /**
     * The answers as the tree shows them, to grade: the marks kept and the wrong marks still standing (each
     * a mark on a branch alpha-beta searches), so the grade agrees with every mark drawn.
     */
    public Answers onTree() {
        Answers all = answers.copy();
        for (Verdict v : latest.values()) {
            if (v.branch() && !v.right() && !all.isMarked(v.node())) {
                all.toggleBranch(v.node());
            }
        }
        return all;
    }

    /** Whether this question (or the branch above this child) is solved. */
    public boolean isSolved(Object questionOrChild) {
        return solved.containsKey(questionOrChild);
    }

    /** The last verdict of all, or null. */
    public Verdict last() {
        return history.isEmpty() ? null : history.get(history.size() - 1);
    }

    /** Every verdict in the order the answers were made. */
    public List<Verdict> history() {
        return Collections.unmodifiableList(history);
    }

    /** The latest verdict of each question and marked branch still standing, in the order first answered. */
    public List<Verdict> standing() {
        return List.copyOf(latest.values());
    }
}
