package org.xqlab.search;

import org.xqlab.rules.Move;
import org.xqlab.rules.MoveGenerator;
import org.xqlab.rules.Piece;
import org.xqlab.rules.Position;

/**
 * Static exchange evaluation: what a capture wins or loses in material when both sides then go on capturing on
 * its point, each with its cheapest piece that may legally do so, and each free to stop when going on would
 * lose. The exchange is played on the board itself ({@link Position#makeMove} and back), so a pinned
 * defender, a king that would step into an attack, a cannon that gains or loses its screen as pieces leave the
 * line and a rook behind a rook all count as they are. The values are the evaluation's piece values in
 * centipawns ({@link Evaluator#PIECE_VALUE}); a king is never the victim.
 *
 * <p>{@link #atLeast} plays out only the captures that two bounds cannot decide: the exchange is never worth more
 * than the victim (the other side may leave it) and never less than the victim less its capturer (the side to
 * move may stop after the recapture). Whether the point is defended is not such a bound: the capturer may
 * uncover a rook behind it, or stop being the second screen of a cannon behind it. One instance per searcher;
 * it allocates nothing per call.
 */
final class StaticExchange {
    /** The cheapest piece first, by id within a side: pawns, advisors, elephants, horses, cannons, rooks, king. */
    private static final int[] ORDER = {11, 12, 13, 14, 15, 1, 2, 3, 4, 5, 6, 9, 10, 7, 8, 0};
    /** The value of a capture that is not legal: below every threshold. */
    static final int ILLEGAL = Integer.MIN_VALUE;
    /** At most every piece of both sides but the two kings captures on one point, plus the first capture. */
    private final int[] gain = new int[34];

    /**
     * The material balance of the capture {@code move} for the side to move, in centipawns, after the
     * exchange on its point, or {@link #ILLEGAL} when the capture would leave the own king attacked. {@code move}
     * must be a pseudo-legal capture here; the position is left as it was.
     */
    int value(Position p, int move) {
        int to = Move.to(move);
        int victim = Evaluator.PIECE_VALUE[Piece.typeOf(p.pieceAt(to))];
        int capturer = Evaluator.PIECE_VALUE[Piece.typeOf(p.pieceAt(Move.from(move)))];
        if (!p.makeMove(move)) {
            return ILLEGAL;
        }
        return exchange(p, to, victim, capturer);
    }

    /**
     * What the side to move wins by starting an exchange on the point {@code to}, where the opponent's piece
     * stands, with its cheapest legal capture: 0 when it has none or when that exchange would lose (it need not
     * capture). After a quiet move, {@code threat} on the moved piece's point above 0 means the piece is lost
     * for less than it is worth. The position is left as it was.
     */
    int threat(Position p, int to) {
        int victim = Evaluator.PIECE_VALUE[Piece.typeOf(p.pieceAt(to))];
        int type = recapture(p, to);
        return type < 0 ? 0 : Math.max(0, exchange(p, to, victim, Evaluator.PIECE_VALUE[type]));
    }

    /**
     * The exchange after a first capture on {@code to}, already made, that took a piece worth {@code victim} with
     * one worth {@code capturer}: its value for the side that made it, once every capture is taken back.
     */
    private int exchange(Position p, int to, int victim, int capturer) {
        gain[0] = victim;
        int onPoint = capturer;
        int made = 1;
        int d = 0;
        while (true) {
            int type = recapture(p, to);
            if (type < 0) {
                break;
            }
            made++;
            d++;
            gain[d] = onPoint - gain[d - 1];
            onPoint = Evaluator.PIECE_VALUE[type];
        }
        for (int i = 0; i < made; i++) {
            p.unmakeMove();
        }
        while (d > 0) {
            gain[d - 1] = -Math.max(-gain[d - 1], gain[d]);
            d--;
        }
        return gain[0];
    }

    /**
     * Whether the capture {@code move} keeps at least {@code threshold} centipawns of material for the side to
     * move after the exchange ({@link #value} ≥ threshold), deciding the clear cases without playing it out (so
     * for an illegal capture it may answer either way).
     */
    boolean atLeast(Position p, int move, int threshold) {
        int victim = Evaluator.PIECE_VALUE[Piece.typeOf(p.pieceAt(Move.to(move)))];
        if (victim < threshold) {
            return false;
        }
        int capturer = Evaluator.PIECE_VALUE[Piece.typeOf(p.pieceAt(Move.from(move)))];
        if (victim - capturer >= threshold) {
            return true; // the other side may recapture or not: never less than this
        }
        return value(p, move) >= threshold;
    }

    /**
     * Makes the side to move's cheapest legal capture on {@code to} and returns the type of the piece that made
     * it, or -1 (nothing made) when it has none.
     */
    private static int recapture(Position p, int to) {
        int base = Piece.base(p.sideToMove());
        for (int k : ORDER) {
            int from = p.squareOf(base + k);
            if (from == 0 || from == to) {
                continue;
            }
            int m = Move.of(from, to);
            if (MoveGenerator.isPseudoLegal(p, m) && p.makeMove(m)) {
                return Piece.typeOf(p.pieceAt(to));
            }
        }
        return -1;
    }
}
