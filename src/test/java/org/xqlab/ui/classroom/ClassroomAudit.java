package org.xqlab.ui.classroom;

import javafx.application.Platform;
import javafx.beans.value.ObservableBooleanValue;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonType;
import javafx.scene.control.CheckBox;
import javafx.scene.control.DialogPane;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.Spinner;
import javafx.scene.control.ToggleButton;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;
import org.xqlab.teach.Algorithm;
import org.xqlab.teach.Examples;
import org.xqlab.teach.exercise.Exercise;
import org.xqlab.teach.exercise.ExerciseKind;
import org.xqlab.teach.Ordering;
import org.xqlab.teach.Playback;
import org.xqlab.teach.exercise.Practice;
import org.xqlab.teach.exercise.Question;
import org.xqlab.teach.TextbookNode;
import org.xqlab.ui.Await;
import org.xqlab.ui.I18n;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The classroom window for {@code LayoutAuditTest}: the named steps that bring it to a state (a lesson tree
 * stepped to a cut, Pseudocode or Compare on, a random tree, the error alert, an exercise half solved or with
 * its solution shown) and the checks of what its canvases drew ({@link TreeCanvas#drawn()},
 * {@link ExerciseCanvas#drawn()}). One window serves every classroom row.
 */
public final class ClassroomAudit {
    private final Stage stage;
    private final ClassroomView view;
    private Scene dialog;
    private ObservableBooleanValue projector;

    private ClassroomAudit(Stage stage) {
        this.stage = stage;
        this.view = (ClassroomView) stage.getScene().getRoot();
    }

    /** Opens the classroom in a window of its own following {@code projector} (on the FX thread). */
    public static ClassroomAudit open(I18n i18n, ObservableBooleanValue projector) {
        ClassroomAudit a = new ClassroomAudit(ClassroomView.openWindow(i18n));
        a.view.followProjector(projector);
        a.projector = projector;
        return a;
    }

    public Stage stage() {
        return stage;
    }

    /** The error alert's scene while it is shown (the row's second scene), else null. */
    public Scene dialog() {
        return dialog;
    }

    // ------------------------------------------------------------------ steps

    /** The lesson (not the exercises) with Compare and Pseudocode off, the fitted figure, no alert open. */
    public void fresh(FxRobot robot) {
        closeDialog(robot);
        robot.interact(() -> {
            view.showExercises(false);
            set("#compare", false);
            set("#show-code", false);
            set("#large", projector.get()); // as projector mode sets it; Compare off shows the left tree again
            if (!view.left().isFit()) {
                ((ToggleButton) view.lookup("#fit")).fire();
            }
        });
        WaitForAsyncUtils.waitForFxEvents();
    }

    /**
     * A textbook tree shown with {@code algorithm} (the ordering trees best-first, the other tree worst-first),
     * Compare and Pseudocode as given, stepped with Next cut {@code cuts} times from its start (0: at its end).
     */
    public void lesson(FxRobot robot, Examples e, Algorithm algorithm, boolean compare, boolean code, int cuts) {
        robot.interact(() -> {
            view.showExample(e);
            view.left().algorithmBox().setValue(algorithm);
            boolean ordering = e == Examples.BEST_ORDER || e == Examples.WORST_ORDER;
            view.right().algorithmBox().setValue(ordering ? Algorithm.ALPHA_BETA : Algorithm.MINIMAX);
            if (ordering) {
                view.left().orderingBox().setValue(Ordering.BEST_FIRST);
                view.right().orderingBox().setValue(Ordering.WORST_FIRST);
            }
            set("#compare", compare);
            set("#show-code", code);
            view.seek(cuts == 0 ? Integer.MAX_VALUE : 0);
            Button next = (Button) view.lookup("#nextCut");
            for (int i = 0; i < cuts; i++) {
                next.fire();
            }
        });
        settle(robot);
    }

    /** Large fonts on or off (projector mode turns them on). */
    public void large(FxRobot robot, boolean on) {
        robot.interact(() -> set("#large", on));
        settle(robot);
    }

    /** Compare one tree at a time (projector mode or Large fonts): "Other tree ⇄". */
    public void otherTree(FxRobot robot) {
        robot.interact(view::showOtherTree);
        settle(robot);
    }

    /** The editor used: node b selected and removed, the removal undone (Redo offered), b selected again. */
    public void edited(FxRobot robot) {
        robot.interact(() -> {
            view.showExample(Examples.ALPHA_CUTOFF);
            view.select(view.tree().at(1));
            ((Button) view.lookup("#removeNode")).fire();
            view.undo();
        });
        settle(robot);
    }

    /** A random tree from the toolbar: {@code branching}, {@code depth}, {@code seed}, stepped to its first cut. */
    @SuppressWarnings("unchecked")
    public void randomTree(FxRobot robot, int branching, int depth, int seed) {
        robot.interact(() -> {
            ((Spinner<Integer>) view.lookup("#random-branching")).getValueFactory().setValue(branching);
            ((Spinner<Integer>) view.lookup("#random-depth")).getValueFactory().setValue(depth);
            ((Spinner<Integer>) view.lookup("#random-seed")).getValueFactory().setValue(seed);
            ((Button) view.lookup("#random")).fire();
            ((Button) view.lookup("#nextCut")).fire();
        });
        settle(robot);
    }

    /** The alert of a tree file that cannot be opened, shown and waiting for its OK. */
    public void errorDialog(FxRobot robot, Path dir) throws Exception {
        Path bad = Files.writeString(dir.resolve("bad-tree.json"), "{ not json");
        Platform.runLater(() -> view.openFile(bad.toFile()));
        Await.untilFx("classroom: the error alert of a bad tree file shown", 20, () -> dialogScene() != null);
        dialog = WaitForAsyncUtils.asyncFx(ClassroomAudit::dialogScene).get();
    }

    /** Answers the alert (if one is open) with its OK. */
    public void closeDialog(FxRobot robot) {
        if (dialog == null) {
            return;
        }
        Scene open = dialog;
        dialog = null;
        robot.interact(() -> ((Button) dialogPane(open).lookupButton(ButtonType.OK)).fire());
        Await.untilFx("classroom: the error alert closed", 10, () -> !open.getWindow().isShowing());
    }

    /**
     * An exercise of {@code kind} ({@code seed}, {@code depth} × {@code branching}; depth 0: the kind's own
     * size) with some answers given right and some wrong and checked; {@code solution}: then the solution
     * stepped through to its end.
     */
    public void exercise(FxRobot robot, ExerciseKind kind, long seed, int depth, int branching, boolean solution) {
        Exercise e = depth == 0 ? Exercise.generate(kind, seed) : Exercise.generate(kind, seed, depth, branching);
        robot.interact(() -> {
            view.showExercises(true);
            view.exercises().show(e);
            answerSome(view.exercises().practice());
            view.exercises().check();
            if (solution) {
                for (int i = 0; i < 12; i++) {
                    view.exercises().stepSolution(true);
                }
            }
        });
        settle(robot);
    }

    /** Answers some questions right and some wrong, so verdicts are drawn on the tree. */
    static void answerSome(Practice p) {
        Exercise e = p.exercise();
        int i = 0;
        for (Question q : e.questions()) {
            String right = q.node() != null && !e.walk().visited(q.node()) ? "x" : e.answer(q).english();
            switch (q.type()) {
                case WINDOW -> p.answer(q, right.replaceAll("[()]", "").split(", "));
                case RETURNS, VALUE, FIRST_CHILD -> p.answer(q, i % 2 == 0 ? right : "99");
                case PRUNED_BRANCHES -> {
                    for (TextbookNode x : e.walk().prunedBranches()) {
                        p.mark(x);
                    }
                    p.mark(e.tree().root().child(0));
                }
                default -> {
                }
            }
            i++;
        }
    }

    /** Closes the window (and an alert left open). */
    public void close(FxRobot robot) {
        closeDialog(robot);
        robot.interact(() -> {
            view.showExercises(false);
            stage.hide();
        });
    }

    /** A refit asks for another layout pass: waits until the figure's size stays put between two pulses. */
    private void settle(FxRobot robot) {
        settle(view);
    }

    /** The same for any classroom view (the sweeps over generated trees use it too). */
    static void settle(ClassroomView view) {
        double[] last = {-1, -1};
        Await.until("classroom: the figure laid out and unchanged over two pulses", 10, () -> {
            WaitForAsyncUtils.waitForFxEvents();
            double[] now = WaitForAsyncUtils.asyncFx(() -> {
                view.applyCss();
                view.layout();
                Node c = view.exercises().getScene() != null ? view.exercises().canvas() : view.left().canvas();
                return new double[] {c.getLayoutBounds().getWidth(), c.getLayoutBounds().getHeight()};
            }).get();
            boolean same = now[0] == last[0] && now[1] == last[1];
            last[0] = now[0];
            last[1] = now[1];
            return same;
        });
    }

    private void set(String id, boolean on) {
        Node n = view.lookup(id);
        if (n instanceof CheckBox c && c.isSelected() != on) {
            c.fire();
        } else if (n instanceof ToggleButton t && t.isSelected() != on) {
            t.fire();
        }
    }

    private static Scene dialogScene() {
        return Window.getWindows().stream().filter(w -> w.isShowing() && dialogPane(w.getScene()) != null)
                .map(Window::getScene).findFirst().orElse(null);
    }

    private static DialogPane dialogPane(Scene s) {
        if (s == null) {
            return null;
        }
        if (s.getRoot() instanceof DialogPane p) {
            return p;
        }
        return s.getRoot().getChildrenUnmodifiable().stream().filter(DialogPane.class::isInstance)
                .map(DialogPane.class::cast).findFirst().orElse(null);
    }

    // ------------------------------------------------------------------ what the canvases draw

    /** True while the exercises are shown in place of the lesson. */
    public boolean exercisesShown() {
        return view.exercises().getScene() != null;
    }

    /** What is wrong with what the window draws beyond its scene walk: its figures, its toolbars, its alert. */
    public List<String> findings(String where, boolean projector) {
        List<String> out = new ArrayList<>();
        if (dialog != null) {
            if (!dialog.getStylesheets().contains(org.xqlab.ui.AppStyle.stylesheet())) {
                out.add(where + ": the alert has not the program's stylesheet");
            }
            if (dialog.getRoot().getStyleClass().contains(org.xqlab.ui.AppStyle.PROJECTOR) != projector) {
                out.add(where + ": the alert does not follow projector mode: " + dialog.getRoot().getStyleClass());
            }
        }
        if (exercisesShown()) {
            out.addAll(exerciseProblems(where, projector));
            return out;
        }
        for (Node n : ((javafx.scene.control.SplitPane) view.getCenter()).getItems()) {
            out.addAll(lessonProblems(where + " " + ((LessonPane) n).canvas().getId(), (LessonPane) n, projector));
        }
        out.addAll(toolbarProblems(where, projector));
        if ((projector || ((ToggleButton) view.lookup("#large")).isSelected())
                && view.smallestTreeText() < ClassroomView.PROJECTOR_TEXT) {
            out.add(where + ": tree texts (α/β windows) at " + view.smallestTreeText() + " px with large fonts");
        }
        return out;
    }

    /**
     * A lesson's figure as drawn: no wider than its area; every text inside the figure, apart from the other
     * texts, the edges and other nodes' shapes, at least 16 px in projector mode (also the sweeps over many
     * trees, ClassroomOverlapTest, check this).
     */
    static List<String> figureProblems(String where, LessonPane lesson, boolean projector) {
        List<String> out = new ArrayList<>();
        TreeCanvas c = lesson.canvas();
        ScrollPane scroll = lesson.scroll();
        if (c.getWidth() > scroll.getViewportBounds().getWidth() + 1 || sidewaysBar(scroll)) {
            out.add(where + ": the figure (" + c.getWidth() + " px) is wider than its area ("
                    + scroll.getViewportBounds().getWidth() + " px): it scrolls sideways");
        }
        List<TreeCanvas.Drawn> drawn = c.drawn();
        for (TreeCanvas.Drawn d : drawn) {
            if (projector && d.size() < 16) {
                out.add(where + ": '" + d.text() + "' is " + d.size() + " px");
            }
            if (d.x() < -0.5 || d.y() < -0.5 || d.x() + d.w() > c.getWidth() + 0.5 || d.y() + d.h() > c.getHeight() + 0.5) {
                out.add(where + ": '" + d.text() + "' leaves the figure " + c.getWidth() + "×" + c.getHeight() + ": " + d);
            }
        }
        for (int i = 0; i < drawn.size(); i++) {
            TreeCanvas.Drawn a = drawn.get(i);
            for (int j = i + 1; j < drawn.size(); j++) {
                TreeCanvas.Drawn b = drawn.get(j);
                double ox = Math.min(a.x() + a.w(), b.x() + b.w()) - Math.max(a.x(), b.x());
                double oy = Math.min(a.y() + a.h(), b.y() + b.h()) - Math.max(a.y(), b.y());
                if (ox > 1 && oy > 1) {
                    out.add(where + ": texts overlap: '" + a.text() + "' and '" + b.text() + "'");
                }
            }
            for (TreeCanvas.Segment s : c.edges()) {
                if (org.xqlab.ui.CanvasTexts.segmentCrosses(s.x1(), s.y1(), s.x2(), s.y2(), a.x() + 1, a.y() + 1,
                        a.x() + a.w() - 1, a.y() + a.h() - 1)) {
                    out.add(where + ": an edge crosses '" + a.text() + "'");
                }
            }
            for (TreeCanvas.Shape s : c.shapes()) {
                boolean ownValue = s.node() == a.node() && a.text().equals(c.valueText(a.node()));
                double ox = Math.min(a.x() + a.w(), s.x() + s.w()) - Math.max(a.x(), s.x());
                double oy = Math.min(a.y() + a.h(), s.y() + s.h()) - Math.max(a.y(), s.y());
                if (!ownValue && ox > 1 && oy > 1) {
                    out.add(where + ": '" + a.text() + "' is drawn over node " + Playback.name(s.node()));
                }
            }
        }
        return out;
    }

    /**
     * One lesson's figure: no wider than its area; every text inside the figure, apart from the other texts,
     * the edges and other nodes' shapes, at least 16 px in projector mode; every node drawn with its label;
     * fitted, every node and the caption in sight.
     */
    static List<String> lessonProblems(String where, LessonPane lesson, boolean projector) {
        List<String> out = figureProblems(where, lesson, projector);
        TreeCanvas c = lesson.canvas();
        ScrollPane scroll = lesson.scroll();
        List<TreeCanvas.Drawn> drawn = c.drawn();
        // a node's label on the figure is its value (a leaf's from the start, an inner node's once known)
        Set<String> labelled = new HashSet<>();
        drawn.forEach(d -> labelled.add(System.identityHashCode(d.node()) + d.text()));
        for (TreeCanvas.Shape s : c.shapes()) {
            String value = c.valueText(s.node());
            if (!value.isEmpty() && !labelled.contains(System.identityHashCode(s.node()) + value)) {
                out.add(where + ": node " + Playback.name(s.node()) + " is drawn without its value " + value);
            }
        }
        if (lesson.isFit()) {
            Bounds visible = scroll.localToScene(scroll.getLayoutBounds());
            for (TextbookNode n : lesson.playback().tree().nodes()) {
                double[] at = c.centre(n);
                if (at != null && !visible.contains(c.localToScene(at[0], at[1]))) {
                    out.add(where + ": fitted, node " + Playback.name(n) + " is out of sight");
                }
            }
            Node caption = lesson.lookup("#" + c.getId().replace("Tree", "Caption"));
            if (caption != null && !org.xqlab.ui.SceneClip.inSight(caption)) {
                out.add(where + ": fitted, the caption under the figure is out of sight");
            }
        }
        return out;
    }

    /** True if the scroll pane shows its horizontal scroll bar. */
    static boolean sidewaysBar(ScrollPane scroll) {
        for (Node n : scroll.lookupAll(".scroll-bar")) {
            if (n instanceof javafx.scene.control.ScrollBar b && b.getOrientation() == javafx.geometry.Orientation.HORIZONTAL
                    && b.isVisible() && b.getParent() == scroll.getChildrenUnmodifiable().get(0).getParent()) {
                return true;
            }
        }
        return false;
    }

    /**
     * The toolbars: in projector mode the tree bar and the play bar together wrap to at most four rows (the
     * tree keeps its room); a field's label stays on its field's row.
     */
    private List<String> toolbarProblems(String where, boolean projector) {
        List<String> out = new ArrayList<>();
        if (!(view.getTop() instanceof VBox top)) {
            return out;
        }
        int total = 0;
        for (Node n : top.getChildren()) {
            if (n instanceof FlowPane bar) {
                total += rows(bar);
            }
        }
        if (projector && total > 4) {
            out.add(where + ": the toolbars wrap to " + total + " rows");
        }
        for (String id : List.of("#example", "#random-branching", "#random-depth", "#random-seed")) {
            Node field = view.lookup(id);
            Node label = field.getParent().getChildrenUnmodifiable().get(0);
            double dy = Math.abs(label.localToScene(label.getLayoutBounds()).getCenterY()
                    - field.localToScene(field.getLayoutBounds()).getCenterY());
            if (!(label instanceof javafx.scene.control.Label) || dy >= 2) {
                out.add(where + ": " + id + " is " + dy + " px off its label's row");
            }
        }
        return out;
    }

    /** The rows a wrapping bar is laid out in. */
    private static int rows(FlowPane bar) {
        List<Bounds> boxes = new ArrayList<>();
        for (Node n : bar.getChildren()) {
            if (n.isVisible()) {
                boxes.add(n.getBoundsInParent());
            }
        }
        boxes.sort(java.util.Comparator.comparingDouble(Bounds::getMinY));
        int rows = 0;
        double bottom = -Double.MAX_VALUE;
        for (Bounds b : boxes) {
            if (b.getMinY() >= bottom - 2) {
                rows++;
                bottom = b.getMaxY();
            } else {
                bottom = Math.max(bottom, b.getMaxY());
            }
        }
        return rows;
    }

    /**
     * The exercise's tree: no wider than its area; every text inside it, apart from the other texts, not over
     * another node's box, not crossed by an edge, at least 16 px in projector mode; question discs apart,
     * clear of edges and holding their numbers' ink; the node names, leaf values and MAX/MIN drawn, dark.
     */
    private List<String> exerciseProblems(String where, boolean projector) {
        return exerciseProblems(where, view.exercises(), projector);
    }

    /** The same for any exercise pane (ExerciseOverlapTest sweeps every size, kind and two seeds with it). */
    static List<String> exerciseProblems(String where, ExercisePane pane, boolean projector) {
        List<String> out = new ArrayList<>();
        ExerciseCanvas c = pane.canvas();
        Node up = c;
        while (!(up instanceof ScrollPane)) {
            up = up.getParent();
        }
        ScrollPane scroll = (ScrollPane) up;
        if (c.getWidth() > scroll.getViewportBounds().getWidth() + 1) {
            out.add(where + ": the exercise tree (" + c.getWidth() + " px) is wider than its area ("
                    + scroll.getViewportBounds().getWidth() + " px): it scrolls sideways");
        }
        Exercise e = pane.exercise();
        Set<String> names = new HashSet<>(List.of("MAX", "MIN"));
        Set<String> nodeNames = new HashSet<>();
        for (TextbookNode n : e.tree().nodes()) {
            names.add(Playback.name(n));
            if (n != e.tree().root()) {
                nodeNames.add(Playback.name(n));
            }
            if (n.isLeaf()) {
                names.add(Integer.toString(n.value()));
            }
        }
        List<ExerciseCanvas.Drawn> drawn = c.drawn();
        List<ExerciseCanvas.Box> boxes = c.boxes();
        for (int i = 0; i < drawn.size(); i++) {
            ExerciseCanvas.Drawn d = drawn.get(i);
            nodeNames.remove(d.text());
            if (projector && d.size() < 16) {
                out.add(where + ": exercise text '" + d.text() + "' is " + d.size() + " px");
            }
            if (d.x() < -0.5 || d.y() < -0.5 || d.x() + d.w() > c.getWidth() + 0.5 || d.y() + d.h() > c.getHeight() + 0.5) {
                out.add(where + ": exercise text '" + d.text() + "' leaves the tree: " + d);
            }
            for (int j = i + 1; j < drawn.size(); j++) {
                ExerciseCanvas.Drawn b = drawn.get(j);
                double ox = Math.min(d.x() + d.w(), b.x() + b.w()) - Math.max(d.x(), b.x());
                double oy = Math.min(d.y() + d.h(), b.y() + b.h()) - Math.max(d.y(), b.y());
                if (ox > 1 && oy > 2) {
                    out.add(where + ": exercise texts overlap: '" + d.text() + "' and '" + b.text() + "'");
                }
            }
            double cx = d.x() + d.w() / 2;
            double cy = d.y() + d.h() / 2;
            for (ExerciseCanvas.Box b : boxes) {
                boolean own = cx > b.x() && cx < b.x() + b.w() && cy > b.y() && cy < b.y() + b.h();
                if (!own && overlaps(d.x(), d.y(), d.w(), d.h(), b.x(), b.y(), b.w(), b.h())) {
                    out.add(where + ": exercise text '" + d.text() + "' lies over " + b.what());
                }
            }
            for (ExerciseCanvas.Segment s : c.segments()) {
                if (ExerciseCanvas.crosses(s, d.x(), d.y(), d.w(), d.h())) {
                    out.add(where + ": an edge crosses exercise text '" + d.text() + "'");
                }
            }
            if (names.contains(d.text()) && !d.ink().equals(javafx.scene.paint.Color.WHITE)
                    && !(d.text().equals("MAX") || d.text().equals("MIN")) && d.ink().getBrightness() > 0.35) {
                out.add(where + ": '" + d.text() + "' is drawn faint (" + d.ink() + ")");
            }
        }
        out.addAll(numbersOutsideTheirDiscs(where, boxes, drawn));
        for (int i = 0; i < boxes.size(); i++) {
            ExerciseCanvas.Box a = boxes.get(i);
            for (int j = i + 1; j < boxes.size(); j++) {
                ExerciseCanvas.Box b = boxes.get(j);
                if ((a.what().startsWith("question") || b.what().startsWith("question"))
                        && overlaps(a.x(), a.y(), a.w(), a.h(), b.x(), b.y(), b.w(), b.h())) {
                    out.add(where + ": " + a.what() + " and " + b.what() + " overlap");
                }
            }
            if (a.what().startsWith("question")) {
                for (ExerciseCanvas.Segment s : c.segments()) {
                    if (ExerciseCanvas.crosses(s, a.x(), a.y(), a.w(), a.h())) {
                        out.add(where + ": an edge crosses " + a.what());
                    }
                }
            }
        }
        for (String n : nodeNames) {
            out.add(where + ": exercise node " + n + " is drawn without its name");
        }
        return out;
    }

    /**
     * Every question's disc holds its number (10–20 too): the number's ink (its glyphs' own outline, not its line
     * box) lies within the disc, a pixel clear of its rim.
     */
    static List<String> numbersOutsideTheirDiscs(String where, List<ExerciseCanvas.Box> boxes,
                                                 List<ExerciseCanvas.Drawn> drawn) {
        List<String> out = new ArrayList<>();
        for (ExerciseCanvas.Box b : boxes) {
            if (!b.what().startsWith("question ")) {
                continue;
            }
            String number = b.what().substring("question ".length());
            double rx = b.w() / 2 - 1;
            double ry = b.h() / 2 - 1;
            double cx = b.x() + b.w() / 2;
            double cy = b.y() + b.h() / 2;
            ExerciseCanvas.Drawn d = drawn.stream().filter(t -> t.text().equals(number)
                    && Math.abs(t.x() + t.w() / 2 - cx) < b.w() / 2 && Math.abs(t.y() + t.h() / 2 - cy) < b.h() / 2)
                    .findFirst().orElse(null);
            if (d == null) {
                out.add(where + ": " + b.what() + " is drawn without its number");
                continue;
            }
            Bounds ink = ink(d);
            double worst = 0;
            for (double x : new double[] {ink.getMinX(), ink.getMaxX()}) {
                for (double y : new double[] {ink.getMinY(), ink.getMaxY()}) {
                    worst = Math.max(worst, Math.pow((x - cx) / rx, 2) + Math.pow((y - cy) / ry, 2));
                }
            }
            if (worst > 1) {
                out.add(String.format(java.util.Locale.ROOT, "%s: the number %s spills out of its disc"
                        + " (ink %.1f×%.1f px in a disc of %.1f px)", where, number, ink.getWidth(), ink.getHeight(), b.w()));
            }
        }
        return out;
    }

    /** The ink of a text drawn on the canvas (centred on its line box's middle, as the canvas draws it), in canvas coordinates. */
    static Bounds ink(ExerciseCanvas.Drawn d) {
        javafx.scene.text.Text t = new javafx.scene.text.Text(d.text());
        t.setFont(d.font()); // from its baseline: the canvas centres the line box on the y it is given
        Bounds line = t.getLayoutBounds();
        t.setBoundsType(javafx.scene.text.TextBoundsType.VISUAL);
        Bounds glyphs = t.getLayoutBounds();
        double dx = d.x() - line.getMinX();
        double dy = d.y() + d.h() / 2 - (line.getMinY() + line.getHeight() / 2);
        return new javafx.geometry.BoundingBox(glyphs.getMinX() + dx, glyphs.getMinY() + dy, glyphs.getWidth(),
                glyphs.getHeight());
    }

    private static boolean overlaps(double ax, double ay, double aw, double ah, double bx, double by, double bw, double bh) {
        double ox = Math.min(ax + aw, bx + bw) - Math.max(ax, bx);
        double oy = Math.min(ay + ah, by + bh) - Math.max(ay, by);
        return ox > 1 && oy > 1;
    }
}
