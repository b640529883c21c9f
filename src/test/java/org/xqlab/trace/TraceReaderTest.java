package org.xqlab.trace;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TraceReaderTest {

    @TempDir
    Path dir;

    private static final String HEADER =
            "{\"type\":\"header\",\"format\":1,\"fen\":\"F\",\"config\":\"C\",\"engine\":\"E\",\"created\":\"now\"}";
    private static final String ITER = "{\"t\":\"iter_start\",\"d\":1,\"a\":-5,\"b\":5}";

    private static ReplaySummary replay(String text, SearchListener listener) throws IOException {
        try (TraceReader reader = new TraceReader(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)))) {
            return reader.replay(listener);
        }
    }

    private List<String> recordedLines() throws IOException {
        Path file = dir.resolve("ok.jsonl");
        TraceRoundTripTest.record(file, RecorderOptions.defaults(), 2);
        return Files.readAllLines(file, StandardCharsets.UTF_8);
    }

    @Test
    void damagedLineStopsReplayAfterDeliveringEverythingBeforeIt() throws IOException {
        List<String> lines = new ArrayList<>(recordedLines());
        lines.set(30, lines.get(30).substring(0, 12));
        EventLog log = new EventLog();
        ReplaySummary summary = replay(String.join("\n", lines), log);
        assertEquals(31, summary.damage().line());
        assertTrue(summary.damage().message().startsWith("bad JSON"), summary.damage().message());
        assertEquals(29, log.lines.size(), "lines 2..30 delivered");
        assertEquals(29, summary.events());
        assertFalse(summary.isComplete());
    }

    @Test
    void unknownEventTypeIsReportedWithItsLineNumber() throws IOException {
        EventLog log = new EventLog();
        ReplaySummary s = replay(HEADER + "\n" + ITER + "\n{\"t\":\"teleport\",\"ply\":0}\n" + ITER, log);
        assertEquals(new TraceDamage(3, "unknown event type 'teleport'"), s.damage());
        assertEquals(List.of("iter_start 1 -5 5"), log.lines);
    }

    @Test
    void unknownRecordTypeIsDamage() throws IOException {
        ReplaySummary s = replay(HEADER + "\n{\"type\":\"footer\"}", new EventLog());
        assertEquals(new TraceDamage(2, "unknown record type 'footer'"), s.damage());
    }

    @Test
    void missingOrMistypedFieldIsDamageAndTheRecordIsNotDelivered() throws IOException {
        EventLog log = new EventLog();
        ReplaySummary s = replay(HEADER + "\n" + ITER + "\n{\"t\":\"node_leave\",\"id\":3,\"ply\":1,\"score\":5,"
                + "\"bnd\":\"EXACT\",\"best\":null}", log);
        assertEquals(new TraceDamage(3, "missing field 'act'"), s.damage());
        assertEquals(1, log.lines.size());
        ReplaySummary t = replay(HEADER + "\n{\"t\":\"iter_start\",\"d\":\"one\",\"a\":-5,\"b\":5}", log);
        assertEquals(2, t.damage().line());
        assertTrue(t.damage().message().contains("'d' is not an int"), t.damage().message());
        ReplaySummary u = replay(HEADER + "\n{\"t\":\"stage\",\"id\":1,\"ply\":0,\"st\":\"KILLER_3\",\"n\":1}", log);
        assertEquals("field 'st': unknown Stage 'KILLER_3'", u.damage().message());
    }

    @Test
    void missingHeaderOrNewerFormatIsDamageAtLineOne() throws IOException {
        ReplaySummary s = replay(ITER, new EventLog());
        assertNull(s.header());
        assertEquals(new TraceDamage(1, "the first line is not a header record"), s.damage());
        ReplaySummary v = replay(HEADER.replace("\"format\":1", "\"format\":2"), new EventLog());
        assertEquals(1, v.damage().line());
        assertTrue(v.damage().message().contains("unsupported format version 2"), v.damage().message());
        assertEquals(new TraceDamage(1, "empty file: no header"), replay("", new EventLog()).damage());
    }

    @Test
    void headerIsReadableBeforeReplay() throws IOException {
        try (TraceReader reader = new TraceReader(new ByteArrayInputStream(
                (HEADER + "\n" + ITER).getBytes(StandardCharsets.UTF_8)))) {
            TraceHeader h = reader.header();
            assertEquals("F", h.fen());
            assertEquals("C", h.config());
            assertEquals("E", h.engine());
            EventLog log = new EventLog();
            ReplaySummary s = reader.replay(log);
            assertEquals(h, s.header());
            assertEquals(1, log.lines.size());
        }
    }

    /** A clock that only moves when the replay sleeps, recording every sleep. */
    private static final class FakeTime {
        long now = 1_000;
        final List<Long> sleeps = new ArrayList<>();

        Pacing pacing(double eventsPerSecond) {
            return new Pacing(eventsPerSecond, () -> now, nanos -> {
                sleeps.add(nanos);
                now += nanos;
            });
        }
    }

    @Test
    void pacedReplaySleepsUntilEachEventIsDue() throws IOException {
        List<String> lines = recordedLines();
        FakeTime time = new FakeTime();
        EventLog log = new EventLog();
        ReplaySummary s;
        try (TraceReader reader = new TraceReader(new ByteArrayInputStream(
                String.join("\n", lines).getBytes(StandardCharsets.UTF_8)))) {
            s = reader.pacing(time.pacing(100)).replay(log);
        }
        assertTrue(s.isComplete());
        assertEquals(s.events() - 1, time.sleeps.size(), "the first event is due at once");
        assertTrue(time.sleeps.stream().allMatch(n -> n == 10_000_000L), "100 events per second");
        assertEquals(1_000 + (s.events() - 1) * 10_000_000L, time.now);
        assertEquals(lines.size() - 1, log.lines.size());
    }

    @Test
    void pacedReplayDoesNotSleepWhenBehindSchedule() throws IOException {
        long[] now = {0};
        int[] sleeps = {0};
        Pacing slowListener = new Pacing(10, () -> now[0] += 500_000_000L, n -> sleeps[0]++);
        try (TraceReader reader = new TraceReader(new ByteArrayInputStream(
                (HEADER + "\n" + ITER + "\n" + ITER + "\n" + ITER).getBytes(StandardCharsets.UTF_8)))) {
            assertEquals(3, reader.pacing(slowListener).replay(new EventLog()).events());
        }
        assertEquals(0, sleeps[0]);
    }

    @Test
    void interruptedPacingStopsReplayAndKeepsTheInterruptFlag() throws IOException {
        int[] calls = {0};
        Pacing interrupting = new Pacing(1, () -> 0L, n -> {
            if (++calls[0] == 2) {
                throw new InterruptedException();
            }
        });
        EventLog log = new EventLog();
        ReplaySummary s;
        try (TraceReader reader = new TraceReader(new ByteArrayInputStream(
                (HEADER + "\n" + ITER + "\n" + ITER + "\n" + ITER + "\n" + ITER).getBytes(StandardCharsets.UTF_8)))) {
            s = reader.pacing(interrupting).replay(log);
        }
        try {
            assertTrue(s.interrupted());
            assertTrue(Thread.currentThread().isInterrupted());
            assertEquals(2, s.events());
            assertEquals(2, log.lines.size());
        } finally {
            Thread.interrupted();
        }
    }

    @Test
    void exampleInTheFormatDocumentReplaysCleanly() throws IOException {
        String doc = Files.readString(Path.of("docs/trace-format.md"), StandardCharsets.UTF_8);
        int start = doc.indexOf("```\n{\"type\":\"header\"") + 4;
        String example = doc.substring(start, doc.indexOf("```", start));
        StatsCollector stats = new StatsCollector();
        ReplaySummary s = replay(example, stats);
        assertTrue(s.isComplete(), String.valueOf(s.damage()));
        assertEquals(16, s.events());
        assertEquals(new SearchCounters(1, 2, 1, 0, 0, 0, 0, 0, 0, 0), stats.snapshot().counters());
        assertEquals(List.of(18295), stats.snapshot().iterations().get(0).pv());
    }
}
