package org.xqlab.trace;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.zip.GZIPInputStream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Traces of a depth-4 {@link FakeSearch} (every event kind), written by the recorder as it was before the
 * events' fields were declared in one table ({@code fake-d4-int.jsonl.gz} with decimal moves,
 * {@code fake-d4-dashed.jsonl.gz} with a text codec). The recorder must still write them byte for byte
 * (after the header line, which holds the time of recording), and the reader must still replay them.
 */
class TraceGoldenTest {

    private static final MoveCodec DASHED = TraceRoundTripTest.DASHED;

    private static String golden(String codec) throws IOException {
        try (InputStream in = new GZIPInputStream(TraceGoldenTest.class.getResourceAsStream("fake-d4-" + codec
                + ".jsonl.gz"))) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    private static MoveCodec codec(String name) {
        return name.equals("dashed") ? DASHED : MoveCodec.DECIMAL;
    }

    private static List<String> afterHeader(String trace) {
        List<String> lines = Arrays.asList(trace.split("\n", -1));
        return lines.subList(1, lines.size());
    }

    @ParameterizedTest
    @ValueSource(strings = {"int", "dashed"})
    void recorderWritesTheGoldenTraceByteForByte(String codec) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (TraceRecorder recorder = new TraceRecorder(bytes,
                RecorderOptions.defaults().withEngine("golden").withCodec(codec(codec)))) {
            new FakeSearch(recorder).run(4);
        }
        String golden = golden(codec);
        String written = bytes.toString(StandardCharsets.UTF_8);
        assertEquals(golden.substring(0, golden.indexOf("\"created\"")),
                written.substring(0, written.indexOf("\"created\"")), "header up to the time of recording");
        assertEquals(afterHeader(golden), afterHeader(written));
    }

    @ParameterizedTest
    @ValueSource(strings = {"int", "dashed"})
    void goldenTraceReplaysAsTheSearchSpoke(String codec) throws IOException {
        EventLog live = new EventLog();
        new FakeSearch(live).run(4);
        EventLog replayed = new EventLog();
        ReplaySummary summary;
        try (TraceReader reader = new TraceReader(TraceGoldenTest.class.getResourceAsStream("fake-d4-" + codec
                + ".jsonl.gz"))) {
            summary = reader.codec(codec(codec)).replay(replayed);
        }
        assertTrue(summary.isComplete(), String.valueOf(summary.damage()));
        assertEquals(live.lines, replayed.lines);
        assertEquals(EventKind.values().length,
                live.lines.stream().map(l -> l.split(" ")[0]).distinct().count(), "every kind occurs");
    }
}
