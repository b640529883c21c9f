package org.xqlab.rules;

import java.util.Arrays;

/**
 * A Xiangqi position with its move history: the board, the side to move, the Zobrist key and a stack
 * of the moves that led here.
 *
 * <p>Representation (as the seed thesis describes it): a 16×16 extended board {@code board[256]} whose
 * entries are piece ids (see {@link Piece}), and a piece list {@code squares[48]} mapping each id back
 * to its point (0 once captured). {@link #makeMove} moves a piece, updates the key incrementally and
 * refuses a move that would leave the mover's king attacked (including the two kings facing each other
 * on an open file), returning {@code false} with the position unchanged. {@link #unmakeMove} takes the
 * last move back; both keep the rank and file occupancy masks that the rook and cannon tables read
 * ({@link LineTables}). Neither allocates, except when the history outgrows its capacity (it doubles).
 *
 * <p>The history also answers the questions of game end that depend on the past: how many times the
 * current position has occurred since the last capture, whether a repeating side gave check with every
 * move (perpetual check loses), and the plies since the last capture.
 */
public final class Position {
    /** Repetition results, from the point of view of the side to move. */
    public static final int REP_NONE = 0;
    public static final int REP_DRAW = 1;
    /** The opponent checked with every move of the cycle and the side to move did not: it wins. */
    public static final int REP_WIN = 2;
    /** The side to move checked with every move of the cycle and the opponent did not: it loses. */
    public static final int REP_LOSS = 3;

    final int[] board = new int[256];
    final int[] squares = new int[48];
    /**
     * Occupancy bit masks kept in step with {@link #board}: {@code rankBits[rank]} has bit
     * {@code file - 3} set for each occupied point of that rank, {@code fileBits[file]} bit
     * {@code rank - 3} for each occupied point of that file (see {@link LineTables}).
     */
    final int[] rankBits = new int[16];
    final int[] fileBits = new int[16];
    /**
     * The points each colour occupies, as {@link PointSets} sets: {@code occupied[2 * color]} holds bits
     * 0–63, {@code occupied[2 * color + 1]} bits 64–89; kept in step with {@link #board}.
     */
    final long[] occupied = new long[4];
    /** Scratch set of {@link #checkPaths} for {@link #countLegalMoves} (no allocation in a search). */
    private final long[] countMask = new long[4];
    int side;
    long key;

    private int ply;
    private int halfmoveClock;
    private int fullmoveAtStart = 1;
    private int sideAtStart;

    // history, index k = the position before move k (ply k)
    private long[] keyStack;
    private int[] moveStack;
    private int[] capturedStack;
    private int[] clockStack;
    /** Whether the side to move at ply k is in check: -1 unknown, 0 no, 1 yes. */
    private byte[] checkAt;
    /**
     * How many positions of the history ({@code keyStack[0, ply)}) have each value of the key's low bits: a
     * position whose entry is 0 cannot be a repetition, and {@link #repetition} skips its scan (ElephantEye
     * filters the same way).
     */
    private final int[] seen = new int[SEEN_SIZE];
    private static final int SEEN_SIZE = 4096;

    /** An empty board, red to move. Use {@link Fen#parse} or {@link #startPosition()} for a real one. */
    public Position() {
        allocate(64);
    }

    /** The standard start position. */
    public static Position startPosition() {
        return Fen.parse(Fen.START);
    }

    private void allocate(int capacity) {
        keyStack = new long[capacity];
        moveStack = new int[capacity];
        capturedStack = new int[capacity];
        clockStack = new int[capacity];
        checkAt = new byte[capacity + 1];
        Arrays.fill(checkAt, (byte) -1);
    }

    private void grow() {
        int capacity = moveStack.length * 2;
        keyStack = Arrays.copyOf(keyStack, capacity);
        moveStack = Arrays.copyOf(moveStack, capacity);
        capturedStack = Arrays.copyOf(capturedStack, capacity);
        clockStack = Arrays.copyOf(clockStack, capacity);
        int old = checkAt.length;
        checkAt = Arrays.copyOf(checkAt, capacity + 1);
        Arrays.fill(checkAt, old, checkAt.length, (byte) -1);
    }

    // ------------------------------------------------------------------ set-up

    /** Removes all pieces and history; red to move. */
    public void clear() {
        Arrays.fill(board, 0);
        Arrays.fill(squares, 0);
        Arrays.fill(rankBits, 0);
        Arrays.fill(fileBits, 0);
        Arrays.fill(occupied, 0);
        side = Piece.RED;
        key = 0;
        ply = 0;
        halfmoveClock = 0;
        fullmoveAtStart = 1;
        sideAtStart = Piece.RED;
        Arrays.fill(checkAt, (byte) -1);
        Arrays.fill(seen, 0);
    }

    /**
     * Puts a piece of this colour and type on an empty point, taking the next free id of that type.
     *
     * @return the id used, or -1 if the side already has all pieces of that type or the point is taken
     */
    public int addPiece(int color, int type, int sq) {
        if (!Square.inBoard(sq) || board[sq] != 0) {
            return -1;
        }
        for (int id = Piece.firstId(color, type); id <= Piece.lastId(color, type); id++) {
            if (squares[id] == 0) {
                board[sq] = id;
                squares[id] = sq;
                toggle(sq);
                flip(color, sq);
                key ^= Zobrist.PIECE[(Piece.CODE[id] << 8) | sq];
                return id;
            }
        }
        return -1;
    }

    /** Sets the side to move (set-up only: clears the history). */
    public void setSideToMove(int color) {
        if (color != side) {
            side = color;
            key ^= Zobrist.SIDE;
        }
        resetHistory(halfmoveClock, fullmoveAtStart);
    }

    /** Forgets the move history; the current position becomes ply 0. */
    public void resetHistory(int halfmoveClock, int fullmoveNumber) {
        this.ply = 0;
        this.halfmoveClock = halfmoveClock;
        this.fullmoveAtStart = Math.max(1, fullmoveNumber);
        this.sideAtStart = side;
        Arrays.fill(checkAt, (byte) -1);
        Arrays.fill(seen, 0);
    }

    /** An independent copy, history included. */
    public Position copy() {
        Position c = new Position();
        c.allocate(moveStack.length);
        System.arraycopy(board, 0, c.board, 0, 256);
        System.arraycopy(squares, 0, c.squares, 0, 48);
        System.arraycopy(rankBits, 0, c.rankBits, 0, 16);
        System.arraycopy(fileBits, 0, c.fileBits, 0, 16);
        System.arraycopy(occupied, 0, c.occupied, 0, 4);
        c.side = side;
        c.key = key;
        c.ply = ply;
        c.halfmoveClock = halfmoveClock;
        c.fullmoveAtStart = fullmoveAtStart;
        c.sideAtStart = sideAtStart;
        System.arraycopy(keyStack, 0, c.keyStack, 0, keyStack.length);
        System.arraycopy(moveStack, 0, c.moveStack, 0, moveStack.length);
        System.arraycopy(capturedStack, 0, c.capturedStack, 0, capturedStack.length);
        System.arraycopy(clockStack, 0, c.clockStack, 0, clockStack.length);
        System.arraycopy(checkAt, 0, c.checkAt, 0, checkAt.length);
        System.arraycopy(seen, 0, c.seen, 0, SEEN_SIZE);
        return c;
    }

    // ------------------------------------------------------------------ queries

    public int sideToMove() {
        return side;
    }

    public long key() {
        return key;
    }

    /** The piece id on a point (0 for empty). */
    public int pieceAt(int sq) {
        return board[sq];
    }

    /** The point of a piece id, or 0 when it is not on the board. */
    public int squareOf(int id) {
        return squares[id];
    }

    /** Number of moves made since the position was set up. */
    public int ply() {
        return ply;
    }

    /** Plies since the last capture (including the count the position was set up with). */
    public int halfmoveClock() {
        return halfmoveClock;
    }

    /** The move number as FEN counts it (starts at 1, grows after each black move). */
    public int fullmoveNumber() {
        return fullmoveAtStart + (ply + sideAtStart) / 2;
    }

    /** The k-th move made since set-up (0-based); 0 for a null move. */
    public int moveAt(int k) {
        return moveStack[k];
    }

    /** The id captured by the last move, 0 if none. */
    public int lastCaptured() {
        return ply == 0 ? 0 : capturedStack[ply - 1];
    }

    /** The last move made, or {@link Move#NONE}. */
    public int lastMove() {
        return ply == 0 ? Move.NONE : moveStack[ply - 1];
    }

    /**
     * The rooks, horses and cannons of {@code color} on the board, a rook counting twice (the material that
     * null-move pruning asks for): read straight from the six ids, the hot path of every node.
     */
    public int majorWeight(int color) {
        int b = Piece.base(color);
        int[] s = squares;
        return (s[b + 7] != 0 ? 2 : 0) + (s[b + 8] != 0 ? 2 : 0) + (s[b + 5] != 0 ? 1 : 0) + (s[b + 6] != 0 ? 1 : 0)
                + (s[b + 9] != 0 ? 1 : 0) + (s[b + 10] != 0 ? 1 : 0);
    }

    /** Number of pieces of this colour and type on the board. */
    public int count(int color, int type) {
        int n = 0;
        for (int id = Piece.firstId(color, type); id <= Piece.lastId(color, type); id++) {
            if (squares[id] != 0) {
                n++;
            }
        }
        return n;
    }

    // ------------------------------------------------------------------ make / unmake

    /**
     * Makes a pseudo-legal move (see {@link MoveGenerator}). If it leaves the mover's king attacked the
     * move is taken back and {@code false} returned. The move must be pseudo-legal in this position.
     */
    public boolean makeMove(int move) {
        if (ply + 1 >= moveStack.length) {
            grow();
        }
        boolean wasInCheck = inCheck();
        int from = move & 0xFF;
        int to = (move >>> 8) & 0xFF;
        int pc = board[from];
        int cap = board[to];
        keyStack[ply] = key;
        seen[(int) key & (SEEN_SIZE - 1)]++;
        moveStack[ply] = move;
        capturedStack[ply] = cap;
        clockStack[ply] = halfmoveClock;
        long[] z = Zobrist.PIECE;
        if (cap != 0) {
            squares[cap] = 0;
            key ^= z[(Piece.CODE[cap] << 8) | to];
            halfmoveClock = 0;
            flip(side ^ 1, to);
        } else {
            halfmoveClock++;
            toggle(to);
        }
        toggle(from);
        flip(side, from);
        flip(side, to);
        int code = Piece.CODE[pc] << 8;
        key ^= z[code | from] ^ z[code | to] ^ Zobrist.SIDE;
        board[to] = pc;
        board[from] = 0;
        squares[pc] = to;
        side ^= 1;
        ply++;
        checkAt[ply] = -1;
        // Only these moves can expose the own king when it was not in check: a king move, a move from or
        // to the king's file or rank (a line opens, or a piece becomes a cannon screen: only that line is
        // tested), or a move from a point diagonally next to the king (a horse leg opens: only horses are
        // tested; a piece moving onto a leg keeps it blocked). The rest skip the attack test.
        int kinds;
        if (wasInCheck || pc == Piece.base(side ^ 1)) {
            kinds = Attacks.ALL;
        } else {
            kinds = lineKinds(from, to, squares[Piece.base(side ^ 1)]);
        }
        if (kinds != 0 && Attacks.kingAttacked(this, side ^ 1, kinds)) {
            unmakeMove();
            return false;
        }
        return true;
    }

    /**
     * The attack kinds ({@link Attacks#FILE}, {@link Attacks#RANK}, {@link Attacks#HORSES}) that a move
     * from {@code from} to {@code to} can open or close on the king at {@code ks}: a line through either
     * point, a horse leg at its from point.
     */
    private static int lineKinds(int from, int to, int ks) {
        int df = from ^ ks;
        int dt = to ^ ks;
        int kinds = 0;
        if ((df & 0x0F) == 0 || (dt & 0x0F) == 0) {
            kinds |= Attacks.FILE;
        }
        if ((df & 0xF0) == 0 || (dt & 0xF0) == 0) {
            kinds |= Attacks.RANK;
        }
        if (nextDiagonal(from - ks)) {
            kinds |= Attacks.HORSES;
        }
        return kinds;
    }

    private static boolean nextDiagonal(int delta) {
        return delta == 15 || delta == -15 || delta == 17 || delta == -17;
    }

    /** Takes back the last move (or null move). */
    public void unmakeMove() {
        ply--;
        int move = moveStack[ply];
        side ^= 1;
        key = keyStack[ply];
        seen[(int) key & (SEEN_SIZE - 1)]--;
        halfmoveClock = clockStack[ply];
        if (move == 0) {
            return;
        }
        int from = move & 0xFF;
        int to = (move >>> 8) & 0xFF;
        int pc = board[to];
        int cap = capturedStack[ply];
        board[from] = pc;
        squares[pc] = from;
        board[to] = cap;
        if (cap != 0) {
            squares[cap] = to;
            flip(side ^ 1, to);
        } else {
            toggle(to);
        }
        toggle(from);
        flip(side, from);
        flip(side, to);
    }

    /** Flips the occupancy bits of a point in its rank's and its file's mask. */
    void toggle(int sq) {
        rankBits[sq >> 4] ^= 1 << ((sq & 15) - Square.FILE_LEFT);
        fileBits[sq & 15] ^= 1 << ((sq >> 4) - Square.RANK_TOP);
    }

    /** Flips a point in the set of points {@code color} occupies. */
    private void flip(int color, int sq) {
        int i = PointSets.INDEX[sq];
        occupied[2 * color + (i >> 6)] ^= 1L << i;
    }

    /** Passes the move (search only: null-move pruning). Undo with {@link #unmakeMove()}. */
    public void makeNullMove() {
        if (ply + 1 >= moveStack.length) {
            grow();
        }
        keyStack[ply] = key;
        seen[(int) key & (SEEN_SIZE - 1)]++;
        moveStack[ply] = 0;
        capturedStack[ply] = 0;
        clockStack[ply] = halfmoveClock;
        key ^= Zobrist.SIDE;
        side ^= 1;
        ply++;
        checkAt[ply] = 0;
    }

    /** Makes a move that is known to be legal, or throws if it is not (for game code, not search). */
    public void play(int move) {
        if (!isLegal(move)) {
            throw new IllegalArgumentException("illegal move " + Move.iccs(move) + " in " + Fen.format(this));
        }
        makeMove(move);
        inCheck();
    }

    // ------------------------------------------------------------------ attacks

    /** True if the side to move is in check (the answer is remembered for this ply). */
    public boolean inCheck() {
        byte known = checkAt[ply];
        if (known >= 0) {
            return known == 1;
        }
        int kinds = checkKinds();
        boolean check = kinds != 0 && Attacks.kingAttacked(this, side, kinds);
        checkAt[ply] = (byte) (check ? 1 : 0);
        return check;
    }

    /**
     * The ways the last move can have given check ({@link Attacks} kinds; {@link Attacks#ALL} when not
     * known). The side to move was not in check before that move (two plies back it made a legal move, or
     * passed when not in check), so a check can only come from what the move changed: a line of the
     * king's file or rank opened or closed at its from or to point (rook, cannon screen, facing kings), a
     * horse leg freed at its from point (the king's diagonal neighbours), the moved piece itself as a
     * horse or a pawn.
     */
    private int checkKinds() {
        if (ply < 2) {
            return Attacks.ALL;
        }
        int move = moveStack[ply - 1];
        if (move == 0) {
            return Attacks.ALL;
        }
        int to = (move >>> 8) & 0xFF;
        return checkKinds(move & 0xFF, to, squares[Piece.base(side)], Piece.TYPE[board[to]]);
    }

    /**
     * The ways a move of a piece of {@code type} from {@code from} to {@code to} can check the king at
     * {@code ks} that was not in check before it (see {@link #checkKinds()}); {@link Attacks#ALL} for no king.
     */
    private static int checkKinds(int from, int to, int ks, int type) {
        if (ks == 0) {
            return Attacks.ALL;
        }
        int kinds = lineKinds(from, to, ks);
        if (type == Piece.HORSE) {
            kinds |= Attacks.HORSES;
        } else if (type == Piece.PAWN) {
            kinds |= Attacks.PAWNS;
        }
        return kinds;
    }

    /**
     * False when the move (of the side to move, not made yet) certainly gives no check. A check after it can
     * only come from the moved piece itself — a rook or cannon landing on the enemy king's file or rank, a horse
     * landing a horse's move from the king with the leg free, a pawn landing next to it — or from a line of the
     * king's file or rank opened or closed at its from or to point, which needs a rook or cannon of the mover
     * on that line (the facing kings are no check: the move that made them would be illegal), or from a horse
     * leg freed next to the king. True means that it may: only making it tells. Lets a search skip a quiet move
     * that must give check to be searched without making it, and the threat test make only the moves that may
     * mate.
     */
    public boolean mayGiveCheck(int move) {
        if (ply == 0) {
            return true; // as inCheck after the first move: nothing is known of the position before
        }
        int ks = squares[Piece.base(side ^ 1)];
        if (ks == 0) {
            return true;
        }
        int from = move & 0xFF;
        int to = (move >>> 8) & 0xFF;
        int type = Piece.TYPE[board[from]];
        if (type == Piece.HORSE && horseChecks(to, ks) || type == Piece.PAWN
                && (to + Square.forward(side) == ks || to + 1 == ks || to - 1 == ks)) {
            return true;
        }
        if (nextDiagonal(from - ks)) {
            return true; // a horse leg freed next to the king
        }
        boolean heavy = type == Piece.ROOK || type == Piece.CANNON;
        int kf = ks & 15;
        if (((from ^ ks) & 0x0F) == 0 || ((to ^ ks) & 0x0F) == 0) {
            if (heavy && (to & 15) == kf || heavyOnLine(from, kf, 0x0F)) {
                return true;
            }
        }
        int kr = ks & 0xF0;
        if (((from ^ ks) & 0xF0) == 0 || ((to ^ ks) & 0xF0) == 0) {
            return heavy && (to & 0xF0) == kr || heavyOnLine(from, kr, 0xF0);
        }
        return false;
    }

    /** Whether a horse on {@code to} would attack the king on {@code ks}: a horse's move apart, the leg free. */
    private boolean horseChecks(int to, int ks) {
        int leg = Attacks.horseLeg(ks - to);
        return leg != 0 && board[to + leg] == 0;
    }

    /**
     * Whether a rook or cannon of the side to move other than the one on {@code from} stands on the line
     * {@code point & mask == line} (a file with mask 0x0F, a rank with 0xF0).
     */
    private boolean heavyOnLine(int from, int line, int mask) {
        int base = Piece.base(side);
        for (int id = base + 7; id <= base + 10; id++) {
            int sq = squares[id];
            if (sq != 0 && sq != from && (sq & mask) == line) {
                return true;
            }
        }
        return false;
    }

    /**
     * True if the king of {@code color} is attacked: by a rook, a cannon over exactly one screen, a
     * horse whose leg is free, a pawn, or by the other king along an open file (flying general). A side
     * without a king counts as attacked.
     */
    public boolean kingAttacked(int color) {
        return Attacks.kingAttacked(this, color);
    }

    /**
     * The points a move must land on or leave to answer a check to the side to move ({@link
     * Attacks#checkPaths}: the checkers, the points between them and the king, a horse's leg), as a
     * 256-bit set in {@code mask}; a king move may answer it from anywhere. Returns the number of
     * pieces giving check (0 when not in check, -1 without a king). For move pickers that drop the
     * moves that cannot be legal before trying them.
     */
    public int checkPaths(long[] mask) {
        return Attacks.checkPaths(this, side, mask);
    }

    /** Whether point {@code sq} is in a set filled by {@link #checkPaths}. */
    public static boolean inMask(long[] mask, int sq) {
        return (mask[sq >> 6] & (1L << sq)) != 0;
    }

    /**
     * Whether a move may answer a check, given the set {@link #checkPaths} filled and the own king's point:
     * a king move, or a move that lands on or leaves a point of the set. False means the move is illegal.
     */
    public static boolean mayAnswerCheck(long[] mask, int king, int move) {
        int from = move & 0xFF;
        return from == king || inMask(mask, (move >>> 8) & 0xFF) || inMask(mask, from);
    }

    /**
     * True if a piece of {@code byColor} could capture on {@code sq} (pseudo-legally: pins are
     * ignored). Used to tell defended points in move ordering.
     */
    public boolean attacked(int sq, int byColor) {
        return Attacks.attacked(this, sq, byColor);
    }

    /**
     * The number of pieces strictly between two points on one rank or one file (from the occupancy
     * masks, without scanning), or -1 when they share neither.
     */
    public int piecesBetween(int a, int b) {
        int lo = Math.min(a, b);
        int hi = Math.max(a, b);
        if ((a >> 4) == (b >> 4)) {
            int mask = (1 << ((hi & 15) - Square.FILE_LEFT)) - (2 << ((lo & 15) - Square.FILE_LEFT));
            return Integer.bitCount(rankBits[a >> 4] & mask);
        }
        if ((a & 15) == (b & 15)) {
            int mask = (1 << ((hi >> 4) - Square.RANK_TOP)) - (2 << ((lo >> 4) - Square.RANK_TOP));
            return Integer.bitCount(fileBits[a & 15] & mask);
        }
        return -1;
    }

    /**
     * How many points a rook of {@code color} on {@code sq} could move to: the empty points along its
     * four lines up to the first piece, plus that piece when it is the opponent's (the rook's
     * pseudo-legal mobility, read from the occupancy tables).
     */
    public int rookMobility(int sq, int color) {
        int own = Piece.sideTag(color);
        int file = LineTables.file(this, sq);
        int rank = LineTables.rank(this, sq);
        int fileIndex = (sq >> 4) - Square.RANK_TOP;
        int rankIndex = (sq & 15) - Square.FILE_LEFT;
        return reach(sq, -16, file & 0xF, fileIndex, own)
                + reach(sq, -1, rank & 0xF, rankIndex, own)
                + reach(sq, 1, (rank >>> 8) & 0xF, LineTables.RANK_LENGTH - 1 - rankIndex, own)
                + reach(sq, 16, (file >>> 8) & 0xF, LineTables.FILE_LENGTH - 1 - fileIndex, own);
    }

    /**
     * The legs of a horse on {@code sq} that pieces block, as a bit set: 1 the leg above (towards rank 9),
     * 2 the left, 4 the right, 8 the one below. Its {@link Integer#bitCount} is the number blocked.
     */
    public int horseLegs(int sq) {
        return (board[sq - 16] != 0 ? 1 : 0) | (board[sq - 1] != 0 ? 2 : 0) | (board[sq + 1] != 0 ? 4 : 0)
                | (board[sq + 16] != 0 ? 8 : 0);
    }

    /**
     * How many points a horse of {@code color} on {@code sq}, whose blocked legs are {@code legs} ({@link
     * #horseLegs}), could move to: on the board, leg free, not holding a piece of its own colour.
     */
    public int horseReach(int sq, int legs, int color) {
        int k = PointSets.INDEX[sq] * 16 + legs;
        return Long.bitCount(PointSets.HORSE_FREE_LO[k] & ~occupied[2 * color])
                + Long.bitCount(PointSets.HORSE_FREE_HI[k] & ~occupied[2 * color + 1]);
    }

    /**
     * How many safe moves, counting no further than {@code limit}, a horse on {@code sq} with blocked legs
     * {@code legs} has: to an empty point off the edge files, leg free, that {@code enemy} does not attack.
     */
    public int horseSafeMoves(int sq, int legs, int enemy, int limit) {
        int k = PointSets.INDEX[sq] * 16 + legs;
        long lo = PointSets.HORSE_FREE_LO[k] & PointSets.INNER_LO & ~(occupied[0] | occupied[2]);
        long hi = PointSets.HORSE_FREE_HI[k] & PointSets.INNER_HI & ~(occupied[1] | occupied[3]);
        int safe = 0;
        for (int half = 0; half < 128; half += 64) {
            for (long bits = half == 0 ? lo : hi; bits != 0 && safe < limit; bits &= bits - 1) {
                safe += Attacks.attacked(this, PointSets.POINT[half + Long.numberOfTrailingZeros(bits)], enemy) ? 0 : 1;
            }
        }
        return safe;
    }

    private int reach(int sq, int step, int first, int toEdge, int own) {
        if (first == 0) {
            return toEdge;
        }
        return (board[sq + step * first] & own) == 0 ? first : first - 1;
    }

    // ------------------------------------------------------------------ legality

    /** True if the move is legal here: pseudo-legal and not leaving the own king attacked. */
    public boolean isLegal(int move) {
        if (!MoveGenerator.isPseudoLegal(this, move)) {
            return false;
        }
        if (makeMove(move)) {
            unmakeMove();
            return true;
        }
        return false;
    }

    /** Writes the legal moves into {@code out} from index 0 and returns how many there are. */
    public int legalMoves(int[] out) {
        int[] buffer = new int[MoveGenerator.MAX_MOVES];
        int n = MoveGenerator.generate(this, buffer, 0, MoveGenerator.ALL);
        int legal = 0;
        for (int i = 0; i < n; i++) {
            if (makeMove(buffer[i])) {
                unmakeMove();
                out[legal++] = buffer[i];
            }
        }
        return legal;
    }

    /** The legal moves as a new array. */
    public int[] legalMoves() {
        int[] out = new int[MoveGenerator.MAX_MOVES];
        return Arrays.copyOf(out, legalMoves(out));
    }

    /** True if the side to move has at least one legal move. */
    public boolean hasLegalMove() {
        return hasLegalMove(new int[MoveGenerator.MAX_MOVES]);
    }

    /**
     * Whether the side to move has a legal move ({@code countLegalMoves(1, buffer) > 0}), found cheaply: a step
     * of a rook, cannon, pawn (not in check) or the king to a neighbouring point is tried first, and the whole
     * list is generated only when none of those is legal.
     */
    public boolean hasLegalMove(int[] buffer) {
        int base = Piece.base(side);
        int own = Piece.sideTag(side);
        if (!inCheck()) {
            for (int id = base + 7; id <= base + 15; id++) {
                int from = squares[id];
                if (from != 0 && (tryStep(from, from - 16, own) || tryStep(from, from + 16, own)
                        || tryStep(from, from - 1, own) || tryStep(from, from + 1, own))) {
                    return true;
                }
            }
        }
        // in check too: a king step is the likeliest way out
        int king = squares[base];
        if (king != 0 && (tryStep(king, king - 16, own) || tryStep(king, king + 16, own) || tryStep(king, king - 1, own)
                || tryStep(king, king + 1, own))) {
            return true;
        }
        return countLegalMoves(1, buffer) > 0;
    }

    /**
     * Whether the one-point step from {@code from} to {@code to} is a legal move of the piece there: only
     * steps every piece tried by {@link #hasLegalMove} may make (a rook's or cannon's to an empty point or a
     * rook's capture, a pawn's forward or across the river sideways, the king's within the palace).
     */
    private boolean tryStep(int from, int to, int own) {
        if (to < 0 || to >= 256 || !Square.onBoard(to) || (board[to] & own) != 0) {
            return false;
        }
        int pc = board[from];
        int type = Piece.typeOf(pc);
        boolean pseudo;
        if (type == Piece.ROOK) {
            pseudo = true;
        } else if (type == Piece.CANNON) {
            pseudo = board[to] == 0;
        } else if (type == Piece.PAWN) {
            int step = to - from;
            pseudo = step == Square.forward(side) || (step == 1 || step == -1) && !Square.ownHalf(from, side);
        } else if (type == Piece.KING) {
            pseudo = Square.inPalace(to);
        } else {
            pseudo = false;
        }
        if (pseudo && makeMove(from | (to << 8))) {
            unmakeMove();
            return true;
        }
        return false;
    }

    /**
     * How many legal moves the side to move has, counting no further than {@code limit}; the pseudo-legal
     * moves are generated into {@code buffer} (at least {@link MoveGenerator#MAX_MOVES} long), so a search
     * can ask without allocating.
     */
    public int countLegalMoves(int limit, int[] buffer) {
        int n = MoveGenerator.generate(this, buffer, 0, MoveGenerator.ALL);
        // in check, only a king move or one that touches a checker's line can be legal: the rest are not tried
        int king = inCheck() && checkPaths(countMask) > 0 ? squares[Piece.base(side)] : 0;
        int legal = 0;
        for (int i = 0; i < n && legal < limit; i++) {
            int m = buffer[i];
            if (king != 0 && !mayAnswerCheck(countMask, king, m)) {
                continue;
            }
            if (makeMove(m)) {
                unmakeMove();
                legal++;
            }
        }
        return legal;
    }

    // ------------------------------------------------------------------ repetition

    /**
     * Looks back, since the last capture or null move, for earlier occurrences of the current position
     * with the same side to move. When the position has occurred at least {@code earlier} times before,
     * judges the cycle from the latest {@code earlier}-th occurrence to now: the side that gave check
     * with every one of its moves loses (perpetual check), if both or neither did it is a draw.
     *
     * @param earlier how many earlier occurrences make a repetition (1 in search, 2 for the game's
     *                third occurrence)
     * @return {@link #REP_NONE}, {@link #REP_DRAW}, {@link #REP_WIN} or {@link #REP_LOSS} for the side to move
     */
    public int repetition(int earlier) {
        int oldest = cycleStart(earlier);
        if (oldest < 0) {
            return REP_NONE;
        }
        ensureCheckFlags(oldest + 1);
        boolean opponentAlwaysChecks = true;
        boolean selfAlwaysChecks = true;
        for (int m = ply - 1; m >= oldest; m--) {
            boolean gaveCheck = checkAt[m + 1] == 1;
            if (((ply - 1 - m) & 1) == 0) {
                opponentAlwaysChecks &= gaveCheck;
            } else {
                selfAlwaysChecks &= gaveCheck;
            }
        }
        if (opponentAlwaysChecks == selfAlwaysChecks) {
            return REP_DRAW;
        }
        return opponentAlwaysChecks ? REP_WIN : REP_LOSS;
    }

    /**
     * The ply of the {@code earlier}-th earlier occurrence of the current position (same side to move) since
     * the last capture or null move, or -1 when it has not occurred that often: the repetition cycle is the
     * moves from that ply to now.
     */
    int cycleStart(int earlier) {
        if (seen[(int) key & (SEEN_SIZE - 1)] == 0) {
            return -1; // no position of the history has this key
        }
        int found = 0;
        for (int k = ply - 1; k >= 0 && moveStack[k] != 0 && capturedStack[k] == 0; k--) {
            // move k led from position k to k + 1; position k has the same side to move as now when
            // (ply - k) is even
            if (((ply - k) & 1) == 0 && keyStack[k] == key) {
                found++;
                if (found >= earlier) {
                    return k;
                }
            }
        }
        return -1;
    }

    /** The remembered check flag of ply {@code k} (-1 unknown, 0 no, 1 the side to move is in check). */
    int checkFlag(int k) {
        return checkAt[k];
    }

    /** Puts back a check flag saved with {@link #checkFlag} (for code that stepped through the history). */
    void restoreCheckFlag(int k, int flag) {
        checkAt[k] = (byte) flag;
    }

    /** How many times the current position occurred before, since the last capture. */
    public int occurrencesBefore() {
        if (seen[(int) key & (SEEN_SIZE - 1)] == 0) {
            return 0;
        }
        int found = 0;
        for (int k = ply - 1; k >= 0 && moveStack[k] != 0 && capturedStack[k] == 0; k--) {
            if (((ply - k) & 1) == 0 && keyStack[k] == key) {
                found++;
            }
        }
        return found;
    }

    /** Computes the unknown check flags of plies {@code from..ply} by stepping back and forth. */
    void ensureCheckFlags(int from) {
        int first = -1;
        for (int k = from; k <= ply; k++) {
            if (checkAt[k] < 0) {
                first = k;
                break;
            }
        }
        if (first < 0) {
            return;
        }
        int target = ply;
        while (ply > first) {
            unmakeMove();
        }
        while (true) {
            if (checkAt[ply] < 0) {
                checkAt[ply] = (byte) (kingAttacked(side) ? 1 : 0);
            }
            if (ply == target) {
                break;
            }
            int move = moveStack[ply];
            if (move == 0) {
                makeNullMove();
            } else {
                byte saved = checkAt[ply + 1];
                makeMove(move);
                checkAt[ply] = saved;
            }
        }
    }

    @Override
    public String toString() {
        return Fen.format(this);
    }
}
