package org.xqlab.trace;

import com.fasterxml.jackson.core.JsonEncoding;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.io.SerializedString;
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
 * {@code searchStarted} a header line, then one record per event, in the order received, holding the
 * fields its {@link EventKind} declares, in declared order (an {@link EventEncoder}: each callback is
 * written into one reused {@link EventValues}, then out field by field; nothing is allocated per event
 * but what a move codec makes).
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
public final class TraceRecorder extends EventEncoder<EventValues> implements Closeable {

    /** The trace format version this recorder writes. */
    public static final int FORMAT = 1;

    private static final JsonFactory JSON = new JsonFactory();

    private final RecorderOptions options;
    private final MoveCodec codec;
    private final boolean numericMoves;
    private final JsonGenerator out;
    /** The event each callback is written into before it is written out. */
    private final EventValues event = new EventValues(MAX_PV);
    private final char[] hex = new char[16];
    private boolean started;
    private boolean closed;
    private boolean truncated;
    private boolean finishing;
    private long events;
    private long nodes;
    private IOException error;
    /** Why the recording is to end now (asked from another thread, e.g. a shutdown hook), or null. */
    private volatile String cutReason;
    private final java.util.concurrent.CountDownLatch ended = new java.util.concurrent.CountDownLatch(1);

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

    // ---- events: every listener method hands its arguments to end(), which writes them by the table ----

    @Override
    protected EventValues begin(EventKind kind, long node) {
        if (cutReason != null && !closed) {
            cutNow();
            return null;
        }
        boolean open = kind == EventKind.SEARCH_STARTED ? !started && !closed : started && !closed;
        return open ? event : null;
    }

    /**
     * The header on {@code searchStarted}, then the event's record; {@code searchFinished} writes its
     * record even after truncation and then completes the file.
     */
    @Override
    protected void end(EventValues e) {
        switch (e.kind()) {
            case SEARCH_STARTED -> {
                started = true;
                writeHeader(e);
                record(e);
            }
            case SEARCH_FINISHED -> {
                finishing = true; // the final record is written even after truncation
                record(e);
                finishing = false;
                try {
                    close();
                } catch (IOException x) {
                    error = error == null ? x : error;
                }
            }
            default -> record(e);
        }
    }

    private void writeHeader(EventValues e) {
        try {
            out.writeStartObject();
            out.writeStringField("type", "header");
            out.writeNumberField("format", FORMAT);
            for (int f = 0; f < e.kind().fieldCount(); f++) {
                if (e.kind().field(f).type() == EventField.Type.HEADER) {
                    out.writeStringField(e.kind().field(f).name(), e.text(f));
                }
            }
            out.writeStringField("engine", options.engine());
            out.writeStringField("created", Instant.now().toString());
            out.writeStringField("moves", codec.name());
            out.writeStringField("mask", EventMask.format(options.mask()));
            out.writeNumberField("maxPly", options.maxPly());
            writeMap("settings", options.settings());
            writeMap("provenance", options.provenance());
            out.writeEndObject();
        } catch (IOException x) {
            error = x;
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

    /** Writes the event's record, field by field as its kind declares them, unless filtered, capped or failed. */
    private void record(EventValues e) {
        e.requireComplete();
        EventKind kind = e.kind();
        if (!admit(kind, e.ply())) {
            return;
        }
        Spelling[] fields = SPELLINGS[kind.ordinal()];
        try {
            out.writeStartObject();
            out.writeFieldName(TYPE);
            out.writeString(TOKENS[kind.ordinal()]);
            for (int f = 0; f < fields.length; f++) {
                Spelling s = fields[f];
                switch (s.type) {
                    case INT -> {
                        out.writeFieldName(s.name);
                        out.writeNumber((int) e.number(f));
                    }
                    case LONG -> {
                        out.writeFieldName(s.name);
                        out.writeNumber(e.number(f));
                    }
                    case KEY -> {
                        out.writeFieldName(s.name);
                        writeHex(e.number(f));
                    }
                    case BOOL -> {
                        out.writeFieldName(s.name);
                        out.writeBoolean(e.number(f) != 0);
                    }
                    case MOVE -> {
                        out.writeFieldName(s.name);
                        writeMove((int) e.number(f));
                    }
                    case ENUM -> {
                        out.writeFieldName(s.name);
                        long code = e.number(f);
                        if (code == 0) {
                            out.writeNull();
                        } else {
                            out.writeString(s.constants[(int) code - 1]);
                        }
                    }
                    case TEXT -> {
                        out.writeFieldName(s.name);
                        out.writeString(e.text(f));
                    }
                    case HEADER -> {
                        // in the header line
                    }
                    case PV -> {
                        out.writeFieldName(s.name);
                        writePv(e.pv(), (int) e.number(f));
                    }
                }
            }
            out.writeEndObject();
        } catch (IOException x) {
            error = x;
        }
    }

    /** Whether an event of this kind and ply is written: counts it, or writes the truncation record. */
    private boolean admit(EventKind kind, int ply) {
        if (closed || (truncated && !finishing) || error != null
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
        return true;
    }

    /**
     * Asks the recording to end at the search's next event, from any thread (a shutdown hook when the program is
     * stopped): a {@code truncated} record with this reason is written, and the file is completed without a
     * {@code search_end} record, so every reader says the search was cut. {@link #awaitEnd} waits for it.
     */
    public void cut(String reason) {
        cutReason = reason;
    }

    /** Whether the recording ended (completed, cut or closed) within {@code millis}. */
    public boolean awaitEnd(long millis) throws InterruptedException {
        return ended.await(millis, java.util.concurrent.TimeUnit.MILLISECONDS);
    }

    private void cutNow() {
        if (started) {
            truncate(cutReason, 0);
        }
        try {
            close();
        } catch (IOException x) {
            error = error == null ? x : error;
        }
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

    /** A move: null for "no move", else a number or the codec's text. */
    private void writeMove(int move) throws IOException {
        if (move == 0) {
            out.writeNull();
        } else if (numericMoves) {
            out.writeNumber(move);
        } else {
            out.writeString(codec.format(move));
        }
    }

    /** A PV: an array of moves, each a number (always for 0) or the codec's text. */
    private void writePv(int[] pv, int length) throws IOException {
        out.writeStartArray();
        for (int i = 0; i < length; i++) {
            if (numericMoves || pv[i] == 0) {
                out.writeNumber(pv[i]);
            } else {
                out.writeString(codec.format(pv[i]));
            }
        }
        out.writeEndArray();
    }

    /** A key as unsigned hexadecimal text, as {@link Long#toHexString} spells it, without making a string. */
    private void writeHex(long key) throws IOException {
        int n = Math.max(1, (Long.SIZE - Long.numberOfLeadingZeros(key) + 3) / 4);
        for (int i = n - 1; i >= 0; i--) {
            hex[i] = HEX_DIGITS[(int) (key & 15)];
            key >>>= 4;
        }
        out.writeString(hex, 0, n);
    }

    private static final char[] HEX_DIGITS = "0123456789abcdef".toCharArray();
    private static final SerializedString TYPE = new SerializedString("t");
    private static final SerializedString[] TOKENS = tokens();
    private static final Spelling[][] SPELLINGS = spellings();

    /** How one declared field is written: its name and the names of its enum's constants, encoded once. */
    private static final class Spelling {
        final EventField.Type type;
        final SerializedString name;
        final SerializedString[] constants;

        Spelling(EventField field) {
            type = field.type();
            name = new SerializedString(field.name());
            constants = new SerializedString[field.constantCount()];
            for (int c = 0; c < constants.length; c++) {
                constants[c] = new SerializedString(field.constant(c + 1).name());
            }
        }
    }

    private static SerializedString[] tokens() {
        EventKind[] kinds = EventKind.values();
        SerializedString[] tokens = new SerializedString[kinds.length];
        for (EventKind k : kinds) {
            tokens[k.ordinal()] = new SerializedString(k.token());
        }
        return tokens;
    }

    private static Spelling[][] spellings() {
        EventKind[] kinds = EventKind.values();
        Spelling[][] all = new Spelling[kinds.length][];
        for (EventKind k : kinds) {
            all[k.ordinal()] = new Spelling[k.fieldCount()];
            for (int f = 0; f < k.fieldCount(); f++) {
                all[k.ordinal()][f] = new Spelling(k.field(f));
            }
        }
        return all;
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
        } finally {
            ended.countDown();
        }
        if (error != null) {
            throw error;
        }
    }
}
