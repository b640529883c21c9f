package org.xqlab.fuzz;

import org.xqlab.protocol.Dialect;
import org.xqlab.protocol.EngineLoop;

import java.io.BufferedReader;
import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;
import java.util.Locale;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * One engine session fed a sequence of command lines: the loop must end normally (no exception, no
 * hang: the end of input stops any search) and every {@code go} before {@code quit} must get exactly
 * one {@code bestmove}/{@code nobestmove}. Hash sizes are capped at 4 MB so that a fuzzed
 * {@code setoption hashsize 1024} tests the option, not the fuzzing machine's memory (the engine's own
 * answer to a table that does not fit is tested by hand).
 */
final class EngineSessions {
    private EngineSessions() {
    }

    static void run(Dialect dialect, String input) throws Exception {
        StringBuilder lines = new StringBuilder();
        int goes = 0;
        boolean quit = false;
        for (String raw : input.split("\n", -1)) {
            String line = raw.replace('\r', ' ');
            String lower = line.toLowerCase(Locale.ROOT);
            if (lower.contains("hash") || lower.contains("tt.mb")) {
                line = line.replaceAll("\\d+", "4");
            }
            String first = line.strip().split("\\s+")[0];
            if (!quit && first.equals("go")) {
                goes++;
            }
            quit |= first.equals("quit");
            lines.append(line).append('\n');
        }
        StringWriter out = new StringWriter();
        EngineLoop loop = new EngineLoop(dialect, new BufferedReader(new StringReader(lines.toString())),
                new PrintWriter(out), "fuzz");
        loop.run();
        long answers = out.toString().lines().filter(l -> l.startsWith("bestmove") || l.equals("nobestmove")).count();
        assertEquals(goes, answers, () -> "every go answers exactly once; output:\n" + out);
    }
}
