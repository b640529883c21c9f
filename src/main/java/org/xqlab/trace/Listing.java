package org.xqlab.trace;

import java.util.ArrayList;
import java.util.List;

/**
 * A short pseudocode listing of a search algorithm, line by line, each line keyed by the step that
 * executes it ({@link PseudoLine}): the engine's node function with its numbered {@link Step}s and its
 * quiescence search, or a textbook algorithm. A view highlights the lines of the step that produced
 * the current event ({@link #linesOf}); the step names are the ones of the search code, the trace's
 * cutoff reasons and the captions, so the code, the trace and the pseudocode cannot disagree. The
 * code is the same in every language; the comments are keys of the language bundle ({@link PseudoWords}).
 * Immutable; build with {@link #builder}.
 */
public final class Listing {

    /** The function a line belongs to: the root call, the node function, or quiescence. */
    public enum Section {
        ROOT, SEARCH, QUIESCENCE
    }

    private final String name;
    private final String source;
    private final List<PseudoLine> lines;

    private Listing(String name, String source, List<PseudoLine> lines) {
        this.name = name;
        this.source = source;
        this.lines = List.copyOf(lines);
    }

    /** The algorithm's name, e.g. "alpha-beta (fail-hard)". */
    public String name() {
        return name;
    }

    /** Where the pseudocode comes from (a book, a paper, or the engine's source file). */
    public String source() {
        return source;
    }

    public List<PseudoLine> lines() {
        return lines;
    }

    /** Indexes of the lines of {@code key} (a {@link Step} or {@link BasicStep}) in {@code section}, in order. */
    public List<Integer> linesOf(Section section, Object key) {
        List<Integer> out = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            PseudoLine l = lines.get(i);
            if (l.section() == section && l.is(key)) {
                out.add(i);
            }
        }
        return out;
    }

    /** Whether some line of the listing names {@code key}. */
    public boolean has(Object key) {
        return lines.stream().anyMatch(l -> l.is(key));
    }

    public static Builder builder(String name, String source) {
        return new Builder(name, source);
    }

    /** Adds lines in order; {@link #in} switches the section of the lines that follow. */
    public static final class Builder {
        private final String name;
        private final String source;
        private final List<PseudoLine> lines = new ArrayList<>();
        private Section section = Section.ROOT;

        private Builder(String name, String source) {
            this.name = name;
            this.source = source;
        }

        public Builder in(Section s) {
            section = s;
            return this;
        }

        /** A line of a numbered step; {@code comment}: its comment's key in {@link PseudoWords} ("" for none). */
        public Builder line(int indent, String code, Step step, String comment) {
            lines.add(new PseudoLine(section, indent, code, comment, step, null));
            return this;
        }

        /** A line of a basic step; {@code comment}: its comment's key in {@link PseudoWords} ("" for none). */
        public Builder line(int indent, String code, BasicStep step, String comment) {
            lines.add(new PseudoLine(section, indent, code, comment, null, step));
            return this;
        }

        public Listing build() {
            return new Listing(name, source, lines);
        }
    }
}
