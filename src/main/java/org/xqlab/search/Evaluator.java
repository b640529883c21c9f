package org.xqlab.search;

import org.xqlab.rules.Piece;
import org.xqlab.rules.Position;
import org.xqlab.rules.Square;

/**
 * Static evaluation in centipawns from the side to move's point of view.
 *
 * <p>Material and piece-square tables for every piece, each with a middlegame and an endgame value,
 * blended by the game phase (rooks count 4, horses and cannons 2: 32 at the start, 0 with none left).
 * With knowledge on, a handful of Xiangqi terms are added: the central cannon facing the enemy king
 * (an empty-headed cannon 空头炮 most of all), the bottom cannon (沉底炮), rook mobility, horses with
 * blocked legs, king safety from advisors and elephants against attackers across the river, and
 * connected pawns across the river. The tables are written from red's side; black uses the point
 * rotated by 180°, so the evaluation of a position equals minus the evaluation of its colour-flipped
 * mirror. Nothing here allocates.
 */
public final class Evaluator {
    /** Values for MVV/LVA and delta pruning, by type: K A E H R C P. */
    static final int[] PIECE_VALUE = {10000, 120, 120, 300, 650, 320, 60};

    private static final int[] MATERIAL_MG = {0, 120, 120, 290, 650, 330, 30};
    private static final int[] MATERIAL_EG = {0, 100, 110, 330, 650, 290, 40};
    private static final int PHASE_MAX = 32;
    private static final int[] LINES = {-16, 16, -1, 1};

    /** Middlegame and endgame value (material included) of code {@code c} on point sq: [c * 256 + sq]. */
    static final int[] MG = new int[16 * 256];
    static final int[] EG = new int[16 * 256];

    static {
        for (int sq = 0; sq < 256; sq++) {
            if (!Square.inBoard(sq)) {
                continue;
            }
            int f = Square.iccsFile(sq);
            int r = Square.iccsRank(sq); // red's view: 0 own back rank, 9 the enemy's
            for (int type = 0; type < Piece.TYPE_COUNT; type++) {
                int mg = MATERIAL_MG[type] + square(type, f, r, true);
                int eg = MATERIAL_EG[type] + square(type, f, r, false);
                int red = Piece.code(Piece.RED, type);
                int black = Piece.code(Piece.BLACK, type);
                MG[red * 256 + sq] = mg;
                EG[red * 256 + sq] = eg;
                MG[black * 256 + Square.flip(sq)] = mg;
                EG[black * 256 + Square.flip(sq)] = eg;
            }
        }
    }

    /** Piece-square bonus for a red piece on ICCS file f, rank r. */
    private static int square(int type, int f, int r, boolean middlegame) {
        int centre = 4 - Math.abs(f - 4); // 0 at the edge, 4 on the central file
        switch (type) {
            case Piece.KING:
                return middlegame ? -12 * r - (f == 4 ? 0 : 6) : -4 * r + (f == 4 ? 4 : 0);
            case Piece.ADVISOR:
                return f == 4 && r == 1 ? 6 : 0;
            case Piece.ELEPHANT:
                return (f == 4 && r == 2 ? 6 : 0) - (f == 0 || f == 8 ? 6 : 0);
            case Piece.HORSE: {
                int advance = r <= 2 ? -6 + 3 * r : r <= 4 ? 4 + 3 * (r - 3) : r <= 7 ? 14 + 4 * (r - 5) : 18 - 6 * (r - 8);
                int edge = f == 0 || f == 8 ? -14 : 0;
                int attack = (r == 7 || r == 8) && (f == 2 || f == 6 || f == 3 || f == 5) ? 12 : 0;
                return advance + 3 * centre + edge + attack + (middlegame ? 0 : 4);
            }
            case Piece.ROOK:
                return (r >= 5 ? 8 : 0) + (r == 8 || r == 6 ? 6 : 0) + centre + (f == 3 || f == 5 ? 4 : 0)
                        + (r == 0 && (f == 0 || f == 8) ? -10 : 0);
            case Piece.CANNON:
                return (f == 4 ? (middlegame ? 18 : 6) : 0) + (r == 2 ? 4 : 0) + (r >= 7 ? 6 : 0)
                        + (middlegame ? centre : -centre);
            default: { // PAWN
                if (r < 5) {
                    return r == 4 && f == 4 ? 8 : 0;
                }
                int bonus = (r == 9 ? 8 : 22 + 8 * Math.min(r - 5, 3)) + (middlegame ? 4 : 7) * centre;
                if (!middlegame) {
                    bonus += r == 9 ? 0 : 25;
                }
                return bonus;
            }
        }
    }

    private Evaluator() {
    }

    /** Phase weight of each id: rooks 4, horses and cannons 2, the rest 0. */
    static final int[] PHASE = new int[48];

    static {
        for (int id = 16; id < 48; id++) {
            int type = Piece.typeOf(id);
            PHASE[id] = type == Piece.ROOK ? 4 : type == Piece.HORSE || type == Piece.CANNON ? 2 : 0;
        }
    }

    /** The evaluation of the position for the side to move. */
    public static int evaluate(Position p, boolean knowledge) {
        return evaluate(p, knowledge, sumMg(p), sumEg(p), sumPhase(p));
    }

    /**
     * The evaluation from the given material and piece-square sums (red minus black, as
     * {@link #sumMg}, {@link #sumEg} and {@link #sumPhase} compute them; a search keeps them
     * incrementally).
     */
    static int evaluate(Position p, boolean knowledge, int mg, int eg, int phase) {
        if (knowledge) {
            int red = knowledge(p, Piece.RED);
            int black = knowledge(p, Piece.BLACK);
            mg += unpackMiddlegame(red) - unpackMiddlegame(black);
            eg += (short) red - (short) black;
        }
        phase = Math.min(phase, PHASE_MAX);
        int score = (mg * phase + eg * (PHASE_MAX - phase)) / PHASE_MAX;
        return p.sideToMove() == Piece.RED ? score : -score;
    }

    /** Middlegame material and piece-square sum, red minus black. */
    static int sumMg(Position p) {
        return sum(p, MG);
    }

    /** Endgame material and piece-square sum, red minus black. */
    static int sumEg(Position p) {
        return sum(p, EG);
    }

    private static int sum(Position p, int[] table) {
        int v = 0;
        for (int id = 16; id < 48; id++) {
            int sq = p.squareOf(id);
            if (sq != 0) {
                int x = table[(Piece.codeOf(id) << 8) | sq];
                v += id < 32 ? x : -x;
            }
        }
        return v;
    }

    /** The unclamped phase: rooks 4, horses and cannons 2. */
    static int sumPhase(Position p) {
        int phase = 0;
        for (int id = 16; id < 48; id++) {
            if (p.squareOf(id) != 0) {
                phase += PHASE[id];
            }
        }
        return phase;
    }

    /** Middlegame (or endgame) value of one piece type moving between two points: for quiet ordering. */
    static int squareGain(int id, int from, int to) {
        int c = Piece.codeOf(id) << 8;
        return MG[c | to] - MG[c | from];
    }

    private static int unpackMiddlegame(int packed) {
        return (packed - (short) packed) >> 16;
    }

    // offsets of the piece ids within a side (see Piece): advisors 1-2, elephants 3-4, horses 5-6,
    // rooks 7-8, cannons 9-10, pawns 11-15
    private static final int HORSE_0 = 5;
    private static final int ROOK_0 = 7;
    private static final int CANNON_0 = 9;
    private static final int PAWN_0 = 11;

    /** The knowledge terms for one colour: {@code mg * 65536 + eg} (each well within ±32767). */
    private static int knowledge(Position p, int color) {
        int mg = 0;
        int eg = 0;
        int enemy = color ^ 1;
        int base = Piece.base(color);
        int enemyBase = Piece.base(enemy);
        int enemyKing = p.squareOf(enemyBase);
        int kingFile = Square.file(enemyKing);
        int kingRank = Square.rank(enemyKing);

        // cannons: facing the enemy king on its file; bottom cannon on the enemy back rank
        for (int id = base + CANNON_0; id <= base + CANNON_0 + 1; id++) {
            int sq = p.squareOf(id);
            if (sq == 0) {
                continue;
            }
            if (Square.file(sq) == kingFile) {
                int between = piecesBetween(p, sq, enemyKing);
                if (between == 0) {
                    mg += 60; // empty-headed cannon
                    eg += 25;
                } else if (between == 2) {
                    mg += 15;
                    eg += 5;
                }
            }
            if (Square.rank(sq) == kingRank && !Square.ownHalf(sq, color)
                    && (Square.iccsRank(sq) == 0 || Square.iccsRank(sq) == 9)) {
                mg += 20;
                eg += 8;
            }
        }
        // rooks: mobility
        for (int id = base + ROOK_0; id <= base + ROOK_0 + 1; id++) {
            int sq = p.squareOf(id);
            if (sq != 0) {
                int mobility = rookMobility(p, sq, color);
                mg += 3 * mobility;
                eg += 2 * mobility;
            }
        }
        // horses: legs
        for (int id = base + HORSE_0; id <= base + HORSE_0 + 1; id++) {
            int sq = p.squareOf(id);
            if (sq == 0) {
                continue;
            }
            int blocked = (p.pieceAt(sq - 16) != 0 ? 1 : 0) + (p.pieceAt(sq + 16) != 0 ? 1 : 0)
                    + (p.pieceAt(sq - 1) != 0 ? 1 : 0) + (p.pieceAt(sq + 1) != 0 ? 1 : 0);
            mg -= blocked * 8;
            eg -= blocked * 5;
        }
        // king safety: missing advisors and elephants against attackers across the river
        int attackers = 0;
        for (int i = HORSE_0; i <= PAWN_0 + 4; i++) {
            int sq = p.squareOf(enemyBase + i);
            if (sq != 0 && Square.ownHalf(sq, color)) {
                attackers += i == ROOK_0 || i == ROOK_0 + 1 ? 2 : 1;
            }
        }
        if (attackers > 0) {
            int missing = 0;
            for (int id = base + 1; id <= base + 4; id++) {
                if (p.squareOf(id) == 0) {
                    missing++;
                }
            }
            mg -= missing * attackers * 8;
            eg -= missing * attackers * 3;
        }
        // connected pawns across the river
        int ownPawn = Piece.code(color, Piece.PAWN);
        for (int id = base + PAWN_0; id <= base + PAWN_0 + 4; id++) {
            int sq = p.squareOf(id);
            if (sq != 0 && !Square.ownHalf(sq, color)) {
                int right = p.pieceAt(sq + 1);
                if (right != 0 && Piece.codeOf(right) == ownPawn) {
                    mg += 10;
                    eg += 18;
                }
            }
        }
        return (mg << 16) + eg;
    }

    private static int piecesBetween(Position p, int a, int b) {
        int step = a < b ? 16 : -16;
        int n = 0;
        for (int sq = a + step; sq != b; sq += step) {
            if (p.pieceAt(sq) != 0) {
                n++;
            }
        }
        return n;
    }

    private static int rookMobility(Position p, int sq, int color) {
        int n = 0;
        int own = Piece.sideTag(color);
        for (int k = 0; k < 4; k++) {
            int step = LINES[k];
            int to = sq + step;
            int t;
            while ((t = p.pieceAt(to)) == 0 && Square.onBoard(to)) {
                n++;
                to += step;
            }
            if (t != 0 && (t & own) == 0) {
                n++;
            }
        }
        return n;
    }
}
