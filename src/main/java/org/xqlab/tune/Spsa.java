package org.xqlab.tune;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.xqlab.game.Outcome;
import org.xqlab.io.AtomicFile;
import org.xqlab.io.OutputStyle;
import org.xqlab.protocol.LocalEngine;
import org.xqlab.protocol.MatchGame;
import org.xqlab.protocol.MoveBudget;
import org.xqlab.protocol.Opening;
import org.xqlab.rules.Piece;
import org.xqlab.search.EvalWeights;
import org.xqlab.search.SearchConfig;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.function.Consumer;

/**
 * Tuning by games: simultaneous perturbation stochastic approximation (SPSA, Spall 1992), the way chess
 * engines tune their evaluation against results at a real time control rather than against labelled
 * positions. Each step perturbs every chosen weight at once by ±c (c a share of its start value, at
 * least 1 cp; the signs at random), plays one opening twice with colours swapped between the
 * {@code +} and the {@code −} engine, and moves every weight by {@code rate · c · (W − L) · sign}, where
 * W − L counts the {@code +} engine's wins minus its losses in the pair. What it ends with is the
 * average of the weights after each pair over the last two thirds of the pairs (the walk settles, the
 * average calms its noise). Numeric search keys ({@code lmr.divisor}, {@code rfp.margin}, …) are tuned the same
 * way, beside the weights or alone: each within the range the key allows, played rounded.
 *
 * <p>The run is resumable (the state is written after every pair to {@code state.json}) and, with one
 * thread and a node budget, deterministic for a seed: pair {@code i} draws its signs and its opening from
 * the seed and {@code i} alone. With several threads the pairs finish in any order and a pair's weights
 * are those current when it starts. Outputs: {@code spsa.weights} (the average), {@code last.weights}, for keys
 * {@code spsa.keys} and {@code last.keys} (a line {@code key=value,…}),
 * {@code progress.csv} (each pair's result and the weights after it), {@code spsa.png}/{@code .svg}
 * (each weight's drift from its start, in units of its c; with more than twelve weights the twelve that
 * drifted furthest are named, the others drawn in grey), and the two engines' weights files of the pair
 * each thread is playing.
 */
public final class Spsa {
    /** The most points the drift chart draws per weight: a 900-pair run of 55 weights stays a small SVG. */
    static final int CHART_POINTS = 200;
    /** The most weights the drift chart names in its legend: the others are drawn in grey, unnamed. */
    static final int CHART_NAMED = 12;
    private static final java.awt.Color UNNAMED = new java.awt.Color(210, 210, 210);
    /** Twelve colours told apart on paper and projector (none of them the grey of the unnamed lines). */
    private static final java.awt.Color[] NAMED = {
        new java.awt.Color(0x1f77b4), new java.awt.Color(0xff7f0e), new java.awt.Color(0x2ca02c),
        new java.awt.Color(0xd62728), new java.awt.Color(0x9467bd), new java.awt.Color(0x8c564b),
        new java.awt.Color(0xe377c2), new java.awt.Color(0xbcbd22), new java.awt.Color(0x17becf),
        new java.awt.Color(0x000000), new java.awt.Color(0x000080), new java.awt.Color(0xb8860b)};


    /**
     * What to tune and how: the base config (its evaluation gives the start weights and terms, its settings the
     * start values of the keys), the chosen weight indices, the chosen numeric search keys ({@code lmr.divisor},
     * {@code rfp.margin}, …), pairs to play, the budget a move, threads, seed, the rate, the perturbation as a
     * share of each start value, the ply limit of a game and the openings.
     */
    public record Settings(SearchConfig base, int[] chosen, List<String> keys, int pairs, MoveBudget budget, int threads,
                           long seed, double rate, double share, int maxPlies, List<Opening> openings) {
        public Settings {
            keys = List.copyOf(keys);
            if (chosen.length == 0 && keys.isEmpty()) {
                throw new IllegalArgumentException("--weights/--keys: choose at least one weight or search key");
            }
            for (String key : keys) {
                SearchConfig.Key k = SearchConfig.Key.byName(key);
                if (k == null || !k.isNumber()) {
                    throw new IllegalArgumentException("--keys: '" + key + "' is not a numeric search key (such as "
                            + "lmr.divisor, rfp.margin, futility.margin; docs/search.md lists them)");
                }
            }
            if (pairs < 1 || threads < 1) {
                throw new IllegalArgumentException("--pairs and --threads must be at least 1");
            }
            if (!(rate > 0 && rate <= 1)) {
                throw new IllegalArgumentException("--rate must be above 0 and at most 1, not " + rate);
            }
            if (!(share > 0 && share <= 1)) {
                throw new IllegalArgumentException("--share must be above 0 and at most 1, not " + share);
            }
            if (openings.isEmpty()) {
                throw new IllegalArgumentException("no openings to play");
            }
        }
    }

    /** The saved run: the settings it belongs to and where the walk stands. Jackson reads and writes it. */
    public static final class State {
        public List<String> names = new ArrayList<>();
        public double[] start;
        public double[] c;
        public long seed;
        public double rate;
        public String budget;
        public int done;
        public double[] theta;
        public int wins;
        public int draws;
        public int losses;
    }

    private static final ObjectMapper MAPPER = new ObjectMapper()
            .configure(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, false);

    private final Settings s;
    private final Consumer<String> progress;
    private final EvalWeights startWeights;

    public Spsa(Settings settings, Consumer<String> progress) {
        this.s = settings;
        this.progress = progress;
        this.startWeights = settings.base().evaluator().weights();
    }

    /**
     * The perturbation of each chosen weight, then of each key: its start value times the share, at least 1 (cp
     * for a weight, the key's unit for a key).
     */
    double[] perturbations() {
        double[] start = startValues();
        double[] c = new double[start.length];
        for (int j = 0; j < c.length; j++) {
            c[j] = Math.max(1, Math.round(Math.abs(start[j]) * s.share()));
        }
        return c;
    }

    /** The start value of each chosen weight, then of each key (its value in the base config). */
    private double[] startValues() {
        int weights = s.chosen().length;
        double[] start = new double[weights + s.keys().size()];
        for (int j = 0; j < weights; j++) {
            start[j] = startWeights.get(s.chosen()[j]);
        }
        for (int k = 0; k < s.keys().size(); k++) {
            start[weights + k] = Integer.parseInt(s.base().get(s.keys().get(k)));
        }
        return start;
    }

    /** Plays the pairs not yet played (resuming from {@code out/state.json}) and writes the outputs. */
    public State run(Path out) throws IOException, InterruptedException {
        Files.createDirectories(out);
        State state = load(out);
        Path csv = out.resolve("progress.csv");
        // the whole progress file is rewritten (atomically) with the state after every pair
        StringBuilder table = new StringBuilder();
        if (state.done > 0 && Files.exists(csv)) {
            table.append(Files.readString(csv));
        } else {
            table.append("pair,plus_points,minus_points");
            for (String n : state.names) {
                table.append(',').append(n);
            }
            table.append('\n');
            AtomicFile.writeString(csv, table.toString());
        }
        int first = state.done;
        int[] next = {first};
        Object lock = new Object();
        IOException[] failed = {null};
        List<Thread> threads = new ArrayList<>();
        for (int t = 0; t < s.threads(); t++) {
            int thread = t;
            Thread worker = new Thread(() -> {
                try {
                    while (true) {
                        int pair;
                        double[] plus;
                        double[] minus;
                        int[] sign;
                        synchronized (lock) {
                            if (next[0] >= s.pairs() || failed[0] != null) {
                                return;
                            }
                            pair = next[0]++;
                            sign = signs(pair, state.theta.length);
                            plus = new double[state.theta.length];
                            minus = new double[state.theta.length];
                            for (int j = 0; j < plus.length; j++) {
                                plus[j] = bounded(j, state.theta[j] + state.c[j] * sign[j]);
                                minus[j] = bounded(j, state.theta[j] - state.c[j] * sign[j]);
                            }
                        }
                        double[] points = playPair(out, thread, pair, plus, minus);
                        synchronized (lock) {
                            update(state, sign, points[0] - points[1]);
                            state.done++;
                            if (points[0] > points[1]) {
                                state.wins++;
                            } else if (points[0] < points[1]) {
                                state.losses++;
                            } else {
                                state.draws++;
                            }
                            StringBuilder row = new StringBuilder().append(pair).append(',').append(points[0])
                                    .append(',').append(points[1]);
                            for (double v : state.theta) {
                                row.append(',').append(String.format(Locale.ROOT, "%.3f", v));
                            }
                            table.append(row).append('\n');
                            AtomicFile.writeString(csv, table.toString());
                            AtomicFile.writeString(out.resolve("state.json"),
                                    MAPPER.writerWithDefaultPrettyPrinter().writeValueAsString(state));
                            progress.accept(String.format(Locale.ROOT, "[%-20s] pair %d/%d: + %s, − %s (pairs won %d, drawn %d, lost %d by +)",
                                    "#".repeat(state.done * 20 / s.pairs()), state.done, s.pairs(), half(points[0]),
                                    half(points[1]), state.wins, state.draws, state.losses));
                        }
                    }
                } catch (IOException e) {
                    synchronized (lock) {
                        failed[0] = e;
                    }
                }
            }, "spsa-" + t);
            worker.start();
            threads.add(worker);
        }
        for (Thread worker : threads) {
            worker.join();
        }
        if (failed[0] != null) {
            throw failed[0];
        }
        writeOutputs(state, out, csv);
        return state;
    }

    /** Moves every weight and key by rate · c · result · sign and keeps it within its limits. */
    void update(State state, int[] sign, double result) {
        for (int j = 0; j < state.theta.length; j++) {
            state.theta[j] = bounded(j, state.theta[j] + s.rate() * state.c[j] * result * sign[j]);
        }
    }

    /**
     * Value {@code v} of the {@code j}-th tuned number kept within its limits: a weight within ±{@link EvalWeights#LIMIT},
     * a key within the range the key allows.
     */
    private double bounded(int j, double v) {
        int weights = s.chosen().length;
        if (j < weights) {
            return Math.max(-EvalWeights.LIMIT, Math.min(EvalWeights.LIMIT, v));
        }
        SearchConfig.Key key = SearchConfig.Key.byName(s.keys().get(j - weights));
        return Math.max(key.min(), Math.min(key.max(), v));
    }

    /** The signs of pair {@code pair}: from the seed and the pair alone. */
    int[] signs(int pair, int n) {
        SplittableRandom random = new SplittableRandom(s.seed() * 0x9E3779B97F4A7C15L + pair);
        int[] sign = new int[n];
        for (int j = 0; j < n; j++) {
            sign[j] = random.nextBoolean() ? 1 : -1;
        }
        return sign;
    }

    /** The points of the + and the − engine in one opening played with both colours. */
    private double[] playPair(Path out, int thread, int pair, double[] plus, double[] minus) throws IOException {
        SearchConfig plusConfig = engine(out.resolve("plus-" + thread + ".weights"), plus);
        SearchConfig minusConfig = engine(out.resolve("minus-" + thread + ".weights"), minus);
        SplittableRandom random = new SplittableRandom(s.seed() * 31 + pair * 0x632BE59BD9B4E019L);
        Opening opening = s.openings().get(random.nextInt(s.openings().size()));
        double[] points = new double[2];
        for (int game = 0; game < 2; game++) {
            LocalEngine p = new LocalEngine("spsa+", plusConfig, null, pair);
            LocalEngine m = new LocalEngine("spsa-", minusConfig, null, pair);
            MatchGame.Result r = game == 0 ? MatchGame.play(p, m, opening, s.budget(), s.maxPlies())
                    : MatchGame.play(m, p, opening, s.budget(), s.maxPlies());
            Outcome o = r.outcome();
            int plusColor = game == 0 ? Piece.RED : Piece.BLACK;
            if (o.isDraw()) {
                points[0] += 0.5;
                points[1] += 0.5;
            } else if (o.winner() == plusColor) {
                points[0] += 1;
            } else {
                points[1] += 1;
            }
        }
        return points;
    }

    /**
     * The config of one side of a pair: the base with the chosen weights at these values (written to
     * {@code weightsFile}, when weights are tuned) and the keys at theirs (rounded).
     */
    private SearchConfig engine(Path weightsFile, double[] values) throws IOException {
        SearchConfig config = s.base();
        if (s.chosen().length > 0) {
            AtomicFile.writeString(weightsFile, weightsText(values));
            config = config.with("eval.weights", weightsFile.toString());
        }
        return config.with(keysText(values));
    }

    /**
     * The tuned keys at these (rounded) values as {@code key=value,…} (empty when no key is tuned): the form
     * {@code --set} and a preset's suffix take.
     */
    String keysText(double[] values) {
        StringBuilder sb = new StringBuilder();
        int weights = s.chosen().length;
        for (int k = 0; k < s.keys().size(); k++) {
            sb.append(k == 0 ? "" : ",").append(s.keys().get(k)).append('=').append(Math.round(values[weights + k]));
        }
        return sb.toString();
    }

    /** A weights file of the start table with the chosen weights at these (rounded) values. */
    String weightsText(double[] values) {
        return table(values).format();
    }

    private EvalWeights table(double[] values) {
        EvalWeights w = startWeights;
        for (int j = 0; j < values.length; j++) {
            w = w.with(s.chosen()[j], (int) Math.round(values[j]));
        }
        return w;
    }

    /** The run's state: a fresh one, or the saved one when it belongs to the same weights, seed and rate. */
    private State load(Path out) throws IOException {
        State fresh = new State();
        for (int index : s.chosen()) {
            fresh.names.add(EvalWeights.all().get(index).name());
        }
        fresh.names.addAll(s.keys());
        fresh.start = startValues();
        fresh.c = perturbations();
        fresh.seed = s.seed();
        fresh.rate = s.rate();
        fresh.budget = s.budget().toString();
        fresh.theta = fresh.start.clone();
        Path file = out.resolve("state.json");
        if (!Files.exists(file)) {
            return fresh;
        }
        State saved;
        try {
            saved = MAPPER.readValue(file.toFile(), State.class);
        } catch (IOException e) {
            throw new IllegalArgumentException(file + ": not a state file of 'tune spsa' (" + e.getMessage() + ")");
        }
        if (!saved.names.equals(fresh.names) || saved.seed != fresh.seed || saved.rate != fresh.rate
                || !Arrays.equals(saved.start, fresh.start) || !Arrays.equals(saved.c, fresh.c)
                || !fresh.budget.equals(saved.budget)) {
            throw new IllegalArgumentException(file + " belongs to another run (other weights, start, seed, rate or "
                    + "budget): give a new --out folder");
        }
        progress.accept("resuming after " + saved.done + " of " + s.pairs() + " pairs");
        return saved;
    }

    /**
     * The average of the weights after each pair, over the pairs after the first third (in the order they
     * finished, as {@code progress.csv} lists them); the start weights when no pair was played.
     */
    public double[] averaged(State state, Path out) throws IOException {
        List<String> lines = Files.readAllLines(out.resolve("progress.csv"));
        int rows = lines.size() - 1;
        double[] avg = new double[state.theta.length];
        if (rows <= 0) {
            return state.start.clone();
        }
        int from = rows / 3;
        for (int i = from; i < rows; i++) {
            String[] f = lines.get(i + 1).split(",");
            for (int j = 0; j < avg.length; j++) {
                avg[j] += Double.parseDouble(f[3 + j]);
            }
        }
        for (int j = 0; j < avg.length; j++) {
            avg[j] /= rows - from;
        }
        return avg;
    }

    private void writeOutputs(State state, Path out, Path csv) throws IOException {
        String header = "# tune spsa: the average of the values after pairs " + (state.done / 3 + 1) + " to " + state.done
                + " (" + state.budget + "; rate " + state.rate + "; seed " + state.seed + ")\n";
        double[] avg = averaged(state, out);
        if (s.chosen().length > 0) {
            AtomicFile.writeString(out.resolve("spsa.weights"), header + weightsText(avg));
            AtomicFile.writeString(out.resolve("last.weights"), weightsText(state.theta));
        }
        if (!s.keys().isEmpty()) {
            // one line key=value,… after the comment: SearchConfig.with reads the file's text as it is
            AtomicFile.writeString(out.resolve("spsa.keys"), header + keysText(avg) + "\n");
            AtomicFile.writeString(out.resolve("last.keys"), keysText(state.theta) + "\n");
        }
        List<String> lines = Files.readAllLines(csv);
        int rows = lines.size() - 1;
        int weights = state.names.size();
        String title = "SPSA: each weight's drift from its start"
                + (rows > 0 && weights > CHART_NAMED ? " (the " + CHART_NAMED + " furthest named)" : "");
        XYChart chart = new XYChartBuilder().width(OutputStyle.CHART_WIDTH).height(OutputStyle.CHART_HEIGHT)
                .title(title).xAxisTitle("game pairs").yAxisTitle("(weight - start) / c").build();
        if (rows > 0) {
            int[] drawn = chartRows(rows);
            double[] x = new double[drawn.length];
            double[][] y = new double[state.names.size()][drawn.length];
            for (int n = 0; n < drawn.length; n++) {
                String[] f = lines.get(drawn[n] + 1).split(",");
                x[n] = drawn[n] + 1;
                for (int j = 0; j < y.length; j++) {
                    y[j][n] = (Double.parseDouble(f[3 + j]) - state.start[j]) / state.c[j];
                }
            }
            double[] last = new double[y.length];
            for (int j = 0; j < y.length; j++) {
                last[j] = y[j][drawn.length - 1];
            }
            boolean[] named = namedInLegend(last, CHART_NAMED);
            // the unnamed ones first, so that the named lines are drawn over them
            int colour = 0;
            for (boolean pass : new boolean[] {false, true}) {
                for (int j = 0; j < y.length; j++) {
                    if (named[j] == pass) {
                        var series = chart.addSeries(state.names.get(j), x, y[j]);
                        series.setMarker(org.knowm.xchart.style.markers.SeriesMarkers.NONE);
                        if (pass) {
                            series.setLineColor(NAMED[colour++ % NAMED.length]);
                        } else {
                            series.setShowInLegend(false);
                            series.setLineColor(UNNAMED);
                        }
                    }
                }
            }
        }
        org.xqlab.io.ImageMetadata.writeChart(chart, out.resolve("spsa.png"), out.resolve("spsa.svg"),
                org.xqlab.io.ImageMetadata.keys(org.xqlab.build.Provenance.now().flat()));
    }

    /**
     * Which weights the drift chart names in its legend: all when there are at most {@code max}, else the
     * {@code max} whose last drift is furthest from 0 (ties: the earlier weight); a legend of 55 names does
     * not fit the chart and tells nothing.
     */
    static boolean[] namedInLegend(double[] lastDrift, int max) {
        boolean[] named = new boolean[lastDrift.length];
        Integer[] order = new Integer[lastDrift.length];
        for (int j = 0; j < order.length; j++) {
            order[j] = j;
        }
        java.util.Arrays.sort(order, (a, b) -> Double.compare(Math.abs(lastDrift[b]), Math.abs(lastDrift[a])));
        for (int k = 0; k < Math.min(max, order.length); k++) {
            named[order[k]] = true;
        }
        return named;
    }

    /**
     * The rows of the progress file (0 = the first pair) that the drift chart draws: all of them up to
     * {@link #CHART_POINTS}, else every k-th from the first, and the last (progress.csv keeps them all).
     */
    static int[] chartRows(int rows) {
        int every = Math.max(1, (rows + CHART_POINTS - 1) / CHART_POINTS);
        return java.util.stream.IntStream.range(0, rows).filter(i -> i % every == 0 || i == rows - 1).toArray();
    }

    /** The summary lines: pairs, the + engine's record, and each weight from its start to the average. */
    public String summary(State state, Path out) throws IOException {
        StringBuilder sb = new StringBuilder();
        sb.append(String.format(Locale.ROOT, "spsa: %d pairs (%s), pairs won %d, drawn %d, lost %d by the + engine%n",
                state.done, state.budget, state.wins, state.draws, state.losses));
        double[] avg = averaged(state, out);
        int weights = s.chosen().length;
        for (int j = 0; j < avg.length; j++) {
            sb.append(String.format(Locale.ROOT, "%-6s %-28s %6.0f -> %6.0f  (c %.0f)%n", j < weights ? "weight" : "key",
                    state.names.get(j), state.start[j], avg[j], state.c[j]));
        }
        sb.append("written: ");
        if (weights > 0) {
            sb.append(out.resolve("spsa.weights")).append(", ").append(out.resolve("last.weights")).append(", ");
        }
        if (!s.keys().isEmpty()) {
            sb.append(out.resolve("spsa.keys")).append(", ").append(out.resolve("last.keys")).append(", ");
        }
        sb.append(out.resolve("progress.csv")).append(", ").append(out.resolve("spsa.png")).append('\n');
        return sb.toString();
    }

    private static String half(double points) {
        int whole = (int) points;
        return points == whole ? Integer.toString(whole) : (whole == 0 ? "" : Integer.toString(whole)) + "½";
    }
}
