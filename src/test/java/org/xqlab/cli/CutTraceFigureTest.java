package org.xqlab.cli;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code figure} of a trace cut between two lines, before its {@code search_end} record: the figure of what
 * it holds is written (its open nodes "(unfinished)", never "(searching)" or a score), then standard error
 * says the recording was cut, naming the file, its events and nodes, and the exit status is 2, as
 * {@code replay}'s on the same file; {@code export-web --trace} writes its page and says the same.
 */
class CutTraceFigureTest {
    @TempDir
    Path dir;
    private Path whole;
    private Path cut;
    private long events;
    private long nodes;

    @BeforeEach
    void traces() throws IOException {
        whole = dir.resolve("t.jsonl");
        assertEquals(0, MainTest.run("trace", "--depth", "3", "--out", whole.toString()).status());
        List<String> lines = Files.readAllLines(whole);
        cut = dir.resolve("cut.jsonl");
        List<String> kept = lines.subList(0, lines.size() * 2 / 3);
        Files.write(cut, kept);
        events = kept.size() - 1; // every line after the header is one event
        nodes = kept.stream().filter(l -> l.startsWith("{\"t\":\"node_enter\"") || l.startsWith("{\"t\":\"qnode_enter\""))
                .count();
        assertTrue(nodes > 0 && events > nodes, events + " events, " + nodes + " nodes");
        MainTest.Result replay = MainTest.run("replay", cut.toString());
        assertEquals(2, replay.status(), "replay reports the same file as cut: " + replay.err());
        assertTrue(replay.out().contains("events " + events + "\n"), replay.out());
    }

    private String message(String figure, boolean tree) {
        return "error: " + cut + " has no search_end record: the recording was cut before the search ended; "
                + dir.resolve(figure) + " shows the " + events + " events (" + nodes + " nodes) recorded"
                + (tree ? ", its open nodes marked (unfinished)" : ", the table as it was at the cut") + "\n";
    }

    @Test
    void aTreeOfACutTraceIsWrittenWithItsOpenNodesUnfinishedAndExitsTwo() throws IOException {
        Path svg = dir.resolve("cut.svg");
        MainTest.Result r = MainTest.run("figure", "tree", "--trace", cut.toString(), "--out", svg.toString());
        assertEquals(2, r.status(), r.err());
        assertTrue(r.out().startsWith("wrote " + svg + " (svg, "), r.out());
        assertEquals(message("cut.svg", true), r.err());
        String text = Files.readString(svg, StandardCharsets.UTF_8);
        assertTrue(text.contains("root (unfinished)"), "the root, still open at the cut, says so: " + text);
        assertFalse(text.contains("(searching)"), "nothing is searching in a file");

        Path zh = dir.resolve("cut-zh.svg");
        MainTest.Result r2 = MainTest.run("figure", "tree", "--trace", cut.toString(), "--lang", "zh", "--out",
                zh.toString());
        assertEquals(2, r2.status(), r2.err());
        assertTrue(Files.readString(zh, StandardCharsets.UTF_8).contains("根（未完成）"));

        Path ok = dir.resolve("whole.svg");
        MainTest.Result w = MainTest.run("figure", "tree", "--trace", whole.toString(), "--out", ok.toString());
        assertEquals(0, w.status(), w.err());
        assertEquals("", w.err(), "a whole trace draws without a word");
        assertFalse(Files.readString(ok, StandardCharsets.UTF_8).contains("(unfinished)"));
    }

    @Test
    void anAnimationOfACutTraceEndsSayingSoAndExitsTwo() throws IOException {
        Path gif = dir.resolve("cut.gif");
        MainTest.Result r = MainTest.run("figure", "animate", "--trace", cut.toString(), "--out", gif.toString());
        assertEquals(2, r.status(), r.err());
        assertTrue(r.out().startsWith("wrote " + gif + " (gif, "), r.out());
        assertEquals(message("cut.gif", true), r.err());
        assertTrue(Files.size(gif) > 0);
        org.xqlab.figure.TreeAnimation a = org.xqlab.figure.TreeAnimation.ofTrace(cut,
                org.xqlab.figure.TreeFigureOptions.forSearch(), org.xqlab.figure.TreeAnimation.Every.CUTOFF, 50);
        assertEquals("unfinished: the recording ends before the search ended", a.captions().get(a.captions().size() - 1));
        assertEquals(cut, a.cut().file());
    }

    @Test
    void theTablesOfACutTraceAreWrittenAndExitTwo() throws IOException {
        for (String kind : new String[] {"heatmap", "killers"}) {
            Path svg = dir.resolve(kind + ".svg");
            MainTest.Result r = MainTest.run("figure", kind, "--trace", cut.toString(), "--out", svg.toString());
            assertEquals(2, r.status(), kind + ": " + r.err());
            assertTrue(r.out().startsWith("wrote " + svg), r.out());
            assertEquals(message(kind + ".svg", false), r.err());
            assertTrue(Files.size(svg) > 0);
            assertEquals(0, MainTest.run("figure", kind, "--trace", whole.toString(), "--out",
                    dir.resolve("whole-" + kind + ".svg").toString()).status());
        }
    }

    /** {@code export-web --trace} of the cut trace: the page of what it holds is written, the same warning, exit 2. */
    @Test
    void aWebPageOfACutTraceIsWrittenAndSaysTheRecordingWasCut() throws IOException {
        Path html = dir.resolve("cut.html");
        MainTest.Result r = MainTest.run("export-web", "--trace", cut.toString(), "--out", html.toString());
        assertEquals(2, r.status(), r.err());
        assertTrue(r.out().startsWith("wrote " + html + " ("), r.out());
        assertTrue(Files.size(html) > 0, "the page of what the trace holds is written");
        assertEquals("error: " + cut + " has no search_end record: the recording was cut before the search ended; "
                + html + " shows the " + events + " events (" + nodes + " nodes) recorded\n", r.err());

        Path ok = dir.resolve("whole.html");
        MainTest.Result w = MainTest.run("export-web", "--trace", whole.toString(), "--out", ok.toString());
        assertEquals(0, w.status(), w.err());
        assertEquals("", w.err(), "a whole trace exports without a word");
    }
}
