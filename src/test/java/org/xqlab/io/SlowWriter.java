package org.xqlab.io;

import java.io.OutputStream;
import java.nio.file.Path;

/**
 * A child process for {@link AtomicFileTest}: writes part of the file, says "writing" and then holds the file
 * open mid-write (it waits on its standard input, which the parent never closes) until it is killed.
 */
public final class SlowWriter {
    private SlowWriter() {
    }

    public static void main(String[] args) throws Exception {
        try (OutputStream out = AtomicFile.open(Path.of(args[0]))) {
            byte[] chunk = "new content that must never be seen half written\n".repeat(100).getBytes();
            for (int i = 0; i < 4; i++) {
                out.write(chunk);
            }
            out.flush();
            System.out.println("writing");
            System.out.flush();
            System.in.read(); // mid-write until the parent kills it
        }
    }
}
