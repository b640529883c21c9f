package org.xqlab.ui.analysis;

import javafx.embed.swing.SwingFXUtils;
import javafx.geometry.Bounds;
import javafx.geometry.Point2D;
import javafx.scene.Scene;
import javafx.scene.control.ChoiceBox;
import javafx.scene.image.WritableImage;
import javafx.scene.paint.Color;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import org.xqlab.rules.Fen;
import org.xqlab.rules.Notation;
import org.xqlab.rules.Position;
import org.xqlab.trace.SearchTree;
import org.xqlab.trace.TreeNode;
import org.xqlab.ui.AppPreferences;
import org.xqlab.ui.I18n;
import org.xqlab.ui.MainBoard;
import org.xqlab.ui.UiTestSupport;
import org.xqlab.ui.board.BoardViewModel;
import org.xqlab.ui.play.MainWindow;
import org.xqlab.analysis.MoveText;
import org.xqlab.figure.ScoreView;
import org.xqlab.figure.TreeLayout;

import javax.imageio.ImageIO;
import java.io.File;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The tree in the analysis window as the app opens it (View ▸ Analysis of the main window), placed at
 * 1024×768 with the controls beside the tree and its toolbar above it: after a real depth-2 search the
 * robot clicks, double-clicks, right-clicks and hovers at the points where the nodes are drawn (from
 * the GraphStream camera's transform and the canvas' place on the screen), never selecting by program.
 */
@ExtendWith(ApplicationExtension.class)
class SearchTreeClickTest {
    private Stage stage;
    private AppPreferences prefs;
    private MainWindow window;
    private AnalysisWindow analysis;
    private final List<String> loaded = new ArrayList<>();
    /** Red 俥 and 帥 against 將 and 士: 14 Red moves, a depth-2 tree of a few hundred nodes. */
    static final String ENDGAME = "3k5/4a4/9/9/9/9/9/9/9/R3K4 w - - 0 1";

    @Start
    void start(Stage stage) {
        this.stage = stage;
        prefs = UiTestSupport.freshPreferences();
        window = UiTestSupport.openMain(stage, prefs);
    }

    @AfterEach
    void close(FxRobot robot) throws Exception {
        robot.interact(() -> {
            if (analysis != null) {
                analysis.stage().hide();
            }
        });
        UiTestSupport.close(robot, stage, prefs);
    }

    /** The main window, recording what the analysis window asks it to load. */
    private MainBoard recordingMain() {
        return new MainBoard() {
            @Override
            public I18n i18n() {
                return window.i18n();
            }

            @Override
            public Scene scene() {
                return window.scene();
            }

            @Override
            public Position boardPosition() {
                return window.boardPosition();
            }

            @Override
            public Notation boardNotation() {
                return window.boardNotation();
            }

            @Override
            public boolean loadPosition(String fen) {
                loaded.add(fen);
                return window.loadPosition(fen);
            }
        };
    }

    /** Opens the analysis window at 1024×768 in the top-left corner and runs a depth-2 search to its end. */
    private AnalysisPanel searched(FxRobot robot, java.util.Locale language) throws Exception {
        robot.interact(() -> {
            window.i18n().setLocale(language);
            analysis = AnalysisWindow.open(recordingMain());
            analysis.stage().setX(0);
            analysis.stage().setY(0);
            analysis.stage().setWidth(1024);
            analysis.stage().setHeight(768);
            // beside it the main window, as on a wide desktop (the headless platform does not keep an
            // owned window above its owner)
            stage.setX(1028);
            stage.setWidth(880);
            stage.setY(0);
        });
        AnalysisPanel panel = analysis.panel();
        robot.interact(() -> {
            panel.views().controls().setFen(ENDGAME);
            panel.views().controls().setDepth(2);
        });
        robot.clickOn("#run");
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> panel.viewModel().lastResult() != null);
        robot.interact(() -> {
            panel.views().refresher().refreshAll();
        });
        settle(robot);
        return panel;
    }

    /**
     * Waits until every shown search tree (the ones the panel refreshes: in a showing window, it and its
     * parents visible) draws its model as it stands: refreshed to the model's latest
     * version and scale, and every change to graph and camera drawn by GraphStream (whose viewer draws on a
     * timer of its own).
     */
    static void settle(FxRobot robot) {
        WaitForAsyncUtils.waitForFxEvents();
        org.xqlab.ui.Await.untilFx("the search tree drawn up to date", 30, () -> {
            for (SearchTreeView tree : robot.lookup("#tree-view").queryAllAs(SearchTreeView.class)) {
                if (tree.getScene() != null && tree.getScene().getWindow() != null
                        && tree.getScene().getWindow().isShowing() && ViewRefresher.showing(tree)
                        && !tree.drawnUpToDate()) {
                    return false;
                }
            }
            return true;
        });
    }

    static Point2D drawn(SearchTreeView tree, String id) {
        Point2D p = tree.screenPointOf(id);
        assertNotNull(p, id + " is drawn");
        Bounds canvas = tree.canvas().localToScreen(tree.canvas().getBoundsInLocal());
        assertTrue(canvas.contains(p), id + " at " + p + " lies inside the tree canvas " + canvas);
        return p;
    }

    /**
     * A double click at a screen point through the platform's robot, both clicks injected at once: on
     * this shared test machine a frame can take 200 ms, and TestFX's doubleClickOn waits for several
     * frames between the clicks, longer than the platform's 500 ms double-click time.
     */
    private static void doubleClickAt(FxRobot robot, Point2D p) {
        robot.moveTo(p);
        robot.interact(() -> {
            javafx.scene.robot.Robot r = new javafx.scene.robot.Robot();
            r.mouseMove(p);
            r.mouseClick(javafx.scene.input.MouseButton.PRIMARY);
            r.mouseClick(javafx.scene.input.MouseButton.PRIMARY);
        });
        WaitForAsyncUtils.waitForFxEvents();
    }

    private static TreeNode root(AnalysisPanel panel) {
        return panel.viewModel().model().tree().latestRoot();
    }

    /**
     * A shown child of the root that is neither the first nor on the best line. The tree folds what does
     * not fit its area into "+N more": if no such child is shown beside the controls, the robot hides the
     * controls column (the toggle above the views), as a teacher does to give the tree the width.
     */
    private static TreeNode someChild(FxRobot robot, AnalysisPanel panel) {
        SearchTreeView tree = panel.views().tree();
        List<TreeNode> best = SearchTree.bestLine(root(panel));
        java.util.Optional<TreeNode> shown = root(panel).children().stream().skip(1)
                .filter(c -> tree.isShown(c.id()) && !best.contains(c)).findFirst();
        if (shown.isPresent()) {
            return shown.get();
        }
        robot.clickOn("#show-controls");
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> panel.views().refresher().refreshAll());
        settle(robot);
        return root(panel).children().stream().skip(1).filter(c -> tree.isShown(c.id()) && !best.contains(c))
                .findFirst().orElseThrow();
    }

    @Test
    void clickingANodeWhereItIsDrawnShowsItInTheDetailsWithItsMoveArrowAndRedsScore(FxRobot robot)
            throws Exception {
        AnalysisPanel panel = searched(robot, I18n.ENGLISH);
        SearchTreeView tree = panel.views().tree();
        TreeNode node = someChild(robot, panel);
        Point2D at = drawn(tree, Long.toString(node.id()));

        // what the screen shows at that point is a node, not the background
        WritableImage shot = UiTestSupport.screenshot(robot, analysis.stage().getScene(), "tree-before-click");
        Point2D inScene = analysis.stage().getScene().getRoot().screenToLocal(at);
        Color pixel = shot.getPixelReader().getColor((int) inScene.getX(), (int) inScene.getY());
        assertNotEquals(Color.web("#fbfaf6"), pixel, "a node is drawn at its computed point");

        robot.clickOn(at);
        assertEquals(node, tree.selected());
        Position before = MoveText.positionAt(panel.viewModel().model().rootFen(), root(panel));
        String move = MoveText.format(before, node.move(), window.boardNotation());
        String summary = panel.views().detail().summaryText();
        assertTrue(summary.startsWith("Move " + move), summary);
        // Black moves at this node: Red's view turns the stored (negamax) sign
        int red = -node.score();
        org.xqlab.trace.Bound bound = node.bound() == org.xqlab.trace.Bound.LOWER ? org.xqlab.trace.Bound.UPPER
                : node.bound() == org.xqlab.trace.Bound.UPPER ? org.xqlab.trace.Bound.LOWER : node.bound();
        String mark = bound == org.xqlab.trace.Bound.LOWER ? "≥" : bound == org.xqlab.trace.Bound.UPPER ? "≤" : "";
        assertTrue(summary.contains("score " + mark + (red > 0 ? "+" + red : Integer.toString(red)) + " ("), summary);
        assertTrue(summary.contains("Red's view"), summary);
        // the move into the node first (the best line from it follows: BoardArrowsTest)
        assertEquals(BoardViewModel.Arrow.of(node.move(), Color.rgb(0, 120, 215)),
                panel.views().detail().arrows().get(0));
        assertTrue(tree.styleOf(Long.toString(node.id())).contains("selected"));

        // the score view turns the details and the legend
        ChoiceBox<?> scores = robot.lookup("#tree-scores").queryAs(ChoiceBox.class);
        robot.interact(() -> tree.scoreViewProperty().set(ScoreView.NEGAMAX));
        assertTrue(panel.views().detail().summaryText().contains("score "
                        + org.xqlab.figure.NodeText.score(node.score(), node.bound()) + " ("),
                panel.views().detail().summaryText());
        assertEquals(ScoreView.NEGAMAX, scores.getValue());
        assertEquals("+ is good for the side to move at each node",
                robot.lookup("#tree-legend").queryLabeled().getText());

        // hovering shows the node's summary
        TreeNode other = root(panel).children().stream().filter(c -> c != node && tree.isShown(c.id())).findFirst()
                .orElseThrow();
        settle(robot); // the new signs change the labels' widths, and the layout with them
        robot.moveTo(drawn(tree, Long.toString(other.id())));
        String tip = tree.tooltipText();
        assertNotNull(tip, "a tooltip shows over a node");
        assertTrue(tip.contains("α " + AnalysisText.bound(other.alpha()) + " · β " + AnalysisText.bound(other.beta())), tip);
    }

    @Test
    void doubleClickCollapsesUnderThePointerAndPlusMoreExpands(FxRobot robot) throws Exception {
        AnalysisPanel panel = searched(robot, I18n.ENGLISH);
        SearchTreeView tree = panel.views().tree();
        TreeNode node = root(panel).children().stream()
                .filter(c -> tree.isShown(c.id()) && c.children().stream().anyMatch(g -> tree.isShown(g.id())))
                .findFirst().orElseThrow();
        long child = node.children().stream().filter(g -> tree.isShown(g.id())).findFirst().orElseThrow().id();
        doubleClickAt(robot, drawn(tree, Long.toString(node.id())));
        settle(robot);
        assertFalse(tree.isShown(child), "the double-clicked node's children disappear");
        assertTrue(tree.isShown(node.id()));
        doubleClickAt(robot, drawn(tree, Long.toString(node.id())));
        settle(robot);
        assertTrue(tree.isShown(child), "a second double-click brings them back");
        // two double-clicks in one run (the platform counts the clicks on: 1, 2, 3, 4) fold and open again
        Point2D at = drawn(tree, Long.toString(node.id()));
        robot.moveTo(at);
        robot.interact(() -> {
            javafx.scene.robot.Robot r = new javafx.scene.robot.Robot();
            r.mouseMove(at);
            for (int i = 0; i < 4; i++) {
                r.mouseClick(javafx.scene.input.MouseButton.PRIMARY);
            }
        });
        WaitForAsyncUtils.waitForFxEvents();
        settle(robot);
        assertTrue(tree.isShown(child), "a quick second double-click opens what the first one folded");

        // the root has 14 moves: all but a few fold into "+N more", which a click unfolds
        int folded = tree.moreCount(root(panel).id());
        assertTrue(folded >= 6, "folded " + folded);
        int shownBefore = tree.shownNodes();
        robot.clickOn(drawn(tree, TreeLayout.moreIdOf(root(panel))));
        settle(robot);
        assertEquals(0, tree.moreCount(root(panel).id()));
        assertTrue(root(panel).children().stream().allMatch(c -> tree.isShown(c.id())));
        assertTrue(tree.shownNodes() > shownBefore);

        // Fit puts every shown node inside the canvas, unless their shapes would then be drawn over each
        // other: it then zooms out only as far as they stay apart, and the rest is panned to
        robot.clickOn("#tree-fit");
        settle(robot);
        Bounds canvas = tree.canvas().localToScreen(tree.canvas().getBoundsInLocal());
        boolean all = tree.placed().stream().allMatch(p -> canvas.contains(tree.screenPointOf(p.id())));
        if (!all) {
            double[] scales = new double[2];
            robot.interact(() -> {
                scales[0] = tree.drawnScale();
                scales[1] = tree.minScale();
            });
            assertEquals(scales[1], scales[0], 1e-6 * scales[1], "zoomed out as far as the shapes stay apart");
            assertTrue(tree.placed().stream().filter(p -> canvas.contains(tree.screenPointOf(p.id()))).count() >= 10,
                    "most of the tree is drawn");
        }
        drawn(tree, TreeLayout.idOf(root(panel)));
    }

    @Test
    void rightClickLoadsTheNodesPositionOnTheMainBoard(FxRobot robot) throws Exception {
        AnalysisPanel panel = searched(robot, I18n.ENGLISH);
        SearchTreeView tree = panel.views().tree();
        TreeNode node = someChild(robot, panel);
        robot.rightClickOn(drawn(tree, Long.toString(node.id())));
        assertTrue(tree.contextMenuForTests().isShowing(), "the context menu opens");
        robot.clickOn("Load this position on the main board");
        String fen = Fen.format(MoveText.positionAt(panel.viewModel().model().rootFen(), node));
        assertEquals(List.of(fen), loaded);
        assertEquals(fen, Fen.format(window.boardPosition()));

        // "Search from here" makes the node's position the analysis FEN and searches it
        robot.rightClickOn(drawn(tree, Long.toString(node.id())));
        robot.clickOn("Search from here");
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS,
                () -> fen.equals(panel.viewModel().model().rootFen()) && panel.viewModel().lastResult() != null);
        if (!robot.lookup("#show-controls").queryAs(javafx.scene.control.ToggleButton.class).isSelected()) {
            robot.clickOn("#show-controls"); // the controls back, to read the FEN field
        }
        assertEquals(fen, robot.lookup("#analysis-fen").queryTextInputControl().getText());
    }

    @Test
    void snapshotsOfTheTreeAt1024x768InBothLanguages(FxRobot robot) throws Exception {
        for (java.util.Locale language : new java.util.Locale[] {I18n.ENGLISH, I18n.CHINESE}) {
            AnalysisPanel panel = searched(robot, language);
            SearchTreeView tree = panel.views().tree();
            TreeNode node = someChild(robot, panel);
            robot.clickOn(drawn(tree, Long.toString(node.id())));
            settle(robot);
            WritableImage shot = UiTestSupport.screenshot(robot, analysis.stage().getScene(), "tree-1024-" + language.getLanguage());
            ImageIO.write(SwingFXUtils.fromFXImage(shot, null), "png", new File("/tmp/tree-1024-" + language + ".png"));
            assertEquals(1024, (int) shot.getWidth(), "the window is 1024 wide");
            assertTrue(panel.views().detail().summaryText().length() > 0);
            robot.interact(() -> analysis.stage().hide());
            analysis = null;
        }
    }

    @Test
    void aDepthTwoMinimaxTreeOfTheStartPositionFoldsAndItsLabelsDoNotOverlap(FxRobot robot) throws Exception {
        robot.interact(() -> {
            window.i18n().setLocale(I18n.ENGLISH);
            analysis = AnalysisWindow.open(recordingMain());
            analysis.stage().setX(0);
            analysis.stage().setY(0);
            analysis.stage().setWidth(1024);
            analysis.stage().setHeight(768);
            stage.setX(1028);
            stage.setWidth(880);
        });
        AnalysisPanel panel = analysis.panel();
        robot.interact(() -> {
            panel.views().config().setConfig(org.xqlab.search.SearchConfig.preset("minimax"));
            panel.views().controls().setDepth(2);
        });
        robot.clickOn("#run");
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> panel.viewModel().lastResult() != null);
        robot.interact(() -> panel.views().refresher().refreshAll());
        settle(robot);
        SearchTreeView tree = panel.views().tree();
        assertTrue(panel.viewModel().model().tree().nodesStored() > 1500, "stored " + panel.viewModel().model().tree().nodesStored());
        assertTrue(tree.shownNodes() < 100, "folded to " + tree.shownNodes() + " shown nodes");
        assertTrue(tree.moreCount(root(panel).id()) > 30);
        // labels drawn on one row never overlap on the screen (each stands right of its node)
        for (TreeLayout.Placed p : tree.placed()) {
            drawn(tree, p.id());
        }
        List<DrawnTree.Item> items = new ArrayList<>();
        robot.interact(() -> items.addAll(DrawnTree.items(tree)));
        List<DrawnTree.Box> labels = items.stream().map(DrawnTree.Item::text).filter(java.util.Objects::nonNull)
                .toList();
        assertTrue(labels.size() >= 3, "some labels are drawn");
        for (int i = 0; i < labels.size(); i++) {
            for (int j = i + 1; j < labels.size(); j++) {
                assertFalse(labels.get(i).overlaps(labels.get(j)), labels.get(i) + " overlaps " + labels.get(j));
            }
        }
        WritableImage shot = UiTestSupport.screenshot(robot, analysis.stage().getScene(), "tree-1024-minimax");
        ImageIO.write(SwingFXUtils.fromFXImage(shot, null), "png", new File("/tmp/tree-1024-minimax.png"));
    }
}
