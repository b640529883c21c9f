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
 * The append-only JSON-lines journal of a result folder, shared by {@link ResultLog} (search tasks) and
 * {@link MatchLog} (game pairs): the folder's {@code experiment.json} must hold the run's canonical
 * experiment (written on first use, a different one is refused), each finished unit is one line
 * {@code {"key": ..., FIELD: [...]}} appended and flushed at once, and on reopening a torn last line
 * (a kill while writing) is cut off. {@link #read} gives the units recorded, skipping torn lines.
 */
final class Journal implements AutoCloseable {
    private static final ObjectMapper JSON = new ObjectMapper();

    private final Writer writer;
    private final String field;

    private Journal(Writer writer, String field) {
        this.writer = writer;
        this.field = field;
    }

    /** Opens {@code dir/file} for appending units under {@code field}, checking the folder's experiment. */
    static Journal open(Path dir, String canonical, String file, String field) {
        org.xqlab.io.OutputPaths.requireNoLinkOut(dir, dir, "output folder");
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
            Path lines = dir.resolve(file);
            ResultLog.cutTornLine(lines);
            return new Journal(Files.newBufferedWriter(lines, StandardCharsets.UTF_8, StandardOpenOption.CREATE,
                    StandardOpenOption.APPEND), field);
        } catch (IOException ex) {
            throw new IllegalArgumentException("cannot write to output folder " + dir + ": " + ex.getMessage());
        }
    }

    /** Appends one finished unit and flushes it. Safe from several threads. */
    synchronized void append(String key, List<?> items) {
        ObjectNode line = JSON.createObjectNode();
        line.put("key", key);
        line.set(field, JSON.valueToTree(items));
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

    /** The units recorded in {@code dir/file} by key (empty without the file); torn or bad lines are skipped. */
    static <T> Map<String, List<T>> read(Path dir, String file, String field, Class<T> type) {
        Map<String, List<T>> map = new LinkedHashMap<>();
        Path lines = dir.resolve(file);
        if (!Files.exists(lines)) {
            return map;
        }
        try {
            for (String line : Files.readAllLines(lines, StandardCharsets.UTF_8)) {
                if (line.isBlank()) {
                    continue;
                }
                try {
                    JsonNode node = JSON.readTree(line);
                    List<T> items = new ArrayList<>();
                    for (JsonNode r : node.get(field)) {
                        items.add(JSON.treeToValue(r, type));
                    }
                    map.putIfAbsent(node.get("key").asText(), List.copyOf(items));
                } catch (JsonProcessingException | NullPointerException ex) {
                    // a torn line: the unit counts as not done and runs again
                }
            }
        } catch (IOException ex) {
            throw new IllegalArgumentException("cannot read " + lines + ": " + ex.getMessage());
        }
        return map;
    }
}
