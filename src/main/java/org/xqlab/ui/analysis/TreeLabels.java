package org.xqlab.ui.analysis;

import javafx.scene.text.Font;
import javafx.scene.text.Text;
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
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * The texts of the search tree: a node's label (the move into it in the chosen notation, its MoveSort
 * stage tag and its score in the chosen {@link ScoreView} with its bound mark, all as
 * {@link NodeText} writes them for the exported figures too; the root shows only its score), a ghost's
 * "×N", a "+N more", the hover summary, and the drawn width of each label, measured with a
 * {@link Text} node in the labels' font (cached per text). The side to move at the root comes from the
 * root FEN, so scores can be shown from Red's view.
 *
 * <p>A label is always its node's: the move text is computed from the node's own move in the position
 * its own path leads to, and remembered only for that very node object (never by its id: a new search
 * numbers its nodes from the start again), for the notation and language it was written in.
 */
final class TreeLabels {
    private final AnalysisText text;
    private final Text measure = new Text();
    private final Map<TreeNode, String> moves = new IdentityHashMap<>();
    /** The position at each parent whose moves were written, kept as long as the move texts (siblings share it). */
    private final Map<TreeNode, Optional<Position>> positions = new IdentityHashMap<>();
    private static final int MAX_POSITIONS = 1024;
    private final Map<String, Double> widths = new HashMap<>();
    private Supplier<Notation> notation = () -> Notation.CHINESE;
    private ScoreView view = ScoreView.RED;
    private String rootFen = "";
    private int rootSide = Piece.RED;
    private int rootPly;
    private TreeNode root;
    private Notation movesIn;
    private double fontSize = 12;
    private boolean searching;

    TreeLabels(AnalysisText text) {
        this.text = text;
        setFontSize(fontSize);
    }

    /** The family of the tree's label font (the CJK one when installed, so 炮二平五 is measured as drawn). */
    static String family() {
        String f = Fonts.cjkFamily();
        return f == null ? Font.getDefault().getFamily() : f;
    }

    /** The notation chosen now. */
    Notation notation() {
        return notation.get();
    }

    void setNotation(Supplier<Notation> notation) {
        this.notation = notation;
        forgetMoves();
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

    /** The search these labels describe; move texts are kept only while the root FEN and root node stay the same. */
    void setRoot(String fen, TreeNode root) {
        String f = fen == null ? "" : fen;
        if (!f.equals(rootFen)) {
            rootFen = f;
            forgetMoves();
            try {
                rootSide = Fen.parse(f).sideToMove();
            } catch (RuntimeException e) {
                rootSide = Piece.RED;
            }
        }
        if (root != this.root) {
            this.root = root;
            forgetMoves();
        }
        rootPly = root == null ? 0 : root.ply();
    }

    /** Whether the search is still running: an unfinished node is then "being searched", else it was left unfinished. */
    void setSearching(boolean searching) {
        this.searching = searching;
    }

    /** Forgets move texts (a new search, or a language change). */
    void clear() {
        forgetMoves();
    }

    private void forgetMoves() {
        moves.clear();
        positions.clear();
    }

    int rootSide() {
        return rootSide;
    }

    int rootPly() {
        return rootPly;
    }

    /**
     * A finished node's score in the chosen view as the figures write it: sign, bound mark (≥ ≤), mates. An
     * unfinished node says so in a word, "(searching)" or, once the search ended without it, "(unfinished)",
     * or "(cut)" when it is held at its cutoff before returning its score:
     * never the figures' "…", which a CJK font draws as "···" and a class reads as a label cut short.
     */
    String score(TreeNode n) {
        // held at its own β-cutoff "(cut)", as the caption says; open; left by a stop: what it returned is no
        // score of the node (the details say more) — in the words the exported figures use
        String state = NodeText.state(n, searching, text.isChinese());
        if (state != null) {
            return state;
        }
        return view.perspective.text(n, rootSide, rootPly, text.isChinese(), searching);
    }

    /** A finished node's score for the tooltip: as the label writes it, a rule win or loss written out in full. */
    String scoreWords(TreeNode n) {
        String words = NodeText.ruleWords(view.perspective.score(n, rootSide, rootPly), text.isChinese());
        if (words == null) {
            return score(n);
        }
        String mark = NodeText.score(0, view.perspective.bound(n, rootSide, rootPly)).replace("0", "");
        return mark + words;
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

    /** Whether the notation changed since the move texts were written (they are then forgotten). */
    boolean notationChanged() {
        Notation now = notation.get();
        if (now == movesIn) {
            return false;
        }
        movesIn = now;
        forgetMoves();
        return true;
    }

    /** The move into {@code n} in the chosen notation with its stage tag ("" for the root). */
    String move(TreeNode n) {
        if (n.parent() == null) {
            return "";
        }
        Notation now = notation.get();
        if (now != movesIn) {
            movesIn = now;
            forgetMoves();
        }
        String move = moves.computeIfAbsent(n, node -> node.move() == 0 ? text.get("tree.nullMove")
                : MoveText.format(positionBefore(node), node.move(), now));
        return NodeText.move(move, n.stage());
    }

    /** The position {@code n}'s move was played in (its parent's), or null if it cannot be rebuilt. */
    private Position positionBefore(TreeNode n) {
        if (positions.size() >= MAX_POSITIONS) {
            positions.clear(); // the labels measured are a few hundred; this only bounds a long search's memory
        }
        return positions.computeIfAbsent(n.parent(), p -> Optional.ofNullable(MoveText.positionAt(rootFen, p)))
                .orElse(null);
    }

    /** The label of a node, a ghost or a "+N more". */
    String label(TreeNode n, int ghost, int more) {
        if (ghost > 0) {
            return "×" + ghost;
        }
        if (more > 0) {
            return text.get("tree.more", Integer.toString(more));
        }
        // the root named as the exported figure and the page name it
        return NodeText.join(n.parent() == null ? text.get("tree.root") : move(n), score(n));
    }

    /** The label of a placed item: as {@link #label(TreeNode, int, int)}, a compact "+N more" written "+N". */
    String label(org.xqlab.figure.TreeLayout.Placed p) {
        return p.compact() ? compactMore(p.moreCount()) : label(p.node(), p.ghostCount(), p.moreCount());
    }

    /** The drawn width of a placed item's label in pixels. */
    double width(org.xqlab.figure.TreeLayout.Placed p) {
        return textWidth(label(p));
    }

    /** A "+N more" where the tree area is too narrow for its words: "+N" (its tooltip says the rest). */
    static String compactMore(int more) {
        return "+" + more;
    }

    /** The drawn width of that label in pixels. */
    double width(TreeNode n, int ghost, int more) {
        return widths.computeIfAbsent(label(n, ghost, more), s -> {
            measure.setText(s);
            return Math.ceil(measure.getLayoutBounds().getWidth());
        });
    }

    /** The drawn width of any text in the labels' font, in pixels. */
    double textWidth(String s) {
        return widths.computeIfAbsent(s, k -> {
            measure.setText(k);
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
        String move = n.parent() == null ? text.get("node.root") : move(n) + stageName(n);
        return text.get("tree.tip", move, AnalysisText.bound(n.alpha()), AnalysisText.bound(n.beta()),
                Integer.toString(n.depth()), n.isFinished() ? scoreWords(n) : "–",
                n.isFinished() ? bound(n) + "; " + text.get(view.key) : text.get(searching ? "node.open" : "node.stopped"),
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
        Position p = MoveText.positionAt(rootFen, n);
        return p == null ? null : Fen.format(p);
    }
}
