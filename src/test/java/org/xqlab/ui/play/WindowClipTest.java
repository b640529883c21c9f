package org.xqlab.ui.play;

import javafx.scene.Scene;
import javafx.scene.control.Dialog;
import javafx.scene.control.ToggleButton;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import org.xqlab.game.HeroList;
import org.xqlab.protocol.Dialect;
import org.xqlab.teach.Examples;
import org.xqlab.ui.AppPreferences;
import org.xqlab.ui.I18n;
import org.xqlab.ui.SceneClip;
import org.xqlab.ui.UiTestSupport;
import org.xqlab.ui.classroom.ClassroomView;
import org.xqlab.ui.engines.EngineChoice;
import org.xqlab.ui.engines.OracleDialog;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every window at 1024×736 (a 1024×768 projector less the title bar), in 中文 and English, projector mode
 * off and on: the main window (menu bar, toolbar, board, move list, engine box, status line) with a game of
 * a few moves, the analysis window as it opens (held at a cutoff, tab by tab: AnalysisClipTest), the
 * classroom (alone, with Pseudocode on, with Compare on, and with Large fonts alone), the experiments window
 * (each of its tabs) and the dialogs that open without blocking. Each scene graph is walked
 * ({@link SceneClip}) for text that is cut (overrun ellipsis), clipped by a parent, outside its window or,
 * in projector mode, under 16 px — any text of any of these windows, none excepted. The toolbar's buttons
 * all show whole inside the window (they wrap onto a second row, none hides behind an overflow arrow).
 * The dialogs that wait for an answer (About, the hero list's name prompt after a win, the external engine
 * failure alert, the move list's comment dialog, the resign and draw questions, the question what a format cannot keep) are opened the way the program opens them, walked while
 * they wait (in 中文 their buttons read 中文 too), then answered.
 */
@ExtendWith(ApplicationExtension.class)
class WindowClipTest {
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

    /** The main window at 1024×736 in {@code lang}, projector mode as given, showing the game {@code pgn} at its end. */
    private void openMain(FxRobot robot, String lang, boolean projector, String pgn) {
        prefs.setLanguage("zh".equals(lang) ? I18n.CHINESE : I18n.ENGLISH);
        prefs.setProjectorMode(projector);
        robot.interact(() -> {
            window = new MainWindow(prefs);
            window.setHeroStore(heroes.resolve("heroes"));
            window.attach(stage);
            stage.setWidth(1024);
            stage.setHeight(736);
            stage.show();
            window.game().loadPgn(pgn);
            window.game().last();
        });
    }

    @ParameterizedTest(name = "{0}, projector {1}")
    @CsvSource({"zh, false", "zh, true", "en, false", "en, true"})
    void nothingIsCutClippedOrTooSmallInAnyWindow(String lang, boolean projector, FxRobot robot) throws Exception {
        openMain(robot, lang, projector, "1. 炮二平五 马８进７ 2. 马二进三 车９平８ 3. 车一平二 马２进３ "
                + "{中炮对屏风马的常见开局 — a common opening, both sides develop their horses first} "
                + "4. 兵七进一 卒７进１ 5. 车二进六 炮８平９ 6. 车二平三 炮９退１ *");
        WaitForAsyncUtils.waitForFxEvents();
        SceneClip main = projector ? new SceneClip().minimumFont(16, n -> true) : new SceneClip();
        robot.interact(() -> main.walk(lang + "/main", stage.getScene()));
        // the book opening's long name (a text that wraps to several lines) is wholly in sight, its full
        // name in both languages in its tooltip
        robot.interact(() -> {
            javafx.scene.control.Label opening = (javafx.scene.control.Label) stage.getScene().lookup("#engine-opening");
            main.shown(lang + "/main", opening);
            assertTrue(opening.getText().contains("zh".equals(lang) ? "中炮过河车对屏风马平炮兑车" : "Flank Cannon Offering a Rook Exchange"),
                    "the opening named: " + opening.getText());
            assertTrue(opening.getTooltip() != null && opening.getTooltip().getText().contains("中炮过河车对屏风马平炮兑车")
                    && opening.getTooltip().getText().contains("Flank Cannon Offering a Rook Exchange"), "the full name as tooltip");
        });
        // every toolbar button is shown, whole and inside the window, at the window's font size
        robot.interact(() -> {
            double width = stage.getScene().getWidth();
            javafx.scene.Parent bar = (javafx.scene.Parent) stage.getScene().lookup("#tool-bar");
            for (javafx.scene.Node b : bar.getChildrenUnmodifiable()) {
                javafx.geometry.Bounds at = b.localToScene(b.getLayoutBounds());
                assertTrue(b.isVisible() && at.getMinX() >= 0 && at.getMaxX() <= width + 0.5,
                        lang + (projector ? " projector" : "") + ": toolbar button " + b.getId() + " at " + at);
                if (projector) {
                    double px = ((javafx.scene.control.Button) b).getFont().getSize();
                    assertTrue(px >= 16, b.getId() + " at " + px + " px in projector mode");
                }
            }
        });
        // the side panel's controls (not only its texts) end inside the window: a row of fixed-size
        // buttons once widened the move list and the comment box past 1024 px in projector mode
        robot.interact(() -> {
            double width = stage.getScene().getWidth();
            for (String id : List.of("#move-list", "#comment", "#nav-first", "#nav-last", "#autoplay",
                    "#autoplay-speed")) {
                javafx.scene.Node n = stage.getScene().lookup(id);
                assertTrue(n != null, id + " is in the main window");
                double right = n.localToScene(n.getLayoutBounds()).getMaxX();
                assertTrue(right <= width + 0.5, lang + (projector ? " projector" : "") + ": " + id
                        + " ends at x " + right + ", past the window's " + width + " px");
            }
        });

        org.xqlab.ui.analysis.AnalysisWindow[] analysis = new org.xqlab.ui.analysis.AnalysisWindow[1];
        robot.interact(() -> {
            analysis[0] = org.xqlab.ui.analysis.AnalysisWindow.open(window);
            opened.add(analysis[0].stage());
            analysis[0].stage().setWidth(1024);
            analysis[0].stage().setHeight(736);
        });
        WaitForAsyncUtils.waitForFxEvents();
        SceneClip analysisClip = projector ? new SceneClip().minimumFont(16, n -> true) : new SceneClip();
        robot.interact(() -> analysisClip.walk(lang + "/analysis", analysis[0].stage().getScene()));
        robot.interact(() -> analysis[0].stage().hide());

        Stage[] room = new Stage[1];
        robot.interact(() -> {
            room[0] = ClassroomView.openWindow(window.i18n());
            opened.add(room[0]);
            room[0].setWidth(1024);
            room[0].setHeight(736);
            ((ClassroomView) room[0].getScene().getRoot()).followProjector(window.projectorMode());
        });
        WaitForAsyncUtils.waitForFxEvents();
        SceneClip classroom = new SceneClip();
        if (projector) {
            classroom.minimumFont(16, n -> true);
        }
        ClassroomView view = (ClassroomView) room[0].getScene().getRoot();
        robot.interact(() -> classroom.walk(lang + "/classroom", room[0].getScene()));
        // the toolbar wraps between label-and-field pairs, never between a label and its field
        robot.interact(() -> {
            for (String id : List.of("#example", "#random-branching", "#random-depth", "#random-seed")) {
                javafx.scene.Node field = room[0].getScene().lookup(id);
                javafx.scene.Node label = field.getParent().getChildrenUnmodifiable().get(0);
                assertTrue(label instanceof javafx.scene.control.Label, id + " has its label beside it");
                double dy = Math.abs(label.localToScene(label.getLayoutBounds()).getCenterY()
                        - field.localToScene(field.getLayoutBounds()).getCenterY());
                assertTrue(dy < 2, lang + (projector ? " projector" : "") + ": " + id + " is " + dy + " px off its label's row");
            }
        });
        robot.interact(() -> {
            view.showExample(Examples.BOTH_CUTOFFS);
            ((ToggleButton) room[0].getScene().lookup("#show-code")).setSelected(true);
        });
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> classroom.walk(lang + "/classroom+code", room[0].getScene()));
        robot.interact(() -> ((javafx.scene.control.CheckBox) room[0].getScene().lookup("#compare")).setSelected(true));
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> classroom.walk(lang + "/classroom+compare", room[0].getScene()));
        robot.interact(() -> view.seek(6)); // a few steps in: α/β windows drawn
        WaitForAsyncUtils.waitForFxEvents();
        double treeText = view.smallestTreeText();
        if (projector) {
            assertTrue(treeText >= 16, "classroom tree texts (α/β windows) at " + treeText + " px with Compare on");
        } else {
            // Large fonts alone: the α/β windows on the tree follow the classroom's font size too
            robot.interact(() -> ((ToggleButton) room[0].getScene().lookup("#large")).setSelected(true));
            WaitForAsyncUtils.waitForFxEvents();
            robot.interact(() -> view.seek(6));
            WaitForAsyncUtils.waitForFxEvents();
            double large = view.smallestTreeText();
            assertTrue(large >= 16, "classroom tree texts (α/β windows) at " + large + " px with Large fonts and Compare on");
            robot.interact(() -> ((javafx.scene.control.CheckBox) room[0].getScene().lookup("#compare")).setSelected(false));
            WaitForAsyncUtils.waitForFxEvents();
            robot.interact(() -> view.seek(6));
            WaitForAsyncUtils.waitForFxEvents();
            double alone = view.smallestTreeText();
            assertTrue(alone >= 16, "classroom tree texts (α/β windows) at " + alone + " px with Large fonts");
            robot.interact(() -> classroom.walk(lang + "/classroom+large", room[0].getScene()));
        }

        robot.interact(() -> window.experiments());
        WaitForAsyncUtils.waitForFxEvents();
        SceneClip experiments = projector ? new SceneClip().minimumFont(16, n -> true) : new SceneClip();
        for (String tab : List.of("experiment-tab-run", "experiment-tab-folders", "experiment-tab-compare")) {
            robot.interact(() -> {
                javafx.scene.control.TabPane tabs = (javafx.scene.control.TabPane) window.experimentsWindow().getScene().getRoot();
                tabs.getSelectionModel().select(tabs.getTabs().stream().filter(t -> tab.equals(t.getId())).findFirst().orElseThrow());
            });
            WaitForAsyncUtils.waitForFxEvents();
            robot.interact(() -> experiments.walk(lang + "/experiments/" + tab, window.experimentsWindow().getScene()));
        }
        robot.interact(() -> window.experimentsWindow().hide());

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
        SceneClip dialogClip = projector ? new SceneClip().minimumFont(16, n -> true) : new SceneClip();
        robot.interact(() -> {
            String[] names = {"newGame", "setup", "heroes", "oracle", "gamePicker", "tags", "discard"};
            for (int i = 0; i < dialogs.size(); i++) {
                dialogClip.walk(lang + "/" + names[i], dialogs.get(i));
            }
        });
        List<String> all = new ArrayList<>();
        for (SceneClip c : List.of(main, analysisClip, classroom, experiments, dialogClip)) {
            all.addAll(c.findings());
        }
        assertTrue(all.isEmpty(), lang + ", projector " + projector + " (" + all.size() + "):\n" + String.join("\n", all));
    }

    @ParameterizedTest(name = "{0}, projector {1}")
    @CsvSource({"zh, false", "zh, true", "en, false", "en, true"})
    void dialogsThatWaitForAnAnswerAreNotCutClippedOrTooSmall(String lang, boolean projector, FxRobot robot) {
        openMain(robot, lang, projector, "[Event \"全国象棋个人赛 — a long event name that a format may have to cut\"]\n"
                + "1. 炮二平五 {中炮 — the central cannon} 马８进７ (1... 炮８平５ {顺炮}) "
                + "2. 马二进三 车９平８ 3. 车一平二 马２进３ *");
        WaitForAsyncUtils.waitForFxEvents();
        SceneClip clip = projector ? new SceneClip().minimumFont(16, n -> true) : new SceneClip();
        walkWhileWaiting(robot, clip, lang + "/about", () -> window.about());
        walkWhileWaiting(robot, clip, lang + "/heroName",
                () -> window.play().heroPrompt().askName(org.xqlab.ui.engines.Level.MEDIUM, 0, 41, 754));
        walkWhileWaiting(robot, clip, lang + "/engineFailed", () -> ExternalEngineActions.engineFailedAlert(stage,
                window.i18n(), new PlayController.EngineFailure("fairy-stockfish",
                        org.xqlab.protocol.EngineException.Kind.OTHER,
                        "Cannot run program \"fairy-stockfish\": error=2, No such file or directory")).showAndWait());
        walkWhileWaiting(robot, clip, lang + "/comment", () -> {
            MoveListView moves = (MoveListView) stage.getScene().lookup("#move-list-pane");
            moves.contextMenu().getItems().stream().filter(m -> "ctx-comment".equals(m.getId()))
                    .findFirst().orElseThrow().fire();
        });
        List<org.xqlab.game.RecordWarning> lost = new ArrayList<>();
        robot.interact(() -> lost.addAll(window.game().saveWarnings(org.xqlab.game.RecordWriter.Target.XQF)));
        assertTrue(!lost.isEmpty(), "saving this game as XQF loses something to warn about");
        walkWhileWaiting(robot, clip, lang + "/saveWarnings",
                () -> RecordActions.saveAnyway(stage, window.i18n(), "全国象棋个人赛.xqf", lost));
        walkWhileWaiting(robot, clip, lang + "/resign", () -> window.resign());
        walkWhileWaiting(robot, clip, lang + "/draw", () -> window.offerDraw());
        robot.interact(() -> assertTrue(window.game().outcomeProperty().get() == null, "answered No: the game goes on"));
        assertTrue(clip.findings().isEmpty(), lang + ", projector " + projector + " (" + clip.findings().size()
                + "):\n" + String.join("\n", clip.findings()));
    }

    /**
     * Runs {@code open} later on the UI thread (it shows a dialog and waits there for the answer), waits
     * until the dialog's window shows, walks its scene, then answers with the dialog's cancel (or only)
     * button so that {@code open} returns.
     */
    private void walkWhileWaiting(FxRobot robot, SceneClip clip, String name, Runnable open) {
        List<Window> before = new ArrayList<>();
        robot.interact(() -> before.addAll(Window.getWindows()));
        javafx.application.Platform.runLater(open);
        Window[] shown = new Window[1];
        try {
            WaitForAsyncUtils.waitFor(20, java.util.concurrent.TimeUnit.SECONDS, () -> {
                for (Window w : new ArrayList<>(Window.getWindows())) {
                    if (!before.contains(w) && w.isShowing() && w.getScene() != null
                            && w.getScene().getRoot() instanceof javafx.scene.control.DialogPane) {
                        shown[0] = w;
                        return true;
                    }
                }
                return false;
            });
        } catch (java.util.concurrent.TimeoutException e) {
            throw new AssertionError(name + ": no dialog showed within 20 s", e);
        }
        opened.add(shown[0]);
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> clip.walk(name, shown[0].getScene()));
        if (name.startsWith("zh/")) { // the buttons speak the window's language, not the JVM's
            robot.interact(() -> {
                javafx.scene.control.DialogPane pane = (javafx.scene.control.DialogPane) shown[0].getScene().getRoot();
                for (javafx.scene.control.ButtonType t : pane.getButtonTypes()) {
                    String text = ((javafx.scene.control.Button) pane.lookupButton(t)).getText();
                    assertTrue(!List.of("OK", "Cancel", "Yes", "No", "Close").contains(text),
                            name + ": button \"" + text + "\" in English");
                }
            });
        }
        robot.interact(() -> {
            javafx.scene.control.DialogPane pane = (javafx.scene.control.DialogPane) shown[0].getScene().getRoot();
            javafx.scene.control.ButtonType answer = pane.getButtonTypes().stream()
                    .filter(b -> b.getButtonData().isCancelButton()).findFirst()
                    .orElse(pane.getButtonTypes().get(0));
            ((javafx.scene.control.Button) pane.lookupButton(answer)).fire();
        });
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(!shown[0].isShowing(), name + ": the dialog closed when answered");
    }

    private Scene dialog(Dialog<?> d) {
        d.show();
        opened.add(d.getDialogPane().getScene().getWindow());
        return d.getDialogPane().getScene();
    }
}
