package org.xqlab.analysis;

import org.xqlab.rules.Notation;
import org.xqlab.rules.Position;
import org.xqlab.search.Scores;
import org.xqlab.trace.Stage;
import org.xqlab.trace.Step;
import org.xqlab.trace.TreeNode;

import java.util.Locale;

/**
 * One cutoff or pruning decision of the search, explained in one line in English or Chinese with the
 * step names of the search code ({@link Step#caption()}), e.g. "Step 12: β-cutoff at ply 3: 炮二平五
 * (quiet moves by history, move 4) scored 120 ≥ β 95 — 31 moves not searched". The kind says which
 * decision: a cutoff (any step), a late-move reduction, or an LMR re-search. {@code node} is the tree
 * node the decision was made in (null when the tree did not store it; moves are then written in ICCS);
 * {@code config} is the search's configuration text, so a stage is named by what it did there
 * ({@link Stage#caption(String, boolean)}: no "MVV/LVA" when that ordering is off).
 * The text is made on demand, since most captions are never looked at.
 */
public record Caption(Kind kind, Step step, int ply, int move, Stage stage, int index, int depth, int score, int beta,
               int pruned, int reduction, TreeNode node, String rootFen, String config) {

    public enum Kind {
        CUTOFF, REDUCTION, RESEARCH
    }

    /** A quiescence stand-pat: the side to move was already good enough without moving. */
    public boolean isStandPat() {
        return step == Step.STAND_PAT;
    }

    /** A decision beyond the horizon (quiescence: stand-pats and capture cutoffs at depth 0 or less). */
    public boolean isQuiescence() {
        return step == Step.STAND_PAT || kind == Kind.CUTOFF && step == Step.BETA_CUTOFF && depth <= 0;
    }

    /**
     * The side to move at the caption's node, whose view its scores are in (α-β compares them from there):
     * {@link org.xqlab.rules.Piece#RED} or {@code BLACK}; −1 when the root position is unknown.
     */
    public int side() {
        int root;
        try {
            root = org.xqlab.rules.Fen.parse(rootFen).sideToMove();
        } catch (RuntimeException e) {
            return -1;
        }
        return ply % 2 == 0 ? root : 1 - root;
    }

    /**
     * The words that say whose view the caption's scores are in ("Black's view (Black to
     * move)"), written beside the caption where the analysis window shows it; "" for a caption without scores (a
     * reduction) or an unknown side.
     */
    public String viewText(Locale locale) {
        int side = side();
        if (kind == Kind.REDUCTION || side < 0) {
            return "";
        }
        return Words.get(locale, side == org.xqlab.rules.Piece.RED ? "caption.view.red" : "caption.view.black");
    }

    /** The caption in the language of {@code locale}, moves in {@code notation}. */
    public String text(Locale locale, Notation notation) {
        Position p = node == null ? null : MoveText.positionAt(rootFen, node);
        String moveText = MoveText.format(p, move, notation);
        boolean zh = Words.isChinese(locale);
        String stepText = zh ? step.chineseCaption() : step.caption();
        String stageText = stage == null ? "" : stage.caption(config, zh);
        String ply = Integer.toString(this.ply);
        return switch (kind) {
            case REDUCTION -> Words.get(locale, "caption.lmr", stepText, ply, moveText,
                    Integer.toString(index + 1), Integer.toString(reduction));
            case RESEARCH -> Words.get(locale, "caption.research", stepText, ply, moveText,
                    scoreText(score, zh));
            case CUTOFF -> switch (step) {
                case BETA_CUTOFF -> Words.get(locale, "caption.beta", stepText, ply, moveText, stageText,
                        Integer.toString(index + 1), scoreText(score, zh), scoreText(beta, zh),
                        Integer.toString(node == null ? pruned : MoveText.notSearched(rootFen, node)));
                case TT_PROBE -> Words.get(locale, score >= beta ? "caption.tt" : "caption.ttLow", stepText,
                        ply, scoreText(score, zh), scoreText(beta, zh), Integer.toString(depth));
                case NULL_MOVE -> Words.get(locale, "caption.null", stepText, ply, scoreText(score, zh),
                        scoreText(beta, zh));
                default -> Words.get(locale, "caption.node", stepText, ply, scoreText(score, zh),
                        scoreText(beta, zh));
            };
        };
    }

    /**
     * A score of a caption (from the side to move at the node, as alpha-beta compares them): a plain number,
     * but a mate or a win by the repetition rules as the tree and node details write it ({@code M1},
     * {@code -M2}, {@code rule win 3}), never the raw 29998.
     */
    static String scoreText(int score, boolean chinese) {
        return Scores.isMate(score) || Scores.isRuleWin(score) ? Scores.brief(score, chinese) : Integer.toString(score);
    }
}
