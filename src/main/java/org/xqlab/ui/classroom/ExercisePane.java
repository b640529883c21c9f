package org.xqlab.ui.classroom;

import javafx.collections.FXCollections;
import javafx.geometry.Insets;
import javafx.geometry.Orientation;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.Separator;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TextField;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import javafx.stage.DirectoryChooser;
import org.xqlab.teach.Playback;
import org.xqlab.teach.TextbookNode;
import org.xqlab.teach.exercise.Answers;
import org.xqlab.teach.exercise.Exercise;
import org.xqlab.teach.exercise.ExerciseKind;
import org.xqlab.teach.exercise.Grade;
import org.xqlab.teach.exercise.Mark;
import org.xqlab.teach.exercise.Question;

import java.io.File;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * The classroom's exercises: an alpha-beta exercise of a chosen kind from a seed (shown, and typed in
 * for homework), its tree ({@link ExerciseCanvas}) above and its questions beside the marks below.
 * The student answers where the question is: clicks branches on the tree to mark them pruned, types
 * windows and values into the fields of the form, picks (or clicks on the tree) the child a best
 * ordering searches first. Check grades every answer and shows the score and, for each wrong answer,
 * why — the explanation names the search step that decides it. Export writes the exercise sheet and
 * its answer key for the teacher, with the tree drawn ({@link org.xqlab.figure.ExerciseFigure}). Both languages; large fonts for a projector.
 */
final class ExercisePane extends BorderPane {
    private final ClassroomText text;
    private final ExerciseCanvas canvas;
    private final ComboBox<ExerciseKind> kind = new ComboBox<>(FXCollections.observableArrayList(ExerciseKind.values()));
    private final TextField seed = new TextField();
    private final Label title = new Label();
    private final Label error = new Label();
    private final VBox form = new VBox(8);
    private final VBox results = new VBox(6);
    private final Label score = new Label();
    private final ScrollPane treeScroll;
    private final Map<Question, List<Node>> fields = new HashMap<>();
    private final Map<Question, Label> prompts = new HashMap<>();
    private final SplittableRandom seeds = new SplittableRandom();
    private Label markedList;
    private Exercise exercise;
    private Answers answers = new Answers();
    private Grade grade;
    private boolean large;

    ExercisePane(ClassroomText text, String family, Runnable onLesson) {
        this.text = text;
        this.canvas = new ExerciseCanvas(family);
        getStyleClass().add("exercise-pane");
        canvas.setId("exTree");
        title.setId("exTitle");
        error.setId("exError");
        error.setStyle("-fx-text-fill: #c02020;");
        score.setId("exScore");
        score.setStyle("-fx-font-weight: bold;");
        results.setId("exResults");
        canvas.setOnBranch(this::toggleBranch);
        canvas.setOnNode(this::pickChild);

        Button lesson = button("ex.lesson", "exLesson", onLesson);
        kind.setId("exKind");
        kind.setValue(ExerciseKind.PRUNE);
        kindCells();
        text.i18n().localeProperty().addListener((o, a, b) -> {
            kindCells();
            refreshTexts();
        });
        seed.setId("exSeed");
        seed.setPrefColumnCount(7);
        seed.setOnAction(e -> openSeed());
        Button open = button("ex.open", "exOpen", this::openSeed);
        Button fresh = button("ex.new", "exNew", () -> {
            seed.setText(Integer.toString(seeds.nextInt(1, 100_000)));
            openSeed();
        });
        Button check = button("ex.check", "exCheck", this::check);
        check.setDefaultButton(false);
        Button clear = button("ex.clear", "exClear", this::clearAnswers);
        Button export = button("ex.export", "exExport", this::export);
        FlowPane bar = new FlowPane(8, 6, lesson, new Separator(Orientation.VERTICAL), label("ex.kind"), kind,
                label("ex.seed"), seed, open, fresh, new Separator(Orientation.VERTICAL), check, clear,
                new Separator(Orientation.VERTICAL), export);
        bar.setPadding(new Insets(6));
        VBox top = new VBox(2, bar, new HBox(12, title, error));
        ((HBox) top.getChildren().get(1)).setPadding(new Insets(0, 8, 4, 8));
        title.setStyle("-fx-font-weight: bold;");
        setTop(top);

        canvas.setMaxSize(javafx.scene.layout.Region.USE_PREF_SIZE, javafx.scene.layout.Region.USE_PREF_SIZE);
        treeScroll = new ScrollPane(new StackPane(canvas));
        treeScroll.setFitToWidth(true);
        treeScroll.setFitToHeight(true);
        treeScroll.viewportBoundsProperty().addListener((o, a, b) -> refit());
        form.setPadding(new Insets(8));
        results.setPadding(new Insets(8));
        ScrollPane formScroll = new ScrollPane(form);
        formScroll.setFitToWidth(true);
        ScrollPane resultScroll = new ScrollPane(results);
        resultScroll.setFitToWidth(true);
        SplitPane below = new SplitPane(formScroll, resultScroll);
        below.setDividerPositions(0.45);
        SplitPane split = new SplitPane(treeScroll, below);
        split.setOrientation(Orientation.VERTICAL);
        split.setDividerPositions(0.55);
        setCenter(split);
        seed.setText("1");
        openSeed();
    }

    private void kindCells() {
        kind.setCellFactory(v -> new ListCell<>() {
            @Override
            protected void updateItem(ExerciseKind item, boolean empty) {
                super.updateItem(item, empty);
                setText(empty || item == null ? "" : item.text(text.chinese()));
            }
        });
        kind.setButtonCell(kind.getCellFactory().call(null));
    }

    private Label label(String key) {
        return text.label(key);
    }

    private Button button(String key, String id, Runnable action) {
        return text.button(key, id, action);
    }

    // ---- exercises ----

    /** Shows the exercise of the chosen kind and the seed typed; a seed that is no whole number is refused. */
    private void openSeed() {
        long s;
        try {
            s = Long.parseLong(seed.getText().trim());
        } catch (NumberFormatException e) {
            error.setText(text.get("ex.error.seed", seed.getText()));
            return;
        }
        show(Exercise.generate(kind.getValue(), s));
    }

    /** Shows an exercise with empty answers. */
    void show(Exercise e) {
        exercise = e;
        answers = new Answers();
        grade = null;
        error.setText("");
        kind.setValue(e.kind());
        seed.setText(Long.toString(e.seed()));
        canvas.show(e, answers);
        buildForm();
        refit();
        refreshTexts();
    }

    Exercise exercise() {
        return exercise;
    }

    private void buildForm() {
        form.getChildren().clear();
        fields.clear();
        prompts.clear();
        markedList = null;
        for (Question q : exercise.questions()) {
            Label prompt = new Label();
            prompt.setWrapText(true);
            prompt.setId("exPrompt-" + q.number());
            prompts.put(q, prompt);
            form.getChildren().add(prompt);
            List<Node> inputs = new ArrayList<>();
            switch (q.type()) {
                case PRUNED_BRANCHES -> {
                    markedList = new Label();
                    markedList.setId("exMarked");
                    markedList.setWrapText(true);
                    form.getChildren().add(markedList);
                }
                case WINDOW -> {
                    TextField alpha = field("exAlpha-" + q.number());
                    TextField beta = field("exBeta-" + q.number());
                    inputs.add(alpha);
                    inputs.add(beta);
                    form.getChildren().add(new HBox(6, new Label("α"), alpha, new Label("β"), beta));
                }
                case VALUE -> {
                    TextField v = field("exValue-" + q.number());
                    inputs.add(v);
                    form.getChildren().add(v);
                }
                case FIRST_CHILD -> {
                    ComboBox<String> child = new ComboBox<>();
                    child.setId("exChild-" + q.number());
                    for (TextbookNode c : q.node().children()) {
                        child.getItems().add(Playback.name(c));
                    }
                    child.valueProperty().addListener((o, a, b) -> answered());
                    inputs.add(child);
                    form.getChildren().add(child);
                }
                default -> throw new AssertionError(q.type());
            }
            fields.put(q, inputs);
        }
    }

    private TextField field(String id) {
        TextField f = new TextField();
        f.setId(id);
        f.setPrefColumnCount(5);
        f.textProperty().addListener((o, a, b) -> answered());
        return f;
    }

    private void toggleBranch(TextbookNode child) {
        if (exercise.kind() != ExerciseKind.PRUNE) {
            return;
        }
        answers.toggleBranch(child);
        answered();
    }

    /** A click on a child of a node a best-ordering question asks about picks that child. */
    @SuppressWarnings("unchecked")
    private void pickChild(TextbookNode n) {
        for (Question q : exercise.questions()) {
            if (q.type() == Question.Type.FIRST_CHILD && n.parent() == q.node()) {
                ((ComboBox<String>) fields.get(q).get(0)).setValue(Playback.name(n));
            }
        }
    }

    /** An answer changed: the colours of the last check no longer apply. */
    private void answered() {
        canvas.showChecked(false);
        canvas.redraw();
        updateMarkedList();
    }

    private void updateMarkedList() {
        if (markedList == null) {
            return;
        }
        List<String> names = new ArrayList<>();
        for (TextbookNode n : exercise.tree().nodes()) {
            if (answers.isMarked(n)) {
                names.add(Exercise.branchName(n, text.chinese()));
            }
        }
        markedList.setText(names.isEmpty() ? text.get("ex.marked.none") : text.get("ex.marked", String.join(", ", names)));
    }

    @SuppressWarnings("unchecked")
    private void collect() {
        for (Question q : exercise.questions()) {
            List<Node> in = fields.get(q);
            switch (q.type()) {
                case WINDOW -> answers.set(q, ((TextField) in.get(0)).getText(), ((TextField) in.get(1)).getText());
                case VALUE -> answers.set(q, ((TextField) in.get(0)).getText());
                case FIRST_CHILD -> {
                    String v = ((ComboBox<String>) in.get(0)).getValue();
                    answers.set(q, v == null ? "" : v);
                }
                default -> {
                }
            }
        }
    }

    /** Grades the answers as they stand and shows the marks. */
    void check() {
        collect();
        grade = exercise.grade(answers);
        canvas.showChecked(true);
        showResults();
    }

    private void clearAnswers() {
        show(exercise);
    }

    private void showResults() {
        results.getChildren().clear();
        if (grade == null) {
            score.setText(text.get("ex.score.none"));
            results.getChildren().add(score);
            return;
        }
        boolean zh = text.chinese();
        score.setText(text.get(grade.perfect() ? "ex.score.perfect" : "ex.score", grade.right(), grade.total()));
        results.getChildren().add(score);
        int i = 0;
        for (Mark m : grade.marks()) {
            String prefix = m.question().type() == Question.Type.PRUNED_BRANCHES ? "ex.branch." : "ex.mark.";
            Label head = new Label(text.get(prefix + (m.right() ? "right" : "wrong"), m.item().text(zh),
                    m.given().text(zh), m.expected().text(zh)));
            head.setId("exMark-" + i);
            head.setWrapText(true);
            head.setStyle("-fx-font-weight: bold; -fx-text-fill: " + (m.right() ? "#1e7a34" : "#c02020") + ";");
            results.getChildren().add(head);
            if (!m.right()) {
                Label why = new Label(m.explanation().text(zh));
                why.setId("exWhy-" + i);
                why.setWrapText(true);
                results.getChildren().add(why);
            }
            i++;
        }
    }

    private void refreshTexts() {
        if (exercise == null) {
            return;
        }
        boolean zh = text.chinese();
        title.setText(text.get("ex.title", exercise.kind().text(zh), Long.toString(exercise.seed())));
        for (Map.Entry<Question, Label> e : prompts.entrySet()) {
            e.getValue().setText(e.getKey().number() + ". " + e.getKey().prompt().text(zh)
                    + (e.getKey().type() == Question.Type.PRUNED_BRANCHES ? " " + text.get("ex.hint.branch") : "")
                    + (e.getKey().type() == Question.Type.FIRST_CHILD ? " " + text.get("ex.hint.child") : ""));
        }
        updateMarkedList();
        showResults();
    }

    private void export() {
        DirectoryChooser chooser = new DirectoryChooser();
        chooser.setTitle(text.get("ex.export.title"));
        File dir = chooser.showDialog(getScene().getWindow());
        if (dir != null) {
            export(dir.toPath());
        }
    }

    /** Writes the sheet and the key into {@code dir}, in the language shown; a failure shows in the error line. */
    void export(java.nio.file.Path dir) {
        try {
            List<java.nio.file.Path> written = org.xqlab.figure.ExerciseFigure.write(exercise, dir, text.chinese());
            error.setStyle("-fx-text-fill: #1e7a34;");
            error.setText(text.get("ex.exported", written.size(), dir.toString()));
        } catch (IOException | RuntimeException e) {
            error.setStyle("-fx-text-fill: #c02020;");
            error.setText(text.get("ex.error.export", dir.toString(), String.valueOf(e.getMessage())));
        }
    }

    // ---- size ----

    void setLarge(boolean on) {
        large = on;
        setStyle(on ? "-fx-font-size: 18px;" : "");
        refit();
    }

    private void refit() {
        double w = treeScroll.getViewportBounds().getWidth();
        double h = treeScroll.getViewportBounds().getHeight();
        if (exercise == null || w <= 0 || h <= 0) {
            return;
        }
        double[] natural = canvas.naturalSize();
        double s = Math.min((w - 2) / natural[0], (h - 2) / natural[1]);
        s = Math.max(0.6, Math.min(large ? 2.4 : 1.6, s));
        if (Math.abs(s - canvas.scale()) > 0.01) {
            canvas.setScale(s);
        }
    }

    ExerciseCanvas canvas() {
        return canvas;
    }
}
