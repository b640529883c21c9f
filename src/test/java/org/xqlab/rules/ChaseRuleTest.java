package org.xqlab.rules;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The repetition cycles of {@code chase-cycles.txt}, each judged under both rule sets: the third occurrence as
 * the game's end sees it, and the second as a search sees it (the same verdict from the side to move).
 */
class ChaseRuleTest {

    record Cycle(String id, String fen, List<Integer> moves, String axf, String cxa, String source) {
        @Override
        public String toString() {
            return id;
        }
    }

    static List<Cycle> cycles() throws IOException {
        List<Cycle> out = new ArrayList<>();
        try (BufferedReader r = new BufferedReader(new InputStreamReader(
                ChaseRuleTest.class.getResourceAsStream("chase-cycles.txt"), StandardCharsets.UTF_8))) {
            String line;
            int number = 0;
            while ((line = r.readLine()) != null) {
                number++;
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                String[] f = line.split(" \\| ");
                if (f.length != 6) {
                    throw new IllegalArgumentException("chase-cycles.txt line " + number + ": expected 6 fields, found " + f.length);
                }
                List<Integer> moves = new ArrayList<>();
                for (String m : f[2].trim().split("\\s+")) {
                    moves.add(Move.parseIccs(m));
                }
                out.add(new Cycle(f[0].trim(), f[1].trim(), moves, f[3].trim(), f[4].trim(), f[5].trim()));
            }
        }
        return out;
    }

    @Test
    void theFileHoldsAtLeastThirtyCyclesAndSomeWhereTheRuleSetsDiffer() throws IOException {
        List<Cycle> all = cycles();
        assertTrue(all.size() >= 30, "cycles: " + all.size());
        assertTrue(all.stream().filter(c -> !c.axf().equals(c.cxa())).count() >= 4);
        assertTrue(all.stream().allMatch(c -> !c.source().isBlank()));
    }

    @Test
    void bothSidesBreakingTheSameRuleIsADrawUnderBothRuleSets() throws IOException {
        // mutual perpetual check ("resolve check and check back") and mutual perpetual chase: each side's every
        // move checks (or chases one piece); no side alone broke a rule, so neither rule book gives a win
        List<Cycle> mutual = cycles().stream().filter(c -> c.id().startsWith("mutual-")).toList();
        assertEquals(8, mutual.size(), "a check and a chase pattern, each mirrored and with the colours exchanged");
        for (Cycle c : mutual) {
            assertEquals("1/2 MUTUAL", c.axf(), c.id());
            assertEquals("1/2 MUTUAL", c.cxa(), c.id());
            Position p = Fen.parse(c.fen());
            for (int i = 0; i < c.moves().size(); i++) {
                p.play(c.moves().get(i));
                if (c.id().startsWith("mutual-check")) {
                    assertTrue(p.inCheck(), c.id() + ": move " + (i + 1) + " of the cycle checks");
                }
            }
            for (int m : c.moves()) {
                p.play(m);
            }
            for (RepetitionJudge.RuleSet rules : RepetitionJudge.RuleSet.values()) {
                RepetitionJudge.Verdict v = GameEnd.repetition(p, rules);
                assertNotNull(v, c.id());
                assertEquals(RepetitionJudge.Rule.MUTUAL, v.rule(), c.id() + " " + rules + ": " + v.describe());
                assertEquals(GameEnd.DRAW, v.winner(), c.id() + " " + rules);
            }
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cycles")
    void cycleIsJudgedAsTheRuleBookSays(Cycle c) {
        for (RepetitionJudge.RuleSet rules : RepetitionJudge.RuleSet.values()) {
            String expected = rules == RepetitionJudge.RuleSet.AXF ? c.axf() : c.cxa();
            Position p = Fen.parse(c.fen());
            for (int m : c.moves()) {
                p.play(m);
            }
            // a search sees the second occurrence: the same verdict, for the side to move
            int code = new RepetitionJudge(rules).judge(p, 1);
            assertEquals(expectedCode(expected, p.sideToMove()), code, c.id() + " " + rules + " (second occurrence)");
            assertNull(GameEnd.repetition(p, rules), "two occurrences do not end the game");
            for (int m : c.moves()) {
                p.play(m);
            }
            String before = Fen.format(p);
            long key = p.key();
            RepetitionJudge.Verdict v = GameEnd.repetition(p, rules);
            assertNotNull(v, c.id() + ": the start position occurs a third time");
            assertEquals(expected, result(v.winner()) + " " + v.rule(), c.id() + " " + rules + " — " + c.source());
            assertEquals(c.moves(), v.cycle(), "the cycle's moves");
            assertEquals(rules, v.ruleSet());
            assertEquals(before, Fen.format(p), "the judge leaves the position as it was");
            assertEquals(key, p.key());
            assertEquals(2 * c.moves().size(), p.ply());
            GameEnd end = GameEnd.of(p, rules);
            assertNotNull(end);
            assertEquals(v.winner(), end.winner());
        }
    }

    private static String result(int winner) {
        return winner == Piece.RED ? "1-0" : winner == Piece.BLACK ? "0-1" : "1/2";
    }

    private static int expectedCode(String expected, int toMove) {
        String res = expected.split(" ")[0];
        if (res.equals("1/2")) {
            return Position.REP_DRAW;
        }
        int winner = res.equals("1-0") ? Piece.RED : Piece.BLACK;
        return winner == toMove ? Position.REP_WIN : Position.REP_LOSS;
    }
}
