package org.xqlab.analysis;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.lang.reflect.Method;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.xqlab.trace.EventEncoder;
import org.xqlab.trace.EventField;
import org.xqlab.trace.EventKind;
import org.xqlab.trace.EventLog;
import org.xqlab.trace.EventValues;
import org.xqlab.trace.MoveCodec;
import org.xqlab.trace.RecorderOptions;
import org.xqlab.trace.ReplaySummary;
import org.xqlab.trace.SearchListener;
import org.xqlab.trace.TraceReader;
import org.xqlab.trace.TraceRecorder;

/**
 * The events' fields are declared once, in {@link EventKind}, and every place follows that table. For
 * every kind, twice (booleans flipped, a nullable constant null the second time), distinct values for each
 * declared field are sent to the kind's listener method and must come out unchanged — compared with
 * {@link EventLog}, a listener written by hand, and field by field with the values sent — after each road
 * an event travels: the {@link EventEncoder} into a {@link FeedEvent} and {@link EventValues#deliverTo};
 * {@link FeedEvent.Columns}; the trace recorder and reader (plain and gzip, decimal and text moves), where
 * the record must hold exactly the declared fields under their names in order, and a record missing any
 * one of them must be reported as damage naming it; and {@link ReplayLog}. The table must match the
 * listener methods' parameters and the field lists of docs/trace-format.md. A field missing from any one
 * place fails here.
 */
class EventFieldTableTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    /** A text codec: from and to squares as "f-t". */
    private static final MoveCodec DASHED = new MoveCodec() {
        @Override
        public String format(int move) {
            return (move & 0xff) + "-" + (move >>> 8);
        }

        @Override
        public int parse(String text) {
            String[] p = text.split("-");
            return Integer.parseInt(p[0]) | Integer.parseInt(p[1]) << 8;
        }

        @Override
        public String name() {
            return "dashed";
        }
    };

    @TempDir
    Path dir;

    /** One kind's call: the values sent, one per declared field (a PV as its int[] of exactly its moves). */
    private record Call(EventKind kind, Method method, Object[] values, Object[] arguments) {
    }

    /** Each kind's method and the rows of docs/trace-format.md, by token: method name and field names. */
    private static Map<String, List<String>> documented() throws IOException {
        String doc = Files.readString(Path.of("docs/trace-format.md"), StandardCharsets.UTF_8);
        Pattern row = Pattern.compile("(?m)^\\| `([a-z_]+)` +\\| `(\\w+)` +\\|(.*)\\|$");
        Pattern name = Pattern.compile("`([a-z0-9_]+)`");
        Map<String, List<String>> rows = new LinkedHashMap<>();
        for (Matcher m = row.matcher(doc); m.find(); ) {
            List<String> words = new ArrayList<>(List.of(m.group(2)));
            for (Matcher n = name.matcher(m.group(3)); n.find(); ) {
                words.add(n.group(1));
            }
            rows.put(m.group(1), words);
        }
        return rows;
    }

    private static Method method(String name) {
        for (Method m : SearchListener.class.getMethods()) {
            if (m.getName().equals(name)) {
                return m;
            }
        }
        throw new AssertionError("SearchListener has no method " + name);
    }

    /** Distinct values for every field of {@code kind}; {@code round} 1 flips booleans and nulls what may be null. */
    private static Call call(EventKind kind, Method method, int round) {
        List<EventField> fields = kind.fields();
        Object[] values = new Object[fields.size()];
        List<Object> arguments = new ArrayList<>();
        for (int f = 0; f < values.length; f++) {
            EventField field = fields.get(f);
            int n = 10 * kind.ordinal() + f + 1 + 500 * round;
            Object v = switch (field.type()) {
                case INT -> f % 2 == 0 ? 1000 + n : -1000 - n;
                case LONG -> (1L << 40) + n;
                case KEY -> 0x8000_0000_0000_0000L | (long) n << 20 | n;
                case BOOL -> (f + round) % 2 == 0;
                case MOVE -> n | (n + 3) << 8;
                case ENUM -> field.nullable() && round == 1 ? null
                        : field.constant(1 + (n % field.constantCount()));
                case TEXT, HEADER -> field.name() + "-" + n + (round == 1 ? " 文字 \"q\"" : "");
                case PV -> round == 0 ? new int[] {n | 7 << 8, n | 9 << 8, n | 11 << 8} : new int[] {n | 5 << 8, 0};
            };
            values[f] = v;
            if (field.type() == EventField.Type.PV) {
                int[] moves = (int[]) v;
                arguments.add(Arrays.copyOf(moves, moves.length + 2)); // the listener must honour pvLength
                arguments.add(moves.length);
            } else {
                arguments.add(v);
            }
        }
        return new Call(kind, method, values, arguments.toArray());
    }

    private static List<Call> calls() throws IOException {
        Map<String, List<String>> doc = documented();
        List<Call> calls = new ArrayList<>();
        for (EventKind kind : EventKind.values()) {
            List<String> row = doc.get(kind.token());
            assertNotNull(row, "docs/trace-format.md has a row for " + kind.token());
            for (int round = 0; round < 2; round++) {
                calls.add(call(kind, method(row.get(0)), round));
            }
        }
        return calls;
    }

    private static void send(Call c, SearchListener l) {
        try {
            c.method().invoke(l, c.arguments());
        } catch (ReflectiveOperationException e) {
            throw new AssertionError(c.kind() + ": " + e.getCause(), e);
        }
    }

    /** What the hand-written listener makes of the call. */
    private static String expected(Call c) {
        EventLog log = new EventLog();
        send(c, log);
        assertEquals(1, log.lines.size());
        return log.lines.get(0);
    }

    private static String delivered(EventValues e) {
        EventLog log = new EventLog();
        e.deliverTo(log);
        assertEquals(1, log.lines.size());
        return log.lines.get(0);
    }

    /** Every value of {@code e} is the value sent for its field. */
    private static void assertHolds(Call c, EventValues e, String where) {
        assertEquals(c.kind(), e.kind(), where);
        assertEquals(c.kind().fieldCount(), e.size(), where + ": a value per field");
        for (int f = 0; f < c.values().length; f++) {
            EventField field = c.kind().field(f);
            Object v = c.values()[f];
            String what = where + ": " + c.kind() + " field " + field;
            switch (field.type()) {
                case INT, MOVE -> assertEquals(((Integer) v).longValue(), e.number(f), what);
                case LONG, KEY -> assertEquals((long) (Long) v, e.number(f), what);
                case BOOL -> assertEquals((Boolean) v ? 1 : 0, e.number(f), what);
                case ENUM -> assertEquals(v, field.constant(e.number(f)), what);
                case TEXT, HEADER -> assertEquals(v, e.text(f), what);
                case PV -> assertArrayEquals((int[]) v, Arrays.copyOf(e.pv(), (int) e.number(f)), what);
            }
        }
    }

    @Test
    void tableMatchesTheListenerMethodsAndTheFormatDocument() throws IOException {
        Map<String, List<String>> doc = documented();
        assertEquals(EventKind.values().length, doc.size(), "one row per kind in docs/trace-format.md: " + doc.keySet());
        for (EventKind kind : EventKind.values()) {
            List<String> row = doc.get(kind.token());
            assertNotNull(row, kind.token());
            List<Class<?>> declared = new ArrayList<>();
            List<String> inRecord = new ArrayList<>();
            for (EventField f : kind.fields()) {
                declared.add(f.type() == EventField.Type.ENUM ? f.constant(1).getDeclaringClass() : f.type().argument());
                if (f.type() == EventField.Type.PV) {
                    declared.add(int.class);
                }
                if (f.type() != EventField.Type.HEADER) {
                    inRecord.add(f.name());
                }
            }
            assertEquals(declared, List.of(method(row.get(0)).getParameterTypes()),
                    kind + ": the declared fields are " + row.get(0) + "'s parameters, in order");
            assertEquals(inRecord, row.subList(1, row.size()), kind + ": the fields docs/trace-format.md lists");
            assertEquals(inRecord.contains("ply"), kind.hasPly(), kind + ": a ply exactly when a field ply");
        }
    }

    @Test
    void encoderColumnsAndDeliveryKeepEveryDeclaredField() throws IOException {
        FeedEvent slot = FeedEvent.withPvRoom();
        List<FeedEvent> filled = new ArrayList<>();
        EventEncoder<FeedEvent> encoder = new EventEncoder<>() {
            @Override
            protected FeedEvent begin(EventKind kind, long node) {
                return slot;
            }

            @Override
            protected void end(FeedEvent e) {
                filled.add(e);
            }
        };
        List<Call> calls = calls();
        FeedEvent.Columns columns = new FeedEvent.Columns(calls.size());
        for (Call c : calls) {
            filled.clear();
            send(c, encoder);
            assertEquals(List.of(slot), filled, c.kind() + ": one event");
            assertHolds(c, slot, "encoded");
            assertEquals(expected(c), delivered(slot), c.kind() + ": delivered");
            assertTrue(columns.add(slot));
        }
        FeedEvent read = new FeedEvent();
        for (int i = 0; i < calls.size(); i++) {
            Call c = calls.get(i);
            assertEquals(c.kind(), columns.kind(i));
            columns.read(i, read);
            assertHolds(c, read, "from the columns");
            assertEquals(expected(c), delivered(read), c.kind() + ": delivered from the columns");
        }
    }

    /** A trace of one search holding the call's event (the search's own start and end if it is neither). */
    private Path record(Call c, MoveCodec codec, String name) throws IOException {
        Path file = dir.resolve(name);
        try (TraceRecorder recorder = TraceRecorder.open(file, RecorderOptions.defaults().withCodec(codec))) {
            if (c.kind() != EventKind.SEARCH_STARTED) {
                recorder.searchStarted("the-fen", "the-config", 3);
            }
            send(c, recorder);
            if (c.kind() != EventKind.SEARCH_FINISHED) {
                recorder.searchFinished(0, 0, 3, 10, 20);
            }
            assertNull(recorder.error());
        }
        return file;
    }

    private static String spelled(EventField field, Object v, MoveCodec codec) throws IOException {
        return switch (field.type()) {
            case INT, LONG, BOOL -> String.valueOf(v);
            case KEY -> '"' + Long.toHexString((Long) v) + '"';
            case MOVE -> move((Integer) v, codec);
            case ENUM -> v == null ? "null" : '"' + ((Enum<?>) v).name() + '"';
            case TEXT, HEADER -> JSON.writeValueAsString(v);
            case PV -> {
                StringBuilder sb = new StringBuilder("[");
                for (int m : (int[]) v) {
                    sb.append(sb.length() > 1 ? "," : "").append(m == 0 ? "0" : move(m, codec));
                }
                yield sb.append(']').toString();
            }
        };
    }

    private static String move(int m, MoveCodec codec) {
        return m == 0 ? "null" : codec == MoveCodec.DECIMAL ? String.valueOf(m) : '"' + codec.format(m) + '"';
    }

    private static ReplaySummary replay(byte[] trace, MoveCodec codec, SearchListener l) throws IOException {
        try (TraceReader reader = new TraceReader(new ByteArrayInputStream(trace))) {
            return reader.codec(codec).replay(l);
        }
    }

    private static List<String> linesOf(EventLog log, EventKind kind) {
        return log.lines.stream().filter(l -> l.startsWith(kind.token() + " ")).toList();
    }

    @Test
    void traceRecordsHoldExactlyTheDeclaredFieldsAndReadBack() throws IOException {
        for (MoveCodec codec : List.of(MoveCodec.DECIMAL, DASHED)) {
            for (String container : List.of("jsonl", "jsonl.gz")) {
                int i = 0;
                for (Call c : calls()) {
                    String where = c.kind() + " (" + codec.name() + ", " + container + ")";
                    Path file = record(c, codec, "t" + i++ + "." + container);
                    byte[] bytes = Files.readAllBytes(file);
                    assertEquals(container.endsWith(".gz"), bytes[0] == 0x1f && bytes[1] == (byte) 0x8b, where);
                    EventLog log = new EventLog();
                    ReplaySummary s;
                    try (TraceReader reader = TraceReader.open(file)) {
                        s = reader.codec(codec).replay(log);
                    }
                    assertTrue(s.isComplete(), where + ": " + s.damage());
                    assertEquals(List.of(expected(c)), linesOf(log, c.kind()), where + ": read back");

                    if (codec == MoveCodec.DECIMAL) { // ReplayLog reads decimal and ICCS moves
                        ReplayLog replayLog = ReplayLog.load(file, 100);
                        EventLog fromLog = new EventLog();
                        replayLog.deliver(0, replayLog.size(), fromLog);
                        assertEquals(log.lines, fromLog.lines, where + ": through ReplayLog");
                    }
                }
            }
        }
    }

    @Test
    void recordFieldsAreTheDeclaredOnesByNameInOrder() throws IOException {
        for (MoveCodec codec : List.of(MoveCodec.DECIMAL, DASHED)) {
            for (Call c : calls()) {
                String where = c.kind() + " (" + codec.name() + ")";
                List<String> lines = Files.readAllLines(record(c, codec, "r.jsonl"), StandardCharsets.UTF_8);
                JsonNode header = JSON.readTree(lines.get(0));
                List<JsonNode> records = new ArrayList<>();
                for (String line : lines.subList(1, lines.size())) {
                    JsonNode r = JSON.readTree(line);
                    if (r.path("t").asText().equals(c.kind().token())) {
                        records.add(r);
                    }
                }
                assertEquals(1, records.size(), where);
                JsonNode record = records.get(0);
                List<String> names = new ArrayList<>(List.of("t"));
                for (int f = 0; f < c.values().length; f++) {
                    EventField field = c.kind().field(f);
                    String spelled = spelled(field, c.values()[f], codec);
                    if (field.type() == EventField.Type.HEADER) {
                        assertEquals(spelled, header.get(field.name()).toString(), where + " header " + field);
                    } else {
                        names.add(field.name());
                        assertNotNull(record.get(field.name()), where + " has " + field);
                        assertEquals(spelled, record.get(field.name()).toString(), where + " " + field);
                    }
                }
                List<String> written = new ArrayList<>();
                record.fieldNames().forEachRemaining(written::add);
                assertEquals(names, written, where + ": exactly the declared fields, in order");
            }
        }
    }

    @Test
    void aRecordMissingAnyDeclaredFieldIsDamageNamingIt() throws IOException {
        for (Call c : calls()) {
            List<String> lines = Files.readAllLines(record(c, MoveCodec.DECIMAL, "d.jsonl"), StandardCharsets.UTF_8);
            int at = -1;
            for (int l = 1; l < lines.size(); l++) {
                if (JSON.readTree(lines.get(l)).path("t").asText().equals(c.kind().token())) {
                    at = l;
                }
            }
            for (EventField field : c.kind().fields()) {
                if (field.type() == EventField.Type.HEADER) {
                    continue;
                }
                ObjectNode damaged = (ObjectNode) JSON.readTree(lines.get(at));
                damaged.remove(field.name());
                List<String> copy = new ArrayList<>(lines);
                copy.set(at, JSON.writeValueAsString(damaged));
                EventLog log = new EventLog();
                ReplaySummary s = replay((String.join("\n", copy) + "\n").getBytes(StandardCharsets.UTF_8),
                        MoveCodec.DECIMAL, log);
                String where = c.kind() + " without " + field;
                assertNotNull(s.damage(), where);
                assertEquals(at + 1, s.damage().line(), where);
                assertEquals("missing field '" + field.name() + "'", s.damage().message(), where);
                assertFalse(linesOf(log, c.kind()).contains(expected(c)), where + ": not delivered");
            }
        }
    }
}
