package org.xqlab.fuzz;

import com.code_intelligence.jazzer.junit.FuzzTest;
import org.xqlab.trace.ReplaySummary;
import org.xqlab.trace.StatsCollector;
import org.xqlab.trace.TraceReader;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.zip.GZIPOutputStream;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Trace files, plain and gzip: replaying any bytes gives a summary (complete, or damaged at a line with a
 * message) or, for a damaged gzip header only, an IOException; never another exception. The first byte
 * chooses whether the rest is replayed as it is or gzip-compressed first, so the gzip path sees every
 * text the plain path does (and raw bytes starting 1f 8b test damaged gzip streams).
 */
class TraceFuzzTest {
    @FuzzTest
    void trace(byte[] input) throws Exception {
        if (input == null) {
            return; // the mutator's null: a file always has content, if empty
        }
        Fuzz.bounded(() -> {
            byte[] bytes = input;
            if (input.length > 0 && (input[0] & 1) == 1) {
                ByteArrayOutputStream gz = new ByteArrayOutputStream();
                try (GZIPOutputStream out = new GZIPOutputStream(gz)) {
                    out.write(input, 1, input.length - 1);
                }
                bytes = gz.toByteArray();
            }
            TraceReader reader;
            try {
                reader = new TraceReader(new ByteArrayInputStream(bytes));
            } catch (IOException e) {
                Fuzz.clearMessage(e);
                return;
            }
            try (reader) {
                ReplaySummary s = reader.replay(new StatsCollector());
                assertNotNull(s);
                if (s.damage() != null) {
                    assertTrue(s.damage().line() >= 1, s.damage().toString());
                    assertTrue(!s.damage().message().isBlank(), s.damage().toString());
                }
            }
        });
    }
}
