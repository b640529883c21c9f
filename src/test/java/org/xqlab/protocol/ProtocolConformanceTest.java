package org.xqlab.protocol;

import org.junit.jupiter.api.Test;
import org.xqlab.rules.Move;
import org.xqlab.rules.Position;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.Predicate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The command sequences real GUIs send, with a deadline on every expected reply: XQWizard (UCCI, times
 * in milliseconds, banmoves, ponder, probe), cutechess-style UCI (clock, ponder/ponderhit, searchmoves,
 * mate), and BHGUI/Sharp-style analysis (go infinite / stop / new position in quick succession). Every
 * {@code go} must end with exactly one {@code bestmove} or {@code nobestmove}.
 */
class ProtocolConformanceTest {
    private static final long QUICK = 3_000;

    /** A driver that counts the go commands sent and the final answers received. */
    private static final class Gui implements AutoCloseable {
        final LoopDriver engine;
        int goes;
        int answers;

        Gui(Dialect dialect) throws Exception {
            engine = new LoopDriver(dialect);
        }

        void send(String line) {
            if (line.startsWith("go")) {
                goes++;
            }
            engine.send(line);
        }

        List<String> expect(String what, long millis, Predicate<String> last) throws InterruptedException {
            List<String> lines = engine.within(millis, what, last);
            answers += (int) lines.stream().filter(ProtocolConformanceTest::isAnswer).count();
            return lines;
        }

        String bestmove(long millis) throws InterruptedException {
            List<String> lines = expect("bestmove", millis, ProtocolConformanceTest::isAnswer);
            return lines.get(lines.size() - 1);
        }

        /** No answer is pending and every go had exactly one. */
        void assertOneAnswerPerGo() throws InterruptedException {
            send("isready");
            expect("readyok", QUICK, "readyok"::equals);
            assertEquals(goes, answers, "every go ends with exactly one bestmove/nobestmove");
        }

        @Override
        public void close() {
            engine.close();
        }
    }

    static boolean isAnswer(String line) {
        return line.startsWith("bestmove") || line.equals("nobestmove");
    }

    private static int move(String answer) {
        return Move.parseIccs(answer.split(" ")[1]);
    }

    private static Position after(String... moves) {
        Position p = Position.startPosition();
        for (String m : moves) {
            p.play(Move.parseIccs(m));
        }
        return p;
    }

    @Test
    void xqwizardUcciSession() throws Exception {
        try (Gui gui = new Gui(Dialect.UCCI)) {
            gui.send("ucci");
            gui.expect("ucciok", QUICK, "ucciok"::equals);
            gui.send("setoption usemillisec true");
            gui.send("setoption batch true"); // an option of ElephantEye's this engine does not have
            gui.expect("info string", QUICK, s -> s.startsWith("info string setoption: unknown option 'batch'"));
            gui.send("setoption newgame");
            gui.send("isready");
            gui.expect("readyok", QUICK, "readyok"::equals);
            gui.send("position fen rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1 moves h2e2");
            gui.send("banmoves h9g7");
            gui.send("go time 60000 increment 0 opptime 60000 oppincrement 0");
            String answer = gui.bestmove(15_000);
            assertTrue(after("h2e2").isLegal(move(answer)), answer);
            assertFalse(answer.startsWith("bestmove h9g7"), "a banned move is never played: " + answer);
            gui.send("go time 400 movestogo 0");
            assertTrue(after("h2e2").isLegal(move(gui.bestmove(QUICK))));
            gui.send("go movetime 100");
            assertTrue(after("h2e2").isLegal(move(gui.bestmove(QUICK))));
            gui.send("go draw depth 2");
            gui.bestmove(QUICK);
            gui.send("go ponder time 2000 increment 0");
            // the opponent thinks a moment before the expected move comes (a GUI's gesture): pondering has no
            // end of its own to wait for; a wrong engine would answer on its clock meanwhile
            gui.expect("info depth 1", QUICK, s -> s.startsWith("info depth 1 "));
            Thread.sleep(200);
            assertTrue(gui.engine.pending().stream().noneMatch(ProtocolConformanceTest::isAnswer), "a ponder search holds its move");
            gui.send("ponderhit");
            gui.bestmove(QUICK);
            gui.send("probe startpos");
            gui.expect("pophash", QUICK, s -> s.startsWith("pophash"));
            gui.assertOneAnswerPerGo();
            gui.send("go infinite");
            gui.expect("info depth 1", QUICK, s -> s.startsWith("info depth 1 "));
            gui.send("quit");
            gui.bestmove(QUICK);
            gui.expect("bye", QUICK, "bye"::equals);
            assertTrue(gui.engine.finishedWithin(QUICK));
        }
    }

    @Test
    void cutechessStyleUciSession() throws Exception {
        try (Gui gui = new Gui(Dialect.UCI)) {
            gui.send("uci");
            gui.expect("uciok", QUICK, "uciok"::equals);
            gui.send("setoption name Hash value 16");
            gui.send("setoption name Ponder value true");
            gui.send("isready");
            gui.expect("readyok", QUICK, "readyok"::equals);
            gui.send("ucinewgame");
            gui.send("isready");
            gui.expect("readyok", QUICK, "readyok"::equals);
            gui.send("position startpos moves h2e2 h9g7");
            gui.send("go wtime 3000 btime 3000 winc 100 binc 100");
            String answer = gui.bestmove(QUICK);
            assertTrue(answer.matches("bestmove [a-i]\\d[a-i]\\d( ponder [a-i]\\d[a-i]\\d)?"), answer);
            // ponder on the expected reply, then the opponent plays it
            gui.send("position startpos moves h2e2 h9g7 h0g2 i9h9");
            gui.send("go ponder wtime 2000 btime 2000 winc 0 binc 0");
            // the opponent thinks a moment before the expected move comes (a GUI's gesture, as above)
            gui.expect("info depth 1", QUICK, s -> s.startsWith("info depth 1 "));
            Thread.sleep(200);
            assertTrue(gui.engine.pending().stream().noneMatch(ProtocolConformanceTest::isAnswer));
            gui.send("ponderhit");
            gui.bestmove(QUICK);
            // ponder miss: stop, then the real position
            gui.send("go ponder wtime 2000 btime 2000");
            gui.send("stop");
            gui.bestmove(QUICK);
            // a bare go ponder has nothing to go on with after ponderhit: it answers at once
            gui.send("go ponder");
            gui.send("ponderhit");
            gui.bestmove(QUICK);
            // go ponder with a depth holds its move until told, even when the depth is reached
            Set<Thread> before = LoopDriver.threads("engine-search");
            gui.send("go ponder depth 1");
            LoopDriver.awaitHeldAnswer("engine-search", before);
            assertTrue(gui.engine.pending().stream().noneMatch(ProtocolConformanceTest::isAnswer));
            gui.send("stop");
            gui.bestmove(QUICK);
            // searchmoves: only those root moves
            gui.send("position startpos");
            gui.send("go depth 3 searchmoves a0a1 i3i4");
            List<String> lines = gui.expect("bestmove", QUICK, ProtocolConformanceTest::isAnswer);
            assertTrue(Set.of("a0a1", "i3i4").contains(lines.get(lines.size() - 1).split(" ")[1]), lines.toString());
            for (String l : lines) {
                if (l.contains(" pv ")) {
                    String first = l.substring(l.indexOf(" pv ") + 4).split(" ")[0];
                    assertTrue(Set.of("a0a1", "i3i4").contains(first), l);
                }
            }
            gui.send("go depth 2 searchmoves a0a5 zz");
            lines = gui.expect("bestmove", QUICK, ProtocolConformanceTest::isAnswer);
            assertTrue(lines.stream().anyMatch(l -> l.contains("searchmoves 'a0a5' is not a legal move")), lines.toString());
            // mate 1: the two-rook mate
            gui.send("position fen 3k5/1R7/9/9/9/9/9/9/9/R3K4 w - - 0 1");
            gui.send("go mate 1");
            lines = gui.expect("bestmove", QUICK, ProtocolConformanceTest::isAnswer);
            assertEquals("bestmove a0a9", lines.get(lines.size() - 1).split(" ponder")[0], lines.toString());
            assertTrue(lines.stream().anyMatch(l -> l.contains("score mate 1")), lines.toString());
            gui.assertOneAnswerPerGo();
        }
    }

    @Test
    void analysisGuiSwitchesPositionsWhileThinking() throws Exception {
        try (Gui gui = new Gui(Dialect.UCI)) {
            gui.send("uci");
            gui.expect("uciok", QUICK, "uciok"::equals);
            gui.send("setoption name book value false");
            String[] line = {"h2e2", "h9g7", "h0g2", "i9h9", "i0h0", "b9c7"};
            StringBuilder moves = new StringBuilder("position startpos moves");
            for (String m : line) {
                moves.append(' ').append(m);
                gui.send(moves.toString());
                gui.send("go infinite");
                gui.send("isready");
                gui.expect("readyok", QUICK, "readyok"::equals);
                gui.send("stop");
                gui.bestmove(QUICK);
            }
            // a go while thinking stops the running search first: both get their bestmove
            gui.send("go infinite");
            gui.send("go depth 2");
            gui.bestmove(QUICK);
            gui.bestmove(QUICK);
            gui.assertOneAnswerPerGo();
        }
    }

    @Test
    void aTenThousandMovePositionLineIsAccepted() throws Exception {
        StringBuilder sb = new StringBuilder("position startpos moves");
        for (int i = 0; i < 2500; i++) {
            sb.append(" b0c2 b9c7 c2b0 c7b9");
        }
        try (Gui gui = new Gui(Dialect.UCCI)) {
            gui.send("setoption book false");
            gui.send(sb.toString());
            gui.send("go depth 3");
            assertTrue(Position.startPosition().isLegal(move(gui.bestmove(20_000))));
            gui.assertOneAnswerPerGo();
        }
    }

    @Test
    void garbageBetweenCommandsIsAnsweredAndForgotten() throws Exception {
        java.util.Random random = new java.util.Random(7);
        try (Gui gui = new Gui(Dialect.UCI)) {
            gui.send("uci");
            gui.expect("uciok", QUICK, "uciok"::equals);
            List<String> garbage = new ArrayList<>(List.of("\u0000\u0001\u0002", "position fen", "position fen x y z moves",
                    "setoption name", "setoption name Hash value -5", "go searchmoves", "go mate x", "go nodes 99999999999999999999",
                    "ponderhit", "stop stop", "x".repeat(100_000), "position startpos moves " + "h2e2 ".repeat(3)));
            for (int i = 0; i < 50; i++) {
                char[] c = new char[random.nextInt(60)];
                for (int j = 0; j < c.length; j++) {
                    c[j] = (char) (32 + random.nextInt(95));
                }
                garbage.add(new String(c).replace("go", "og").replace("quit", "tiuq"));
            }
            for (String g : garbage) {
                gui.send(g);
                gui.send("isready");
                gui.expect("readyok", 10_000, "readyok"::equals);
            }
            gui.send("position startpos");
            gui.send("go depth 1");
            gui.bestmove(QUICK);
            gui.assertOneAnswerPerGo();
        }
    }

    @Test
    void quitDuringASearchAnswersThenEnds() throws Exception {
        try (Gui gui = new Gui(Dialect.UCI)) {
            gui.send("setoption name book value false");
            gui.send("go infinite");
            gui.expect("info depth 1", QUICK, s -> s.startsWith("info depth 1 "));
            gui.send("quit");
            gui.bestmove(QUICK);
            assertTrue(gui.engine.finishedWithin(QUICK));
        }
    }

    @Test
    void closingStdinDuringASearchAnswersThenEnds() throws Exception {
        try (Gui gui = new Gui(Dialect.UCCI)) {
            gui.send("go ponder");
            gui.expect("info depth 1", QUICK, s -> s.startsWith("info depth 1 "));
            gui.engine.close();
            gui.bestmove(QUICK);
            assertTrue(gui.engine.finishedWithin(QUICK));
        }
    }

    @Test
    void noLegalMoveAnswersAtOnceWhateverTheGo() throws Exception {
        try (Gui gui = new Gui(Dialect.UCCI)) {
            // red is checkmated: every kind of go answers nobestmove; an infinite one (go infinite, go ponder, a go
            // with no limit such as go searchmoves …) only after stop, as for any search
            gui.send("position fen 3k5/1R7/9/9/9/9/9/9/9/R3K4 w - - 0 1 moves a0a9");
            for (String go : List.of("go depth 3", "go infinite", "go ponder", "go time 400 movestogo 0", "go movetime 100",
                    "go searchmoves d9e9", "go mate 2", "go bogus")) {
                gui.send(go);
                if (go.equals("go infinite") || go.equals("go ponder") || go.startsWith("go searchmoves")) {
                    gui.send("stop");
                }
                assertEquals("nobestmove", gui.bestmove(QUICK), go);
            }
            gui.assertOneAnswerPerGo();
        }
    }
}
