package org.xqlab.ui.play;

import org.junit.jupiter.api.Test;
import org.xqlab.game.Outcome;
import org.xqlab.rules.Move;
import org.xqlab.rules.RepetitionJudge;
import org.xqlab.ui.I18n;
import org.xqlab.ui.board.GameViewModel;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The end-of-game message of a repetition names the rule book, the rule and the cycle's moves, in both languages. */
class OutcomeMessageTest {

    private static GameViewModel playCycle(RepetitionJudge.RuleSet rules) {
        GameViewModel game = new GameViewModel();
        game.setRules(rules);
        game.newGameFromFen("4k4/9/R5c2/9/9/9/9/9/9/3K5 w - - 0 1");
        for (int i = 0; i < 2; i++) {
            for (String m : new String[] {"a7a9", "e9e8", "a9a7", "e8e9"}) {
                game.playEngineMove(Move.parseIccs(m));
            }
        }
        return game;
    }

    @Test
    void checkAndChaseLosesUnderCxaAndTheMessageSaysWhy() {
        GameViewModel game = playCycle(RepetitionJudge.RuleSet.CXA);
        Outcome o = game.outcomeProperty().get();
        assertEquals(Outcome.Kind.PERPETUAL_CHASE, o.kind());
        assertEquals("Perpetual chase loses: Black wins (0-1) — Chinese rules (CXA), one check, one chase; cycle: a7a9 e9e8 a9a7 e8e9",
                OutcomeMessage.text(new I18n(I18n.ENGLISH), o, game.getRecord().repetitionVerdict()));
        assertEquals("长捉判负：黑方胜（0-1）\u3000— 中国规则（中国象棋协会），一将一捉（长打）；循环着法：a7a9 e9e8 a9a7 e8e9",
                OutcomeMessage.text(new I18n(I18n.CHINESE), o, game.getRecord().repetitionVerdict()));
    }

    @Test
    void theSameCycleIsADrawUnderAxf() {
        GameViewModel game = playCycle(RepetitionJudge.RuleSet.AXF);
        Outcome o = game.outcomeProperty().get();
        assertEquals(Outcome.Kind.REPETITION, o.kind());
        assertEquals("Draw by repetition (1/2-1/2) — Asian rules (AXF), no rule broken; cycle: a7a9 e9e8 a9a7 e8e9",
                OutcomeMessage.text(new I18n(I18n.ENGLISH), o, game.getRecord().repetitionVerdict()));
    }
}
