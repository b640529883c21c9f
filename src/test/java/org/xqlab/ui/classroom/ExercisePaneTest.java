package org.xqlab.ui.classroom;

import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import org.xqlab.teach.Playback;
import org.xqlab.teach.TextbookNode;
import org.xqlab.teach.TextbookTree;
import org.xqlab.teach.exercise.Exercise;
import org.xqlab.teach.exercise.ExerciseKind;
import org.xqlab.teach.exercise.Question;
import org.xqlab.ui.I18n;
import org.xqlab.ui.SceneText;
import org.xqlab.ui.UiTestSupport;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The classroom's exercises as a student uses them, at the projector's 1024×768: click a node drawn on
 * the tree, type its window or value, press Enter, and read the verdict and the running score on screen
 * and on the canvas (the texts the canvas drew); click branches to mark cuts, each checked at once;
 * change kind, depth and branching; step through the solution; an exercise on the lesson's tree.
 */
@ExtendWith(ApplicationExtension.class)
class ExercisePaneTest {
    private ClassroomView view;
    private I18n i18n;
    private Stage stage;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        i18n = new I18n(I18n.ENGLISH);
        view = ClassroomView.create(i18n);
        Scene scene = new Scene(view, 1024, 768);
        org.xqlab.ui.AppStyle.apply(scene);
        stage.setScene(scene);
        stage.show();
    }

    private String label(FxRobot robot, String id) {
        return robot.lookup("#" + id).queryAs(Label.class).getText();
    }

    private ExerciseCanvas canvas() {
        return view.exercises().canvas();
    }

    private void clickBranch(FxRobot robot, TextbookNode child) {
        double[] p = canvas().branchPoint(child);
        robot.clickOn(canvas().localToScreen(p[0], p[1]));
    }

    private void clickNode(FxRobot robot, TextbookNode n) {
        double[] p = canvas().centre(n);
        robot.clickOn(canvas().localToScreen(p[0], p[1]));
    }

    private void open(FxRobot robot, ExerciseKind kind, long seed, int depth, int branching) {
        robot.interact(() -> view.exercises().show(Exercise.generate(kind, seed, depth, branching)));
    }

    /** The canvas texts drawn within a box around a node's centre. */
    private List<String> drawnNear(TextbookNode n, double dx, double dy) {
        double[] c = canvas().centre(n);
        return canvas().drawn().stream()
                .filter(d -> Math.abs(d.x() + d.w() / 2 - c[0]) <= dx && Math.abs(d.y() + d.h() / 2 - c[1]) <= dy)
                .map(ExerciseCanvas.Drawn::text).toList();
    }

    private static String typed(String bound) {
        return bound.replace("−∞", "-inf").replace("+∞", "inf").replace("≤ ", "<=").replace("≥ ", ">=");
    }

    @Test
    void aWindowTypedAtAClickedNodeIsCheckedAtOnceWithTheScore(FxRobot robot) {
        robot.clickOn("#exercises");
        open(robot, ExerciseKind.WALK, 1, 3, 3);
        Exercise e = view.exercises().exercise();
        Question window = e.questions().stream().filter(q -> q.type() == Question.Type.WINDOW
                && e.walk().visited(q.node()) && !e.answer(q).english().equals("(−∞, +∞)")).findFirst().orElseThrow();
        TextbookNode n = window.node();
        String[] ab = e.answer(window).english().replaceAll("[()]", "").split(", ");
        assertEquals(List.of(), drawnNear(n, 60, 60).stream().filter(s -> s.contains("(")).toList(), "no answer drawn yet");

        clickNode(robot, n);
        robot.write(typed(ab[0])).type(KeyCode.ENTER).write(typed(ab[1])).type(KeyCode.ENTER);
        String name = Playback.name(n);
        String shown = label(robot, "exVerdict");
        assertTrue(shown.startsWith("✔ " + window.number() + ". (α, β) " + name + ": "), shown);
        assertTrue(shown.endsWith(" — Enter " + name + " (" + (e.tree().isMax(n) ? "MAX" : "MIN") + ") with window "
                + e.answer(window).english()), shown);
        int items = view.exercises().practice().items();
        assertEquals("Score: 1 ✔ · 0 ✘ · 1 of " + items + " solved", label(robot, "exScore"));
        assertTrue(drawnNear(n, 80, 70).contains("(" + typed(ab[0]) + ", " + typed(ab[1]) + ") ✔"), drawnNear(n, 80, 70).toString());

        Question returns = e.questions().stream().filter(q -> q.type() == Question.Type.RETURNS && q.node() == n)
                .findFirst().orElseThrow();
        clickNode(robot, n); // the window is solved: the click goes to the node's next question
        robot.write("99").type(KeyCode.ENTER);
        shown = label(robot, "exVerdict");
        assertTrue(shown.startsWith("✘ " + returns.number() + ". " + name + ": 99 — " + name + " returns "
                + e.answer(returns).english()), shown);
        assertTrue(label(robot, "exWhy").contains(name + " (" + (e.tree().isMax(n) ? "MAX" : "MIN") + ") is entered with"),
                label(robot, "exWhy"));
        assertEquals("Score: 1 ✔ · 1 ✘ · 1 of " + items + " solved", label(robot, "exScore"));
        assertTrue(drawnNear(n, 80, 70).contains("99 ✘"), drawnNear(n, 80, 70).toString());
    }

    @Test
    void eachBranchMarkIsCheckedAsItIsMade(FxRobot robot) {
        robot.clickOn("#exercises");
        robot.doubleClickOn("#exSeed").write("42");
        robot.clickOn("#exOpen");
        Exercise e = view.exercises().exercise();
        assertEquals(ExerciseKind.PRUNE, e.kind());
        assertEquals(Exercise.generate(ExerciseKind.PRUNE, 42).tree().toString(), e.tree().toString());
        assertEquals("Mark the pruned branches · seed 42 · depth 3 · branching 3 · values from MAX's view",
                label(robot, "exTitle"));

        TextbookNode searched = e.tree().root().child(1);
        clickBranch(robot, searched);
        assertEquals("✘ root→b: marked pruned — searched, no cut at root before b", label(robot, "exVerdict"));
        assertTrue(label(robot, "exWhy").endsWith("Step 9: move loop."), label(robot, "exWhy"));
        assertEquals("Marked: none yet", label(robot, "exMarked"), "a wrong mark does not stay");
        double[] m = canvas().branchPoint(searched);
        assertTrue(canvas().drawn().stream().anyMatch(d -> d.text().equals("✘") && Math.abs(d.x() - m[0]) < 40
                && Math.abs(d.y() - m[1]) < 40), "the ✘ is drawn at the branch");

        List<TextbookNode> pruned = e.walk().prunedBranches();
        for (TextbookNode x : pruned) {
            clickBranch(robot, x);
            String v = label(robot, "exVerdict");
            assertTrue(v.startsWith("✔ " + Exercise.branchName(x, false) + ": marked pruned — pruned at "
                    + Playback.name(x.parent()) + ", "), v);
            assertTrue(v.matches(".*[αβ]-cutoff: \\d+ [≤≥] [αβ] \\d+"), v);
        }
        // every pruned branch marked, but the ✘ on root→b still stands: not all solved, and Check all agrees
        assertEquals("Score: " + pruned.size() + " ✔ · 1 ✘ · " + pruned.size() + " of " + pruned.size()
                + " solved", label(robot, "exScore"));
        robot.clickOn("#exCheck");
        assertFalse(label(robot, "exGrade").startsWith("All right"), label(robot, "exGrade"));
        clickBranch(robot, searched); // a second click takes the wrong mark's ✘ away
        assertEquals("Mark taken away: " + Exercise.branchName(searched, false), label(robot, "exVerdict"));
        assertTrue(canvas().drawn().stream().noneMatch(d -> d.text().equals("✘")), "no ✘ left on the tree");
        assertEquals("Score: " + pruned.size() + " ✔ · 1 ✘ · " + pruned.size() + " of " + pruned.size()
                + " solved · all solved ✔", label(robot, "exScore"));
        robot.clickOn("#exCheck");
        assertTrue(canvas().missedDrawn().isEmpty());
        assertEquals("All right: " + pruned.size() + " / " + pruned.size() + " ✔", label(robot, "exGrade"));

        clickBranch(robot, pruned.get(0)); // take a mark away
        assertEquals("Mark taken away: " + Exercise.branchName(pruned.get(0), false), label(robot, "exVerdict"));
        robot.clickOn("#exCheck");
        assertEquals(List.of(pruned.get(0)), canvas().missedDrawn(), "the missed branch is drawn orange");
    }

    @Test
    void changingKindDepthOrBranchingShowsTheNewExerciseAtOnce(FxRobot robot) {
        robot.clickOn("#exercises");
        robot.doubleClickOn("#exSeed").write("9");
        robot.clickOn("#exOpen");
        robot.interact(() -> robot.lookup("#exDepth").queryAs(javafx.scene.control.Spinner.class).increment());
        Exercise e = view.exercises().exercise();
        assertEquals(4, e.depth());
        assertEquals(4, e.tree().height());
        assertEquals(9, e.seed());
        robot.interact(() -> robot.lookup("#exBranching").queryAs(javafx.scene.control.Spinner.class).decrement());
        e = view.exercises().exercise();
        assertEquals(2, e.branching());
        assertTrue(e.tree().nodes().stream().allMatch(x -> x.isLeaf() || x.childCount() == 2));
        robot.interact(() -> robot.lookup("#exKind").queryAs(javafx.scene.control.ComboBox.class)
                .setValue(ExerciseKind.ORDER));
        e = view.exercises().exercise();
        assertEquals(ExerciseKind.ORDER, e.kind());
        assertEquals(Exercise.generate(ExerciseKind.ORDER, 9, 4, 2).tree().toString(), e.tree().toString());
        assertTrue(label(robot, "exTitle").startsWith("Best ordering · seed 9 · depth 4 · branching 2"));
    }

    @Test
    void theSolutionStepsThroughAlphaBetaWithTheLessonsCaptions(FxRobot robot) {
        robot.clickOn("#exercises");
        open(robot, ExerciseKind.PRUNE, 42, 3, 3);
        Exercise e = view.exercises().exercise();
        assertTrue(robot.lookup("#exSolveBack").queryButton().isDisabled());
        for (int i = 0; i < 4; i++) {
            robot.clickOn("#exSolveNext");
        }
        Playback p = view.exercises().solution();
        assertNotNull(p);
        assertEquals(4, p.cursor());
        assertTrue(label(robot, "exSolution").startsWith("Solution, step 4 of " + p.size() + ": "), label(robot, "exSolution"));
        assertTrue(label(robot, "exSolution").endsWith(p.caption(false)));
        assertTrue(drawnNear(e.tree().root(), 80, 60).contains("(−∞, +∞)"), drawnNear(e.tree().root(), 80, 60).toString());
        robot.clickOn("#exSolveBack");
        assertEquals(3, p.cursor());
        robot.interact(() -> p.seek(Integer.MAX_VALUE));
        robot.clickOn("#exSolveNext");
        assertTrue(label(robot, "exSolution").contains("Done: the root's value is " + e.walk().rootValue()));
        assertTrue(drawnNear(e.tree().root(), 80, 60).contains(Integer.toString(e.walk().rootValue())));
        robot.clickOn("#exSolve"); // back to the answers
        assertEquals(null, view.exercises().solution());
    }

    @Test
    void anExerciseOnTheLessonsTreeNamesItsMoves(FxRobot robot) {
        // what "Make a textbook tree" opens: the first two plies of a real search, moves in ICCS
        org.xqlab.trace.SearchTree captured = new org.xqlab.trace.SearchTree(1_000_000);
        new org.xqlab.search.Searcher(org.xqlab.search.SearchConfig.defaults()).search(
                org.xqlab.rules.Fen.parse(org.xqlab.search.Bench.POSITIONS.get(0)),
                org.xqlab.search.SearchLimits.depth(3), captured);
        TextbookTree made = org.xqlab.teach.SearchTreeImport.fromSearch(captured, 2, 3,
                org.xqlab.search.IccsMoveCodec.INSTANCE, "start position");
        robot.interact(() -> view.showTree(made));
        robot.clickOn("#exercises");
        robot.interact(() -> robot.lookup("#exKind").queryAs(javafx.scene.control.ComboBox.class)
                .setValue(ExerciseKind.WALK));
        robot.clickOn("#exFromLesson");
        Exercise e = view.exercises().exercise();
        assertFalse(e.generated());
        assertEquals(made.toString(), e.tree().toString());
        assertTrue(label(robot, "exTitle").startsWith("Alpha-beta by hand · tree: start position"), label(robot, "exTitle"));
        Question window = e.questions().stream().filter(q -> q.type() == Question.Type.WINDOW).findFirst().orElseThrow();
        String move = Playback.name(window.node());
        assertTrue(move.matches("[a-i][0-9][a-i][0-9]"), move);
        clickNode(robot, window.node());
        robot.write("1").type(KeyCode.ENTER).write("2").type(KeyCode.ENTER);
        assertTrue(label(robot, "exVerdict").startsWith("✘ " + window.number() + ". (α, β) " + move + ": (1, 2) — Enter "
                + move), label(robot, "exVerdict"));
        // changing the kind keeps the lesson's tree
        robot.interact(() -> robot.lookup("#exKind").queryAs(javafx.scene.control.ComboBox.class)
                .setValue(ExerciseKind.PRUNE));
        assertEquals(made.toString(), view.exercises().exercise().tree().toString());
        assertEquals(ExerciseKind.PRUNE, view.exercises().exercise().kind());
    }

    @Test
    void aBadSeedIsRefusedAndTheLessonComesBack(FxRobot robot) {
        robot.clickOn("#exercises");
        Exercise before = view.exercises().exercise();
        robot.doubleClickOn("#exSeed").write("x1");
        robot.clickOn("#exOpen");
        assertEquals("Seed: 'x1' is not a whole number", label(robot, "exError"));
        assertSame(before, view.exercises().exercise());
        robot.clickOn("#exLesson");
        assertNotNull(robot.lookup("#nextCut").tryQuery().orElse(null));
    }

    @Test
    void exportWritesTheSheetAndTheKey(FxRobot robot, @TempDir Path dir) throws Exception {
        robot.clickOn("#exercises");
        open(robot, ExerciseKind.PRUNE, 5, 3, 3);
        robot.interact(() -> view.exercises().export(dir));
        assertTrue(label(robot, "exError").startsWith("Wrote "), label(robot, "exError"));
        robot.interact(() -> i18n.setLocale(I18n.CHINESE));
        assertEquals("已写入 5 个文件到 " + dir, label(robot, "exError"), "the line follows the language");
        robot.interact(() -> i18n.setLocale(I18n.ENGLISH));
        String sheet = Files.readString(dir.resolve("exercise-prune-5.md"));
        String key = Files.readString(dir.resolve("exercise-prune-5-key.md"));
        assertTrue(sheet.contains("Mark every branch it prunes.") && !sheet.contains("Step 12"), sheet);
        assertTrue(key.contains("Step 12: β-cutoff"), key);
    }

    @Test
    void inChineseEveryWordIsChinese(FxRobot robot) throws Exception {
        robot.clickOn("#exercises");
        open(robot, ExerciseKind.WALK, 42, 3, 3);
        Exercise e = view.exercises().exercise();
        clickBranch(robot, e.tree().root().child(1));
        clickBranch(robot, e.walk().prunedBranches().get(0));
        Question window = e.questions().stream().filter(q -> q.type() == Question.Type.WINDOW).findFirst().orElseThrow();
        String[] ab = e.answer(window).english().replaceAll("[()]", "").split(", ");
        clickNode(robot, window.node());
        robot.write(typed(ab[0])).type(KeyCode.ENTER).write(typed(ab[1])).type(KeyCode.ENTER);
        Question returns = e.questions().stream().filter(q -> q.type() == Question.Type.RETURNS
                && q.node().parent() != null && q.node() != window.node()).findFirst().orElseThrow();
        clickNode(robot, returns.node());
        clickNode(robot, returns.node());
        robot.write("99").type(KeyCode.ENTER);
        UiTestSupport.screenshot(robot, stage.getScene(), "classroom-exercise-en");
        robot.interact(() -> i18n.setLocale(I18n.CHINESE));
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(label(robot, "exScore").startsWith("得分：2 ✔ · 2 ✘"), label(robot, "exScore"));
        assertTrue(label(robot, "exVerdict").startsWith("✘ "), label(robot, "exVerdict"));
        assertTrue(label(robot, "exVerdict").contains(" 返回 "), label(robot, "exVerdict"));
        assertTrue(label(robot, "exWhy").contains("以 "), label(robot, "exWhy"));
        SceneText found = new SceneText();
        robot.interact(() -> found.walk("exercises", stage.getScene()));
        // node names (a, ab, aba …) are identifiers the student writes, like ICCS moves: not English words
        List<String> names = e.tree().nodes().stream().map(Playback::name).toList();
        List<String> english = found.findings().stream()
                .filter(f -> SceneText.englishWords(f.substring(f.lastIndexOf(": ") + 2)).stream()
                        .anyMatch(w -> !names.contains(w)))
                .toList();
        assertTrue(english.isEmpty(), "English in 中文:\n" + String.join("\n", english));
        UiTestSupport.screenshot(robot, stage.getScene(), "classroom-exercise-zh");
        robot.interact(() -> view.followProjector(new javafx.beans.property.SimpleBooleanProperty(true)));
        WaitForAsyncUtils.waitForFxEvents();
        UiTestSupport.screenshot(robot, stage.getScene(), "classroom-exercise-projector-zh");
    }

    /**
     * A walk exercise at depth 4 numbers its questions past 30; at 1024 px (projector mode too, where its 20 leaves
     * take the whole width) each two-digit number's glyphs lie inside its disc, and no disc touches a node, a name,
     * a value or an edge.
     */
    @Test
    void twoDigitQuestionNumbersStayInsideTheirDiscsClearOfTheNames(FxRobot robot) throws Exception {
        javafx.beans.property.SimpleBooleanProperty projector = new javafx.beans.property.SimpleBooleanProperty(false);
        robot.interact(() -> {
            view.followProjector(projector);
            view.showExercises(true);
        });
        for (boolean on : new boolean[] {false, true}) {
            robot.interact(() -> {
                projector.set(on);
                view.exercises().show(Exercise.generate(ExerciseKind.WALK, 42, 4, 4));
                ClassroomAudit.answerSome(view.exercises().practice());
                view.exercises().check();
            });
            WaitForAsyncUtils.waitForFxEvents();
            String where = on ? "projector" : "window";
            robot.interact(() -> {
                long twoDigits = canvas().boxes().stream().filter(b -> b.what().matches("question \\d\\d")).count();
                assertTrue(twoDigits >= 10, where + ": " + twoDigits + " two-digit discs");
                assertEquals(List.of(), ClassroomAudit.exerciseProblems(where, view.exercises(), on));
            });
            UiTestSupport.screenshot(robot, stage.getScene(), "exercise-discs-" + where);
        }
    }
}
