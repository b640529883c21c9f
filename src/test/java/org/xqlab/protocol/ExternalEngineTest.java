package org.xqlab.protocol;

import org.junit.jupiter.api.Test;
import org.xqlab.rules.Fen;
import org.xqlab.rules.Move;
import org.xqlab.rules.Position;
import org.xqlab.search.Scores;
import org.xqlab.search.SearchConfig;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ExternalEngineTest {
    private static final List<Integer> CENTRAL_CANNON = List.of(Move.parseIccs("h2e2"));

    private static List<String> script(String goAnswer) {
        return List.of("sh", "-c", "while read l; do case \"$l\" in uci) echo 'id name Scripted'; echo uciok;; "
                + "isready) echo readyok;; go*) " + goAnswer + ";; quit) exit 0;; esac; done");
    }

    @Test
    void fairyStockfishCoordinatesTranslateToIccs() {
        assertEquals("c1e3", MoveCoordinates.RANKS_FROM_ONE.format(Move.parseIccs("c0e2")));
        assertEquals(Move.parseIccs("a9a8"), MoveCoordinates.RANKS_FROM_ONE.parse("a10a9"));
        assertEquals(Move.parseIccs("h2e2"), MoveCoordinates.ICCS.parse("h2e2"));
        assertEquals(Move.NONE, MoveCoordinates.RANKS_FROM_ONE.parse("a0a1"), "rank 0 does not exist in 1–10 numbering");
        assertEquals(Move.NONE, MoveCoordinates.ICCS.parse("a10a9"));
        assertEquals(Move.NONE, MoveCoordinates.ICCS.parse("bestmove"));
    }

    @Test
    void fairyStockfishAnswersThroughUciInItsRankNumbering() {
        FairyStockfish.assumeInstalled();
        try (ExternalEngine fsf = ExternalEngine.start(Dialect.UCI, List.of(FairyStockfish.PATH), 30_000)) {
            assertTrue(fsf.name().startsWith("Fairy-Stockfish"), fsf.name());
            assertEquals(MoveCoordinates.RANKS_FROM_ONE, fsf.coordinates());
            EngineReply r = fsf.think(Fen.START, CENTRAL_CANNON, MoveBudget.nodes(3000));
            Position p = Position.startPosition();
            p.play(CENTRAL_CANNON.get(0));
            assertTrue(p.isLegal(r.bestMove()), Move.iccs(r.bestMove()));
            assertTrue(r.hasScore() && r.depth() > 0 && !r.pv().isEmpty());
            assertEquals(r.bestMove(), (int) r.pv().get(0));
        }
    }

    @Test
    void fairyStockfishAnswersThroughUcciInIccs() {
        FairyStockfish.assumeInstalled();
        try (ExternalEngine fsf = ExternalEngine.start(Dialect.UCCI, List.of(FairyStockfish.PATH), 30_000)) {
            assertEquals(MoveCoordinates.ICCS, fsf.coordinates());
            EngineReply r = fsf.think(Fen.START, CENTRAL_CANNON, MoveBudget.depth(4));
            Position p = Position.startPosition();
            p.play(CENTRAL_CANNON.get(0));
            assertTrue(p.isLegal(r.bestMove()), Move.iccs(r.bestMove()));
        }
    }

    @Test
    void shortGameAgainstFairyStockfishThroughEachProtocol() {
        FairyStockfish.assumeInstalled();
        for (Dialect d : Dialect.values()) {
            try (ExternalEngine fsf = ExternalEngine.start(d, List.of(FairyStockfish.PATH), 30_000);
                 LocalEngine ours = new LocalEngine("full", SearchConfig.defaults(), null, 1)) {
                Opening opening = new Opening("中炮", Fen.START, CENTRAL_CANNON);
                MatchGame.Result r = MatchGame.play(fsf, ours, opening, MoveBudget.nodes(2000), 24);
                assertNull(r.failure(), d + ": " + r.failure());
                assertTrue(r.record().mainLine().size() >= 20 || !r.outcome().kind().name().equals("PLY_LIMIT"),
                        d + " game ended early without a reason: " + r.record().mainLine().size());
                assertEquals("Fairy-Stockfish", r.record().headers().get("Red").substring(0, 15));
            }
        }
    }

    @Test
    void deadEngineIsReportedWithItsExitStatus() {
        EngineException e = assertThrows(EngineException.class,
                () -> ExternalEngine.start(Dialect.UCCI, List.of("sh", "-c", "echo broken >&2; exit 3"), 1000));
        assertTrue(e.getMessage().contains("exited with status 3 while answering 'ucci'"), e.getMessage());
        assertTrue(e.getMessage().contains("its last error output: broken"), e.getMessage());
        EngineException missing = assertThrows(EngineException.class,
                () -> ExternalEngine.start(Dialect.UCI, List.of("/no/such/engine"), 1000));
        assertTrue(missing.getMessage().startsWith("cannot start engine '/no/such/engine'"), missing.getMessage());
    }

    @Test
    void illegalMoveForfeitsTheGameAndTheRecordIsKept() {
        try (ExternalEngine bad = ExternalEngine.start(Dialect.UCI, script("echo 'bestmove a0a9'"), 1000);
             LocalEngine ours = new LocalEngine("full", SearchConfig.defaults(), null, 1)) {
            assertEquals("Scripted", bad.name());
            Opening opening = new Opening("中炮", Fen.START, CENTRAL_CANNON);
            MatchGame.Result r = MatchGame.play(ours, bad, opening, MoveBudget.nodes(500), 50);
            assertNotNull(r.failure());
            assertTrue(r.failure().contains("played the illegal move 'a0a9'"), r.failure());
            assertEquals("1-0", r.outcome().result());
            assertEquals(1, r.record().mainLine().size(), "the opening is kept");
            assertTrue(r.record().mainLine().get(0).comment().startsWith("forfeit: black (Scripted) failed: Scripted played"));
        }
    }

    @Test
    void silentEngineIsStoppedThenReported() {
        try (ExternalEngine silent = ExternalEngine.start(Dialect.UCI, script("true"), 200)) {
            EngineException e = assertThrows(EngineException.class,
                    () -> silent.think(Fen.START, List.of(), MoveBudget.nodes(100)));
            assertTrue(e.getMessage().contains("did not answer 'go nodes 100' within 200 ms, nor 2000 ms after stop"),
                    e.getMessage());
        }
    }

    @Test
    void whatTheEngineReportsWhileItThinksReachesTheCallerLineByLine() {
        List<String> uci = script("echo 'info depth 1 score cp 12 nodes 40 pv h2e2 h9g7'; echo 'info nodes 90 nps 900'; "
                + "echo 'info depth 2 score mate 2 nodes 150 pv b2e2'; echo 'bestmove b2e2'");
        List<EngineReply> reports = new java.util.ArrayList<>();
        try (ExternalEngine e = ExternalEngine.start(Dialect.UCI, uci, 1000)) {
            EngineReply r = e.think(Fen.START, List.of(), MoveBudget.moveTime(50), reports::add);
            assertEquals(2, reports.size(), "the lines with a score or a PV: " + reports);
            assertEquals(Move.parseIccs("h2e2"), reports.get(0).bestMove(), "a report is led by the head of its PV");
            assertEquals("cp 12", reports.get(0).scoreText());
            assertEquals(40, reports.get(0).nodes());
            assertEquals(Move.parseIccs("b2e2"), reports.get(1).bestMove());
            assertEquals("mate 2", reports.get(1).scoreText());
            assertEquals(150, reports.get(1).nodes());
            assertEquals(Move.parseIccs("b2e2"), r.bestMove());
        }
    }

    @Test
    void elephantEyesMateAndRuleWinScoresReadAsMatesAndRuleWins() {
        assertEquals(Scores.MATE - 5, ExternalEngine.ucciScore(9995), "mate at ply 5: mate in 3");
        assertEquals(-(Scores.MATE - 4), ExternalEngine.ucciScore(-9996), "mated at ply 4");
        assertEquals(Scores.BAN - 3, ExternalEngine.ucciScore(9897), "a win by the repetition rules at ply 3");
        assertEquals(-(Scores.BAN - 10), ExternalEngine.ucciScore(-9890));
        assertEquals(350, ExternalEngine.ucciScore(350), "centipawns pass unchanged");
        assertEquals(-9800, ExternalEngine.ucciScore(-9800), "the edge of ElephantEye's win band is still a score");
        assertEquals(Scores.MATE - 3, ExternalEngine.ucciScore(Scores.MATE - 3), "this program's own UCCI mates pass");
        List<String> ucci = List.of("sh", "-c", "while read l; do case \"$l\" in ucci) echo 'id name Eleeye-like'; "
                + "echo ucciok;; isready) echo readyok;; go*) echo 'info depth 3 score 9995 pv g6e6 e9f9 e2e9'; "
                + "echo 'bestmove g6e6';; quit) exit 0;; esac; done");
        try (ExternalEngine e = ExternalEngine.start(Dialect.UCCI, ucci, 1000)) {
            EngineReply r = e.think("3aka3/9/9/6C2/2n6/9/9/4C4/9/4K4 w - - 0 1", List.of(), MoveBudget.moveTime(50));
            assertEquals("mate 3", r.scoreText());
        }
    }
}
