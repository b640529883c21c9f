package org.xqlab.ui.analysis;

import org.xqlab.ui.UiTestSupport;

import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.xqlab.ui.AppPreferences;
import org.xqlab.ui.I18n;
import org.xqlab.ui.play.MainWindow;

import java.util.UUID;
import java.util.prefs.Preferences;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

@ExtendWith(ApplicationExtension.class)
class AnalysisWindowTest {
    private Stage stage;
    private AppPreferences prefs;
    private MainWindow window;
    private AnalysisWindow analysis;

    /** The analysis window of {@code window}, opened at the screen's top left at {@code width}×{@code height}. */
    static AnalysisWindow openAt(MainWindow window, double width, double height) {
        AnalysisWindow analysis = AnalysisWindow.open(window);
        analysis.stage().setX(0);
        analysis.stage().setY(0);
        analysis.stage().setWidth(width);
        analysis.stage().setHeight(height);
        return analysis;
    }

    @Start
    void start(Stage stage) {
        this.stage = stage;
        prefs = new AppPreferences(Preferences.userRoot().node("/org/xqlab/test/" + UUID.randomUUID()));
        prefs.setLanguage(I18n.ENGLISH);
        window = UiTestSupport.openMain(stage, prefs);
    }

    @AfterEach
    void close(FxRobot robot) throws Exception {
        robot.interact(() -> {
            if (analysis != null) {
                analysis.stage().hide();
            }
            stage.setOnHidden(null);
            stage.titleProperty().unbind();
            stage.hide();
        });
        prefs.node().removeNode();
    }

    @Test
    void theViewMenuOpensOneAnalysisWindowInTheWindowsLanguage(FxRobot robot) {
        MenuBar bar = robot.lookup("#menu-bar").queryAs(MenuBar.class);
        MenuItem item = bar.getMenus().stream().flatMap(m -> m.getItems().stream())
                .filter(i -> "item-analysis".equals(i.getId())).findFirst().orElseThrow();
        assertEquals("Analysis…", item.getText());
        robot.interact(item::fire);
        analysis = (AnalysisWindow) window.scene().getProperties().get(AnalysisWindow.class);
        assertTrue(analysis.stage().isShowing());
        assertEquals("Xiangqi Lab — Analysis", analysis.stage().getTitle());
        robot.interact(item::fire);
        assertSame(analysis, window.scene().getProperties().get(AnalysisWindow.class), "opened again, not twice");
        robot.interact(() -> window.i18n().setLocale(I18n.CHINESE));
        assertEquals("象棋实验室 — 分析", analysis.stage().getTitle());
        assertEquals("分析…", item.getText());
    }

    @Test
    void theViewMenuOpensTheClassroomInTheWindowsLanguage(FxRobot robot) {
        MenuBar bar = robot.lookup("#menu-bar").queryAs(MenuBar.class);
        MenuItem item = bar.getMenus().stream().flatMap(m -> m.getItems().stream())
                .filter(i -> "item-classroom".equals(i.getId())).findFirst().orElseThrow();
        assertEquals("Classroom…", item.getText());
        robot.interact(item::fire);
        java.util.List<Stage> rooms = javafx.stage.Window.getWindows().stream()
                .filter(w -> w instanceof Stage s && s.getScene().getRoot() instanceof org.xqlab.ui.classroom.ClassroomView)
                .map(w -> (Stage) w).toList();
        assertEquals(1, rooms.size());
        assertEquals("Xiangqi Lab — Classroom", rooms.get(0).getTitle());
        robot.interact(() -> window.i18n().setLocale(I18n.CHINESE));
        assertEquals("课堂…", item.getText());
        robot.interact(() -> rooms.get(0).hide());
    }
}
