package org.xqlab.experiment;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * The durable record of a run in its output folder: {@code experiment.json} (the canonical experiment,
 * see {@link ExperimentFile#canonical}) and {@code tasks.jsonl}, one line per finished task
 * ({@code {"key": ..., "rows": [...]}}), appended and flushed as each task ends. A run that is stopped
 * at any moment loses at most the tasks that were running: on reopening, a torn last line is cut off and
 * every complete line counts as done ({@link Journal}). Opening a folder that holds another experiment is refused.
 * {@link #read} gives the finished tasks of a folder for resuming and merging.
 */
public final class ResultLog implements AutoCloseable {
    public static final String EXPERIMENT_FILE = "experiment.json";
    public static final String TASKS_FILE = "tasks.jsonl";

    private final Journal journal;
    private final Map<String, List<Row>> done;

    private ResultLog(Journal journal, Map<String, List<Row>> done) {
        this.journal = journal;
        this.done = done;
    }

    /** Opens (creating if needed) the log of this experiment in {@code dir}, keeping what is finished. */
    public static ResultLog open(Path dir, Experiment e) {
        Journal j = Journal.open(dir, ExperimentFile.canonical(e), TASKS_FILE, "rows");
        return new ResultLog(j, read(dir));
    }

    /** Finished tasks when the log was opened, by task key. */
    public Map<String, List<Row>> finished() {
        return done;
    }

    /** Appends one finished task and flushes it to disk. Safe from several threads. */
    public void append(Task task, List<Row> rows) {
        journal.append(task.key(), rows);
    }

    @Override
    public void close() {
        journal.close();
    }

    /** The finished tasks recorded in a folder (empty when it has no log); torn or bad lines are skipped. */
    public static Map<String, List<Row>> read(Path dir) {
        return Journal.read(dir, TASKS_FILE, "rows", Row.class);
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
