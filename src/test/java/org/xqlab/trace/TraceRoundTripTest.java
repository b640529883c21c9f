package org.xqlab.trace;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TraceRoundTripTest {

    @TempDir
    Path dir;

    /** A text codec in the spirit of ICCS: from and to squares as "f-t". */
    static final MoveCodec DASHED = new MoveCodec() {
        @Override
        public String format(int move) {
            return (move & 0xff) + "-" + (move >>> 8);
        }

        @Override
        public int parse(String text) {
            String[] p = text.split("-");
            if (p.length != 2) {
                throw new IllegalArgumentException("not a dashed move: " + text);
            }
            return Integer.parseInt(p[0]) | (Integer.parseInt(p[1]) << 8);
        }

        @Override
        public String name() {
            return "dashed";
        }
    };

    static List<String> record(Path file, RecorderOptions options, int depth) throws IOException {
        EventLog live = new EventLog(options.mask(), options.maxPly());
        try (TraceRecorder recorder = TraceRecorder.open(file, options)) {
            new FakeSearch(new CompositeListener(recorder, live)).run(depth);
        }
        return live.lines;
    }

    static ReplaySummary replay(Path file, MoveCodec codec, SearchListener listener) throws IOException {
        try (TraceReader reader = TraceReader.open(file)) {
            return reader.codec(codec).replay(listener);
        }
    }

    @Test
    void replayingARecordingGivesTheIdenticalEventSequence() throws IOException {
        Path file = dir.resolve("search.jsonl");
        List<String> live = record(file, RecorderOptions.defaults(), 4);
        EventLog replayed = new EventLog();
        ReplaySummary summary = replay(file, MoveCodec.DECIMAL, replayed);
        assertEquals(live, replayed.lines);
        assertEquals(live.size(), summary.events());
        assertTrue(summary.isComplete());
        assertFalse(summary.truncated());
        assertTrue(live.size() > 500, "a meaningful search: " + live.size());
    }

    @Test
    void gzipRoundTripIsIdenticalAndDetectedByMagicBytes() throws IOException {
        Path file = dir.resolve("search.jsonl.gz");
        List<String> live = record(file, RecorderOptions.defaults(), 3);
        try (InputStream in = Files.newInputStream(file)) {
            assertEquals(0x1f, in.read());
            assertEquals(0x8b, in.read());
        }
        Path renamed = Files.move(file, dir.resolve("no-extension.trace"));
        EventLog replayed = new EventLog();
        replay(renamed, MoveCodec.DECIMAL, replayed);
        assertEquals(live, replayed.lines);
    }

    @Test
    void gzipFlagCompressesWhateverTheFileName() throws IOException {
        Path file = dir.resolve("plain-name.jsonl");
        List<String> live = record(file, RecorderOptions.defaults().withGzip(true), 2);
        assertEquals((byte) 0x1f, Files.readAllBytes(file)[0]);
        EventLog replayed = new EventLog();
        replay(file, MoveCodec.DECIMAL, replayed);
        assertEquals(live, replayed.lines);
    }

    @Test
    void textMoveCodecRoundTripsAndIsNamedInTheHeader() throws IOException {
        Path file = dir.resolve("dashed.jsonl");
        List<String> live = record(file, RecorderOptions.defaults().withCodec(DASHED).withEngine("fake 1.0"), 3);
        String text = Files.readString(file, StandardCharsets.UTF_8);
        assertTrue(text.contains("\"m\":\"1-"), "moves written as text");
        EventLog replayed = new EventLog();
        try (TraceReader reader = TraceReader.open(file)) {
            TraceHeader header = reader.codec(DASHED).header();
            assertEquals("dashed", header.moves());
            assertEquals("fake 1.0", header.engine());
            assertEquals("fake-root", header.fen());
            assertEquals("fake config", header.config());
            reader.replay(replayed);
        }
        assertEquals(live, replayed.lines);
    }

    @Test
    void everyLineIsOneJsonObjectStartingWithTheHeader() throws IOException {
        Path file = dir.resolve("lines.jsonl");
        record(file, RecorderOptions.defaults(), 2);
        List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        assertTrue(lines.get(0).startsWith("{\"type\":\"header\",\"format\":1,\"fen\":\"fake-root\""), lines.get(0));
        assertTrue(lines.get(1).startsWith("{\"t\":\"search_start\""), lines.get(1));
        assertTrue(lines.get(lines.size() - 1).startsWith("{\"t\":\"search_end\""));
        for (String line : lines) {
            assertTrue(line.startsWith("{") && line.endsWith("}"), line);
        }
    }

    @Test
    void replayHonoursTheListenersMaskAndMaxPly() throws IOException {
        Path file = dir.resolve("full.jsonl");
        record(file, RecorderOptions.defaults(), 3);
        EventLog cutoffsOnly = new EventLog(EventMask.of(EventKind.CUTOFF), 1);
        ReplaySummary summary = replay(file, MoveCodec.DECIMAL, cutoffsOnly);
        EventLog direct = new EventLog(EventMask.of(EventKind.CUTOFF), 1);
        new FakeSearch(direct).run(3);
        assertEquals(direct.lines, cutoffsOnly.lines);
        assertTrue(summary.events() > cutoffsOnly.lines.size(), "every record is read, few are delivered");
        assertNull(summary.damage());
    }

    @Test
    void recordedStatsEqualLiveStats() throws IOException {
        Path file = dir.resolve("stats.jsonl.gz");
        StatsCollector live = new StatsCollector();
        try (TraceRecorder recorder = TraceRecorder.open(file, RecorderOptions.defaults())) {
            new FakeSearch(new CompositeListener(recorder, live)).run(4);
        }
        StatsCollector replayed = new StatsCollector();
        replay(file, MoveCodec.DECIMAL, replayed);
        assertEquals(live.snapshot(), replayed.snapshot());
    }
}
