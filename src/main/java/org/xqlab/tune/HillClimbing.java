package org.xqlab.tune;

import java.util.Random;

/**
 * Stochastic hill climbing (the seed thesis, §2.3.3): one iteration makes as many random proposals as
 * there are chosen weights — one weight moved by ±1…step — and keeps each only when it lowers the training
 * error. {@link SimulatedAnnealing} makes the same proposals and sometimes keeps a worse one.
 */
class HillClimbing implements Optimiser {
    @Override
    public void iterate(MethodState ms, Context context) {
        int[] chosen = context.chosen();
        Random rnd = context.random();
        for (int n = 0; n < chosen.length; n++) {
            int[] c = ms.current.clone();
            int i = chosen[rnd.nextInt(chosen.length)];
            int delta = 1 + rnd.nextInt(ms.step);
            c[i] = Optimiser.clamp(c[i] + (rnd.nextBoolean() ? delta : -delta));
            double e = context.error(ms, c);
            double d = e - ms.currentError;
            if (d < 0 || acceptsWorse(d, ms, rnd)) {
                ms.current = c;
                ms.currentError = e;
                ms.offer(c, e);
            }
        }
    }

    /** Whether a proposal {@code d} worse than the current table is kept anyway: never, for hill climbing. */
    boolean acceptsWorse(double d, MethodState ms, Random rnd) {
        return false;
    }
}
