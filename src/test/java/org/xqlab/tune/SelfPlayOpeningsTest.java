package org.xqlab.tune;

import java.util.Random;
import org.junit.jupiter.api.Test;
import org.xqlab.protocol.Opening;
import org.xqlab.rules.Fen;
import org.xqlab.rules.Position;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Self-play openings for tuning data: after the first round the games start a few random plies past
 * the book line — never more than {@link TuneData#MAX_RANDOM_PLIES}, however many games are asked for
 * (a run of thousands of games must not turn into games of random moves).
 */
class SelfPlayOpeningsTest {
    @Test
    void randomPliesCycleFromOneToTheCapAfterTheFirstRound() {
        assertEquals(0, TuneData.randomPlies(0));
        for (int round = 1; round <= TuneData.MAX_RANDOM_PLIES; round++) {
            assertEquals(round, TuneData.randomPlies(round));
        }
        assertEquals(1, TuneData.randomPlies(TuneData.MAX_RANDOM_PLIES + 1));
        for (int round = 1; round < 1000; round++) {
            int plies = TuneData.randomPlies(round);
            assertTrue(plies >= 1 && plies <= TuneData.MAX_RANDOM_PLIES, "round " + round + ": " + plies);
        }
    }

    @Test
    void aVariedOpeningAddsExactlyThatManyLegalPliesAndDependsOnTheRandomSeed() {
        Opening book = Opening.bundled().get(0);
        Opening a = TuneData.varied(book, 5, new Random(1));
        Opening b = TuneData.varied(book, 5, new Random(2));
        assertEquals(book.moves().size() + 5, a.moves().size());
        assertNotEquals(a.moves(), b.moves());
        Position p = Fen.parse(a.fen());
        for (int m : a.moves()) {
            boolean legal = false;
            for (int l : p.legalMoves()) {
                legal |= l == m;
            }
            assertTrue(legal, "move " + m + " is legal where it is played");
            p.play(m);
        }
    }
}
