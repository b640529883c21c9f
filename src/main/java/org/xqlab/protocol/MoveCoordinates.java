package org.xqlab.protocol;

import org.xqlab.rules.Move;
import org.xqlab.rules.Square;

/**
 * How an engine writes a move's points. {@link #ICCS}: files a–i, ranks 0–9 from red's side
 * ({@code h2e2}; UCCI engines, Pikafish, this program). {@link #RANKS_FROM_ONE}: ranks 1–10, as
 * Fairy-Stockfish writes Xiangqi moves in UCI ({@code c1e3} is ICCS {@code c0e2}, {@code a10a9} is
 * {@code a9a8}).
 */
public enum MoveCoordinates {
    ICCS(0),
    RANKS_FROM_ONE(1);

    private final int offset;

    MoveCoordinates(int offset) {
        this.offset = offset;
    }

    /** The move in these coordinates. */
    public String format(int move) {
        return point(Move.from(move)) + point(Move.to(move));
    }

    private String point(int sq) {
        return "" + (char) ('a' + Square.iccsFile(sq)) + (Square.iccsRank(sq) + offset);
    }

    /** The move written in these coordinates, or {@link Move#NONE} when the text is not a move. */
    public int parse(String text) {
        if (text == null || !text.matches("[a-i]\\d{1,2}[a-i]\\d{1,2}")) {
            return Move.NONE;
        }
        int second = 1;
        while (Character.isDigit(text.charAt(second))) {
            second++;
        }
        int from = square(text.charAt(0), text.substring(1, second));
        int to = square(text.charAt(second), text.substring(second + 1));
        return from < 0 || to < 0 || from == to ? Move.NONE : Move.of(from, to);
    }

    private int square(char file, String rank) {
        int r = Integer.parseInt(rank) - offset;
        return r < 0 || r > 9 ? -1 : Square.fromIccs(file - 'a', r);
    }
}
