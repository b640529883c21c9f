package org.xqlab.tune;

import java.util.ArrayList;
import java.util.List;

/**
 * One tuning method's progress, saved in the run's state file after every iteration (public fields for
 * Jackson). {@code errors[i]} is the training error of the best table after iteration i (0: the start).
 * The fields below {@link #step} belong to one optimiser each; the others are common to all.
 */
public final class MethodState {
    public int iteration;
    /** The table the method stands on and its training error. */
    public int[] current;
    public double currentError;
    /** The table of lowest training error so far and that error. */
    public int[] best;
    public double bestError;
    public List<Double> errors = new ArrayList<>();
    /** {@code heldOutErrors[i]}: the held-out error of the best table after iteration i (empty without). */
    public List<Double> heldOutErrors = new ArrayList<>();
    /** The table with the lowest held-out error so far (the start's at first) and that error. */
    public int[] bestHeldOut;
    public double bestHeldOutError;
    /** The training error of {@link #bestHeldOut} (NaN in a state file written before it was kept). */
    public double bestHeldOutTrainingError = Double.NaN;
    /** Iterations since the held-out error last fell; the iteration early stopping ended at (0: none). */
    public int sinceHeldOutImproved;
    public int stoppedAt;
    public long millis;
    /** How many tables the method has had the error function evaluate. */
    public long evaluations;
    /** The step of the local search ({@link TexelSearch} halves it) and the proposals' largest move. */
    public int step;
    /** The genetic algorithm's population and the training error of each member. */
    public List<int[]> population = new ArrayList<>();
    /** The gradient method's real-valued weights (the chosen ones, in order), Adam's moments and steps. */
    public double[] real;
    public double[] moment1;
    public double[] moment2;
    public int adamSteps;
    public List<Double> populationErrors = new ArrayList<>();

    /** Makes {@code table} (of training error {@code error}) the best when it is below the best so far. */
    void offer(int[] table, double error) {
        if (error < bestError) {
            best = table.clone();
            bestError = error;
        }
    }
}
