package org.xqlab.trace;

/**
 * Turns the engine's opaque move {@code int}s into text for trace files and back. The trace package
 * never looks inside a move; the rules package can supply an ICCS codec ({@code h2e2}). The recorder
 * never passes the null move {@code 0} to a codec (it writes JSON {@code null}).
 * {@link #DECIMAL}, the default, writes the int in decimal.
 */
public interface MoveCodec {

    /** Text for a non-zero move. */
    String format(int move);

    /**
     * The move for this text.
     *
     * @throws IllegalArgumentException if the text is not a move in this codec
     */
    int parse(String text);

    /** A short name written in the trace header ({@code "moves"}), so a reader can pick the codec. */
    default String name() {
        return "int";
    }

    /** Decimal ints, e.g. {@code "4660"}. */
    MoveCodec DECIMAL = new MoveCodec() {
        @Override
        public String format(int move) {
            return Integer.toString(move);
        }

        @Override
        public int parse(String text) {
            try {
                return Integer.parseInt(text.trim());
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("not a decimal move: '" + text + "'", e);
            }
        }
    };
}
