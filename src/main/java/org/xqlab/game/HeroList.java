package org.xqlab.game;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.NoSuchFileException;
import java.nio.file.StandardOpenOption;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.Date;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The hero list (英雄榜): games won against the engine, per level, best first (fewest moves, then least
 * time, then earliest date), kept in an embedded H2 database file that survives restarts.
 *
 * <p>The default file is {@code ~/.xiangqi-lab/heroes} (H2 adds {@code .mv.db}); tests pass their own
 * path. Opening never throws: a damaged or unreadable file is moved aside (renamed with a time stamp,
 * {@link #problem()} says where to) and a fresh list is started (a file without H2's header is moved aside
 * without being given to H2, and the fresh file is created when the list is first used); a file another program holds open is
 * left alone and the list lives in memory for this run. Not thread-safe; use it from one thread.
 */
public final class HeroList implements AutoCloseable {
    /** One entry: who won, at which level, with which side, in how many moves and seconds, when. */
    public record Hero(String name, int level, int side, int moves, int seconds, LocalDate date) {
    }

    private static final int DATABASE_ALREADY_OPEN = 90020;
    private static final byte[] H2_HEADER = "H:2,".getBytes(StandardCharsets.US_ASCII);
    private static final long H2_BLOCK = 4096;

    private final Path base;
    private Connection connection;
    private String problem;

    /** The hero list at the default place, {@code ~/.xiangqi-lab/heroes}. */
    public static HeroList openDefault() {
        return new HeroList(Path.of(System.getProperty("user.home"), ".xiangqi-lab", "heroes"));
    }

    /** The hero list in the H2 file {@code base + ".mv.db"}. */
    public HeroList(Path base) {
        this.base = base.toAbsolutePath();
        String notH2 = notAnH2File(Path.of(this.base + ".mv.db"));
        if (notH2 != null) {
            // never handed to H2: moved aside at once, and the fresh list is created when first used
            moveAside(notH2);
            return;
        }
        try {
            connection = open("jdbc:h2:file:" + this.base);
        } catch (SQLException e) {
            if (e.getErrorCode() == DATABASE_ALREADY_OPEN) {
                problem = "hero list in use by another program, kept in memory this time: " + e.getMessage();
                connection = openInMemory();
            } else if (moveAside(e.getMessage().lines().findFirst().orElse(""))) {
                connection();
            }
        }
    }

    /**
     * Why the file cannot be an H2 database, or null if it may be one (or is absent or empty, which H2 starts
     * afresh). An H2 file store begins with a header block {@code H:2,…}, kept twice (at byte 0 and at
     * byte 4096) so that H2 can recover from one damaged copy; a file with neither is not given to H2.
     */
    static String notAnH2File(Path file) {
        try (FileChannel ch = FileChannel.open(file, StandardOpenOption.READ)) {
            long size = ch.size();
            if (size == 0 || startsWith(ch, 0, H2_HEADER) || startsWith(ch, H2_BLOCK, H2_HEADER)) {
                return null;
            }
            return "not an H2 database: no 'H:2,' header at byte 0 or " + H2_BLOCK + " of its " + size + " bytes";
        } catch (NoSuchFileException e) {
            return null;
        } catch (IOException e) {
            return null; // cannot be read here: H2 says what is wrong with it
        }
    }

    private static boolean startsWith(FileChannel ch, long at, byte[] prefix) throws IOException {
        ByteBuffer b = ByteBuffer.allocate(prefix.length);
        while (b.hasRemaining() && ch.read(b, at + b.position()) > 0) {
            // read until the prefix is in or the file ends
        }
        return !b.hasRemaining() && Arrays.equals(b.array(), prefix);
    }

    /** Moves the damaged files aside; false (the list then lives in memory) if they could not be moved. */
    private boolean moveAside(String reason) {
        String stamp = LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss-SSS"));
        List<Path> moved = new ArrayList<>();
        try (DirectoryStream<Path> files = Files.newDirectoryStream(base.getParent(), base.getFileName() + ".*")) {
            for (Path f : files) {
                if (f.getFileName().toString().contains(".damaged-")) {
                    continue;
                }
                Path target = f.resolveSibling(f.getFileName() + ".damaged-" + stamp);
                Files.move(f, target);
                moved.add(target);
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

    /** The database, created afresh on first use after a damaged file was moved aside. */
    private Connection connection() {
        if (connection == null) {
            try {
                connection = open("jdbc:h2:file:" + base);
            } catch (SQLException e) {
                problem = (problem == null ? "" : problem + "; ") + "a new hero list file could not be created ("
                        + e.getMessage().lines().findFirst().orElse("") + "); kept in memory this time";
                connection = openInMemory();
            }
        }
        return connection;
    }

    private static Connection open(String url) throws SQLException {
        Connection c = DriverManager.getConnection(url, "sa", "");
        try (Statement s = c.createStatement()) {
            s.execute("CREATE TABLE IF NOT EXISTS heroes (id BIGINT AUTO_INCREMENT PRIMARY KEY,"
                    + " name VARCHAR(200) NOT NULL, level INT NOT NULL, side INT NOT NULL, moves INT NOT NULL,"
                    + " seconds INT NOT NULL, played DATE NOT NULL)");
            // every column the list reads must be there: a file with another table of that name is treated
            // as damaged (moved aside), not found out later when the list is shown
            s.executeQuery("SELECT id, name, level, side, moves, seconds, played FROM heroes WHERE 1 = 0").close();
        } catch (SQLException e) {
            c.close();
            throw e;
        }
        return c;
    }

    private static Connection openInMemory() {
        try {
            return open("jdbc:h2:mem:");
        } catch (SQLException e) {
            throw new IllegalStateException("H2 in-memory database unavailable", e);
        }
    }

    /** What went wrong while opening (and what was done about it), or null if nothing did. */
    public String problem() {
        return problem;
    }

    /** Adds a won game. */
    public void record(String name, int level, int side, int moves, int seconds, LocalDate date) {
        try (PreparedStatement s = connection().prepareStatement(
                "INSERT INTO heroes (name, level, side, moves, seconds, played) VALUES (?, ?, ?, ?, ?, ?)")) {
            s.setString(1, name);
            s.setInt(2, level);
            s.setInt(3, side);
            s.setInt(4, moves);
            s.setInt(5, seconds);
            s.setDate(6, Date.valueOf(date));
            s.executeUpdate();
        } catch (SQLException e) {
            throw new IllegalStateException("could not record hero " + name, e);
        }
    }

    /** The heroes of a level, best first. */
    public List<Hero> list(int level) {
        List<Hero> heroes = new ArrayList<>();
        try (PreparedStatement s = connection().prepareStatement("SELECT name, level, side, moves, seconds, played"
                + " FROM heroes WHERE level = ? ORDER BY moves, seconds, played, id")) {
            s.setInt(1, level);
            try (ResultSet r = s.executeQuery()) {
                while (r.next()) {
                    heroes.add(new Hero(r.getString(1), r.getInt(2), r.getInt(3), r.getInt(4), r.getInt(5),
                            r.getDate(6).toLocalDate()));
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
        try (Statement s = connection().createStatement();
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
