package org.xqlab.protocol;

import org.junit.jupiter.api.Test;
import org.xqlab.game.Outcome;
import org.xqlab.rules.Move;
import org.xqlab.rules.RepetitionJudge;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A match game that ends by a repetition is adjudicated by the chosen rule set, and its last comment names the rule. */
class RepetitionAdjudicationTest {

    /** Red checks from a9 and chases the cannon from a7 in turn; black's king steps e9-e8 and back. */
    private static final String FEN = "4k4/9/R5c2/9/9/9/9/9/9/3K5 w - - 0 1";
    private static final List<String> SCRIPT = List.of("a7a9", "e9e8", "a9a7", "e8e9");

    /** An engine that plays the script's move for the current ply. */
    private static EngineClient scripted(String name) {
        return new FakeEngine(name, (startFen, moves, budget) -> new EngineReply(
                Move.parseIccs(SCRIPT.get(moves.size() % SCRIPT.size())), Move.NONE, false, 0, 0, 0, List.of()));
    }

    private static MatchGame.Result play(RepetitionJudge.RuleSet rules) {
        return MatchGame.play(scripted("red"), scripted("black"), new Opening("cycle", FEN, List.of()), MoveBudget.depth(1),
                100, 120, rules, () -> false);
    }

    @Test
    void oneCheckOneChaseIsADrawUnderAxf() {
        MatchGame.Result r = play(RepetitionJudge.RuleSet.AXF);
        assertEquals(Outcome.Kind.REPETITION, r.outcome().kind());
        assertEquals("1/2-1/2", r.outcome().result());
        assertEquals(8, r.record().mainLine().size(), "ended at the third occurrence");
        assertEquals("repetition: no rule broken (AXF): draw; cycle a7a9 e9e8 a9a7 e8e9", r.record().cursor().comment());
    }

    @Test
    void oneCheckOneChaseLosesUnderCxaAndTheCommentNamesTheRule() {
        MatchGame.Result r = play(RepetitionJudge.RuleSet.CXA);
        assertEquals(Outcome.Kind.PERPETUAL_CHASE, r.outcome().kind());
        assertEquals("0-1", r.outcome().result());
        assertEquals("0-1", r.record().headers().get("Result"));
        assertTrue(r.record().cursor().comment().endsWith("repetition: one check, one chase (CXA): red loses; cycle a7a9 e9e8 a9a7 e8e9"),
                r.record().cursor().comment());
    }
}
