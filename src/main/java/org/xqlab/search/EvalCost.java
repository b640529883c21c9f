package org.xqlab.search;

import org.xqlab.rules.Fen;
import org.xqlab.rules.Position;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;

/**
 * What the evaluation costs, term by term: the time of one evaluation as the search makes it (material and
 * tables kept incrementally, so only the knowledge terms are computed), over positions reached by random
 * legal moves from the bench positions, replayed on one board as a search walks its tree. Each variant is
 * timed in turn, round after round, and the median of the rounds after the first third (the compiler's
 * warm-up) reported of its time less that of walking the same positions without evaluating them, in the same
 * round; a cost within the measurement's resolution is reported as a bound ({@link Cost}):
 * {@code tables} (no knowledge term), each knowledge term of the config alone, and {@code all} (the
 * config's evaluator). A measurement for the machine it runs on, to compare terms and builds by; the walk
 * is fixed by a seed, so every run evaluates the same positions.
 */
public final class EvalCost {
    private static final long SEED = 20261126L;
    private static final int WALKS_PER_POSITION = 24;
    private static final int WALK_PLIES = 24;
    /** Times over every walk in one timing: some milliseconds, long against the timer's and the machine's jitter. */
    private static final int PASSES = 8;
    /** The sums kept per position of a walk: tables, phase, counts, linear. */
    private static final int SUMS = 4;
    /** The sum of every value evaluated, so that the compiler cannot leave an evaluation out. */
    private static volatile long blackhole;

    private EvalCost() {
    }

    /**
     * The cost of one evaluation by variant, in the order {@code tables}, the knowledge terms of the config
     * (by key), {@code all}; {@code rounds} at least 3.
     */
    public static Map<String, Cost> measure(SearchConfig config, int rounds) {
        if (rounds < 3) {
            throw new IllegalArgumentException("rounds must be at least 3: " + rounds);
        }
        Evaluator all = config.evaluator();
        Set<EvalTerm> base = EnumSet.noneOf(EvalTerm.class);
        List<EvalTerm> knowledge = new ArrayList<>();
        for (EvalTerm t : all.terms()) {
            if (t.isKnowledge()) {
                knowledge.add(t);
            } else {
                base.add(t);
            }
        }
        Map<String, Evaluator> variants = new LinkedHashMap<>();
        variants.put("tables", Evaluator.of(all.weights(), base, true));
        for (EvalTerm t : knowledge) {
            Set<EvalTerm> one = EnumSet.copyOf(base);
            one.add(t);
            variants.put(t.key(), Evaluator.of(all.weights(), one, true));
        }
        variants.put("all", all);

        List<Position> starts = new ArrayList<>();
        List<int[]> walks = walks(starts);
        Evaluator[] evaluators = variants.values().toArray(new Evaluator[0]);
        // the sums the search keeps on make, per variant and position on the walks: computed once, not timed
        long[][][] sums = new long[evaluators.length][][];
        for (int v = 0; v < evaluators.length; v++) {
            sums[v] = sums(starts, walks, evaluators[v]);
        }
        long[][] times = new long[evaluators.length + 1][rounds];
        for (int round = 0; round < rounds; round++) {
            for (int j = 0; j <= evaluators.length; j++) {
                int v = round % 2 == 0 ? j : evaluators.length - j; // the order reversed every other round
                times[v][round] = v < evaluators.length ? time(starts, walks, evaluators[v], sums[v])
                        : time(starts, walks, null, null);
            }
        }
        long evaluations = 0;
        for (int[] walk : walks) {
            evaluations += walk.length;
        }
        evaluations *= PASSES;
        // each round's variant less the walk timed beside it in the same round: the median of the warm rounds is the
        // cost; two standard errors of that median (from the rounds' interquartile range, as for a normal spread:
        // σ ≈ IQR / 1.349, the median's standard error ≈ 1.2533 σ / √n) the least a cost must be to be told from
        // nothing
        long[] walk = times[evaluators.length];
        Map<String, Cost> cost = new LinkedHashMap<>();
        int v = 0;
        for (String name : variants.keySet()) {
            long[] differences = new long[rounds];
            for (int round = 0; round < rounds; round++) {
                differences[round] = times[v][round] - walk[round];
            }
            v++;
            long[] warm = Arrays.copyOfRange(differences, rounds / 3, rounds);
            Arrays.sort(warm);
            long quartile1 = warm[(warm.length - 1) / 4];
            long quartile3 = warm[(3 * (warm.length - 1) + 3) / 4];
            double error = 1.2533 * Math.max(quartile3 - quartile1, 1) / 1.349 / Math.sqrt(warm.length);
            cost.put(name, new Cost(Bench.median(warm) / (double) evaluations, 2 * error / evaluations));
        }
        return cost;
    }

    /**
     * The time of one evaluation, in nanoseconds, and the resolution of its measurement (two standard errors of
     * the median over the rounds, per evaluation). A cost within its resolution cannot be told from nothing on
     * this machine: {@link #resolved()} is false and {@link #bound()} the most it can be.
     */
    public record Cost(double nanos, double resolution) {
        public boolean resolved() {
            return nanos > resolution;
        }

        /** What the cost is at most when it is not resolved: the measured cost (or 0) plus the resolution. */
        public double bound() {
            return Math.max(nanos, 0) + resolution;
        }

        /** {@code 30.5 ns}, or {@code < 1.2 ns} when the cost is within its resolution. */
        public String text() {
            return resolved() ? String.format(java.util.Locale.ROOT, "%.1f ns", nanos)
                    : String.format(java.util.Locale.ROOT, "< %.1f ns", bound());
        }
    }

    /** Random legal walks from each bench position (the start point of walk i is {@code starts.get(i)}). */
    private static List<int[]> walks(List<Position> starts) {
        Random random = new Random(SEED);
        List<int[]> walks = new ArrayList<>();
        int[] line = new int[WALK_PLIES];
        for (String fen : Bench.POSITIONS) {
            for (int w = 0; w < WALKS_PER_POSITION; w++) {
                Position p = Fen.parse(fen);
                int n = 0;
                while (n < WALK_PLIES) {
                    int[] moves = p.legalMoves();
                    if (moves.length == 0) {
                        break;
                    }
                    line[n] = moves[random.nextInt(moves.length)];
                    p.makeMove(line[n++]);
                }
                if (n > 0) {
                    starts.add(Fen.parse(fen));
                    walks.add(Arrays.copyOf(line, n));
                }
            }
        }
        return walks;
    }

    /**
     * For each walk, the sums the search keeps of each position on it: {tables, phase, counts, linear}
     * per ply.
     */
    private static long[][] sums(List<Position> starts, List<int[]> walks, Evaluator e) {
        long[][] sums = new long[walks.size()][];
        for (int i = 0; i < walks.size(); i++) {
            Position p = starts.get(i);
            int[] walk = walks.get(i);
            sums[i] = new long[SUMS * walk.length];
            for (int k = 0; k < walk.length; k++) {
                p.makeMove(walk[k]);
                int at = SUMS * k;
                sums[i][at] = e.sumTables(p);
                sums[i][at + 1] = e.sumPhase(p);
                sums[i][at + 2] = e.sumCounts(p);
                sums[i][at + 3] = e.sumLinear(p);
            }
            for (int k = walk.length - 1; k >= 0; k--) {
                p.unmakeMove();
            }
        }
        return sums;
    }

    /**
     * Nanoseconds to walk every line and take it back, {@link #PASSES} times, evaluating each position on the way
     * unless e is null.
     */
    private static long time(List<Position> starts, List<int[]> walks, Evaluator e, long[][] sums) {
        long total = 0;
        int sum = 0;
        for (int pass = 0; pass < PASSES; pass++) {
            for (int i = 0; i < walks.size(); i++) {
                Position p = starts.get(i);
                int[] walk = walks.get(i);
                long start = System.nanoTime();
                for (int k = 0; k < walk.length; k++) {
                    p.makeMove(walk[k]);
                    if (e != null) {
                        long[] s = sums[i];
                        int at = SUMS * k;
                        sum += e.evaluate(p, s[at], (int) s[at + 1], (int) s[at + 2], s[at + 3]);
                    }
                }
                for (int k = walk.length - 1; k >= 0; k--) {
                    p.unmakeMove();
                }
                total += System.nanoTime() - start;
            }
        }
        blackhole += sum; // keeps the evaluations from being optimised away
        return total;
    }

}
