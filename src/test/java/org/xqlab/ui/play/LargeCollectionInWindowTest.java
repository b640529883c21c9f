package org.xqlab.ui.play;

import org.xqlab.game.RecordCollectionTest;
import org.xqlab.ui.AppPreferences;
import org.xqlab.ui.UiTestSupport;

import javafx.application.Platform;
import javafx.scene.control.Label;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A collection of 20,000 games opened in the window: read on a thread of its own (the window answers while
 * it reads), listed in a virtualised table, searched by player, and the picked game loaded.
 */
@Tag("slow")
@ExtendWith(ApplicationExtension.class)
class LargeCollectionInWindowTest {
    private Stage stage;
    private AppPreferences prefs;
    private MainWindow window;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        prefs = UiTestSupport.freshPreferences();
        window = UiTestSupport.openMain(stage, prefs, 1024, 768);
    }

    @AfterEach
    void cleanUp(FxRobot robot) throws Exception {
        UiTestSupport.closeMain(robot, window, stage, prefs);
    }

    @Test
    void twentyThousandGamesOpenInASearchableListAndThePickedGameLoads(FxRobot robot, @TempDir Path tmp) throws Exception {
        Path file = tmp.resolve("club-archive.pgn");
        Files.writeString(file, RecordCollectionTest.collection(20_000), StandardCharsets.UTF_8);
        assertTrue(Files.size(file) > RecordActions.READ_IN_BACKGROUND, "large enough to be read in the background");

        CompletableFuture<Boolean> started = new CompletableFuture<>();
        Platform.runLater(() -> started.complete(window.open(file)));
        assertTrue(started.get(30, TimeUnit.SECONDS), "open returns while the file is still being read");
        // the FX thread is free while the file is read: the progress window shows and counts
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> robot.lookup("#record-loading-text").tryQuery()
                .map(n -> ((Label) n).getText().matches("Reading club-archive\\.pgn: [0-9,]+ games so far")).orElse(false));

        UiTestSupport.waitForNode(robot, "#game-picker-table", 180);
        WaitForAsyncUtils.waitForFxEvents();
        assertFalse(robot.lookup("#record-loading").tryQuery().isPresent(), "the progress window is gone");
        TableView<?> table = robot.lookup("#game-picker-table").queryAs(TableView.class);
        assertEquals(20_000, table.getItems().size());
        assertEquals("20,000 of 20,000 games", robot.lookup("#game-picker-count").queryAs(Label.class).getText());
        long rowCells = robot.lookup("#game-picker-table .table-row-cell").queryAll().size();
        assertTrue(rowCells < 100, "a virtualised list makes cells for the visible rows only: " + rowCells);

        robot.clickOn("#game-picker-search").write("Player 13");
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(198, table.getItems().size(), "the games with Red 'Player 13' (every 101st)");
        assertEquals("198 of 20,000 games", robot.lookup("#game-picker-count").queryAs(Label.class).getText());
        assertEquals("Player 13", robot.lookup("#game-picker-search").queryAs(TextField.class).getText());

        TableRow<?> second = robot.lookup("#game-picker-table .table-row-cell")
                .match(n -> ((TableRow<?>) n).getIndex() == 1).queryAs(TableRow.class);
        assertEquals(113, second.getItem(), "game 114 is the second to match");
        robot.clickOn(second);
        robot.clickOn("#game-picker-open");
        WaitForAsyncUtils.waitForFxEvents();

        var shown = window.game().getRecord();
        assertEquals("Player 13", shown.headers().get("Red"));
        assertEquals("114", shown.headers().get("Round"));
        assertEquals(6, window.game().getMoves().size(), "its six moves are shown");
        assertFalse(window.game().isModified());
    }
}
