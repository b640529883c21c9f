package org.xqlab.rules;

/**
 * Each side's own view of the board, as relative notation (WXF and Chinese) counts it. Files are
 * numbered 1–9 from the side's <em>own right</em>: red file 1 is ICCS file {@code i}, black file 1 is
 * ICCS file {@code a}. "Advance" counts ranks from the side's own back rank (0) towards the opponent (9),
 * so a larger advance is further forward; among pieces on one file the <em>front</em> one has the
 * largest advance.
 */
final class FileNumbering {
    private FileNumbering() {
    }

    /** The side's own file number 1–9 of a point. */
    static int fileOf(int color, int sq) {
        int f = Square.iccsFile(sq);
        return color == Piece.RED ? 9 - f : f + 1;
    }

    /** Ranks from the side's own back rank, 0–9. */
    static int advanceOf(int color, int sq) {
        int r = Square.iccsRank(sq);
        return color == Piece.RED ? r : 9 - r;
    }

    /** The point on the side's own file 1–9 at the given advance 0–9, or -1 when off the board. */
    static int point(int color, int file, int advance) {
        if (file < 1 || file > 9 || advance < 0 || advance > 9) {
            return -1;
        }
        int iccsFile = color == Piece.RED ? 9 - file : file - 1;
        int iccsRank = color == Piece.RED ? advance : 9 - advance;
        return Square.fromIccs(iccsFile, iccsRank);
    }

    /** "red" or "black". */
    static String colorName(int color) {
        return color == Piece.RED ? "red" : "black";
    }

    /** "one", "two" … "five". */
    static String countWord(int n) {
        return n >= 1 && n <= 5 ? new String[] {"one", "two", "three", "four", "five"}[n - 1] : String.valueOf(n);
    }

    /** English plural of a piece type. */
    static String plural(int type) {
        return Piece.name(type) + "s";
    }
}
