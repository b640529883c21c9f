package org.xqlab.cli;

import org.xqlab.search.IccsMoveCodec;
import org.xqlab.trace.MoveCodec;
import org.xqlab.trace.ReplaySummary;
import org.xqlab.trace.StatsCollector;
import org.xqlab.trace.TraceHeader;
import org.xqlab.trace.TraceReader;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;

/**
 * {@code replay FILE}: replays a trace file without the engine and prints the recorded search's
 * statistics (the same report as {@code search}). A damaged file prints what replayed up to the
 * damage, then {@code error: FILE line N: problem} and exits with status 2.
 */
@Command(name = "replay", description = "Replay a trace file and print the statistics of the recorded search.")
final class ReplayCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "FILE", description = "A trace file (.jsonl or .jsonl.gz).")
    Path file;

    /** Events read at most by default: about a minute and a half on this program's usual machines. */
    static final long MAX_EVENTS = 50_000_000L;

    @picocli.CommandLine.Option(names = "--max-events", defaultValue = "" + MAX_EVENTS, description = "Most events "
            + "read (default ${DEFAULT-VALUE}); a longer trace is read that far, its statistics printed, and refused.")
    long maxEvents;

    @Override
    public Integer call() throws IOException {
        org.xqlab.io.InputFiles.require(file, "a trace", "no such trace file: " + file);
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        StatsCollector stats = new StatsCollector();
        ReplaySummary summary;
        MoveCodec codec = MoveCodec.DECIMAL;
        String config = "";
        try (TraceReader reader = TraceReader.open(file)) {
            TraceHeader header = reader.header();
            if (header != null) {
                codec = "iccs".equals(header.moves()) ? IccsMoveCodec.INSTANCE : MoveCodec.DECIMAL;
                reader.codec(codec);
                out.println("fen " + header.fen());
                config = header.config();
                out.println("config " + config);
                out.println("engine " + header.engine());
            }
            java.util.function.LongConsumer progress = TraceProgress.printer(err, file);
            long cap = maxEvents;
            reader.watch(Math.min(cap + 1, 1 << 18), events -> {
                progress.accept(events);
                return events <= cap;
            });
            summary = reader.replay(stats);
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot read " + file + ": " + e.getMessage());
        }
        if (summary.header() == null && summary.damage() != null) {
            // no header could be read: nothing of a search to report, only why the file is not a trace
            err.println("error: " + file + " line " + summary.damage().line() + ": " + summary.damage().message());
            return 2;
        }
        out.println("events " + summary.events() + (summary.truncated()
                ? " (the recording was truncated: " + summary.truncationReason() + ")" : ""));
        out.print(stats.snapshot().format(codec, config));
        out.flush();
        if (summary.damage() != null) {
            err.println("error: " + file + " " + summary.damage());
            return 2;
        }
        if (summary.interrupted()) {
            err.println("error: " + file + " holds more than " + maxEvents + " events, the most replay reads (--max-events "
                    + maxEvents + "); the statistics above are of the first " + summary.events()
                    + " events read; raise the cap with --max-events N");
            return 2;
        }
        if (!stats.ended()) {
            err.println("error: " + file + " has no search_end record: the recording was cut before the search ended;"
                    + " the statistics above are of the " + summary.events() + " events recorded");
            return 2;
        }
        return 0;
    }
}
