package org.xqlab.rules;

/**
 * Text that names no move of the position. The message quotes the text and says why: it is malformed
 * (which character, where), it names no piece of the side to move, it fits several pieces (and how to
 * tell them apart), or the move it describes is not legal (with a reason when one is cheap to tell).
 * {@link #kind()} says which of the four it is, so callers such as {@link Notation#parseAny} can pick
 * the most telling of several failures.
 */
public final class NotationException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    /** Why the text names no move. */
    public enum Kind {
        /** The text is not written in the notation at all. */
        MALFORMED,
        /** The text is well formed but the side to move has no such piece. */
        NO_SUCH_PIECE,
        /** The text fits more than one piece. */
        AMBIGUOUS,
        /** The text names one piece, but that piece cannot make the move here. */
        ILLEGAL
    }

    private final Kind kind;

    public NotationException(Kind kind, String message) {
        super(message);
        this.kind = kind;
    }

    public Kind kind() {
        return kind;
    }
}
