package org.xqlab.cli;

import org.xqlab.io.AtomicFile;
import org.xqlab.rules.Fen;
import org.xqlab.rules.Move;
import org.xqlab.rules.Position;
import org.xqlab.search.IccsMoveCodec;
import org.xqlab.search.Scores;
import org.xqlab.search.SearchConfig;
import org.xqlab.search.SearchLimits;
import org.xqlab.search.SearchResult;
import org.xqlab.search.Searcher;
import org.xqlab.trace.RecorderOptions;
import org.xqlab.trace.TraceRecorder;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

/**
 * {@code trace --fen F --depth N [--max-ply P] [--max-nodes N] [--preset P] [--set k=v ...] --out FILE}:
 * searches like {@code search} and records every event to a JSON Lines trace file (gzip when the name
 * ends in {@code .jsonl.gz}), moves in ICCS. Prints the best move, score, nodes, and the file's event
 * count, size and write time. {@code replay FILE} reads it back.
 */
@Command(name = "trace", description = "Search a position and record every event to a trace file (.jsonl or .jsonl.gz).")
final class TraceCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--fen", defaultValue = "startpos", description = "FEN of the position, or startpos (default).")
    String fen;

    @Option(names = "--depth", required = true, description = "Search to this depth.")
    int depth;

    @Option(names = "--max-ply", description = "Record events only down to this ply (default: all).")
    Integer maxPly;

    @Option(names = "--max-nodes", description = "Stop recording (with a truncated record) after this many nodes.")
    Long maxNodes;

    @Option(names = "--preset", defaultValue = "full", description = "Starting configuration: full, pvs, elephanteye, alphabeta, minimax.")
    String preset;

    @Option(names = "--set", description = "Change one setting, key=value (repeatable).")
    List<String> settings = new ArrayList<>();

    @Option(names = "--out", required = true, description = "The trace file to write: NAME.jsonl or NAME.jsonl.gz.")
    Path out;

    @Override
    public Integer call() throws IOException {
        if (depth < 1 || depth > SearchLimits.MAX_DEPTH) {
            throw new IllegalArgumentException("--depth must be between 1 and " + SearchLimits.MAX_DEPTH);
        }
        String name = out.getFileName() == null ? "" : out.getFileName().toString();
        if (!name.endsWith(".jsonl") && !name.endsWith(".jsonl.gz")) {
            throw new IllegalArgumentException("--out '" + out + "' must end in .jsonl or .jsonl.gz");
        }
        if (maxPly != null && maxPly < 0) {
            throw new IllegalArgumentException("--max-ply must be 0 or more");
        }
        if (maxNodes != null && maxNodes < 1) {
            throw new IllegalArgumentException("--max-nodes must be positive");
        }
        Path dir = out.toAbsolutePath().getParent();
        if (dir != null && !Files.isDirectory(dir)) {
            throw new IllegalArgumentException("--out: the folder " + dir + " does not exist");
        }
        SearchConfig config = Configs.build(preset, settings);
        Position position = Fen.parse(fen);
        RecorderOptions options = RecorderOptions.defaults().withEngine("xiangqi-lab " + Main.VERSION)
                .withCodec(IccsMoveCodec.INSTANCE).withSettings(config.asMap())
                .withProvenance(org.xqlab.build.Provenance.now().flat());
        if (maxPly != null) {
            options = options.withMaxPly(maxPly);
        }
        if (maxNodes != null) {
            options = options.withMaxNodes(maxNodes);
        }
        long start = System.nanoTime();
        SearchResult r;
        TraceRecorder recorder;
        PrintWriter err = spec.commandLine().getErr();
        try {
            for (String left : AtomicFile.removeLeftovers(out)) {
                err.println("note: removed " + left + ", the unfinished recording of a trace run that was killed");
            }
            recorder = TraceRecorder.to(AtomicFile.open(out), out, options);
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot write --out " + out + ": " + e.getMessage());
        }
        TraceRecorder recording = recorder;
        Thread onStop = new Thread(() -> stopped(recording, err), "trace-stopped");
        Runtime.getRuntime().addShutdownHook(onStop);
        try (recorder) {
            r = new Searcher(config).search(position, SearchLimits.depth(depth), recorder);
        } finally {
            try {
                Runtime.getRuntime().removeShutdownHook(onStop);
            } catch (IllegalStateException e) {
                // the program is being stopped: the hook runs
            }
        }
        long millis = (System.nanoTime() - start) / 1_000_000;
        if (recorder.error() != null) {
            throw new IllegalArgumentException("writing " + out + " failed: " + recorder.error().getMessage());
        }
        PrintWriter o = spec.commandLine().getOut();
        o.println("bestmove " + Move.iccs(r.bestMove()));
        o.println("score " + Scores.format(r.score()));
        o.println("nodes " + r.totalNodes());
        o.println("pv " + r.pvText());
        o.printf("trace %s events %d bytes %d time %d ms%s%n", out, recorder.eventsWritten(), Files.size(out), millis,
                recorder.isTruncated() ? " (truncated)" : "");
        return 0;
    }

    /**
     * The program is stopped (SIGTERM, Ctrl-C) during the search: the recording ends at the search's next event,
     * marked cut, and is saved; standard error says so.
     */
    private void stopped(TraceRecorder recorder, PrintWriter err) {
        recorder.cut("stopped");
        boolean saved;
        try {
            saved = recorder.awaitEnd(10_000);
        } catch (InterruptedException e) {
            saved = false;
        }
        if (saved && recorder.error() == null) {
            err.println("trace stopped: " + out + " holds the " + recorder.eventsWritten() + " events recorded before "
                    + "the program was stopped; it is marked cut (no search_end record: replay and figure say so)");
        } else {
            err.println("trace stopped: " + out + " could not be saved"
                    + (recorder.error() == null ? "" : ": " + recorder.error().getMessage()));
        }
        err.flush();
    }
}
