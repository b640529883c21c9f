package org.xqlab.fuzz;

import com.code_intelligence.jazzer.junit.FuzzTest;
import org.xqlab.protocol.Dialect;

/** A UCI session fed fuzzed command lines ({@link EngineSessions}). */
class UciFuzzTest {
    @FuzzTest
    void uciSession(String input) throws Exception {
        if (input == null) {
            return; // the mutator's null: a file always has content, if empty
        }
        Fuzz.bounded(() -> EngineSessions.run(Dialect.UCI, input));
    }
}
