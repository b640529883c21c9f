package org.xqlab.game;

import org.xqlab.rules.Fen;
import org.xqlab.rules.FenException;
import org.xqlab.rules.Piece;
import org.xqlab.rules.Position;

/**
 * A position being set up by hand (the piece palette editor), free to be invalid while it is edited.
 *
 * <p>Points are ICCS file 0-8 (a-i) and rank 0-9 (red's back rank is 0); a piece is its FEN letter
 * (upper case red {@code KABNRCP}, lower case black), a space is an empty point. {@link #fen()} is always
 * a FEN of what is on the board (even an impossible one); {@link #problem()} is null when
 * {@link Fen#parse} accepts it, else Fen's own message (one king each in the palace, no more pieces
 * than a side starts with, pieces only where they can stand, the side not to move not in check).
 */
public final class PositionSetup {
    private final char[][] board = new char[10][9];
    private int side = Piece.RED;

    /** An empty board, red to move. */
    public PositionSetup() {
        clear();
    }

    /** Removes every piece. */
    public void clear() {
        for (char[] rank : board) {
            java.util.Arrays.fill(rank, ' ');
        }
    }

    /** The standard start position, red to move. */
    public void startPosition() {
        load(Fen.START);
    }

    /** Loads a FEN; a FEN that does not parse throws {@link FenException} and changes nothing. */
    public void load(String fen) {
        Position p = Fen.parse(fen == null ? "" : fen.trim());
        clear();
        for (int rank = 0; rank <= 9; rank++) {
            for (int file = 0; file <= 8; file++) {
                int id = p.pieceAt(org.xqlab.rules.Square.fromIccs(file, rank));
                if (id != 0) {
                    board[rank][file] = Piece.fenLetter(Piece.colorOf(id), Piece.typeOf(id));
                }
            }
        }
        side = p.sideToMove();
    }

    /** Puts a piece (its FEN letter) on a point, replacing what stood there; ' ' empties it. */
    public void put(int file, int rank, char letter) {
        if (letter != ' ' && Piece.typeOfLetter(Character.toUpperCase(letter)) < 0) {
            throw new IllegalArgumentException("not a piece letter: '" + letter + "'");
        }
        board[rank][file] = letter;
    }

    public void remove(int file, int rank) {
        board[rank][file] = ' ';
    }

    /** The FEN letter on a point, or ' '. */
    public char at(int file, int rank) {
        return board[rank][file];
    }

    public int sideToMove() {
        return side;
    }

    public void setSideToMove(int color) {
        side = color;
    }

    /** The board as FEN, valid or not. */
    public String fen() {
        StringBuilder sb = new StringBuilder();
        for (int rank = 9; rank >= 0; rank--) {
            int empty = 0;
            for (int file = 0; file <= 8; file++) {
                char c = board[rank][file];
                if (c == ' ') {
                    empty++;
                } else {
                    if (empty > 0) {
                        sb.append(empty);
                        empty = 0;
                    }
                    sb.append(c);
                }
            }
            if (empty > 0) {
                sb.append(empty);
            }
            if (rank > 0) {
                sb.append('/');
            }
        }
        return sb.append(side == Piece.RED ? " w" : " b").append(" - - 0 1").toString();
    }

    /** Why the position cannot be played (Fen's message), or null if it can. */
    public String problem() {
        try {
            Fen.parse(fen());
            return null;
        } catch (FenException e) {
            return e.getMessage();
        }
    }
}
