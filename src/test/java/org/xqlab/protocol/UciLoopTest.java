package org.xqlab.protocol;

import org.junit.jupiter.api.Test;
import org.xqlab.rules.Move;
import org.xqlab.rules.Position;
import org.xqlab.search.SearchConfig;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class UciLoopTest {
    @Test
    void handshakeListsOptionsInUciForm() throws Exception {
        try (LoopDriver e = new LoopDriver(Dialect.UCI)) {
            e.send("uci");
            List<String> lines = e.until(s -> s.equals("uciok"));
            assertEquals("id name Xiangqi Lab test", lines.get(0));
            assertTrue(lines.contains("option name Hash type spin default 16 min 1 max 1024"), lines.toString());
            assertTrue(lines.contains("option name history.bonus type combo default gravity var square var pow2 var fib var gravity"));
            assertTrue(lines.contains("option name lmr type check default true"));
            assertTrue(lines.contains("option name Threads type spin default 1 min 1 max 64"), lines.toString());
            assertEquals(SearchConfig.Key.values().length + 2 + 4, lines.size(), "id name, id author, options, uciok");
        }
    }

    /** The live helper threads of parallel searches (of any engine in this JVM: compare with a set taken before). */
    private static Set<Thread> helpers() {
        Set<Thread> all = new HashSet<>(LoopDriver.threads("search-helper-1"));
        all.addAll(LoopDriver.threads("search-helper-2"));
        return all;
    }

    @Test
    void setoptionThreadsSearchesOnThatManyThreadsUntilStop() throws Exception {
        try (LoopDriver e = new LoopDriver(Dialect.UCI)) {
            e.send("setoption name Threads value 0");
            assertEquals("info string setoption: bad value '0' for Threads: expected a whole number from 1 to 64", e.next());
            e.send("setoption name Threads value 3");
            e.send("setoption name book value false");
            e.send("position startpos moves h2e2");
            Set<Thread> before = helpers();
            e.send("go infinite");
            e.until(s -> s.startsWith("info depth 3 "));
            assertEquals(2, helpers().stream().filter(t -> !before.contains(t)).count(),
                    "two helpers search beside the main thread");
            e.send("stop");
            String answer = e.until(s -> s.startsWith("bestmove")).stream().filter(s -> s.startsWith("bestmove"))
                    .findFirst().orElseThrow();
            Position p = Position.startPosition();
            p.play(Move.parseIccs("h2e2"));
            assertTrue(p.isLegal(Move.parseIccs(answer.split(" ")[1])), answer);
            assertTrue(helpers().stream().allMatch(before::contains), "the helpers ended with the search");
            e.send("setoption name Threads value 1");
            e.send("go depth 3");
            assertTrue(e.until(s -> s.startsWith("bestmove")).size() > 1);
        }
    }

    @Test
    void setoptionNameValueChangesTheConfigAndBadOnesAreReported() throws Exception {
        try (LoopDriver e = new LoopDriver(Dialect.UCI)) {
            e.send("setoption name book value false");
            e.send("setoption name Hash value 8");
            e.send("setoption name Clear Hash");
            e.send("setoption name algorithm value alphabeta");
            e.send("setoption name algorithm value best");
            assertEquals("info string setoption: bad value 'best' for algorithm: expected one of minimax, alphabeta, pvs", e.next());
            e.send("setoption nullmove false");
            assertEquals("info string setoption: expected 'setoption name <id> value <x>'", e.next());
            e.send("setoption name lmr");
            assertEquals("info string setoption: option lmr needs 'value <x>'", e.next());
            e.send("go depth 2 searchmoves h2e2");
            assertTrue(e.until(s -> s.startsWith("bestmove")).get(0).endsWith("pv h2e2"), "searchmoves is honoured");
            e.send("go depth 1 frobnicate");
            assertTrue(e.next().startsWith("info string go: unknown word 'frobnicate' skipped"));
            e.until(s -> s.startsWith("bestmove"));
            e.send("isready");
            assertEquals("readyok", e.next());
        }
    }

    @Test
    void clockGoUsesTheSideToMovesTimeAndAnswersALegalMove() throws Exception {
        try (LoopDriver e = new LoopDriver(Dialect.UCI)) {
            e.send("setoption name book value false");
            e.send("ucinewgame");
            e.send("position fen rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1 moves h2e2 h9g7");
            e.send("go wtime 2000 btime 1 winc 10 binc 0");
            List<String> lines = e.until(s -> s.startsWith("bestmove"));
            assertTrue(lines.get(0).matches("info depth 1 score cp -?\\d+ time .*"), lines.get(0));
            Position p = Position.startPosition();
            p.play(Move.parseIccs("h2e2"));
            p.play(Move.parseIccs("h9g7"));
            assertTrue(p.isLegal(Move.parseIccs(lines.get(lines.size() - 1).split(" ")[1])));
            e.send("go nodes 3000");
            assertTrue(e.until(s -> s.startsWith("bestmove")).size() > 1);
            e.send("go movetime 50");
            assertTrue(e.until(s -> s.startsWith("bestmove")).size() > 1);
        }
    }

    @Test
    void stopDuringInfiniteAnswersBestMoveAndMatesScoreAsMate() throws Exception {
        try (LoopDriver e = new LoopDriver(Dialect.UCI)) {
            // red mates at once: 车 to the back rank while the other holds rank 8 and the kings face on the d-file
            e.send("position fen 4k4/R8/9/9/9/9/9/9/1R7/3K5 w - - 0 1");
            e.send("go infinite");
            e.until(s -> s.contains(" score mate 1 "));
            e.send("isready");
            assertTrue(e.until(s -> s.equals("readyok")).stream().noneMatch(s -> s.startsWith("bestmove")));
            e.send("stop");
            List<String> lines = e.until(s -> s.startsWith("bestmove"));
            assertEquals("bestmove b1b9", lines.get(lines.size() - 1).substring(0, 13));
            e.send("quit");
        }
    }

    @Test
    void noLegalMoveAnswersBestmoveNone() throws Exception {
        try (LoopDriver e = new LoopDriver(Dialect.UCI)) {
            e.send("position fen 3k5/3R5/3R5/9/9/9/9/9/9/4K4 b - - 0 1");
            e.send("go depth 2");
            assertEquals("bestmove (none)", e.next());
        }
    }
}
