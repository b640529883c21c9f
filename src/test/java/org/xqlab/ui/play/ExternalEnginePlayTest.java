package org.xqlab.ui.play;

import org.xqlab.ui.board.GameViewModel;
import org.xqlab.ui.engines.EngineExecutor;
import org.xqlab.ui.engines.EngineThinking;
import org.xqlab.ui.engines.Level;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.xqlab.protocol.Dialect;
import org.xqlab.rules.Fen;
import org.xqlab.rules.Move;
import org.xqlab.rules.MoveExplainer;
import org.xqlab.rules.Piece;
import org.xqlab.rules.Position;
import org.xqlab.rules.Square;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * Another program's engine as an opponent and as an oracle, without a window: Fairy-Stockfish when it
 * is installed, and scripts that die or answer nonsense.
 */
public class ExternalEnginePlayTest {
    public static final String FAIRY = "/usr/games/fairy-stockfish";

    private final GameViewModel game = new GameViewModel();

    public static void assumeFairyStockfish() {
        assumeTrue(Files.isExecutable(Path.of(FAIRY)), "Fairy-Stockfish is not installed at " + FAIRY
                + " (apt-get install fairy-stockfish); skipping the external engine test");
    }

    private PlayController controller() {
        PlayController c = new PlayController(game, EngineExecutor.sameThread(), Runnable::run);
        c.setSeed(42);
        return c;
    }

    /** A UCI "engine" that completes the handshake and then answers every go with {@code bestmove}. */
    public static Path script(Path dir, String bestmove) throws IOException {
        Path p = dir.resolve("fake-engine.sh");
        Files.writeString(p, """
                #!/bin/sh
                while read line; do
                  case "$line" in
                    uci) echo "id name Fake"; echo "uciok";;
                    isready) echo "readyok";;
                    go*) echo "%s";;
                    quit) exit 0;;
                  esac
                done
                """.formatted(bestmove));
        Files.setPosixFilePermissions(p, PosixFilePermissions.fromString("rwxr-xr-x"));
        return p;
    }

    @Test
    void fairyStockfishAsBlackRepliesWithALegalMoveAndShowsItsThinking() {
        assumeFairyStockfish();
        PlayController c = controller();
        try {
            c.newGame(null, null, Level.external(Dialect.UCI, FAIRY, 200));
            Position before = game.getPosition().copy();
            assertEquals(MoveExplainer.Reason.LEGAL, game.tryMove(Square.parse("h2"), Square.parse("e2")));
            assertEquals(2, game.getRecord().cursor().ply(), "Fairy-Stockfish answered");
            before.play(Move.of(Square.parse("h2"), Square.parse("e2")));
            assertTrue(before.isLegal(game.getRecord().cursor().move()), "its reply is legal");
            assertTrue(game.isHumanToMove());
            EngineThinking.Snapshot s = c.thinking().latest();
            assertNotNull(s);
            assertTrue(s.finished() && s.depth() >= 1 && s.hasScore() && s.pv().length >= 1);
            assertEquals(game.getRecord().cursor().move(), s.pv()[0]);
            assertFalse(c.isThinking());
        } finally {
            c.shutdown();
        }
    }

    @Test
    void fairyStockfishOverUcciPlaysRedFromAFen() {
        assumeFairyStockfish();
        PlayController c = controller();
        try {
            c.newGame(Fen.START, Level.external(Dialect.UCCI, FAIRY, 200), null);
            assertEquals(1, game.getRecord().cursor().ply(), "red's engine moved first");
            assertTrue(Position.startPosition().isLegal(game.getRecord().cursor().move()));
            assertEquals(Piece.BLACK, game.getPosition().sideToMove());
        } finally {
            c.shutdown();
        }
    }

    @Test
    void aDeadEngineIsReportedAndTheGameIsKept() {
        PlayController c = controller();
        List<String> reported = new ArrayList<>();
        c.setOnEngineFailure(reported::add);
        c.newGame(null, null, Level.external(Dialect.UCI, "/bin/false", 200));
        String fenBefore = game.fen();
        game.tryMove(Square.parse("h2"), Square.parse("e2"));
        assertEquals(1, game.getRecord().cursor().ply(), "no engine move was played");
        assertEquals(1, reported.size());
        assertTrue(reported.get(0).contains("/bin/false"), reported.get(0));
        assertEquals("engine.failed", game.noteProperty().get().key());
        assertNull(c.level(Piece.BLACK), "a person takes the dead engine's side");
        assertTrue(game.isHumanToMove());
        assertTrue(!fenBefore.equals(game.fen()) && game.canUndoProperty().get());
        game.tryMove(Square.parse("h9"), Square.parse("g7"));
        assertEquals(2, game.getRecord().cursor().ply(), "the person can continue the game");
        c.shutdown();
    }

    @Test
    void anEngineThatPlaysAnIllegalMoveIsReportedByNameAndItsMoveIsNotPlayed(@TempDir Path dir) throws IOException {
        Path fake = script(dir, "bestmove a1a2");
        PlayController c = controller();
        List<String> reported = new ArrayList<>();
        c.setOnEngineFailure(reported::add);
        c.newGame(null, null, Level.external(Dialect.UCI, fake.toString(), 200));
        game.tryMove(Square.parse("h2"), Square.parse("e2"));
        assertEquals(1, game.getRecord().cursor().ply());
        assertEquals(1, reported.size());
        assertTrue(reported.get(0).contains("Fake") && reported.get(0).contains("illegal"), reported.get(0));
        c.shutdown();
    }

    @Test
    void aNewGameAfterAFailureCanSeatAnotherOpponentWithoutLosingTheMoves() {
        PlayController c = controller();
        c.newGame(null, null, Level.external(Dialect.UCI, "/bin/false", 200));
        game.tryMove(Square.parse("h2"), Square.parse("e2"));
        c.setPlayers(null, Level.EASY);
        assertEquals(2, game.getRecord().cursor().ply(), "easy answered the position the dead engine left");
        assertEquals(Square.parse("h2"), Move.from(game.getRecord().pathTo(game.getRecord().cursor()).get(0).move()));
        c.shutdown();
    }
}
