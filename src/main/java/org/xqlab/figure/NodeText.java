package org.xqlab.figure;

import org.xqlab.search.Scores;
import org.xqlab.trace.Bound;
import org.xqlab.trace.Stage;

/**
 * The one formatter of a search-tree node's label, shared by the analysis window's tree and the
 * exported figures (SVG, PNG, TikZ) so that a slide says what the class saw: the move into the node,
 * the short tag of the MoveSort stage that produced it, and its score as {@link #score} writes it — a
 * sign on every non-zero score, {@code ≥} before a lower bound (the node failed high), {@code ≤} before
 * an upper bound (it failed low), {@code M3} / {@code -M3} for a mate in 3 found / suffered. The score
 * is turned into the chosen {@link ScorePerspective} by the caller.
 */
public final class NodeText {
    /** What a node still being searched shows instead of a score. */
    public static final String OPEN = "…";

    private NodeText() {
    }

    /** A score with its sign and bound mark: "+35", "-6", "0", "≥+120", "≤-40", "M3", "≥-M2". */
    public static String score(int score, Bound bound) {
        String mark = bound == Bound.LOWER ? "≥" : bound == Bound.UPPER ? "≤" : "";
        String value;
        if (Scores.isMate(score)) {
            int m = Scores.mateIn(score);
            value = (m < 0 ? "-M" : "M") + Math.abs(m);
        } else {
            value = score > 0 ? "+" + score : Integer.toString(score);
        }
        return mark + value;
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
        return move == null || move.isEmpty() ? score : move(move, stage) + " " + score;
    }
}
