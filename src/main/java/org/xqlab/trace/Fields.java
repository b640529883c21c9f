package org.xqlab.trace;

import com.fasterxml.jackson.databind.JsonNode;

/** Typed, checked access to the fields of one trace record; every failure names the field. */
final class Fields {

    private Fields() {
    }

    static JsonNode required(JsonNode rec, String name) throws TraceFormatException {
        JsonNode v = rec.get(name);
        if (v == null) {
            throw new TraceFormatException("missing field '" + name + "'");
        }
        return v;
    }

    static int integer(JsonNode rec, String name) throws TraceFormatException {
        JsonNode v = required(rec, name);
        if (!v.isIntegralNumber() || !v.canConvertToInt()) {
            throw new TraceFormatException("field '" + name + "' is not an int: " + v);
        }
        return v.intValue();
    }

    static long longValue(JsonNode rec, String name) throws TraceFormatException {
        JsonNode v = required(rec, name);
        if (!v.isIntegralNumber() || !v.canConvertToLong()) {
            throw new TraceFormatException("field '" + name + "' is not a long: " + v);
        }
        return v.longValue();
    }

    static boolean bool(JsonNode rec, String name) throws TraceFormatException {
        JsonNode v = required(rec, name);
        if (!v.isBoolean()) {
            throw new TraceFormatException("field '" + name + "' is not a boolean: " + v);
        }
        return v.booleanValue();
    }

    static String text(JsonNode rec, String name) throws TraceFormatException {
        JsonNode v = required(rec, name);
        if (!v.isTextual()) {
            throw new TraceFormatException("field '" + name + "' is not a string: " + v);
        }
        return v.textValue();
    }

    static long hexKey(JsonNode rec, String name) throws TraceFormatException {
        String hex = text(rec, name);
        try {
            return Long.parseUnsignedLong(hex, 16);
        } catch (NumberFormatException e) {
            throw new TraceFormatException("field '" + name + "' is not a hex key: " + hex);
        }
    }

    /** A move: null is 0, a number is the int itself, a string goes through the codec. */
    static int move(JsonNode rec, String name, MoveCodec codec) throws TraceFormatException {
        return moveValue(required(rec, name), name, codec);
    }

    static int moveValue(JsonNode v, String name, MoveCodec codec) throws TraceFormatException {
        if (v.isNull()) {
            return 0;
        }
        if (v.isIntegralNumber() && v.canConvertToInt()) {
            return v.intValue();
        }
        if (v.isTextual()) {
            try {
                return codec.parse(v.textValue());
            } catch (IllegalArgumentException e) {
                throw new TraceFormatException("field '" + name + "': " + e.getMessage());
            }
        }
        throw new TraceFormatException("field '" + name + "' is not a move: " + v);
    }

    /** A move array: each item as {@link #moveValue}, named by the array's field. */
    static int[] moves(JsonNode rec, String name, MoveCodec codec) throws TraceFormatException {
        JsonNode v = required(rec, name);
        if (!v.isArray()) {
            throw new TraceFormatException("field '" + name + "' is not an array");
        }
        int[] moves = new int[v.size()];
        for (int i = 0; i < moves.length; i++) {
            moves[i] = moveValue(v.get(i), name, codec);
        }
        return moves;
    }

    /** The enum constant of an {@link EventField.Type#ENUM} field by name; null only if the field is nullable. */
    static Enum<?> constant(JsonNode rec, EventField field) throws TraceFormatException {
        String name = field.name();
        JsonNode v = required(rec, name);
        if (v.isNull() && field.nullable()) {
            return null;
        }
        if (!v.isTextual()) {
            throw new TraceFormatException("field '" + name + "' is not a " + field.typeName() + ": " + v);
        }
        Enum<?> c = field.constantNamed(v.textValue());
        if (c == null) {
            throw new TraceFormatException("field '" + name + "': unknown " + field.typeName() + " '"
                    + v.textValue() + "'");
        }
        return c;
    }
}
