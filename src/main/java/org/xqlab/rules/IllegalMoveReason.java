package org.xqlab.rules;

/**
 * Says in a few words why a move is not legal, for error messages: the piece cannot move that way at
 * all (shape, palace, river), something stands in its way (leg, eye, path, screen), it would take an own
 * piece, or it would leave the own king attacked. Returns null for a legal move. The shape test alone
 * ({@link #shape}) ignores every other piece, which is what relative notation needs to decide which of
 * two pieces on a file the text can mean.
 */
final class IllegalMoveReason {
    private IllegalMoveReason() {
    }

    /**
     * Why a piece of this colour and type cannot go from {@code from} to {@code to} even on an empty
     * board, or null when it can.
     */
    static String shape(int color, int type, int from, int to) {
        if (from == to) {
            return "a move must change the point";
        }
        int df = Math.abs(Square.iccsFile(to) - Square.iccsFile(from));
        int da = FileNumbering.advanceOf(color, to) - FileNumbering.advanceOf(color, from);
        int ada = Math.abs(da);
        switch (type) {
            case Piece.KING:
                if (df + ada != 1) {
                    return "a king moves one point along a line";
                }
                return inPalace(color, to) ? null : "a king stays inside the palace";
            case Piece.ADVISOR:
                if (df != 1 || ada != 1) {
                    return "an advisor moves one point diagonally";
                }
                return inPalace(color, to) ? null : "an advisor stays inside the palace";
            case Piece.ELEPHANT:
                if (df != 2 || ada != 2) {
                    return "an elephant moves two points diagonally";
                }
                return FileNumbering.advanceOf(color, to) <= 4 ? null : "an elephant cannot cross the river";
            case Piece.HORSE:
                return (df == 1 && ada == 2) || (df == 2 && ada == 1) ? null
                        : "a horse moves one point straight and one diagonally";
            case Piece.ROOK:
            case Piece.CANNON:
                return df == 0 || ada == 0 ? null : "a " + Piece.name(type) + " moves along a rank or a file";
            default: // PAWN
                if (da < 0) {
                    return "a pawn never moves back";
                }
                if (df + ada != 1) {
                    return "a pawn moves one point";
                }
                return da == 1 || FileNumbering.advanceOf(color, from) >= 5 ? null
                        : "a pawn moves sideways only after crossing the river";
        }
    }

    private static boolean inPalace(int color, int sq) {
        int f = Square.iccsFile(sq);
        return f >= 3 && f <= 5 && FileNumbering.advanceOf(color, sq) <= 2;
    }

    /**
     * Why the move is not legal in the position, or null when it is: {@link MoveExplainer}'s reason in
     * words, with the point that blocks it where there is one.
     */
    static String of(Position p, int move) {
        int from = Move.from(move);
        int to = Move.to(move);
        int color = p.sideToMove();
        int id = Square.inBoard(from) ? p.pieceAt(from) : 0;
        MoveExplainer.Reason reason = MoveExplainer.explain(p, from, to);
        switch (reason) {
            case LEGAL:
                return null;
            case OFF_BOARD:
                return "the move leaves the board";
            case NO_PIECE:
                return "there is no piece on " + Square.name(from);
            case NOT_YOUR_PIECE:
                return "the piece on " + Square.name(from) + " is " + FileNumbering.colorName(Piece.colorOf(id))
                        + "'s, and " + FileNumbering.colorName(color) + " is to move";
            case OWN_PIECE_ON_TARGET:
                return "an own " + Piece.name(Piece.typeOf(p.pieceAt(to))) + " stands on " + Square.name(to);
            case ELEPHANT_EYE_BLOCKED:
                return "the elephant's eye is blocked at " + Square.name((from + to) / 2);
            case HORSE_LEG_BLOCKED: {
                int dr = Square.rank(to) - Square.rank(from);
                int df = Square.file(to) - Square.file(from);
                int leg = Math.abs(dr) == 2 ? from + Integer.signum(dr) * 16 : from + Integer.signum(df);
                return "the horse's leg is blocked at " + Square.name(leg);
            }
            case ROOK_PATH_BLOCKED:
            case CANNON_PATH_BLOCKED:
                return "the way is blocked at " + Square.name(firstBetween(p, from, to));
            case CANNON_NEEDS_ONE_SCREEN: {
                int between = countBetween(p, from, to);
                return "a cannon captures over exactly one screen, here "
                        + (between == 0 ? "there is none" : "there are " + between);
            }
            case KINGS_WOULD_FACE:
                return "the kings would face each other on an open file";
            case LEAVES_KING_IN_CHECK:
            case KING_STAYS_IN_CHECK:
                return "it leaves the " + FileNumbering.colorName(color) + " king in check";
            default: { // how the piece moves: palace, river, shape
                String shape = shape(color, Piece.typeOf(id), from, to);
                return shape != null ? shape : "a " + Piece.name(Piece.typeOf(id)) + " cannot move so";
            }
        }
    }

    private static int firstBetween(Position p, int from, int to) {
        int step = MoveGenerator.lineStep(from, to);
        for (int sq = from + step; sq != to; sq += step) {
            if (p.pieceAt(sq) != 0) {
                return sq;
            }
        }
        return to;
    }

    private static int countBetween(Position p, int from, int to) {
        int step = MoveGenerator.lineStep(from, to);
        int n = 0;
        for (int sq = from + step; sq != to; sq += step) {
            if (p.pieceAt(sq) != 0) {
                n++;
            }
        }
        return n;
    }
}
