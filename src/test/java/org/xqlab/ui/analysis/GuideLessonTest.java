package org.xqlab.ui.analysis;

import javafx.geometry.Point2D;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.Slider;
import javafx.scene.control.TabPane;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import org.xqlab.rules.Move;
import org.xqlab.rules.Notation;
import org.xqlab.rules.Position;
import org.xqlab.search.SearchConfig;
import org.xqlab.search.SearchResult;
import org.xqlab.trace.EventKind;
import org.xqlab.trace.GateStop;
import org.xqlab.trace.Step;
import org.xqlab.trace.TreeNode;
import org.xqlab.ui.AppPreferences;
import org.xqlab.ui.UiTestSupport;
import org.xqlab.ui.play.MainWindow;
import org.xqlab.analysis.MoveText;
import org.xqlab.teach.TeachingPosition;

import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * docs/guide.md's 45-minute lesson, walked step by step in the real windows at a projector's
 * 1024×768, as a teacher gives it: teaching positions from the chooser, presets from the sheet, the
 * presenter's → key, a robot click on the cut node where the tree draws it, A/B, a second run. Every
 * figure the guide quotes is asserted here (the constants below); when the engine changes a figure,
 * this test fails and the guide is updated with the new one.
 */
@ExtendWith(ApplicationExtension.class)
class GuideLessonTest {
    // Step 1 — "A quiet endgame", minimax, depth 2
    static final long MINIMAX_D2_NODES = 17;
    static final long MINIMAX_D2_LEAVES = 106;
    // Step 2 — the same position, alphabeta without quiescence and mate-distance pruning, depth 2: the first β-cutoff
    static final String FIRST_CUTOFF_CAPTION = "Step 12: β-cutoff at ply 1: 士４進５ (quiet moves (generation order), move 1) "
            + "scored -115 ≥ β -118 — 3 moves not searched";
    // Step 3 — A/B at depth 3: minimax against alphabeta (quiescence=false, matedistance=false)
    static final long AB_MINIMAX_D3 = 1196;
    static final long AB_ALPHABETA_D3 = 267;
    static final int AB_D3_SCORE = 148;
    static final String AB_D3_MOVE = "傌二進四"; // h3f4, in the window's Chinese notation
    // Step 4 — "Rook against one advisor", A/B at depth 4: alphabeta against pvs
    static final long ORDER_ALPHABETA_D4 = 2098;
    static final long ORDER_PVS_D4 = 595;
    static final String ORDER_ALPHABETA_FIRST = "32.8%";
    static final String ORDER_PVS_FIRST = "69.6%";
    // Step 5 — first the demo: pvs at depth 3 stepped by table update to its first killer update
    static final String KILLER_STATUS = "Held at a killer update: killer slot 1 at ply 1: 俥一進九 (it cut off); slot 2: — "
            + "(step to next table update)";
    static final String KILLER_CAPTION = "Step 12: β-cutoff at ply 1: 俥一進九 (quiet moves by history, move 12) "
            + "scored M1 ≥ β M1 — 3 moves not searched";
    // then pvs at depth 4 twice in the analysis window: a new search with cleared tables (the held depth-3 demo is
    // stopped, its tables dropped), then the same search again, which reuses the TT and the halved history
    static final long PVS_FIRST_RUN = 595;
    static final long PVS_SECOND_RUN = 432;
    static final double HEAT_PEAK_FIRST = 64;
    static final double HEAT_PEAK_SECOND_START = 31; // the hottest point sums cells, each halved and rounded down
    static final double HEAT_PEAK_SECOND_END = 61; // what the legend's top says once the second search has ended

    private Stage stage;
    private AppPreferences prefs;
    private AnalysisWindow analysis;
    private AnalysisPanel panel;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        prefs = UiTestSupport.freshPreferences();
        MainWindow window = new MainWindow(prefs);
        window.attach(stage);
        window.game().notationProperty().set(Notation.CHINESE); // the guide's preparation: View ▸ Notation ▸ Chinese
        stage.show();
        analysis = AnalysisWindowTest.openAt(window, 1024, 768);
        panel = analysis.panel();
    }

    @AfterEach
    void close(FxRobot robot) throws Exception {
        robot.interact(() -> analysis.stage().hide());
        UiTestSupport.close(robot, stage, prefs);
    }

    static void waitFor(long seconds, Callable<Boolean> condition) throws Exception {
        WaitForAsyncUtils.waitFor(seconds, TimeUnit.SECONDS, () -> {
            WaitForAsyncUtils.waitForFxEvents();
            return condition.call();
        });
    }

    static void choose(FxRobot robot, String comboId, String item) {
        robot.clickOn("#" + comboId);
        robot.clickOn(item);
        WaitForAsyncUtils.waitForFxEvents();
    }

    private void teachingPosition(FxRobot robot, String id) {
        teachingPosition(robot, panel, id);
    }

    /** Chooses a teaching position from the window's chooser, as the teacher does. */
    static void teachingPosition(FxRobot robot, AnalysisPanel panel, String id) {
        TeachingPosition p = TeachingPosition.all().stream().filter(t -> t.id().equals(id)).findFirst().orElseThrow();
        choose(robot, "teaching-position", p.name(false));
        assertEquals(p.fen(), org.xqlab.rules.Fen.format(panel.views().controls().position()), "the chooser loads the teaching position");
    }

    @SuppressWarnings("unchecked")
    static void select(FxRobot robot, String comboId, String value) {
        robot.interact(() -> robot.lookup("#" + comboId).queryAs(ComboBox.class).setValue(value));
    }

    private void preset(FxRobot robot, String name) {
        preset(robot, panel, name);
    }

    /** Chooses a preset on the settings sheet. */
    static void preset(FxRobot robot, AnalysisPanel panel, String name) {
        select(robot, "config-preset", name);
        assertEquals(SearchConfig.preset(name), panel.views().config().getConfig());
    }

    static void fullSpeed(FxRobot robot) {
        robot.interact(() -> robot.lookup("#pace").queryAs(Slider.class).setValue(6));
    }

    static void slowest(FxRobot robot) {
        robot.interact(() -> robot.lookup("#pace").queryAs(Slider.class).setValue(0));
    }

    private SearchResult runToTheEnd(FxRobot robot) throws Exception {
        SearchResult before = panel.viewModel().lastResult();
        fullSpeed(robot);
        robot.clickOn("#run");
        waitFor(60, () -> panel.viewModel().lastResult() != null && panel.viewModel().lastResult() != before && !panel.viewModel().session().isRunning());
        robot.interact(() -> panel.views().refresher().refreshAll());
        return panel.viewModel().lastResult();
    }

    static String status(FxRobot robot) {
        return robot.lookup("#analysis-status").queryAs(Label.class).getText();
    }

    private void tab(FxRobot robot, String id) {
        robot.interact(() -> panel.showTab(id));
    }

    private org.xqlab.analysis.AbViewModel.Row abRow(String name) {
        return panel.views().ab().rows().stream().filter(r -> r.name().equals(name)).findFirst().orElseThrow();
    }

    private void abRun(FxRobot robot, String presetA, String changesA, String presetB, String changesB)
            throws Exception {
        tab(robot, "tab-ab");
        robot.interact(() -> panel.views().ab().setConfigs(presetA, changesA, presetB, changesB));
        robot.clickOn("#ab-run");
        waitFor(120, () -> !panel.views().ab().isRunning() && panel.views().ab().resultB() != null);
    }

    @Test
    void theGuidesLessonRunsFromTheAppAloneAndShowsTheFiguresTheGuideQuotes(FxRobot robot) throws Exception {
        // 1. Minimax, by hand: a quiet endgame, depth 2, a few steps to the next node, then to the end
        teachingPosition(robot, "prune");
        preset(robot, "minimax");
        robot.interact(() -> panel.views().controls().setDepth(2));
        slowest(robot);
        select(robot, "step-kind", "node");
        robot.clickOn("#analysis-status");
        for (int i = 1; i <= 3; i++) {
            robot.type(KeyCode.RIGHT);
            waitFor(20, () -> panel.viewModel().session().held() != null && status(robot).startsWith("Held at"));
        }
        robot.press(KeyCode.ESCAPE).release(KeyCode.ESCAPE);
        waitFor(20, () -> !panel.viewModel().session().isRunning());
        SearchResult minimax = runToTheEnd(robot);
        String counters = panel.views().statistics().countersText();
        System.out.println("lesson 1: " + counters);
        assertTrue(counters.startsWith("Nodes " + MINIMAX_D2_NODES + " + leaves evaluated statically "
                + MINIMAX_D2_LEAVES + " (quiescence off)"), counters);
        assertEquals(MINIMAX_D2_NODES + MINIMAX_D2_LEAVES, minimax.totalNodes());

        // 2. The cutoff idea: alphabeta without quiescence and mate-distance pruning, → to the first cutoff
        preset(robot, "alphabeta");
        robot.interact(() -> {
            assertTrue(panel.views().config().set("quiescence", "false"));
            assertTrue(panel.views().config().set("matedistance", "false"));
        });
        slowest(robot);
        select(robot, "step-kind", "cutoff");
        tab(robot, "tab-tree");
        robot.clickOn("#analysis-status");
        robot.type(KeyCode.RIGHT);
        waitFor(20, () -> panel.viewModel().session().held() != null && panel.viewModel().session().held().kind() == EventKind.CUTOFF);
        GateStop cut = panel.viewModel().session().held();
        assertEquals(Step.BETA_CUTOFF, cut.step());
        robot.interact(() -> panel.views().refresher().refreshAll());
        String caption = panel.views().captions().mainText();
        System.out.println("lesson 2: " + caption);
        assertEquals(FIRST_CUTOFF_CAPTION, caption);
        // the teacher clicks the cut node where the tree draws it
        TreeNode node = panel.viewModel().model().tree().node(cut.nodeId());
        assertNotNull(node);
        Point2D at = panel.views().tree().screenPointOf(Long.toString(cut.nodeId()));
        assertNotNull(at, "the cut node is drawn");
        robot.moveTo(at).clickOn(MouseButton.PRIMARY);
        WaitForAsyncUtils.waitForFxEvents();
        String detail = panel.views().detail().summaryText();
        System.out.println("lesson 2 detail: " + detail);
        assertTrue(detail.contains("α " + AnalysisText.bound(node.alpha())) && detail.contains("β " + AnalysisText.bound(node.beta())), detail);
        int notSearched = MoveText.notSearched(panel.viewModel().model().rootFen(), node);
        assertEquals(notSearched, panel.views().tree().ghostCount(cut.nodeId()));
        robot.press(KeyCode.ESCAPE).release(KeyCode.ESCAPE);
        waitFor(20, () -> !panel.viewModel().session().isRunning());

        // 3. Same answer, fewer nodes: A/B at depth 3
        robot.interact(() -> panel.views().controls().setDepth(3));
        abRun(robot, "minimax", "", "alphabeta", "quiescence=false,matedistance=false");
        System.out.println("lesson 3: " + panel.views().ab().rows());
        assertEquals(AB_D3_MOVE, abRow("bestMove").a());
        assertEquals(AB_D3_MOVE, abRow("bestMove").b());
        // Red moves at the root: the score in Red's view, as the row names it, is the stored one
        assertEquals(org.xqlab.figure.NodeText.score(AB_D3_SCORE, null), abRow("score").a());
        assertEquals(org.xqlab.figure.NodeText.score(AB_D3_SCORE, null), abRow("score").b());
        assertEquals(Long.toString(AB_MINIMAX_D3), abRow("nodes").a());
        assertEquals(Long.toString(AB_ALPHABETA_D3), abRow("nodes").b());

        // 4. Order matters: rook against one advisor, depth 4, alphabeta against pvs
        teachingPosition(robot, "rookadvisor");
        robot.interact(() -> panel.views().controls().setDepth(4));
        abRun(robot, "alphabeta", "", "pvs", "");
        System.out.println("lesson 4: " + panel.views().ab().rows());
        assertEquals(Long.toString(ORDER_ALPHABETA_D4), abRow("nodes").a());
        assertEquals(Long.toString(ORDER_PVS_D4), abRow("nodes").b());
        assertEquals(ORDER_ALPHABETA_FIRST, abRow("firstMove").a());
        assertEquals(ORDER_PVS_FIRST, abRow("firstMove").b());

        //    then, for pvs, the MoveSort stages: preset pvs and Run in the window (595 positions, as B)
        preset(robot, "pvs");
        SearchResult stagesRun = runToTheEnd(robot);
        assertEquals(ORDER_PVS_D4, stagesRun.totalNodes());
        tab(robot, "tab-stages");
        assertTrue(!panel.views().stages().searchRows().isEmpty(), "the stages tab shows the pvs search");

        // 5. Killers and history learn: first one update, stepped by table update at depth 3
        robot.interact(() -> panel.views().controls().setDepth(3));
        select(robot, "step-kind", "table");
        tab(robot, "tab-killers");
        robot.clickOn("#analysis-status");
        GateStop update = null;
        for (int press = 0; press < 12; press++) {
            long before = update == null ? -1 : update.sequence();
            robot.type(KeyCode.RIGHT);
            waitFor(20, () -> panel.viewModel().session().held() != null
                    && panel.viewModel().session().held().sequence() > before);
            update = panel.viewModel().session().held();
            if (update.kind() == EventKind.KILLER_UPDATE) {
                break;
            }
        }
        assertEquals(EventKind.KILLER_UPDATE, update.kind(), "a few → reach a killer update");
        waitFor(10, () -> status(robot).startsWith("Held at a killer update"));
        robot.interact(() -> panel.views().refresher().refreshAll());
        System.out.println("lesson 5 demo: " + status(robot) + " | " + panel.views().captions().mainText());
        assertEquals(KILLER_STATUS, status(robot));
        assertEquals(KILLER_CAPTION, panel.views().captions().mainText());
        // then depth 4 and Run, without Esc: a new search (the held one's depth changed), with cleared tables
        robot.interact(() -> panel.views().controls().setDepth(4));
        SearchResult first = runToTheEnd(robot);
        assertEquals(4, first.depth(), "Run does not carry on with the held depth-3 search");
        waitFor(10, () -> status(robot).endsWith("· started with cleared tables"));
        tab(robot, "tab-heatmap");
        double peakAfterFirst = panel.views().heatmap().peak();
        // the second search starts from the halved table: its legend starts at half the first's maximum
        select(robot, "step-kind", "node");
        robot.clickOn("#analysis-status");
        robot.type(KeyCode.RIGHT);
        waitFor(20, () -> panel.viewModel().session().held() != null && panel.viewModel().session().held().kind() == EventKind.NODE_ENTERED);
        // the engine's digest reaches the views a few times a second
        waitFor(10, () -> {
            robot.interact(() -> panel.views().refresher().refreshAll());
            return panel.views().heatmap().peak() < HEAT_PEAK_FIRST;
        });
        double peakAtSecondStart = panel.views().heatmap().peak();
        SearchResult second = runToTheEnd(robot);
        waitFor(10, () -> status(robot).endsWith("· TT and history kept from the same search before"));
        robot.interact(() -> panel.views().refresher().refreshAll());
        double peakAfterSecond = panel.views().heatmap().peak();
        System.out.println("lesson 5: " + first.totalNodes() + " then " + second.totalNodes() + ", heat peak "
                + peakAfterFirst + ", " + peakAtSecondStart + " when the second starts, " + peakAfterSecond
                + " when it ends");
        assertEquals(HEAT_PEAK_FIRST, peakAfterFirst);
        assertEquals(HEAT_PEAK_SECOND_START, peakAtSecondStart);
        assertEquals(HEAT_PEAK_SECOND_END, peakAfterSecond);
        assertEquals(PVS_FIRST_RUN, first.totalNodes());
        assertEquals(PVS_SECOND_RUN, second.totalNodes());
    }

    /** docs/guide.md quotes the captions and status lines this lesson asserts, word for word. */
    @Test
    void theGuideQuotesTheCaptionsAndStatusLinesTheAppShows() throws Exception {
        String guide = java.nio.file.Files.readString(java.nio.file.Path.of("docs/guide.md"));
        for (String quote : List.of(FIRST_CUTOFF_CAPTION, KILLER_STATUS, KILLER_CAPTION)) {
            assertTrue(guide.contains("> " + quote + "\n"), "docs/guide.md quotes: " + quote);
        }
        assertTrue(!guide.contains("29998"), "no raw mate score in the guide");
    }
}
