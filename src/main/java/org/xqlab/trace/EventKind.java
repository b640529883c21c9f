package org.xqlab.trace;

import static org.xqlab.trace.EventField.bool;
import static org.xqlab.trace.EventField.constant;
import static org.xqlab.trace.EventField.constantOrNull;
import static org.xqlab.trace.EventField.headerText;
import static org.xqlab.trace.EventField.integer;
import static org.xqlab.trace.EventField.key;
import static org.xqlab.trace.EventField.longValue;
import static org.xqlab.trace.EventField.move;
import static org.xqlab.trace.EventField.moves;
import static org.xqlab.trace.EventField.text;

import java.util.List;

/**
 * One constant per {@link SearchListener} method. Each kind has a bit for {@link EventMask} and a
 * short stable token, which is both its name in a mask string ({@code "node_enter,cutoff"}) and the
 * {@code "t"} value of its record in a trace file (see docs/trace-format.md). Tokens never change
 * once released; new kinds get new tokens.
 *
 * <p>This is also the one table of the events' fields. Each kind lists its {@link EventField}s in the
 * order of its listener method's arguments, which is the order of its trace record's fields; a kind has
 * a ply (and obeys {@link SearchListener#maxPly()}) exactly when it has a field {@code ply}. The trace
 * writer and reader, {@link EventValues} and the analysis feed's columns follow from this table, so
 * adding a field is one entry here plus the argument in {@link SearchListener} (and its one line in
 * {@link EventEncoder} and {@link EventValues#deliverTo}, which Java needs per method);
 * {@code EventFieldTableTest} fails until every place agrees.
 */
public enum EventKind {
    SEARCH_STARTED("search_start", headerText("fen"), headerText("config"), integer("maxd")),
    SEARCH_FINISHED("search_end", move("best"), integer("score"), integer("d"), longValue("nodes"), longValue("ms")),
    ITERATION_STARTED("iter_start", integer("d"), integer("a"), integer("b")),
    ITERATION_FINISHED("iter_end", integer("d"), integer("score"), moves("pv"), longValue("nodes"), longValue("ms")),
    NODE_ENTERED("node_enter", longValue("id"), longValue("pid"), move("m"), integer("ply"), integer("d"),
            integer("a"), integer("b"), constant("exp", NodeType.class), bool("chk"), key("key")),
    NODE_LEFT("node_leave", longValue("id"), integer("ply"), integer("score"), constant("bnd", Bound.class),
            move("best"), constant("act", NodeType.class)),
    QUIESCENCE_ENTERED("qnode_enter", longValue("id"), longValue("pid"), move("m"), integer("ply"), integer("a"),
            integer("b"), bool("chk")),
    STAGE_ENTERED("stage", longValue("id"), integer("ply"), constant("st", Stage.class), integer("n")),
    MOVE_TRIED("move", longValue("id"), integer("ply"), move("m"), constant("st", Stage.class), integer("i"),
            integer("r")),
    CUTOFF("cutoff", longValue("id"), integer("ply"), move("m"), constantOrNull("st", Stage.class), integer("i"),
            integer("d"), integer("score"), integer("b"), constant("step", Step.class)),
    TT_PROBE("tt_probe", longValue("id"), integer("ply"), bool("hit"), constant("bnd", Bound.class), integer("d"),
            integer("score"), move("m"), bool("cut")),
    TT_STORE("tt_store", longValue("id"), integer("ply"), constant("bnd", Bound.class), integer("d"),
            integer("score"), move("m")),
    NULL_MOVE("null_move", longValue("id"), integer("ply"), integer("r"), integer("score"), bool("cut"),
            bool("ver")),
    LMR_REDUCTION("lmr", longValue("id"), integer("ply"), move("m"), integer("i"), integer("r")),
    LMR_RESEARCH("lmr_research", longValue("id"), integer("ply"), move("m"), integer("score")),
    KILLER_UPDATE("killer", integer("ply"), move("k0"), move("k1"), move("n0"), move("n1")),
    HISTORY_SHAPE("history_shape", text("shape"), integer("rows"), integer("cols"), integer("max")),
    HISTORY_UPDATE("history", integer("row"), integer("col"), integer("bonus"), integer("v")),
    HISTORY_DECAY("history_decay", text("rule"));

    private static final EventKind[] VALUES = values();
    private static final int MAX_FIELDS = maxFields();

    private final String token;
    private final EventField[] fields;
    private final List<EventField> fieldList;
    private final int plyIndex;
    private final boolean hasTexts;

    EventKind(String token, EventField... fields) {
        this.token = token;
        this.fields = fields;
        this.fieldList = List.of(fields);
        int ply = -1;
        boolean texts = false;
        int pvs = 0;
        for (int i = 0; i < fields.length; i++) {
            if (fields[i].name().equals("ply")) {
                ply = i;
            }
            texts |= fields[i].type() == EventField.Type.TEXT || fields[i].type() == EventField.Type.HEADER;
            pvs += fields[i].type() == EventField.Type.PV ? 1 : 0;
        }
        if (pvs > 1) {
            throw new IllegalStateException(token + ": an event holds at most one PV");
        }
        this.plyIndex = ply;
        this.hasTexts = texts;
    }

    /** This kind's bit in a mask. */
    public int bit() {
        return 1 << ordinal();
    }

    /** Short stable name used in mask strings and as the trace record type. */
    public String token() {
        return token;
    }

    /**
     * Whether events of this kind carry a ply and are therefore subject to
     * {@link SearchListener#maxPly()}; search, iteration and history events always pass.
     */
    public boolean hasPly() {
        return plyIndex >= 0;
    }

    /** This kind's fields in order (its listener arguments', its trace record's). */
    public List<EventField> fields() {
        return fieldList;
    }

    /** The number of this kind's fields. */
    public int fieldCount() {
        return fields.length;
    }

    /** Field {@code i} of this kind. */
    public EventField field(int i) {
        return fields[i];
    }

    /** The position of the field {@code ply} among this kind's fields, or -1 if it has none. */
    int plyIndex() {
        return plyIndex;
    }

    /** Whether a field of this kind holds a text. */
    boolean hasTexts() {
        return hasTexts;
    }

    /** The most fields any kind has. */
    public static int maxFieldCount() {
        return MAX_FIELDS;
    }

    private static int maxFields() {
        int max = 0;
        for (EventKind k : VALUES) {
            max = Math.max(max, k.fields.length);
        }
        return max;
    }

    /** The kind with this token, or {@code null}. */
    public static EventKind byToken(String token) {
        for (EventKind k : VALUES) {
            if (k.token.equals(token)) {
                return k;
            }
        }
        return null;
    }
}
