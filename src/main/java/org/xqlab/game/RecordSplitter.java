package org.xqlab.game;

import java.io.IOException;
import java.io.InputStream;

/**
 * Cuts the bytes of a text record (PGN or DhtmlXQ) into chunks of whole games without decoding them, so a
 * collection is read one game at a time: memory is bounded by the largest game, not by the file. The cuts agree
 * with the readers': a PGN game starts at a tag line ({@code [} first on a line, outside a {@code {comment}})
 * after move text; a DhtmlXQ game at a {@code [DhtmlXQ]} or {@code [DhtmlXQHTML]} marker after a field. A chunk
 * the cutter cannot split further (games without tags, separated only by their results) is handed whole to the
 * reader, which finds the games in it.
 *
 * <p>Only ASCII bytes decide a cut. In GBK, GB18030 and BIG5 a byte from 0x81 up starts a two-byte character
 * whose second byte may look like {@code [}, <code>{</code> or {@code _}: with {@code doubleByte} such a second
 * byte is skipped. In UTF-8 every byte of a multi-byte character is 0x80 or above, so nothing is skipped.
 */
final class RecordSplitter {
    /** Told of each chunk: its first byte, its length, the line it starts on, and its bytes. */
    interface Sink {
        void chunk(long at, int length, int line, byte[] bytes) throws IOException;
    }

    private static final byte[] MARK = "[DhtmlXQ".getBytes(java.nio.charset.StandardCharsets.US_ASCII);

    private final boolean dhtml;
    private final boolean doubleByte;
    private final Sink sink;

    private byte[] buf = new byte[1 << 16];
    private int size;
    private long chunkAt;
    private int chunkLine = 1;
    private long offset;
    private int line = 1;

    // PGN state
    private boolean atLineStart = true;
    private boolean tagLine;
    private boolean movesSeen;
    private boolean inBrace;
    private boolean inSemicolon;
    private long lineStart;
    // DhtmlXQ state
    private int matched;
    private long markAt;
    private int markLine;
    private boolean fieldSeen;
    private boolean pendingMark;
    // both
    private boolean skipNext;

    private RecordSplitter(boolean dhtml, boolean doubleByte, long start, Sink sink) {
        this.dhtml = dhtml;
        this.doubleByte = doubleByte;
        this.sink = sink;
        this.offset = start;
        this.chunkAt = start;
        this.lineStart = start;
    }

    /**
     * Reads {@code in} to its end (its first byte is byte {@code start} of the record, after a byte-order mark)
     * and hands every chunk to {@code sink}.
     */
    static void split(InputStream in, long start, boolean dhtml, boolean doubleByte, Sink sink) throws IOException {
        RecordSplitter s = new RecordSplitter(dhtml, doubleByte, start, sink);
        byte[] block = new byte[1 << 16];
        for (int n = in.read(block); n >= 0; n = in.read(block)) {
            for (int k = 0; k < n; k++) {
                s.next(block[k]);
            }
        }
        s.finish();
    }

    private void next(byte b) throws IOException {
        if (dhtml) {
            dhtmlByte(b);
        } else {
            pgnByte(b);
        }
        append(b);
        offset++;
        if (b == '\n') {
            line++;
        }
    }

    private void pgnByte(byte b) throws IOException {
        if (b == '\n') {
            atLineStart = true;
            tagLine = false;
            inSemicolon = false;
            skipNext = false;
            lineStart = offset + 1;
            return;
        }
        if (skipNext) {
            skipNext = false;
            return;
        }
        if (atLineStart) {
            if (b == ' ' || b == '\t' || b == '\r') {
                return;
            }
            atLineStart = false;
            if (!inBrace && b == '[') {
                tagLine = true;
                if (movesSeen) {
                    cut(lineStart, line);
                    movesSeen = false;
                }
                return;
            }
            movesSeen = true;
        }
        if (tagLine || inSemicolon) {
            return;
        }
        if (doubleByte && (b & 0xff) >= 0x81) {
            skipNext = true;
        } else if (inBrace) {
            inBrace = b != '}';
        } else if (b == '{') {
            inBrace = true;
        } else if (b == ';') {
            inSemicolon = true;
        }
    }

    private void dhtmlByte(byte b) throws IOException {
        if (pendingMark) {
            pendingMark = false;
            if (b == ']' || b == 'H') {
                if (fieldSeen) {
                    cut(markAt, markLine);
                    fieldSeen = false;
                }
            } else if (b == '_') {
                fieldSeen = true;
            }
        }
        if (skipNext) {
            skipNext = false;
            matched = 0;
            return;
        }
        if (doubleByte && (b & 0xff) >= 0x81) {
            skipNext = true;
            matched = 0;
            return;
        }
        if (b == MARK[matched]) {
            if (matched == 0) {
                markAt = offset;
                markLine = line;
            }
            matched++;
            if (matched == MARK.length) {
                pendingMark = true;
                matched = 0;
            }
        } else {
            matched = b == '[' ? 1 : 0;
            if (matched == 1) {
                markAt = offset;
                markLine = line;
            }
        }
    }

    /** Ends the current chunk before byte {@code at} (a byte already taken), which starts the next on {@code atLine}. */
    private void cut(long at, int atLine) throws IOException {
        int keep = (int) (at - chunkAt);
        if (keep <= 0) {
            return;
        }
        byte[] chunk = java.util.Arrays.copyOf(buf, keep);
        sink.chunk(chunkAt, keep, chunkLine, chunk);
        System.arraycopy(buf, keep, buf, 0, size - keep);
        size -= keep;
        chunkAt = at;
        chunkLine = atLine;
    }

    private void append(byte b) {
        if (size == buf.length) {
            buf = java.util.Arrays.copyOf(buf, buf.length * 2);
        }
        buf[size++] = b;
    }

    private void finish() throws IOException {
        if (size > 0) {
            sink.chunk(chunkAt, size, chunkLine, java.util.Arrays.copyOf(buf, size));
        }
    }
}
