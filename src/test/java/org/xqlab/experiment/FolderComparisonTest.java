package org.xqlab.experiment;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.xqlab.protocol.MatchScore;

import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class FolderComparisonTest {
    @TempDir
    Path tmp;

    /** Writes a folder of the tiny match experiment whose no-tt games score {@code scores} in order (no games played). */
    private Path matchFolder(String name, double... scores) {
        MatchExperiment e = MatchExperimentTest.tiny();
        Path dir = tmp.resolve(name);
        try (MatchLog log = MatchLog.open(dir, e)) {
            for (int k = 0; 2 * k + 1 < scores.length; k++) {
                log.append(MatchLog.key("no-tt", k), List.of(row(k, 2 * k, scores[2 * k]), row(k, 2 * k + 1, scores[2 * k + 1])));
            }
        }
        return dir;
    }

    private static MatchGameRow row(int pair, int game, double score) {
        return new MatchGameRow("no-tt", pair, game, "o", game % 2 == 0 ? "red" : "black", "*", "x", 10, score, "", "");
    }

    @Test
    void matchFoldersCompareEloWithTheDifferenceAndItsInterval() {
        Path a = matchFolder("a", 1, 0, 0.5, 0.5, 0, 0);
        Path b = matchFolder("b", 1, 1, 0.5, 1, 0, 1);
        FolderComparison.Result r = FolderComparison.compare(a, b);
        assertTrue(r.match());
        assertEquals(1, r.lines().size(), "no-q has no games in either folder");
        FolderComparison.Line l = r.lines().get(0);
        MatchScore sa = new MatchScore(1, 2, 3);
        MatchScore sb = new MatchScore(4, 1, 1);
        assertEquals(sa.elo(), l.a(), 1e-9);
        assertEquals(sb.elo(), l.b(), 1e-9);
        assertEquals(sb.elo() - sa.elo(), l.change(), 1e-9);
        // the intervals are the pentanomial ones: A's pairs score 1, 1, 0 points (counts 1,0,2,0,0), B's 2, 1½, 1
        double[] ia = Statistics.pentanomialElo(new double[] {1, 0, 2, 0, 0});
        double[] ib = Statistics.pentanomialElo(new double[] {0, 0, 1, 1, 1});
        double se = Math.hypot((ia[2] - ia[1]) / (2 * 1.959964), (ib[2] - ib[1]) / (2 * 1.959964));
        assertEquals(l.change() - 1.959964 * se, l.low(), 1e-9);
        assertEquals(l.change() + 1.959964 * se, l.high(), 1e-9);
        assertEquals(6, l.count());
    }

    @Test
    void folderStatusCountsAShardsShareAndAllFoldersTogether() {
        MatchExperiment e = MatchExperimentTest.tiny();
        Path s1 = tmp.resolve("run/shard-1-of-4");
        Path s2 = tmp.resolve("run/shard-2-of-4");
        try (MatchLog log = MatchLog.open(s1, e)) {
            log.append(MatchLog.key("no-tt", 0), List.of(row(0, 0, 1), row(0, 1, 0)));
            log.append(MatchLog.key("no-q", 1), List.of(row(1, 2, 1), row(1, 3, 1)));
        }
        try (MatchLog log = MatchLog.open(s2, e)) {
            log.append(MatchLog.key("no-tt", 1), List.of(row(1, 2, 1), row(1, 3, 0)));
            log.append(MatchLog.key("no-tt", 0), List.of(row(0, 0, 1), row(0, 1, 0))); // also in shard 1: counted once
        }
        // 2 variants x 3 pairs = 6 tasks; shard 1 of 4 has tasks 0 and 4, shard 2 has 1 and 5
        FolderStatus f1 = FolderStatus.of(s1);
        assertEquals("1/4", f1.shard());
        assertEquals(2, f1.total());
        assertEquals(2, f1.done());
        assertTrue(f1.match());
        FolderStatus all = FolderStatus.overall(List.of(s1, s2));
        assertEquals(3, all.done());
        assertEquals(6, all.total());
        assertEquals("tiny-match", all.experiment());
        Path other = tmp.resolve("other");
        ResultLog.open(other, TestExperiments.small()).close();
        assertTrue(assertThrows(IllegalArgumentException.class, () -> FolderComparison.compare(s1, other)).getMessage()
                .contains("different kinds of experiment"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> FolderStatus.overall(List.of(s1, other))).getMessage()
                .contains("holds a different experiment"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> FolderStatus.of(tmp.resolve("none"))).getMessage()
                .contains("is not an experiment result folder"));
    }

    /**
     * {@code experiment run … --shard 1/2 --out DIR} into a folder of any name: the row reads the shard from the
     * provenance's command line, counts to the shard's own total and is finished when the shard is; the rows and
     * the total come from one read and agree.
     */
    @Test
    void aShardRunIntoAFolderOfAnyNameCountsToItsOwnShare() throws Exception {
        Experiment e = TestExperiments.small();
        int all = Task.plan(e).size();
        Path dir = tmp.resolve("killers-run");
        ExperimentRunner.Result result = new ExperimentRunner(e, TestExperiments.options(dir, 1, 2, 1), null).run();
        Path record = dir.resolve(org.xqlab.build.Provenance.FILE);
        String json = java.nio.file.Files.readString(record);
        String withShard = json.replaceFirst("\"commandLine\"\\s*:\\s*\"[^\"]*\"",
                java.util.regex.Matcher.quoteReplacement("\"commandLine\":\"experiment run killers --shard 1/2 --out "
                        + dir.getFileName() + "\""));
        assertTrue(!withShard.equals(json), "the command line is in the record: " + json);
        java.nio.file.Files.writeString(record, withShard);

        FolderStatus s = FolderStatus.of(dir);
        assertEquals("1/2", s.shard());
        assertEquals((all + 1) / 2, s.total(), "shard 1's own share");
        assertEquals(s.total(), s.done(), result.toString());
        assertTrue(s.finished());
        FolderStatus.Reading r = FolderStatus.read(List.of(dir));
        assertEquals(List.of(s), r.folders());
        assertEquals(s.done(), r.overall().done(), "the row and the total agree");
        assertEquals(all, r.overall().total(), "the total is the whole experiment's");

        // the same folder with a record of the whole run counts against the whole experiment
        java.nio.file.Files.writeString(record, json);
        FolderStatus whole = FolderStatus.of(dir);
        assertEquals("", whole.shard());
        assertEquals(all, whole.total());
        assertTrue(!whole.finished());
    }
}
