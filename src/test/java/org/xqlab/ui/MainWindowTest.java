package org.xqlab.ui;

import javafx.embed.swing.SwingFXUtils;
import javafx.scene.image.WritableImage;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import org.xqlab.rules.Position;

import javax.imageio.ImageIO;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

@ExtendWith(ApplicationExtension.class)
class MainWindowTest {
    private Stage stage;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        stage.setScene(XiangqiApp.createScene(Position.startPosition()));
        stage.show();
    }

    @Test
    void windowShowsTheStartPositionWithChinesePieces(FxRobot robot) throws Exception {
        BoardView board = robot.lookup(".board-view").queryAs(BoardView.class);
        assertEquals(Position.startPosition().toString(), board.getPosition().toString());
        assertTrue(board.getWidth() > 300 && board.getHeight() > 300);

        WritableImage[] image = new WritableImage[1];
        robot.interact(() -> image[0] = stage.getScene().snapshot(null));
        WaitForAsyncUtils.waitForFxEvents();
        Path out = Path.of("target", "screenshots");
        Files.createDirectories(out);
        File file = out.resolve("start-position.png").toFile();
        ImageIO.write(SwingFXUtils.fromFXImage(image[0], null), "png", file);
        assertTrue(file.length() > 1000);

        // a red piece is drawn at the red king's point (e0) in red ink, the board wood elsewhere
        int kx = (int) board.xOf(4);
        int ky = (int) board.yOf(0);
        javafx.scene.paint.Color centre = image[0].getPixelReader().getColor(kx, ky + (int) (board.cell() * 0.3));
        javafx.scene.paint.Color river = image[0].getPixelReader().getColor((int) board.xOf(4),
                (int) ((board.yOf(4) + board.yOf(5)) / 2));
        assertNotEquals(centre, river);
    }
}
