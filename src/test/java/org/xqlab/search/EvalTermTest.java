package org.xqlab.search;

import org.junit.jupiter.api.Test;
import org.xqlab.rules.Fen;
import org.xqlab.rules.Position;

import java.util.EnumSet;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Each evaluation term fires on a hand-made position with the sign and size its weight says, and adds
 * nothing when switched off (the same as its weights at 0). Sizes are read with tapering off, so the
 * score is the middlegame sum for red.
 */
class EvalTermTest {

    /** Red's middlegame score with the default terms (minus tapering), plus or minus one term. */
    private static int score(String fen, EvalTerm term, boolean on, EvalWeights weights) {
        Set<EvalTerm> terms = EnumSet.copyOf(Evaluator.defaultTerms());
        terms.remove(EvalTerm.TAPER);
        if (on) {
            terms.add(term);
        } else {
            terms.remove(term);
        }
        return Evaluator.of(weights, terms, true).evaluateForRed(Fen.parse(fen));
    }

    /** What switching the term on adds for red; also checks that off equals on with its weights at 0. */
    private static int gain(String fen, EvalTerm term) {
        int on = score(fen, term, true, EvalWeights.defaults());
        int off = score(fen, term, false, EvalWeights.defaults());
        EvalWeights zero = EvalWeights.defaults();
        for (EvalWeights.Weight w : EvalWeights.of(term)) {
            zero = zero.with(w.index(), 0);
        }
        assertEquals(off, score(fen, term, true, zero), term + " off is the same as its weights at 0");
        return on - off;
    }

    private static int w(String name) {
        return EvalWeights.defaults().get(name);
    }

    @Test
    void hollowCannonFacesTheKingWithNothingBetween() {
        assertEquals(w("cannon.hollow.mg"), gain("4k4/9/9/9/9/9/4C4/9/9/3K5 w - - 0 1", EvalTerm.HOLLOW_CANNON));
        // one screen between: no hollow cannon
        assertEquals(0, gain("4k4/9/9/9/4p4/9/4C4/9/9/3K5 b - - 0 1", EvalTerm.HOLLOW_CANNON));
    }

    @Test
    void bottomCannonStandsOnTheEnemyBackRankBesideTheKing() {
        assertEquals(w("cannon.bottom.mg"), gain("2C1k4/9/9/9/9/9/9/9/9/3K5 w - - 0 1", EvalTerm.BOTTOM_CANNON));
        assertEquals(0, gain("4k4/2C6/9/9/9/9/9/9/9/3K5 w - - 0 1", EvalTerm.BOTTOM_CANNON));
    }

    @Test
    void cannonTwoScreensFromTheKing() {
        assertEquals(w("cannon.screens.mg"), gain("4k4/9/9/4p4/9/9/4P4/4C4/9/3K5 w - - 0 1", EvalTerm.CANNON_SCREENS));
    }

    @Test
    void centralCannonAgainstAHorseOnThePalaceCentre() {
        assertEquals(w("cannon.central.mg"), gain("4k4/4n4/9/9/9/9/4P4/4C4/9/3K5 w - - 0 1", EvalTerm.CENTRAL_CANNON));
        // an advisor on the palace centre is its proper place: no bonus
        assertEquals(0, gain("4k4/4a4/9/9/9/9/4P4/4C4/9/3K5 w - - 0 1", EvalTerm.CENTRAL_CANNON));
        // black's central cannon against red's horse on e1 counts for black
        assertEquals(-w("cannon.central.mg"), gain("3k5/9/4c4/4p4/9/9/9/9/4N4/4K4 w - - 0 1", EvalTerm.CENTRAL_CANNON));
    }

    @Test
    void rookMobilityCountsTheRookSPoints() {
        // a5: four up, five down, eight to the right
        assertEquals(17 * w("rook.mobility.mg"), gain("5k3/9/9/9/R8/9/9/9/9/3K5 w - - 0 1", EvalTerm.ROOK_MOBILITY));
    }

    @Test
    void horseMobilityAndBlockedLegs() {
        assertEquals(8 * w("horse.mobility.mg"), gain("3k5/9/9/9/9/4N4/9/9/9/4K4 w - - 0 1", EvalTerm.HORSE_MOBILITY));
        // e3 with pieces on e4 and d3: two legs blocked, four of eight moves left
        String blocked = "5k3/9/9/9/9/4P4/3pN4/9/9/3K5 w - - 0 1";
        assertEquals(2 * w("horse.legs.mg"), gain(blocked, EvalTerm.HORSE_LEGS));
        assertEquals(4 * w("horse.mobility.mg"), gain(blocked, EvalTerm.HORSE_MOBILITY));
    }

    @Test
    void aHorseInTheCornerWithBothLegsBlockedIsTrapped() {
        assertEquals(2 * w("horse.trapped.mg"), gain("5k3/9/9/9/9/9/9/9/R8/NR1K5 w - - 0 1", EvalTerm.TRAPPED_HORSE));
        assertEquals(0, gain("3k5/9/9/9/9/4N4/9/9/9/4K4 w - - 0 1", EvalTerm.TRAPPED_HORSE));
        // b0 reaches a2 (an edge point, not safe) and c2 (safe); d1 holds its own rook: one safe move
        assertEquals(w("horse.trapped.mg"), gain("5k3/9/9/9/9/9/9/9/3R5/1N2K4 w - - 0 1", EvalTerm.TRAPPED_HORSE));
        // a black rook on c9 attacks c2: no safe move left
        assertEquals(2 * w("horse.trapped.mg"), gain("2r2k3/9/9/9/9/9/9/9/3R5/1N2K4 w - - 0 1", EvalTerm.TRAPPED_HORSE));
    }

    @Test
    void missingGuardsCostWhileEnemyPiecesStandAcrossTheRiver() {
        // red lacks both advisors, a black rook (2 units) is across the river
        assertEquals(2 * w("king.guards.rook_units") * w("king.guards.mg"), gain("3k5/9/9/9/9/9/9/9/r8/2B1K1B2 w - - 0 1", EvalTerm.KING_GUARDS));
    }

    @Test
    void enemyPiecesInThePalaceArePressure() {
        assertEquals(2 * w("king.pressure.mg"), gain("3k5/9/9/9/9/9/9/5p3/3r5/4K4 w - - 0 1", EvalTerm.KING_PRESSURE));
    }

    @Test
    void advisorsAndElephantsThatProtectEachOther() {
        assertEquals(w("guard.shape.advisors.mg") + w("guard.shape.elephants.mg"), gain("3k5/9/9/9/9/9/9/4B4/4A4/2B1KA3 w - - 0 1", EvalTerm.GUARD_SHAPE));
        // elephant eye blocked by a piece on d1, advisors apart (d0, f0): nothing
        assertEquals(0, gain("5k3/9/9/9/9/9/9/4B4/3R5/2BAKA3 w - - 0 1", EvalTerm.GUARD_SHAPE));
    }

    @Test
    void pawnsAcrossTheRiver() {
        assertEquals(w("pawn.connected.mg"), gain("3k5/9/9/9/2PP5/9/9/9/9/4K4 w - - 0 1", EvalTerm.CONNECTED_PAWNS));
        assertEquals(w("pawn.files.mg"), gain("3k5/9/9/4P4/P8/9/9/9/9/4K4 w - - 0 1", EvalTerm.PAWN_FILES));
        // two crossed pawns, black has lost all four guards
        assertEquals(2 * 4 * w("pawn.guardless.mg"), gain("3k5/9/9/9/P1P6/9/9/9/9/4K4 w - - 0 1", EvalTerm.PAWN_VS_GUARDS));
    }

    /**
     * Red's score with {@code endgame.draws} on, checked against the score without it: {@code weight}'s sixteenths
     * taken away (none for null), and the same as off with the term's weights at 0.
     */
    private static void draws(String fen, String weight) {
        int off = score(fen, EvalTerm.ENDGAME_DRAWS, false, EvalWeights.defaults());
        int on = score(fen, EvalTerm.ENDGAME_DRAWS, true, EvalWeights.defaults());
        assertTrue(off != 0, fen + ": a side is ahead");
        assertEquals(weight == null ? off : off * (16 - w(weight)) / 16, on, fen);
        EvalWeights zero = EvalWeights.defaults();
        for (EvalWeights.Weight each : EvalWeights.of(EvalTerm.ENDGAME_DRAWS)) {
            zero = zero.with(each.index(), 0);
        }
        assertEquals(off, score(fen, EvalTerm.ENDGAME_DRAWS, true, zero), fen + ": weights at 0 as the term off");
        // colour-blind: the colour-flipped mirror (the other side ahead) keeps the opposite value
        Evaluator extended = SearchConfig.preset("extended").evaluator();
        Position p = Fen.parse(fen);
        assertEquals(extended.evaluateForRed(p), -extended.evaluateForRed(EvaluatorTest.colourFlipped(p)), fen);
    }

    @Test
    void lonePiecesThatCannotForceMateKeepLittleOfTheirAdvantage() {
        // a rook against both advisors and both elephants (单车难胜士象全); with one elephant gone it may win
        draws("2bakab2/9/9/9/9/9/9/9/9/R2K5 w - - 0 1", "endgame.draws.rook");
        draws("3akab2/9/9/9/9/9/9/9/9/R2K5 w - - 0 1", null);
        // the same for black, the side ahead being black: the score shrinks towards 0 from below
        draws("r2k5/9/9/9/9/9/9/9/9/2BAKAB2 w - - 0 1", "endgame.draws.rook");
        // a horse against three guards; against two it may win
        draws("3akab2/9/9/9/4N4/9/9/9/9/3K5 w - - 0 1", "endgame.draws.horse");
        draws("3aka3/9/9/9/4N4/9/9/9/9/3K5 w - - 0 1", null);
        // a cannon alone; with an own advisor for a screen against a bare king it wins
        draws("3aka3/9/9/9/4C4/9/9/9/9/3K5 w - - 0 1", "endgame.draws.cannon");
        draws("3k5/9/9/9/4C4/9/9/9/9/4K4 w - - 0 1", "endgame.draws.cannon");
        draws("3k5/9/9/9/4C4/9/9/9/9/3AK4 w - - 0 1", null);
        // with an own advisor to screen it: scaled against three guards, not against two
        draws("2bak4/4a4/9/9/C8/9/9/9/9/3AK4 w - - 0 1", "endgame.draws.cannon");
        draws("3aka3/9/9/9/C8/9/9/9/9/3A1K3 w - - 0 1", null);
        // one pawn against two guards; against one it may win, and so may a second pawn on the last rank
        draws("3aka3/9/9/9/4P4/9/9/9/9/2BAKAB2 w - - 0 1", "endgame.draws.pawn");
        draws("3ak4/9/9/9/4P4/9/9/9/9/2BAKAB2 w - - 0 1", null);
        draws("P2aka3/9/9/9/4P4/9/9/9/9/2BAKAB2 w - - 0 1", null);
        // nothing that can give mate: guards only, or a pawn on the last rank
        draws("3k5/9/9/9/9/9/9/9/9/2BAKAB2 w - - 0 1", "endgame.draws.bare");
        draws("P2k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1", "endgame.draws.bare");
        // a second attacker, or a rook, horse or cannon on the other side: no book draw
        draws("2bakab2/9/9/9/4P4/9/9/9/9/R2K5 w - - 0 1", null);
        draws("2bakab2/9/9/9/9/9/9/4N4/9/R2K5 w - - 0 1", null);
        draws("2bakab2/4n4/9/9/9/9/9/9/9/R2K5 w - - 0 1", null);
        // on a full board (and in full, where the term is off) nothing changes
        draws("rnbakabn1/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1", null);
        assertTrue(!Evaluator.defaultTerms().contains(EvalTerm.ENDGAME_DRAWS));
        // a weight above 16 takes the whole score, no more: the side ahead is not made the side behind
        Set<EvalTerm> terms = EnumSet.copyOf(Evaluator.defaultTerms());
        terms.add(EvalTerm.ENDGAME_DRAWS);
        EvalWeights all = EvalWeights.defaults().with(EvalWeights.byName("endgame.draws.rook").index(), 40);
        assertEquals(0, Evaluator.of(all, terms, true).evaluateForRed(Fen.parse("2bakab2/9/9/9/9/9/9/9/9/R2K5 w - - 0 1")));
    }

    @Test
    void taperingBlendsByPhaseAndOffUsesMiddlegameValues() {
        Position p = Fen.parse("4k4/9/9/9/4P4/9/9/9/9/4K4 w - - 0 1");
        // no rook, horse or cannon: the endgame value of a central pawn on rank 5 (with its per-point correction)
        int eg = w("material.pawn.eg") + w("placement.pawn.crossed.eg") + 4 * w("placement.pawn.centre.eg") + w("square.pawn.e5.eg");
        int mg = w("material.pawn.mg") + w("placement.pawn.crossed.mg") + 4 * w("placement.pawn.centre.mg") + w("square.pawn.e5.mg");
        assertEquals(eg, Evaluator.evaluate(p, false));
        assertEquals(mg, score(p, defaultsWithout(EvalTerm.TAPER)));
        assertEquals(w("material.pawn.eg") + w("square.pawn.e5.eg"), score(p, defaultsWithout(EvalTerm.PLACEMENT)),
                "placement off: material and the per-point correction");
    }

    @Test
    void materialOffRemovesTheValueOfTheExtraRook() {
        Position p = Fen.parse("rnbakabn1/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1");
        int all = Evaluator.evaluate(p, false);
        int rook = all - score(p, defaultsWithout(EvalTerm.MATERIAL));
        // the rook's middlegame and endgame values blended by the phase; each tapered value is rounded down on its own
        Evaluator e = Evaluator.defaults();
        int ph = e.phase(p);
        int tapered = (w("material.rook.mg") * ph + w("material.rook.eg") * (e.phaseMax() - ph)) / e.phaseMax();
        assertTrue(ph < e.phaseMax() && w("material.rook.mg") != w("material.rook.eg"), "a blend, not one value");
        assertTrue(Math.abs(tapered - rook) <= 1, "extra rook worth " + rook + ", tapered value " + tapered);
    }

    private static Set<EvalTerm> defaultsWithout(EvalTerm term) {
        Set<EvalTerm> terms = EnumSet.copyOf(Evaluator.defaultTerms());
        terms.remove(term);
        return terms;
    }

    /** Red's score without the knowledge terms. */
    private static int score(Position p, Set<EvalTerm> terms) {
        return Evaluator.of(EvalWeights.defaults(), terms, false).evaluateForRed(p);
    }
}
