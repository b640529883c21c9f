package org.xqlab.rules;

/**
 * A FEN string that cannot be a Xiangqi position. The message names the problem and where it is: the
 * 1-based character column in the text and, for board errors, the rank and file (ICCS names).
 */
public final class FenException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;
    private final int column;

    public FenException(String message, int column) {
        super(column > 0 ? message + " (at column " + column + ")" : message);
        this.column = column;
    }

    /** 1-based column of the offending character, or 0 when the problem is the position as a whole. */
    public int column() {
        return column;
    }
}
