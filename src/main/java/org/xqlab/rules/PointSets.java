package org.xqlab.rules;

/**
 * Sets of the 90 points of the board as two {@code long}s: bit {@code i} of the pair ({@code lo} bits
 * 0–63, {@code hi} bits 64–89) stands for the point of index {@code i}, counted along the ranks from the
 * top left ({@link #INDEX}), so ascending bits are ascending points. {@link Position} keeps the points
 * each colour occupies this way; the tables here give, per point, where a king, an advisor, an elephant
 * and a horse standing there could move on an empty board (a horse also per mask of blocked legs). The
 * move generator keeps the enemy's points of a set (captures: most pieces have none, and are skipped with
 * one test) or the empty ones (quiet moves); the evaluation counts a horse's reach from them, and the
 * king-attack test looks for horses only when an enemy piece stands a horse's move from the king.
 */
final class PointSets {
    /** The index 0–89 of a point, -1 off the board. */
    static final int[] INDEX = new int[256];
    /** The point of an index. */
    static final int[] POINT = new int[90];

    static final long[] KING_LO = new long[90];
    static final long[] KING_HI = new long[90];
    static final long[] ADVISOR_LO = new long[90];
    static final long[] ADVISOR_HI = new long[90];
    static final long[] ELEPHANT_LO = new long[90];
    static final long[] ELEPHANT_HI = new long[90];
    static final long[] HORSE_LO = new long[90];
    static final long[] HORSE_HI = new long[90];
    /**
     * Where a horse can move with some legs blocked, {@code [index * 16 + legs]}: bit 0 of {@code legs}
     * the leg above (point − 16), bit 1 the left (− 1), bit 2 the right (+ 1), bit 3 the one below (+ 16).
     */
    static final long[] HORSE_FREE_LO = new long[90 * 16];
    static final long[] HORSE_FREE_HI = new long[90 * 16];
    /**
     * Where a quiet move may give check to a king on the point: its file and rank (a rook or cannon landing, a
     * screen put down, a line opened, a pawn beside or before it), the points a horse's move away and the
     * king's diagonal neighbours (a horse's leg freed).
     */
    static final long[] CHECK_LO = new long[90];
    static final long[] CHECK_HI = new long[90];
    /** The points off the two edge files (a and i). */
    static final long INNER_LO;
    static final long INNER_HI;

    static {
        java.util.Arrays.fill(INDEX, -1);
        int i = 0;
        for (int sq = 0; sq < 256; sq++) {
            if (Square.IN_BOARD[sq]) {
                INDEX[sq] = i;
                POINT[i] = sq;
                i++;
            }
        }
        for (int s = 0; s < 90; s++) {
            int sq = POINT[s];
            for (int d : MoveGenerator.KING_DELTA) {
                if (Square.IN_PALACE[sq] && Square.IN_PALACE[sq + d]) {
                    add(KING_LO, KING_HI, s, sq + d);
                }
            }
            for (int d : MoveGenerator.ADVISOR_DELTA) {
                if (Square.IN_PALACE[sq] && Square.IN_PALACE[sq + d]) {
                    add(ADVISOR_LO, ADVISOR_HI, s, sq + d);
                }
                // an elephant two diagonal steps away, never across the river
                int to = sq + 2 * d;
                int color = Square.ownHalf(sq, Piece.RED) ? Piece.RED : Piece.BLACK;
                if (Square.inBoard(to) && Square.ownHalf(to, color)) {
                    add(ELEPHANT_LO, ELEPHANT_HI, s, to);
                }
            }
            for (int t = 0; t < 90; t++) {
                int to = POINT[t];
                if ((to & 15) == (sq & 15) || (to >> 4) == (sq >> 4)) {
                    add(CHECK_LO, CHECK_HI, s, to);
                }
            }
            for (int d : MoveGenerator.ADVISOR_DELTA) {
                if (Square.inBoard(sq + d)) {
                    add(CHECK_LO, CHECK_HI, s, sq + d);
                }
            }
            for (int k = 0; k < 8; k++) {
                int to = sq + MoveGenerator.HORSE_DELTA[k];
                if (!Square.inBoard(to)) {
                    continue;
                }
                add(HORSE_LO, HORSE_HI, s, to);
                add(CHECK_LO, CHECK_HI, s, to);
                int leg = MoveGenerator.HORSE_LEG[k];
                int bit = leg == -16 ? 1 : leg == -1 ? 2 : leg == 1 ? 4 : 8;
                for (int legs = 0; legs < 16; legs++) {
                    if ((legs & bit) == 0) {
                        add(HORSE_FREE_LO, HORSE_FREE_HI, s * 16 + legs, to);
                    }
                }
            }
        }
        long[] inner = new long[2];
        for (int t = 0; t < 90; t++) {
            int f = Square.iccsFile(POINT[t]);
            if (f != 0 && f != 8) {
                inner[t >> 6] |= 1L << t;
            }
        }
        INNER_LO = inner[0];
        INNER_HI = inner[1];
    }

    private PointSets() {
    }

    /** Adds point {@code sq} to the set at {@code k} of the pair of tables. */
    private static void add(long[] lo, long[] hi, int k, int sq) {
        int bit = INDEX[sq];
        if (bit < 64) {
            lo[k] |= 1L << bit;
        } else {
            hi[k] |= 1L << bit;
        }
    }
}
