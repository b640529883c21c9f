package org.xqlab.game;

import java.util.List;

/**
 * One thing a reader left out or a writer cannot keep, as a sentence ({@link #text()}, the English the
 * command line prints) and as a kind with its parts, so a window can say it in its own language:
 * {@code kind} names the sentence ({@code pgn.variation}, {@code xqf.cut}, …) and {@code args} fill it, in
 * the order each kind's Javadoc at its maker gives. A warning made without a kind has kind {@code text}
 * and its sentence as its only part.
 */
public record RecordWarning(String kind, String text, List<String> args) {
    public RecordWarning {
        args = List.copyOf(args);
    }

    /** A warning of this kind, its sentence and its parts (each written with {@code String.valueOf}). */
    public static RecordWarning of(String kind, String text, Object... args) {
        return new RecordWarning(kind, text, java.util.Arrays.stream(args).map(String::valueOf).toList());
    }

    /** A warning known only as its sentence. */
    public static RecordWarning text(String text) {
        return new RecordWarning("text", text, List.of(text));
    }

    @Override
    public String toString() {
        return text;
    }
}
