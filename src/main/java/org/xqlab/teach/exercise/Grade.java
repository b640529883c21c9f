package org.xqlab.teach.exercise;

import java.util.List;

/** The marks of one checked exercise, in question order, and the score (right marks of all marks). */
public record Grade(List<Mark> marks) {
    public Grade {
        marks = List.copyOf(marks);
    }

    public int right() {
        return (int) marks.stream().filter(Mark::right).count();
    }

    public int total() {
        return marks.size();
    }

    /** Whether every mark is right. */
    public boolean perfect() {
        return right() == total();
    }

    /** The marks of one question. */
    public List<Mark> of(Question q) {
        return marks.stream().filter(m -> m.question() == q).toList();
    }
}
