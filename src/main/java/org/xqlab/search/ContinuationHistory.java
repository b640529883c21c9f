package org.xqlab.search;

import org.xqlab.rules.Move;
import org.xqlab.rules.Piece;

import java.util.Arrays;

/**
 * Continuation history ({@code history.continuation}): how well a quiet move did right after a given earlier
 * move — one value per pair (the piece and point of the earlier move, the piece and point of this one), so a
 * reply that refuted a move before is tried early after the same move again, wherever it happened. The earlier
 * move is the opponent's last move (one ply back) or also the side's own move before it (two plies back). Values
 * follow the gravity rule of the history table ({@code v += b − v·|b|/max}), so each stays within ±max; a quiet
 * cutoff raises its move's values, the quiet moves searched before it lose as much.
 *
 * <p>A move is named by its slot, {@code code × 90 + point}: the piece's colour-and-type code
 * ({@link Piece#codeOf}, 0–14) and the point it moved to (ICCS index 0–89). No slot ({@code -1}) after a null
 * move or at the root: that pair adds nothing.
 *
 * <p>{@code capturehistory} keeps its capture history in one of these with 15 rows instead of a row per earlier
 * move: the row is the victim's code, so a value is how well that piece took that victim on that point.
 */
final class ContinuationHistory {
    /** Slots of a move: 15 piece codes × 90 points. */
    static final int SLOTS = 15 * 90;

    private final short[] table;
    private final int max;

    ContinuationHistory(int max) {
        this(max, SLOTS);
    }

    /** A table of {@code rows} rows (the earlier move's slot, or a capture's victim code) of {@link #SLOTS} values. */
    ContinuationHistory(int max, int rows) {
        this.max = Math.min(max, 16384);
        this.table = new short[rows * SLOTS];
    }

    /** The slot of a move by piece {@code id} to the 16×16 point {@code to}. */
    static int slot(int id, int to) {
        return Piece.codeOf(id) * 90 + HistoryTable.INDEX90[to];
    }

    /** The value of {@code move} by piece {@code id} after the move of slot {@code before} (0 for no slot). */
    int get(int before, int id, int move) {
        return before < 0 ? 0 : table[before * SLOTS + slot(id, Move.to(move))];
    }

    /** Adds {@code bonus} (negative: a penalty) by the gravity rule to the pair; nothing for no slot. */
    void update(int before, int id, int move, int bonus) {
        if (before < 0) {
            return;
        }
        int i = before * SLOTS + slot(id, Move.to(move));
        int b = Math.max(-max, Math.min(bonus, max));
        int v = table[i];
        v += b - v * Math.abs(b) / max;
        table[i] = (short) Math.max(-max, Math.min(v, max));
    }

    /** Ages the table between searches by the history table's DECAY_ rule. */
    void decay(int rule) {
        int divisor = rule >= 0 && rule < HistoryTable.DECAY_NAMES.length
                ? HistoryTable.decayDivisor(HistoryTable.DECAY_NAMES[rule]) : 1;
        if (divisor == 0) {
            Arrays.fill(table, (short) 0);
        }
        for (int i = 0; divisor > 1 && i < table.length; i++) {
            table[i] /= divisor;
        }
    }
}
