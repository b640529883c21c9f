package org.xqlab.protocol;

import org.junit.jupiter.api.Test;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A hash size the memory cannot hold: the UCCI engine runs in a JVM of 48 MB, is asked for a table of
 * 1024 MB, says so and searches with the default size instead — the session goes on and the {@code go}
 * is answered (docs/reliability.md, "The protocols").
 */
class HashTooLargeTest {
    @Test
    void aTableThatDoesNotFitIsReplacedByTheDefaultAndTheGoIsAnswered() throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process p = new ProcessBuilder(java, "-Xmx48m", "-cp", System.getProperty("java.class.path"),
                "org.xqlab.cli.Main", "ucci").redirectErrorStream(true).start();
        List<String> lines = new ArrayList<>();
        try (PrintWriter in = new PrintWriter(new OutputStreamWriter(p.getOutputStream(), StandardCharsets.UTF_8), true);
             BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
            in.println("ucci");
            in.println("setoption hashsize 1024");
            in.println("position fen 3akab2/9/4b4/p1p1p1p1p/9/9/P1P1P1P1P/4B4/9/2BAKA3 w - - 0 1");
            in.println("go depth 2");
            String line;
            while ((line = out.readLine()) != null) {
                lines.add(line);
                if (line.startsWith("bestmove") || line.equals("nobestmove")) {
                    in.println("quit");
                }
            }
        }
        assertTrue(p.waitFor(60, TimeUnit.SECONDS), "the engine quits");
        assertEquals(0, p.exitValue(), String.join("\n", lines));
        assertTrue(lines.stream().anyMatch(l -> l.startsWith("info string the hash table of 1024 MB does not fit")
                && l.endsWith("16 MB is used")), String.join("\n", lines));
        assertEquals(1, lines.stream().filter(l -> l.startsWith("bestmove")).count(), String.join("\n", lines));
    }
}
