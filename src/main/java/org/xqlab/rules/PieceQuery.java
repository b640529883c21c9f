package org.xqlab.rules;

import java.util.function.IntUnaryOperator;

/**
 * The "which piece" part of parsed text, before it is matched against a position: a type, a file
 * (0 when the text names none) and a selector that picks a place on a file.
 *
 * @param type     the {@link Piece} type
 * @param file     the side's own file 1–9, or 0 when the text gives no file (前炮, C+)
 * @param selector which piece on a file, or null for "any of that kind on the file"
 */
record PieceQuery(int type, int file, Selector selector) {

    /**
     * Picks a place on a file holding {@code count} pieces of a kind: an index from the front (0 =
     * front), {@link #ALL} for every one of them, or -1 when the word does not fit that many.
     *
     * @param label       the word as written, for messages (前, 中, P+, ++ …)
     * @param acrossFiles  true for an ordinal that counts the pieces of all files holding two or more
     *                     together (file 1 to 9, front to back on each), as Chinese 一兵 … 五兵 does
     */
    record Selector(String label, IntUnaryOperator indexForCount, boolean acrossFiles) {
        static final int ALL = -2;

        Selector(String label, IntUnaryOperator indexForCount) {
            this(label, indexForCount, false);
        }

        int indexFor(int count) {
            return indexForCount.applyAsInt(count);
        }

        /** The {@code k}-th from the front (0-based), if there are that many. */
        static Selector fromFront(String label, int k) {
            return new Selector(label, c -> k < c ? k : -1);
        }

        /** The {@code k}-th (0-based) of all pieces on files holding two or more, counted together. */
        static Selector ordinal(String label, int k) {
            return new Selector(label, c -> k < c ? k : -1, true);
        }

        /** The rearmost. */
        static Selector rear(String label) {
            return new Selector(label, c -> c - 1);
        }

        /** The middle one of an odd number (3 or 5). */
        static Selector middle(String label) {
            return new Selector(label, c -> c >= 3 && c % 2 == 1 ? c / 2 : -1);
        }
    }
}
