package org.xqlab.tune;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Consumer;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.VectorGraphicsEncoder;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.xqlab.io.AtomicFile;
import org.xqlab.io.OutputStyle;
import org.xqlab.rules.Position;
import org.xqlab.search.EvalTerm;
import org.xqlab.search.EvalWeights;
import org.xqlab.search.Evaluator;

/**
 * Tunes a chosen subset of the evaluation's weights ({@link EvalWeights}) against a {@link TuneData}
 * set, by the methods of the seed thesis (§2.3.3 估值函数的优化: hill climbing, simulated annealing, a
 * genetic algorithm) and by Texel tuning, all minimising the same error so they can be compared: the
 * mean over the positions of {@code (result − sigmoid(K·eval))²} with {@code sigmoid(s) =
 * 1 / (1 + 10^(−s/400))}, {@code eval} the evaluation from red's side in centipawns and {@code K} fitted
 * once, before any method runs, to the starting weights (Texel's scaling constant).
 *
 * <p>One iteration of each method:
 * <ul>
 * <li>{@code texel}: a coordinate-wise local search — for each chosen weight, try {@code +step}, then
 *     {@code −step}, keep the first that lowers the error; a sweep that changes nothing halves the step
 *     (down to 1).</li>
 * <li>{@code hill}: stochastic hill climbing — as many random proposals as chosen weights (one weight,
 *     ±1…step), each kept only if it lowers the error.</li>
 * <li>{@code anneal}: simulated annealing — the same proposals, a worse one kept with probability
 *     {@code exp(−Δ/T)}, {@code T} = {@value #T0} × {@value #COOLING}^iteration; the best table seen is
 *     the result.</li>
 * <li>{@code genetic}: one generation of a population ({@code population} tables, the first the start,
 *     the others the start with every chosen weight moved by up to ±2·step): the two best survive,
 *     the rest are children of two tournament winners (uniform crossover) with each weight mutated
 *     (±1…step) with probability max(1/n, 0.1).</li>
 * <li>{@code gradient}: {@value GradientFit#EPOCHS} steps of Adam (step size {@code step}/4 cp) on the
 *     error of the evaluation linearised at the current table ({@link GradientFit}), then the real-valued
 *     weights rounded; the modern form of Texel tuning, for hundreds of weights at once.</li>
 * </ul>
 * Randomness comes from a generator seeded by the seed, the method and the iteration, so a run is
 * deterministic for a seed, and a resumed run (the state file is written atomically after every
 * iteration) ends exactly where an uninterrupted one would.
 *
 * <p>With a held-out share ({@code holdout} &gt; 0, {@link TuneData#split}: whole games, drawn by the
 * seed) the methods fit only the training positions; after every iteration the error of each method's
 * best table on the held-out positions is recorded too. Each method's result is the table with its
 * lowest held-out error so far (early stopping): a method whose held-out error has not fallen for
 * {@value #PATIENCE} iterations in a row stops there. The method with the lowest held-out error wins;
 * when even that error is not below the start table's held-out error, the fit only learnt the training
 * games: the run says so ({@link #refused}) and writes no {@code tuned.weights}. Without a held-out share
 * nothing checks the fit, and the summary says that too.
 */
public final class Tuner {
    /** Annealing's starting temperature, in units of the mean squared error. */
    static final double T0 = 2e-4;
    /** Annealing's cooling factor per iteration. */
    static final double COOLING = 0.85;
    /** Iterations without a new lowest held-out error after which a method stops (early stopping). */
    public static final int PATIENCE = 3;

    /** The methods, by their command-line names. */
    public enum Method {
        TEXEL("texel", "Texel tuning (coordinate-wise local search)"),
        HILL("hill", "hill climbing"),
        ANNEAL("anneal", "simulated annealing"),
        GENETIC("genetic", "genetic algorithm"),
        GRADIENT("gradient", "logistic regression by gradient descent (Adam)");

        private final String id;
        private final String title;

        Method(String id, String title) {
            this.id = id;
            this.title = title;
        }

        public String id() {
            return id;
        }

        public String title() {
            return title;
        }

        /** The methods of a comma-separated list, in its order; a name given twice is refused. */
        public static List<Method> parseList(String list) {
            List<Method> out = new ArrayList<>();
            for (String m : list.split(",")) {
                if (!m.isBlank()) {
                    Method parsed = parse(m);
                    if (out.contains(parsed)) {
                        throw new IllegalArgumentException("--methods names " + parsed.id() + " twice");
                    }
                    out.add(parsed);
                }
            }
            return out;
        }

        /** The method called {@code name}; the error lists the names. */
        public static Method parse(String name) {
            for (Method m : values()) {
                if (m.id.equalsIgnoreCase(name.strip())) {
                    return m;
                }
            }
            throw new IllegalArgumentException("unknown tuning method '" + name.strip() + "': expected texel, hill, anneal, genetic or gradient");
        }
    }

    /** What to tune: the methods, the chosen weights (indices into {@link EvalWeights#all}), the start, … */
    public record Settings(List<Method> methods, int[] chosen, EvalWeights start, Set<EvalTerm> terms, int iterations,
                           long seed, int step, int population, int threads, double holdout) {
        public Settings {
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
    }

    /**
     * The weights chosen by a comma-separated list: {@code all} (every weight of the switched-on
     * terms), term names ({@code material}, {@code placement}, {@code cannon.hollow} …, English or
     * Chinese) and weight names ({@code material.rook.mg}).
     */
    public static int[] choose(String list, Set<EvalTerm> terms) {
        java.util.TreeSet<Integer> out = new java.util.TreeSet<>();
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

    // ------------------------------------------------------------------ the error

    /** The mean squared error of the data for a weights table (positions split over threads). */
    static final class ErrorFunction {
        final Position[] positions;
        final double[] results;
        private final Set<EvalTerm> terms;
        private final int threads;
        private final ExecutorService pool;
        double k = 1;

        ErrorFunction(TuneData data, Set<EvalTerm> terms, int threads) {
            positions = data.entries().stream().map(TuneData.Entry::position).toArray(Position[]::new);
            results = data.entries().stream().mapToDouble(TuneData.Entry::result).toArray();
            this.terms = terms;
            this.threads = threads;
            this.pool = threads > 1 ? Executors.newFixedThreadPool(threads, r -> {
                Thread t = new Thread(r, "tune-error");
                t.setDaemon(true);
                return t;
            }) : null;
        }

        int[] evaluations(EvalWeights w) {
            Evaluator e = Evaluator.of(w, terms, true);
            int[] v = new int[positions.length];
            for (int i = 0; i < v.length; i++) {
                v[i] = e.evaluateForRed(positions[i]);
            }
            return v;
        }

        double error(EvalWeights w) {
            Evaluator e = Evaluator.of(w, terms, true);
            if (pool == null) {
                return part(e, 0, positions.length) / positions.length;
            }
            int chunk = (positions.length + threads - 1) / threads;
            List<Future<Double>> parts = new ArrayList<>();
            for (int from = 0; from < positions.length; from += chunk) {
                int a = from;
                int b = Math.min(positions.length, from + chunk);
                parts.add(pool.submit(() -> part(e, a, b)));
            }
            double sum = 0;
            try {
                for (Future<Double> f : parts) {
                    sum += f.get();
                }
            } catch (Exception ex) {
                throw new IllegalStateException(ex);
            }
            return sum / positions.length;
        }

        private double part(Evaluator e, int from, int to) {
            double sum = 0;
            for (int i = from; i < to; i++) {
                double d = results[i] - sigmoid(k, e.evaluateForRed(positions[i]));
                sum += d * d;
            }
            return sum;
        }

        /** Fits K to the table: a scan over 0.05…3 then a golden-section refinement ({@link #fitScale}). */
        double fitK(EvalWeights w) {
            int[] ev = evaluations(w);
            return fitScale(Arrays.stream(ev).asDoubleStream().toArray(), results, 3);
        }

        void close() {
            if (pool != null) {
                pool.shutdownNow();
            }
        }
    }

    /**
     * The K that makes {@code sigmoid(K, score)} predict the results best (least mean squared error): a
     * scan over 0.05…maxK in steps of 0.05, then a golden-section refinement around the best step.
     */
    public static double fitScale(double[] scores, double[] results, double maxK) {
        if (scores.length != results.length || scores.length == 0) {
            throw new IllegalArgumentException("fitting the scale needs as many results as scores, at least one");
        }
        java.util.function.DoubleUnaryOperator error = kk -> {
            double sum = 0;
            for (int i = 0; i < scores.length; i++) {
                double d = results[i] - sigmoid(kk, scores[i]);
                sum += d * d;
            }
            return sum / scores.length;
        };
        double bestK = 0.05;
        double best = Double.MAX_VALUE;
        for (double kk = 0.05; kk <= maxK + 1e-4; kk += 0.05) {
            double e = error.applyAsDouble(kk);
            if (e < best) {
                best = e;
                bestK = kk;
            }
        }
        double lo = Math.max(0.001, bestK - 0.05);
        double hi = bestK + 0.05;
        double g = (Math.sqrt(5) - 1) / 2;
        for (int i = 0; i < 40; i++) {
            double a = hi - g * (hi - lo);
            double b = lo + g * (hi - lo);
            if (error.applyAsDouble(a) < error.applyAsDouble(b)) {
                hi = b;
            } else {
                lo = a;
            }
        }
        return (lo + hi) / 2;
    }

    /** {@code 1 / (1 + 10^(−k·s/400))}: the expected score for red of an evaluation s. */
    public static double sigmoid(double k, double s) {
        return 1 / (1 + Math.pow(10, -k * s / 400));
    }

    // ------------------------------------------------------------------ the state file

    /** What a run has done; saved as JSON after every iteration. Public fields for Jackson. */
    public static final class State {
        public String fingerprint;
        public double k;
        public double startError;
        public int dataSize;
        /** Held-out positions (0 without a held-out share) and the start table's error on them. */
        public int heldOutSize;
        public double startHeldOutError;
        public Map<String, MethodState> methods = new LinkedHashMap<>();
    }

    /** One method's progress. {@code errors[i]} is the best error after iteration i (0: the start). */
    public static final class MethodState {
        public int iteration;
        public int[] current;
        public double currentError;
        public int[] best;
        public double bestError;
        public List<Double> errors = new ArrayList<>();
        /** {@code heldOutErrors[i]}: the held-out error of the best table after iteration i (empty without). */
        public List<Double> heldOutErrors = new ArrayList<>();
        /** The table with the lowest held-out error so far (the start's at first) and that error. */
        public int[] bestHeldOut;
        public double bestHeldOutError;
        /** Iterations since the held-out error last fell; the iteration early stopping ended at (0: none). */
        public int sinceHeldOutImproved;
        public int stoppedAt;
        public long millis;
        public long evaluations;
        public int step;
        public List<int[]> population = new ArrayList<>();
        /** The gradient method's real-valued weights (the chosen ones, in order), Adam's moments and steps. */
        public double[] real;
        public double[] moment1;
        public double[] moment2;
        public int adamSteps;
        public List<Double> populationErrors = new ArrayList<>();
    }

    private static final ObjectMapper MAPPER = new ObjectMapper()
            .configure(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, false);

    /** The state file in an output folder. */
    public static Path stateFile(Path dir) {
        return dir.resolve("state.json");
    }

    // ------------------------------------------------------------------ the run

    private final TuneData data;
    private final TuneData heldOut;
    private final Settings s;
    private final Consumer<String> progress;
    private ErrorFunction f;
    private ErrorFunction h;

    /** A tuner of {@code data}; with a held-out share the data is split first ({@link TuneData#split}). */
    public Tuner(TuneData data, Settings settings, Consumer<String> progress) {
        TuneData[] parts = data.split(settings.holdout(), settings.seed());
        if (settings.holdout() > 0 && (parts[0].size() == 0 || parts[1].size() == 0)) {
            throw new IllegalArgumentException("--holdout " + settings.holdout() + " leaves " + parts[0].size()
                    + " training and " + parts[1].size() + " held-out positions of " + data.size() + "; both must have some");
        }
        this.data = parts[0];
        this.heldOut = settings.holdout() > 0 ? parts[1] : null;
        this.s = settings;
        this.progress = progress;
    }

    /**
     * Runs (or continues, from {@code dir}'s state file) every method up to the iteration count,
     * saving the state after each iteration; returns the final state. Refuses a state file of a
     * different run (other data, weights, seed, step, population or start).
     */
    public State run(Path dir) throws IOException {
        Files.createDirectories(dir);
        Path file = stateFile(dir);
        String fp = fingerprint();
        State state;
        f = new ErrorFunction(data, s.terms(), s.threads());
        h = heldOut == null ? null : new ErrorFunction(heldOut, s.terms(), s.threads());
        try {
            if (Files.exists(file)) {
                try {
                    state = MAPPER.readValue(file.toFile(), State.class);
                } catch (IOException e) {
                    throw new IllegalArgumentException("cannot read the state file " + file + ": " + e.getMessage());
                }
                if (!fp.equals(state.fingerprint)) {
                    throw new IllegalArgumentException("the state file " + file + " belongs to another run (other data,"
                            + " weights, start, seed, step or population); delete it or choose another --out");
                }
                f.k = state.k;
                if (h != null) {
                    h.k = state.k;
                }
                progress.accept(String.format(Locale.ROOT, "resuming from %s: K = %.4f", file, state.k));
            } else {
                state = new State();
                state.fingerprint = fp;
                state.dataSize = data.size();
                state.k = f.fitK(s.start());
                f.k = state.k;
                state.startError = f.error(s.start());
                if (h != null) {
                    h.k = state.k;
                    state.heldOutSize = heldOut.size();
                    state.startHeldOutError = h.error(s.start());
                }
                progress.accept(String.format(Locale.ROOT, "%d positions, K = %.4f, start error %.6f", data.size(),
                        state.k, state.startError) + (h == null ? "" : String.format(Locale.ROOT,
                        "; %d held out, start held-out error %.6f", heldOut.size(), state.startHeldOutError)));
            }
            long started = System.nanoTime();
            int doneBefore = 0;
            for (MethodState ms : state.methods.values()) {
                doneBefore += Math.min(ms.iteration, s.iterations());
            }
            int doneNow = 0;
            int total = s.iterations() * s.methods().size();
            for (Method m : s.methods()) {
                MethodState ms = state.methods.computeIfAbsent(m.id(), k -> fresh(state));
                while (ms.iteration < s.iterations() && ms.stoppedAt == 0) {
                    long t = System.nanoTime();
                    iterate(m, ms);
                    ms.millis += (System.nanoTime() - t) / 1_000_000;
                    ms.iteration++;
                    ms.errors.add(ms.bestError);
                    if (h != null) {
                        double held = h.error(EvalWeights.ofVector(ms.best));
                        ms.heldOutErrors.add(held);
                        if (ms.bestHeldOut == null || held < ms.bestHeldOutError) {
                            ms.bestHeldOutError = held;
                            ms.bestHeldOut = ms.best.clone();
                            ms.sinceHeldOutImproved = 0;
                        } else if (++ms.sinceHeldOutImproved >= PATIENCE) {
                            ms.stoppedAt = ms.iteration;
                            progress.accept(String.format(Locale.ROOT, "%s: held-out error has not fallen for %d "
                                    + "iterations; stopped at iteration %d (lowest held-out error %.6f)", m.id(), PATIENCE,
                                    ms.iteration, ms.bestHeldOutError));
                        }
                    }
                    AtomicFile.writeString(file, MAPPER.writerWithDefaultPrettyPrinter().writeValueAsString(state));
                    doneNow++;
                    double perIteration = (System.nanoTime() - started) / 1e9 / doneNow;
                    int done = doneBefore + doneNow;
                    long left = Math.round(perIteration * (total - done));
                    progress.accept(bar(done, total) + String.format(Locale.ROOT, " %s %d/%d error %.6f (start %.6f)%s, %s left",
                            m.id(), ms.iteration, s.iterations(), ms.bestError, state.startError, h == null ? ""
                                    : String.format(Locale.ROOT, ", held out %.6f", last(ms.heldOutErrors)),
                            OutputStyle.clock(left)));
                }
            }
            return state;
        } finally {
            f.close();
            if (h != null) {
                h.close();
            }
        }
    }

    private static double last(List<Double> list) {
        return list.get(list.size() - 1);
    }

    /** The error a method is judged by: its lowest held-out error with a held-out set, else its best error. */
    private double judged(State state, MethodState ms) {
        return state.heldOutSize > 0 && ms.bestHeldOut != null ? ms.bestHeldOutError : ms.bestError;
    }

    /** A method's result: the table of its lowest held-out error with a held-out set, else its best table. */
    private static int[] result(State state, MethodState ms) {
        return state.heldOutSize > 0 && ms.bestHeldOut != null ? ms.bestHeldOut : ms.best;
    }

    /**
     * Whether the run's best table is refused: there is a held-out set and no method's held-out error
     * fell below the start table's (the fit did not carry over to games it had not seen).
     */
    public boolean refused(State state, String winner) {
        return state.heldOutSize > 0 && !(judged(state, state.methods.get(winner)) < state.startHeldOutError);
    }

    private static String bar(int done, int total) {
        int width = 20;
        int filled = total == 0 ? width : (int) Math.round((double) done / total * width);
        return "[" + "#".repeat(filled) + "-".repeat(width - filled) + "]";
    }

    private MethodState fresh(State state) {
        MethodState ms = new MethodState();
        ms.current = s.start().vector();
        ms.best = s.start().vector();
        ms.currentError = state.startError;
        ms.bestError = state.startError;
        ms.errors.add(state.startError);
        if (state.heldOutSize > 0) {
            ms.heldOutErrors.add(state.startHeldOutError);
            ms.bestHeldOut = s.start().vector();
            ms.bestHeldOutError = state.startHeldOutError;
        }
        ms.step = s.step();
        return ms;
    }

    private String fingerprint() {
        long h = 17;
        for (TuneData.Entry e : data.entries()) {
            h = h * 31 + e.position().key() + Double.hashCode(e.result());
        }
        return "data=" + data.size() + ":" + Long.toHexString(h) + " weights=" + Arrays.toString(s.chosen())
                + " start=" + Integer.toHexString(Arrays.hashCode(s.start().vector())) + " terms=" + s.terms()
                + " seed=" + s.seed() + " step=" + s.step() + " population=" + s.population()
                + (s.holdout() > 0 ? " holdout=" + s.holdout() : "");
    }

    private Random random(Method m, int iteration) {
        return new Random(s.seed() * 0x9E3779B97F4A7C15L + (m.ordinal() + 1) * 0xBF58476D1CE4E5B9L + iteration * 31L);
    }

    private double error(MethodState ms, int[] v) {
        ms.evaluations++;
        return f.error(EvalWeights.ofVector(v));
    }

    private static int clamp(int v) {
        return Math.max(-EvalWeights.LIMIT, Math.min(EvalWeights.LIMIT, v));
    }

    private void iterate(Method m, MethodState ms) {
        Random rnd = random(m, ms.iteration);
        int[] chosen = s.chosen();
        switch (m) {
            case TEXEL -> {
                boolean improved = false;
                for (int i : chosen) {
                    for (int sign : new int[] {1, -1}) {
                        int[] c = ms.current.clone();
                        c[i] = clamp(c[i] + sign * ms.step);
                        double e = error(ms, c);
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
            case HILL, ANNEAL -> {
                double temperature = T0 * Math.pow(COOLING, ms.iteration);
                for (int n = 0; n < chosen.length; n++) {
                    int[] c = ms.current.clone();
                    int i = chosen[rnd.nextInt(chosen.length)];
                    int delta = 1 + rnd.nextInt(ms.step);
                    c[i] = clamp(c[i] + (rnd.nextBoolean() ? delta : -delta));
                    double e = error(ms, c);
                    double d = e - ms.currentError;
                    boolean accept = d < 0 || (m == Method.ANNEAL && rnd.nextDouble() < Math.exp(-d / temperature));
                    if (accept) {
                        ms.current = c;
                        ms.currentError = e;
                        if (e < ms.bestError) {
                            ms.best = c.clone();
                            ms.bestError = e;
                        }
                    }
                }
            }
            case GENETIC -> generation(ms, rnd, chosen);
            case GRADIENT -> {
                // a tangent at the current table: the phase weights and king-guard units are not linear
                new GradientFit(f.positions, f.results, EvalWeights.ofVector(ms.current), s.start(), s.terms(), chosen,
                        f.k, s.step() / 4.0).iterate(ms);
                ms.currentError = error(ms, ms.current);
                if (ms.currentError < ms.bestError) {
                    ms.best = ms.current.clone();
                    ms.bestError = ms.currentError;
                }
            }
        }
    }

    private void generation(MethodState ms, Random rnd, int[] chosen) {
        if (ms.population.isEmpty()) {
            Random init = new Random(s.seed() * 0x9E3779B97F4A7C15L - 1);
            for (int p = 0; p < s.population(); p++) {
                int[] v = s.start().vector();
                if (p > 0) {
                    for (int i : chosen) {
                        v[i] = clamp(v[i] + init.nextInt(4 * s.step() + 1) - 2 * s.step());
                    }
                }
                ms.population.add(v);
                ms.populationErrors.add(p == 0 ? ms.currentError : error(ms, v));
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
                    child[i] = clamp(child[i] + (rnd.nextBoolean() ? delta : -delta));
                }
            }
            next.add(child);
            nextErrors.add(error(ms, child));
        }
        ms.population = next;
        ms.populationErrors = nextErrors;
        for (int i = 0; i < size; i++) {
            if (nextErrors.get(i) < ms.bestError) {
                ms.bestError = nextErrors.get(i);
                ms.best = next.get(i).clone();
            }
        }
        ms.current = ms.best.clone();
        ms.currentError = ms.bestError;
    }

    private static int tournament(MethodState ms, Random rnd) {
        int a = rnd.nextInt(ms.population.size());
        int b = rnd.nextInt(ms.population.size());
        return ms.populationErrors.get(a) <= ms.populationErrors.get(b) ? a : b;
    }

    // ------------------------------------------------------------------ outputs

    /**
     * Writes the outputs of a finished run into {@code dir}: {@code METHOD.weights} for each method,
     * {@code tuned.weights} (the method with the lowest final error — held-out error when there is a
     * held-out set; not written, and an old one deleted, when {@link #refused}), {@code convergence.png} and {@code .svg} (best error against iterations, one line
     * per method, and a dashed line of its held-out error) and {@code report.md}.
     * Returns the method whose table is {@code tuned.weights}.
     */
    public String writeOutputs(State state, Path dir, String dataName) throws IOException {
        String winner = null;
        double winnerError = Double.MAX_VALUE;
        for (Method m : s.methods()) {
            MethodState ms = state.methods.get(m.id());
            EvalWeights w = EvalWeights.ofVector(result(state, ms));
            AtomicFile.writeString(dir.resolve(m.id() + ".weights"), header(m, ms, state) + w.format());
            if (judged(state, ms) < winnerError) {
                winnerError = judged(state, ms);
                winner = m.id();
            }
        }
        MethodState best = state.methods.get(winner);
        if (refused(state, winner)) {
            Files.deleteIfExists(dir.resolve("tuned.weights"));
        } else {
            AtomicFile.writeString(dir.resolve("tuned.weights"),
                    header(Method.parse(winner), best, state) + EvalWeights.ofVector(result(state, best)).format());
        }
        XYChart chart = chart(state);
        AtomicFile.write(dir.resolve("convergence.png"), out -> BitmapEncoder.saveBitmap(chart, out, BitmapEncoder.BitmapFormat.PNG));
        AtomicFile.write(dir.resolve("convergence.svg"), out -> VectorGraphicsEncoder.saveVectorGraphic(chart, out,
                VectorGraphicsEncoder.VectorGraphicsFormat.SVG));
        AtomicFile.writeString(dir.resolve("report.md"), report(state, dataName, winner));
        return winner;
    }

    /** The lines printed at the end of a run: start error, each method's result, the files written. */
    public String summary(State state, String winner, Path dir) {
        StringBuilder sb = new StringBuilder();
        sb.append(String.format(Locale.ROOT, "start error %.6f (K %.4f, %d positions)", state.startError, state.k,
                state.dataSize));
        if (state.heldOutSize > 0) {
            sb.append(String.format(Locale.ROOT, "; held out %d positions, start %.6f", state.heldOutSize,
                    state.startHeldOutError));
        }
        sb.append('\n');
        for (Method m : s.methods()) {
            MethodState ms = state.methods.get(m.id());
            sb.append(String.format(Locale.ROOT, "%-8s error %.6f after %d iterations, %d evaluations, %.1f s", m.id(),
                    ms.bestError, ms.iteration, ms.evaluations, ms.millis / 1000.0));
            if (state.heldOutSize > 0) {
                sb.append(String.format(Locale.ROOT, ", held-out error %.6f", judged(state, ms)));
                if (ms.stoppedAt > 0) {
                    sb.append(" (stopped early at iteration ").append(ms.stoppedAt).append(')');
                }
            }
            sb.append('\n');
        }
        if (refused(state, winner)) {
            sb.append(String.format(Locale.ROOT, "refused: no method lowered the held-out error below the start's %.6f "
                    + "(best: %s, %.6f); the fit did not carry over to the held-out games, so no table is offered and "
                    + "tuned.weights is not written%n", state.startHeldOutError, winner, judged(state, state.methods.get(winner))));
        } else if (state.heldOutSize > 0) {
            sb.append(String.format(Locale.ROOT, "tuned.weights = %s's table (held-out error %.6f, start %.6f); a candidate: "
                    + "adopt it only after an equal-time SPRT match, with --set eval.weights=%s%n", winner,
                    judged(state, state.methods.get(winner)), state.startHeldOutError, dir.resolve("tuned.weights")));
        } else {
            sb.append("tuned.weights = ").append(winner).append("'s table, not checked on held-out games (--holdout 0); ")
                    .append("a candidate: adopt it only after an equal-time SPRT match, with --set eval.weights=")
                    .append(dir.resolve("tuned.weights")).append('\n');
        }
        sb.append("written: ").append(dir.resolve("report.md")).append(", ").append(dir.resolve("convergence.png"))
                .append(", ").append(dir.resolve("convergence.svg")).append('\n');
        return sb.toString();
    }

    private String header(Method m, MethodState ms, State state) {
        return String.format(Locale.ROOT, "# tuned by 'tune run' (%s, %d iterations, seed %d, K = %.4f): error %.6f, start %.6f%s%n",
                m.title(), ms.iteration, s.seed(), state.k, ms.bestError, state.startError, state.heldOutSize == 0 ? ""
                        : String.format(Locale.ROOT, "; held-out error %.6f, start %.6f", judged(state, ms),
                        state.startHeldOutError));
    }

    /** One colour per method, the same for its fitted and its held-out line (colour-blind safe, Okabe–Ito). */
    private static final java.awt.Color[] METHOD_COLOURS = {new java.awt.Color(0, 114, 178),
        new java.awt.Color(213, 94, 0), new java.awt.Color(0, 158, 115), new java.awt.Color(204, 121, 167),
        new java.awt.Color(230, 159, 0)};

    /** The convergence chart: best error against iterations, one line per method. */
    public XYChart chart(State state) {
        XYChart chart = new XYChartBuilder().width(OutputStyle.CHART_WIDTH).height(OutputStyle.CHART_HEIGHT)
                .title(String.format(Locale.ROOT, "Tuning %d weights on %d positions: error against iterations",
                        s.chosen().length, state.dataSize))
                .xAxisTitle("iteration").yAxisTitle("mean squared error (result − sigmoid(K·eval))²").build();
        chart.getStyler().setChartBackgroundColor(java.awt.Color.WHITE);
        chart.getStyler().setMarkerSize(4);
        for (Method m : s.methods()) {
            MethodState ms = state.methods.get(m.id());
            List<Double> xs = new ArrayList<>();
            for (int i = 0; i < ms.errors.size(); i++) {
                xs.add((double) i);
            }
            java.awt.Color colour = METHOD_COLOURS[m.ordinal() % METHOD_COLOURS.length];
            org.knowm.xchart.XYSeries fit = chart.addSeries(m.id(), xs, ms.errors);
            fit.setLineColor(colour);
            fit.setMarkerColor(colour);
            if (!ms.heldOutErrors.isEmpty()) {
                org.knowm.xchart.XYSeries held = chart.addSeries(m.id() + " (held out)",
                        xs.subList(0, ms.heldOutErrors.size()), ms.heldOutErrors);
                held.setLineStyle(org.knowm.xchart.style.lines.SeriesLines.DASH_DASH);
                held.setMarker(org.knowm.xchart.style.markers.SeriesMarkers.NONE);
                held.setLineColor(colour);
            }
        }
        return chart;
    }

    private String report(State state, String dataName, String winner) {
        StringBuilder sb = new StringBuilder();
        sb.append("# Tuning report\n\n");
        sb.append(String.format(Locale.ROOT, "Data: %s, %d positions. K = %.4f (fitted to the start weights). "
                        + "Start error %.6f. %d weights tuned, %d iterations, seed %d, step %d, population %d.%n%n",
                dataName, state.dataSize, state.k, state.startError, s.chosen().length, s.iterations(), s.seed(), s.step(),
                s.population()));
        boolean held = state.heldOutSize > 0;
        if (held) {
            sb.append(String.format(Locale.ROOT, "Held out: %d positions (share %.2f of the games, whole games; of the positions for a data file "
                    + "without game numbers), not fitted; start error on them "
                    + "%.6f. Each method's result is its table of lowest held-out error; a method stops when its held-out "
                    + "error has not fallen for %d iterations. tuned.weights is the method with the lowest held-out error, "
                    + "written only when that error is below the start's.%n%n", state.heldOutSize,
                    s.holdout(), state.startHeldOutError, PATIENCE));
            if (refused(state, winner)) {
                sb.append(String.format(Locale.ROOT, "**Refused:** no method lowered the held-out error below the start's "
                        + "%.6f; the fits learnt the training games only. No tuned.weights is written.%n%n",
                        state.startHeldOutError));
            }
        }
        sb.append("![convergence](convergence.png)\n\n");
        sb.append("| method | final error | change |").append(held ? " held-out error | change |" : "")
                .append(" error evaluations | time |\n|---|---|---|").append(held ? "---|---|" : "").append("---|---|\n");
        for (Method m : s.methods()) {
            MethodState ms = state.methods.get(m.id());
            sb.append(String.format(Locale.ROOT, "| %s%s | %.6f | %+.2f %% |", m.title(),
                    m.id().equals(winner) && !refused(state, winner) ? " (tuned.weights)" : "", ms.bestError,
                    100 * (ms.bestError - state.startError) / state.startError));
            if (held) {
                double e = judged(state, ms);
                sb.append(String.format(Locale.ROOT, " %.6f | %+.2f %% |", e,
                        100 * (e - state.startHeldOutError) / state.startHeldOutError));
            }
            sb.append(String.format(Locale.ROOT, " %d | %.1f s |%n", ms.evaluations, ms.millis / 1000.0));
        }
        sb.append("\nWeights that changed (start → each method's result):\n\n| weight | start |");
        for (Method m : s.methods()) {
            sb.append(' ').append(m.id()).append(" |");
        }
        sb.append("\n|---|---|");
        sb.append("---|".repeat(s.methods().size()));
        sb.append('\n');
        int[] start = s.start().vector();
        for (int i : s.chosen()) {
            boolean changed = false;
            for (Method m : s.methods()) {
                changed |= result(state, state.methods.get(m.id()))[i] != start[i];
            }
            if (!changed) {
                continue;
            }
            sb.append("| ").append(EvalWeights.all().get(i).name()).append(" | ").append(start[i]).append(" |");
            for (Method m : s.methods()) {
                sb.append(' ').append(result(state, state.methods.get(m.id()))[i]).append(" |");
            }
            sb.append('\n');
        }
        sb.append("\nA lower error is not a stronger engine: a table is adopted only when it wins an equal-time SPRT"
                + " match against the default (docs/tuning.md).\n");
        return sb.toString();
    }
}
