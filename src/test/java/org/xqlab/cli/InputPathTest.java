package org.xqlab.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every reader of a user's file goes through one input check: a device or a pipe gets the same words from every
 * command, a file past its reader's cap is refused naming the cap, deeply nested JSON is an error naming the line
 * and column — never "no such file", "0 games", a stack trace or an OutOfMemoryError.
 */
class InputPathTest {
    private static final String DEVICE = "/dev/zero is not a regular file (a device or a pipe); not read";

    @TempDir
    Path dir;

    @Test
    void aDeviceGetsTheSameAnswerFromEveryReader() {
        String out = dir.resolve("o").toString();
        List<List<String>> commands = List.of(
                List.of("book", "build", "--pgn", "/dev/zero", "--out", out + ".xqb"),
                List.of("record", "convert", "/dev/zero", "--to", "pgn", "--out", out + ".pgn"),
                List.of("book", "probe", "--book", "/dev/zero"),
                List.of("replay", "/dev/zero"),
                List.of("tune", "run", "--data", "/dev/zero", "--out", out),
                List.of("tune", "label", "--data", "/dev/zero", "--out", out + ".txt"),
                List.of("tune", "data", "--records", "/dev/zero", "--out", out + ".txt"),
                List.of("experiment", "run", "/dev/zero", "--out", out),
                List.of("figure", "tree", "--trace", "/dev/zero", "--out", out + ".svg"));
        for (List<String> c : commands) {
            MainTest.Result r = MainTest.run(c.toArray(String[]::new));
            assertEquals(2, r.status(), c + ": " + r.err());
            assertTrue(r.err().contains(DEVICE), c + " says: " + r.err());
            assertFalse(r.err().contains("Exception"), c + ": " + r.err());
        }
    }

    @Test
    void aFifoAsOpeningsIsRefusedWithoutBlocking() throws Exception {
        Path fifo = dir.resolve("fifo");
        Process mk = new ProcessBuilder("mkfifo", fifo.toString()).start();
        assertEquals(0, mk.waitFor());
        MainTest.Result r = MainTest.run("match", "--engine1", "preset:full", "--engine2", "preset:alphabeta",
                "--games", "2", "--nodes", "100", "--openings", fifo.toString(), "--out", dir.resolve("m.pgn").toString());
        assertEquals(2, r.status(), r.err());
        assertTrue(r.err().contains(fifo + " is not a regular file (a device or a pipe); not read"), r.err());
    }

    @Test
    void tuneDataPastItsCapIsRefusedNamingTheCap() throws Exception {
        Path big = dir.resolve("big.txt");
        try (RandomAccessFile f = new RandomAccessFile(big.toFile(), "rw")) {
            f.setLength((64L << 20) + 1); // sparse: no disk used
        }
        for (String sub : List.of("run", "label")) {
            MainTest.Result r = MainTest.run("tune", sub, "--data", big.toString(), "--out", dir.resolve("t-" + sub).toString());
            assertEquals(2, r.status(), r.err());
            assertTrue(r.err().contains(big + " is 64 MiB, larger than the 64 MiB a tune data file may be; not read"),
                    r.err());
        }
    }

    @Test
    void aWeightsFileThatIsADeviceIsAnErrorNotAnOutOfMemoryError() {
        MainTest.Result r = MainTest.run("eval", "--set", "eval.weights=/dev/zero");
        assertEquals(2, r.status(), r.err());
        assertTrue(r.err().contains(DEVICE), r.err());
    }

    @Test
    void deeplyNestedJsonNamesTheFileLineAndColumn() throws Exception {
        Path nest = Files.writeString(dir.resolve("nest.json"), "[".repeat(200_000));
        MainTest.Result r = MainTest.run("experiment", "run", nest.toString(), "--out", dir.resolve("x").toString());
        assertEquals(2, r.status(), r.err());
        assertTrue(r.err().matches("(?s)error: nest.json: not valid JSON at line 1 column [0-9]+: .*"), r.err());
        assertTrue(r.err().contains("nests deeper than 64 arrays and objects"), r.err());
        assertFalse(r.err().contains("NullPointerException"), r.err());
    }
}
