package org.xqlab.teach;

/**
 * A textbook tree file that cannot be read: the message names the line, column and field
 * ({@code line 4, column 12: tree[1][0]: expected a number, an array or an object}).
 */
public final class TreeFormatException extends IllegalArgumentException {
    private final int line;
    private final int column;
    private final String field;

    public TreeFormatException(int line, int column, String field, String problem) {
        super("line " + line + ", column " + column + (field.isEmpty() ? "" : ": " + field) + ": " + problem);
        this.line = line;
        this.column = column;
        this.field = field;
    }

    public int line() {
        return line;
    }

    public int column() {
        return column;
    }

    /** The field path, e.g. {@code tree[1][0]} or {@code root}; empty for the whole document. */
    public String field() {
        return field;
    }
}
