package org.xqlab.tune;

import org.xqlab.search.EvalWeights;

/**
 * Texel tuning the modern way, for hundreds of weights at once: one iteration linearises the evaluation
 * at the current table ({@link GradientFit}: the phase weights and king-guard units are not linear, so the
 * tangent is taken anew each time), runs {@value GradientFit#EPOCHS} steps of Adam (step size
 * {@code step}/4 cp) on the model's error, rounds the weights and measures the real training error of the
 * rounded table — what the method reports is never the model's error.
 */
final class GradientDescent implements Optimiser {
    @Override
    public void iterate(MethodState ms, Context context) {
        TuneSettings s = context.settings();
        ErrorFunction f = context.training();
        new GradientFit(f.positions(), f.results(), EvalWeights.ofVector(ms.current), s.start(), s.terms(),
                s.chosen(), f.k(), s.step() / 4.0).iterate(ms);
        ms.currentError = context.error(ms, ms.current);
        ms.offer(ms.current, ms.currentError);
    }
}
