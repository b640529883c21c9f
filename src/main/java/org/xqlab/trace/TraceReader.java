package org.xqlab.trace;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Replays a trace file (plain or gzip, told apart by the gzip magic bytes) into any
 * {@link SearchListener}, exactly as the engine would have called it: the listener's mask and max
 * ply are honoured, events arrive in file order, at full speed or paced ({@link Pacing}).
 *
 * <p>The first line must be the header ({@link #header()}). A damaged line — bad JSON, an unknown
 * record type, a missing or mistyped field, an unsupported format version, a line cut short by the end
 * of the file, a line over {@link TraceLines#MAX_LINE_BYTES} bytes — or damaged data — a gzip stream
 * that is cut off or corrupt — stops the replay; every event before it has been delivered and the
 * {@link ReplaySummary} names the 1-based line and the problem. Memory stays bounded whatever the file
 * holds (one line at a time). A pacing wait that is interrupted stops the replay too (the interrupt flag is restored).
 * One reader replays once; it is not thread-safe.
 */
public final class TraceReader implements Closeable {

    private static final ObjectMapper MAPPER = new ObjectMapper();

    private final TraceLines in;
    private MoveCodec codec = MoveCodec.DECIMAL;
    private Pacing pacing;
    private TraceHeader header;
    /** The header line as read: events take the texts it carries for them (fen, config) from it. */
    private JsonNode headerRecord;
    private TraceDamage headerDamage;
    private boolean headerRead;
    private TraceFormatException readFailure;
    private long watchEvery;
    private java.util.function.LongPredicate watcher;

    /** Reads from {@code stream}, gunzipping it if it starts with the gzip magic bytes. */
    public TraceReader(InputStream stream) throws IOException {
        this.in = new TraceLines(stream);
    }

    public static TraceReader open(Path file) throws IOException {
        return new TraceReader(Files.newInputStream(file));
    }

    /** The codec for moves written as text (numbers are always read as ints). */
    public TraceReader codec(MoveCodec codec) {
        this.codec = codec;
        return this;
    }

    /** Replays at this pace instead of full speed; null for full speed. */
    public TraceReader pacing(Pacing pacing) {
        this.pacing = pacing;
        return this;
    }

    /**
     * Calls {@code goOn} with the number of events read after every {@code every} events (for a progress
     * line, or a cap on what a reader keeps); when it answers false the replay stops there, as an
     * interrupted one does ({@link ReplaySummary#interrupted()}).
     */
    public TraceReader watch(long every, java.util.function.LongPredicate goOn) {
        this.watchEvery = every;
        this.watcher = goOn;
        return this;
    }

    /** The header, reading the first line if needed; null if it is missing or damaged. */
    public TraceHeader header() throws IOException {
        if (!headerRead) {
            headerRead = true;
            String text = nextLine();
            try {
                if (text == null) {
                    if (readFailure != null) {
                        throw readFailure;
                    }
                    throw new TraceFormatException("empty file: no header");
                }
                JsonNode rec = parse(text);
                if (!"header".equals(rec.path("type").asText(null))) {
                    throw new TraceFormatException("the first line is not a header record");
                }
                int format = Fields.integer(rec, "format");
                if (format != TraceRecorder.FORMAT) {
                    throw new TraceFormatException("unsupported format version " + format
                            + " (this reader knows " + TraceRecorder.FORMAT + ")");
                }
                header = new TraceHeader(format, Fields.text(rec, "fen"), Fields.text(rec, "config"),
                        Fields.text(rec, "engine"), rec.path("created").asText(""), rec.path("moves").asText("int"),
                        rec.path("mask").asText("all"), rec.path("maxPly").asInt(Integer.MAX_VALUE),
                        textMap(rec.path("settings")), textMap(rec.path("provenance")));
                headerRecord = rec;
            } catch (TraceFormatException e) {
                headerDamage = e == readFailure ? readDamage() : damage(e);
            }
        }
        return header;
    }

    /** A header object of texts (settings, provenance) in file order; empty when absent (older traces) or not an object. */
    private static java.util.Map<String, String> textMap(JsonNode node) {
        java.util.Map<String, String> map = new java.util.LinkedHashMap<>();
        if (node != null && node.isObject()) {
            node.fields().forEachRemaining(e -> map.put(e.getKey(), e.getValue().asText()));
        }
        return map;
    }

    /** Delivers every event to {@code listener}; stops at the first damaged line or an interrupt. */
    public ReplaySummary replay(SearchListener listener) throws IOException {
        if (header() == null) {
            return new ReplaySummary(null, 0, false, null, headerDamage, false);
        }
        EventDispatcher dispatcher = new EventDispatcher(listener, headerRecord, codec);
        long events = 0;
        boolean truncated = false;
        String reason = null;
        long start = pacing == null ? 0 : pacing.clock().getAsLong();
        for (String text = nextLine(); text != null; text = nextLine()) {
            if (text.isBlank()) {
                continue;
            }
            try {
                JsonNode rec = parse(text);
                if (rec.has("type")) {
                    String type = rec.get("type").asText();
                    if (!"truncated".equals(type)) {
                        throw new TraceFormatException("unknown record type '" + type + "'");
                    }
                    truncated = true;
                    reason = Fields.text(rec, "reason");
                    continue;
                }
                if (pacing != null && !waitFor(start, events)) {
                    Thread.currentThread().interrupt();
                    return new ReplaySummary(header, events, truncated, reason, null, true);
                }
                dispatcher.dispatch(rec);
                events++;
                if (watcher != null && events % watchEvery == 0 && !watcher.test(events)) {
                    return new ReplaySummary(header, events, truncated, reason, null, true);
                }
            } catch (TraceFormatException e) {
                return new ReplaySummary(header, events, truncated, reason, damage(e), false);
            }
        }
        return new ReplaySummary(header, events, truncated, reason, readFailure == null ? null : readDamage(), false);
    }

    private boolean waitFor(long start, long index) {
        long wait = start + pacing.dueNanos(index) - pacing.clock().getAsLong();
        if (wait <= 0) {
            return true;
        }
        try {
            pacing.sleeper().sleepNanos(wait);
            return true;
        } catch (InterruptedException e) {
            return false;
        }
    }

    /** The next line, or null at the end or at damage that stops reading (kept in {@link #readFailure}). */
    private String nextLine() {
        if (readFailure != null) {
            return null;
        }
        try {
            return in.next();
        } catch (TraceFormatException e) {
            readFailure = e;
            return null;
        }
    }

    /** The damage of the line just read, saying so when the file ended inside it. */
    private TraceDamage damage(TraceFormatException e) {
        boolean unreadable = e.getMessage().startsWith("bad JSON");
        String cut = unreadable && in.lastLineUnterminated() ? " (the file ends inside this line: it was cut short)" : "";
        return new TraceDamage(Math.max(1, in.number()), e.getMessage() + cut);
    }

    /** Damage met while reading the next line: it lies after the last line read. */
    private TraceDamage readDamage() {
        return new TraceDamage(in.number() + 1, readFailure.getMessage());
    }

    private static JsonNode parse(String text) throws TraceFormatException {
        try {
            JsonNode node = MAPPER.readTree(text);
            if (node == null || !node.isObject()) {
                throw new TraceFormatException("not a JSON object");
            }
            return node;
        } catch (JsonProcessingException e) {
            throw new TraceFormatException("bad JSON: " + e.getOriginalMessage());
        }
    }

    @Override
    public void close() throws IOException {
        in.close();
    }
}
