package org.xqlab.ui.analysis;

import javafx.geometry.Insets;
import javafx.scene.control.Label;
import javafx.scene.layout.VBox;
import org.xqlab.rules.Fen;
import org.xqlab.rules.Move;
import org.xqlab.rules.Piece;
import org.xqlab.rules.Notation;
import org.xqlab.rules.Position;
import org.xqlab.trace.SearchTree;
import org.xqlab.trace.TreeNode;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.scene.control.CheckBox;
import org.xqlab.ui.board.PvArrows;
import org.xqlab.ui.board.BoardView;
import org.xqlab.ui.board.BoardViewModel;
import org.xqlab.ui.board.GameViewModel;
import org.xqlab.analysis.MoveText;
import org.xqlab.figure.ScoreView;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/**
 * What a clicked tree node was: its position on a small read-only board with arrows (the move that led
 * to it in blue, then the best line from it as numbered arrows in the movers' colours, see
 * {@link PvArrows}: 1 is the best reply found there; for the root, or before a node is clicked, the
 * search's principal variation of its latest finished iteration), which a check box hides; α and β (negamax, for the side to move there), remaining depth, score and bound in
 * the chosen {@link ScoreView} (saying which), expected and actual node type, the TT / null-move / LMR
 * marks, the cutoff if any, and one line per child with its move, the stage and index that produced
 * it and its score (in the chosen view; in the negamax view from this node's side).
 */
final class NodeDetailView extends VBox {
    private final GameViewModel game = new GameViewModel();
    private final BoardViewModel boardModel = new BoardViewModel(game);
    private final BoardView board = new BoardView(boardModel);
    private final Label summary = new Label();
    private final BooleanProperty arrowsShown = new SimpleBooleanProperty(true);
    private final Label arrowLegend = new Label();
    private int[] rootLine = new int[0];
    private final VBox childBox = new VBox(2);
    private final VBox content = new VBox(4);
    private final javafx.scene.control.ScrollPane scroll = new javafx.scene.control.ScrollPane(content);
    private final javafx.scene.control.ScrollPane children = new javafx.scene.control.ScrollPane(childBox);
    private List<String> childLines = List.of();
    private Supplier<String> config = () -> "";
    private Supplier<org.xqlab.trace.GateStop> held = () -> null;
    private final AnalysisText text;
    private final Supplier<Notation> notation;
    private String shownRoot = org.xqlab.rules.Fen.START;
    private TreeNode shownNode;
    private ScoreView shownView;
    private final javafx.scene.control.Button predict = new javafx.scene.control.Button();
    private java.util.function.Consumer<TreeNode> onPredict = n -> { };
    private java.util.function.BooleanSupplier searching = () -> true;

    NodeDetailView(AnalysisText text, Supplier<Notation> notation) {
        super(4);
        this.text = text;
        this.notation = notation;
        setId("node-detail");
        setPadding(new Insets(4));
        board.setMouseTransparent(true);
        board.setPrefSize(220, 245);
        board.setMinSize(160, 180);
        summary.setId("node-summary");
        summary.setWrapText(true);
        children.setId("node-children");
        childBox.setId("node-child-lines");
        childBox.setPadding(new Insets(2, 4, 2, 4));
        children.setFitToWidth(true); // the lines wrap to the panel's width instead of running past its edge
        children.setHbarPolicy(javafx.scene.control.ScrollPane.ScrollBarPolicy.NEVER);
        children.setPrefHeight(160);
        predict.setId("node-predict");
        predict.setText(text.get("predict.button"));
        predict.setDisable(true);
        predict.setOnAction(e -> onPredict.accept(shownNode));
        CheckBox arrows = new CheckBox();
        arrows.setId("detail-arrows");
        text.bind(arrows.textProperty(), "detail.arrows");
        arrows.selectedProperty().bindBidirectional(arrowsShown);
        arrowLegend.setId("detail-arrow-legend");
        arrowLegend.setWrapText(true);
        // the texts keep their lines; the list of children below gives up height instead
        arrowLegend.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
        summary.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
        children.setMinHeight(60);
        text.bind(arrowLegend.textProperty(), "detail.arrowLegend");
        arrowLegend.visibleProperty().bind(arrowsShown);
        arrowLegend.managedProperty().bind(arrowsShown);
        arrowsShown.addListener((o, was, now) -> drawArrows());
        // the whole panel scrolls when its texts are taller than the window, and each node is shown from its
        // top: a panel too tall for its place is never centred with its top and bottom cut off
        content.getChildren().addAll(arrows, board, arrowLegend, summary, predict, children);
        content.setPadding(new Insets(0, 4, 0, 0));
        scroll.setId("node-detail-scroll");
        scroll.setFitToWidth(true);
        scroll.setHbarPolicy(javafx.scene.control.ScrollPane.ScrollBarPolicy.NEVER);
        scroll.setMinHeight(0);
        scroll.setMinWidth(0);
        javafx.scene.layout.VBox.setVgrow(scroll, javafx.scene.layout.Priority.ALWAYS);
        setMinHeight(0);
        getChildren().add(scroll);
        text.i18n().localeProperty().addListener((o, was, now) -> show(shownRoot, shownNode, shownView));
    }

    /**
     * Projector mode: the small board in black on white with every text on it (file numbers, pieces,
     * arrows' numbers) at {@link AnalysisPanel#PROJECTOR_FONT} px at least, as a class reads it; the
     * coordinates come nearer the board's edge to make room.
     */
    void setProjector(boolean on) {
        boardModel.projectorProperty().set(on);
        boardModel.coordinateMinimumProperty().set(on ? AnalysisPanel.PROJECTOR_FONT : 0);
        board.setPrefHeight(on ? 285 : 245); // a line of 16 px numbers above and below the pieces on the edges
        board.setMinHeight(on ? 285 : 180);
    }

    /** The small board (for tests that read what it draws). */
    BoardView board() {
        return board;
    }

    /** The configuration text of the search shown, so stage names say what they do there (see Stage#caption). */
    void setConfig(Supplier<String> config) {
        this.config = config;
    }

    /** Where the search is held now (null: not held), so a node held at its own cutoff shows the cut's score. */
    void setHeld(Supplier<org.xqlab.trace.GateStop> held) {
        this.held = held;
    }

    /** Whether the search shown is still running (a node not left yet is then "still being searched"). */
    void setSearching(java.util.function.BooleanSupplier searching) {
        this.searching = searching;
    }

    /**
     * Shows {@code node} of a search from {@code rootFen} with scores in {@code view}; null clears. The
     * tree calls it again whenever the node's state, the search's state or the root changes, so what is
     * shown here is always the node as it is now.
     */
    void show(String rootFen, TreeNode node, ScoreView view) {
        if (!rootFen.equals(shownRoot)) {
            rootLine = new int[0]; // another search: its line arrives with its first finished iteration
        }
        if (node != shownNode) {
            scroll.setVvalue(0); // another node: from the top
        }
        shownRoot = rootFen;
        shownNode = node;
        shownView = view;
        List<String> lines = new ArrayList<>();
        showLines(lines);
        predict.setText(text.get("predict.button"));
        boolean running = searching.getAsBoolean();
        predict.setDisable(node == null || !running || org.xqlab.teach.exercise.CutPrediction.decided(node));
        if (node == null) {
            summary.setText(text.get("node.none"));
            game.newGameFromFen(rootFen); // the search's root until a node is chosen (a bad FEN changes nothing)
            drawArrows();
            return;
        }
        Position p = MoveText.positionAt(rootFen, node);
        if (p != null) {
            game.newGameFromFen(Fen.format(p));
        }
        drawArrows();
        int rootSide = sideToMove(rootFen);
        int rootPly = rootOf(node).ply();
        String side = text.get(ScoreView.sideAt(node, rootSide, rootPly) == Piece.RED ? "side.red" : "side.black");
        Position parent = node.parent() == null ? null : MoveText.positionAt(rootFen, node.parent());
        String move = node.parent() == null ? text.get("node.root")
                : node.isNestedSearch() ? text.get("tree.nested")
                : node.move() == 0 ? text.get("tree.nullMove") : MoveText.format(parent, node.move(), notation.get());
        String result = node.isFinished()
                ? text.get("node.result", view.perspective.text(node, rootSide, rootPly, text.isChinese(), running),
                text.get("bound." + view.bound(node, rootSide, rootPly)), typeName(node.actual(), node),
                text.get(view.key))
                : node.hasCutoff() ? cutText(node, p, view, rootSide, rootPly)
                : text.get(running ? "node.open" : "node.stopped");
        List<String> marks = new ArrayList<>();
        if (node.isQuiescence()) {
            marks.add(text.get("mark.qs"));
        }
        if (node.ttCut()) {
            marks.add(text.get("mark.tt"));
        }
        if (node.nullMoveCut()) {
            marks.add(text.get("mark.null"));
        }
        if (node.reduction() > 0) {
            marks.add(text.get("mark.lmr", Integer.toString(node.reduction())));
        }
        if (node.isResearch()) {
            marks.add(text.get("mark.research"));
        }
        String cut = node.hasCutoff() ? "\n" + text.get("node.cutoff",
                text.isChinese() ? node.cutoffStep().chineseCaption() : node.cutoffStep().caption(),
                Integer.toString(node.tried()), Integer.toString(MoveText.notSearched(rootFen, node))) : "";
        summary.setText(text.get("node.summary", move, Integer.toString(node.ply()), Integer.toString(node.depth()),
                AnalysisText.bound(node.alpha()), AnalysisText.bound(node.beta()), typeName(node.expected(), node), result,
                side)
                + (marks.isEmpty() ? "" : "\n" + String.join(", ", marks)) + cut);
        for (TreeNode c : node.children()) {
            String m = c.isNestedSearch() ? text.get("tree.nested")
                    : c.move() == 0 ? text.get("tree.nullMove") : MoveText.format(p, c.move(), notation.get());
            String stage = c.stage() == null ? "—" : c.stage().caption(config.get(), text.isChinese());
            String line = text.get("node.child", m, stage, Integer.toString(c.index() + 1),
                    !c.isFinished() ? text.get(running ? "tree.searching" : "tree.unfinished") // a word, as in the tree
                            : childScore(c, view, rootSide, rootPly));
            lines.add(c == cuttingChild(node) ? line + "  ← " + text.get("node.cutMark") : line);
        }
        showLines(lines);
    }

    /**
     * A node held at (or stopped after) its own cutoff, not left yet: it is cut. By a move: which move,
     * its number and stage, and the node's score as the tree will write it once the node is left (the
     * cutting move's score from this node's side, a lower bound, turned into {@code view}); before any
     * move: the step that cut it.
     */
    private String cutText(TreeNode node, Position p, ScoreView view, int rootSide, int rootPly) {
        String step = text.isChinese() ? node.cutoffStep().chineseCaption() : node.cutoffStep().caption();
        if (node.cutoffStep() != org.xqlab.trace.Step.BETA_CUTOFF) {
            org.xqlab.trace.GateStop h = held.get();
            if (h != null && h.kind() == org.xqlab.trace.EventKind.CUTOFF && h.nodeId() == node.id()) {
                return text.get("node.cutBeforeScore", step, lowerBound(h.score(), node, view, rootSide, rootPly),
                        text.get(view.key)); // held at it: the score the cut reports, as the tree will write it
            }
            return text.get("node.cutBefore", step);
        }
        String m = p == null ? Move.iccs(node.cutMove()) : MoveText.format(p, node.cutMove(), notation.get());
        String stage = node.cutStage() == null ? "—" : node.cutStage().caption(config.get(), text.isChinese());
        TreeNode c = cuttingChild(node);
        String score = text.get(searching.getAsBoolean() ? "tree.searching" : "tree.unfinished");
        if (c != null && c.isFinished()) {
            score = lowerBound(-c.score(), node, view, rootSide, rootPly);
        }
        return text.get("node.cut", m, Integer.toString(node.cutIndex() + 1), stage, score, text.get(view.key));
    }

    /** A lower bound {@code score} of {@code node} (from its side to move) as the tree writes it in {@code view}. */
    private String lowerBound(int score, TreeNode node, ScoreView view, int rootSide, int rootPly) {
        int sign = view.perspective.sign(node, rootSide, rootPly);
        return org.xqlab.figure.NodeText.score(score * sign,
                sign > 0 ? org.xqlab.trace.Bound.LOWER : org.xqlab.trace.Bound.UPPER, text.isChinese());
    }

    /** The child searched for the move that cut {@code node} (the latest, after a re-search), or null. */
    private static TreeNode cuttingChild(TreeNode node) {
        if (!node.hasCutoff() || node.cutoffStep() != org.xqlab.trace.Step.BETA_CUTOFF) {
            return null;
        }
        TreeNode found = null;
        for (TreeNode c : node.children()) {
            if (c.move() == node.cutMove()) {
                found = c;
            }
        }
        return found;
    }

    /** One wrapping label per child line (never cut at the panel's edge), the full line also as its tooltip. */
    private void showLines(List<String> lines) {
        childLines = List.copyOf(lines);
        List<Label> shown = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            Label l = new Label(lines.get(i));
            l.setId("node-child-" + i);
            l.setWrapText(true);
            l.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
            l.setMaxWidth(Double.MAX_VALUE);
            l.setTooltip(new javafx.scene.control.Tooltip(lines.get(i)));
            shown.add(l);
        }
        childBox.getChildren().setAll(shown);
    }

    /**
     * The principal variation of the search's latest finished iteration, drawn from the root when the
     * root (or no node) is shown; redraws only if it changed.
     */
    void setRootLine(int[] pv) {
        if (java.util.Arrays.equals(pv, rootLine)) {
            return;
        }
        rootLine = pv.clone();
        if (shownNode == null || shownNode.parent() == null) {
            drawArrows();
        }
    }

    /** The arrows of what is shown: the move into the node, then its best line (or the root's PV). */
    private void drawArrows() {
        List<BoardViewModel.Arrow> arrows = new ArrayList<>();
        Position p = shownNode == null ? null : MoveText.positionAt(shownRoot, shownNode);
        if (shownNode == null) {
            try {
                p = Fen.parse(shownRoot);
            } catch (RuntimeException e) {
                p = null;
            }
        }
        if (arrowsShown.get() && p != null) {
            boolean root = shownNode == null || shownNode.parent() == null;
            if (!root && shownNode.move() != Move.NONE) {
                arrows.add(BoardViewModel.Arrow.of(shownNode.move(), PvArrows.MOVE_IN));
            }
            arrows.addAll(PvArrows.of(p, root ? rootLine : lineFrom(shownNode), PvArrows.SHOWN));
        }
        if (!arrows.equals(boardModel.arrows())) {
            boardModel.arrows().setAll(arrows);
        }
    }

    /** The best moves down the stored tree from {@code node} (each finished node's best child). */
    private static int[] lineFrom(TreeNode node) {
        return SearchTree.bestLine(node).stream().mapToInt(TreeNode::move).toArray();
    }

    /** The check box "Arrows" above the board. */
    BooleanProperty arrowsShownProperty() {
        return arrowsShown;
    }

    /** A child's score as the tree writes it, with its bound mark, in {@code view} (negamax: from this node's side). */
    private String childScore(TreeNode c, ScoreView view, int rootSide, int rootPly) {
        if (view != ScoreView.NEGAMAX) {
            return view.perspective.text(c, rootSide, rootPly, text.isChinese(), searching.getAsBoolean());
        }
        org.xqlab.trace.Bound b = c.bound();
        org.xqlab.trace.Bound turned = b == org.xqlab.trace.Bound.LOWER ? org.xqlab.trace.Bound.UPPER
                : b == org.xqlab.trace.Bound.UPPER ? org.xqlab.trace.Bound.LOWER : b;
        return org.xqlab.figure.NodeText.score(-c.score(), turned, text.isChinese());
    }

    /**
     * A node type in the window's words ("CUT" / "Cut 节点（截断）", keys {@code node.type.PV|CUT|ALL});
     * a quiescence node has no type and reads as its stage, an unknown one "—".
     */
    private String typeName(org.xqlab.trace.NodeType type, TreeNode n) {
        return type != null ? text.get("node.type." + type.name()) : n.isQuiescence() ? text.get("node.type.quiescence") : "—";
    }

    private static int sideToMove(String fen) {
        try {
            return Fen.parse(fen).sideToMove();
        } catch (RuntimeException e) {
            return Piece.RED;
        }
    }

    private static TreeNode rootOf(TreeNode n) {
        TreeNode r = n;
        while (r.parent() != null) {
            r = r.parent();
        }
        return r;
    }

    /** Called with the shown node when "Predict the cut…" is pressed (enabled while the node is undecided). */
    void onPredict(java.util.function.Consumer<TreeNode> callback) {
        this.onPredict = callback;
    }

    /** The arrows on the small board (the move into the shown node, then its best line). */
    List<BoardViewModel.Arrow> arrows() {
        return List.copyOf(boardModel.arrows());
    }

    /** Whether "Predict the cut…" can be pressed now. */
    boolean predictEnabled() {
        return !predict.isDisable();
    }

    /** The node shown, or null. */
    TreeNode shownNode() {
        return shownNode;
    }

    /** The FEN on the small board. */
    String boardFen() {
        return Fen.format(game.getPosition());
    }

    String summaryText() {
        return summary.getText();
    }

    List<String> childLines() {
        return childLines;
    }
}
