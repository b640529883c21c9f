package org.xqlab.game;

import org.xqlab.rules.Fen;
import org.xqlab.rules.FenException;
import org.xqlab.rules.Move;
import org.xqlab.rules.Piece;
import org.xqlab.rules.Position;
import org.xqlab.rules.Square;

import java.io.ByteArrayOutputStream;
import java.nio.charset.Charset;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;

/**
 * Reads XQF, the binary record of 象棋演播室 (XQStudio), as described by its author's "XQF 1.0" notes and
 * as xqbase's XQF2PGN reads the later versions.
 *
 * <p>Layout: a 1024-byte header — {@code "XQ"}, the version byte (0x0A = 1.0 … 0x12 = 1.8), key bytes,
 * the 32 piece points at 0x10 (red 车马相仕帅仕相马车炮炮兵兵兵兵兵, then black; a point is
 * {@code file × 10 + rank} from red's lower left, 255 or any value ≥ 90 for a piece not on the board),
 * the result at 0x33, the kind of record at 0x40 and Pascal strings (a length byte, then GBK text) for
 * title, event, date, site, red, black, time rule and annotator — then the move records in depth-first
 * order. Each record is from-point + 24, to-point + 32, a flag byte and a reserved byte; before version
 * 0x0B a 32-bit comment length always follows, flags {@code 0xF0} "a continuation follows" and
 * {@code 0x0F} "an alternative to this move follows after its subtree"; from 0x0B on the flags are
 * {@code 0x80} continuation, {@code 0x40} alternative and {@code 0x20} "a comment length follows". The
 * first record stands for the start position and carries its comment.
 *
 * <p>From version 0x0B on everything after the header is encrypted with a 32-byte key stream derived from
 * header bytes 3 and 8–15, the points get an offset (and from 0x0C on a rotation), the moves' points and
 * the comment lengths other offsets. Errors name the byte offset in the file.
 */
final class XqfReader {
    static final int HEADER = 1024;
    private static final String KINDS = "RNBAKABNRCCPPPPP";
    private static final byte[] STREAM_MASK = "[(C) Copyright Mr. Dong Shiwei.]".getBytes(java.nio.charset.StandardCharsets.US_ASCII);

    private final byte[] file;
    private final int version;
    private final byte[] data;
    private int at;
    private final int pieceOff;
    private final int srcOff;
    private final int dstOff;
    private final int commentOff;
    private final List<GameRecord.Node> commentNodes = new ArrayList<>();
    private final List<byte[]> commentBytes = new ArrayList<>();

    private XqfReader(byte[] file) {
        this.file = file;
        this.version = file[2] & 0xff;
        int pieceOff = 0;
        int src = 0;
        int dst = 0;
        int comment = 0;
        byte[] stream = new byte[32];
        if (version >= 0x0B) {
            int keyXy = u(13);
            pieceOff = (square54Plus221(keyXy) * keyXy) & 0xff;
            src = (square54Plus221(u(14)) * pieceOff) & 0xff;
            dst = (square54Plus221(u(15)) * src) & 0xff;
            comment = (u(12) * 256 + keyXy) % 32000 + 767;
            int mask = u(3);
            int[] keys = new int[4];
            for (int k = 0; k < 4; k++) {
                keys[k] = u(8 + k) | (u(12 + k) & mask);
            }
            for (int k = 0; k < 32; k++) {
                stream[k] = (byte) (keys[k % 4] & STREAM_MASK[k]);
            }
        }
        this.srcOff = src;
        this.dstOff = dst;
        this.commentOff = comment;
        this.data = new byte[file.length - HEADER];
        for (int k = 0; k < data.length; k++) {
            data[k] = (byte) (file[HEADER + k] - stream[k % 32]);
        }
        this.pieceOff = pieceOff;
    }

    private static int square54Plus221(int x) {
        return x * x * 54 + 221;
    }

    private int u(int offset) {
        return file[offset] & 0xff;
    }

    /** Reads an XQF file's one game. */
    static RecordFile read(byte[] bytes) {
        if (bytes.length < HEADER) {
            throw RecordFormatException.atByte(bytes.length, "the XQF file ends inside its 1024-byte header");
        }
        return new XqfReader(bytes).read();
    }

    private RecordFile read() {
        Position start = startPosition();
        GameRecord record = readMoves(start);
        ByteArrayOutputStream all = new ByteArrayOutputStream();
        String[] fields = {"Title", "Event", "Date", "Site", "Red", "Black", "TimeRule", "RedTime", "BlackTime",
            "Annotator", "Author"};
        int[] offsets = {0x50, 0xD0, 0x110, 0x120, 0x130, 0x140, 0x150, 0x190, 0x1A0, 0x1D0, 0x1E0};
        int[] sizes = {64, 64, 16, 16, 16, 16, 64, 16, 16, 16, 16};
        byte[][] raw = new byte[fields.length][];
        for (int k = 0; k < fields.length; k++) {
            int len = Math.min(u(offsets[k]), sizes[k] - 1);
            raw[k] = java.util.Arrays.copyOfRange(file, offsets[k] + 1, offsets[k] + 1 + len);
            all.writeBytes(raw[k]);
        }
        commentBytes.forEach(all::writeBytes);
        byte[] allBytes = all.toByteArray();
        TextDecoder.Decoded chosen = TextDecoder.decodeChinese(allBytes, 0, allBytes.length);
        Charset cs = chosen.charset();
        for (int k = 0; k < fields.length; k++) {
            String v = new String(raw[k], cs).strip();
            if (!v.isEmpty()) {
                record.putTag(fields[k], v);
            }
        }
        for (int k = 0; k < commentNodes.size(); k++) {
            record.setComment(commentNodes.get(k), new String(commentBytes.get(k), cs).replace("\r\n", "\n").strip());
        }
        String result = switch (u(0x33)) {
            case 1 -> "1-0";
            case 2 -> "0-1";
            case 3, 4 -> "1/2-1/2";
            default -> "*";
        };
        record.finishReading(result);
        return new RecordFile(RecordFormat.XQF, chosen.name(), List.of(record));
    }

    private Position startPosition() {
        int[] points = new int[32];
        for (int k = 0; k < 32; k++) {
            int value = (u(0x10 + k) - pieceOff) & 0xff;
            if (version >= 0x0C) {
                points[(pieceOff + 1 + k) % 32] = value;
            } else {
                points[k] = value;
            }
        }
        Position p = new Position();
        p.clear();
        for (int k = 0; k < 32; k++) {
            int point = points[k];
            if (point >= 90) {
                continue;
            }
            int color = k < 16 ? Piece.RED : Piece.BLACK;
            int type = Piece.typeOfLetter(KINDS.charAt(k % 16));
            int sq = Square.fromIccs(point / 10, point % 10);
            if (p.pieceAt(sq) != 0) {
                throw RecordFormatException.atByte(0x10 + k, "two pieces on point " + Square.name(sq)
                        + " in the start position");
            }
            p.addPiece(color, type, sq);
        }
        return p;
    }

    /** The side of the first move decides who starts; the position is then checked as a FEN. */
    private GameRecord newRecord(Position board, int side) {
        board.setSideToMove(side);
        board.resetHistory(0, 1);
        String fen = Fen.format(board);
        try {
            return new GameRecord(fen);
        } catch (FenException e) {
            throw RecordFormatException.atByte(0x10, "the start position is not a legal one: " + e.getMessage());
        }
    }

    private GameRecord readMoves(Position board) {
        // the record of the start position
        int[] root = readRecord();
        byte[] rootComment = comment(root[3]);
        boolean hasMoves = root[4] != 0;
        int firstAt = at;
        int side = Piece.RED;
        if (hasMoves) {
            int[] peek = peekFrom();
            requireOnBoard(peek, HEADER + firstAt, 1, board);
            int id = board.pieceAt(peek[0]);
            if (id == 0) {
                throw RecordFormatException.atByte(HEADER + firstAt, "the first move starts from the empty point "
                        + Square.name(peek[0]));
            }
            side = Piece.colorOf(id);
        }
        GameRecord record = newRecord(board, side);
        if (rootComment != null) {
            commentNodes.add(record.root());
            commentBytes.add(rootComment);
        }
        if (!hasMoves) {
            return record;
        }
        Position pos = record.positionAt(record.root());
        Deque<Object[]> alternatives = new ArrayDeque<>();
        GameRecord.Node parent = record.root();
        int count = 0;
        boolean inVariation = false; // the main line comes first; every record after the first return is in a variation
        while (true) {
            int recordAt = HEADER + at;
            int[] r = readRecord();
            count++;
            int move = Move.of(r[0], r[1]);
            if (r[5] != 0) {
                alternatives.push(new Object[] {parent, pos.ply()});
            }
            requireOnBoard(r, recordAt, count, pos);
            if (!pos.isLegal(move)) {
                RecordFormatException bad = RecordFormatException.atByte(recordAt, "move record " + count + " ("
                        + moveName(r, pos) + ") is not a legal move in " + Fen.format(pos));
                comment(r[3]);
                int left = 1 + (r[4] != 0 ? skipLine() : 0);
                count += left - 1;
                String moves = left + " move" + (left == 1 ? "" : "s");
                if (inVariation) {
                    // xqf.variation: byte offset, record number, the move and piece, moves left out
                    record.warnRead(RecordWarning.of("xqf.variation", bad.getMessage() + "; this variation is left out "
                            + "from there (" + moves + ")", recordAt, count - left + 1, moveName(r, pos), left));
                } else {
                    // xqf.mainLine: a bad record after the main line's good moves: they are kept, as for a variation
                    record.warnRead(RecordWarning.of("xqf.mainLine", bad.getMessage() + "; the main line ends before it "
                            + "(" + pos.ply() + " move" + (pos.ply() == 1 ? "" : "s") + " kept, " + moves + " left out)",
                            recordAt, count - left + 1, moveName(r, pos), left));
                }
            } else {
                pos.makeMove(move);
                GameRecord.Node node = record.attach(parent, move);
                byte[] text = comment(r[3]);
                if (text != null) {
                    commentNodes.add(node);
                    commentBytes.add(text);
                }
                if (r[4] != 0) {
                    parent = node;
                    continue;
                }
            }
            if (alternatives.isEmpty()) {
                break;
            }
            Object[] alt = alternatives.pop();
            inVariation = true;
            parent = (GameRecord.Node) alt[0];
            int ply = (Integer) alt[1];
            while (pos.ply() > ply) {
                pos.unmakeMove();
            }
        }
        return record;
    }

    /**
     * Reads and drops the records of a line that continues a left-out move, with every alternative inside
     * it (records come in pre-order: a record's continuation first, then its alternatives); returns how many.
     */
    private int skipLine() {
        int pending = 0;
        int skipped = 0;
        while (true) {
            int[] r = readRecord();
            comment(r[3]);
            skipped++;
            if (r[5] != 0) {
                pending++;
            }
            if (r[4] != 0) {
                continue;
            }
            if (pending == 0) {
                return skipped;
            }
            pending--;
        }
    }

    /** A move record's move in ICCS with the piece that stands on its from-point. */
    private static String moveName(int[] r, Position pos) {
        int id = pos.pieceAt(r[0]);
        return Move.iccs(Move.of(r[0], r[1])) + (id == 0 ? ", from an empty point"
                : ", " + (Piece.colorOf(id) == Piece.RED ? "red " : "black ") + Piece.name(Piece.typeOf(id)));
    }

    /**
     * Refuses a move record whose from- or to-point value is not one of the board's 90 points (XQF writes a
     * point as file × 10 + rank), naming the record, the piece and the value.
     */
    private static void requireOnBoard(int[] r, int recordAt, int count, Position pos) {
        if (r[6] < 90 && r[7] < 90) {
            return;
        }
        String piece = "";
        if (r[6] < 90) {
            int id = pos.pieceAt(r[0]);
            piece = id == 0 ? " (from the empty point " + Square.name(r[0]) + ")"
                    : " (the " + (Piece.colorOf(id) == Piece.RED ? "red " : "black ") + Piece.name(Piece.typeOf(id))
                    + " on " + Square.name(r[0]) + ")";
        }
        String which = r[6] >= 90 ? "from-point" : "to-point";
        throw RecordFormatException.atByte(r[6] >= 90 ? recordAt : recordAt + 1, "move record " + count + piece
                + ": its " + which + " is " + (r[6] >= 90 ? r[6] : r[7])
                + ", off the board (an XQF point is file × 10 + rank, 0 to 89)");
    }

    /** The next record's from-point, without reading it. */
    private int[] peekFrom() {
        int save = at;
        int[] r = readRecord();
        at = save;
        return r;
    }

    /** Reads a record: {from, to, flags, comment length, has continuation, has alternative}. */
    private int[] readRecord() {
        int recordAt = HEADER + at;
        if (at + 4 > data.length) {
            throw RecordFormatException.atByte(recordAt, "the file ends inside a move record (expected 4 bytes)");
        }
        int src = (data[at] - 24 - srcOff) & 0xff;
        int dst = (data[at + 1] - 32 - dstOff) & 0xff;
        int flags = data[at + 2] & 0xff;
        at += 4;
        int commentLength;
        boolean next;
        boolean alternative;
        if (version < 0x0B) {
            commentLength = readInt(recordAt);
            next = (flags & 0xF0) != 0;
            alternative = (flags & 0x0F) != 0;
        } else {
            commentLength = (flags & 0x20) != 0 ? readInt(recordAt) - commentOff : 0;
            next = (flags & 0x80) != 0;
            alternative = (flags & 0x40) != 0;
        }
        if (commentLength < 0 || commentLength > data.length - at) {
            throw RecordFormatException.atByte(recordAt, "comment length " + commentLength
                    + " runs past the end of the file (" + (data.length - at) + " bytes left)");
        }
        return new int[] {point(src, recordAt), point(dst, recordAt + 1), flags, commentLength, next ? 1 : 0,
            alternative ? 1 : 0, src, dst};
    }

    private int point(int value, int offset) {
        if (value >= 90) {
            // the root record's points are placeholders
            return 0;
        }
        return Square.fromIccs(value / 10, value % 10);
    }

    private int readInt(int recordAt) {
        if (at + 4 > data.length) {
            throw RecordFormatException.atByte(recordAt, "the file ends inside a move record (expected a comment length)");
        }
        int v = (data[at] & 0xff) | (data[at + 1] & 0xff) << 8 | (data[at + 2] & 0xff) << 16 | (data[at + 3] & 0xff) << 24;
        at += 4;
        return v;
    }

    private byte[] comment(int length) {
        if (length <= 0) {
            return null;
        }
        byte[] b = java.util.Arrays.copyOfRange(data, at, at + length);
        at += length;
        int n = b.length;
        while (n > 0 && b[n - 1] == 0) {
            n--;
        }
        return n == b.length ? b : java.util.Arrays.copyOf(b, n);
    }
}
