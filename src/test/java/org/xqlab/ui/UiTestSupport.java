package org.xqlab.ui;

import org.xqlab.ui.board.BoardView;

import javafx.embed.swing.SwingFXUtils;
import javafx.geometry.Point2D;
import javafx.scene.Scene;
import javafx.scene.image.WritableImage;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;
import org.xqlab.rules.Square;

import javax.imageio.ImageIO;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.UUID;
import java.util.prefs.Preferences;

/** Helpers shared by the window tests: a private preferences node, board points, screenshots. */
public final class UiTestSupport {
    private UiTestSupport() {
    }

    /** Preferences under a fresh node that the test removes afterwards, in English unless changed. */
    public static AppPreferences freshPreferences() {
        AppPreferences prefs = new AppPreferences(Preferences.userRoot().node("/org/xqlab/test/" + UUID.randomUUID()));
        prefs.setLanguage(I18n.ENGLISH);
        return prefs;
    }

    /** Hides the (shared) test stage without saving into the test's node, then removes the node. */
    public static void close(FxRobot robot, javafx.stage.Stage stage, AppPreferences prefs) throws Exception {
        robot.interact(() -> {
            stage.setOnHidden(null);
            stage.titleProperty().unbind();
            stage.hide();
        });
        prefs.node().removeNode();
    }

    /**
     * Shows {@code root} on TestFX's one primary stage at the top left, {@code width}×{@code height}: a test
     * before may have placed and sized that stage (a main window beside an analysis window), and a new scene
     * does not resize a stage sized by hand.
     */
    public static void showAt(javafx.stage.Stage stage, javafx.scene.Parent root, double width, double height) {
        stage.setScene(new Scene(root, width, height));
        stage.setX(0);
        stage.setY(0);
        stage.setWidth(width);
        stage.setHeight(height);
        stage.show();
    }

    /**
     * Waits until a node matching {@code query} is showing. The lookup runs on the FX thread: looked up from
     * the test thread while a dialog opens, TestFX can walk a window list that is being changed.
     */
    public static void waitForNode(FxRobot robot, String query, int seconds) throws java.util.concurrent.TimeoutException {
        WaitForAsyncUtils.waitFor(seconds, java.util.concurrent.TimeUnit.SECONDS,
                () -> WaitForAsyncUtils.asyncFx(() -> robot.lookup(query).tryQuery().isPresent()).get());
        WaitForAsyncUtils.waitForFxEvents();
    }

    /** A main window with fresh state on TestFX's stage, as the window itself sizes it (saved bounds or defaults). */
    public static org.xqlab.ui.play.MainWindow openMain(javafx.stage.Stage stage, AppPreferences prefs) {
        org.xqlab.ui.play.MainWindow window = new org.xqlab.ui.play.MainWindow(prefs);
        window.attach(stage);
        stage.show();
        return window;
    }

    /** A main window on TestFX's stage at {@code width}×{@code height}. */
    public static org.xqlab.ui.play.MainWindow openMain(javafx.stage.Stage stage, AppPreferences prefs,
            double width, double height) {
        org.xqlab.ui.play.MainWindow window = new org.xqlab.ui.play.MainWindow(prefs);
        window.attach(stage);
        stage.setWidth(width);
        stage.setHeight(height);
        stage.show();
        return window;
    }

    /** Shuts the main window's engines down, then hides the stage and removes the test's preferences. */
    public static void closeMain(FxRobot robot, org.xqlab.ui.play.MainWindow window, javafx.stage.Stage stage,
            AppPreferences prefs) throws Exception {
        robot.interact(window::shutdown);
        close(robot, stage, prefs);
    }

    /** Runs {@code close} (a panel's own clean-up) on the FX thread, then hides the stage. */
    public static void closeAfter(FxRobot robot, javafx.stage.Stage stage, Runnable close) {
        robot.interact(() -> {
            close.run();
            stage.hide();
        });
    }

    /** The screen point of an ICCS point name on the board. */
    public static Point2D screenPoint(BoardView board, String name) {
        int sq = Square.parse(name);
        return board.localToScreen(board.xOf(Square.iccsFile(sq)), board.yOf(Square.iccsRank(sq)));
    }

    public static void click(FxRobot robot, BoardView board, String name) {
        robot.clickOn(screenPoint(board, name));
    }

    /** Plays ICCS moves by click-click. */
    public static void clickMoves(FxRobot robot, BoardView board, String... moves) {
        for (String m : moves) {
            click(robot, board, m.substring(0, 2));
            click(robot, board, m.substring(2, 4));
        }
    }

    /**
     * The colour drawn in the head of an arrow on a board (a fifth of a cell before its tip, on its
     * axis), read from a snapshot of that board.
     */
    public static javafx.scene.paint.Color arrowHeadColour(FxRobot robot, BoardView board,
                                                           org.xqlab.ui.board.BoardViewModel.Arrow a) {
        WritableImage[] image = new WritableImage[1];
        robot.interact(() -> image[0] = board.snapshot(null, null));
        double x1 = board.xOf(Square.iccsFile(a.from()));
        double y1 = board.yOf(Square.iccsRank(a.from()));
        double x2 = board.xOf(Square.iccsFile(a.to()));
        double y2 = board.yOf(Square.iccsRank(a.to()));
        double len = Math.hypot(x2 - x1, y2 - y1);
        double back = board.cell() * 0.3;
        return image[0].getPixelReader().getColor((int) Math.round(x2 - (x2 - x1) / len * back),
                (int) Math.round(y2 - (y2 - y1) / len * back));
    }

    /** Writes a snapshot of the scene to target/screenshots/{name}.png and returns the image. */
    public static WritableImage screenshot(FxRobot robot, Scene scene, String name) throws Exception {
        WritableImage[] image = new WritableImage[1];
        robot.interact(() -> image[0] = scene.snapshot(null));
        WaitForAsyncUtils.waitForFxEvents();
        Path out = Path.of("target", "screenshots");
        Files.createDirectories(out);
        File file = out.resolve(name + ".png").toFile();
        ImageIO.write(SwingFXUtils.fromFXImage(image[0], null), "png", file);
        return image[0];
    }
}
