package org.xqlab.ui.analysis;

import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Slider;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.control.ToggleButton;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import org.xqlab.rules.Notation;
import org.xqlab.search.SearchResult;
import org.xqlab.teach.TeachingPosition;
import org.xqlab.trace.EventKind;
import org.xqlab.trace.GateStop;
import org.xqlab.ui.AppPreferences;
import org.xqlab.ui.I18n;
import org.xqlab.ui.SceneClip;
import org.xqlab.ui.UiTestSupport;
import org.xqlab.ui.play.MainWindow;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The analysis window at 1024×736 in projector mode, in 中文 and English, walked ({@link SceneClip}) in
 * the states docs/guide.md's lesson reaches and {@link AnalysisClipTest} does not: every teaching
 * position chosen in turn (its name whole in the chooser, its description above a status line that stays
 * on screen), a cut node clicked while the search is held at its cutoff (the details from their top),
 * Pseudocode on and off (the details back), a search run to its end with its stage, killer and
 * statistics tables filled (rows as tall as their 16 px letters, no cell cut), the heatmap's coordinates
 * at 16 px, and an A/B comparison whose step-4 rows are in sight without scrolling.
 */
@ExtendWith(ApplicationExtension.class)
class AnalysisLessonClipTest {
    private Stage stage;
    private AppPreferences prefs;
    private MainWindow window;
    private AnalysisWindow analysis;
    private AnalysisPanel panel;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        prefs = UiTestSupport.freshPreferences();
    }

    @AfterEach
    void cleanUp(FxRobot robot) throws Exception {
        robot.interact(() -> {
            if (analysis != null) {
                analysis.stage().hide();
            }
            window.shutdown();
        });
        UiTestSupport.close(robot, stage, prefs);
    }

    private static void waitFor(long seconds, Callable<Boolean> condition) throws Exception {
        WaitForAsyncUtils.waitFor(seconds, TimeUnit.SECONDS, () -> {
            WaitForAsyncUtils.waitForFxEvents();
            return condition.call();
        });
    }

    @SuppressWarnings("unchecked")
    private void combo(FxRobot robot, String id, Object value) {
        robot.interact(() -> ((ComboBox<Object>) panel.lookup("#" + id)).setValue(value));
        WaitForAsyncUtils.waitForFxEvents();
    }

    private void walk(FxRobot robot, SceneClip clip, String name) {
        robot.interact(() -> {
            panel.views().refresher().refreshAll();
            Scene scene = analysis.stage().getScene();
            clip.walk(name, scene);
            // the status line is always on screen, whatever the column above it holds
            clip.shown(name, scene.lookup("#analysis-status"));
        });
    }

    private void tab(FxRobot robot, String id) {
        robot.interact(() -> {
            panel.showTab(id);
            panel.views().refresher().refreshAll();
        });
        WaitForAsyncUtils.waitForFxEvents();
    }

    private SearchResult runToEnd(FxRobot robot) throws Exception {
        SearchResult before = panel.viewModel().lastResult();
        robot.interact(() -> {
            ((Slider) panel.lookup("#pace")).setValue(6);
            panel.viewModel().runOrResume();
        });
        waitFor(90, () -> panel.viewModel().lastResult() != null && panel.viewModel().lastResult() != before
                && !panel.viewModel().session().isRunning());
        robot.interact(() -> panel.views().refresher().refreshAll());
        return panel.viewModel().lastResult();
    }

    /** The y of the line holding character {@code i} of a drawn text. */
    private static double lineOf(javafx.scene.text.Text t, int i) {
        javafx.scene.shape.PathElement[] caret = t.caretShape(i, true);
        return caret.length > 0 && caret[0] instanceof javafx.scene.shape.MoveTo mt ? Math.round(mt.getY()) : -1;
    }

    @ParameterizedTest(name = "{0}, projector on")
    @ValueSource(strings = {"en", "zh"})
    void theLessonsStatesShowEverythingWholeAndLargeEnough(String lang, FxRobot robot) throws Exception {
        prefs.setLanguage("zh".equals(lang) ? I18n.CHINESE : I18n.ENGLISH);
        prefs.setProjectorMode(true);
        robot.interact(() -> {
            window = UiTestSupport.openMain(stage, prefs, 1024, 736);
            window.game().notationProperty().set(Notation.CHINESE); // the guide's preparation
            analysis = AnalysisWindowTest.openAt(window, 1024, 736);
            panel = analysis.panel();
        });
        WaitForAsyncUtils.waitForFxEvents();
        SceneClip clip = new SceneClip().minimumFont(16, n -> true);

        walk(robot, clip, lang + "/open"); // the chooser's prompt, before a position is chosen
        // every teaching position: its name whole in the chooser, the status line on screen below its text
        for (TeachingPosition p : TeachingPosition.all()) {
            combo(robot, "teaching-position", p);
            walk(robot, clip, lang + "/chosen " + p.id());
        }

        // step 2: held at the first cutoff, the cut node clicked
        combo(robot, "teaching-position", TeachingPosition.all().stream().filter(t -> t.id().equals("prune")).findFirst().orElseThrow());
        combo(robot, "config-preset", "alphabeta");
        robot.interact(() -> {
            panel.views().config().set("quiescence", "false");
            panel.views().config().set("matedistance", "false");
            panel.views().controls().setDepth(2);
            ((Slider) panel.lookup("#pace")).setValue(0);
        });
        combo(robot, "step-kind", "cutoff");
        robot.interact(() -> panel.stepForward());
        waitFor(30, () -> {
            GateStop g = panel.viewModel().session().held();
            return g != null && g.kind() == EventKind.CUTOFF;
        });
        long cut = panel.viewModel().session().held().nodeId();
        robot.interact(() -> {
            panel.views().refresher().refreshAll();
            assertTrue(panel.views().tree().select(cut), "the cut node is drawn");
        });
        WaitForAsyncUtils.waitForFxEvents();
        walk(robot, clip, lang + "/cut node clicked");
        robot.interact(() -> {
            Node top = panel.lookup("#detail-arrows");
            clip.shown(lang + "/cut node clicked", top);
        });

        // Pseudocode on, then off: the node details come back
        robot.interact(() -> ((ToggleButton) panel.lookup("#show-code")).setSelected(true));
        WaitForAsyncUtils.waitForFxEvents();
        walk(robot, clip, lang + "/code on");
        robot.interact(() -> ((ToggleButton) panel.lookup("#show-code")).setSelected(false));
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> {
            if (!((ToggleButton) panel.lookup("#show-detail")).isSelected()) {
                clip.findings().add(lang + "/code off: Node details still off after Pseudocode on and off");
            }
            clip.shown(lang + "/code off", panel.lookup("#detail-arrows"));
        });
        robot.interact(() -> panel.viewModel().stop());
        waitFor(30, () -> !panel.viewModel().session().isRunning());

        // steps 4 and 5: rook against one advisor, pvs, depth 4, run to its end; every table filled
        combo(robot, "teaching-position", TeachingPosition.all().stream().filter(t -> t.id().equals("rookadvisor")).findFirst().orElseThrow());
        combo(robot, "config-preset", "pvs");
        robot.interact(() -> panel.views().controls().setDepth(4));
        runToEnd(robot);
        for (String t : List.of("tab-tree", "tab-stages", "tab-killers", "tab-statistics", "tab-heatmap")) {
            tab(robot, t);
            walk(robot, clip, lang + "/run " + t);
        }
        robot.interact(() -> {
            double px = panel.views().heatmap().coordinateFontSize();
            if (px < 16) {
                clip.findings().add(lang + "/heatmap: coordinates a–i, 0–9 at " + px + " px");
            }
            // the tables' rows: as tall as their letters and at least one row of each table drawn
            for (String id : List.of("#stages-search", "#killer-table", "#statistics-table")) {
                TableView<?> t = (TableView<?>) analysis.stage().getScene().lookup(id);
                if (t == null || t.getItems().isEmpty()) {
                    clip.findings().add(lang + "/" + id + " has no rows after the run");
                }
            }
        });

        // step 4: A/B alphabeta against pvs at depth 4; the nodes and first-move rows in sight
        tab(robot, "tab-ab");
        robot.interact(() -> panel.views().ab().setConfigs("alphabeta", "", "pvs", ""));
        robot.interact(() -> panel.views().ab().run());
        waitFor(180, () -> !panel.views().ab().isRunning() && panel.views().ab().resultB() != null);
        walk(robot, clip, lang + "/ab");
        robot.interact(() -> {
            TableView<?> table = (TableView<?>) analysis.stage().getScene().lookup("#ab-table");
            List<String> seen = new ArrayList<>();
            for (Node n : table.lookupAll(".table-row-cell")) {
                if (n instanceof TableRow<?> r && r.isVisible() && r.getItem() instanceof org.xqlab.watch.AbViewModel.Row row
                        && SceneClip.inSight(r)) {
                    seen.add(row.name());
                }
            }
            for (String row : List.of("nodes", "firstMove")) {
                if (!seen.contains(row)) {
                    clip.findings().add(lang + "/ab: the row " + row + " is not in sight without scrolling (seen " + seen + ")");
                }
            }
        });
        // an unknown key: the error names the valid keys, wrapped between them
        robot.interact(() -> panel.views().ab().setConfigs("alphabeta", "killer=0", "pvs", ""));
        robot.interact(() -> panel.views().ab().run());
        WaitForAsyncUtils.waitForFxEvents();
        walk(robot, clip, lang + "/ab unknown key");
        robot.interact(() -> {
            javafx.scene.text.Text drawn = (javafx.scene.text.Text) panel.lookup("#ab-status").lookup(".text");
            String s = drawn.getText();
            java.util.regex.Matcher m = java.util.regex.Pattern.compile("\\p{L}+(\\.\\W?\\p{L}+)+").matcher(s);
            int keys = 0;
            while (m.find()) {
                keys++;
                if (lineOf(drawn, m.start()) != lineOf(drawn, m.end() - 1)) {
                    clip.findings().add(lang + "/ab unknown key: the key " + m.group() + " is split over two lines");
                }
            }
            assertTrue(keys > 10, "the error names the valid keys: " + s);
        });
        assertTrue(clip.findings().isEmpty(), clip.report("analysis window in the lesson's states, " + lang + ", projector on"));
    }
}
