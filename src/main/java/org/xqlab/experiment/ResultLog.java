package org.xqlab.experiment;

import org.xqlab.io.AtomicFile;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.io.IOException;
import java.io.RandomAccessFile;
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
 * The durable record of a run in its output folder: {@code experiment.json} (the canonical experiment,
 * see {@link ExperimentFile#canonical}) and {@code tasks.jsonl}, one line per finished task
 * ({@code {"key": ..., "rows": [...]}}), appended and flushed as each task ends. A run that is stopped
 * at any moment loses at most the tasks that were running: on reopening, a torn last line is cut off and
 * every complete line counts as done. Opening a folder that holds another experiment is refused.
 * {@link #read} gives the finished tasks of a folder for resuming and merging.
 */
public final class ResultLog implements AutoCloseable {
    public static final String EXPERIMENT_FILE = "experiment.json";
    public static final String TASKS_FILE = "tasks.jsonl";
    private static final ObjectMapper JSON = new ObjectMapper();

    private final Writer writer;
    private final Map<String, List<Row>> done;

    private ResultLog(Writer writer, Map<String, List<Row>> done) {
        this.writer = writer;
        this.done = done;
    }

    /** Opens (creating if needed) the log of this experiment in {@code dir}, keeping what is finished. */
    public static ResultLog open(Path dir, Experiment e) {
        String canonical = ExperimentFile.canonical(e);
        try {
            Files.createDirectories(dir);
            Path expFile = dir.resolve(EXPERIMENT_FILE);
            if (Files.exists(expFile)) {
                if (!Files.readString(expFile, StandardCharsets.UTF_8).equals(canonical)) {
                    throw new IllegalArgumentException("output folder " + dir + " holds results of a different "
                            + "experiment (its experiment.json differs); choose another folder with --out or delete it");
                }
            } else {
                AtomicFile.writeString(expFile, canonical);
            }
            Path tasks = dir.resolve(TASKS_FILE);
            cutTornLine(tasks);
            Map<String, List<Row>> done = read(dir);
            Writer w = Files.newBufferedWriter(tasks, StandardCharsets.UTF_8, StandardOpenOption.CREATE,
                    StandardOpenOption.APPEND);
            return new ResultLog(w, done);
        } catch (IOException ex) {
            throw new IllegalArgumentException("cannot write to output folder " + dir + ": " + ex.getMessage());
        }
    }

    /** Finished tasks when the log was opened, by task key. */
    public Map<String, List<Row>> finished() {
        return done;
    }

    /** Appends one finished task and flushes it to disk. Safe from several threads. */
    public synchronized void append(Task task, List<Row> rows) {
        ObjectNode line = JSON.createObjectNode();
        line.put("key", task.key());
        line.set("rows", JSON.valueToTree(rows));
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

    /** The finished tasks recorded in a folder (empty when it has no log); torn or bad lines are skipped. */
    public static Map<String, List<Row>> read(Path dir) {
        Map<String, List<Row>> map = new LinkedHashMap<>();
        Path tasks = dir.resolve(TASKS_FILE);
        if (!Files.exists(tasks)) {
            return map;
        }
        try {
            for (String line : Files.readAllLines(tasks, StandardCharsets.UTF_8)) {
                if (line.isBlank()) {
                    continue;
                }
                try {
                    JsonNode node = JSON.readTree(line);
                    List<Row> rows = new ArrayList<>();
                    for (JsonNode r : node.get("rows")) {
                        rows.add(JSON.treeToValue(r, Row.class));
                    }
                    map.putIfAbsent(node.get("key").asText(), List.copyOf(rows));
                } catch (JsonProcessingException | NullPointerException ex) {
                    // a torn line: the task counts as not done and runs again
                }
            }
        } catch (IOException ex) {
            throw new IllegalArgumentException("cannot read " + tasks + ": " + ex.getMessage());
        }
        return map;
    }

    /** The canonical experiment text stored in a result folder. */
    public static String experimentText(Path dir) {
        Path f = dir.resolve(EXPERIMENT_FILE);
        try {
            return Files.readString(f, StandardCharsets.UTF_8);
        } catch (IOException ex) {
            throw new IllegalArgumentException(dir + " is not an experiment result folder (no " + EXPERIMENT_FILE + ")");
        }
    }

    static void cutTornLine(Path tasks) throws IOException {
        if (!Files.exists(tasks) || Files.size(tasks) == 0) {
            return;
        }
        try (RandomAccessFile f = new RandomAccessFile(tasks.toFile(), "rw")) {
            long end = f.length();
            long keep = end;
            while (keep > 0) {
                f.seek(keep - 1);
                if (f.read() == '\n') {
                    break;
                }
                keep--;
            }
            if (keep != end) {
                f.setLength(keep);
            }
        }
    }
}
