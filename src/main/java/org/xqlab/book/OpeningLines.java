package org.xqlab.book;

import org.xqlab.rules.Fen;
import org.xqlab.rules.Notation;
import org.xqlab.rules.Position;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Named opening lines as text, one a line: {@code 中文名 | English name | moves}, the moves in any
 * notation the rules read (ICCS {@code h2e2}, WXF {@code C2=5}, Chinese {@code 炮二平五}), from the start
 * position; {@code #} starts a comment. Every move of every line adds weight 1 to that move in that
 * position, so moves shared by many lines weigh more. The position at the end of a line gets the line's
 * name; positions further along longer lines keep the name of the longest named line they pass through,
 * so 中炮对屏风马 names the positions of its sub-variations until one of them is named itself.
 * A bad line fails with its line number and the move that could not be read.
 */
public final class OpeningLines {
    /** One line: names and its moves (engine move codes). */
    public record Line(OpeningName name, List<Integer> moves) {
    }

    private OpeningLines() {
    }

    /** Reads the lines; {@code source} names the text in error messages. */
    public static List<Line> parse(String text, String source) {
        List<Line> lines = new ArrayList<>();
        String[] rows = text.split("\\R");
        for (int i = 0; i < rows.length; i++) {
            String row = rows[i].strip();
            if (row.isEmpty() || row.startsWith("#")) {
                continue;
            }
            String[] parts = row.split("\\|");
            String where = source + " line " + (i + 1);
            if (parts.length != 3) {
                throw new IllegalArgumentException(where + ": expected 'Chinese name | English name | moves'");
            }
            OpeningName name;
            try {
                name = new OpeningName(parts[0].strip(), parts[1].strip());
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(where + ": " + e.getMessage());
            }
            Position p = Position.startPosition();
            List<Integer> moves = new ArrayList<>();
            for (String token : parts[2].strip().split("\\s+")) {
                if (token.isEmpty() || token.matches("\\d+\\.+")) {
                    continue;
                }
                int move;
                try {
                    move = Notation.parseAny(p, token);
                } catch (IllegalArgumentException e) {
                    throw new IllegalArgumentException(where + ": move " + (moves.size() + 1) + " '" + token + "' in "
                            + Fen.format(p) + ": " + e.getMessage());
                }
                p.play(move);
                moves.add(move);
            }
            if (moves.isEmpty()) {
                throw new IllegalArgumentException(where + ": the line has no moves");
            }
            lines.add(new Line(name, List.copyOf(moves)));
        }
        return lines;
    }

    /** A book of the lines (see the class comment for weights and names). */
    public static OpeningBook read(String text, String source) {
        List<Line> lines = parse(text, source);
        OpeningBook.Builder b = new OpeningBook.Builder();
        Map<Long, OpeningName> ends = new HashMap<>();
        for (Line line : lines) {
            Position p = Position.startPosition();
            for (int move : line.moves()) {
                b.add(p.key(), move, 1);
                p.play(move);
            }
            ends.put(p.key(), line.name());
        }
        ends.forEach(b::name);
        for (Line line : lines) {
            Position p = Position.startPosition();
            OpeningName current = null;
            for (int move : line.moves()) {
                p.play(move);
                current = ends.getOrDefault(p.key(), current);
                if (current != null && !b.named(p.key())) {
                    b.name(p.key(), current);
                }
            }
        }
        return b.build();
    }
}
