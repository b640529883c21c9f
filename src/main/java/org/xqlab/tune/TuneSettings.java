package org.xqlab.tune;

import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.xqlab.search.EvalTerm;
import org.xqlab.search.EvalWeights;

/**
 * What a tuning run does: the methods, the chosen weights (indices into {@link EvalWeights#all}), the
 * start table and its terms, the iterations, seed, step, the genetic algorithm's population, the threads
 * of the error function and the held-out share of the games. Every value is checked here, with the
 * command-line option it comes from in the message.
 */
public record TuneSettings(List<TuneMethod> methods, int[] chosen, EvalWeights start, Set<EvalTerm> terms, int iterations,
                           long seed, int step, int population, int threads, double holdout) {
    public TuneSettings {
        if (!(holdout >= 0 && holdout <= 0.9)) {
            throw new IllegalArgumentException("--holdout must be a share from 0 to 0.9, not " + holdout);
        }
        if (methods.isEmpty()) {
            throw new IllegalArgumentException("--methods names no method");
        }
        if (chosen.length == 0) {
            throw new IllegalArgumentException("--weights chooses no weight");
        }
        if (iterations < 1) {
            throw new IllegalArgumentException("--iterations must be at least 1");
        }
        if (step < 1) {
            throw new IllegalArgumentException("--step must be at least 1");
        }
        if (population < 4) {
            throw new IllegalArgumentException("--population must be at least 4");
        }
        if (threads < 1) {
            throw new IllegalArgumentException("--threads must be at least 1");
        }
    }

    /**
     * The weights chosen by a comma-separated list: {@code all} (every weight of the switched-on
     * terms), term names ({@code material}, {@code placement}, {@code cannon.hollow} …, English or
     * Chinese) and weight names ({@code material.rook.mg}).
     */
    public static int[] choose(String list, Set<EvalTerm> terms) {
        TreeSet<Integer> out = new TreeSet<>();
        for (String raw : list.split(",")) {
            String item = raw.strip();
            if (item.isEmpty()) {
                continue;
            }
            if (item.equalsIgnoreCase("all")) {
                for (EvalWeights.Weight w : EvalWeights.all()) {
                    if (terms.contains(w.term())) {
                        out.add(w.index());
                    }
                }
                continue;
            }
            EvalTerm term = EvalTerm.byName(item);
            EvalWeights.Weight weight = EvalWeights.byName(item);
            if (weight != null) {
                out.add(weight.index());
            } else if (term != null) {
                EvalWeights.of(term).forEach(w -> out.add(w.index()));
            } else {
                throw new IllegalArgumentException("--weights: '" + item + "' is neither 'all', a term (material, "
                        + "placement, taper, cannon.hollow, …) nor a weight name (material.rook.mg, …; see docs/search.md)");
            }
        }
        return out.stream().mapToInt(Integer::intValue).toArray();
    }
}
