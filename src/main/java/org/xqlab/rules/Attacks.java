package org.xqlab.rules;

/**
 * Attack tests that look outwards from a point instead of generating the opponent's moves: is a king
 * in check (including the flying-general rule), and could a side capture on a point. Both read the
 * board of a {@link Position} and allocate nothing; {@link Position#kingAttacked} and
 * {@link Position#attacked} delegate here.
 */
final class Attacks {
    /** For a step {@code to - from} (offset by {@link #STEP_OFFSET}): the leg of a horse making it, or 0. */
    private static final int STEP_OFFSET = 256;
    private static final int[] LEG_OF_STEP = new int[2 * STEP_OFFSET];

    static {
        for (int i = 0; i < 8; i++) {
            LEG_OF_STEP[MoveGenerator.HORSE_DELTA[i] + STEP_OFFSET] = MoveGenerator.HORSE_LEG[i];
        }
    }

    /** The leg of a horse whose step is {@code to - from} (any difference of two points), or 0 for no horse step. */
    static int horseLeg(int step) {
        return LEG_OF_STEP[step + STEP_OFFSET];
    }

    private Attacks() {
    }

    /**
     * True if the king of {@code color} is attacked: by a rook, a cannon over exactly one screen, a
     * horse whose leg is free, a pawn, or by the other king along an open file (flying general). A side
     * without a king counts as attacked.
     */
    static boolean kingAttacked(Position p, int color) {
        return kingAttacked(p, color, ALL);
    }

    /** Attack kinds for {@link #kingAttacked(Position, int, int)}: a pawn next to the king. */
    static final int PAWNS = 1;
    /** A horse with a free leg. */
    static final int HORSES = 2;
    /** A rook, cannon or the facing king on the king's file. */
    static final int FILE = 4;
    /** A rook or cannon on the king's rank. */
    static final int RANK = 8;
    static final int ALL = PAWNS | HORSES | FILE | RANK;

    /**
     * True if the king of {@code color} is attacked in one of the ways {@code kinds} names (a bit set of
     * {@link #PAWNS}, {@link #HORSES}, {@link #FILE}, {@link #RANK}): for a caller that knows the other
     * ways cannot have changed since the king was last known safe. A side without a king counts as attacked.
     */
    static boolean kingAttacked(Position p, int color, int kinds) {
        int ks = p.squares[Piece.base(color)];
        if (ks == 0) {
            return true;
        }
        final int[] b = p.board;
        final int[] codes = Piece.CODE;
        int opp = color ^ 1;
        int oppCode = opp * 8;
        if ((kinds & PAWNS) != 0) {
            int pawn = oppCode + Piece.PAWN;
            // pawns: from the front and from either side (a king's palace is always across the river)
            if (codes[b[ks - Square.forward(opp)]] == pawn || codes[b[ks - 1]] == pawn || codes[b[ks + 1]] == pawn) {
                return true;
            }
        }
        int s = PointSets.INDEX[ks];
        if ((kinds & HORSES) != 0 && ((PointSets.HORSE_LO[s] & p.occupied[2 * opp])
                | (PointSets.HORSE_HI[s] & p.occupied[2 * opp + 1])) != 0) {
            // horses, when an enemy piece stands a horse's move away (rare): the leg of a horse attacking
            // the king is the king's diagonal neighbour; each free diagonal neighbour lets the two horse
            // points beyond it attack
            int horse = oppCode + Piece.HORSE;
            if (b[ks - 17] == 0 && (codes[b[ks - 33]] == horse || codes[b[ks - 18]] == horse)) {
                return true;
            }
            if (b[ks - 15] == 0 && (codes[b[ks - 31]] == horse || codes[b[ks - 14]] == horse)) {
                return true;
            }
            if (b[ks + 15] == 0 && (codes[b[ks + 31]] == horse || codes[b[ks + 14]] == horse)) {
                return true;
            }
            if (b[ks + 17] == 0 && (codes[b[ks + 33]] == horse || codes[b[ks + 18]] == horse)) {
                return true;
            }
        }
        if ((kinds & (FILE | RANK)) == 0) {
            return false;
        }
        // rooks, cannons and the facing king along the four lines
        // none of the opponent's rooks, cannons and king on the king's rank or file: no line attack
        // (a captured piece has point 0, which shares no rank or file with a palace point)
        final int[] sqs = p.squares;
        int oppBase = Piece.base(opp);
        int kf = ks & 15;
        int kr = ks >> 4;
        int s0 = sqs[oppBase];
        int s1 = sqs[oppBase + 7];
        int s2 = sqs[oppBase + 8];
        int s3 = sqs[oppBase + 9];
        int s4 = sqs[oppBase + 10];
        boolean onFile = (kinds & FILE) != 0 && ((s0 & 15) == kf || (s1 & 15) == kf || (s2 & 15) == kf
                || (s3 & 15) == kf || (s4 & 15) == kf);
        boolean onRank = (kinds & RANK) != 0 && ((s1 >> 4) == kr || (s2 >> 4) == kr || (s3 >> 4) == kr
                || (s4 >> 4) == kr);
        if (!onFile && !onRank) {
            return false;
        }
        int rook = oppCode + Piece.ROOK;
        int cannon = oppCode + Piece.CANNON;
        int king = oppCode + Piece.KING;
        if (onFile) {
            int line = LineTables.file(p, ks);
            if (lineAttack(b, codes, ks, -16, line, rook, cannon, king)
                    || lineAttack(b, codes, ks, 16, line >>> 8, rook, cannon, king)) {
                return true;
            }
        }
        if (onRank) {
            int line = LineTables.rank(p, ks);
            return lineAttack(b, codes, ks, -1, line, rook, cannon, -1)
                    || lineAttack(b, codes, ks, 1, line >>> 8, rook, cannon, -1);
        }
        return false;
    }

    /**
     * True if the first piece from {@code sq} in the direction {@code step} is a {@code rook} (or a
     * {@code king}: pass -1 on a rank), or the second is a {@code cannon}. {@code line} holds the two
     * distances of that direction in its low 8 bits (see {@link LineTables}).
     */
    private static boolean lineAttack(int[] b, int[] codes, int sq, int step, int line, int rook, int cannon,
            int king) {
        int k = line & 0xF;
        if (k == 0) {
            return false;
        }
        int c = codes[b[sq + step * k]];
        if (c == rook || c == king) {
            return true;
        }
        k = (line >>> 4) & 0xF;
        return k != 0 && codes[b[sq + step * k]] == cannon;
    }

    /**
     * The points a move must touch to take the king of {@code color} out of check, as a 256-bit set in
     * {@code mask} (four longs, point {@code sq} at bit {@code sq & 63} of {@code mask[sq >> 6]}, cleared
     * first): the square of every piece giving check, the points between a rook, cannon or the facing king
     * and the king (for a cannon its screen among them), and the leg of a checking horse. Any legal move
     * of a piece other than the king lands on one of these points or leaves one (a cannon's screen);
     * a move that does neither leaves every checker's attack as it was. Returns the number of pieces
     * giving check (0 when the king is not attacked, -1 when the side has no king).
     */
    static int checkPaths(Position p, int color, long[] mask) {
        mask[0] = mask[1] = mask[2] = mask[3] = 0;
        final int ks = p.squares[Piece.base(color)];
        if (ks == 0) {
            return -1;
        }
        final int[] b = p.board;
        final int[] sqs = p.squares;
        final int[] codes = Piece.CODE;
        int opp = color ^ 1;
        int base = Piece.base(opp);
        int checkers = 0;
        int pawn = opp * 8 + Piece.PAWN;
        checkers += pawnCheck(mask, codes[b[ks - Square.forward(opp)]] == pawn, ks - Square.forward(opp));
        checkers += pawnCheck(mask, codes[b[ks - 1]] == pawn, ks - 1);
        checkers += pawnCheck(mask, codes[b[ks + 1]] == pawn, ks + 1);
        for (int id = base + 5; id <= base + 6; id++) {
            int h = sqs[id];
            if (h != 0) {
                int leg = LEG_OF_STEP[ks - h + STEP_OFFSET];
                if (leg != 0 && b[h + leg] == 0) {
                    set(mask, h);
                    set(mask, h + leg);
                    checkers++;
                }
            }
        }
        // the facing king (never the case after a legal move, kept for any position) and the rooks with
        // nothing between, the cannons with one screen
        checkers += lineCheck(p, mask, sqs[base], ks, 0);
        for (int id = base + 7; id <= base + 10; id++) {
            checkers += lineCheck(p, mask, sqs[id], ks, id >= base + 9 ? 1 : 0);
        }
        return checkers;
    }

    private static int pawnCheck(long[] mask, boolean checks, int from) {
        if (!checks) {
            return 0;
        }
        set(mask, from);
        return 1;
    }

    /** A line piece on {@code s} checking the king on {@code ks} over {@code screens} pieces: marks its line. */
    private static int lineCheck(Position p, long[] mask, int s, int ks, int screens) {
        if (s == 0 || p.piecesBetween(s, ks) != screens) {
            return 0;
        }
        int step = (s >> 4) == (ks >> 4) ? (s < ks ? 1 : -1) : (s < ks ? 16 : -16);
        for (int sq = s; sq != ks; sq += step) {
            set(mask, sq);
        }
        return 1;
    }

    private static void set(long[] mask, int sq) {
        mask[sq >> 6] |= 1L << sq;
    }

    /**
     * True if a piece of {@code byColor} could capture on {@code sq} (pseudo-legally: pins are
     * ignored). Used to tell defended points in move ordering and by the evaluation (safe horse
     * moves). Works from the attacker's piece list (a side has at most two horses, two rooks, two
     * cannons …, each with its fixed id), so a point is tested against the few pieces that are on the
     * board, not against every point a piece could attack it from.
     */
    static boolean attacked(Position p, int sq, int byColor) {
        final int[] b = p.board;
        final int[] sqs = p.squares;
        final int[] codes = Piece.CODE;
        int pawn = byColor * 8 + Piece.PAWN;
        if (codes[b[sq - Square.forward(byColor)]] == pawn) {
            return true;
        }
        boolean ownHalf = Square.ownHalf(sq, byColor);
        if (!ownHalf && (codes[b[sq - 1]] == pawn || codes[b[sq + 1]] == pawn)) {
            return true;
        }
        int base = Piece.base(byColor);
        // horses: the step from the horse to the point must be a horse move with its leg free
        for (int id = base + 5; id <= base + 6; id++) {
            int h = sqs[id];
            if (h != 0) {
                int leg = LEG_OF_STEP[sq - h + STEP_OFFSET];
                if (leg != 0 && b[h + leg] == 0) {
                    return true;
                }
            }
        }
        // rooks with nothing between, cannons with exactly one screen (piecesBetween is -1 off the lines);
        // the piece on the point itself (a capture's victim) does not defend it
        for (int id = base + 7; id <= base + 8; id++) {
            int r = sqs[id];
            if (r != 0 && r != sq && p.piecesBetween(r, sq) == 0) {
                return true;
            }
        }
        for (int id = base + 9; id <= base + 10; id++) {
            int c = sqs[id];
            if (c != 0 && c != sq && p.piecesBetween(c, sq) == 1) {
                return true;
            }
        }
        if (Square.IN_PALACE[sq]) {
            int k = sqs[base];
            int d = sq - k;
            if (k != 0 && (d == 1 || d == -1 || d == 16 || d == -16)) {
                return true;
            }
            for (int id = base + 1; id <= base + 2; id++) {
                int a = sqs[id];
                d = sq - a;
                if (a != 0 && (d == 15 || d == -15 || d == 17 || d == -17)) {
                    return true;
                }
            }
        }
        if (ownHalf) {
            for (int id = base + 3; id <= base + 4; id++) {
                int e = sqs[id];
                int d = sq - e;
                if (e != 0 && (d == 30 || d == -30 || d == 34 || d == -34) && b[e + d / 2] == 0) {
                    return true;
                }
            }
        }
        return false;
    }
}
