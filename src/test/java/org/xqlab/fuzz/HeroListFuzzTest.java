package org.xqlab.fuzz;

import com.code_intelligence.jazzer.junit.FuzzTest;
import org.xqlab.game.HeroList;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
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
 */
class HeroListFuzzTest {
    /**
     * Where the inputs' files go: a memory file system where there is one. On this machine's disk every
     * input cost 12–15 ms, most of it SQLite's fsyncs when a hero is recorded; in memory about 2 ms. The
     * files and what SQLite does with them are the same.
     */
    private static final Path ROOT = Files.isDirectory(Path.of("/dev/shm")) && Files.isWritable(Path.of("/dev/shm"))
            ? Path.of("/dev/shm") : Path.of(System.getProperty("java.io.tmpdir"));

    @FuzzTest
    void heroList(byte[] bytes) throws Exception {
        if (bytes == null) {
            return; // the mutator's null: a file always has content, if empty
        }
        Fuzz.bounded(() -> {
            Path dir = Files.createTempDirectory(ROOT, "heroes-fuzz");
            try {
                Files.write(dir.resolve("heroes.db"), bytes);
                try (HeroList heroes = new HeroList(dir.resolve("heroes"))) {
                    String problem = String.valueOf(heroes.problem());
                    if (problem.contains("moved aside")) {
                        // the file is kept as it was, under a name of its own, and nothing else of it is left
                        try (Stream<Path> files = Files.list(dir)) {
                            List<Path> aside = files.filter(p -> p.getFileName().toString().contains(".damaged-")).toList();
                            Path db = aside.stream().filter(p -> p.getFileName().toString().startsWith("heroes.db.damaged-"))
                                    .findFirst().orElseThrow(() -> new AssertionError(problem + " " + aside));
                            assertArrayEquals(bytes, Files.readAllBytes(db), problem);
                        }
                    }
                    if (problem.contains("not an SQLite database")) {
                        // refused by its header, never given to SQLite: nothing else is there yet
                        try (Stream<Path> files = Files.list(dir)) {
                            assertEquals(1, files.count(), problem);
                        }
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
}
