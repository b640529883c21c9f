package org.xqlab.ui.analysis;

import javafx.animation.KeyFrame;
import javafx.animation.Timeline;
import javafx.collections.FXCollections;
import javafx.geometry.Insets;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.RadioButton;
import javafx.scene.control.ToggleGroup;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import javafx.util.Duration;
import org.xqlab.figure.ScoreView;
import org.xqlab.rules.Notation;
import org.xqlab.rules.Piece;
import org.xqlab.rules.Position;
import org.xqlab.teach.exercise.CutPrediction;
import org.xqlab.teach.exercise.Grade;
import org.xqlab.teach.exercise.Mark;
import org.xqlab.teach.exercise.PredictionFollow;
import org.xqlab.trace.StepMode;
import org.xqlab.trace.TreeNode;
import org.xqlab.analysis.MoveText;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;

/**
 * Practice on a real search: while the analysis holds a search at a node that is not decided yet, the
 * student predicts whether the node will cut and which MoveSort stage will produce the cutting move
 * (or that it cuts before any move), then presses "Step on and grade": the search steps on cutoff by
 * cutoff until the node is decided — held at its own cutoff when it cuts — and the prediction is
 * graded against what the search did ({@link CutPrediction}), each wrong answer with its explanation.
 * The stages are named as the search's configuration orders them (the captions' and MoveSort table's
 * words: "quiet moves (generation order)" without the history heuristic). Opened from the node details
 * ("Predict the cut…"). A small window of its own, both languages.
 *
 * <p>While it is open the dialog follows its node as the search goes on, steps back or ends: its first
 * line says what the node is now (being searched, cut and how, searched to the end, left undecided when
 * the search ended, not in the tree shown, and "stepped back" while a live search is shown stepped back),
 * in the window's language. The node's window α · β is written as the node details write it, from the
 * side to move at the node, and named so ("Black's view (Black to move)"): the comparison "reached β"
 * is made from that side, whatever view the tree shows its scores in.
 */
final class CutPredictionDialog {
    /** Stands for "before any move" in the stage list (a cut by the transposition table or a null move). */
    private static final org.xqlab.trace.Stage BEFORE_MOVES = org.xqlab.trace.Stage.DONE;

    private final AnalysisText text;
    private final long nodeId;
    private final PredictionFollow.Search search;
    private final PredictionFollow.Tally tally;
    private final BooleanSupplier reviewing;
    private final int ply;
    private final Supplier<String> rootFen;
    private final Supplier<Notation> notation;
    private final String config;
    private final Stage stage = new Stage();
    private final RadioButton willCut = new RadioButton();
    private final RadioButton noCut = new RadioButton();
    private final ComboBox<org.xqlab.trace.Stage> stageBox = new ComboBox<>();
    private final Button go = new Button();
    private final Label what = new Label();
    private final Label result = new Label();
    private final Label tallyLine = new Label();
    private final VBox marks = new VBox(4);
    private final Timeline poll = new Timeline();
    /** The prediction followed to its grade once "Step on and grade" was pressed (null before, and after). */
    private PredictionFollow follow;
    /** The grade once the node is decided (null before), drawn again when the window's language changes. */
    private Grade graded;
    /** The key of the result line now (null: none), with its numbers. */
    private String resultKey;
    private Object[] resultArgs = new Object[0];
    private java.util.Locale shownLocale;

    private CutPredictionDialog(AnalysisText text, TreeNode node, PredictionFollow.Search search,
                                PredictionFollow.Tally tally, BooleanSupplier reviewing,
                                Supplier<String> rootFen, Supplier<Notation> notation, String config) {
        this.text = text;
        this.config = config == null ? "" : config;
        this.nodeId = node.id();
        this.search = search;
        this.tally = tally;
        this.reviewing = reviewing;
        this.ply = node.ply();
        this.rootFen = rootFen;
        this.notation = notation;
        what.setId("predict-node");
        what.setWrapText(true);
        ToggleGroup group = new ToggleGroup();
        willCut.setToggleGroup(group);
        noCut.setToggleGroup(group);
        willCut.setId("predict-cut");
        noCut.setId("predict-nocut");
        text.bind(willCut.textProperty(), "predict.cut");
        text.bind(noCut.textProperty(), "predict.noCut");
        List<org.xqlab.trace.Stage> choices = new ArrayList<>(CutPrediction.movingStages(this.config));
        choices.add(BEFORE_MOVES);
        stageBox.setItems(FXCollections.observableArrayList(choices));
        stageBox.setId("predict-stage");
        stageBox.setCellFactory(v -> new ListCell<>() {
            @Override
            protected void updateItem(org.xqlab.trace.Stage s, boolean empty) {
                super.updateItem(s, empty);
                setText(empty || s == null ? "" : CutPrediction.stageWords(s == BEFORE_MOVES ? null : s,
                        CutPredictionDialog.this.config).text(text.isChinese()));
            }
        });
        stageBox.setButtonCell(stageBox.getCellFactory().call(null));
        stageBox.disableProperty().bind(willCut.selectedProperty().not());
        go.setId("predict-go");
        text.bind(go.textProperty(), "predict.go");
        go.disableProperty().bind(group.selectedToggleProperty().isNull());
        go.setOnAction(e -> start());
        result.setId("predict-result");
        result.setWrapText(true);
        marks.setId("predict-marks");
        tallyLine.setId("predict-tally");
        tallyLine.setWrapText(true);
        Label question = new Label();
        text.bind(question.textProperty(), "predict.question");
        question.setWrapText(true);
        Label stageLabel = new Label();
        text.bind(stageLabel.textProperty(), "predict.stage");
        stageLabel.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
        Button close = new Button();
        text.bind(close.textProperty(), "predict.close");
        close.setId("predict-close");
        close.setCancelButton(true); // Esc presses it
        close.setOnAction(e -> stage.hide());
        HBox buttons = new HBox(8, go, close);
        VBox root = new VBox(8, what, question, new HBox(12, willCut, noCut), new HBox(8, stageLabel, stageBox), buttons,
                result, marks, tallyLine);
        root.setPadding(new Insets(10));
        root.setPrefWidth(520);
        Scene scene = new Scene(root);
        scene.addEventFilter(javafx.scene.input.KeyEvent.KEY_PRESSED, e -> {
            if (e.getCode() == javafx.scene.input.KeyCode.ESCAPE) {
                e.consume();
                stage.hide();
            }
        });
        stage.setScene(scene);
        stage.titleProperty().bind(text.text("predict.title"));
        // while shown, the dialog follows its node (and steps the search on once asked to)
        stage.setOnShown(e -> poll.play());
        stage.setOnHidden(e -> poll.stop());
        showState(node);
        poll.getKeyFrames().add(new KeyFrame(Duration.millis(120), e -> tick()));
        poll.setCycleCount(Timeline.INDEFINITE);
    }

    /** Opens the dialog for {@code node} of {@code panel}'s search. */
    static CutPredictionDialog open(AnalysisPanel panel, AnalysisText text, TreeNode node, Supplier<Notation> notation) {
        org.xqlab.analysis.AnalysisViewModel vm = panel.viewModel();
        CutPredictionDialog d = new CutPredictionDialog(text, node, searchOf(panel), panel.predictions(),
                vm.timeline()::reviewing, () -> vm.model().rootFen(), notation, vm.model().config());
        if (panel.getScene() != null) {
            d.stage.initOwner(panel.getScene().getWindow());
        }
        // read as the analysis window reads: its stylesheet, its language's font and projector mode's sizes
        // (set before it is shown, so it opens at the size they need; the main window's hook keeps them after)
        javafx.scene.Parent root = d.stage.getScene().getRoot();
        org.xqlab.ui.AppStyle.apply(d.stage.getScene());
        org.xqlab.ui.AppStyle.language(root, text.i18n().getLocale());
        org.xqlab.ui.AppStyle.projector(root, panel.getStyleClass().contains(org.xqlab.ui.AppStyle.PROJECTOR));
        d.stage.show();
        return d;
    }

    /**
     * The search {@code panel} shows, as a prediction follows it: events are still to come while the engine runs
     * or while the views show a trace file or a stepped-back search before its last event; it is stepped cutoff
     * by cutoff as the step button steps (through the recorded events first).
     */
    private static PredictionFollow.Search searchOf(AnalysisPanel panel) {
        org.xqlab.analysis.AnalysisViewModel vm = panel.viewModel();
        return new PredictionFollow.Search() {
            @Override
            public TreeNode node(long id) {
                return vm.model().tree().node(id);
            }

            @Override
            public boolean moreToCome() {
                org.xqlab.analysis.ReplayCursor c = vm.timeline().replayCursor();
                return vm.isRunning() || c != null && vm.timeline().replayPosition() < c.size();
            }

            @Override
            public boolean ready() {
                org.xqlab.analysis.Timeline t = vm.timeline();
                return !t.rebuilding() && (t.replayCursor() != null || vm.held() != null);
            }

            @Override
            public void stepOn() {
                panel.stepOn(StepMode.NEXT_CUTOFF);
            }
        };
    }

    private void start() {
        willCut.setDisable(true);
        noCut.setDisable(true);
        go.disableProperty().unbind();
        go.setDisable(true);
        stageBox.disableProperty().unbind();
        stageBox.setDisable(true);
        setResult("predict.stepping");
        follow = new PredictionFollow(nodeId, search);
        poll.play();
    }

    /**
     * Shows the node as it is now; once asked, steps the search on (one cutoff at a time, whenever it is
     * held) until the node is decided, then grades.
     */
    private void tick() {
        if (follow != null) {
            PredictionFollow.State s = follow.tick();
            if (s == PredictionFollow.State.DECIDED) {
                grade(follow.node());
                follow = null;
            } else if (s == PredictionFollow.State.ENDED) {
                follow = null;
                setResult("predict.ended");
            }
        }
        showState(search.node(nodeId));
    }

    /** The first line: what the node is now, in the window's language (a language change redraws the rest too). */
    private void showState(TreeNode n) {
        String now = stateText(n);
        if (!now.equals(what.getText())) {
            what.setText(now);
        }
        java.util.Locale locale = text.i18n().getLocale();
        if (!locale.equals(shownLocale)) {
            shownLocale = locale;
            stageBox.setButtonCell(stageBox.getCellFactory().call(null)); // the chosen stage in the new words
            result.setText(resultKey == null ? "" : text.get(resultKey, resultArgs));
            showTally();
            if (graded != null) {
                drawGrade();
            }
        }
    }

    /** What {@code n} (null: not in the tree shown) is now, its window named by the side to move at it. */
    String stateText(TreeNode n) {
        String state;
        if (n == null) {
            state = text.get("predict.node.gone", Integer.toString(ply));
        } else {
            String fen = rootFen.get();
            String plyText = Integer.toString(n.ply());
            String depth = Integer.toString(n.depth());
            String alpha = AnalysisText.bound(n.alpha());
            String beta = AnalysisText.bound(n.beta());
            String view = viewWords(n, fen);
            if (n.hasCutoff()) {
                String step = text.isChinese() ? n.cutoffStep().chineseCaption() : n.cutoffStep().caption();
                state = text.get("predict.node.cut", plyText, depth, alpha, beta, view, step, n.tried(),
                        Integer.toString(MoveText.notSearched(fen, n)));
            } else if (n.isFinished()) {
                state = text.get("predict.node.done", plyText, depth, alpha, beta, view);
            } else {
                state = text.get(search.moreToCome() ? "predict.node.open" : "predict.node.stopped", plyText, depth,
                        alpha, beta, view);
            }
        }
        return reviewing.getAsBoolean() ? text.get("predict.node.back", state) : state;
    }

    /** The side to move at {@code n}'s view, in the captions' words: "Black's view (Black to move)". */
    private String viewWords(TreeNode n, String fen) {
        return text.get(sideAt(n, fen) == Piece.RED ? "caption.view.red" : "caption.view.black");
    }

    private static int sideAt(TreeNode n, String fen) {
        int rootSide;
        try {
            rootSide = org.xqlab.rules.Fen.parse(fen).sideToMove();
        } catch (RuntimeException e) {
            rootSide = Piece.RED;
        }
        TreeNode root = n;
        while (root.parent() != null) {
            root = root.parent();
        }
        return ScoreView.sideAt(n, rootSide, root.ply());
    }

    private void setResult(String key, Object... args) {
        resultKey = key;
        resultArgs = args;
        result.setText(text.get(key, args));
    }

    private void grade(TreeNode n) {
        org.xqlab.trace.Stage s = stageBox.getValue() == BEFORE_MOVES ? null : stageBox.getValue();
        Position p = MoveText.positionAt(rootFen.get(), n);
        Grade g = new CutPrediction(willCut.isSelected(), s).grade(n, m -> p == null ? Integer.toString(m)
                : MoveText.format(p, m, notation.get()), config);
        graded = g;
        tally.add(g);
        viewOfGrade = viewKey(n);
        setResult(g.perfect() ? "predict.right" : "predict.score", Integer.toString(g.right()),
                Integer.toString(g.total()));
        drawGrade();
    }

    /** The view the graded node's scores are in (the side to move at it): its key. */
    private String viewKey(TreeNode n) {
        return sideAt(n, rootFen.get()) == Piece.RED ? "caption.view.red" : "caption.view.black";
    }

    private String viewOfGrade;

    /** The grade's marks and explanation, and whose view its numbers are in, in the window's language. */
    private void drawGrade() {
        Grade g = graded;
        boolean zh = text.isChinese();
        marks.getChildren().clear();
        int i = 0;
        for (Mark m : g.marks()) {
            Label head = new Label((m.right() ? "✔ " : "✘ ") + m.item().text(zh) + " " + m.given().text(zh)
                    + (m.right() ? "" : " → " + m.expected().text(zh)));
            head.setId("predict-mark-" + i++);
            head.setStyle("-fx-font-weight: bold; -fx-text-fill: " + (m.right() ? "#1e7a34" : "#c02020") + ";");
            marks.getChildren().add(head);
        }
        Label why = new Label(g.marks().get(0).explanation().text(zh));
        why.setId("predict-why");
        why.setWrapText(true);
        Label view = new Label(text.get("predict.view", text.get(viewOfGrade)));
        view.setId("predict-view");
        view.setWrapText(true);
        marks.getChildren().addAll(why, view);
        showTally();
        stage.sizeToScene();
    }

    /** The window's running tally of predictions graded (kept until the analysis window closes). */
    private void showTally() {
        tallyLine.setText(tally.predictions() == 0 ? ""
                : text.get("predict.tally", tally.predictions(), tally.perfect(), tally.right(), tally.marks()));
    }

    Stage stage() {
        return stage;
    }
}
