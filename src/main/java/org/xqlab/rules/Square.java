package org.xqlab.rules;

/**
 * Points of the board on the 16×16 extended board.
 *
 * <p>A point is an index 0–255: {@code rank * 16 + file}. The playing area is files 3–11 and ranks
 * 3–12 (rank 3 is black's back rank at the top, rank 12 red's back rank at the bottom); everything else
 * is a border, so a move generator can step off the board and test one table instead of two ranges.
 * ICCS names files {@code a}–{@code i} from red's left and ranks {@code 0}–{@code 9} from red's side.
 * The lookup tables say whether a point is on the board, inside a palace, or on a given side's half.
 */
public final class Square {
    public static final int FILE_LEFT = 3;
    public static final int FILE_RIGHT = 11;
    public static final int RANK_TOP = 3;
    public static final int RANK_BOTTOM = 12;

    static final boolean[] IN_BOARD = new boolean[256];
    static final boolean[] IN_PALACE = new boolean[256];

    static {
        for (int sq = 0; sq < 256; sq++) {
            int f = file(sq);
            int r = rank(sq);
            IN_BOARD[sq] = f >= FILE_LEFT && f <= FILE_RIGHT && r >= RANK_TOP && r <= RANK_BOTTOM;
            IN_PALACE[sq] = f >= 6 && f <= 8 && ((r >= 3 && r <= 5) || (r >= 10 && r <= 12));
        }
    }

    private Square() {
    }

    public static int file(int sq) {
        return sq & 15;
    }

    public static int rank(int sq) {
        return sq >> 4;
    }

    public static int of(int file, int rank) {
        return (rank << 4) | file;
    }

    public static boolean inBoard(int sq) {
        return sq >= 0 && sq < 256 && IN_BOARD[sq];
    }

    /** As {@link #inBoard} for a point already known to lie in 0–255 (one table load). */
    public static boolean onBoard(int sq) {
        return IN_BOARD[sq];
    }

    public static boolean inPalace(int sq) {
        return sq >= 0 && sq < 256 && IN_PALACE[sq];
    }

    /** True if the point lies on this colour's own half (red: ranks 8–12, black: ranks 3–7). */
    public static boolean ownHalf(int sq, int color) {
        return ((sq & 0x80) == 0) == (color == Piece.BLACK);
    }

    /** The step one rank forward for a colour: red moves up (-16), black down (+16). */
    public static int forward(int color) {
        return color == Piece.RED ? -16 : 16;
    }

    /** The same point seen from the other side (rotated 180°), ElephantEye's SQUARE_FLIP. */
    public static int flip(int sq) {
        return 254 - sq;
    }

    /** The point mirrored left–right. */
    public static int mirror(int sq) {
        return of(14 - file(sq), rank(sq));
    }

    /** Rank 0–9 counted from the colour's own back rank. */
    public static int relativeRank(int sq, int color) {
        int r = iccsRank(sq);
        return color == Piece.RED ? r : 9 - r;
    }

    /** Files c–g, the colour's own ranks 0 to {@code ranks}: the palace and what stands beside and before it. */
    public static boolean nearPalace(int sq, int color, int ranks) {
        int f = iccsFile(sq);
        return f >= 2 && f <= 6 && relativeRank(sq, color) <= ranks;
    }

    /** ICCS file 0–8 (a–i). */
    public static int iccsFile(int sq) {
        return file(sq) - FILE_LEFT;
    }

    /** ICCS rank 0–9 (0 = red's back rank). */
    public static int iccsRank(int sq) {
        return RANK_BOTTOM - rank(sq);
    }

    /** The point for ICCS file 0–8 and rank 0–9. */
    public static int fromIccs(int file, int rank) {
        return of(file + FILE_LEFT, RANK_BOTTOM - rank);
    }

    /** ICCS name such as {@code e0}. */
    public static String name(int sq) {
        return "" + (char) ('a' + iccsFile(sq)) + (char) ('0' + iccsRank(sq));
    }

    /** The point named by an ICCS name, or -1. */
    public static int parse(String name) {
        if (name == null || name.length() != 2) {
            return -1;
        }
        int f = Character.toLowerCase(name.charAt(0)) - 'a';
        int r = name.charAt(1) - '0';
        if (f < 0 || f > 8 || r < 0 || r > 9) {
            return -1;
        }
        return fromIccs(f, r);
    }
}
