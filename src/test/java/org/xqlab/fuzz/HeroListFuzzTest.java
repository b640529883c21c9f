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
 * The hero list: whatever bytes its database file holds, opening it never throws (a damaged file is moved
 * aside and a fresh list started, {@link HeroList#problem()} says so), and the list then works. A file
 * without H2's header is refused before H2 sees it (kept aside byte for byte); only the others go through
 * H2, which costs tens of milliseconds an input.
 */
class HeroListFuzzTest {
    @FuzzTest
    void heroList(byte[] bytes) throws Exception {
        if (bytes == null) {
            return; // the mutator's null: a file always has content, if empty
        }
        Fuzz.bounded(() -> {
            Path dir = Files.createTempDirectory("heroes-fuzz");
            try {
                Files.write(dir.resolve("heroes.mv.db"), bytes);
                try (HeroList heroes = new HeroList(dir.resolve("heroes"))) {
                    if (heroes.problem() != null && heroes.problem().contains("not an H2 database")) {
                        // refused by its header, never given to H2: the bytes are kept aside, nothing else is
                        // there, and the fresh list is the same for every such input (HeroListTest uses it)
                        try (Stream<Path> files = Files.list(dir)) {
                            List<Path> left = files.toList();
                            assertEquals(1, left.size(), left::toString);
                            assertTrue(left.get(0).getFileName().toString().startsWith("heroes.mv.db.damaged-"), left::toString);
                            assertArrayEquals(bytes, Files.readAllBytes(left.get(0)));
                        }
                        return;
                    }
                    int before = heroes.list(3).size();
                    heroes.record("fuzz", 3, 0, 20, 60, LocalDate.of(2025, 1, 1));
                    assertEquals(before + 1, heroes.list(3).size(), () -> String.valueOf(heroes.problem()));
                }
            } finally {
                try (Stream<Path> files = Files.walk(dir)) {
                    files.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
                }
            }
        });
    }
}
