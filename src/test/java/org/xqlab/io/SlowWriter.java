package org.xqlab.io;

import java.io.OutputStream;
import java.nio.file.Path;

/** A child process for {@link AtomicFileTest}: writes to the file for ever, slowly, until it is killed. */
public final class SlowWriter {
    private SlowWriter() {
    }

    public static void main(String[] args) throws Exception {
        try (OutputStream out = AtomicFile.open(Path.of(args[0]))) {
            byte[] chunk = "new content that must never be seen half written\n".repeat(100).getBytes();
            for (int i = 0; ; i++) {
                out.write(chunk);
                out.flush();
                if (i == 3) {
                    System.out.println("writing");
                    System.out.flush();
                }
                Thread.sleep(20); // a slow disk on purpose: the parent kills it mid-write, whatever the machine's speed
            }
        }
    }
}
