package org.xqlab.cli;

import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

class SolveCommandTest {
    private static final Pattern TRY = Pattern.compile(
            "position (\\S+) (.+) (solved|unsolved) \\d+ ms depth \\d+ nodes \\d+ move ([a-i]\\d[a-i]\\d|-) score .+");

    private static List<String> lines(String out) {
        return Arrays.asList(out.strip().split("\\R"));
    }

    @Test
    void everyEngineTriesEveryPositionAndTheSummaryNamesTheBuild() {
        MainTest.Result r = MainTest.run("solve", "--suite", "mates", "--first", "2", "--engine", "preset:full",
                "--engine", "preset:pvs", "--movetime", "300");
        assertEquals(0, r.status(), r.err());
        List<String> l = lines(r.out());
        assertTrue(l.get(0).startsWith("# build Xiangqi Lab ") && l.get(0).contains(", commit ")
                && l.get(0).contains(", bench "), l.get(0));
        assertEquals("# suite mates, 2 positions, 300 ms a position", l.get(1));
        assertEquals("# engine full: full", l.get(2));
        assertEquals("# engine pvs: pvs", l.get(3));
        String[] order = {"sz-005 full", "sz-005 pvs", "sz-007 full", "sz-007 pvs"};
        for (int i = 0; i < 4; i++) {
            var m = TRY.matcher(l.get(4 + i));
            assertTrue(m.matches(), l.get(4 + i));
            assertEquals(order[i], m.group(1) + " " + m.group(2), "each position goes to every engine in turn");
            assertEquals("solved", m.group(3), "mates in 4 and 1 at 300 ms: " + l.get(4 + i));
        }
        assertTrue(l.get(8).matches("engine full: solved 2/2, median \\d+ ms, mean \\d+ ms, total \\d+\\.\\d s "
                + "\\(a position not solved counts 300 ms\\)"), l.get(8));
        assertTrue(l.get(9).startsWith("engine pvs: solved 2/2, "), l.get(9));
        assertTrue(l.get(10).matches("ratio pvs / full: \\d+\\.\\d\\d \\(geometric mean of the times to solution on the "
                + "2 positions both solved\\)"), l.get(10));
        assertEquals(11, l.size(), r.out());
    }

    @Test
    void anExternalEngineIsTimedTheSameWay() {
        assumeTrue(Files.isExecutable(Path.of("/usr/games/fairy-stockfish")), "Fairy-Stockfish is not installed");
        MainTest.Result r = MainTest.run("solve", "--suite", "tactics", "--first", "1", "--engine", "preset:full",
                "--engine", "uci:/usr/games/fairy-stockfish", "--movetime", "300");
        assertEquals(0, r.status(), r.err());
        List<String> l = lines(r.out());
        assertTrue(l.get(3).startsWith("# engine uci:/usr/games/fairy-stockfish: Fairy-Stockfish"), l.get(3));
        var m = TRY.matcher(l.get(5));
        assertTrue(m.matches(), l.get(5));
        assertEquals("tac-01 uci:/usr/games/fairy-stockfish", m.group(1) + " " + m.group(2));
        assertTrue(l.get(7).startsWith("engine uci:/usr/games/fairy-stockfish: solved "), r.out());
    }

    @Test
    void badInputIsNamed() {
        MainTest.Result plain = MainTest.run("solve", "--suite", "openings", "--engine", "preset:full");
        assertEquals(2, plain.status());
        assertTrue(plain.err().contains("suite openings position ") && plain.err().contains(
                "names neither a best move (bm) nor a mate (dm): it has nothing to solve"), plain.err());
        MainTest.Result nowhere = MainTest.run("solve", "--suite", "nowhere", "--engine", "preset:full");
        assertEquals(2, nowhere.status());
        assertTrue(nowhere.err().contains("--suite 'nowhere': no such file and no built-in suite of that name "
                + "(built-in: openings, middlegames, endgames, tactics, games, real-games, masters, tournaments, "
                + "tournaments-deep, tournament-games, mates)"), nowhere.err());
        MainTest.Result time = MainTest.run("solve", "--suite", "mates", "--engine", "preset:full", "--movetime", "0");
        assertTrue(time.err().contains("--movetime 0 is out of range 1-3600000 ms"), time.err());
        MainTest.Result engine = MainTest.run("solve", "--suite", "mates", "--engine", "preset:nosuch");
        assertEquals(2, engine.status());
        MainTest.Result dead = MainTest.run("solve", "--suite", "mates", "--first", "1", "--engine", "ucci:sh -c exit",
                "--movetime", "50");
        assertEquals(SolveCommand.ENGINE_FAILED, dead.status(), dead.out() + dead.err());
        assertTrue(dead.err().startsWith("error: "), dead.err());
    }
}
