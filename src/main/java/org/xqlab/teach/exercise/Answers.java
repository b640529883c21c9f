package org.xqlab.teach.exercise;

import org.xqlab.teach.TextbookNode;

import java.util.Collections;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;

/**
 * A student's answers to one {@link Exercise}, as typed or clicked: the branches marked as pruned
 * (each branch named by the child it leads to), and per question the text entered — a window as two
 * texts (α and β, e.g. "3" and "+∞"), a value, or the name of a child. Unanswered questions stay
 * empty and are graded wrong. Not thread-safe.
 */
public final class Answers {
    private final Set<TextbookNode> marked = Collections.newSetFromMap(new IdentityHashMap<>());
    private final Map<Question, String[]> texts = new HashMap<>();

    /** Marks the branch to {@code child} as pruned, or takes the mark away; returns whether it is now marked. */
    public boolean toggleBranch(TextbookNode child) {
        if (child.parent() == null) {
            throw new IllegalArgumentException("the root has no branch above it");
        }
        if (!marked.remove(child)) {
            marked.add(child);
            return true;
        }
        return false;
    }

    public boolean isMarked(TextbookNode child) {
        return marked.contains(child);
    }

    /** The marked branches (read-only). */
    public Set<TextbookNode> marked() {
        return Collections.unmodifiableSet(new LinkedHashSet<>(marked));
    }

    /** Sets the text(s) entered for a question: two for a window (α, β), one otherwise. */
    public void set(Question q, String... text) {
        texts.put(q, text.clone());
    }

    /** The text(s) entered for a question, or an empty array. */
    public String[] get(Question q) {
        String[] t = texts.get(q);
        return t == null ? new String[0] : t.clone();
    }

    /** A copy of these answers, to change without changing these. */
    public Answers copy() {
        Answers a = new Answers();
        a.marked.addAll(marked);
        texts.forEach((q, t) -> a.texts.put(q, t.clone()));
        return a;
    }

    /** Clears every mark and text. */
    public void clear() {
        marked.clear();
        texts.clear();
    }
}
