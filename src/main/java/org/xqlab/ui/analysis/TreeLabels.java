package org.xqlab.ui.analysis;

import javafx.scene.text.Font;
import javafx.scene.text.Text;
import org.xqlab.figure.NodeLabels;
import org.xqlab.figure.NodeText;
import org.xqlab.rules.Fen;
import org.xqlab.rules.Notation;
import org.xqlab.rules.Piece;
import org.xqlab.rules.Position;
import org.xqlab.trace.TreeNode;
import org.xqlab.ui.Fonts;
import org.xqlab.analysis.MoveText;
import org.xqlab.figure.ScoreView;

import java.util.HashMap;
import java.util.Map;
import java.util.function.Supplier;

/**
 * The search tree's texts on the screen: the labels as {@link NodeLabels} writes them (the one writer, which the
 * tree's {@link org.xqlab.figure.TreeFrame}s and so the exported figures use too), the hover summary, the legend,
 * and the drawn width of each label, measured with a {@link Text} node in the labels' font (cached per text).
 */
final class TreeLabels {
    private final AnalysisText text;
    private final NodeLabels labels;
    private final Text measure = new Text();
    private final Map<String, Double> widths = new HashMap<>();
    private double fontSize = 12;

    TreeLabels(AnalysisText text) {
        this.text = text;
        this.labels = new NodeLabels(() -> text.i18n().getLocale());
        setFontSize(fontSize);
    }

    /** The writer of the labels, which the tree's frames are made with. */
    NodeLabels labels() {
        return labels;
    }

    /** The family of the tree's label font (the CJK one when installed, so 炮二平五 is measured as drawn). */
    static String family() {
        String f = Fonts.cjkFamily();
        return f == null ? Font.getDefault().getFamily() : f;
    }

    /** The notation chosen now. */
    Notation notation() {
        return labels.notation();
    }

    void setNotation(Supplier<Notation> notation) {
        labels.setNotation(notation);
    }

    void setFontSize(double size) {
        fontSize = size;
        measure.setFont(Font.font(family(), size));
        widths.clear();
    }

    double fontSize() {
        return fontSize;
    }

    void setScoreView(ScoreView view) {
        labels.setScoreView(view);
    }

    ScoreView scoreView() {
        return labels.scoreView();
    }

    /** The search these labels describe; move texts are kept only while the root FEN and root node stay the same. */
    void setRoot(String fen, TreeNode root) {
        labels.setRoot(fen, root);
    }

    /** Whether the search is still running: an unfinished node is then "being searched", else it was left unfinished. */
    void setSearching(boolean searching) {
        labels.setSearching(searching);
    }

    /** Forgets move texts (a new search, or a language change). */
    void clear() {
        labels.clear();
    }

    int rootSide() {
        return labels.rootSide();
    }

    int rootPly() {
        return labels.rootPly();
    }

    /** A node's score or state as its label writes it ({@link NodeLabels#score}). */
    String score(TreeNode n) {
        return labels.score(n);
    }

    /** A finished node's score for the tooltip: as the label writes it, a rule win or loss written out in full. */
    String scoreWords(TreeNode n) {
        ScoreView view = labels.scoreView();
        String words = NodeText.ruleWords(view.perspective.score(n, rootSide(), rootPly()), text.isChinese());
        if (words == null) {
            return score(n);
        }
        String mark = NodeText.score(0, view.perspective.bound(n, rootSide(), rootPly())).replace("0", "");
        return mark + words;
    }

    /** The chosen view's bound of a finished node, in words. */
    String bound(TreeNode n) {
        return text.get("bound." + labels.scoreView().bound(n, rootSide(), rootPly()));
    }

    /** "+ is good for …" for the chosen view. */
    String legend() {
        return text.get(labels.scoreView().legendKey, sideName(rootSide()));
    }

    String sideName(int side) {
        return text.get(side == Piece.RED ? "side.red" : "side.black");
    }

    /** Whether the notation or language changed since the move texts were written (they are then forgotten). */
    boolean notationChanged() {
        return labels.notationChanged();
    }

    /** The move into {@code n} in the chosen notation with its stage tag ("" for the root). */
    String move(TreeNode n) {
        return labels.move(n);
    }

    /** The label of a node, a ghost or a "+N more". */
    String label(TreeNode n, int ghost, int more) {
        return labels.label(n, ghost, more);
    }

    /** The label of a placed item: as {@link #label(TreeNode, int, int)}, a compact "+N more" written "+N". */
    String label(org.xqlab.figure.TreeLayout.Placed p) {
        return labels.label(p);
    }

    /** The drawn width of a placed item's label in pixels. */
    double width(org.xqlab.figure.TreeLayout.Placed p) {
        return textWidth(label(p));
    }

    /** A "+N more" where the tree area is too narrow for its words: "+N" (its tooltip says the rest). */
    static String compactMore(int more) {
        return NodeLabels.compactMore(more);
    }

    /** The drawn width of that label in pixels. */
    double width(TreeNode n, int ghost, int more) {
        return textWidth(label(n, ghost, more));
    }

    /** The drawn width of any text in the labels' font, in pixels. */
    double textWidth(String s) {
        if (widths.size() > MAX_WIDTHS) {
            widths.clear(); // the labels of one tree are a few hundred: this only bounds a long search's memory
        }
        return widths.computeIfAbsent(s, k -> {
            measure.setText(k);
            return Math.ceil(measure.getLayoutBounds().getWidth());
        });
    }

    private static final int MAX_WIDTHS = 20_000;

    /** What hovering an item shows: a node's move, α, β, depth, score, bound and type. */
    String summary(TreeNode n, int ghost, int more) {
        if (ghost > 0) {
            return text.get("tree.tipGhost", Integer.toString(ghost));
        }
        if (more > 0) {
            return text.get("tree.tipMore", Integer.toString(more));
        }
        String move = n.parent() == null ? text.get("node.root") : move(n) + stageName(n);
        return text.get("tree.tip", move, AnalysisText.bound(n.alpha()), AnalysisText.bound(n.beta()),
                Integer.toString(n.depth()), n.isFinished() ? scoreWords(n) : "–",
                n.isFinished() ? bound(n) + "; " + text.get(labels.scoreView().key) : text.get(labels.searching() ? "node.open" : "node.stopped"),
                typeName(n.isFinished() ? n.actual() : n.expected(), n));
    }

    /** A node type in the window's words, as the node details write it; a quiescence node's stage, else "—". */
    private String typeName(org.xqlab.trace.NodeType type, TreeNode n) {
        return type != null ? text.get("node.type." + type.name()) : n.isQuiescence() ? text.get("node.type.quiescence") : "—";
    }

    /** The stage tag written out for the tooltip (" · root move list"), "" when the label has no tag. */
    private String stageName(TreeNode n) {
        if (n.stage() == null || NodeText.stageTag(n.stage()).isEmpty()) {
            return "";
        }
        return " · " + NodeText.stageTag(n.stage()) + " = " + (text.isChinese() ? n.stage().chinese() : n.stage().english());
    }

    /** The FEN of the position at {@code n}, or null if it cannot be rebuilt. */
    String fenAt(TreeNode n) {
        Position p = MoveText.positionAt(labels.rootFen(), n);
        return p == null ? null : Fen.format(p);
    }
}
