package org.xqlab.ui.analysis;

import org.xqlab.ui.UiTestSupport;

import org.xqlab.rules.Notation;
import org.xqlab.rules.Position;
import org.xqlab.ui.I18n;

import javafx.scene.Scene;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

/** Open trace… on a binary file names the file, says it is no trace and opens no empty replay. */
@ExtendWith(ApplicationExtension.class)
class BinaryTraceInWindowTest {
    private AnalysisPanel panel;
    private javafx.stage.Stage stage;

    @Start
    void start(javafx.stage.Stage stage) {
        this.stage = stage;
        panel = new AnalysisPanel(new AnalysisText(new I18n(I18n.ENGLISH)), Position::startPosition,
                () -> Notation.ICCS);
        UiTestSupport.showAt(stage, panel, 1024, 768);
    }

    @AfterEach
    void close(FxRobot robot) {
        UiTestSupport.closeAfter(robot, stage, panel::close);
    }

    @Test
    void aBinaryFileIsNamedAndNotOpened(FxRobot robot, @TempDir Path dir) throws Exception {
        Path bin = Files.write(dir.resolve("photo.jsonl"), new byte[] {(byte) 0x89, 'P', 'N', 'G', 0, 1, 2, '\n'});
        robot.interact(() -> panel.openTrace(bin));
        org.testfx.util.WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS,
                () -> panel.viewModel().status().startsWith("Not opened"));
        assertEquals("Not opened: photo.jsonl line 1: binary data (a NUL byte at byte 4), not a trace: a trace file is "
                + "JSON Lines text (.jsonl), or that text gzip-compressed (.jsonl.gz)", panel.viewModel().status());
        assertNull(panel.viewModel().timeline().replayCursor(), "no empty replay is opened");
    }
}
