package org.xqlab.review;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.xqlab.Await;
import org.xqlab.SharedFolder;
import org.xqlab.cli.Main;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A review killed half-way (a real process, SIGKILL) and resumed ends with the same result as one run straight
 * through: at a node budget every position's verdict repeats, and the journal keeps those searched before the kill.
 */
class ReviewResumeTest {
    @TempDir
    Path tmp;

    private static final ObjectMapper JSON = new ObjectMapper();

    static String[] run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int status = Main.run(args, new PrintWriter(out), new PrintWriter(err));
        return new String[] {Integer.toString(status), out.toString(), err.toString()};
    }

    /** The output's JSON lines without what differs between runs: times and provenance. */
    static List<JsonNode> stable(Path json) throws Exception {
        List<JsonNode> lines = new ArrayList<>();
        for (String line : Files.readAllLines(json, StandardCharsets.UTF_8)) {
            ObjectNode o = (ObjectNode) JSON.readTree(line);
            o.remove("provenance");
            o.remove("timeMillis");
            o.withArray("moveList").forEach(m -> ((ObjectNode) m).remove("timeMillis"));
            lines.add(o);
        }
        return lines;
    }

    private static long positionLines(Path journal) throws Exception {
        if (!Files.exists(journal)) {
            return 0;
        }
        return Files.readAllLines(journal).stream().filter(l -> !l.startsWith("#")).count();
    }

    @Test
    void aKilledReviewResumedEndsAsOneRunStraightThrough() throws Exception {
        Path dir = SharedFolder.realGames();
        SharedFolder.require(dir, "the shared real game records");
        Path game = dir.resolve("01.宝岛一号(先负)相眼竞技(A1-A2).PGN");
        Path straight = tmp.resolve("straight.json");
        String[] r = run("review", game.toString(), "--nodes", "30000", "--threads", "2", "--out", straight.toString());
        assertEquals("0", r[0], r[2]);

        Path cut = tmp.resolve("cut.json");
        Path journal = ReviewJournal.of(cut);
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process p = new ProcessBuilder(java, "-cp", System.getProperty("java.class.path"), "org.xqlab.cli.Main",
                "review", game.toString(), "--nodes", "30000", "--threads", "1", "--out", cut.toString())
                .redirectErrorStream(true).redirectOutput(tmp.resolve("log.txt").toFile()).start();
        try {
            Await.until("the review has searched three positions", Duration.ofSeconds(60),
                    () -> positionLines(journal) >= 3);
        } finally {
            p.destroyForcibly();
            p.waitFor(30, TimeUnit.SECONDS);
        }
        long kept = positionLines(journal);
        assertTrue(kept >= 3 && kept < 27, "killed half-way: " + kept + " positions kept");
        assertFalse(Files.exists(cut), "a killed review writes no output");
        // a kill in the middle of a line: that position is searched again
        Files.writeString(journal, "0\t20\th2", StandardOpenOption.APPEND);

        String[] again = run("review", game.toString(), "--nodes", "30000", "--out", cut.toString());
        assertEquals("2", again[0]);
        assertTrue(again[2].contains("add --resume"), again[2]);

        String[] other = run("review", game.toString(), "--nodes", "20000", "--out", cut.toString(), "--resume");
        assertEquals("2", other[0]);
        assertTrue(other[2].contains("budget nodes=30000, this command gives nodes=20000"), other[2]);

        String[] resumed = run("review", game.toString(), "--nodes", "30000", "--out", cut.toString(), "--resume");
        assertEquals("0", resumed[0], resumed[2]);
        assertTrue(resumed[2].contains("resumed from"), resumed[2]);
        assertFalse(Files.exists(journal), "the journal goes when the review is complete");
        assertEquals(stable(straight), stable(cut));
    }

    @Test
    void aStoppedReviewSaysWhereItsPositionsAreKeptAndHowToGoOn() throws Exception {
        Path game = tmp.resolve("planted.pgn");
        Files.writeString(game, ReviewerTest.PLANTED, StandardCharsets.UTF_8);
        Path out = tmp.resolve("reviewed.pgn");
        Path log = tmp.resolve("log.txt");
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process p = new ProcessBuilder(java, "-cp", System.getProperty("java.class.path"), "org.xqlab.cli.Main",
                "review", game.toString(), "--nodes", "50000000", "--threads", "1", "--out", out.toString())
                .redirectErrorStream(true).redirectOutput(log.toFile()).start();
        try {
            Await.until("the review has started", Duration.ofSeconds(60),
                    () -> Files.readString(log).contains("review: " + game));
        } finally {
            p.destroy(); // SIGTERM, as Ctrl-C's SIGINT: the JVM shuts down and runs its hooks
            p.waitFor(30, TimeUnit.SECONDS);
        }
        String said = Files.readString(log);
        assertTrue(said.contains("review: stopped; the positions searched so far are kept in " + ReviewJournal.of(out)
                + "; to go on: xiangqi-lab review " + game + " --nodes 50000000 --threads 1 --out " + out + " --resume"),
                said);
        assertTrue(Files.exists(ReviewJournal.of(out)), "the journal is kept");
        assertFalse(Files.exists(out));
    }
}
