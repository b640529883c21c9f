package org.xqlab.ui.analysis;

import org.xqlab.ui.UiTestSupport;

import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.Label;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import org.xqlab.rules.Notation;
import org.xqlab.rules.Position;
import org.xqlab.ui.ExportMenu;
import org.xqlab.ui.I18n;

import javax.imageio.ImageIO;
import javax.imageio.ImageReader;
import javax.imageio.stream.ImageInputStream;
import java.awt.image.BufferedImage;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The analysis window's Export… menu, clicked as a user clicks it after a depth-2 search: the search
 * tree as SVG (one label per drawn node, the root's score as searched), the heatmap as PNG and the
 * tree's animation as a GIF, each to the file the save dialog returns (a test hook stands in for it).
 */
@ExtendWith(ApplicationExtension.class)
class AnalysisExportTest {
    private AnalysisPanel panel;
    private javafx.stage.Stage stage;
    private final AtomicReference<File> target = new AtomicReference<>();

    @TempDir
    Path dir;

    @Start
    void start(javafx.stage.Stage stage) {
        this.stage = stage;
        AnalysisText text = new AnalysisText(new I18n(I18n.ENGLISH));
        panel = new AnalysisPanel(text, Position::startPosition, () -> Notation.ICCS);
        UiTestSupport.showAt(stage, panel, 1400, 900);
        ExportMenu.chooseWith((owner, chooser) -> target.get());
    }

    @AfterEach
    void close(FxRobot robot) {
        ExportMenu.chooseWith(null);
        UiTestSupport.closeAfter(robot, stage, panel::close);
    }

    /** Scrolls the controls column so that {@code node} is in view. */
    private void reveal(FxRobot robot, Node node) {
        robot.interact(() -> {
            Node n = node;
            while (n != null && !(n instanceof ScrollPane)) {
                n = n.getParent();
            }
            ScrollPane scroll = (ScrollPane) n;
            Bounds content = scroll.getContent().getLayoutBounds();
            Bounds b = scroll.getContent().sceneToLocal(node.localToScene(node.getLayoutBounds()));
            double room = content.getHeight() - scroll.getViewportBounds().getHeight();
            scroll.setVvalue(room <= 0 ? 0 : Math.min(1, Math.max(0, (b.getMinY() - 20) / room)));
        });
        WaitForAsyncUtils.waitForFxEvents();
    }

    private Path export(FxRobot robot, String item, String name) throws Exception {
        Path file = dir.resolve(name);
        target.set(file.toFile());
        Node menu = robot.lookup("#analysis-export").query();
        reveal(robot, menu);
        robot.clickOn(menu);
        robot.clickOn(item);
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> Files.exists(file) && ((Label) robot
                .lookup("#analysis-status").query()).getText().startsWith("Saved "));
        return file;
    }

    @Test
    void exportMenuWritesTheShownTreeHeatmapAndAnimation(FxRobot robot) throws Exception {
        robot.interact(() -> {
            panel.views().controls().setDepth(2);
            panel.viewModel().runOrResume();
        });
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> panel.viewModel().lastResult() != null);
        robot.interact(() -> panel.views().refresher().refreshAll());

        Path svg = export(robot, "Search tree as SVG…", "tree.svg");
        String text = Files.readString(svg);
        assertTrue(text.startsWith("<?xml"), "an SVG document");
        int groups = text.split("class='node'", -1).length - 1;
        int texts = text.split("<text", -1).length - 1;
        assertTrue(groups > 5, "drawn nodes: " + groups);
        int caption = org.xqlab.figure.TreeFigure.ofSearch(panel.viewModel().model().tree().latestRoot(), "",
                org.xqlab.figure.TreeFigureOptions.forSearch().withCaption(panel.viewModel().statusLine().caption(
                        java.util.Locale.ENGLISH, Notation.ICCS))).captionLines().size();
        assertEquals(groups + caption, texts, "one text label per drawn item, and the caption's lines");
        assertEquals(panel.views().tree().frame().nodeIds().size(), nodeItems(text), "the nodes the screen draws");
        // the root's score as the tree draws it (Red's view from the start position: as searched, with its sign)
        String rootLabel = panel.views().tree().drawnLabels().get(Long.toString(panel.viewModel().model().tree().latestRoot().id()));
        assertEquals("root " + org.xqlab.figure.NodeText.score(panel.viewModel().model().tree().latestRoot().score(), null), rootLabel);
        assertTrue(text.contains(">" + rootLabel + "<"), "the root and its score as the tree draws them");

        Path png = export(robot, "Heatmap as PNG…", "heat.png");
        BufferedImage img = ImageIO.read(png.toFile());
        assertTrue(img.getWidth() > 600 && img.getHeight() > 800, img.getWidth() + "x" + img.getHeight());

        Path gif = export(robot, "Search tree animation, a frame per cutoff (GIF)…", "tree.gif");
        try (ImageInputStream in = ImageIO.createImageInputStream(gif.toFile())) {
            ImageReader reader = ImageIO.getImageReadersByFormatName("gif").next();
            reader.setInput(in);
            assertTrue(reader.getNumImages(true) >= 2, "cutoff frames and the finished tree");
        }
    }

    /** The node items of an exported SVG: its labelled groups less the "+N more" and "N pruned" marks. */
    private static int nodeItems(String svg) {
        int groups = svg.split("class='node'", -1).length - 1;
        return groups - (svg.split(" more</text>", -1).length - 1) - (svg.split(" pruned</text>", -1).length - 1);
    }

    /**
     * Held at a β-cutoff, the exported tree is the screen's: the same nodes, the cut node "(cut)" as the screen
     * says (not "(searching)"), and the step's caption under it.
     */
    @Test
    void heldAtACutTheExportedTreeIsTheScreensWithItsCaption(FxRobot robot) throws Exception {
        robot.interact(() -> {
            panel.views().controls().setFen(org.xqlab.ui.SnapshotLauncher.TEACHING_FEN);
            panel.views().controls().setDepth(3);
            panel.viewModel().forward(org.xqlab.trace.StepMode.NEXT_CUTOFF);
        });
        for (int i = 0; i < 200; i++) {
            org.xqlab.ui.Await.until("held at a cutoff", 30, () -> panel.viewModel().session().held() != null);
            if (panel.viewModel().session().held().step() == org.xqlab.trace.Step.BETA_CUTOFF) {
                break;
            }
            long before = panel.viewModel().session().held().sequence();
            robot.interact(() -> panel.viewModel().forward(org.xqlab.trace.StepMode.NEXT_CUTOFF));
            org.xqlab.ui.Await.until("held after event " + before, 30, () -> panel.viewModel().session().held() != null
                    && panel.viewModel().session().held().sequence() > before);
        }
        robot.interact(() -> panel.views().refresher().refreshAll());
        long cut = panel.viewModel().session().held().nodeId();
        String screen = panel.views().tree().drawnLabels().get(Long.toString(cut));
        assertTrue(screen != null && screen.endsWith("(cut)"), "the screen: " + screen);

        Path held = export(robot, "Search tree as SVG…", "held.svg");
        Files.createDirectories(Path.of("target", "screenshots"));
        Files.copy(held, Path.of("target", "screenshots", "analysis-export-held.svg"),
                java.nio.file.StandardCopyOption.REPLACE_EXISTING); // to look at beside the screen's shot
        Files.copy(export(robot, "Search tree as PNG…", "held.png"), Path.of("target", "screenshots",
                "analysis-export-held.png"), java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        UiTestSupport.screenshot(robot, stage.getScene(), "analysis-export-held-screen");
        String svg = Files.readString(held);
        assertTrue(svg.contains(screen + "<"), "the cut node as the screen labels it, '" + screen + "'");
        assertEquals(panel.views().tree().frame().nodeIds().size(), nodeItems(svg), "the nodes the screen draws");
        String caption = panel.viewModel().statusLine().caption(java.util.Locale.ENGLISH, Notation.ICCS);
        assertTrue(caption.startsWith("Step "), caption);
        assertTrue(svg.contains(caption.substring(0, 12)), "the caption under the tree: " + caption);

        // the web page of this moment opens at it, not at its first step
        String html = Files.readString(export(robot, "Web page…", "held.html"));
        assertTrue(html.contains("\"open\":\"end\""), "the page opens at its last step, the moment held");
    }
}
