package org.xqlab.teach;

/**
 * The order in which a textbook search visits the children of a node. {@link #BEST_FIRST} and
 * {@link #WORST_FIRST} use an oracle — the exact minimax values — so they show what perfect and
 * worst move ordering do to alpha-beta (Knuth &amp; Moore 1975: the minimal tree has
 * b^⌈d/2⌉ + b^⌊d/2⌋ − 1 leaves; the worst order visits all b^d). {@link #RANDOM} shuffles each node's
 * children with a seeded generator, so a run can be repeated.
 */
public enum Ordering {
    AS_GIVEN("as given", "按给定顺序"),
    BEST_FIRST("best first", "最好的先"),
    WORST_FIRST("worst first", "最差的先"),
    RANDOM("random (seeded)", "随机（有种子）");

    private final String english;
    private final String chinese;

    Ordering(String english, String chinese) {
        this.english = english;
        this.chinese = chinese;
    }

    public String english() {
        return english;
    }

    public String chinese() {
        return chinese;
    }
}
