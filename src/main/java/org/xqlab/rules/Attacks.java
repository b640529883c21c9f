package org.xqlab.rules;

/**
 * Attack tests that look outwards from a point instead of generating the opponent's moves: is a king
 * in check (including the flying-general rule), and could a side capture on a point. Both read the
 * board of a {@link Position} and allocate nothing; {@link Position#kingAttacked} and
 * {@link Position#attacked} delegate here.
 */
final class Attacks {
    private static final int[] HORSE_ATTACK_FROM = new int[8];
    private static final int[] HORSE_ATTACK_LEG = new int[8];

    static {
        // a horse at king + d attacks the king with the step -d; its leg lies next to the horse
        for (int i = 0; i < 8; i++) {
            int d = -MoveGenerator.HORSE_DELTA[i];
            HORSE_ATTACK_FROM[i] = d;
            HORSE_ATTACK_LEG[i] = d + MoveGenerator.HORSE_LEG[i];
        }
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
        if ((kinds & HORSES) != 0) {
            // horses: the leg of a horse attacking the king is the king's diagonal neighbour; each free
            // diagonal neighbour lets the two horse points beyond it attack
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
                    || lineAttack(b, codes, ks, 16, line >>> 16, rook, cannon, king)) {
                return true;
            }
        }
        if (onRank) {
            int line = LineTables.rank(p, ks);
            return lineAttack(b, codes, ks, -1, line, rook, cannon, -1)
                    || lineAttack(b, codes, ks, 1, line >>> 16, rook, cannon, -1);
        }
        return false;
    }

    /**
     * True if the first piece from {@code sq} in the direction {@code step} is a {@code rook} (or a
     * {@code king}: pass -1 on a rank), or the second is a {@code cannon}. {@code line} holds the two
     * distances of that direction in its low 16 bits (see {@link LineTables}).
     */
    private static boolean lineAttack(int[] b, int[] codes, int sq, int step, int line, int rook, int cannon,
            int king) {
        int k = line & 0xFF;
        if (k == 0) {
            return false;
        }
        int c = codes[b[sq + step * k]];
        if (c == rook || c == king) {
            return true;
        }
        k = (line >>> 8) & 0xFF;
        return k != 0 && codes[b[sq + step * k]] == cannon;
    }

    /**
     * True if a piece of {@code byColor} could capture on {@code sq} (pseudo-legally: pins are
     * ignored). Used to tell defended points in move ordering.
     */
    static boolean attacked(Position p, int sq, int byColor) {
        final int[] b = p.board;
        final int[] codes = Piece.CODE;
        int code = byColor * 8;
        int pawn = code + Piece.PAWN;
        if (codes[b[sq - Square.forward(byColor)]] == pawn) {
            return true;
        }
        if (!Square.ownHalf(sq, byColor) && (codes[b[sq - 1]] == pawn || codes[b[sq + 1]] == pawn)) {
            return true;
        }
        int horse = code + Piece.HORSE;
        for (int i = 0; i < 8; i++) {
            if (codes[b[sq + HORSE_ATTACK_FROM[i]]] == horse && b[sq + HORSE_ATTACK_LEG[i]] == 0) {
                return true;
            }
        }
        if (Square.IN_PALACE[sq]) {
            int king = code + Piece.KING;
            int advisor = code + Piece.ADVISOR;
            for (int d = 0; d < 4; d++) {
                if (codes[b[sq + MoveGenerator.KING_DELTA[d]]] == king
                        || codes[b[sq + MoveGenerator.ADVISOR_DELTA[d]]] == advisor) {
                    return true;
                }
            }
        }
        if (Square.ownHalf(sq, byColor)) {
            int elephant = code + Piece.ELEPHANT;
            for (int d = 0; d < 4; d++) {
                int eye = sq + MoveGenerator.ADVISOR_DELTA[d];
                int from = eye + MoveGenerator.ADVISOR_DELTA[d];
                if (from >= 0 && from < 256 && codes[b[from]] == elephant && b[eye] == 0) {
                    return true;
                }
            }
        }
        int rook = code + Piece.ROOK;
        int cannon = code + Piece.CANNON;
        int file = LineTables.file(p, sq);
        int rank = LineTables.rank(p, sq);
        return lineAttack(b, codes, sq, -16, file, rook, cannon, -1)
                || lineAttack(b, codes, sq, -1, rank, rook, cannon, -1)
                || lineAttack(b, codes, sq, 1, rank >>> 16, rook, cannon, -1)
                || lineAttack(b, codes, sq, 16, file >>> 16, rook, cannon, -1);
    }
}
