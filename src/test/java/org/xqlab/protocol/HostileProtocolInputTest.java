package org.xqlab.protocol;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A bad option value, hostile bytes and a bad searchmoves word: the engine answers, keeps its settings and plays. */
class HostileProtocolInputTest {

    @Test
    void aWeightsFileThatIsADeviceIsAnsweredAndTheEngineStillPlays() throws Exception {
        try (LoopDriver e = new LoopDriver(Dialect.UCCI)) {
            e.send("ucci");
            e.until("ucciok"::equals);
            e.send("setoption eval.weights /dev/zero");
            String reply = e.next();
            assertTrue(reply.startsWith("info string setoption: /dev/zero is not a regular file (a device or a pipe)"),
                    reply);
            e.send("isready");
            assertEquals("readyok", e.next());
            e.send("position startpos");
            e.send("go depth 2");
            List<String> lines = e.until(s -> s.startsWith("bestmove") || s.startsWith("nobestmove"));
            assertTrue(lines.get(lines.size() - 1).startsWith("bestmove "), lines.toString());
        }
    }

    @Test
    void aWeightsFileOverTheCapIsRefusedNamingTheCap(@TempDir Path dir) throws Exception {
        Path big = dir.resolve("big.weights");
        Files.write(big, new byte[(1 << 20) + 1]);
        try (LoopDriver e = new LoopDriver(Dialect.UCI)) {
            e.send("uci");
            e.until("uciok"::equals);
            e.send("setoption name eval.weights value " + big);
            String reply = e.next();
            assertTrue(reply.contains("is larger than 1 MiB, more than a weights file can be; not read"), reply);
            e.send("go depth 1");
            List<String> lines = e.until(s -> s.startsWith("bestmove"));
            assertEquals(1, lines.stream().filter(s -> s.startsWith("bestmove")).count());
        }
    }

    @Test
    void controlBytesInAnEchoedLineAreEscaped() throws Exception {
        try (LoopDriver e = new LoopDriver(Dialect.UCCI)) {
            e.send("bad\u0000cmd \u001b[2J\u001b]0;owned\u0007");
            String reply = e.next();
            assertFalse(reply.chars().anyMatch(c -> c < 0x20), "no raw control byte: " + reply.replace('\u001b', '?'));
            assertTrue(reply.startsWith("info string unknown command 'bad\\x00cmd' (line: bad\\x00cmd \\x1b[2J\\x1b]0;owned\\x07"),
                    reply);
        }
    }

    @Test
    void aBadSearchmovesWordIsSkippedAndTheMovesAfterItKept() throws Exception {
        try (LoopDriver e = new LoopDriver(Dialect.UCI)) {
            e.send("uci");
            e.until("uciok"::equals);
            e.send("position startpos");
            e.send("go depth 2 searchmoves h2e2 zz99 b2e2");
            List<String> lines = e.until(s -> s.startsWith("bestmove"));
            assertTrue(lines.stream().anyMatch(s -> s.contains("'zz99' is not a move")), lines.toString());
            assertEquals(1, lines.stream().filter(s -> s.startsWith("bestmove")).count());
            String best = lines.get(lines.size() - 1).split(" ")[1];
            assertTrue(best.equals("h2e2") || best.equals("b2e2"), best);
            e.send("go depth 2 searchmoves zz99 b2e2 depth 1");
            lines = e.until(s -> s.startsWith("bestmove"));
            assertEquals("b2e2", lines.get(lines.size() - 1).split(" ")[1], "the move after the bad word is kept");
        }
    }
}
