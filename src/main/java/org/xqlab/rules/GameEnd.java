package org.xqlab.rules;

/**
 * Whether the game is over in a position, and why. The rules implemented (docs/rules.md):
 * <ul>
 *   <li>the side to move with no legal move loses: checkmate when in check, stalemate (困毙) otherwise;</li>
 *   <li>the same position with the same side to move for the third time since the last capture ends the
 *       game, judged by {@link RepetitionJudge} under a rule set (AXF or CXA): the side that checked with
 *       every one of its moves in that cycle loses (perpetual check, 长将), else the side that chased one
 *       piece with every move loses (perpetual chase, 长捉); if both or neither did, it is a draw;</li>
 *   <li>120 plies (60 moves each) without a capture: a draw (the natural limit);</li>
 *   <li>neither side has a rook, horse, cannon or pawn left: a draw (kings, advisors and elephants cannot
 *       leave their own half, so no one can be mated).</li>
 * </ul>
 */
public record GameEnd(Reason reason, int winner) {
    /** Why a game ended. */
    public enum Reason {
        CHECKMATE, STALEMATE, PERPETUAL_CHECK, PERPETUAL_CHASE, REPETITION, MOVE_LIMIT, NO_ATTACKERS
    }

    /** Winner value for a draw. */
    public static final int DRAW = -1;

    /** Plies without a capture after which the game is drawn. */
    public static final int MOVE_LIMIT_PLIES = 120;

    public boolean isDraw() {
        return winner == DRAW;
    }

    /** The game end in this position under the default rule set, or {@code null} while the game goes on. */
    public static GameEnd of(Position p) {
        return of(p, RepetitionJudge.RuleSet.DEFAULT);
    }

    /** The game end in this position, repetitions judged by {@code rules}; {@code null} while the game goes on. */
    public static GameEnd of(Position p, RepetitionJudge.RuleSet rules) {
        int side = p.sideToMove();
        if (!p.hasLegalMove()) {
            return new GameEnd(p.inCheck() ? Reason.CHECKMATE : Reason.STALEMATE, side ^ 1);
        }
        RepetitionJudge.Verdict v = repetition(p, rules);
        if (v != null) {
            return new GameEnd(switch (v.rule()) {
                case PERPETUAL_CHECK -> Reason.PERPETUAL_CHECK;
                case PERPETUAL_CHASE, CHECK_AND_CHASE -> Reason.PERPETUAL_CHASE;
                case MUTUAL, NONE -> Reason.REPETITION;
            }, v.winner());
        }
        if (p.halfmoveClock() >= MOVE_LIMIT_PLIES) {
            return new GameEnd(Reason.MOVE_LIMIT, DRAW);
        }
        if (!hasAttacker(p)) {
            return new GameEnd(Reason.NO_ATTACKERS, DRAW);
        }
        return null;
    }

    /**
     * The verdict on the third occurrence of the current position (the rule applied and the cycle's moves), or
     * {@code null} when the position has not occurred twice before since the last capture.
     */
    public static RepetitionJudge.Verdict repetition(Position p, RepetitionJudge.RuleSet rules) {
        return p.cycleStart(2) < 0 ? null : new RepetitionJudge(rules).verdict(p, 2);
    }

    /** Whether either side still has a piece that can cross the river: a rook, horse, cannon or pawn. */
    private static boolean hasAttacker(Position p) {
        for (int color = Piece.RED; color <= Piece.BLACK; color++) {
            if (p.count(color, Piece.ROOK) + p.count(color, Piece.HORSE) + p.count(color, Piece.CANNON)
                    + p.count(color, Piece.PAWN) > 0) {
                return true;
            }
        }
        return false;
    }
}
