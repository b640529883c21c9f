package org.xqlab.ui.engines;

import org.xqlab.ui.AppPreferences;
import org.xqlab.ui.UiTestSupport;
import org.xqlab.ui.board.BoardView;
import org.xqlab.ui.play.ExternalEngineActions;
import org.xqlab.ui.play.ExternalEnginePlayTest;
import org.xqlab.ui.play.MainWindow;
import org.xqlab.ui.play.NewGameDialog;

import javafx.application.Platform;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import org.xqlab.protocol.Dialect;
import org.xqlab.rules.Notation;

import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** View ▸ Oracle engine… and the New game dialog's external engine in the real window. */
@ExtendWith(ApplicationExtension.class)
class OracleInWindowTest {
    private Stage stage;
    private AppPreferences prefs;
    private MainWindow window;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        prefs = UiTestSupport.freshPreferences();
        window = UiTestSupport.openMain(stage, prefs);
    }

    @AfterEach
    void cleanUp(FxRobot robot) throws Exception {
        UiTestSupport.closeMain(robot, window, stage, prefs);
    }

    private String text(FxRobot robot, String id) {
        return robot.lookup(id).queryAs(Label.class).getText();
    }

    private void openOracleDialog(FxRobot robot, String command) {
        Platform.runLater(window::oracleEngine);
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> {
            robot.lookup("#oracle-enabled").queryAs(CheckBox.class).setSelected(true);
            robot.lookup("#oracle-protocol").queryAs(ComboBox.class).setValue(Dialect.UCI);
            robot.lookup("#oracle-command").queryAs(TextField.class).setText(command);
        });
        robot.clickOn("#oracle-ok");
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void theOracleShowsFairyStockfishsBestMoveInTheChosenNotationAndFollowsTheGame(FxRobot robot) throws Exception {
        ExternalEnginePlayTest.assumeFairyStockfish();
        assertFalse(robot.lookup("#oracle-panel").query().isVisible(), "hidden while off");
        openOracleDialog(robot, ExternalEnginePlayTest.FAIRY);
        WaitForAsyncUtils.waitFor(15, TimeUnit.SECONDS, () -> !text(robot, "#oracle-depth").equals("–"));
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(robot.lookup("#oracle-panel").query().isVisible());
        assertTrue(text(robot, "#oracle-title").startsWith("Oracle: Fairy-Stockfish"), text(robot, "#oracle-title"));
        assertTrue(text(robot, "#oracle-move").matches("[a-i][0-9][a-i][0-9]"), text(robot, "#oracle-move") + " "
                + window.oracle().stateProperty().get() + " plies " + window.game().getRecord().cursor().ply());
        assertTrue(text(robot, "#oracle-score").matches("[+-]\\d+|.*mates.*"), text(robot, "#oracle-score"));
        assertEquals(ExternalEnginePlayTest.FAIRY, prefs.node().get(ExternalEngineActions.ORACLE_PREFIX + "command", ""),
                "the engine is remembered");

        robot.interact(() -> window.game().notationProperty().set(Notation.CHINESE));
        assertTrue(text(robot, "#oracle-move").matches("[\\u4e00-\\u9fff一二三四五六七八九１-９1-9]{4}"),
                text(robot, "#oracle-move"));
        UiTestSupport.clickMoves(robot, (BoardView) stage.getScene().lookup(".board-view"), "h2e2");
        WaitForAsyncUtils.waitFor(15, TimeUnit.SECONDS, () -> window.oracle().stateProperty().get().reply() != null
                && window.oracle().stateProperty().get().root().key() == window.game().getPosition().key());
        WaitForAsyncUtils.waitForFxEvents();
        UiTestSupport.screenshot(robot, stage.getScene(), "oracle");
    }

    /** The text a label draws (with "…" where it was cut). */
    private static String drawn(FxRobot robot, String id) {
        Label l = robot.lookup(id).queryAs(Label.class);
        return ((javafx.scene.text.Text) l.lookup(".text")).getText();
    }

    @Test
    void aDeadOracleIsReportedInThePanelAndSwitchedOff(FxRobot robot) throws Exception {
        openOracleDialog(robot, "/bin/false");
        WaitForAsyncUtils.waitFor(15, TimeUnit.SECONDS, () -> robot.lookup("#oracle-error").queryAs(Label.class).isVisible());
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(text(robot, "#oracle-error").startsWith("Oracle switched off: ")
                && text(robot, "#oracle-error").contains("/bin/false"), text(robot, "#oracle-error"));
        assertFalse(window.oracle().isEnabled());
    }

    @Test
    void anOracleWhoseEngineDiesWhileThinkingSaysWhyInBothLanguages(FxRobot robot, @TempDir Path dir) throws Exception {
        // answers the handshake, then its process ends when asked to think
        Path dying = dir.resolve("dying-engine.sh");
        Files.writeString(dying, """
                #!/bin/sh
                while read line; do
                  case "$line" in
                    uci) echo "id name Dying"; echo "uciok";;
                    isready) echo "readyok";;
                    go*) exit 3;;
                  esac
                done
                """);
        Files.setPosixFilePermissions(dying, PosixFilePermissions.fromString("rwxr-xr-x"));
        robot.interact(() -> { // the size the message was cut at
            stage.setWidth(1024);
            stage.setHeight(768);
        });
        openOracleDialog(robot, dying.toString());
        WaitForAsyncUtils.waitFor(15, TimeUnit.SECONDS, () -> robot.lookup("#oracle-error").queryAs(Label.class).isVisible());
        WaitForAsyncUtils.waitForFxEvents();
        String english = text(robot, "#oracle-error");
        assertTrue(english.startsWith("Oracle switched off: " + dying + " stopped running"), english);
        assertTrue(english.contains("Detail: ") && english.contains("exited with status 3"), english);
        robot.interact(() -> window.i18n().setLocale(org.xqlab.ui.I18n.CHINESE));
        String chinese = text(robot, "#oracle-error");
        assertTrue(chinese.startsWith("参考引擎已关闭：" + dying + " 已停止运行"), chinese);
        assertTrue(chinese.contains("详情："), chinese);
        WaitForAsyncUtils.waitForFxEvents();
        org.xqlab.ui.UiTestSupport.screenshot(robot, stage.getScene(), "oracle-switched-off-zh");
        assertEquals(chinese, drawn(robot, "#oracle-error"), "the message is drawn whole, not cut");
        assertEquals(text(robot, "#oracle-title"), drawn(robot, "#oracle-title"), "the engine's name too");
        robot.interact(() -> window.i18n().setLocale(org.xqlab.ui.I18n.ENGLISH));
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(english, drawn(robot, "#oracle-error"), "the message is drawn whole, not cut");
        assertEquals(text(robot, "#oracle-title"), drawn(robot, "#oracle-title"), "the engine's name too");
        assertFalse(window.oracle().isEnabled());
    }

    @Test
    void theNewGameDialogOffersAnExternalEngineAndRefusesABlankCommand(FxRobot robot) {
        Platform.runLater(window::newGameAgainstEngine);
        WaitForAsyncUtils.waitForFxEvents();
        assertFalse(robot.lookup("#external-black-command").query().getParent().isVisible());
        robot.interact(() -> robot.lookup("#player-black").queryAs(ComboBox.class).setValue("external"));
        assertTrue(robot.lookup("#external-black-command").query().getParent().isVisible());
        assertEquals(EngineChoice.DEFAULT_COMMAND, robot.lookup("#external-black-command").queryAs(TextField.class).getText());
        robot.interact(() -> robot.lookup("#external-black-command").queryAs(TextField.class).setText(" "));
        robot.clickOn("#new-game-ok");
        assertTrue(text(robot, "#new-game-error").contains("needs a command"), text(robot, "#new-game-error"));
        robot.interact(() -> robot.lookup("#external-black-command").queryAs(TextField.class).setText("/bin/false"));
        robot.clickOn("#new-game-ok");
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(window.play().level(1).isExternal());
        assertEquals("/bin/false", prefs.node().get(NewGameDialog.PREFS_PREFIX + "command", ""));
        assertTrue(text(robot, "#engine-players").contains("false (UCI)"), text(robot, "#engine-players"));
    }
}
