package org.xqlab.trace;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TraceRecorderCapsTest {

    @TempDir
    Path dir;

    private List<String> recordLines(RecorderOptions options) throws IOException {
        Path file = dir.resolve("capped.jsonl");
        try (TraceRecorder recorder = TraceRecorder.open(file, options)) {
            new FakeSearch(recorder).run(3);
        }
        return Files.readAllLines(file, StandardCharsets.UTF_8);
    }

    @Test
    void eventCapWritesOneTruncatedRecordThenOnlySearchEnd() throws IOException {
        List<String> lines = recordLines(RecorderOptions.defaults().withMaxEvents(50));
        assertEquals(1 + 50 + 1 + 1, lines.size(), "header, 50 events, truncated, search_end");
        assertEquals("{\"type\":\"truncated\",\"reason\":\"events\",\"limit\":50,\"after\":50}", lines.get(51));
        assertTrue(lines.get(52).startsWith("{\"t\":\"search_end\""), lines.get(52));
    }

    @Test
    void nodeCapTruncatesAtTheFirstNodeBeyondIt() throws IOException {
        List<String> lines = recordLines(RecorderOptions.defaults().withMaxNodes(10));
        long nodes = lines.stream().filter(l -> l.contains("\"t\":\"node_enter\"") || l.contains("\"t\":\"qnode_enter\""))
                .count();
        assertEquals(10, nodes);
        List<String> truncated = lines.stream().filter(l -> l.contains("\"type\":\"truncated\"")).toList();
        assertEquals(1, truncated.size());
        assertTrue(truncated.get(0).contains("\"reason\":\"nodes\""), truncated.get(0));
        assertTrue(lines.get(lines.size() - 1).startsWith("{\"t\":\"search_end\""));
    }

    @Test
    void truncatedFileReplaysCompletelyAndSaysWhy() throws IOException {
        Path file = dir.resolve("t.jsonl");
        try (TraceRecorder recorder = TraceRecorder.open(file, RecorderOptions.defaults().withMaxEvents(20))) {
            new FakeSearch(recorder).run(3);
            assertTrue(recorder.isTruncated());
            assertEquals(21, recorder.eventsWritten(), "20 events plus search_end");
        }
        EventLog log = new EventLog();
        ReplaySummary summary;
        try (TraceReader reader = TraceReader.open(file)) {
            summary = reader.replay(log);
        }
        assertTrue(summary.truncated());
        assertEquals("events", summary.truncationReason());
        assertEquals(21, summary.events());
        assertTrue(summary.isComplete());
        assertTrue(log.lines.get(20).startsWith("search_end"));
    }

    @Test
    void maxPlyFiltersWithoutTruncating() throws IOException {
        List<String> lines = recordLines(RecorderOptions.defaults().withMaxPly(1));
        assertTrue(lines.stream().noneMatch(l -> l.contains("\"ply\":2")));
        assertTrue(lines.stream().noneMatch(l -> l.contains("\"type\":\"truncated\"")));
        assertTrue(lines.get(0).contains("\"maxPly\":1"), lines.get(0));
    }

    @Test
    void eventsOutsideTheSearchAreIgnoredAndCloseIsIdempotent() throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        TraceRecorder recorder = new TraceRecorder(bytes, RecorderOptions.defaults());
        recorder.iterationStarted(1, -1, 1);
        recorder.searchStarted("fen", "cfg", 1);
        recorder.searchFinished(0, 0, 1, 0, 0);
        recorder.iterationStarted(2, -1, 1);
        recorder.close();
        recorder.close();
        String[] lines = bytes.toString(StandardCharsets.UTF_8).split("\n");
        assertEquals(3, lines.length);
    }

    @Test
    void ioErrorStopsRecordingWithoutReachingTheEngine() {
        OutputStream broken = new OutputStream() {
            @Override
            public void write(int b) throws IOException {
                throw new IOException("disk full");
            }
        };
        TraceRecorder[] holder = new TraceRecorder[1];
        org.junit.jupiter.api.Assertions.assertDoesNotThrow(() -> {
            holder[0] = new TraceRecorder(broken, RecorderOptions.defaults());
            new FakeSearch(holder[0]).run(3);
        });
        assertEquals("disk full", holder[0].error().getMessage());
        IOException thrown = org.junit.jupiter.api.Assertions.assertThrows(IOException.class, holder[0]::close);
        assertEquals("disk full", thrown.getMessage());
    }
}
