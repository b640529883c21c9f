package org.xqlab.trace;

import java.util.Arrays;

/**
 * One search event as values: its {@link #kind()} and one value per field the kind declares
 * ({@link EventKind#fields()}), in declared order, which is the order of the kind's listener arguments.
 * The object is mutable and reused (a ring's slots, a writer's scratch event are allocated once):
 * {@link #start} begins an event, the {@code put} methods append its values in order, and
 * {@link #deliverTo} calls the kind's listener method with them. Generic code reads value {@code f} with
 * {@link #number}, {@link #text} and {@link #pv()} and the field's type from the kind.
 *
 * <p>Numbers, moves, booleans (1 or 0) and enum constants ({@link #code}: the ordinal plus one, 0 for
 * null) are held as {@code long}s, texts as strings, a PV in an array of its own with its length as its
 * number. Putting allocates nothing, except a PV longer than any this event held before (an event made
 * with room for the engine's deepest PV never does).
 */
public class EventValues {

    private static final NodeType[] NODE_TYPES = NodeType.values();
    private static final Bound[] BOUNDS = Bound.values();
    private static final Stage[] STAGES = Stage.values();
    private static final Step[] STEPS = Step.values();

    private EventKind kind;
    private final long[] numbers = new long[EventKind.maxFieldCount()];
    private final String[] texts = new String[EventKind.maxFieldCount()];
    private int[] pv;
    private int size;
    /** The value {@link #deliverTo} reads next. */
    private int next;

    /** An event with no PV room yet (it grows on the first PV put). */
    public EventValues() {
        this(0);
    }

    /** An event with room for a PV of {@code pvRoom} moves, so that putting one that long never allocates. */
    public EventValues(int pvRoom) {
        pv = new int[pvRoom];
    }

    /** Begins an event of {@code kind}, with no values yet. */
    public final EventValues start(EventKind kind) {
        this.kind = kind;
        size = 0;
        return this;
    }

    public final EventKind kind() {
        return kind;
    }

    /** The number of values put since {@link #start}. */
    public final int size() {
        return size;
    }

    /** The code an enum constant is held as: its ordinal plus one, 0 for null. */
    public static long code(Enum<?> constant) {
        return constant == null ? 0 : constant.ordinal() + 1;
    }

    // ---- putting, in declared order ----

    /** The next value: an int, long, move or key. */
    public final EventValues put(long value) {
        assert puts(long.class) || puts(int.class);
        numbers[size++] = value;
        return this;
    }

    public final EventValues put(boolean value) {
        assert puts(boolean.class);
        numbers[size++] = value ? 1 : 0;
        return this;
    }

    public final EventValues put(Enum<?> value) {
        assert puts(Enum.class);
        numbers[size++] = code(value);
        return this;
    }

    public final EventValues put(String value) {
        assert puts(String.class);
        texts[size++] = value;
        return this;
    }

    /** The next value: a PV, {@code moves[0..length)} copied. */
    public final EventValues put(int[] moves, int length) {
        assert puts(int[].class);
        setPv(size++, moves, length);
        return this;
    }

    // ---- setting by position, for generic code that stores events ----

    /** Begins an event of {@code kind} whose values are then all set by position ({@link #setNumber} …). */
    public final EventValues startFilled(EventKind kind) {
        this.kind = kind;
        size = kind.fieldCount();
        return this;
    }

    /** Sets value {@code f} of a number-held field as held ({@link #number}). */
    public final void setNumber(int f, long held) {
        numbers[f] = held;
    }

    /** Sets value {@code f}, a text. */
    public final void setText(int f, String text) {
        texts[f] = text;
    }

    /** Sets value {@code f}, a PV: {@code moves[0..length)} copied. */
    public final void setPv(int f, int[] moves, int length) {
        int n = Math.max(0, length);
        if (pv.length < n) {
            pv = new int[n];
        }
        System.arraycopy(moves, 0, pv, 0, n);
        numbers[f] = n;
    }

    /** For assertions: whether the next field's listener argument is of this type (a table/glue mismatch fails). */
    private boolean puts(Class<?> argument) {
        if (size >= kind.fieldCount()) {
            throw new AssertionError(kind + " has only " + kind.fieldCount() + " fields");
        }
        return kind.field(size).type().argument() == argument;
    }

    // ---- reading by position ----

    /** Value {@code f} as held: a number, move, key, 1/0 for a boolean, {@link #code} of a constant, a PV's length. */
    public final long number(int f) {
        return numbers[f];
    }

    /** Value {@code f}, a text. */
    public final String text(int f) {
        return texts[f];
    }

    /** The PV's moves (its length is the number of the PV field); valid until the next PV is put. */
    public final int[] pv() {
        return pv;
    }

    /** This event's ply, or 0 for a kind without one. */
    public final int ply() {
        int i = kind.plyIndex();
        return i < 0 ? 0 : (int) numbers[i];
    }

    /** Drops the texts the event holds, so a reused event keeps nothing alive. */
    public final void forgetTexts() {
        if (kind != null && kind.hasTexts()) {
            Arrays.fill(texts, null);
        }
    }

    /** Fails unless every field of the kind has its value. */
    public final void requireComplete() {
        if (kind == null || size != kind.fieldCount()) {
            throw new IllegalStateException((kind == null ? "no kind" : kind + " needs " + kind.fieldCount())
                    + " values, holds " + size);
        }
    }

    // ---- delivering: arguments are evaluated left to right, so each reads the next value ----

    /** Calls the listener method of this event's kind with this event's values. */
    public final void deliverTo(SearchListener l) {
        requireComplete();
        next = 0;
        switch (kind) {
            case SEARCH_STARTED -> l.searchStarted(nextText(), nextText(), nextInt());
            case SEARCH_FINISHED -> l.searchFinished(nextInt(), nextInt(), nextInt(), nextLong(), nextLong());
            case ITERATION_STARTED -> l.iterationStarted(nextInt(), nextInt(), nextInt());
            case ITERATION_FINISHED -> l.iterationFinished(nextInt(), nextInt(), pv, nextInt(), nextLong(), nextLong());
            case NODE_ENTERED -> l.nodeEntered(nextLong(), nextLong(), nextInt(), nextInt(), nextInt(), nextInt(),
                    nextInt(), next(NODE_TYPES), nextBool(), nextLong());
            case NODE_LEFT -> l.nodeLeft(nextLong(), nextInt(), nextInt(), next(BOUNDS), nextInt(), next(NODE_TYPES));
            case QUIESCENCE_ENTERED -> l.quiescenceEntered(nextLong(), nextLong(), nextInt(), nextInt(), nextInt(),
                    nextInt(), nextBool());
            case STAGE_ENTERED -> l.stageEntered(nextLong(), nextInt(), next(STAGES), nextInt());
            case MOVE_TRIED -> l.moveTried(nextLong(), nextInt(), nextInt(), next(STAGES), nextInt(), nextInt());
            case CUTOFF -> l.cutoff(nextLong(), nextInt(), nextInt(), next(STAGES), nextInt(), nextInt(), nextInt(),
                    nextInt(), next(STEPS));
            case TT_PROBE -> l.ttProbe(nextLong(), nextInt(), nextBool(), next(BOUNDS), nextInt(), nextInt(), nextInt(),
                    nextBool());
            case TT_STORE -> l.ttStore(nextLong(), nextInt(), next(BOUNDS), nextInt(), nextInt(), nextInt());
            case NULL_MOVE -> l.nullMove(nextLong(), nextInt(), nextInt(), nextInt(), nextBool(), nextBool());
            case LMR_REDUCTION -> l.lmrReduction(nextLong(), nextInt(), nextInt(), nextInt(), nextInt());
            case LMR_RESEARCH -> l.lmrResearch(nextLong(), nextInt(), nextInt(), nextInt());
            case KILLER_UPDATE -> l.killerUpdate(nextInt(), nextInt(), nextInt(), nextInt(), nextInt());
            case HISTORY_SHAPE -> l.historyShape(nextText(), nextInt(), nextInt(), nextInt());
            case HISTORY_UPDATE -> l.historyUpdate(nextInt(), nextInt(), nextInt(), nextInt());
            case HISTORY_DECAY -> l.historyDecay(nextText());
        }
    }

    /** The next int-held value (an int, a move, or the length of the PV just passed). */
    private int nextInt() {
        assert reads(int.class) || reads(int[].class);
        return (int) numbers[next++];
    }

    private long nextLong() {
        assert reads(long.class);
        return numbers[next++];
    }

    private boolean nextBool() {
        assert reads(boolean.class);
        return numbers[next++] != 0;
    }

    private String nextText() {
        assert reads(String.class);
        return texts[next++];
    }

    private <E extends Enum<E>> E next(E[] constants) {
        assert reads(Enum.class) && kind.field(next).constantCount() == constants.length;
        long code = numbers[next++];
        return code == 0 ? null : constants[(int) code - 1];
    }

    /** For assertions: whether the next field's listener argument is of this type. */
    private boolean reads(Class<?> argument) {
        return kind.field(next).type().argument() == argument;
    }
}
