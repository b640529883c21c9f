package org.xqlab.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.xqlab.analysis.TableMirror;
import org.xqlab.search.IccsMoveCodec;
import org.xqlab.trace.CompositeListener;
import org.xqlab.trace.EventGrammar;
import org.xqlab.trace.ReplaySummary;
import org.xqlab.trace.TraceReader;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.zip.GZIPInputStream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class TraceCommandTest {

    @Test
    void traceThenReplayPrintsTheSearchStatistics(@TempDir Path dir) {
        for (String name : List.of("t.jsonl", "t.jsonl.gz")) {
            Path file = dir.resolve(name);
            MainTest.Result t = MainTest.run("trace", "--fen", "startpos", "--depth", "3", "--out", file.toString());
            assertEquals(0, t.status(), t.err());
            assertTrue(t.out().startsWith("bestmove "), t.out());
            assertTrue(t.out().contains("trace " + file + " events "), t.out());
            MainTest.Result s = MainTest.run("search", "--fen", "startpos", "--depth", "3");
            MainTest.Result r = MainTest.run("replay", file.toString());
            assertEquals(0, r.status(), r.err());
            assertTrue(r.out().startsWith("fen rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w"), r.out());
            // the statistics block of search and replay agree up to the per-iteration times
            String searchCounts = s.out().substring(s.out().indexOf("nodes ", s.out().indexOf("depth ")),
                    s.out().indexOf("depth   score"));
            assertTrue(r.out().contains(searchCounts), () -> "replay:\n" + r.out() + "\nsearch:\n" + s.out());
            String pv = s.out().lines().filter(l -> l.startsWith("pv ")).findFirst().orElseThrow().substring(3);
            assertTrue(r.out().contains("  " + pv + "\n"), () -> "the last iteration's PV in ICCS: " + pv + "\n" + r.out());
        }
    }

    @Test
    void aDepthFiveTraceBeginsWithTheStartThenTheHistoryTablesShapeAndDecay(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("t.jsonl");
        assertEquals(0, MainTest.run("trace", "--fen", "startpos", "--depth", "5", "--out", file.toString()).status());
        List<String> lines;
        try (var stream = Files.lines(file)) {
            lines = stream.limit(4).toList();
        }
        assertTrue(lines.get(0).startsWith("{\"type\":\"header\""), lines.get(0));
        assertTrue(lines.get(1).startsWith("{\"t\":\"search_start\""), lines.get(1));
        assertTrue(lines.get(2).startsWith("{\"t\":\"history_shape\""), lines.get(2));
        assertTrue(lines.get(3).startsWith("{\"t\":\"history_decay\""), lines.get(3));

        // read back, the whole stream obeys the grammar, and the tables take their shape from the trace
        EventGrammar grammar = new EventGrammar();
        TableMirror tables = new TableMirror();
        ReplaySummary summary;
        try (TraceReader reader = TraceReader.open(file).codec(IccsMoveCodec.INSTANCE)) {
            summary = reader.replay(new CompositeListener(grammar, tables));
        }
        assertTrue(summary.isComplete(), () -> String.valueOf(summary.damage()));
        grammar.assertValid();
        assertEquals(1, grammar.historyShapes());
        assertTrue(grammar.historyDecays() >= 1);
        // 349 with the default table (the tree of depth 5 from the start is small: 4 667 nodes)
        assertTrue(grammar.historyUpdates() > 200, "history updates recorded: " + grammar.historyUpdates());
        assertEquals("fromto", tables.historyShape());
        assertEquals(90, tables.rows());
        assertEquals(90, tables.cols());
        assertEquals(grammar.historyUpdates(), tables.historyUpdates());
    }

    @Test
    void maxPlyLimitsWhatIsRecorded(@TempDir Path dir) throws IOException {
        Path all = dir.resolve("all.jsonl");
        Path top = dir.resolve("top.jsonl");
        assertEquals(0, MainTest.run("trace", "--depth", "4", "--out", all.toString()).status());
        assertEquals(0, MainTest.run("trace", "--depth", "4", "--max-ply", "1", "--out", top.toString()).status());
        assertTrue(Files.size(top) * 5 < Files.size(all));
        assertTrue(Files.readString(top).contains("\"maxPly\":1"));
    }

    @Test
    void damagedFileReportsItsLineAndExitsTwoAfterPrintingWhatReplayed(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("t.jsonl.gz");
        assertEquals(0, MainTest.run("trace", "--depth", "2", "--out", file.toString()).status());
        String text;
        try (InputStream in = new GZIPInputStream(Files.newInputStream(file))) {
            text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        List<String> lines = text.lines().toList();
        StringBuilder damaged = new StringBuilder();
        for (int i = 0; i < lines.size(); i++) {
            damaged.append(i == 40 ? "{\"k\":\"node\",\"id\":" : lines.get(i)).append('\n');
        }
        Path bad = dir.resolve("bad.jsonl");
        Files.writeString(bad, damaged);
        MainTest.Result r = MainTest.run("replay", bad.toString());
        assertEquals(2, r.status());
        assertTrue(r.err().startsWith("error: " + bad + " line 41: "), r.err());
        assertEquals(1, r.err().strip().split("\\R").length);
        assertTrue(r.out().contains("events 39"), r.out());
        assertTrue(r.out().contains("nodes "), "the statistics of what replayed are printed");
    }

    @Test
    void badArgumentsAreReportedInOneLine(@TempDir Path dir) {
        MainTest.Result name = MainTest.run("trace", "--depth", "2", "--out", dir.resolve("t.txt").toString());
        assertEquals(2, name.status());
        assertTrue(name.err().contains("must end in .jsonl or .jsonl.gz"), name.err());
        MainTest.Result folder = MainTest.run("trace", "--depth", "2", "--out", dir.resolve("no/t.jsonl").toString());
        assertEquals(2, folder.status());
        assertTrue(folder.err().contains("does not exist"), folder.err());
        MainTest.Result missing = MainTest.run("replay", dir.resolve("none.jsonl").toString());
        assertEquals(2, missing.status());
        assertTrue(missing.err().startsWith("error: no such trace file"), missing.err());
        MainTest.Result key = MainTest.run("trace", "--depth", "2", "--set", "nope=1", "--out", dir.resolve("t.jsonl").toString());
        assertEquals(2, key.status());
        assertTrue(key.err().startsWith("error: unknown config key 'nope'"), key.err());
    }
}
