package org.xqlab.ui.analysis;

import javafx.geometry.Insets;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.layout.VBox;
import org.xqlab.rules.Fen;
import org.xqlab.rules.Notation;
import org.xqlab.rules.Position;
import org.xqlab.trace.TreeNode;
import org.xqlab.ui.board.BoardView;
import org.xqlab.ui.board.BoardViewModel;
import org.xqlab.ui.board.GameViewModel;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/**
 * What a clicked tree node was: its position on a small read-only board, the move that led to it,
 * α, β, remaining depth, score and bound, expected and actual node type, the TT / null-move / LMR
 * marks, the cutoff if any, and one line per child with its move, the stage and index that produced
 * it and its score.
 */
final class NodeDetailView extends VBox {
    private final GameViewModel game = new GameViewModel();
    private final BoardView board = new BoardView(new BoardViewModel(game));
    private final Label summary = new Label();
    private final ListView<String> children = new ListView<>();
    private final AnalysisText text;
    private final Supplier<Notation> notation;

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
        children.setPrefHeight(160);
        getChildren().addAll(board, summary, children);
    }

    /** Shows {@code node} of a search from {@code rootFen}; null clears. */
    void show(String rootFen, TreeNode node) {
        children.getItems().clear();
        if (node == null) {
            summary.setText(text.get("node.none"));
            return;
        }
        Position p = MoveText.positionAt(rootFen, node);
        if (p != null) {
            game.newGameFromFen(Fen.format(p));
        }
        Position parent = node.parent() == null ? null : MoveText.positionAt(rootFen, node.parent());
        String move = node.parent() == null ? text.get("node.root")
                : node.move() == 0 ? text.get("tree.nullMove") : MoveText.format(parent, node.move(), notation.get());
        String result = node.isFinished()
                ? text.get("node.result", Integer.toString(node.score()), String.valueOf(node.bound()),
                String.valueOf(node.actual()))
                : text.get("node.open");
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
                Integer.toString(node.alpha()), Integer.toString(node.beta()), String.valueOf(node.expected()), result)
                + (marks.isEmpty() ? "" : "\n" + String.join(", ", marks)) + cut);
        for (TreeNode c : node.children()) {
            String m = c.move() == 0 ? text.get("tree.nullMove") : MoveText.format(p, c.move(), notation.get());
            String stage = c.stage() == null ? "—" : text.isChinese() ? c.stage().chinese() : c.stage().english();
            children.getItems().add(text.get("node.child", m, stage, Integer.toString(c.index() + 1),
                    c.isFinished() ? Integer.toString(-c.score()) : "…"));
        }
    }

    String summaryText() {
        return summary.getText();
    }

    List<String> childLines() {
        return List.copyOf(children.getItems());
    }
}
