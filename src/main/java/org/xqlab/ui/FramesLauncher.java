package org.xqlab.ui;

import javafx.animation.AnimationTimer;
import javafx.application.Platform;
import javafx.scene.control.TextField;
import javafx.stage.Stage;
import org.xqlab.ui.analysis.AnalysisWindow;
import org.xqlab.ui.play.MainWindow;

import java.util.UUID;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.prefs.BackingStoreException;
import java.util.prefs.Preferences;

/**
 * The frame-rate check (the {@code frames} command): JavaFX on Monocle's headless screen, the main window
 * and the analysis window as a user opens them, and the analysis of the start position at full speed for a
 * given time while an animation timer counts the JavaFX pulses (the frames the window gets to draw). The
 * result is the frames per second on the FX thread during the search. Preferences go to a temporary node.
 */
public final class FramesLauncher {
    /** What was measured: frames (pulses) in the time, and whether the search ended by itself. */
    public record Result(long frames, double seconds, boolean finished) {
        public double perSecond() {
            return frames / seconds;
        }
    }

    private FramesLauncher() {
    }

    /** Measures for {@code millis} ms on a {@code width}×{@code height} screen; JavaFX is shut down afterwards. */
    public static Result run(int width, int height, long millis) {
        SnapshotLauncher.startHeadless(width, height);
        Preferences node = Preferences.userRoot().node("/org/xqlab/frames/" + UUID.randomUUID());
        try {
            return measure(new AppPreferences(node), millis);

        } finally {
            try {
                node.removeNode();
            } catch (BackingStoreException e) {
                // a temporary node that could not be removed is harmless
            }
            Platform.exit();
        }
    }

    private static Result measure(AppPreferences prefs, long millis) {
        AtomicReference<MainWindow> main = new AtomicReference<>();
        AtomicReference<AnalysisWindow> analysis = new AtomicReference<>();
        SnapshotLauncher.onFx(() -> {
            MainWindow w = new MainWindow(prefs);
            Stage stage = new Stage();
            w.attach(stage);
            stage.setOnHidden(null);
            stage.show();
            main.set(w);
            analysis.set(AnalysisWindow.open(w));
        });
        AtomicLong frames = new AtomicLong();
        AnimationTimer counter = new AnimationTimer() {
            @Override
            public void handle(long now) {
                frames.incrementAndGet();
            }
        };
        long[] start = new long[2];
        SnapshotLauncher.onFx(counter::start);
        // the windows' first layout and drawing come first: the count starts once they draw frames
        long settle = System.nanoTime() + 30_000_000_000L;
        while (frames.get() < 10 && System.nanoTime() < settle) {
            sleep(20);
        }
        SnapshotLauncher.onFx(() -> {
            if (analysis.get().stage().getScene().lookup("#limit-time") instanceof TextField time) {
                time.setText(Long.toString(millis)); // the search's time limit, as a user types it
            }
            counter.start();
            analysis.get().runAtFullSpeed(org.xqlab.rules.Fen.START, 64);
            start[0] = System.nanoTime();
            start[1] = frames.get();
        });
        long deadline = System.nanoTime() + (millis + 20_000) * 1_000_000;
        while (!analysis.get().searchFinished() && System.nanoTime() < deadline) {
            sleep(20);
        }
        long end = System.nanoTime();
        long counted = frames.get() - start[1];
        boolean finished = analysis.get().searchFinished();
        try {
            SnapshotLauncher.onFx(() -> {
                counter.stop();
                analysis.get().stage().hide();
                main.get().shutdown();
            });
        } catch (IllegalStateException e) {
            // closing the windows failed: the count stands, and JavaFX is shut down next anyway
        }
        return new Result(counted, (end - start[0]) / 1e9, finished);
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }
}
