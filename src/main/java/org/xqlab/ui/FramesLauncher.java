package org.xqlab.ui;

import javafx.animation.AnimationTimer;
import javafx.application.Platform;
import javafx.scene.control.TextField;
import javafx.stage.Stage;
import org.xqlab.rules.Position;
import org.xqlab.search.SearchConfig;
import org.xqlab.search.SearchLimits;
import org.xqlab.search.SearchResult;
import org.xqlab.search.Searcher;
import org.xqlab.ui.analysis.AnalysisWindow;
import org.xqlab.ui.play.MainWindow;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.prefs.BackingStoreException;
import java.util.prefs.Preferences;

/**
 * The frame-rate check (the {@code frames} command): JavaFX on Monocle's headless screen, the main window
 * and the analysis window as a user opens them, and the analysis of the start position at full speed for a
 * given time while an animation timer counts the JavaFX pulses (the frames the window gets to draw). The
 * result is the frames per second on the FX thread during the search, the FX thread's CPU time, the views'
 * paced redraws and the engine's rate; with tabs given, one search and one result per tab, each with that tab
 * of the views in front. Before the windows open, the same search runs as long without them (after a warm-up of
 * the compiler), for the engine's rate when nobody watches. Preferences go to a temporary node.
 */
public final class FramesLauncher {
    /**
     * What was measured: frames (pulses) in the time, whether the search ended by itself, and the tab in
     * front (its name, or null: the one the window shows first); the FX thread's CPU time (-1 where the JVM
     * cannot measure a thread's), the views' paced redraws, the engine's nodes per second with the window and
     * without it (the same search, as long, before the windows opened).
     */
    public record Result(String tab, long frames, double seconds, boolean finished, long fxCpuNanos, long redraws,
                         long engineNps, long soloNps) {
        public double perSecond() {
            return frames / seconds;
        }

        /** Milliseconds of FX-thread CPU time a second, or -1 when not measured. */
        public double fxCpuMillisPerSecond() {
            return fxCpuNanos < 0 ? -1 : fxCpuNanos / 1e6 / seconds;
        }

        public double redrawsPerSecond() {
            return redraws / seconds;
        }

        /** The engine's rate as a share of its rate without the window (0 to 1, or more on a noisy machine). */
        public double engineShare() {
            return soloNps <= 0 ? 0 : engineNps / (double) soloNps;
        }
    }

    /** The tabs' names, as {@link #run(int, int, long, List)} takes them. */
    public static final List<String> TABS = AnalysisWindow.TABS;

    private FramesLauncher() {
    }

    /** Measures for {@code millis} ms on a {@code width}×{@code height} screen; JavaFX is shut down afterwards. */
    public static Result run(int width, int height, long millis) {
        List<String> front = new ArrayList<>();
        front.add(null);
        return run(width, height, millis, front).get(0);
    }

    /**
     * Measures for {@code millis} ms with each of {@code tabs} in front in turn (a name of {@link #TABS}, or null
     * for the tab the window shows first), one search each in the same windows; JavaFX is shut down afterwards.
     */
    public static List<Result> run(int width, int height, long millis, List<String> tabs) {
        for (String tab : tabs) {
            if (tab != null && !TABS.contains(tab)) {
                throw new IllegalArgumentException("no tab \"" + tab + "\"; the tabs are " + String.join(", ", TABS));
            }
        }
        long soloNps = soloRate(millis);
        SnapshotLauncher.startHeadless(width, height);
        Preferences node = Preferences.userRoot().node("/org/xqlab/frames/" + UUID.randomUUID());
        try {
            return measure(new AppPreferences(node), millis, tabs, soloNps);
        } finally {
            try {
                node.removeNode();
            } catch (BackingStoreException e) {
                // a temporary node that could not be removed is harmless
            }
            Platform.exit();
        }
    }

    /**
     * The engine's nodes per second in the search the window makes (the start position, the default config, for
     * {@code millis} ms) with no window and no listener, after a one-second search that warms the compiler up.
     */
    private static long soloRate(long millis) {
        SearchConfig config = SearchConfig.defaults();
        new Searcher(config).search(Position.startPosition(), SearchLimits.moveTime(1000));
        return new Searcher(config).search(Position.startPosition(), SearchLimits.moveTime(millis)).nodesPerSecond();
    }

    private static List<Result> measure(AppPreferences prefs, long millis, List<String> tabs, long soloNps) {
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
        SnapshotLauncher.onFx(counter::start);
        // the windows' first layout and drawing come first: the count starts once they draw frames
        awaitFrames(frames, 10);
        List<Result> results = new ArrayList<>();
        try {
            for (String tab : tabs) {
                if (tab != null) {
                    SnapshotLauncher.onFx(() -> analysis.get().showTab(tab));
                    awaitFrames(frames, 10); // the tab drawn in front before the search starts
                }
                results.add(search(analysis.get(), frames, millis, tab, soloNps));
            }
        } finally {
            try {
                SnapshotLauncher.onFx(() -> {
                    counter.stop();
                    analysis.get().stage().hide();
                    main.get().shutdown();
                });
            } catch (IllegalStateException e) {
                // closing the windows failed: the counts stand, and JavaFX is shut down next anyway
            }
        }
        return results;
    }

    /** One full-speed search of the start position for {@code millis} ms, counting the frames meanwhile. */
    private static Result search(AnalysisWindow analysis, AtomicLong frames, long millis, String tab, long soloNps) {
        ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        boolean timed = mx.isThreadCpuTimeSupported();
        long[] start = new long[4];
        SnapshotLauncher.onFx(() -> {
            if (analysis.stage().getScene().lookup("#limit-time") instanceof TextField time) {
                time.setText(Long.toString(millis)); // the search's time limit, as a user types it
            }
            start[2] = timed ? mx.getCurrentThreadCpuTime() : -1;
            start[3] = analysis.redraws();
            analysis.runAtFullSpeed(org.xqlab.rules.Fen.START, 64);
            start[0] = System.nanoTime();
            start[1] = frames.get();
        });
        long deadline = System.nanoTime() + (millis + 20_000) * 1_000_000;
        while (!analysis.searchFinished() && System.nanoTime() < deadline) {
            sleep(20);
        }
        long end = System.nanoTime();
        long counted = frames.get() - start[1];
        long[] after = new long[2];
        SnapshotLauncher.onFx(() -> {
            after[0] = timed ? mx.getCurrentThreadCpuTime() : -1;
            after[1] = analysis.redraws();
        });
        SearchResult r = analysis.lastResult();
        return new Result(tab, counted, (end - start[0]) / 1e9, r != null, timed ? after[0] - start[2] : -1,
                after[1] - start[3], r == null ? 0 : r.nodesPerSecond(), soloNps);
    }

    /** Waits (at most 30 s) until {@code more} frames are drawn from now. */
    private static void awaitFrames(AtomicLong frames, long more) {
        long until = frames.get() + more;
        long settle = System.nanoTime() + 30_000_000_000L;
        while (frames.get() < until && System.nanoTime() < settle) {
            sleep(20);
        }
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
