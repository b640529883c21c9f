package org.xqlab.game;

import org.sqlite.SQLiteConfig;
import org.sqlite.SQLiteException;
import org.xqlab.rules.Piece;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.DateTimeException;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The hero list (英雄榜): games won against the engine, per level, best first (fewest moves, then least
 * time, then earliest date), kept in an SQLite database file that survives restarts.
 *
 * <p>The default file is {@code ~/.xiangqi-lab/heroes.db}; tests pass their own base path (the file is
 * {@code base + ".db"}). Opening never throws. A damaged or unreadable file is moved aside (renamed with a
 * time stamp, {@link #problem()} says where to) and a fresh list is started: that is a file SQLite refuses,
 * one whose {@code PRAGMA quick_check} fails, one whose {@code heroes} table is not exactly the one this
 * class makes ({@link #TABLE}, a STRICT table, nothing else attached to it) or one holding a row this class
 * cannot read. A non-empty file without SQLite's 16-byte header, or one larger than {@link #MAX_FILE_BYTES},
 * is moved aside without being given to SQLite, and the fresh file is created when the list is first used.
 * A file another program holds locked, or one SQLite may only read, is left alone and the list lives in
 * memory for this run. The file is data, never code: extensions cannot be loaded and {@code trusted_schema}
 * is off, and every SQL text here is a constant (values go through bound parameters). If SQLite itself
 * cannot start (its native library could not be loaded), {@link #problem()} says so, the list is empty and
 * {@link #record} keeps nothing. Not thread-safe; use it from one thread.
 */
public final class HeroList implements AutoCloseable {
    /** One entry: who won, at which level, with which side, in how many moves and seconds, when. */
    public record Hero(String name, int level, int side, int moves, int seconds, LocalDate date) {
    }

    /** The one table of a hero-list file, exactly as this class creates it (and SQLite keeps its text). */
    static final String TABLE = "CREATE TABLE heroes (id INTEGER PRIMARY KEY, name TEXT NOT NULL,"
            + " level INTEGER NOT NULL, side INTEGER NOT NULL, moves INTEGER NOT NULL,"
            + " seconds INTEGER NOT NULL, played TEXT NOT NULL) STRICT";
    /** Far more than any hero list (a won game is a row of about 50 bytes): a larger file is not read. */
    static final long MAX_FILE_BYTES = 64L << 20;
    /** Names are kept to this many characters. */
    static final int MAX_NAME = 200;
    /** How long to wait for another program's short write before calling the file in use. */
    private static final int BUSY_MILLIS = 1000;
    private static final byte[] SQLITE_HEADER = "SQLite format 3\0".getBytes(StandardCharsets.US_ASCII);
    /** SQLite's own files beside the database: rollback journal, write-ahead log, its index. */
    private static final List<String> COMPANIONS = List.of("", "-journal", "-wal", "-shm");
    private static final String COLUMNS = "name, level, side, moves, seconds, played";

    /** A file SQLite opened but that is not a hero list this class can read. */
    private static final class NotAHeroList extends SQLException {
        NotAHeroList(String reason) {
            super(reason);
        }
    }

    private final Path file;
    private Connection connection;
    private boolean unavailable;
    private String problem;

    /** The hero list at the default place, {@code ~/.xiangqi-lab/heroes.db}. */
    public static HeroList openDefault() {
        return new HeroList(Path.of(System.getProperty("user.home"), ".xiangqi-lab", "heroes"));
    }

    /** The hero list in the SQLite file {@code base + ".db"}. */
    public HeroList(Path base) {
        this.file = Path.of(base.toAbsolutePath() + ".db");
        String refused = refusal(file);
        if (refused != null) {
            // never handed to SQLite: moved aside at once, and the fresh list is created when first used
            moveAside(refused);
            return;
        }
        try {
            Files.createDirectories(file.getParent());
            connection = open("jdbc:sqlite:" + file);
        } catch (IOException e) {
            problem = "the hero list's folder could not be made (" + e + "); kept in memory this time";
            connection = openInMemory();
        } catch (SQLException | LinkageError e) {
            if (busy(e)) {
                problem = "hero list in use by another program, kept in memory this time: " + firstLine(e);
                connection = openInMemory();
            } else if (readOnly(e)) {
                problem = "hero list file cannot be written, kept in memory this time: " + firstLine(e);
                connection = openInMemory();
            } else if (!damaged(e)) {
                sqliteUnavailable(e);
            } else if (moveAside(firstLine(e))) {
                connection();
            }
        }
    }

    /**
     * Why the file is not given to SQLite, or null if it may be a database (or is absent or empty, which
     * SQLite starts afresh). An SQLite database begins with the 16 bytes {@code "SQLite format 3\0"}.
     */
    static String refusal(Path file) {
        try (FileChannel ch = FileChannel.open(file, StandardOpenOption.READ)) {
            long size = ch.size();
            if (size > MAX_FILE_BYTES) {
                return "larger than " + (MAX_FILE_BYTES >> 20) + " MiB, more than a hero list can be";
            }
            if (size == 0 || startsWithHeader(ch)) {
                return null;
            }
            return "not an SQLite database: no 'SQLite format 3' header in its " + size + " bytes";
        } catch (NoSuchFileException e) {
            return null;
        } catch (IOException e) {
            return null; // cannot be read here: SQLite says what is wrong with it
        }
    }

    private static boolean startsWithHeader(FileChannel ch) throws IOException {
        ByteBuffer b = ByteBuffer.allocate(SQLITE_HEADER.length);
        while (b.hasRemaining() && ch.read(b, b.position()) > 0) {
            // read until the header is in or the file ends
        }
        return !b.hasRemaining() && Arrays.equals(b.array(), SQLITE_HEADER);
    }

    private static boolean busy(Throwable e) {
        if (e instanceof SQLiteException s) {
            int primary = s.getResultCode().code & 0xff;
            return primary == 5 || primary == 6; // SQLITE_BUSY, SQLITE_LOCKED
        }
        return false;
    }

    private static boolean readOnly(Throwable e) {
        return e instanceof SQLiteException s && (s.getResultCode().code & 0xff) == 8; // SQLITE_READONLY
    }

    /** True if the file is at fault; false if SQLite itself did not start (its native library, say). */
    private static boolean damaged(Throwable e) {
        return e instanceof SQLiteException || e instanceof NotAHeroList;
    }

    /** The first line of an error, at most 300 characters (SQLite's errors may quote the file's own text). */
    private static String firstLine(Throwable e) {
        String m = e.getMessage() == null ? e.toString() : e.getMessage();
        String line = m.lines().findFirst().orElse("");
        return line.length() <= 300 ? line : line.substring(0, 300) + "…";
    }

    private void sqliteUnavailable(Throwable e) {
        problem = (problem == null ? "" : problem + "; ") + "SQLite could not be started (" + firstLine(e)
                + "); the hero list cannot be kept this time";
        unavailable = true;
    }

    /** Moves the file and SQLite's companions aside; false (the list then lives in memory) if it could not. */
    private boolean moveAside(String reason) {
        String stamp = LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss-SSS"));
        List<Path> moved = new ArrayList<>();
        try {
            for (String suffix : COMPANIONS) {
                Path f = file.resolveSibling(file.getFileName() + suffix);
                if (Files.exists(f, LinkOption.NOFOLLOW_LINKS)) {
                    Path target = f.resolveSibling(f.getFileName() + ".damaged-" + stamp);
                    Files.move(f, target);
                    moved.add(target);
                }
            }
            problem = "hero list file was damaged (" + reason + "); moved aside to " + moved + " and started a new list";
            return true;
        } catch (IOException e) {
            problem = "hero list file unreadable and could not be replaced (" + e.getMessage()
                    + "); kept in memory this time";
            connection = openInMemory();
            return false;
        }
    }

    /** The database, created afresh on first use after a damaged file was moved aside; null if unavailable. */
    private Connection connection() {
        if (connection == null && !unavailable) {
            try {
                Files.createDirectories(file.getParent());
                connection = open("jdbc:sqlite:" + file);
            } catch (IOException | SQLException | LinkageError e) {
                if (e instanceof IOException || damaged(e)) {
                    problem = (problem == null ? "" : problem + "; ") + "a new hero list file could not be created ("
                            + firstLine(e) + "); kept in memory this time";
                    connection = openInMemory();
                } else {
                    sqliteUnavailable(e);
                }
            }
        }
        return connection;
    }

    /**
     * Opens the database and makes sure it is a hero list this class can write and read to the end: it is
     * not read-only, SQLite's quick check passes, the {@code heroes} table is {@link #TABLE} (created if the
     * file has none) with nothing attached to it (no trigger or index a file from someone else could bring),
     * and every row reads.
     */
    private static Connection open(String url) throws SQLException {
        SQLiteConfig config = new SQLiteConfig();
        config.enableLoadExtension(false);
        config.setBusyTimeout(BUSY_MILLIS);
        Connection c = config.createConnection(url);
        try (Statement s = c.createStatement()) {
            // the file is data: functions in its schema may not do anything a plain query could not
            s.execute("PRAGMA trusted_schema = OFF");
            s.execute("PRAGMA cell_size_check = ON");
            // a file SQLite may only read (write-protected, or a newer file format's write version) is
            // found now, not when a hero is to be recorded
            s.execute("BEGIN IMMEDIATE");
            s.execute("ROLLBACK");
            try (ResultSet r = s.executeQuery("PRAGMA quick_check(1)")) {
                String check = r.next() ? r.getString(1) : "no answer";
                if (!"ok".equals(check)) {
                    throw new NotAHeroList("quick_check: " + check);
                }
            }
            List<String> objects = new ArrayList<>();
            String table = null;
            try (ResultSet r = s.executeQuery(
                    "SELECT type, name, sql FROM sqlite_schema WHERE tbl_name = 'heroes' COLLATE NOCASE")) {
                while (r.next()) {
                    objects.add(r.getString(1) + " " + r.getString(2));
                    if ("table".equals(r.getString(1))) {
                        table = r.getString(3);
                    }
                }
            }
            if (objects.isEmpty()) {
                s.execute(TABLE);
            } else if (objects.size() > 1 || !TABLE.equals(table)) {
                throw new NotAHeroList("not the hero list's table: " + objects + (table == null ? "" : " " + table));
            }
            try (ResultSet r = s.executeQuery("SELECT " + COLUMNS + " FROM heroes")) {
                while (r.next()) {
                    hero(r);
                }
            }
        } catch (SQLException | RuntimeException e) {
            c.close();
            throw e;
        }
        return c;
    }

    /** A hero from a row of {@link #COLUMNS}; a value this class would never have written is damage. */
    private static Hero hero(ResultSet r) throws SQLException {
        String name = r.getString(1);
        if (name == null) {
            throw new NotAHeroList("a hero without a name");
        }
        int side = integer(r, 3);
        if (side != Piece.RED && side != Piece.BLACK) {
            throw new NotAHeroList("a hero with side " + side);
        }
        String date = r.getString(6);
        LocalDate played;
        try {
            played = LocalDate.parse(date == null ? "" : date);
        } catch (DateTimeException e) {
            throw new NotAHeroList("a hero with date '" + date + "'");
        }
        return new Hero(name, integer(r, 2), side, integer(r, 4), integer(r, 5), played);
    }

    private static int integer(ResultSet r, int column) throws SQLException {
        long v = r.getLong(column);
        if (r.wasNull() || v != (int) v) {
            throw new NotAHeroList("a hero with " + r.getMetaData().getColumnName(column) + " " + v);
        }
        return (int) v;
    }

    private Connection openInMemory() {
        try {
            return open("jdbc:sqlite::memory:");
        } catch (SQLException | LinkageError e) {
            sqliteUnavailable(e);
            return null;
        }
    }

    /** What went wrong while opening (and what was done about it), or null if nothing did. */
    public String problem() {
        return problem;
    }

    /**
     * Adds a won game ({@code side} is {@link Piece#RED} or {@link Piece#BLACK}; a name is kept to its
     * first {@link #MAX_NAME} characters). Keeps nothing if SQLite could not be started.
     */
    public void record(String name, int level, int side, int moves, int seconds, LocalDate date) {
        if (side != Piece.RED && side != Piece.BLACK) {
            throw new IllegalArgumentException("side " + side + " is neither red nor black");
        }
        Connection c = connection();
        if (c == null) {
            return;
        }
        String kept = name.length() <= MAX_NAME ? name
                : name.substring(0, Character.isHighSurrogate(name.charAt(MAX_NAME - 1)) ? MAX_NAME - 1 : MAX_NAME);
        try (PreparedStatement s = c.prepareStatement(
                "INSERT INTO heroes (" + COLUMNS + ") VALUES (?, ?, ?, ?, ?, ?)")) {
            s.setString(1, kept);
            s.setInt(2, level);
            s.setInt(3, side);
            s.setInt(4, moves);
            s.setInt(5, seconds);
            s.setString(6, date.toString());
            s.executeUpdate();
        } catch (SQLException e) {
            throw new IllegalStateException("could not record hero " + name, e);
        }
    }

    /** The heroes of a level, best first. */
    public List<Hero> list(int level) {
        List<Hero> heroes = new ArrayList<>();
        Connection c = connection();
        if (c == null) {
            return heroes;
        }
        try (PreparedStatement s = c.prepareStatement("SELECT " + COLUMNS
                + " FROM heroes WHERE level = ? ORDER BY moves, seconds, played, id")) {
            s.setInt(1, level);
            try (ResultSet r = s.executeQuery()) {
                while (r.next()) {
                    heroes.add(hero(r));
                }
            }
        } catch (SQLException e) {
            throw new IllegalStateException("could not read the hero list", e);
        }
        return heroes;
    }

    /** The levels that have at least one hero, ascending. */
    public List<Integer> levels() {
        List<Integer> levels = new ArrayList<>();
        Connection c = connection();
        if (c == null) {
            return levels;
        }
        try (Statement s = c.createStatement();
             ResultSet r = s.executeQuery("SELECT DISTINCT level FROM heroes ORDER BY level")) {
            while (r.next()) {
                levels.add(r.getInt(1));
            }
        } catch (SQLException e) {
            throw new IllegalStateException("could not read the hero list", e);
        }
        return levels;
    }

    @Override
    public void close() {
        if (connection == null) {
            return;
        }
        try {
            connection.close();
        } catch (SQLException e) {
            // closing a broken connection: nothing left to save
        }
    }
}
