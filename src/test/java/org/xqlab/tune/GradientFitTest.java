package org.xqlab.tune;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.xqlab.rules.Fen;
import org.xqlab.rules.Position;
import org.xqlab.search.EvalTerm;
import org.xqlab.search.EvalWeights;
import org.xqlab.search.Evaluator;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The gradient method's model of the evaluation is the evaluation: for linear weights its coefficients
 * predict exactly (up to the taper's rounding) what a changed table scores, and its steps lower the real
 * error of positions whose results a per-point weight explains.
 */
class GradientFitTest {
    /** Positions from random games: every kind of piece on many points, several phases. */
    private static Position[] randomPositions(int count, long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        List<Position> out = new ArrayList<>();
        while (out.size() < count) {
            Position p = Fen.parse(Fen.START);
            int plies = 4 + rnd.nextInt(80);
            for (int k = 0; k < plies; k++) {
                int[] legal = p.legalMoves();
                if (legal.length == 0) {
                    break;
                }
                p.play(legal[rnd.nextInt(legal.length)]);
            }
            out.add(Fen.parse(Fen.format(p)));
        }
        return out.toArray(new Position[0]);
    }

    private static int index(String name) {
        return EvalWeights.byName(name).index();
    }

    @Test
    void theLinearModelPredictsTheChangedTablesEvaluation() {
        Position[] positions = randomPositions(300, 5);
        double[] results = new double[positions.length];
        java.util.Set<EvalTerm> terms = Evaluator.defaultTerms();
        String[] names = {"material.rook.mg", "material.pawn.eg", "placement.horse.post.mg", "square.horse.c7.mg",
            "square.pawn.e6.eg", "rook.mobility.mg", "cannon.hollow.mg", "king.guards.mg"};
        int[] chosen = new int[names.length];
        for (int j = 0; j < names.length; j++) {
            chosen[j] = index(names[j]);
        }
        GradientFit fit = new GradientFit(positions, results, EvalWeights.defaults(), EvalWeights.defaults(), terms,
                chosen, 1, 1);
        assertTrue(fit.coefficients() > positions.length, "rooks, pawns and mobility are in almost every position");
        int[] delta = {40, -15, 25, 30, 50, 2, -20, 3};
        EvalWeights changed = EvalWeights.defaults();
        for (int j = 0; j < names.length; j++) {
            changed = changed.with(chosen[j], changed.get(chosen[j]) + delta[j]);
        }
        Evaluator after = Evaluator.of(changed, terms, true);
        Evaluator before = Evaluator.of(EvalWeights.defaults(), terms, true);
        // the evaluation is a whole number (the taper divides and truncates): up to 1 cp off the model, and
        // a knowledge weight's coefficient is the quotient of two such numbers over GradientFit.PROBE, so it
        // may be off by 2 / PROBE for each cp that weight moves (rook.mobility, cannon.hollow, king.guards)
        double tolerance = 1.01 + 2.0 * (Math.abs(delta[5]) + Math.abs(delta[6]) + Math.abs(delta[7])) / GradientFit.PROBE;
        int moved = 0;
        for (int i = 0; i < positions.length; i++) {
            double predicted = fit.predict(i, delta);
            int actual = after.evaluateForRed(positions[i]);
            assertEquals(actual, predicted, tolerance, "position " + Fen.format(positions[i]));
            moved += actual != before.evaluateForRed(positions[i]) ? 1 : 0;
        }
        assertTrue(moved > positions.length / 2, "the changes matter in most positions: " + moved);
    }

    @Test
    void stepsLowerTheRealErrorByMovingTheWeightThatExplainsTheResults() {
        // a horse each, anywhere; red wins exactly when its horse stands on c7 or g7, black when its
        // horse stands on c2 or g2 (its own c7 or g7): only that point's weight explains the results
        SplittableRandom rnd = new SplittableRandom(9);
        Position[] positions = new Position[400];
        double[] results = new double[positions.length];
        for (int i = 0; i < positions.length; i++) {
            char[][] board = new char[10][9];
            for (char[] row : board) {
                java.util.Arrays.fill(row, '.');
            }
            board[0][3] = 'k';
            board[9][5] = 'K';
            int red = 9 + 9 * (1 + rnd.nextInt(8)) + rnd.nextInt(9); // FEN rows 1-8
            int black = 9 * (1 + rnd.nextInt(8)) + rnd.nextInt(9);
            while (black == red) {
                black = 9 * (1 + rnd.nextInt(8)) + rnd.nextInt(9);
            }
            if (i % 3 == 0) {
                red = 2 * 9 + (rnd.nextBoolean() ? 2 : 6); // c7 or g7
            } else if (i % 3 == 1) {
                black = 7 * 9 + (rnd.nextBoolean() ? 2 : 6); // c2 or g2
            }
            board[red / 9][red % 9] = 'N';
            board[black / 9][black % 9] = 'n';
            StringBuilder fen = new StringBuilder();
            for (int r = 0; r < 10; r++) {
                fen.append(r == 0 ? "" : "/").append(new String(board[r]));
            }
            StringBuilder packed = new StringBuilder();
            for (String row : fen.toString().split("/")) {
                packed.append(packed.length() == 0 ? "" : "/").append(pack(row));
            }
            try {
                positions[i] = Fen.parse(packed + (i % 2 == 0 ? " w" : " b") + " - - 0 1");
            } catch (org.xqlab.rules.FenException e) {
                i--; // a horse gives check to the side not to move: draw another
                continue;
            }
            boolean redOn = board[2][2] == 'N' || board[2][6] == 'N';
            boolean blackOn = board[7][2] == 'n' || board[7][6] == 'n';
            results[i] = redOn == blackOn ? 0.5 : redOn ? 1 : 0;
        }
        int point = index("square.horse.c7.mg");
        int[] chosen = {point, point + 1};
        java.util.Set<EvalTerm> terms = Evaluator.defaultTerms();
        MethodState ms = new MethodState();
        ms.current = EvalWeights.defaults().vector();
        double before = error(positions, results, EvalWeights.defaults(), terms);
        for (int it = 0; it < 3; it++) {
            new GradientFit(positions, results, EvalWeights.ofVector(ms.current), EvalWeights.defaults(), terms, chosen, 1, 4)
                    .iterate(ms);
        }
        EvalWeights tuned = EvalWeights.ofVector(ms.current);
        assertTrue(tuned.get(point) + tuned.get(point + 1) > 100, "a horse on c7 is worth more: " + tuned.get(point)
                + " " + tuned.get(point + 1));
        assertTrue(error(positions, results, tuned, terms) < before - 0.01, "the real error falls");
    }

    /** A FEN row from one with a dot per empty point. */
    private static String pack(String row) {
        StringBuilder sb = new StringBuilder();
        int empty = 0;
        for (char c : row.toCharArray()) {
            if (c == '.') {
                empty++;
                continue;
            }
            if (empty > 0) {
                sb.append(empty);
                empty = 0;
            }
            sb.append(c);
        }
        return empty > 0 ? sb.append(empty).toString() : sb.toString();
    }

    private static double error(Position[] positions, double[] results, EvalWeights w, java.util.Set<EvalTerm> terms) {
        Evaluator e = Evaluator.of(w, terms, true);
        double sum = 0;
        for (int i = 0; i < positions.length; i++) {
            double d = results[i] - ErrorFunction.sigmoid(1, e.evaluateForRed(positions[i]));
            sum += d * d;
        }
        return sum / positions.length;
    }
}
