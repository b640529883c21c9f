package org.xqlab.search;

import org.xqlab.rules.Move;
import org.xqlab.rules.Piece;
import org.xqlab.rules.Square;

import java.util.Arrays;

/**
 * The history heuristic: a score per quiet move that grows each time the move causes a β-cutoff (and,
 * if configured, when it is the best move of a PV node); the move picker orders quiet moves by it.
 *
 * <p>Shapes: {@code fromto} — one [from][to] table shared by both sides, as ElephantEye; {@code side} —
 * one [from][to] table per side; {@code pieceto} — [piece][to] as Fruit. Points are numbered 0–89
 * (ICCS rank × 9 + file), so row and column are the same numbers a heatmap shows. Bonus rules: depth²
 * (ElephantEye), 2^depth, Fibonacci(depth), or "gravity" (Stockfish: {@code v += b − v·b/max}, which keeps
 * every value within ±max by construction). The additive rules halve the whole table when a value
 * passes the bound, so values stay within ±max for a fixed heatmap scale. Between searches the table
 * is kept, halved, quartered or cleared.
 */
public final class HistoryTable {
    public static final int SHAPE_FROM_TO = 0;
    public static final int SHAPE_SIDE = 1;
    public static final int SHAPE_PIECE_TO = 2;

    public static final int BONUS_SQUARE = 0;
    public static final int BONUS_POW2 = 1;
    public static final int BONUS_FIB = 2;
    public static final int BONUS_GRAVITY = 3;

    public static final int DECAY_NONE = 0;
    public static final int DECAY_HALF = 1;
    public static final int DECAY_QUARTER = 2;
    public static final int DECAY_CLEAR = 3;

    static final String[] SHAPE_NAMES = {"fromto", "side", "pieceto"};
    static final String[] DECAY_NAMES = {"none", "half", "quarter", "clear"};

    /** ICCS index 0-89 of each point of the 16×16 board (-1 off the board). */
    static final int[] INDEX90 = new int[256];
    private static final int[] FIB = new int[64];

    static {
        Arrays.fill(INDEX90, -1);
        for (int sq = 0; sq < 256; sq++) {
            if (Square.inBoard(sq)) {
                INDEX90[sq] = Square.iccsRank(sq) * 9 + Square.iccsFile(sq);
            }
        }
        FIB[0] = 0;
        FIB[1] = 1;
        for (int i = 2; i < FIB.length; i++) {
            FIB[i] = (int) Math.min(Integer.MAX_VALUE / 4, (long) FIB[i - 1] + FIB[i - 2]);
        }
    }

    private final int shape;
    private final int bonusRule;
    private final int max;
    private final int rows;
    private final int[] table;

    public HistoryTable(int shape, int bonusRule, int max) {
        this.shape = shape;
        this.bonusRule = bonusRule;
        this.max = max;
        this.rows = shape == SHAPE_FROM_TO ? 90 : shape == SHAPE_SIDE ? 180 : 16;
        this.table = new int[rows * 90];
    }

    public int shape() {
        return shape;
    }

    public String shapeName() {
        return SHAPE_NAMES[shape];
    }

    /** Rows of the table: 90 (fromto), 180 (side: red rows 0–89, black 90–179) or 16 (piece code). */
    public int rows() {
        return rows;
    }

    public int columns() {
        return 90;
    }

    public int max() {
        return max;
    }

    /** The table row of a move by piece {@code id}. */
    public int row(int id, int move) {
        switch (shape) {
            case SHAPE_FROM_TO:
                return INDEX90[Move.from(move)];
            case SHAPE_SIDE:
                return Piece.colorOf(id) * 90 + INDEX90[Move.from(move)];
            default:
                return Piece.codeOf(id);
        }
    }

    public static int column(int move) {
        return INDEX90[Move.to(move)];
    }

    /** The history value of a move by piece {@code id}. */
    public int get(int id, int move) {
        return table[row(id, move) * 90 + column(move)];
    }

    public int cell(int row, int column) {
        return table[row * 90 + column];
    }

    /** The bonus a cutoff at this depth earns. */
    public int bonus(int depth) {
        int d = Math.max(1, Math.min(depth, 30));
        switch (bonusRule) {
            case BONUS_SQUARE:
                return d * d;
            case BONUS_POW2:
                return 1 << Math.min(d, 24);
            case BONUS_FIB:
                return FIB[d + 1];
            default:
                return Math.min(d * d * 4, max);
        }
    }

    /**
     * Adds the bonus of {@code depth} to the cell; returns the new value. When an additive rule pushes
     * a value past the bound, the whole table is halved first ({@link #rescaled} turns true).
     */
    public int reward(int row, int column, int bonus) {
        int i = row * 90 + column;
        rescaled = false;
        if (bonusRule == BONUS_GRAVITY) {
            int b = Math.min(bonus, max);
            table[i] += b - (int) ((long) table[i] * b / max);
        } else {
            long v = (long) table[i] + bonus;
            while (v > max) {
                halve();
                rescaled = true;
                v = (long) table[i] + Math.min(bonus, max);
                if (v > max) {
                    v = max;
                }
            }
            table[i] = (int) v;
        }
        return table[i];
    }

    /**
     * Takes the bonus of a cutoff away from a move that was searched before the one that cut and did not
     * cut itself (the history malus): gravity pulls the value towards {@code -max}, an additive rule
     * subtracts and stops at {@code -max}. Returns the new value.
     */
    public int penalize(int row, int column, int bonus) {
        int i = row * 90 + column;
        int b = Math.min(bonus, max);
        if (bonusRule == BONUS_GRAVITY) {
            table[i] += -b - (int) ((long) table[i] * b / max);
        } else {
            table[i] = Math.max(-max, table[i] - b);
        }
        return table[i];
    }

    /** Set by {@link #reward} when it had to halve the table to stay within the bound. */
    public boolean rescaled;

    private void halve() {
        for (int i = 0; i < table.length; i++) {
            table[i] /= 2;
        }
    }

    /** Ages the table between searches by one of the DECAY_ rules. */
    public void decay(int rule) {
        if (rule >= 0 && rule < DECAY_NAMES.length) {
            decay(table, DECAY_NAMES[rule]);
        }
    }

    /**
     * The decay rule itself, by the name the trace's {@code history_decay} event carries: "half" (and
     * "rescale", the halving {@link #reward} does at the bound) halves every value, "quarter" quarters it,
     * "clear" sets it to 0, anything else ("none") leaves it. Mirrors of the table apply it too.
     */
    public static void decay(int[] values, String rule) {
        int divisor = decayDivisor(rule);
        if (divisor == 0) {
            Arrays.fill(values, 0);
        }
        for (int i = 0; divisor > 1 && i < values.length; i++) {
            values[i] /= divisor;
        }
    }

    /**
     * What the decay rule named {@code rule} divides every value by: 2 for "half" (and "rescale"), 4 for "quarter",
     * 0 for "clear" (every value becomes 0), 1 for "none" and for a rule not known here (later updates set the cells
     * again). The continuation and capture histories age by the same rules.
     */
    static int decayDivisor(String rule) {
        return switch (rule) {
            case "half", "rescale" -> 2;
            case "quarter" -> 4;
            case "clear" -> 0;
            default -> 1;
        };
    }

    public void clear() {
        Arrays.fill(table, 0);
    }

    /** A copy of the table, row-major ({@code rows() × 90}), for views. */
    public int[] snapshot() {
        return table.clone();
    }
}
