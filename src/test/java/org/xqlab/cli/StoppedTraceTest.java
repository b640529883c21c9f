package org.xqlab.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.xqlab.Await;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A {@code trace} stopped by SIGTERM saves what it recorded, marked cut, and says so; one killed by SIGKILL leaves a
 * hidden temporary file that the next run on the same --out removes and names.
 */
class StoppedTraceTest {
    @TempDir
    Path dir;

    private Process trace(Path out) throws IOException {
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), "org.xqlab.cli.Main", "trace", "--depth", "30", "--out",
                out.toString()));
        return new ProcessBuilder(cmd).redirectError(dir.resolve("err.txt").toFile())
                .redirectOutput(dir.resolve("out.txt").toFile()).start();
    }

    private List<Path> temps() throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.filter(p -> p.getFileName().toString().endsWith(".tmp")).toList();
        }
    }

    private long largestTemp() throws IOException {
        return temps().stream().mapToLong(p -> p.toFile().length()).max().orElse(0);
    }

    @Test
    void aTraceStoppedBySigtermIsSavedMarkedCutAndSaysSo() throws Exception {
        Path out = dir.resolve("t.jsonl");
        Process child = trace(out);
        try {
            Await.until("the recorder has written 200 KB", Duration.ofSeconds(60), Duration.ofMillis(50),
                    () -> largestTemp() >= 200_000);
            child.destroy(); // SIGTERM
            assertTrue(child.waitFor(60, TimeUnit.SECONDS), "the program ends");
        } finally {
            child.destroyForcibly();
        }
        String err = Files.readString(dir.resolve("err.txt"));
        assertTrue(err.startsWith("trace stopped: " + out + " holds the "), err);
        assertTrue(err.contains("it is marked cut"), err);
        assertTrue(Files.size(out) >= 200_000, "what was recorded is kept");
        assertEquals(List.of(), temps(), "no hidden file left");
        MainTest.Result replay = MainTest.run("replay", out.toString());
        assertEquals(2, replay.status(), replay.err());
        assertTrue(replay.err().contains("has no search_end record: the recording was cut before the search ended"),
                replay.err());
    }

    @Test
    void aTraceKilledBySigkillLeavesAFileTheNextRunRemovesAndNames() throws Exception {
        Path out = dir.resolve("t.jsonl");
        Process child = trace(out);
        try {
            Await.until("the recorder has written 200 KB", Duration.ofSeconds(60), Duration.ofMillis(50),
                    () -> largestTemp() >= 200_000);
        } finally {
            child.destroyForcibly();
            assertTrue(child.waitFor(30, TimeUnit.SECONDS));
        }
        List<Path> left = temps();
        assertEquals(1, left.size(), "kill -9 leaves the temporary file");
        MainTest.Result again = MainTest.run("trace", "--depth", "1", "--out", out.toString());
        assertEquals(0, again.status(), again.err());
        assertTrue(again.err().startsWith("note: removed " + left.get(0).getFileName() + " ("), again.err());
        assertTrue(again.err().contains("the unfinished recording of a trace run that was killed"), again.err());
        assertEquals(List.of(), temps());
    }
}
