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
import javafx.scene.control.Spinner;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TextField;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import javafx.stage.DirectoryChooser;
import org.xqlab.teach.Algorithm;
import org.xqlab.teach.Playback;
import org.xqlab.teach.TextbookNode;
import org.xqlab.teach.TextbookSearch;
import org.xqlab.teach.TextbookTree;
import org.xqlab.teach.exercise.Exercise;
import org.xqlab.teach.exercise.ExerciseKind;
import org.xqlab.teach.exercise.Grade;
import org.xqlab.teach.exercise.Mark;
import org.xqlab.teach.exercise.Practice;
import org.xqlab.teach.exercise.Question;

import java.io.File;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.function.Supplier;

/**
 * The classroom's exercises: an alpha-beta exercise of a chosen kind, depth and branching from a seed (or
 * on the lesson's tree, e.g. the first plies of a real search made into a textbook tree), its tree
 * ({@link ExerciseCanvas}) above and its questions beside the explanations below. Changing the kind,
 * depth or branching shows the new exercise at once. The student answers where the question is and
 * every answer is checked the moment it is made ({@link Practice}): a click on a branch marks it pruned,
 * a click on a node goes to its question, Enter in a window or value field checks it, picking a child
 * (in the list or on the tree) checks it; the verdict with its short reason (the classroom captions'
 * words, MAX's view) shows under the title, drawn on the tree too, with the running score; a wrong
 * answer's explanation (naming the deciding search step) shows below. Check all grades everything as it
 * stands; the solution then steps through alpha-beta on the tree with the lesson's captions. Export
 * writes the exercise sheet and its answer key for the teacher ({@link org.xqlab.figure.ExerciseFigure}).
 * Both languages; large fonts (16 px and more) for a projector.
 */
final class ExercisePane extends BorderPane {
    private final ClassroomText text;
    private final ExerciseCanvas canvas;
    private final Supplier<TextbookTree> lessonTree;
    private final ComboBox<ExerciseKind> kind = new ComboBox<>(FXCollections.observableArrayList(ExerciseKind.values()));
    private final Spinner<Integer> depth = new Spinner<>(Exercise.MIN_SIZE, Exercise.MAX_SIZE, Exercise.DEFAULT_DEPTH);
    private final Spinner<Integer> branching = new Spinner<>(Exercise.MIN_SIZE, Exercise.MAX_SIZE,
            Exercise.DEFAULT_BRANCHING);
    private final TextField seed = new TextField();
    private final Label title = new Label();
    private final Label score = new Label();
    private final Label verdict = new Label();
    private final Label error = new Label();
    private final Label why = new Label();
    private final Label solutionCaption = new Label();
    private final VBox form = new VBox(8);
    private final VBox results = new VBox(6);
    private final VBox marks = new VBox(6);
    private final ScrollPane treeScroll;
    private final ScrollPane formScroll;
    private final Button back;
    private final Button forward;
    private final Map<Question, List<Node>> fields = new HashMap<>();
    private final Map<Question, Label> prompts = new HashMap<>();
    private final SplittableRandom seeds = new SplittableRandom();
    private Label markedList;
    private Exercise exercise;
    private Practice practice;
    private Grade grade;
    private Playback solution;
    private boolean large;
    private boolean showing;
    private Question focused;

    ExercisePane(ClassroomText text, String family, Runnable onLesson, Supplier<TextbookTree> lessonTree) {
        this.text = text;
        this.lessonTree = lessonTree;
        this.canvas = new ExerciseCanvas(family);
        getStyleClass().add("exercise-pane");
        canvas.setId("exTree");
        title.setId("exTitle");
        score.setId("exScore");
        verdict.setId("exVerdict");
        error.setId("exError");
        why.setId("exWhy");
        solutionCaption.setId("exSolution");
        results.setId("exResults");
        marks.setId("exMarks");
        error.setStyle("-fx-text-fill: #c02020;");
        score.setStyle("-fx-font-weight: bold;");
        title.setStyle("-fx-font-weight: bold;");
        for (Label l : List.of(verdict, error, why, solutionCaption)) {
            l.setWrapText(true);
            l.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
        }
        canvas.setOnBranch(this::mark);
        canvas.setOnNode(this::clickNode);

        Button lesson = button("ex.lesson", "exLesson", onLesson);
        kind.setId("exKind");
        kind.setValue(ExerciseKind.PRUNE);
        kindCells();
        depth.setId("exDepth");
        branching.setId("exBranching");
        depth.setPrefWidth(70);
        branching.setPrefWidth(70);
        text.i18n().localeProperty().addListener((o, a, b) -> {
            kindCells();
            refreshTexts();
            error.setText(errorKey == null ? "" : text.get(errorKey, errorArgs)); // the line in the new language
        });
        seed.setId("exSeed");
        seed.setPrefColumnCount(6);
        seed.setOnAction(e -> openSeed());
        kind.valueProperty().addListener((o, a, b) -> changed());
        depth.valueProperty().addListener((o, a, b) -> changed());
        branching.valueProperty().addListener((o, a, b) -> changed());
        Button open = button("ex.open", "exOpen", this::openSeed);
        Button fresh = button("ex.new", "exNew", () -> {
            seed.setText(Integer.toString(seeds.nextInt(1, 100_000)));
            openSeed();
        });
        Button fromLesson = button("ex.fromLesson", "exFromLesson", this::openLessonTree);
        Button check = button("ex.check", "exCheck", this::check);
        Button clear = button("ex.clear", "exClear", this::clearAnswers);
        Button solve = button("ex.solution", "exSolve", this::startSolution);
        back = button("ex.solution.back", "exSolveBack", () -> stepSolution(false));
        forward = button("ex.solution.next", "exSolveNext", () -> stepSolution(true));
        Button export = button("ex.export", "exExport", this::export);
        FlowPane bar = new FlowPane(8, 6, lesson, new Separator(Orientation.VERTICAL), label("ex.kind"), kind,
                label("ex.depth"), depth, label("ex.branching"), branching, label("ex.seed"), seed, open, fresh,
                fromLesson, new Separator(Orientation.VERTICAL), check, clear, solve, back, forward,
                new Separator(Orientation.VERTICAL), export);
        bar.setPadding(new Insets(6));
        FlowPane head = new FlowPane(16, 2, title, score);
        solutionCaption.setStyle("-fx-font-weight: bold; -fx-text-fill: #1f4e9c;");
        for (Label l : List.of(error, solutionCaption)) {
            l.managedProperty().bind(l.textProperty().isNotEmpty());
        }
        VBox top = new VBox(2, bar, head, verdict, solutionCaption, error);
        for (Node n : List.of(head, verdict, solutionCaption, error)) {
            VBox.setMargin(n, new Insets(0, 8, 2, 8));
        }
        setTop(top);

        canvas.setMaxSize(javafx.scene.layout.Region.USE_PREF_SIZE, javafx.scene.layout.Region.USE_PREF_SIZE);
        treeScroll = new ScrollPane(new StackPane(canvas));
        treeScroll.setFitToWidth(true);
        treeScroll.setFitToHeight(true);
        treeScroll.viewportBoundsProperty().addListener((o, a, b) -> refit());
        form.setPadding(new Insets(8));
        results.setPadding(new Insets(8));
        results.getChildren().addAll(why, marks);
        formScroll = new ScrollPane(form);
        formScroll.setFitToWidth(true);
        ScrollPane resultScroll = new ScrollPane(results);
        resultScroll.setFitToWidth(true);
        SplitPane below = new SplitPane(formScroll, resultScroll);
        below.setDividerPositions(0.5);
        SplitPane split = new SplitPane(treeScroll, below);
        split.setOrientation(Orientation.VERTICAL);
        split.setDividerPositions(0.7);
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

    /** Kind, depth or branching changed: the exercise follows at once (an exercise on the lesson's tree keeps its tree). */
    private void changed() {
        if (showing) {
            return;
        }
        if (exercise != null && !exercise.generated()) {
            show(Exercise.onTree(kind.getValue(), exercise.tree()));
        } else {
            openSeed();
        }
    }

    /** Shows the exercise of the chosen kind, size and the seed typed; a seed that is no whole number is refused. */
    private void openSeed() {
        long s;
        try {
            s = Long.parseLong(seed.getText().trim());
        } catch (NumberFormatException e) {
            errorLine("ex.error.seed", seed.getText());
            return;
        }
        show(Exercise.generate(kind.getValue(), s, depth.getValue(), branching.getValue()));
    }

    /** An exercise of the chosen kind on the lesson's tree (e.g. made from a real search's first plies). */
    private void openLessonTree() {
        TextbookTree t = lessonTree.get();
        try {
            show(Exercise.onTree(kind.getValue(), t));
        } catch (IllegalArgumentException e) {
            errorLine("ex.error.tree", e.getMessage());
        }
    }

    /** Shows an exercise with no answers yet. */
    void show(Exercise e) {
        exercise = e;
        focused = null;
        practice = new Practice(e);
        grade = null;
        solution = null;
        error.setStyle("-fx-text-fill: #c02020;");
        errorLine(null);
        showing = true;
        kind.setValue(e.kind());
        if (e.generated()) {
            seed.setText(Long.toString(e.seed()));
            depth.getValueFactory().setValue(e.depth());
            branching.getValueFactory().setValue(e.branching());
        }
        showing = false;
        canvas.show(practice);
        buildForm();
        refit();
        refreshTexts();
    }

    Exercise exercise() {
        return exercise;
    }

    Practice practice() {
        return practice;
    }

    private void buildForm() {
        form.getChildren().clear();
        fields.clear();
        prompts.clear();
        markedList = null;
        for (Question q : exercise.questions()) {
            Label prompt = new Label();
            prompt.setWrapText(true);
            prompt.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
            prompt.setId("exPrompt-" + q.number());
            prompts.put(q, prompt);
            form.getChildren().add(prompt);
            List<Node> inputs = new ArrayList<>();
            switch (q.type()) {
                case PRUNED_BRANCHES -> {
                    markedList = new Label();
                    markedList.setId("exMarked");
                    markedList.setWrapText(true);
                    markedList.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
                    form.getChildren().add(markedList);
                }
                case WINDOW -> {
                    TextField alpha = field("exAlpha-" + q.number());
                    TextField beta = field("exBeta-" + q.number());
                    alpha.setOnAction(a -> {
                        if (beta.getText().isBlank()) {
                            beta.requestFocus();
                        } else {
                            answer(q);
                        }
                    });
                    beta.setOnAction(a -> answer(q));
                    inputs.add(alpha);
                    inputs.add(beta);
                    form.getChildren().add(new HBox(6, new Label("α"), alpha, new Label("β"), beta));
                }
                case VALUE, RETURNS -> {
                    TextField v = field("exValue-" + q.number());
                    v.setOnAction(a -> answer(q));
                    inputs.add(v);
                    form.getChildren().add(v);
                }
                case FIRST_CHILD -> {
                    ComboBox<String> child = new ComboBox<>();
                    child.setId("exChild-" + q.number());
                    for (TextbookNode c : q.node().children()) {
                        child.getItems().add(Playback.name(c));
                    }
                    child.valueProperty().addListener((o, a, b) -> {
                        if (b != null) {
                            answer(q);
                        }
                    });
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
        return f;
    }

    /** The text(s) in a question's fields. */
    @SuppressWarnings("unchecked")
    private String[] given(Question q) {
        List<Node> in = fields.get(q);
        return switch (q.type()) {
            case WINDOW -> new String[] {((TextField) in.get(0)).getText(), ((TextField) in.get(1)).getText()};
            case VALUE, RETURNS -> new String[] {((TextField) in.get(0)).getText()};
            case FIRST_CHILD -> {
                String v = ((ComboBox<String>) in.get(0)).getValue();
                yield new String[] {v == null ? "" : v};
            }
            default -> new String[0];
        };
    }

    /** Checks the answer in a question's fields now. */
    private void answer(Question q) {
        shown(practice.answer(q, given(q)));
        canvas.select(q.type() == Question.Type.FIRST_CHILD ? null : q.node());
    }

    /** A click on a branch marks it pruned (or takes the mark away), checked at once. */
    private void mark(TextbookNode child) {
        if (solution != null || exercise.questions().stream().noneMatch(q -> q.type() == Question.Type.PRUNED_BRANCHES)) {
            return;
        }
        Practice.Verdict v = practice.mark(child);
        if (v == null) {
            verdict.setText(text.get("ex.unmarked", Exercise.branchName(child, text.chinese())));
            verdict.setStyle("");
            canvas.redraw();
            updateMarkedList();
            showScore();
        } else {
            shown(v);
        }
    }

    /** A click on a node: picks it for a best-ordering question about its parent, or goes to the node's question. */
    @SuppressWarnings("unchecked")
    private void clickNode(TextbookNode n) {
        if (solution != null) {
            return;
        }
        for (Question q : exercise.questions()) {
            if (q.type() == Question.Type.FIRST_CHILD && n.parent() == q.node()) {
                ((ComboBox<String>) fields.get(q).get(0)).setValue(Playback.name(n));
                return;
            }
        }
        List<Question> here = exercise.questions().stream()
                .filter(q -> q.node() == n && q.type() != Question.Type.FIRST_CHILD).toList();
        Question first = null;
        if (!here.isEmpty()) {
            // a second click on the node goes to its next question; otherwise its first unsolved one
            int at = here.indexOf(focused);
            first = at >= 0 ? here.get((at + 1) % here.size())
                    : here.stream().filter(q -> !practice.isSolved(q)).findFirst().orElse(here.get(0));
        }
        focused = first;
        canvas.select(n);
        if (first != null) {
            Node f = fields.get(first).get(0);
            f.requestFocus();
            double y = f.localToScene(0, 0).getY() - form.localToScene(0, 0).getY();
            formScroll.setVvalue(Math.max(0, Math.min(1, (y - 40) / Math.max(1, form.getHeight() - formScroll.getViewportBounds().getHeight()))));
        }
    }

    /** Shows a verdict: its line under the title, its explanation below when wrong, the score, the tree. */
    private void shown(Practice.Verdict v) {
        boolean zh = text.chinese();
        verdict.setText(v.line(zh));
        verdict.setStyle("-fx-font-weight: bold; -fx-text-fill: " + (v.right() ? "#1e7a34" : "#c02020") + ";");
        why.setText(v.right() ? "" : v.mark().explanation().text(zh));
        canvas.redraw();
        updateMarkedList();
        showScore();
    }

    private void showScore() {
        String s = text.get("ex.running", practice.right(), practice.wrong(), practice.solved(), practice.items());
        score.setText(practice.finished() ? s + " · " + text.get("ex.finished") : s);
    }

    private void updateMarkedList() {
        if (markedList == null) {
            return;
        }
        List<String> names = new ArrayList<>();
        for (TextbookNode n : exercise.tree().nodes()) {
            if (practice.answers().isMarked(n)) {
                names.add(Exercise.branchName(n, text.chinese()));
            }
        }
        markedList.setText(names.isEmpty() ? text.get("ex.marked.none") : text.get("ex.marked", String.join(", ", names)));
    }

    /** Checks every filled-in answer not checked as it stands, then grades them all and lists the marks. */
    void check() {
        for (Question q : exercise.questions()) {
            if (q.type() == Question.Type.PRUNED_BRANCHES) {
                continue;
            }
            String[] g = given(q);
            boolean filled = java.util.Arrays.stream(g).anyMatch(s -> !s.isBlank());
            if (filled && !java.util.Arrays.equals(g, practice.answers().get(q))) {
                practice.answer(q, g);
            }
        }
        grade = exercise.grade(practice.onTree());
        canvas.showChecked(true);
        showMarks();
        updateMarkedList();
        showScore();
    }

    private void clearAnswers() {
        show(exercise);
    }

    private void showMarks() {
        marks.getChildren().clear();
        if (grade == null) {
            return;
        }
        boolean zh = text.chinese();
        Label head = new Label(text.get(grade.perfect() ? "ex.score.perfect" : "ex.score", grade.right(), grade.total()));
        head.setId("exGrade");
        head.setStyle("-fx-font-weight: bold;");
        marks.getChildren().add(head);
        int i = 0;
        for (Mark m : grade.marks()) {
            String prefix = m.question().type() == Question.Type.PRUNED_BRANCHES ? "ex.branch." : "ex.mark.";
            Label line = new Label(text.get(prefix + (m.right() ? "right" : "wrong"), m.item().text(zh),
                    m.given().text(zh), m.expected().text(zh)));
            line.setId("exMark-" + i);
            line.setWrapText(true);
            line.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
            line.setStyle("-fx-font-weight: bold; -fx-text-fill: " + (m.right() ? "#1e7a34" : "#c02020") + ";");
            marks.getChildren().add(line);
            if (!m.right()) {
                Label because = new Label(m.explanation().text(zh));
                because.setId("exWhy-" + i);
                because.setWrapText(true);
                because.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
                marks.getChildren().add(because);
            }
            i++;
        }
    }

    // ---- the solution, stepped through ----

    /** Starts (or leaves) the solution: alpha-beta replayed on the tree, step by step, with the lesson's captions. */
    private void startSolution() {
        if (solution != null) {
            solution = null;
            canvas.showSolution(null);
            refreshTexts();
            return;
        }
        solution = Playback.record(exercise.tree(), new TextbookSearch(Algorithm.ALPHA_BETA));
        canvas.showSolution(solution);
        refreshTexts();
    }

    /** One step of the solution forward or back (starting it if needed). */
    void stepSolution(boolean ahead) {
        if (solution == null) {
            startSolution();
        }
        if (ahead) {
            solution.stepForward();
        } else {
            solution.stepBack();
        }
        canvas.redraw();
        refreshTexts();
    }

    Playback solution() {
        return solution;
    }

    private void refreshTexts() {
        if (exercise == null) {
            return;
        }
        boolean zh = text.chinese();
        String size = exercise.generated()
                ? text.get("ex.title", exercise.kind().text(zh), Long.toString(exercise.seed()), exercise.depth(),
                exercise.branching())
                : text.get("ex.title.tree", exercise.kind().text(zh), exercise.tree().name());
        title.setText(size + " · " + text.get("ex.view"));
        for (Map.Entry<Question, Label> e : prompts.entrySet()) {
            Question q = e.getKey();
            e.getValue().setText(q.number() + ". " + q.prompt(exercise.kind()).text(zh)
                    + (q.type() == Question.Type.PRUNED_BRANCHES ? " " + text.get("ex.hint.branch") : "")
                    + (q.type() == Question.Type.FIRST_CHILD ? " " + text.get("ex.hint.child") : "")
                    + (q.type() == Question.Type.WINDOW || q.type() == Question.Type.VALUE
                    || q.type() == Question.Type.RETURNS ? " " + text.get("ex.hint.enter") : ""));
        }
        Practice.Verdict last = practice.last();
        if (last == null) {
            verdict.setText(text.get(exercise.kind() == ExerciseKind.PRUNE ? "ex.start.prune" : "ex.start"));
            verdict.setStyle("");
            why.setText("");
        } else {
            verdict.setText(last.line(zh));
            why.setText(last.right() ? "" : last.mark().explanation().text(zh));
        }
        solutionCaption.setText(solution == null ? "" : text.get("ex.solution.step", solution.cursor(), solution.size(),
                solution.caption(zh)));
        back.setDisable(solution == null || solution.cursor() == 0);
        forward.setDisable(solution != null && solution.atEnd());
        updateMarkedList();
        showScore();
        showMarks();
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
            errorLine("ex.exported", written.size(), dir.toString());
        } catch (IOException | RuntimeException e) {
            error.setStyle("-fx-text-fill: #c02020;");
            errorLine("ex.error.export", dir.toString(), String.valueOf(e.getMessage()));
        }
    }

    /** The line under the bar (an error, or what Export sheet wrote), kept as key and numbers to follow the language. */
    private void errorLine(String key, Object... args) {
        errorKey = key;
        errorArgs = args;
        error.setText(key == null ? "" : text.get(key, args));
    }

    /** The text of the line under the bar (for tests). */
    String errorText() {
        return error.getText();
    }

    private String errorKey;
    private Object[] errorArgs = {};

    // ---- size ----

    /** Projector mode: 16 px controls and text, at least 16 px on the tree. */
    void setLarge(boolean on) {
        large = on;
        setStyle(on ? "-fx-font-size: 16px;" : "");
        canvas.setMinFont(on ? 16 : 11);
        refit();
    }

    private void refit() {
        double w = treeScroll.getViewportBounds().getWidth();
        double h = treeScroll.getViewportBounds().getHeight();
        if (exercise == null || w <= 0 || h <= 0) {
            return;
        }
        canvas.setAvailableWidth(w - 2);
        double[] natural = canvas.naturalSize();
        double top = large ? 2.2 : 1.6;
        double sx = Math.max(0.6, Math.min(top, (w - 2) / natural[0]));
        double sy = Math.max(0.6, Math.min(top, (h - 2) / natural[1]));
        sx = Math.min(sx, Math.max(sy, 1) * 1.3); // keep a wide tree from stretching far beyond its height
        if (Math.abs(sx - canvas.scaleX()) > 0.01 || Math.abs(sy - canvas.scaleY()) > 0.01) {
            canvas.setScale(sx, sy);
        }
    }

    ExerciseCanvas canvas() {
        return canvas;
    }
}
