package org.xqlab.analysis;

import java.util.Arrays;

import org.xqlab.trace.EventEncoder;
import org.xqlab.trace.EventField;
import org.xqlab.trace.EventKind;
import org.xqlab.trace.EventValues;

/**
 * One search event as the feed carries it: an {@link EventValues}, its kind and that kind's values in the
 * order {@link EventKind} declares them. The event is mutable so that the ring's slots can be allocated
 * once and reused; an {@link EventEncoder} fills it from the engine's callbacks and
 * {@link #deliverTo} hands it to a listener again. {@link Columns} keeps many events as columns of
 * numbers, laid out from the same declarations.
 */
public final class FeedEvent extends EventValues {
    /** The longest principal variation an event keeps without growing (the engine's deepest ply). */
    public static final int MAX_PV = EventEncoder.MAX_PV;

    /** An event with no PV room yet (it grows on the first iterationFinished). */
    public FeedEvent() {
        super(0);
    }

    private FeedEvent(int pvRoom) {
        super(pvRoom);
    }

    /** An event with room for a PV of {@link #MAX_PV} moves, so that filling it never allocates. */
    public static FeedEvent withPvRoom() {
        return new FeedEvent(MAX_PV);
    }

    /**
     * Events kept as columns of numbers (no object per event, no closure): a live search's recording and a
     * loaded trace file hold hundreds of thousands. {@link #add} stores an event's values, {@link #read}
     * fills an event with those of event {@code i}; each kind stores exactly the fields it declares
     * ({@link Layout}: longs and keys in long columns, ints and moves in int columns, booleans and enum
     * constants packed in one int, texts and a PV as the one object of the few events that have them).
     *
     * <p>The columns are cut into chunks that are never moved once written, in a directory made for the
     * capacity at once: events added before a task is handed to another thread (which orders the writes
     * before the task) can be read there while this thread adds more.
     */
    public static final class Columns {
        private static final int CHUNK = 1024;
        private final Chunk[] chunks;
        private final int capacity;
        private int size;

        /** Columns for at most {@code capacity} events. */
        public Columns(int capacity) {
            this.capacity = Math.max(0, capacity);
            chunks = new Chunk[(int) ((this.capacity + (long) CHUNK - 1) / CHUNK)];
        }

        public int size() {
            return size;
        }

        /** The kind of event {@code i}. */
        public EventKind kind(int i) {
            return KINDS[chunk(i).kinds[i % CHUNK]];
        }

        /** Stores the values of {@code e} as the next event; false (nothing stored) when full. */
        public boolean add(EventValues e) {
            if (size >= capacity) {
                return false;
            }
            e.requireComplete();
            Chunk c = chunks[size / CHUNK];
            if (c == null) {
                c = new Chunk();
                chunks[size / CHUNK] = c;
            }
            c.store(e, size % CHUNK);
            size++;
            return true;
        }

        /** Fills {@code into} with the values of event {@code i}. */
        public void read(int i, EventValues into) {
            chunk(i).load(i % CHUNK, into);
        }

        private Chunk chunk(int i) {
            if (i < 0 || i >= size) {
                throw new IndexOutOfBoundsException("event " + i + " of " + size);
            }
            return chunks[i / CHUNK];
        }
    }

    private static final EventKind[] KINDS = EventKind.values();
    private static final Layout[] LAYOUTS = new Layout[KINDS.length];
    private static final int LONG_COLUMNS;
    private static final int INT_COLUMNS;

    static {
        int longs = 0;
        int ints = 0;
        for (EventKind k : KINDS) {
            Layout layout = new Layout(k);
            LAYOUTS[k.ordinal()] = layout;
            longs = Math.max(longs, layout.longFields.length);
            ints = Math.max(ints, layout.intFields.length);
        }
        LONG_COLUMNS = longs;
        INT_COLUMNS = ints;
    }

    /**
     * Where the fields of one kind live in a {@link Chunk}, worked out from its declaration: per column
     * family, the positions of the fields it holds, in declared order (the {@code j}-th of them in column
     * {@code j}; booleans and constants each in the bits they need of one int).
     */
    private static final class Layout {
        final int[] longFields;
        final int[] intFields;
        final int[] bitFields;
        final int[] bitShift;
        final int[] bitMask;
        final int[] objectFields;
        final boolean[] objectIsPv;

        Layout(EventKind kind) {
            int[] longs = new int[kind.fieldCount()];
            int[] ints = new int[kind.fieldCount()];
            int[] bits = new int[kind.fieldCount()];
            int[] shifts = new int[kind.fieldCount()];
            int[] masks = new int[kind.fieldCount()];
            int[] objects = new int[kind.fieldCount()];
            boolean[] pvs = new boolean[kind.fieldCount()];
            int l = 0;
            int i = 0;
            int b = 0;
            int o = 0;
            int bit = 0;
            for (int f = 0; f < kind.fieldCount(); f++) {
                EventField field = kind.field(f);
                switch (field.type()) {
                    case LONG, KEY -> longs[l++] = f;
                    case INT, MOVE -> ints[i++] = f;
                    case BOOL, ENUM -> {
                        int width = field.type() == EventField.Type.BOOL ? 1
                                : Integer.SIZE - Integer.numberOfLeadingZeros(field.constantCount());
                        bits[b] = f;
                        shifts[b] = bit;
                        masks[b++] = (1 << width) - 1;
                        bit += width;
                    }
                    case TEXT, HEADER, PV -> {
                        pvs[o] = field.type() == EventField.Type.PV;
                        objects[o++] = f;
                    }
                }
            }
            if (bit > Integer.SIZE) {
                throw new IllegalStateException(kind + ": its booleans and constants need more than 32 bits");
            }
            longFields = Arrays.copyOf(longs, l);
            intFields = Arrays.copyOf(ints, i);
            bitFields = Arrays.copyOf(bits, b);
            bitShift = Arrays.copyOf(shifts, b);
            bitMask = Arrays.copyOf(masks, b);
            objectFields = Arrays.copyOf(objects, o);
            objectIsPv = Arrays.copyOf(pvs, o);
        }
    }

    /** {@link Columns#CHUNK} events' values. */
    private static final class Chunk {
        private static final int N = Columns.CHUNK;
        final byte[] kinds = new byte[N];
        /** Column {@code c} of event {@code i} at {@code c * N + i}. */
        final long[] longs = new long[LONG_COLUMNS * N];
        final int[] ints = new int[INT_COLUMNS * N];
        final int[] bits = new int[N];
        /** The event's one text or PV, or an {@code Object[]} of them when it has more. */
        final Object[] objects = new Object[N];

        void store(EventValues e, int i) {
            EventKind kind = e.kind();
            Layout layout = LAYOUTS[kind.ordinal()];
            kinds[i] = (byte) kind.ordinal();
            int[] fields = layout.longFields;
            for (int c = 0; c < fields.length; c++) {
                longs[c * N + i] = e.number(fields[c]);
            }
            fields = layout.intFields;
            for (int c = 0; c < fields.length; c++) {
                ints[c * N + i] = (int) e.number(fields[c]);
            }
            fields = layout.bitFields;
            int packed = 0;
            for (int c = 0; c < fields.length; c++) {
                packed |= (int) e.number(fields[c]) << layout.bitShift[c];
            }
            bits[i] = packed;
            fields = layout.objectFields;
            if (fields.length == 0) {
                objects[i] = null;
            } else if (fields.length == 1) {
                objects[i] = object(e, fields[0], layout.objectIsPv[0]);
            } else {
                Object[] several = new Object[fields.length];
                for (int c = 0; c < fields.length; c++) {
                    several[c] = object(e, fields[c], layout.objectIsPv[c]);
                }
                objects[i] = several;
            }
        }

        private static Object object(EventValues e, int f, boolean pv) {
            return pv ? Arrays.copyOf(e.pv(), (int) e.number(f)) : e.text(f);
        }

        void load(int i, EventValues into) {
            EventKind kind = KINDS[kinds[i]];
            Layout layout = LAYOUTS[kind.ordinal()];
            into.startFilled(kind);
            int[] fields = layout.longFields;
            for (int c = 0; c < fields.length; c++) {
                into.setNumber(fields[c], longs[c * N + i]);
            }
            fields = layout.intFields;
            for (int c = 0; c < fields.length; c++) {
                into.setNumber(fields[c], ints[c * N + i]);
            }
            fields = layout.bitFields;
            int packed = bits[i];
            for (int c = 0; c < fields.length; c++) {
                into.setNumber(fields[c], packed >>> layout.bitShift[c] & layout.bitMask[c]);
            }
            fields = layout.objectFields;
            for (int c = 0; c < fields.length; c++) {
                Object object = fields.length == 1 ? objects[i] : ((Object[]) objects[i])[c];
                if (layout.objectIsPv[c]) {
                    int[] pv = (int[]) object;
                    into.setPv(fields[c], pv, pv.length);
                } else {
                    into.setText(fields[c], (String) object);
                }
            }
        }
    }
}
