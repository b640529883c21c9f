package org.xqlab.game;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.xqlab.rules.Piece;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class HeroListTest {
    @TempDir
    Path dir;

    @Test
    void heroesAreListedPerLevelFewestMovesThenLeastTimeFirst() {
        try (HeroList heroes = new HeroList(dir.resolve("heroes"))) {
            assertNull(heroes.problem());
            heroes.record("slow", 1, Piece.RED, 30, 900, LocalDate.of(2026, 1, 2));
            heroes.record("quick", 1, Piece.RED, 30, 300, LocalDate.of(2026, 1, 3));
            heroes.record("short", 1, Piece.BLACK, 25, 1200, LocalDate.of(2026, 1, 4));
            heroes.record("other level", 2, Piece.RED, 10, 10, LocalDate.of(2026, 1, 5));
            List<HeroList.Hero> level1 = heroes.list(1);
            assertEquals(List.of("short", "quick", "slow"), level1.stream().map(HeroList.Hero::name).toList());
            assertEquals(Piece.BLACK, level1.get(0).side());
            assertEquals(List.of(1, 2), heroes.levels());
        }
    }

    @Test
    void heroesSurviveReopening() {
        try (HeroList heroes = new HeroList(dir.resolve("heroes"))) {
            heroes.record("张三", 3, Piece.RED, 40, 600, LocalDate.of(2026, 2, 1));
        }
        try (HeroList again = new HeroList(dir.resolve("heroes"))) {
            assertEquals("张三", again.list(3).get(0).name());
            assertEquals(LocalDate.of(2026, 2, 1), again.list(3).get(0).date());
        }
    }

    @Test
    void aDamagedFileIsMovedAsideAndAFreshListStarted() throws Exception {
        Path file = dir.resolve("heroes.mv.db");
        Files.write(file, "this is not an H2 database, just garbage bytes ........".repeat(100).getBytes());
        try (HeroList heroes = new HeroList(dir.resolve("heroes"))) {
            assertNotNull(heroes.problem());
            assertTrue(heroes.problem().contains("damaged"), heroes.problem());
            heroes.record("after", 1, Piece.RED, 20, 100, LocalDate.of(2026, 3, 1));
            assertEquals(1, heroes.list(1).size());
        }
        try (Stream<Path> files = Files.list(dir)) {
            assertTrue(files.anyMatch(p -> p.getFileName().toString().startsWith("heroes.mv.db.damaged-")));
        }
        try (HeroList again = new HeroList(dir.resolve("heroes"))) {
            assertNull(again.problem(), "the fresh file opens cleanly");
            assertEquals("after", again.list(1).get(0).name());
        }
    }

    @Test
    void aFileWithoutTheH2HeaderIsMovedAsideWithoutOpeningIt() throws Exception {
        Path file = dir.resolve("heroes.mv.db");
        byte[] garbage = "PK\u0003\u0004 a zip, say".getBytes(java.nio.charset.StandardCharsets.US_ASCII);
        Files.write(file, garbage);
        try (HeroList heroes = new HeroList(dir.resolve("heroes"))) {
            assertTrue(heroes.problem().contains("not an H2 database: no 'H:2,' header at byte 0 or 4096 of its "
                    + garbage.length + " bytes"), heroes.problem());
            assertFalse(Files.exists(file), "moved aside before anything is created");
            heroes.record("after", 1, Piece.RED, 20, 100, LocalDate.of(2026, 3, 1));
            assertEquals(1, heroes.list(1).size());
        }
        try (Stream<Path> files = Files.list(dir)) {
            Path aside = files.filter(p -> p.getFileName().toString().startsWith("heroes.mv.db.damaged-")).findFirst().orElseThrow();
            assertArrayEquals(garbage, Files.readAllBytes(aside));
        }
    }

    @Test
    void aFileWhoseFirstHeaderIsDamagedIsStillGivenToH2() throws Exception {
        try (HeroList heroes = new HeroList(dir.resolve("heroes"))) {
            heroes.record("张三", 3, Piece.RED, 40, 600, LocalDate.of(2026, 2, 1));
        }
        Path file = dir.resolve("heroes.mv.db");
        byte[] bytes = Files.readAllBytes(file);
        bytes[0] = 'X';
        Files.write(file, bytes);
        assertNull(HeroList.notAnH2File(file), "the second header copy at byte 4096 marks it as H2's");
        try (HeroList again = new HeroList(dir.resolve("heroes"))) {
            // H2 reads it from its second header, or finds it damaged and moves it aside: never the header check
            assertTrue(again.problem() == null || !again.problem().contains("no 'H:2,' header"), again.problem());
        }
    }
}
