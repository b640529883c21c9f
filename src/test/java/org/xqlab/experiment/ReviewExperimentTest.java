package org.xqlab.experiment;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.xqlab.SharedFolder;
import org.xqlab.cli.Main;

import java.io.ByteArrayOutputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A collection of real games reviewed as an experiment ({@code "kind": "review"}): shards merged give the summary of
 * one run, which is {@code review --all}'s; a stopped run goes on from its log; shards of different builds are
 * refused; the folder's progress is read like the other kinds'.
 */
class ReviewExperimentTest {
    @TempDir
    Path tmp;

    private Path experiment;

    static String[] run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int status = Main.run(args, new PrintWriter(out), new PrintWriter(err));
        return new String[] {Integer.toString(status), out.toString(), err.toString()};
    }

    /** Three real games of the shared folder in one PGN file, and an experiment reviewing them at 2 000 nodes. */
    @BeforeEach
    void collection() throws Exception {
        Path dir = SharedFolder.realGames();
        SharedFolder.require(dir, "the shared real game records");
        ByteArrayOutputStream games = new ByteArrayOutputStream();
        for (String name : List.of("01.宝岛一号(先负)相眼竞技(A1-A2).PGN", "02.相眼竞技(先和)宝岛一号(A2-A1).PGN", "test.pgn")) {
            games.write(Files.readAllBytes(dir.resolve(name)));
            games.write("\r\n".getBytes(StandardCharsets.US_ASCII));
        }
        Files.write(tmp.resolve("class.pgn"), games.toByteArray());
        experiment = tmp.resolve("review.json");
        Files.writeString(experiment, "{\"kind\": \"review\", \"name\": \"class-games\", \"games\": \"class.pgn\","
                + " \"limit\": {\"nodes\": 2000}}", StandardCharsets.UTF_8);
    }

    /** The table of review --all from its "summary:" line on. */
    private static String table(String out) {
        return out.substring(out.indexOf("summary: "), out.indexOf("accuracy per side")) + out.lines()
                .filter(l -> l.startsWith("accuracy per side")).findFirst().orElseThrow();
    }

    @Test
    void shardsMergedGiveTheSummaryOfOneRunWhichIsReviewAlls() throws Exception {
        Path whole = tmp.resolve("whole");
        String[] one = run("experiment", "run", experiment.toString(), "--out", whole.toString(), "--threads", "2",
                "--quiet");
        assertEquals("0", one[0], one[2]);
        assertTrue(one[1].contains("summary: 3 games, "), one[1]);
        assertTrue(one[1].contains("results in " + whole), one[1]);
        assertEquals(3, ReviewRunner.read(whole).size(), "a line per game in " + ReviewRunner.REVIEWS_FILE);
        assertTrue(Files.isRegularFile(whole.resolve("provenance.json")));

        Path shards = tmp.resolve("shards");
        String[] first = run("experiment", "run", experiment.toString(), "--shard", "1/2", "--out",
                shards.resolve("shard-1-of-2").toString(), "--threads", "1", "--quiet");
        assertEquals("0", first[0], first[2]);
        assertTrue(first[1].contains("shard 1/2 done: 2 games reviewed"), first[1]);
        assertEquals(List.of(1, 3), ReviewRunner.read(shards.resolve("shard-1-of-2")).values().stream()
                .map(r -> r.get(0).game()).sorted().toList(), "shard 1/2 reviews games 1 and 3");
        String[] second = run("experiment", "run", experiment.toString(), "--shard", "2/2", "--out",
                shards.resolve("shard-2-of-2").toString(), "--threads", "2", "--quiet");
        assertEquals("0", second[0], second[2]);
        FolderStatus status = FolderStatus.of(shards.resolve("shard-2-of-2"));
        assertEquals("review", status.kind());
        assertEquals("2/2", status.shard());
        assertEquals(1, status.done());
        assertEquals(1, status.total());
        assertEquals(3, FolderStatus.overall(List.of(shards.resolve("shard-1-of-2"), shards.resolve("shard-2-of-2")))
                .done());

        Path merged = tmp.resolve("merged");
        String[] merge = run("experiment", "merge", "--out", merged.toString(), shards.resolve("shard-1-of-2").toString(),
                shards.resolve("shard-2-of-2").toString());
        assertEquals("0", merge[0], merge[2]);
        assertTrue(merge[1].contains("merged 3 reviewed games from 2 folders"), merge[1]);
        assertEquals(table(one[1]), table(merge[1]), "merged shards give the summary of one run");
        ObjectMapper json = new ObjectMapper();
        JsonNode a = json.readTree(whole.resolve("summary.json").toFile()).get("summary");
        JsonNode b = json.readTree(merged.resolve("summary.json").toFile()).get("summary");
        assertEquals(a, b);
        assertEquals(3, a.get("games").asInt());
        assertTrue(a.get("sides").get("red").get("accuracy").asDouble() > 0, a.toString());

        String[] all = run("review", tmp.resolve("class.pgn").toString(), "--all", "--nodes", "2000", "--threads", "2");
        assertEquals("0", all[0], all[2]);
        assertEquals(table(all[1]), table(one[1]), "the experiment's summary is review --all's");
    }

    @Test
    void aStoppedRunGoesOnFromItsLogAndEndsAsOneRunStraightThrough() throws Exception {
        ReviewExperiment e = ReviewExperimentFile.read(experiment);
        assertEquals(3, e.gameCount());
        Path dir = tmp.resolve("cut");
        AtomicReference<ReviewRunner> runner = new AtomicReference<>();
        List<String> lines = new java.util.concurrent.CopyOnWriteArrayList<>();
        runner.set(new ReviewRunner(e, new ExperimentRunner.Options(dir, 1, 1, 2, EngineVersion.text()), p -> {
            lines.add(p.text("games"));
            if (p.done() == 1 && !p.finished()) {
                runner.get().cancel(); // stopped while the second game is being reviewed
            }
        }));
        ReviewRunner.Result cut = runner.get().run();
        assertTrue(!cut.complete() && cut.reviewed() == 1, "one game reviewed before the stop: " + cut);
        assertTrue(Files.notExists(dir.resolve("summary.txt")), "no summary before every game is reviewed");
        // a kill while a line was being written leaves it torn: that game counts as not reviewed
        Files.writeString(dir.resolve(ReviewRunner.REVIEWS_FILE), "{\"key\":\"2\",\"revi", StandardOpenOption.APPEND);

        // the first game's progress is told within it: positions done and the time left, not "time left unknown"
        assertTrue(lines.stream().anyMatch(l -> l.matches("  0% 0/3 games \\(game 1: [1-9][0-9]*/[0-9]+ positions\\).*"
                + "[0-9]+:[0-9]{2} left")), String.join("\n", lines));

        String[] resumed = run("experiment", "run", experiment.toString(), "--out", dir.toString(), "--quiet");
        assertEquals("0", resumed[0], resumed[2]);
        assertTrue(resumed[2].contains("experiment: resuming " + dir + ": 1 of 3 games already reviewed"), resumed[2]);
        String[] straight = run("experiment", "run", experiment.toString(), "--out", tmp.resolve("straight").toString(),
                "--threads", "1", "--quiet");
        assertEquals("0", straight[0], straight[2]);
        assertEquals(table(straight[1]), table(resumed[1]));
        assertEquals(3, ReviewRunner.read(dir).size());
        String again = run("experiment", "run", experiment.toString(), "--out", dir.toString(), "--quiet")[1];
        assertEquals(table(straight[1]), table(again), "a finished folder run again reviews nothing more");
    }

    @Test
    void theTimeLimitStartsNoGameThatWouldEndTooLate() throws Exception {
        ReviewExperiment e = ReviewExperimentFile.read(experiment);
        java.util.concurrent.atomic.AtomicLong clock = new java.util.concurrent.atomic.AtomicLong();
        Path dir = tmp.resolve("timed");
        ReviewRunner runner = new ReviewRunner(e, new ExperimentRunner.Options(dir, 1, 1, 2, EngineVersion.text()), p -> {
            if (p.done() == 1) {
                clock.set(600); // the first game took 600 ms of the 1000: a second one would end at 1200
            }
        });
        runner.timeLimit(1000, clock::get);
        ReviewRunner.Result r = runner.run();
        assertEquals(1, r.reviewed());
        assertEquals(2, r.leftForTime());
        assertTrue(!r.complete());
        assertEquals(List.of("1"), List.copyOf(ReviewRunner.read(dir).keySet()));
    }

    @Test
    void shardsOfDifferentBuildsOrExperimentsAreRefused() throws Exception {
        Path shards = tmp.resolve("shards");
        for (int k = 1; k <= 2; k++) {
            String[] r = run("experiment", "run", experiment.toString(), "--shard", k + "/2", "--out",
                    shards.resolve("shard-" + k + "-of-2").toString(), "--threads", "1", "--quiet");
            assertEquals("0", r[0], r[2]);
        }
        Path provenance = shards.resolve("shard-2-of-2").resolve("provenance.json");
        String text = Files.readString(provenance, StandardCharsets.UTF_8);
        Files.writeString(provenance, text.replaceFirst("\"benchSignature\" ?: ?\\d+", "\"benchSignature\" : 1"),
                StandardCharsets.UTF_8);
        String[] merge = run("experiment", "merge", "--out", tmp.resolve("m").toString(),
                shards.resolve("shard-1-of-2").toString(), shards.resolve("shard-2-of-2").toString());
        assertEquals("2", merge[0], merge[1]);
        assertTrue(merge[2].contains("the folders come from different builds (bench "), merge[2]);

        String[] alone = run("experiment", "merge", "--out", tmp.resolve("m2").toString(),
                shards.resolve("shard-1-of-2").toString());
        assertEquals("2", alone[0]);
        assertTrue(alone[2].contains("1 of 3 games are not reviewed in these folders (first: game 2)"), alone[2]);

        Files.writeString(experiment, "{\"kind\": \"review\", \"name\": \"class-games\", \"games\": \"class.pgn\","
                + " \"limit\": {\"nodes\": 3000}}", StandardCharsets.UTF_8);
        String[] other = run("experiment", "run", experiment.toString(), "--out",
                shards.resolve("shard-1-of-2").toString(), "--shard", "1/2", "--quiet");
        assertEquals("2", other[0]);
        assertTrue(other[2].contains("holds results of a different experiment"), other[2]);
    }

    @Test
    void badExperimentFilesAreNamedWithTheirField() throws Exception {
        Path bad = tmp.resolve("bad.json");
        Files.writeString(bad, "{\"kind\": \"review\", \"name\": \"x\", \"games\": \"none.pgn\"}");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> ReviewExperimentFile.read(bad));
        assertTrue(e.getMessage().startsWith("bad.json: field 'games': "), e.getMessage());
        Files.writeString(bad, "{\"kind\": \"review\", \"name\": \"x\", \"games\": \"class.pgn\", \"limit\": {\"nodes\": 0}}");
        e = assertThrows(IllegalArgumentException.class, () -> ReviewExperimentFile.read(bad));
        assertEquals("bad.json: field 'limit.nodes': --nodes must be positive", e.getMessage());
        Files.writeString(bad, "{\"kind\": \"review\", \"name\": \"x\", \"games\": \"class.pgn\", \"limit\": {\"plies\": 3}}");
        e = assertThrows(IllegalArgumentException.class, () -> ReviewExperimentFile.read(bad));
        assertTrue(e.getMessage().startsWith("bad.json: field 'limit.plies': unknown limit"), e.getMessage());
        String[] r = run("experiment", "run", bad.toString(), "--opponent", "uci:x");
        assertEquals("2", r[0]);
        assertTrue(r[2].contains("is a review experiment"), r[2]);
    }
}
