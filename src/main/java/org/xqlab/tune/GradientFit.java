package org.xqlab.tune;

import java.util.Arrays;
import java.util.Set;
import org.xqlab.rules.Piece;
import org.xqlab.rules.Position;
import org.xqlab.search.EvalTerm;
import org.xqlab.search.EvalWeights;
import org.xqlab.search.Evaluator;

/**
 * Texel tuning the way modern engines do it: a logistic regression of the game results on the
 * evaluation, fitted by gradient descent (Adam) over all chosen weights at once — hundreds of weights
 * (every per-point correction of {@link EvalTerm#SQUARE}) where a coordinate-wise search tries one at a time.
 *
 * <p>The evaluation is linear in almost every weight: a piece value or a placement bonus moves the
 * material-and-placement tables ({@link Evaluator#tableValue}), a knowledge weight multiplies a count.
 * So the fit writes each position's evaluation (from red's side) near a table (the tuner's current
 * one, at every iteration) as {@code base + Σ c_j · (w_j − start_j)}: the coefficients of table weights come from how a weight
 * changes the tables, tapered by the position's phase; those of the other weights from a difference
 * quotient over {@value #PROBE} cp (exact for the linear ones; for the phase weights and the king-guard
 * units, which the evaluation does not use linearly, a tangent — hence a new linearisation at each iteration). The error it descends is
 * the tuner's, {@code mean (result − sigmoid(K · eval))²} with the tuner's K; after each iteration the
 * weights are rounded and the tuner measures the real error of the rounded table, so what it reports is
 * never the model's.
 *
 * <p>A small weight decay ({@value #DECAY} per cp) towards the run's start table keeps weights the data
 * rarely sees near their start.
 *
 * <p>Deterministic: one thread, a fixed order of sums, no randomness. The optimiser's state (real
 * weights and moments) lives in the tuner's state file, so a resumed run continues exactly.
 */
final class GradientFit {
    /** Full passes over the data per iteration of the tuner. */
    static final int EPOCHS = 40;
    /** The difference quotient's step for weights outside the tables. */
    static final int PROBE = 16;
    private static final double BETA1 = 0.9;
    private static final double BETA2 = 0.999;
    private static final double EPSILON = 1e-12;
    /**
     * Weight decay towards the run's start table, per cp of distance: a weight seen in one position in a
     * thousand settles within a few cp of its start instead of drifting wherever a handful of games push
     * it, while a weight seen in every tenth position moves as the data says.
     */
    static final double DECAY = 1e-8;

    private final int[] chosen;
    private final double[] start;
    private final double[] anchor;
    private final double[] base;
    private final double[] results;
    private final int[] rowStart;
    private final int[] column;
    private final float[] coefficient;
    private final double k;
    private final double rate;

    /**
     * Linearises the evaluation of {@code positions} around {@code startTable} for the chosen weights,
     * with the weight decay pulling towards {@code anchorTable} (the run's start; the linearisation is at
     * the tuner's current table). {@code rate} is Adam's step in centipawns.
     */
    GradientFit(Position[] positions, double[] results, EvalWeights startTable, EvalWeights anchorTable,
                Set<EvalTerm> terms, int[] chosen, double k, double rate) {
        this.chosen = chosen.clone();
        this.results = results;
        this.k = k;
        this.rate = rate;
        int[] startVector = startTable.vector();
        start = new double[chosen.length];
        anchor = new double[chosen.length];
        for (int j = 0; j < chosen.length; j++) {
            start[j] = startVector[chosen[j]];
            anchor[j] = anchorTable.get(chosen[j]);
        }
        Evaluator e0 = Evaluator.of(startTable, terms, true);
        base = new double[positions.length];
        for (int i = 0; i < positions.length; i++) {
            base[i] = e0.evaluateForRed(positions[i]);
        }
        // table weights: which (code, point) entries each one moves, and by how much
        int entries = 16 * 256;
        int[][] touchedBy = new int[entries][];
        float[][] mgBy = new float[entries][];
        float[][] egBy = new float[entries][];
        boolean[] inTables = new boolean[chosen.length];
        Evaluator[] probes = new Evaluator[chosen.length];
        int[] probeStep = new int[chosen.length];
        for (int j = 0; j < chosen.length; j++) {
            int v = startVector[chosen[j]];
            probeStep[j] = v + PROBE <= EvalWeights.LIMIT ? PROBE : -PROBE;
            Evaluator e1 = Evaluator.of(startTable.with(chosen[j], v + probeStep[j]), terms, true);
            // a weight that moves table entries acts through them alone (material, placement, per-point);
            // one that moves none (knowledge, phase) is probed on each position
            for (int code = 0; code < 16; code++) {
                for (int sq = 0; sq < 256; sq++) {
                    double dm = (e1.tableValue(false, code, sq) - e0.tableValue(false, code, sq)) / (double) probeStep[j];
                    double de = (e1.tableValue(true, code, sq) - e0.tableValue(true, code, sq)) / (double) probeStep[j];
                    if (dm != 0 || de != 0) {
                        int at = (code << 8) | sq;
                        int n = touchedBy[at] == null ? 0 : touchedBy[at].length;
                        touchedBy[at] = touchedBy[at] == null ? new int[1] : Arrays.copyOf(touchedBy[at], n + 1);
                        mgBy[at] = mgBy[at] == null ? new float[1] : Arrays.copyOf(mgBy[at], n + 1);
                        egBy[at] = egBy[at] == null ? new float[1] : Arrays.copyOf(egBy[at], n + 1);
                        touchedBy[at][n] = j;
                        mgBy[at][n] = (float) dm;
                        egBy[at][n] = (float) de;
                        inTables[j] = true;
                    }
                }
            }
            if (!inTables[j]) {
                probes[j] = e1;
            }
        }
        // the sparse rows: coefficient of each chosen weight in each position's evaluation
        double[] scratch = new double[chosen.length];
        boolean[] used = new boolean[chosen.length];
        int[] list = new int[chosen.length];
        int[] starts = new int[positions.length + 1];
        int[] cols = new int[positions.length * 16];
        float[] coefs = new float[positions.length * 16];
        int size = 0;
        for (int i = 0; i < positions.length; i++) {
            Position p = positions[i];
            int listed = 0;
            double max = e0.phaseMax();
            double ph = e0.tapered() ? e0.phase(p) : max;
            for (int id = 16; id < 48; id++) {
                int sq = p.squareOf(id);
                if (sq == 0) {
                    continue;
                }
                int at = (Piece.codeOf(id) << 8) | sq;
                int[] js = touchedBy[at];
                if (js == null) {
                    continue;
                }
                double sign = id < 32 ? 1 : -1;
                for (int n = 0; n < js.length; n++) {
                    int j = js[n];
                    double c = max > 0 ? (mgBy[at][n] * ph + egBy[at][n] * (max - ph)) / max : mgBy[at][n];
                    if (!used[j]) {
                        used[j] = true;
                        list[listed++] = j;
                    }
                    scratch[j] += sign * c;
                }
            }
            for (int j = 0; j < chosen.length; j++) {
                if (!inTables[j]) {
                    double c = (probes[j].evaluateForRed(p) - base[i]) / probeStep[j];
                    if (c != 0) {
                        used[j] = true;
                        list[listed++] = j;
                        scratch[j] = c;
                    }
                }
            }
            Arrays.sort(list, 0, listed);
            starts[i] = size;
            for (int n = 0; n < listed; n++) {
                int j = list[n];
                if (scratch[j] != 0) {
                    if (size == cols.length) {
                        cols = Arrays.copyOf(cols, size * 2);
                        coefs = Arrays.copyOf(coefs, size * 2);
                    }
                    cols[size] = j;
                    coefs[size] = (float) scratch[j];
                    size++;
                }
                scratch[j] = 0;
                used[j] = false;
            }
        }
        starts[positions.length] = size;
        rowStart = starts;
        column = Arrays.copyOf(cols, size);
        coefficient = Arrays.copyOf(coefs, size);
    }

    /** The model's evaluation of position {@code i} with the chosen weights moved by {@code delta}. */
    double predict(int i, int[] delta) {
        double e = base[i];
        for (int at = rowStart[i]; at < rowStart[i + 1]; at++) {
            e += coefficient[at] * delta[column[at]];
        }
        return e;
    }

    /** How many coefficients the linearisation holds (its size in memory, about 8 bytes each). */
    int coefficients() {
        return column.length;
    }

    /**
     * Runs {@link #EPOCHS} Adam steps on the full data from the state's real-valued weights (started
     * from the current table when it has none) and writes the rounded result into {@code ms.current}.
     * The linearisation should be at {@code ms.current}, the rounding of the real weights.
     */
    void iterate(MethodState ms) {
        int n = chosen.length;
        if (ms.real == null) {
            ms.real = new double[n];
            for (int j = 0; j < n; j++) {
                ms.real[j] = ms.current[chosen[j]];
            }
            ms.moment1 = new double[n];
            ms.moment2 = new double[n];
        }
        double[] x = ms.real;
        double[] gradient = new double[n];
        double scale = k * Math.log(10) / 400;
        for (int epoch = 0; epoch < EPOCHS; epoch++) {
            Arrays.fill(gradient, 0);
            for (int i = 0; i < base.length; i++) {
                double e = base[i];
                int to = rowStart[i + 1];
                for (int at = rowStart[i]; at < to; at++) {
                    int j = column[at];
                    e += coefficient[at] * (x[j] - start[j]);
                }
                double s = ErrorFunction.sigmoid(k, e);
                // d/d eval of (result − s)²
                double g = -2 * (results[i] - s) * s * (1 - s) * scale;
                for (int at = rowStart[i]; at < to; at++) {
                    gradient[column[at]] += g * coefficient[at];
                }
            }
            ms.adamSteps++;
            double c1 = 1 - Math.pow(BETA1, ms.adamSteps);
            double c2 = 1 - Math.pow(BETA2, ms.adamSteps);
            for (int j = 0; j < n; j++) {
                double g = gradient[j] / base.length + DECAY * (x[j] - anchor[j]);
                ms.moment1[j] = BETA1 * ms.moment1[j] + (1 - BETA1) * g;
                ms.moment2[j] = BETA2 * ms.moment2[j] + (1 - BETA2) * g * g;
                double step = rate * (ms.moment1[j] / c1) / (Math.sqrt(ms.moment2[j] / c2) + EPSILON);
                x[j] = Math.max(-EvalWeights.LIMIT, Math.min(EvalWeights.LIMIT, x[j] - step));
            }
        }
        int[] v = ms.current.clone();
        for (int j = 0; j < n; j++) {
            v[chosen[j]] = (int) Math.round(x[j]);
        }
        ms.current = v;
    }
}
