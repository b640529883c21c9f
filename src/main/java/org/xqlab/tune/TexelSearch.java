package org.xqlab.tune;

/**
 * Texel tuning as Peter Österlund described it for chess: a coordinate-wise local search. One iteration
 * is a sweep over the chosen weights — for each, try {@code +step}, then {@code −step}, and keep the first
 * that lowers the training error; a sweep that changes nothing halves the step (down to 1). Deterministic:
 * it draws no random numbers. Its table only ever improves, so the current table is the best.
 */
final class TexelSearch implements Optimiser {
    @Override
    public void iterate(MethodState ms, Context context) {
        boolean improved = false;
        for (int i : context.chosen()) {
            for (int sign : new int[] {1, -1}) {
                int[] c = ms.current.clone();
                c[i] = Optimiser.clamp(c[i] + sign * ms.step);
                double e = context.error(ms, c);
                if (e < ms.currentError) {
                    ms.current = c;
                    ms.currentError = e;
                    improved = true;
                    break;
                }
            }
        }
        if (!improved && ms.step > 1) {
            ms.step = ms.step / 2;
        }
        ms.best = ms.current.clone();
        ms.bestError = ms.currentError;
    }
}
