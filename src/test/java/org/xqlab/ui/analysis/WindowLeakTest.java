package org.xqlab.ui.analysis;

import javafx.application.Platform;
import javafx.scene.Parent;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.DialogPane;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuButton;
import javafx.scene.control.MenuItem;
import javafx.scene.control.TextField;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import javafx.stage.Stage;
import javafx.stage.Window;
import javafx.stage.WindowEvent;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.util.WaitForAsyncUtils;
import org.xqlab.rules.Fen;
import org.xqlab.trace.TreeNode;
import org.xqlab.ui.AppPreferences;
import org.xqlab.ui.ExportMenu;
import org.xqlab.ui.HeapPath;
import org.xqlab.ui.I18n;
import org.xqlab.ui.UiTestSupport;
import org.xqlab.ui.classroom.ClassroomView;
import org.xqlab.ui.play.MainWindow;

import java.lang.ref.WeakReference;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.BooleanSupplier;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * A closed window lets go: each row opens a window as a user does, uses it (a search run to its end and stepped
 * back, a figure exported, the language switched, an exercise opened, a dialog typed in), closes it as a user
 * does (close request and hide, Cancel, Esc) while the main window stays open, and then the window's root node
 * — and for the analysis window its search's feed ring and recording — must be garbage collected. A row that
 * fails names the window and the chain of references that still holds it ({@link HeapPath}).
 * <p>
 * The class sits in the analysis package to reach the panel's view-model (its ring and recording) and the node
 * a prediction is made at; every other window is reached through the main window's menus and public entries.
 * Every window here runs on a stage of its own, never on TestFX's shared stage, and every one is closed before
 * the next row, so the rows run in any order in a JVM shared with other test classes.
 */
@ExtendWith(ApplicationExtension.class)
class WindowLeakTest {
    private static final String START = Fen.START;

    /** Something that must be collected once its window is closed, and what to call it in a failure. */
    record Held(String what, WeakReference<Object> ref) {
        static Held of(String what, Object o) {
            assertNotNull(o, what + " exists while its window is open");
            return new Held(what, new WeakReference<>(o));
        }
    }

    /** Opens a window of {@code main}'s program, uses it, closes it, and returns what must now be collectable. */
    interface Scenario {
        List<Held> run(WindowLeakTest t, FxRobot robot) throws Exception;
    }

    @TempDir
    Path tmp;
    private AppPreferences prefs;
    private Stage mainStage;
    private MainWindow main;

    @BeforeEach
    void openMain(FxRobot robot) {
        prefs = UiTestSupport.freshPreferences();
        robot.interact(() -> {
            mainStage = new Stage();
            main = new MainWindow(prefs);
            main.attach(mainStage);
            main.setHeroStore(tmp.resolve("heroes"));
            mainStage.show();
        });
    }

    @AfterEach
    void closeAll(FxRobot robot) throws Exception {
        ExportMenu.chooseWith(null);
        robot.interact(() -> {
            for (Window w : new ArrayList<>(Window.getWindows())) {
                if (w instanceof Stage s && s.getOwner() != null) {
                    s.hide();
                }
            }
            closeAsUser(mainStage);
        });
        main = null;
        mainStage = null;
        prefs.node().removeNode();
    }

    static Stream<Arguments> windows() {
        return Stream.of(
                Arguments.of("main window", (Scenario) WindowLeakTest::mainWindow),
                Arguments.of("analysis window", (Scenario) WindowLeakTest::analysisWindow),
                Arguments.of("cut prediction dialog", (Scenario) WindowLeakTest::cutPrediction),
                Arguments.of("classroom", (Scenario) WindowLeakTest::classroom),
                Arguments.of("exercise pane", (Scenario) WindowLeakTest::exercises),
                Arguments.of("experiments window", (Scenario) WindowLeakTest::experiments),
                Arguments.of("set-up dialog", dialog("item-setup", root -> {
                    TextField fen = (TextField) root.lookup("#setup-fen");
                    fen.setText("4k4/9/9/9/9/9/9/9/9/4K4 w");
                })),
                Arguments.of("new-game dialog", dialog("item-new-engine", root -> {
                })),
                Arguments.of("tags dialog", dialog("item-tags", root -> {
                    ((TextField) root.lookup("#tag-Event")).setText("leak test");
                })),
                Arguments.of("hero list dialog", dialog("item-heroes", root -> {
                })),
                Arguments.of("oracle dialog", dialog("item-oracle", root -> {
                })),
                Arguments.of("game picker dialog", (Scenario) WindowLeakTest::gamePicker));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("windows")
    void aClosedWindowIsCollected(String window, Scenario scenario, FxRobot robot) throws Exception {
        List<Held> held = scenario.run(this, robot);
        // the focus goes back to the main window, as a desktop's window manager gives it to the window below;
        // Monocle keeps its last focused window (and through it that window's stage) until another takes focus
        robot.interact(mainStage::requestFocus);
        for (Held h : held) {
            assertCollected(window, h);
        }
    }

    // ------------------------------------------------------------------ the rows

    /** A second main window: flipped, switched to 中文 and back, projector mode on and off, closed by its close box. */
    private static List<Held> mainWindow(WindowLeakTest t, FxRobot robot) {
        AppPreferences own = UiTestSupport.freshPreferences();
        List<Held> held = new ArrayList<>();
        robot.interact(() -> {
            Stage stage = new Stage();
            MainWindow w = new MainWindow(own);
            w.attach(stage);
            stage.show();
            fire(w.scene().getRoot(), "item-flip");
            w.i18n().setLocale(I18n.CHINESE);
            w.i18n().setLocale(I18n.ENGLISH);
            w.board().projectorProperty().set(true);
            w.board().projectorProperty().set(false);
            w.game().notationProperty().set(org.xqlab.rules.Notation.WXF);
            held.add(Held.of("main window root", w.scene().getRoot()));
            held.add(Held.of("main window", w));
            closeAsUser(stage);
        });
        try {
            own.node().removeNode();
        } catch (java.util.prefs.BackingStoreException e) {
            throw new IllegalStateException(e);
        }
        return held;
    }

    /** View ▸ Analysis: a depth-3 search to its end, a step back, the tree exported as SVG, then closed. */
    private static List<Held> analysisWindow(WindowLeakTest t, FxRobot robot) throws Exception {
        AnalysisWindow[] a = new AnalysisWindow[1];
        robot.interact(() -> a[0] = AnalysisWindow.open(t.main));
        searchToTheEnd(robot, a[0], 3);
        AnalysisPanel panel = a[0].panel();
        List<Held> held = List.of(Held.of("analysis panel", panel),
                Held.of("analysis feed ring", panel.viewModel().timeline().bridge().ring()),
                Held.of("analysis recording", panel.viewModel().timeline().recording()));
        robot.interact(panel::stepBack);
        Path svg = t.tmp.resolve("tree.svg");
        ExportMenu.chooseWith((w, c) -> svg.toFile());
        robot.interact(() -> {
            MenuButton export = (MenuButton) panel.lookup("#analysis-export");
            export.getItems().stream().filter(i -> "export-tree-svg".equals(i.getId())).findFirst().orElseThrow().fire();
        });
        waitFor("the tree exported as SVG", () -> Files.exists(svg) && ((javafx.scene.control.Label) panel
                .lookup("#analysis-status")).getText().startsWith("Saved "));
        robot.interact(() -> t.main.i18n().setLocale(I18n.CHINESE));
        robot.interact(() -> closeAsUser(a[0].stage()));
        return held;
    }

    /** Predict the cut… at the root of a search held at its first cutoff, the prediction made, closed by Esc. */
    private static List<Held> cutPrediction(WindowLeakTest t, FxRobot robot) throws Exception {
        AnalysisWindow[] a = new AnalysisWindow[1];
        robot.interact(() -> {
            a[0] = AnalysisWindow.open(t.main);
            a[0].holdAtCutoff(START, 3);
        });
        waitFor("the analysis held at its first cutoff", () -> a[0].heldAt() >= 0);
        AnalysisPanel panel = a[0].panel();
        robot.interact(a[0]::refresh);
        CutPredictionDialog[] d = new CutPredictionDialog[1];
        robot.interact(() -> {
            TreeNode root = panel.viewModel().model().tree().latestRoot();
            d[0] = CutPredictionDialog.open(panel, new AnalysisText(t.main.i18n()), root,
                    () -> org.xqlab.rules.Notation.ICCS);
        });
        Parent dialog = dialogRoot("#predict-go");
        List<Held> held = List.of(Held.of("cut prediction dialog", dialog));
        robot.interact(() -> {
            ((javafx.scene.control.RadioButton) dialog.lookup("#predict-cut")).fire();
            dialog.fireEvent(new javafx.scene.input.KeyEvent(
                    javafx.scene.input.KeyEvent.KEY_PRESSED, "", "", javafx.scene.input.KeyCode.ESCAPE,
                    false, false, false, false));
        });
        waitFor("the prediction dialog closed by Esc", () -> !dialog.getScene().getWindow().isShowing());
        d[0] = null;
        return held; // checked with the analysis window still open
    }

    /** View ▸ Classroom…: the animation played a moment, the language switched, closed. */
    private static List<Held> classroom(WindowLeakTest t, FxRobot robot) throws Exception {
        Stage room = openClassroom(t, robot);
        List<Held> held = List.of(Held.of("classroom view", room.getScene().getRoot()));
        robot.interact(() -> {
            t.main.board().projectorProperty().set(true);
            ((javafx.scene.control.ToggleButton) room.getScene().lookup("#play")).fire();
            t.main.i18n().setLocale(I18n.CHINESE);
            t.main.board().projectorProperty().set(false);
        });
        robot.interact(() -> closeAsUser(room));
        return held;
    }

    /** Practise… in a classroom: an exercise opened with a seed, then the classroom closed. */
    private static List<Held> exercises(WindowLeakTest t, FxRobot robot) throws Exception {
        Stage room = openClassroom(t, robot);
        List<Held> held = new ArrayList<>();
        robot.interact(() -> {
            ((Button) room.getScene().lookup("#exercises")).fire();
            held.add(Held.of("exercise pane", ((ClassroomView) room.getScene().getRoot()).getCenter()));
            ((TextField) room.getScene().lookup("#exSeed")).setText("42");
            ((Button) room.getScene().lookup("#exOpen")).fire();
            t.main.i18n().setLocale(I18n.CHINESE);
        });
        robot.interact(() -> closeAsUser(room));
        return held;
    }

    /** View ▸ Experiments: the language switched while it shows, closed. */
    private static List<Held> experiments(WindowLeakTest t, FxRobot robot) {
        List<Held> held = new ArrayList<>();
        robot.interact(() -> {
            t.main.experiments();
            Stage st = t.main.experimentsWindow();
            held.add(Held.of("experiments window", st.getScene().getRoot()));
            t.main.i18n().setLocale(I18n.CHINESE);
            t.main.board().projectorProperty().set(true);
            closeAsUser(st);
        });
        return held;
    }

    /** Edit ▸ Paste game with two games on the clipboard: the picker filtered by a word, then cancelled. */
    private static List<Held> gamePicker(WindowLeakTest t, FxRobot robot) throws Exception {
        robot.interact(() -> {
            ClipboardContent c = new ClipboardContent();
            c.putString("[Event \"one\"]\n1. h2e2 h9g7 *\n\n[Event \"two\"]\n1. c3c4 *\n");
            Clipboard.getSystemClipboard().setContent(c);
        });
        return dialog("item-paste-game", root -> root.lookupAll(".text-field").stream().findFirst()
                .ifPresent(f -> ((TextField) f).setText("two"))).run(t, robot);
    }

    /** A dialog the main window shows and waits on: opened from its menu item, used, cancelled. */
    private static Scenario dialog(String item, java.util.function.Consumer<Parent> use) {
        return (t, robot) -> {
            Set<Window> before = Set.copyOf(Window.getWindows());
            Platform.runLater(() -> fire(t.main.scene().getRoot(), item)); // it waits in a nested event loop
            Parent root = waitForNewWindow(before, item);
            List<Held> held = List.of(Held.of(item + " dialog", root));
            Window shown = root.getScene().getWindow();
            robot.interact(() -> {
                use.accept(root);
                DialogPane pane = (DialogPane) root;
                Button cancel = pane.getButtonTypes().stream()
                        .filter(b -> b.getButtonData() == ButtonBar.ButtonData.CANCEL_CLOSE)
                        .map(b -> (Button) pane.lookupButton(b)).findFirst().orElseThrow();
                cancel.fire();
            });
            waitFor("the " + item + " dialog closed", () -> !shown.isShowing());
            return held;
        };
    }

    // ------------------------------------------------------------------ helpers

    private static Stage openClassroom(WindowLeakTest t, FxRobot robot) throws Exception {
        Set<Window> before = Set.copyOf(Window.getWindows());
        robot.interact(() -> fire(t.main.scene().getRoot(), "item-classroom"));
        Parent root = waitForNewWindow(before, "item-classroom");
        assertTrue(root instanceof ClassroomView, "the classroom opened");
        return (Stage) root.getScene().getWindow();
    }

    private static void searchToTheEnd(FxRobot robot, AnalysisWindow a, int depth) throws TimeoutException {
        robot.interact(() -> a.runAtFullSpeed(START, depth));
        waitFor("the depth-" + depth + " search finished", a::searchFinished);
        robot.interact(a::refresh);
    }

    /** Closes {@code stage} as its close box does: a close request, and the hide unless a handler refused. */
    static void closeAsUser(Stage stage) {
        WindowEvent request = new WindowEvent(stage, WindowEvent.WINDOW_CLOSE_REQUEST);
        boolean[] refused = new boolean[1];
        javafx.event.EventHandler<WindowEvent> watch = e -> refused[0] = e.isConsumed();
        stage.addEventHandler(WindowEvent.WINDOW_CLOSE_REQUEST, watch);
        javafx.event.Event.fireEvent(stage, request);
        stage.removeEventHandler(WindowEvent.WINDOW_CLOSE_REQUEST, watch);
        if (!refused[0]) {
            stage.hide();
        }
    }

    /** Fires the menu item {@code id} of a main window's menu bar. */
    private static void fire(Parent mainRoot, String id) {
        MenuBar bar = (MenuBar) mainRoot.lookup("#menu-bar");
        bar.getMenus().stream().flatMap(m -> m.getItems().stream()).filter(i -> id.equals(i.getId()))
                .findFirst().map(i -> {
                    i.fire();
                    return i;
                }).orElseThrow(() -> new AssertionError("no menu item " + id));
    }

    private static Parent waitForNewWindow(Set<Window> before, String what) throws TimeoutException {
        Parent[] root = new Parent[1];
        waitFor("a window opened by " + what, () -> {
            for (Window w : Window.getWindows()) {
                if (!before.contains(w) && w.isShowing() && w.getScene() != null) {
                    root[0] = w.getScene().getRoot();
                    return true;
                }
            }
            return false;
        });
        return root[0];
    }

    private static Parent dialogRoot(String query) throws TimeoutException {
        Parent[] root = new Parent[1];
        waitFor("a window showing " + query, () -> {
            for (Window w : Window.getWindows()) {
                if (w.isShowing() && w.getScene() != null && w.getScene().lookup(query) != null) {
                    root[0] = w.getScene().getRoot();
                    return true;
                }
            }
            return false;
        });
        return root[0];
    }

    /** Waits up to 60 s for {@code state}, read on the FX thread; the timeout names the state. */
    static void waitFor(String state, BooleanSupplier condition) throws TimeoutException {
        try {
            WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS,
                    () -> WaitForAsyncUtils.asyncFx(condition::getAsBoolean).get());
        } catch (TimeoutException e) {
            throw new TimeoutException("timed out waiting for: " + state);
        }
        WaitForAsyncUtils.waitForFxEvents();
    }

    /**
     * Collects garbage until {@code h} is cleared, for at most 20 s (a few pulses may still hold a closed
     * window's last frame); else dumps the heap and fails with the path that holds it.
     */
    static void assertCollected(String window, Held h) throws Exception {
        try {
            WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> {
                WaitForAsyncUtils.waitForFxEvents();
                System.gc();
                return h.ref().get() == null;
            });
            return;
        } catch (TimeoutException e) {
            // below: why not
        }
        String name = h.ref().get().getClass().getName();
        Path dump = Path.of("target", "leak-dumps", window.replace(' ', '-') + ".hprof");
        String path = HeapPath.holdersOf(h.ref(), dump);
        fail("closed " + window + ": its " + h.what() + " (" + name + ") is still reachable after 20 s of GC"
                + (path == null ? " (no strong path found in " + dump + ")" : ", held by:" + path + "\n  heap dump: " + dump));
    }

    // ------------------------------------------------------------------ the user's figure

    /** The JVM option under which {@link #thirtyAnalysisWindowsLeaveTheHeapWhereItWas} reads the heap. */
    private static final String SOFT_REFS_CLEARED = "-XX:SoftRefLRUPolicyMSPerMB=0";

    /**
     * The analysis window opened, searched to depth 5 and closed 30 times: the heap after GC stays within
     * 20 MB of where it was after the first such window (which loads what every later one shares).
     *
     * <p>Measured with soft references cleared at every collection ({@value #SOFT_REFS_CLEARED}, the slow
     * tests' JVM option): JavaFX's software renderer keeps the images its effects drew (shadows, about 3 MB
     * for each window) in a pool that holds them only softly — memory the JVM takes back before it runs
     * out, which a heap reading after a plain GC would count as kept.
     */
    @Test
    @Tag("slow")
    void thirtyAnalysisWindowsLeaveTheHeapWhereItWas(FxRobot robot) throws Exception {
        assertTrue(java.lang.management.ManagementFactory.getRuntimeMXBean().getInputArguments().contains(SOFT_REFS_CLEARED),
                "the figure is read with " + SOFT_REFS_CLEARED + " (the slow tests' JVM option, pom.xml): "
                        + "run it as they run, mvn -B verify -Dtest='WindowLeakTest#thirty*'");
        openSearchClose(robot); // the first window loads the classes, fonts and style caches every later one uses
        long start = heapAfterGc();
        for (int i = 0; i < 30; i++) {
            openSearchClose(robot);
        }
        long end = heapAfterGc();
        double mb = 1024 * 1024;
        double growth = (end - start) / mb;
        System.out.printf("heap after 30 open/close: start %.1f MB, end %.1f MB, growth %.1f MB%n",
                start / mb, end / mb, growth);
        assertTrue(growth < 20, () -> String.format("the heap grew by %.1f MB over 30 analysis windows; the largest"
                + " classes now:%n%s", growth, histogram(25)));
    }

    /** The first {@code lines} lines of the JVM's class histogram of live objects (jcmd GC.class_histogram). */
    private static String histogram(int lines) {
        try {
            String all = (String) java.lang.management.ManagementFactory.getPlatformMBeanServer().invoke(
                    new javax.management.ObjectName("com.sun.management:type=DiagnosticCommand"), "gcClassHistogram",
                    new Object[] {new String[0]}, new String[] {String[].class.getName()});
            return all.lines().limit(lines + 2L).collect(java.util.stream.Collectors.joining("\n"));
        } catch (javax.management.JMException e) {
            return "(no histogram: " + e + ")";
        }
    }

    private void openSearchClose(FxRobot robot) throws TimeoutException {
        AnalysisWindow[] a = new AnalysisWindow[1];
        robot.interact(() -> a[0] = AnalysisWindow.open(main));
        searchToTheEnd(robot, a[0], 5);
        robot.interact(() -> closeAsUser(a[0].stage()));
        robot.interact(mainStage::requestFocus); // as in the rows: Monocle keeps its last focused window
    }

    private static long heapAfterGc() {
        WaitForAsyncUtils.waitForFxEvents();
        Runtime rt = Runtime.getRuntime();
        long used = Long.MAX_VALUE;
        for (int i = 0; i < 5; i++) { // settles: finalizers and cleared references free more in a later cycle
            System.gc();
            WaitForAsyncUtils.waitForFxEvents();
            used = Math.min(used, rt.totalMemory() - rt.freeMemory());
        }
        return used;
    }
}
