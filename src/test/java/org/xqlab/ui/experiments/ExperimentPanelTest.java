package org.xqlab.ui.experiments;

import org.xqlab.ui.I18n;
import org.xqlab.ui.UiTestSupport;

import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.TextField;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import org.xqlab.experiment.Experiment;
import org.xqlab.experiment.ExperimentFile;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

@ExtendWith(ApplicationExtension.class)
class ExperimentPanelTest {
    private static final String SMALL = "{\"name\": \"panel-small\", \"description\": \"two configs on the tactics\","
            + " \"claim\": \"full searches fewer nodes\", \"suites\": [\"tactics\"], \"variants\": ["
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
        Experiment small = ExperimentFile.parse("small.json", SMALL, null);
        i18n = new I18n(I18n.ENGLISH);
        panel = new ExperimentPanel(i18n, List.of("panel-small"), name -> small, tmp, task -> {
            Thread t = new Thread(task, "experiment-test");
            t.setDaemon(true);
            t.start();
        });
        UiTestSupport.showAt(stage, panel, 1000, 720);
    }

    @AfterEach
    void close(FxRobot robot) {
        robot.interact(stage::hide);
    }

    @Test
    void runningAnExperimentShowsProgressThenTheSummaryAndTheCharts(FxRobot robot) throws Exception {
        Label description = robot.lookup(".label").queryAllAs(Label.class).stream()
                .filter(l -> l.getText().startsWith("two configs")).findFirst().orElseThrow();
        assertTrue(description.getText().contains("Claim: full searches fewer nodes"));
        TextField results = robot.lookup("#experiment-results").queryAs(TextField.class);
        assertEquals(tmp.toString(), results.getText(), "the panel shows where results go before anything runs");
        Path chosen = tmp.resolve("chosen by the user");
        robot.clickOn("#experiment-results").eraseText(results.getText().length()).write(chosen.toString());
        robot.clickOn("#experiment-run");
        Button run = robot.lookup("#experiment-run").queryAs(Button.class);
        WaitForAsyncUtils.waitFor(120, TimeUnit.SECONDS, () -> panel.chartCount() > 0);
        WaitForAsyncUtils.waitForFxEvents();
        assertFalse(run.isDisable(), "Run is enabled again when the run ends");
        assertEquals(1.0, robot.lookup("#experiment-progress").queryAs(ProgressBar.class).getProgress(), 1e-9);
        String done = robot.lookup("#experiment-status").queryAs(Label.class).getText();
        assertTrue(done.startsWith("Done: 78 searches") && done.contains(chosen.resolve("panel-small").toString()), done);
        // 2 variants x 3 depths
        assertEquals(6, panel.summaryLines().size());
        assertEquals(3, panel.chartCount(), "nodes, ratio and cutoff charts");
        javafx.scene.control.TableView<?> summary = robot.lookup("#experiment-summary").queryAs(javafx.scene.control.TableView.class);
        javafx.scene.control.TableColumn<?, ?> ci = summary.getColumns().stream()
                .filter(c -> c.getText().equals(i18n.get("experiment.col.ci"))).findFirst().orElseThrow();
        List<String> intervals = new java.util.ArrayList<>();
        for (int i = 0; i < summary.getItems().size(); i++) {
            intervals.add(String.valueOf(ci.getCellData(i)));
        }
        assertTrue(intervals.stream().anyMatch(t -> t.matches("\\d+\\.\\d{3} … \\d+\\.\\d{3}")),
                "the interval in the compare tab's form: " + intervals);
        assertTrue(intervals.stream().noneMatch(t -> t.contains(" – ")), intervals.toString());
        // the files the run wrote give each line the very interval the table shows (the base's too: none)
        for (String file : List.of("summary.md", "report.md")) {
            // the summary table: the first table of the file (the move-ordering and parity tables follow it)
            List<String> lines = Files.readAllLines(chosen.resolve("panel-small").resolve(file));
            int head = 0;
            while (!lines.get(head).startsWith("| variant |")) {
                head++;
            }
            int end = head;
            while (end < lines.size() && lines.get(end).startsWith("|")) {
                end++;
            }
            List<String> table = lines.subList(head, end).stream()
                    .filter(l -> l.startsWith("| pvs |") || l.startsWith("| full |")).toList();
            assertEquals(6, table.size(), file + ": " + table);
            for (int i = 0; i < summary.getItems().size(); i++) {
                org.xqlab.experiment.Summary.Line line = panel.summaryLines().get(i);
                String row = table.stream().filter(l -> l.startsWith("| " + line.variant() + " | " + line.limit() + " |"))
                        .findFirst().orElseThrow();
                assertEquals(intervals.get(i), row.split(" \\| ")[5], file + ", " + line.variant() + " " + line.limit());
            }
        }
        javafx.scene.control.TableColumn<?, ?> time = summary.getColumns().stream()
                .filter(c -> c.getText().equals(i18n.get("experiment.col.timeRatio"))).findFirst().orElseThrow();
        assertEquals("1.00", String.valueOf(time.getCellData(0)), "the base's time to depth over its own");
        javafx.scene.control.TableColumn<?, ?> efficiency = summary.getColumns().stream()
                .filter(c -> c.getText().equals(i18n.get("experiment.col.efficiency"))).findFirst().orElseThrow();
        assertEquals("–", String.valueOf(efficiency.getCellData(0)), "this experiment does not measure the minimal tree");
        assertTrue(Files.isRegularFile(chosen.resolve("panel-small").resolve("tasks.jsonl")), "written where the user chose");
        assertFalse(Files.exists(tmp.resolve("panel-small")), "and nowhere else");
        List<List<String>> english = panel.chartTexts();
        assertEquals(List.of("panel-small: nodes by depth", "depth", "nodes (geometric mean over positions)", "pvs", "full"),
                english.get(0));
        assertTrue(english.get(2).contains("variant"), english.get(2).toString());

        // the app switched to 中文: status, charts (titles, axes, legends) follow
        robot.interact(() -> i18n.setLocale(I18n.CHINESE));
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> !panel.chartTexts().isEmpty()
                && panel.chartTexts().get(0).get(0).contains("各深度"));
        WaitForAsyncUtils.waitForFxEvents();
        List<List<String>> chinese = panel.chartTexts();
        assertEquals(List.of("panel-small：各深度的节点数", "深度", "节点数（各局面的几何平均）", "pvs", "full"), chinese.get(0));
        assertEquals("比值 1（无变化）", chinese.get(1).get(chinese.get(1).size() - 1));
        assertTrue(chinese.get(2).get(0).contains("β 截断") && chinese.get(2).contains("变体"), chinese.get(2).toString());
        for (List<String> chart : chinese) {
            for (String text : chart) {
                assertFalse(text.matches(".*\\b(?!pvs\\b|full\\b|panel\\b|small\\b|MVV\\b|LVA\\b)[A-Za-z]{3,}.*"),
                        "English left in a chart: " + text);
            }
        }
        assertEquals(3, panel.chartCount());
        assertTrue(robot.lookup("#experiment-status").queryAs(Label.class).getText().startsWith("完成：78 次搜索"));
        UiTestSupport.screenshot(robot, stage.getScene(), "experiments-run-zh");
    }

    @Test
    void withoutAResultsFolderRunAsksForOneAndRunsNothing(FxRobot robot) {
        TextField results = robot.lookup("#experiment-results").queryAs(TextField.class);
        robot.clickOn("#experiment-results").eraseText(results.getText().length());
        robot.clickOn("#experiment-run");
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("Choose the folder the results go to, then press Run.",
                robot.lookup("#experiment-status").queryAs(Label.class).getText());
        assertFalse(robot.lookup("#experiment-run").queryAs(Button.class).isDisable(), "nothing started");
        robot.interact(() -> i18n.setLocale(I18n.CHINESE));
        assertEquals("请先选择结果保存的文件夹，再按“运行”。", robot.lookup("#experiment-status").queryAs(Label.class).getText());
    }
}
