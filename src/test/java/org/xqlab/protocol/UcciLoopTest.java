package org.xqlab.protocol;

import org.junit.jupiter.api.Test;
import org.xqlab.rules.Move;
import org.xqlab.rules.Position;
import org.xqlab.search.SearchConfig;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class UcciLoopTest {
    private static boolean isLegalBestMove(String line, Position p) {
        String[] w = line.split(" ");
        return w[0].equals("bestmove") && p.isLegal(Move.parseIccs(w[1]));
    }

    @Test
    void handshakeAnnouncesEveryConfigKeyAsAnOption() throws Exception {
        try (LoopDriver e = new LoopDriver(Dialect.UCCI)) {
            e.send("ucci");
            List<String> lines = e.until(s -> s.equals("ucciok"));
            assertEquals("id name Xiangqi Lab test", lines.get(0));
            for (SearchConfig.Key k : SearchConfig.Key.values()) {
                assertTrue(lines.stream().anyMatch(l -> l.startsWith("option " + k.key() + " type ")), k.key());
            }
            assertTrue(lines.contains("option nullmove.r type spin min 1 max 4 default 2"), lines.toString());
            assertTrue(lines.contains("option tt.replace type combo var depth var always var twotier default twotier"));
            assertTrue(lines.contains("option usemillisec type check default false"));
            assertTrue(lines.contains("option threads type spin min 1 max 64 default 1"), lines.toString());
            e.send("setoption threads 2");
            e.send("go depth 4");
            assertTrue(e.until(s -> s.startsWith("bestmove")).size() > 1, "a 2-thread search answers");
            e.send("isready");
            assertEquals("readyok", e.next());
        }
    }

    @Test
    void malformedLinesAreAnsweredAndTheEngineGoesOn() throws Exception {
        try (LoopDriver e = new LoopDriver(Dialect.UCCI)) {
            e.send("gibberish 1 2");
            assertEquals("info string unknown command 'gibberish' (line: gibberish 1 2)", e.next());
            e.send("position fen rnbakabnr/9 w");
            assertTrue(e.next().startsWith("info string position: the board has 2 ranks, expected 10"));
            e.send("position startpos moves h2e2 h9h1");
            assertTrue(e.next().startsWith("info string position: move 2 'h9h1' is not a legal move in "));
            e.send("position");
            assertEquals("info string position: expected 'position {startpos | fen <FEN>} [moves …]'", e.next());
            e.send("go depth x");
            assertEquals("info string go: 'depth' needs a whole number, got 'x'; skipped", e.next());
            assertEquals("info string go: no usable limit: a 100 ms search answers", e.next());
            assertTrue(e.until(s -> s.startsWith("bestmove")).size() >= 1, "a go that cannot be read still answers");
            e.send("go wtime 100");
            assertTrue(e.next().startsWith("info string go: unknown word 'wtime'"));
            e.until(s -> s.startsWith("bestmove"));
            e.send("setoption nosuch 1");
            assertEquals("info string setoption: unknown option 'nosuch'", e.next());
            e.send("setoption nullmove maybe");
            assertEquals("info string setoption: bad value 'maybe' for nullmove: expected true or false", e.next());
            e.send("setoption nullmove.r 9");
            assertEquals("info string setoption: bad value '9' for nullmove.r: expected a whole number from 1 to 4", e.next());
            e.send("banmoves a0a5");
            assertEquals("info string banmoves: 'a0a5' is not a legal move here", e.next());
            e.send("uci");
            assertTrue(e.next().startsWith("info string uci: this engine speaks ucci here"));
            e.send("ponderhit");
            assertEquals("info string ponderhit: ponderhit without a ponder search", e.next());
            e.send("");
            e.send("isready");
            assertEquals("readyok", e.next());
            e.send("stop");
            e.send("isready");
            assertEquals("readyok", e.next(), "stop with nothing to stop says nothing");
        }
    }

    @Test
    void goDepthReportsEachIterationThenTheBestMove() throws Exception {
        try (LoopDriver e = new LoopDriver(Dialect.UCCI)) {
            e.send("setoption book false");
            e.send("position startpos moves h2e2 h9g7");
            e.send("go depth 3");
            List<String> lines = e.until(s -> s.startsWith("bestmove"));
            assertEquals(5, lines.size(), lines.toString());
            for (int d = 1; d <= 3; d++) {
                assertTrue(lines.get(d - 1).matches("info depth " + d + " score -?\\d+ time \\d+ nodes \\d+ nps \\d+ pv( [a-i]\\d[a-i]\\d)+"),
                        lines.get(d - 1));
            }
            // then the whole search's count: a search to depth 3 ends with its third iteration
            String[] last = lines.get(2).split(" ");
            String[] summary = lines.get(3).split(" ");
            assertTrue(lines.get(3).matches("info time \\d+ nodes \\d+ nps \\d+"), lines.get(3));
            assertEquals(last[8], summary[4], "the nodes of the whole search: " + lines);
            Position p = Position.startPosition();
            p.play(Move.parseIccs("h2e2"));
            p.play(Move.parseIccs("h9g7"));
            assertTrue(lines.get(4).matches("bestmove [a-i]\\d[a-i]\\d( ponder [a-i]\\d[a-i]\\d)?"), lines.get(4));
            assertTrue(isLegalBestMove(lines.get(4), p));
        }
    }

    @Test
    void isreadyIsAnsweredWhileThinkingAndStopEndsGoInfinite() throws Exception {
        try (LoopDriver e = new LoopDriver(Dialect.UCCI)) {
            e.send("setoption book false");
            e.send("position startpos");
            e.send("go infinite");
            e.until(s -> s.startsWith("info depth 2 "));
            e.send("isready");
            List<String> before = e.until(s -> s.equals("readyok"));
            assertTrue(before.stream().noneMatch(s -> s.startsWith("bestmove")), before.toString());
            e.send("stop");
            List<String> after = e.until(s -> s.startsWith("bestmove"));
            assertTrue(isLegalBestMove(after.get(after.size() - 1), Position.startPosition()));
            e.send("isready");
            assertEquals("readyok", e.next());
        }
    }

    @Test
    void ponderHoldsTheBestMoveUntilPonderhit() throws Exception {
        try (LoopDriver e = new LoopDriver(Dialect.UCCI)) {
            e.send("setoption book false");
            e.send("position startpos moves h2e2");
            e.send("go ponder depth 1");
            e.until(s -> s.startsWith("info depth 1 ")); // the whole search, held
            e.send("isready");
            List<String> held = e.until(s -> s.equals("readyok"));
            assertEquals(List.of("readyok"), held);
            e.send("ponderhit");
            String summary = e.next();
            assertTrue(summary.matches("info time \\d+ nodes \\d+ nps \\d+"), summary);
            String best = e.next();
            assertTrue(best.startsWith("bestmove "), best);
        }
    }

    @Test
    void bannedMoveIsNeverPlayed() throws Exception {
        try (LoopDriver e = new LoopDriver(Dialect.UCCI)) {
            e.send("setoption book false");
            e.send("position startpos");
            e.send("go depth 2");
            List<String> first = e.until(s -> s.startsWith("bestmove"));
            String best = first.get(first.size() - 1).split(" ")[1];
            e.send("position startpos");
            e.send("banmoves " + best);
            e.send("go depth 2");
            List<String> second = e.until(s -> s.startsWith("bestmove"));
            String line = second.get(second.size() - 1);
            assertNotEquals(best, line.split(" ")[1]);
            assertTrue(isLegalBestMove(line, Position.startPosition()));
        }
    }

    @Test
    void checkmatedSideAnswersNoBestMove() throws Exception {
        try (LoopDriver e = new LoopDriver(Dialect.UCCI)) {
            e.send("position fen 3k5/3R5/3R5/9/9/9/9/9/9/4K4 b - - 0 1");
            e.send("go depth 3");
            assertEquals("nobestmove", e.next());
        }
    }

    @Test
    void bookAnswersInTheOpeningAndProbeNamesIt() throws Exception {
        try (LoopDriver e = new LoopDriver(Dialect.UCCI)) {
            e.send("position startpos moves h2e2 h9g7");
            e.send("go time 5 increment 0");
            assertEquals("info string book move (中炮 (Central Cannon))", e.next());
            assertTrue(e.next().startsWith("bestmove "));
            e.send("probe startpos moves h2e2");
            String info = e.next();
            assertTrue(info.startsWith("info string book ") && info.contains("h9g7") && info.endsWith("opening 中炮 (Central Cannon)"), info);
            assertTrue(e.next().startsWith("pophash bestmove "));
            e.send("probe fen 4k4/9/9/9/9/9/9/9/9/3K5 w - - 0 1");
            assertEquals("info string book has no move here", e.next());
            assertEquals("pophash", e.next());
        }
    }

    @Test
    void quitSaysByeAndEndsTheLoop() throws Exception {
        LoopDriver e = new LoopDriver(Dialect.UCCI);
        e.send("setoption book false");
        e.send("go infinite");
        e.send("quit");
        List<String> lines = e.until(s -> s.equals("bye"));
        assertTrue(lines.get(lines.size() - 2).startsWith("bestmove"), "a running search is stopped first: " + lines);
        assertTrue(e.finished());
        assertFalse(e.pending().iterator().hasNext());
    }
}
