package org.xqlab.trace;

/**
 * One field of an event kind, as {@link EventKind} declares it: its name in a trace record
 * (docs/trace-format.md) and its {@link Type}. A kind's fields, in declared order, are its listener
 * method's arguments in order (a PV is one field for the two arguments {@code pv, pvLength}) and the
 * fields of its trace record in order. Everything that stores, writes, reads or delivers an event
 * ({@link EventValues}, {@link TraceRecorder}, the trace reader, the analysis feed's columns) loops over
 * these declarations; none of them names a kind's fields again.
 */
public final class EventField {

    /** How a field's value is held and how it is spelled in a trace record. */
    public enum Type {
        /** An {@code int}, a JSON number. */
        INT(int.class),
        /** A {@code long}, a JSON number. */
        LONG(long.class),
        /** A 64-bit Zobrist key ({@code long}), an unsigned hexadecimal string. */
        KEY(long.class),
        /** A {@code boolean}. */
        BOOL(boolean.class),
        /** A move ({@code int}): null for 0, else a number or the codec's text. */
        MOVE(int.class),
        /** An enum constant by its Java name; null only where the field {@link #nullable() may be null}. */
        ENUM(Enum.class),
        /** A {@code String}. */
        TEXT(String.class),
        /** A {@code String} the trace header carries under this name, not the event record. */
        HEADER(String.class),
        /** A principal variation ({@code int[] pv, int pvLength}): an array of moves. */
        PV(int[].class);

        private final Class<?> argument;

        Type(Class<?> argument) {
            this.argument = argument;
        }

        /**
         * The Java type of the listener argument ({@code Enum} for any enum; a PV is two arguments,
         * {@code int[]} and its length, an {@code int}).
         */
        public Class<?> argument() {
            return argument;
        }
    }

    private final String name;
    private final Type type;
    private final Enum<?>[] constants;
    private final String typeName;
    private final boolean nullable;

    private EventField(String name, Type type, Class<? extends Enum<?>> enumType, boolean nullable) {
        this.name = name;
        this.type = type;
        this.constants = enumType == null ? null : enumType.getEnumConstants();
        this.typeName = enumType == null ? type.name().toLowerCase(java.util.Locale.ROOT) : enumType.getSimpleName();
        this.nullable = nullable;
    }

    static EventField integer(String name) {
        return new EventField(name, Type.INT, null, false);
    }

    static EventField longValue(String name) {
        return new EventField(name, Type.LONG, null, false);
    }

    static EventField key(String name) {
        return new EventField(name, Type.KEY, null, false);
    }

    static EventField bool(String name) {
        return new EventField(name, Type.BOOL, null, false);
    }

    static EventField move(String name) {
        return new EventField(name, Type.MOVE, null, false);
    }

    static EventField constant(String name, Class<? extends Enum<?>> type) {
        return new EventField(name, Type.ENUM, type, false);
    }

    static EventField constantOrNull(String name, Class<? extends Enum<?>> type) {
        return new EventField(name, Type.ENUM, type, true);
    }

    static EventField text(String name) {
        return new EventField(name, Type.TEXT, null, false);
    }

    static EventField headerText(String name) {
        return new EventField(name, Type.HEADER, null, false);
    }

    static EventField moves(String name) {
        return new EventField(name, Type.PV, null, false);
    }

    /** The field's name in a trace record (or header). */
    public String name() {
        return name;
    }

    public Type type() {
        return type;
    }

    /** For an {@link Type#ENUM} field, its enum's simple name ({@code "Stage"}); else the type in lower case. */
    public String typeName() {
        return typeName;
    }

    /** For an {@link Type#ENUM} field, whether a record may hold null (the listener then gets null). */
    public boolean nullable() {
        return nullable;
    }

    /** For an {@link Type#ENUM} field, the number of its enum's constants; else 0. */
    public int constantCount() {
        return constants == null ? 0 : constants.length;
    }

    /**
     * For an {@link Type#ENUM} field, the constant an {@link EventValues} holds as {@code code}: 0 for null,
     * else the ordinal plus one ({@link EventValues#code(Enum)}).
     */
    public Enum<?> constant(long code) {
        return code == 0 ? null : constants[(int) code - 1];
    }

    /** For an {@link Type#ENUM} field, the constant with this Java name, or null if there is none. */
    public Enum<?> constantNamed(String text) {
        for (Enum<?> c : constants) {
            if (c.name().equals(text)) {
                return c;
            }
        }
        return null;
    }

    @Override
    public String toString() {
        return name + ":" + typeName;
    }
}
