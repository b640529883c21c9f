package org.xqlab.book;

import org.xqlab.game.GameRecord;
import org.xqlab.game.RecordCollection;
import org.xqlab.game.RecordReader;
import org.xqlab.rules.Position;

import java.io.IOException;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Makes a book from games: the first {@code maxPlies} moves of each game's main line, each adding weight
 * 1 to its move in its position (positions from a FEN start count too: the key is the position's).
 * Moves played fewer than {@code minGames} times in a position are left out, so one-off experiments
 * do not enter the book. A game read only in part (a bad move inside a variation) is skipped and listed
 * ({@link #skipped}). Named lines ({@link OpeningLines}) can be added on top, with their names.
 */
public final class BookBuilder {
    private final int maxPlies;
    private final int minGames;
    private final Map<Long, Map<Integer, Integer>> counts = new HashMap<>();
    private final OpeningBook.Builder named = new OpeningBook.Builder();
    private int games;
    private final List<String> skipped = new java.util.ArrayList<>();

    public BookBuilder(int maxPlies, int minGames) {
        if (maxPlies < 1 || minGames < 1) {
            throw new IllegalArgumentException("--plies and --min-games must be at least 1");
        }
        this.maxPlies = maxPlies;
        this.minGames = minGames;
    }

    /** Adds a game's main line. */
    public BookBuilder addGame(GameRecord game) {
        Position p = game.positionAt(game.root());
        int ply = 0;
        for (GameRecord.Node node : game.mainLine()) {
            if (ply++ >= maxPlies) {
                break;
            }
            counts.computeIfAbsent(p.key(), k -> new HashMap<>()).merge(node.move(), 1, Integer::sum);
            p.play(node.move());
        }
        games++;
        return this;
    }

    /**
     * Adds every game of a record file in any format {@link RecordReader} reads (PGN with many games,
     * XQF, DhtmlXQ, CBF, PlayOK, dpxq text); a file that is no record fails with its name, the game and
     * the line or byte offset.
     */
    public BookBuilder addRecords(Path file) throws IOException {
        RecordCollection games = RecordCollection.open(file); // one game in memory at a time
        for (int i = 0; i < games.size(); i++) {
            GameRecord g = games.game(i);
            if (!g.readWarnings().isEmpty()) {
                skipped.add(file + ": game " + (i + 1) + ": " + g.readWarnings().get(0));
                continue;
            }
            addGame(g);
        }
        return this;
    }

    /**
     * The games {@link #addRecords} left out, one line each ({@code FILE: game N: line L: …}): games that
     * open only in part (a bad move inside a variation), so they do not enter a book as if whole.
     */
    public List<String> skipped() {
        return java.util.Collections.unmodifiableList(skipped);
    }

    /** Adds named opening lines (their moves always enter the book, whatever {@code minGames}). */
    public BookBuilder addLines(String text, String source) {
        OpeningBook lines = OpeningLines.read(text, source);
        lines.entries().forEach((key, moves) -> moves.forEach(m -> named.add(key, m.move(), m.weight())));
        lines.names().forEach(named::name);
        return this;
    }

    /** How many games were added. */
    public int games() {
        return games;
    }

    public OpeningBook build() {
        OpeningBook fromLines = named.build();
        OpeningBook.Builder b = new OpeningBook.Builder();
        fromLines.entries().forEach((key, moves) -> moves.forEach(m -> b.add(key, m.move(), m.weight())));
        fromLines.names().forEach(b::name);
        counts.forEach((key, byMove) -> byMove.forEach((move, n) -> {
            if (n >= minGames) {
                b.add(key, move, n);
            }
        }));
        return b.build();
    }

    /** Convenience for tests and the command: the book of these games. */
    public static OpeningBook of(List<GameRecord> games, int maxPlies, int minGames) {
        BookBuilder b = new BookBuilder(maxPlies, minGames);
        games.forEach(b::addGame);
        return b.build();
    }
}
