package org.xqlab.tune;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;

/**
 * A genetic algorithm (the seed thesis, §2.3.3). The population ({@code population} tables) is made at
 * the first iteration: the start table, and the start with every chosen weight moved by up to ±2·step
 * (from a generator seeded by the run's seed alone). One iteration is one generation: the two tables of
 * lowest training error survive, the others are replaced by children of two tournament winners (uniform
 * crossover) with each chosen weight mutated (±1…step) with probability max(1/n, 0.1). The method then
 * stands on the best table of the population.
 */
final class GeneticAlgorithm implements Optimiser {
    @Override
    public void iterate(MethodState ms, Context context) {
        TuneSettings s = context.settings();
        int[] chosen = context.chosen();
        Random rnd = context.random();
        if (ms.population.isEmpty()) {
            Random init = new Random(s.seed() * 0x9E3779B97F4A7C15L - 1);
            for (int p = 0; p < s.population(); p++) {
                int[] v = s.start().vector();
                if (p > 0) {
                    for (int i : chosen) {
                        v[i] = Optimiser.clamp(v[i] + init.nextInt(4 * s.step() + 1) - 2 * s.step());
                    }
                }
                ms.population.add(v);
                ms.populationErrors.add(p == 0 ? ms.currentError : context.error(ms, v));
            }
        }
        int size = ms.population.size();
        Integer[] order = new Integer[size];
        for (int i = 0; i < size; i++) {
            order[i] = i;
        }
        Arrays.sort(order, (a, b) -> Double.compare(ms.populationErrors.get(a), ms.populationErrors.get(b)));
        List<int[]> next = new ArrayList<>();
        List<Double> nextErrors = new ArrayList<>();
        for (int e = 0; e < 2; e++) {
            next.add(ms.population.get(order[e]));
            nextErrors.add(ms.populationErrors.get(order[e]));
        }
        double mutation = Math.max(1.0 / chosen.length, 0.1);
        while (next.size() < size) {
            int[] a = ms.population.get(tournament(ms, rnd));
            int[] b = ms.population.get(tournament(ms, rnd));
            int[] child = a.clone();
            for (int i : chosen) {
                if (rnd.nextBoolean()) {
                    child[i] = b[i];
                }
                if (rnd.nextDouble() < mutation) {
                    int delta = 1 + rnd.nextInt(s.step());
                    child[i] = Optimiser.clamp(child[i] + (rnd.nextBoolean() ? delta : -delta));
                }
            }
            next.add(child);
            nextErrors.add(context.error(ms, child));
        }
        ms.population = next;
        ms.populationErrors = nextErrors;
        for (int i = 0; i < size; i++) {
            ms.offer(next.get(i), nextErrors.get(i));
        }
        ms.current = ms.best.clone();
        ms.currentError = ms.bestError;
    }

    /** The better of two members drawn at random (the first on a tie). */
    private static int tournament(MethodState ms, Random rnd) {
        int a = rnd.nextInt(ms.population.size());
        int b = rnd.nextInt(ms.population.size());
        return ms.populationErrors.get(a) <= ms.populationErrors.get(b) ? a : b;
    }
}
