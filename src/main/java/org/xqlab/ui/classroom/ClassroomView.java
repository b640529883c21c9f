package org.xqlab.ui.classroom;

import javafx.animation.KeyFrame;
import javafx.animation.Timeline;
import javafx.collections.FXCollections;
import javafx.geometry.Insets;
import javafx.geometry.Orientation;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Alert;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.MenuItem;
import javafx.scene.control.Separator;
import javafx.scene.control.Slider;
import javafx.scene.control.Spinner;
import javafx.scene.control.SplitPane;
import javafx.scene.control.Tab;
import javafx.scene.control.TextField;
import javafx.scene.control.ToggleButton;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.VBox;
import javafx.stage.FileChooser;
import javafx.stage.Stage;
import javafx.util.Duration;
import org.xqlab.teach.Algorithm;
import org.xqlab.teach.Examples;
import org.xqlab.teach.Playback;
import org.xqlab.teach.TextbookNode;
import org.xqlab.teach.TextbookSearch;
import org.xqlab.teach.TextbookTree;
import org.xqlab.teach.TreeGenerator;
import org.xqlab.teach.TreeJson;
import org.xqlab.ui.I18n;
import org.xqlab.ui.WindowFit;

import java.io.File;
import java.io.IOException;
import java.util.List;

/**
 * Classroom mode: a textbook game tree replayed step by step under minimax, negamax, alpha-beta
 * (fail-hard or fail-soft) or NegaScout, alone or two side by side on the same tree (e.g. minimax
 * against alpha-beta, or best-first against worst-first ordering), with their counters. Controls: an
 * example (the built-in figures), a random tree, open/save as JSON, back / forward / next cut / start /
 * end, play and pause at a chosen speed, large fonts for a projector, and a small editor for the
 * node clicked (add child, remove it, set a leaf's value, MIN at the root; Undo and Redo, Ctrl+Z and Ctrl+Y,
 * for every edit; the selected node named after the editor's buttons, so they never move). Every edit records the
 * searches again and returns to the first step. The view works on recordings, never on an engine
 * thread. Create it with {@link #create}, as a tab with {@link #tab}, or in its own window with
 * {@link #openWindow}; {@link #showTree} shows any tree, e.g. one made from an analysis with
 * {@link org.xqlab.teach.SearchTreeImport}.
 */
public final class ClassroomView extends BorderPane {
    private final ClassroomText text;
    private final LessonPane left;
    private final LessonPane right;
    private final SplitPane lessons = new SplitPane();
    private final ComboBox<Examples> example = new ComboBox<>(FXCollections.observableArrayList(Examples.values()));
    private final CheckBox compare = new CheckBox();
    private final ToggleButton large = new ToggleButton();
    private final ToggleButton fit = new ToggleButton();
    private final ToggleButton play = new ToggleButton();
    private final Slider speed = new Slider(0.5, 10, 2);
    private final Label selectedLabel = new Label();
    private final Label exportStatus = new Label();
    private final TextField valueField = new TextField();
    private final CheckBox minRoot = new CheckBox();
    private final Spinner<Integer> branching = new Spinner<>(2, 5, 3);
    private final Spinner<Integer> depth = new Spinner<>(2, 6, 3);
    private final Spinner<Integer> seed = new Spinner<>(1, 9999, 1);
    private final Timeline timeline = new Timeline();
    private TextbookTree tree;
    private TextbookNode selected;
    private boolean updatingRoot;
    /** Undo and redo of the editor's edits of the tree shown. */
    private final org.xqlab.teach.TreeHistory history = new org.xqlab.teach.TreeHistory();
    private Button undo;
    private Button redo;
    private ExercisePane exercises;
    private Node[] lessonParts;

    private ClassroomView(I18n i18n) {
        this.text = new ClassroomText(i18n);
        String family = org.xqlab.ui.Fonts.cjkFamily(); // the canvases' (their texts are numbers and Chinese)
        left = new LessonPane(text, family, "left", Algorithm.ALPHA_BETA);
        right = new LessonPane(text, family, "right", Algorithm.MINIMAX);
        getStyleClass().add("classroom");
        // the window's texts in the font of its language (English "…" on the baseline), following a switch
        org.xqlab.ui.AppStyle.followLanguage(this, i18n.localeProperty());
        lessons.getItems().add(left);
        setTop(new VBox(treeBar(), playBar()));
        setCenter(lessons);
        setBottom(editBar());
        for (LessonPane p : List.of(left, right)) {
            p.canvas().setOnSelect(this::select);
            p.setOnChange(this::updateButtons);
        }
        for (int i = 0; i < 2; i++) {
            int number = i + 1;
            Button other = new Button();
            other.setId(i == 0 ? "leftOther" : "rightOther");
            other.textProperty().bind(javafx.beans.binding.Bindings.createStringBinding(
                    () -> text.get("compare.other", number), text.i18n().localeProperty()));
            other.setOnAction(e -> showOtherTree());
            others[i] = other;
            (i == 0 ? left : right).addChoice(other);
        }
        layoutLessons();
        lessons.widthProperty().addListener((o, a, w) -> layoutLessons());
        timeline.setCycleCount(Timeline.INDEFINITE);
        speed.valueProperty().addListener((o, a, b) -> restartTimer());
        showExample(Examples.ALPHA_CUTOFF);
        // Ctrl+Z / Ctrl+Y (and Ctrl+Shift+Z) undo and redo the editor's edits; a text field keeps its own undo
        addEventHandler(javafx.scene.input.KeyEvent.KEY_PRESSED, e -> {
            if (lessonParts != null || e.getTarget() instanceof javafx.scene.control.TextInputControl) {
                return;
            }
            if (UNDO.match(e)) {
                undo();
                e.consume();
            } else if (REDO.match(e) || REDO_SHIFT.match(e)) {
                redo();
                e.consume();
            }
        });
        exercises = new ExercisePane(text, family, () -> showExercises(false), () -> tree);
    }

    /** Shows the exercises (true) in place of the lesson, or the lesson again (false). */
    public void showExercises(boolean on) {
        if (on == (lessonParts != null)) {
            return;
        }
        if (on) {
            timeline.stop();
            play.setSelected(false);
            lessonParts = new Node[] {getTop(), getCenter(), getBottom()};
            setTop(null);
            setBottom(null);
            setCenter(exercises);
        } else {
            setTop(lessonParts[0]);
            setCenter(lessonParts[1]);
            setBottom(lessonParts[2]);
            lessonParts = null;
        }
    }

    /** A new classroom view following {@code i18n}'s language. */
    public static ClassroomView create(I18n i18n) {
        return new ClassroomView(i18n);
    }

    /** A tab holding a new classroom view, its title following the language. */
    public static Tab tab(I18n i18n) {
        ClassroomView view = create(i18n);
        Tab tab = new Tab();
        view.text.bind(tab.textProperty(), "tab");
        tab.setContent(view);
        tab.setOnClosed(e -> view.timeline.stop());
        return tab;
    }

    /**
     * Opens the classroom in a window of its own and returns it. It follows {@code i18n}'s language through a
     * {@link I18n#follower}, so the window's views are not kept by {@code i18n} once it is closed.
     */
    public static Stage openWindow(I18n i18n) {
        return window(create(i18n.follower()));
    }

    /**
     * Opens the classroom in a window of its own showing {@code tree} (e.g. one made from an
     * analysis) and returns the view.
     */
    public static ClassroomView openWindow(I18n i18n, TextbookTree tree) {
        return openWindow(i18n, tree, new javafx.beans.property.SimpleBooleanProperty(false));
    }

    /** As above, in projector mode (large fonts, texts at least 16 px) while {@code projector} is on. */
    public static ClassroomView openWindow(I18n i18n, TextbookTree tree, javafx.beans.value.ObservableBooleanValue projector) {
        ClassroomView view = create(i18n.follower());
        view.showTree(tree);
        window(view);
        view.followProjector(projector);
        return view;
    }

    private static Stage window(ClassroomView view) {
        Stage stage = new Stage();
        stage.titleProperty().bind(view.text.text("window.title"));
        double[] size = WindowFit.scene(1280, 800);
        Scene scene = new Scene(view, size[0], size[1]);
        org.xqlab.ui.AppStyle.apply(scene);
        stage.setScene(scene);
        stage.setOnHidden(e -> view.close());
        stage.show();
        return stage;
    }

    /** The menu item View ▸ Classroom… ({@code item-classroom}) that opens a classroom window. */
    public static MenuItem menuItem(I18n i18n) {
        return menuItem(i18n, new javafx.beans.property.SimpleBooleanProperty(false));
    }

    /** As above; the window opens in projector mode (large fonts) while {@code projector} is on. */
    public static MenuItem menuItem(I18n i18n, javafx.beans.value.ObservableBooleanValue projector) {
        MenuItem item = new MenuItem();
        item.setId("item-classroom");
        new ClassroomText(i18n).bind(item.textProperty(), "menu.classroom");
        item.setOnAction(e -> {
            Stage stage = openWindow(i18n);
            ((ClassroomView) stage.getScene().getRoot()).followProjector(projector);
        });
        return item;
    }

    /**
     * The most leaves a random tree has: 27 leaves (3 × 3 × 3, the textbook's largest figure) fit a 1024 px
     * window at the classroom's readable minimum text size without scrolling sideways; more do not.
     */
    static final int RANDOM_LEAVES = 27;

    /** The deepest random tree with {@code branching} children per node and at most {@link #RANDOM_LEAVES} leaves. */
    static int maxRandomDepth(int branching) {
        int d = 1;
        for (long leaves = branching; leaves * branching <= RANDOM_LEAVES; leaves *= branching) {
            d++;
        }
        return Math.max(2, d);
    }

    /** The depth spinner's largest value follows the branching (its value comes down with it). */
    private void limitDepth() {
        int max = maxRandomDepth(branching.getValue());
        javafx.scene.control.SpinnerValueFactory.IntegerSpinnerValueFactory f =
                (javafx.scene.control.SpinnerValueFactory.IntegerSpinnerValueFactory) depth.getValueFactory();
        f.setMax(max);
        if (f.getValue() > max) {
            f.setValue(max);
        }
    }

    /** The smallest font size, in pixels, drawn in the shown tree figures (the right one only with Compare on). */
    public double smallestTreeText() {
        double px = left.canvas().smallestTextDrawn();
        return lessons.getItems().contains(right) ? Math.min(px, right.canvas().smallestTextDrawn()) : px;
    }

    /** The smallest text in projector mode, in pixels, the tree figure's α/β windows included. */
    static final double PROJECTOR_TEXT = 16;

    /**
     * Projector mode: large fonts (the tree still fits; its texts, α/β windows included, never under
     * {@link #PROJECTOR_TEXT} px) and high contrast while {@code projector} is on.
     */
    public void followProjector(javafx.beans.value.ObservableBooleanValue projector) {
        if (followed != null) {
            followed.removeListener(projectorListener);
        }
        javafx.beans.value.ChangeListener<Boolean> apply = (o, a, on) -> {
            projectorOn = on;
            large.setSelected(on);
            treeTextFloor();
            getStyleClass().remove("projector");
            if (on) {
                getStyleClass().add("projector");
            }
        };
        projector.addListener(apply);
        followed = projector;
        projectorListener = apply;
        apply.changed(projector, false, projector.get());
    }

    /** The projector switch followed (a main window's, or an analysis window's) and the listener on it. */
    private javafx.beans.value.ObservableBooleanValue followed;
    private javafx.beans.value.ChangeListener<Boolean> projectorListener;

    /** The window closes: the animation stops and the projector switch it followed lets go of it. */
    private void close() {
        timeline.stop();
        if (followed != null) {
            followed.removeListener(projectorListener);
            followed = null;
        }
    }

    private boolean projectorOn;
    private boolean showingRight;
    private final Button[] others = new Button[2];

    /**
     * One lesson, or two side by side with Compare on; in projector mode (or Large fonts), and whenever a
     * figure does not fit half the width, the two trees of Compare are shown one at a time, with "Other tree ⇄"
     * to switch: two figures side by side at 16 px texts do not fit 1024 px (each gets about 500 px, a 27-leaf
     * tree needs 900). Both still step together.
     */
    private void layoutLessons() {
        boolean big = projectorOn || large.isSelected();
        boolean one = compare.isSelected() && (big || !halvesFit());
        List<LessonPane> shown = !compare.isSelected() ? List.of(left)
                : one ? List.of(showingRight ? right : left) : List.of(left, right);
        if (!lessons.getItems().equals(shown)) {
            lessons.getItems().setAll(shown);
            // two halves: each figure gets the width halvesFit counted on (again once the split has its items)
            javafx.application.Platform.runLater(() -> {
                if (lessons.getItems().size() == 2) {
                    lessons.setDividerPositions(0.5);
                }
            });
        }
        if (shown.size() == 2) {
            lessons.setDividerPositions(0.5);
        }
        for (Button b : others) {
            if (b != null) {
                b.setVisible(one);
                b.setManaged(one);
            }
        }
    }

    /** Room a half of Compare takes besides its figure: the split's divider, the scroll pane's border and bar. */
    private static final double HALF_CHROME = 30;

    /**
     * True if each of Compare's figures fits half the lessons' width at its smallest scale (its texts at their
     * minimum size); if not, the two are shown one at a time, as in projector mode, rather than side by side
     * scrolling sideways (a 27-leaf tree needs about 640 px in normal fonts).
     */
    private boolean halvesFit() {
        double w = lessons.getWidth();
        double half = w / 2 - HALF_CHROME;
        return w <= 0 || left.minWidth() <= half && right.minWidth() <= half;
    }

    /** Compare one at a time: shows the other tree. */
    void showOtherTree() {
        showingRight = !showingRight;
        layoutLessons();
    }

    /** True when Compare shows its two trees one at a time (projector mode, Large fonts or a figure too wide). */
    boolean compareOneAtATime() {
        return compare.isSelected() && lessons.getItems().size() == 1;
    }

    /**
     * The tree figures' smallest text follows the font size the classroom uses: at least
     * {@link #PROJECTOR_TEXT} px, α/β windows included, whenever projector mode or Large fonts is on (Fit
     * then shrinks the shapes, never the texts), the figure's own sizes otherwise.
     */
    private void treeTextFloor() {
        double px = projectorOn || large.isSelected() ? PROJECTOR_TEXT : 0;
        left.setMinText(px);
        right.setMinText(px);
        layoutLessons();
    }

    // ---- toolbars ----

    private Node treeBar() {
        Label exampleLabel = label("example");
        example.setId("example");
        example.setCellFactory(v -> new ListCell<>() {
            @Override
            protected void updateItem(Examples item, boolean empty) {
                super.updateItem(item, empty);
                setText(empty || item == null ? "" : item.text(text.chinese()));
            }
        });
        example.setButtonCell(exampleButtonCell());
        text.i18n().localeProperty().addListener((o, a, b) -> refreshExampleFace());
        example.setOnAction(e -> {
            if (example.getValue() != null && !showingExample) {
                showTree(example.getValue().tree(), example.getValue());
            }
        });
        Button random = button("random", "random", () -> showTree(TreeGenerator.uniform(branching.getValue(),
                depth.getValue(), seed.getValue())));
        branching.setId("random-branching");
        depth.setId("random-depth");
        seed.setId("random-seed");
        for (Spinner<Integer> s : List.of(branching, depth, seed)) {
            s.setPrefWidth(80);
            s.setEditable(true);
        }
        // a random tree is never deeper than fits the window: at most RANDOM_LEAVES leaves
        branching.valueProperty().addListener((o, a, b) -> limitDepth());
        limitDepth();
        depth.setTooltip(new javafx.scene.control.Tooltip());
        depth.getTooltip().textProperty().bind(javafx.beans.binding.Bindings.createStringBinding(
                () -> text.get("random.depthLimit", Integer.toString(RANDOM_LEAVES)), text.i18n().localeProperty()));
        Button open = button("open", "open", this::openFile);
        Button save = button("save", "save", this::saveFile);
        compare.setId("compare");
        text.bind(compare.textProperty(), "compare");
        compare.selectedProperty().addListener((o, a, on) -> {
            showingRight = false;
            layoutLessons();
            seek(0); // both sides start together
        });
        large.setId("large");
        text.bind(large.textProperty(), "large");
        large.selectedProperty().addListener((o, a, on) -> {
            double s = on ? 1.7 : 1;
            left.setScale(s);
            right.setScale(s);
            if (exercises != null) {
                exercises.setLarge(on);
            }
            setStyle(getStyle().replaceAll("-fx-font-size:[^;]*;", "") + (on ? "-fx-font-size: 20px;" : ""));
            treeTextFloor();
        });
        fit.setId("fit");
        text.bind(fit.textProperty(), "fit");
        fit.selectedProperty().addListener((o, a, on) -> {
            left.setFit(on);
            right.setFit(on);
        });
        fit.setSelected(true);
        Button practise = button("exercises", "exercises", () -> showExercises(true));
        // a label and its field wrap together: a narrow window never leaves "Depth" at the end of one row
        // and its spinner at the start of the next
        tip(compare, "compare.tip");
        tip(large, "large.tip");
        Label branchingLabel = label("random.branching");
        tip(branchingLabel, "random.branching.tip");
        Label depthLabel = label("random.depth");
        tip(depthLabel, "random.depth.tip");
        FlowPane bar = new FlowPane(8, 6, practise, new Separator(Orientation.VERTICAL), together(exampleLabel, example),
                new Separator(Orientation.VERTICAL), random, together(branchingLabel, branching),
                together(depthLabel, depth), together(label("random.seed"), seed),
                new Separator(Orientation.VERTICAL), open, save, exportMenu(), exportStatus,
                new Separator(Orientation.VERTICAL), compare, fit, large);
        bar.setPadding(new Insets(6));
        return bar;
    }

    /** A new face for the chooser, showing the example or the tree's name now. */
    private void refreshExampleFace() {
        ListCell<Examples> face = exampleButtonCell();
        // shown while the value is no example; an example's own name is in the window's language
        example.setPromptText(example.getValue() != null ? example.getValue().text(text.chinese())
                : tree == null ? "" : tree.name());
        example.setButtonCell(face);
        face.setText(example.getValue() != null ? example.getValue().text(text.chinese()) : tree == null ? "" : tree.name());
    }

    /** The chooser's face: the example shown, or the name of a tree that is none (made from an analysis, opened, random). */
    private ListCell<Examples> exampleButtonCell() {
        return new ListCell<>() {
            @Override
            protected void updateItem(Examples item, boolean empty) {
                super.updateItem(item, empty);
                setText(item != null ? item.text(text.chinese()) : tree == null ? "" : tree.name());
            }
        };
    }

    private Node playBar() {
        Button restart = button("restart", "restart", () -> seek(0));
        tip(restart, "restart.tip");
        Button back = button("back", "stepBack", this::stepBack);
        Button forward = button("forward", "stepForward", this::stepForward);
        Button nextCut = button("nextCut", "nextCut", this::nextCut);
        Button end = button("end", "end", () -> seek(Integer.MAX_VALUE));
        tip(end, "end.tip");
        play.setId("play");
        play.textProperty().bind(javafx.beans.binding.Bindings.createStringBinding(
                () -> text.get(play.isSelected() ? "pause" : "play"), play.selectedProperty(), text.i18n().localeProperty()));
        play.selectedProperty().addListener((o, a, on) -> {
            if (on) {
                restartTimer();
            } else {
                timeline.stop();
            }
        });
        speed.setId("speed");
        speed.setPrefWidth(110);
        Label legend = label("legend");
        ToggleButton code = new ToggleButton();
        code.setId("show-code");
        code.textProperty().bind(text.i18n().text("code.show"));
        code.selectedProperty().addListener((o, a, on) -> List.of(left, right).forEach(p -> p.showCode(on)));
        FlowPane bar = new FlowPane(8, 6, restart, back, forward, nextCut, end, play, label("speed"), speed, code,
                new Separator(Orientation.VERTICAL), legend);
        bar.setPadding(new Insets(0, 6, 6, 6));
        return bar;
    }

    private static final javafx.scene.input.KeyCombination UNDO = new javafx.scene.input.KeyCodeCombination(
            javafx.scene.input.KeyCode.Z, javafx.scene.input.KeyCombination.SHORTCUT_DOWN);
    private static final javafx.scene.input.KeyCombination REDO = new javafx.scene.input.KeyCodeCombination(
            javafx.scene.input.KeyCode.Y, javafx.scene.input.KeyCombination.SHORTCUT_DOWN);
    private static final javafx.scene.input.KeyCombination REDO_SHIFT = new javafx.scene.input.KeyCodeCombination(
            javafx.scene.input.KeyCode.Z, javafx.scene.input.KeyCombination.SHORTCUT_DOWN,
            javafx.scene.input.KeyCombination.SHIFT_DOWN);

    /**
     * The editor: a toolbar whose buttons never move (Undo, Redo, Add child, Remove, the leaf value, MIN at the
     * root), and after them, apart, the words naming the node selected, so selecting a node shifts no button.
     */
    private Node editBar() {
        selectedLabel.setId("selected");
        valueField.setId("leafValue");
        valueField.setPrefColumnCount(6);
        undo = button("edit.undo", "undo", this::undo);
        redo = button("edit.redo", "redo", this::redo);
        tip(undo, "edit.undo.tip");
        tip(redo, "edit.redo.tip");
        Button add = button("edit.add", "addChild", () -> edit(() -> tree.addChild(selected, 0)));
        Button remove = button("edit.remove", "removeNode", () -> edit(() -> {
            TextbookNode parent = selected.parent();
            if (parent == null) {
                throw new IllegalArgumentException("the root cannot be removed");
            }
            tree.removeChild(parent, selected.indexInParent());
            return parent;
        }));
        tip(remove, "edit.remove.tip");
        Button set = button("edit.set", "setValue", this::setLeafValue);
        valueField.setOnAction(e -> setLeafValue());
        minRoot.setId("minRoot");
        text.bind(minRoot.textProperty(), "edit.root");
        minRoot.selectedProperty().addListener((o, a, on) -> {
            if (!updatingRoot) {
                TextbookNode keep = selected;
                org.xqlab.teach.TreeHistory.State before = org.xqlab.teach.TreeHistory.snapshot(tree, keep);
                tree.setRootIsMax(!on);
                edited(before);
                rerecord();
                select(keep);
            }
        });
        // the selection is named last, after every button: its text changing moves none of them
        Separator apart = new Separator(Orientation.VERTICAL);
        FlowPane bar = new FlowPane(8, 6, undo, redo, new Separator(Orientation.VERTICAL), add, remove,
                label("edit.value"), valueField, set, minRoot, apart, selectedLabel);
        bar.setId("edit-bar");
        bar.setPadding(new Insets(6));
        selectedLabel.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
        select(null);
        updateUndo();
        return bar;
    }

    /** Export… (figure of the tree as the left lesson searches it); what happened shows beside it. */
    private Node exportMenu() {
        exportStatus.setId("classroom-export-status");
        return ClassroomExport.menu(text, () -> tree, () -> new TextbookSearch(left.algorithmBox().getValue(),
                left.orderingBox().getValue(), left.randomSeed()),
                () -> left.playback() == null || left.playback().atEnd() ? 0 : left.playback().cursor(),
                () -> exercises == null ? null : exercises.exercise(), exportStatus::setText);
    }

    /** A label and the control it names, kept on one row of a wrapping toolbar. */
    private static javafx.scene.layout.HBox together(Label label, Node control) {
        javafx.scene.layout.HBox pair = new javafx.scene.layout.HBox(4, label, control);
        pair.setAlignment(javafx.geometry.Pos.CENTER_LEFT);
        return pair;
    }

    private Label label(String key) {
        return text.label(key);
    }

    /** A tooltip in the window's language on a control whose text is short. */
    private void tip(javafx.scene.control.Control c, String key) {
        javafx.scene.control.Tooltip t = new javafx.scene.control.Tooltip();
        t.textProperty().bind(text.text(key));
        c.setTooltip(t);
    }

    private Button button(String key, String id, Runnable action) {
        return text.button(key, id, action);
    }

    // ---- tree and editing ----

    /** Shows this tree in both lessons from the first step; the example chooser shows the tree's name. */
    public void showTree(TextbookTree t) {
        showTree(t, null);
    }

    private boolean showingExample;

    private void showTree(TextbookTree t, Examples from) {
        this.tree = t;
        showingExample = true;
        example.setValue(from);
        showingExample = false;
        refreshExampleFace();
        selected = null;
        updatingRoot = true;
        minRoot.setSelected(!t.rootIsMax());
        updatingRoot = false;
        history.clear();
        rerecord();
        select(null);
        updateUndo();
    }

    /** Shows a built-in example (as if chosen in the list). */
    public void showExample(Examples e) {
        showTree(e.tree(), e);
    }

    /** The tree shown. */
    public TextbookTree tree() {
        return tree;
    }

    private void rerecord() {
        timeline.stop();
        play.setSelected(false);
        left.setTree(tree);
        right.setTree(tree);
    }

    void select(TextbookNode n) {
        selected = n;
        left.canvas().select(n);
        right.canvas().select(n);
        selectedLabel.textProperty().unbind();
        if (n == null) {
            text.bind(selectedLabel.textProperty(), "selected.none");
        } else {
            selectedLabel.setText(text.get("selected", Playback.name(n, text.chinese())));
            if (n.isLeaf()) {
                valueField.setText(Integer.toString(n.value()));
            }
        }
    }

    private void setLeafValue() {
        edit(() -> {
            int v;
            try {
                v = Integer.parseInt(valueField.getText().trim());
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("not a whole number: '" + valueField.getText() + "'");
            }
            tree.setValue(selected, v);
            return selected;
        });
    }

    /** Applies an edit of the selected node that returns the node to select next, then records again (undoable). */
    private void edit(java.util.function.Supplier<TextbookNode> change) {
        if (selected == null) {
            return;
        }
        org.xqlab.teach.TreeHistory.State before = org.xqlab.teach.TreeHistory.snapshot(tree, selected);
        try {
            TextbookNode next = change.get();
            edited(before);
            rerecord();
            select(next);
        } catch (IllegalArgumentException e) {
            error(text.get("error.edit", e.getMessage()));
        }
    }

    /**
     * An edit changed the tree from {@code before}: Undo takes it back. A built-in example edited is an example
     * no more: it takes the name "Alpha cutoff (edited)" until it is saved under a name of its own.
     */
    private void edited(org.xqlab.teach.TreeHistory.State before) {
        history.done(before);
        for (Examples was : Examples.values()) {
            if (tree.name().equals(was.text(false)) || tree.name().equals(was.text(true))) {
                tree.setName(text.get("edit.edited", was.text(text.chinese())));
            }
        }
        if (example.getValue() != null) {
            showingExample = true;
            example.setValue(null);
            showingExample = false;
        }
        refreshExampleFace();
        updateUndo();
    }

    /** Undo (Ctrl+Z): the tree before the latest edit, with the node selected then. */
    void undo() {
        restore(history.undo(tree, selected));
    }

    /** Redo (Ctrl+Y): the latest edit undone, made again. */
    void redo() {
        restore(history.redo(tree, selected));
    }

    private void restore(org.xqlab.teach.TreeHistory.State s) {
        if (s == null) {
            return;
        }
        tree = s.tree();
        updatingRoot = true;
        minRoot.setSelected(!tree.rootIsMax());
        updatingRoot = false;
        refreshExampleFace();
        rerecord();
        select(s.node());
        updateUndo();
    }

    private void updateUndo() {
        if (undo != null) {
            undo.setDisable(!history.canUndo());
            redo.setDisable(!history.canRedo());
        }
    }

    private void error(String message) {
        Alert alert = new Alert(Alert.AlertType.ERROR, message);
        alert.setTitle(text.get("error.title"));
        alert.setHeaderText(null);
        org.xqlab.ui.FxTexts.buttons(alert.getDialogPane(), text.i18n()); // OK in the window's language
        if (getScene() != null) {
            alert.initOwner(getScene().getWindow());
        }
        // styled as the program's other dialogs: its stylesheet, the language's font, projector mode's sizes
        // (the classroom window is nobody's, so the main window's styling of owned dialogs does not reach here)
        javafx.scene.control.DialogPane pane = alert.getDialogPane();
        org.xqlab.ui.AppStyle.apply(pane.getScene());
        org.xqlab.ui.AppStyle.language(pane.getScene().getRoot(), text.i18n().getLocale());
        org.xqlab.ui.AppStyle.projector(pane.getScene().getRoot(), projectorOn);
        pane.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
        alert.setResizable(true);
        alert.show();
    }

    private FileChooser chooser() {
        FileChooser c = new FileChooser();
        c.getExtensionFilters().add(new FileChooser.ExtensionFilter(text.get("filter"), "*.json"));
        return c;
    }

    private void openFile() {
        File f = chooser().showOpenDialog(getScene().getWindow());
        if (f != null) {
            openFile(f);
        }
    }

    /** Opens a tree file; a bad file is reported with its line and field, and the shown tree stays. */
    public void openFile(File f) {
        try {
            showTree(TreeJson.load(f.toPath()));
        } catch (IOException | IllegalArgumentException e) {
            error(text.get("error.open", f.getName(), e.getMessage()));
        }
    }

    private void saveFile() {
        FileChooser c = chooser();
        c.setInitialFileName(initialFileName());
        File f = c.showSaveDialog(getScene().getWindow());
        if (f != null) {
            saveTo(f);
        }
    }

    /** The name Save offers: the tree's name as a file name ("Alpha cutoff (edited)" → "Alpha-cutoff-edited.json"). */
    String initialFileName() {
        String stem = tree.name().replaceAll("[^\\p{L}\\p{N}]+", "-").replaceAll("^-+|-+$", "");
        return (stem.isEmpty() ? "tree" : stem) + ".json";
    }

    /**
     * Saves the tree as {@code f}; a tree edited since it was shown or saved takes its name from the file's
     * ("my-tree.json" → "my-tree"), so an edited example is not saved under the example's name.
     */
    void saveTo(File f) {
        String name = tree.name();
        if (history.edited()) {
            tree.setName(org.xqlab.teach.TreeHistory.nameFromFile(f.getName(), name));
        }
        try {
            TreeJson.save(tree, f.toPath());
            history.saved();
            refreshExampleFace();
        } catch (IOException e) {
            tree.setName(name);
            error(text.get("error.open", f.getName(), e.getMessage()));
        }
    }

    // ---- stepping ----

    private List<LessonPane> active() {
        return compare.isSelected() ? List.of(left, right) : List.of(left);
    }

    private void stepForward() {
        for (LessonPane p : active()) {
            p.playback().stepForward();
            p.refresh();
        }
    }

    private void stepBack() {
        for (LessonPane p : active()) {
            p.playback().stepBack();
            p.refresh();
        }
    }

    private void nextCut() {
        for (LessonPane p : active()) {
            p.playback().stepToNextCutoff();
            p.refresh();
        }
    }

    /** Both lessons to step {@code target} (0: the start; past the end: the end). */
    public void seek(int target) {
        for (LessonPane p : active()) {
            p.playback().seek(target);
            p.refresh();
        }
    }

    private void restartTimer() {
        timeline.stop();
        timeline.getKeyFrames().setAll(new KeyFrame(Duration.seconds(1 / speed.getValue()), e -> {
            stepForward();
            if (active().stream().allMatch(p -> p.playback().atEnd())) {
                play.setSelected(false);
            }
        }));
        if (play.isSelected()) {
            timeline.play();
        }
    }

    private void updateButtons() {
        // both lessons start again after a change of tree, algorithm or ordering
        timeline.stop();
        play.setSelected(false);
        layoutLessons(); // a wider or narrower figure: side by side or one at a time
    }

    // ---- for tests and the lead's integration ----

    LessonPane left() {
        return left;
    }

    LessonPane right() {
        return right;
    }

    ExercisePane exercises() {
        return exercises;
    }
}
