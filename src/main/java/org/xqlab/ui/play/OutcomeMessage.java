package org.xqlab.ui.play;

import org.xqlab.game.Outcome;
import org.xqlab.rules.RepetitionJudge;
import org.xqlab.ui.I18n;

/**
 * The play window's end-of-game message: how the game ended and who won, and for a repetition the rule book,
 * the rule applied and the moves of the cycle (e.g. "Perpetual chase loses: Black wins (0-1) — Chinese rules
 * (CXA), one check, one chase; cycle: a7a9 e9e8 a9a7 e8e9").
 */
final class OutcomeMessage {
    private OutcomeMessage() {
    }

    /** The message for {@code outcome} (empty while the game goes on); {@code verdict} may be null. */
    static String text(I18n i18n, Outcome outcome, RepetitionJudge.Verdict verdict) {
        if (outcome == null) {
            return "";
        }
        String winner = outcome.isDraw() ? "" : i18n.get("side." + outcome.winner());
        String text = i18n.get("outcome." + outcome.kind().name(), winner, outcome.result());
        if (verdict == null) {
            return text;
        }
        return text + i18n.get("outcome.cycle", i18n.get("rules." + verdict.ruleSet()), i18n.get("verdict." + verdict.rule()),
                verdict.cycleText());
    }
}
