package org.xqlab.teach;

import org.xqlab.trace.BasicStep;
import org.xqlab.trace.Listing;
import org.xqlab.trace.Listing.Section;
import org.xqlab.trace.Step;

/**
 * The textbook algorithms of {@link TextbookSearch} as short pseudocode, from the sources
 * {@link Algorithm#source()} cites: minimax (Russell &amp; Norvig's MAX-VALUE / MIN-VALUE in one
 * function), negamax (Knuth &amp; Moore's F), alpha-beta fail-hard (their F2), fail-soft alpha-beta
 * (Fishburn) and NegaScout (Reinefeld). Lines are keyed as the search's events are: the loop over the
 * children by {@link Step#MOVE_LOOP}, the cut by {@link Step#BETA_CUTOFF} (its "Step 12" comment),
 * the rest by {@link BasicStep}s. Windows and values in the negamax functions are from the side to
 * move; a cut at a MIN node is the textbook's α-cutoff.
 */
public final class TextbookListing {
    private TextbookListing() {
    }

    public static Listing of(Algorithm a) {
        Listing.Builder b = Listing.builder(a.english(), a.source());
        switch (a) {
            case MINIMAX -> {
                b.in(Section.ROOT).line(0, "value ← minimax(root)", BasicStep.ROOT_CALL, "MAX moves at the root",
                        "根节点由 MAX 走");
                b.in(Section.SEARCH)
                        .line(0, "minimax(node):", BasicStep.ENTER, "values from MAX's view", "值取 MAX 的视角")
                        .line(1, "if node is a leaf: return value(node)", BasicStep.LEAF, "", "")
                        .line(1, "v ← −∞ at MAX, +∞ at MIN; for each child c:", Step.MOVE_LOOP, "", "")
                        .line(2, "v ← max(v, minimax(c)) at MAX, min(v, minimax(c)) at MIN", BasicStep.CHILD_VALUE,
                                "every child is searched", "每个子节点都要搜")
                        .line(1, "return v", BasicStep.RETURN, "", "");
            }
            case NEGAMAX -> {
                b.in(Section.ROOT).line(0, "value ← F(root)", BasicStep.ROOT_CALL, "", "");
                b.in(Section.SEARCH)
                        .line(0, "F(node):", BasicStep.ENTER, "values from the side to move", "值取走棋方视角")
                        .line(1, "if node is a leaf: return value(node) for the side to move", BasicStep.LEAF, "", "")
                        .line(1, "m ← −∞; for each child c:", Step.MOVE_LOOP, "", "")
                        .line(2, "m ← max(m, −F(c))", BasicStep.CHILD_VALUE, "the child's value, negated",
                                "子节点的值取负")
                        .line(1, "return m", BasicStep.RETURN, "", "");
            }
            case ALPHA_BETA -> {
                b.in(Section.ROOT).line(0, "value ← F2(root, −∞, +∞)", BasicStep.ROOT_CALL, "", "");
                b.in(Section.SEARCH)
                        .line(0, "F2(node, α, β):", BasicStep.ENTER, "α, β from the side to move",
                                "α、β 取走棋方视角")
                        .line(1, "if node is a leaf: return value(node)", BasicStep.LEAF, "", "")
                        .line(1, "for each child c:", Step.MOVE_LOOP, "", "")
                        .line(2, "t ← −F2(c, −β, −α); if t > α: α ← t", BasicStep.CHILD_VALUE,
                                "the child's window is (−β, −α)", "子节点窗口为 (−β, −α)")
                        .line(2, "if t ≥ β: return β", Step.BETA_CUTOFF, "prune the other children",
                                "剪去其余子节点")
                        .line(1, "return α", BasicStep.RETURN, "fail-hard: within [α, β]", "硬失败：在 [α, β] 内");
            }
            case ALPHA_BETA_FAIL_SOFT -> {
                b.in(Section.ROOT).line(0, "value ← alphabeta(root, −∞, +∞)", BasicStep.ROOT_CALL, "", "");
                b.in(Section.SEARCH)
                        .line(0, "alphabeta(node, α, β):", BasicStep.ENTER, "α, β from the side to move",
                                "α、β 取走棋方视角")
                        .line(1, "if node is a leaf: return value(node)", BasicStep.LEAF, "", "")
                        .line(1, "best ← −∞; for each child c:", Step.MOVE_LOOP, "", "")
                        .line(2, "t ← −alphabeta(c, −β, −α); best ← max(best, t); α ← max(α, t)",
                                BasicStep.CHILD_VALUE, "the child's window is (−β, −α)", "子节点窗口为 (−β, −α)")
                        .line(2, "if t ≥ β: break", Step.BETA_CUTOFF, "prune the other children", "剪去其余子节点")
                        .line(1, "return best", BasicStep.RETURN, "fail-soft: may lie outside", "软失败：可在窗口外");
            }
            case NEGASCOUT -> {
                b.in(Section.ROOT).line(0, "value ← negascout(root, −∞, +∞)", BasicStep.ROOT_CALL, "", "");
                b.in(Section.SEARCH)
                        .line(0, "negascout(node, α, β):", BasicStep.ENTER, "α, β from the side to move",
                                "α、β 取走棋方视角")
                        .line(1, "if node is a leaf: return value(node)", BasicStep.LEAF, "", "")
                        .line(1, "best ← −∞; for each child c:", Step.MOVE_LOOP, "", "")
                        .line(2, "if c is the first: t ← −negascout(c, −β, −α)", BasicStep.CHILD_VALUE,
                                "full window", "完整窗口")
                        .line(2, "else: t ← −negascout(c, −α−1, −α)", BasicStep.CHILD_VALUE,
                                "null window: better than α?", "零窗口：好过 α？")
                        .line(3, "if α < t < β and c is not a leaf: t ← −negascout(c, −β, −α)",
                                BasicStep.CHILD_VALUE, "yes: search again", "是：重搜")
                        .line(2, "best ← max(best, t); α ← max(α, t)", BasicStep.CHILD_VALUE, "", "")
                        .line(2, "if t ≥ β: break", Step.BETA_CUTOFF, "prune the other children", "剪去其余子节点")
                        .line(1, "return best", BasicStep.RETURN, "", "");
            }
            default -> throw new IllegalArgumentException("no listing for " + a);
        }
        return b.build();
    }
}
