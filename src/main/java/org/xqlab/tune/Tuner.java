package org.xqlab.tune;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Locale;
import java.util.Random;
import java.util.function.Consumer;
import org.xqlab.io.AtomicFile;
import org.xqlab.io.OutputStyle;
import org.xqlab.search.EvalWeights;

/**
 * Tunes a chosen subset of the evaluation's weights ({@link EvalWeights}) against a {@link TuneData} set
 * with one or more {@link TuneMethod methods} — Texel's local search, hill climbing, simulated annealing,
 * a genetic algorithm (the seed thesis, §2.3.3 估值函数的优化) and gradient descent — each an
 * {@link Optimiser} minimising the same {@link ErrorFunction}, so that they can be compared. The tuner is
 * the driver: it fits K once to the start table, runs each method's iterations, checks every iteration on
 * held-out games, stops early, saves the state after each iteration, and leaves the outputs to
 * {@link TuneReport}.
 *
 * <p>Randomness comes from a generator seeded by the seed, the method and the iteration, so a run is
 * deterministic for a seed, and a resumed run (the state file is written atomically after every
 * iteration) ends exactly where an uninterrupted one would.
 *
 * <p>With a held-out share ({@code holdout} &gt; 0, {@link TuneData#split}: whole games, drawn by the
 * seed) the methods fit only the training positions; after every iteration the error of each method's
 * best table on the held-out positions is recorded too. Each method's result is the table with its
 * lowest held-out error so far (early stopping): a method whose held-out error has not fallen for
 * {@value #PATIENCE} iterations in a row stops there. The method with the lowest held-out error wins;
 * when even that error is not below the start table's held-out error, the fit only learnt the training
 * games: the run says so ({@link TuneState#refused}) and writes no {@code tuned.weights}. Without a
 * held-out share nothing checks the fit, and the summary says that too.
 */
public final class Tuner {
    /** Iterations without a new lowest held-out error after which a method stops (early stopping). */
    public static final int PATIENCE = 3;

    private static final ObjectMapper MAPPER = new ObjectMapper()
            .configure(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, false);

    /** The state file in an output folder. */
    public static Path stateFile(Path dir) {
        return dir.resolve("state.json");
    }

    private final TuneData data;
    private final TuneData heldOut;
    private final TuneSettings s;
    private final Consumer<String> progress;
    private final TuneReport report;

    /** A tuner of {@code data}; with a held-out share the data is split first ({@link TuneData#split}). */
    public Tuner(TuneData data, TuneSettings settings, Consumer<String> progress) {
        TuneData[] parts = data.split(settings.holdout(), settings.seed());
        if (settings.holdout() > 0 && (parts[0].size() == 0 || parts[1].size() == 0)) {
            throw new IllegalArgumentException("--holdout " + settings.holdout() + " leaves " + parts[0].size()
                    + " training and " + parts[1].size() + " held-out positions of " + data.size() + "; both must have some");
        }
        this.data = parts[0];
        this.heldOut = settings.holdout() > 0 ? parts[1] : null;
        this.s = settings;
        this.progress = progress;
        this.report = new TuneReport(settings);
    }

    /**
     * Runs (or continues, from {@code dir}'s state file) every method up to the iteration count,
     * saving the state after each iteration; returns the final state. Refuses a state file of a
     * different run (other data, weights, seed, step, population or start).
     */
    public TuneState run(Path dir) throws IOException {
        Files.createDirectories(dir);
        Path file = stateFile(dir);
        try (ErrorFunction f = new ErrorFunction(data, s.terms(), s.threads());
             ErrorFunction h = heldOut == null ? null : new ErrorFunction(heldOut, s.terms(), s.threads())) {
            TuneState state = Files.exists(file) ? resume(file, f, h) : start(f, h);
            long started = System.nanoTime();
            int doneBefore = 0;
            for (MethodState ms : state.methods.values()) {
                doneBefore += Math.min(ms.iteration, s.iterations());
            }
            int doneNow = 0;
            int total = s.iterations() * s.methods().size();
            for (TuneMethod m : s.methods()) {
                MethodState ms = state.methods.computeIfAbsent(m.id(), k -> fresh(state));
                Optimiser optimiser = m.optimiser();
                while (ms.iteration < s.iterations() && ms.stoppedAt == 0) {
                    long t = System.nanoTime();
                    optimiser.iterate(ms, new Optimiser.Context(s, f, random(m, ms.iteration)));
                    ms.millis += (System.nanoTime() - t) / 1_000_000;
                    ms.iteration++;
                    ms.errors.add(ms.bestError);
                    if (h != null) {
                        checkHeldOut(m, ms, h);
                    }
                    AtomicFile.writeString(file, MAPPER.writerWithDefaultPrettyPrinter().writeValueAsString(state));
                    doneNow++;
                    double perIteration = (System.nanoTime() - started) / 1e9 / doneNow;
                    int done = doneBefore + doneNow;
                    long left = Math.round(perIteration * (total - done));
                    progress.accept(bar(done, total) + String.format(Locale.ROOT, " %s %d/%d error %.6f (start %.6f)%s, %s left",
                            m.id(), ms.iteration, s.iterations(), ms.bestError, state.startError, h == null ? ""
                                    : String.format(Locale.ROOT, ", held out %.6f", ms.heldOutErrors.get(ms.heldOutErrors.size() - 1)),
                            OutputStyle.clock(left)));
                }
            }
            return state;
        }
    }

    private TuneState resume(Path file, ErrorFunction f, ErrorFunction h) {
        TuneState state;
        try {
            state = MAPPER.readValue(file.toFile(), TuneState.class);
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot read the state file " + file + ": " + e.getMessage());
        }
        if (!fingerprint().equals(state.fingerprint)) {
            throw new IllegalArgumentException("the state file " + file + " belongs to another run (other data,"
                    + " weights, start, seed, step or population); delete it or choose another --out");
        }
        f.setK(state.k);
        if (h != null) {
            h.setK(state.k);
        }
        progress.accept(String.format(Locale.ROOT, "resuming from %s: K = %.4f", file, state.k));
        return state;
    }

    private TuneState start(ErrorFunction f, ErrorFunction h) {
        TuneState state = new TuneState();
        state.fingerprint = fingerprint();
        state.dataSize = data.size();
        state.k = f.fitK(s.start());
        f.setK(state.k);
        state.startError = f.error(s.start());
        if (h != null) {
            h.setK(state.k);
            state.heldOutSize = heldOut.size();
            state.startHeldOutError = h.error(s.start());
        }
        progress.accept(String.format(Locale.ROOT, "%d positions, K = %.4f, start error %.6f", data.size(),
                state.k, state.startError) + (h == null ? "" : String.format(Locale.ROOT,
                "; %d held out, start held-out error %.6f", heldOut.size(), state.startHeldOutError)));
        return state;
    }

    /** Records the held-out error of the method's best table; keeps the lowest; stops the method early. */
    private void checkHeldOut(TuneMethod m, MethodState ms, ErrorFunction h) {
        double held = h.error(EvalWeights.ofVector(ms.best));
        ms.heldOutErrors.add(held);
        if (ms.bestHeldOut == null || held < ms.bestHeldOutError) {
            ms.bestHeldOutError = held;
            ms.bestHeldOut = ms.best.clone();
            ms.bestHeldOutTrainingError = ms.bestError;
            ms.sinceHeldOutImproved = 0;
        } else if (++ms.sinceHeldOutImproved >= PATIENCE) {
            ms.stoppedAt = ms.iteration;
            progress.accept(String.format(Locale.ROOT, "%s: held-out error has not fallen for %d "
                    + "iterations; stopped at iteration %d (lowest held-out error %.6f)", m.id(), PATIENCE,
                    ms.iteration, ms.bestHeldOutError));
        }
    }

    /**
     * Writes the outputs of a finished run into {@code dir} ({@link TuneReport}): each method's weights,
     * {@code tuned.weights} unless refused, the convergence chart and {@code report.md}. Returns the
     * method whose table is {@code tuned.weights} (or would have been, when refused).
     */
    public String writeOutputs(TuneState state, Path dir, String dataName) throws IOException {
        return report.writeOutputs(state, dir, dataName);
    }

    /** The lines printed at the end of a run: start error, each method's result, the files written. */
    public String summary(TuneState state, String winner, Path dir) {
        return report.summary(state, winner, dir);
    }

    private static String bar(int done, int total) {
        int width = 20;
        int filled = total == 0 ? width : (int) Math.round((double) done / total * width);
        return "[" + "#".repeat(filled) + "-".repeat(width - filled) + "]";
    }

    private MethodState fresh(TuneState state) {
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
            ms.bestHeldOutTrainingError = state.startError;
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

    private Random random(TuneMethod m, int iteration) {
        return new Random(s.seed() * 0x9E3779B97F4A7C15L + (m.ordinal() + 1) * 0xBF58476D1CE4E5B9L + iteration * 31L);
    }
}
