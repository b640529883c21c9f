package org.xqlab.game;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.xqlab.rules.Piece;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.time.LocalDate;
import java.util.List;
import java.util.concurrent.TimeUnit;
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
    void heroesAreListedPerLevelFewestMovesThenLeastTimeThenEarliestFirst() {
        try (HeroList heroes = new HeroList(dir.resolve("heroes"))) {
            assertNull(heroes.problem());
            heroes.record("slow", 1, Piece.RED, 30, 900, LocalDate.of(2026, 1, 2));
            heroes.record("later", 1, Piece.RED, 30, 300, LocalDate.of(2026, 1, 9));
            heroes.record("quick", 1, Piece.RED, 30, 300, LocalDate.of(2026, 1, 3));
            heroes.record("short", 1, Piece.BLACK, 25, 1200, LocalDate.of(2026, 1, 4));
            heroes.record("other level", 2, Piece.RED, 10, 10, LocalDate.of(2026, 1, 5));
            List<HeroList.Hero> level1 = heroes.list(1);
            assertEquals(List.of("short", "quick", "later", "slow"), level1.stream().map(HeroList.Hero::name).toList());
            assertEquals(Piece.BLACK, level1.get(0).side());
            assertEquals(List.of(1, 2), heroes.levels());
        }
    }

    @Test
    void heroesSurviveReopeningInAnSqliteFile() throws Exception {
        try (HeroList heroes = new HeroList(dir.resolve("heroes"))) {
            heroes.record("张三", 3, Piece.RED, 40, 600, LocalDate.of(2026, 2, 1));
        }
        byte[] head = java.util.Arrays.copyOf(Files.readAllBytes(dir.resolve("heroes.db")), 16);
        assertArrayEquals("SQLite format 3\0".getBytes(StandardCharsets.US_ASCII), head);
        try (HeroList again = new HeroList(dir.resolve("heroes"))) {
            assertNull(again.problem());
            assertEquals("张三", again.list(3).get(0).name());
            assertEquals(LocalDate.of(2026, 2, 1), again.list(3).get(0).date());
        }
    }

    @Test
    void aMissingFolderIsMadeAndALongNameKeptToItsFirst200Characters() {
        Path base = dir.resolve("new").resolve("folder").resolve("heroes");
        try (HeroList heroes = new HeroList(base)) {
            heroes.record("名".repeat(300), 1, Piece.RED, 20, 100, LocalDate.of(2026, 3, 1));
            assertEquals(HeroList.MAX_NAME, heroes.list(1).get(0).name().length());
        }
        assertTrue(Files.isRegularFile(dir.resolve("new/folder/heroes.db")));
    }

    @Test
    void anOldH2FileIsLeftUntouched() throws Exception {
        byte[] h2 = "H:2,block:2,blockSize:1000,chunk:1,created:18c".getBytes(StandardCharsets.US_ASCII);
        Files.write(dir.resolve("heroes.mv.db"), h2);
        try (HeroList heroes = new HeroList(dir.resolve("heroes"))) {
            assertNull(heroes.problem());
            heroes.record("new", 1, Piece.RED, 20, 100, LocalDate.of(2026, 3, 1));
        }
        assertArrayEquals(h2, Files.readAllBytes(dir.resolve("heroes.mv.db")));
    }

    @Test
    void aDamagedDatabaseIsMovedAsideByteForByteAndAFreshListStarted() throws Exception {
        try (HeroList heroes = new HeroList(dir.resolve("heroes"))) {
            heroes.record("before", 1, Piece.RED, 20, 100, LocalDate.of(2026, 3, 1));
        }
        Path file = dir.resolve("heroes.db");
        byte[] bytes = Files.readAllBytes(file);
        for (int i = 100; i < bytes.length; i++) {
            bytes[i] = (byte) 0xA5; // the header survives, every page after it is garbage
        }
        Files.write(file, bytes);
        try (HeroList heroes = new HeroList(dir.resolve("heroes"))) {
            assertNotNull(heroes.problem());
            assertTrue(heroes.problem().contains("damaged"), heroes.problem());
            assertTrue(heroes.list(1).isEmpty());
            heroes.record("after", 1, Piece.RED, 20, 100, LocalDate.of(2026, 3, 1));
            assertEquals(1, heroes.list(1).size());
        }
        assertArrayEquals(bytes, Files.readAllBytes(aside("heroes.db.damaged-")));
        try (HeroList again = new HeroList(dir.resolve("heroes"))) {
            assertNull(again.problem(), "the fresh file opens cleanly");
            assertEquals("after", again.list(1).get(0).name());
        }
    }

    @Test
    void aFileWithoutTheSqliteHeaderIsMovedAsideWithoutOpeningIt() throws Exception {
        Path file = dir.resolve("heroes.db");
        byte[] garbage = "PK\u0003\u0004 a zip, say".getBytes(StandardCharsets.US_ASCII);
        Files.write(file, garbage);
        try (HeroList heroes = new HeroList(dir.resolve("heroes"))) {
            assertTrue(heroes.problem().contains("not an SQLite database: no 'SQLite format 3' header in its "
                    + garbage.length + " bytes"), heroes.problem());
            assertFalse(Files.exists(file), "moved aside before anything is created");
            heroes.record("after", 1, Piece.RED, 20, 100, LocalDate.of(2026, 3, 1));
            assertEquals(1, heroes.list(1).size());
        }
        assertArrayEquals(garbage, Files.readAllBytes(aside("heroes.db.damaged-")));
    }

    @Test
    void aTableWithoutAColumnIsTreatedAsDamaged() throws Exception {
        foreignDatabase("CREATE TABLE heroes (id INTEGER PRIMARY KEY, name TEXT, level INTEGER, side INTEGER,"
                + " seconds INTEGER, played TEXT)");
        assertMovedAside("not the hero list's table");
    }

    @Test
    void aTableWithOtherTypesIsTreatedAsDamaged() throws Exception {
        // the same columns, not STRICT: SQLite would keep any value in any of them
        foreignDatabase(HeroList.TABLE.replace(" STRICT", ""),
                "INSERT INTO heroes (name, level, side, moves, seconds, played) VALUES ('x', 'one', 0, 1, 1, 'soon')");
        assertMovedAside("not the hero list's table");
    }

    @Test
    void aTriggerOnTheHeroTableIsTreatedAsDamaged() throws Exception {
        foreignDatabase(HeroList.TABLE,
                "CREATE TRIGGER no_heroes BEFORE INSERT ON heroes BEGIN SELECT RAISE(ABORT, 'no'); END");
        assertMovedAside("trigger no_heroes");
    }

    @Test
    void aRowTheListCouldNotShowIsTreatedAsDamaged() throws Exception {
        foreignDatabase(HeroList.TABLE,
                "INSERT INTO heroes (name, level, side, moves, seconds, played) VALUES ('x', 1, 7, 1, 1, '2026-01-01')");
        assertMovedAside("a hero with side 7");
        foreignDatabase(HeroList.TABLE,
                "INSERT INTO heroes (name, level, side, moves, seconds, played) VALUES ('x', 1, 0, 1, 1, '2026-13-01')");
        assertMovedAside("a hero with date '2026-13-01'");
        foreignDatabase(HeroList.TABLE,
                "INSERT INTO heroes (name, level, side, moves, seconds, played) VALUES ('x', 1, 0, 4294967296, 1, '2026-01-01')");
        assertMovedAside("a hero with moves 4294967296");
    }

    @Test
    void aFileLargerThanAnyHeroListIsNotGivenToSqlite() throws Exception {
        Path file = dir.resolve("heroes.db");
        try (var ch = java.nio.channels.FileChannel.open(file, java.nio.file.StandardOpenOption.CREATE_NEW,
                java.nio.file.StandardOpenOption.WRITE)) {
            ch.write(java.nio.ByteBuffer.wrap("SQLite format 3\0".getBytes(StandardCharsets.US_ASCII)));
            ch.write(java.nio.ByteBuffer.wrap(new byte[1]), HeroList.MAX_FILE_BYTES); // sparse
        }
        assertEquals("larger than 64 MiB, more than a hero list can be", HeroList.refusal(file));
    }

    @Test
    void aFileAnotherProgramHoldsLockedIsLeftAloneAndTheListKeptInMemory() throws Exception {
        try (HeroList heroes = new HeroList(dir.resolve("heroes"))) {
            heroes.record("before", 1, Piece.RED, 20, 100, LocalDate.of(2026, 3, 1));
        }
        Path file = dir.resolve("heroes.db");
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process holder = new ProcessBuilder(java, "-cp", System.getProperty("java.class.path"),
                LockHolder.class.getName(), file.toString()).redirectError(ProcessBuilder.Redirect.INHERIT).start();
        try {
            BufferedReader out = new BufferedReader(new InputStreamReader(holder.getInputStream(), StandardCharsets.UTF_8));
            assertEquals("locked", out.readLine());
            try (HeroList heroes = new HeroList(dir.resolve("heroes"))) {
                assertTrue(heroes.problem().contains("in use by another program, kept in memory this time"),
                        heroes.problem());
                heroes.record("in memory", 1, Piece.RED, 10, 10, LocalDate.of(2026, 3, 2));
                assertEquals(List.of("in memory"), heroes.list(1).stream().map(HeroList.Hero::name).toList());
            }
        } finally {
            holder.getOutputStream().close(); // the holder lets go when its stdin closes
            assertTrue(holder.waitFor(30, TimeUnit.SECONDS));
        }
        try (Stream<Path> files = Files.list(dir)) {
            assertEquals(List.of("heroes.db"), files.map(p -> p.getFileName().toString()).toList());
        }
        try (HeroList again = new HeroList(dir.resolve("heroes"))) {
            assertNull(again.problem());
            assertEquals(List.of("before"), again.list(1).stream().map(HeroList.Hero::name).toList());
        }
    }

    @Test
    void withoutSqliteTheListIsEmptyAndSaysWhy() throws Exception {
        // a child JVM whose temporary folder does not exist: sqlite-jdbc cannot extract its native library
        Path nowhere = dir.resolve("no such folder");
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process p = new ProcessBuilder(java, "-Djava.io.tmpdir=" + nowhere, "-cp", System.getProperty("java.class.path"),
                WithoutSqlite.class.getName(), dir.resolve("heroes").toString()).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(60, TimeUnit.SECONDS));
        assertEquals(0, p.exitValue(), out);
        assertTrue(out.contains("SQLite could not be started"), out);
        assertTrue(out.contains("heroes 0"), out);
        assertFalse(Files.exists(dir.resolve("heroes.db")), "nothing written, nothing moved");
    }

    /** Holds an exclusive lock on the database named by its argument until its stdin closes. */
    public static final class LockHolder {
        public static void main(String[] args) throws Exception {
            try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + args[0]);
                 Statement s = c.createStatement()) {
                s.execute("BEGIN EXCLUSIVE");
                System.out.println("locked");
                System.out.flush();
                System.in.readAllBytes();
                s.execute("ROLLBACK");
            }
        }
    }

    /** Opens a hero list, records one hero and prints what it says. */
    public static final class WithoutSqlite {
        public static void main(String[] args) {
            try (HeroList heroes = new HeroList(Path.of(args[0]))) {
                heroes.record("lost", 1, Piece.RED, 20, 100, LocalDate.of(2026, 3, 1));
                System.out.println("problem " + heroes.problem());
                System.out.println("heroes " + heroes.list(1).size());
            }
        }
    }

    private void foreignDatabase(String... sql) throws Exception {
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + dir.resolve("heroes.db"));
             Statement s = c.createStatement()) {
            for (String q : sql) {
                s.execute(q);
            }
        }
    }

    private void assertMovedAside(String reason) throws Exception {
        Path file = dir.resolve("heroes.db");
        byte[] bytes = Files.readAllBytes(file);
        try (HeroList heroes = new HeroList(dir.resolve("heroes"))) {
            assertTrue(heroes.problem().contains("damaged") && heroes.problem().contains(reason), heroes.problem());
            heroes.record("after", 1, Piece.RED, 20, 100, LocalDate.of(2026, 3, 1));
            assertEquals(List.of("after"), heroes.list(1).stream().map(HeroList.Hero::name).toList());
        }
        Path aside = aside("heroes.db.damaged-");
        assertArrayEquals(bytes, Files.readAllBytes(aside), "moved aside as it was");
        Files.delete(aside);
        Files.delete(file);
    }

    private Path aside(String prefix) throws Exception {
        try (Stream<Path> files = Files.list(dir)) {
            return files.filter(p -> p.getFileName().toString().startsWith(prefix)).findFirst().orElseThrow();
        }
    }
}
