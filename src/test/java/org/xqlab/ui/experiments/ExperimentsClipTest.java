package org.xqlab.ui.experiments;

import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Tab;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import org.xqlab.experiment.Experiment;
import org.xqlab.experiment.ExperimentFile;
import org.xqlab.ui.AppStyle;
import org.xqlab.ui.I18n;
import org.xqlab.ui.SceneClip;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The experiments window at the size the main window gives it on a 1024×768 projector (1000×720), in 中文
 * and English, projector mode off and on, with something in each tab: a finished run (its summary table),
 * its result folder followed (a row with its bar) and compared with itself (the comparison table). Each tab
 * is walked ({@link SceneClip}) for text cut, clipped or outside the window, and — in projector mode — any
 * text under 16 px.
 */
@ExtendWith(ApplicationExtension.class)
class ExperimentsClipTest {
    private static final String SMALL = "{\"name\": \"clip-small\", \"description\": \"two configs on the tactics\","
            + " \"claim\": \"full searches fewer nodes\", \"suites\": [\"tactics\"], \"variants\": ["
            + "{\"name\": \"pvs\", \"preset\": \"pvs\", \"set\": {\"tt.mb\": 1}}, {\"name\": \"full\", \"set\": {\"tt.mb\": 1}}],"
            + " \"depths\": [1, 2]}";

    @TempDir
    Path tmp;

    private Stage stage;

    @Start
    void start(Stage stage) {
        this.stage = stage;
    }

    @AfterEach
    void close(FxRobot robot) {
        robot.interact(stage::hide);
    }

    @ParameterizedTest(name = "{0}, projector {1}")
    @CsvSource({"zh, false", "zh, true", "en, false", "en, true"})
    void nothingIsCutClippedOrTooSmallInAnyTab(String lang, boolean projector, FxRobot robot) throws Exception {
        I18n i18n = new I18n("zh".equals(lang) ? I18n.CHINESE : I18n.ENGLISH);
        Experiment small = ExperimentFile.parse("small.json", SMALL, null);
        ExperimentPanel[] panel = new ExperimentPanel[1];
        robot.interact(() -> {
            panel[0] = new ExperimentPanel(i18n, List.of("clip-small"), name -> small, tmp, task -> {
                Thread t = new Thread(task, "experiment-clip");
                t.setDaemon(true);
                t.start();
            });
            AppStyle.projector(panel[0], projector);
            Scene scene = AppStyle.apply(new Scene(panel[0], 1000, 720));
            stage.setScene(scene);
            stage.setWidth(1000);
            stage.setHeight(720);
            stage.show();
            ((Button) scene.lookup("#experiment-run")).fire();
        });
        WaitForAsyncUtils.waitFor(120, TimeUnit.SECONDS, () -> panel[0].chartCount() > 0);
        WaitForAsyncUtils.waitForFxEvents();
        assertFalse(panel[0].summaryLines().isEmpty(), "the run's summary table has rows");

        SceneClip clip = projector ? new SceneClip().minimumFont(16, n -> true) : new SceneClip();
        String results = tmp.resolve("clip-small").toString();
        robot.interact(() -> clip.walk(lang + "/run", stage.getScene()));
        robot.interact(() -> {
            select(panel[0], "experiment-tab-folders");
            ((TextField) stage.getScene().lookup("#folders-path")).setText(results);
            ((Button) stage.getScene().lookup("#folders-add")).fire();
        });
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> {
            javafx.scene.Node rows = stage.getScene().lookup("#folders-rows");
            return rows instanceof javafx.scene.Parent p && !p.getChildrenUnmodifiable().isEmpty();
        });
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> clip.walk(lang + "/folders", stage.getScene()));
        robot.interact(() -> {
            select(panel[0], "experiment-tab-compare");
            ((TextField) stage.getScene().lookup("#compare-a")).setText(results);
            ((TextField) stage.getScene().lookup("#compare-b")).setText(results);
            ((Button) stage.getScene().lookup("#compare-run")).fire();
        });
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS,
                () -> !((TableView<?>) stage.getScene().lookup("#compare-table")).getItems().isEmpty());
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> clip.walk(lang + "/compare", stage.getScene()));
        assertTrue(clip.findings().isEmpty(), clip.report("experiments window, " + lang + ", projector " + projector));
    }

    private static void select(ExperimentPanel panel, String id) {
        Tab tab = panel.getTabs().stream().filter(t -> id.equals(t.getId())).findFirst().orElseThrow();
        panel.getSelectionModel().select(tab);
    }
}
