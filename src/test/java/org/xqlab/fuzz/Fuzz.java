package org.xqlab.fuzz;

import java.time.Duration;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

/**
 * What every fuzz target shares: a documented error must explain itself, and each input has a time bound.
 * While fuzzing (JAZZER_FUZZ set) libFuzzer's {@code -timeout} bounds each input and {@code -Xmx} the heap
 * (the -Pfuzz profile sets both); in the regression run of every build each committed input gets
 * {@value #SECONDS} seconds here.
 */
final class Fuzz {
    static final int SECONDS = 10;
    private static final boolean FUZZING = System.getenv("JAZZER_FUZZ") != null && !System.getenv("JAZZER_FUZZ").isEmpty();

    private Fuzz() {
    }

    interface Body {
        void run() throws Exception;
    }

    /** Runs one input under the time bound. */
    static void bounded(Body body) throws Exception {
        if (FUZZING) {
            body.run();
        } else {
            assertTimeoutPreemptively(Duration.ofSeconds(SECONDS), () -> {
                body.run();
                return null;
            });
        }
    }

    /** A documented error must carry a message a person can read (not null, not blank). */
    static void clearMessage(Exception e) {
        assertNotNull(e.getMessage(), () -> e.getClass().getSimpleName() + " without a message");
        assertFalse(e.getMessage().isBlank(), () -> e.getClass().getSimpleName() + " with a blank message");
    }
}
