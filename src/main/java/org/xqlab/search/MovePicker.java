package org.xqlab.search;

import org.xqlab.rules.Move;
import org.xqlab.rules.MoveGenerator;
import org.xqlab.rules.Piece;
import org.xqlab.rules.Position;
import org.xqlab.rules.Square;
import org.xqlab.trace.Stage;

/**
 * The staged move picker (MoveSort). {@link #next()} returns the pseudo-legal moves of a node one at
 * a time, best guesses first, and 0 when exhausted; {@link #stage()} tells which stage produced the
 * move just returned. The main-search order is ElephantEye's: HASH → GEN_CAPTURES → GOOD_CAPTURES
 * (MVV/LVA) → KILLER_1 → KILLER_2 → GEN_QUIETS → QUIETS (history, or evaluation gain) → BAD_CAPTURES →
 * DONE. Moves are generated lazily, only when the stages before them did not cut off. Every move is
 * returned exactly once: the hash move and the killers are verified to be pseudo-legal here before
 * they are returned, and skipped when they come round again in the generated lists. In quiescence the
 * picker yields captures by MVV/LVA (QS_CAPTURES), or every move when in check (QS_EVASIONS). In check,
 * here and in the main search, a generated move that cannot answer the check ({@link
 * Position#mayAnswerCheck}: it would be illegal) is dropped before it is counted or tried.
 *
 * <p>Each stage passed is reported once, in order, to the {@link StageSink} with the number of moves
 * it holds (the source stages HASH, GEN_*, KILLER_* count new moves; the ordering stages count what they
 * will yield). One picker per ply, reused; nothing allocates after construction.
 */
final class MovePicker {
    /** Receives the stages as the picker enters them. */
    interface StageSink {
        void stageEntered(Stage stage, int produced);
    }

    /** The stages by number: the picker's stage numbers are the {@link Stage} ordinals (MovePickerTest). */
    private static final Stage[] STAGES = Stage.values();
    static final int HASH = 0;
    static final int GEN_CAPTURES = 1;
    static final int GOOD_CAPTURES = 2;
    static final int KILLER_1 = 3;
    static final int KILLER_2 = 4;
    static final int GEN_QUIETS = 5;
    static final int QUIETS = 6;
    static final int BAD_CAPTURES = 7;
    static final int QS_CAPTURES = 8;
    static final int QS_EVASIONS = 9;
    static final int ROOT = 10;
    static final int DONE = 11;

    private static final int MODE_MAIN = 0;
    private static final int MODE_QS = 1;
    private static final int MODE_EVASIONS = 2;
    private static final int MODE_ROOT = 3;
    /**
     * The quiet moves are picked one at a time (a selection step each) for the first few, as a cutoff
     * often comes early; a node that goes on past them sorts the rest once.
     */
    private static final int SELECT_FIRST = 3;

    private final int[] moves = new int[MoveGenerator.MAX_MOVES];
    private final int[] scores = new int[MoveGenerator.MAX_MOVES];
    /** In check: the points a move must touch to answer it ({@link Position#checkPaths}). */
    private final long[] checkPaths = new long[4];
    /** In check, the own king's point (its moves are always kept); 0 when not in check. */
    private int evadingKing;

    private Position position;
    private SearchConfig config;
    /** The static exchange, for {@code order.see}. */
    private final StaticExchange exchange = new StaticExchange();
    private HistoryTable history;
    private StageSink sink;
    private int mode;
    /** The stage to run next: a {@link Stage} ordinal (an int switch needs no lookup table). */
    private int stage;
    private Stage yielded;
    private int hashMove;
    private int killer1;
    private int killer2;
    /** Continuation history ({@code history.continuation}) and the slots of the two moves before; null: none. */
    private ContinuationHistory continuation;
    private int before1;
    private int before2;
    /** Capture history ({@code capturehistory}), rows by victim code; null: none. */
    private ContinuationHistory captures;
    /** The counter move ({@code order.countermove}): scored first of the quiet moves; 0 for none. */
    private int counterMove;
    private int index;
    private int end;
    private int badStart;
    private int badEnd;
    private boolean generated;
    /** Quiescence at its first ply with {@code quiescence.checks}: quiet checks follow the captures. */
    private boolean withChecks;

    /** Prepares the main-search stages of a node. Killers may be 0; history may be null. */
    void initMain(Position p, SearchConfig c, HistoryTable h, StageSink s, int hash, int k1, int k2) {
        initMain(p, c, h, s, hash, k1, k2, 0);
    }

    /**
     * The same with a counter move: if it is among the quiet moves generated (not the hash move or a killer,
     * which come earlier), it is the first of them, whatever the quiet order scores it.
     */
    void initMain(Position p, SearchConfig c, HistoryTable h, StageSink s, int hash, int k1, int k2, int counter) {
        position = p;
        config = c;
        history = h;
        sink = s;
        mode = MODE_MAIN;
        hashMove = c.orderHash ? hash : 0;
        killer1 = k1;
        killer2 = k2;
        counterMove = counter;
        continuation = null;
        captures = null;
        stage = c.orderHash ? HASH : GEN_CAPTURES;
        index = end = badStart = badEnd = 0;
        evadingKing = p.inCheck() ? evasionFilter(p) : 0;
    }

    /**
     * After {@link #initMain}: the history order of the quiet moves also adds their continuation history after the
     * moves of slots {@code b1} (the opponent's last) and {@code b2} (the side's own before it; -1 for none).
     */
    void continuation(ContinuationHistory c, int b1, int b2) {
        continuation = c;
        before1 = b1;
        before2 = b2;
    }

    /**
     * After {@link #initMain}: the good and bad captures are ordered by MVV/LVA plus a sixteenth of their capture
     * history ({@code capturehistory}).
     */
    void captureHistory(ContinuationHistory c) {
        captures = c;
    }

    /** Prepares the root: the given legal moves, in the given order, as one ROOT stage. */
    void initRoot(int[] rootMoves, int count, StageSink s) {
        sink = s;
        mode = MODE_ROOT;
        System.arraycopy(rootMoves, 0, moves, 0, count);
        end = count;
        index = 0;
        generated = false;
        stage = ROOT;
    }

    /** At the root: the index in the root list of the move last returned. */
    int rootIndex() {
        return index - 1;
    }

    /**
     * Prepares quiescence: captures, or all evasions when in check; with {@code checks} (and not in
     * check) the stage yields, after the captures, the quiet moves that give check, in generation order
     * ({@code quiescence.checks} at the first quiescence ply).
     */
    void initQuiescence(Position p, SearchConfig c, HistoryTable h, StageSink s, boolean inCheck, boolean checks) {
        withChecks = checks && !inCheck;
        position = p;
        config = c;
        history = h;
        sink = s;
        mode = inCheck ? MODE_EVASIONS : MODE_QS;
        hashMove = killer1 = killer2 = counterMove = 0;
        continuation = null; // evasions in quiescence: the history order alone
        captures = null; // quiescence: MVV/LVA alone
        stage = inCheck ? QS_EVASIONS : QS_CAPTURES;
        index = end = badStart = badEnd = 0;
        generated = false;
        evadingKing = inCheck ? evasionFilter(p) : 0;
    }

    /**
     * In check: fills {@link #checkPaths} and returns the own king's point, or 0 (no filter) when the
     * side has no king or the check is not found.
     */
    private int evasionFilter(Position p) {
        return p.checkPaths(checkPaths) > 0 ? p.squareOf(Piece.base(p.sideToMove())) : 0;
    }

    /**
     * In check, drops from moves[from, n) (and their scores) the moves that cannot answer it — neither a
     * king move nor one that lands on or leaves a point of a checker's line, the checker or a horse's
     * leg — keeping the order of the rest; returns the new n. Those moves would be illegal: making them
     * would leave the king attacked, so nothing the search sees changes but the work of trying them.
     */
    private int keepEvasions(int from, int n) {
        if (evadingKing == 0) {
            return n;
        }
        int kept = from;
        for (int i = from; i < n; i++) {
            int m = moves[i];
            if (Position.mayAnswerCheck(checkPaths, evadingKing, m)) {
                moves[kept] = m;
                scores[kept] = scores[i];
                kept++;
            }
        }
        return kept;
    }

    /**
     * Writes the quiet moves from {@code start} and returns the new end; in check only those that may
     * answer it ({@link MoveGenerator#generateQuietEvasions}: the rest are never generated).
     */
    private int quietMoves(int start) {
        return evadingKing == 0 ? MoveGenerator.generate(position, moves, start, MoveGenerator.QUIETS)
                : MoveGenerator.generateQuietEvasions(position, moves, start, checkPaths);
    }

    /** The stage that produced the move last returned by {@link #next()}. */
    Stage stage() {
        return yielded;
    }

    /** The next move, or 0 when there are no more. */
    int next() {
        while (true) {
            switch (stage) {
                case HASH: {
                    stage = GEN_CAPTURES;
                    boolean valid = hashMove != 0 && MoveGenerator.isPseudoLegal(position, hashMove);
                    if (!valid) {
                        hashMove = 0;
                    }
                    enter(Stage.HASH, valid ? 1 : 0);
                    if (valid) {
                        yielded = Stage.HASH;
                        return hashMove;
                    }
                    break;
                }
                case GEN_CAPTURES: {
                    int n = MoveGenerator.generate(position, moves, 0, MoveGenerator.CAPTURES);
                    n = keepEvasions(0, n);
                    n = remove(0, n, hashMove);
                    // good captures go to the front [0, end), bad ones to [badStart, badEnd)
                    end = 0;
                    badStart = MoveGenerator.MAX_MOVES;
                    for (int i = 0; i < n; i++) {
                        int m = moves[i];
                        int score = config.orderMvvLva ? mvvLva(m) : -i;
                        if (captures != null) {
                            score += captures.get(Piece.codeOf(position.pieceAt(Move.to(m))),
                                    position.pieceAt(Move.from(m)), m) / 16;
                        }
                        if (config.orderBadCaptures && isBadCapture(m)) {
                            badStart--;
                            scores[badStart] = score;
                            moves[badStart] = m; // the top of the array: captures are far fewer than half of it
                        } else {
                            moves[end] = m;
                            scores[end] = score;
                            end++;
                        }
                    }
                    badEnd = MoveGenerator.MAX_MOVES;
                    index = 0;
                    enter(Stage.GEN_CAPTURES, n);
                    stage = GOOD_CAPTURES;
                    enter(Stage.GOOD_CAPTURES, end);
                    break;
                }
                case GOOD_CAPTURES: {
                    if (index < end) {
                        yielded = Stage.GOOD_CAPTURES;
                        return pickBest(index++, end);
                    }
                    stage = KILLER_1;
                    break;
                }
                case KILLER_1: {
                    stage = KILLER_2;
                    if (config.killers == 0) {
                        killer1 = 0;
                        killer2 = 0;
                        stage = GEN_QUIETS;
                        break;
                    }
                    boolean valid = isUsableKiller(killer1);
                    if (!valid) {
                        killer1 = 0;
                    }
                    enter(Stage.KILLER_1, valid ? 1 : 0);
                    if (valid) {
                        yielded = Stage.KILLER_1;
                        return killer1;
                    }
                    break;
                }
                case KILLER_2: {
                    stage = GEN_QUIETS;
                    if (config.killers < 2 && !config.killersLookback) {
                        killer2 = 0;
                        break;
                    }
                    boolean valid = killer2 != killer1 && isUsableKiller(killer2);
                    if (!valid) {
                        killer2 = 0;
                    }
                    enter(Stage.KILLER_2, valid ? 1 : 0);
                    if (valid) {
                        yielded = Stage.KILLER_2;
                        return killer2;
                    }
                    break;
                }
                case GEN_QUIETS: {
                    // quiet moves fill [0, end); the bad captures stay at the top of the array
                    int n = quietMoves(0);
                    n = remove(0, n, hashMove);
                    n = remove(0, n, killer1);
                    n = remove(0, n, killer2);
                    for (int i = 0; i < n; i++) {
                        scores[i] = moves[i] == counterMove ? Integer.MAX_VALUE : quietScore(moves[i], i);
                    }
                    end = n;
                    index = 0;
                    enter(Stage.GEN_QUIETS, n);
                    stage = QUIETS;
                    enter(Stage.QUIETS, n);
                    break;
                }
                case QUIETS: {
                    if (index < end) {
                        yielded = Stage.QUIETS;
                        if (config.orderQuiets == 2 || index > SELECT_FIRST) {
                            return moves[index++];
                        }
                        if (index == SELECT_FIRST) {
                            sortRest(index, end);
                            return moves[index++];
                        }
                        return pickBest(index++, end);
                    }
                    stage = BAD_CAPTURES;
                    if (config.orderBadCaptures) {
                        enter(Stage.BAD_CAPTURES, badEnd - badStart);
                    }
                    index = badStart;
                    break;
                }
                case BAD_CAPTURES: {
                    if (index < badEnd) {
                        yielded = Stage.BAD_CAPTURES;
                        return pickBest(index++, badEnd);
                    }
                    stage = DONE;
                    break;
                }
                case QS_CAPTURES:
                case QS_EVASIONS: {
                    if (!generated) {
                        generated = true;
                        generateQuiescence();
                    }
                    if (index < end) {
                        yielded = STAGES[stage];
                        return pickBest(index++, end);
                    }
                    stage = DONE;
                    break;
                }
                case ROOT: {
                    if (!generated) {
                        generated = true;
                        enter(Stage.ROOT, end);
                    }
                    if (index < end) {
                        yielded = Stage.ROOT;
                        return moves[index++];
                    }
                    stage = DONE;
                    break;
                }
                default:
                    return Move.NONE;
            }
        }
    }

    private void generateQuiescence() {
        int n = MoveGenerator.generate(position, moves, 0, MoveGenerator.CAPTURES);
        n = keepEvasions(0, n); // in check: only the captures that may answer it are scored and kept
        if (mode == MODE_QS && (config.qsGoodOnly || config.qsSkipMinor)) {
            // captures that probably lose material are not searched at all (quiescence.goodonly), or only
            // those of a minor victim on the enemy's half (quiescence.skipminor)
            int kept = 0;
            for (int i = 0; i < n; i++) {
                int m = moves[i];
                if (!isBadCapture(m) || !config.qsGoodOnly && !minorVictim(m)) {
                    moves[kept++] = m;
                }
            }
            n = kept;
        }
        for (int i = 0; i < n; i++) {
            // in check, captures first (ahead of every quiet evasion)
            scores[i] = (config.orderMvvLva ? mvvLva(moves[i]) : -i) + (mode == MODE_EVASIONS ? 1 << 24 : 0);
        }
        if (mode == MODE_EVASIONS) {
            int c = n;
            n = quietMoves(c);
            for (int i = c; i < n; i++) {
                scores[i] = quietScore(moves[i], i);
            }
        } else if (withChecks) {
            // the quiet moves that give check, after every capture: of those that may (the pieces near the enemy
            // king's lines, the moves onto them), each that mayGiveCheck keeps is tried on the board once
            int c = n;
            int all = MoveGenerator.generateQuietsMayCheck(position, moves, c);
            for (int i = c; i < all; i++) {
                int m = moves[i];
                if (position.mayGiveCheck(m) && position.makeMove(m)) {
                    boolean check = position.inCheck();
                    position.unmakeMove();
                    if (check) {
                        scores[n] = -(1 << 24) - (n - c);
                        moves[n++] = m;
                    }
                }
            }
        }
        end = n;
        index = 0;
        enter(STAGES[stage], n);
    }

    private void enter(Stage s, int produced) {
        if (sink != null) {
            sink.stageEntered(s, produced);
        }
    }

    private boolean isUsableKiller(int killer) {
        return killer != 0 && killer != hashMove && position.pieceAt(Move.to(killer)) == 0
                && MoveGenerator.isPseudoLegal(position, killer);
    }

    /** Removes one occurrence of {@code move} from moves[from, n) keeping order; returns the new n. */
    private int remove(int from, int n, int move) {
        if (move == 0) {
            return n;
        }
        for (int i = from; i < n; i++) {
            if (moves[i] == move) {
                System.arraycopy(moves, i + 1, moves, i, n - i - 1);
                return n - 1;
            }
        }
        return n;
    }

    /**
     * Sorts moves[from, n) by score, best first, keeping the order of equal scores: the order that
     * {@link #pickBest} would yield them in, at a fraction of its cost once many moves remain.
     */
    private void sortRest(int from, int n) {
        for (int i = from + 1; i < n; i++) {
            int m = moves[i];
            int s = scores[i];
            int j = i - 1;
            while (j >= from && scores[j] < s) {
                moves[j + 1] = moves[j];
                scores[j + 1] = scores[j];
                j--;
            }
            moves[j + 1] = m;
            scores[j + 1] = s;
        }
    }

    /** Selection step: swaps the best-scored move of [i, n) into i and returns it (stable for ties). */
    private int pickBest(int i, int n) {
        int best = i;
        for (int j = i + 1; j < n; j++) {
            if (scores[j] > scores[best]) {
                best = j;
            }
        }
        if (best != i) {
            int m = moves[best];
            int s = scores[best];
            // shift [i, best) up by one (a few entries: a loop beats two arraycopy calls)
            for (int j = best; j > i; j--) {
                moves[j] = moves[j - 1];
                scores[j] = scores[j - 1];
            }
            moves[i] = m;
            scores[i] = s;
        }
        return moves[i];
    }

    /** Most valuable victim first, then least valuable attacker. */
    private int mvvLva(int move) {
        int victim = position.pieceAt(Move.to(move));
        int attacker = position.pieceAt(Move.from(move));
        return Evaluator.PIECE_VALUE[Piece.typeOf(victim)] * 16 - Evaluator.PIECE_VALUE[Piece.typeOf(attacker)] / 16;
    }

    /**
     * A capture that loses material: one of a cheaper piece on a point the opponent defends, or with {@code order.see}
     * one that the static exchange on its point loses.
     */
    private boolean isBadCapture(int move) {
        if (config.orderSee) {
            return !exchange.atLeast(position, move, 0);
        }
        int victim = position.pieceAt(Move.to(move));
        int attacker = position.pieceAt(Move.from(move));
        int gain = Evaluator.PIECE_VALUE[Piece.typeOf(victim)] - Evaluator.PIECE_VALUE[Piece.typeOf(attacker)];
        return gain < 0 && position.attacked(Move.to(move), position.sideToMove() ^ 1);
    }

    /**
     * The victim is an advisor, an elephant or a pawn that stands on the enemy's half of the board (for a
     * pawn: it has not crossed into the capturer's half), as ElephantEye's quiescence tells the captures
     * it skips when they lose material.
     */
    private boolean minorVictim(int move) {
        int to = Move.to(move);
        int type = Piece.typeOf(position.pieceAt(to));
        return (type == Piece.ADVISOR || type == Piece.ELEPHANT || type == Piece.PAWN)
                && !Square.ownHalf(to, position.sideToMove());
    }

    private int quietScore(int move, int i) {
        switch (config.orderQuiets) {
            case 0:
                if (history == null) {
                    return -i;
                }
                int id = position.pieceAt(Move.from(move));
                return continuation == null ? history.get(id, move)
                        : history.get(id, move) + continuation.get(before1, id, move) + continuation.get(before2, id, move);
            case 1:
                return Evaluator.squareGain(position.pieceAt(Move.from(move)), Move.from(move), Move.to(move));
            default:
                return -i;
        }
    }
}
