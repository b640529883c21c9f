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

    /** Why the move is not legal in the position, or null when it is. */
    static String of(Position p, int move) {
        int from = Move.from(move);
        int to = Move.to(move);
        int id = p.pieceAt(from);
        int color = p.sideToMove();
        if (id == 0) {
            return "there is no piece on " + Square.name(from);
        }
        if (Piece.colorOf(id) != color) {
            return "the piece on " + Square.name(from) + " is " + FileNumbering.colorName(Piece.colorOf(id))
                    + "'s, and " + FileNumbering.colorName(color) + " is to move";
        }
        int type = Piece.typeOf(id);
        String shape = shape(color, type, from, to);
        if (shape != null) {
            return shape;
        }
        int target = p.pieceAt(to);
        if (target != 0 && Piece.colorOf(target) == color) {
            return "an own " + Piece.name(Piece.typeOf(target)) + " stands on " + Square.name(to);
        }
        String blocked = obstacle(p, type, from, to, target != 0);
        if (blocked != null) {
            return blocked;
        }
        if (!p.isLegal(move)) {
            return kingsFaceAfter(p, from, to) ? "the kings would face each other on an open file"
                    : "it leaves the " + FileNumbering.colorName(color) + " king in check";
        }
        return null;
    }

    private static String obstacle(Position p, int type, int from, int to, boolean capture) {
        int dr = Square.rank(to) - Square.rank(from);
        int df = Square.file(to) - Square.file(from);
        switch (type) {
            case Piece.ELEPHANT: {
                int eye = (from + to) / 2;
                return p.pieceAt(eye) != 0 ? "the elephant's eye is blocked at " + Square.name(eye) : null;
            }
            case Piece.HORSE: {
                int leg = Math.abs(dr) == 2 ? from + Integer.signum(dr) * 16 : from + Integer.signum(df);
                return p.pieceAt(leg) != 0 ? "the horse's leg is blocked at " + Square.name(leg) : null;
            }
            case Piece.ROOK:
            case Piece.CANNON: {
                int step = dr == 0 ? Integer.signum(df) : Integer.signum(dr) * 16;
                int between = 0;
                int first = 0;
                for (int sq = from + step; sq != to; sq += step) {
                    if (p.pieceAt(sq) != 0) {
                        if (between++ == 0) {
                            first = sq;
                        }
                    }
                }
                if (type == Piece.CANNON && capture) {
                    return between == 1 ? null : "a cannon captures over exactly one screen, here "
                            + (between == 0 ? "there is none" : "there are " + between);
                }
                return between == 0 ? null : "the way is blocked at " + Square.name(first);
            }
            default:
                return null;
        }
    }

    /** True if, after the piece on {@code from} went to {@code to}, the two kings would face each other. */
    private static boolean kingsFaceAfter(Position p, int from, int to) {
        int red = p.squareOf(Piece.base(Piece.RED));
        int black = p.squareOf(Piece.base(Piece.BLACK));
        if (red == from) {
            red = to;
        } else if (black == from) {
            black = to;
        }
        if (red == 0 || black == 0 || Square.file(red) != Square.file(black)) {
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
