package org.xqlab.protocol;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.xqlab.rules.Move;
import org.xqlab.rules.Position;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The engine modes as a separate process, as a GUI runs them. */
class EngineProcessTest {
    static List<String> command(String mode) {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        return List.of(java, "-cp", System.getProperty("java.class.path"), "org.xqlab.cli.Main", mode);
    }

    private static List<String> readUntil(BufferedReader r, String prefix) throws Exception {
        List<String> lines = new ArrayList<>();
        String line;
        while ((line = r.readLine()) != null) {
            lines.add(line);
            if (line.startsWith(prefix)) {
                return lines;
            }
        }
        throw new AssertionError("the engine ended its output before '" + prefix + "': " + lines);
    }

    @Test
    void ucciSessionThroughProcessPipes() throws Exception {
        Process p = new ProcessBuilder(command("ucci")).start();
        try (PrintWriter in = new PrintWriter(p.getOutputStream(), true, StandardCharsets.UTF_8);
             BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
            in.println("ucci");
            List<String> hello = readUntil(out, "ucciok");
            assertTrue(hello.get(0).startsWith("id name Xiangqi Lab "), hello.get(0));
            in.println("isready");
            assertEquals(List.of("readyok"), readUntil(out, "readyok"));
            in.println("position startpos moves h2e2 zz");
            assertTrue(readUntil(out, "info string").get(0).startsWith("info string position: move 2 'zz' is not a legal move"));
            in.println("setoption book false");
            in.println("position startpos moves h2e2 h9g7");
            in.println("go depth 2");
            List<String> search = readUntil(out, "bestmove");
            assertTrue(search.get(0).startsWith("info depth 1 score "), search.get(0));
            Position pos = Position.startPosition();
            pos.play(Move.parseIccs("h2e2"));
            pos.play(Move.parseIccs("h9g7"));
            assertTrue(pos.isLegal(Move.parseIccs(search.get(search.size() - 1).split(" ")[1])));
            in.println("go infinite");
            in.println("isready");
            List<String> thinking = readUntil(out, "readyok");
            assertTrue(thinking.stream().noneMatch(s -> s.startsWith("bestmove")), thinking.toString());
            in.println("stop");
            readUntil(out, "bestmove");
            in.println("quit");
            assertEquals(List.of("bye"), readUntil(out, "bye"));
            assertTrue(p.waitFor(30, TimeUnit.SECONDS));
            assertEquals(0, p.exitValue());
        } finally {
            p.destroyForcibly();
        }
    }

    @Test
    @Tag("slow")
    void shortMatchBetweenTwoConfigsAsSeparateProcesses() throws Exception {
        EngineSpec ucci = EngineSpec.parse("ucci:" + String.join(" ", command("ucci")) + "|book=false");
        EngineSpec uci = EngineSpec.parse("uci:" + String.join(" ", command("uci"))
                + "|book=false,algorithm=alphabeta,tt=false,nullmove=false,lmr=false,killers=0");
        List<String> progress = new ArrayList<>();
        Match.Report report = Match.run(new Match.Settings(ucci, uci, 2, Opening.bundled(), MoveBudget.nodes(1500), 40, 1,
                null, 30_000), progress::add);
        assertEquals(2, report.games().size());
        assertEquals(List.of(), report.failures());
        assertEquals(2, report.score().games());
        for (MatchGame.Result g : report.games()) {
            assertTrue(g.record().mainLine().size() > 10, "engines played beyond the opening");
            assertTrue(g.record().headers().get("Red").startsWith("Xiangqi Lab"));
        }
        assertEquals("ucci:", report.games().get(0).record().headers().get("RedSpec").substring(0, 5));
        assertEquals("uci:", report.games().get(1).record().headers().get("RedSpec").substring(0, 4), "colours swap");
        assertEquals(2, progress.size());
    }
}
