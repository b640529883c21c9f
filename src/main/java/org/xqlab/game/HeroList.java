package org.xqlab.game;

import java.io.IOException;
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
import java.util.List;

/**
 * The hero list (英雄榜): games won against the engine, per level, best first (fewest moves, then least
 * time, then earliest date), kept in an embedded H2 database file that survives restarts.
 *
 * <p>The default file is {@code ~/.xiangqi-lab/heroes} (H2 adds {@code .mv.db}); tests pass their own
 * path. Opening never throws: a damaged or unreadable file is moved aside (renamed with a time stamp,
 * {@link #problem()} says where to) and a fresh list is started; a file another program holds open is
 * left alone and the list lives in memory for this run. Not thread-safe; use it from one thread.
 */
public final class HeroList implements AutoCloseable {
    /** One entry: who won, at which level, with which side, in how many moves and seconds, when. */
    public record Hero(String name, int level, int side, int moves, int seconds, LocalDate date) {
    }

    private static final int DATABASE_ALREADY_OPEN = 90020;

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
        try {
            connection = open("jdbc:h2:file:" + this.base);
        } catch (SQLException e) {
            if (e.getErrorCode() == DATABASE_ALREADY_OPEN) {
                problem = "hero list in use by another program, kept in memory this time: " + e.getMessage();
                connection = openInMemory();
            } else {
                recoverFrom(e);
            }
        }
    }

    private void recoverFrom(SQLException cause) {
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
            connection = open("jdbc:h2:file:" + base);
            problem = "hero list file was damaged (" + cause.getMessage().lines().findFirst().orElse("")
                    + "); moved aside to " + moved + " and started a new list";
        } catch (IOException | SQLException e) {
            problem = "hero list file unreadable and could not be replaced (" + e.getMessage()
                    + "); kept in memory this time";
            connection = openInMemory();
        }
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
        try (PreparedStatement s = connection.prepareStatement(
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
        try (PreparedStatement s = connection.prepareStatement("SELECT name, level, side, moves, seconds, played"
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
        try (Statement s = connection.createStatement();
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
        try {
            connection.close();
        } catch (SQLException e) {
            // closing a broken connection: nothing left to save
        }
    }
}
