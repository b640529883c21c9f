package org.xqlab.trace;

import java.io.BufferedInputStream;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.io.ByteArrayOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.zip.GZIPInputStream;
import java.util.zip.ZipException;

/**
 * The lines of a trace file, plain or gzip (told apart by the magic bytes {@code 1f 8b}), read so that
 * damage never costs a line already read and never costs unbounded memory. The decompressed bytes are
 * scanned for line ends by this class itself, so everything decompressed before a cut-off or corrupt gzip stream is still returned; the
 * failure is then reported once as a {@link TraceFormatException} naming the line it hit. A line longer
 * than {@link #MAX_LINE_BYTES} (a gzip bomb of zeros, a file that is not a trace) is refused without
 * reading it to the end. A last line without a line end is returned and remembered
 * ({@link #lastLineUnterminated()}), so a reader can say the file was cut short.
 */
final class TraceLines implements AutoCloseable {
    /** The longest line accepted: far above any event record (a long PV is a few kilobytes). */
    static final int MAX_LINE_BYTES = 1 << 20;

    private final InputStream in;
    private final boolean gzip;
    private final ByteArrayOutputStream line = new ByteArrayOutputStream(256);
    private final byte[] buffer = new byte[1 << 16];
    private int pos;
    private int limit;
    private long number;
    private boolean unterminated;
    private boolean ended;

    TraceLines(InputStream stream) throws IOException {
        BufferedInputStream buffered = new BufferedInputStream(stream, 1 << 16);
        buffered.mark(2);
        int b0 = buffered.read();
        int b1 = buffered.read();
        buffered.reset();
        gzip = b0 == 0x1f && b1 == 0x8b;
        InputStream source = buffered;
        if (gzip) {
            try {
                source = new GZIPInputStream(buffered, 1 << 16);
            } catch (EOFException | ZipException e) {
                throw new IOException("the gzip header is damaged: " + e.getMessage(), e);
            }
        }
        this.in = source;
    }

    /** Whether the file is gzip-compressed. */
    boolean gzip() {
        return gzip;
    }

    /** 1-based number of the last line returned. */
    long number() {
        return number;
    }

    /** Whether the last line returned had no line end (the file ended inside it). */
    boolean lastLineUnterminated() {
        return unterminated;
    }

    /**
     * The next line without its line end, or null at the end of the file.
     *
     * @throws TraceFormatException when the line is too long or the data ends in a damaged way; the
     *                              message says so and names the line
     */
    String next() throws TraceFormatException {
        if (ended) {
            return null;
        }
        line.reset();
        try {
            while (true) {
                if (pos == limit && !fill()) {
                    ended = true;
                    if (line.size() == 0) {
                        return null;
                    }
                    unterminated = true;
                    break;
                }
                int start = pos;
                while (pos < limit && buffer[pos] != '\n') {
                    if (number == 0 && buffer[pos] == 0) {
                        ended = true;
                        throw new TraceFormatException(notATrace("a NUL byte at byte " + (line.size() + pos - start)));
                    }
                    pos++;
                }
                line.write(buffer, start, pos - start);
                if (line.size() > MAX_LINE_BYTES) {
                    ended = true;
                    throw new TraceFormatException("line " + (number + 1) + " is longer than " + MAX_LINE_BYTES
                            + " bytes: not a trace record (a damaged or hostile file); reading stopped");
                }
                if (pos < limit) {
                    pos++; // the line end
                    break;
                }
            }
        } catch (IOException e) {
            ended = true;
            String what = e instanceof EOFException ? "the " + (gzip ? "gzip data is cut off" : "file ends early")
                    : "the data is damaged";
            throw new TraceFormatException(what + " after line " + number + " (" + e.getMessage() + ")");
        }
        number++;
        int size = line.size();
        byte[] bytes = line.toByteArray();
        if (size > 0 && bytes[size - 1] == '\r') {
            size--;
        }
        if (number == 1) {
            try {
                return StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                        .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes, 0, size))
                        .toString();
            } catch (CharacterCodingException e) {
                ended = true;
                number--; // the damage is reported as lying after the last line read
                throw new TraceFormatException(notATrace("bytes that are not UTF-8 text"));
            }
        }
        return new String(bytes, 0, size, StandardCharsets.UTF_8);
    }

    /** The problem of a file whose first line is binary data: it is no trace at all. */
    private String notATrace(String what) {
        return "binary data (" + what + (gzip ? " in the decompressed data" : "") + "), not a trace: a trace file is "
                + "JSON Lines text (.jsonl), or that text gzip-compressed (.jsonl.gz)";
    }

    private boolean fill() throws IOException {
        int n = in.read(buffer, 0, buffer.length);
        while (n == 0) {
            n = in.read(buffer, 0, buffer.length);
        }
        pos = 0;
        limit = Math.max(0, n);
        return n > 0;
    }

    @Override
    public void close() throws IOException {
        in.close();
    }
}
