package org.xqlab.ui.analysis;

import javafx.scene.Scene;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Labeled;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import org.xqlab.search.EvalTerm;
import org.xqlab.ui.I18n;
import org.xqlab.ui.UiTestSupport;

import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The config sheet's evaluation group: one switch per evaluation term, and the weights file as text. */
@ExtendWith(ApplicationExtension.class)
class ConfigSheetEvalTest {
    private ConfigSheet sheet;
    private I18n i18n;

    @Start
    void start(javafx.stage.Stage stage) {
        i18n = new I18n(I18n.ENGLISH);
        sheet = new ConfigSheet(new AnalysisText(i18n));
        stage.setScene(new Scene(sheet, 1024, 768));
        stage.show();
    }

    private Set<String> labels(FxRobot robot) {
        return robot.lookup(n -> n instanceof Labeled).queryAll().stream().map(n -> ((Labeled) n).getText())
                .filter(t -> t != null).collect(Collectors.toSet());
    }

    @Test
    void searchingForTermsListsEverySwitchAndAWeightsFileTypedInIsChecked(FxRobot robot) throws Exception {
        robot.clickOn("#config-search").write("Term");
        WaitForAsyncUtils.waitForFxEvents();
        Set<String> shown = labels(robot);
        assertTrue(shown.contains("Term: hollow cannon") && shown.contains("Term: trapped horse"), shown.toString());
        UiTestSupport.screenshot(robot, sheet.getScene(), "config-eval-terms-en");
        // a weights file that does not exist: the sheet keeps the old config and says why
        robot.doubleClickOn("#config-search").write("weights");
        WaitForAsyncUtils.waitForFxEvents();
        TextField file = robot.lookup(n -> n instanceof TextField && !"config-search".equals(n.getId()))
                .queryAs(TextField.class);
        robot.clickOn(file).press(KeyCode.CONTROL, KeyCode.A).release(KeyCode.A, KeyCode.CONTROL);
        robot.write("/nonexistent/w.txt").type(KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("default", sheet.getConfig().get("eval.weights"));
        assertTrue(sheet.errorText().startsWith("cannot read the weights file"), sheet.errorText());
        robot.interact(() -> i18n.setLocale(I18n.CHINESE));
        robot.interact(() -> robot.lookup("#config-search").queryAs(TextField.class).setText("估值项"));
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(labels(robot).contains("估值项：" + EvalTerm.TRAPPED_HORSE.chinese()), labels(robot).toString());
        UiTestSupport.screenshot(robot, sheet.getScene(), "config-eval-terms-zh");
    }

    @Test
    void razoringIsASwitchAndClassicWeightsAreTypedByName(FxRobot robot) throws Exception {
        robot.clickOn("#config-search").write("Razoring");
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(labels(robot).contains("Razoring"), labels(robot).toString());
        assertEquals("false", sheet.getConfig().get("razor"));
        CheckBox razor = robot.lookup(n -> n instanceof CheckBox).queryAs(CheckBox.class);
        robot.clickOn(razor);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("true", sheet.getConfig().get("razor"));
        UiTestSupport.screenshot(robot, sheet.getScene(), "config-razor-en");
        // the hand-set table by its name
        robot.doubleClickOn("#config-search").write("weights");
        WaitForAsyncUtils.waitForFxEvents();
        TextField file = robot.lookup(n -> n instanceof TextField && !"config-search".equals(n.getId()))
                .queryAs(TextField.class);
        robot.clickOn(file).press(KeyCode.CONTROL, KeyCode.A).release(KeyCode.A, KeyCode.CONTROL);
        robot.write("classic").type(KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("classic", sheet.getConfig().get("eval.weights"));
        assertEquals(org.xqlab.search.EvalWeights.classic(), sheet.getConfig().evaluator().weights());
        // and the previous default, the SPSA table, by its name; the row's tooltip lists the names
        robot.clickOn(file).press(KeyCode.CONTROL, KeyCode.A).release(KeyCode.A, KeyCode.CONTROL);
        robot.write("spsa").type(KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("spsa", sheet.getConfig().get("eval.weights"));
        assertEquals(org.xqlab.search.EvalWeights.spsa(), sheet.getConfig().evaluator().weights());
        // not the preset's value: the name is marked, its tooltip says what the preset has
        Labeled name = robot.lookup(n -> n instanceof Labeled && "● Evaluation weights".equals(((Labeled) n).getText()))
                .queryAs(Labeled.class);
        assertTrue(name.getTooltip() != null && name.getTooltip().getText().contains("default | spsa | classic | FILE"),
                () -> name.getTooltip() == null ? "no tooltip" : name.getTooltip().getText());
        assertTrue(name.getTooltip().getText().startsWith("Changed: preset full has "
                + org.xqlab.search.SearchConfig.preset("full").get("eval.weights") + ", now spsa."),
                name.getTooltip().getText());
        assertEquals(List.of("eval.weights"), sheet.changedKeys()); // of the rows the search shows
        robot.interact(() -> i18n.setLocale(I18n.CHINESE));
        robot.interact(() -> robot.lookup("#config-search").queryAs(TextField.class).setText("剃刀"));
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(labels(robot).contains("● 剃刀裁剪"), labels(robot).toString()); // switched on: not the preset's
        UiTestSupport.screenshot(robot, sheet.getScene(), "config-razor-zh");
    }

    @Test
    void theSearchFindsAKeyAsTypedOnTheCommandLineAndNamesInEitherLanguage(FxRobot robot) throws Exception {
        TextField search = robot.lookup("#config-search").queryAs(TextField.class);
        for (String typed : List.of("matedistance", "mate distance", "Mate-distance", "杀棋距离")) {
            robot.interact(() -> search.setText(typed));
            WaitForAsyncUtils.waitForFxEvents();
            Set<String> shown = labels(robot);
            assertTrue(shown.contains("Mate-distance pruning"), typed + ": " + shown);
            assertFalse(shown.contains("Razoring"), typed + " finds mate distance only: " + shown);
        }
        // in 中文 the English key and the English name find it too
        robot.interact(() -> i18n.setLocale(I18n.CHINESE));
        for (String typed : List.of("matedistance", "Razoring")) {
            robot.interact(() -> search.setText(typed));
            WaitForAsyncUtils.waitForFxEvents();
            String name = typed.equals("Razoring") ? "剃刀裁剪" : "杀棋距离剪枝";
            assertTrue(labels(robot).contains(name), typed + ": " + labels(robot));
        }
        robot.interact(() -> search.setText(""));
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(labels(robot).contains("剃刀裁剪") || labels(robot).size() > 10, "an empty search shows every key");
    }
}
