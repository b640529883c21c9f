package org.xqlab.ui.analysis;

import javafx.scene.text.Font;
import javafx.scene.text.Text;
import org.xqlab.rules.Fen;
import org.xqlab.rules.Notation;
import org.xqlab.rules.Piece;
import org.xqlab.rules.Position;
import org.xqlab.trace.TreeNode;
import org.xqlab.ui.Fonts;

import java.util.HashMap;
import java.util.Map;
import java.util.function.Supplier;

/**
 * The texts of the search tree: a node's label (the move into it in the chosen notation, its MoveSort
 * stage tag and its score in the chosen {@link ScoreView}; the root shows only its score), a ghost's
 * "×N", a "+N more", the hover summary, and the drawn width of each label, measured with a
 * {@link Text} node in the labels' font (cached per text). The side to move at the root comes from the
 * root FEN, so scores can be shown from Red's view.
 */
final class TreeLabels {
    private final AnalysisText text;
    private final Text measure = new Text();
    private final Map<Long, String> moves = new HashMap<>();
    private final Map<String, Double> widths = new HashMap<>();
    private Supplier<Notation> notation = () -> Notation.CHINESE;
    private ScoreView view = ScoreView.RED;
    private String rootFen = "";
    private int rootSide = Piece.RED;
    private int rootPly;
    private double fontSize = 12;

    TreeLabels(AnalysisText text) {
        this.text = text;
        setFontSize(fontSize);
    }

    /** The family of the tree's label font (the CJK one when installed, so 炮二平五 is measured as drawn). */
    static String family() {
        String f = Fonts.cjkFamily();
        return f == null ? Font.getDefault().getFamily() : f;
    }

    void setNotation(Supplier<Notation> notation) {
        this.notation = notation;
        moves.clear();
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
        this.view = view;
    }

    ScoreView scoreView() {
        return view;
    }

    /** The search these labels describe; caches are kept while the root FEN and root stay the same. */
    void setRoot(String fen, TreeNode root) {
        String f = fen == null ? "" : fen;
        if (!f.equals(rootFen)) {
            rootFen = f;
            moves.clear();
            try {
                rootSide = Fen.parse(f).sideToMove();
            } catch (RuntimeException e) {
                rootSide = Piece.RED;
            }
        }
        rootPly = root == null ? 0 : root.ply();
    }

    /** Forgets move texts (a new search, or a language change). */
    void clear() {
        moves.clear();
    }

    int rootSide() {
        return rootSide;
    }

    int rootPly() {
        return rootPly;
    }

    /** A score in the chosen view, with a sign when positive. */
    String score(TreeNode n) {
        int s = view.score(n, rootSide, rootPly);
        return s > 0 ? "+" + s : Integer.toString(s);
    }

    /** The chosen view's bound of a finished node, in words. */
    String bound(TreeNode n) {
        return text.get("bound." + view.bound(n, rootSide, rootPly));
    }

    /** "+ is good for …" for the chosen view. */
    String legend() {
        return text.get(view.legendKey, sideName(rootSide));
    }

    String sideName(int side) {
        return text.get(side == Piece.RED ? "side.red" : "side.black");
    }

    /** The move into {@code n} in the chosen notation with its stage tag ("" for the root). */
    String move(TreeNode n) {
        if (n.parent() == null) {
            return "";
        }
        return moves.computeIfAbsent(n.id(), id -> {
            String move = n.move() == 0 ? text.get("tree.nullMove")
                    : MoveText.format(MoveText.positionAt(rootFen, n.parent()), n.move(), notation.get());
            return n.stage() == null ? move : move + " " + TreeStyles.stageShort(n.stage());
        });
    }

    /** The label of a node, a ghost or a "+N more". */
    String label(TreeNode n, int ghost, int more) {
        if (ghost > 0) {
            return "×" + ghost;
        }
        if (more > 0) {
            return text.get("tree.more", Integer.toString(more));
        }
        String score = n.isFinished() ? score(n) : "…";
        return n.parent() == null ? score : move(n) + " " + score;
    }

    /** The drawn width of that label in pixels. */
    double width(TreeNode n, int ghost, int more) {
        return widths.computeIfAbsent(label(n, ghost, more), s -> {
            measure.setText(s);
            return Math.ceil(measure.getLayoutBounds().getWidth());
        });
    }

    /** What hovering an item shows: a node's move, α, β, depth, score, bound and type. */
    String summary(TreeNode n, int ghost, int more) {
        if (ghost > 0) {
            return text.get("tree.tipGhost", Integer.toString(ghost));
        }
        if (more > 0) {
            return text.get("tree.tipMore", Integer.toString(more));
        }
        String move = n.parent() == null ? text.get("node.root") : move(n);
        return text.get("tree.tip", move, Integer.toString(n.alpha()), Integer.toString(n.beta()),
                Integer.toString(n.depth()), n.isFinished() ? score(n) : "…",
                n.isFinished() ? bound(n) + "; " + text.get(view.key) : text.get("node.open"),
                String.valueOf(n.isFinished() ? n.actual() : n.expected()));
    }

    /** The FEN of the position at {@code n}, or null if it cannot be rebuilt. */
    String fenAt(TreeNode n) {
        Position p = MoveText.positionAt(rootFen, n);
        return p == null ? null : Fen.format(p);
    }
}
