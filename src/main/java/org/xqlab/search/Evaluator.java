package org.xqlab.search;

import org.xqlab.rules.Piece;
import org.xqlab.rules.Position;
import org.xqlab.rules.Square;

import java.util.EnumSet;
import java.util.Set;

/**
 * Static evaluation in centipawns from the side to move's point of view, computed from one
 * {@link EvalWeights} table and a set of switched-on {@link EvalTerm}s.
 *
 * <p>Material and piece-square bonuses ({@code placement}) for every piece, each with a middlegame and
 * an endgame value, blended by the game phase ({@code taper}: rooks count 4, horses and cannons 2 by
 * default; the start position has the full phase, a board without them none). With knowledge on, the
 * Xiangqi terms are added: the hollow cannon 空头炮, a cannon two screens from the king, the bottom cannon
 * 沉底炮, rook mobility, horses with blocked legs 蹩马腿, king safety from advisors and elephants against
 * attackers across the river, connected pawns across the river — and, off in the teaching presets, the
 * central cannon against a horse on the palace centre (窝心马), horse mobility, trapped horses, pressure on
 * the palace, advisor and elephant structure, pawns on the palace files and pawns against missing guards.
 * Every term is written from the moving colour's side, so the evaluation of a position equals minus
 * the evaluation of its colour-flipped mirror.
 *
 * <p>An evaluator is immutable and may be shared between threads; building one fills two 4096-entry
 * tables (cheap enough to build one per weight vector in a tuner). {@link #evaluate(Position)} and the
 * search's incremental path allocate nothing.
 */
public final class Evaluator {
    /** Values for MVV/LVA and delta pruning, by type: K A E H R C P (move ordering, not tuned). */
    static final int[] PIECE_VALUE = {10000, 120, 120, 300, 650, 320, 60};

    /** Elephant steps on the 16×16 board (the eye lies half way). */
    private static final int[] ELEPHANT_STEP = {-34, -30, 30, 34};
    private static final int CENTRE_FILE = 7;

    // offsets of the piece ids within a side (see Piece): advisors 1-2, elephants 3-4, horses 5-6,
    // rooks 7-8, cannons 9-10, pawns 11-15
    private static final int ADVISOR_0 = 1;
    private static final int ELEPHANT_0 = 3;
    private static final int HORSE_0 = 5;
    private static final int ROOK_0 = 7;
    private static final int CANNON_0 = 9;
    private static final int PAWN_0 = 11;

    // fields of the packed piece counts (see counts), per colour
    static final int ROOKS_ACROSS = 0;
    static final int OTHERS_ACROSS = 4;
    static final int PAWNS_ACROSS = 8;
    static final int GUARDS = 12;

    private static final Evaluator DEFAULT = of(EvalWeights.defaults(), defaultTerms(), true);
    private static final Evaluator DEFAULT_PLAIN = of(EvalWeights.defaults(), defaultTerms(), false);

    /**
     * The classic table's middlegame values, for move ordering by piece-square gain (the same in every
     * preset, so a weights file changes what the engine thinks, not its move order).
     */
    static final int[] MG = middlegames(of(EvalWeights.classic(), defaultTerms(), false).tables);

    /**
     * Middlegame and endgame value (material included) of code {@code c} on point sq, packed by {@link #pack}:
     * [c * 256 + sq]. A search keeps the sum of these (red minus black) as it makes moves.
     */
    final long[] tables = new long[16 * 256];
    /** Phase weight of each id: rooks, horses and cannons as the weights say, the rest 0. */
    final int[] phase = new int[48];
    /**
     * The knowledge terms that are a sum over pieces of a value of the piece and its point alone
     * ({@code king.pressure}, {@code pawn.files}), per code and point, middlegame and endgame packed as
     * {@link #pack} does; kept incrementally like {@link #tables}, and added only where knowledge is evaluated.
     */
    final long[] linear = new long[16 * 256];
    /**
     * What a piece of code c on point sq adds to the packed piece counts the knowledge terms read
     * ({@link #sumCounts}): for its colour (red in bits 0–15, black in 16–31) a rook across the river
     * ({@link #ROOKS_ACROSS}), a horse, cannon or pawn across the river ({@link #OTHERS_ACROSS}), a pawn
     * across ({@link #PAWNS_ACROSS}) and an advisor or elephant anywhere ({@link #GUARDS}), four bits each.
     */
    final int[] counts = new int[16 * 256];
    private final int phaseMax;
    /** log2 of {@link #phaseMax} when it is a power of two (32 by default): the taper divides by a shift. */
    private final int phaseShift;
    private final int[] w;
    private final boolean taper;
    private final boolean anyKnowledge;
    private final boolean hollow;
    private final boolean screens;
    private final boolean bottom;
    private final boolean central;
    private final boolean rookMobility;
    private final boolean legs;
    private final boolean horseMobility;
    private final boolean trapped;
    private final boolean guards;
    private final boolean connected;
    private final boolean pressure;
    private final boolean shape;
    private final boolean pawnFiles;
    private final boolean guardless;
    private final boolean draws;
    /**
     * With {@code endgame.draws}: the largest phase at which the board can hold a single rook, horse or
     * cannon and no other ({@link #drawScaled} looks only there); every position when a phase weight is not
     * positive.
     */
    private final int drawPhase;
    private final EvalWeights weights;
    private final Set<EvalTerm> terms;

    private Evaluator(EvalWeights weights, Set<EvalTerm> on, boolean knowledge) {
        this.weights = weights;
        this.w = weights.vector();
        EnumSet<EvalTerm> t = on.isEmpty() ? EnumSet.noneOf(EvalTerm.class) : EnumSet.copyOf(on);
        if (!knowledge) {
            t.removeIf(EvalTerm::isKnowledge);
        }
        this.terms = java.util.Collections.unmodifiableSet(t);
        taper = t.contains(EvalTerm.TAPER);
        hollow = t.contains(EvalTerm.HOLLOW_CANNON);
        screens = t.contains(EvalTerm.CANNON_SCREENS);
        bottom = t.contains(EvalTerm.BOTTOM_CANNON);
        central = t.contains(EvalTerm.CENTRAL_CANNON);
        rookMobility = t.contains(EvalTerm.ROOK_MOBILITY);
        legs = t.contains(EvalTerm.HORSE_LEGS);
        horseMobility = t.contains(EvalTerm.HORSE_MOBILITY);
        trapped = t.contains(EvalTerm.TRAPPED_HORSE);
        guards = t.contains(EvalTerm.KING_GUARDS);
        connected = t.contains(EvalTerm.CONNECTED_PAWNS);
        pressure = t.contains(EvalTerm.KING_PRESSURE);
        shape = t.contains(EvalTerm.GUARD_SHAPE);
        pawnFiles = t.contains(EvalTerm.PAWN_FILES);
        guardless = t.contains(EvalTerm.PAWN_VS_GUARDS);
        draws = t.contains(EvalTerm.ENDGAME_DRAWS);
        boolean any = false;
        for (EvalTerm each : t) {
            any |= each.isKnowledge();
        }
        anyKnowledge = any;

        boolean material = t.contains(EvalTerm.MATERIAL);
        boolean placement = t.contains(EvalTerm.PLACEMENT);
        boolean perPoint = t.contains(EvalTerm.SQUARE);
        for (int sq = 0; sq < 256; sq++) {
            if (!Square.inBoard(sq)) {
                continue;
            }
            int f = Square.iccsFile(sq);
            int r = Square.iccsRank(sq); // red's view: 0 own back rank, 9 the enemy's
            for (int type = 0; type < Piece.TYPE_COUNT; type++) {
                int slot = perPoint ? EvalWeights.squareWeight(type, f, r) : -1;
                int mgValue = (material ? materialValue(type, 0) : 0) + (placement ? square(type, f, r, 0) : 0)
                        + (slot >= 0 ? w[slot] : 0);
                int egValue = (material ? materialValue(type, 1) : 0) + (placement ? square(type, f, r, 1) : 0)
                        + (slot >= 0 ? w[slot + 1] : 0);
                int red = Piece.code(Piece.RED, type);
                int black = Piece.code(Piece.BLACK, type);
                tables[red * 256 + sq] = pack(mgValue, egValue);
                tables[black * 256 + Square.flip(sq)] = pack(mgValue, egValue);
            }
        }
        for (int sq = 0; sq < 256; sq++) {
            if (Square.inBoard(sq)) {
                for (int type = 0; type < Piece.TYPE_COUNT; type++) {
                    int red = Piece.code(Piece.RED, type);
                    int black = Piece.code(Piece.BLACK, type);
                    long value = linearValue(type, sq);
                    int count = countValue(type, sq);
                    linear[red * 256 + sq] = value;
                    linear[black * 256 + Square.flip(sq)] = value;
                    counts[red * 256 + sq] = count;
                    counts[black * 256 + Square.flip(sq)] = count << 16;
                }
            }
        }
        for (int id = 16; id < 48; id++) {
            int type = Piece.typeOf(id);
            phase[id] = type == Piece.ROOK ? w[EvalWeights.TAPER_ROOK] : type == Piece.HORSE ? w[EvalWeights.TAPER_HORSE]
                    : type == Piece.CANNON ? w[EvalWeights.TAPER_CANNON] : 0;
        }
        int max = 0;
        for (int id = 16; id < 48; id++) {
            max += phase[id];
        }
        phaseMax = max; // both sides: 32 with the default weights
        phaseShift = max > 0 && Integer.bitCount(max) == 1 ? Integer.numberOfTrailingZeros(max) : -1;
        int rook = w[EvalWeights.TAPER_ROOK];
        int horse = w[EvalWeights.TAPER_HORSE];
        int cannon = w[EvalWeights.TAPER_CANNON];
        drawPhase = rook > 0 && horse > 0 && cannon > 0 ? Math.max(rook, Math.max(horse, cannon)) : Integer.MAX_VALUE;
    }

    /** The middlegame halves of a packed table. */
    private static int[] middlegames(long[] packed) {
        int[] values = new int[packed.length];
        for (int i = 0; i < packed.length; i++) {
            values[i] = middlegame(packed[i]);
        }
        return values;
    }

    /** An evaluator for a table, the switched-on terms and the {@code eval.knowledge} master switch. */
    public static Evaluator of(EvalWeights weights, Set<EvalTerm> on, boolean knowledge) {
        return new Evaluator(weights, on, knowledge);
    }

    /** The terms on by default ({@code full}): all but the trapped-horse term and the book draws ({@link EvalTerm#isInFull}). */
    public static Set<EvalTerm> defaultTerms() {
        Set<EvalTerm> on = EnumSet.noneOf(EvalTerm.class);
        for (EvalTerm t : EvalTerm.values()) {
            if (t.isInFull()) {
                on.add(t);
            }
        }
        return on;
    }

    /** The default evaluation (the compiled-in weights, the default terms, knowledge on). */
    public static Evaluator defaults() {
        return DEFAULT;
    }

    /** The table this evaluator uses. */
    public EvalWeights weights() {
        return weights;
    }

    /** The terms this evaluator adds (knowledge terms only when knowledge is on). */
    public Set<EvalTerm> terms() {
        return terms;
    }

    /**
     * The linear knowledge of a red piece of {@code type} on {@code sq}, packed: {@code king.pressure} for
     * an attacker (rook, horse, cannon, pawn) across the river in or beside the black palace (black's term,
     * so subtracted), {@code pawn.files} for a pawn across the river on files d–f short of the last rank.
     */
    private long linearValue(int type, int sq) {
        boolean across = !Square.ownHalf(sq, Piece.RED);
        int mgValue = 0;
        int egValue = 0;
        if (pressure && across && type >= Piece.HORSE && Square.nearPalace(sq, Piece.BLACK, 2)) {
            mgValue -= w[EvalWeights.KING_PRESSURE];
            egValue -= w[EvalWeights.KING_PRESSURE + 1];
        }
        int f = Square.iccsFile(sq);
        if (pawnFiles && across && type == Piece.PAWN && f >= 3 && f <= 5 && Square.iccsRank(sq) != 9) {
            mgValue += w[EvalWeights.PAWN_FILES];
            egValue += w[EvalWeights.PAWN_FILES + 1];
        }
        return pack(mgValue, egValue);
    }

    /** What a red piece of {@code type} on {@code sq} adds to red's piece counts (see {@link #counts}). */
    private static int countValue(int type, int sq) {
        boolean across = !Square.ownHalf(sq, Piece.RED);
        switch (type) {
            case Piece.ADVISOR:
            case Piece.ELEPHANT:
                return 1 << GUARDS;
            case Piece.ROOK:
                return across ? 1 << ROOKS_ACROSS : 0;
            case Piece.HORSE:
            case Piece.CANNON:
                return across ? 1 << OTHERS_ACROSS : 0;
            case Piece.PAWN:
                return across ? (1 << OTHERS_ACROSS) | (1 << PAWNS_ACROSS) : 0;
            default:
                return 0;
        }
    }

    private int materialValue(int type, int ph) {
        return type == Piece.KING ? 0 : w[EvalWeights.MATERIAL + 2 * (type - 1) + ph];
    }

    /** Piece-square bonus for a red piece on ICCS file f, rank r; ph 0 middlegame, 1 endgame. */
    private int square(int type, int f, int r, int ph) {
        int centre = 4 - Math.abs(f - 4); // 0 at the edge, 4 on the central file
        boolean edge = f == 0 || f == 8;
        switch (type) {
            case Piece.KING:
                return w[EvalWeights.KING_ADVANCE + ph] * r
                        + (f == 4 ? w[EvalWeights.KING_CENTRE + ph] : w[EvalWeights.KING_SIDE + ph]);
            case Piece.ADVISOR:
                return f == 4 && r == 1 ? w[EvalWeights.ADVISOR_CENTRE + ph] : 0;
            case Piece.ELEPHANT:
                return (f == 4 && r == 2 ? w[EvalWeights.ELEPHANT_CENTRE + ph] : 0)
                        + (edge ? w[EvalWeights.ELEPHANT_EDGE + ph] : 0);
            case Piece.HORSE:
                return w[EvalWeights.HORSE_RANK + 2 * r + ph] + w[EvalWeights.HORSE_CENTRE + ph] * centre
                        + (edge ? w[EvalWeights.HORSE_EDGE + ph] : 0)
                        + ((r == 7 || r == 8) && (f == 2 || f == 6 || f == 3 || f == 5) ? w[EvalWeights.HORSE_POST + ph] : 0);
            case Piece.ROOK:
                return (r >= 5 ? w[EvalWeights.ROOK_ACROSS + ph] : 0)
                        + (r == 8 || r == 6 ? w[EvalWeights.ROOK_KEY_RANK + ph] : 0)
                        + w[EvalWeights.ROOK_CENTRE + ph] * centre
                        + (f == 3 || f == 5 ? w[EvalWeights.ROOK_PALACE_FILE + ph] : 0)
                        + (r == 0 && edge ? w[EvalWeights.ROOK_CORNER + ph] : 0);
            case Piece.CANNON:
                return (f == 4 ? w[EvalWeights.CANNON_CENTRE_FILE + ph] : 0)
                        + (r == 2 ? w[EvalWeights.CANNON_HOME_RANK + ph] : 0)
                        + (r >= 7 ? w[EvalWeights.CANNON_DEEP + ph] : 0)
                        + w[EvalWeights.CANNON_CENTRE + ph] * centre;
            default: { // PAWN
                if (r < 5) {
                    return r == 4 && f == 4 ? w[EvalWeights.PAWN_CENTRE_STEP + ph] : 0;
                }
                return (r == 9 ? w[EvalWeights.PAWN_LAST_RANK + ph]
                        : w[EvalWeights.PAWN_CROSSED + ph] + w[EvalWeights.PAWN_ADVANCE + ph] * Math.min(r - 5, 3))
                        + w[EvalWeights.PAWN_CENTRE + ph] * centre;
            }
        }
    }

    /** The default evaluation of the position for the side to move, with or without knowledge. */
    public static int evaluate(Position p, boolean knowledge) {
        return (knowledge ? DEFAULT : DEFAULT_PLAIN).evaluate(p);
    }

    /** The evaluation of the position for the side to move. */
    public int evaluate(Position p) {
        return evaluate(p, sumTables(p), sumPhase(p), sumCounts(p), sumLinear(p));
    }

    /**
     * The material-and-placement table entry (per-point corrections included) of piece code {@code code}
     * ({@link Piece#code}) on point {@code sq}: the middlegame value, or the endgame value when
     * {@code endgame}. Red minus black of these, tapered, is the evaluation without knowledge terms; a
     * tuner reads how a weight moves them.
     */
    public int tableValue(boolean endgame, int code, int sq) {
        long value = tables[(code << 8) | sq];
        return endgame ? endgame(value) : middlegame(value);
    }

    /** Whether the middlegame and endgame values are blended by the phase ({@link EvalTerm#TAPER}). */
    public boolean tapered() {
        return taper && phaseMax > 0;
    }

    /** The game phase of the position, at most {@link #phaseMax} (the start position's). */
    public int phase(Position p) {
        return Math.min(sumPhase(p), phaseMax);
    }

    /** The phase of the full board: the evaluation uses endgame values at 0 and middlegame values here. */
    public int phaseMax() {
        return phaseMax;
    }

    /** The evaluation of the position from red's point of view (for a tuner's sigmoid). */
    public int evaluateForRed(Position p) {
        int v = evaluate(p);
        return p.sideToMove() == Piece.RED ? v : -v;
    }

    /**
     * The evaluation from the given sums of the pieces' table values (as {@link #sumTables},
     * {@link #sumPhase}, {@link #sumCounts} and {@link #sumLinear} compute them; a search keeps them
     * incrementally).
     */
    int evaluate(Position p, long tableSum, int phaseSum, int countSum, long linearSum) {
        long sums = anyKnowledge ? tableSum + knowledge(p, trapped, countSum, linearSum) : tableSum;
        return evaluateTables(p, sums, phaseSum);
    }

    /**
     * The lazy evaluation, in two tiers as ElephantEye's is in four: material and tables alone when they
     * are {@code margin} or more beyond the window ({@code alpha}, {@code beta}); then every knowledge term
     * but the trapped-horse term — the one that tests points for attacks, about 40 % of the evaluation's
     * time — when that sum is a third of the margin or more beyond it; else the full evaluation. Each
     * tier takes the terms it skips to sum to less than its margin (an approximation; in the bench at depth
     * 8, of about 530 000 positions the 120-point first tier decided, 272 lay on the other side of the window
     * by the full evaluation, and none of the 520 000 the 40-point second tier decided). Returns the value
     * and whether it is the full evaluation, packed ({@link #lazyValue}, {@link #lazyExact}): only a full
     * value may be cached.
     */
    long evaluateLazily(Position p, long tableSum, int phaseSum, int countSum, long linearSum,
            int alpha, int beta, int margin) {
        int tables = evaluateTables(p, tableSum, phaseSum);
        if (!anyKnowledge) {
            return packLazy(tables, true);
        }
        if (tables - margin >= beta || tables + margin <= alpha) {
            return packLazy(tables, false);
        }
        long sums = tableSum + knowledge(p, false, countSum, linearSum);
        int untrapped = evaluateTables(p, sums, phaseSum);
        if (!trapped) {
            return packLazy(untrapped, true);
        }
        int second = margin / 3;
        if (untrapped - second >= beta || untrapped + second <= alpha) {
            return packLazy(untrapped, false);
        }
        int lacking = trappedMoves(p, Piece.RED) - trappedMoves(p, Piece.BLACK);
        return packLazy(evaluateTables(p, sums + pack(lacking * w[EvalWeights.TRAPPED_HORSE],
                lacking * w[EvalWeights.TRAPPED_HORSE + 1]), phaseSum), true);
    }

    private static long packLazy(int value, boolean full) {
        return ((long) value << 1) | (full ? 1 : 0);
    }

    /** The value packed by {@link #evaluateLazily}. */
    static int lazyValue(long packed) {
        return (int) (packed >> 1);
    }

    /** Whether the value packed by {@link #evaluateLazily} is the full evaluation (not a tier's). */
    static boolean lazyExact(long packed) {
        return (packed & 1) != 0;
    }

    /**
     * Material and piece-square tables only, tapered, from the side to move: the evaluation without its
     * knowledge terms, for a lazy evaluation that skips them when the result is far outside the window
     * (and the last step of the full evaluation, given sums that include the knowledge terms); {@code sums}
     * packed by {@link #pack}. With {@code endgame.draws} the result is scaled as {@link #drawScaled} says.
     */
    int evaluateTables(Position p, long sums, int phaseSum) {
        int mgSum = middlegame(sums);
        int egSum = endgame(sums);
        int score;
        if (!taper || phaseMax <= 0) {
            score = mgSum;
        } else {
            int ph = Math.min(phaseSum, phaseMax);
            int blend = mgSum * ph + egSum * (phaseMax - ph);
            // a shift rounds down; division truncates towards zero: a negative blend takes phaseMax - 1 first
            score = phaseShift >= 0 ? (blend + ((blend >> 31) & (phaseMax - 1))) >> phaseShift : blend / phaseMax;
        }
        if (mayScaleDraws(phaseSum)) {
            score = drawScaled(p, score);
        }
        return p.sideToMove() == Piece.RED ? score : -score;
    }

    /**
     * The book draws of lone pieces ({@link EvalTerm#ENDGAME_DRAWS}): red's {@code score} less the sixteenths
     * of it that its weights take away when the side ahead cannot force mate with what it has — no rook, horse or
     * cannon and no pawn short of the last rank; one pawn against two or more advisors and elephants; one
     * cannon and no pawn (unless an own advisor can screen it against fewer than three guards); one horse and no
     * pawn against three or four guards; one rook and nothing else against both advisors and both elephants
     * (one pawn: and no pawn on the last rank beside it).
     * Only while the side behind has no rook, horse or cannon; colour-blind, so a position and its
     * colour-flipped mirror keep opposite values.
     */
    private int drawScaled(Position p, int score) {
        if (score == 0) {
            return 0;
        }
        int strong = score > 0 ? Piece.RED : Piece.BLACK;
        int s = Piece.base(strong);
        int o = Piece.base(strong ^ 1);
        int attackers = 0;
        int kind = 0;
        for (int i = HORSE_0; i < PAWN_0; i++) {
            if (p.squareOf(o + i) != 0) {
                return score;
            }
            if (p.squareOf(s + i) != 0) {
                attackers++;
                kind = i;
            }
        }
        if (attackers > 1) {
            return score;
        }
        int live = 0;
        int bottom = 0;
        for (int i = PAWN_0; i < 16; i++) {
            int sq = p.squareOf(s + i);
            if (sq != 0) {
                if (Square.relativeRank(sq, strong) == 9) {
                    bottom++;
                } else {
                    live++;
                }
            }
        }
        int advisors = present(p, o + ADVISOR_0) + present(p, o + ADVISOR_0 + 1);
        int guards = advisors + present(p, o + ELEPHANT_0) + present(p, o + ELEPHANT_0 + 1);
        int weight;
        if (attackers == 0) {
            if (live == 0) {
                weight = EvalWeights.DRAWS_BARE;
            } else if (live == 1 && bottom == 0 && guards >= 2) {
                weight = EvalWeights.DRAWS_PAWN;
            } else {
                return score;
            }
        } else if (live + bottom > 0) {
            return score;
        } else if (kind >= CANNON_0) {
            // with an own advisor for a screen a cannon may still win against two guards: scaled from three
            boolean screen = present(p, s + ADVISOR_0) + present(p, s + ADVISOR_0 + 1) > 0;
            if (screen && guards < 3) {
                return score;
            }
            weight = EvalWeights.DRAWS_CANNON;
        } else if (kind >= ROOK_0) {
            if (guards < 4) {
                return score;
            }
            weight = EvalWeights.DRAWS_ROOK;
        } else {
            if (guards < 3) {
                return score;
            }
            weight = EvalWeights.DRAWS_HORSE;
        }
        return score * (16 - Math.max(0, Math.min(16, w[weight]))) / 16;
    }

    /**
     * Whether a position of this (unclamped) phase may have its score scaled by the book draws of lone pieces:
     * the term is on and the board can hold no more than one rook, horse or cannon. The quiescence search keeps
     * its delta pruning out of such positions, where a capture can move the score by more than the victim.
     */
    boolean mayScaleDraws(int phaseSum) {
        return draws && phaseSum <= drawPhase;
    }

    private static int present(Position p, int id) {
        return p.squareOf(id) != 0 ? 1 : 0;
    }

    /** Material and piece-square sums, red minus black, packed ({@link #tables}). */
    long sumTables(Position p) {
        return sum(p, tables);
    }

    /** The knowledge terms linear in the pieces ({@link #linear}), red minus black, packed. */
    long sumLinear(Position p) {
        return sum(p, linear);
    }

    /** The packed piece counts of the knowledge terms ({@link #counts}) of the pieces on the board. */
    int sumCounts(Position p) {
        int v = 0;
        for (int id = 16; id < 48; id++) {
            int sq = p.squareOf(id);
            if (sq != 0) {
                v += counts[(Piece.codeOf(id) << 8) | sq];
            }
        }
        return v;
    }

    /** A packed table's values of the pieces on the board, red minus black. */
    private static long sum(Position p, long[] table) {
        long v = 0;
        for (int id = 16; id < 48; id++) {
            int sq = p.squareOf(id);
            if (sq != 0) {
                long x = table[(Piece.codeOf(id) << 8) | sq];
                v += id < 32 ? x : -x;
            }
        }
        return v;
    }

    /** The unclamped phase of the pieces on the board. */
    int sumPhase(Position p) {
        int sum = 0;
        for (int id = 16; id < 48; id++) {
            if (p.squareOf(id) != 0) {
                sum += phase[id];
            }
        }
        return sum;
    }

    /** Default middlegame value of one piece moving between two points: for quiet ordering. */
    static int squareGain(int id, int from, int to) {
        int c = Piece.codeOf(id) << 8;
        return MG[c | to] - MG[c | from];
    }

    /**
     * A middlegame and an endgame value in one {@code long}; sums and differences of packed values are the
     * packed sums and differences (as long as each stays within an {@code int}).
     */
    static long pack(int mg, int eg) {
        return ((long) mg << 32) + eg;
    }

    /** The middlegame value of a {@link #pack packed} pair. */
    private static int middlegame(long packed) {
        return (int) ((packed - (int) packed) >> 32);
    }

    /** The endgame value of a {@link #pack packed} pair. */
    private static int endgame(long packed) {
        return (int) packed;
    }

    /**
     * The knowledge terms, red minus black, packed by {@link #pack}: the trapped-horse term only when
     * {@code withTrapped} (and switched on); {@code countSum} and {@code linearSum} are the position's
     * {@link #sumCounts} and {@link #sumLinear}.
     */
    private long knowledge(Position p, boolean withTrapped, int countSum, long linearSum) {
        int red = countSum & 0xFFFF;
        int black = countSum >>> 16;
        int redGuards = red >>> GUARDS;
        int blackGuards = black >>> GUARDS;
        return linearSum + knowledge(p, Piece.RED, red, blackGuards, withTrapped)
                - knowledge(p, Piece.BLACK, black, redGuards, withTrapped);
    }

    /**
     * How many safe moves the horses of {@code color} lack below two each (the trapped-horse term counts
     * them): a safe move goes to an empty point off the edge files, leg free, that no enemy piece attacks.
     */
    private int trappedMoves(Position p, int color) {
        int base = Piece.base(color);
        int enemy = color ^ 1;
        int lacking = 0;
        for (int id = base + HORSE_0; id <= base + HORSE_0 + 1; id++) {
            int sq = p.squareOf(id);
            if (sq == 0) {
                continue;
            }
            int safe = p.horseSafeMoves(sq, p.horseLegs(sq), enemy, 2);
            lacking += 2 - safe;
        }
        return lacking;
    }

    /**
     * The knowledge terms for one colour that are not linear in the pieces, packed by {@link #pack}, the
     * trapped-horse term only when {@code withTrapped}; {@code own} is the colour's piece counts (its 16
     * bits of {@link #sumCounts}), {@code enemyGuards} the advisors and elephants the enemy still has. The
     * king-safety term is the enemy's: the colour's rooks, horses, cannons and pawns across the river are
     * the attackers of the enemy king, and their term is subtracted here instead of added to the enemy's
     * own sum (the difference of the two colours' sums is the same).
     */
    private long knowledge(Position p, int color, int own, int enemyGuards, boolean withTrapped) {
        int mgSum = 0;
        int egSum = 0;
        int enemy = color ^ 1;
        int base = Piece.base(color);
        int enemyKing = p.squareOf(Piece.base(enemy));
        int kingFile = Square.file(enemyKing);
        int kingRank = Square.rank(enemyKing);

        // cannons: facing the enemy king on its file; bottom cannon on the enemy back rank
        for (int id = base + CANNON_0; id <= base + CANNON_0 + 1; id++) {
            int sq = p.squareOf(id);
            if (sq == 0) {
                continue;
            }
            if (Square.file(sq) == kingFile) {
                int between = p.piecesBetween(sq, enemyKing);
                if (between == 0) {
                    if (hollow) { // empty-headed cannon 空头炮
                        mgSum += w[EvalWeights.HOLLOW_CANNON];
                        egSum += w[EvalWeights.HOLLOW_CANNON + 1];
                    }
                } else if (between == 2) {
                    if (screens) {
                        mgSum += w[EvalWeights.CANNON_SCREENS];
                        egSum += w[EvalWeights.CANNON_SCREENS + 1];
                    }
                    if (central && blockedPalaceCentre(p, sq, enemyKing, enemy)) {
                        mgSum += w[EvalWeights.CENTRAL_CANNON];
                        egSum += w[EvalWeights.CENTRAL_CANNON + 1];
                    }
                }
            }
            if (bottom && Square.rank(sq) == kingRank && !Square.ownHalf(sq, color)
                    && (Square.iccsRank(sq) == 0 || Square.iccsRank(sq) == 9)) {
                mgSum += w[EvalWeights.BOTTOM_CANNON];
                egSum += w[EvalWeights.BOTTOM_CANNON + 1];
            }
        }
        // rooks: mobility
        if (rookMobility) {
            for (int id = base + ROOK_0; id <= base + ROOK_0 + 1; id++) {
                int sq = p.squareOf(id);
                if (sq != 0) {
                    int mobility = p.rookMobility(sq, color);
                    mgSum += w[EvalWeights.ROOK_MOBILITY] * mobility;
                    egSum += w[EvalWeights.ROOK_MOBILITY + 1] * mobility;
                }
            }
        }
        // horses: blocked legs, then the points reachable past the free legs (from the occupancy sets)
        boolean trap = trapped && withTrapped;
        if (legs || horseMobility || trap) {
            for (int id = base + HORSE_0; id <= base + HORSE_0 + 1; id++) {
                int sq = p.squareOf(id);
                if (sq == 0) {
                    continue;
                }
                int legMask = p.horseLegs(sq);
                if (legs) {
                    int blocked = Integer.bitCount(legMask);
                    mgSum += blocked * w[EvalWeights.HORSE_LEGS];
                    egSum += blocked * w[EvalWeights.HORSE_LEGS + 1];
                }
                if (horseMobility) {
                    int reach = p.horseReach(sq, legMask, color);
                    mgSum += reach * w[EvalWeights.HORSE_MOBILITY];
                    egSum += reach * w[EvalWeights.HORSE_MOBILITY + 1];
                }
                if (trap) {
                    int lacking = 2 - p.horseSafeMoves(sq, legMask, enemy, 2);
                    mgSum += lacking * w[EvalWeights.TRAPPED_HORSE];
                    egSum += lacking * w[EvalWeights.TRAPPED_HORSE + 1];
                }
            }
        }
        // pawns across the river: connected (two at least needed), against missing guards
        int pawnsAcross = (own >>> PAWNS_ACROSS) & 15;
        if (connected && pawnsAcross >= 2) {
            int ownPawn = Piece.code(color, Piece.PAWN);
            for (int id = base + PAWN_0; id <= base + PAWN_0 + 4; id++) {
                int sq = p.squareOf(id);
                if (sq == 0 || Square.ownHalf(sq, color)) {
                    continue;
                }
                int right = p.pieceAt(sq + 1);
                if (right != 0 && Piece.codeOf(right) == ownPawn) {
                    mgSum += w[EvalWeights.CONNECTED_PAWNS];
                    egSum += w[EvalWeights.CONNECTED_PAWNS + 1];
                }
            }
        }
        int enemyMissing = 4 - enemyGuards;
        if (guardless) {
            mgSum += pawnsAcross * enemyMissing * w[EvalWeights.PAWN_VS_GUARDS];
            egSum += pawnsAcross * enemyMissing * w[EvalWeights.PAWN_VS_GUARDS + 1];
        }
        // the enemy king's safety: its missing advisors and elephants against these attackers (the enemy's
        // term, so subtracted); the attackers in or beside its palace (king.pressure) are in linearSum
        if (guards) {
            int attackers = ((own >>> ROOKS_ACROSS) & 15) * w[EvalWeights.KING_GUARDS_ROOK]
                    + ((own >>> OTHERS_ACROSS) & 15) * w[EvalWeights.KING_GUARDS_OTHER];
            mgSum -= enemyMissing * attackers * w[EvalWeights.KING_GUARDS];
            egSum -= enemyMissing * attackers * w[EvalWeights.KING_GUARDS + 1];
        }
        // advisor and elephant structure
        if (shape) {
            int a1 = p.squareOf(base + ADVISOR_0);
            int a2 = p.squareOf(base + ADVISOR_0 + 1);
            int centre = palaceCentre(color);
            if (a1 != 0 && a2 != 0 && (a1 == centre || a2 == centre)) {
                mgSum += w[EvalWeights.GUARD_ADVISORS];
                egSum += w[EvalWeights.GUARD_ADVISORS + 1];
            }
            int e1 = p.squareOf(base + ELEPHANT_0);
            int e2 = p.squareOf(base + ELEPHANT_0 + 1);
            if (e1 != 0 && e2 != 0 && elephantsLinked(p, e1, e2)) {
                mgSum += w[EvalWeights.GUARD_ELEPHANTS];
                egSum += w[EvalWeights.GUARD_ELEPHANTS + 1];
            }
        }
        return pack(mgSum, egSum);
    }

    /** The palace centre of a colour: e1 for red, e8 for black. */
    private static int palaceCentre(int color) {
        return Square.fromIccs(4, color == Piece.RED ? 1 : 8);
    }

    /** A cannon on the central file whose line to the enemy king passes the enemy horse on the palace centre. */
    private static boolean blockedPalaceCentre(Position p, int cannon, int king, int enemy) {
        if (Square.file(cannon) != CENTRE_FILE) {
            return false;
        }
        int centre = palaceCentre(enemy);
        int id = p.pieceAt(centre);
        return id != 0 && Piece.colorOf(id) == enemy && Piece.typeOf(id) == Piece.HORSE
                && Math.min(cannon, king) < centre && centre < Math.max(cannon, king);
    }

    private static boolean elephantsLinked(Position p, int a, int b) {
        for (int step : ELEPHANT_STEP) {
            if (a + step == b) {
                return p.pieceAt(a + step / 2) == 0;
            }
        }
        return false;
    }
}
