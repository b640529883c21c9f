package org.xqlab.game;

/** Line numbers of text positions, for error messages (computed only when an error is reported). */
final class Lines {
    private Lines() {
    }

    /** The 1-based line of a character index. */
    static int lineOf(String text, int index) {
        int line = 1;
        int end = Math.min(Math.max(index, 0), text.length());
        for (int k = 0; k < end; k++) {
            if (text.charAt(k) == '\n') {
                line++;
            }
        }
        return line;
    }
}
