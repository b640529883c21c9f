package org.xqlab.ui.engines;

import org.xqlab.ui.board.GameViewModel;
import org.xqlab.ui.play.ExternalEnginePlayTest;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.xqlab.protocol.Dialect;
import org.xqlab.rules.Move;
import org.xqlab.rules.Position;
import org.xqlab.rules.Square;

import java.io.IOException;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The oracle without a window: same-thread executor and UI. */
class OracleTest {
    private final GameViewModel game = new GameViewModel();
    private final Oracle oracle = new Oracle(game, EngineExecutor.sameThread(), Runnable::run);

    @Test
    void fairyStockfishShowsABestMoveForTheStartPositionAndFollowsTheGame() {
        ExternalEnginePlayTest.assumeFairyStockfish();
        try {
            oracle.enable(new EngineChoice(Dialect.UCI, ExternalEnginePlayTest.FAIRY, 200));
            Oracle.State s = oracle.stateProperty().get();
            assertNotNull(s.reply(), "answered: " + s);
            assertNull(s.error());
            assertFalse(s.busy());
            assertTrue(s.name().toLowerCase().contains("fairy"), s.name());
            assertTrue(Position.startPosition().isLegal(s.reply().bestMove()));
            assertTrue(s.reply().hasScore() && s.reply().depth() >= 1);

            game.tryMove(Square.parse("h2"), Square.parse("e2"));
            Oracle.State after = oracle.stateProperty().get();
            assertEquals(game.getPosition().key(), after.root().key(), "asked about the new position");
            assertTrue(after.root().isLegal(after.reply().bestMove()), "a move for black");
            assertNotEquals(Move.NONE, after.reply().bestMove());
        } finally {
            oracle.shutdown();
        }
    }

    @Test
    void aDeadOracleIsReportedAndSwitchedOffWhileTheGameStays() {
        oracle.enable(new EngineChoice(Dialect.UCCI, "/bin/false", 200));
        Oracle.State s = oracle.stateProperty().get();
        assertNotNull(s.error());
        assertTrue(s.error().contains("/bin/false"), s.error());
        assertFalse(oracle.isEnabled());
        game.tryMove(Square.parse("h2"), Square.parse("e2"));
        assertEquals(1, game.getRecord().cursor().ply());
        assertEquals(s, oracle.stateProperty().get(), "a disabled oracle asks nothing more");
    }

    @Test
    void anOracleAnsweringGarbageIsReportedByName(@TempDir Path dir) throws IOException {
        Path fake = ExternalEnginePlayTest.script(dir, "bestmove zz99");
        oracle.enable(new EngineChoice(Dialect.UCI, fake.toString(), 200));
        Oracle.State s = oracle.stateProperty().get();
        assertTrue(s.error() != null && s.error().contains("Fake") && s.error().contains("zz99"), String.valueOf(s));
        assertFalse(oracle.isEnabled());
    }

    @Test
    void aBlankCommandIsRefusedBeforeAnythingStarts() {
        assertThrows(IllegalArgumentException.class, () -> oracle.enable(new EngineChoice(Dialect.UCI, "  ", 200)));
        assertFalse(oracle.isEnabled());
        assertNull(oracle.stateProperty().get());
    }
}
