package org.xqlab.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.OutputStream;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.zip.GZIPOutputStream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Files from other people are data: they never make the program write outside the folder the user
 * chose, and oversized or endless ones get a clear error within a small heap (a child JVM with
 * {@code -Xmx64m}), never an OutOfMemoryError.
 */
class HostileFilesTest {
    @TempDir
    Path dir;

    private record Child(int status, String output) {
    }

    /** Runs {@link HostileProbe} with a 64 MB heap; fails if it takes more than 60 s. */
    private static Child probe(String... args) throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        List<String> cmd = new ArrayList<>(List.of(java, "-Xmx64m", "-cp", System.getProperty("java.class.path"),
                HostileProbe.class.getName()));
        cmd.addAll(List.of(args));
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
        byte[] out = p.getInputStream().readAllBytes();
        assertTrue(p.waitFor(60, TimeUnit.SECONDS), "the child ends");
        return new Child(p.exitValue(), new String(out, StandardCharsets.UTF_8));
    }

    private Path experiment(String output) throws Exception {
        Path file = dir.resolve("hostile.json");
        Files.writeString(file, "{\"name\": \"h\", \"suites\": [\"tactics\"], \"variants\": [{\"name\": \"a\"}],"
                + " \"depths\": [1], \"output\": \"" + output + "\"}");
        return file;
    }

    @Test
    void anExperimentFileCannotSendItsOutputOutsideTheCurrentFolder() throws Exception {
        Path outside = dir.resolve("outside");
        for (String output : List.of("../../x", "a/../../x", outside.toAbsolutePath().toString(), "~/x", "")) {
            MainTest.Result r = MainTest.run("experiment", "run", experiment(output).toString());
            assertEquals(2, r.status(), output + ": " + r.out());
            assertTrue(r.err().contains("field 'output'"), r.err());
            assertTrue(r.err().contains(output.isEmpty() ? "leaves the current folder" : "'" + output + "'"), r.err());
        }
        assertFalse(Files.exists(outside), "nothing was written");
        // the user's own --out is theirs to choose
        MainTest.Result r = MainTest.run("experiment", "run", experiment("results/h").toString(), "--out",
                outside.toString(), "--quiet");
        assertEquals(0, r.status(), r.err());
        assertTrue(Files.exists(outside.resolve("rows.csv")));
    }

    @Test
    void aGzipBombPosingAsATraceIsRefusedWithinASmallHeap() throws Exception {
        Path bomb = dir.resolve("bomb.jsonl.gz");
        byte[] zeros = new byte[1 << 20];
        try (OutputStream out = new GZIPOutputStream(Files.newOutputStream(bomb))) {
            for (int i = 0; i < 256; i++) { // 256 MiB of zeros, four times the heap
                out.write(zeros);
            }
        }
        Child c = probe("replay", bomb.toString());
        assertEquals(2, c.status(), c.output());
        assertTrue(c.output().contains("line 1: binary data (a NUL byte at byte 0 in the decompressed data), not a trace"),
                c.output());
    }

    @Test
    void aTreeFileWithMillionsOfNodesIsRefusedAtTheNodeCap() throws Exception {
        Child c = probe("tree");
        assertEquals(2, c.status(), c.output());
        assertTrue(c.output().contains("more than 25000 nodes"), c.output());
    }

    @Test
    void aHugeBookFileIsRefusedBeforeItIsRead() throws Exception {
        Path book = dir.resolve("huge.xqb");
        try (RandomAccessFile f = new RandomAccessFile(book.toFile(), "rw")) {
            f.setLength(1L << 31); // 2 GiB, sparse
        }
        Child c = probe("book", "probe", "--book", book.toString());
        assertEquals(2, c.status(), c.output());
        assertTrue(c.output().contains("is larger than 128 MiB, more than an opening book can be"), c.output());
    }

    @Test
    void aHugeOrEndlessSuiteFileIsRefused() throws Exception {
        Path suite = dir.resolve("huge.epd");
        try (RandomAccessFile f = new RandomAccessFile(suite.toFile(), "rw")) {
            f.setLength(1L << 30); // 1 GiB, sparse
        }
        for (String ref : List.of(suite.toString(), "/dev/zero")) {
            Path file = dir.resolve("big.json");
            Files.writeString(file, "{\"name\": \"e\", \"suites\": [\"" + ref + "\"], \"variants\": [{\"name\": \"a\"}],"
                    + " \"depths\": [1]}");
            Child c = probe("experiment", "run", file.toString(), "--out", dir.resolve("o").toString());
            assertEquals(2, c.status(), c.output());
            assertTrue(c.output().contains(ref.equals("/dev/zero") ? "/dev/zero is not a regular file (a device or a pipe); not read"
                    : "huge.epd is larger than 32 MiB, more than a suite file can be"), c.output());
        }
    }
}
