package org.xqlab.rules;

/**
 * Says in one word why a from→to attempt is not a legal move, so a board can explain a refusal.
 *
 * <p>{@link #explain} returns {@link Reason#LEGAL} exactly when {@link Position#isLegal} accepts the
 * move (a test checks the two agree on every from/to pair); otherwise the first rule broken, in this
 * order: what stands on the points (no piece, the opponent's piece, an own piece on the target), then
 * how the piece moves (palace, diagonal, river, elephant eye, horse leg, line, screen, pawn direction),
 * then the king's safety (the two kings facing each other on an open file, the own king left or kept in
 * check). Pure rules: no text, no UI; the UI maps each reason to a sentence in its language.
 */
public final class MoveExplainer {
    /** Why a move is refused; {@link #LEGAL} when it is not. */
    public enum Reason {
        LEGAL,
        /** The from-point or to-point is not a point of the board. */
        OFF_BOARD,
        NO_PIECE,
        NOT_YOUR_PIECE,
        OWN_PIECE_ON_TARGET,
        /** 帥/將 moves one point along a line. */
        NOT_A_KING_MOVE,
        KING_LEAVES_PALACE,
        /** 仕/士 moves one point diagonally. */
        ADVISOR_NOT_DIAGONAL,
        ADVISOR_LEAVES_PALACE,
        /** 相/象 moves exactly two points diagonally. */
        NOT_AN_ELEPHANT_MOVE,
        ELEPHANT_CANNOT_CROSS_RIVER,
        ELEPHANT_EYE_BLOCKED,
        /** 馬 moves one point along a line then one diagonally outwards. */
        NOT_A_HORSE_MOVE,
        HORSE_LEG_BLOCKED,
        /** 車 and 炮 move along a rank or a file. */
        NOT_A_STRAIGHT_LINE,
        ROOK_PATH_BLOCKED,
        /** A cannon captures by jumping exactly one piece (the screen, 炮架). */
        CANNON_NEEDS_ONE_SCREEN,
        /** A cannon that does not capture moves like a rook: nothing may stand between. */
        CANNON_PATH_BLOCKED,
        /** 兵/卒 moves one point forward, or sideways once across the river. */
        NOT_A_PAWN_MOVE,
        PAWN_NOT_ACROSS_RIVER_SIDEWAYS,
        PAWN_CANNOT_RETREAT,
        /** The two kings would see each other on an open file (白脸将). */
        KINGS_WOULD_FACE,
        /** The own king was safe and would be attacked after the move. */
        LEAVES_KING_IN_CHECK,
        /** The own king is in check and the move does not answer it. */
        KING_STAYS_IN_CHECK
    }

    private MoveExplainer() {
    }

    /** The reason a move from {@code from} to {@code to} (points of {@link Square}) is refused, or LEGAL. */
    public static Reason explain(Position p, int from, int to) {
        if (!Square.inBoard(from) || !Square.inBoard(to)) {
            return Reason.OFF_BOARD;
        }
        int id = p.pieceAt(from);
        if (id == Piece.NONE) {
            return Reason.NO_PIECE;
        }
        int side = p.sideToMove();
        if (Piece.colorOf(id) != side) {
            return Reason.NOT_YOUR_PIECE;
        }
        int target = p.pieceAt(to);
        if (target != Piece.NONE && Piece.colorOf(target) == side) {
            return Reason.OWN_PIECE_ON_TARGET;
        }
        Reason shape = pieceRule(p, Piece.typeOf(id), from, to);
        if (shape != Reason.LEGAL) {
            return shape;
        }
        int move = Move.of(from, to);
        if (p.isLegal(move)) {
            return Reason.LEGAL;
        }
        if (kingsFaceAfter(p, from, to)) {
            return Reason.KINGS_WOULD_FACE;
        }
        return p.inCheck() ? Reason.KING_STAYS_IN_CHECK : Reason.LEAVES_KING_IN_CHECK;
    }

    /** Convenience for a move int. */
    public static Reason explain(Position p, int move) {
        return explain(p, Move.from(move), Move.to(move));
    }

    private static Reason pieceRule(Position p, int type, int from, int to) {
        int delta = to - from;
        int side = p.sideToMove();
        switch (type) {
            case Piece.KING:
                if (!Square.inPalace(to)) {
                    return Reason.KING_LEAVES_PALACE;
                }
                return isOrthogonalStep(delta) ? Reason.LEGAL : Reason.NOT_A_KING_MOVE;
            case Piece.ADVISOR:
                if (!isDiagonalStep(delta)) {
                    return Reason.ADVISOR_NOT_DIAGONAL;
                }
                return Square.inPalace(to) ? Reason.LEGAL : Reason.ADVISOR_LEAVES_PALACE;
            case Piece.ELEPHANT:
                if (delta != 30 && delta != -30 && delta != 34 && delta != -34) {
                    return Reason.NOT_AN_ELEPHANT_MOVE;
                }
                if (!Square.ownHalf(to, side)) {
                    return Reason.ELEPHANT_CANNOT_CROSS_RIVER;
                }
                return p.pieceAt(from + delta / 2) == 0 ? Reason.LEGAL : Reason.ELEPHANT_EYE_BLOCKED;
            case Piece.HORSE:
                for (int i = 0; i < 8; i++) {
                    if (MoveGenerator.HORSE_DELTA[i] == delta) {
                        return p.pieceAt(from + MoveGenerator.HORSE_LEG[i]) == 0
                                ? Reason.LEGAL : Reason.HORSE_LEG_BLOCKED;
                    }
                }
                return Reason.NOT_A_HORSE_MOVE;
            case Piece.ROOK:
            case Piece.CANNON:
                return lineRule(p, type, from, to);
            default:
                return pawnRule(side, from, to);
        }
    }

    private static Reason lineRule(Position p, int type, int from, int to) {
        int step = MoveGenerator.lineStep(from, to);
        if (step == 0) {
            return Reason.NOT_A_STRAIGHT_LINE;
        }
        int between = 0;
        for (int sq = from + step; sq != to; sq += step) {
            if (p.pieceAt(sq) != 0) {
                between++;
            }
        }
        if (type == Piece.ROOK) {
            return between == 0 ? Reason.LEGAL : Reason.ROOK_PATH_BLOCKED;
        }
        if (p.pieceAt(to) == 0) {
            return between == 0 ? Reason.LEGAL : Reason.CANNON_PATH_BLOCKED;
        }
        return between == 1 ? Reason.LEGAL : Reason.CANNON_NEEDS_ONE_SCREEN;
    }

    private static Reason pawnRule(int side, int from, int to) {
        int delta = to - from;
        int forward = Square.forward(side);
        if (delta == forward) {
            return Reason.LEGAL;
        }
        if (delta == -forward) {
            return Reason.PAWN_CANNOT_RETREAT;
        }
        if (delta == 1 || delta == -1) {
            return Square.ownHalf(from, side) ? Reason.PAWN_NOT_ACROSS_RIVER_SIDEWAYS : Reason.LEGAL;
        }
        if (Square.rank(to) - Square.rank(from) != 0 && Integer.signum(Square.rank(to) - Square.rank(from))
                == -Integer.signum(forward) && Square.file(to) == Square.file(from)) {
            return Reason.PAWN_CANNOT_RETREAT;
        }
        return Reason.NOT_A_PAWN_MOVE;
    }

    private static boolean isOrthogonalStep(int delta) {
        return delta == 1 || delta == -1 || delta == 16 || delta == -16;
    }

    private static boolean isDiagonalStep(int delta) {
        return delta == 15 || delta == -15 || delta == 17 || delta == -17;
    }

    /** True if after moving from→to the two kings stand on one file with nothing between them. */
    private static boolean kingsFaceAfter(Position p, int from, int to) {
        int red = p.squareOf(Piece.base(Piece.RED));
        int black = p.squareOf(Piece.base(Piece.BLACK));
        if (red == from) {
            red = to;
        } else if (black == from) {
            black = to;
        }
        if (red == 0 || black == 0 || red == to && p.pieceAt(from) != Piece.base(Piece.RED)
                || black == to && p.pieceAt(from) != Piece.base(Piece.BLACK)) {
            return false;
        }
        if (Square.file(red) != Square.file(black)) {
            return false;
        }
        for (int sq = black + 16; sq != red; sq += 16) {
            boolean occupied = sq == to || (sq != from && p.pieceAt(sq) != 0);
            if (occupied) {
                return false;
            }
        }
        return true;
    }
}
