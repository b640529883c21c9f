package org.xqlab.rules;

/**
 * The three ways Xiangqi Lab writes and reads a move: {@link #ICCS} coordinates ({@code h2e2}),
 * {@link #WXF} ({@code C2=5}) and {@link #CHINESE} ({@code 炮二平五}, traditional characters; see
 * {@link ChineseNotation#format(Position, int, boolean)} for the simplified style).
 *
 * <p>{@link #format} needs a move that is legal in the position and leaves the position as it was.
 * {@link #parse} returns the one legal move the text names for the side to move, or throws a
 * {@link NotationException} that says why not. In every position each legal move has its own text in
 * each notation, and {@code parse(p, format(p, m)) == m}. The conventions are in {@code docs/notation.md}.
 */
public enum Notation {
    ICCS {
        @Override
        public String format(Position p, int move) {
            requireLegal(p, move);
            return Move.iccs(move);
        }

        @Override
        public int parse(Position p, String text) {
            return IccsNotation.parse(p, text);
        }
    },
    WXF {
        @Override
        public String format(Position p, int move) {
            requireLegal(p, move);
            return WxfNotation.format(p, move);
        }

        @Override
        public int parse(Position p, String text) {
            return WxfNotation.parse(p, text);
        }
    },
    CHINESE {
        @Override
        public String format(Position p, int move) {
            return ChineseNotation.format(p, move, false);
        }

        @Override
        public int parse(Position p, String text) {
            return ChineseNotation.parse(p, text);
        }
    };

    /** The text of a legal move in this notation. */
    public abstract String format(Position p, int move);

    /** The legal move the text names, or a {@link NotationException}. */
    public abstract int parse(Position p, String text);

    /**
     * Reads text in whichever of the three notations it is written. When none reads it, the exception is
     * the first one that got past the syntax (no such piece, ambiguous, illegal), since that notation is
     * the one the text was meant in; when the text is malformed in all three, a message says so.
     */
    public static int parseAny(Position p, String text) {
        if (text == null || text.isBlank()) {
            throw new NotationException(NotationException.Kind.MALFORMED, "empty move text");
        }
        for (Notation n : values()) {
            try {
                return n.parse(p, text);
            } catch (NotationException e) {
                if (e.kind() != NotationException.Kind.MALFORMED) {
                    throw e;
                }
            }
        }
        throw new NotationException(NotationException.Kind.MALFORMED,
                "'" + text + "' is no move in ICCS (h2e2), WXF (C2=5) or Chinese (炮二平五) notation");
    }

    static void requireLegal(Position p, int move) {
        if (!p.isLegal(move)) {
            throw new IllegalArgumentException(Move.iccs(move) + " is not a legal move in " + Fen.format(p));
        }
    }
}
