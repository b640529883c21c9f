package org.xqlab.ui.play;

import javafx.scene.Scene;
import javafx.scene.control.Dialog;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import org.xqlab.game.HeroList;
import org.xqlab.protocol.Dialect;
import org.xqlab.ui.AppPreferences;
import org.xqlab.ui.I18n;
import org.xqlab.ui.SceneText;
import org.xqlab.ui.SnapshotLauncher;
import org.xqlab.ui.UiTestSupport;
import org.xqlab.ui.analysis.AnalysisWindow;
import org.xqlab.ui.classroom.ClassroomView;
import org.xqlab.ui.engines.EngineChoice;
import org.xqlab.ui.engines.OracleDialog;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every window in 中文: the main window (menus, toolbar, move list, engine panel), the analysis
 * window held at a cutoff (controls, config sheet, every tab), the classroom, the experiments panel
 * and the dialogs that open without blocking (new game, set-up, hero list, oracle). The scene graphs
 * are walked for English words ({@link SceneText}); the failure lists each with its node path. The
 * second test opens the windows in English and switches the language from the main window's menu:
 * the windows already open must follow.
 */
@ExtendWith(ApplicationExtension.class)
class ChineseEverywhereTest {
    private Stage stage;
    private AppPreferences prefs;
    private MainWindow window;
    private final List<Window> opened = new ArrayList<>();

    @TempDir
    Path heroes;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        prefs = UiTestSupport.freshPreferences();
    }

    @AfterEach
    void cleanUp(FxRobot robot) throws Exception {
        robot.interact(() -> {
            for (Window w : opened) {
                w.hide();
            }
            window.shutdown();
        });
        UiTestSupport.close(robot, stage, prefs);
    }

    private void openMain(FxRobot robot) {
        robot.interact(() -> {
            window = new MainWindow(prefs);
            window.setHeroStore(heroes.resolve("heroes"));
            window.attach(stage);
            stage.show();
        });
    }

    /** Opens analysis (held at its first cutoff), classroom and experiments; returns their scenes. */
    private List<Scene> openOtherWindows(FxRobot robot) throws Exception {
        AnalysisWindow[] analysis = new AnalysisWindow[1];
        robot.interact(() -> {
            analysis[0] = AnalysisWindow.open(window);
            opened.add(analysis[0].stage());
            analysis[0].holdAtCutoff(SnapshotLauncher.TEACHING_FEN, 2);
        });
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> analysis[0].heldAt() > 0);
        Stage[] classroom = new Stage[1];
        robot.interact(() -> {
            analysis[0].refresh();
            classroom[0] = ClassroomView.openWindow(window.i18n());
            opened.add(classroom[0]);
            window.experiments();
            opened.add(window.experimentsWindow());
        });
        WaitForAsyncUtils.waitForFxEvents();
        return List.of(analysis[0].stage().getScene(), classroom[0].getScene(), window.experimentsWindow().getScene());
    }

    private Scene dialog(Dialog<?> d) {
        d.show();
        opened.add(d.getDialogPane().getScene().getWindow());
        return d.getDialogPane().getScene();
    }

    @Test
    void everyWindowAndDialogOpenedInChineseShowsNoEnglish(FxRobot robot) throws Exception {
        prefs.setLanguage(I18n.CHINESE);
        openMain(robot);
        // no notation chosen yet: a Chinese window writes its moves in Chinese (炮二平五), not ICCS
        assertEquals(org.xqlab.rules.Notation.CHINESE, window.game().notationProperty().get());
        List<Scene> others = openOtherWindows(robot);
        List<Scene> dialogs = new ArrayList<>();
        robot.interact(() -> {
            I18n i18n = window.i18n();
            dialogs.add(dialog(NewGameDialog.create(stage, i18n, null, null)));
            dialogs.add(dialog(SetupDialog.create(stage, i18n, window.game().fen())));
            dialogs.add(dialog(HeroListDialog.create(stage, i18n, new HeroList(heroes.resolve("heroes")))));
            dialogs.add(dialog(OracleDialog.create(stage, i18n,
                    new EngineChoice(Dialect.UCI, EngineChoice.DEFAULT_COMMAND, EngineChoice.DEFAULT_MILLIS), false)));
            List<org.xqlab.game.GameRecord> games = org.xqlab.game.RecordReader.readText(
                    "[Event \"全国赛\"]\n[Red \"甲\"]\n[Black \"乙\"]\n1. 炮二平五 马８进７ *\n\n[Red \"丙\"]\n1. 兵七进一 *\n", null).games();
            dialogs.add(dialog(GamePickerDialog.create(stage, i18n, "棋谱.pgn", games)));
            dialogs.add(dialog(TagsDialog.create(stage, i18n, games.get(0).headers())));
            dialogs.add(dialog(RecordActions.discardQuestion(stage, i18n)));
        });
        WaitForAsyncUtils.waitForFxEvents();
        SceneText found = new SceneText();
        robot.interact(() -> {
            found.walk("main", stage.getScene());
            found.walk("analysis", others.get(0));
            found.walk("classroom", others.get(1));
            found.walk("experiments", others.get(2));
            String[] names = {"newGame", "setup", "heroes", "oracle", "gamePicker", "tags", "discard"};
            for (int i = 0; i < dialogs.size(); i++) {
                found.walk(names[i], dialogs.get(i));
            }
        });
        assertTrue(found.findings().isEmpty(), "English in 中文:\n" + String.join("\n", found.findings()));
    }

    @Test
    void switchingToChineseRelabelsEveryOpenWindow(FxRobot robot) throws Exception {
        openMain(robot);
        List<Scene> others = openOtherWindows(robot);
        robot.interact(() -> stage.toFront());
        robot.clickOn("#menu-language").clickOn("#lang-zh");
        WaitForAsyncUtils.waitForFxEvents();
        SceneText found = new SceneText();
        robot.interact(() -> {
            found.walk("main", stage.getScene());
            found.walk("analysis", others.get(0));
            found.walk("classroom", others.get(1));
            found.walk("experiments", others.get(2));
        });
        assertTrue(found.findings().isEmpty(), "English after switching to 中文:\n" + String.join("\n", found.findings()));
    }
}
