package org.xqlab.teach;

/**
 * The textbook search algorithms, each with the source of its pseudocode (cited again on the
 * methods of {@link TextbookSearch} that implement them).
 */
public enum Algorithm {
    /** MINIMAX-DECISION with MAX-VALUE / MIN-VALUE (Russell &amp; Norvig, Figure 5.3). */
    MINIMAX("minimax", "极小化极大", "Russell & Norvig, Fig. 5.3"),
    /** Procedure F of Knuth &amp; Moore (1975): one function, the side to move maximises the negated child values. */
    NEGAMAX("negamax", "负极大值", "Knuth & Moore 1975, procedure F"),
    /** Fail-hard alpha-beta: the result is clamped to [α, β] (Knuth &amp; Moore 1975, procedure F2). */
    ALPHA_BETA("alpha-beta (fail-hard)", "α-β（硬失败）", "Knuth & Moore 1975, procedure F2"),
    /** Fail-soft alpha-beta: the best value found is returned, even outside the window (Fishburn 1983; Russell &amp; Norvig, Fig. 5.7). */
    ALPHA_BETA_FAIL_SOFT("alpha-beta (fail-soft)", "α-β（软失败）", "Russell & Norvig, Fig. 5.7; Fishburn 1983"),
    /** NegaScout / principal variation search: null windows after the first child, re-search on a fail high (Reinefeld 1983). */
    NEGASCOUT("NegaScout / PVS", "NegaScout / 主要变例搜索", "Reinefeld 1983; Marsland & Campbell 1982");

    private final String english;
    private final String chinese;
    private final String source;

    Algorithm(String english, String chinese, String source) {
        this.english = english;
        this.chinese = chinese;
        this.source = source;
    }

    public String english() {
        return english;
    }

    public String chinese() {
        return chinese;
    }

    /** Where the pseudocode comes from. */
    public String source() {
        return source;
    }

    /** Whether the algorithm prunes (all but minimax and negamax). */
    public boolean prunes() {
        return this != MINIMAX && this != NEGAMAX;
    }
}
