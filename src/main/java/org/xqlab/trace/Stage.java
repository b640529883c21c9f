package org.xqlab.trace;

/**
 * The stages of the staged move picker (MoveSort), in canonical order: the order in which a node
 * meets them, following ElephantEye's textbook sequence hash → generate captures → good captures
 * (MVV/LVA) → killer 1 → killer 2 → generate quiets → the rest by history, then the losing captures.
 * Quiescence nodes use {@link #QS_CAPTURES} or, in check, {@link #QS_EVASIONS}; the root uses
 * {@link #ROOT}.
 *
 * <p>Counting contract for {@code stageEntered(..., produced)}: a <em>source</em> stage
 * ({@link #isSource()}) adds new candidate moves to the node and reports how many (the hash move,
 * each killer, the generated captures, the generated quiets not already yielded by an earlier stage,
 * the quiescence and root move lists). A <em>picking</em> stage (good captures, quiets, bad captures)
 * reports how many of the already generated moves it holds; it adds no new candidates. The number of
 * siblings a cutoff pruned is the sum of source counts minus the moves tried.
 */
public enum Stage {
    HASH("hash move", "置换表着法", true),
    GEN_CAPTURES("generate captures", "生成吃子着法", true),
    GOOD_CAPTURES("good captures (MVV/LVA)", "好的吃子（MVV/LVA）", false),
    KILLER_1("killer 1", "杀手着法一", true),
    KILLER_2("killer 2", "杀手着法二", true),
    GEN_QUIETS("generate quiet moves", "生成不吃子着法", true),
    QUIETS("quiet moves by history", "按历史表排序的不吃子着法", false),
    BAD_CAPTURES("bad captures", "坏的吃子", false),
    QS_CAPTURES("quiescence captures", "静态搜索吃子着法", true),
    QS_EVASIONS("quiescence evasions (in check)", "静态搜索应将着法", true),
    ROOT("root move list", "根节点着法列表", true),
    DONE("done", "结束", false);

    private static final Stage[] VALUES = values();

    private final String english;
    private final String chinese;
    private final boolean source;

    Stage(String english, String chinese, boolean source) {
        this.english = english;
        this.chinese = chinese;
        this.source = source;
    }

    /** English caption for the UI, e.g. "good captures (MVV/LVA)". */
    public String english() {
        return english;
    }

    /** Chinese caption for the UI, e.g. "好的吃子". */
    public String chinese() {
        return chinese;
    }

    /** Whether moves of this stage are searched by quiescence (its captures and check evasions). */
    public boolean isQuiescence() {
        return this == QS_CAPTURES || this == QS_EVASIONS;
    }

    /**
     * The caption of this stage under the search configuration {@code config} (the text a search
     * reports, see {@link ConfigText}): a stage is named by what it does there, so with
     * {@code order.mvvlva=false} the captures stage is "captures (generation order)", not "good
     * captures (MVV/LVA)", and with {@code order.quiets=none} or {@code evalgain} the quiet stage says
     * so. In English or Chinese.
     */
    public String caption(String config, boolean chinese) {
        if (this == QS_CAPTURES && ConfigText.isOn(config, "quiescence.checks", false)) {
            return chinese ? "静态搜索吃子着法（首层另加将军着法）" : "quiescence captures (and quiet checks at its first ply)";
        }
        if (this == GOOD_CAPTURES && !ConfigText.isOn(config, "order.mvvlva", true)) {
            return chinese ? "吃子着法（生成顺序）" : "captures (generation order)";
        }
        if (this == QUIETS) {
            switch (ConfigText.value(config, "order.quiets", "history")) {
                case "none":
                    return chinese ? "不吃子着法（生成顺序）" : "quiet moves (generation order)";
                case "evalgain":
                    return chinese ? "按估值增益排序的不吃子着法" : "quiet moves by evaluation gain";
                default:
                    break;
            }
        }
        return chinese ? chinese() : english();
    }

    /** Whether this stage adds new candidate moves to the node (see the class contract). */
    public boolean isSource() {
        return source;
    }

    /** The constant with this ordinal; no allocation (unlike {@code values()[i]}). */
    public static Stage of(int ordinal) {
        return VALUES[ordinal];
    }

    /** Number of constants. */
    public static int count() {
        return VALUES.length;
    }
}
