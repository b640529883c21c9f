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
                b.in(Section.ROOT).line(0, "value ← minimax(root)", BasicStep.ROOT_CALL, "textbook.minimax.root");
                b.in(Section.SEARCH)
                        .line(0, "minimax(node):", BasicStep.ENTER, "textbook.minimax.enter")
                        .line(1, "if node is a leaf: return value(node)", BasicStep.LEAF, "")
                        .line(1, "v ← −∞ at MAX, +∞ at MIN; for each child c:", Step.MOVE_LOOP, "")
                        .line(2, "v ← max(v, minimax(c)) at MAX, min(v, minimax(c)) at MIN",
                                BasicStep.CHILD_VALUE, "textbook.minimax.child")
                        .line(1, "return v", BasicStep.RETURN, "");
            }
            case NEGAMAX -> {
                b.in(Section.ROOT).line(0, "value ← F(root)", BasicStep.ROOT_CALL, "");
                b.in(Section.SEARCH)
                        .line(0, "F(node):", BasicStep.ENTER, "textbook.negamax.enter")
                        .line(1, "if node is a leaf: return value(node) for the side to move", BasicStep.LEAF, "")
                        .line(1, "m ← −∞; for each child c:", Step.MOVE_LOOP, "")
                        .line(2, "m ← max(m, −F(c))", BasicStep.CHILD_VALUE, "textbook.negamax.child")
                        .line(1, "return m", BasicStep.RETURN, "");
            }
            case ALPHA_BETA -> {
                b.in(Section.ROOT).line(0, "value ← F2(root, −∞, +∞)", BasicStep.ROOT_CALL, "");
                b.in(Section.SEARCH)
                        .line(0, "F2(node, α, β):", BasicStep.ENTER, "common.sideToMove")
                        .line(1, "if node is a leaf: return value(node)", BasicStep.LEAF, "")
                        .line(1, "for each child c:", Step.MOVE_LOOP, "")
                        .line(2, "t ← −F2(c, −β, −α); if t > α: α ← t", BasicStep.CHILD_VALUE, "textbook.childWindow")
                        .line(2, "if t ≥ β: return β", Step.BETA_CUTOFF, "textbook.pruneChildren")
                        .line(1, "return α", BasicStep.RETURN, "textbook.failHard");
            }
            case ALPHA_BETA_FAIL_SOFT -> {
                b.in(Section.ROOT).line(0, "value ← alphabeta(root, −∞, +∞)", BasicStep.ROOT_CALL, "");
                b.in(Section.SEARCH)
                        .line(0, "alphabeta(node, α, β):", BasicStep.ENTER, "common.sideToMove")
                        .line(1, "if node is a leaf: return value(node)", BasicStep.LEAF, "")
                        .line(1, "best ← −∞; for each child c:", Step.MOVE_LOOP, "")
                        .line(2, "t ← −alphabeta(c, −β, −α); best ← max(best, t); α ← max(α, t)",
                                BasicStep.CHILD_VALUE, "textbook.childWindow")
                        .line(2, "if t ≥ β: break", Step.BETA_CUTOFF, "textbook.pruneChildren")
                        .line(1, "return best", BasicStep.RETURN, "textbook.failSoft");
            }
            case NEGASCOUT -> {
                b.in(Section.ROOT).line(0, "value ← negascout(root, −∞, +∞)", BasicStep.ROOT_CALL, "");
                b.in(Section.SEARCH)
                        .line(0, "negascout(node, α, β):", BasicStep.ENTER, "common.sideToMove")
                        .line(1, "if node is a leaf: return value(node)", BasicStep.LEAF, "")
                        .line(1, "best ← −∞; for each child c:", Step.MOVE_LOOP, "")
                        .line(2, "if c is the first: t ← −negascout(c, −β, −α)",
                                BasicStep.CHILD_VALUE, "common.fullWindow")
                        .line(2, "else: t ← −negascout(c, −α−1, −α)", BasicStep.CHILD_VALUE, "textbook.nullWindow")
                        .line(3, "if α < t < β and c is not a leaf: t ← −negascout(c, −β, −α)",
                                BasicStep.CHILD_VALUE, "textbook.research")
                        .line(2, "best ← max(best, t); α ← max(α, t)", BasicStep.CHILD_VALUE, "")
                        .line(2, "if t ≥ β: break", Step.BETA_CUTOFF, "textbook.pruneChildren")
                        .line(1, "return best", BasicStep.RETURN, "");
            }
            default -> throw new IllegalArgumentException("no listing for " + a);
        }
        return b.build();
    }
}
