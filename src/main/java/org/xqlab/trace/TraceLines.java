package org.xqlab.trace;

import java.io.BufferedInputStream;
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
        return new String(bytes, 0, size, StandardCharsets.UTF_8);
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
