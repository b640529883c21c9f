package org.xqlab.game;

/**
 * A game record that cannot be read: says where (the file, the game, the line of a text record or the
 * byte offset of a binary one) and what was expected there. The message reads
 * {@code <file>: game <n>: line <l>: <problem>} (or {@code byte <offset>} for binary records); the parts
 * that are unknown are left out, so text pasted without a file name gives {@code line 3: move 'h2h9' …}.
 * It is an {@link IllegalArgumentException}, the project's exception for bad input.
 */
public final class RecordFormatException extends IllegalArgumentException {
    private final String source;
    private final int game;
    private final int line;
    private final long byteOffset;
    private final String problem;

    private RecordFormatException(String source, int game, int line, long byteOffset, String problem) {
        super(message(source, game, line, byteOffset, problem));
        this.source = source;
        this.game = game;
        this.line = line;
        this.byteOffset = byteOffset;
        this.problem = problem;
    }

    /** A problem on a line (1-based) of a text record. */
    public static RecordFormatException atLine(int line, String problem) {
        return new RecordFormatException(null, 0, line, -1, problem);
    }

    /** A problem at a byte offset of a binary record. */
    public static RecordFormatException atByte(long offset, String problem) {
        return new RecordFormatException(null, 0, 0, offset, problem);
    }

    /** A problem of the record as a whole (no line or offset). */
    public static RecordFormatException of(String problem) {
        return new RecordFormatException(null, 0, 0, -1, problem);
    }

    /** The same problem, said to be in game {@code n} (1-based) of the record. */
    public RecordFormatException inGame(int n) {
        return new RecordFormatException(source, n, line, byteOffset, problem);
    }

    /** The same problem, said to be in the file or text named {@code name}. */
    public RecordFormatException inSource(String name) {
        return new RecordFormatException(name, game, line, byteOffset, problem);
    }

    /** The file or text name, or null. */
    public String source() {
        return source;
    }

    /** The game (1-based), or 0 when unknown. */
    public int game() {
        return game;
    }

    /** The line (1-based), or 0 for a binary record or a problem of the whole record. */
    public int line() {
        return line;
    }

    /** The byte offset in a binary record, or -1. */
    public long byteOffset() {
        return byteOffset;
    }

    /** What went wrong, without the place. */
    public String problem() {
        return problem;
    }

    private static String message(String source, int game, int line, long byteOffset, String problem) {
        StringBuilder sb = new StringBuilder();
        if (source != null) {
            sb.append(source).append(": ");
        }
        if (game > 0) {
            sb.append("game ").append(game).append(": ");
        }
        if (line > 0) {
            sb.append("line ").append(line).append(": ");
        } else if (byteOffset >= 0) {
            sb.append("byte ").append(byteOffset).append(" (0x").append(Long.toHexString(byteOffset)).append("): ");
        }
        return sb.append(problem).toString();
    }
}
