package org.xqlab.protocol;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Input lines are capped and never echoed whole; infinite and ponder searches without a move wait for their cue. */
class ProtocolLimitsTest {
    private static final String MATED = "position fen 3k5/3R5/3R5/9/9/9/9/9/9/4K4 b - - 0 1";

    @Test
    void aLineLongerThanTheCapIsRefusedWithAShortInfoString() throws Exception {
        try (LoopDriver e = new LoopDriver(Dialect.UCCI)) {
            String huge = "x".repeat(3 * EngineLoop.MAX_LINE);
            e.send(huge);
            String reply = e.next();
            assertTrue(reply.startsWith("info string line of " + (3 * EngineLoop.MAX_LINE)
                    + " characters refused (at most " + EngineLoop.MAX_LINE + "): xxxx"), reply);
            assertTrue(reply.length() < 200, "short: " + reply.length());
            e.send("isready");
            assertEquals("readyok", e.next(), "the loop goes on");
        }
    }

    @Test
    void answersRepeatAtMostAFewHundredCharactersOfTheLine() throws Exception {
        try (LoopDriver e = new LoopDriver(Dialect.UCCI)) {
            String garbage = "garbage " + "y".repeat(500_000);
            e.send(garbage);
            String unknown = e.next();
            assertTrue(unknown.startsWith("info string unknown command 'garbage' (line: garbage yyy"), unknown);
            assertTrue(unknown.endsWith("… (500008 characters))"), unknown.substring(unknown.length() - 40));
            assertTrue(unknown.length() < 300, "length " + unknown.length());
            e.send("position " + "z".repeat(400_000));
            String bad = e.next();
            assertTrue(bad.startsWith("info string position: expected startpos or fen, got 'zzz"), bad);
            assertTrue(bad.length() < 500, "length " + bad.length());
            e.send("isready");
            assertEquals("readyok", e.next());
        }
    }

    @Test
    void goInfiniteWithNoLegalMoveWaitsForStop() throws Exception {
        try (LoopDriver e = new LoopDriver(Dialect.UCCI)) {
            e.send(MATED);
            Set<Thread> before = LoopDriver.threads("engine-no-move");
            e.send("go infinite");
            e.send("isready");
            assertEquals("readyok", e.next(), "no answer before stop");
            LoopDriver.awaitHeldAnswer("engine-no-move", before);
            assertEquals(List.of(), e.pending());
            e.send("stop");
            assertEquals("nobestmove", e.next());
            e.send("go depth 2");
            assertEquals("nobestmove", e.next(), "a bounded go still answers at once");
        }
    }

    @Test
    void goPonderWithNoLegalMoveWaitsForPonderhit() throws Exception {
        try (LoopDriver e = new LoopDriver(Dialect.UCI)) {
            e.send("position fen 3k5/3R5/3R5/9/9/9/9/9/9/4K4 b - - 0 1");
            Set<Thread> before = LoopDriver.threads("engine-no-move");
            e.send("go ponder wtime 1000 btime 1000");
            e.send("isready");
            assertEquals("readyok", e.next());
            LoopDriver.awaitHeldAnswer("engine-no-move", before);
            assertEquals(List.of(), e.pending());
            e.send("ponderhit");
            assertEquals("bestmove (none)", e.next());
        }
    }
}
