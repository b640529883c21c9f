package org.xqlab.rules;

/**
 * Precomputed answers for the sliding pieces (rook and cannon) from the occupancy of one rank or one
 * file, the idea of bit-rank and bit-file move generators: {@link Position} keeps, for every rank, a
 * bit mask of its occupied files and, for every file, a bit mask of its occupied ranks, updated on
 * every make and unmake. A rank has 9 points (512 masks), a file 10 points (1024 masks).
 *
 * <p>For a point at index {@code i} along its line and the line's mask, one packed 16-bit entry tells,
 * in both directions, how far (in steps, at most 9) the first occupied point is (the rook's capture, or
 * the cannon's screen) and how far the second (the cannon's capture), 0 when there is none:
 * <ul>
 *   <li>bits 0–3: first occupied point towards the lower index (rank: towards file a; file: towards
 *       rank 9, the top),</li>
 *   <li>bits 4–7: second occupied point towards the lower index,</li>
 *   <li>bits 8–11: first occupied point towards the higher index,</li>
 *   <li>bits 12–15: second occupied point towards the higher index.</li>
 * </ul>
 * The number of empty points before the first occupied one is that distance minus one, or the distance
 * to the edge of the board when there is none. Lookups read one array entry and allocate nothing; the
 * two tables take 29 KB ({@code char} entries), so they stay in the nearer caches.
 */
final class LineTables {
    static final int RANK_LENGTH = 9;
    static final int FILE_LENGTH = 10;

    /** Indexed {@code (fileIndex << 9) | rankMask}. */
    static final char[] RANK = build(RANK_LENGTH);
    /** Indexed {@code (rankIndex << 10) | fileMask}. */
    static final char[] FILE = build(FILE_LENGTH);

    private LineTables() {
    }

    private static char[] build(int length) {
        int masks = 1 << length;
        char[] table = new char[length * masks];
        for (int i = 0; i < length; i++) {
            for (int occ = 0; occ < masks; occ++) {
                int lo1 = 0;
                int lo2 = 0;
                for (int j = i - 1; j >= 0; j--) {
                    if ((occ & (1 << j)) != 0) {
                        if (lo1 == 0) {
                            lo1 = i - j;
                        } else {
                            lo2 = i - j;
                            break;
                        }
                    }
                }
                int hi1 = 0;
                int hi2 = 0;
                for (int j = i + 1; j < length; j++) {
                    if ((occ & (1 << j)) != 0) {
                        if (hi1 == 0) {
                            hi1 = j - i;
                        } else {
                            hi2 = j - i;
                            break;
                        }
                    }
                }
                table[(i << length) | occ] = (char) (lo1 | (lo2 << 4) | (hi1 << 8) | (hi2 << 12));
            }
        }
        return table;
    }

    /** The packed distances along the rank of {@code sq} (see the class comment). */
    static int rank(Position p, int sq) {
        return RANK[(((sq & 15) - Square.FILE_LEFT) << 9) | p.rankBits[sq >> 4]];
    }

    /** The packed distances along the file of {@code sq} (see the class comment). */
    static int file(Position p, int sq) {
        return FILE[(((sq >> 4) - Square.RANK_TOP) << 10) | p.fileBits[sq & 15]];
    }
}
