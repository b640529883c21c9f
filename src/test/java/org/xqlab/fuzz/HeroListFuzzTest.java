package org.xqlab.fuzz;

import com.code_intelligence.jazzer.junit.FuzzTest;
import org.xqlab.game.HeroList;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The hero list: whatever bytes its SQLite file holds, opening it never throws (a damaged file is moved
 * aside and a fresh list started, {@link HeroList#problem()} says so), and the list then works. A file
 * without SQLite's header is refused before SQLite sees it; a file moved aside is kept byte for byte, as
 * it was before the list opened it.
 *
 * <p>Long runs pass {@code -Djazzer.disabled_hooks=com.code_intelligence.jazzer.sanitizers.SqlInjection}
 * (docs/reliability.md): every SQL text in {@link HeroList} is a constant, so the fuzzed bytes never reach
 * one, and that sanitizer's parsing of each statement cost nine tenths of an input's time.
 */
class HeroListFuzzTest {
    /**
     * Where the inputs' files go: a memory file system where there is one. On this machine's disk every
     * input cost 12–15 ms, most of it SQLite's fsyncs when a hero is recorded; in memory about 2 ms. The
     * files and what SQLite does with them are the same.
     */
    private static final Path ROOT = Files.isDirectory(Path.of("/dev/shm")) && Files.isWritable(Path.of("/dev/shm"))
            ? Path.of("/dev/shm") : Path.of(System.getProperty("java.io.tmpdir"));

    private static final byte[] SQLITE_HEADER = "SQLite format 3\0".getBytes(StandardCharsets.US_ASCII);

    @FuzzTest
    void heroList(byte[] bytes) throws Exception {
        if (bytes == null) {
            return; // the mutator's null: a file always has content, if empty
        }
        Fuzz.bounded(() -> {
            Path dir = Files.createTempDirectory(ROOT, "heroes-fuzz");
            try {
                Files.write(dir.resolve("heroes.db"), bytes);
                // what happened is read from the folder and the bytes, never from the message, which may
                // quote the file (an error naming a column the fuzzer spelt "not an SQLite database")
                boolean noHeader = bytes.length > 0 && !startsWith(bytes, SQLITE_HEADER);
                try (HeroList heroes = new HeroList(dir.resolve("heroes"))) {
                    String problem = String.valueOf(heroes.problem());
                    List<Path> aside;
                    try (Stream<Path> files = Files.list(dir)) {
                        aside = files.filter(p -> p.getFileName().toString().startsWith("heroes.db.damaged-")).toList();
                    }
                    if (noHeader) {
                        // refused by its header, never given to SQLite: nothing else is there yet
                        assertTrue(problem.startsWith("hero list file was damaged (not an SQLite database"), problem);
                        try (Stream<Path> files = Files.list(dir)) {
                            assertEquals(1, files.count(), problem);
                        }
                    }
                    if (noHeader || !aside.isEmpty()) {
                        // a file moved aside is kept as it was
                        assertEquals(1, aside.size(), () -> problem + " " + aside);
                        assertArrayEquals(bytes, Files.readAllBytes(aside.get(0)), problem);
                    }
                    int before = heroes.list(3).size();
                    heroes.record("fuzz", 3, 0, 20, 60, LocalDate.of(2025, 1, 1));
                    assertEquals(before + 1, heroes.list(3).size(), problem);
                }
            } finally {
                try (Stream<Path> files = Files.walk(dir)) {
                    files.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
                }
            }
        });
    }

    private static boolean startsWith(byte[] bytes, byte[] prefix) {
        return bytes.length >= prefix.length && Arrays.equals(bytes, 0, prefix.length, prefix, 0, prefix.length);
    }
}
