package org.xqlab.teach;

import org.xqlab.trace.MoveCodec;

/**
 * Moves of a textbook tree in events. A move is the child index plus one — child 0 is move 1 — because
 * the trace language reserves move 0 for "no move". {@link #LETTERS} prints moves as {@code a, b, c …}
 * (the textbook labels), {@link #NUMBERS} as {@code 1, 2, 3 …}; both parse what they print.
 */
public final class ChildMoveCodec {
    private ChildMoveCodec() {
    }

    /** a, b, c … */
    public static final MoveCodec LETTERS = new MoveCodec() {
        @Override
        public String format(int move) {
            check(move);
            return String.valueOf((char) ('a' + move - 1));
        }

        @Override
        public int parse(String text) {
            String t = text.trim();
            if (t.length() != 1 || t.charAt(0) < 'a' || t.charAt(0) >= 'a' + TextbookTree.MAX_CHILDREN) {
                throw new IllegalArgumentException("not a child letter a–"
                        + (char) ('a' + TextbookTree.MAX_CHILDREN - 1) + ": '" + text + "'");
            }
            return t.charAt(0) - 'a' + 1;
        }

        @Override
        public String name() {
            return "child-letter";
        }
    };

    /** 1, 2, 3 … */
    public static final MoveCodec NUMBERS = new MoveCodec() {
        @Override
        public String format(int move) {
            check(move);
            return Integer.toString(move);
        }

        @Override
        public int parse(String text) {
            try {
                int m = Integer.parseInt(text.trim());
                check(m);
                return m;
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("not a child number 1–" + TextbookTree.MAX_CHILDREN + ": '"
                        + text + "'", e);
            }
        }

        @Override
        public String name() {
            return "child-number";
        }
    };

    /** The move that leads to child {@code index} (from 0). */
    public static int move(int index) {
        return index + 1;
    }

    /** The child index (from 0) of a move. */
    public static int index(int move) {
        return move - 1;
    }

    static void check(int move) {
        if (move < 1 || move > TextbookTree.MAX_CHILDREN) {
            throw new IllegalArgumentException("child move out of range 1–" + TextbookTree.MAX_CHILDREN + ": " + move);
        }
    }
}
