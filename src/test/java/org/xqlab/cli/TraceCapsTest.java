package org.xqlab.cli;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.xqlab.rules.Fen;
import org.xqlab.rules.Move;
import org.xqlab.rules.Square;
import org.xqlab.trace.Bound;
import org.xqlab.trace.NodeType;
import org.xqlab.trace.RecorderOptions;
import org.xqlab.trace.TraceRecorder;
import org.xqlab.analysis.ReplayLog;

import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.zip.GZIPOutputStream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Huge traces are read within caps that are named with the option raising them: {@code figure} keeps at
 * most {@code --keep-nodes} nodes and refuses a bigger tree, {@code replay} reads at most {@code --max-events}
 * and prints what it read, both print a progress line on a long read, and the app's reader stops at its cap.
 */
class TraceCapsTest {
    @TempDir
    Path dir;

    /** A gzip trace of one search whose root has {@code children} leaf children at ply 1 (two events each). */
    static Path bomb(Path file, int children) throws Exception {
        int a = Move.of(Square.parse("h2"), Square.parse("e2"));
        int b = Move.of(Square.parse("b2"), Square.parse("e2"));
        try (OutputStream out = new GZIPOutputStream(Files.newOutputStream(file), 1 << 16)) {
            TraceRecorder r = new TraceRecorder(out, RecorderOptions.defaults());
            r.searchStarted(Fen.START, "full", 1);
            r.iterationStarted(1, -30000, 30000);
            r.nodeEntered(0, -1, 0, 0, 1, -30000, 30000, NodeType.PV, false, 1L);
            for (int i = 1; i <= children; i++) {
                r.nodeEntered(i, 0, (i & 1) == 0 ? a : b, 1, 0, -30000, 30000, NodeType.ALL, false, i);
                r.nodeLeft(i, 1, i % 100, Bound.EXACT, 0, NodeType.ALL);
            }
            r.nodeLeft(0, 0, 0, Bound.EXACT, a, NodeType.PV);
            r.iterationFinished(1, 0, new int[] {a}, 1, children, 1);
            r.searchFinished(a, 0, 1, children, 1);
            r.close();
        }
        return file;
    }

    @Test
    void figureRefusesATreeOverItsCapNamingTheOptionAndDrawsWithinIt() throws Exception {
        Path trace = bomb(dir.resolve("t.jsonl.gz"), 5000);
        Path svg = dir.resolve("t.svg");
        MainTest.Result r = MainTest.run("figure", "tree", "--trace", trace.toString(), "--keep-nodes", "1000",
                "--out", svg.toString());
        assertEquals(2, r.status(), r.err());
        assertEquals("error: trace " + trace + " holds more than 1000 nodes up to ply 3, the most a figure keeps "
                + "(--keep-nodes 1000); draw fewer plies (--max-ply) or raise the cap with --keep-nodes N (each node "
                + "kept takes about 280 bytes of heap)\n", r.err());
        assertFalse(Files.exists(svg), "no figure from part of a tree");

        MainTest.Result gif = MainTest.run("figure", "animate", "--trace", trace.toString(), "--keep-nodes", "1000",
                "--out", dir.resolve("t.gif").toString());
        assertEquals(2, gif.status(), gif.err());
        assertTrue(gif.err().contains("holds more than 1000 nodes up to ply"), gif.err());

        MainTest.Result ok = MainTest.run("figure", "tree", "--trace", trace.toString(), "--keep-nodes", "6000",
                "--out", svg.toString());
        assertEquals(0, ok.status(), ok.err());
        assertTrue(Files.size(svg) > 0);
    }

    @Test
    void replayStopsAtItsCapPrintsWhatItReadAndNamesTheOption() throws Exception {
        Path trace = bomb(dir.resolve("t.jsonl.gz"), 5000);
        MainTest.Result r = MainTest.run("replay", trace.toString(), "--max-events", "1000");
        assertEquals(2, r.status(), r.err());
        assertTrue(r.out().startsWith("fen " + Fen.START + "\n"), r.out());
        assertTrue(r.out().contains("events 1001\n"), r.out());
        assertEquals("error: " + trace + " holds more than 1000 events, the most replay reads (--max-events 1000); the "
                + "statistics above are of the first 1001 events read; raise the cap with --max-events N\n", r.err());
        MainTest.Result whole = MainTest.run("replay", trace.toString());
        assertEquals(0, whole.status(), whole.err());
        assertTrue(whole.out().contains("events 10006\n"), whole.out());
        assertEquals("", whole.err(), "a short read prints no progress line");
    }

    @Test
    void theAppsReaderStopsReadingAtItsCap() throws Exception {
        Path trace = bomb(dir.resolve("t.jsonl.gz"), 200_000);
        List<Long> progress = new ArrayList<>();
        ReplayLog log = ReplayLog.load(trace, 1000, progress::add);
        assertTrue(log.isCut());
        assertEquals(1000, log.size());
        assertTrue(log.summary().events() <= ReplayLog.PROGRESS_EVERY, "the rest of the trace is not read: "
                + log.summary().events());
        assertEquals(List.of((long) ReplayLog.PROGRESS_EVERY), progress);
    }

    /** Runs the command line in a child JVM with a 256 MB heap; returns status, standard output and error. */
    private static MainTest.Result small(String... args) throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        List<String> cmd = new ArrayList<>(List.of(java, "-Xmx256m", "-cp", System.getProperty("java.class.path"),
                HostileProbe.class.getName()));
        cmd.addAll(List.of(args));
        Process p = new ProcessBuilder(cmd).start();
        byte[] err;
        byte[] out = p.getInputStream().readAllBytes();
        err = p.getErrorStream().readAllBytes();
        assertTrue(p.waitFor(600, TimeUnit.SECONDS), "the child ends");
        return new MainTest.Result(p.exitValue(), new String(out, StandardCharsets.UTF_8),
                new String(err, StandardCharsets.UTF_8));
    }

    @Test
    @Tag("slow")
    void tenMillionNodesAreRefusedByFigureAndReplayedWithProgressInA256MbHeap() throws Exception {
        Path trace = bomb(dir.resolve("big.jsonl.gz"), 10_000_000);
        long t0 = System.nanoTime();
        MainTest.Result f = small("figure", "tree", "--trace", trace.toString(), "--out", dir.resolve("b.svg").toString());
        long figureMillis = (System.nanoTime() - t0) / 1_000_000;
        assertEquals(2, f.status(), f.err());
        assertTrue(f.err().contains("holds more than 300000 nodes up to ply 3"), f.err());
        assertFalse(f.err().contains("OutOfMemoryError"), f.err());

        t0 = System.nanoTime();
        MainTest.Result r = small("replay", trace.toString());
        long replayMillis = (System.nanoTime() - t0) / 1_000_000;
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().contains("events 20000006\n"), r.out());
        assertTrue(r.err().startsWith("reading " + trace + ": "), "a progress line: " + r.err());
        System.out.printf("trace %d bytes; figure refused in %d ms; replay in %d ms%n", Files.size(trace),
                figureMillis, replayMillis);
    }
}
