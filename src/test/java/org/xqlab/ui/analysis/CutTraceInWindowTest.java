package org.xqlab.ui.analysis;

import javafx.scene.control.Button;
import javafx.scene.control.Label;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import org.xqlab.rules.Fen;
import org.xqlab.rules.Move;
import org.xqlab.rules.Notation;
import org.xqlab.rules.Position;
import org.xqlab.rules.Square;
import org.xqlab.search.IccsMoveCodec;
import org.xqlab.search.SearchConfig;
import org.xqlab.search.SearchLimits;
import org.xqlab.search.Searcher;
import org.xqlab.trace.Bound;
import org.xqlab.trace.NodeType;
import org.xqlab.trace.RecorderOptions;
import org.xqlab.trace.TraceRecorder;
import org.xqlab.ui.I18n;
import org.xqlab.ui.UiTestSupport;
import org.xqlab.analysis.ReplayMemory;

import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collection;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Open trace… on a trace cut before its search ended says so on the status line, in the window's language,
 * and its open nodes read "unfinished", never "searching"; a trace longer than the window's cap (lowered
 * here to 1,000 events) stops at the cap, estimates the whole and its memory, and "Load all" reads the rest
 * when the heap allows it, or names the heap limit that refuses it.
 */
@ExtendWith(ApplicationExtension.class)
class CutTraceInWindowTest {
    private AnalysisPanel panel;
    private AnalysisText text;
    private javafx.stage.Stage stage;

    @Start
    void start(javafx.stage.Stage stage) {
        this.stage = stage;
        text = new AnalysisText(new I18n(I18n.ENGLISH));
        panel = new AnalysisPanel(text, Position::startPosition, () -> Notation.ICCS);
        UiTestSupport.showAt(stage, panel, 1024, 768);
    }

    @AfterEach
    void close(FxRobot robot) {
        UiTestSupport.closeAfter(robot, stage, panel::close);
    }

    private String status(FxRobot robot) {
        WaitForAsyncUtils.waitForFxEvents();
        return robot.lookup("#analysis-status").queryAs(Label.class).getText();
    }

    private void open(FxRobot robot, Path file) throws Exception {
        robot.interact(() -> panel.openTrace(file));
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> panel.viewModel().status().startsWith("Replay")
                || panel.viewModel().status().startsWith("回放"));
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> !panel.viewModel().timeline().rebuilding());
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> panel.views().refresher().refreshAll());
        WaitForAsyncUtils.waitForFxEvents();
    }

    private Collection<String> drawnLabels(FxRobot robot) {
        robot.interact(() -> panel.views().refresher().refreshAll());
        WaitForAsyncUtils.waitForFxEvents();
        return panel.views().tree().drawnLabels().values();
    }

    @Test
    void aCutTraceSaysSoInBothLanguagesAndItsOpenNodesReadUnfinished(FxRobot robot, @TempDir Path dir)
            throws Exception {
        Path whole = dir.resolve("whole.jsonl");
        try (TraceRecorder rec = TraceRecorder.open(whole, RecorderOptions.defaults().withCodec(IccsMoveCodec.INSTANCE))) {
            new Searcher(SearchConfig.preset("alphabeta")).search(Position.startPosition(), SearchLimits.depth(3), rec);
        }
        List<String> lines = Files.readAllLines(whole);
        Path cut = Files.write(dir.resolve("cut.jsonl"), lines.subList(0, lines.size() * 2 / 3));

        open(robot, cut);
        String en = status(robot);
        assertEquals("Replay: " + ReplayMemory.count(lines.size() * 2 / 3 - 1) + " events — the trace was cut before the "
                + "search ended (it has no search_end record): this is not a finished search; it is shown as far as it "
                + "was recorded, and nodes still open read (unfinished).", en);
        UiTestSupport.screenshot(robot, stage.getScene(), "cut-trace-en");
        assertFalse(panel.viewModel().model().isSearching(), "nothing is searching at the end of a cut trace");
        Collection<String> labels = drawnLabels(robot);
        assertTrue(labels.stream().anyMatch(l -> l.contains("(unfinished)")), "the open root says so: " + labels);
        assertTrue(labels.stream().noneMatch(l -> l.contains("(searching)")), labels.toString());

        robot.interact(() -> text.i18n().setLocale(I18n.CHINESE));
        String zh = status(robot);
        assertEquals("回放：" + ReplayMemory.count(lines.size() * 2 / 3 - 1) + " 个事件 ——这份记录在搜索结束前被截断（没有 "
                + "search_end 记录）：这不是一次完成的搜索；窗口显示已记录的部分，尚未结束的结点标为（未完成）。", zh);
        UiTestSupport.screenshot(robot, stage.getScene(), "cut-trace-zh");
        labels = drawnLabels(robot);
        assertTrue(labels.stream().anyMatch(l -> l.contains("（未完成）")), labels.toString());
        String events = ReplayMemory.count(lines.size() * 2 / 3 - 1).replace(",", "");
        assertEquals(AnalysisText.get(I18n.CHINESE, "timeline.position", events, events),
                robot.lookup("#timeline-label").queryAs(Label.class).getText(), "the timeline speaks Chinese too");

        // back on the timeline the search is replayed as it ran; at the end it is unfinished again
        int size = panel.viewModel().timeline().replayCursor().size();
        robot.interact(() -> panel.seek(size / 2));
        assertTrue(panel.viewModel().model().isSearching());
        robot.interact(() -> panel.seek(size));
        assertFalse(panel.viewModel().model().isSearching());

        robot.interact(() -> text.i18n().setLocale(I18n.ENGLISH));
        open(robot, whole);
        assertEquals("Replay: " + ReplayMemory.count(lines.size() - 1) + " events", status(robot),
                "a whole trace is a finished search, said without a word of cuts");
    }

    /** A trace of one search whose root has {@code children} leaf children at ply 1 (two events each). */
    private static Path wide(Path file, int children) throws Exception {
        int a = Move.of(Square.parse("h2"), Square.parse("e2"));
        int b = Move.of(Square.parse("b2"), Square.parse("e2"));
        try (OutputStream out = Files.newOutputStream(file)) {
            TraceRecorder r = new TraceRecorder(out, RecorderOptions.defaults());
            r.searchStarted(Fen.START, "full", 1);
            r.iterationStarted(1, -30000, 30000);
            r.nodeEntered(0, -1, 0, 0, 1, -30000, 30000, NodeType.PV, false, 1L);
            for (int i = 1; i <= children; i++) {
                r.nodeEntered(i, 0, (i & 1) == 0 ? a : b, 1, 0, -30000, 30000, NodeType.ALL, false, i);
                r.nodeLeft(i, 1, i % 100, Bound.EXACT, 0, NodeType.ALL);
            }
            r.nodeLeft(0, 0, 0, Bound.EXACT, a, NodeType.PV);
            r.iterationFinished(1, 0, new int[] {a}, 1, children, 1);
            r.searchFinished(a, 0, 1, children, 1);
            r.close();
        }
        return file;
    }

    @Test
    void aTraceOverTheCapStopsThereAndLoadAllReadsTheRestOrNamesTheHeapLimit(FxRobot robot, @TempDir Path dir)
            throws Exception {
        int children = 40_000;
        long events = 2L * children + 6;
        Path big = wide(dir.resolve("big.jsonl"), children);
        robot.interact(() -> panel.replayBar().setMaxEvents(1000));
        open(robot, big);
        assertEquals(1000, panel.viewModel().timeline().replayCursor().size());
        String en = status(robot);
        Matcher m = Pattern.compile("Replay: 1,000 events \\(only the first 1,000 events kept, the most the window reads "
                + "at first; the rest of the trace, about ([0-9,]+) events in all, is not read: \"Load all\" on the "
                + "timeline reads it, needing about ([0-9]+) MB of memory\\)").matcher(en);
        assertTrue(m.matches(), en);
        long estimate = Long.parseLong(m.group(1).replace(",", ""));
        assertTrue(Math.abs(estimate - events) < events / 20, "about " + events + ": " + estimate);
        long mb = Long.parseLong(m.group(2));
        assertEquals(ReplayMemory.mb(estimate * ReplayMemory.BYTES_PER_EVENT), mb);
        Button loadAll = robot.lookup("#timeline-load-all").queryButton();
        assertTrue(loadAll.isVisible());
        assertEquals("Load all (about " + mb + " MB)", loadAll.getText());
        UiTestSupport.screenshot(robot, stage.getScene(), "capped-trace-en");
        robot.interact(() -> text.i18n().setLocale(I18n.CHINESE));
        assertEquals("全部读取（约 " + mb + " MB）", loadAll.getText());
        assertTrue(status(robot).contains("（只保留前 1,000 个事件，这是窗口一开始读取的上限；其余部分未读取，全部约 "
                + m.group(1) + " 个事件"), status(robot));
        robot.interact(() -> text.i18n().setLocale(I18n.ENGLISH));

        // a JVM started with -Xmx64m, 60 MB of it in use: refused, naming the limit and what would do
        robot.interact(() -> panel.replayBar().heap(() -> 64L << 20, () -> 60L << 20));
        robot.clickOn(loadAll);
        assertEquals("Cannot load all of big.jsonl: about " + m.group(1) + " events need about " + mb + " MB of memory, "
                + "but only 0 MB is free of the 64 MB the program may use (its maximum heap). Start it with a larger "
                + "one: java -Xmx256m -jar xiangqi-lab.jar", status(robot));
        assertEquals(1000, panel.viewModel().timeline().replayCursor().size(), "what was shown stays");

        // room enough: the whole trace is read off the FX thread and shown at its end
        robot.interact(() -> panel.replayBar().heap(() -> 4L << 30, () -> 100L << 20));
        robot.clickOn(loadAll);
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> panel.viewModel().timeline().replayCursor().size() == events
                && !panel.viewModel().timeline().rebuilding());
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("Replay: " + ReplayMemory.count(events) + " events", status(robot));
        assertFalse(loadAll.isVisible(), "nothing is left to load");
        assertEquals(panel.viewModel().timeline().replayCursor().size(), panel.viewModel().timeline().replayCursor().position());
    }
}
