package org.xqlab.ui.classroom;

import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.paint.Color;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import org.xqlab.teach.Algorithm;
import org.xqlab.teach.Examples;
import org.xqlab.teach.NodeState;
import org.xqlab.teach.Playback;
import org.xqlab.ui.I18n;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * At the first cut of the R&amp;N figure (alpha-beta, Next cut) node c's subtree is not yet visited and
 * node b's last leaves are pruned. What the canvas drew tells them apart: a node not yet visited is
 * white with a solid outline and solid edges, a pruned one grey with a dashed outline and dashed edge;
 * and the legend drawn below names both looks, in English and in 中文.
 */
@ExtendWith(ApplicationExtension.class)
class ClassroomPrunedLabelTest {
    private ClassroomView view;
    private I18n i18n;

    @Start
    void start(Stage stage) {
        i18n = new I18n(I18n.ENGLISH);
        view = ClassroomView.create(i18n);
        Scene scene = new Scene(view, 1024, 736);
        scene.getStylesheets().add(I18n.class.getResource("app.css").toExternalForm());
        stage.setScene(scene);
        stage.show();
    }

    private static boolean white(Color c) {
        return c.getRed() > 0.99 && c.getGreen() > 0.99 && c.getBlue() > 0.99;
    }

    private static boolean grey(Color c) {
        return c.getBrightness() < 0.85 && c.getSaturation() < 0.05;
    }

    @Test
    void notYetVisitedAndPrunedLookDifferentAndTheLegendSaysBoth(FxRobot robot) {
        robot.interact(() -> {
            view.showExample(Examples.MINIMAX);
            view.left().algorithmBox().setValue(Algorithm.ALPHA_BETA);
            robot.lookup("#nextCut").queryButton().fire();
        });
        WaitForAsyncUtils.waitForFxEvents();
        List<String> found = new ArrayList<>();
        int[] counts = new int[2];
        robot.interact(() -> {
            TreeCanvas c = view.left().canvas();
            Playback p = c.playback();
            for (TreeCanvas.Shape s : c.shapes()) {
                NodeState.Status st = p.state(s.node()).status();
                String name = Playback.name(s.node());
                if (st == NodeState.Status.PRUNED) {
                    counts[0]++;
                    if (!grey(s.fill()) || !s.dashed()) {
                        found.add("pruned " + name + " drawn " + s.fill() + (s.dashed() ? " dashed" : " solid"));
                    }
                } else if (!p.state(s.node()).visited()) {
                    counts[1]++;
                    if (!white(s.fill()) || s.dashed()) {
                        found.add("not yet visited " + name + " drawn " + s.fill() + (s.dashed() ? " dashed" : " solid"));
                    }
                }
            }
            for (TreeCanvas.Segment e : c.edges()) {
                NodeState s = p.state(e.child());
                boolean pruned = s.status() == NodeState.Status.PRUNED;
                if (pruned != e.dashed()) {
                    found.add("edge to " + Playback.name(e.child()) + (pruned ? " (pruned)" : "") + " drawn "
                            + (e.dashed() ? "dashed" : "solid"));
                }
            }
        });
        assertTrue(counts[0] > 0 && counts[1] > 0, "the first cut shows pruned and unvisited nodes: " + counts[0] + ", " + counts[1]);
        for (java.util.Locale lang : List.of(I18n.ENGLISH, I18n.CHINESE)) {
            robot.interact(() -> i18n.setLocale(lang));
            WaitForAsyncUtils.waitForFxEvents();
            String legend = robot.lookup((Label l) -> l.getText() != null && l.getText().contains("MAX")
                    && l.getText().contains("MIN")).queryAs(Label.class).getText();
            boolean both = lang.equals(I18n.CHINESE) ? legend.contains("被剪") && legend.contains("未访问")
                    : legend.contains("pruned") && legend.contains("not yet visited");
            if (!both) {
                found.add("the legend does not name both looks: " + legend);
            }
        }
        assertTrue(found.isEmpty(), String.join("\n", found));
    }
}
