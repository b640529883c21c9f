package org.xqlab.experiment;

import org.junit.jupiter.api.Test;
import org.xqlab.rules.Fen;
import org.xqlab.rules.Move;
import org.xqlab.rules.Position;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SuiteTest {
    private static final Path SAMPLES = Path.of("sample-positions");

    @Test
    void everySamplePositionIsALegalPositionAndTheSuitesHoldAtLeastFiftyPositions() {
        int standalone = 0;
        for (String name : Suite.BUILT_IN) {
            Suite s = Suite.read(SAMPLES.resolve(name + ".epd"));
            for (SuitePosition p : s.positions()) {
                Position position = Fen.parse(p.fen());
                assertTrue(position.hasLegalMove(), p.key() + " has a move to search");
                for (String bm : p.bestMoves()) {
                    assertTrue(position.isLegal(Move.parseIccs(bm)), p.key() + " bm " + bm);
                }
            }
            if (!name.equals("games")) {
                standalone += s.positions().size();
            }
        }
        assertTrue(standalone >= 50, "openings, middlegames, endgames and tactics hold " + standalone);
    }

    @Test
    void everyTacticNamesItsBestMoveAndItsCheck() {
        Suite tactics = Suite.read(SAMPLES.resolve("tactics.epd"));
        assertTrue(tactics.positions().size() >= 5);
        for (SuitePosition p : tactics.positions()) {
            assertFalse(p.bestMoves().isEmpty(), p.key());
            assertTrue(p.comment().contains("FSF") || p.comment().contains("Fairy-Stockfish"), p.key());
        }
    }

    @Test
    void gameSequencesAreSuccessivePositionsOfAGame() {
        Suite games = Suite.read(SAMPLES.resolve("games.epd"));
        List<SuitePosition> ps = games.positions();
        for (int i = 1; i < ps.size(); i++) {
            if (!ps.get(i).sequence().equals(ps.get(i - 1).sequence())) {
                continue;
            }
            Position before = Fen.parse(ps.get(i - 1).fen());
            String next = ps.get(i).fen().split(" ")[0];
            boolean reached = false;
            for (int m : before.legalMoves()) {
                before.makeMove(m);
                reached |= Fen.format(before).split(" ")[0].equals(next);
                before.unmakeMove();
            }
            assertTrue(reached, ps.get(i).key() + " follows " + ps.get(i - 1).key() + " by one move");
        }
    }

    @Test
    void theBundledSuitesAreTheSampleFiles() throws Exception {
        for (String name : Suite.BUILT_IN) {
            Suite bundled = Suite.builtIn(name);
            assertNotNull(bundled, name);
            assertEquals(Suite.read(SAMPLES.resolve(name + ".epd")), bundled,
                    name + ": copy sample-positions/" + name + ".epd to src/main/resources/org/xqlab/experiment/suites/");
        }
        assertTrue(Files.isRegularFile(SAMPLES.resolve("README.md")));
    }

    @Test
    void aMateProblemNamesTheLengthOfItsMate() {
        Suite s = Suite.parse("s", "3aka3/9/9/6C2/2n6/9/9/4C4/9/4K4 w - - 0 1; id \"m\"; dm 3; bm g6e6\n"
                + Fen.START + "; id \"plain\"; bm h2e2");
        assertEquals(3, s.positions().get(0).mateIn());
        assertEquals(List.of("g6e6"), s.positions().get(0).bestMoves());
        assertEquals(0, s.positions().get(1).mateIn(), "no dm: no mate named");
        Suite mates = Suite.builtIn("mates");
        assertTrue(mates.positions().size() >= 200, "the bundled mate suite: " + mates.positions().size());
        assertTrue(mates.positions().stream().allMatch(p -> p.mateIn() >= 1 && p.mateIn() <= 5 && p.bestMoves().size() == 1));
    }

    @Test
    void badLinesAreReportedWithSuiteLineAndProblem() {
        assertMessage("suite s line 2: bad FEN: ", "# c\nrnbakabnr/9 w - - 0 1; id \"x\"");
        assertMessage("suite s line 1: the position has no id", Fen.START + "; c0 \"no id\"");
        assertMessage("suite s line 1: unknown operation 'am'", Fen.START + "; id \"x\"; am h2e2");
        assertMessage("suite s line 1: dm '0' is not a number of moves from 1 to 50", Fen.START + "; id \"x\"; dm 0");
        assertMessage("suite s line 1: dm 'three' is not a number of moves from 1 to 50", Fen.START + "; id \"x\"; dm three");
        assertMessage("suite s line 1: bm a0a5 is not legal", Fen.START + "; id \"x\"; bm a0a5");
        assertMessage("suite s line 1: bm 'zz' is not an ICCS move", Fen.START + "; id \"x\"; bm zz");
        assertMessage("suite s line 2: id \"x\" is used twice", Fen.START + "; id \"x\"\n" + Fen.START + "; id \"x\"");
        assertMessage("suite s holds no position", "# nothing\n");
    }

    private static void assertMessage(String start, String text) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Suite.parse("s", text));
        assertTrue(e.getMessage().startsWith(start), e.getMessage());
    }

    @Test
    void aGameRecordFileIsASuiteOfItsGamesPositions(@org.junit.jupiter.api.io.TempDir Path tmp)
            throws java.io.IOException, java.net.URISyntaxException {
        Path xqf = Path.of(SuiteTest.class.getResource("/records/game_varations.xqf").toURI());
        Suite s = Suite.read(xqf);
        assertEquals("game_varations", s.name());
        assertEquals(8, s.positions().size());
        assertEquals("g1-p0", s.positions().get(0).id());
        assertEquals("game-1", s.positions().get(7).sequence());
        Path bad = tmp.resolve("bad.pgn");
        Files.writeString(bad, "[Event \"x\"]\n1. h2e2 h2h9 *\n");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Suite.read(bad));
        assertTrue(e.getMessage().startsWith(bad + ": game 1: line 2: move 'h2h9'"),
                e.getMessage());
    }
}
