package org.xqlab.game;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * A fuzz test in miniature (the project has no fuzzing engine): every sample record, damaged in many
 * seeded ways — bytes changed, cut short, ranges deleted or repeated — is either read or refused with a
 * {@link RecordFormatException} that names a place; never another exception, never the reader's own
 * failure ("cannot read the record: …"), and never an empty list of games.
 */
class RecordReaderMutationTest {
    private static final int MUTATIONS = 60;

    @Test
    void damagedRecordsAreReadOrRefusedWithAClearMessage() throws IOException {
        for (Path file : RecordSamples.bundledFiles()) {
            byte[] original = Files.readAllBytes(file);
            Random random = new Random(file.getFileName().toString().hashCode());
            for (int k = 0; k < MUTATIONS; k++) {
                byte[] damaged = mutate(original, random);
                try {
                    RecordFile f = RecordReader.read(damaged, "damaged");
                    assertFalse(f.games().isEmpty());
                } catch (RecordFormatException e) {
                    if (e.getMessage().contains("cannot read the record:")) {
                        fail(file.getFileName() + " mutation " + k + ": the reader failed itself: " + e.getMessage());
                    }
                } catch (RuntimeException | StackOverflowError e) {
                    fail(file.getFileName() + " mutation " + k + ": " + e);
                }
            }
        }
    }

    private static byte[] mutate(byte[] b, Random r) {
        int n = b.length;
        switch (r.nextInt(5)) {
            case 0 -> {
                byte[] c = b.clone();
                for (int j = 0, m = 1 + r.nextInt(4); j < m; j++) {
                    c[r.nextInt(n)] = (byte) r.nextInt(256);
                }
                return c;
            }
            case 1 -> {
                return Arrays.copyOf(b, r.nextInt(n));
            }
            case 2 -> {
                int at = r.nextInt(n);
                int len = Math.min(n - at, 1 + r.nextInt(16));
                byte[] c = new byte[n - len];
                System.arraycopy(b, 0, c, 0, at);
                System.arraycopy(b, at + len, c, at, n - at - len);
                return c;
            }
            case 3 -> {
                int at = r.nextInt(n);
                int len = Math.min(n - at, 1 + r.nextInt(16));
                byte[] c = new byte[n + len];
                System.arraycopy(b, 0, c, 0, at + len);
                System.arraycopy(b, at, c, at + len, n - at);
                return c;
            }
            default -> {
                byte[] c = b.clone();
                int at = r.nextInt(n);
                c[at] = (byte) "{}()[]\"\\n;".charAt(r.nextInt(10));
                return c;
            }
        }
    }
}
