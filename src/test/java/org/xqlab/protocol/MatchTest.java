package org.xqlab.protocol;

import org.junit.jupiter.api.Test;
import org.xqlab.game.GameRecord;
import org.xqlab.game.GameRecordText;
import org.xqlab.game.RecordReader;
import org.xqlab.rules.Fen;
import org.xqlab.rules.Move;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class MatchTest {
    @Test
    void eloFollowsTheLogisticModelWithAMarginFromTheScoreSpread() {
        MatchScore s = new MatchScore(12, 5, 3);
        assertEquals(0.725, s.fraction(), 1e-12);
        assertEquals(168.4, s.elo(), 0.1);
        // the spread of the 20 games and one prior game spread over win, draw and loss: W 12⅓, D 5⅓, L 3⅓ around 0.725
        double var = (12 + 1 / 3.0) * sq(0.275) + (5 + 1 / 3.0) * sq(0.225) + (3 + 1 / 3.0) * sq(0.725);
        double se = Math.sqrt(var / 21 / 20);
        assertEquals(se, s.standardError(), 1e-12);
        double lo = -400 * Math.log10(1 / (0.725 - 1.959964 * se) - 1);
        double hi = -400 * Math.log10(1 / (0.725 + 1.959964 * se) - 1);
        assertEquals((hi - lo) / 2, s.margin(), 1e-9);
        assertTrue(s.summary().startsWith("+12 =5 -3  score 14.5/20 (72.5%)  Elo +168 ± " + Math.round((hi - lo) / 2)
                + " (95%)  LOS "), s.summary());
        assertEquals(0, new MatchScore(5, 10, 5).elo(), 1e-9);
        assertTrue(Double.isInfinite(new MatchScore(4, 0, 0).elo()));
        assertTrue(new MatchScore(0, 0, 4).summary().contains("Elo -inf ± inf"));
    }

    @Test
    void pairedGamesGetThePentanomialMarginFromTheSpreadOfPairScores() {
        // 10 openings, each won by the side with Red: 10 wins, 10 losses, every pair scores 1 of 2
        MatchScore colourBound = new MatchScore(10, 0, 10, new double[] {0, 0, 10, 0, 0});
        assertEquals(0, colourBound.elo(), 1e-9);
        assertTrue(colourBound.margin() > 10, "no spread between pairs, but the interval is no point: "
                + colourBound.margin());
        assertTrue(new MatchScore(10, 0, 10).margin() > 150, "as single games the same score is wide open");
        // pairs 2, 1½, 1, 1, ½ of 2 and one prior pair spread over the five scores: mean pair score 0.6 of 1
        MatchScore mixed = new MatchScore(5, 2, 3, new double[] {0, 1, 2, 1, 1});
        double[] counts = {0.2, 1.2, 2.2, 1.2, 1.2};
        double var = 0;
        for (int i = 0; i < 5; i++) {
            var += counts[i] * sq(i / 4.0 - 0.6);
        }
        double se = Math.sqrt(var / 6 / 5);
        double lo = -400 * Math.log10(1 / (0.6 - 1.959964 * se) - 1);
        double hi = -400 * Math.log10(1 / (0.6 + 1.959964 * se) - 1);
        assertEquals((hi - lo) / 2, mixed.margin(), 1e-9);
        assertEquals(lo, mixed.interval()[0], 1e-9);
        assertThrows(IllegalArgumentException.class, () -> new MatchScore(1, 0, 0, new double[3]));
    }

    /**
     * A referee's case: 56 games at equal nodes, the one win and the one loss in the same pair, every other pair
     * two draws. No pair scored other than 1 of 2, yet 28 pairs are no certainty: the interval is not zero, the
     * estimate is "+0" (never "-0"), the likelihood of superiority one half.
     */
    @Test
    void aMatchWhosePairsAllScoredTheSameStillHasAnInterval() {
        MatchScore s = new MatchScore(1, 54, 1, new double[] {0, 0, 28, 0, 0});
        assertTrue(s.margin() >= 5 && s.margin() < 20, "about what the games alone say: " + s.margin());
        assertEquals(0.5, s.los(), 1e-6);
        assertEquals(0, s.normalizedElo(), 1e-9);
        String line = s.summary();
        assertTrue(line.startsWith("+1 =54 -1  score 28/56 (50.0%)  Elo +0 ± "), line);
        assertTrue(!line.contains("± 0 ") && !line.contains("-0"), line);
        assertTrue(line.endsWith("LOS 50.0%  nElo +0"), line);
        // a clear winner: LOS near 1, normalised Elo positive
        MatchScore w = new MatchScore(30, 10, 10, new double[] {0, 2, 8, 10, 5});
        assertTrue(w.los() > 0.99, "LOS " + w.los());
        assertTrue(w.normalizedElo() > 0, "nElo " + w.normalizedElo());
    }

    private static double sq(double x) {
        return x * x;
    }

    /**
     * A referee's case: at equal nodes games are deterministic, so a pair on an opening already used repeats its
     * games move for move. 400 games on the default suite are 200 pairs on 200 distinct openings, and no two of
     * the 400 games are the same game; more pairs than openings is refused, naming both counts.
     */
    @Test
    void fourHundredGamesAtEqualNodesAreFourHundredDifferentGames() throws Exception {
        List<Opening> suite = Opening.suite();
        assertTrue(suite.size() >= 2000, "thousands of openings: " + suite.size());
        java.util.Set<String> boards = new java.util.HashSet<>();
        for (Opening o : suite) {
            assertTrue(boards.add(o.fen().substring(0, o.fen().indexOf(' ', o.fen().indexOf(' ') + 1))),
                    "one position twice in the suite: " + o);
        }
        EngineSpec full = EngineSpec.parse("preset:full");
        EngineSpec ab = EngineSpec.parse("preset:alphabeta");
        Match.Settings settings = new Match.Settings(full, ab, 400, suite, MoveBudget.nodes(60), 16, 2, null, 1000);
        Match.Report r = Match.run(settings, line -> { });
        assertEquals(400, r.games().size());
        java.util.Set<String> games = new java.util.HashSet<>();
        java.util.Set<String> starts = new java.util.HashSet<>();
        for (MatchGame.Result g : r.games()) {
            // a game: who had red, where it started, what was played (a pair's two games may share their moves)
            StringBuilder moves = new StringBuilder(g.record().headers().get("Red") + " | " + g.record().startFen());
            g.record().mainLine().forEach(n -> moves.append(' ').append(org.xqlab.rules.Move.iccs(n.move())));
            assertTrue(games.add(moves.toString()), "a game played twice: " + moves);
            starts.add(g.record().startFen());
        }
        assertEquals(200, starts.size(), "200 pairs, each on its own opening");
        assertEquals(Opening.forPairs(suite, 100), Opening.forPairs(suite, 200).subList(0, 100),
                "more pairs keep the openings of the first ones");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Opening.forPairs(Opening.bundled(), 27));
        assertTrue(e.getMessage().startsWith("27 game pairs need 27 openings, but there are only 26"), e.getMessage());
    }

    @Test
    void engineSpecsAreReadOrRejectedWithTheValidForms() {
        EngineSpec p = EngineSpec.parse("preset:alphabeta,tt=true");
        assertTrue(p.inProcess());
        assertEquals("true", p.config().get("tt"));
        assertEquals("alphabeta", p.config().get("algorithm"));
        EngineSpec u = EngineSpec.parse("uci:/usr/games/fairy-stockfish|Hash=8");
        assertEquals(List.of("/usr/games/fairy-stockfish"), u.command());
        assertEquals("8", u.options().get("Hash"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> EngineSpec.parse("stockfish")).getMessage()
                .contains("expected preset:NAME"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> EngineSpec.parse("preset:best")).getMessage()
                .contains("valid presets are"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> MoveBudget.parse("nodes=-3")).getMessage()
                .startsWith("bad time control 'nodes=-3'"));
    }

    @Test
    void aClockIsReadInSecondsAndAsksEachProtocolForTheMoversAndTheOpponentsTime() {
        MoveBudget tc = MoveBudget.parse("clock=10+0.1");
        assertTrue(tc.isClock());
        assertEquals(10_000, tc.clockMillis());
        assertEquals(100, tc.incrementMillis());
        assertEquals("clock=10+0.1", tc.toString());
        assertEquals("clock=60", MoveBudget.parse(" clock = 60 ").toString());
        assertEquals("clock=0.5+0.025", MoveBudget.parse("clock=0.5+0.025").toString());
        for (String bad : List.of("clock=0+1", "clock=-5", "clock=1+-1", "clock=1+0.0005", "clock=ten", "clock=1+2+3",
                "clock=", "clock=1+")) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> MoveBudget.parse(bad), bad);
            assertTrue(e.getMessage().startsWith("bad time control '" + bad + "': expected clock=BASE+INC"), e.getMessage());
        }
        MoveBudget move = tc.onClock(5_000, 7_000);
        assertEquals("wtime 5000 btime 7000 winc 100 binc 100", move.goWords(Dialect.UCI, true));
        assertEquals("wtime 7000 btime 5000 winc 100 binc 100", move.goWords(Dialect.UCI, false), "black to move");
        assertEquals("time 5000 increment 100 opptime 7000 oppincrement 100", move.goWords(Dialect.UCCI, false));
        assertEquals(5_000, move.mostMillis());
        assertEquals(org.xqlab.search.SearchLimits.clock(5_000, 100, 0), move.limits());
        assertEquals("movetime 100", MoveBudget.moveTime(100).goWords(Dialect.UCI, false), "other budgets ignore the side");
        assertThrows(IllegalStateException.class, () -> MoveBudget.moveTime(100).onClock(1, 1));
    }

    @Test
    void onAClockEachSideSpendsItsOwnTimeGainsTheIncrementAndLosesWhenItRunsOut() {
        MoveBudget tc = MoveBudget.parse("clock=3+0.2");
        List<MoveBudget> asked = new ArrayList<>();
        FakeEngine.Answer firstLegal = (fen, moves, budget) -> {
            asked.add(budget);
            org.xqlab.rules.Position p = Fen.parse(fen);
            moves.forEach(p::play);
            int m = p.legalMoves()[0];
            return new EngineReply(m, Move.NONE, true, 0, 1, 1, List.of(m));
        };
        Opening opening = new Opening("中炮", Fen.START, List.of(Move.parseIccs("h2e2")));
        MatchGame.Result r = MatchGame.play(new FakeEngine("a", firstLegal), new FakeEngine("b", firstLegal), opening, tc, 7);
        assertEquals(null, r.forfeit(), r.failure());
        assertEquals("clock=3+0.2", r.record().headers().get("TimeControl"));
        assertEquals(6, asked.size());
        assertEquals(3_000, asked.get(0).clockMillis(), "black moves first after the opening, with the whole period");
        assertEquals(3_000, asked.get(0).opponentMillis());
        for (int i = 1; i < asked.size(); i++) {
            MoveBudget before = asked.get(i - 1);
            MoveBudget now = asked.get(i);
            assertEquals(200, now.incrementMillis());
            assertTrue(now.opponentMillis() <= before.clockMillis() + 200 && now.opponentMillis() > 2_000,
                    "the last mover's clock lost what it used and gained the increment: " + asked);
            if (i >= 2) {
                assertEquals(now.clockMillis(), asked.get(i - 1).opponentMillis(), "the clock of the side to move "
                        + "stood still while the other side thought: " + asked);
            }
        }
        assertTrue(r.record().mainLine().get(1).comment().matches("cp 0/1 \\d+\\.\\d{3}s"),
                "a move's comment ends with the seconds it took: " + r.record().mainLine().get(1).comment());

        // an engine that is still thinking when its time runs out loses on time; the game keeps its moves
        FakeEngine slow = new FakeEngine("slow", (fen, moves, budget) -> {
            long until = System.nanoTime() + (budget.clockMillis() + 20) * 1_000_000L;
            while (System.nanoTime() < until) {
                java.util.concurrent.locks.LockSupport.parkNanos(until - System.nanoTime());
            }
            return firstLegal.think(fen, moves, budget);
        });
        MatchGame.Result late = MatchGame.play(slow, new FakeEngine("b", firstLegal), opening, MoveBudget.parse("clock=0.05"), 20);
        assertEquals(MatchGame.Forfeit.LOST_ON_TIME, late.forfeit());
        assertEquals("forfeit (lost on time)", late.ending());
        assertEquals("0-1", late.outcome().result(), "red ran out of time");
        assertTrue(late.failure().startsWith("red (slow) lost on time: it took "), late.failure());
        assertTrue(late.failure().endsWith(" ms left on its clock"), late.failure());
        assertEquals(2, late.record().mainLine().size(), "the opening and black's move are kept");
    }

    @Test
    void eachOpeningIsPlayedWithBothColoursAndGamesAreReproducible() throws Exception {
        EngineSpec full = EngineSpec.parse("preset:full");
        EngineSpec ab = EngineSpec.parse("preset:alphabeta");
        Match.Settings settings = new Match.Settings(full, ab, 4, Opening.bundled(), MoveBudget.nodes(800), 60, 2, null, 1000);
        Match.Report a = Match.run(settings, line -> { });
        Match.Report b = Match.run(settings, line -> { });
        assertEquals(a.pgn(), b.pgn(), "node budgets make games reproducible, in parallel too");
        List<GameRecord> games = RecordReader.readText(a.pgn(), "match").games();
        assertEquals(4, games.size());
        assertEquals(games.get(0).headers().get("Opening"), games.get(1).headers().get("Opening"));
        assertTrue(!games.get(0).headers().get("Opening").equals(games.get(2).headers().get("Opening")));
        assertEquals("full", games.get(0).headers().get("Red"));
        assertEquals("full", games.get(1).headers().get("Black"));
        List<Integer> first = new ArrayList<>();
        games.get(0).mainLine().forEach(n -> first.add(n.move()));
        assertTrue(first.size() > 4);
        assertEquals(a.score().games(), 4);
        for (MatchGame.Result r : a.games()) {
            assertTrue(r.outcome() != null);
            assertEquals(r.outcome().result(), GameRecordText.read(GameRecordText.write(r.record())).headers().get("Result"));
        }
    }

    @Test
    void gameIsDrawnAtThePlyLimitWithAComment() {
        try (LocalEngine a = new LocalEngine("a", org.xqlab.search.SearchConfig.preset("alphabeta"), null, 1);
             LocalEngine b = new LocalEngine("b", org.xqlab.search.SearchConfig.preset("alphabeta"), null, 1)) {
            MatchGame.Result r = MatchGame.play(a, b, new Opening("start", Fen.START, List.of(Move.parseIccs("h2e2"))),
                    MoveBudget.depth(1), 6);
            assertEquals(6, r.record().mainLine().size());
            assertEquals("1/2-1/2", r.outcome().result());
            assertEquals("adjudicated a draw at 6 plies", r.record().mainLine().get(5).comment());
        }
    }

    @Test
    void gameIsDrawnAtTheCaptureLimitWhenItIsBelowTheRules() {
        // a FEN whose clock already stands at 96 plies without a capture: with a limit of 100 the game is drawn
        // after four more quiet plies (unless a capture resets the clock), with the rules' 120 it goes on
        String fen = "5k3/9/9/9/9/9/4P4/9/9/3K5 w - - 96 60";
        try (LocalEngine a = new LocalEngine("a", org.xqlab.search.SearchConfig.preset("alphabeta"), null, 1);
             LocalEngine b = new LocalEngine("b", org.xqlab.search.SearchConfig.preset("alphabeta"), null, 1)) {
            MatchGame.Result r = MatchGame.play(a, b, new Opening("bare", fen, List.of()), MoveBudget.depth(1), 40, 100,
                    () -> false);
            assertEquals(4, r.record().mainLine().size(), r.record().mainLine().toString());
            assertEquals(org.xqlab.game.Outcome.Kind.MOVE_LIMIT, r.outcome().kind());
            assertEquals("1/2-1/2", r.outcome().result());
            assertEquals("adjudicated a draw: 100 plies without a capture", r.record().mainLine().get(3).comment());
            MatchGame.Result rules = MatchGame.play(a, b, new Opening("bare", fen, List.of()), MoveBudget.depth(1), 40);
            assertTrue(rules.record().mainLine().size() > 4, "the rules' 120 plies are not reached at 100");
        }
        assertTrue(assertThrows(IllegalArgumentException.class, () -> new Match.Settings(EngineSpec.parse("preset:full"),
                EngineSpec.parse("preset:full"), 2, Opening.bundled(), MoveBudget.nodes(100), 60, 1, null, 1000, 121))
                .getMessage().startsWith("--capture-limit must be 1..120"));
    }

    @Test
    void noMoveAfterFiftyMovesWithoutACaptureIsADrawClaimAndBeforeAForfeit() {
        // an engine that answers every go with no move, as ElephantEye's nobestmove claims a draw
        EngineClient claimant = new FakeEngine("claimant",
                (startFen, moves, budget) -> new EngineReply(Move.NONE, Move.NONE, false, 0, 0, 0, List.of()));
        try (LocalEngine b = new LocalEngine("b", org.xqlab.search.SearchConfig.preset("alphabeta"), null, 1)) {
            MatchGame.Result claim = MatchGame.play(claimant, b,
                    new Opening("bare", "5k3/9/9/9/9/9/4P4/9/9/3K5 w - - 100 60", List.of()), MoveBudget.depth(1), 40);
            assertEquals(org.xqlab.game.Outcome.Kind.MOVE_LIMIT, claim.outcome().kind());
            assertEquals("1/2-1/2", claim.outcome().result());
            assertEquals(null, claim.failure());
            assertTrue(claim.record().mainLine().isEmpty());
            assertEquals("draw claimed by red (claimant): 100 plies without a capture", claim.record().root().comment());

            MatchGame.Result early = MatchGame.play(claimant, b,
                    new Opening("bare", "5k3/9/9/9/9/9/4P4/9/9/3K5 w - - 98 60", List.of()), MoveBudget.depth(1), 40);
            assertEquals("0-1", early.outcome().result());
            assertEquals("red (claimant) said it has no move in a position that has legal moves", early.failure());
        }
    }
}
