package org.xqlab.teach.exercise;

import org.junit.jupiter.api.Test;
import org.xqlab.rules.Fen;
import org.xqlab.search.Bench;
import org.xqlab.search.IccsMoveCodec;
import org.xqlab.search.SearchConfig;
import org.xqlab.search.SearchLimits;
import org.xqlab.search.Searcher;
import org.xqlab.teach.Algorithm;
import org.xqlab.teach.Examples;
import org.xqlab.teach.Playback;
import org.xqlab.teach.SearchTreeImport;
import org.xqlab.teach.TextbookNode;
import org.xqlab.teach.TextbookSearch;
import org.xqlab.teach.TextbookTree;
import org.xqlab.trace.SearchTree;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Per-answer checking and the running score, without a window. */
class PracticeTest {

    private static Question question(Exercise e, Question.Type type, TextbookNode n) {
        return e.questions().stream().filter(q -> q.type() == type && q.node() == n).findFirst().orElseThrow();
    }

    @Test
    void eachAnswerIsCheckedAsItIsMadeAndTheScoreRuns() {
        TextbookTree tree = Examples.MINIMAX.tree(); // R&N Fig. 5.2: [3 12 8] [2 4 6] [14 5 2]
        Exercise e = Exercise.onTree(ExerciseKind.WALK, tree);
        TextbookTree t = e.tree();
        Practice p = new Practice(e);
        // windows of a, b, c; returns of root, a, b, c; and the pruned branches b→bb, b→bc
        assertEquals(3 + 4 + 2, p.items());
        assertEquals(List.of(t.at(1, 1), t.at(1, 2)), e.walk().prunedBranches());

        Question windowB = question(e, Question.Type.WINDOW, t.at(1));
        Practice.Verdict w = p.answer(windowB, "3", "+inf");
        assertTrue(w.right());
        assertEquals("Enter b (MIN) with window (3, +∞)", w.reason().english());
        assertEquals("进入 b（MIN），窗口 (3, +∞)", w.reason().chinese());
        assertEquals("✔ " + windowB.number() + ". (α, β) b: (3, +inf) — Enter b (MIN) with window (3, +∞)", w.line(false));
        assertEquals(1, p.right());
        assertEquals(1, p.solved());

        Question returnsB = question(e, Question.Type.RETURNS, t.at(1));
        Practice.Verdict v = p.answer(returnsB, "2"); // fail-hard returns the bound α = 3, not the leaf's 2
        assertFalse(v.right());
        assertEquals("b returns ≤ 3", v.reason().english());
        assertTrue(v.mark().explanation().english().contains("α-cutoff: 2 ≤ α 3: fail-hard alpha-beta stops"),
                v.mark().explanation().english());
        assertEquals(1, p.wrong());
        assertFalse(p.isSolved(returnsB));
        assertFalse(p.answer(returnsB, "≥ 3").right(), "the wrong bound");
        assertTrue(p.answer(returnsB, "<= 3").right());
        assertTrue(p.answer(returnsB, "3").right(), "the number without its bound sign is taken");
        assertEquals(3, p.right());
        assertEquals(2, p.wrong());
        assertEquals(2, p.solved());

        Practice.Verdict cut = p.mark(t.at(1, 1));
        assertTrue(cut.right());
        assertEquals("pruned at b, α-cutoff: 2 ≤ α 3", cut.reason().english());
        assertEquals("在 b 被剪掉，α截断：2 ≤ α 3", cut.reason().chinese());
        assertTrue(p.answers().isMarked(t.at(1, 1)));
        Practice.Verdict searched = p.mark(t.at(0, 1));
        assertFalse(searched.right());
        assertEquals("searched, no cut at a before ab", searched.reason().english());
        assertFalse(p.answers().isMarked(t.at(0, 1)), "a wrong mark does not stay on the tree");
        assertEquals(3, p.solved());
        assertNull(p.mark(t.at(1, 1)), "taking a mark away is no answer");
        assertEquals(2, p.solved());
        assertEquals(4, p.right());
        assertEquals(3, p.wrong());
        assertFalse(p.finished());

        // everything else, right: the exercise is finished
        p.mark(t.at(1, 1));
        p.mark(t.at(1, 2));
        p.answer(question(e, Question.Type.WINDOW, t.at(0)), "-inf", "+inf");
        p.answer(question(e, Question.Type.WINDOW, t.at(2)), "3", "∞");
        p.answer(question(e, Question.Type.RETURNS, t.root()), "3");
        p.answer(question(e, Question.Type.RETURNS, t.at(0)), "3");
        p.answer(question(e, Question.Type.RETURNS, t.at(2)), "≤ 3");
        // every item right, but the wrong mark on a→ab still stands on the tree: not finished, and graded wrong
        assertEquals(p.items(), p.solved());
        assertFalse(p.finished(), "a wrong mark still standing: not all solved");
        Grade withWrong = e.grade(p.onTree());
        assertFalse(withWrong.perfect(), "the grade agrees with the ✘ on a→ab");
        assertEquals(1, withWrong.marks().stream().filter(m -> !m.right()).count());
        assertNull(p.mark(t.at(0, 1)), "a second click takes the wrong mark's ✘ away: no answer");
        assertEquals(3, p.wrong());
        assertTrue(p.finished(), p.history().stream().map(x -> x.line(false)).toList().toString());
        assertTrue(e.grade(p.onTree()).perfect(), "nothing wrong stands on the tree");
        assertEquals(p.items(), p.solved());
        assertEquals(3, p.wrong());
        assertTrue(e.grade(p.answers()).perfect(), "the answers as they stand grade all right");
    }

    @Test
    void aNodeNeverEnteredIsAskedAboutTooAndAnsweredWithX() {
        TextbookTree tree = Examples.BOTH_CUTOFFS.tree();
        Exercise e = Exercise.onTree(ExerciseKind.WALK, tree);
        TextbookNode bb = e.tree().at(1, 1);
        assertFalse(e.walk().visited(bb));
        Question window = question(e, Question.Type.WINDOW, bb);
        Question returns = question(e, Question.Type.RETURNS, bb);
        assertEquals("With which window (α, β) is node bb entered? (x if it is never entered)",
                window.prompt(ExerciseKind.WALK).english());
        assertEquals("x (never entered)", e.answer(window).english());
        Practice p = new Practice(e);
        Practice.Verdict wrong = p.answer(window, "5", "+inf");
        assertFalse(wrong.right());
        assertTrue(wrong.reason().english().startsWith("bb is never entered: pruned at b, α-cutoff: "), wrong.reason().english());
        assertTrue(wrong.mark().explanation().english().contains("Branch b→bb is pruned"), wrong.mark().explanation().english());
        assertTrue(p.answer(window, "x", "").right());
        assertTrue(p.answer(returns, "剪掉").right());
        Question entered = question(e, Question.Type.RETURNS, e.tree().at(0));
        assertFalse(p.answer(entered, "x").right(), "a node that is entered is not answered with x");
        assertTrue(e.grade(p.answers()).of(window).get(0).right());
    }

    @Test
    void reasonsAreTheClassroomCaptionsOfTheSameStep() {
        for (long seed = 1; seed <= 6; seed++) {
            Exercise e = Exercise.generate(ExerciseKind.WALK, seed, 3, 4);
            Set<String> captions = new HashSet<>();
            Playback play = Playback.record(e.tree(), new TextbookSearch(Algorithm.ALPHA_BETA));
            while (play.stepForward()) {
                captions.add(play.caption(false));
                captions.add(play.caption(true));
            }
            for (Question q : e.questions()) {
                if ((q.type() == Question.Type.WINDOW || q.type() == Question.Type.RETURNS) && e.walk().visited(q.node())) {
                    for (boolean zh : new boolean[] {false, true}) {
                        String reason = e.reason(q).text(zh); // both name the root 根 in Chinese
                        assertTrue(captions.contains(reason), "seed " + seed + ": '" + reason + "' is no caption");
                    }
                }
            }
            for (TextbookNode x : e.walk().prunedBranches()) {
                String reason = e.branchReason(x).english();
                assertTrue(captions.contains(reason.substring(reason.indexOf(", ") + 2)), reason);
            }
        }
    }

    @Test
    void everyKindDepthAndBranchingMakesAnExerciseThatFits() {
        for (ExerciseKind kind : ExerciseKind.values()) {
            for (int d = Exercise.MIN_SIZE; d <= Exercise.MAX_SIZE; d++) {
                for (int b = Exercise.MIN_SIZE; b <= Exercise.MAX_SIZE; b++) {
                    Set<String> trees = new HashSet<>();
                    for (long seed = 1; seed <= 6; seed++) {
                        Exercise e = Exercise.generate(kind, seed, d, b);
                        String what = kind + " d" + d + " b" + b + " seed " + seed;
                        assertEquals(e.tree().toString(), Exercise.generate(kind, seed, d, b).tree().toString(), what);
                        assertEquals(d, e.tree().height(), what);
                        assertTrue(e.tree().leaves().size() <= ExerciseMaker.WIDE_LEAVES, what);
                        for (TextbookNode n : e.tree().nodes()) {
                            assertTrue(n.isLeaf() ? n.ply() == d : n.childCount() >= 2 && n.childCount() <= b, what);
                        }
                        assertFalse(e.questions().isEmpty(), what);
                        trees.add(e.tree().toString());
                    }
                    assertTrue(trees.size() >= 4 || d == 2 && b == 2, kind + " d" + d + " b" + b + ": " + trees.size());
                }
            }
        }
        // the branching shows: some depth-4 trees of branching 4 have a node with 4 children
        boolean four = false;
        for (long seed = 1; seed <= 20 && !four; seed++) {
            four = Exercise.generate(ExerciseKind.PRUNE, seed, 4, 4).tree().nodes().stream()
                    .anyMatch(n -> n.childCount() == 4);
        }
        assertTrue(four);
    }

    @Test
    void theFirstSizeIsTheExerciseItAlwaysWas() {
        for (ExerciseKind kind : List.of(ExerciseKind.PRUNE, ExerciseKind.WINDOW, ExerciseKind.ORDER)) {
            Exercise e = Exercise.generate(kind, 42);
            assertEquals(e.tree().toString(), Exercise.generate(kind, 42, 3, 3).tree().toString());
            assertTrue(e.defaultSize());
            assertEquals("exercise-" + kind.token() + "-42", ExerciseSheet.baseName(e));
        }
        assertEquals("exercise-walk-7-d4b2", ExerciseSheet.baseName(Exercise.generate(ExerciseKind.WALK, 7, 4, 2)));
    }

    @Test
    void oneWrongMarkAmongTheRightOnesIsNotAllSolved() {
        Exercise e = Exercise.generate(ExerciseKind.PRUNE, 42);
        Practice p = new Practice(e);
        for (TextbookNode x : e.walk().prunedBranches()) {
            assertTrue(p.mark(x).right());
        }
        assertTrue(p.finished());
        TextbookNode searched = e.tree().nodes().stream()
                .filter(n -> n.parent() != null && !e.walk().prunedBranches().contains(n)).findFirst().orElseThrow();
        assertFalse(p.mark(searched).right());
        assertEquals(p.items(), p.solved(), "every pruned branch is still marked");
        assertFalse(p.finished(), "one wrong mark: not all solved");
        Grade g = e.grade(p.onTree());
        assertFalse(g.perfect(), "the grade agrees with every mark on the tree");
        assertEquals(p.items() + 1, g.marks().size(), "each pruned branch and the wrong mark");
        assertNull(p.mark(searched));
        assertTrue(p.finished());
    }

    @Test
    void badSizesAreRefusedNamingWhat() {
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Exercise.generate(ExerciseKind.PRUNE, 1, 5, 3))
                .getMessage().startsWith("depth must be 2..4"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Exercise.generate(ExerciseKind.PRUNE, 1, 3, 1))
                .getMessage().startsWith("branching must be 2..4"));
        Exercise e = Exercise.generate(ExerciseKind.ORDER, 3);
        assertThrows(IllegalArgumentException.class, () -> new Practice(e).mark(e.tree().at(0)),
                "an exercise without a pruning question takes no marks");
    }

    @Test
    void anExerciseOnTheFirstPliesOfARealSearch() {
        SearchTree captured = new SearchTree(1_000_000);
        new Searcher(SearchConfig.defaults()).search(Fen.parse(Bench.POSITIONS.get(0)), SearchLimits.depth(3), captured);
        TextbookTree made = SearchTreeImport.fromSearch(captured, 2, 3, IccsMoveCodec.INSTANCE, "start position");
        for (ExerciseKind kind : ExerciseKind.values()) {
            Exercise e = Exercise.onTree(kind, made);
            assertFalse(e.generated());
            assertFalse(e.questions().isEmpty(), kind.token());
            assertEquals("exercise-" + kind.token() + "-tree", ExerciseSheet.baseName(e));
            Practice p = new Practice(e);
            for (Question q : e.questions()) {
                if (q.type() == Question.Type.PRUNED_BRANCHES) {
                    for (TextbookNode x : e.walk().prunedBranches()) {
                        assertTrue(p.mark(x).right());
                    }
                } else if (q.type() == Question.Type.WINDOW) {
                    String[] ab = e.answer(q).english().replaceAll("[()]", "").split(", ");
                    assertTrue(p.answer(q, ab).right(), e.answer(q).english());
                } else {
                    assertTrue(p.answer(q, e.answer(q).english()).right(), q + " " + e.answer(q).english());
                }
            }
            assertTrue(p.finished(), kind.token());
            // the nodes are named by their moves (ICCS), as the analysis window labels them
            assertTrue(Playback.name(e.tree().at(0)).matches("[a-i][0-9][a-i][0-9]"), Playback.name(e.tree().at(0)));
        }
        TextbookTree flat = new TextbookTree("flat", true, TextbookNode.inner(TextbookNode.leaf(1), TextbookNode.leaf(2)));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Exercise.onTree(ExerciseKind.PRUNE, flat))
                .getMessage().contains("depth 2 or more"));
    }
}
