package org.xqlab.teach.exercise;

import org.junit.jupiter.api.Test;
import org.xqlab.teach.Examples;
import org.xqlab.teach.TextbookNode;
import org.xqlab.teach.TextbookSearch;
import org.xqlab.teach.TextbookTree;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ExerciseTest {

    private static String questions(Exercise e) {
        StringBuilder sb = new StringBuilder();
        for (Question q : e.questions()) {
            sb.append(q.type()).append(q.node() == null ? "" : java.util.Arrays.toString(q.node().path())).append(' ');
        }
        return sb.toString();
    }

    @Test
    void theSameSeedGivesTheSameTreeAndQuestions() {
        for (ExerciseKind kind : ExerciseKind.values()) {
            for (long seed : new long[] {0, 1, 42, 2026, -7}) {
                Exercise a = Exercise.generate(kind, seed);
                Exercise b = Exercise.generate(kind, seed);
                assertEquals(a.tree().toString(), b.tree().toString(), kind + " " + seed);
                assertEquals(questions(a), questions(b));
                for (Question q : a.questions()) {
                    assertEquals(a.answer(q), b.answer(b.questions().get(q.number() - 1)));
                }
            }
        }
    }

    @Test
    void differentSeedsGiveDifferentTreesThatFitAPage() {
        Set<String> trees = new HashSet<>();
        for (long seed = 1; seed <= 20; seed++) {
            Exercise e = Exercise.generate(ExerciseKind.PRUNE, seed);
            trees.add(e.tree().toString());
            assertTrue(e.tree().leaves().size() <= Exercise.MAX_LEAVES);
            int pruned = e.walk().prunedBranches().size();
            assertTrue(pruned >= 2 && pruned <= 5, "seed " + seed + ": " + pruned);
        }
        assertTrue(trees.size() >= 18, trees.size() + " distinct trees of 20");
    }

    @Test
    void aMissedPrunedBranchIsExplainedByTheCutAndMarkingItIsRight() {
        TextbookTree tree = Examples.ALPHA_CUTOFF.tree(); // MAX over [5, 6] and [3, 9]
        Question q = new Question(1, Question.Type.PRUNED_BRANCHES, null);
        Exercise e = Exercise.of(ExerciseKind.PRUNE, tree, List.of(q));
        Answers answers = new Answers();
        Grade none = e.grade(answers);
        assertEquals(1, none.total());
        Mark missed = none.marks().get(0);
        assertFalse(missed.right());
        assertEquals("b→bb", missed.item().english());
        assertEquals("Branch b→bb is pruned: at b (MIN), child ba returned 3 ≤ α = 5. MIN can only lower b's value "
                + "further, but MAX above already has 5, so the remaining children of b cannot change the result. "
                + "Step 12: β-cutoff (an α-cutoff in MAX's view).", missed.explanation().english());
        assertTrue(missed.explanation().chinese().contains("第12步：β截断"), missed.explanation().chinese());

        answers.toggleBranch(tree.at(0, 1)); // a→ab is searched
        Grade wrong = e.grade(answers);
        assertEquals(2, wrong.total());
        Mark searched = wrong.marks().get(0);
        assertEquals("a→ab", searched.item().english());
        assertFalse(searched.right());
        assertEquals("Branch a→ab is searched: a (MIN) tries ab with the window (−∞, 5); the children before it "
                + "returned aa 5, none ≤ α, so nothing is cut before ab. Step 9: move loop.",
                searched.explanation().english());

        answers.toggleBranch(tree.at(0, 1));
        answers.toggleBranch(tree.at(1, 1));
        Grade right = e.grade(answers);
        assertTrue(right.perfect());
        assertEquals(1, right.right());
    }

    @Test
    void aBranchBelowAPrunedBranchIsPrunedWithIt() {
        TextbookTree tree = Examples.BOTH_CUTOFFS.tree();
        Question q = new Question(1, Question.Type.PRUNED_BRANCHES, null);
        Exercise e = Exercise.of(ExerciseKind.PRUNE, tree, List.of(q));
        assertEquals(List.of(tree.at(0, 1, 1), tree.at(1, 1)), e.walk().prunedBranches());
        Answers answers = new Answers();
        answers.toggleBranch(tree.at(0, 1, 1));
        answers.toggleBranch(tree.at(1, 1));
        answers.toggleBranch(tree.at(1, 1, 0));
        Grade g = e.grade(answers);
        assertTrue(g.perfect());
        assertEquals(3, g.total());
        assertTrue(g.marks().get(2).explanation().english().contains("lies below the pruned branch b→bb"));
        assertTrue(e.explanation(q).english().contains("at ab (MAX), child aba returned 6 ≥ β = 5"),
                e.explanation(q).english());
        assertTrue(e.explanation(q).english().contains("Step 12: β-cutoff."));
    }

    @Test
    void windowsAndValuesAreGradedWithTheirDerivation() {
        TextbookTree tree = Examples.MINIMAX.tree(); // R&N Fig. 5.2: [3 12 8] [2 4 6] [14 5 2]
        TextbookNode b = tree.at(1);
        Question window = new Question(1, Question.Type.WINDOW, b);
        Question value = new Question(2, Question.Type.VALUE, b);
        Exercise e = Exercise.of(ExerciseKind.WINDOW, tree, List.of(window, value));
        assertEquals("(3, +∞)", e.answer(window).english());
        Answers answers = new Answers();
        answers.set(window, "3", "+∞");
        answers.set(value, "2");
        assertTrue(e.grade(answers).perfect());
        answers.set(window, " 3 ", "inf");
        assertTrue(e.grade(answers).perfect());

        answers.set(window, "-inf", "+inf");
        answers.set(value, "two");
        Grade g = e.grade(answers);
        assertEquals(0, g.right());
        assertEquals("(-inf, +inf)", g.marks().get(0).given().english());
        assertEquals("b is entered with the window its parent root holds when it tries b: root was entered with "
                + "(−∞, +∞); after a returned 3 it is (3, +∞), so b gets (3, +∞). At a MAX node a child's value raises "
                + "α, at a MIN node it lowers β. Step 9: move loop.", g.marks().get(0).explanation().english());
        assertTrue(g.marks().get(1).explanation().english().startsWith("'two' for value is not a whole number or ∞"));
        assertTrue(g.marks().get(1).explanation().english().endsWith("min(ba 2, bb 4, bc 6) = 2. Step 9: move loop."));
        answers.set(value, "");
        assertTrue(e.grade(answers).marks().get(1).explanation().english().startsWith("No answer for value."));
    }

    @Test
    void theFirstChildOfABestOrderingIsTheBestForTheSideToMove() {
        TextbookTree tree = Examples.MINIMAX.tree();
        Question atRoot = new Question(1, Question.Type.FIRST_CHILD, tree.root());
        Question atC = new Question(2, Question.Type.FIRST_CHILD, tree.at(2));
        Exercise e = Exercise.of(ExerciseKind.ORDER, tree, List.of(atRoot, atC));
        Answers answers = new Answers();
        answers.set(atRoot, "a");
        answers.set(atC, "ca");
        Grade g = e.grade(answers);
        assertTrue(g.marks().get(0).right());
        assertFalse(g.marks().get(1).right());
        assertEquals("cc", g.marks().get(1).expected().english());
        assertTrue(g.marks().get(1).explanation().english().startsWith(
                "At c (MIN) a best ordering searches first the child with the lowest minimax value: ca 14, cb 5, cc 2 → cc."));
    }

    @Test
    void generatedWindowAndOrderExercisesAskAboutNodesTheyCanAnswer() {
        for (long seed = 1; seed <= 10; seed++) {
            Exercise w = Exercise.generate(ExerciseKind.WINDOW, seed);
            assertEquals(List.of(Question.Type.WINDOW, Question.Type.WINDOW, Question.Type.VALUE),
                    w.questions().stream().map(Question::type).toList());
            for (Question q : w.questions()) {
                Answers a = new Answers();
                String right = w.answer(q).english();
                if (q.type() == Question.Type.WINDOW) {
                    String[] parts = right.substring(1, right.length() - 1).split(", ");
                    a.set(q, parts);
                } else {
                    a.set(q, right);
                }
                assertTrue(w.grade(a).of(q).get(0).right(), "seed " + seed + " " + q);
            }
            Exercise o = Exercise.generate(ExerciseKind.ORDER, seed);
            assertEquals(3, o.questions().size());
            long late = o.questions().stream().filter(q -> !o.answer(q).english().equals(
                    org.xqlab.teach.Playback.name(q.node().child(0)))).count();
            assertTrue(late >= 2, "seed " + seed);
        }
    }

    @Test
    void boundsAreReadAsStudentsWriteThem() {
        assertEquals(-TextbookSearch.INFINITY, Exercise.bound("−∞"));
        assertEquals(-TextbookSearch.INFINITY, Exercise.bound("-inf"));
        assertEquals(TextbookSearch.INFINITY, Exercise.bound("∞"));
        assertEquals(TextbookSearch.INFINITY, Exercise.bound("+Infinity"));
        assertEquals(-3, Exercise.bound("−3"));
        assertEquals(12, Exercise.bound("+12"));
        assertThrows(NumberFormatException.class, () -> Exercise.bound("3.5"));
        assertThrows(IllegalArgumentException.class, () -> ExerciseKind.parse("cut"));
    }
}
