package org.xqlab.ui.analysis;

import javafx.geometry.BoundingBox;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.image.PixelReader;
import javafx.scene.image.WritableImage;
import javafx.scene.shape.LineTo;
import javafx.scene.shape.MoveTo;
import javafx.scene.shape.PathElement;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import org.xqlab.ui.AppPreferences;
import org.xqlab.ui.Fonts;
import org.xqlab.ui.I18n;
import org.xqlab.ui.UiTestSupport;
import org.xqlab.ui.classroom.ClassroomView;
import org.xqlab.ui.play.MainWindow;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The "…" that ends a button or field text ("Choose a position…", "Choose…", "Predict the cut…",
 * "Open…", "From analysis…") is drawn as English prints it: three dots on the baseline. Drawn by the CJK
 * family it was three centred dots ("Choose···"), and a class took the text for one cut short. The main,
 * analysis and classroom windows are rendered at 1024×736, projector mode off and on; for every drawn "…"
 * that follows a letter sitting on the baseline (a, e, n, t …) the lowest row of the dots' ink must be the
 * lowest row of that letter's ink (within a tenth of the font size). In 中文 the "…" stays the CJK family's.
 */
@ExtendWith(ApplicationExtension.class)
class EllipsisBaselineLabelTest {
    /** Lower-case letters whose ink ends on the baseline (no descender). */
    private static final String ON_BASELINE = "abcdefhiklmnorstuvwxz";

    private Stage stage;
    private AppPreferences prefs;
    private MainWindow window;
    private final List<Stage> opened = new ArrayList<>();

    @Start
    void start(Stage stage) {
        this.stage = stage;
        prefs = UiTestSupport.freshPreferences();
    }

    @AfterEach
    void cleanUp(FxRobot robot) throws Exception {
        robot.interact(() -> {
            opened.forEach(Stage::hide);
            window.shutdown();
        });
        UiTestSupport.close(robot, stage, prefs);
    }

    @ParameterizedTest(name = "{0}, projector {1}")
    @CsvSource({"en, false", "en, true", "zh, false", "zh, true"})
    void anEllipsisIsDrawnInTheFontOfItsLanguage(String lang, boolean projector, FxRobot robot) {
        boolean english = "en".equals(lang);
        prefs.setLanguage(english ? I18n.ENGLISH : I18n.CHINESE);
        prefs.setProjectorMode(projector);
        robot.interact(() -> {
            window = UiTestSupport.openMain(stage, prefs, 1024, 736);
            AnalysisWindow analysis = AnalysisWindow.open(window);
            opened.add(analysis.stage());
            analysis.stage().setWidth(1024);
            analysis.stage().setHeight(736);
            Stage room = ClassroomView.openWindow(window.i18n());
            opened.add(room);
            room.setWidth(1024);
            room.setHeight(736);
            ((ClassroomView) room.getScene().getRoot()).followProjector(window.projectorMode());
        });
        WaitForAsyncUtils.waitForFxEvents();
        List<String> findings = new ArrayList<>();
        int[] checked = new int[1];
        robot.interact(() -> {
            List<Scene> scenes = List.of(stage.getScene(), opened.get(0).getScene(), opened.get(1).getScene());
            String[] names = {"main", "analysis", "classroom"};
            for (int s = 0; s < scenes.size(); s++) {
                Scene scene = scenes.get(s);
                scene.getRoot().applyCss();
                scene.getRoot().layout();
                WritableImage image = scene.snapshot(null);
                List<Text> texts = new ArrayList<>();
                collect(scene.getRoot(), texts);
                for (Text t : texts) {
                    if (english) {
                        checked[0] += baseline(names[s], t, image, findings);
                    } else if (Fonts.cjkFamily() != null && t.getText().matches("(?s).*\\p{IsHan}…+.*")) {
                        checked[0]++;
                        if (!Fonts.cjkFamily().equals(t.getFont().getFamily())) {
                            findings.add(names[s] + ": \"" + t.getText() + "\" in " + t.getFont().getFamily()
                                    + ", not the CJK family " + Fonts.cjkFamily());
                        }
                    }
                }
            }
        });
        assertTrue(checked[0] >= 5, lang + ": only " + checked[0] + " drawn \"…\" found to check");
        assertEquals(List.of(), findings, lang + ", projector " + projector);
    }

    private static void collect(Node n, List<Text> into) {
        if (n == null || !n.isVisible()) {
            return;
        }
        if (n instanceof Text t && t.getText() != null && t.getText().contains("…")) {
            into.add(t);
        }
        if (n instanceof Parent p) {
            for (Node c : p.getChildrenUnmodifiable()) {
                collect(c, into);
            }
        }
    }

    /**
     * Checks each "…" of {@code t} that follows a letter ending on the baseline; returns how many were
     * drawn (a text scrolled out of sight or squeezed to nothing shows no ink and is not counted).
     */
    private static int baseline(String window, Text t, WritableImage image, List<String> findings) {
        int counted = 0;
        String s = t.getText();
        for (int i = s.indexOf('…'); i > 0; i = s.indexOf('…', i + 1)) {
            if (ON_BASELINE.indexOf(s.charAt(i - 1)) < 0) {
                continue;
            }
            Bounds letter = box(t, i - 1);
            Bounds dots = box(t, i);
            int letterBottom = inkBottom(image, letter);
            int dotsBottom = inkBottom(image, dots);
            if (letterBottom < 0) {
                continue; // not on screen
            }
            counted++;
            double size = t.getFont().getSize();
            if (dotsBottom < 0 || letterBottom - dotsBottom > Math.max(1.5, size / 10)) {
                findings.add(window + ": \"" + s + "\" (" + t.getFont().getFamily() + ", " + size + " px): the dots of its \"…\" end "
                        + (dotsBottom < 0 ? "nowhere (no ink)" : (letterBottom - dotsBottom) + " px above the baseline")
                        + ", letter '" + s.charAt(i - 1) + "' ends at row " + letterBottom);
            }
        }
        return counted;
    }

    /** The scene box of character {@code i} of {@code t} (its line's full height). */
    private static Bounds box(Text t, int i) {
        double minX = Double.MAX_VALUE;
        double minY = Double.MAX_VALUE;
        double maxX = -Double.MAX_VALUE;
        double maxY = -Double.MAX_VALUE;
        for (PathElement e : t.rangeShape(i, i + 1)) {
            double x;
            double y;
            if (e instanceof MoveTo m) {
                x = m.getX();
                y = m.getY();
            } else if (e instanceof LineTo l) {
                x = l.getX();
                y = l.getY();
            } else {
                continue;
            }
            minX = Math.min(minX, x);
            minY = Math.min(minY, y);
            maxX = Math.max(maxX, x);
            maxY = Math.max(maxY, y);
        }
        return t.localToScene(new BoundingBox(minX, minY, maxX - minX, maxY - minY));
    }

    /** The lowest pixel row inside {@code b} with ink (60 levels darker than its brightest pixel), or -1. */
    private static int inkBottom(WritableImage image, Bounds b) {
        PixelReader r = image.getPixelReader();
        int x0 = (int) Math.max(0, Math.floor(b.getMinX()));
        int x1 = (int) Math.min(image.getWidth(), Math.ceil(b.getMaxX()));
        int y0 = (int) Math.max(0, Math.floor(b.getMinY()));
        int y1 = (int) Math.min(image.getHeight(), Math.ceil(b.getMaxY()));
        double bright = 0;
        for (int y = y0; y < y1; y++) {
            for (int x = x0; x < x1; x++) {
                bright = Math.max(bright, lum(r.getArgb(x, y)));
            }
        }
        for (int y = y1 - 1; y >= y0; y--) {
            for (int x = x0; x < x1; x++) {
                if (lum(r.getArgb(x, y)) < bright - 60) {
                    return y;
                }
            }
        }
        return -1;
    }

    private static double lum(int argb) {
        return ((argb >> 16 & 255) + (argb >> 8 & 255) + (argb & 255)) / 3.0;
    }
}
