package org.xqlab.cli;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
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
    private static final String FRAMES = "fx thread \\d+ ms of CPU a second, \\d+\\.\\d paced redraws a second\\n"
            + "engine [1-9]\\d* nodes per second, \\d+% of [1-9]\\d* without the window\\n"
            + "frames \\d+\\.\\d per second over \\d+\\.\\d s of full-speed search\\n";

    private static Process start(String min, String... more) throws IOException {
        return startFor("2000", min, more);
    }

    private static Process startFor(String millis, String min, String... more) throws IOException {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        List<String> command = new ArrayList<>(List.of(java, "-Dfile.encoding=UTF-8", "-cp",
                System.getProperty("java.class.path"), Main.class.getName(), "frames", "--millis", millis, "--min", min));
        command.addAll(List.of(more));
        return new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD).start();
    }

    @Test
    void printsTheFrameRateAndFailsBelowTheMinimum() throws Exception {
        Process low = start("0.01");
        String lowOut = new String(low.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(low.waitFor(2, TimeUnit.MINUTES));
        assertTrue(lowOut.matches("(?s)" + FRAMES + "(ok|below 0)\\n"), lowOut);
        // two seconds of search: the FX thread did work and the views were redrawn (the counters count)
        assertTrue(lowOut.matches("(?s)fx thread [1-9]\\d* ms of CPU a second, (?!0\\.0 )\\d+\\.\\d paced.*"), lowOut);
        double fps = Double.parseDouble(lowOut.lines().filter(l -> l.startsWith("frames ")).findFirst()
                .orElseThrow().split(" ")[1]);
        assertEquals(fps >= 0.01 ? 0 : 1, low.exitValue(), "the exit status follows the rate: " + lowOut);

        Process high = start("100000");
        String highOut = new String(high.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(high.waitFor(2, TimeUnit.MINUTES));
        assertTrue(highOut.endsWith("below 100000\n"), highOut);
        assertEquals(1, high.exitValue(), highOut);
    }

    @Test
    void allTabsAreMeasuredInTurnEachWithItsLinesAndAnyBelowFails() throws Exception {
        Process all = startFor("500", "100000", "--tab", "all");
        String out = new String(all.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(all.waitFor(3, TimeUnit.MINUTES));
        StringBuilder expected = new StringBuilder("(?s)");
        for (String tab : List.of("tree", "heatmap", "killers", "stages", "statistics", "captions", "ab")) {
            expected.append("tab ").append(tab).append("\\n").append(FRAMES).append("below 100000\\n");
        }
        assertTrue(out.matches(expected.toString()), out);
        assertEquals(1, all.exitValue(), out);

        Process one = startFor("500", "0.01", "--tab", "killers");
        String oneOut = new String(one.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(one.waitFor(2, TimeUnit.MINUTES));
        assertTrue(oneOut.matches("(?s)" + FRAMES + "ok\\n"), "one tab: the contract's four lines, no tab line: " + oneOut);
        assertEquals(0, one.exitValue(), oneOut);
    }

    @Test
    void aTabThatIsNoneIsNamedInTheErrorBeforeAnyWindowOpens() {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int status = Main.run(new String[] {"frames", "--tab", "treee"}, new PrintWriter(out), new PrintWriter(err));
        assertEquals(2, status, err.toString());
        assertTrue(err.toString().contains("no tab \"treee\""), err.toString());
        assertTrue(err.toString().contains("tree, heatmap, killers, stages, statistics, captions, ab, or all"),
                err.toString());
        assertEquals("", out.toString());
    }

    @Test
    void tabsAreTakenByTheirNamesOrIdsAndAllMeansEachInScreenOrder() {
        assertEquals(List.of("tree"), FramesCommand.tabs("tree"));
        assertEquals(List.of("ab"), FramesCommand.tabs("tab-ab"));
        assertEquals(List.of("statistics"), FramesCommand.tabs("Statistics"));
        assertEquals(List.of("tree", "heatmap", "killers", "stages", "statistics", "captions", "ab"),
                FramesCommand.tabs("all"));
        assertEquals(java.util.Collections.singletonList(null), FramesCommand.tabs(null));
    }
}
