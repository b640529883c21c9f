package org.xqlab.book;

import org.xqlab.io.BoundedFiles;
import org.xqlab.io.AtomicFile;
import org.xqlab.rules.Move;
import org.xqlab.rules.Square;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * The book file format ({@code .xqb}, documented in docs/protocol.md), big-endian:
 * <pre>
 *   magic "XQLB" · version u8 (1) · entry count u32
 *   entries, sorted by key then move:  key i64 · from u8 · to u8 · weight u16      (12 bytes each)
 *   name count u32
 *   names, sorted by key:  key i64 · Chinese name (u16 length + modified UTF-8) · English name (same)
 * </pre>
 * Points are ICCS indexes {@code file × 10 + rank} (a0 = 0, i9 = 89). The key is the position's Zobrist
 * key ({@link org.xqlab.rules.Position#key()}), so a file belongs to this program's key scheme. Reading a
 * damaged or foreign file fails with a message naming the file and what is wrong.
 */
public final class BookFile {
    static final byte[] MAGIC = {'X', 'Q', 'L', 'B'};
    static final int VERSION = 1;

    private BookFile() {
    }

    public static byte[] toBytes(OpeningBook book) {
        try {
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            DataOutputStream out = new DataOutputStream(bytes);
            out.write(MAGIC);
            out.writeByte(VERSION);
            out.writeInt(book.entryCount());
            for (Map.Entry<Long, List<BookMove>> e : book.entries().entrySet()) {
                for (BookMove m : e.getValue()) {
                    out.writeLong(e.getKey());
                    out.writeByte(index(Move.from(m.move())));
                    out.writeByte(index(Move.to(m.move())));
                    out.writeShort(m.weight());
                }
            }
            out.writeInt(book.names().size());
            for (Map.Entry<Long, OpeningName> e : book.names().entrySet()) {
                out.writeLong(e.getKey());
                out.writeUTF(e.getValue().chinese());
                out.writeUTF(e.getValue().english());
            }
            out.flush();
            return bytes.toByteArray();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public static void write(OpeningBook book, Path file) throws IOException {
        AtomicFile.write(file, toBytes(book));
    }

    /** The largest book file read: about ten million moves. */
    public static final long MAX_FILE_BYTES = 128L << 20;

    /** Reads a book file of at most {@link #MAX_FILE_BYTES}; a larger one is refused with a message naming it. */
    public static OpeningBook read(Path file) throws IOException {
        return fromBytes(BoundedFiles.readBytes(file, MAX_FILE_BYTES, "an opening book"), file.toString());
    }

    /** Reads a book; {@code source} names it in error messages. */
    public static OpeningBook fromBytes(byte[] data, String source) {
        DataInputStream in = new DataInputStream(new ByteArrayInputStream(data));
        try {
            byte[] magic = in.readNBytes(4);
            if (!java.util.Arrays.equals(magic, MAGIC)) {
                throw new IllegalArgumentException(source + ": not a Xiangqi Lab book (no XQLB header)");
            }
            int version = in.readUnsignedByte();
            if (version != VERSION) {
                throw new IllegalArgumentException(source + ": book version " + version + " is not supported (expected "
                        + VERSION + ")");
            }
            int count = in.readInt();
            if (count < 0 || count > (data.length - 9) / 12) {
                throw new IllegalArgumentException(source + ": entry count " + count + " does not fit the file size");
            }
            OpeningBook.Builder b = new OpeningBook.Builder();
            for (int i = 0; i < count; i++) {
                long key = in.readLong();
                int from = point(in.readUnsignedByte(), source, i);
                int to = point(in.readUnsignedByte(), source, i);
                int weight = in.readUnsignedShort();
                if (weight == 0 || from == to) {
                    throw new IllegalArgumentException(source + ": entry " + i + " has no move or a zero weight");
                }
                b.add(key, Move.of(from, to), weight);
            }
            int names = in.readInt();
            if (names < 0) {
                throw new IllegalArgumentException(source + ": negative name count");
            }
            for (int i = 0; i < names; i++) {
                long key = in.readLong();
                try {
                    b.name(key, new OpeningName(in.readUTF(), in.readUTF()));
                } catch (java.io.UTFDataFormatException e) {
                    // fuzzing findings: bad text bytes escaped as an UncheckedIOException, an empty name
                    // without the file's name
                    throw new IllegalArgumentException(source + ": name " + i + " is not valid text (" + e.getMessage() + ")");
                } catch (IllegalArgumentException e) {
                    throw new IllegalArgumentException(source + ": name " + i + ": " + e.getMessage());
                }
            }
            if (in.available() > 0) {
                throw new IllegalArgumentException(source + ": " + in.available() + " bytes after the last name");
            }
            return b.build();
        } catch (EOFException e) {
            throw new IllegalArgumentException(source + ": the book file is cut short");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static int index(int sq) {
        return Square.iccsFile(sq) * 10 + Square.iccsRank(sq);
    }

    private static int point(int index, String source, int entry) {
        if (index > 89) {
            throw new IllegalArgumentException(source + ": entry " + entry + " names point " + index + " (valid 0–89)");
        }
        return Square.fromIccs(index / 10, index % 10);
    }
}
