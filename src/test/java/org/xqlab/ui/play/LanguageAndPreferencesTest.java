package org.xqlab.ui.play;

import org.xqlab.ui.AppPreferences;
import org.xqlab.ui.I18n;
import org.xqlab.ui.UiTestSupport;
import org.xqlab.ui.board.BoardView;

import org.xqlab.rules.Notation;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.MenuBar;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import java.util.prefs.Preferences;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Switching the language relabels the window at once; options are remembered in the preferences. */
@ExtendWith(ApplicationExtension.class)
class LanguageAndPreferencesTest {
    private Stage stage;
    private AppPreferences prefs;
    private MainWindow window;
    private BoardView board;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        prefs = UiTestSupport.freshPreferences();
        window = UiTestSupport.openMain(stage, prefs);
        board = (BoardView) stage.getScene().lookup(".board-view");
    }

    @AfterEach
    void cleanUp(FxRobot robot) throws Exception {
        UiTestSupport.close(robot, stage, prefs);
    }

    private String menuTitle(FxRobot robot, int index) {
        return robot.lookup("#menu-bar").queryAs(MenuBar.class).getMenus().get(index).getText();
    }

    @Test
    void choosingChineseInTheLanguageMenuRelabelsTheWindow(FxRobot robot) throws Exception {
        assertEquals("Game", menuTitle(robot, 0));
        UiTestSupport.clickMoves(robot, board, "h2e2", "h9g7");
        UiTestSupport.click(robot, board, "b0");
        UiTestSupport.click(robot, board, "d1");
        assertEquals("The horse’s leg is blocked", robot.lookup("#status-note").queryAs(Label.class).getText());
        UiTestSupport.screenshot(robot, stage.getScene(), "ui-english");

        robot.clickOn("Language");
        robot.clickOn("中文");
        assertEquals("对局", menuTitle(robot, 0));
        assertEquals("语言", menuTitle(robot, 3));
        assertEquals("新对局", robot.lookup("#tb-new").queryAs(Button.class).getText());
        assertEquals("红方走棋", robot.lookup("#status-turn").queryAs(Label.class).getText());
        assertEquals("蹩马腿", robot.lookup("#status-note").queryAs(Label.class).getText());
        assertEquals("象棋实验室", stage.getTitle());
        UiTestSupport.screenshot(robot, stage.getScene(), "ui-chinese");

        robot.clickOn("语言");
        robot.clickOn("English");
        assertEquals("Game", menuTitle(robot, 0));
    }

    @Test
    void optionsAndWindowBoundsAreRememberedAcrossRuns(FxRobot robot) {
        robot.interact(() -> {
            window.i18n().setLocale(I18n.CHINESE);
            window.board().projectorProperty().set(true);
            window.board().simplifiedProperty().set(true);
        });
        robot.type(javafx.scene.input.KeyCode.F);
        robot.interact(() -> stage.hide()); // closing the window saves its state

        AppPreferences reread = new AppPreferences(Preferences.userRoot().node(prefs.node().absolutePath()));
        assertEquals(I18n.CHINESE, reread.language());
        assertTrue(reread.flipped());
        assertTrue(reread.projectorMode());
        assertTrue(reread.simplifiedGlyphs());
        // no notation was chosen: the next start, in 中文, writes moves in Chinese notation
        assertEquals(Notation.CHINESE, reread.notation());
        assertEquals(stage.getWidth(), reread.windowBounds()[2], 0.5);

        MainWindow[] next = new MainWindow[1];
        robot.interact(() -> next[0] = new MainWindow(reread));
        assertTrue(next[0].board().flippedProperty().get());
        assertTrue(next[0].board().projectorProperty().get());
        assertTrue(next[0].i18n().isChinese());
    }

    @Test
    void projectorModeUsesLargerCharactersAndIsCaptured(FxRobot robot) throws Exception {
        assertFalse(window.board().projectorProperty().get());
        robot.clickOn("View");
        robot.clickOn("Projector mode");
        assertTrue(window.board().projectorProperty().get());
        assertTrue(stage.getScene().getRoot().getStyleClass().contains("projector"));
        UiTestSupport.clickMoves(robot, board, "h2e2", "h9g7");
        UiTestSupport.screenshot(robot, stage.getScene(), "projector-mode");
    }

    @Test
    void choosingChineseNotationRewritesTheMoveList(FxRobot robot) {
        robot.clickOn("View");
        robot.clickOn("Notation");
        javafx.scene.control.Menu notation = (javafx.scene.control.Menu) robot.lookup("#menu-bar")
                .queryAs(MenuBar.class).getMenus().get(2).getItems().get(2);
        assertEquals(3, notation.getItems().size());
        for (javafx.scene.control.MenuItem item : notation.getItems()) {
            assertTrue(!item.isDisable(), item.getText());
        }
        robot.type(javafx.scene.input.KeyCode.ESCAPE);
    }

    @Test
    void theRulesChosenInTheGameMenuJudgeThisGameAndAreRemembered(FxRobot robot) {
        assertEquals(org.xqlab.rules.RepetitionJudge.RuleSet.AXF, window.game().rules());
        javafx.scene.control.Menu game = robot.lookup("#menu-bar").queryAs(MenuBar.class).getMenus().get(0);
        javafx.scene.control.Menu rules = (javafx.scene.control.Menu) game.getItems().stream()
                .filter(i -> "menu-rules".equals(i.getId())).findFirst().orElseThrow();
        assertEquals("Rules (repetitions)", rules.getText());
        assertEquals(java.util.List.of("rules-axf", "rules-cxa"), rules.getItems().stream().map(i -> i.getId()).toList());
        assertTrue(((javafx.scene.control.RadioMenuItem) rules.getItems().get(0)).isSelected());
        javafx.scene.control.RadioMenuItem cxa = (javafx.scene.control.RadioMenuItem) rules.getItems().get(1);
        robot.interact(() -> {
            cxa.setSelected(true); // what a click on the item does before its action
            cxa.fire();
        });
        assertFalse(((javafx.scene.control.RadioMenuItem) rules.getItems().get(0)).isSelected(), "one rule set at a time");
        assertEquals(org.xqlab.rules.RepetitionJudge.RuleSet.CXA, window.game().rules());
        assertEquals(org.xqlab.rules.RepetitionJudge.RuleSet.CXA, prefs.rules(), "remembered for the next start");
        robot.interact(() -> window.i18n().setLocale(I18n.CHINESE));
        assertEquals("规则（重复局面）", rules.getText());
        assertEquals("中国规则（中国象棋协会）", rules.getItems().get(1).getText());
        assertTrue(((javafx.scene.control.RadioMenuItem) rules.getItems().get(1)).isSelected());
    }
}
