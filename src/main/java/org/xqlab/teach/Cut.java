package org.xqlab.teach;

/**
 * Why a node stopped searching its children, in the textbook's terms (MAX's point of view): at a MAX
 * node a child reached β ("β-cutoff: 8 ≥ β 5"), at a MIN node a child fell to α ("α-cutoff: 3 ≤ α 5").
 * The engine says both as a β-cutoff of the side to move; {@link #fromNegamax} translates.
 *
 * @param node       the node that was cut
 * @param beta       true for a β-cutoff (at a MAX node), false for an α-cutoff (at a MIN node)
 * @param value      the child value that caused it (MAX's point of view)
 * @param bound      the bound it reached (β at a MAX node, α at a MIN node)
 * @param childIndex the visiting index of the child that caused it
 */
public record Cut(TextbookNode node, boolean beta, int value, int bound, int childIndex) {

    /** The cut at {@code node} from the engine's β-cutoff of score {@code score} against {@code negamaxBeta}. */
    public static Cut fromNegamax(TextbookTree tree, TextbookNode node, int score, int negamaxBeta, int index) {
        int sign = tree.sign(node);
        return new Cut(node, sign > 0, sign * score, sign * negamaxBeta, index);
    }

    /** E.g. "β-cutoff: 8 ≥ β 5" or "α-cutoff: 3 ≤ α 5". */
    public String english() {
        return beta ? "β-cutoff: " + value + " ≥ β " + bound : "α-cutoff: " + value + " ≤ α " + bound;
    }

    /** E.g. "β截断：8 ≥ β 5" or "α截断：3 ≤ α 5". */
    public String chinese() {
        return beta ? "β截断：" + value + " ≥ β " + bound : "α截断：" + value + " ≤ α " + bound;
    }

    public String text(boolean chinese) {
        return chinese ? chinese() : english();
    }
}
