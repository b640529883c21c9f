package org.xqlab.tune;

import java.util.Random;
import org.xqlab.search.EvalWeights;

/**
 * One tuning method: an iteration moves a {@link MethodState} (the table it stands on, the best table
 * and their training errors, and the method's own fields) towards a lower {@link ErrorFunction error}.
 * {@link Tuner} drives every optimiser the same way — iterations, the held-out check and early stopping,
 * the state file — so an optimiser holds no state of its own between iterations: a resumed run continues
 * exactly. Randomness comes only from {@link Context#random}, seeded by the run's seed, the method and
 * the iteration.
 */
public interface Optimiser {
    /** Runs one iteration on {@code ms}: afterwards {@code ms.best} and {@code ms.bestError} are the best so far. */
    void iterate(MethodState ms, Context context);

    /**
     * What an iteration may use: the run's settings, the training error, and the iteration's random
     * generator.
     */
    record Context(TuneSettings settings, ErrorFunction training, Random random) {
        /** The chosen weights (indices into {@link EvalWeights#all}). */
        int[] chosen() {
            return settings.chosen();
        }

        /** The training error of table {@code v}, counted in {@code ms.evaluations}. */
        double error(MethodState ms, int[] v) {
            ms.evaluations++;
            return training.error(EvalWeights.ofVector(v));
        }
    }

    /** A weight kept within the table's limits (±{@link EvalWeights#LIMIT}). */
    static int clamp(int v) {
        return Math.max(-EvalWeights.LIMIT, Math.min(EvalWeights.LIMIT, v));
    }
}
