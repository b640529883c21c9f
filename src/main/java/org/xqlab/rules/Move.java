package org.xqlab.rules;

/**
 * Moves as plain {@code int}s: bits 0–7 hold the from-point, bits 8–15 the to-point (points of the
 * 16×16 board, see {@link Square}). {@code 0} is "no move" (and the null move in search); no real move
 * is 0 because no playing point is 0. The encoding carries no piece or capture: the position knows them.
 */
public final class Move {
    public static final int NONE = 0;

    private Move() {
    }

    public static int of(int from, int to) {
        return from | (to << 8);
    }

    public static int from(int move) {
        return move & 0xFF;
    }

    public static int to(int move) {
        return (move >>> 8) & 0xFF;
    }

    /** ICCS text such as {@code h2e2}; {@code 0000} for no move. */
    public static String iccs(int move) {
        if (move == NONE) {
            return "0000";
        }
        return Square.name(from(move)) + Square.name(to(move));
    }

    /** The move named by ICCS text (syntax only, no legality), or {@link #NONE} when malformed. */
    public static int parseIccs(String text) {
        if (text == null) {
            return NONE;
        }
        String t = text.trim();
        if (t.length() == 5 && t.charAt(2) == '-') {
            t = t.substring(0, 2) + t.substring(3);
        }
        if (t.length() != 4) {
            return NONE;
        }
        int from = Square.parse(t.substring(0, 2));
        int to = Square.parse(t.substring(2, 4));
        return from < 0 || to < 0 || from == to ? NONE : of(from, to);
    }
}
