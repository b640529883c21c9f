package org.xqlab.rules;

/**
 * Pseudo-legal move generation and the single-move legality test.
 *
 * <p>{@link #generate} writes the moves of the side to move into a caller's {@code int[]} and returns
 * the new fill index: all moves, captures only or quiet moves only. The moves obey how each piece moves
 * (palace, river, horse leg, elephant eye, cannon screen) but may still leave the mover's own king
 * attacked or facing the other king; {@link Position#makeMove} refuses those. Destinations of the
 * short-range pieces come from tables precomputed per point, so the inner loops test nothing but the
 * target point. Nothing here allocates.
 */
public final class MoveGenerator {
    public static final int ALL = 0;
    public static final int CAPTURES = 1;
    public static final int QUIETS = 2;

    /** More than the most pseudo-legal moves any position can have. */
    public static final int MAX_MOVES = 256;

    static final int[] KING_DELTA = {-16, -1, 1, 16};
    static final int[] ADVISOR_DELTA = {-17, -15, 15, 17};
    static final int[] HORSE_DELTA = {-33, -31, -18, -14, 14, 18, 31, 33};
    /** The leg point of each horse step, relative to the horse. */
    static final int[] HORSE_LEG = {-16, -16, -1, 1, -1, 1, 16, 16};

    /** Destinations per point, 0-terminated, 8 slots a point ({@code TABLE[sq * 8 + i]}; horses 16). */
    static final int[] KING_TO = new int[256 * 8];
    static final int[] ADVISOR_TO = new int[256 * 8];
    static final int[] ELEPHANT_TO = new int[256 * 8];
    static final int[] ELEPHANT_EYE = new int[256 * 8];
    static final int[] HORSE_TO = new int[256 * 16];
    static final int[] HORSE_LEG_AT = new int[256 * 16];
    /** Pawn destinations per colour: {@code PAWN_TO[color][sq * 4 + i]}, 0-terminated. */
    static final int[][] PAWN_TO = {new int[256 * 4], new int[256 * 4]};

    static {
        for (int sq = 0; sq < 256; sq++) {
            if (!Square.IN_BOARD[sq]) {
                continue;
            }
            int n = 0;
            if (Square.IN_PALACE[sq]) {
                for (int d : KING_DELTA) {
                    if (Square.IN_PALACE[sq + d]) {
                        KING_TO[sq * 8 + n++] = sq + d;
                    }
                }
                n = 0;
                for (int d : ADVISOR_DELTA) {
                    if (Square.IN_PALACE[sq + d]) {
                        ADVISOR_TO[sq * 8 + n++] = sq + d;
                    }
                }
            }
            n = 0;
            for (int d : ADVISOR_DELTA) {
                int to = sq + 2 * d;
                int color = Square.ownHalf(sq, Piece.RED) ? Piece.RED : Piece.BLACK;
                if (to >= 0 && to < 256 && Square.IN_BOARD[to] && Square.ownHalf(to, color)) {
                    ELEPHANT_TO[sq * 8 + n] = to;
                    ELEPHANT_EYE[sq * 8 + n] = sq + d;
                    n++;
                }
            }
            n = 0;
            for (int i = 0; i < 8; i++) {
                int to = sq + HORSE_DELTA[i];
                if (to >= 0 && to < 256 && Square.IN_BOARD[to]) {
                    HORSE_TO[sq * 16 + n] = to;
                    HORSE_LEG_AT[sq * 16 + n] = sq + HORSE_LEG[i];
                    n++;
                }
            }
            for (int color = 0; color < 2; color++) {
                n = 0;
                int ahead = sq + Square.forward(color);
                if (Square.IN_BOARD[ahead]) {
                    PAWN_TO[color][sq * 4 + n++] = ahead;
                }
                if (!Square.ownHalf(sq, color)) {
                    if (Square.IN_BOARD[sq - 1]) {
                        PAWN_TO[color][sq * 4 + n++] = sq - 1;
                    }
                    if (Square.IN_BOARD[sq + 1]) {
                        PAWN_TO[color][sq * 4 + n++] = sq + 1;
                    }
                }
            }
        }
    }

    private MoveGenerator() {
    }

    /**
     * Writes the pseudo-legal moves of the side to move into {@code moves} from index {@code start}.
     *
     * @param kind {@link #ALL}, {@link #CAPTURES} or {@link #QUIETS}
     * @return the index after the last move written
     */
    public static int generate(Position p, int[] moves, int start, int kind) {
        if (kind == CAPTURES) {
            return generateCaptures(p, moves, start);
        }
        if (kind == QUIETS) {
            return generateQuiets(p, moves, start);
        }
        final int[] board = p.board;
        final int[] squares = p.squares;
        final int side = p.side;
        final int self = Piece.sideTag(side);
        final int opp = Piece.sideTag(side ^ 1);
        // which targets to accept: "want" is the tag mask a target must match (0 = empty point)
        final boolean captures = kind != QUIETS;
        final boolean quiets = kind != CAPTURES;
        final int base = Piece.base(side);
        int n = start;

        for (int id = base; id < base + 16; id++) {
            int from = squares[id];
            if (from == 0) {
                continue;
            }
            switch (Piece.TYPE[id]) {
                case Piece.KING:
                    n = stepMoves(board, KING_TO, from, self, opp, captures, quiets, moves, n);
                    break;
                case Piece.ADVISOR:
                    n = stepMoves(board, ADVISOR_TO, from, self, opp, captures, quiets, moves, n);
                    break;
                case Piece.ELEPHANT:
                    for (int i = from * 8; ; i++) {
                        int to = ELEPHANT_TO[i];
                        if (to == 0) {
                            break;
                        }
                        if (board[ELEPHANT_EYE[i]] == 0) {
                            n = target(board[to], from, to, self, opp, captures, quiets, moves, n);
                        }
                    }
                    break;
                case Piece.HORSE:
                    for (int i = from * 16; ; i++) {
                        int to = HORSE_TO[i];
                        if (to == 0) {
                            break;
                        }
                        if (board[HORSE_LEG_AT[i]] == 0) {
                            n = target(board[to], from, to, self, opp, captures, quiets, moves, n);
                        }
                    }
                    break;
                case Piece.ROOK:
                    for (int d = 0; d < 4; d++) {
                        int step = KING_DELTA[d];
                        int to = from + step;
                        while (Square.IN_BOARD[to]) {
                            int t = board[to];
                            if (t == 0) {
                                if (quiets) {
                                    moves[n++] = from | (to << 8);
                                }
                            } else {
                                if (captures && (t & opp) != 0) {
                                    moves[n++] = from | (to << 8);
                                }
                                break;
                            }
                            to += step;
                        }
                    }
                    break;
                case Piece.CANNON:
                    for (int d = 0; d < 4; d++) {
                        int step = KING_DELTA[d];
                        int to = from + step;
                        while (Square.IN_BOARD[to] && board[to] == 0) {
                            if (quiets) {
                                moves[n++] = from | (to << 8);
                            }
                            to += step;
                        }
                        if (captures && Square.IN_BOARD[to]) {
                            to += step; // jump the screen
                            while (Square.IN_BOARD[to]) {
                                int t = board[to];
                                if (t != 0) {
                                    if ((t & opp) != 0) {
                                        moves[n++] = from | (to << 8);
                                    }
                                    break;
                                }
                                to += step;
                            }
                        }
                    }
                    break;
                default: // PAWN
                    n = pawnMoves(board, PAWN_TO[side], from, self, opp, captures, quiets, moves, n);
                    break;
            }
        }
        return n;
    }

    /** The captures of {@link #generate} in the same order, without the quiet-move work. */
    private static int generateCaptures(Position p, int[] moves, int start) {
        final int[] board = p.board;
        final int[] squares = p.squares;
        final int side = p.side;
        final int opp = Piece.sideTag(side ^ 1);
        final int base = Piece.base(side);
        final boolean[] inBoard = Square.IN_BOARD;
        int n = start;

        for (int id = base; id < base + 16; id++) {
            int from = squares[id];
            if (from == 0) {
                continue;
            }
            switch (id - base) {
                case 0: // king
                    for (int i = from * 8; ; i++) {
                        int to = KING_TO[i];
                        if (to == 0) {
                            break;
                        }
                        if ((board[to] & opp) != 0) {
                            moves[n++] = from | (to << 8);
                        }
                    }
                    break;
                case 1:
                case 2: // advisors
                    for (int i = from * 8; ; i++) {
                        int to = ADVISOR_TO[i];
                        if (to == 0) {
                            break;
                        }
                        if ((board[to] & opp) != 0) {
                            moves[n++] = from | (to << 8);
                        }
                    }
                    break;
                case 3:
                case 4: // elephants
                    for (int i = from * 8; ; i++) {
                        int to = ELEPHANT_TO[i];
                        if (to == 0) {
                            break;
                        }
                        if ((board[to] & opp) != 0 && board[ELEPHANT_EYE[i]] == 0) {
                            moves[n++] = from | (to << 8);
                        }
                    }
                    break;
                case 5:
                case 6: // horses
                    for (int i = from * 16; ; i++) {
                        int to = HORSE_TO[i];
                        if (to == 0) {
                            break;
                        }
                        if ((board[to] & opp) != 0 && board[HORSE_LEG_AT[i]] == 0) {
                            moves[n++] = from | (to << 8);
                        }
                    }
                    break;
                case 7:
                case 8: // rooks
                    for (int d = 0; d < 4; d++) {
                        int step = KING_DELTA[d];
                        int to = from + step;
                        int t;
                        while ((t = board[to]) == 0 && inBoard[to]) {
                            to += step;
                        }
                        if ((t & opp) != 0) {
                            moves[n++] = from | (to << 8);
                        }
                    }
                    break;
                case 9:
                case 10: // cannons
                    for (int d = 0; d < 4; d++) {
                        int step = KING_DELTA[d];
                        int to = from + step;
                        while (board[to] == 0 && inBoard[to]) {
                            to += step;
                        }
                        if (inBoard[to]) {
                            to += step; // jump the screen
                            int t;
                            while ((t = board[to]) == 0 && inBoard[to]) {
                                to += step;
                            }
                            if ((t & opp) != 0) {
                                moves[n++] = from | (to << 8);
                            }
                        }
                    }
                    break;
                default: { // pawns
                    int[] table = PAWN_TO[side];
                    for (int i = from * 4; ; i++) {
                        int to = table[i];
                        if (to == 0) {
                            break;
                        }
                        if ((board[to] & opp) != 0) {
                            moves[n++] = from | (to << 8);
                        }
                    }
                    break;
                }
            }
        }
        return n;
    }

    /** The quiet moves of {@link #generate} in the same order, without the capture tests. */
    private static int generateQuiets(Position p, int[] moves, int start) {
        final int[] board = p.board;
        final int[] squares = p.squares;
        final int side = p.side;
        final int base = Piece.base(side);
        final boolean[] inBoard = Square.IN_BOARD;
        int n = start;

        for (int id = base; id < base + 16; id++) {
            int from = squares[id];
            if (from == 0) {
                continue;
            }
            switch (id - base) {
                case 0: // king
                    for (int i = from * 8; ; i++) {
                        int to = KING_TO[i];
                        if (to == 0) {
                            break;
                        }
                        if (board[to] == 0) {
                            moves[n++] = from | (to << 8);
                        }
                    }
                    break;
                case 1:
                case 2: // advisors
                    for (int i = from * 8; ; i++) {
                        int to = ADVISOR_TO[i];
                        if (to == 0) {
                            break;
                        }
                        if (board[to] == 0) {
                            moves[n++] = from | (to << 8);
                        }
                    }
                    break;
                case 3:
                case 4: // elephants
                    for (int i = from * 8; ; i++) {
                        int to = ELEPHANT_TO[i];
                        if (to == 0) {
                            break;
                        }
                        if (board[to] == 0 && board[ELEPHANT_EYE[i]] == 0) {
                            moves[n++] = from | (to << 8);
                        }
                    }
                    break;
                case 5:
                case 6: // horses
                    for (int i = from * 16; ; i++) {
                        int to = HORSE_TO[i];
                        if (to == 0) {
                            break;
                        }
                        if (board[to] == 0 && board[HORSE_LEG_AT[i]] == 0) {
                            moves[n++] = from | (to << 8);
                        }
                    }
                    break;
                case 7:
                case 8: // rooks
                case 9:
                case 10: // cannons: the same quiet moves
                    for (int d = 0; d < 4; d++) {
                        int step = KING_DELTA[d];
                        int to = from + step;
                        while (board[to] == 0 && inBoard[to]) {
                            moves[n++] = from | (to << 8);
                            to += step;
                        }
                    }
                    break;
                default: { // pawns
                    int[] table = PAWN_TO[side];
                    for (int i = from * 4; ; i++) {
                        int to = table[i];
                        if (to == 0) {
                            break;
                        }
                        if (board[to] == 0) {
                            moves[n++] = from | (to << 8);
                        }
                    }
                    break;
                }
            }
        }
        return n;
    }

    private static int stepMoves(int[] board, int[] table, int from, int self, int opp, boolean captures,
                                 boolean quiets, int[] moves, int n) {
        for (int i = from * 8; ; i++) {
            int to = table[i];
            if (to == 0) {
                return n;
            }
            n = target(board[to], from, to, self, opp, captures, quiets, moves, n);
        }
    }

    private static int pawnMoves(int[] board, int[] table, int from, int self, int opp, boolean captures,
                                 boolean quiets, int[] moves, int n) {
        for (int i = from * 4; ; i++) {
            int to = table[i];
            if (to == 0) {
                return n;
            }
            n = target(board[to], from, to, self, opp, captures, quiets, moves, n);
        }
    }

    private static int target(int t, int from, int to, int self, int opp, boolean captures, boolean quiets,
                              int[] moves, int n) {
        if (t == 0) {
            if (quiets) {
                moves[n++] = from | (to << 8);
            }
        } else if (captures && (t & opp) != 0) {
            moves[n++] = from | (to << 8);
        }
        return n;
    }

    /**
     * True if the move obeys how the moving piece moves in this position (own piece on the from-point,
     * no own piece on the to-point, palace, river, leg, eye, screen), ignoring whether it leaves the own
     * king attacked. Accepts any int, so hash and killer moves from another position are safe to test.
     */
    public static boolean isPseudoLegal(Position p, int move) {
        if ((move & ~0xFFFF) != 0) {
            return false;
        }
        int from = Move.from(move);
        int to = Move.to(move);
        if (!Square.IN_BOARD[from] || !Square.IN_BOARD[to] || from == to) {
            return false;
        }
        int[] board = p.board;
        int self = Piece.sideTag(p.side);
        int id = board[from];
        if ((id & self) == 0 || (board[to] & self) != 0) {
            return false;
        }
        int delta = to - from;
        switch (Piece.TYPE[id]) {
            case Piece.KING:
                return Square.IN_PALACE[to] && (delta == 1 || delta == -1 || delta == 16 || delta == -16);
            case Piece.ADVISOR:
                return Square.IN_PALACE[to] && (delta == 15 || delta == -15 || delta == 17 || delta == -17);
            case Piece.ELEPHANT:
                return (delta == 30 || delta == -30 || delta == 34 || delta == -34)
                        && Square.ownHalf(to, p.side) && board[from + delta / 2] == 0;
            case Piece.HORSE:
                for (int i = 0; i < 8; i++) {
                    if (HORSE_DELTA[i] == delta) {
                        return board[from + HORSE_LEG[i]] == 0;
                    }
                }
                return false;
            case Piece.ROOK:
            case Piece.CANNON: {
                int step = lineStep(from, to);
                if (step == 0) {
                    return false;
                }
                int between = 0;
                for (int sq = from + step; sq != to; sq += step) {
                    if (board[sq] != 0) {
                        between++;
                    }
                }
                if (Piece.TYPE[id] == Piece.ROOK) {
                    return between == 0;
                }
                return board[to] == 0 ? between == 0 : between == 1;
            }
            default: { // PAWN
                if (delta == Square.forward(p.side)) {
                    return true;
                }
                return (delta == 1 || delta == -1) && !Square.ownHalf(from, p.side);
            }
        }
    }

    /** The unit step from one point to another on the same rank or file, or 0. */
    static int lineStep(int from, int to) {
        if (Square.rank(from) == Square.rank(to)) {
            return to > from ? 1 : -1;
        }
        if (Square.file(from) == Square.file(to)) {
            return to > from ? 16 : -16;
        }
        return 0;
    }
}
