package org.xqlab.book;

import org.xqlab.game.GameRecord;
import org.xqlab.game.GameRecordText;
import org.xqlab.rules.Fen;
import org.xqlab.rules.Notation;
import org.xqlab.rules.Position;

import java.util.ArrayList;
import java.util.List;

/**
 * Reads a PGN file that holds many games. A new game starts at a tag line ({@code [Event ...]}) that
 * follows move text. Each game is read by {@link GameRecordText} (ICCS moves with variations and
 * comments); a game whose moves are written in WXF or Chinese notation is read again move by move with
 * {@link Notation#parseAny} (main line only). A game that cannot be read fails with the file, the game's
 * number and the reason.
 */
public final class PgnGames {
    private PgnGames() {
    }

    /** The games' texts, one per game. */
    public static List<String> split(String text) {
        List<String> games = new ArrayList<>();
        StringBuilder current = new StringBuilder();
        boolean sawMoves = false;
        for (String line : text.split("\\R", -1)) {
            String t = line.strip();
            if (t.startsWith("[") && sawMoves) {
                games.add(current.toString());
                current.setLength(0);
                sawMoves = false;
            }
            if (!t.isEmpty() && !t.startsWith("[")) {
                sawMoves = true;
            }
            current.append(line).append('\n');
        }
        if (!current.toString().isBlank()) {
            games.add(current.toString());
        }
        return games;
    }

    /** Every game of the text; {@code source} names it in error messages. */
    public static List<GameRecord> read(String text, String source) {
        List<GameRecord> records = new ArrayList<>();
        List<String> games = split(text);
        for (int i = 0; i < games.size(); i++) {
            try {
                records.add(readOne(games.get(i)));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(source + " game " + (i + 1) + ": " + e.getMessage());
            }
        }
        return records;
    }

    static GameRecord readOne(String game) {
        try {
            return GameRecordText.read(game);
        } catch (IllegalArgumentException iccsFailure) {
            try {
                return readAnyNotation(game);
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(e.getMessage() + " (as ICCS: " + iccsFailure.getMessage() + ")");
            }
        }
    }

    /** Main line in any notation: tags, then moves; comments, variations, numbers and results skipped. */
    private static GameRecord readAnyNotation(String game) {
        String fen = Fen.START;
        StringBuilder moves = new StringBuilder();
        for (String line : game.split("\\R")) {
            String t = line.strip();
            if (t.startsWith("[")) {
                if (t.startsWith("[FEN ")) {
                    fen = t.substring(t.indexOf('"') + 1, t.lastIndexOf('"'));
                }
            } else {
                moves.append(t).append(' ');
            }
        }
        String body = removeNested(moves.toString());
        GameRecord record = new GameRecord(fen);
        int n = 0;
        for (String token : body.split("\\s+")) {
            String w = token.replaceFirst("^\\d+\\.+", "");
            if (w.isEmpty() || w.startsWith("$") || w.matches("\\*|1-0|0-1|1/2-1/2")) {
                continue;
            }
            n++;
            Position p = record.position();
            int move;
            try {
                move = Notation.parseAny(p, w);
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("move " + n + " '" + w + "': " + e.getMessage());
            }
            record.addMove(move);
        }
        record.first();
        return record;
    }

    private static String removeNested(String s) {
        StringBuilder out = new StringBuilder();
        int depth = 0;
        boolean comment = false;
        for (char c : s.toCharArray()) {
            if (comment) {
                comment = c != '}';
            } else if (c == '{') {
                comment = true;
            } else if (c == '(') {
                depth++;
            } else if (c == ')') {
                depth = Math.max(0, depth - 1);
            } else if (depth == 0) {
                out.append(c);
            }
        }
        return out.toString();
    }
}
