package org.xqlab.ui.analysis;

import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import static org.xqlab.ui.analysis.GuideLessonTest.fullSpeed;
import static org.xqlab.ui.analysis.GuideLessonTest.preset;
import static org.xqlab.ui.analysis.GuideLessonTest.select;
import static org.xqlab.ui.analysis.GuideLessonTest.slowest;
import static org.xqlab.ui.analysis.GuideLessonTest.status;
import static org.xqlab.ui.analysis.GuideLessonTest.teachingPosition;
import static org.xqlab.ui.analysis.GuideLessonTest.waitFor;
import org.junit.jupiter.api.extension.ExtendWith;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.chrome.ChromeDriver;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.xqlab.analysis.MoveText;
import org.xqlab.analysis.Words;
import org.xqlab.figure.FigureFormat;
import org.xqlab.figure.NodeText;
import org.xqlab.figure.TreeFigure;
import org.xqlab.figure.TreeLayout;
import org.xqlab.rules.Notation;
import org.xqlab.trace.TreeNode;
import org.xqlab.ui.AppPreferences;
import org.xqlab.ui.UiTestSupport;
import org.xqlab.ui.play.MainWindow;
import org.xqlab.web.Browser;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * docs/guide.md's lesson walked in the real windows at 1024×768 with Chinese notation, and at each of its
 * moments (steps by node and by cutoff, after Esc, at the end, stepped back) the three drawings of the moment
 * compared: the screen's tree (its frame, and what GraphStream draws of it), the SVG that Export ▸ Search tree
 * writes, and the page that Export ▸ Web page writes, opened in a real chromium at the step it opens at. The
 * screen draws its frame's nodes with the frame's labels (where there is room); the SVG has exactly the frame's
 * nodes, every one with the frame's label; every node the screen labels is on the page, with the same move and
 * the same score or state.
 */
@ExtendWith(ApplicationExtension.class)
class LessonFramesAgreeTest {
    /** The start of an item's group in JFreeSVG's output ({@code <g id='item3' class='node'>}). */
    private static final Pattern SVG_ITEM = Pattern.compile("<g id=['\"]item(\\d+)['\"] class=['\"]node['\"]>");
    private static final Pattern SVG_TEXT = Pattern.compile("<text[^>]*>(.*?)</text>", Pattern.DOTALL);
    /** The page's visible tree nodes: path of moves from the root (English names), name, value. */
    private static final String PAGE_NODES = String.join("\n",
            "var D = window.XQLAB_DATA, out = [];",
            "document.querySelectorAll('#tree g[data-i]').forEach(function (g) {",
            "  var i = Number(g.getAttribute('data-i')), n = D.nodes[i];",
            "  if (/(^| )s-h( |$)/.test(g.getAttribute('class')) || n.f) { return; }",
            "  var path = [];",
            "  for (var k = i; D.nodes[k].p >= 0; k = D.nodes[k].p) {",
            "    var m = D.nodes[k].m; path.unshift(Array.isArray(m) ? m[0] : m);",
            "  }",
            "  out.push(path.join('|') + '\\t' + g.querySelector('text.name').textContent + '\\t'",
            "      + g.querySelector('text.val').textContent);",
            "});",
            "return out;");

    private static ChromeDriver browser;
    private static Path dir;

    private Stage stage;
    private AppPreferences prefs;
    private AnalysisWindow analysis;
    private AnalysisPanel panel;
    private final List<String> moments = new ArrayList<>();

    @BeforeAll
    static void openBrowser() throws Exception {
        browser = Browser.open(1024, 768, false);
        dir = Files.createTempDirectory("xqlab-frames-");
    }

    @AfterAll
    static void closeBrowser() {
        if (browser != null) {
            browser.quit();
        }
    }

    @Start
    void start(Stage stage) {
        this.stage = stage;
        prefs = UiTestSupport.freshPreferences();
        MainWindow window = new MainWindow(prefs);
        window.attach(stage);
        window.game().notationProperty().set(Notation.CHINESE); // the guide's preparation
        stage.show();
        analysis = AnalysisWindowTest.openAt(window, 1024, 768);
        panel = analysis.panel();
    }

    @AfterEach
    void close(FxRobot robot) throws Exception {
        robot.interact(() -> analysis.stage().hide());
        UiTestSupport.close(robot, stage, prefs);
    }

    @Test
    void theScreenTheExportedSvgAndTheWebPageShowTheSameTreeAtEveryMomentOfTheLesson(FxRobot robot) throws Exception {
        // 1. minimax by hand: a quiet endgame, depth 2, stepped node by node, then Esc, then to the end
        teachingPosition(robot, panel, "prune");
        preset(robot, panel, "minimax");
        robot.interact(() -> panel.views().controls().setDepth(2));
        slowest(robot);
        select(robot, "step-kind", "node");
        robot.clickOn("#analysis-status");
        for (int i = 1; i <= 7; i++) {
            stepForward(robot);
            compare(robot, "minimax, node step " + i);
        }
        robot.press(KeyCode.ESCAPE).release(KeyCode.ESCAPE);
        waitFor(20, () -> !panel.viewModel().isRunning() && panel.viewModel().lastResult() != null);
        compare(robot, "minimax, after Esc");
        runToTheEnd(robot);
        compare(robot, "minimax, at the end");

        // 2. the cutoff idea: alphabeta without quiescence and mate-distance pruning, → from cutoff to cutoff
        preset(robot, panel, "alphabeta");
        robot.interact(() -> {
            assertTrue(panel.views().config().set("quiescence", "false"));
            assertTrue(panel.views().config().set("matedistance", "false"));
        });
        slowest(robot);
        select(robot, "step-kind", "cutoff");
        robot.clickOn("#analysis-status");
        for (int i = 1; i <= 5 && stepForward(robot); i++) {
            compare(robot, "alphabeta, cutoff step " + i);
        }
        stepBack(robot);
        compare(robot, "alphabeta, stepped back");
        runToTheEnd(robot);
        compare(robot, "alphabeta, at the end");

        // 3. killers: rook against one advisor, pvs at depth 3, by cutoff, back twice, on to the end
        teachingPosition(robot, panel, "rookadvisor");
        preset(robot, panel, "pvs");
        robot.interact(() -> panel.views().controls().setDepth(3));
        slowest(robot);
        select(robot, "step-kind", "cutoff");
        robot.clickOn("#analysis-status");
        for (int i = 1; i <= 5 && stepForward(robot); i++) {
            compare(robot, "pvs, cutoff step " + i);
        }
        for (int i = 1; i <= 2; i++) {
            stepBack(robot);
            compare(robot, "pvs, stepped back " + i);
        }
        runToTheEnd(robot);
        compare(robot, "pvs, at the end");

        System.out.println("moments compared: " + moments.size() + "\n  " + String.join("\n  ", moments));
        assertTrue(moments.size() >= 20, "at least 20 moments of the lesson compared: " + moments.size());
    }

    // ------------------------------------------------------------------ the comparison

    /** The screen's tree, the exported SVG and the exported page at this moment: same nodes, labels and scores. */
    private void compare(FxRobot robot, String moment) throws Exception {
        robot.interact(() -> panel.views().refresher().refreshAll());
        waitFor(20, () -> panel.views().tree().drawnUpToDate());
        Map<Long, String> screen = new LinkedHashMap<>();
        Map<Long, TreeNode> nodes = new HashMap<>();
        Set<Long> shown = new HashSet<>();
        Object[] out = new Object[4];
        Map<Long, String> frame = new LinkedHashMap<>();
        robot.interact(() -> {
            SearchTreeView tree = panel.views().tree();
            Map<String, String> labels = tree.drawnLabels();
            frame.putAll(tree.frame().nodeLabels());
            for (TreeLayout.Placed p : tree.placed()) {
                if (!p.isMore() && !p.isGhost()) {
                    shown.add(p.node().id());
                    nodes.put(p.node().id(), p.node());
                    String l = labels.getOrDefault(p.id(), "");
                    if (!l.isEmpty()) {
                        screen.put(p.node().id(), l);
                    }
                }
            }
            out[0] = panel.exportedTree();
            out[1] = panel.exportedWebPage();
            out[2] = panel.viewModel().model().rootFen();
            // a search that ended is shown at its end; the page of a whole search opens at its start
            out[3] = !panel.viewModel().isRunning() && !panel.viewModel().timeline().reviewing();
        });
        assertTrue(!screen.isEmpty(), moment + ": the screen labels nodes");
        // the screen draws its frame: the frame's nodes, each label the frame's where there is room for it
        assertEquals(shown, frame.keySet(), moment + ": the screen draws the frame's nodes");
        for (Map.Entry<Long, String> e : screen.entrySet()) {
            assertEquals(frame.get(e.getKey()), e.getValue(), moment + ": node " + e.getKey() + " drawn as its frame says");
        }

        // the SVG: exactly the screen's nodes, each with the screen's label where the screen has room for one
        TreeFigure figure = (TreeFigure) out[0];
        assertNotNull(figure, moment + ": a tree to export");
        Path svgFile = dir.resolve("tree-" + moments.size() + ".svg");
        figure.write(FigureFormat.SVG, svgFile);
        Map<Long, String> svg = svgLabels(Files.readString(svgFile), figure);
        assertEquals(shown, svg.keySet(), moment + ": the SVG draws the nodes the screen draws");
        assertEquals(frame, svg, moment + ": every node of the SVG labelled as in the screen's frame");

        // the page at the same step (where it opens held or stepped back, its last step after the end): every node the screen labels, with its move and its score or state
        String page = (String) out[1];
        assertNotNull(page, moment + ": a page to export");
        Path pageFile = dir.resolve("page-" + moments.size() + ".html");
        Files.writeString(pageFile, page);
        browser.get(pageFile.toUri().toString());
        if ((Boolean) out[3]) {
            browser.findElement(org.openqa.selenium.By.id("btn-end")).click();
        }
        @SuppressWarnings("unchecked")
        List<String> rows = (List<String>) ((JavascriptExecutor) browser).executeScript(PAGE_NODES);
        Map<String, String[]> pageNodes = new HashMap<>();
        for (String row : rows) {
            String[] f = row.split("\t", -1);
            pageNodes.put(f[0], new String[] {f[1], f[2]});
        }
        String rootFen = (String) out[2];
        for (Map.Entry<Long, String> e : screen.entrySet()) {
            TreeNode n = nodes.get(e.getKey());
            String path = path(rootFen, n);
            String[] p = pageNodes.get(path);
            assertNotNull(p, moment + ": node " + e.getKey() + " (" + path + ", drawn \"" + e.getValue()
                    + "\") is on the page; the page shows " + pageNodes.keySet());
            // the page marks a node that cut off with " ✂" after its value (the screen with its cut style)
            boolean scissors = p[1].endsWith(" ✂");
            assertEquals(n.hasCutoff() && n.isFinished(), scissors, moment + ": node " + path + " marked cut on the page");
            String value = scissors ? p[1].substring(0, p[1].length() - 2) : p[1];
            String expected = NodeText.join(n.parent() == null ? p[0] : NodeText.move(p[0], n.stage()), value);
            assertEquals(e.getValue(), expected, moment + ": node " + path + " on the screen and on the page");
        }
        moments.add(moment + ": " + screen.size() + " labelled nodes of " + shown.size() + " drawn, page "
                + pageNodes.size());
    }

    /** The SVG's label of each search node it draws, by node id (folds and pruned marks left out). */
    private static Map<Long, String> svgLabels(String svg, TreeFigure figure) {
        Map<Long, String> out = new HashMap<>();
        Matcher m = SVG_ITEM.matcher(svg);
        List<int[]> starts = new ArrayList<>();
        while (m.find()) {
            starts.add(new int[] {Integer.parseInt(m.group(1)), m.end()});
        }
        for (int k = 0; k < starts.size(); k++) {
            String body = svg.substring(starts.get(k)[1], groupEnd(svg, starts.get(k)[1]));
            TreeFigure.Item it = figure.items().get(starts.get(k)[0]);
            if (it.kind() != TreeFigure.Item.Kind.NODE || !(it.key() instanceof Long id)) {
                continue;
            }
            StringBuilder text = new StringBuilder();
            Matcher t = SVG_TEXT.matcher(body);
            while (t.find()) {
                text.append(unescape(t.group(1)));
            }
            out.put(id, text.toString());
        }
        return out;
    }

    /** Where the group opened just before {@code from} closes (its nested groups skipped). */
    private static int groupEnd(String svg, int from) {
        int depth = 1;
        int i = from;
        while (depth > 0) {
            int open = svg.indexOf("<g", i);
            int close = svg.indexOf("</g>", i);
            if (open >= 0 && open < close) {
                depth++;
                i = open + 2;
            } else {
                depth--;
                i = close + 4;
            }
        }
        return i;
    }

    private static String unescape(String s) {
        return s.replace("&lt;", "<").replace("&gt;", ">").replace("&quot;", "\"").replace("&apos;", "'")
                .replace("&#39;", "'").replace("&amp;", "&");
    }

    /** A node's moves from the root as the page names them (English names; moves in the window's notation). */
    private static String path(String rootFen, TreeNode n) {
        List<String> moves = new ArrayList<>();
        for (TreeNode k = n; k.parent() != null; k = k.parent()) {
            moves.add(0, k.move() == 0 ? Words.get(Locale.ENGLISH, "tree.nullMove")
                    : MoveText.format(MoveText.positionAt(rootFen, k.parent()), k.move(), Notation.CHINESE));
        }
        return String.join("|", moves);
    }

    // ------------------------------------------------------------------ the teacher's hands

    /** → : one step of the chosen unit; false when the search ended instead of holding. */
    private boolean stepForward(FxRobot robot) throws Exception {
        long before = panel.viewModel().session().held() == null ? -1 : panel.viewModel().session().held().sequence();
        robot.type(KeyCode.RIGHT);
        waitFor(30, () -> {
            var held = panel.viewModel().session().held();
            boolean moved = held != null && held.sequence() > before && status(robot).startsWith("Held at");
            boolean ended = !panel.viewModel().isRunning() && panel.viewModel().lastResult() != null;
            return moved || ended;
        });
        return panel.viewModel().isRunning();
    }

    /** ← : back to the previous stop of the unit, rebuilt from the events received. */
    private void stepBack(FxRobot robot) throws Exception {
        robot.type(KeyCode.LEFT);
        waitFor(30, () -> panel.viewModel().timeline().reviewing() && !panel.viewModel().timeline().rebuilding());
    }

    private void runToTheEnd(FxRobot robot) throws Exception {
        fullSpeed(robot);
        robot.clickOn("#run");
        waitFor(60, () -> !panel.viewModel().isRunning() && panel.viewModel().lastResult() != null
                && !panel.viewModel().timeline().reviewing());
    }
}
