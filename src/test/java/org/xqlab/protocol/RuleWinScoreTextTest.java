package org.xqlab.protocol;

import org.junit.jupiter.api.Test;
import org.xqlab.game.GameRecord;
import org.xqlab.rules.Move;
import org.xqlab.rules.RepetitionJudge;
import org.xqlab.search.Scores;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A win by the repetition rules (scored {@link Scores#BAN} minus the ply) is written in words wherever a
 * person reads a score — a match game's move comments — and stays {@code cp N} in the protocols' output.
 */
class RuleWinScoreTextTest {

    @Test
    void aRuleWinIsWrittenInWordsAndNeverLooksLikeAMateOrMaterial() {
        assertEquals("rule win in 1 ply (perpetual check/chase)", Scores.describe(Scores.BAN - 1));
        assertEquals("rule loss in 2 plies (perpetual check/chase)", Scores.describe(-Scores.BAN + 2));
        assertEquals("mate 2", Scores.describe(Scores.MATE - 3), "a mate stays a mate");
        assertEquals("cp 313", Scores.describe(313));
        assertEquals("cp -26999", Scores.describe(-26_999), "below the win bound: a number");
        assertTrue(Scores.isRuleWin(Scores.BAN - 40));
        assertFalse(Scores.isRuleWin(Scores.MATE - 1));
        assertFalse(Scores.isRuleWin(500));
    }

    @Test
    void theProtocolsKeepWritingARuleWinAsCentipawns() {
        assertEquals("cp 27999", Scores.format(Scores.BAN - 1));
        assertEquals("score cp 27999", Dialect.UCI.score(Scores.BAN - 1));
        assertEquals("score 27999", Dialect.UCCI.score(Scores.BAN - 1));
    }

    @Test
    void aMatchGamesMoveCommentSaysRuleWinNotCp() {
        // Red checks with its rook on a9 and returns to a7 (chasing the cannon) while the black king steps e9-e8
        // and back; Red's engine reports a repetition-rule win, Black's a loss by rule, each found 3 plies ahead
        List<String> script = List.of("a7a9", "e9e8", "a9a7", "e8e9");
        GameRecord record = MatchGame.play(scripted(script, Scores.BAN - 3), scripted(script, -Scores.BAN + 3),
                new Opening("cycle", "4k4/9/R5c2/9/9/9/9/9/9/3K5 w - - 0 1", List.of()), MoveBudget.depth(1), 100, 120,
                RepetitionJudge.RuleSet.AXF, () -> false).record();
        List<String> comments = record.mainLine().stream().map(n -> n.comment()).toList();
        assertEquals("rule win in 3 plies (perpetual check/chase)/5", comments.get(0));
        assertEquals("rule loss in 3 plies (perpetual check/chase)/5", comments.get(1));
        assertTrue(comments.stream().noneMatch(c -> c.contains("cp 2799")), comments.toString());
    }

    /** An engine that plays the script's move for the current ply and reports {@code score} at depth 5. */
    private static EngineClient scripted(List<String> script, int score) {
        return new FakeEngine("scripted", (startFen, moves, budget) -> new EngineReply(
                Move.parseIccs(script.get(moves.size() % script.size())), Move.NONE, true, score, 5, 100, List.of()));
    }
}
