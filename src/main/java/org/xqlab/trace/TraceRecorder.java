package org.xqlab.trace;

import com.fasterxml.jackson.core.JsonEncoding;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.util.MinimalPrettyPrinter;
import java.io.BufferedOutputStream;
import java.io.Closeable;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.zip.GZIPOutputStream;

/**
 * Writes one search as a JSON Lines trace file (format 1, see docs/trace-format.md): on
 * {@code searchStarted} a header line, then one record per event, in the order received.
 *
 * <p>The options' mask and max ply are this listener's {@link #mask()} and {@link #maxPly()}, so the
 * engine does not send what is not recorded. When the event cap or the node cap would be exceeded,
 * one {@code {"type":"truncated"}} record is written and nothing more, except the final
 * {@code search_end}. The file holds one search: events before {@code searchStarted} or after
 * {@code searchFinished} are ignored. {@code searchFinished} completes and closes the file;
 * {@link #close()} is idempotent and needed only if the search is abandoned. An I/O error never
 * reaches the engine: recording stops, and {@link #error()} and {@link #close()} report it.
 * Not thread-safe: call from the engine thread (and close after it has stopped).
 */
public final class TraceRecorder implements SearchListener, Closeable {

    /** The trace format version this recorder writes. */
    public static final int FORMAT = 1;

    private static final JsonFactory JSON = new JsonFactory();

    private final RecorderOptions options;
    private final MoveCodec codec;
    private final boolean numericMoves;
    private final JsonGenerator out;
    private boolean started;
    private boolean closed;
    private boolean truncated;
    private boolean finishing;
    private long events;
    private long nodes;
    private IOException error;

    /** Writes to {@code stream} (gzip-compressed if {@code options.gzip()}); closing the recorder closes it. */
    public TraceRecorder(OutputStream stream, RecorderOptions options) throws IOException {
        this.options = options;
        this.codec = options.codec();
        this.numericMoves = codec == MoveCodec.DECIMAL;
        OutputStream target = options.gzip() ? new GZIPOutputStream(stream, 1 << 16) : stream;
        this.out = JSON.createGenerator(new BufferedOutputStream(target, 1 << 16), JsonEncoding.UTF8);
        this.out.setPrettyPrinter(new MinimalPrettyPrinter("\n"));
    }

    /**
     * Creates {@code file} and writes it in place; gzip when the name ends in {@code .gz} or the options
     * ask for it. For tests and tools: the program's commands save through {@link #to(OutputStream, Path,
     * RecorderOptions)} with a stream that replaces the file only when the recording is complete
     * (org.xqlab.io.AtomicFile; the trace package itself depends on nothing of the project).
     */
    public static TraceRecorder open(Path file, RecorderOptions options) throws IOException {
        return to(Files.newOutputStream(file), file, options);
    }

    /** Writes to {@code stream}, which stands for {@code file}: gzip when its name ends in {@code .gz} or the options ask for it. */
    public static TraceRecorder to(OutputStream stream, Path file, RecorderOptions options) throws IOException {
        boolean gz = options.gzip() || file.getFileName().toString().endsWith(".gz");
        return new TraceRecorder(stream, options.withGzip(gz));
    }

    @Override
    public int mask() {
        return options.mask();
    }

    @Override
    public int maxPly() {
        return options.maxPly();
    }

    /** Event records written (header and truncation record not counted). */
    public long eventsWritten() {
        return events;
    }

    /** Whether a cap cut the recording short. */
    public boolean isTruncated() {
        return truncated;
    }

    /** The first I/O error met, or null. */
    public IOException error() {
        return error;
    }

    // ---- plumbing ----

    private boolean begin(EventKind kind, int ply) {
        if (!started || closed || (truncated && !finishing) || error != null
                || !EventMask.accepts(options.mask(), options.maxPly(), kind, ply)) {
            return false;
        }
        boolean node = kind == EventKind.NODE_ENTERED || kind == EventKind.QUIESCENCE_ENTERED;
        if (!finishing && events >= options.maxEvents()) {
            truncate("events", options.maxEvents());
            return false;
        }
        if (node && nodes >= options.maxNodes()) {
            truncate("nodes", options.maxNodes());
            return false;
        }
        if (node) {
            nodes++;
        }
        events++;
        try {
            out.writeStartObject();
            out.writeStringField("t", kind.token());
        } catch (IOException e) {
            error = e;
            return false;
        }
        return true;
    }

    private void truncate(String reason, long limit) {
        truncated = true;
        try {
            out.writeStartObject();
            out.writeStringField("type", "truncated");
            out.writeStringField("reason", reason);
            out.writeNumberField("limit", limit);
            out.writeNumberField("after", events);
            out.writeEndObject();
        } catch (IOException e) {
            error = e;
        }
    }

    private void end() {
        try {
            out.writeEndObject();
        } catch (IOException e) {
            error = e;
        }
    }

    private void move(String field, int move) throws IOException {
        if (move == 0) {
            out.writeNullField(field);
        } else if (numericMoves) {
            out.writeNumberField(field, move);
        } else {
            out.writeStringField(field, codec.format(move));
        }
    }

    private void name(String field, Enum<?> value) throws IOException {
        if (value == null) {
            out.writeNullField(field);
        } else {
            out.writeStringField(field, value.name());
        }
    }

    private interface Body {
        void write() throws IOException;
    }

    private void record(EventKind kind, int ply, Body body) {
        if (begin(kind, ply)) {
            try {
                body.write();
            } catch (IOException e) {
                error = e;
                return;
            }
            end();
        }
    }

    /** A header field holding a text map as a JSON object; nothing when the map is empty. */
    private void writeMap(String field, java.util.Map<String, String> map) throws IOException {
        if (map.isEmpty()) {
            return;
        }
        out.writeObjectFieldStart(field);
        for (java.util.Map.Entry<String, String> e : map.entrySet()) {
            out.writeStringField(e.getKey(), e.getValue());
        }
        out.writeEndObject();
    }

    // ---- events ----

    @Override
    public void searchStarted(String fen, String config, int maxDepth) {
        if (started || closed) {
            return;
        }
        started = true;
        try {
            out.writeStartObject();
            out.writeStringField("type", "header");
            out.writeNumberField("format", FORMAT);
            out.writeStringField("fen", fen);
            out.writeStringField("config", config);
            out.writeStringField("engine", options.engine());
            out.writeStringField("created", Instant.now().toString());
            out.writeStringField("moves", codec.name());
            out.writeStringField("mask", EventMask.format(options.mask()));
            out.writeNumberField("maxPly", options.maxPly());
            writeMap("settings", options.settings());
            writeMap("provenance", options.provenance());
            out.writeEndObject();
        } catch (IOException e) {
            error = e;
        }
        record(EventKind.SEARCH_STARTED, 0, () -> out.writeNumberField("maxd", maxDepth));
    }

    @Override
    public void searchFinished(int bestMove, int score, int depth, long nodes, long timeMillis) {
        if (!started || closed) {
            return;
        }
        finishing = true; // the final record is written even after truncation
        record(EventKind.SEARCH_FINISHED, 0, () -> {
            move("best", bestMove);
            out.writeNumberField("score", score);
            out.writeNumberField("d", depth);
            out.writeNumberField("nodes", nodes);
            out.writeNumberField("ms", timeMillis);
        });
        finishing = false;
        try {
            close();
        } catch (IOException e) {
            error = error == null ? e : error;
        }
    }

    @Override
    public void iterationStarted(int depth, int alpha, int beta) {
        record(EventKind.ITERATION_STARTED, 0, () -> {
            out.writeNumberField("d", depth);
            out.writeNumberField("a", alpha);
            out.writeNumberField("b", beta);
        });
    }

    @Override
    public void iterationFinished(int depth, int score, int[] pv, int pvLength, long nodes, long timeMillis) {
        record(EventKind.ITERATION_FINISHED, 0, () -> {
            out.writeNumberField("d", depth);
            out.writeNumberField("score", score);
            out.writeArrayFieldStart("pv");
            for (int i = 0; i < pvLength; i++) {
                if (numericMoves || pv[i] == 0) {
                    out.writeNumber(pv[i]);
                } else {
                    out.writeString(codec.format(pv[i]));
                }
            }
            out.writeEndArray();
            out.writeNumberField("nodes", nodes);
            out.writeNumberField("ms", timeMillis);
        });
    }

    @Override
    public void nodeEntered(long nodeId, long parentId, int move, int ply, int depth, int alpha, int beta,
                            NodeType expected, boolean inCheck, long key) {
        record(EventKind.NODE_ENTERED, ply, () -> {
            out.writeNumberField("id", nodeId);
            out.writeNumberField("pid", parentId);
            move("m", move);
            out.writeNumberField("ply", ply);
            out.writeNumberField("d", depth);
            out.writeNumberField("a", alpha);
            out.writeNumberField("b", beta);
            name("exp", expected);
            out.writeBooleanField("chk", inCheck);
            out.writeStringField("key", Long.toHexString(key));
        });
    }

    @Override
    public void nodeLeft(long nodeId, int ply, int score, Bound bound, int bestMove, NodeType actual) {
        record(EventKind.NODE_LEFT, ply, () -> {
            out.writeNumberField("id", nodeId);
            out.writeNumberField("ply", ply);
            out.writeNumberField("score", score);
            name("bnd", bound);
            move("best", bestMove);
            name("act", actual);
        });
    }

    @Override
    public void quiescenceEntered(long nodeId, long parentId, int move, int ply, int alpha, int beta,
                                  boolean inCheck) {
        record(EventKind.QUIESCENCE_ENTERED, ply, () -> {
            out.writeNumberField("id", nodeId);
            out.writeNumberField("pid", parentId);
            move("m", move);
            out.writeNumberField("ply", ply);
            out.writeNumberField("a", alpha);
            out.writeNumberField("b", beta);
            out.writeBooleanField("chk", inCheck);
        });
    }

    @Override
    public void stageEntered(long nodeId, int ply, Stage stage, int produced) {
        record(EventKind.STAGE_ENTERED, ply, () -> {
            out.writeNumberField("id", nodeId);
            out.writeNumberField("ply", ply);
            name("st", stage);
            out.writeNumberField("n", produced);
        });
    }

    @Override
    public void moveTried(long nodeId, int ply, int move, Stage stage, int index, int reduction) {
        record(EventKind.MOVE_TRIED, ply, () -> {
            out.writeNumberField("id", nodeId);
            out.writeNumberField("ply", ply);
            move("m", move);
            name("st", stage);
            out.writeNumberField("i", index);
            out.writeNumberField("r", reduction);
        });
    }

    @Override
    public void cutoff(long nodeId, int ply, int move, Stage stage, int index, int depth, int score, int beta,
                       Step step) {
        record(EventKind.CUTOFF, ply, () -> {
            out.writeNumberField("id", nodeId);
            out.writeNumberField("ply", ply);
            move("m", move);
            name("st", stage);
            out.writeNumberField("i", index);
            out.writeNumberField("d", depth);
            out.writeNumberField("score", score);
            out.writeNumberField("b", beta);
            name("step", step);
        });
    }

    @Override
    public void ttProbe(long nodeId, int ply, boolean hit, Bound bound, int depth, int score, int move, boolean cut) {
        record(EventKind.TT_PROBE, ply, () -> {
            out.writeNumberField("id", nodeId);
            out.writeNumberField("ply", ply);
            out.writeBooleanField("hit", hit);
            name("bnd", bound);
            out.writeNumberField("d", depth);
            out.writeNumberField("score", score);
            move("m", move);
            out.writeBooleanField("cut", cut);
        });
    }

    @Override
    public void ttStore(long nodeId, int ply, Bound bound, int depth, int score, int move) {
        record(EventKind.TT_STORE, ply, () -> {
            out.writeNumberField("id", nodeId);
            out.writeNumberField("ply", ply);
            name("bnd", bound);
            out.writeNumberField("d", depth);
            out.writeNumberField("score", score);
            move("m", move);
        });
    }

    @Override
    public void nullMove(long nodeId, int ply, int reduction, int score, boolean cutoff, boolean verified) {
        record(EventKind.NULL_MOVE, ply, () -> {
            out.writeNumberField("id", nodeId);
            out.writeNumberField("ply", ply);
            out.writeNumberField("r", reduction);
            out.writeNumberField("score", score);
            out.writeBooleanField("cut", cutoff);
            out.writeBooleanField("ver", verified);
        });
    }

    @Override
    public void lmrReduction(long nodeId, int ply, int move, int index, int reduction) {
        record(EventKind.LMR_REDUCTION, ply, () -> {
            out.writeNumberField("id", nodeId);
            out.writeNumberField("ply", ply);
            move("m", move);
            out.writeNumberField("i", index);
            out.writeNumberField("r", reduction);
        });
    }

    @Override
    public void lmrResearch(long nodeId, int ply, int move, int score) {
        record(EventKind.LMR_RESEARCH, ply, () -> {
            out.writeNumberField("id", nodeId);
            out.writeNumberField("ply", ply);
            move("m", move);
            out.writeNumberField("score", score);
        });
    }

    @Override
    public void killerUpdate(int ply, int before0, int before1, int after0, int after1) {
        record(EventKind.KILLER_UPDATE, ply, () -> {
            out.writeNumberField("ply", ply);
            move("k0", before0);
            move("k1", before1);
            move("n0", after0);
            move("n1", after1);
        });
    }

    @Override
    public void historyShape(String shape, int rows, int cols, int maxValue) {
        record(EventKind.HISTORY_SHAPE, 0, () -> {
            out.writeStringField("shape", shape);
            out.writeNumberField("rows", rows);
            out.writeNumberField("cols", cols);
            out.writeNumberField("max", maxValue);
        });
    }

    @Override
    public void historyUpdate(int row, int col, int bonus, int newValue) {
        record(EventKind.HISTORY_UPDATE, 0, () -> {
            out.writeNumberField("row", row);
            out.writeNumberField("col", col);
            out.writeNumberField("bonus", bonus);
            out.writeNumberField("v", newValue);
        });
    }

    @Override
    public void historyDecay(String rule) {
        record(EventKind.HISTORY_DECAY, 0, () -> out.writeStringField("rule", rule));
    }

    /** Ends the last line, flushes and closes the file (and finishes the gzip stream). Idempotent. */
    @Override
    public void close() throws IOException {
        if (closed) {
            if (error != null) {
                throw error;
            }
            return;
        }
        closed = true;
        try {
            if (started && error == null) {
                out.writeRaw('\n');
            }
            out.close();
        } catch (IOException e) {
            error = error == null ? e : error;
        }
        if (error != null) {
            throw error;
        }
    }
}
