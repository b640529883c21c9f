package org.xqlab.search;

import org.junit.jupiter.api.Test;
import org.xqlab.rules.Fen;
import org.xqlab.rules.Move;
import org.xqlab.rules.Position;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Step 3 scores a repetition by the config's rules: a cycle the opponent would lose by rule is a win. */
class RepetitionRuleSearchTest {

    private static Position after(String fen, String... moves) {
        Position p = Fen.parse(fen);
        for (String m : moves) {
            p.play(Move.parseIccs(m));
        }
        return p;
    }

    @Test
    void repeatingAgainstAPerpetualChaserWinsUnderBothRuleSets() {
        for (String rules : new String[] {"axf", "cxa"}) {
            // red's rook chased the unprotected cannon with every move: black repeats and wins by rule
            Position p = after("4k4/9/2c6/9/9/9/9/1R7/9/3K5 w - - 0 1", "b2c2", "c7b7", "c2b2");
            SearchResult r = new Searcher(SearchConfig.preset("full").with("rules=" + rules)).search(p, SearchLimits.depth(2));
            assertEquals("b7c7", Move.iccs(r.bestMove()), rules);
            assertTrue(r.score() > Scores.BAN - 10, rules + ": score " + r.score());
        }
    }

    @Test
    void oneCheckOneChaseIsADrawUnderAxfAndAWinForTheVictimUnderCxa() {
        String fen = "4k4/9/R5c2/9/9/9/9/9/9/3K5 w - - 0 1";
        Position axf = after(fen, "a7a9", "e9e8", "a9a7");
        SearchResult a = new Searcher(SearchConfig.preset("full").with("rules=axf")).search(axf, SearchLimits.depth(2));
        assertTrue(a.score() < Scores.BAN - 100, "AXF: no win by rule, score " + a.score());
        Position cxa = after(fen, "a7a9", "e9e8", "a9a7");
        SearchResult c = new Searcher(SearchConfig.preset("full").with("rules=cxa")).search(cxa, SearchLimits.depth(2));
        assertEquals("e8e9", Move.iccs(c.bestMove()));
        assertTrue(c.score() > Scores.BAN - 10, "CXA: red's check and chase loses, score " + c.score());
    }
}
