package org.xqlab.ui.play;

import org.xqlab.ui.AppPreferences;
import org.xqlab.ui.I18n;
import org.xqlab.ui.UiTestSupport;
import org.xqlab.ui.board.BoardView;
import org.xqlab.ui.engines.Level;

import javafx.scene.control.Button;
import javafx.scene.canvas.Canvas;
import javafx.scene.control.Label;
import org.xqlab.ui.CanvasTexts;
import javafx.scene.control.TextField;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import javafx.scene.input.KeyCode;
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
import org.xqlab.game.GameRecordText;
import org.xqlab.game.HeroList;
import org.xqlab.rules.Move;
import org.xqlab.rules.Position;
import org.xqlab.rules.Notation;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The engine, game records, position setup and the hero list in the real window. */
@ExtendWith(ApplicationExtension.class)
class EngineAndRecordsInWindowTest {
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
        UiTestSupport.closeMain(robot, window, stage, prefs);
    }

    private String text(FxRobot robot, String id) {
        return robot.lookup(id).queryAs(Label.class).getText();
    }

    private int plies() {
        return window.game().getRecord().cursor().ply();
    }

    private static Path fixture(String name) throws Exception {
        return Path.of(EngineAndRecordsInWindowTest.class.getResource("/games/" + name).toURI());
    }

    @Test
    void easyRepliesToAMoveAndItsThinkingIsShown(FxRobot robot) throws Exception {
        robot.interact(() -> window.play().newGame(null, null, Level.EASY));
        UiTestSupport.clickMoves(robot, board, "a3a4"); // out of the opening book: the engine searches
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> plies() == 2);
        WaitForAsyncUtils.waitForFxEvents();
        WaitForAsyncUtils.waitFor(2, TimeUnit.SECONDS, () -> !"–".equals(text(robot, "#engine-depth")));
        assertFalse(text(robot, "#engine-pv").isEmpty());
        assertTrue(text(robot, "#engine-players").contains("Easy"), text(robot, "#engine-players"));
        assertEquals(1, robot.lookup("#score-graph").queryAs(ScoreGraph.class).scoredMoves());
        UiTestSupport.screenshot(robot, stage.getScene(), "engine-thinking");
        // the graph's halves say in words which side is better there, in the window's language
        assertEquals(List.of("Red better", "Black better"), graphWords(robot));
        robot.interact(() -> window.i18n().setLocale(I18n.CHINESE));
        WaitForAsyncUtils.waitFor(2, TimeUnit.SECONDS, () -> graphWords(robot).equals(List.of("红方优", "黑方优")));
        ScoreGraph graph = robot.lookup("#score-graph").queryAs(ScoreGraph.class);
        List<CanvasTexts.Drawn> drawn = CanvasTexts.of((Canvas) graph.getChildrenUnmodifiable().get(0));
        assertTrue(drawn.get(0).y() >= 0 && drawn.get(0).y() + drawn.get(0).h() <= graph.getHeight() / 2,
                "'红方优' in the upper (Red's) half: " + drawn.get(0) + " in a graph " + graph.getHeight() + " px high");
        assertTrue(drawn.get(1).y() >= graph.getHeight() / 2 && drawn.get(1).y() + drawn.get(1).h() <= graph.getHeight(),
                "'黑方优' in the lower (Black's) half: " + drawn.get(1));
    }

    @Test
    void aBookReplyIsShownAsABookMoveNotAsNothing(FxRobot robot) throws Exception {
        robot.interact(() -> window.play().newGame(null, null, Level.MEDIUM));
        UiTestSupport.clickMoves(robot, board, "h2e2"); // the central cannon: Medium answers from the book
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> plies() == 2);
        org.xqlab.ui.Await.untilFx("the engine panel tells the book reply", 5,
                () -> "Book move (no search)".equals(text(robot, "#engine-depth")));
        assertFalse(text(robot, "#engine-pv").isEmpty(), "the book's move is the line shown");
        assertEquals("–", text(robot, "#engine-score"), "a book move has no score");
        List<String> clipped = new org.xqlab.ui.SceneClip().walk("main", stage.getScene()).findings().stream()
                .filter(f -> f.contains("engine-")).toList();
        assertTrue(clipped.isEmpty(), String.join("\n", clipped));
    }

    /** The words the score graph draws now. */
    private static List<String> graphWords(FxRobot robot) {
        List<String> words = new java.util.ArrayList<>();
        robot.interact(() -> {
            ScoreGraph graph = robot.lookup("#score-graph").queryAs(ScoreGraph.class);
            CanvasTexts.of((Canvas) graph.getChildrenUnmodifiable().get(0)).forEach(d -> words.add(d.text()));
        });
        return words;
    }

    @Test
    void inTheOpeningBookTheEngineAnswersFromItAndTheOpeningIsNamed(FxRobot robot) throws Exception {
        robot.interact(() -> window.play().newGame(null, null, Level.MEDIUM));
        UiTestSupport.clickMoves(robot, board, "h2e2");
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> plies() == 2);
        WaitForAsyncUtils.waitForFxEvents();
        int reply = window.game().getRecord().cursor().move();
        Position afterCannon = Position.startPosition();
        afterCannon.play(Move.parseIccs("h2e2"));
        assertTrue(org.xqlab.book.OpeningBook.bundled().probe(afterCannon).moves().stream()
                .anyMatch(m -> m.move() == reply), "the reply is a book move: " + Move.iccs(reply));
        // the name of the last named book position along the line: 中炮 itself or a named reply to it
        String opening = text(robot, "#engine-opening");
        assertTrue(opening.startsWith("Opening: ") && opening.length() > "Opening: ".length(), opening);
    }

    @Test
    void aGameRecordOpensStepsAndSavesUnchanged(FxRobot robot, @TempDir Path tmp) throws Exception {
        Path file = fixture("01-central-cannon-vs-screen-horses.pgn");
        robot.interact(() -> assertTrue(window.open(file)));
        robot.type(KeyCode.HOME);
        assertEquals(Move.NONE, window.game().lastMove());
        robot.clickOn("#nav-next").clickOn("#nav-next").clickOn("#nav-next");
        assertEquals(Move.parseIccs("h0g2"), window.game().lastMove());
        robot.type(KeyCode.END);
        assertEquals(18, plies());
        Path saved = tmp.resolve("saved.pgn");
        robot.interact(() -> {
            window.game().notationProperty().set(Notation.CHINESE);
            assertTrue(window.game().save(saved));
        });
        String before = GameRecordText.write(window.game().getRecord());
        robot.interact(() -> assertTrue(window.open(saved)));
        assertEquals(before, GameRecordText.write(window.game().getRecord()));
        assertEquals(before, GameRecordText.write(GameFiles.read(saved)));
    }

    @Test
    void aMalformedPgnIsExplainedWithItsLineAndTheGameStays(FxRobot robot) {
        UiTestSupport.clickMoves(robot, board, "h2e2");
        robot.interact(() -> {
            ClipboardContent c = new ClipboardContent();
            c.putString("[Event \"x\"]\n1. h2e2 h9g7\n2. h2h9 *");
            Clipboard.getSystemClipboard().setContent(c);
            window.pastePgn();
        });
        String note = text(robot, "#status-note");
        // the one record reader's message: the game (pasted text may hold several), the line, the move
        assertTrue(note.startsWith("Not a valid game record: game 1: line 3: move 'h2h9'"), note);
        assertEquals(Move.parseIccs("h2e2"), window.game().lastMove());
        robot.interact(() -> {
            ClipboardContent c = new ClipboardContent();
            c.putString("rnbakabnr/9/9 w");
            Clipboard.getSystemClipboard().setContent(c);
            window.pasteFen();
        });
        assertTrue(text(robot, "#status-note").startsWith("Not a valid FEN"), text(robot, "#status-note"));
        assertEquals(Move.parseIccs("h2e2"), window.game().lastMove());
    }

    @Test
    void theSetupDialogValidatesThePosition(FxRobot robot) {
        robot.clickOn("#tb-setup");
        robot.clickOn("#setup-clear");
        assertTrue(text(robot, "#setup-problem").startsWith("Cannot be played"), text(robot, "#setup-problem"));
        assertTrue(robot.lookup("#setup-ok").queryAs(Button.class).isDisabled());
        robot.clickOn("#setup-fen");
        robot.interact(() -> robot.lookup("#setup-fen").queryAs(TextField.class).setText("3k5/9/9/9/9/9/9/9/R8/4K4 w - - 0 1"));
        robot.type(KeyCode.ENTER);
        assertEquals("The position can be played.", text(robot, "#setup-problem"));
        robot.interact(() -> robot.lookup("#setup-fen").queryAs(TextField.class).setText("3k5/9 w"));
        robot.clickOn("#setup-fen").type(KeyCode.ENTER);
        assertTrue(text(robot, "#setup-problem").startsWith("Not a valid FEN"), text(robot, "#setup-problem"));
        robot.clickOn("#setup-ok");
        assertEquals("3k5/9/9/9/9/9/9/9/R8/4K4 w - - 0 1", window.game().fen());

        // a second click on the chosen 帥 keeps it chosen: the next click on the board places it
        robot.clickOn("#tb-setup");
        robot.clickOn("#setup-clear");
        robot.clickOn("#palette-K");
        robot.clickOn("#palette-K");
        assertTrue(robot.lookup("#palette-K").queryAs(javafx.scene.control.ToggleButton.class).isSelected(),
                "the second click keeps 帥 chosen");
        javafx.scene.Node board = robot.lookup("#setup-board").query();
        robot.clickOn(board.localToScreen(38 * 0.8 + 4 * 38, 38 * 0.8 + 9 * 38)); // e0, the palace's centre file
        assertTrue(robot.lookup("#setup-fen").queryAs(TextField.class).getText().startsWith("9/9/9/9/9/9/9/9/9/4K4 "),
                robot.lookup("#setup-fen").queryAs(TextField.class).getText());
        robot.clickOn(robot.lookup(".dialog-pane .button").queryAllAs(Button.class).stream()
                .filter(Button::isCancelButton).findFirst().orElseThrow());
    }

    @Test
    void beatingALevelWritesTheHeroListWhichSurvivesReopening(FxRobot robot, @TempDir Path tmp) {
        Path store = tmp.resolve("heroes");
        robot.interact(() -> {
            window.setHeroStore(store);
            window.play().newGame(null, null, Level.MEDIUM);
            window.play().pause(); // the test makes black's moves of a helpmate in the engine's place
        });
        String[] line = {"b2b4", "d9e8", "b4g4", "c9a7", "g4g9"};
        for (String m : line) {
            if (window.game().isHumanToMove()) {
                UiTestSupport.clickMoves(robot, board, m);
            } else {
                robot.interact(() -> window.game().playEngineMove(Move.parseIccs(m)));
            }
        }
        robot.clickOn("#hero-name");
        robot.interact(() -> robot.lookup("#hero-name").queryAs(TextField.class).setText("Hero Tester"));
        robot.type(KeyCode.ENTER);
        assertEquals("Checkmate: Red wins (1-0)", text(robot, "#status-outcome"));
        try (HeroList reopened = new HeroList(store)) {
            assertEquals("Hero Tester", reopened.list(Level.MEDIUM.heroLevel()).get(0).name());
            assertEquals(3, reopened.list(Level.MEDIUM.heroLevel()).get(0).moves());
        }
    }

    @Test
    void screenshotsInBothLanguagesShowAMiddleGame(FxRobot robot) throws Exception {
        robot.interact(() -> window.game().notationProperty().set(Notation.CHINESE));
        UiTestSupport.clickMoves(robot, board, "h2e2", "h9g7", "h0g2", "i9h9", "i0h0", "b9c7", "h0h6");
        UiTestSupport.click(robot, board, "b7");
        UiTestSupport.screenshot(robot, stage.getScene(), "middle-game-chinese-notation-en");
        robot.interact(() -> window.i18n().setLocale(I18n.CHINESE));
        UiTestSupport.screenshot(robot, stage.getScene(), "middle-game-zh");
        assertNotEquals("Red to move", text(robot, "#status-turn"));
    }
}
