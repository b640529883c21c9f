package org.xqlab.ui.experiments;

import org.xqlab.ui.I18n;

import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.TabPane;
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

    @Start
    void start(Stage stage) {
        this.stage = stage;
        Experiment small = ExperimentFile.parse("small.json", SMALL, null);
        panel = new ExperimentPanel(new I18n(I18n.ENGLISH), List.of("panel-small"), name -> small, tmp, task -> {
            Thread t = new Thread(task, "experiment-test");
            t.setDaemon(true);
            t.start();
        });
        stage.setScene(new Scene(new TabPane(panel), 900, 700));
        stage.show();
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
        robot.clickOn("#experiment-run");
        Button run = robot.lookup("#experiment-run").queryAs(Button.class);
        WaitForAsyncUtils.waitFor(120, TimeUnit.SECONDS, () -> panel.chartCount() > 0);
        WaitForAsyncUtils.waitForFxEvents();
        assertFalse(run.isDisable(), "Run is enabled again when the run ends");
        assertEquals(1.0, robot.lookup("#experiment-progress").queryAs(ProgressBar.class).getProgress(), 1e-9);
        assertTrue(robot.lookup("#experiment-status").queryAs(Label.class).getText().startsWith("Done: 78 searches"));
        // 2 variants x 3 depths
        assertEquals(6, panel.summaryLines().size());
        assertEquals(3, panel.chartCount(), "nodes, ratio and cutoff charts");
        assertTrue(Files.isRegularFile(tmp.resolve("panel-small").resolve("tasks.jsonl")));
    }
}
