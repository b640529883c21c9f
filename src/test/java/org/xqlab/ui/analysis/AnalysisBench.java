package org.xqlab.ui.analysis;

import org.xqlab.ui.UiTestSupport;

import javafx.embed.swing.SwingFXUtils;
import javafx.scene.Scene;
import javafx.scene.image.WritableImage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import org.xqlab.rules.Notation;
import org.xqlab.rules.Position;
import org.xqlab.search.SearchConfig;
import org.xqlab.search.SearchLimits;
import org.xqlab.search.SearchResult;
import org.xqlab.search.Searcher;
import org.xqlab.ui.I18n;
import org.xqlab.analysis.UiBridge;

import javax.imageio.ImageIO;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Responsiveness benchmark and screenshots of analysis mode (tag "bench", never in CI; run by hand
 * through {@link #main}, see docs/performance.md for the command). The benchmark counts
 * JavaFX pulses per second while the engine searches at full speed with the panel open (each tab in
 * turn in front), and compares the engine's speed with no listener and with the full UI attached;
 * results go to standard output for docs/performance.md. The screenshots go to docs/images.
 */
@Tag("bench")
@ExtendWith(ApplicationExtension.class)
class AnalysisBench {
    private static final List<String> TABS = List.of("tab-tree", "tab-heatmap", "tab-killers", "tab-stages",
            "tab-statistics", "tab-captions", "tab-ab");
    private AnalysisPanel panel;
    private javafx.stage.Stage stage;

    @Start
    void start(javafx.stage.Stage stage) {
        this.stage = stage;
        AnalysisText text = new AnalysisText(new I18n(Locale.forLanguageTag(System.getProperty("bench.lang", "en"))));
        panel = new AnalysisPanel(text, Position::startPosition, () -> Notation.CHINESE);
        UiTestSupport.showAt(stage, panel, 1400, 900);
    }

    @AfterEach
    void close(FxRobot robot) {
        UiTestSupport.closeAfter(robot, stage, panel::close);
    }

    /** Runs "bench" and/or "screenshots" (default both) headless, outside JUnit. */
    public static void main(String[] args) throws Exception {
        javafx.stage.Stage primary = org.testfx.api.FxToolkit.registerPrimaryStage();
        FxRobot robot = new FxRobot();
        for (String what : args.length == 0 ? new String[] {"bench", "screenshots"} : args) {
            AnalysisBench bench = new AnalysisBench();
            robot.interact(() -> bench.start(primary));
            if (what.equals("bench")) {
                bench.pulsesPerSecondDuringAFullSpeedSearch(robot);
            } else {
                bench.screenshotsOfEveryView(robot);
            }
            bench.close(robot);
        }
        System.exit(0);
    }

    @Test
    void pulsesPerSecondDuringAFullSpeedSearch(FxRobot robot) throws Exception {
        long millis = Long.getLong("bench.millis", 3000);
        SearchConfig config = SearchConfig.defaults();
        new Searcher(config).search(Position.startPosition(), SearchLimits.moveTime(1000)); // warm-up
        long soloPulses0 = panel.views().refresher().pulses();
        long soloT0 = System.nanoTime();
        SearchResult solo = java.util.concurrent.CompletableFuture.supplyAsync(
                () -> new Searcher(config).search(Position.startPosition(), SearchLimits.moveTime(millis))).get();
        System.out.printf(Locale.ROOT, "BENCH solo search on another thread, window idle: %.1f pulses/s%n",
                (panel.views().refresher().pulses() - soloPulses0) / ((System.nanoTime() - soloT0) / 1e9));
        System.out.printf(Locale.ROOT, "BENCH solo: %d nodes in %d ms = %d nps%n", solo.totalNodes(),
                solo.timeMillis(), solo.nodesPerSecond());
        long idle0 = panel.views().refresher().pulses();
        long idleT0 = System.nanoTime();
        // the time 120 pulses of the idle window take (at 60 pulses a second, two seconds)
        org.xqlab.Await.until("120 pulses of the idle window", java.time.Duration.ofSeconds(60),
                () -> panel.views().refresher().pulses() - idle0 >= 120);
        System.out.printf(Locale.ROOT, "BENCH idle (no search): %.1f pulses/s%n",
                (panel.views().refresher().pulses() - idle0) / ((System.nanoTime() - idleT0) / 1e9));
        long[] fxThread = new long[1];
        robot.interact(() -> fxThread[0] = Thread.currentThread().getId());
        java.lang.management.ThreadMXBean mx = java.lang.management.ManagementFactory.getThreadMXBean();
        String only = System.getProperty("bench.tabs", "");
        for (String tab : TABS) {
            if (!only.isEmpty() && !List.of(only.split(",")).contains(tab)) {
                continue;
            }
            robot.interact(() -> {
                panel.showTab(tab);
                panel.views().controls().setDepth(64);
            });
            robot.lookup("#limit-time").queryAs(javafx.scene.control.TextField.class);
            robot.interact(() -> robot.lookup("#limit-time").queryAs(javafx.scene.control.TextField.class)
                    .setText(Long.toString(millis)));
            long pulses0 = panel.views().refresher().pulses();
            long[] spent0 = panel.views().refresher().spentNanos();
            long redraws0 = panel.views().refresher().redraws();
            long[] trees0 = panel.views().refresher().treeRedraws();
            long cpu0 = mx.getThreadCpuTime(fxThread[0]);
            long t0 = System.nanoTime();
            robot.interact(panel.viewModel()::runOrResume);
            WaitForAsyncUtils.waitFor(millis + 20_000, TimeUnit.MILLISECONDS, () -> panel.viewModel().lastResult() != null);
            double seconds = (System.nanoTime() - t0) / 1e9;
            long cpu = mx.getThreadCpuTime(fxThread[0]) - cpu0;
            long pulses = panel.views().refresher().pulses() - pulses0;
            SearchResult r = panel.viewModel().lastResult();
            UiBridge b = panel.viewModel().session().bridge();
            System.out.printf(Locale.ROOT, "BENCH %s: %.1f pulses/s over %.1f s; engine %d nps (%.0f%% of solo); "
                            + "events %d, dropped %d, beyond cap %d, drained %d%n", tab, pulses / seconds, seconds,
                    r.nodesPerSecond(), 100.0 * r.nodesPerSecond() / solo.nodesPerSecond(), b.eventsSeen(),
                    b.dropped(), b.beyondCap(), panel.viewModel().timeline().drained());
            long[] spent = panel.views().refresher().spentNanos();
            System.out.printf(Locale.ROOT, "BENCH %s: FX thread CPU %.0f ms per second; %.1f paced redraws per second; "
                            + "timer ms per second in drain %.0f, tree %.0f, panels %.0f%n", tab, cpu / 1e6 / seconds,
                    (panel.views().refresher().redraws() - redraws0) / seconds,
                    (spent[0] - spent0[0]) / 1e6 / seconds, (spent[1] - spent0[1]) / 1e6 / seconds,
                    (spent[2] - spent0[2]) / 1e6 / seconds);
            long[] trees = panel.views().refresher().treeRedraws();
            if (trees[0] > trees0[0]) {
                long n = trees[0] - trees0[0];
                System.out.printf(Locale.ROOT, "BENCH %s: %.1f tree redraws per second, each %.1f ms wall clock, %.1f ms"
                        + " of FX thread CPU%n", tab, n / seconds, (spent[1] - spent0[1]) / 1e6 / n,
                        (trees[1] - trees0[1]) / 1e6 / n);
            }
            WaitForAsyncUtils.waitForFxEvents();
            double budget = Double.parseDouble(System.getProperty("bench.minPulses", "30")); // the UI budget
            assertTrue(pulses / seconds >= budget, tab + ": " + pulses / seconds + " pulses/s, under " + budget);
        }
    }

    @Test
    void screenshotsOfEveryView(FxRobot robot) throws Exception {
        Path dir = Path.of(System.getProperty("bench.images", "docs/images"));
        Files.createDirectories(dir);
        AnalysisFigures.shoot(panel, org.xqlab.ui.SnapshotLauncher.TEACHING_FEN, 3, robot::interact, name -> {
            try {
                snap(robot, dir, name.substring("analysis-".length()));
            } catch (Exception e) {
                throw new java.io.IOException(e);
            }
        });
    }

    private void snap(FxRobot robot, Path dir, String name) throws Exception {
        WaitForAsyncUtils.waitForFxEvents();
        // GraphStream's viewer repaints on its own FX timer: let a dozen frames be drawn (counted, not timed)
        long pulses = panel.views().refresher().pulses();
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> panel.views().refresher().pulses() >= pulses + 12);
        WaitForAsyncUtils.waitForFxEvents();
        WritableImage[] image = new WritableImage[1];
        robot.interact(() -> image[0] = stage.getScene().snapshot(null));
        ImageIO.write(SwingFXUtils.fromFXImage(image[0], null), "png", dir.resolve("analysis-" + name + ".png").toFile());
    }
}
