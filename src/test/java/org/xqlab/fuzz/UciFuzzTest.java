package org.xqlab.fuzz;

import java.nio.charset.StandardCharsets;
import com.code_intelligence.jazzer.junit.FuzzTest;
import org.xqlab.protocol.Dialect;

/** A UCI session fed fuzzed command lines ({@link EngineSessions}). */
class UciFuzzTest {
    @FuzzTest
    void uciSession(byte[] bytes) throws Exception {
        if (bytes == null) {
            return; // the mutator's null: a file always has content, if empty
        }
        String input = new String(bytes, StandardCharsets.UTF_8); // raw bytes, so corpus files are plain text
        Fuzz.bounded(() -> EngineSessions.run(Dialect.UCI, input));
    }
}
