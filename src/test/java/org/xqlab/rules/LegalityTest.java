package org.xqlab.rules;

import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Two independent implementations check each other: the generator and the single-move legality test. */
class LegalityTest {

    /** Every position reached within two plies of each reference position. */
    @Test
    void legalityTestAgreesWithGeneratorOnEveryFromToPair() {
        int checked = 0;
        for (PerftPositions.Case c : PerftPositions.ALL) {
            Position root = Fen.parse(c.fen());
            checked += compareAll(root);
            for (int m : root.legalMoves()) {
                root.makeMove(m);
                checked += compareAll(root);
                root.unmakeMove();
            }
        }
        assertTrue(checked > 500, "positions compared: " + checked);
    }

    private static int compareAll(Position p) {
        Set<Integer> generated = new HashSet<>();
        for (int m : p.legalMoves()) {
            assertTrue(generated.add(m), "generated twice: " + Move.iccs(m));
        }
        for (int from = 0; from < 256; from++) {
            for (int to = 0; to < 256; to++) {
                if (!Square.inBoard(from) || !Square.inBoard(to)) {
                    continue;
                }
                int m = Move.of(from, to);
                assertEquals(generated.contains(m), p.isLegal(m), () -> "move " + Move.iccs(m) + " in " + p);
            }
        }
        return 1;
    }

    @Test
    void capturesAndQuietsPartitionAllMoves() {
        Position p = Fen.parse(PerftPositions.ALL.get(1).fen());
        int[] all = new int[MoveGenerator.MAX_MOVES];
        int[] split = new int[MoveGenerator.MAX_MOVES];
        int n = MoveGenerator.generate(p, all, 0, MoveGenerator.ALL);
        int c = MoveGenerator.generate(p, split, 0, MoveGenerator.CAPTURES);
        for (int i = 0; i < c; i++) {
            assertTrue(p.pieceAt(Move.to(split[i])) != 0, "capture list holds a capture");
        }
        int q = MoveGenerator.generate(p, split, c, MoveGenerator.QUIETS);
        for (int i = c; i < q; i++) {
            assertEquals(0, p.pieceAt(Move.to(split[i])), "quiet list holds no capture");
        }
        int[] a = Arrays.copyOf(all, n);
        int[] b = Arrays.copyOf(split, q);
        Arrays.sort(a);
        Arrays.sort(b);
        assertTrue(Arrays.equals(a, b));
    }

    @Test
    void cannonNeedsExactlyOneScreenToCapture() {
        // red cannon e2, red pawn e4 as the screen, black rook e7 behind it
        Position p = Fen.parse("3k5/9/4r4/9/9/4P4/9/4C4/9/5K3 w - - 0 1");
        assertTrue(p.isLegal(Move.parseIccs("e2e7")), "one screen: capture");
        Position two = Fen.parse("3k5/9/4r4/4p4/9/4P4/9/4C4/9/5K3 w - - 0 1");
        assertFalse(two.isLegal(Move.parseIccs("e2e7")), "two screens: no capture");
        assertTrue(two.isLegal(Move.parseIccs("e2e6")), "one screen to the pawn: capture");
        Position none = Fen.parse("3k5/9/4r4/9/9/9/9/4C4/9/5K3 w - - 0 1");
        assertFalse(none.isLegal(Move.parseIccs("e2e7")), "no screen: a cannon cannot capture like a rook");
    }

    @Test
    void horseIsBlockedAtTheLeg() {
        // red horse c2 with the other red horse on its leg point c1
        Position p = Fen.parse("3k5/9/9/9/9/9/9/2N6/2N6/5K3 w - - 0 1");
        assertFalse(p.isLegal(Move.parseIccs("c2b0")), "leg c1 is blocked");
        assertFalse(p.isLegal(Move.parseIccs("c2d0")), "leg c1 is blocked");
        assertTrue(p.isLegal(Move.parseIccs("c2a3")));
        assertTrue(p.isLegal(Move.parseIccs("c2b4")));
        assertTrue(p.isLegal(Move.parseIccs("c2e1")));
    }

    @Test
    void elephantIsBlockedAtTheEyeAndNeverCrossesTheRiver() {
        Position p = Fen.parse("3k5/9/9/9/9/9/9/9/3N5/2B1K4 w - - 0 1");
        assertFalse(p.isLegal(Move.parseIccs("c0e2")), "eye d1 is blocked");
        assertTrue(p.isLegal(Move.parseIccs("c0a2")));
        Position river = Fen.parse("3k5/9/9/9/9/2B6/9/9/9/4K4 w - - 0 1");
        assertFalse(river.isLegal(Move.parseIccs("c4a6")), "never across the river");
        assertFalse(river.isLegal(Move.parseIccs("c4e6")), "never across the river");
        assertTrue(river.isLegal(Move.parseIccs("c4e2")));
    }

    @Test
    void kingsMayNeverFaceEachOther() {
        // the red horse on e3 is the only piece between the kings: every move of it opens the file
        Position p = Fen.parse("4k4/9/9/9/9/9/4N4/9/9/4K4 w - - 0 1");
        assertFalse(p.isLegal(Move.parseIccs("e3c4")));
        assertFalse(p.isLegal(Move.parseIccs("e3g2")));
        for (int m : p.legalMoves()) {
            assertTrue(Move.from(m) != Square.parse("e3"), "pinned horse moved: " + Move.iccs(m));
        }
        Position k = Fen.parse("3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1");
        assertFalse(k.isLegal(Move.parseIccs("e0d0")), "the king may not step onto the open file of the other");
        assertTrue(k.isLegal(Move.parseIccs("e0e1")));
    }

    @Test
    void pawnsMoveSidewaysOnlyAcrossTheRiver() {
        Position p = Fen.parse("3k5/9/9/9/2P6/9/4P4/9/9/4K4 w - - 0 1");
        assertTrue(p.isLegal(Move.parseIccs("c5b5")), "crossed: sideways");
        assertTrue(p.isLegal(Move.parseIccs("c5c6")));
        assertFalse(p.isLegal(Move.parseIccs("c5c4")), "never backwards");
        assertFalse(p.isLegal(Move.parseIccs("e3d3")), "not crossed: no sideways move");
        assertTrue(p.isLegal(Move.parseIccs("e3e4")));
    }
}
