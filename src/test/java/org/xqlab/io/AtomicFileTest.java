package org.xqlab.io;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.xqlab.Await;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A save either replaces the whole file or leaves the old one: an exception or a killed writer changes nothing. */
class AtomicFileTest {
    @TempDir
    Path dir;

    private static List<String> javaCommand(String mainClass, String... args) {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        List<String> cmd = new java.util.ArrayList<>(List.of(java, "-cp", System.getProperty("java.class.path"), mainClass));
        cmd.addAll(List.of(args));
        return cmd;
    }

    private long files() throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.count();
        }
    }

    @Test
    void aWholeWriteReplacesTheFile() throws IOException {
        Path file = dir.resolve("f.txt");
        AtomicFile.writeString(file, "one");
        AtomicFile.writeString(file, "two");
        assertEquals("two", Files.readString(file));
        assertEquals(1, files(), "no temporary file is left");
    }

    @Test
    void anExceptionMidStreamLeavesTheOldFileIntact() throws IOException {
        Path file = dir.resolve("book.xqb");
        Files.writeString(file, "old content");
        IOException e = assertThrows(IOException.class, () -> AtomicFile.write(file, out -> {
            out.write("half of the new".getBytes(StandardCharsets.UTF_8));
            throw new IOException("disk full");
        }));
        assertEquals("disk full", e.getMessage());
        assertEquals("old content", Files.readString(file));
        assertEquals(1, files(), "the temporary file is deleted");
        assertThrows(IllegalStateException.class, () -> AtomicFile.write(dir.resolve("new.txt"), out -> {
            out.write(1);
            throw new IllegalStateException("bug");
        }));
        assertTrue(Files.notExists(dir.resolve("new.txt")), "a failed first save creates nothing");
    }

    @Test
    void aWriterKilledMidWriteLeavesTheOldFileIntact() throws Exception {
        Path file = dir.resolve("record.pgn");
        Files.writeString(file, "the old game");
        Process child = new ProcessBuilder(javaCommand(SlowWriter.class.getName(), file.toString()))
                .redirectErrorStream(true).start();
        try (BufferedReader r = new BufferedReader(new InputStreamReader(child.getInputStream(), StandardCharsets.UTF_8))) {
            assertEquals("writing", r.readLine());
            child.destroyForcibly();
            assertTrue(child.waitFor(10, TimeUnit.SECONDS));
        }
        assertEquals("the old game", Files.readString(file));
    }

    @Test
    void aTraceRecordingKilledMidSearchLeavesTheOldTraceIntact() throws Exception {
        Path file = dir.resolve("t.jsonl");
        Files.writeString(file, "old trace\n");
        Process child = new ProcessBuilder(javaCommand("org.xqlab.cli.Main", "trace", "--depth", "30", "--out",
                file.toString())).redirectErrorStream(true).start();
        try {
            Await.until("the recorder has written a good part (1 MB) of its temporary file", Duration.ofSeconds(30),
                    Duration.ofMillis(50), () -> largestTemp() >= 1_000_000);
        } finally {
            child.destroyForcibly();
            child.waitFor(10, TimeUnit.SECONDS);
        }
        assertEquals("old trace\n", Files.readString(file));
    }

    private long largestTemp() throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.filter(p -> p.getFileName().toString().endsWith(".tmp")).mapToLong(p -> p.toFile().length()).max()
                    .orElse(0);
        }
    }
}
