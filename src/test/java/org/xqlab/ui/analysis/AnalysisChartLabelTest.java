package org.xqlab.ui.analysis;

import org.xqlab.ui.UiTestSupport;

import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.chart.Axis;
import javafx.scene.chart.XYChart;
import javafx.scene.control.IndexedCell;
import javafx.scene.control.Label;
import javafx.scene.control.Labeled;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TableRow;
import javafx.scene.control.Tooltip;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import org.xqlab.rules.Notation;
import org.xqlab.rules.Position;
import org.xqlab.search.SearchConfig;
import org.xqlab.ui.I18n;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * What the analysis window's charts and the A/B table draw at 1024×768, read from the scene graph after a
 * depth-3 search of the start position with the {@code full} preset: the charts' integer axes (depth,
 * counts, scores) are labelled with whole numbers only, the stage tables show every column whole and the
 * Stages chart lies inside its tab's viewport beside them without scrolling (below them in projector mode,
 * whose letters leave it no room beside them at 1024 px), the heatmap's
 * From × to matrix names its rows, columns and dots at 16 px in projector mode, and the A/B table shows no
 * ratio of two scores and names a MoveSort stage as each config does.
 */
@ExtendWith(ApplicationExtension.class)
class AnalysisChartLabelTest {
    private AnalysisPanel panel;
    private Stage stage;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        AnalysisText text = new AnalysisText(new I18n(I18n.ENGLISH));
        panel = new AnalysisPanel(text, Position::startPosition, () -> Notation.ICCS);
        UiTestSupport.showAt(stage, panel, 1024, 768);
        org.xqlab.ui.AppStyle.apply(stage.getScene()); // as the window has it: projector mode's sizes
    }

    @AfterEach
    void close(FxRobot robot) {
        UiTestSupport.closeAfter(robot, stage, panel::close);
    }

    private void search(FxRobot robot) throws Exception {
        robot.interact(() -> {
            panel.views().config().setConfig(SearchConfig.preset("full"));
            panel.views().controls().setDepth(3);
            panel.viewModel().runOrResume();
        });
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS,
                () -> panel.viewModel().lastResult() != null && !panel.viewModel().session().isRunning());
        WaitForAsyncUtils.waitForFxEvents();
    }

    private void show(FxRobot robot, String tab) {
        robot.interact(() -> {
            panel.views().refresher().refreshAll();
            panel.showTab(tab);
        });
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> panel.layout());
        WaitForAsyncUtils.waitForFxEvents();
    }

    /** The tick labels an axis draws now (its visible Text children), left to right or bottom to top. */
    private static List<String> tickLabels(FxRobot robot, Axis<?> axis) {
        List<String> labels = new ArrayList<>();
        robot.interact(() -> axis.getChildrenUnmodifiable().stream()
                .filter(n -> n instanceof Text && n.isVisible())
                .map(n -> (Text) n)
                .filter(t -> t.getText() != null && !t.getText().isEmpty())
                .forEach(t -> labels.add(t.getText())));
        return labels;
    }

    private static void assertWhole(String what, List<String> labels) {
        assertFalse(labels.isEmpty(), what + ": no tick labels drawn");
        for (String l : labels) {
            assertTrue(l.matches("-?\\d+"), what + ": a tick label that is not a whole number: " + l + " in " + labels);
        }
        assertEquals(labels.size(), labels.stream().distinct().count(), what + ": a whole number written twice: " + labels);
    }

    @Test
    void integerAxesOfStatisticsAndStagesLabelWholeNumbersOnly(FxRobot robot) throws Exception {
        search(robot);
        show(robot, "tab-statistics");
        XYChart<?, ?> scores = (XYChart<?, ?>) panel.lookup("#chart-scores");
        XYChart<?, ?> nodes = (XYChart<?, ?>) panel.lookup("#chart-nodes");
        List<String> depths = tickLabels(robot, scores.getXAxis());
        assertWhole("score chart's depth axis", depths);
        assertTrue(depths.containsAll(List.of("1", "2", "3")), "every searched depth is a tick: " + depths);
        assertWhole("score chart's score axis", tickLabels(robot, scores.getYAxis()));
        assertWhole("nodes chart's count axis", tickLabels(robot, nodes.getYAxis()));
        show(robot, "tab-stages");
        XYChart<?, ?> failHighs = (XYChart<?, ?>) panel.lookup("#stages-fail-highs");
        assertWhole("fail-highs chart's count axis", tickLabels(robot, failHighs.getYAxis()));
    }

    /** The chart's bounds and its tab's viewport's, in the scene, with the tab scrolled to its top. */
    private Bounds[] chartAndViewport(FxRobot robot) {
        AtomicReference<Bounds[]> out = new AtomicReference<>();
        robot.interact(() -> {
            Node chart = panel.lookup("#stages-fail-highs");
            Parent p = chart.getParent();
            while (!(p instanceof ScrollPane)) {
                p = p.getParent();
            }
            ScrollPane scroll = (ScrollPane) p;
            scroll.setVvalue(scroll.getVmin());
            scroll.layout();
            Node viewport = scroll.lookup(".viewport");
            out.set(new Bounds[] {chart.localToScene(chart.getLayoutBounds()),
                    viewport.localToScene(viewport.getLayoutBounds())});
        });
        return out.get();
    }

    @Test
    void stagesChartIsInSightWithoutScrollingNotClipped(FxRobot robot) throws Exception {
        search(robot);
        for (boolean projector : new boolean[] {false, true}) {
            robot.interact(() -> panel.setProjector(projector));
            show(robot, "tab-stages");
            // the stage tables first: every column whole, never scrolled sideways
            String mode = projector ? "projector on" : "projector off";
            assertWholeColumns(robot, "#stages-search", mode);
            assertWholeColumns(robot, "#stages-node", mode);
            Bounds[] b = chartAndViewport(robot);
            String where = mode + ": chart " + b[0] + " viewport " + b[1];
            assertTrue(b[0].getHeight() >= 150 && b[0].getWidth() >= StagesView.CHART_MIN_WIDTH,
                    "a chart one can read, " + where);
            assertTrue(b[0].getMinX() >= b[1].getMinX() - 0.5 && b[0].getMaxX() <= b[1].getMaxX() + 0.5,
                    "the chart lies within the tab's viewport left to right, " + where);
            if (!projector) {
                // beside the tables at 1024×768: in sight without scrolling
                assertTrue(b[0].getMinY() >= b[1].getMinY() - 0.5 && b[0].getMaxY() <= b[1].getMaxY() + 0.5,
                        "the chart lies within the tab's viewport, top to bottom, " + where);
            } else {
                // projector mode's letters leave it no room beside them: it stands below, reached by scrolling
                Bounds table = bounds(robot, "#stages-search");
                assertTrue(b[0].getMinY() >= table.getMaxY() || b[0].getMinX() >= table.getMaxX(),
                        "the chart overlaps the table, " + where + " table " + table);
            }
        }
    }

    private Bounds bounds(FxRobot robot, String id) {
        AtomicReference<Bounds> out = new AtomicReference<>();
        robot.interact(() -> {
            Node n = panel.lookup(id);
            out.set(n.localToScene(n.getLayoutBounds()));
        });
        return out.get();
    }

    /** Every column of the table is as wide as its texts (TableFit's measure) and none is scrolled out of sight. */
    private void assertWholeColumns(FxRobot robot, String id, String where) {
        robot.interact(() -> {
            javafx.scene.control.TableView<?> t = (javafx.scene.control.TableView<?>) panel.lookup(id);
            for (Node n : t.lookupAll(".scroll-bar")) {
                if (n instanceof javafx.scene.control.ScrollBar bar
                        && bar.getOrientation() == javafx.geometry.Orientation.HORIZONTAL) {
                    assertFalse(bar.isVisible(), id + " scrolls sideways (a column is cut at the edge), " + where);
                }
            }
            double sum = 0;
            for (javafx.scene.control.TableColumn<?, ?> c : t.getVisibleLeafColumns()) {
                assertTrue(c.getWidth() >= c.getMinWidth() - 0.5, id + " column '" + c.getText() + "' narrower than its "
                        + "text, " + where);
                sum += c.getWidth();
            }
            assertTrue(sum <= t.getWidth() - t.snappedLeftInset() - t.snappedRightInset() + 0.5,
                    id + ": columns " + sum + " px in a table " + t.getWidth() + " px wide, " + where);
        });
    }

    @Test
    void heatmapMatrixNamesItsAxesAndDotsInProjectorLabel(FxRobot robot) throws Exception {
        search(robot);
        robot.interact(() -> {
            panel.setProjector(true);
            panel.views().heatmap().showMatrix(true);
        });
        show(robot, "tab-heatmap");
        List<Label> labels = panel.views().heatmap().matrixLabels();
        Node matrix = panel.lookup("#heat-matrix");
        AtomicReference<String> problem = new AtomicReference<>("");
        List<String> texts = new ArrayList<>();
        robot.interact(() -> {
            Bounds scene = new javafx.geometry.BoundingBox(0, 0, stage.getScene().getWidth(), stage.getScene().getHeight());
            for (Label l : labels) {
                texts.add(l.getText());
                Bounds b = l.localToScene(l.getLayoutBounds());
                Text drawn = (Text) l.lookup(".text");
                if (!l.isVisible() || l.getScene() == null || b.getHeight() < 1) {
                    problem.set("not shown: " + l.getText());
                } else if (drawn == null || !drawn.getText().equals(l.getText())) {
                    problem.set("clipped: " + (drawn == null ? null : drawn.getText()) + " of " + l.getText());
                } else if (l.getFont().getSize() < AnalysisPanel.PROJECTOR_FONT - 0.01) {
                    problem.set("smaller than 16 px: " + l.getFont().getSize() + " " + l.getText());
                } else if (!scene.contains(b)) {
                    problem.set("outside the window: " + b + " " + l.getText());
                } else if (b.getMaxY() > matrix.localToScene(matrix.getLayoutBounds()).getMinY() + 0.5) {
                    problem.set("not above the matrix: " + l.getText());
                }
            }
        });
        assertEquals("", problem.get());
        String all = String.join(" ", texts);
        assertTrue(all.contains("from square"), all);
        assertTrue(all.contains("to square"), all);
        assertTrue(all.contains("dot"), all);
    }

    /** The drawn cells of the A/B table row whose first cell starts with {@code name}, with the last cell's tooltip. */
    private List<String> drawnRow(FxRobot robot, String name) {
        List<String> found = new ArrayList<>();
        robot.interact(() -> {
            for (Node n : panel.lookupAll("#ab-table .table-row-cell")) {
                if (!(n instanceof TableRow<?> row) || row.isEmpty() || !row.isVisible()) {
                    continue;
                }
                List<Labeled> cells = new ArrayList<>();
                row.lookupAll(".table-cell").stream().filter(c -> c instanceof IndexedCell<?>)
                        .sorted(Comparator.comparingDouble(c -> c.localToScene(0, 0).getX()))
                        .forEach(c -> cells.add((Labeled) c));
                if (!cells.isEmpty() && cells.get(0).getText() != null && cells.get(0).getText().startsWith(name)) {
                    cells.forEach(c -> found.add(c.getText()));
                    Tooltip tip = cells.get(cells.size() - 1).getTooltip();
                    found.add(tip == null ? null : tip.getText());
                    return;
                }
            }
        });
        return found;
    }

    @Test
    void abTableShowsNoScoreRatioAndEachConfigsStageLabel(FxRobot robot) throws Exception {
        robot.interact(() -> {
            panel.showTab("tab-ab");
            panel.views().ab().setConfigs("alphabeta", "", "full", "");
        });
        robot.clickOn("#ab-run");
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> panel.views().ab().resultB() != null
                && !panel.views().ab().isRunning());
        WaitForAsyncUtils.waitForFxEvents();
        List<String> score = drawnRow(robot, "score");
        assertEquals(5, score.size(), "figure, A, B, B/A and its tooltip: " + score);
        assertEquals("—", score.get(3), "a ratio of two scores means nothing: " + score);
        assertNotNull(score.get(4), "the dash says why");
        assertTrue(score.get(4).contains("scores"), score.get(4));
        List<String> depth = drawnRow(robot, "depth");
        assertEquals("1.00", depth.get(3), "a count still has its ratio: " + depth);

        robot.interact(() -> {
            javafx.scene.control.TableView<?> t = (javafx.scene.control.TableView<?>) panel.lookup("#ab-table");
            t.scrollTo(t.getItems().size() - 1);
        });
        WaitForAsyncUtils.waitForFxEvents();
        List<String> captures = drawnRow(robot, "β-cutoffs: A captures");
        assertFalse(captures.isEmpty(), "A (alphabeta) orders captures as generated, B (full) by MVV/LVA: "
                + "the row names both, " + panel.views().ab().rows());
        assertEquals("β-cutoffs: A captures (generation order) / B good captures (MVV/LVA)", captures.get(0));
        assertTrue(drawnRow(robot, "β-cutoffs: captures (generation order)").isEmpty(),
                "no row names B's captures by A's order");
    }
}
