package org.xqlab.trace;

/**
 * The numbered steps of the engine's node function. The same names appear as comments in the search
 * code ({@code // Step 4. Transposition table probe}), in the trace events (a node-level
 * {@code cutoff} names the step that cut) and in the UI captions ({@link #caption()}). Steps 12 (reverse
 * futility, between 5 and 6) and 13 (futility, in the move loop) came later; the older steps keep their
 * numbers, as traces written before them do. Futility skips single moves without an event (the node goes on),
 * so it never appears in a {@code cutoff}; only the smaller tree shows it.
 */
public enum Step {
    HORIZON(1, "horizon → quiescence", "到达水平线 → 静态搜索"),
    MATE_DISTANCE(2, "mate-distance pruning", "杀棋步数裁剪"),
    REPETITION(3, "repetition / perpetual check", "重复局面 / 长将"),
    TT_PROBE(4, "transposition table probe", "置换表探查"),
    STAND_PAT(5, "quiescence stand pat", "静态搜索站住不动"),
    NULL_MOVE(6, "null move", "空着"),
    IID(7, "internal iterative deepening", "内部迭代加深"),
    MOVE_LOOP(8, "move loop", "着法循环"),
    LMR(9, "late move reduction", "后期着法衰减"),
    BETA_CUTOFF(10, "β-cutoff", "β截断"),
    TT_STORE(11, "store in transposition table", "保存到置换表"),
    STATIC_PRUNING(12, "reverse futility", "反向无益裁剪"),
    FUTILITY(13, "futility pruning", "无益裁剪"),
    RAZORING(14, "razoring", "剃刀裁剪");

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

    /** English caption with the number, e.g. "Step 6: null move". */
    public String caption() {
        return "Step " + number + ": " + english;
    }

    /** Chinese caption with the number, e.g. "第6步：空着". */
    public String chineseCaption() {
        return "第" + number + "步：" + chinese;
    }
}
