package org.xqlab.cli;

import org.xqlab.teach.TreeFormatException;
import org.xqlab.teach.TreeJson;

import java.io.IOException;
import java.io.PipedReader;
import java.io.PipedWriter;
import java.io.Writer;

/**
 * A child process for {@link HostileFilesTest}, run with a small heap: {@code tree} parses a full
 * 8-ary textbook tree of height 8 (19 million nodes, about 40 MB of text) streamed from a generator
 * and prints the error; anything else runs the command line.
 */
public final class HostileProbe {
    private HostileProbe() {
    }

    public static void main(String[] args) throws Exception {
        if (args[0].equals("tree")) {
            PipedWriter w = new PipedWriter();
            PipedReader r = new PipedReader(w, 1 << 16);
            Thread generator = new Thread(() -> {
                try (w) {
                    w.write("{\"root\": \"max\", \"tree\": ");
                    tree(w, 8);
                    w.write("}");
                } catch (IOException e) {
                    // the reader stopped: expected
                }
            });
            generator.setDaemon(true);
            generator.start();
            try {
                TreeJson.read(r);
                System.out.println("read a tree");
            } catch (TreeFormatException e) {
                System.out.println("refused: " + e.getMessage());
                System.exit(2);
            }
            return;
        }
        System.exit(Main.run(args, new java.io.PrintWriter(System.out, true), new java.io.PrintWriter(System.err, true)));
    }

    private static void tree(Writer w, int height) throws IOException {
        if (height == 0) {
            w.write('1');
            return;
        }
        w.write('[');
        for (int i = 0; i < 8; i++) {
            if (i > 0) {
                w.write(',');
            }
            tree(w, height - 1);
        }
        w.write(']');
    }
}
