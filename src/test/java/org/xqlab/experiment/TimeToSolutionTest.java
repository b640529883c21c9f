package org.xqlab.experiment;

import org.junit.jupiter.api.Test;
import org.xqlab.experiment.TimeToSolution.Attempt;
import org.xqlab.experiment.TimeToSolution.Outcome;
import org.xqlab.protocol.EngineClient;
import org.xqlab.protocol.EngineException;
import org.xqlab.protocol.EngineReply;
import org.xqlab.protocol.FakeEngine;
import org.xqlab.protocol.LocalEngine;
import org.xqlab.protocol.MoveBudget;
import org.xqlab.rules.Move;
import org.xqlab.search.Scores;
import org.xqlab.search.SearchConfig;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class TimeToSolutionTest {
    /** sz-048 of the mate suite: the quiet g6e6 mates in 3 (the problem reverse futility once hid). */
    private static final String DOUBLE_CANNON = "3aka3/9/9/6C2/2n6/9/9/4C4/9/4K4 w - - 0 1";
    private static final SuitePosition MATE_IN_3 = new SuitePosition("t", "m3", DOUBLE_CANNON, List.of("g6e6"), "",
            "", 3);
    private static final SuitePosition BEST_MOVE = new SuitePosition("t", "bm", DOUBLE_CANNON, List.of("g6e6", "e2e6"),
            "", "");

    /** A clock the scripted engine moves: each report happens at the time scripted for it. */
    private static final class Clock {
        long nanos;
    }

    /** Reports the scripted replies at the scripted milliseconds, then answers with the last one at {@code end}. */
    private static EngineClient scripted(Clock clock, long end, long[] at, EngineReply... reports) {
        return new FakeEngine("scripted", (startFen, moves, budget) -> {
            throw new AssertionError("the timed form is used");
        }) {
            @Override
            public EngineReply think(String startFen, List<Integer> moves, MoveBudget budget,
                                     Consumer<EngineReply> progress) {
                for (int i = 0; i < reports.length; i++) {
                    clock.nanos = at[i] * 1_000_000;
                    progress.accept(reports[i]);
                }
                clock.nanos = end * 1_000_000;
                return reports[reports.length - 1];
            }
        };
    }

    private static EngineReply move(String iccs, int score) {
        int m = Move.parseIccs(iccs);
        return new EngineReply(m, Move.NONE, true, score, 1, 100, List.of(m));
    }

    private static Attempt run(EngineClient engine, SuitePosition p, Clock clock) {
        return TimeToSolution.attempt(engine, "e", p, 1000, () -> clock.nanos);
    }

    @Test
    void theTimeIsWhenTheAnswerWasFoundForGoodNotWhenItFirstAppeared() {
        Clock clock = new Clock();
        Attempt a = run(scripted(clock, 1000, new long[] {10, 20, 30, 40, 50},
                move("h6h9", 50), move("g6e6", 80), move("h6h9", 60), move("e2e6", 90), move("g6e6", 120)),
                BEST_MOVE, clock);
        assertEquals(Outcome.SOLVED, a.outcome());
        assertEquals(40, a.millis(), "found at 20, dropped at 30, found for good at 40 (e2e6 and g6e6 are both bm)");
        assertEquals(5, a.reports());
        assertEquals("position bm e solved 40 ms depth 1 nodes 100 move g6e6 score cp 120", a.line());
    }

    @Test
    void anAnswerThatIsNotTheSolutionLeavesThePositionUnsolvedAtTheTimeTaken() {
        Clock clock = new Clock();
        Attempt a = run(scripted(clock, 1003, new long[] {10, 20}, move("g6e6", 80), move("h6h9", 60)), BEST_MOVE, clock);
        assertEquals(Outcome.UNSOLVED, a.outcome());
        assertEquals(1003, a.millis());
        assertTrue(a.line().startsWith("position bm e unsolved 1003 ms depth 1 nodes 100 move h6h9"), a.line());
    }

    @Test
    void aMateProblemIsSolvedByAnnouncingAMateNoLongerThanItsOwnWhateverTheFirstMove() {
        Clock clock = new Clock();
        int mateIn3 = Scores.MATE - 5;
        int mateIn4 = Scores.MATE - 7;
        Attempt a = run(scripted(clock, 1000, new long[] {5, 15, 25},
                move("g6e6", 400), move("e2e6", mateIn4), move("e2e6", mateIn3)), MATE_IN_3, clock);
        assertEquals(Outcome.SOLVED, a.outcome(), "e2e6 is not the suite's bm, but the mate in 3 is announced");
        assertEquals(25, a.millis(), "mate in 4 is not the answer of a mate in 3");
        assertTrue(a.line().endsWith("move e2e6 score mate 3"), a.line());
        Attempt slow = run(scripted(clock, 1000, new long[] {5}, move("g6e6", mateIn4)), MATE_IN_3, clock);
        assertEquals(Outcome.UNSOLVED, slow.outcome(), "the right first move with a longer mate");
        Attempt none = run(scripted(clock, 1000, new long[] {5},
                new EngineReply(Move.NONE, Move.NONE, true, mateIn3, 1, 1, List.of())), MATE_IN_3, clock);
        assertEquals(Outcome.UNSOLVED, none.outcome(), "a mate score without a move solves nothing");
    }

    @Test
    void aFailingEngineIsAFailedAttemptNamingTheProblem() {
        EngineClient dead = new FakeEngine("dead", (startFen, moves, budget) -> {
            throw new EngineException(EngineException.Kind.CRASHED, "dead exited with status 3 while answering 'go'");
        });
        Attempt a = TimeToSolution.attempt(dead, "dead", BEST_MOVE, 100, System::nanoTime);
        assertEquals(Outcome.FAILED, a.outcome());
        assertEquals("position bm dead failed: dead exited with status 3 while answering 'go'", a.line());
    }

    @Test
    void ourSearchSolvesTheDoubleCannonMateAndReportsEachIteration() {
        List<EngineReply> reports = new ArrayList<>();
        try (LocalEngine full = new LocalEngine("full", SearchConfig.defaults(), null, 1)) {
            EngineReply r = full.think(DOUBLE_CANNON, List.of(), MoveBudget.depth(7), reports::add);
            assertEquals(r.depth(), reports.size(), "one report per iteration (the search stops at a proven mate)");
            for (int i = 0; i < reports.size(); i++) {
                assertEquals(i + 1, reports.get(i).depth());
            }
            assertEquals(r.bestMove(), reports.get(reports.size() - 1).bestMove());
            assertEquals("mate 3", r.scoreText());
            Attempt a = TimeToSolution.attempt(full, "full", MATE_IN_3, 5000, System::nanoTime);
            assertEquals(Outcome.SOLVED, a.outcome(), a.line());
        }
    }

    @Test
    void summaryAndRatioCountWhatWasSolved() {
        List<Attempt> base = List.of(
                new Attempt("a", "p1", Outcome.SOLVED, 10, 5, 1, Move.parseIccs("g6e6"), "cp 1", "", 3),
                new Attempt("a", "p2", Outcome.SOLVED, 30, 5, 1, Move.parseIccs("g6e6"), "cp 1", "", 3),
                new Attempt("a", "p3", Outcome.UNSOLVED, 1000, 5, 1, Move.parseIccs("g6e6"), "cp 1", "", 3));
        List<Attempt> other = List.of(
                new Attempt("b", "p1", Outcome.SOLVED, 40, 5, 1, Move.parseIccs("g6e6"), "cp 1", "", 3),
                new Attempt("b", "p2", Outcome.SOLVED, 120, 5, 1, Move.parseIccs("g6e6"), "cp 1", "", 3),
                new Attempt("b", "p3", Outcome.SOLVED, 7, 5, 1, Move.parseIccs("g6e6"), "cp 1", "", 3));
        assertEquals("engine a: solved 2/3, median 20 ms, mean 20 ms, total 1.0 s (a position not solved counts 1000 ms)",
                TimeToSolution.summary("a", base, 1000));
        assertEquals("engine b: solved 3/3, median 40 ms, mean 56 ms, total 0.2 s (a position not solved counts 1000 ms)",
                TimeToSolution.summary("b", other, 1000));
        assertEquals("ratio b / a: 4.00 (geometric mean of the times to solution on the 2 positions both solved)",
                TimeToSolution.ratio("a", base, "b", other));
        assertNull(TimeToSolution.ratio("a", base.subList(2, 3), "b", other.subList(2, 3)));
        assertNull(TimeToSolution.silenceNote("a", base), "reports made while thinking");
        List<Attempt> quiet = List.of(new Attempt("q", "p1", Outcome.SOLVED, 990, 5, 1, Move.parseIccs("g6e6"), "cp 1", "", 1),
                new Attempt("q", "p2", Outcome.FAILED, 0, 0, 0, Move.NONE, "-", "crashed", 0));
        assertEquals("note q reported its line only with its answer: its times are those of its answers (ElephantEye "
                + "reports as it thinks with its debug option: ucci:COMMAND|debug=true)", TimeToSolution.silenceNote("q", quiet));
    }

    @Test
    void aSuiteWithoutAnswersIsRefusedByName() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> TimeToSolution.requireAnswers(Suite.builtIn("openings")));
        assertTrue(e.getMessage().startsWith("suite openings position "), e.getMessage());
        assertTrue(e.getMessage().endsWith("names neither a best move (bm) nor a mate (dm): it has nothing to solve"),
                e.getMessage());
        TimeToSolution.requireAnswers(Suite.builtIn("mates"));
        TimeToSolution.requireAnswers(Suite.builtIn("tactics"));
    }
}
