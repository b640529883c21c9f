package org.xqlab.trace;

import static org.xqlab.trace.Fields.bool;
import static org.xqlab.trace.Fields.constant;
import static org.xqlab.trace.Fields.hexKey;
import static org.xqlab.trace.Fields.integer;
import static org.xqlab.trace.Fields.longValue;
import static org.xqlab.trace.Fields.move;
import static org.xqlab.trace.Fields.moves;
import static org.xqlab.trace.Fields.text;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * Turns one event record of a trace file into the matching {@link SearchListener} call, after the
 * same mask and max-ply check the engine makes. Every field its kind declares ({@link EventKind}) is
 * read and checked, in declared order ({@code ply} first, for that check), before the call, so a
 * damaged record delivers nothing and the damage names the first bad field.
 */
final class EventDispatcher {

    private final SearchListener l;
    private final int mask;
    private final int maxPly;
    private final JsonNode header;
    private final MoveCodec codec;
    private final EventValues event = new EventValues(EventEncoder.MAX_PV);

    /** Delivers to {@code listener}; {@code header} is the trace's header record (its texts, e.g. fen and config). */
    EventDispatcher(SearchListener listener, JsonNode header, MoveCodec codec) {
        this.l = listener;
        this.mask = listener.mask();
        this.maxPly = listener.maxPly();
        this.header = header;
        this.codec = codec;
    }

    void dispatch(JsonNode r) throws TraceFormatException {
        String token = text(r, "t");
        EventKind kind = EventKind.byToken(token);
        if (kind == null) {
            throw new TraceFormatException("unknown event type '" + token + "'");
        }
        int ply = kind.hasPly() ? integer(r, "ply") : 0;
        boolean deliver = EventMask.accepts(mask, maxPly, kind, ply);
        event.start(kind);
        for (int f = 0; f < kind.fieldCount(); f++) {
            EventField field = kind.field(f);
            String name = field.name();
            switch (field.type()) {
                case INT -> event.put(integer(r, name));
                case LONG -> event.put(longValue(r, name));
                case KEY -> event.put(hexKey(r, name));
                case BOOL -> event.put(bool(r, name));
                case MOVE -> event.put(move(r, name, codec));
                case ENUM -> event.put(constant(r, field));
                case TEXT -> event.put(text(r, name));
                case HEADER -> event.put(text(header, name));
                case PV -> {
                    int[] pv = moves(r, name, codec);
                    event.put(pv, pv.length);
                }
            }
        }
        if (deliver) {
            event.deliverTo(l);
        }
    }
}
