package org.xqlab.io;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The one road in for a file a user names (records, weights, tune data, suites, books, openings, traces,
 * trees, experiment files): before a byte is read, a path that is there but is no regular file gets one
 * answer — {@code FILE is not a regular file (a device or a pipe); not read}, or {@code FILE is a folder,
 * not KIND} — so {@code /dev/zero}, a FIFO or a folder never reads as "no such file", never blocks and never
 * fills the memory. {@link #open} then streams the file with its size cap, named in the message when it is
 * passed (a file that grows while it is read included). Depends on nothing of the project.
 */
public final class InputFiles {
    /** The words said of a device, a pipe or a socket named as an input file. */
    public static final String NOT_REGULAR = "is not a regular file (a device or a pipe); not read";

    private InputFiles() {
    }

    /**
     * Checks {@code file} before it is read: a missing file is refused with {@code missing} (the caller's own
     * words, e.g. "no such trace file: t.jsonl"), a folder and anything not a regular file with the words of the
     * class comment.
     *
     * @param kind what the file should be, for a folder ("a game record")
     * @throws IllegalArgumentException with the message
     */
    public static void require(Path file, String kind, String missing) {
        String problem = problem(file, kind);
        if (problem != null) {
            throw new IllegalArgumentException(problem);
        }
        if (!Files.exists(file)) {
            throw new IllegalArgumentException(missing);
        }
    }

    /**
     * What is wrong with {@code file} as an input file that is there (a folder, a device, a pipe), with the file
     * named first; null when it is a regular file or is not there at all.
     */
    public static String problem(Path file, String kind) {
        if (!Files.exists(file) || Files.isRegularFile(file)) {
            return null;
        }
        if (Files.isDirectory(file)) {
            return file + " is a folder, not " + kind;
        }
        return file + " " + NOT_REGULAR;
    }

    /**
     * Opens a regular file for streaming with a cap: a file larger than {@code maxBytes} is refused before it is
     * read ({@code FILE is N MiB, larger than the CAP a KIND may be; not read}), and a stream that passes the cap
     * while it is read (the file grew) throws an {@link IOException} with the same words.
     *
     * @param kind what the file should be ("tune data file")
     */
    public static InputStream open(Path file, long maxBytes, String kind) throws IOException {
        String problem = problem(file, "a " + kind);
        if (problem != null) {
            throw new IllegalArgumentException(problem);
        }
        long size = Files.size(file);
        if (size > maxBytes) {
            throw new IllegalArgumentException(tooLarge(file, size, maxBytes, kind));
        }
        return new Capped(Files.newInputStream(file), file, maxBytes, kind);
    }

    /** {@code FILE is 150 MiB, larger than the 64 MiB a tune data file may be; not read}. */
    public static String tooLarge(Path file, long size, long maxBytes, String kind) {
        String was = size < 0 ? "is" : "is " + mib(size) + ",";
        return file + " " + was + " larger than the " + BoundedFiles.size(maxBytes) + " a " + kind + " may be; not read";
    }

    private static String mib(long bytes) {
        return bytes >= 1 << 20 ? (bytes >> 20) + " MiB" : BoundedFiles.size(bytes);
    }

    /** A stream that refuses to give more than its cap. */
    private static final class Capped extends FilterInputStream {
        private final Path file;
        private final long cap;
        private final String kind;
        private long read;

        Capped(InputStream in, Path file, long cap, String kind) {
            super(in);
            this.file = file;
            this.cap = cap;
            this.kind = kind;
        }

        @Override
        public int read() throws IOException {
            int b = super.read();
            if (b >= 0) {
                count(1);
            }
            return b;
        }

        @Override
        public int read(byte[] b, int off, int len) throws IOException {
            int n = super.read(b, off, len);
            if (n > 0) {
                count(n);
            }
            return n;
        }

        private void count(int n) throws IOException {
            read += n;
            if (read > cap) {
                throw new IOException(tooLarge(file, -1, cap, kind));
            }
        }
    }
}
