package org.xqlab.ui;

import javafx.application.Platform;
import javafx.embed.swing.SwingFXUtils;
import javafx.scene.Scene;
import javafx.scene.image.WritableImage;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.xqlab.ui.analysis.AnalysisFigures;
import org.xqlab.ui.analysis.AnalysisWindow;
import org.xqlab.ui.classroom.ClassroomFigures;
import org.xqlab.ui.classroom.ClassroomView;
import org.xqlab.ui.play.MainWindow;

import javax.imageio.ImageIO;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicReference;
import java.util.prefs.BackingStoreException;
import java.util.prefs.Preferences;

/**
 * Renders the app's windows to PNG files without a display (the {@code snapshot} command): the main
 * window, the analysis window held at its first α-β cutoff on {@link #TEACHING_FEN}, the classroom, and
 * the experiments window. The JavaFX toolkit runs on Monocle's headless
 * screen of the given size, so each window opens at the size it asks for on such a screen; each PNG is a
 * snapshot of the whole scene. Preferences go to a temporary node that is removed afterwards, so the
 * user's remembered options are neither read nor changed. Call {@link #run} before anything else has
 * started JavaFX in this process (then the screen size is the one asked for).
 */
public final class SnapshotLauncher {
    /** A horse-and-king endgame with 7 legal moves: a depth-3 tree that fits a screen. */
    public static final String TEACHING_FEN = "3k5/4a4/4b4/9/9/9/9/9/4H4/4K4 w - - 0 1";
    static final int TEACHING_DEPTH = 3;
    private static final long TIMEOUT_SECONDS = 60;
    private static final int MAX_CUTOFFS = 500;

    /** One rendered window: its name, the size it took on the screen and the PNG written. */
    public record Shot(String name, int width, int height, Path file) {
    }

    private SnapshotLauncher() {
    }

    /**
     * Starts JavaFX headless on a {@code width}×{@code height} screen, renders the windows in the
     * language {@code lang} ("zh" or "en") to {@code dir}/{name}.png and returns them in the order
     * main, analysis, classroom, experiments. JavaFX is shut down afterwards.
     */
    public static List<Shot> run(Path dir, int width, int height, String lang) throws IOException {
        return run(dir, width, height, lang, false);
    }

    /** As above, with View ▸ Projector mode on in every window if {@code projector}. */
    public static List<Shot> run(Path dir, int width, int height, String lang, boolean projector) throws IOException {
        Files.createDirectories(dir);
        startHeadless(width, height);
        Preferences node = Preferences.userRoot().node("/org/xqlab/snapshot/" + UUID.randomUUID());
        try {
            AppPreferences prefs = new AppPreferences(node);
            prefs.setLanguage("zh".equals(lang) ? I18n.CHINESE : I18n.ENGLISH);
            prefs.setProjectorMode(projector);
            return shoot(dir, prefs);
        } finally {
            try {
                node.removeNode();
            } catch (BackingStoreException e) {
                // a temporary node that could not be removed is harmless
            }
            Platform.exit();
        }
    }

    /** The figures {@link #runDocs} writes, in order, named as in docs/images. */
    public static final List<String> DOC_FIGURES = List.of("analysis-tree", "analysis-pseudocode", "analysis-heatmap", "analysis-killers",
            "analysis-stages", "analysis-statistics", "analysis-captions", "analysis-heatmap-matrix", "analysis-ab",
            "analysis-killer-step", "analysis-arrows", "analysis-predict-cut", "analysis-replay",
            "classroom-cutoff", "classroom-compare", "classroom-projector-zh", "classroom-pseudocode-zh",
            "classroom-ordering", "classroom-ordering-worst", "classroom-exercise-en", "classroom-exercise-zh", "main-arrows",
            "main-review", "main-review-zh");

    /**
     * Starts JavaFX headless on a {@code width}×{@code height} screen and renders the figures of
     * docs/guide.md and docs/classroom.md to {@code dir}/{name}.png ({@link #DOC_FIGURES}), in English
     * except those ending in -zh: the analysis window's, the classroom's, the main board with the engine's
     * line as arrows, and last a reviewed game (docs/review.md). JavaFX is shut down afterwards.
     */
    public static List<Shot> runDocs(Path dir, int width, int height) throws IOException {
        Files.createDirectories(dir);
        startHeadless(width, height);
        Preferences node = Preferences.userRoot().node("/org/xqlab/snapshot/" + UUID.randomUUID());
        try {
            AppPreferences prefs = new AppPreferences(node);
            prefs.setLanguage(I18n.ENGLISH);
            prefs.setProjectorMode(false);
            return shootDocs(dir, prefs);
        } finally {
            try {
                node.removeNode();
            } catch (BackingStoreException e) {
                // a temporary node that could not be removed is harmless
            }
            Platform.exit();
        }
    }

    /** Opens the main window on a stage of its own (closing it does not end the run) and waits for it. */
    private static void openMain(AppPreferences prefs, AtomicReference<MainWindow> main,
                                 AtomicReference<Stage> mainStage) {
        onFx(() -> {
            MainWindow w = new MainWindow(prefs);
            Stage stage = new Stage();
            w.attach(stage);
            stage.setOnHidden(null);
            stage.show();
            main.set(w);
            mainStage.set(stage);
        });
        settle();
    }

    private static List<Shot> shootDocs(Path dir, AppPreferences prefs) throws IOException {
        List<Shot> shots = new ArrayList<>();
        AtomicReference<MainWindow> main = new AtomicReference<>();
        AtomicReference<Stage> mainStage = new AtomicReference<>();
        openMain(prefs, main, mainStage);
        AtomicReference<AnalysisWindow> analysis = new AtomicReference<>();
        onFx(() -> analysis.set(AnalysisWindow.open(main.get())));
        settle();
        AnalysisFigures.shoot(analysis.get(), TEACHING_FEN, TEACHING_DEPTH, SnapshotLauncher::onFx, new AnalysisFigures.Camera() {
            @Override
            public void shoot(String name) throws IOException {
                settle();
                shots.add(shot(dir, name, analysis.get().stage()));
            }

            @Override
            public void shoot(String name, Window dialog) throws IOException {
                settle();
                shots.add(shotWithDialog(dir, name, analysis.get().stage(), dialog));
            }
        });
        onFx(() -> analysis.get().stage().hide());

        I18n english = new I18n(I18n.ENGLISH);
        AtomicReference<Stage> classroom = new AtomicReference<>();
        onFx(() -> classroom.set(ClassroomView.openWindow(english)));
        settle();
        ClassroomFigures.shoot((ClassroomView) classroom.get().getScene().getRoot(), english, SnapshotLauncher::onFx,
                SnapshotLauncher::settle, name -> {
                    settle();
                    shots.add(shot(dir, name, classroom.get()));
                });
        onFx(() -> classroom.get().hide());
        shootMainArrows(main.get(), mainStage.get(), dir, shots);
        shootMainReview(main.get(), mainStage.get(), dir, shots);
        onFx(() -> {
            main.get().shutdown();
            mainStage.get().hide();
        });
        return shots;
    }

    /**
     * The main board with View ▸ Engine's line as arrows on: a game against a depth-3 engine (full preset)
     * playing Black, Red's a3a4 played on the board as two clicks do; once the engine has answered, the rest
     * of its line is drawn, arrow 1 the reply it expects.
     */
    private static void shootMainArrows(MainWindow main, Stage stage, Path dir, List<Shot> shots) throws IOException {
        onFx(() -> {
            main.boardArrows().set(true);
            main.play().newGame(null, null, org.xqlab.ui.engines.Level.custom("full", "", 3, 10_000));
            main.board().press(org.xqlab.rules.Square.parse("a3"));
            main.board().release(org.xqlab.rules.Square.parse("a3"), false);
            main.board().press(org.xqlab.rules.Square.parse("a4"));
            main.board().release(org.xqlab.rules.Square.parse("a4"), false);
        });
        long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(TIMEOUT_SECONDS);
        while (true) {
            AtomicReference<Boolean> answered = new AtomicReference<>(false);
            onFx(() -> {
                org.xqlab.ui.engines.EngineThinking.Snapshot s = main.play().thinking().latest();
                answered.set(main.game().getRecord().cursor().ply() == 2 && s != null && s.finished()
                        && !main.board().arrows().isEmpty());
            });
            if (answered.get()) {
                break;
            }
            if (System.nanoTime() > until) {
                throw new IllegalStateException("the engine did not answer a3a4 with its line in " + TIMEOUT_SECONDS + " s");
            }
            pause(50);
        }
        settle();
        shots.add(shot(dir, "main-arrows", stage));
        onFx(() -> main.boardArrows().set(false));
    }

    /**
     * Game ▸ Review game… on a short game with a planted blunder (a rook walked onto b1, where black's cannon takes
     * it over red's own cannon), at 20 000 nodes a position so the figure repeats: the marks on the score graph and
     * in the move list, the review's list with its first mark selected; in English, then in Chinese.
     */
    private static void shootMainReview(MainWindow main, Stage stage, Path dir, List<Shot> shots) throws IOException {
        reviewPlanted(main);
        shots.add(shot(dir, "main-review", stage));
        // in Chinese with the moves in Chinese notation (View ▸ Notation), as a Chinese user's window starts
        onFx(() -> {
            main.i18n().setLocale(I18n.CHINESE);
            main.game().notationProperty().set(org.xqlab.rules.Notation.CHINESE);
        });
        settle();
        shots.add(shot(dir, "main-review-zh", stage));
        onFx(() -> {
            main.i18n().setLocale(I18n.ENGLISH);
            main.game().notationProperty().set(org.xqlab.rules.Notation.ICCS);
        });
    }

    /** The planted game reviewed at 20 000 nodes a position, its first mark selected and the window settled. */
    private static void reviewPlanted(MainWindow main) {
        onFx(() -> {
            main.game().loadPgn("[Red \"A\"]\n[Black \"B\"]\n1. h2e2 h9g7 2. h0g2 i9h9 3. i0i1 b9c7 4. i1b1 b7b1 *\n");
            main.game().last();
            main.reviewGame(new org.xqlab.review.ReviewSettings(org.xqlab.search.SearchConfig.preset("full"),
                    "nodes=20000", 2));
        });
        long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(TIMEOUT_SECONDS);
        while (true) {
            AtomicReference<Boolean> done = new AtomicReference<>(false);
            onFx(() -> done.set(main.review().stateProperty().get() == org.xqlab.ui.play.ReviewRun.State.DONE));
            if (done.get()) {
                break;
            }
            if (System.nanoTime() > until) {
                throw new IllegalStateException("the review did not end in " + TIMEOUT_SECONDS + " s");
            }
            pause(50);
        }
        onFx(main::selectFirstReviewMark);
        settle();
    }

    /** Starts JavaFX on Monocle's headless {@code width}×{@code height} screen (if it is not running yet). */
    static void startHeadless(int width, int height) {
        System.setProperty("glass.platform", "Monocle");
        System.setProperty("monocle.platform", "Headless");
        System.setProperty("prism.order", "sw");
        System.setProperty("headless.geometry", width + "x" + height + "-32");
        CompletableFuture<Void> started = new CompletableFuture<>();
        try {
            Platform.startup(() -> started.complete(null));
        } catch (IllegalStateException alreadyRunning) {
            started.complete(null);
        }
        Platform.setImplicitExit(false);
        await(started);
    }

    private static List<Shot> shoot(Path dir, AppPreferences prefs) throws IOException {
        List<Shot> shots = new ArrayList<>();
        AtomicReference<MainWindow> main = new AtomicReference<>();
        AtomicReference<Stage> mainStage = new AtomicReference<>();
        openMain(prefs, main, mainStage);
        shots.add(shot(dir, "main", mainStage.get()));

        AtomicReference<AnalysisWindow> analysis = new AtomicReference<>();
        onFx(() -> analysis.set(AnalysisWindow.open(main.get())));
        onFx(() -> analysis.get().holdAtCutoff(TEACHING_FEN, TEACHING_DEPTH));
        long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(TIMEOUT_SECONDS);
        long last = -1;
        for (int cuts = 0; ; cuts++) {
            long before = last;
            while ((last = analysis.get().heldAt()) < 0 || last == before) {
                if (System.nanoTime() > until) {
                    throw new IllegalStateException("the analysis did not reach a cutoff in " + TIMEOUT_SECONDS + " s");
                }
                pause(20);
            }
            // a stand-pat in quiescence is a cutoff too; hold at the first β-cutoff of a move loop
            if (analysis.get().isHeldAtBetaCutoff() || cuts >= MAX_CUTOFFS) {
                break;
            }
            onFx(() -> analysis.get().stepToNextCutoff());
        }
        onFx(() -> analysis.get().refresh());
        settle();
        shots.add(shot(dir, "analysis", analysis.get().stage()));
        onFx(() -> analysis.get().stage().hide());

        AtomicReference<Stage> classroom = new AtomicReference<>();
        onFx(() -> {
            classroom.set(ClassroomView.openWindow(main.get().i18n()));
            ((ClassroomView) classroom.get().getScene().getRoot()).followProjector(main.get().projectorMode());
        });
        settle();
        shots.add(shot(dir, "classroom", classroom.get()));
        onFx(() -> ((ClassroomView) classroom.get().getScene().getRoot()).showExercises(true));
        settle();
        shots.add(shot(dir, "classroom-exercises", classroom.get()));
        onFx(() -> classroom.get().hide());

        onFx(() -> main.get().experiments());
        settle();
        shots.add(shot(dir, "experiments", main.get().experimentsWindow()));
        onFx(() -> main.get().experimentsWindow().hide());

        // the reviewed game in this run's language and projector mode (the figures of --docs are in both languages)
        reviewPlanted(main.get());
        settle();
        shots.add(shot(dir, "main-review", mainStage.get()));
        onFx(() -> {
            main.get().shutdown();
            mainStage.get().hide();
        });
        return shots;
    }

    /**
     * A snapshot of {@code stage} with {@code dialog}'s scene drawn over it where the dialog stands on the
     * screen (moved inside the picture if it stands partly outside), framed by a grey line.
     */
    private static Shot shotWithDialog(Path dir, String name, Stage stage, Window dialog) throws IOException {
        AtomicReference<WritableImage> under = new AtomicReference<>();
        AtomicReference<WritableImage> over = new AtomicReference<>();
        AtomicReference<double[]> at = new AtomicReference<>();
        onFx(() -> {
            under.set(stage.getScene().snapshot(null));
            over.set(dialog.getScene().snapshot(null));
            at.set(new double[] {dialog.getX() + dialog.getScene().getX() - stage.getX() - stage.getScene().getX(),
                    dialog.getY() + dialog.getScene().getY() - stage.getY() - stage.getScene().getY()});
        });
        java.awt.image.BufferedImage picture = SwingFXUtils.fromFXImage(under.get(), null);
        java.awt.image.BufferedImage box = SwingFXUtils.fromFXImage(over.get(), null);
        int x = (int) Math.round(Math.max(1, Math.min(at.get()[0], picture.getWidth() - box.getWidth() - 1)));
        int y = (int) Math.round(Math.max(1, Math.min(at.get()[1], picture.getHeight() - box.getHeight() - 1)));
        java.awt.Graphics2D g = picture.createGraphics();
        g.drawImage(box, x, y, null);
        g.setColor(new java.awt.Color(0x60, 0x60, 0x60));
        g.drawRect(x - 1, y - 1, box.getWidth() + 1, box.getHeight() + 1);
        g.dispose();
        Path file = dir.resolve(name + ".png");
        ImageIO.write(picture, "png", file.toFile());
        return new Shot(name, picture.getWidth(), picture.getHeight(), file);
    }

    private static Shot shot(Path dir, String name, Stage stage) throws IOException {
        AtomicReference<WritableImage> image = new AtomicReference<>();
        AtomicReference<int[]> size = new AtomicReference<>();
        onFx(() -> {
            Scene scene = stage.getScene();
            image.set(scene.snapshot(null));
            size.set(new int[] {(int) Math.round(stage.getWidth()), (int) Math.round(stage.getHeight())});
        });
        Path file = dir.resolve(name + ".png");
        ImageIO.write(SwingFXUtils.fromFXImage(image.get(), null), "png", file.toFile());
        return new Shot(name, size.get()[0], size.get()[1], file);
    }

    /** Lets a few pulses pass so that layout, CSS and the views' frame timers have drawn. */
    private static void settle() {
        for (int i = 0; i < 10; i++) {
            pause(100);
            onFx(() -> { });
        }
    }

    private static void pause(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    static void onFx(Runnable action) {
        CompletableFuture<Void> done = new CompletableFuture<>();
        Platform.runLater(() -> {
            try {
                action.run();
                done.complete(null);
            } catch (Throwable t) {
                done.completeExceptionally(t);
            }
        });
        await(done);
    }

    private static void await(CompletableFuture<?> f) {
        try {
            f.get(TIMEOUT_SECONDS, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        } catch (ExecutionException e) {
            throw new IllegalStateException(e.getCause());
        } catch (TimeoutException e) {
            throw new IllegalStateException("JavaFX did not answer in " + TIMEOUT_SECONDS + " s", e);
        }
    }
}
