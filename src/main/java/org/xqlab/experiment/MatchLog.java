package org.xqlab.experiment;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * The durable record of a match experiment in its folder: {@code experiment.json} (the canonical
 * experiment, {@link MatchExperimentFile#canonical}) and {@code games.jsonl}, one line per finished game
 * pair ({@code {"key": "variant|pair", "games": [...]}}), appended and flushed as each pair ends
 * ({@link Journal}). A run killed at any moment loses at most the pairs being played: a torn last line is
 * cut off on reopening. A folder holding another experiment is refused.
 */
public final class MatchLog implements AutoCloseable {
    public static final String GAMES_FILE = "games.jsonl";

    private final Journal journal;
    private final Map<String, List<MatchGameRow>> done;

    private MatchLog(Journal journal, Map<String, List<MatchGameRow>> done) {
        this.journal = journal;
        this.done = done;
    }

    /** The key of a pair of games. */
    public static String key(String variant, int pair) {
        return variant + "|" + pair;
    }

    /** Opens (creating if needed) the log of this experiment in {@code dir}, keeping what is finished. */
    public static MatchLog open(Path dir, MatchExperiment e) {
        Journal j = Journal.open(dir, MatchExperimentFile.canonical(e), GAMES_FILE, "games");
        return new MatchLog(j, read(dir));
    }

    /** Finished pairs when the log was opened, by key. */
    public Map<String, List<MatchGameRow>> finished() {
        return done;
    }

    /** Appends one finished pair and flushes it. Safe from several threads. */
    public void append(String key, List<MatchGameRow> games) {
        journal.append(key, games);
    }

    @Override
    public void close() {
        journal.close();
    }

    /** The finished pairs recorded in a folder (empty without a log); torn lines are skipped. */
    public static Map<String, List<MatchGameRow>> read(Path dir) {
        return Journal.read(dir, GAMES_FILE, "games", MatchGameRow.class);
    }
}
