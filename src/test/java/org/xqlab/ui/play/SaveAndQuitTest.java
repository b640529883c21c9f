package org.xqlab.ui.play;

import javafx.application.Platform;
import javafx.scene.control.Label;
import javafx.stage.FileChooser;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import org.xqlab.ui.AppPreferences;
import org.xqlab.ui.UiTestSupport;
import org.xqlab.ui.analysis.AnalysisWindow;
import org.xqlab.ui.board.BoardView;
import org.xqlab.ui.classroom.ClassroomView;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Save… clicked with the dialog's filter left at "PGN, UTF-8": a typed {@code .xqf} name writes an XQF
 * file (its bytes start with the XQF magic "XQ"), a name without extension gets {@code .pgn} and PGN
 * text; the status line names the format written and the dialog proposes a name from the players.
 * Game ▸ Quit with the classroom and analysis windows open asks once about the unsaved game, then
 * closes every window and ends the program.
 */
@ExtendWith(ApplicationExtension.class)
class SaveAndQuitTest {
    private Stage stage;
    private AppPreferences prefs;
    private MainWindow window;
    private final AtomicReference<File> answer = new AtomicReference<>();
    private final AtomicReference<String> proposed = new AtomicReference<>();

    @TempDir
    Path dir;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        prefs = UiTestSupport.freshPreferences();
        window = UiTestSupport.openMain(stage, prefs);
        RecordActions.chooseWith((Window w, FileChooser c) -> {
            proposed.set(c.getInitialFileName());
            return answer.get();
        });
    }

    @AfterEach
    void cleanUp(FxRobot robot) throws Exception {
        RecordActions.chooseWith(null);
        MainWindow.exit = Platform::exit;
        UiTestSupport.closeMain(robot, window, stage, prefs);
    }

    private String status(FxRobot robot) {
        StringBuilder sb = new StringBuilder();
        robot.lookup("#status-bar").queryAs(javafx.scene.Parent.class).getChildrenUnmodifiable().forEach(n -> {
            if (n instanceof Label l && l.getText() != null) {
                sb.append(l.getText()).append(' ');
            }
        });
        return sb.toString();
    }

    @Test
    void saveWritesTheTypedExtensionsFormatAndSaysWhichFormat(FxRobot robot) throws Exception {
        BoardView board = robot.lookup(".board-view").queryAs(BoardView.class);
        UiTestSupport.clickMoves(robot, board, "h2e2", "h9g7");
        robot.interact(() -> window.game().setTags(java.util.Map.of("Red", "许银川", "Black", "吕钦")));
        Path xqf = dir.resolve("lesson.xqf");
        answer.set(xqf.toFile());
        robot.clickOn("#tb-save");
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> Files.exists(xqf));
        byte[] bytes = Files.readAllBytes(xqf);
        assertEquals("XQ", new String(bytes, 0, 2, StandardCharsets.ISO_8859_1), "an XQF file, not PGN text");
        assertTrue(status(robot).contains("XQF"), "the status names the format: " + status(robot));
        assertEquals("许银川-吕钦.pgn", proposed.get(), "a default name from the players");

        Path plain = dir.resolve("lesson");
        answer.set(plain.toFile());
        robot.clickOn("#tb-save");
        Path pgn = dir.resolve("lesson.pgn");
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> Files.exists(pgn));
        assertTrue(Files.readString(pgn).startsWith("["), "PGN text from the filter left as it opened");
        assertTrue(status(robot).contains("PGN"), status(robot));
    }

    @Test
    void quitClosesEveryWindowAndEndsTheProgramAskingOnce(FxRobot robot) throws Exception {
        AtomicInteger exits = new AtomicInteger();
        MainWindow.exit = exits::incrementAndGet;
        BoardView board = robot.lookup(".board-view").queryAs(BoardView.class);
        UiTestSupport.clickMoves(robot, board, "h2e2");
        robot.interact(() -> {
            ClassroomView.openWindow(window.i18n());
            AnalysisWindow.open(window);
        });
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(Window.getWindows().stream().filter(Window::isShowing).count() >= 3);
        Platform.runLater(window::quit);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> robot.lookup("#discard-discard").tryQuery()
                .map(n -> n.getScene() != null && n.getScene().getWindow() != null && n.getScene().getWindow().isShowing())
                .orElse(false));
        javafx.scene.control.DialogPane question = robot.lookup("#discard-dialog").queryAs(javafx.scene.control.DialogPane.class);
        assertEquals("The game has changed since it was last saved. Save it before quitting?", question.getContentText(),
                "asked as the program quits, not as a game is replaced");
        javafx.scene.control.Button discard = robot.lookup("#discard-discard").queryButton();
        robot.interact(discard::fire);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> exits.get() > 0);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(1, exits.get(), "the program ends once");
        assertFalse(robot.lookup("#discard-dialog").tryQuery().isPresent(), "asked once only");
        assertEquals(0, Window.getWindows().stream().filter(Window::isShowing).count(), "every window closed");
    }
}
