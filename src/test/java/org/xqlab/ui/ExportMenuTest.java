package org.xqlab.ui;

import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.stage.FileChooser;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import org.xqlab.teach.Examples;
import org.xqlab.ui.classroom.ClassroomView;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.BiFunction;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The figure Export… dialogs choose the format as the game's Save… does: a typed extension wins over the
 * filter the dialog opened with, a name without one takes the selected filter's format and extension, and
 * an extension of a format the figure is not written as is refused. Checked on the bytes written.
 */
@ExtendWith(ApplicationExtension.class)
class ExportMenuTest {
    private static final byte[] PNG_MAGIC = {(byte) 0x89, 'P', 'N', 'G'};
    private ClassroomView view;
    private final AtomicReference<BiFunction<javafx.stage.Window, FileChooser, File>> dialog = new AtomicReference<>();

    @TempDir
    Path dir;

    @Start
    void start(Stage stage) {
        view = ClassroomView.create(new I18n(I18n.ENGLISH));
        stage.setScene(new Scene(view, 1024, 736));
        stage.show();
        ExportMenu.chooseWith((owner, chooser) -> dialog.get().apply(owner, chooser));
    }

    @AfterEach
    void close() {
        ExportMenu.chooseWith(null);
    }

    private String status(FxRobot robot) {
        return ((Label) robot.lookup("#classroom-export-status").query()).getText();
    }

    /** Clicks an Export item; the "dialog" selects the filter named {@code filter} (null: as opened) and returns {@code name}. */
    private List<String> export(FxRobot robot, String item, String name, String filter) {
        List<String> offered = new java.util.ArrayList<>();
        dialog.set((owner, chooser) -> {
            chooser.getExtensionFilters().forEach(f -> offered.add(f.getDescription()
                    + (f == chooser.getSelectedExtensionFilter() ? " (selected)" : "")));
            if (filter != null) {
                chooser.setSelectedExtensionFilter(chooser.getExtensionFilters().stream()
                        .filter(f -> f.getDescription().equals(filter)).findFirst().orElseThrow());
            }
            return dir.resolve(name).toFile();
        });
        robot.clickOn("#classroom-export");
        robot.clickOn(item);
        return offered;
    }

    private static byte[] head(Path file) throws Exception {
        byte[] all = Files.readAllBytes(file);
        return java.util.Arrays.copyOf(all, 4);
    }

    @Test
    void theTypedExtensionChoosesTheFormatElseTheSelectedFilter(FxRobot robot) throws Exception {
        robot.interact(() -> view.showExample(Examples.MINIMAX));
        WaitForAsyncUtils.waitForFxEvents();

        // the SVG item, "slide.png" typed: a PNG is written
        List<String> offered = export(robot, "Search tree as SVG…", "slide.png", null);
        assertEquals(List.of("SVG image (selected)", "PNG image", "LaTeX document (TikZ)"), offered,
                "the dialog offers the figure's formats, the clicked one selected");
        Path png = dir.resolve("slide.png");
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> status(robot).startsWith("Saved "));
        assertArrayEquals(PNG_MAGIC, head(png), "PNG bytes");
        assertEquals("Saved " + png + " as PNG image", status(robot));

        // the PNG item, "figure.tex" typed: a LaTeX document
        export(robot, "Search tree as PNG…", "figure.tex", null);
        Path tex = dir.resolve("figure.tex");
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> status(robot).equals("Saved " + tex + " as LaTeX document (TikZ)"));
        String latex = Files.readString(tex, StandardCharsets.UTF_8);
        assertTrue(latex.contains("\\documentclass") && latex.contains("\\begin{forest}"), latex);

        // no extension typed, the PNG filter chosen in the dialog: a PNG with the extension added
        export(robot, "Search tree as SVG…", "handout", "PNG image");
        Path added = dir.resolve("handout.png");
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> status(robot).equals("Saved " + added + " as PNG image"));
        assertArrayEquals(PNG_MAGIC, head(added));
        assertFalse(Files.exists(dir.resolve("handout")));

        // no extension, the filter left as opened: the item's own format
        export(robot, "Search tree as SVG…", "plain", null);
        Path svg = dir.resolve("plain.svg");
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> status(robot).equals("Saved " + svg + " as SVG image"));
        assertTrue(Files.readString(svg).contains("<svg"));
    }

    @Test
    void anExtensionTheFigureIsNotWrittenAsIsRefusedAndNothingIsWritten(FxRobot robot) throws Exception {
        robot.interact(() -> view.showExample(Examples.MINIMAX));
        WaitForAsyncUtils.waitForFxEvents();
        export(robot, "Search tree as SVG…", "tree.gif", null);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("Not saved: tree.gif names Animated GIF, which this figure is not written as; type one of .svg, .png,"
                + " .tex, or no extension to use the chosen filter.", status(robot));
        assertFalse(Files.exists(dir.resolve("tree.gif")));
    }
}
