package org.xqlab.teach.exercise;

import org.junit.jupiter.api.Test;
import org.xqlab.trace.Bound;
import org.xqlab.trace.NodeType;
import org.xqlab.trace.SearchTree;
import org.xqlab.trace.Stage;
import org.xqlab.trace.Step;
import org.xqlab.trace.TreeNode;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class CutPredictionTest {
    /** Root: hash move, 3 generated captures; child 1 no cut, child 4 a quiescence stand-pat; root cut by a capture. */
    private static SearchTree tree(boolean finish) {
        SearchTree l = new SearchTree(100);
        l.searchStarted("f", "c", 1);
        l.iterationStarted(2, -100, 100);
        l.nodeEntered(0, -1, 0, 0, 2, -100, 100, NodeType.PV, false, 1L);
        l.stageEntered(0, 0, Stage.HASH, 1);
        l.moveTried(0, 0, 11, Stage.HASH, 0, 0);
        l.nodeEntered(1, 0, 11, 1, 1, -100, 100, NodeType.PV, false, 2L);
        l.stageEntered(1, 1, Stage.GEN_CAPTURES, 2);
        l.nodeLeft(1, 1, -10, Bound.EXACT, 0, NodeType.PV);
        l.stageEntered(0, 0, Stage.GEN_CAPTURES, 3);
        l.stageEntered(0, 0, Stage.GOOD_CAPTURES, 3);
        l.moveTried(0, 0, 13, Stage.GOOD_CAPTURES, 1, 0);
        l.quiescenceEntered(4, 0, 13, 1, -100, -10, false);
        l.cutoff(4, 1, 0, null, -1, 0, 30, -10, Step.STAND_PAT);
        l.nodeLeft(4, 1, 30, Bound.LOWER, 0, NodeType.CUT);
        if (finish) {
            l.moveTried(0, 0, 12, Stage.GOOD_CAPTURES, 2, 0);
            l.nodeEntered(5, 0, 12, 1, 1, -100, -10, NodeType.CUT, false, 3L);
            l.nodeLeft(5, 1, -150, Bound.UPPER, 0, NodeType.ALL);
            l.cutoff(0, 0, 12, Stage.GOOD_CAPTURES, 2, 2, 150, 100, Step.BETA_CUTOFF);
        }
        return l;
    }

    private static String name(int move) {
        return "m" + move;
    }

    @Test
    void aCutByAMoveIsGradedForTheCutAndTheStage() {
        TreeNode root = tree(true).latestRoot();
        assertTrue(CutPrediction.decided(root));
        Grade right = new CutPrediction(true, Stage.GOOD_CAPTURES).grade(root, CutPredictionTest::name);
        assertTrue(right.perfect());
        assertEquals(2, right.total());
        assertTrue(right.marks().get(0).explanation().english().startsWith("The node cut: its move m12, tried as "
                + "number 3, came from the stage 'good captures (MVV/LVA)' and reached β = 100"),
                right.marks().get(0).explanation().english());
        assertTrue(right.marks().get(0).explanation().english().endsWith("Step 12: β-cutoff."));

        Grade killer = new CutPrediction(true, Stage.KILLER_1).grade(root, CutPredictionTest::name);
        assertTrue(killer.marks().get(0).right());
        assertFalse(killer.marks().get(1).right());
        assertEquals("good captures (MVV/LVA)", killer.marks().get(1).expected().english());
        assertEquals("好的吃子（MVV/LVA）", killer.marks().get(1).expected().chinese());

        Grade none = new CutPrediction(false, null).grade(root, CutPredictionTest::name);
        assertEquals(0, none.right());
        assertEquals("does not cut", none.marks().get(0).given().english());
    }

    @Test
    void aNodeThatCutsBeforeAnyMoveOrNotAtAll() {
        TreeNode root = tree(true).latestRoot();
        TreeNode quiescence = root.children().get(1);
        Grade g = new CutPrediction(true, null).grade(quiescence, CutPredictionTest::name);
        assertTrue(g.perfect(), g.toString());
        assertEquals("The node cut before trying any move. Step 14: quiescence stand pat.",
                g.marks().get(0).explanation().english());
        TreeNode quiet = root.children().get(0);
        Grade wrong = new CutPrediction(true, Stage.HASH).grade(quiet, CutPredictionTest::name);
        assertFalse(wrong.marks().get(0).right());
        assertFalse(wrong.marks().get(1).right());
        assertTrue(wrong.marks().get(0).explanation().english().startsWith(
                "The node did not cut: it tried 0 moves and none reached β = 100; it returned -10 (PV node)."),
                wrong.marks().get(0).explanation().english());
        assertTrue(new CutPrediction(false, null).grade(quiet, CutPredictionTest::name).perfect());
    }

    @Test
    void anOpenNodeCannotBeGradedYet() {
        TreeNode root = tree(false).latestRoot();
        assertFalse(CutPrediction.decided(root));
        assertThrows(IllegalStateException.class,
                () -> new CutPrediction(true, null).grade(root, CutPredictionTest::name));
    }

    @Test
    void stagesAreNamedAndOfferedAsTheConfigurationOrdersMoves() {
        String alphabeta = org.xqlab.search.SearchConfig.preset("alphabeta").diff();
        assertEquals("quiet moves (generation order)", CutPrediction.stageWords(Stage.QUIETS, alphabeta).text(false));
        assertEquals("captures (generation order)", CutPrediction.stageWords(Stage.GOOD_CAPTURES, alphabeta).text(false));
        assertEquals(Stage.QUIETS.english(), CutPrediction.stageWords(Stage.QUIETS, "").text(false));
        assertFalse(CutPrediction.movingStages(alphabeta).contains(Stage.HASH), "no hash move without the table");
        assertFalse(CutPrediction.movingStages(alphabeta).contains(Stage.KILLER_1), "killers=0");
        assertTrue(CutPrediction.movingStages(alphabeta).contains(Stage.QUIETS));
        assertEquals(CutPrediction.movingStages(), CutPrediction.movingStages(""), "the full search has every stage");
        assertEquals(java.util.List.of(Stage.KILLER_1), CutPrediction.movingStages("killers=1").stream()
                .filter(s -> s == Stage.KILLER_1 || s == Stage.KILLER_2).toList());
    }
}
