package org.xqlab.ui.play;

import org.xqlab.ui.AppPreferences;
import org.xqlab.ui.I18n;
import org.xqlab.ui.UiTestSupport;
import org.xqlab.ui.board.BoardView;
import org.xqlab.ui.board.GameViewModel;

import javafx.application.Platform;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.TableRow;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import org.xqlab.game.GameFiles;
import org.xqlab.game.GameRecord;
import org.xqlab.game.RecordReader;
import org.xqlab.game.RecordWriter;
import org.xqlab.rules.Fen;
import org.xqlab.rules.Move;

import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Game records in the real window: a multi-game file, the move tree, the question before discarding. */
@ExtendWith(ApplicationExtension.class)
class RecordsInWindowTest {
    private Stage stage;
    private AppPreferences prefs;
    private MainWindow window;
    private BoardView board;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        prefs = UiTestSupport.freshPreferences();
        window = UiTestSupport.openMain(stage, prefs, 1024, 768);
        board = (BoardView) stage.getScene().lookup(".board-view");
    }

    @AfterEach
    void cleanUp(FxRobot robot) throws Exception {
        UiTestSupport.closeMain(robot, window, stage, prefs);
    }

    private static Path record(String name) throws Exception {
        return Path.of(RecordsInWindowTest.class.getResource("/records/" + name).toURI());
    }

    /** Two real games in one PGN: the xqbase game (GBK, with its trailer) and the dpxq game with variations. */
    static Path twoGames(Path dir) throws Exception {
        GameRecord first = RecordReader.read(record("xqbase-trailer-01.PGN")).first();
        GameRecord second = RecordReader.read(record("dpxq_ubb_branches.txt")).first();
        Path file = dir.resolve("two-games.pgn");
        GameFiles.write(file, List.of(first, second), RecordWriter.Target.PGN);
        return file;
    }

    @SuppressWarnings("unchecked")
    private ListView<GameViewModel.Row> moveList(FxRobot robot) {
        return robot.lookup("#move-list").queryAs(ListView.class);
    }

    /** The visible cell of the move list showing {@code row} (scrolled into view first). */
    private Node cellOf(FxRobot robot, GameViewModel.Row row) {
        ListView<GameViewModel.Row> list = moveList(robot);
        robot.interact(() -> list.scrollTo(list.getItems().indexOf(row)));
        WaitForAsyncUtils.waitForFxEvents();
        return robot.lookup("#move-list .list-cell").match(n -> ((ListCell<?>) n).getItem() == row).query();
    }

    private GameViewModel.Row row(FxRobot robot, String text, boolean inLine) {
        return moveList(robot).getItems().stream().filter(r -> r.inLine() == inLine && r.text().startsWith(text))
                .findFirst().orElseThrow(() -> new AssertionError(text));
    }

    @Test
    void aGameIsPickedFromAMultiGameFileAndItsVariationIsEnteredAndLeft(FxRobot robot, @TempDir Path tmp) throws Exception {
        Path file = twoGames(tmp);
        Platform.runLater(() -> window.open(file));
        UiTestSupport.waitForNode(robot, "#game-picker-table", 5);
        WaitForAsyncUtils.waitForFxEvents();
        Node second = robot.lookup("#game-picker-table .table-row-cell")
                .match(n -> ((TableRow<?>) n).getIndex() == 1).query();
        assertTrue(((TableRow<?>) second).getItem() != null);
        robot.clickOn(second);
        UiTestSupport.screenshot(robot, second.getScene(), "records-picker-en");
        robot.clickOn("#game-picker-open");
        WaitForAsyncUtils.waitForFxEvents();

        GameRecord g = window.game().getRecord();
        assertEquals("弈林新编-杨官璘著", g.headers().get("Event"), "the second game is shown");
        assertEquals(63, window.game().getMoves().size());
        assertEquals(Move.parseIccs("e0f0"), window.game().lastMove(), "at the end of its main line");
        assertTrue(robot.lookup("#game-tags-summary").queryAs(Label.class).getText().contains("弈林新编"));
        assertFalse(window.game().isModified());

        GameViewModel.Row variation = row(robot, "e2e5", false);
        robot.clickOn(cellOf(robot, variation));
        assertTrue(window.game().inVariationProperty().get(), "clicking the variation enters it");
        assertEquals(Move.parseIccs("e2e5"), window.game().lastMove());
        assertEquals("e2e5", window.game().getMoves().get(window.game().currentIndexProperty().get()).text());
        assertEquals(Fen.format(g.positionAt(variation.node())), window.game().fen(), "the board shows it");
        UiTestSupport.screenshot(robot, stage.getScene(), "records-variation-en");

        robot.rightClickOn(cellOf(robot, row(robot, "e2e5", true)));
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(((MoveListView) robot.lookup("#move-list-pane").query()).contextMenu().isShowing(),
                "the right click opens the move menu");
        robot.clickOn("#ctx-main-line");
        assertFalse(window.game().inVariationProperty().get(), "back on the main line");
        assertEquals(Move.parseIccs("d4e6"), window.game().lastMove(), "at the move the variation replaced");
        assertFalse(window.game().isModified());
    }

    @Test
    void anUnsavedGameIsNotDiscardedWithoutAsking(FxRobot robot) {
        UiTestSupport.clickMoves(robot, board, "h2e2");
        assertTrue(window.game().isModified());
        robot.clickOn("#tb-new");
        WaitForAsyncUtils.waitForFxEvents();
        assertNotNull(robot.lookup("#discard-dialog").tryQuery().orElse(null), "asked");
        assertEquals("Discard", robot.lookup("#discard-discard").queryButton().getText());
        robot.clickOn("#discard-cancel");
        assertEquals(1, window.game().getMoves().size(), "Cancel keeps the game");

        robot.clickOn("#tb-new");
        robot.clickOn("#discard-discard");
        assertTrue(window.game().getMoves().isEmpty(), "Discard starts the new game");
        assertFalse(window.game().isModified());
        robot.clickOn("#tb-new"); // nothing to lose: no question
        assertFalse(robot.lookup("#discard-dialog").tryQuery().isPresent());
    }

    @Test
    void theQuestionIsAskedInChineseToo(FxRobot robot) {
        robot.interact(() -> window.i18n().setLocale(I18n.CHINESE));
        UiTestSupport.clickMoves(robot, board, "h2e2");
        robot.clickOn("#tb-open");
        assertEquals("不保存", robot.lookup("#discard-discard").queryButton().getText());
        assertEquals("保存…", robot.lookup("#discard-save").queryButton().getText());
        robot.clickOn("#discard-cancel");
        assertEquals(1, window.game().getMoves().size(), "Cancel keeps the game; no file chooser opened");
    }

    @Test
    void theMainWindowWithVariationsAt1024x768InBothLanguages(FxRobot robot) throws Exception {
        Path file = record("dpxq_ubb_branches.txt");
        robot.interact(() -> assertTrue(window.open(file)));
        robot.interact(() -> {
            GameRecord g = window.game().getRecord();
            // into the nested variation 26... b0b8 of the variation 24... c5c8
            GameRecord.Node n = g.mainLine().get(46).children().get(1); // 24... c5c8 instead of e5e4
            for (int i = 0; i < 4; i++) {
                n = n.children().get(0);
            }
            window.game().goTo(n.children().size() > 1 ? n.children().get(1) : n);
        });
        assertTrue(window.game().inVariationProperty().get());
        WaitForAsyncUtils.waitForFxEvents();
        UiTestSupport.screenshot(robot, stage.getScene(), "records-tree-en");
        robot.interact(() -> window.i18n().setLocale(I18n.CHINESE));
        WaitForAsyncUtils.waitForFxEvents();
        UiTestSupport.screenshot(robot, stage.getScene(), "records-tree-zh");
        assertEquals(1024, Math.round(stage.getScene().getWidth() + (stage.getWidth() - stage.getScene().getWidth())));
    }

    @Test
    void aDhtmlXqBlockIsPastedFromTheEditMenu(FxRobot robot) throws Exception {
        String block = java.nio.file.Files.readString(record("dpxq_ubb_branches.txt"));
        robot.interact(() -> {
            javafx.scene.input.ClipboardContent c = new javafx.scene.input.ClipboardContent();
            c.putString(block);
            javafx.scene.input.Clipboard.getSystemClipboard().setContent(c);
        });
        robot.clickOn("#menu-edit").clickOn("#item-paste-game");
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("弈林新编-杨官璘著", window.game().getRecord().headers().get("Event"));
        assertEquals(3, window.game().getRecord().variationCount());
        assertFalse(window.game().isModified());
    }
}
