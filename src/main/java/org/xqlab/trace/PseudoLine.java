package org.xqlab.trace;

/**
 * One line of a pseudocode {@link Listing}: its function ({@link Listing.Section}), its indentation
 * (levels), the code (the same in every language), the key of its comment in the language bundle
 * ({@link PseudoWords}; "" for none), and the step that executes it: one of the engine's numbered
 * {@link Step}s or a {@link BasicStep}. A line that does nothing has no place in a listing: every line
 * names exactly one step.
 */
public record PseudoLine(Listing.Section section, int indent, String code, String commentKey,
                         Step step, BasicStep basic) {

    public PseudoLine {
        if ((step == null) == (basic == null)) {
            throw new IllegalArgumentException("a line names exactly one step: " + code);
        }
        commentKey = commentKey == null ? "" : commentKey;
    }

    /** Whether the line is the one, or one of the lines, of {@code key} (a {@link Step} or {@link BasicStep}). */
    public boolean is(Object key) {
        return key != null && (key == step || key == basic);
    }

    /** The comment in Chinese or English, from the language bundle ("" for a line without one). */
    public String comment(boolean chinese) {
        return PseudoWords.get(commentKey, chinese);
    }

    /** The comment in English. */
    public String english() {
        return comment(false);
    }

    /** The comment in Chinese. */
    public String chinese() {
        return comment(true);
    }

    /** "Step 12: β-cutoff" / "第12步：β截断" for a numbered step, else the basic step's name. */
    public String stepName(boolean chinese) {
        if (step != null) {
            return chinese ? step.chineseCaption() : step.caption();
        }
        return basic.text(chinese);
    }
}
