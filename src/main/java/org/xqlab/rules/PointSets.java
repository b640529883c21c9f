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
            fill(MoveGenerator.KING_TO, sq * 8, KING_LO, KING_HI, s);
            fill(MoveGenerator.ADVISOR_TO, sq * 8, ADVISOR_LO, ADVISOR_HI, s);
            fill(MoveGenerator.ELEPHANT_TO, sq * 8, ELEPHANT_LO, ELEPHANT_HI, s);
            fill(MoveGenerator.HORSE_TO, sq * 16, HORSE_LO, HORSE_HI, s);
            for (int legs = 0; legs < 16; legs++) {
                for (int k = sq * 16; MoveGenerator.HORSE_TO[k] != 0; k++) {
                    int leg = MoveGenerator.HORSE_LEG_AT[k] - sq;
                    int bit = leg == -16 ? 1 : leg == -1 ? 2 : leg == 1 ? 4 : 8;
                    if ((legs & bit) == 0) {
                        int t = INDEX[MoveGenerator.HORSE_TO[k]];
                        if (t < 64) {
                            HORSE_FREE_LO[s * 16 + legs] |= 1L << t;
                        } else {
                            HORSE_FREE_HI[s * 16 + legs] |= 1L << t;
                        }
                    }
                }
            }
        }
        long lo = 0;
        long hi = 0;
        for (int t = 0; t < 90; t++) {
            int f = Square.iccsFile(POINT[t]);
            if (f != 0 && f != 8) {
                if (t < 64) {
                    lo |= 1L << t;
                } else {
                    hi |= 1L << t;
                }
            }
        }
        INNER_LO = lo;
        INNER_HI = hi;
    }

    private PointSets() {
    }

    /** Adds the 0-terminated destinations of {@code table} from {@code at} to the set of index {@code s}. */
    private static void fill(int[] table, int at, long[] lo, long[] hi, int s) {
        for (int k = at; table[k] != 0; k++) {
            int bit = INDEX[table[k]];
            if (bit < 64) {
                lo[s] |= 1L << bit;
            } else {
                hi[s] |= 1L << (bit - 64);
            }
        }
    }
}
