package org.xqlab.fuzz;

import com.code_intelligence.jazzer.junit.FuzzTest;
import org.xqlab.protocol.Dialect;

/** A UCCI session fed fuzzed command lines ({@link EngineSessions}). */
class UcciFuzzTest {
    @FuzzTest
    void ucciSession(String input) throws Exception {
        if (input == null) {
            return; // the mutator's null: a file always has content, if empty
        }
        Fuzz.bounded(() -> EngineSessions.run(Dialect.UCCI, input));
    }
}
