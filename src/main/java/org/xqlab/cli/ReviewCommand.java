package org.xqlab.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import org.xqlab.book.OpeningBook;
import org.xqlab.build.Provenance;
import org.xqlab.game.GameRecord;
import org.xqlab.game.RecordCollection;
import org.xqlab.game.RecordFormatException;
import org.xqlab.game.RecordReader;
import org.xqlab.game.RecordWriter;
import org.xqlab.io.AtomicFile;
import org.xqlab.io.OutputPaths;
import org.xqlab.io.OutputStyle;
import org.xqlab.review.CollectionSummary;
import org.xqlab.review.GameReview;
import org.xqlab.review.MoveReview;
import org.xqlab.review.PositionVerdict;
import org.xqlab.review.ReviewJournal;
import org.xqlab.review.ReviewOutput;
import org.xqlab.review.ReviewSettings;
import org.xqlab.review.Reviewer;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;

/**
 * {@code review FILE [--game N | --all] [--movetime MS | --depth D | --nodes N] [--threads T] [--out FILE
 * [--resume]] [--to FORMAT] [--json]}: every position of a game's main line searched by {@code full} (one second a
 * position by default, positions searched in parallel on every core), each move judged (docs/review.md). Prints a
 * line per move and the accuracies (with {@code --json} a JSON line per move and one for the game; with
 * {@code --all} one line, or JSON line, per game and a summary per player). Progress with the time left goes to
 * standard error. {@code --out} writes the reviewed games (PGN with comments and variations, XQF, DhtmlXQ or JSON
 * lines) and keeps a journal beside it while it runs, so that a stopped or killed review goes on with
 * {@code --resume}. Exit status 0, or 2 for bad input (a one-line error).
 */
@Command(name = "review", description = "Review a game (复盘): every move scored by the engine, mistakes marked "
        + "with the better line, accuracy per side and phase.")
final class ReviewCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "FILE", description = "A game record (PGN, XQF, DhtmlXQ, CBF, … one game or many).")
    Path file;

    @ArgGroup(exclusive = true)
    Games games;

    static final class Games {
        @Option(names = "--game", description = "Which game of the file (1-based; default 1).")
        Integer game;
        @Option(names = "--all", description = "Every game of the file, one after the other, and a summary per player.")
        boolean all;
    }

    @ArgGroup(exclusive = true)
    Limit limit;

    static final class Limit {
        @Option(names = "--movetime", description = "Milliseconds a position (default 1000).")
        Long movetime;
        @Option(names = "--depth", description = "Search each position to this depth.")
        Integer depth;
        @Option(names = "--nodes", description = "Nodes a position (results repeat exactly).")
        Long nodes;
    }

    @Option(names = "--threads", description = "Positions searched at once (default: the number of cores).")
    Integer threads;

    @Option(names = "--preset", defaultValue = "full", description = "Engine configuration (default full).")
    String preset;

    @Option(names = "--out", description = "Write the reviewed game(s) here; a journal beside it (FILE.journal) "
            + "keeps the searched positions until the review is complete.")
    Path out;

    @Option(names = "--to", description = "Format of --out: pgn (default; comments and variations), pgn-gbk, "
            + "dhtmlxq, xqf (one game) or json (a JSON line per game); default from --out's extension.")
    String to;

    @Option(names = "--resume", description = "Continue the review that was cut while writing --out.")
    boolean resume;

    @Option(names = "--json", description = "Print JSON lines: one per move and one per game (with --all one per game).")
    boolean json;

    private static final ObjectMapper JSON = new ObjectMapper();

    @Override
    public Integer call() throws Exception {
        PrintWriter stdout = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        String budget = limit == null || limit.movetime != null
                ? "movetime=" + (limit == null ? 1000 : limit.movetime)
                : limit.depth != null ? "depth=" + limit.depth : "nodes=" + limit.nodes;
        ReviewSettings settings = new ReviewSettings(Configs.build(preset, List.of()), budget,
                threads == null ? Math.max(1, Runtime.getRuntime().availableProcessors()) : threads);
        if (resume && out == null) {
            throw new IllegalArgumentException("--resume continues the review saved with --out: give --out");
        }
        String format = to != null ? to.toLowerCase(Locale.ROOT) : out == null ? null : formatOf(out);
        RecordWriter.Target target;
        try {
            target = format == null || format.equals("json") ? null : RecordWriter.Target.parse(format);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("--to: unknown record format '" + to + "': expected pgn, pgn-gbk,"
                    + " dhtmlxq, xqf or json");
        }
        if (out != null) {
            OutputPaths.requireWritableFile(out, "--out");
            OutputPaths.requireNotInput(out, file, "--out");
        }
        RecordCollection records = open(file);
        boolean all = games != null && games.all;
        int first = 0;
        int end = records.size();
        if (!all) {
            int n = games == null || games.game == null ? 1 : games.game;
            if (n < 1) {
                throw new IllegalArgumentException("--game must be 1.." + records.size() + ": games are numbered from 1 ("
                        + file + " holds " + records.size() + (records.size() == 1 ? " game)" : " games)"));
            }
            if (n > records.size()) {
                throw new IllegalArgumentException(file + ": game " + n + ": the file holds " + records.size()
                        + (records.size() == 1 ? " game" : " games"));
            }
            first = n - 1;
            end = n;
        }
        if (target == RecordWriter.Target.XQF && end - first != 1) {
            throw new IllegalArgumentException("--out " + out + ": an XQF file holds one game, not " + (end - first)
                    + ": write pgn or pick one with --game N");
        }
        Map<String, String> journalSettings = new LinkedHashMap<>();
        journalSettings.put("file", Provenance.sha256(RecordReader.bytesOf(file)));
        journalSettings.put(ReviewJournal.PATH, file.toAbsolutePath().normalize().toString());
        journalSettings.put("games", all ? "all" : Integer.toString(first + 1));
        journalSettings.put("config", settings.config().toString());
        journalSettings.put("budget", settings.budget());
        ReviewJournal journal = null;
        ReviewJournal.Resumed resumed = null;
        if (out != null) {
            if (resume) {
                resumed = ReviewJournal.resume(out, journalSettings);
                journal = resumed.journal();
            } else {
                journal = ReviewJournal.start(out, journalSettings);
            }
        }
        Provenance provenance = Provenance.now();
        OpeningBook book = OpeningBook.bundled();
        Reviewer reviewer = new Reviewer(settings);
        CollectionSummary summary = new CollectionSummary();
        List<GameRecord> annotated = new ArrayList<>();
        StringBuilder jsonOut = new StringBuilder();
        // stopped before the end (Ctrl-C, a kill that lets the JVM shut down): the journal stays; say how to go on
        Thread stopped = out == null ? null : new Thread(() -> {
            err.println();
            err.println("review: stopped; the positions searched so far are kept in " + ReviewJournal.of(out)
                    + "; to go on: " + resumeCommand());
            err.flush();
        }, "review-stopped");
        if (stopped != null) {
            try {
                Runtime.getRuntime().addShutdownHook(stopped);
            } catch (IllegalStateException shuttingDown) {
                journal.close(); // stopped before the review began: the journal holds its settings only
                return 130;
            }
        }
        err.println("review: " + file + ", " + (all ? records.size() + " games" : "game " + (first + 1)) + "; "
                + settings.describe() + (resumed == null ? "" : "; resumed from " + ReviewJournal.of(out)));
        err.flush();
        try {
            for (int g = first; g < end; g++) {
                GameRecord record = records.game(g);
                int number = g + 1;
                ReviewJournal j = journal;
                Map<Integer, PositionVerdict> known = resumed == null ? Map.of() : resumed.of(g);
                long[] lastPrint = {0};
                List<PositionVerdict> verdicts = reviewer.review(record, known, v -> {
                    if (j != null) {
                        try {
                            j.record(number - 1, v);
                        } catch (IOException e) {
                            throw new java.io.UncheckedIOException(e);
                        }
                    }
                }, (done, total, left) -> progress(err, all ? "game " + number + ": " : "", done, total, left, lastPrint));
                GameReview review = GameReview.of(record, verdicts, settings, book);
                summary.add(record, review);
                if (out != null) {
                    if (target == null) {
                        jsonOut.append(JSON.writeValueAsString(ReviewOutput.gameJson(number, record, review, provenance, true)))
                                .append('\n');
                    } else {
                        annotated.add(ReviewOutput.annotated(record, review, provenance));
                    }
                }
                print(stdout, number, record, review, provenance, all);
            }
        } finally {
            if (journal != null) {
                journal.close();
            }
            if (stopped != null) {
                try {
                    Runtime.getRuntime().removeShutdownHook(stopped);
                } catch (IllegalStateException shuttingDown) {
                    // the hook is running or about to: it says how to go on
                }
            }
        }
        if (all) {
            if (json) {
                stdout.println(JSON.writeValueAsString(Map.of("summary", summary.json())));
            } else {
                stdout.print(summary.text());
            }
        }
        if (out != null) {
            if (target == null) {
                AtomicFile.writeString(out, jsonOut.toString());
            } else {
                AtomicFile.write(out, RecordWriter.bytes(annotated, target));
            }
            journal.complete();
            err.println("review: written to " + out);
        }
        stdout.flush();
        return 0;
    }

    private void print(PrintWriter stdout, int number, GameRecord record, GameReview review, Provenance provenance,
                       boolean all) throws IOException {
        if (json) {
            if (!all) {
                for (MoveReview m : review.moves()) {
                    stdout.println(JSON.writeValueAsString(ReviewOutput.moveJson(number, record, review, m)));
                }
            }
            stdout.println(JSON.writeValueAsString(ReviewOutput.gameJson(number, record, review, provenance, all)));
        } else if (all) {
            stdout.println("game " + number + ": " + record.headers().getOrDefault("Red", "?") + " vs "
                    + record.headers().getOrDefault("Black", "?") + ", " + record.headers().getOrDefault("Result", "*")
                    + ", " + review.moves().size() + " moves; " + ReviewOutput.summary(review).replace("\n", "; "));
        } else {
            stdout.println("game " + number + ": " + record.headers().getOrDefault("Red", "?") + " vs "
                    + record.headers().getOrDefault("Black", "?") + ", " + record.headers().getOrDefault("Result", "*"));
            stdout.print(ReviewOutput.text(record, review));
            stdout.println(ReviewOutput.provenanceLine(provenance, review.settings()));
        }
        stdout.flush();
    }

    private static void progress(PrintWriter err, String prefix, int done, int total, long millisLeft, long[] lastPrint) {
        long now = System.nanoTime();
        if (done < total && now - lastPrint[0] < 1_000_000_000L) {
            return;
        }
        lastPrint[0] = now;
        int bar = total == 0 ? 20 : done * 20 / total;
        err.println(String.format(Locale.ROOT, "review: %s[%-20s] %d/%d positions, %s left", prefix,
                "#".repeat(bar), done, total, OutputStyle.clock((millisLeft + 999) / 1000)));
        err.flush();
    }

    /** This command line with {@code --resume}: what continues a stopped review. */
    private static String resumeCommand() {
        String line = Provenance.startCommand();
        if (line.startsWith("(")) {
            line = "xiangqi-lab review …";
        }
        return line.contains(" --resume") ? line : line + " --resume";
    }

    private static String formatOf(Path out) {
        String name = out.getFileName().toString().toLowerCase(Locale.ROOT);
        if (name.endsWith(".xqf")) {
            return "xqf";
        }
        if (name.endsWith(".json") || name.endsWith(".jsonl")) {
            return "json";
        }
        if (name.endsWith(".txt") || name.endsWith(".ubb") || name.endsWith(".dhtmlxq")) {
            return "dhtmlxq";
        }
        return "pgn";
    }

    private static RecordCollection open(Path file) throws IOException {
        try {
            return RecordCollection.open(file);
        } catch (NoSuchFileException e) {
            throw new IllegalArgumentException(file + ": no such file");
        } catch (RecordFormatException e) {
            throw e;
        } catch (IOException e) {
            throw new IllegalArgumentException(file + ": cannot read: " + e.getMessage());
        }
    }
}
