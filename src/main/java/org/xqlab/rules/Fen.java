package org.xqlab.rules;

/**
 * Reading and writing positions as FEN, in the UCCI convention: ten ranks from black's back rank to
 * red's, separated by {@code /}; upper case for red and lower case for black; letters K A B N R C P
 * (H for horse and E for elephant are accepted on input); then the side to move ({@code w} or {@code r}
 * for red, {@code b} for black), two unused fields ({@code - -}), the plies since the last capture and
 * the move number.
 *
 * <p>{@link #parse} accepts only positions that can occur in a game: exactly one king a side inside its
 * palace, no more pieces of a kind than a side starts with, advisors, elephants and pawns only on
 * points they can ever reach, and the side that is not to move not in check (which includes kings that
 * face each other). Everything else throws a {@link FenException} naming the problem and its column.
 */
public final class Fen {
    public static final String START = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

    private Fen() {
    }

    /** Parses a FEN, or {@code startpos} for the start position. */
    public static Position parse(String fen) {
        if (fen == null || fen.isBlank()) {
            throw new FenException("empty FEN", 0);
        }
        if (fen.trim().equalsIgnoreCase("startpos")) {
            fen = START;
        }
        Position p = new Position();
        p.clear();
        int i = 0;
        int len = fen.length();
        while (i < len && fen.charAt(i) == ' ') {
            i++;
        }
        int boardEnd = fen.indexOf(' ', i) < 0 ? len : fen.indexOf(' ', i);
        int slashes = (int) fen.substring(i, boardEnd).chars().filter(ch -> ch == '/').count();
        if (slashes != 9) {
            throw new FenException("the board has " + (slashes + 1) + " ranks, expected 10", i + 1);
        }
        int rankIndex = 0; // 0 = black's back rank (ICCS rank 9)
        int file = 0;
        int rankStart = i;
        for (; i < len && fen.charAt(i) != ' '; i++) {
            char c = fen.charAt(i);
            int column = i + 1;
            if (c == '/') {
                if (file != 9) {
                    throw new FenException("rank " + (rankIndex + 1) + " of the board has " + file
                            + " files, expected 9", rankStart + 1);
                }
                rankIndex++;
                file = 0;
                rankStart = i + 1;
            } else if (c >= '1' && c <= '9') {
                file += c - '0';
                if (file > 9) {
                    throw new FenException("rank " + (rankIndex + 1) + " of the board has more than 9 files",
                            column);
                }
            } else {
                int type = Piece.typeOfLetter(c);
                if (type < 0) {
                    throw new FenException("unknown piece letter '" + c + "' (expected one of KABNRCP, "
                            + "H/E for horse/elephant, lower case for black)", column);
                }
                if (file >= 9) {
                    throw new FenException("rank " + (rankIndex + 1) + " of the board has more than 9 files",
                            column);
                }
                int color = Character.isUpperCase(c) ? Piece.RED : Piece.BLACK;
                int sq = Square.fromIccs(file, 9 - rankIndex);
                checkPlacement(color, type, sq, column);
                if (p.addPiece(color, type, sq) < 0) {
                    throw new FenException("too many " + (color == Piece.RED ? "red " : "black ")
                            + Piece.name(type) + "s: a side has at most " + Piece.maxCount(type), column);
                }
                file++;
            }
        }
        if (file != 9) {
            throw new FenException("rank 10 of the board has " + file + " files, expected 9", rankStart + 1);
        }
        for (int color = 0; color < 2; color++) {
            if (p.squareOf(Piece.base(color)) == 0) {
                throw new FenException("the " + (color == Piece.RED ? "red" : "black") + " king is missing", 0);
            }
        }

        // side to move
        while (i < len && fen.charAt(i) == ' ') {
            i++;
        }
        int side = Piece.RED;
        if (i < len) {
            int start = i;
            while (i < len && fen.charAt(i) != ' ') {
                i++;
            }
            String field = fen.substring(start, i);
            if (field.equals("w") || field.equals("r") || field.equals("W") || field.equals("R")) {
                side = Piece.RED;
            } else if (field.equals("b") || field.equals("B")) {
                side = Piece.BLACK;
            } else {
                throw new FenException("bad side to move '" + field + "': expected w (red) or b (black)",
                        start + 1);
            }
        }
        // two unused fields, then halfmove clock and move number (all optional)
        String[] rest = i < len ? fen.substring(i).trim().split("\\s+") : new String[0];
        int halfmove = 0;
        int fullmove = 1;
        if (rest.length >= 3 && !rest[0].isEmpty()) {
            halfmove = number(fen, rest[2], "plies since the last capture");
        }
        if (rest.length >= 4) {
            fullmove = number(fen, rest[3], "move number");
        }
        if (rest.length > 4) {
            throw new FenException("unexpected text after the move number: '" + rest[4] + "'",
                    fen.lastIndexOf(rest[4]) + 1);
        }
        p.setSideToMove(side);
        p.resetHistory(halfmove, fullmove);
        if (p.kingAttacked(side ^ 1)) {
            boolean facing = kingsFace(p);
            throw new FenException((side == Piece.RED ? "black" : "red") + " is in check but it is "
                    + (side == Piece.RED ? "red" : "black") + "'s move"
                    + (facing ? " (the kings face each other on an open file)" : ""), 0);
        }
        return p;
    }

    private static boolean kingsFace(Position p) {
        int red = p.squareOf(Piece.base(Piece.RED));
        int black = p.squareOf(Piece.base(Piece.BLACK));
        if (Square.file(red) != Square.file(black)) {
            return false;
        }
        for (int sq = black + 16; sq != red; sq += 16) {
            if (p.pieceAt(sq) != 0) {
                return false;
            }
        }
        return true;
    }

    private static int number(String fen, String text, String what) {
        try {
            int v = Integer.parseInt(text);
            if (v < 0) {
                throw new NumberFormatException();
            }
            return v;
        } catch (NumberFormatException e) {
            throw new FenException("bad " + what + " '" + text + "': expected a whole number ≥ 0",
                    fen.lastIndexOf(text) + 1);
        }
    }

    /** Rejects a piece on a point it can never reach. */
    private static void checkPlacement(int color, int type, int sq, int column) {
        String where = (color == Piece.RED ? "red " : "black ") + Piece.name(type) + " on " + Square.name(sq);
        int f = Square.iccsFile(sq);
        int r = color == Piece.RED ? Square.iccsRank(sq) : 9 - Square.iccsRank(sq); // rank from own side
        switch (type) {
            case Piece.KING:
                if (!Square.inPalace(sq) || !Square.ownHalf(sq, color)) {
                    throw new FenException(where + " is outside its palace", column);
                }
                break;
            case Piece.ADVISOR:
                if (!Square.ownHalf(sq, color) || !((r == 0 || r == 2) && (f == 3 || f == 5) || r == 1 && f == 4)) {
                    throw new FenException(where + " is not on one of the five palace points an advisor "
                            + "can reach", column);
                }
                break;
            case Piece.ELEPHANT:
                if (!((r == 0 || r == 4) && (f == 2 || f == 6) || r == 2 && (f == 0 || f == 4 || f == 8))) {
                    throw new FenException(where + " is not on one of the seven points an elephant can "
                            + "reach", column);
                }
                break;
            case Piece.PAWN:
                if (r < 3) {
                    throw new FenException(where + " is behind its start rank", column);
                }
                if (r < 5 && (f & 1) != 0) {
                    throw new FenException(where + " cannot be reached: a pawn moves sideways only "
                            + "after crossing the river", column);
                }
                break;
            default:
                break;
        }
    }

    /** Writes the position as FEN. */
    public static String format(Position p) {
        StringBuilder sb = new StringBuilder(96);
        for (int rank = 9; rank >= 0; rank--) {
            int empty = 0;
            for (int file = 0; file < 9; file++) {
                int id = p.pieceAt(Square.fromIccs(file, rank));
                if (id == 0) {
                    empty++;
                } else {
                    if (empty > 0) {
                        sb.append(empty);
                        empty = 0;
                    }
                    sb.append(Piece.fenLetter(Piece.colorOf(id), Piece.typeOf(id)));
                }
            }
            if (empty > 0) {
                sb.append(empty);
            }
            if (rank > 0) {
                sb.append('/');
            }
        }
        sb.append(p.sideToMove() == Piece.RED ? " w" : " b");
        sb.append(" - - ").append(p.halfmoveClock()).append(' ').append(p.fullmoveNumber());
        return sb.toString();
    }
}
