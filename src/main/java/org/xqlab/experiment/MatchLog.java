package org.xqlab.experiment;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.xqlab.io.AtomicFile;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The durable record of a match experiment in its folder: {@code experiment.json} (the canonical
 * experiment, {@link MatchExperimentFile#canonical}) and {@code games.jsonl}, one line per finished game
 * pair ({@code {"key": "variant|pair", "games": [...]}}), appended and flushed as each pair ends. A run
 * killed at any moment loses at most the pairs being played: a torn last line is cut off on reopening.
 * A folder holding another experiment is refused.
 */
public final class MatchLog implements AutoCloseable {
    public static final String GAMES_FILE = "games.jsonl";
    private static final ObjectMapper JSON = new ObjectMapper();

    private final Writer writer;
    private final Map<String, List<MatchGameRow>> done;

    private MatchLog(Writer writer, Map<String, List<MatchGameRow>> done) {
        this.writer = writer;
        this.done = done;
    }

    /** The key of a pair of games. */
    public static String key(String variant, int pair) {
        return variant + "|" + pair;
    }

    /** Opens (creating if needed) the log of this experiment in {@code dir}, keeping what is finished. */
    public static MatchLog open(Path dir, MatchExperiment e) {
        String canonical = MatchExperimentFile.canonical(e);
        try {
            Files.createDirectories(dir);
            Path expFile = dir.resolve(ResultLog.EXPERIMENT_FILE);
            if (Files.exists(expFile)) {
                if (!Files.readString(expFile, StandardCharsets.UTF_8).equals(canonical)) {
                    throw new IllegalArgumentException("output folder " + dir + " holds results of a different "
                            + "experiment (its experiment.json differs); choose another folder with --out or delete it");
                }
            } else {
                AtomicFile.writeString(expFile, canonical);
            }
            Path games = dir.resolve(GAMES_FILE);
            ResultLog.cutTornLine(games);
            Map<String, List<MatchGameRow>> done = read(dir);
            Writer w = Files.newBufferedWriter(games, StandardCharsets.UTF_8, StandardOpenOption.CREATE,
                    StandardOpenOption.APPEND);
            return new MatchLog(w, done);
        } catch (IOException ex) {
            throw new IllegalArgumentException("cannot write to output folder " + dir + ": " + ex.getMessage());
        }
    }

    /** Finished pairs when the log was opened, by key. */
    public Map<String, List<MatchGameRow>> finished() {
        return done;
    }

    /** Appends one finished pair and flushes it. Safe from several threads. */
    public synchronized void append(String key, List<MatchGameRow> games) {
        ObjectNode line = JSON.createObjectNode();
        line.put("key", key);
        line.set("games", JSON.valueToTree(games));
        try {
            writer.write(JSON.writeValueAsString(line));
            writer.write('\n');
            writer.flush();
        } catch (IOException ex) {
            throw new UncheckedIOException(ex);
        }
    }

    @Override
    public synchronized void close() {
        try {
            writer.close();
        } catch (IOException ex) {
            throw new UncheckedIOException(ex);
        }
    }

    /** The finished pairs recorded in a folder (empty without a log); torn lines are skipped. */
    public static Map<String, List<MatchGameRow>> read(Path dir) {
        Map<String, List<MatchGameRow>> map = new LinkedHashMap<>();
        Path games = dir.resolve(GAMES_FILE);
        if (!Files.exists(games)) {
            return map;
        }
        try {
            for (String line : Files.readAllLines(games, StandardCharsets.UTF_8)) {
                if (line.isBlank()) {
                    continue;
                }
                try {
                    JsonNode node = JSON.readTree(line);
                    List<MatchGameRow> rows = new ArrayList<>();
                    for (JsonNode g : node.get("games")) {
                        rows.add(JSON.treeToValue(g, MatchGameRow.class));
                    }
                    map.putIfAbsent(node.get("key").asText(), List.copyOf(rows));
                } catch (JsonProcessingException | NullPointerException ex) {
                    // a torn line: the pair counts as not played and is played again
                }
            }
        } catch (IOException ex) {
            throw new IllegalArgumentException("cannot read " + games + ": " + ex.getMessage());
        }
        return map;
    }
}
