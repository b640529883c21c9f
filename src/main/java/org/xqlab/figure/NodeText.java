package org.xqlab.figure;

import org.xqlab.search.Scores;
import org.xqlab.trace.Bound;
import org.xqlab.trace.TreeNode;
import org.xqlab.trace.Stage;

/**
 * The one formatter of a search-tree node's label, shared by the analysis window's tree and the
 * exported figures (SVG, PNG, TikZ) so that a slide says what the class saw: the move into the node,
 * the short tag of the MoveSort stage that produced it, and its score as {@link #score} writes it — a
 * sign on every non-zero score, {@code ≥} before a lower bound (the node failed high), {@code ≤} before
 * an upper bound (it failed low), {@code M3} / {@code -M3} for a mate in 3 found / suffered, and a win or
 * loss by the repetition rules (perpetual check or chase) in a short word, {@code rule win 3} /
 * {@code rule loss 3} (判胜3 / 判负3: 3 plies to the repetition), never as a number that reads like
 * material; {@link #ruleWords} writes it out for tooltips. The score is turned into the chosen
 * {@link ScorePerspective} by the caller, so "win" is a win for the side that view counts as positive.
 * A node still open says so in words ({@link #open}), never "…", which a CJK font draws as "···".
 */
public final class NodeText {
    private NodeText() {
    }

    /**
     * What an open node shows instead of a score, as the analysis window writes it: "(searching)" while its
     * search runs, "(unfinished)" once the search ended without it; （搜索中） / （未完成） in Chinese.
     */
    public static String open(boolean searching, boolean chinese) {
        if (chinese) {
            return searching ? "（搜索中）" : "（未完成）";
        }
        return searching ? "(searching)" : "(unfinished)";
    }

    /**
     * What a node that has no score of its own says instead, as the tree view writes it, or null for a node
     * with a score: held at its own β-cutoff, "(cut)"; still open, "(searching)" while the search runs, else
     * "(unfinished)"; left by a stop (no bound), "(stopped)".
     */
    public static String state(TreeNode n, boolean searching, boolean chinese) {
        if (!n.isFinished()) {
            return n.hasCutoff() ? (chinese ? "（截断）" : "(cut)") : open(searching, chinese);
        }
        if (n.bound() == Bound.NONE) {
            return chinese ? "（已停止）" : "(stopped)";
        }
        return null;
    }

    /** A score with its sign and bound mark: "+35", "-6", "0", "≥+120", "≤-40", "M3", "≥-M2", "rule win 3". */
    public static String score(int score, Bound bound) {
        return score(score, bound, false);
    }

    /**
     * The same in {@code chinese} or English: a rule win or loss and a mate have words to translate ("rule win 3",
     * "≤rule loss 2", "M2", "≥-M1"; 判胜3, ≤判负2, 杀2, ≥被杀1).
     */
    public static String score(int score, Bound bound, boolean chinese) {
        String mark = bound == Bound.LOWER ? "≥" : bound == Bound.UPPER ? "≤" : "";
        String value = Scores.brief(score, chinese);
        return mark + value;
    }

    /**
     * A rule win or loss written out for a tooltip or a details line: "rule win in 3 plies (perpetual
     * check/chase)", 按棋例胜（3 层后，对方长将或长捉）; null when {@code score} is not one.
     */
    public static String ruleWords(int score, boolean chinese) {
        if (!Scores.isRuleWin(score)) {
            return null;
        }
        int plies = Scores.rulePlies(score);
        if (chinese) {
            return score > 0 ? "按棋例胜（" + plies + " 层后，对方长将或长捉）" : "按棋例负（" + plies + " 层后，长将或长捉）";
        }
        return "rule " + (score > 0 ? "win" : "loss") + " in " + plies + (plies == 1 ? " ply" : " plies")
                + " (perpetual check/chase)";
    }

    /** The same in LaTeX (math-mode signs and bound marks) for TikZ. */
    public static String scoreTex(int score, Bound bound) {
        String s = score(score, bound);
        return s.replace("≥", "$\\geq$").replace("≤", "$\\leq$").replace("-", "$-$");
    }

    /** A short tag for a stage: H, C, C+, K1, K2, Q, C−, qC, qE, R ("" for none). */
    public static String stageTag(Stage s) {
        if (s == null) {
            return "";
        }
        return switch (s) {
            case HASH -> "H";
            case GEN_CAPTURES -> "C";
            case GOOD_CAPTURES -> "C+";
            case KILLER_1 -> "K1";
            case KILLER_2 -> "K2";
            case GEN_QUIETS, QUIETS -> "Q";
            case BAD_CAPTURES -> "C−";
            case QS_CAPTURES -> "qC";
            case QS_EVASIONS -> "qE";
            case ROOT -> "R";
            case DONE -> "";
        };
    }

    /** A node's move with its stage tag: "俥一進八 H", "h0h8 K1"; just the move without a stage. */
    public static String move(String move, Stage stage) {
        String tag = stageTag(stage);
        return tag.isEmpty() ? move : move + " " + tag;
    }

    /** A node's whole label: move, stage tag and score ({@code move} null or empty for the root: the score alone). */
    public static String label(String move, Stage stage, String score) {
        return move == null || move.isEmpty() ? score : join(move(move, stage), score);
    }

    /**
     * Two parts of a label with a space between them, but none before a full-width bracket or after a
     * full-width one, whose glyph has its own room ("e1f3 R（搜索中）", not "e1f3 R （搜索中）").
     */
    public static String join(String a, String b) {
        if (a.isEmpty() || b.isEmpty()) {
            return a + b;
        }
        return spaced(a, b) ? a + " " + b : a + b;
    }

    /** Whether a space goes between {@code a} and {@code b}: not when a full-width bracket meets it. */
    public static boolean spaced(String a, String b) {
        if (a.isEmpty() || b.isEmpty()) {
            return true;
        }
        char first = b.charAt(0);
        char last = a.charAt(a.length() - 1);
        return !(first == '（' || first == '【' || first == '「' || last == '）' || last == '】' || last == '」');
    }
}
