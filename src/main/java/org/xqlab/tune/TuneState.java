package org.xqlab.tune;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * What a tuning run has done, saved as JSON ({@code state.json}) after every iteration so that a stopped
 * run resumes exactly (public fields for Jackson); with what the outputs judge each method by.
 */
public final class TuneState {
    /** Which run the file belongs to: the data, weights, start, terms, seed, step, population and held-out share. */
    public String fingerprint;
    public double k;
    public double startError;
    public int dataSize;
    /** Held-out positions (0 without a held-out share) and the start table's error on them. */
    public int heldOutSize;
    public double startHeldOutError;
    public Map<String, MethodState> methods = new LinkedHashMap<>();

    /** The error a method is judged by: its lowest held-out error with a held-out set, else its best error. */
    double judged(MethodState ms) {
        return heldOutSize > 0 && ms.bestHeldOut != null ? ms.bestHeldOutError : ms.bestError;
    }

    /** A method's result: the table of its lowest held-out error with a held-out set, else its best table. */
    int[] result(MethodState ms) {
        return heldOutSize > 0 && ms.bestHeldOut != null ? ms.bestHeldOut : ms.best;
    }

    /**
     * The training error of a method's {@link #result}: its best error without a held-out set; with one,
     * that of its table of lowest held-out error, which early stopping may have taken before the lowest
     * training error (a state file without it gives the lowest training error).
     */
    double finalError(MethodState ms) {
        return heldOutSize > 0 && ms.bestHeldOut != null && !Double.isNaN(ms.bestHeldOutTrainingError)
                ? ms.bestHeldOutTrainingError : ms.bestError;
    }

    /**
     * Whether the run's best table is refused: there is a held-out set and no method's held-out error
     * fell below the start table's (the fit did not carry over to games it had not seen).
     */
    public boolean refused(String winner) {
        return heldOutSize > 0 && !(judged(methods.get(winner)) < startHeldOutError);
    }
}
