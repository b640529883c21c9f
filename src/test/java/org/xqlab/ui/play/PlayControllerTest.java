package org.xqlab.ui.play;

import org.xqlab.ui.board.GameViewModel;
import org.xqlab.ui.engines.EngineExecutor;
import org.xqlab.ui.engines.EngineThinking;
import org.xqlab.ui.engines.Level;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.xqlab.game.HeroList;
import org.xqlab.rules.Move;
import org.xqlab.rules.Position;
import org.xqlab.rules.Piece;

import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayDeque;
import java.util.List;
import java.util.concurrent.Executor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The engine's turns without a window: same-thread engine, and a UI queue the test drains. */
class PlayControllerTest {
    private final GameViewModel game = new GameViewModel();
    private final ArrayDeque<Runnable> ui = new ArrayDeque<>();
    private final Executor queued = ui::add;

    private PlayController controller(Executor uiThread) {
        PlayController c = new PlayController(game, EngineExecutor.sameThread(), uiThread);
        c.setSeed(42);
        return c;
    }

    private static int sq(String name) {
        return org.xqlab.rules.Square.parse(name);
    }

    private int plies() {
        return game.getRecord().cursor().ply();
    }

    @Test
    void theEngineRepliesToAPersonsMoveAndShowsItsThinking() {
        PlayController c = controller(Runnable::run);
        c.newGame(null, null, Level.EASY);
        game.tryMove(sq("a3"), sq("a4")); // out of the opening book
        assertEquals(2, plies(), "easy answered");
        assertTrue(game.isHumanToMove());
        EngineThinking.Snapshot s = c.thinking().latest();
        assertNotNull(s);
        assertTrue(s.finished() && s.depth() >= 1 && s.pv().length >= 1 && s.nodes() > 0);
        assertEquals(s.score(), (int) c.scoreAt(game.getRecord().cursor()));
        assertFalse(c.isThinking());
    }

    @Test
    void aNewGameForgetsTheLastGamesThinking() {
        PlayController c = controller(Runnable::run);
        c.newGame(null, null, Level.EASY);
        game.tryMove(sq("a3"), sq("a4"));
        assertNotNull(c.thinking().latest(), "the engine searched");
        c.newGame(null, null, null);
        assertNull(c.thinking().latest(), "no depth, score or PV of the old game stays on screen");
    }

    @Test
    void inTheOpeningBookTheEnginePlaysABookMoveWithoutSearching() {
        PlayController c = controller(Runnable::run);
        c.newGame(null, Level.HARD, null);
        assertEquals(1, plies());
        int first = game.getRecord().cursor().move();
        assertTrue(org.xqlab.book.OpeningBook.bundled().probe(Position.startPosition()).moves().stream()
                .anyMatch(m -> m.move() == first), Move.iccs(first));
        assertNull(c.scoreAt(game.getRecord().cursor()), "a book move has no search score");
        org.xqlab.ui.engines.EngineThinking.Snapshot s = c.thinking().latest();
        assertTrue(s.book() && s.nodes() == 0 && !s.hasScore(), "no search ran, and the panel is told so: " + s);
        assertEquals(first, s.pv()[0], "the book's move is the line shown");
    }

    @Test
    void theEngineOpensWhenThePersonTakesBlack() {
        controller(Runnable::run).newGame(null, Level.EASY, null);
        assertEquals(1, plies());
        assertEquals(Piece.BLACK, game.getPosition().sideToMove());
    }

    @Test
    void aPersonCannotMoveTheEnginesSide() {
        PlayController c = controller(queued);
        c.newGame(null, Level.EASY, null);
        c.stop();
        ui.forEach(Runnable::run);
        assertEquals(0, plies(), "the stopped search's move was dropped");
        assertNull(game.tryMove(sq("h2"), sq("e2")));
        assertEquals("note.engineToMove", game.noteProperty().get().key());
    }

    @Test
    void undoTakesBackTheEnginesReplyTooAndTheEngineWaits() {
        PlayController c = controller(Runnable::run);
        c.newGame(null, null, Level.EASY);
        game.tryMove(sq("h2"), sq("e2"));
        c.undo();
        assertEquals(0, plies());
        assertTrue(game.hasNext(), "the moves stay for redo");
        game.tryMove(sq("b2"), sq("e2"));
        assertEquals(2, plies(), "a new move at the end wakes the engine");
        assertEquals(Move.parseIccs("b2e2"), game.getRecord().pathTo(game.getRecord().cursor()).get(0).move());
    }

    @Test
    void aResultThatArrivesAfterTheGameMovedOnIsDropped() {
        PlayController c = controller(queued);
        c.newGame(null, null, Level.EASY);
        game.tryMove(sq("h2"), sq("e2"));
        assertEquals(1, ui.size(), "the search finished, its move waits for the UI thread");
        c.newGame();
        ui.poll().run();
        assertEquals(0, plies());
    }

    @Test
    void twoEnginesPlayEachOtherAndEveryMoveGetsAScore() {
        PlayController c = controller(queued);
        c.newGame(null, Level.custom("full", "book=false", 2, 200), Level.custom("pvs", "book=false", 1, 200));
        for (int i = 0; i < 6; i++) {
            ui.poll().run();
        }
        assertEquals(6, plies());
        for (var node : game.getRecord().mainLine()) {
            assertNotNull(c.scoreAt(node));
        }
        c.pause();
        ui.forEach(Runnable::run);
        ui.clear();
        assertEquals(6, plies(), "paused");
        c.resume();
        ui.poll().run();
        assertEquals(7, plies());
    }

    @Test
    void aPersonWhoBeatsALevelEntersTheHeroList(@TempDir Path dir) {
        PlayController c = controller(Runnable::run);
        Path store = dir.resolve("heroes");
        c.setHeroes(() -> new HeroList(store));
        c.setClock(Clock.fixed(Instant.parse("2024-05-01T10:00:00Z"), ZoneOffset.UTC));
        int[] asked = new int[3];
        c.setHeroPrompt((level, side, moves, seconds) -> {
            asked[0] = level.heroLevel();
            asked[1] = side;
            asked[2] = moves;
            return "小明";
        });
        c.newGame(null, null, Level.EASY);
        c.pause(); // the test plays black's part of a helpmate in the engine's place
        String[] line = {"b2b4", "d9e8", "b4g4", "c9a7", "g4g9"};
        for (String m : line) {
            int move = Move.parseIccs(m);
            if (game.isHumanToMove()) {
                game.tryMove(Move.from(move), Move.to(move));
            } else {
                game.playEngineMove(move);
            }
        }
        assertEquals(Piece.RED, game.outcomeProperty().get().winner());
        assertEquals(List.of(1, Piece.RED, 3), List.of(asked[0], asked[1], asked[2]));
        try (HeroList reopened = new HeroList(store)) {
            HeroList.Hero hero = reopened.list(1).get(0);
            assertEquals("小明", hero.name());
            assertEquals(3, hero.moves());
            assertEquals(LocalDate.of(2024, 5, 1), hero.date());
        }
        assertTrue(java.nio.file.Files.isRegularFile(dir.resolve("heroes.db")), "kept in the SQLite file heroes.db");
    }

    @Test
    void aWinBetweenPeopleOrFromASetUpPositionIsNoHeroWin() {
        PlayController c = controller(Runnable::run);
        int[] asked = {0};
        c.setHeroPrompt((level, side, moves, seconds) -> {
            asked[0]++;
            return null;
        });
        c.newGame("4k4/9/9/9/5N3/9/9/4C4/9/3K5 w - - 0 1", null, Level.EASY);
        game.tryMove(sq("f5"), sq("e7"));
        assertNotNull(game.outcomeProperty().get());
        c.newGame();
        for (String m : new String[] {"b2b4", "d9e8", "b4g4", "c9a7", "g4g9"}) {
            game.tryMove(sq(m.substring(0, 2)), sq(m.substring(2)));
        }
        assertNotNull(game.outcomeProperty().get());
        assertEquals(0, asked[0]);
    }

    @Test
    void aGameAgainstTheEngineIsSavedWithNamesDateLevelAndResult(@TempDir Path tmp) throws Exception {
        PlayController c = controller(Runnable::run);
        c.setClock(Clock.fixed(Instant.parse("2026-11-23T10:00:00Z"), ZoneOffset.UTC));
        c.newGame(null, null, Level.HARD);
        assertFalse(game.isModified(), "a new game has nothing to lose");
        game.tryMove(sq("h2"), sq("e2")); // the engine answers from the book
        assertEquals(2, plies());
        assertTrue(game.isModified());
        game.resign(); // red resigns
        Path file = tmp.resolve("vs-engine.pgn");
        assertTrue(game.save(file, org.xqlab.game.RecordWriter.Target.PGN));
        assertFalse(game.isModified(), "saved");
        java.util.Map<String, String> tags = org.xqlab.game.GameFiles.read(file).headers();
        assertEquals("Player", tags.get("Red"));
        assertEquals("Xiangqi Lab (Hard)", tags.get("Black"));
        assertEquals("2026.11.23", tags.get("Date"));
        assertEquals("Hard", tags.get("Level"));
        assertEquals("Xiangqi Lab", tags.get("Event"));
        assertEquals("0-1", tags.get("Result"));

        c.setPlayers(Level.EASY, null); // the sides change midway: the names follow, the date stays
        assertEquals("Xiangqi Lab (Easy)", game.getRecord().headers().get("Red"));
        assertEquals("Player", game.getRecord().headers().get("Black"));
        assertEquals("Easy", game.getRecord().headers().get("Level"));
        assertEquals("2026.11.23", game.getRecord().headers().get("Date"));
    }
}
