package org.xqlab.figure;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.xqlab.rules.Fen;
import org.xqlab.rules.Move;
import org.xqlab.search.Scores;
import org.xqlab.trace.Bound;
import org.xqlab.trace.NodeType;
import org.xqlab.trace.SearchTree;
import org.xqlab.trace.TreeNode;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * An exported figure writes an open node and a win by the repetition rules as the analysis window does:
 * in words, in the figure's language ("(searching)" / （搜索中）, "rule win 3" / 判胜3), never "…" (drawn
 * "···" by a CJK font) or "?", and never the bare number a rule win is scored with. Read from the SVG
 * file the export writes.
 */
class NodeWordsLabelTest {
    @TempDir
    Path temp;
    private final Path dir = System.getProperty("figure.out") == null ? null : Path.of(System.getProperty("figure.out"));

    private Path out() {
        return dir != null ? dir : temp;
    }

    /**
     * Red's h2e2 (Black then loses by the rules in 3 plies: stored from Black's view) is finished; b2e2 is
     * open. {@code rootLeft}: the search has finished its root, so b2e2 was left unfinished.
     */
    private static TreeNode search(boolean rootLeft) {
        SearchTree t = new SearchTree(1000);
        t.searchStarted(Fen.START, "pvs", 2);
        t.iterationStarted(2, -Scores.INFINITY, Scores.INFINITY);
        t.nodeEntered(1, -1, 0, 0, 2, -Scores.INFINITY, Scores.INFINITY, NodeType.PV, false, 0);
        t.nodeEntered(2, 1, Move.parseIccs("h2e2"), 1, 1, -Scores.INFINITY, Scores.INFINITY, NodeType.PV, false, 0);
        t.nodeLeft(2, 1, -(Scores.BAN - 3), Bound.EXACT, 0, NodeType.PV);
        t.nodeEntered(3, 1, Move.parseIccs("b2e2"), 1, 1, -Scores.INFINITY, Scores.BAN - 3, NodeType.CUT, false, 0);
        if (rootLeft) {
            t.nodeLeft(1, 0, Scores.BAN - 3, Bound.EXACT, Move.parseIccs("h2e2"), NodeType.PV);
        }
        return t.latestRoot();
    }

    private String svg(TreeNode root, boolean chinese) throws Exception {
        TreeFigureOptions o = TreeFigureOptions.forSearch().withChinese(chinese).withPerspective(ScorePerspective.RED);
        Path file = out().resolve((chinese ? "zh" : "en") + ".svg");
        Figures.write(TreeFigure.ofSearch(root, Fen.START, o), FigureFormat.SVG, 1, file);
        Figures.write(TreeFigure.ofSearch(root, Fen.START, o), FigureFormat.PNG, 2, out().resolve((chinese ? "zh" : "en") + ".png"));
        return Files.readString(file);
    }

    @Test
    void anOpenNodeIsWrittenInWordsInTheFiguresLanguage() throws Exception {
        String zh = svg(search(false), true);
        assertTrue(zh.contains("h2e2"), zh);
        assertTrue(zh.contains("（搜索中）"), zh);
        assertFalse(zh.contains("…") || zh.contains("···") || zh.contains(">?<") || zh.contains(" ?"), zh);
        assertFalse(zh.contains(" （"), "no space before a full-width bracket: " + zh);
        String en = svg(search(false), false);
        assertTrue(en.contains("(searching)"), en);
        assertTrue(svg(search(true), false).contains("(unfinished)"), "the search ended without the node");
        assertTrue(svg(search(true), true).contains("（未完成）"));
    }

    @Test
    void aRuleWinIsWrittenAsAShortWordInTheViewsSign() throws Exception {
        String en = svg(search(true), false);
        assertTrue(en.contains("rule win 3"), en);
        assertFalse(en.contains(Integer.toString(Scores.BAN - 3)), "no bare number for a rule win: " + en);
        String zh = svg(search(true), true);
        assertTrue(zh.contains("判胜3"), zh);
        assertFalse(zh.contains(Integer.toString(Scores.BAN - 3)), zh);
        // seen from the side to move at each node, Black's h2e2 node is a rule loss
        TreeFigureOptions negamax = TreeFigureOptions.forSearch().withPerspective(ScorePerspective.NEGAMAX);
        Path file = out().resolve("negamax.svg");
        Figures.write(TreeFigure.ofSearch(search(true), Fen.START, negamax), FigureFormat.SVG, 1, file);
        assertTrue(Files.readString(file).contains("rule loss 3"));
    }

    @Test
    void ruleScoresBoundsAndMatesReadAsWordsAndMarks() {
        assertEquals("rule win 3", NodeText.score(Scores.BAN - 3, null));
        assertEquals("≤rule loss 2", NodeText.score(-(Scores.BAN - 2), Bound.UPPER));
        assertEquals("≥判胜1", NodeText.score(Scores.BAN - 1, Bound.LOWER, true));
        assertEquals("杀2", NodeText.score(Scores.MATE - 3, null, true));
        assertEquals("≥被杀1", NodeText.score(-(Scores.MATE - 2), Bound.LOWER, true));
        assertEquals("M2", NodeText.score(Scores.MATE - 3, null, false));
        assertEquals("+35", NodeText.score(35, null, true));
        assertEquals("rule win in 1 ply (perpetual check/chase)", NodeText.ruleWords(Scores.BAN - 1, false));
        assertNull(NodeText.ruleWords(120, true));
        assertEquals("e1f3 R（搜索中）", NodeText.label("e1f3", org.xqlab.trace.Stage.ROOT, NodeText.open(true, true)));
        assertEquals("e1f3 R (searching)", NodeText.label("e1f3", org.xqlab.trace.Stage.ROOT, NodeText.open(true, false)));
    }

    @Test
    void gifCaptionsWriteARuleWinInWordsInTheirLanguage() {
        java.util.function.Consumer<org.xqlab.trace.SearchListener> events = l -> {
            l.searchStarted(Fen.START, "pvs", 1);
            l.iterationStarted(1, -Scores.INFINITY, Scores.INFINITY);
            l.nodeEntered(1, -1, 0, 0, 1, -Scores.INFINITY, Scores.INFINITY, NodeType.PV, false, 0);
            l.nodeEntered(2, 1, Move.parseIccs("h2e2"), 1, 0, -Scores.INFINITY, Scores.INFINITY, NodeType.PV, false, 0);
            l.nodeLeft(2, 1, -(Scores.BAN - 3), Bound.EXACT, 0, NodeType.PV);
            l.nodeLeft(1, 0, Scores.BAN - 3, Bound.EXACT, Move.parseIccs("h2e2"), NodeType.PV);
            l.iterationFinished(1, Scores.BAN - 3, new int[] {Move.parseIccs("h2e2")}, 1, 2, 1);
            l.searchFinished(Move.parseIccs("h2e2"), Scores.BAN - 3, 1, 2, 1);
        };
        TreeFigureOptions o = TreeFigureOptions.forSearch().withPerspective(ScorePerspective.RED);
        for (TreeAnimation.Every every : TreeAnimation.Every.values()) {
            String en = String.join("\n", TreeAnimation.ofEvents(events, o, every, 50).captions());
            assertTrue(en.contains("rule win 3"), every + ": " + en);
            assertFalse(en.contains(Integer.toString(Scores.BAN - 3)), en);
        }
        String zh = String.join("\n", TreeAnimation.ofEvents(events, o.withChinese(true), TreeAnimation.Every.NODE, 50).captions());
        assertTrue(zh.contains("完成：分数 判胜3"), zh);
    }
}
