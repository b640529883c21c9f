package org.xqlab.ui;

import javafx.embed.swing.SwingFXUtils;
import javafx.scene.Scene;
import javafx.scene.image.WritableImage;
import org.testfx.api.FxRobot;

import javax.imageio.ImageIO;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * Screenshots as {@link UiTestSupport#screenshot} writes them (target/screenshots/{name}.png), the snapshot taken
 * on the FX thread and the PNG written on a thread of its own, so that a table of some hundred rows does not wait
 * for the encoder; {@link #await} waits for the files.
 */
final class Screenshots {
    private static final ExecutorService WRITER = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "screenshot-writer");
        t.setDaemon(true);
        return t;
    });
    private static final LinkedBlockingQueue<Future<?>> PENDING = new LinkedBlockingQueue<>();

    private Screenshots() {
    }

    static void write(FxRobot robot, Scene scene, String name) {
        WritableImage[] image = new WritableImage[1];
        robot.interact(() -> image[0] = scene.snapshot(null));
        PENDING.add(WRITER.submit(() -> {
            try {
                Path out = Path.of("target", "screenshots");
                Files.createDirectories(out);
                ImageIO.write(SwingFXUtils.fromFXImage(image[0], null), "png", out.resolve(name + ".png").toFile());
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }));
    }

    /** Waits until every screenshot asked for is written. */
    static void await() throws Exception {
        for (Future<?> f; (f = PENDING.poll()) != null; ) {
            f.get(60, TimeUnit.SECONDS);
        }
    }
}
