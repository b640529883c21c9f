package org.xqlab.ui.analysis;

import javafx.embed.swing.SwingFXUtils;
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
import org.xqlab.rules.Move;
import org.xqlab.rules.Position;
import org.xqlab.rules.Square;
import org.xqlab.search.SearchResult;
import org.xqlab.trace.SearchTree;
import org.xqlab.trace.TreeNode;
import org.xqlab.ui.AppPreferences;
import org.xqlab.ui.I18n;
import org.xqlab.ui.UiTestSupport;
import org.xqlab.ui.board.BoardView;
import org.xqlab.ui.board.BoardViewModel;
import org.xqlab.ui.board.PvArrows;
import org.xqlab.ui.play.MainWindow;
import org.xqlab.analysis.DigestSnapshot;
import org.xqlab.analysis.MoveText;

import javax.imageio.ImageIO;
import java.io.File;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The analysis window's boards speak: the node-detail board draws the clicked node's move, the best
 * reply and the best line after it as arrows (the root: the search's PV), a check box hides them; the
 * history heatmap is drawn over the Xiangqi board's points with its colour scale beside it. The robot
 * clicks where the nodes, tabs and buttons are drawn; colours are read from snapshots of the canvases.
 */
@ExtendWith(ApplicationExtension.class)
class BoardArrowsTest {
    private Stage stage;
    private AppPreferences prefs;
    private MainWindow window;
    private AnalysisWindow analysis;

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
            window.shutdown();
        });
        UiTestSupport.close(robot, stage, prefs);
    }

    /** Opens the analysis window at 1024×768 and searches {@code fen} to {@code depth} by clicking Run. */
    private AnalysisPanel searched(FxRobot robot, Locale language, String fen, int depth) throws Exception {
        robot.interact(() -> {
            window.i18n().setLocale(language);
            analysis = AnalysisWindowTest.openAt(window, 1024, 768);
            stage.setX(1028);
            stage.setWidth(880);
            stage.setY(0);
        });
        AnalysisPanel panel = analysis.panel();
        robot.interact(() -> {
            panel.views().controls().setFen(fen);
            panel.views().controls().setDepth(depth);
        });
        robot.clickOn("#run");
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> panel.viewModel().lastResult() != null);
        robot.interact(() -> panel.views().refresher().refreshAll());
        SearchTreeClickTest.settle(robot);
        return panel;
    }

    private BoardView detailBoard(FxRobot robot) {
        return robot.from(analysis.stage().getScene().getRoot()).lookup("#node-detail .board-view")
                .queryAs(BoardView.class);
    }

    private static TreeNode root(AnalysisPanel panel) {
        return panel.viewModel().model().tree().latestRoot();
    }

    /**
     * A shown, finished child of the root off the best line that has a best line of its own. The tree folds
     * what does not fit its area into "+N more": if no such child is shown beside the controls, the robot
     * hides the controls column (the toggle above the views), as a teacher does to give the tree the width.
     */
    private static TreeNode nodeWithALine(FxRobot robot, AnalysisPanel panel) {
        List<TreeNode> best = SearchTree.bestLine(root(panel));
        java.util.function.Predicate<TreeNode> wanted = c -> panel.views().tree().isShown(c.id()) && c.isFinished()
                && !best.contains(c) && SearchTree.bestLine(c).size() >= 2;
        java.util.Optional<TreeNode> shown = root(panel).children().stream().filter(wanted).findFirst();
        if (shown.isPresent()) {
            return shown.get();
        }
        robot.clickOn("#show-controls");
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> panel.views().refresher().refreshAll());
        SearchTreeClickTest.settle(robot);
        return root(panel).children().stream().filter(wanted).findFirst().orElseThrow();
    }

    private static boolean blue(Color c) {
        return c.getBlue() > c.getRed() + 0.25 && c.getBlue() > c.getGreen() + 0.1;
    }

    @Test
    void theRootShowsTheSearchsPvAndAClickedNodeItsMoveBestReplyAndLineUntilSwitchedOff(FxRobot robot)
            throws Exception {
        AnalysisPanel panel = searched(robot, I18n.ENGLISH, SearchTreeClickTest.ENDGAME, 4);
        SearchResult result = panel.viewModel().lastResult();
        assertTrue(result.pv().length >= 2, "a depth-4 search has a line: " + result.pvText());

        // before any click the board shows the root with the search's PV, numbered, in the movers' colours
        Position rootPosition = Fen.parse(SearchTreeClickTest.ENDGAME);
        List<BoardViewModel.Arrow> pv = panel.views().detail().arrows();
        assertEquals(Math.min(PvArrows.SHOWN, result.pv().length), pv.size(), "arrows " + pv);
        Position p = rootPosition.copy();
        for (int i = 0; i < pv.size(); i++) {
            int m = result.pv()[i];
            assertEquals(Move.from(m), pv.get(i).from(), "arrow " + (i + 1));
            assertEquals(Move.to(m), pv.get(i).to(), "arrow " + (i + 1));
            assertEquals(Integer.toString(i + 1), pv.get(i).label());
            Color side = p.sideToMove() == org.xqlab.rules.Piece.RED ? PvArrows.RED_SIDE : PvArrows.BLACK_SIDE;
            assertEquals(side.getRed(), pv.get(i).colour().getRed(), 1e-9, "arrow " + (i + 1) + "'s side");
            assertTrue(p.isLegal(m), "a legal move in its own position");
            p.play(m);
        }

        // a robot click on a node: its move in blue, then the best reply found there as 1, then its line
        SearchTreeView tree = panel.views().tree();
        TreeNode node = nodeWithALine(robot, panel);
        robot.clickOn(SearchTreeClickTest.drawn(tree, Long.toString(node.id())));
        assertEquals(node, tree.selected());
        List<BoardViewModel.Arrow> arrows = panel.views().detail().arrows();
        assertEquals(BoardViewModel.Arrow.of(node.move(), PvArrows.MOVE_IN), arrows.get(0));
        BoardViewModel.Arrow reply = arrows.get(1);
        assertEquals(Move.from(node.bestMove()), reply.from());
        assertEquals(Move.to(node.bestMove()), reply.to());
        assertEquals("1", reply.label());
        assertEquals(PvArrows.BLACK_SIDE.getRed(), reply.colour().getRed(), 1e-9, "Black replies to Red's move");
        Position at = MoveText.positionAt(panel.viewModel().model().rootFen(), node);
        int[] line = SearchTree.bestLine(node).stream().mapToInt(TreeNode::move).toArray();
        assertEquals(PvArrows.of(at, line, PvArrows.SHOWN), arrows.subList(1, arrows.size()));
        assertTrue(arrows.size() >= 3, "the best line has at least two moves: " + arrows);
        BoardView board = detailBoard(robot);
        assertEquals(Fen.format(at), Fen.format(board.getPosition()), "the board shows the node's position");
        Color head = UiTestSupport.arrowHeadColour(robot, board, arrows.get(0));
        assertTrue(blue(head), "the move's arrow is drawn in blue: " + head);

        // the check box switches every arrow off (and is remembered), and on again
        robot.clickOn("#detail-arrows");
        assertEquals(List.of(), panel.views().detail().arrows());
        assertFalse(prefs.analysisArrows(), "remembered");
        assertFalse(blue(UiTestSupport.arrowHeadColour(robot, board, arrows.get(0))), "nothing blue is drawn");
        robot.clickOn("#detail-arrows");
        assertEquals(arrows, panel.views().detail().arrows());
        assertTrue(prefs.analysisArrows());
        UiTestSupport.screenshot(robot, analysis.stage().getScene(), "analysis-arrows-en");
    }

    @Test
    void theHeatmapPaintsTheMostHitPointHottestWhereItIsOnTheBoardAndTheLegendShowsTheMaximum(FxRobot robot)
            throws Exception {
        AnalysisPanel panel = searched(robot, I18n.ENGLISH, Fen.START, 3);
        robot.clickOn("History heatmap");
        robot.interact(() -> panel.views().refresher().refreshAll());
        SearchTreeClickTest.settle(robot);
        HeatmapView heat = panel.views().heatmap();

        // the sums of the table's columns, from the engine's own digest
        DigestSnapshot table = panel.viewModel().timeline().snapshot();
        int[] sums = new int[90];
        int maxCell = Integer.MIN_VALUE;
        for (int r = 0; r < table.rows(); r++) {
            for (int c = 0; c < Math.min(90, table.cols()); c++) {
                sums[c] += table.cell(r, c);
                maxCell = Math.max(maxCell, table.cell(r, c));
            }
        }
        int hot = 0;
        for (int i = 1; i < 90; i++) {
            hot = sums[i] > sums[hot] ? i : hot;
        }
        assertTrue(sums[hot] > 0, "a depth-3 search rewards some quiet moves");
        assertEquals(sums[hot], heat.destinationValue(hot));
        assertTrue(heat.peak() >= sums[hot]);
        assertEquals(Long.toString(Math.round(heat.peak())), heat.legendMaxText());
        robot.clickOn("#heat-rescale");
        assertEquals(Integer.toString(sums[hot]), heat.legendMaxText(), "the scale's top is the highest point");

        // at that point of the board (beside the lines crossing there) the hottest colour is drawn
        BoardView board = heat.boardView();
        int sq = Square.fromIccs(hot % 9, hot / 9);
        double c = board.cell();
        double x = board.xOf(hot % 9) + c * 0.3;
        double y = board.yOf(hot / 9) + c * 0.15;
        WritableImage[] shot = new WritableImage[1];
        robot.interact(() -> shot[0] = board.snapshot(null, null));
        Color drawn = shot[0].getPixelReader().getColor((int) x, (int) y);
        Color hottest = heat.colourOf(heat.peak());
        assertEquals(hottest.getRed(), drawn.getRed(), 0.02, "at " + Square.name(sq) + ": " + drawn);
        assertEquals(hottest.getGreen(), drawn.getGreen(), 0.02, "at " + Square.name(sq) + ": " + drawn);
        assertEquals(hottest.getBlue(), drawn.getBlue(), 0.02, "at " + Square.name(sq) + ": " + drawn);
        // … and the legend's hot end has the same colour
        javafx.scene.canvas.Canvas legend = robot.lookup("#heat-legend-scale").queryAs(javafx.scene.canvas.Canvas.class);
        robot.interact(() -> shot[0] = legend.snapshot(null, null));
        Color end = shot[0].getPixelReader().getColor((int) legend.getWidth() - 3, (int) legend.getHeight() / 2);
        assertEquals(hottest.getRed(), end.getRed(), 0.02);
        assertEquals(hottest.getGreen(), end.getGreen(), 0.02);

        // hovering there names the point and its value
        robot.moveTo(board.localToScreen(x, y));
        String name = Square.name(sq);
        assertEquals(name + ": " + sums[hot], robot.lookup("#heat-hover").queryLabeled().getText());

        UiTestSupport.screenshot(robot, analysis.stage().getScene(), "analysis-heatmap-en");

        // the whole table: its scale's top is the table's highest cell
        robot.clickOn("#heat-mode").clickOn("From × to");
        robot.clickOn("#heat-rescale");
        assertEquals(Integer.toString(maxCell), heat.legendMaxText());
    }

    @Test
    void snapshotsOfTheArrowsAndTheHeatmapAt1024x768InChinese(FxRobot robot) throws Exception {
        AnalysisPanel panel = searched(robot, I18n.CHINESE, SearchTreeClickTest.ENDGAME, 4);
        TreeNode node = nodeWithALine(robot, panel);
        robot.clickOn(SearchTreeClickTest.drawn(panel.views().tree(), Long.toString(node.id())));
        SearchTreeClickTest.settle(robot);
        assertTrue(panel.views().detail().arrows().size() >= 3);
        WritableImage shot = UiTestSupport.screenshot(robot, analysis.stage().getScene(), "analysis-arrows-zh");
        assertEquals(1024, (int) shot.getWidth());
        robot.clickOn("历史表热图");
        robot.interact(() -> panel.views().refresher().refreshAll());
        SearchTreeClickTest.settle(robot);
        assertTrue(robot.lookup("#heat-legend").queryAs(javafx.scene.layout.HBox.class).getChildren().stream()
                .anyMatch(n -> n instanceof javafx.scene.control.Label l && l.getText().equals("本次搜索的色阶：")));
        String info = robot.lookup("#heat-info").queryAs(javafx.scene.control.Label.class).getText();
        assertTrue(info.startsWith("表形 起点 × 目标点 · "), info);
        assertFalse(info.matches("(?s).*[A-Za-z]{2,}.*"), "the heatmap's footer has English words: " + info);
        UiTestSupport.screenshot(robot, analysis.stage().getScene(), "analysis-heatmap-zh");
    }
}
