package org.xqlab.experiment;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A run with a time limit starts only searches predicted to end in time, going up the ladder of depths; what it
 * leaves is done by the next run of the same folder, and the result is that of a run without a limit.
 */
class TimeLimitTest {
    @TempDir
    Path tmp;

    @Test
    void aSearchPredictedToEndAfterTheLimitWaitsForTheNextRunWhichFinishesTheLadder() {
        Experiment e = TestExperiments.small();
        // the clock stands still: only the predictions decide. Depth 1 has nothing below it and starts (until finished
        // depth 1 tasks predict the rest at more than 1 ms); depth 2 is predicted from depth 1 (at least 1 ms, times
        // 4) and does not fit in 1 ms
        ExperimentRunner.Result first = new ExperimentRunner(e, TestExperiments.options(tmp.resolve("run"), 1, 1, 1),
                null).timeLimit(1, () -> 0).run();
        assertFalse(first.complete());
        assertTrue(first.rows().stream().allMatch(r -> r.limit().equals("d1")), "only the first rung ran");
        int planned = Task.plan(e).size();
        int depthOne = (int) Task.plan(e).stream().filter(t -> t.limit().value() == 1).count();
        assertTrue(first.tasksRun() >= 1 && first.tasksRun() <= depthOne, "some of the first rung: " + first.tasksRun());
        assertEquals(planned - first.tasksRun(), first.tasksLeftForTime(), "every other task waits");

        ExperimentRunner.Result second = new ExperimentRunner(e, TestExperiments.options(tmp.resolve("run"), 1, 1, 1),
                null).timeLimit(3_600_000, System::currentTimeMillis).run();
        assertTrue(second.complete());
        assertEquals(first.tasksRun(), second.tasksSkipped(), "the second run continues the ladder");
        assertEquals(0, second.tasksLeftForTime());

        ExperimentRunner.Result whole = new ExperimentRunner(e, TestExperiments.options(tmp.resolve("whole"), 1, 1, 2),
                null).run();
        assertEquals(withoutTimes(whole.rows()), withoutTimes(second.rows()), "the same rows as one run without a limit");
    }

    @Test
    void aRunStopsStartingSearchesOnceTheClockPassesTheLimitAndKeepsTheLadderOrder() {
        Experiment e = TestExperiments.small();
        AtomicLong calls = new AtomicLong();
        // each look at the clock is one second later: the first task starts without a look, ten more fit, the rest wait
        ExperimentRunner.Result first = new ExperimentRunner(e, TestExperiments.options(tmp.resolve("run"), 1, 1, 1),
                null).timeLimit(10_500, () -> 1000 * calls.getAndIncrement()).run();
        assertFalse(first.complete());
        assertEquals(11, first.tasksRun());
        long deepestDone = first.rows().stream().mapToLong(r -> Limit.parse(r.limit()).value()).max().orElseThrow();
        List<Task> left = Task.plan(e).stream().filter(t -> first.rows().stream()
                .noneMatch(r -> r.variant().equals(t.variant().name()) && r.limit().equals(t.limit().label())
                        && r.positionKey().startsWith(t.positions().get(0).suite()))).toList();
        assertTrue(left.stream().allMatch(t -> t.limit().value() >= deepestDone), "shallow rungs first");
        ExperimentRunner.Result rest = new ExperimentRunner(e, TestExperiments.options(tmp.resolve("run"), 1, 1, 1),
                null).run();
        assertTrue(rest.complete());
        assertEquals(11, rest.tasksSkipped());
    }

    private static List<String> withoutTimes(List<Row> rows) {
        return rows.stream().map(r -> r.variant() + "|" + r.position() + "|" + r.limit() + "|" + r.totalNodes() + "|"
                + r.bestMove() + "|" + r.score() + "|" + r.cutoffsByStage()).toList();
    }
}
