package org.xqlab.ui.play;

import javafx.geometry.Point2D;
import javafx.scene.control.ListCell;
import javafx.scene.control.TextField;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import org.xqlab.Await;
import org.xqlab.review.Judgement;
import org.xqlab.review.MoveReview;
import org.xqlab.review.ReviewSettings;
import org.xqlab.rules.Move;
import org.xqlab.search.SearchConfig;
import org.xqlab.ui.AppPreferences;
import org.xqlab.ui.I18n;
import org.xqlab.ui.UiTestSupport;
import org.xqlab.ui.analysis.AnalysisWindow;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Game ▸ Review game… in the main window: the review runs off the FX thread, the move list shows the marks in
 * colour, the score graph has a mark a click on which goes to the move, the review's list names the blunder, and
 * Why? opens the analysis window at the position before it with the played and the better move as root moves.
 */
@ExtendWith(ApplicationExtension.class)
class ReviewInWindowTest {
    /** A rook walked onto b1, where black's cannon takes it over red's own cannon. */
    static final String PLANTED = "[Red \"A\"]\n[Black \"B\"]\n1. h2e2 h9g7 2. h0g2 i9h9 3. i0i1 b9c7 4. i1b1 b7b1 *\n";

    private Stage stage;
    private AppPreferences prefs;
    private MainWindow window;
    private final List<Stage> opened = new ArrayList<>();

    @Start
    void start(Stage stage) {
        this.stage = stage;
        prefs = UiTestSupport.freshPreferences();
        prefs.setLanguage(I18n.ENGLISH);
        window = new MainWindow(prefs);
        window.attach(stage);
        stage.setX(0);
        stage.setY(0);
        stage.setWidth(1024);
        stage.setHeight(768);
        stage.show();
    }

    @AfterEach
    void cleanUp(FxRobot robot) throws Exception {
        robot.interact(() -> opened.forEach(Stage::hide));
        UiTestSupport.closeMain(robot, window, stage, prefs);
    }

    /** Loads the planted game, reviews it at 5 000 nodes a position and waits for the review to end. */
    static void reviewed(FxRobot robot, MainWindow window) throws Exception {
        robot.interact(() -> {
            window.game().loadPgn(PLANTED);
            window.game().last();
            window.reviewGame(new ReviewSettings(SearchConfig.preset("full"), "nodes=5000", 2));
        });
        Await.until("main: the review is done", Duration.ofSeconds(60),
                () -> WaitForAsyncUtils.asyncFx(() -> window.review().stateProperty().get() == ReviewRun.State.DONE)
                        .get());
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void theBlundersMarkIsDrawnAndClickingItGoesToTheMoveAndWhyOpensBothMoves(FxRobot robot) throws Exception {
        reviewed(robot, window);
        ScoreGraph graph = window.enginePanelGraph();
        robot.interact(() -> window.game().first());
        Map<Integer, Double>[] marks = new Map[1];
        robot.interact(() -> marks[0] = graph.markXs());
        assertTrue(marks[0].containsKey(6), "a mark at the rook's move (index 6): " + marks[0]);
        Point2D at = graph.localToScreen(marks[0].get(6), graph.getHeight() - 3);
        robot.clickOn(at);
        Await.until("main: the board at the marked move", Duration.ofSeconds(10), () -> WaitForAsyncUtils.asyncFx(
                () -> window.game().getRecord().cursor().ply() == 7).get());

        // the move list shows ?? in the blunder's colour
        Await.until("main: the move list draws the blunder's row", Duration.ofSeconds(10), () -> WaitForAsyncUtils.asyncFx(
                () -> stage.getScene().getRoot().lookupAll("#move-list .list-cell").stream()
                        .anyMatch(n -> n instanceof ListCell<?> c && c.getText() != null && c.getText().contains("??")
                                && c.getStyleClass().contains("review-blunder"))).get());

        // the review's list names it; Why? opens the analysis window on the position before, both moves at the root
        ReviewPanel panel = window.reviewPanel();
        MoveReview[] blunder = new MoveReview[1];
        robot.interact(() -> {
            blunder[0] = panel.list().getItems().stream().filter(m -> m.judgement() == Judgement.BLUNDER)
                    .findFirst().orElseThrow();
            assertTrue(panel.itemText(blunder[0]).contains("?? blunder"), panel.itemText(blunder[0]));
            panel.list().getSelectionModel().select(blunder[0]);
        });
        robot.clickOn("#review-why");
        Await.until("analysis: the window open with both root moves", Duration.ofSeconds(20),
                () -> WaitForAsyncUtils.asyncFx(() -> {
                    javafx.stage.Window w = javafx.stage.Window.getWindows().stream()
                            .filter(x -> x != stage && x.isShowing() && x.getScene().lookup("#root-moves") != null)
                            .findFirst().orElse(null);
                    if (w != null && !opened.contains(w)) {
                        opened.add((Stage) w);
                    }
                    return w != null && ((TextField) w.getScene().lookup("#root-moves")).getText()
                            .equals("i1b1 " + Move.iccs(blunder[0].bestMove()));
                }).get());
        robot.interact(() -> {
            TextField fen = (TextField) opened.get(0).getScene().lookup("#analysis-fen");
            assertEquals(org.xqlab.rules.Fen.format(window.game().getRecord().positionAt(
                    window.review().nodeAt(6).parent())), fen.getText());
            assertEquals(6, window.game().getRecord().cursor().ply(), "the board at the position before the blunder");
        });
    }

    /** WCAG's contrast ratio of two colours (1 to 21). */
    private static double contrast(javafx.scene.paint.Color a, javafx.scene.paint.Color b) {
        double la = luminance(a);
        double lb = luminance(b);
        return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
    }

    private static double luminance(javafx.scene.paint.Color c) {
        double[] v = {c.getRed(), c.getGreen(), c.getBlue()};
        for (int i = 0; i < 3; i++) {
            v[i] = v[i] <= 0.03928 ? v[i] / 12.92 : Math.pow((v[i] + 0.055) / 1.055, 2.4);
        }
        return 0.2126 * v[0] + 0.7152 * v[1] + 0.0722 * v[2];
    }

    @Test
    void theMarksSpeakTheWindowsNotationAndTheSelectedMarkReads(FxRobot robot) throws Exception {
        reviewed(robot, window);
        ReviewPanel panel = window.reviewPanel();
        robot.interact(() -> {
            window.game().notationProperty().set(org.xqlab.rules.Notation.CHINESE);
            MoveReview blunder = panel.list().getItems().stream().filter(m -> m.judgement() == Judgement.BLUNDER)
                    .findFirst().orElseThrow();
            assertTrue(panel.itemText(blunder).contains("一平八 ?? blunder"), panel.itemText(blunder));
            panel.list().getSelectionModel().select(blunder);
            // the focus elsewhere, as after a click on the board: the selection bar of a list without the focus
            stage.getScene().lookup("#move-list").requestFocus();
        });
        WaitForAsyncUtils.waitForFxEvents();
        Await.until("main: the move list shows the blunder in Chinese notation", Duration.ofSeconds(10), () ->
                WaitForAsyncUtils.asyncFx(() -> stage.getScene().getRoot().lookupAll("#move-list .list-cell").stream()
                        .anyMatch(n -> n instanceof ListCell<?> c && c.getText() != null
                                && c.getText().contains("一平八 ??"))).get());
        robot.interact(() -> {
            ListCell<?> selected = stage.getScene().getRoot().lookupAll("#review-list .list-cell").stream()
                    .filter(n -> n instanceof ListCell<?> c && c.isSelected() && c.getText() != null)
                    .map(n -> (ListCell<?>) n).findFirst().orElseThrow();
            assertTrue(selected.getText().contains("一平八"), selected.getText());
            var fills = selected.getBackground().getFills();
            javafx.scene.paint.Color back = (javafx.scene.paint.Color) fills.get(fills.size() - 1).getFill();
            javafx.scene.paint.Color text = (javafx.scene.paint.Color) selected.getTextFill();
            assertTrue(contrast(back, text) >= 4.5, "the selected mark " + text + " on " + back + ": contrast "
                    + contrast(back, text));
        });
    }
}
