package org.xqlab.protocol;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The per-session search ceiling the protocol fuzz targets run under, and that the real engine has none. */
class SessionCapTest {
    private static final Pattern NODES = Pattern.compile(" nodes (\\d+) ");

    private static long lastNodes(List<String> lines) {
        long nodes = -1;
        for (String l : lines) {
            Matcher m = NODES.matcher(l);
            if (l.startsWith("info depth") && m.find()) {
                nodes = Long.parseLong(m.group(1));
            }
        }
        return nodes;
    }

    private static List<String> search(SessionCap cap, String go) throws Exception {
        try (LoopDriver e = new LoopDriver(Dialect.UCCI, cap)) {
            e.send("setoption book false");
            e.send(go);
            return e.within(20_000, "bestmove", s -> s.startsWith("bestmove") || s.equals("nobestmove"));
        }
    }

    @Test
    void aCappedSessionStopsEachSearchAtItsNodeCeiling() throws Exception {
        SessionCap cap = new SessionCap(300, 1);
        List<String> deep = search(cap, "go depth 40");
        assertTrue(deep.get(deep.size() - 1).startsWith("bestmove "), deep.toString());
        long nodes = lastNodes(deep);
        assertTrue(nodes > 0 && nodes <= 300, "depth 40 capped at 300 nodes searched " + nodes + ": " + deep);
        List<String> timed = search(cap, "go time 1000 movestogo 1");
        assertTrue(lastNodes(timed) <= 300, timed.toString());
        // a smaller limit of the go itself still applies
        assertTrue(lastNodes(search(cap, "go nodes 100")) <= 100);
    }

    @Test
    void theEngineWithoutACapSearchesAsAsked() throws Exception {
        long nodes = lastNodes(search(SessionCap.NONE, "go nodes 5000"));
        assertTrue(nodes > 1000, "an uncapped go nodes 5000 searched only " + nodes);
    }

    @Test
    void aCappedInfiniteSearchStillHoldsItsBestMoveUntilStop() throws Exception {
        try (LoopDriver e = new LoopDriver(Dialect.UCCI, new SessionCap(100, 1))) {
            e.send("setoption book false");
            Set<Thread> older = LoopDriver.threads("engine-search");
            e.send("go infinite");
            // the capped search has searched its 100 nodes and waits for stop
            LoopDriver.awaitHeldAnswer("engine-search", older);
            e.send("isready");
            List<String> before = e.until(s -> s.equals("readyok"));
            assertTrue(before.stream().noneMatch(s -> s.startsWith("bestmove")), before.toString());
            e.send("stop");
            List<String> after = e.within(5_000, "bestmove", s -> s.startsWith("bestmove"));
            assertEquals(1, after.stream().filter(s -> s.startsWith("bestmove")).count());
        }
    }

    @Test
    void aNegativeCeilingIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> new SessionCap(-1, 0));
        assertThrows(IllegalArgumentException.class, () -> new SessionCap(0, -2));
    }
}
