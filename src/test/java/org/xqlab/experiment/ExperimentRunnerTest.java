package org.xqlab.experiment;

import org.xqlab.trace.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ExperimentRunnerTest {
    @TempDir
    Path tmp;

    private static List<Row> timeless(List<Row> rows) {
        return rows.stream().map(Row::withoutTime).toList();
    }

    private ExperimentRunner.Result run(Path dir, int shard, int shards, int threads) {
        return new ExperimentRunner(TestExperiments.small(), TestExperiments.options(dir, shard, shards, threads), null)
                .run();
    }

    @Test
    void theSameExperimentTwiceGivesIdenticalNodeCounts() {
        ExperimentRunner.Result a = run(tmp.resolve("a"), 1, 1, 2);
        ExperimentRunner.Result b = run(tmp.resolve("b"), 1, 1, 1);
        assertTrue(a.complete());
        // 3 variants x 3 depths x (3 positions + 3 in the sequence)
        assertEquals(54, a.rows().size());
        assertEquals(a.rows().stream().map(Row::totalNodes).toList(), b.rows().stream().map(Row::totalNodes).toList());
        assertEquals(timeless(a.rows()), timeless(b.rows()));
        assertTrue(a.rows().stream().allMatch(r -> r.totalNodes() > 0));
    }

    @Test
    void shardedAndMergedEqualsUnsharded() {
        ExperimentRunner.Result whole = run(tmp.resolve("whole"), 1, 1, 2);
        List<Path> shards = new ArrayList<>();
        int shardRows = 0;
        for (int k = 1; k <= 3; k++) {
            Path dir = tmp.resolve("shard-" + k);
            ExperimentRunner.Result r = run(dir, k, 3, 1);
            assertTrue(r.complete());
            assertFalse(Files.exists(dir.resolve("summary.csv")), "a shard writes no summary");
            shardRows += r.rows().size();
            shards.add(dir);
        }
        assertEquals(whole.rows().size(), shardRows, "the shards split the rows without overlap");
        Path merged = tmp.resolve("merged");
        List<Row> rows = ExperimentMerge.merge(shards, merged, "test");
        assertEquals(timeless(whole.rows()), timeless(rows));
        assertEquals(timeless(whole.rows()), timeless(new ArrayList<>(ResultLog.read(merged).values().stream()
                .flatMap(List::stream).toList())));
        assertTrue(Files.exists(merged.resolve("report.md")));
        assertTrue(Files.exists(merged.resolve("nodes.svg")));
    }

    @Test
    void mergeRefusesMissingShardsAndNamesAMissingTask() {
        Path dir = tmp.resolve("shard-1");
        run(dir, 1, 2, 1);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> ExperimentMerge.merge(List.of(dir), tmp.resolve("m"), "test"));
        assertTrue(e.getMessage().contains("tasks are missing (first: "), e.getMessage());
    }

    @Test
    void aResumedRunEqualsAnUninterruptedOne() throws Exception {
        ExperimentRunner.Result whole = run(tmp.resolve("whole"), 1, 1, 2);
        Path dir = tmp.resolve("resumed");
        AtomicInteger seen = new AtomicInteger();
        ExperimentRunner[] holder = new ExperimentRunner[1];
        holder[0] = new ExperimentRunner(TestExperiments.small(), TestExperiments.options(dir, 1, 1, 1), p -> {
            if (p.done() >= 20 && seen.getAndIncrement() == 0) {
                holder[0].cancel();
            }
        });
        ExperimentRunner.Result first = holder[0].run();
        assertFalse(first.complete());
        int finishedBefore = ResultLog.read(dir).size();
        assertTrue(finishedBefore > 0 && finishedBefore < Task.plan(TestExperiments.small()).size());
        // a torn line, as left by a kill in the middle of a write
        Files.writeString(dir.resolve(ResultLog.TASKS_FILE), "{\"key\":\"base|d1|mi", StandardCharsets.UTF_8,
                StandardOpenOption.APPEND);
        ExperimentRunner.Result second = run(dir, 1, 1, 2);
        assertTrue(second.complete());
        assertEquals(finishedBefore, second.tasksSkipped());
        assertEquals(timeless(whole.rows()), timeless(second.rows()));
        assertEquals(Task.plan(TestExperiments.small()).size(), ResultLog.read(dir).size());
    }

    @Test
    void aFolderOfAnotherExperimentIsRefused() {
        Path dir = tmp.resolve("x");
        run(dir, 1, 1, 1);
        Experiment other = ExperimentFile.parse("other.json", TestExperiments.JSON.replace("[1, 2, 3]", "[1, 2]"), null);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new ExperimentRunner(other,
                TestExperiments.options(dir, 1, 1, 1), null).run());
        assertTrue(e.getMessage().contains("holds results of a different experiment"), e.getMessage());
    }

    @Test
    void progressCountsEverySearchAndEnds() {
        List<Progress> seen = new ArrayList<>();
        new ExperimentRunner(TestExperiments.small(), TestExperiments.options(tmp.resolve("p"), 1, 1, 2), p -> {
            synchronized (seen) {
                seen.add(p);
            }
        }).run();
        Progress last = seen.get(seen.size() - 1);
        assertTrue(last.finished());
        assertEquals(54, last.done());
        assertEquals(54, last.total());
        assertTrue(last.bar(10).startsWith("[##########] 100% 54/54 searches"), last.bar(10));
    }

    @Test
    void rowsCarryStatisticsAndTheExpectedMoveMatch() {
        List<Row> rows = run(tmp.resolve("r"), 1, 1, 2).rows();
        Row stalemate = rows.stream().filter(r -> r.position().equals("stalemate") && r.limit().equals("d3")
                && r.variant().equals("full")).findFirst().orElseThrow();
        assertEquals("d0e0", stalemate.bestMove());
        assertEquals(Boolean.TRUE, stalemate.match());
        Row sharp = rows.stream().filter(r -> r.position().equals("sharp") && r.limit().equals("d3")
                && r.variant().equals("base")).findFirst().orElseThrow();
        assertEquals(null, sharp.match());
        assertEquals(sharp.nodes() + sharp.qnodes(), sharp.totalNodes());
        assertTrue(sharp.betaCutoffs() > 0);
        assertEquals(sharp.betaCutoffs(), sharp.cutoffsByStage().values().stream().mapToLong(Long::longValue).sum());
        long quiescenceCutoffs = sharp.cutoffsByStage().getOrDefault(Stage.QS_CAPTURES.name(), 0L)
                + sharp.cutoffsByStage().getOrDefault(Stage.QS_EVASIONS.name(), 0L);
        assertEquals(sharp.betaCutoffs() - quiescenceCutoffs,
                sharp.failHighsByIndex().stream().mapToLong(Long::longValue).sum(),
                "the fail-high histogram counts the main search's β-cutoffs");
        assertTrue(sharp.ttProbes() > 0);
        Row noTt = rows.stream().filter(r -> r.position().equals("sharp") && r.limit().equals("d3")
                && r.variant().equals("no-tt")).findFirst().orElseThrow();
        assertEquals(0, noTt.ttProbes());
        assertEquals(null, noTt.ttHitRate());
    }
}
