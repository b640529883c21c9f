package org.xqlab.figure;

import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;
import org.xqlab.teach.Algorithm;
import org.xqlab.teach.Examples;
import org.xqlab.teach.TextbookTree;

import javax.xml.parsers.DocumentBuilderFactory;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Textbook trees as figures: values, cuts and pruned leaves as alpha-beta finds them (R&amp;N Fig. 5.5),
 * one SVG text per item, what the label options show, folds, the TikZ source, and no overlapping boxes.
 */
class TreeFigureTest {

    static Document parse(String svg) throws Exception {
        DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
        f.setNamespaceAware(false);
        return f.newDocumentBuilder().parse(new ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8)));
    }

    /** The text of each {@code <g class="node">}, in order; fails unless each holds exactly one {@code <text>}. */
    static List<String> nodeLabels(Document d) {
        List<String> out = new ArrayList<>();
        NodeList groups = d.getElementsByTagName("g");
        for (int i = 0; i < groups.getLength(); i++) {
            Element g = (Element) groups.item(i);
            if ("node".equals(g.getAttribute("class"))) {
                NodeList texts = g.getElementsByTagName("text");
                assertEquals(1, texts.getLength(), "one text in node group " + g.getAttribute("id"));
                out.add(texts.item(0).getTextContent());
            }
        }
        return out;
    }

    private static TreeFigure.Item byText(TreeFigure f, String start) {
        return f.items().stream().filter(i -> i.text().startsWith(start + " ")).findFirst().orElseThrow();
    }

    @Test
    void alphaBetaOnTheTextbookTreeMarksItsCutsAndPrunedLeaves() {
        TreeFigure f = TreeFigure.ofTextbook(Examples.MINIMAX.tree(), Algorithm.ALPHA_BETA,
                TreeFigureOptions.forTextbook());
        assertEquals(13, f.items().size());
        assertEquals("root 3", f.root().text());
        assertTrue(f.root().isBest());
        assertTrue(byText(f, "a").isBest());
        assertTrue(byText(f, "b").isCut(), "b is cut by its first leaf 2 ≤ α 3");
        assertEquals("b ≤3", byText(f, "b").text());
        assertTrue(byText(f, "bb").isPruned());
        assertTrue(byText(f, "bc").isPruned());
        assertFalse(byText(f, "ba").isPruned());
        assertFalse(byText(f, "cc").isPruned(), "c's last leaf is searched: its cut prunes nothing");
        assertEquals(2, f.items().stream().filter(TreeFigure.Item::isPruned).count());
    }

    @Test
    void minimaxPrunesNothing() {
        TreeFigure f = TreeFigure.ofTextbook(Examples.MINIMAX.tree(), Algorithm.MINIMAX, TreeFigureOptions.forTextbook());
        assertEquals(0, f.items().stream().filter(TreeFigure.Item::isPruned).count());
        assertEquals("b 2", byText(f, "b").text());
    }

    @Test
    void theSvgHasOneTextLabelPerItemAndNothingElse() throws Exception {
        TreeFigure f = TreeFigure.ofTextbook(Examples.BOTH_CUTOFFS.tree(), Algorithm.ALPHA_BETA,
                TreeFigureOptions.forTextbook().withLabels(TreeLabel.parse("all")));
        Document d = parse(f.svg());
        List<String> labels = nodeLabels(d);
        assertEquals(f.items().size(), labels.size());
        assertEquals(f.items().size(), d.getElementsByTagName("text").getLength());
        for (int i = 0; i < labels.size(); i++) {
            assertEquals(f.items().get(i).text(), labels.get(i));
        }
        assertTrue(labels.get(0).matches(".*\\([−-]∞, \\+∞\\).*"), labels.get(0));
    }

    @Test
    void anExerciseSheetShowsTheLeavesAndNoResults() {
        TreeFigure f = TreeFigure.ofTextbook(Examples.MINIMAX.tree(), Algorithm.ALPHA_BETA,
                TreeFigureOptions.forTextbook().withLabels(EnumSet.of(TreeLabel.MOVE, TreeLabel.LEAF)));
        assertEquals("root", f.root().text());
        assertEquals("b", byTextExact(f, "b").text());
        assertEquals("bb 4", byText(f, "bb").text());
        assertFalse(f.svg().contains("≤"), "no computed values on an exercise sheet");
    }

    private static TreeFigure.Item byTextExact(TreeFigure f, String text) {
        return f.items().stream().filter(i -> i.text().equals(text)).findFirst().orElseThrow();
    }

    @Test
    void childrenBeyondTheLimitFoldIntoOneMoreItemAndPlyLimitsDepth() {
        TextbookTree worst = Examples.WORST_ORDER.tree();
        TreeFigure f = TreeFigure.ofTextbook(worst, Algorithm.ALPHA_BETA,
                TreeFigureOptions.forTextbook().withMaxChildren(1).withMaxPly(1));
        // root, its first child, its best child (last in the worst order: kept beyond the limit), "+1 more"
        assertEquals(4, f.items().size());
        assertTrue(f.root().children().get(1).isBest());
        TreeFigure.Item more = f.root().children().get(2);
        assertEquals(TreeFigure.Item.Kind.MORE, more.kind());
        assertEquals(1, more.count());
        assertEquals("+1 more", more.text());
        TreeFigure zh = TreeFigure.ofTextbook(worst, Algorithm.ALPHA_BETA,
                TreeFigureOptions.forTextbook().withMaxChildren(1).withMaxPly(1).withChinese(true));
        assertEquals("另 1 个", zh.root().children().get(2).text());
        assertEquals("根", zh.root().text().split(" ")[0]);
        TreeFigure capped = TreeFigure.ofTextbook(worst, Algorithm.ALPHA_BETA, TreeFigureOptions.forTextbook().withMaxNodes(5));
        assertEquals(5, capped.nodeCount());
    }

    @Test
    void boxesOfOneLevelNeverOverlapAndParentsSitAboveTheirChildren() {
        TreeFigure f = TreeFigure.ofTextbook(Examples.WORST_ORDER.tree(), Algorithm.ALPHA_BETA,
                TreeFigureOptions.forTextbook().withLabels(TreeLabel.parse("all")));
        List<TreeFigure.Item> items = f.items();
        for (TreeFigure.Item a : items) {
            assertTrue(a.x() - a.width() / 2 >= 0 && a.x() + a.width() / 2 <= f.width(), "inside the figure");
            for (TreeFigure.Item b : items) {
                if (a != b && a.level() == b.level()) {
                    double gap = Math.abs(a.x() - b.x()) - (a.width() + b.width()) / 2;
                    assertTrue(gap >= 0, a.text() + " overlaps " + b.text());
                }
            }
            if (!a.children().isEmpty()) {
                assertTrue(a.x() >= a.children().get(0).x() && a.x() <= a.children().get(a.children().size() - 1).x());
            }
        }
    }

    @Test
    void thePngIsDrawnAtTheScaleAsked() {
        TreeFigure f = TreeFigure.ofTextbook(Examples.ALPHA_CUTOFF.tree(), Algorithm.ALPHA_BETA,
                TreeFigureOptions.forTextbook());
        BufferedImage img = f.png(2);
        assertEquals(f.width() * 2, img.getWidth());
        assertEquals(f.height() * 2, img.getHeight());
        // the root's box is drawn (its border is not the white background) at its centre top
        TreeFigure.Item root = f.root();
        int border = img.getRGB((int) (root.x() * 2), (int) (root.y() * 2 + 1)) & 0xffffff;
        assertTrue(border != 0xffffff, "root box border drawn");
    }

    @Test
    void theTikzIsAForestTreeWithTheMarksAsStyles() {
        TreeFigure f = TreeFigure.ofTextbook(Examples.MINIMAX.tree(), Algorithm.ALPHA_BETA,
                TreeFigureOptions.forTextbook().withLabels(TreeLabel.parse("all")));
        String tex = f.tikz();
        assertTrue(tex.contains("\\documentclass[border=6pt]{standalone}"));
        assertTrue(tex.contains("\\begin{forest}"));
        assertTrue(tex.contains("$(-\\infty, +\\infty)$"), "windows in math");
        assertTrue(tex.contains("$\\leq 3$"), "b ≤ 3");
        assertEquals(2, count(tex, ", pruned, cutedge"), tex);
        assertEquals(f.items().size(), count(tex, "[{"), "one bracket node per item");
        assertFalse(tex.chars().anyMatch(c -> c > 127), "plain pdflatex: ASCII only");
    }

    @Test
    void badOptionsAreRefusedWithTheReason() {
        assertThrows(FigureException.class, () -> TreeFigureOptions.forSearch().withMaxNodes(0));
        FigureException e = assertThrows(FigureException.class, () -> TreeLabel.parse("move,colour"));
        assertTrue(e.getMessage().contains("colour"));
    }

    static int count(String s, String part) {
        int n = 0;
        for (int i = s.indexOf(part); i >= 0; i = s.indexOf(part, i + 1)) {
            n++;
        }
        return n;
    }
}
