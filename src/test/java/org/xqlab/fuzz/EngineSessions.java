package org.xqlab.fuzz;

import org.xqlab.protocol.Dialect;
import org.xqlab.protocol.EngineLoop;
import org.xqlab.protocol.SessionCap;

import java.io.BufferedReader;
import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * One engine session fed a sequence of command lines: the loop must end normally (no exception, no
 * hang: the end of input stops any search) and every {@code go} before {@code quit} must get exactly
 * one {@code bestmove}/{@code nobestmove}. The session runs under {@link #CAP}: each {@code go} searches
 * at most {@value #NODES} nodes with a 1 MB table, so that an input costs about a millisecond instead of a
 * real search (and a fuzzed {@code setoption hashsize 1024} tests the option, not the machine's memory);
 * every command still takes its production path ({@link SessionCap}; the engine's own answer to a table
 * that does not fit is left out of the fuzzing).
 */
final class EngineSessions {
    static final long NODES = 32;
    static final SessionCap CAP = new SessionCap(NODES, 1);

    private EngineSessions() {
    }

    static void run(Dialect dialect, String input) throws Exception {
        StringBuilder lines = new StringBuilder();
        int goes = 0;
        boolean quit = false;
        for (String raw : input.split("\n", -1)) {
            String line = raw.replace('\r', ' ');
            String first = line.strip().split("\\s+")[0];
            if (!quit && first.equals("go")) {
                goes++;
            }
            quit |= first.equals("quit");
            lines.append(line).append('\n');
        }
        StringWriter out = new StringWriter();
        EngineLoop loop = new EngineLoop(dialect, new BufferedReader(new StringReader(lines.toString())),
                new PrintWriter(out), "fuzz", CAP);
        loop.run();
        long answers = out.toString().lines().filter(l -> l.startsWith("bestmove") || l.equals("nobestmove")).count();
        assertEquals(goes, answers, () -> "every go answers exactly once; output:\n" + out);
    }
}
