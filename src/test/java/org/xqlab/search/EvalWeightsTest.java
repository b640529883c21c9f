package org.xqlab.search;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.xqlab.rules.Fen;
import org.xqlab.rules.Position;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The table of evaluation weights: names, files, errors, and the config keys that select it. */
class EvalWeightsTest {
    /** Red has a rook more. */
    private static final String ROOK_UP = "rnbakabn1/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

    @Test
    void everyWeightHasAnEnglishAndAChineseNameAndBelongsToItsTerm() {
        Set<String> names = new HashSet<>();
        for (EvalWeights.Weight w : EvalWeights.all()) {
            assertTrue(names.add(w.name()) && names.add(w.chinese()), w.name());
            assertTrue(w.name().startsWith(w.term().termName() + "."), w.name());
            assertTrue(w.chinese().codePoints().anyMatch(c -> Character.UnicodeScript.of(c) == Character.UnicodeScript.HAN),
                    w.chinese());
            assertSame(w, EvalWeights.byName(w.name()));
            assertSame(w, EvalWeights.byName(w.chinese()));
            assertEquals(w.defaultValue(), EvalWeights.defaults().get(w.index()));
        }
        for (EvalTerm t : EvalTerm.values()) {
            assertTrue(!EvalWeights.of(t).isEmpty(), t + " has weights");
            assertSame(t, EvalTerm.byName(t.chinese()));
        }
        assertEquals(782, EvalWeights.defaults().get("车价值.中局"));
        assertEquals(84, EvalWeights.defaults().get("Cannon.Hollow.MG"));
        assertEquals(60, EvalWeights.classic().get("Cannon.Hollow.MG"));
    }

    @Test
    void theDefaultsAreTheDistilledTableAndTheSpsaTableStaysByName() throws Exception {
        EvalWeights spsa = EvalWeights.parseOver(EvalWeights.SPSA, "SPSA", EvalWeights.classic());
        assertEquals(EvalWeights.spsa(), spsa);
        int differ = 0;
        for (EvalWeights.Weight w : EvalWeights.all()) {
            assertEquals(w.classicValue(), EvalWeights.classic().get(w.index()), w.name());
            boolean named = EvalWeights.SPSA.lines().anyMatch(l -> l.trim().startsWith(w.name() + " "));
            if (!named) {
                assertEquals(w.classicValue(), spsa.get(w.index()), w.name() + " is not in the SPSA table: classic");
            }
            differ += w.classicValue() != spsa.get(w.index()) ? 1 : 0;
        }
        // docs/tuning/spsa-3/spsa.weights: 55 weights tuned, 43 of them off their classic value
        assertEquals(55, EvalWeights.SPSA.lines().filter(l -> !l.isBlank()).count());
        assertEquals(43, differ);
        assertEquals(EvalWeights.spsa(), EvalWeights.parseOver(Files.readString(Path.of("docs/tuning/spsa-3/spsa.weights")),
                "spsa.weights", EvalWeights.classic()), "the SPSA table is the adopted SPSA run over the classic table");

        // the default: the distilled table, every weight as docs/tuning/distill-2 wrote it
        assertEquals(EvalWeights.defaults(), EvalWeights.load(Path.of("docs/tuning/distill-2/tuned.weights")),
                "the compiled-in defaults are the distilled table");
        assertEquals(EvalWeights.defaults(), EvalWeights.parse(EvalWeights.distilledText(), "resource"));
        assertEquals(99, EvalWeights.defaults().get("material.advisor.mg"));
        assertEquals(114, EvalWeights.spsa().get("material.advisor.mg"));
        assertEquals(120, EvalWeights.classic().get("material.advisor.mg"));
        assertEquals(-10, EvalWeights.defaults().get("horse.trapped.mg"), "not fitted (off in full): the SPSA value");
        assertTrue(EvalWeights.defaults().isDefault());
        assertFalse(EvalWeights.spsa().isDefault());
        assertFalse(EvalWeights.classic().isDefault());
        assertTrue(SearchConfig.preset("full").with("eval.weights", "spsa").evaluator().weights().equals(EvalWeights.spsa()));
    }

    @Test
    void theTeachingPresetsKeepTheClassicTableAndFullPlaysTheDefaults() {
        for (String preset : List.of("pvs", "elephanteye", "alphabeta", "minimax")) {
            assertEquals(EvalWeights.classic(), SearchConfig.preset(preset).evaluator().weights(), preset);
        }
        assertEquals(EvalWeights.defaults(), SearchConfig.preset("full").evaluator().weights());
        assertSame(Evaluator.defaults(), SearchConfig.preset("full").evaluator());
        assertEquals(EvalWeights.classic(), SearchConfig.preset("full").with("eval.weights=classic").evaluator().weights());
        assertEquals(EvalWeights.defaults(), SearchConfig.preset("pvs").with("eval.weights=default").evaluator().weights());
    }

    @Test
    void aWeightsFileRoundTrips(@TempDir Path dir) throws Exception {
        EvalWeights changed = EvalWeights.defaults().with("material.rook.mg", 700).with("空头炮.残局", -3)
                .with("taper.horse", 3);
        Path file = dir.resolve("weights.txt");
        Files.writeString(file, changed.format(), StandardCharsets.UTF_8);
        EvalWeights back = EvalWeights.load(file);
        assertEquals(changed, back);
        assertEquals(700, back.get("material.rook.mg"));
        assertEquals(-3, back.get("cannon.hollow.eg"));
        assertEquals("material.rook.mg=700,taper.horse=3,cannon.hollow.eg=-3", back.diff());
        assertEquals(EvalWeights.defaults(), EvalWeights.parse(EvalWeights.defaults().format(), "x"));
        int[] v = back.vector();
        v[0] = 123;
        assertEquals(123, EvalWeights.ofVector(v).get(0));
        assertEquals(EvalWeights.defaults().get(0), back.get(0), "the vector is a copy");
    }

    @Test
    void aFileNeedsToNameOnlyTheWeightsItChangesInEitherLanguage() {
        EvalWeights w = EvalWeights.parse("# my try\n\n车价值.中局 = 700  # a bit more\nrook.mobility.eg=+4\n", "try.txt");
        assertEquals(700, w.get("material.rook.mg"));
        assertEquals(4, w.get("车的灵活性.残局"));
        assertEquals(840, w.get("material.rook.eg"), "not named: default");
    }

    @Test
    void malformedFilesAreRefusedNamingTheLineAndTheWeight() {
        String unknown = assertThrows(IllegalArgumentException.class,
                () -> EvalWeights.parse("material.rook.mg = 700\n\nrook.mobilty.mg = 3\n", "w.txt")).getMessage();
        assertTrue(unknown.startsWith("w.txt line 3: unknown weight 'rook.mobilty.mg'"), unknown);
        assertTrue(unknown.contains("rook.mobility.mg"), "names the weights of that prefix: " + unknown);
        String number = assertThrows(IllegalArgumentException.class,
                () -> EvalWeights.parse("cannon.bottom.mg = lots", "w.txt")).getMessage();
        assertEquals("w.txt line 1: cannon.bottom.mg needs a whole number, not 'lots'", number);
        String twice = assertThrows(IllegalArgumentException.class,
                () -> EvalWeights.parse("cannon.bottom.mg = 1\n沉底炮.中局 = 2", "w.txt")).getMessage();
        assertEquals("w.txt line 2: cannon.bottom.mg is already set on line 1", twice);
        String range = assertThrows(IllegalArgumentException.class,
                () -> EvalWeights.parse("material.pawn.eg = 20000", "w.txt")).getMessage();
        assertTrue(range.startsWith("w.txt line 1: weight material.pawn.eg = 20000 is outside"), range);
        String noEquals = assertThrows(IllegalArgumentException.class,
                () -> EvalWeights.parse("material.pawn.eg 20", "w.txt")).getMessage();
        assertEquals("w.txt line 1: 'material.pawn.eg 20' is not name = value", noEquals);
        assertThrows(IllegalArgumentException.class, () -> EvalWeights.defaults().with("nonsense", 1));
    }

    @Test
    void doublingTheRookValueInAWeightsFileRaisesTheRookUpScoreByARook(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("rooks.txt");
        // a rook more than the defaults' value, in the middlegame and the endgame alike
        int mg = EvalWeights.defaults().get("material.rook.mg") + 650;
        int eg = EvalWeights.defaults().get("material.rook.eg") + 650;
        Files.writeString(file, "material.rook.mg = " + mg + "\nmaterial.rook.eg = " + eg + "\n", StandardCharsets.UTF_8);
        SearchConfig doubled = SearchConfig.defaults().with("eval.weights", file.toString());
        Position p = Fen.parse(ROOK_UP);
        int before = SearchConfig.defaults().evaluator().evaluate(p);
        int after = doubled.evaluator().evaluate(p);
        assertEquals(before + 650, after);
        // the searcher plays with the config's table: a one-ply search sees the extra value too
        SearchConfig plain = SearchConfig.parse("quiescence=false,extension.check=false");
        int searched = new Searcher(plain).search(p.copy(), SearchLimits.depth(1), null).score();
        int searchedDoubled = new Searcher(plain.with("eval.weights", file.toString()))
                .search(p.copy(), SearchLimits.depth(1), null).score();
        assertTrue(searchedDoubled >= searched + 600, searched + " then " + searchedDoubled);
    }

    @Test
    void theSearchKeepsTheSumsOfAChangedTableIncrementally(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("changed.txt");
        Files.writeString(file, "material.horse.mg = 400\nplacement.pawn.crossed.eg = 90\ntaper.rook = 6\n"
                + "placement.cannon.centre_file.mg = 40\nhorse.mobility.eg = 7\n", StandardCharsets.UTF_8);
        SearchConfig c = SearchConfig.preset("extended").with("eval.weights", file.toString())
                .with("quiescence=false,extension.check=false");
        Evaluator e = c.evaluator();
        for (int i = 0; i < 6; i++) {
            Position p = Fen.parse(Bench.POSITIONS.get(i));
            int best = Integer.MIN_VALUE;
            for (int m : p.legalMoves()) {
                p.play(m);
                if (p.hasLegalMove()) {
                    best = Math.max(best, -e.evaluate(p));
                }
                p.unmakeMove();
            }
            assertEquals(best, new Searcher(c).search(p.copy(), SearchLimits.depth(1), null).score(), Bench.POSITIONS.get(i));
        }
    }

    /**
     * Every knowledge term on, three plies of plain minimax with no extension: the search's value, whose
     * leaves it evaluates from sums kept on make (material, tables, the knowledge's piece counts and linear
     * terms), equals a minimax in this test that evaluates every leaf from scratch — over lines with
     * captures of pawns, guards and attackers, from random walks off the bench positions.
     */
    @Test
    void theSearchKeepsTheKnowledgeSumsIncrementallyThreePliesDeep() {
        SearchConfig c = SearchConfig.preset("minimax").with("eval.weights=default,extension.check=false,"
                + "extension.onereply=false,extension.matethreat=false" + SearchEquivalenceTest.everyTerm());
        Evaluator e = c.evaluator();
        SplittableRandom random = new SplittableRandom(17);
        int checked = 0;
        for (String fen : Bench.POSITIONS.subList(0, 12)) {
            Position p = Fen.parse(fen);
            for (int ply = 0; ply < 6 + random.nextInt(10); ply++) {
                int[] moves = p.legalMoves();
                if (moves.length == 0) {
                    break;
                }
                p.play(moves[random.nextInt(moves.length)]);
            }
            if (!p.hasLegalMove()) {
                continue;
            }
            Position start = Fen.parse(Fen.format(p));
            assertEquals(minimax(start, e, 3, 0), new Searcher(c).search(start.copy(), SearchLimits.depth(3), null).score(),
                    Fen.format(start));
            checked++;
        }
        assertTrue(checked >= 10, checked + " positions");
    }

    /** Plain minimax (negamax form) evaluating every leaf from scratch; mate scores as the search gives them. */
    private static int minimax(Position p, Evaluator e, int depth, int ply) {
        int[] moves = p.legalMoves();
        if (moves.length == 0) {
            return -Scores.MATE + ply;
        }
        if (depth == 0) {
            return e.evaluate(p);
        }
        int best = Integer.MIN_VALUE;
        for (int m : moves) {
            p.play(m);
            best = Math.max(best, -minimax(p, e, depth - 1, ply + 1));
            p.unmakeMove();
        }
        return best;
    }

    @Test
    void theConfigRefusesABadWeightsFileWithItsLine(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("bad.txt");
        Files.writeString(file, "material.rook.mg = 700\nknight.value = 3\n", StandardCharsets.UTF_8);
        String m = assertThrows(IllegalArgumentException.class,
                () -> SearchConfig.defaults().with("eval.weights", file.toString())).getMessage();
        assertTrue(m.startsWith(file + " line 2: unknown weight 'knight.value'"), m);
        String missing = assertThrows(IllegalArgumentException.class,
                () -> SearchConfig.defaults().with("eval.weights", dir.resolve("none.txt").toString())).getMessage();
        assertTrue(missing.startsWith("cannot read the weights file"), missing);
    }

    @Test
    void termsAreSwitchedByConfigKeysAndTheExtendedPresetSwitchesOnTheNewOnes() {
        SearchConfig full = SearchConfig.defaults();
        assertSame(Evaluator.defaults(), full.evaluator());
        assertEquals(Evaluator.defaultTerms(), full.evaluator().terms());
        SearchConfig noHollow = full.with("eval.cannon.hollow", "off");
        assertTrue(!noHollow.evaluator().terms().contains(EvalTerm.HOLLOW_CANNON));
        assertEquals("eval.cannon.hollow=false", noHollow.diff());
        SearchConfig extended = SearchConfig.preset("extended");
        for (EvalTerm t : EvalTerm.values()) {
            assertTrue(extended.evaluator().terms().contains(t), t.key());
            assertNotNull(SearchConfig.Key.byName(t.key()));
        }
        assertEquals(extended, SearchConfig.parse(extended.format()));
        SearchConfig noKnowledge = extended.with("eval.knowledge", "false");
        assertEquals(Set.of(EvalTerm.MATERIAL, EvalTerm.PLACEMENT, EvalTerm.TAPER, EvalTerm.SQUARE),
                noKnowledge.evaluator().terms());
        assertThrows(IllegalArgumentException.class, () -> full.with("eval.cannon.hollw", "off"));
    }
}
