package org.xqlab.ui;

import com.sun.management.HotSpotDiagnosticMXBean;

import java.io.IOException;
import java.lang.ref.WeakReference;
import java.lang.management.ManagementFactory;
import java.nio.ByteBuffer;
import java.nio.MappedByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * What keeps an object alive: writes a heap dump of this JVM (HPROF, live objects only) and finds the
 * shortest chain of strong references from a GC root to an instance of a named class, so a leak test can
 * fail with the holder in its message. Roots are the dump's GC roots and every class's static fields; the
 * {@code referent} of a {@link java.lang.ref.Reference} is not followed (weak, soft and phantom references
 * do not hold). {@link #holdersOf} names one object; {@link #pathTo} any instance of a class, and also runs on a dump file: {@code java -cp target/test-classes org.xqlab.ui.HeapPath FILE CLASS}.
 */
public final class HeapPath {
    private static final int OBJECT = 2;

    private final ByteBuffer in;
    private final int idSize;
    private final Map<Long, String> strings = new HashMap<>();
    private final Map<Long, Long> classNames = new HashMap<>(); // class object id -> name string id
    private final Map<Long, ClassInfo> classes = new HashMap<>();
    private final LongMap offsets = new LongMap(1 << 20); // object id -> offset of its instance/array record
    private final List<long[]> roots = new ArrayList<>(); // {id, kind}

    private record Field(String name, int type) {
    }

    private static final class ClassInfo {
        long id;
        long superId;
        final List<Field> fields = new ArrayList<>();
        final List<Field> statics = new ArrayList<>();
        final List<Long> staticValues = new ArrayList<>();
    }

    private HeapPath(Path dump) throws IOException {
        try (FileChannel ch = FileChannel.open(dump, StandardOpenOption.READ)) {
            if (ch.size() > Integer.MAX_VALUE) {
                throw new IOException("heap dump over 2 GB: " + dump);
            }
            MappedByteBuffer map = ch.map(FileChannel.MapMode.READ_ONLY, 0, ch.size());
            in = map;
        }
        while (in.get() != 0) { // "JAVA PROFILE 1.0.2\0"
        }
        idSize = in.getInt();
        in.getLong();
        read();
    }

    /** Dumps this JVM's live heap to {@code file} (replacing it). */
    public static void dump(Path file) throws IOException {
        Files.createDirectories(file.toAbsolutePath().getParent());
        Files.deleteIfExists(file);
        ManagementFactory.getPlatformMXBean(HotSpotDiagnosticMXBean.class).dumpHeap(file.toString(), true);
    }

    /** Marks the one object whose holders are asked for: the dump finds it as this reference's referent. */
    static final class Target extends WeakReference<Object> {
        Target(Object o) {
            super(o);
        }
    }

    private static Target target(WeakReference<?> ref) {
        return new Target(ref.get()); // in a frame of its own: no frame of the caller keeps the object
    }

    /**
     * Dumps the heap to {@code dump} and returns the shortest strong path from a root to the object {@code ref}
     * refers to, one holder a line ({@code Holder <- field} or {@code [index]}), or null if there is none (it
     * was collected, or only weak references hold it).
     */
    public static String holdersOf(WeakReference<?> ref, Path dump) throws IOException {
        Target t = target(ref);
        dump(dump);
        java.lang.ref.Reference.reachabilityFence(t);
        HeapPath heap = new HeapPath(dump);
        long id = heap.referentOf(Target.class.getName());
        return id == 0 ? null : heap.shortestPath(id, null);
    }

    /**
     * The shortest strong path from a root to an instance of {@code className} in {@code dump}, or null if no
     * instance is strongly reachable.
     */
    public static String pathTo(Path dump, String className) throws IOException {
        return new HeapPath(dump).shortestPath(0, className);
    }

    public static void main(String[] args) throws IOException {
        System.out.println(pathTo(Path.of(args[0]), args[1]));
    }

    /** The referent of the one live instance of the reference class {@code className}, or 0. */
    private long referentOf(String className) {
        long[] found = new long[1];
        offsets.forEach((id, at) -> {
            if (found[0] == 0) {
                long cls = classOf(id);
                if (cls != 0 && className(cls).equals(className)) {
                    found[0] = field(id, "referent");
                }
            }
        });
        return found[0];
    }

    /** The value of the object field {@code name} of instance {@code id}, or 0. */
    private long field(long id, String name) {
        in.position((int) offsets.get(id) + 1);
        id();
        in.getInt();
        long classId = id();
        in.getInt();
        for (Object[] f : objectFields(classId)) {
            if (f[1].equals(name)) {
                return (Long) f[0];
            }
        }
        return 0;
    }

    /**
     * The object fields of the instance whose field values start at the buffer's position, of class
     * {@code classId} (its own, then its superclasses'): each as {value, name}, null values included.
     */
    private List<Object[]> objectFields(long classId) {
        List<Object[]> out = new ArrayList<>();
        for (long c = classId; c != 0; ) {
            ClassInfo info = classes.get(c);
            if (info == null) {
                break;
            }
            for (Field f : info.fields) {
                if (f.type() == OBJECT) {
                    out.add(new Object[] {id(), f.name()});
                } else {
                    skip(size(f.type(), idSize));
                }
            }
            c = info.superId;
        }
        return out;
    }

    private long id() {
        return idSize == 8 ? in.getLong() : in.getInt() & 0xffffffffL;
    }

    private static int size(int type, int idSize) {
        return switch (type) {
            case OBJECT -> idSize;
            case 4, 8 -> 1;
            case 5, 9 -> 2;
            case 6, 10 -> 4;
            case 7, 11 -> 8;
            default -> throw new IllegalStateException("unknown HPROF type " + type);
        };
    }

    private void skip(int n) {
        in.position(in.position() + n);
    }

    private void read() {
        while (in.hasRemaining()) {
            int tag = in.get() & 0xff;
            in.getInt();
            long length = in.getInt() & 0xffffffffL;
            int end = (int) (in.position() + length);
            switch (tag) {
                case 0x01 -> {
                    long id = id();
                    byte[] b = new byte[(int) (length - idSize)];
                    in.get(b);
                    strings.put(id, new String(b, java.nio.charset.StandardCharsets.UTF_8));
                }
                case 0x02 -> {
                    in.getInt();
                    long classId = id();
                    in.getInt();
                    classNames.put(classId, id());
                }
                case 0x0C, 0x1C -> readHeap(end);
                default -> {
                }
            }
            in.position(end);
        }
    }

    private void readHeap(int end) {
        while (in.position() < end) {
            int sub = in.get() & 0xff;
            switch (sub) {
                case 0xFF, 0x05, 0x07 -> roots.add(new long[] {id(), sub});
                case 0x01 -> {
                    roots.add(new long[] {id(), sub});
                    id();
                }
                case 0x02, 0x03, 0x08 -> {
                    roots.add(new long[] {id(), sub});
                    skip(8);
                }
                case 0x04, 0x06 -> {
                    roots.add(new long[] {id(), sub});
                    skip(4);
                }
                case 0x20 -> readClass();
                case 0x21 -> {
                    int at = in.position() - 1;
                    long id = id();
                    skip(4 + idSize);
                    int n = in.getInt();
                    offsets.put(id, at);
                    skip(n);
                }
                case 0x22 -> {
                    int at = in.position() - 1;
                    long id = id();
                    skip(4);
                    int n = in.getInt();
                    offsets.put(id, at);
                    skip(idSize + n * idSize);
                }
                case 0x23 -> {
                    id();
                    skip(4);
                    int n = in.getInt();
                    int type = in.get();
                    skip(n * size(type, idSize));
                }
                default -> throw new IllegalStateException("unknown heap dump sub-record " + sub);
            }
        }
    }

    private void readClass() {
        ClassInfo c = new ClassInfo();
        c.id = id();
        in.getInt();
        c.superId = id();
        for (int i = 0; i < 5; i++) {
            id();
        }
        in.getInt();
        int pool = in.getShort() & 0xffff;
        for (int i = 0; i < pool; i++) {
            in.getShort();
            skip(size(in.get(), idSize));
        }
        int statics = in.getShort() & 0xffff;
        for (int i = 0; i < statics; i++) {
            String name = strings.getOrDefault(id(), "?");
            int type = in.get();
            if (type == OBJECT) {
                c.statics.add(new Field(name, type));
                c.staticValues.add(id());
            } else {
                skip(size(type, idSize));
            }
        }
        int fields = in.getShort() & 0xffff;
        for (int i = 0; i < fields; i++) {
            c.fields.add(new Field(strings.getOrDefault(id(), "?"), in.get()));
        }
        classes.put(c.id, c);
    }

    private String className(long classId) {
        Long name = classNames.get(classId);
        return name == null ? "?" + classId : strings.getOrDefault(name, "?").replace('/', '.');
    }

    private boolean isReference(long classId) {
        for (long c = classId; c != 0; ) {
            if ("java.lang.ref.Reference".equals(className(c))) {
                return true;
            }
            ClassInfo info = classes.get(c);
            c = info == null ? 0 : info.superId;
        }
        return false;
    }

    /** The class of object {@code id} (array class for arrays), or 0 if it is not an instance or array. */
    private long classOf(long id) {
        long at = offsets.get(id);
        if (at < 0) {
            return 0;
        }
        in.position((int) at);
        int sub = in.get() & 0xff;
        id();
        in.getInt();
        if (sub == 0x22) {
            in.getInt();
        }
        return id();
    }

    /** The objects {@code id} refers to, each with the name of the field or index that holds it. */
    private List<Object[]> references(long id) {
        List<Object[]> out = new ArrayList<>();
        long at = offsets.get(id);
        if (at < 0) {
            ClassInfo c = classes.get(id); // a class object: its statics
            if (c != null) {
                for (int i = 0; i < c.statics.size(); i++) {
                    out.add(new Object[] {c.staticValues.get(i), "static " + c.statics.get(i).name()});
                }
            }
            return out;
        }
        in.position((int) at);
        int sub = in.get() & 0xff;
        id();
        in.getInt();
        if (sub == 0x22) {
            int n = in.getInt();
            id();
            for (int i = 0; i < n; i++) {
                long ref = id();
                if (ref != 0) {
                    out.add(new Object[] {ref, "[" + i + "]"});
                }
            }
            return out;
        }
        long classId = id();
        in.getInt();
        boolean weak = isReference(classId);
        for (Object[] f : objectFields(classId)) {
            if ((Long) f[0] != 0 && !(weak && "referent".equals(f[1]))) {
                out.add(f);
            }
        }
        return out;
    }

    /** To object {@code target}, or (target 0) to any instance of {@code className}. */
    private String shortestPath(long target, String className) {
        LongMap parent = new LongMap(1 << 20);
        Map<Long, String> via = new HashMap<>();
        ArrayDeque<Long> queue = new ArrayDeque<>();
        for (long[] r : roots) {
            if (parent.get(r[0]) < 0) {
                parent.put(r[0], 0);
                via.put(r[0], "root " + rootKind((int) r[1]));
                queue.add(r[0]);
            }
        }
        for (ClassInfo c : classes.values()) {
            if (parent.get(c.id) < 0) {
                parent.put(c.id, 0);
                via.put(c.id, "class");
                queue.add(c.id);
            }
        }
        while (!queue.isEmpty()) {
            long id = queue.poll();
            if (target != 0 ? id == target : classOf(id) != 0 && className(classOf(id)).equals(className)) {
                return describe(id, parent, via);
            }
            for (Object[] r : references(id)) {
                long ref = (Long) r[0];
                if (parent.get(ref) < 0) {
                    parent.put(ref, id);
                    via.put(ref, (String) r[1]);
                    queue.add(ref);
                }
            }
        }
        return null;
    }

    private String describe(long target, LongMap parent, Map<Long, String> via) {
        List<String> lines = new ArrayList<>();
        for (long id = target; id != 0; id = parent.get(id)) {
            long cls = classOf(id);
            String what = cls != 0 ? className(cls) : classes.containsKey(id) ? "class " + className(id) : "object";
            lines.add(0, what + "  <- " + via.get(id));
        }
        StringBuilder b = new StringBuilder();
        for (String l : lines) {
            b.append("\n    ").append(l);
        }
        return b.toString();
    }

    private static String rootKind(int kind) {
        return switch (kind) {
            case 0x01 -> "JNI global";
            case 0x02 -> "JNI local";
            case 0x03 -> "Java frame";
            case 0x04 -> "native stack";
            case 0x05 -> "system class";
            case 0x06 -> "thread block";
            case 0x07 -> "monitor";
            case 0x08 -> "thread";
            default -> "unknown";
        };
    }

    /** An open-addressing map from long keys to non-negative long values; -1 for a missing key. */
    private static final class LongMap {
        private long[] keys;
        private long[] values;
        private int size;

        LongMap(int capacity) {
            keys = new long[capacity];
            values = new long[capacity];
        }

        private int slot(long key, long[] k) {
            int mask = k.length - 1;
            int i = (int) (Long.hashCode(key * 0x9E3779B97F4A7C15L)) & mask;
            while (k[i] != 0 && k[i] != key) {
                i = (i + 1) & mask;
            }
            return i;
        }

        void forEach(java.util.function.BiConsumer<Long, Long> action) {
            for (int i = 0; i < keys.length; i++) {
                if (keys[i] != 0) {
                    action.accept(keys[i], values[i]);
                }
            }
        }

        long get(long key) {
            int i = slot(key, keys);
            return keys[i] == key && key != 0 ? values[i] : -1;
        }

        void put(long key, long value) {
            if (2 * (size + 1) > keys.length) {
                long[] k = keys;
                long[] v = values;
                keys = new long[k.length * 2];
                values = new long[k.length * 2];
                size = 0;
                for (int j = 0; j < k.length; j++) {
                    if (k[j] != 0) {
                        put(k[j], v[j]);
                    }
                }
            }
            int i = slot(key, keys);
            if (keys[i] != key) {
                keys[i] = key;
                size++;
            }
            values[i] = value;
        }
    }
}
