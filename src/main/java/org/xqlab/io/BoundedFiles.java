package org.xqlab.io;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;

/**
 * Reading a whole file whose size someone else chose, with a cap: a file larger than the cap (or one
 * that never ends, such as {@code /dev/zero}) is refused with a clear message instead of filling the
 * memory. A regular file is measured before it is read; anything else is read up to {@code maxBytes + 1}
 * bytes at most. Depends on nothing of the project.
 */
public final class BoundedFiles {
    private BoundedFiles() {
    }

    /**
     * The bytes of {@code file}.
     *
     * @param kind what the file should be, for the message ("an opening book")
     * @throws IllegalArgumentException naming the file, when it is larger than {@code maxBytes}
     */
    public static byte[] readBytes(Path file, long maxBytes, String kind) throws IOException {
        String problem = InputFiles.problem(file, kind);
        if (problem != null) {
            throw new IllegalArgumentException(problem);
        }
        int cap = (int) Math.min(maxBytes, Integer.MAX_VALUE - 16);
        if (Files.isRegularFile(file) && Files.size(file) > cap) {
            throw tooLarge(file, cap, kind);
        }
        try (InputStream in = Files.newInputStream(file)) {
            byte[] bytes = in.readNBytes(cap + 1);
            if (bytes.length > cap) {
                throw tooLarge(file, cap, kind);
            }
            return bytes;
        }
    }

    private static IllegalArgumentException tooLarge(Path file, long cap, String kind) {
        return new IllegalArgumentException(file + " is larger than " + size(cap) + ", more than " + kind
                + " can be; not read");
    }

    /** The text of {@code file} in UTF-8, capped like {@link #readBytes}. */
    public static String readString(Path file, long maxBytes, String kind) throws IOException {
        return new String(readBytes(file, maxBytes, kind), StandardCharsets.UTF_8);
    }

    /** E.g. {@code 16 MiB}. */
    static String size(long bytes) {
        if (bytes >= 1 << 20 && bytes % (1 << 20) == 0) {
            return bytes / (1 << 20) + " MiB";
        }
        if (bytes >= 1 << 10 && bytes % (1 << 10) == 0) {
            return bytes / (1 << 10) + " KiB";
        }
        return String.format(Locale.ROOT, "%d bytes", bytes);
    }
}
