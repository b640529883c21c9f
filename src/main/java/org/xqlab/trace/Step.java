package org.xqlab.trace;

/**
 * The numbered steps of the engine's node function, numbered in the order the search code runs them
 * (the quiescence search's stand pat, in its own function, comes last). The same names appear as comments
 * in the search code ({@code // Step 4. Transposition table probe}), in the trace events (a node-level
 * {@code cutoff} names the step that cut, by its constant's name, so a trace does not depend on the
 * numbers) and in the UI captions ({@link #caption()}). Futility skips single moves without an event (the
 * node goes on), so it never appears in a {@code cutoff}; only the smaller tree shows it. Late move pruning
 * ("Step 10a" in the code) belongs to the futility step.
 */
public enum Step {
    HORIZON(1, "horizon → quiescence", "到达水平线 → 静态搜索"),
    MATE_DISTANCE(2, "mate-distance pruning", "杀棋步数裁剪"),
    REPETITION(3, "repetition / perpetual check", "重复局面 / 长将"),
    TT_PROBE(4, "transposition table probe", "置换表探查"),
    STATIC_PRUNING(5, "reverse futility", "反向无益裁剪"),
    RAZORING(6, "razoring", "剃刀裁剪"),
    NULL_MOVE(7, "null move", "空着"),
    IID(8, "internal iterative deepening", "内部迭代加深"),
    MOVE_LOOP(9, "move loop", "着法循环"),
    FUTILITY(10, "futility pruning", "无益裁剪"),
    LMR(11, "late move reduction", "后期着法衰减"),
    BETA_CUTOFF(12, "β-cutoff", "β截断"),
    TT_STORE(13, "store in transposition table", "保存到置换表"),
    STAND_PAT(14, "quiescence stand pat", "静态搜索站住不动");

    private final int number;
    private final String english;
    private final String chinese;

    Step(int number, String english, String chinese) {
        this.number = number;
        this.english = english;
        this.chinese = chinese;
    }

    /** The step number, 1-based, as in the search code comments. */
    public int number() {
        return number;
    }

    /** English name without the number, e.g. "null move". */
    public String english() {
        return english;
    }

    /** Chinese name without the number, e.g. "空着". */
    public String chinese() {
        return chinese;
    }

    /** English caption with the number, e.g. "Step 7: null move". */
    public String caption() {
        return "Step " + number + ": " + english;
    }

    /** Chinese caption with the number, e.g. "第7步：空着". */
    public String chineseCaption() {
        return "第" + number + "步：" + chinese;
    }
}
