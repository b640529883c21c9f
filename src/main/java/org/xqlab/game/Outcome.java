package org.xqlab.game;

import org.xqlab.rules.GameEnd;
import org.xqlab.rules.Piece;

/**
 * How a game ended: by the rules ({@link GameEnd}: checkmate, stalemate, perpetual check, repetition,
 * the 120-ply limit, no attacking piece left on either side) or by the players (resignation, agreed draw), or by an arbiter at a set length (ply limit), and who won ({@link Piece#RED},
 * {@link Piece#BLACK} or {@link #DRAW}). {@link #result()} is the PGN result text.
 */
public record Outcome(Kind kind, int winner) {
    /** Why the game ended. */
    public enum Kind {
        CHECKMATE, STALEMATE, PERPETUAL_CHECK, PERPETUAL_CHASE, REPETITION, MOVE_LIMIT, NO_ATTACKERS, RESIGNATION, DRAW_AGREED,
        /** An arbiter ended the game at a length set for it (a match's {@code --max-plies}), not the rules. */
        PLY_LIMIT
    }

    public static final int DRAW = GameEnd.DRAW;

    /** The outcome the rules give, or {@code null} for {@code null}. */
    public static Outcome of(GameEnd end) {
        if (end == null) {
            return null;
        }
        return new Outcome(Kind.valueOf(end.reason().name()), end.winner());
    }

    public boolean isDraw() {
        return winner == DRAW;
    }

    /** "1-0" (red won), "0-1" (black won) or "1/2-1/2". */
    public String result() {
        if (winner == Piece.RED) {
            return "1-0";
        }
        return winner == Piece.BLACK ? "0-1" : "1/2-1/2";
    }
}
