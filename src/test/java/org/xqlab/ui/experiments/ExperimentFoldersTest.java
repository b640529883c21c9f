package org.xqlab.ui.experiments;

import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.Button;
import javafx.scene.control.Labeled;
import javafx.scene.control.ScrollBar;
import javafx.scene.control.TableCell;
import javafx.scene.text.Text;
import javafx.scene.control.TableView;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import org.xqlab.experiment.EngineVersion;
import org.xqlab.experiment.Experiment;
import org.xqlab.experiment.ExperimentFile;
import org.xqlab.experiment.ExperimentRunner;
import org.xqlab.experiment.FolderComparison;
import org.xqlab.experiment.FolderStatus;
import org.xqlab.experiment.ResultLog;
import org.xqlab.ui.I18n;
import org.xqlab.ui.UiTestSupport;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The Experiments panel's sub-tabs for following result folders and comparing two, clicked as a user does. */
@ExtendWith(ApplicationExtension.class)
class ExperimentFoldersTest {
    private static final String SMALL = "{\"name\": \"folders-small\", \"suites\": [\"tactics\"], \"variants\": ["
            + "{\"name\": \"pvs\", \"preset\": \"pvs\", \"set\": {\"tt.mb\": 1}}, {\"name\": \"full\", \"set\": {\"tt.mb\": 1}}],"
            + " \"depths\": [1, 2, 3]}";

    @TempDir
    static Path tmp;

    private Stage stage;
    private ExperimentPanel panel;
    private I18n i18n;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        i18n = new I18n(I18n.ENGLISH);
        Experiment small = ExperimentFile.parse("small.json", SMALL, null);
        panel = new ExperimentPanel(i18n, List.of("folders-small"), name -> small, tmp.resolve("panel"), task -> {
            Thread t = new Thread(task, "experiment-test");
            t.setDaemon(true);
            t.start();
        });
        // the size the experiments window opens at on a 1024×768 screen (MainWindow.experiments)
        UiTestSupport.showAt(stage, panel, 1000, 720);
    }

    @AfterEach
    void close(FxRobot robot) {
        robot.interact(stage::hide);
    }

    /** The text a labeled control draws (its skin's text node: shortened with "…" when it is cut). */
    static String drawn(Labeled l) {
        return ((Text) l.lookup(".text")).getText();
    }

    private static ExperimentRunner.Result runShard(Experiment e, Path dir, int k, int n) {
        return new ExperimentRunner(e, new ExperimentRunner.Options(dir, k, n, 1, EngineVersion.text()), null).run();
    }

    @Test
    void followingShardFoldersShowsEachShardAndTheWholeRunAsTheyFill(FxRobot robot) throws Exception {
        Experiment e = ExperimentFile.parse("small.json", SMALL, null);
        Path root = tmp.resolve("follow");
        Path s1 = root.resolve("shard-1-of-2");
        Path s2 = root.resolve("shard-2-of-2");
        runShard(e, s1, 1, 2);
        ResultLog.open(s2, e).close(); // shard 2 has started but finished nothing
        robot.clickOn(i18n.get("experiment.tab.folders"));
        robot.clickOn("#folders-path").write(root.resolve("nowhere").toString());
        robot.clickOn("#folders-add");
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> robot.lookup("#folders-message").queryAs(Label.class)
                .getText().startsWith("Not usable:"));
        robot.clickOn("#folders-path").eraseText(root.resolve("nowhere").toString().length()).write(s1.toString());
        robot.clickOn("#folders-add");
        robot.clickOn("#folders-path").write(s2.toString());
        robot.clickOn("#folders-add");
        FolderProgressView view = (FolderProgressView) robot.lookup("#folders-rows").queryAs(javafx.scene.Node.class).getParent();
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> view.shown().size() == 2);
        WaitForAsyncUtils.waitForFxEvents();
        // 2 variants x 3 depths x 13 positions = 78 tasks, 39 per shard
        assertEquals(List.of(39, 0), view.shown().stream().map(FolderStatus::done).toList());
        assertEquals(List.of(39, 39), view.shown().stream().map(FolderStatus::total).toList());
        String overall = robot.lookup("#folders-overall").queryAs(Label.class).getText();
        assertEquals("All 2 folders of folders-small: 39 of 78 tasks done (50%)", overall);
        assertEquals(0.5, robot.lookup("#folders-overall-bar").queryAs(ProgressBar.class).getProgress(), 1e-9);
        assertTrue(robot.lookup(".folder-progress .label").queryAllAs(Label.class).stream()
                .anyMatch(l -> l.getText().equals("shard-2-of-2 (shard 2/2): 0 of 39 tasks done (0%)")));
        assertTrue(robot.lookup(".folder-progress .label").queryAllAs(Label.class).stream()
                .anyMatch(l -> l.getText().equals("shard-1-of-2: shard 1/2 done — 39 of 39 tasks (100%)")),
                "a finished shard says so");
        for (Label line : robot.lookup(".folder-line").queryAllAs(Label.class)) {
            assertEquals(line.getText(), drawn(line), "a folder's line is drawn whole");
            assertTrue(line.getTooltip().getText().startsWith(root.toString()), "its tooltip is the folder's path");
        }
        UiTestSupport.screenshot(robot, stage.getScene(), "experiments-folders-en");
        robot.interact(() -> i18n.setLocale(I18n.CHINESE));
        UiTestSupport.screenshot(robot, stage.getScene(), "experiments-folders-zh");
        robot.interact(() -> i18n.setLocale(I18n.ENGLISH));
        // another process finishes shard 2: the view follows without a click
        runShard(e, s2, 2, 2);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> robot.lookup("#folders-overall").queryAs(Label.class)
                .getText().endsWith("78 of 78 tasks done (100%)"));
    }

    @Test
    void aReviewExperimentsFolderShowsTheGamesReviewed(FxRobot robot) throws Exception {
        // the folder of shard 1/2 of a review of 5 games (games 1, 3, 5), which has reviewed game 3 so far
        org.xqlab.experiment.ReviewExperiment e = new org.xqlab.experiment.ReviewExperiment("class-games", "", null,
                "class.pgn", "0".repeat(64), 5, org.xqlab.experiment.Variant.of("class-games", "full", ""),
                "nodes=2000", "");
        Path s1 = tmp.resolve("review").resolve("shard-1-of-2");
        java.nio.file.Files.createDirectories(s1);
        java.nio.file.Files.writeString(s1.resolve(ResultLog.EXPERIMENT_FILE),
                org.xqlab.experiment.ReviewExperimentFile.canonical(e));
        java.nio.file.Files.writeString(s1.resolve(org.xqlab.experiment.ReviewRunner.REVIEWS_FILE),
                "{\"key\":\"3\",\"reviews\":[{\"game\":3,\"red\":\"A\",\"black\":\"B\",\"review\":{},"
                        + "\"moves\":[{\"side\":0,\"phase\":\"OPENING\",\"judgement\":\"BOOK\",\"accuracy\":100.0}]}]}\n");
        robot.clickOn(i18n.get("experiment.tab.folders"));
        robot.clickOn("#folders-path").write(s1.toString());
        robot.clickOn("#folders-add");
        FolderProgressView view = (FolderProgressView) robot.lookup("#folders-rows").queryAs(javafx.scene.Node.class).getParent();
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> view.shown().size() == 1);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(List.of("shard-1-of-2 (shard 1/2): 1 of 3 reviewed games done (33%)"),
                robot.lookup(".folder-line").queryAllAs(Label.class).stream().map(ExperimentFoldersTest::drawn).toList());
        assertEquals("All 1 folders of class-games: 1 of 5 reviewed games done (20%)",
                robot.lookup("#folders-overall").queryAs(Label.class).getText());
        robot.clickOn(robot.lookup(".folder-remove").queryAs(Button.class));
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void aFollowedFolderCanBeRemovedAndRefusalsAreInTheWindowsLanguage(FxRobot robot) throws Exception {
        Experiment e = ExperimentFile.parse("small.json", SMALL, null);
        Path root = tmp.resolve("remove");
        Path s1 = root.resolve("shard-1-of-2");
        Path s2 = root.resolve("shard-2-of-2");
        ResultLog.open(s1, e).close();
        ResultLog.open(s2, e).close();
        robot.clickOn(i18n.get("experiment.tab.folders"));
        robot.interact(() -> i18n.setLocale(I18n.CHINESE));
        Path nowhere = root.resolve("nowhere");
        robot.clickOn("#folders-path").write(nowhere.toString());
        robot.clickOn("#folders-add");
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("无法使用：" + nowhere + " 不存在或不是文件夹", robot.lookup("#folders-message").queryAs(Label.class).getText());
        robot.interact(() -> i18n.setLocale(I18n.ENGLISH));
        assertEquals("Not usable: " + nowhere + " does not exist or is no folder",
                robot.lookup("#folders-message").queryAs(Label.class).getText(), "the message follows a switch");
        robot.clickOn("#folders-path").eraseText(nowhere.toString().length()).write(root.toString());
        robot.clickOn("#folders-add");
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("Not usable: " + root + " is no result folder (it has no experiment.json)",
                robot.lookup("#folders-message").queryAs(Label.class).getText());
        robot.clickOn("#folders-path").eraseText(root.toString().length()).write(s1.toString());
        robot.clickOn("#folders-add");
        robot.clickOn("#folders-path").write(s2.toString());
        robot.clickOn("#folders-add");
        FolderProgressView view = (FolderProgressView) robot.lookup("#folders-rows").queryAs(javafx.scene.Node.class).getParent();
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> view.shown().size() == 2);
        WaitForAsyncUtils.waitForFxEvents();
        List<Button> removes = robot.lookup(".folder-remove").queryAllAs(Button.class).stream().toList();
        assertEquals(2, removes.size(), "one Remove per folder");
        robot.clickOn(removes.stream().filter(b -> b.getTooltip().getText().contains("shard-1-of-2")).findFirst().orElseThrow());
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> view.shown().size() == 1);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(List.of(s2), view.folders());
        assertEquals(List.of("shard-2-of-2 (shard 2/2): 0 of 39 tasks done (0%)"),
                robot.lookup(".folder-line").queryAllAs(Label.class).stream().map(ExperimentFoldersTest::drawn).toList());
        assertTrue(robot.lookup("#folders-overall").queryAs(Label.class).getText().startsWith("All 1 folders of folders-small"));
        robot.clickOn(robot.lookup(".folder-remove").queryAs(Button.class));
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(view.folders().isEmpty());
        assertTrue(robot.lookup(".folder-line").queryAll().isEmpty());
        assertFalse(robot.lookup("#folders-overall").query().isVisible());
        assertTrue(robot.lookup("#folders-message").queryAs(Label.class).getText().startsWith("Add the result folders"));
    }

    @Test
    void comparingVariantsWithLongSimilarNamesDrawsEachNameWhole(FxRobot robot) throws Exception {
        String killers = "{\"name\": \"killer-slots\", \"suites\": [\"tactics\"], \"variants\": ["
                + "{\"name\": \"killers-none\", \"set\": {\"tt.mb\": 1, \"killers\": 0}},"
                + " {\"name\": \"killers-one-slot\", \"set\": {\"tt.mb\": 1, \"killers\": 1}},"
                + " {\"name\": \"killers-two-slots\", \"set\": {\"tt.mb\": 1}}], \"depths\": [2, 3]}";
        Experiment e = ExperimentFile.parse("killers.json", killers, null);
        Path a = tmp.resolve("killers-a");
        Path b = tmp.resolve("killers-b");
        runShard(e, a, 1, 1);
        runShard(e, b, 1, 1);
        robot.clickOn(i18n.get("experiment.tab.compare"));
        robot.clickOn("#compare-a").write(a.toString());
        robot.clickOn("#compare-b").write(b.toString());
        robot.clickOn("#compare-run");
        FolderComparisonView view = (FolderComparisonView) robot.lookup("#compare-table").queryAs(TableView.class).getParent();
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> view.lines().size() == 6);
        TableView<?> table = robot.lookup("#compare-table").queryAs(TableView.class);
        // the rows are in the table a pulse before their cells are laid out and drawn
        org.xqlab.Await.until("the compare table draws its six variant cells", java.time.Duration.ofSeconds(30),
                () -> WaitForAsyncUtils.asyncFx(() -> table.lookupAll(".table-cell").stream()
                        .map(n -> (TableCell<?, ?>) n)
                        .filter(c -> !c.isEmpty() && c.getText() != null && c.getTableColumn() == table.getColumns().get(0))
                        .count() == 6).get());
        List<String> variants = new java.util.ArrayList<>();
        for (javafx.scene.Node n : table.lookupAll(".table-cell")) {
            TableCell<?, ?> c = (TableCell<?, ?>) n;
            if (c.isEmpty() || c.getText() == null) {
                continue;
            }
            assertEquals(c.getText(), drawn(c), "a cell is drawn whole");
            assertEquals(c.getText(), c.getTooltip().getText());
            if (c.getTableColumn() == table.getColumns().get(0)) {
                variants.add(drawn(c));
            }
        }
        assertEquals(List.of("killers-none", "killers-none", "killers-one-slot", "killers-one-slot", "killers-two-slots",
                "killers-two-slots"), variants.stream().sorted().toList());
        for (javafx.scene.Node n : table.lookupAll(".scroll-bar")) {
            ScrollBar bar = (ScrollBar) n;
            if (bar.getOrientation() == javafx.geometry.Orientation.HORIZONTAL) {
                assertFalse(bar.isVisible(), "the table fits the window without sideways scrolling");
            }
        }
        robot.interact(() -> i18n.setLocale(I18n.CHINESE));
        robot.clickOn("#compare-a").eraseText(a.toString().length()).write(tmp.resolve("gone").toString());
        robot.clickOn("#compare-run");
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("无法比较：" + tmp.resolve("gone") + " 不存在或不是文件夹",
                robot.lookup("#compare-status").queryAs(Label.class).getText());
        UiTestSupport.screenshot(robot, stage.getScene(), "experiments-compare-killers-zh");
        robot.interact(() -> i18n.setLocale(I18n.ENGLISH));
    }

    @Test
    void comparingTwoFoldersShowsNodesSideBySideWithTheRatioAndItsInterval(FxRobot robot) throws Exception {
        Experiment before = ExperimentFile.parse("before.json", SMALL, null);
        // "after": the full variant changed (no killers); pvs unchanged
        Experiment after = ExperimentFile.parse("after.json", SMALL.replace("{\"name\": \"full\", \"set\": {\"tt.mb\": 1}}",
                "{\"name\": \"full\", \"set\": {\"tt.mb\": 1, \"killers\": 0}}"), null);
        Path a = tmp.resolve("before");
        Path b = tmp.resolve("after");
        runShard(before, a, 1, 1);
        runShard(after, b, 1, 1);
        robot.clickOn(i18n.get("experiment.tab.compare"));
        robot.clickOn("#compare-a").write(a.toString());
        robot.clickOn("#compare-b").write(b.toString());
        robot.clickOn("#compare-run");
        FolderComparisonView view = (FolderComparisonView) robot.lookup("#compare-table").queryAs(TableView.class).getParent();
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> !view.lines().isEmpty());
        WaitForAsyncUtils.waitForFxEvents();
        List<FolderComparison.Line> lines = view.lines();
        assertEquals(6, lines.size(), "2 variants x 3 depths");
        FolderComparison.Line pvs = lines.stream().filter(l -> l.variant().equals("pvs") && l.limit().equals("d3")).findFirst()
                .orElseThrow();
        assertEquals(1.0, pvs.change(), 1e-12, "an unchanged variant searches the same nodes");
        assertEquals(13, pvs.count());
        FolderComparison.Line full = lines.stream().filter(l -> l.variant().equals("full") && l.limit().equals("d3"))
                .findFirst().orElseThrow();
        assertEquals(full.b() / full.a(), full.change(), 1e-9, "the geometric means' ratio is the mean ratio");
        assertTrue(full.low() <= full.change() && full.change() <= full.high());
        assertEquals("Compared folders-small (A) with folders-small (B): 6 lines",
                robot.lookup("#compare-status").queryAs(Label.class).getText());
        TableView<?> table = robot.lookup("#compare-table").queryAs(TableView.class);
        assertEquals("ratio B/A", table.getColumns().get(4).getText());
        String interval = String.valueOf(table.getColumns().get(5).getCellData(0));
        assertTrue(interval.matches("\\d+\\.\\d{3} … \\d+\\.\\d{3}"), "the interval in its one form: " + interval);
        UiTestSupport.screenshot(robot, stage.getScene(), "experiments-compare-en");
        robot.interact(() -> i18n.setLocale(I18n.CHINESE));
        assertEquals("B/A 之比", table.getColumns().get(4).getText());
        UiTestSupport.screenshot(robot, stage.getScene(), "experiments-compare-zh");
        robot.interact(() -> i18n.setLocale(I18n.ENGLISH));
    }
}
