package org.xqlab.figure;

import org.junit.jupiter.api.Test;
import org.xqlab.rules.Fen;
import org.xqlab.rules.Move;
import org.xqlab.rules.Notation;
import org.xqlab.search.Scores;
import org.xqlab.trace.Bound;
import org.xqlab.trace.NodeType;
import org.xqlab.trace.SearchTree;
import org.xqlab.trace.Stage;
import org.xqlab.trace.Step;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A tree's frame is what a window draws, and its figure draws exactly that: the frame's items, the frame's
 * labels (in its language, notation and score view), the folds as the layout made them, under the frame's
 * caption — whatever the figure's own options say about caps.
 */
class TreeFrameTest {
    /**
     * From the start: h2e2 (+30, exact), b2e2 cut off by its reply h9g7 with moves left, c3c4 still being
     * searched; then four more root moves, which a cap of 3 children folds into "+N more".
     */
    private static SearchTree search() {
        SearchTree t = new SearchTree(1000);
        t.searchStarted(Fen.START, "pvs", 2);
        t.iterationStarted(2, -Scores.INFINITY, Scores.INFINITY);
        t.nodeEntered(1, -1, 0, 0, 2, -Scores.INFINITY, Scores.INFINITY, NodeType.PV, false, 0);
        t.stageEntered(1, 0, Stage.ROOT, 2);
        t.nodeEntered(2, 1, Move.parseIccs("h2e2"), 1, 1, -Scores.INFINITY, Scores.INFINITY, NodeType.PV, false, 0);
        t.nodeLeft(2, 1, -30, Bound.EXACT, 0, NodeType.PV);
        t.nodeEntered(3, 1, Move.parseIccs("b2e2"), 1, 1, -Scores.INFINITY, -30, NodeType.CUT, false, 0);
        t.stageEntered(3, 1, Stage.GEN_QUIETS, 5);
        t.moveTried(3, 1, Move.parseIccs("h9g7"), Stage.QUIETS, 0, 0);
        t.nodeEntered(4, 3, Move.parseIccs("h9g7"), 2, 0, 30, Scores.INFINITY, NodeType.ALL, false, 0);
        t.nodeLeft(4, 2, -40, Bound.UPPER, 0, NodeType.ALL);
        t.cutoff(3, 1, Move.parseIccs("h9g7"), Stage.QUIETS, 0, 1, 40, -30, Step.BETA_CUTOFF);
        t.nodeLeft(3, 1, 40, Bound.LOWER, Move.parseIccs("h9g7"), NodeType.CUT);
        String[] more = {"b0c2", "h0g2", "g3g4", "c3c4"};
        long id = 5;
        for (String m : more) {
            t.nodeEntered(id, 1, Move.parseIccs(m), 1, 1, -Scores.INFINITY, -30, NodeType.CUT, false, 0);
            if (id < 8) {
                t.nodeLeft(id, 1, 50, Bound.LOWER, 0, NodeType.CUT);
            }
            id++;
        }
        return t; // c3c4 (node 8) is being searched
    }

    private static TreeFrame frame(SearchTree t, Locale locale, int cap) {
        NodeLabels labels = new NodeLabels(() -> locale);
        labels.setNotation(() -> Notation.CHINESE);
        labels.setRoot(Fen.START, t.latestRoot());
        labels.setSearching(true);
        TreeLayout.Options o = new TreeLayout.Options(Set.of(), Set.of(),
                TreeLayout.withAncestors(List.of(t.current())), 64, 1000, cap, 0, 1); // the node searched kept, as on screen
        TreeLayout.Result r = TreeLayout.layout(t.latestRoot(), t.nodesStored(), o, n -> 0,
                (n, ghost, m) -> 10 + labels.label(n, ghost, m).length() * 7);
        return TreeFrame.of(r, labels, t.latestRoot(), t.current(), null).withCaption("Step 3: b2e2 cut off");
    }

    /** The SVG's label of each item group, in drawing order. */
    private static List<String> svgTexts(String svg) {
        List<String> out = new ArrayList<>();
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("<text[^>]*>(.*?)</text>").matcher(svg);
        while (m.find()) {
            out.add(m.group(1));
        }
        return out;
    }

    @Test
    void theFiguresItemsAreTheFramesWithTheFramesLabels() {
        SearchTree t = search();
        TreeFrame f = frame(t, Locale.CHINESE, 3);
        Map<Long, String> labels = f.nodeLabels();
        assertTrue(labels.get(1L).startsWith("根"), labels.get(1L));
        assertTrue(labels.get(2L).startsWith("炮二平五"), "Chinese notation: " + labels.get(2L));
        assertTrue(labels.get(8L).endsWith("（搜索中）"), "the node being searched says so: " + labels.get(8L));
        assertTrue(f.items().stream().anyMatch(it -> it.placed().isMore()), "the cap folds root moves into a '+N more'");

        // a figure whose own options would cap at 2 children and 1 ply still draws exactly the frame
        TreeFigureOptions options = TreeFigureOptions.forSearch().withMaxPly(1).withChinese(false);
        TreeFigure figure = TreeFigure.ofFrame(f, options);
        Map<Long, String> drawn = new HashMap<>();
        int folds = 0;
        for (TreeFigure.Item it : figure.items()) {
            if (it.kind() == TreeFigure.Item.Kind.NODE) {
                drawn.put((Long) it.key(), it.text());
            } else if (it.kind() == TreeFigure.Item.Kind.MORE) {
                folds++;
                assertTrue(it.text().matches("\\+\\d+ 步"), "a fold in the frame's words, written out: " + it.text());
            }
        }
        assertEquals(labels, drawn, "the figure's nodes and labels are the frame's");
        assertEquals(f.items().stream().filter(it -> it.placed().isMore()).count(), folds, "the frame's folds");
        assertEquals(List.of("Step 3: b2e2 cut off"), figure.captionLines(), "the frame's caption under it");
        List<String> texts = svgTexts(figure.svg());
        for (String l : labels.values()) {
            assertTrue(texts.contains(l.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")),
                    "the SVG writes " + l + ": " + texts);
        }
        // TikZ writes the same items in its ASCII form: ICCS moves, English words
        String tikz = figure.tikz();
        assertTrue(tikz.contains("h2e2") && tikz.contains("root") && tikz.contains("(searching)"), tikz);
    }

    @Test
    void theFrameFollowsTheLanguageAndTheNodesState() {
        SearchTree t = search();
        TreeFrame en = frame(t, Locale.ENGLISH, 8);
        assertTrue(en.nodeLabels().get(1L).startsWith("root"), en.nodeLabels().get(1L));
        assertTrue(en.nodeLabels().get(8L).endsWith("(searching)"), en.nodeLabels().get(8L));
        assertEquals(Set.of(1L, 2L, 3L, 4L, 5L, 6L, 7L, 8L), en.nodeIds(), "all drawn with room for 8 children");
        TreeFrame.Item cut = en.items().stream().filter(it -> it.isNode() && it.node().id() == 3L).findFirst().orElseThrow();
        assertTrue(cut.style().contains("cut"), "the node that cut off is styled cut: " + cut.style());
        TreeFrame.Item root = en.items().stream().filter(it -> it.isNode() && it.node().id() == 1L).findFirst().orElseThrow();
        assertTrue(root.best() && root.parentId() == null, "the root heads the best line");
        assertEquals(SearchTree.bestLine(t.latestRoot()).size() + 1, en.items().stream().filter(TreeFrame.Item::best).count(),
                "the best line marked as the search has it");
    }
}
