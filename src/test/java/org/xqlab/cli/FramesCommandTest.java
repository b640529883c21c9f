package org.xqlab.cli;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Runs {@code frames} as a user would, in fresh JVMs (the headless screen is fixed when JavaFX starts):
 * it prints the frames per second of the analysis window during a full-speed search and its exit status
 * says whether that reaches the minimum — shown here with a minimum every machine reaches and one none does,
 * so the check can fail. (The 30 fps budget itself is not asserted in a unit test: the speed of the
 * machine running the tests is not the program's.)
 */
@Tag("slow")
class FramesCommandTest {
    private static Process start(String min) throws IOException {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        return new ProcessBuilder(java, "-Dfile.encoding=UTF-8", "-cp", System.getProperty("java.class.path"),
                Main.class.getName(), "frames", "--millis", "2000", "--min", min)
                .redirectError(ProcessBuilder.Redirect.DISCARD)
                .start();
    }

    @Test
    void printsTheFrameRateAndFailsBelowTheMinimum() throws Exception {
        Process low = start("0.01");
        String lowOut = new String(low.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(low.waitFor(2, TimeUnit.MINUTES));
        assertTrue(lowOut.matches("(?s)frames \\d+\\.\\d per second over \\d+\\.\\d s of full-speed search\\n(ok|below 0)\\n"),
                lowOut);
        double fps = Double.parseDouble(lowOut.split(" ")[1]);
        assertEquals(fps >= 0.01 ? 0 : 1, low.exitValue(), "the exit status follows the rate: " + lowOut);

        Process high = start("100000");
        String highOut = new String(high.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(high.waitFor(2, TimeUnit.MINUTES));
        assertTrue(highOut.endsWith("below 100000\n"), highOut);
        assertEquals(1, high.exitValue(), highOut);
    }
}
