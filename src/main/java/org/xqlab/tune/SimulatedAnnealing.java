package org.xqlab.tune;

import java.util.Random;

/**
 * Simulated annealing (the seed thesis, §2.3.3): the proposals of {@link HillClimbing}, but a proposal
 * {@code Δ} worse than the current table is kept with probability {@code exp(−Δ/T)}, with
 * {@code T = }{@value #T0}{@code  × }{@value #COOLING}{@code ^iteration}; the best table seen is the result.
 */
final class SimulatedAnnealing extends HillClimbing {
    /** The starting temperature, in units of the mean squared error. */
    static final double T0 = 2e-4;
    /** The cooling factor per iteration. */
    static final double COOLING = 0.85;

    @Override
    boolean acceptsWorse(double d, MethodState ms, Random rnd) {
        double temperature = T0 * Math.pow(COOLING, ms.iteration);
        return rnd.nextDouble() < Math.exp(-d / temperature);
    }
}
