package org.xqlab.ui.analysis;

import javafx.scene.Node;
import javafx.scene.control.IndexedCell;
import javafx.scene.control.Label;
import javafx.scene.control.Labeled;
import javafx.scene.control.ListCell;
import javafx.scene.control.TableRow;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import org.xqlab.figure.NodeText;
import org.xqlab.figure.ScoreView;
import org.xqlab.rules.Notation;
import org.xqlab.rules.Position;
import org.xqlab.trace.IterationStats;
import org.xqlab.ui.I18n;
import org.xqlab.ui.UiTestSupport;
import org.xqlab.analysis.Caption;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every score the Statistics and Captions tabs draw says whose view it is in. Statistics follows the
 * tree's Scores choice, as the status line and A/B do (its header reads "Score (Red's view)", its cells
 * the same numbers the status line would); a caption compares scores as α-β does, from the side to move
 * at its node, and says so after its line and beside the bar ("Black's view (Black to
 * move)"). With Black to move at the root (rook against one advisor) the views differ in sign, so a score
 * in an unnamed or wrong view cannot pass. Read from the drawn header, cells and labels, in English and 中文.
 */
@ExtendWith(ApplicationExtension.class)
class ScoreViewLabelTest {
    private AnalysisPanel panel;
    private AnalysisText text;
    private Stage stage;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        text = new AnalysisText(new I18n(I18n.ENGLISH));
        panel = new AnalysisPanel(text, Position::startPosition, () -> Notation.CHINESE);
        UiTestSupport.showAt(stage, panel, 1024, 768);
    }

    @AfterEach
    void close(FxRobot robot) {
        UiTestSupport.closeAfter(robot, stage, panel::close);
    }

    private void show(FxRobot robot, String tab) {
        robot.interact(() -> {
            panel.showTab(tab);
            panel.views().refresher().refreshAll();
        });
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> panel.views().refresher().refreshAll());
        WaitForAsyncUtils.waitForFxEvents();
    }

    /** The drawn header of the statistics table's second column and the drawn rows' score cells. */
    private List<String> drawnScores(FxRobot robot) {
        show(robot, "tab-statistics");
        List<String> out = new ArrayList<>();
        robot.interact(() -> {
            List<Label> headers = new ArrayList<>();
            for (Node n : panel.lookupAll("#statistics-table .column-header .label")) {
                if (n instanceof Label l && l.isVisible()) {
                    headers.add(l);
                }
            }
            headers.sort(Comparator.comparingDouble(l -> l.localToScene(0, 0).getX()));
            out.add(headers.get(1).getText());
            List<List<String>> rows = new ArrayList<>();
            for (Node n : panel.lookupAll("#statistics-table .table-row-cell")) {
                if (!(n instanceof TableRow<?> row) || row.isEmpty() || row.getItem() == null) {
                    continue;
                }
                List<String> cells = new ArrayList<>();
                row.lookupAll(".table-cell").stream().filter(c -> c instanceof IndexedCell<?>)
                        .sorted(Comparator.comparingDouble(c -> c.localToScene(0, 0).getX()))
                        .forEach(c -> cells.add(((Labeled) c).getText()));
                rows.add(cells);
            }
            rows.sort(Comparator.comparing(r -> Integer.parseInt(r.get(0))));
            rows.forEach(r -> out.add(r.get(1)));
        });
        return out;
    }

    /** The drawn caption lines of the Captions tab, with the caption each shows. */
    private List<Object[]> drawnCaptions(FxRobot robot) {
        show(robot, "tab-captions");
        List<Object[]> out = new ArrayList<>();
        robot.interact(() -> {
            for (Node n : panel.lookupAll("#caption-list .list-cell")) {
                if (n instanceof ListCell<?> c && !c.isEmpty() && c.getItem() instanceof Caption cap && c.isVisible()) {
                    out.add(new Object[] {cap, c.getText()});
                }
            }
        });
        return out;
    }

    @Test
    void statisticsAndCaptionsSayWhoseViewTheirScoresAreIn(FxRobot robot) throws Exception {
        TeachingRuns.searchToEnd(robot, panel, "rookadvisor", "pvs", 3);
        List<IterationStats> its = panel.viewModel().lastResult().stats().iterations();
        assertTrue(its.get(its.size() - 1).score() < 0, "stored from Black's side, Black losing");

        // Statistics in the tree's view (Red's, as the status line), named in the header
        List<String> red = drawnScores(robot);
        assertEquals("Score\n(Red's view)", red.get(0));
        assertEquals(its.stream().map(i -> NodeText.score(-i.score(), null)).toList(), red.subList(1, red.size()));
        String status = robot.lookup("#analysis-status").queryLabeled().getText();
        assertTrue(status.contains("score " + red.get(red.size() - 1) + " (Red's view)"), status);

        robot.interact(() -> panel.views().tree().scoreViewProperty().set(ScoreView.NEGAMAX));
        List<String> negamax = drawnScores(robot);
        assertEquals("Score\n(negamax (side to move))", negamax.get(0));
        assertEquals(its.stream().map(i -> NodeText.score(i.score(), null)).toList(), negamax.subList(1, negamax.size()));
        robot.interact(() -> panel.views().tree().scoreViewProperty().set(ScoreView.RED));

        // each caption line ends with its node's side to move's view; the bar says it beside the caption
        List<Object[]> lines = drawnCaptions(robot);
        assertFalse(lines.isEmpty());
        boolean sawRed = false;
        boolean sawBlack = false;
        for (Object[] l : lines) {
            Caption c = (Caption) l[0];
            String view = c.side() == org.xqlab.rules.Piece.RED ? "Red's view (Red to move)"
                    : "Black's view (Black to move)";
            sawRed |= c.side() == org.xqlab.rules.Piece.RED;
            sawBlack |= c.side() == org.xqlab.rules.Piece.BLACK;
            assertEquals(c.ply() % 2 == 0 ? org.xqlab.rules.Piece.BLACK : org.xqlab.rules.Piece.RED, c.side());
            if (c.kind() != Caption.Kind.REDUCTION) {
                assertEquals(c.text(Locale.ENGLISH, Notation.CHINESE) + " · " + view, l[1]);
            }
        }
        assertTrue(sawRed || sawBlack);
        Caption last = panel.viewModel().model().lastCaption();
        String barView = robot.lookup("#analysis-caption-view").queryLabeled().getText();
        assertEquals(last.viewText(Locale.ENGLISH), barView);
        assertTrue(barView.endsWith(" to move)"), barView);
        String otherLine = robot.lookup("#analysis-caption-other").queryLabeled().getText();
        assertEquals(last.text(Locale.CHINESE, Notation.CHINESE) + " · " + last.viewText(Locale.CHINESE), otherLine,
                "the bar's Chinese line says the view in Chinese");

        // the same in Chinese
        robot.interact(() -> text.i18n().setLocale(I18n.CHINESE));
        WaitForAsyncUtils.waitForFxEvents();
        List<String> zh = drawnScores(robot);
        assertEquals("分数\n（红方视角）", zh.get(0));
        assertEquals(its.stream().map(i -> NodeText.score(-i.score(), null, true)).toList(), zh.subList(1, zh.size()));
        for (Object[] l : drawnCaptions(robot)) {
            Caption c = (Caption) l[0];
            if (c.kind() != Caption.Kind.REDUCTION) {
                assertTrue(((String) l[1]).endsWith(c.side() == org.xqlab.rules.Piece.RED ? "红方视角（红方走棋）"
                        : "黑方视角（黑方走棋）"), (String) l[1]);
            }
        }
        String barZh = robot.lookup("#analysis-caption-view").queryLabeled().getText();
        assertTrue(barZh.endsWith("走棋）"), barZh);
    }
}
