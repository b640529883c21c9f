package org.xqlab.search;

import org.junit.jupiter.api.Test;
import org.xqlab.rules.Fen;
import org.xqlab.rules.Piece;
import org.xqlab.rules.Position;
import org.xqlab.rules.Square;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The evaluation is colour-symmetric: a position and its colour-flipped mirror get opposite values for red. */
class EvaluatorTest {

    /** The bench positions and the positions along seeded random games from the start. */
    static List<Position> positions() {
        List<Position> list = new ArrayList<>();
        for (String fen : Bench.POSITIONS) {
            list.add(Fen.parse(fen));
        }
        SplittableRandom random = new SplittableRandom(7);
        for (int game = 0; game < 20; game++) {
            Position p = Position.startPosition();
            for (int ply = 0; ply < 60; ply++) {
                int[] moves = p.legalMoves();
                if (moves.length == 0) {
                    break;
                }
                p.play(moves[random.nextInt(moves.length)]);
                if (ply % 6 == 5) {
                    list.add(Fen.parse(Fen.format(p)));
                }
            }
        }
        return list;
    }

    /** Red becomes black and black red, every point rotated by 180°, the other side to move. */
    static Position colourFlipped(Position p) {
        Position f = new Position();
        for (int id = 16; id < 48; id++) {
            int sq = p.squareOf(id);
            if (sq != 0) {
                f.addPiece(Piece.colorOf(id) ^ 1, Piece.typeOf(id), Square.flip(sq));
            }
        }
        f.setSideToMove(p.sideToMove() ^ 1);
        return f;
    }

    /** The same position mirrored left to right. */
    static Position mirrored(Position p) {
        Position m = new Position();
        for (int id = 16; id < 48; id++) {
            int sq = p.squareOf(id);
            if (sq != 0) {
                m.addPiece(Piece.colorOf(id), Piece.typeOf(id), Square.mirror(sq));
            }
        }
        m.setSideToMove(p.sideToMove());
        return m;
    }

    private static int forRed(Position p, boolean knowledge) {
        int v = Evaluator.evaluate(p, knowledge);
        return p.sideToMove() == Piece.RED ? v : -v;
    }

    @Test
    void evaluationOfAPositionIsMinusThatOfItsColourFlippedMirror() {
        List<Position> all = positions();
        assertTrue(all.size() > 150, "positions: " + all.size());
        for (Position p : all) {
            Position f = colourFlipped(p);
            for (boolean knowledge : new boolean[] {true, false}) {
                assertEquals(forRed(p, knowledge), -forRed(f, knowledge), () -> Fen.format(p));
                assertEquals(Evaluator.evaluate(p, knowledge), Evaluator.evaluate(f, knowledge),
                        "the side to move sees the same value");
            }
        }
    }

    @Test
    void theExtendedEvaluationIsColourAndMirrorSymmetricToo() {
        Evaluator extended = SearchConfig.preset("extended").evaluator();
        Evaluator noTaper = SearchConfig.preset("extended").with("eval.taper", "off").evaluator();
        for (Position p : positions()) {
            for (Evaluator e : new Evaluator[] {extended, noTaper}) {
                assertEquals(e.evaluateForRed(p), -e.evaluateForRed(colourFlipped(p)), () -> Fen.format(p));
                assertEquals(e.evaluate(p), e.evaluate(mirrored(p)), () -> Fen.format(p));
            }
        }
    }

    @Test
    void evaluationIsTheSameForTheLeftRightMirror() {
        for (Position p : positions()) {
            assertEquals(Evaluator.evaluate(p, true), Evaluator.evaluate(mirrored(p), true), () -> Fen.format(p));
        }
    }

    @Test
    void theStartPositionIsBalancedAndMaterialCounts() {
        assertEquals(0, Evaluator.evaluate(Position.startPosition(), true));
        Position noRook = Fen.parse("rnbakabn1/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1");
        assertTrue(Evaluator.evaluate(noRook, true) > 400, "a rook up is worth a lot");
    }

    /**
     * The taper blends by the phase and divides by the full phase truncating towards zero, whether that
     * division is a shift (the default full phase, 32) or not (a weights file with other phase weights).
     */
    @Test
    void theTaperTruncatesTowardsZeroWithAShiftOrADivision() {
        Evaluator shift = Evaluator.defaults();
        Evaluator divide = Evaluator.of(EvalWeights.defaults().with("taper.rook", 3), Evaluator.defaultTerms(), true);
        assertEquals(32, shift.phaseMax());
        assertEquals(28, divide.phaseMax());
        SplittableRandom random = new SplittableRandom(3);
        Position p = Position.startPosition();
        for (Evaluator e : List.of(shift, divide)) {
            int max = e.phaseMax();
            for (int i = 0; i < 20000; i++) {
                int mg = random.nextInt(-3000, 3001);
                int eg = random.nextInt(-3000, 3001);
                int phase = random.nextInt(0, max + 5);
                int ph = Math.min(phase, max);
                long blend = (long) mg * ph + (long) eg * (max - ph);
                assertEquals((int) (blend / max), e.evaluateTables(p, Evaluator.pack(mg, eg), phase), mg + " " + eg + " " + phase);
            }
        }
    }
}
