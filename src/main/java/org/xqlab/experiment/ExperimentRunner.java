package org.xqlab.experiment;

import org.xqlab.build.Provenance;
import org.xqlab.rules.Fen;
import org.xqlab.rules.MoveGenerator;
import org.xqlab.search.OracleMoves;
import org.xqlab.search.SearchLimits;
import org.xqlab.search.SearchResult;
import org.xqlab.search.Searcher;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;

/**
 * Runs an experiment (or one shard of it) into its output folder. Tasks ({@link Task}) run in parallel
 * on a pool of threads, each task with its own fresh {@link Searcher} on one thread, so every node count
 * is reproducible whatever the number of threads. Each finished task is appended to the folder's
 * {@link ResultLog} at once; tasks already in the log are skipped, so a stopped run continues where it
 * stopped. A search's time is its thread's CPU time ({@link SearchClock}; the wall clock where the JVM cannot measure
 * it). Tasks run up the ladder of limits and, at each limit, position by position with the variants side by
 * side, so that drifts of the machine's speed touch every variant's times alike. Progress goes to the listener
 * after every search (from worker threads). {@link #cancel} stops
 * the running searches and discards their partial work. Before the first timed search each variant searches once,
 * untimed, so that times to depth do not include the JVM's compilation. With the efficiency measure
 * ({@link Experiment#efficiency}) each search is followed by the measurement of its minimal tree (two more
 * searches, not timed). When the run covers the whole experiment,
 * {@link Outputs} writes the CSV/JSON rows, summary, charts and report; a shard writes only its rows.
 */
public final class ExperimentRunner {

    /** Output folder, shard {@code k} of {@code n} (1 of 1 for the whole run), worker threads, engine version. */
    public record Options(Path output, int shard, int shards, int threads, String engineVersion) {
        public Options {
            if (shards < 1 || shard < 1 || shard > shards) {
                throw new IllegalArgumentException("--shard " + shard + "/" + shards + ": expected K/N with 1 <= K <= N");
            }
            if (threads < 1) {
                throw new IllegalArgumentException("--threads must be at least 1");
            }
        }

        /** The whole experiment into {@code output}, on every core. */
        public static Options whole(Path output) {
            return new Options(output, 1, 1, Runtime.getRuntime().availableProcessors(), EngineVersion.text());
        }
    }

    /**
     * What a run produced: the rows of its tasks in canonical order, whether all of them are done, and how many
     * tasks were left for a later run because they would not end within the time limit ({@link #timeLimit}).
     */
    public record Result(List<Row> rows, boolean complete, int tasksRun, int tasksSkipped, Path output,
                         int tasksLeftForTime) {
        public Result(List<Row> rows, boolean complete, int tasksRun, int tasksSkipped, Path output) {
            this(rows, complete, tasksRun, tasksSkipped, output, 0);
        }
    }

    private final Experiment experiment;
    private final Options options;
    private final Consumer<Progress> listener;
    private final Set<Searcher> active = ConcurrentHashMap.newKeySet();
    private volatile boolean cancelled;
    private long searchesDone;
    private long searchesTotal;
    private long skipped;
    private long sessionDone;
    private long startNanos;
    private long limitMillis;
    private java.util.function.LongSupplier clock = System::currentTimeMillis;
    private long deadline;
    private final java.util.concurrent.atomic.AtomicInteger leftForTime = new java.util.concurrent.atomic.AtomicInteger();
    private final java.util.concurrent.atomic.AtomicBoolean startedAny = new java.util.concurrent.atomic.AtomicBoolean();

    public ExperimentRunner(Experiment experiment, Options options, Consumer<Progress> listener) {
        this.experiment = experiment;
        this.options = options;
        this.listener = listener == null ? p -> { } : listener;
    }

    /**
     * Runs only what fits in {@code millis} from the start of {@link #run} (a batch job's time limit, less a margin):
     * the tasks go along the ladder of limits (every depth 4 task before any depth 5 task), and a task is not started
     * when its predicted time — its previous rung's time (same variant and positions) times the growth from the rung
     * before, or the ratio of node limits — would end it after the limit. Those tasks are left for the next run of
     * the same folder, which continues the ladder ({@link Result#tasksLeftForTime}). The first task of a run always
     * starts, so every run makes progress even when one search is predicted to take longer than the whole limit.
     * {@code clock} gives the time in milliseconds (tests pass their own).
     */
    public ExperimentRunner timeLimit(long millis, java.util.function.LongSupplier clock) {
        if (millis <= 0) {
            throw new IllegalArgumentException("--time-limit must be positive");
        }
        this.limitMillis = millis;
        this.clock = clock;
        return this;
    }

    /**
     * The predicted time of a task in milliseconds, from what is finished: the same positions one rung lower times
     * the growth between rungs (measured on those positions, else 4 a depth, or the ratio of node limits); without
     * that, the mean of finished tasks of the same variant and limit, else of the highest lower limit times the
     * growth. 0 when nothing is known (the lowest rung always starts).
     */
    private long predictedMillis(Task t, List<Task> all, Map<String, List<Row>> results) {
        Task prev = null;
        Task prevPrev = null;
        for (Task o : all) {
            if (o.variant().name().equals(t.variant().name()) && o.group().equals(t.group())
                    && o.repetition() == t.repetition() && o.limit().value() < t.limit().value()
                    && results.containsKey(o.key())) {
                if (prev == null || o.limit().value() > prev.limit().value()) {
                    prevPrev = prev;
                    prev = o;
                } else if (prevPrev == null || o.limit().value() > prevPrev.limit().value()) {
                    prevPrev = o;
                }
            }
        }
        if (prev != null) {
            long p = Math.max(1, millis(results.get(prev.key())));
            long pp = prevPrev == null ? -1 : millis(results.get(prevPrev.key()));
            double perStep = pp > 0 ? Math.max(1.5, Math.pow((double) p / pp,
                    1.0 / (prev.limit().value() - prevPrev.limit().value()))) : 4;
            return Math.round(p * growth(prev.limit(), t.limit(), perStep));
        }
        Limit best = null;
        double sum = 0;
        int n = 0;
        for (Task o : all) {
            List<Row> r = results.get(o.key());
            if (r == null || !o.variant().name().equals(t.variant().name()) || o.limit().value() > t.limit().value()) {
                continue;
            }
            if (best == null || o.limit().value() > best.value()) {
                best = o.limit();
                sum = 0;
                n = 0;
            }
            if (o.limit().equals(best)) {
                sum += millis(r);
                n++;
            }
        }
        return best == null ? 0 : Math.round(Math.max(1, sum / n) * growth(best, t.limit(), 4));
    }

    /** How much longer a search to {@code to} takes than one to {@code from}: per-depth growth, or the node ratio. */
    private static double growth(Limit from, Limit to, double perStep) {
        return to.byNodes() ? (double) to.value() / from.value() : Math.pow(perStep, to.value() - from.value());
    }

    /** The time a finished task took: its searches and, with the efficiency measure, their minimal trees. */
    private static long millis(List<Row> rows) {
        return rows == null ? -1 : rows.stream().mapToLong(r -> r.timeMillis()
                + (r.minimalMicros() == null ? 0 : r.minimalMicros() / 1000)).sum();
    }

    /** Asks the run to stop soon; finished tasks stay in the log. Safe from any thread. */
    public void cancel() {
        cancelled = true;
        active.forEach(Searcher::stop);
    }

    public boolean isCancelled() {
        return cancelled;
    }

    /** Runs the tasks that are not yet in the log; blocks until they are done or the run is cancelled. */
    public Result run() {
        List<Task> tasks = Task.shard(Task.plan(experiment), options.shard(), options.shards());
        Map<String, List<Row>> results = new ConcurrentHashMap<>();
        int ran = 0;
        int skippedTasks;
        Provenance provenance;
        try (ResultLog log = ResultLog.open(options.output(), experiment)) {
            provenance = RunProvenance.record(options.output(), RunProvenance.of(experiment));
            List<Task> todo = new ArrayList<>();
            for (Task t : tasks) {
                List<Row> rows = log.finished().get(t.key());
                if (rows != null) {
                    results.put(t.key(), rows);
                } else {
                    todo.add(t);
                }
            }
            skippedTasks = tasks.size() - todo.size();
            synchronized (this) {
                searchesTotal = tasks.stream().mapToLong(t -> t.positions().size()).sum();
                skipped = searchesTotal - todo.stream().mapToLong(t -> t.positions().size()).sum();
                searchesDone = skipped;
                startNanos = System.nanoTime();
            }
            report(false);
            if (!todo.isEmpty()) {
                warmUp();
            }
            if (limitMillis > 0) {
                deadline = clock.getAsLong() + limitMillis;
            }
            // up the ladder of limits, and at each limit position by position with the variants side by side: the
            // JVM's compilation and the machine's load change alike for every variant's times (the rows keep the
            // canonical order whatever the order of running)
            Map<String, Integer> groupOrder = new java.util.HashMap<>();
            tasks.forEach(t -> groupOrder.putIfAbsent(t.group(), groupOrder.size()));
            todo.sort(java.util.Comparator.comparingLong((Task t) -> t.limit().value())
                    .thenComparingInt(t -> groupOrder.get(t.group())).thenComparingInt(Task::repetition)
                    .thenComparingInt(Task::index));
            TaskPool.runAll(todo, options.threads(), t -> {
                if (limitMillis > 0 && startedAny.get()
                        && clock.getAsLong() + predictedMillis(t, tasks, results) > deadline) {
                    leftForTime.incrementAndGet();
                    return;
                }
                startedAny.set(true);
                List<Row> rows = runTask(t);
                if (rows != null) {
                    log.append(t, rows);
                    results.put(t.key(), rows);
                }
            }, this::cancel, "a search");
            ran = (int) todo.stream().filter(t -> results.containsKey(t.key())).count();
        }
        List<Row> rows = new ArrayList<>();
        boolean complete = true;
        for (Task t : tasks) {
            List<Row> r = results.get(t.key());
            if (r == null) {
                complete = false;
            } else {
                rows.addAll(r);
            }
        }
        report(true);
        if (complete) {
            if (options.shards() == 1) {
                Outputs.writeAll(experiment, rows, options.output(), List.of(provenance));
            } else {
                Outputs.writeRows(rows, options.output());
            }
        }
        return new Result(rows, complete, ran, skippedTasks, options.output(), leftForTime.get());
    }

    /** Nodes each variant searches, untimed and unrecorded, before the timed searches (see {@link #warmUp}). */
    static final long WARM_UP_NODES = 100_000;

    /**
     * Lets the JVM compile the search before any search is timed: each variant searches the experiment's first
     * position for {@link #WARM_UP_NODES} nodes, and the result is thrown away. Without it the first variant's
     * first searches pay for the compilation, and its times to depth look slower than they are.
     */
    private void warmUp() {
        String fen = experiment.positions().get(0).fen();
        for (Variant v : experiment.variants()) {
            if (cancelled) {
                return;
            }
            Searcher s = new Searcher(v.config());
            active.add(s);
            try {
                s.search(Fen.parse(fen), SearchLimits.nodes(WARM_UP_NODES));
            } finally {
                active.remove(s);
            }
        }
    }

    private List<Row> runTask(Task t) {
        if (cancelled) {
            return null;
        }
        Searcher searcher = new Searcher(t.variant().config());
        // the minimal tree once per search: repetitions only steady the times, and its node counts do not change
        MinimalTree minimal = experiment.efficiency() && !t.limit().byNodes() && t.repetition() == 0
                ? new MinimalTree(t.variant(), experiment.oraclePlies()) : null;
        active.add(searcher);
        try {
            List<Row> rows = new ArrayList<>();
            int[] moves = new int[MoveGenerator.MAX_MOVES];
            for (SuitePosition p : t.positions()) {
                long start = SearchClock.nanos();
                SearchResult r = searcher.search(Fen.parse(p.fen()), t.limit().searchLimits());
                long micros = (SearchClock.nanos() - start) / 1000;
                if (cancelled) {
                    return null;
                }
                Row row = Row.of(t.variant(), p, t.limit(), t.repetition(), r, micros, Fen.parse(p.fen()).legalMoves(moves));
                if (minimal != null) {
                    row = minimal.measure(row, p, (int) t.limit().value());
                    if (row == null) {
                        return null;
                    }
                }
                rows.add(row);
                synchronized (this) {
                    searchesDone++;
                    sessionDone++;
                }
                report(false);
            }
            return rows;
        } finally {
            active.remove(searcher);
        }
    }

    /**
     * The minimal tree of a variant's searches ({@link Experiment#efficiency}): for each position, a search
     * {@code plies} deeper by the variant with fresh tables records its best moves ({@link OracleMoves}), then the
     * variant searches the limit's depth again with fresh tables, each node taking the recorded move first. The
     * re-search's nodes are the row's minimal tree. Fresh tables also under {@code sequences}: the minimal tree is
     * the position's, not the game's. The two searchers and the table are kept for the task's positions.
     */
    private final class MinimalTree {
        private final Searcher deeper;
        private final Searcher ordered;
        private final OracleMoves oracle = new OracleMoves(20);
        private final int plies;

        MinimalTree(Variant variant, int plies) {
            this.deeper = new Searcher(variant.config());
            this.ordered = new Searcher(variant.config());
            this.plies = plies;
            ordered.useOracle(oracle);
        }

        /** The row with its minimal tree, or null when the run was cancelled meanwhile. */
        Row measure(Row row, SuitePosition p, int depth) {
            active.add(deeper);
            active.add(ordered);
            try {
                long start = SearchClock.nanos();
                oracle.clear();
                deeper.clearTables();
                deeper.search(Fen.parse(p.fen()), SearchLimits.depth(depth + plies), oracle.recorder());
                if (cancelled) {
                    return null;
                }
                ordered.clearTables();
                SearchResult m = ordered.search(Fen.parse(p.fen()), SearchLimits.depth(depth));
                return cancelled ? null : row.withMinimalTree(depth + plies, m.nodes(), m.totalNodes(),
                        (SearchClock.nanos() - start) / 1000);
            } finally {
                active.remove(deeper);
                active.remove(ordered);
            }
        }
    }

    private void report(boolean finished) {
        Progress p;
        synchronized (this) {
            long elapsed = (System.nanoTime() - startNanos) / 1_000_000;
            double rate = elapsed <= 0 ? 0 : sessionDone * 1000.0 / elapsed;
            long left = searchesTotal - searchesDone;
            long eta = rate <= 0 ? -1 : Math.round(left / rate);
            p = new Progress(searchesDone, searchesTotal, skipped, rate, eta, elapsed, finished);
        }
        listener.accept(p);
    }
}
