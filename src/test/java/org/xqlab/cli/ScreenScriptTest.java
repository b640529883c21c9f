package org.xqlab.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * scripts/screen.sh plays one SPRT match a key of its list against the same base, skips a run that finished
 * before, sums up each run's score and test line, and names a bad line of the list.
 */
class ScreenScriptTest {
    private static final Path SCRIPT = Path.of("scripts/screen.sh").toAbsolutePath();

    private record Run(int exit, String output) {
    }

    private static Run screen(Path dir, String... args) throws IOException, InterruptedException {
        List<String> cmd = new ArrayList<>(List.of("bash", SCRIPT.toString()));
        cmd.addAll(List.of(args));
        ProcessBuilder pb = new ProcessBuilder(cmd).redirectErrorStream(true).directory(dir.toFile());
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        pb.environment().put("XL", java + " -Xmx512m -cp " + System.getProperty("java.class.path") + " org.xqlab.cli.Main");
        Process p = pb.start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        return new Run(p.waitFor(), out);
    }

    @Test
    void screensEachKeyOnceAndSumsUp(@TempDir Path tmp) throws Exception {
        Path list = tmp.resolve("keys.txt");
        Files.writeString(list, "# two keys\nlmp lmp=true\n\nrfpi lmp=true,rfp.improving=true\n");
        Path out = tmp.resolve("runs");
        Run first = screen(tmp, list.toString(), "--tc", "nodes=300", "--games", "2", "--concurrency", "1",
                "--out", out.toString());
        assertEquals(0, first.exit(), first.output());
        for (String name : new String[] {"lmp", "rfpi"}) {
            String log = Files.readString(out.resolve(name + ".log"));
            assertTrue(log.contains("games written to"), log);
            assertTrue(log.contains("full,lmp=true"), "engine 1 is the base with the keys: " + log);
            String pgn = Files.readString(out.resolve(name + ".pgn"));
            assertEquals(2, pgn.split("\\[Event ", -1).length - 1, "two games");
        }
        assertTrue(first.output().contains("== rfpi: preset:full,lmp=true,rfp.improving=true against preset:full, nodes=300"),
                first.output());
        assertTrue(first.output().matches("(?s).*\nlmp: score \\+\\d+ =\\d+ -\\d+ .*\\| sprt .*"), first.output());

        Run again = screen(tmp, list.toString(), "--tc", "nodes=300", "--games", "2", "--out", out.toString());
        assertEquals(0, again.exit(), again.output());
        assertTrue(again.output().contains("== lmp: finished before, not played again"), again.output());
        assertFalse(again.output().contains("against preset:full"), "nothing is played again: " + again.output());
    }

    @Test
    void aBadLineIsNamed(@TempDir Path tmp) throws Exception {
        Path list = tmp.resolve("keys.txt");
        Files.writeString(list, "ok lmp=true\nno keys here at all\n");
        Run run = screen(tmp, list.toString(), "--out", tmp.resolve("runs").toString());
        assertEquals(2, run.exit(), run.output());
        assertTrue(run.output().contains("keys.txt line 2: expected 'NAME KEY=VALUE[,KEY=VALUE…]', got 'no keys here at all'"),
                run.output());
        assertFalse(Files.exists(tmp.resolve("runs").resolve("ok.log")), "nothing was played before the check");
    }
}
