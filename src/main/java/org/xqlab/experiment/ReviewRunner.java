package org.xqlab.experiment;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import org.xqlab.book.OpeningBook;
import org.xqlab.build.Provenance;
import org.xqlab.game.GameRecord;
import org.xqlab.game.RecordCollection;
import org.xqlab.review.CollectionSummary;
import org.xqlab.review.GameReview;
import org.xqlab.review.PositionVerdict;
import org.xqlab.review.ReviewOutput;
import org.xqlab.review.ReviewSettings;
import org.xqlab.review.Reviewer;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.CancellationException;
import java.util.function.Consumer;
import java.util.function.LongSupplier;

/**
 * Runs a review experiment (or one shard of it) into its output folder: the games of the collection are reviewed
 * one after the other as {@code review --all} reviews them ({@link Reviewer}: {@code threads} positions of a game
 * searched at once, each a single-threaded search with cleared tables, so at a node or depth budget a game's review
 * does not depend on the threads). Shard {@code k} of {@code n} reviews the games whose number, counted from 0, is
 * {@code k - 1} modulo {@code n}. Each reviewed game is appended to the folder's {@code reviews.jsonl} as one line
 * ({@link ReviewGameRow}, flushed at once, through the same {@link Journal} as the other kinds); games already there
 * are skipped, so a stopped or killed run goes on where it stopped (a game cut half-way is reviewed again). When the
 * run covers the whole collection it writes the summary ({@link CollectionSummary}, as {@code review --all} prints
 * it): {@code summary.txt} and {@code summary.json}; {@link #merge} does the same from the folders of all shards.
 */
public final class ReviewRunner {
    public static final String REVIEWS_FILE = "reviews.jsonl";
    private static final String FIELD = "reviews";
    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    /**
     * The summary of the games reviewed in this folder (all of them when {@code complete} and not a shard), the
     * games of the run's share, those reviewed in this session, those found reviewed in the log, those left for
     * the time limit, and the folder.
     */
    public record Result(CollectionSummary summary, int share, int reviewed, int skipped, int leftForTime,
                         boolean complete, Path output) {
    }

    private final ReviewExperiment experiment;
    private final ExperimentRunner.Options options;
    private final Consumer<Progress> listener;
    private volatile boolean cancelled;
    private volatile Reviewer current;
    private long timeLimitMillis = -1;
    private LongSupplier clock = System::currentTimeMillis;

    public ReviewRunner(ReviewExperiment experiment, ExperimentRunner.Options options, Consumer<Progress> listener) {
        if (experiment.gamesFile() == null) {
            throw new IllegalArgumentException("experiment " + experiment.name() + " names no games file to review");
        }
        this.experiment = experiment;
        this.options = options;
        this.listener = listener == null ? p -> { } : listener;
    }

    /**
     * Starts no game once {@code millis} have passed, nor one that the mean time of the games reviewed so far says
     * would end after them; what is left is reviewed by the next run of the same folder.
     */
    public void timeLimit(long millis, LongSupplier clock) {
        this.timeLimitMillis = millis;
        this.clock = clock;
    }

    /** Asks the run to stop soon; the games reviewed stay in the log. Safe from any thread. */
    public void cancel() {
        cancelled = true;
        Reviewer r = current;
        if (r != null) {
            r.cancel();
        }
    }

    /** The key of game {@code number} (from 1) in the log. */
    static String key(int number) {
        return Integer.toString(number);
    }

    /** Reviews the games of this run's share not yet in the log; blocks until they are done or the run stops. */
    public Result run() throws IOException {
        RecordCollection games = RecordCollection.open(experiment.gamesFile());
        if (games.size() != experiment.gameCount()) {
            throw new IllegalArgumentException(experiment.gamesFile() + " now holds " + games.size()
                    + " games, not " + experiment.gameCount() + ": the file changed since the experiment was read");
        }
        List<Integer> share = new ArrayList<>();
        for (int g = 0; g < games.size(); g++) {
            if (g % options.shards() == options.shard() - 1) {
                share.add(g + 1);
            }
        }
        Map<Integer, ReviewGameRow> rows = new TreeMap<>();
        int reviewed = 0;
        int leftForTime = 0;
        long start = clock.getAsLong();
        long startNanos = System.nanoTime();
        Provenance provenance;
        try (Journal log = Journal.open(options.output(), ReviewExperimentFile.canonical(experiment), REVIEWS_FILE,
                FIELD)) {
            provenance = RunProvenance.record(options.output(), RunProvenance.of(experiment));
            Map<String, List<ReviewGameRow>> done = read(options.output());
            List<Integer> todo = new ArrayList<>();
            for (int number : share) {
                List<ReviewGameRow> r = done.get(key(number));
                if (r != null && !r.isEmpty()) {
                    rows.put(number, r.get(0));
                } else {
                    todo.add(number);
                }
            }
            int skipped = rows.size();
            report(rows.size(), share.size(), skipped, 0, startNanos, false);
            ReviewSettings settings = experiment.settings(options.threads());
            OpeningBook book = OpeningBook.bundled();
            for (int i = 0; i < todo.size() && !cancelled; i++) {
                long now = clock.getAsLong() - start;
                if (timeLimitMillis >= 0 && (now >= timeLimitMillis
                        || reviewed > 0 && now + now / reviewed > timeLimitMillis)) {
                    leftForTime = todo.size() - i;
                    break;
                }
                int number = todo.get(i);
                int doneGames = rows.size();
                int sessionGames = reviewed;
                int gamesLeft = todo.size() - i - 1;
                ReviewGameRow row = review(games.game(number - 1), number, settings, book, provenance,
                        (d, t, left) -> reportWithin(doneGames, share.size(), skipped, sessionGames, startNanos,
                                number, d, t, left, gamesLeft));
                if (row == null) {
                    break;
                }
                log.append(key(number), List.of(row));
                rows.put(number, row);
                reviewed++;
                report(rows.size(), share.size(), skipped, reviewed, startNanos, false);
            }
            report(rows.size(), share.size(), skipped, reviewed, startNanos, true);
            boolean complete = rows.size() == share.size();
            CollectionSummary summary = summary(rows.values());
            if (complete && options.shards() == 1) {
                writeOutputs(experiment, summary, options.output(), List.of(provenance));
            }
            return new Result(summary, share.size(), reviewed, skipped, leftForTime, complete, options.output());
        }
    }

    /** One game reviewed, or null when the run was cancelled meanwhile. */
    private ReviewGameRow review(GameRecord record, int number, ReviewSettings settings, OpeningBook book,
                                 Provenance provenance, Reviewer.Progress progress) {
        Reviewer reviewer = new Reviewer(settings);
        current = reviewer;
        if (cancelled) {
            return null;
        }
        List<PositionVerdict> verdicts;
        try {
            verdicts = reviewer.review(record, Map.of(), v -> { }, progress);
        } catch (CancellationException e) {
            return null;
        } catch (InterruptedException e) {
            cancel();
            Thread.currentThread().interrupt();
            return null;
        } finally {
            current = null;
        }
        GameReview review = GameReview.of(record, verdicts, settings, book);
        Map<String, Object> json = ReviewOutput.gameJson(number, record, review, provenance, false);
        return new ReviewGameRow(number, record.headers().getOrDefault("Red", "?"),
                record.headers().getOrDefault("Black", "?"), json, CollectionSummary.tally(review));
    }

    private void report(int done, int total, int skipped, int session, long startNanos, boolean finished) {
        long elapsed = (System.nanoTime() - startNanos) / 1_000_000;
        double rate = elapsed <= 0 ? 0 : session * 1000.0 / elapsed;
        long eta = rate <= 0 ? -1 : Math.round((total - done) / rate);
        listener.accept(new Progress(done, total, skipped, rate, eta, elapsed, finished));
    }

    /**
     * Progress within game {@code number}: its positions done of {@code positions}, and the time left from the
     * reviewer's estimate for this game plus, for the {@code gamesLeft} after it, this game's time so far per position.
     */
    private void reportWithin(int done, int total, int skipped, int session, long startNanos, int number,
                              int positionsDone, int positions, long millisLeft, int gamesLeft) {
        long elapsed = (System.nanoTime() - startNanos) / 1_000_000;
        double rate = elapsed <= 0 ? 0 : session * 1000.0 / elapsed;
        long eta = millisLeft < 0 || positionsDone == 0 ? -1
                : (millisLeft + (long) gamesLeft * (millisLeft + elapsedInGame(positionsDone, positions, millisLeft))
                + 999) / 1000;
        listener.accept(new Progress(done, total, skipped, rate, eta, elapsed, false,
                "game " + number + ": " + positionsDone + "/" + positions + " positions"));
    }

    /** The time a game takes, from the time left and the share of its positions done. */
    private static long elapsedInGame(int positionsDone, int positions, long millisLeft) {
        return positions <= positionsDone ? 0 : millisLeft * positionsDone / (positions - positionsDone);
    }

    /** The reviewed games recorded in a folder by key (empty without a log); torn lines are skipped. */
    public static Map<String, List<ReviewGameRow>> read(Path dir) {
        return Journal.read(dir, REVIEWS_FILE, FIELD, ReviewGameRow.class);
    }

    /** The summary of {@code rows}, added in the order of the games' numbers (so every run sums alike). */
    static CollectionSummary summary(java.util.Collection<ReviewGameRow> rows) {
        CollectionSummary s = new CollectionSummary();
        rows.stream().sorted(Comparator.comparingInt(ReviewGameRow::game))
                .forEach(r -> s.add(r.red(), r.black(), r.moves()));
        return s;
    }

    /** The header of the summary: the experiment, the collection and the settings. */
    static String heading(ReviewExperiment e) {
        return "review experiment " + e.name() + ": " + e.gamesName() + " (" + e.gameCount()
                + (e.gameCount() == 1 ? " game" : " games") + ", sha256 " + e.gamesSha256() + "); config "
                + e.variant().config() + ", " + e.budget() + " a position\n";
    }

    /** {@code summary.txt} (the table of {@code review --all} and the provenance) and {@code summary.json}. */
    static void writeOutputs(ReviewExperiment e, CollectionSummary summary, Path dir, List<Provenance> builds) {
        StringBuilder text = new StringBuilder(heading(e)).append(summary.text());
        for (Provenance p : builds) {
            text.append("provenance: ").append(p.line()).append('\n');
        }
        Outputs.write(dir.resolve("summary.txt"), text.toString());
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("experiment", e.name());
        json.put("games", Map.of("file", e.gamesName(), "sha256", e.gamesSha256(), "count", e.gameCount()));
        json.put("config", e.variant().config().toString());
        json.put("budget", e.budget());
        json.put("summary", summary.json());
        json.put("provenance", builds.stream().map(Provenance::flat).toList());
        try {
            Outputs.write(dir.resolve("summary.json"), JSON.writeValueAsString(json) + "\n");
        } catch (JsonProcessingException ex) {
            throw new IllegalStateException(ex);
        }
    }

    /**
     * Combines the folders of the shards of one review experiment into the result of one run in {@code out}: every
     * folder must hold the same experiment and a build like the first's (unless {@code allowMixedBuilds},
     * {@link RunProvenance#checkSameBuild}), and together they must hold every game. The merged folder gets the log
     * (in the games' order) and the summary; a game found in two folders is taken from the first. Returns the
     * summary.
     */
    public static CollectionSummary merge(List<Path> shards, Path out, boolean allowMixedBuilds) {
        if (shards.isEmpty()) {
            throw new IllegalArgumentException("merge needs at least one shard folder");
        }
        List<Provenance> records = RunProvenance.checkSameBuild(shards, allowMixedBuilds);
        String canonical = ResultLog.experimentText(shards.get(0));
        Map<Integer, ReviewGameRow> all = new TreeMap<>();
        for (Path dir : shards) {
            if (!ResultLog.experimentText(dir).equals(canonical)) {
                throw new IllegalArgumentException(dir + " holds a different experiment than " + shards.get(0));
            }
            read(dir).values().forEach(rows -> rows.forEach(r -> all.putIfAbsent(r.game(), r)));
        }
        ReviewExperiment e = ReviewExperimentFile.parseStored(ResultLog.EXPERIMENT_FILE + " in " + shards.get(0),
                canonical);
        List<Integer> missing = new ArrayList<>();
        for (int g = 1; g <= e.gameCount(); g++) {
            if (!all.containsKey(g)) {
                missing.add(g);
            }
        }
        if (!missing.isEmpty()) {
            throw new IllegalArgumentException(missing.size() + " of " + e.gameCount() + " games are not reviewed in "
                    + "these folders (first: game " + missing.get(0) + "); merge the folders of all shards, or finish "
                    + "the missing shard");
        }
        Provenance provenance;
        try (Journal log = Journal.open(out, canonical, REVIEWS_FILE, FIELD)) {
            provenance = RunProvenance.record(out, RunProvenance.merged(records, RunProvenance.of(e)));
            Map<String, List<ReviewGameRow>> there = read(out);
            all.forEach((g, r) -> {
                if (!there.containsKey(key(g))) {
                    log.append(key(g), List.of(r));
                }
            });
        }
        List<Provenance> builds = new ArrayList<>(List.of(provenance));
        for (Provenance p : records) {
            if (p != null && builds.stream().noneMatch(b -> RunProvenance.sameBuild(b, p))) {
                builds.add(p);
            }
        }
        CollectionSummary summary = summary(all.values());
        writeOutputs(e, summary, out, builds);
        return summary;
    }
}
