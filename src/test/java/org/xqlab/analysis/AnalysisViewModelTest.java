package org.xqlab.analysis;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.xqlab.Await;
import org.xqlab.rules.Fen;
import org.xqlab.search.SearchConfig;
import org.xqlab.search.SearchLimits;
import org.xqlab.trace.EventKind;
import org.xqlab.trace.StepMode;
import org.xqlab.trace.TreeNode;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The analysis window's state and commands without a window or a robot: a real search on its own
 * engine thread, the engine's reports handed to the test's thread through a queue (as the window hands
 * them to the FX thread), stepping by cutoff, stepping back through the events received, selection,
 * A/B beside the live search, and "search from here" starting when the running search has ended.
 */
class AnalysisViewModelTest {
    /** Rook against one advisor (a teaching position): killers cut early. */
    private static final String ROOK_ADVISOR = "3k5/4a4/9/9/9/9/9/9/9/4K3R b - - 0 1";
    private static final String FORK = "4k4/9/8r/7N1/9/9/9/9/9/3K5 w - - 0 1";

    private final UiQueue ui = new UiQueue();
    /** The engine thread, the rebuild thread and A/B's two: the test's own, so it sees them end. */
    private final ExecutorService engine = Executors.newSingleThreadExecutor();
    private final ExecutorService rebuild = Executors.newSingleThreadExecutor();
    private final ExecutorService abEngines = Executors.newFixedThreadPool(2);
    private final AnalysisViewModel vm = new AnalysisViewModel(new AnalysisSession(engine), ui::add, rebuild,
            abEngines);
    private String fen = ROOK_ADVISOR;
    private int depth = 3;

    AnalysisViewModelTest() {
        vm.setLocale(() -> Locale.ENGLISH);
        vm.setRequest(() -> new SearchRequest(Fen.parse(fen), SearchConfig.preset("pvs"),
                new SearchLimits(depth, 0, 0, 0, 0, 0, false)));
    }

    @AfterEach
    void close() throws InterruptedException {
        vm.close();
        rebuild.shutdown();
        for (ExecutorService e : List.of(engine, rebuild, abEngines)) {
            assertTrue(e.awaitTermination(20, TimeUnit.SECONDS), "the view-model's threads ended after close");
        }
    }

    /** Runs what the engine handed to the "UI thread" until {@code done} holds (20 s at most). */
    private void await(BooleanSupplier done) throws InterruptedException {
        ui.await("the view-model", 20, done);
    }

    private void awaitHeld() throws InterruptedException {
        await(() -> vm.session().held() != null);
        vm.timeline().drainAll();
    }

    private int lastKindIndex(EventKind kind) {
        ReplayLog rec = vm.timeline().recording();
        for (int i = rec.size() - 1; i >= 0; i--) {
            if (rec.kind(i) == kind) {
                return i;
            }
        }
        return -1;
    }

    @Test
    void runAfterChangingTheDepthOfAHeldSearchStartsANewSearchWithClearedTables() throws Exception {
        // the guide's step 5: depth 3, step by table update to a killer update, then depth 4 and Run
        vm.forward(StepMode.NEXT_TABLE);
        awaitHeld();
        for (int i = 0; i < 20 && vm.session().held().kind() != EventKind.KILLER_UPDATE; i++) {
            int before = vm.timeline().recording().size();
            vm.forward(StepMode.NEXT_TABLE);
            await(() -> vm.session().held() != null && vm.timeline().recording().size() > before);
            vm.timeline().drainAll();
        }
        assertEquals(EventKind.KILLER_UPDATE, vm.session().held().kind());
        assertEquals(AnalysisPhase.RUNNING, vm.phase(), "held is a way of running");
        depth = 4;
        assertTrue(vm.settingsChanged());
        vm.runOrResume();
        assertEquals(AnalysisPhase.REPLACING, vm.phase());
        // the held search is told to stop; the new one starts when the engine's report of its end reaches this
        // thread, however soon the engine thread ends it
        assertTrue(vm.status().startsWith("Position, settings or depth changed"), vm.status());
        Await.until("the stopped depth-3 search has ended on the engine thread", Duration.ofSeconds(20),
                () -> !vm.session().isRunning());
        assertTrue(vm.status().startsWith("Position, settings or depth changed"),
                "its end is not reported here yet: " + vm.status());
        assertEquals(3, vm.startedRequest().limits().depth(), "nothing new starts before the report");
        assertEquals(AnalysisPhase.REPLACING, vm.phase(), "until the report comes");
        ui.runUntil("the held search's end reported and the depth-4 search started", 20,
                () -> vm.startedRequest().limits().depth() == 4);
        // the new search ran (it is small) but its report has not reached this thread: it still says that it
        // replaced the held one
        Await.until("the depth-4 search has ended on the engine thread", Duration.ofSeconds(20),
                () -> !vm.session().isRunning());
        assertTrue(vm.status().startsWith("New search"), vm.status());
        await(() -> vm.lastResult() != null && vm.lastResult().depth() == 4 && !vm.isRunning());
        assertEquals(4, vm.startedRequest().limits().depth(), "Run did not carry on with the held depth-3 search");
        assertEquals(AnalysisPhase.ENDED, vm.phase());
        assertTrue(vm.freshTables());
        long first = vm.lastResult().totalNodes();
        assertTrue(vm.status().endsWith("started with cleared tables"), vm.status());

        // the same search from a fresh view-model: the demo left nothing in the tables
        try (AnalysisViewModel fresh = new AnalysisViewModel(ui::add)) {
            fresh.setRequest(() -> new SearchRequest(Fen.parse(ROOK_ADVISOR), SearchConfig.preset("pvs"),
                    new SearchLimits(4, 0, 0, 0, 0, 0, false)));
            fresh.runOrResume();
            await(() -> fresh.lastResult() != null && !fresh.isRunning());
            assertEquals(fresh.lastResult().totalNodes(), first);
        }

        // the same search again keeps the TT and the halved history (pvs: tt.keep, history.decay=half)
        vm.runOrResume();
        await(() -> vm.lastResult() != null && !vm.isRunning());
        assertFalse(vm.freshTables());
        assertTrue(vm.lastResult().totalNodes() < first, vm.lastResult().totalNodes() + " vs " + first);
        assertTrue(vm.status().endsWith("TT and history kept from the same search before"), vm.status());
    }

    @Test
    void aStoppedSearchLeavesNoTablesToTheNext() throws Exception {
        vm.runOrResume();
        await(() -> vm.lastResult() != null && !vm.isRunning());
        long full = vm.lastResult().totalNodes();
        vm.forward(StepMode.NEXT_CUTOFF); // same search, tables kept, but stopped at its first cutoff
        awaitHeld();
        assertFalse(vm.freshTables());
        vm.stop();
        await(() -> !vm.isRunning());
        vm.runOrResume();
        await(() -> vm.lastResult() != null && !vm.isRunning());
        assertTrue(vm.freshTables(), "after a stopped search the tables are cleared");
        assertEquals(full, vm.lastResult().totalNodes());
    }

    @Test
    void closingLetsGoOfTheFeedTheRecordingAndTheEnginesTables() throws Exception {
        // a closed window that something still refers to must not keep its search's memory (the ring, the
        // recording, the engine's tables): the state before the first search
        vm.forward(StepMode.NEXT_CUTOFF);
        awaitHeld();
        assertNotNull(vm.timeline().bridge());
        assertTrue(vm.timeline().recording().size() > 0);
        vm.close();
        assertNull(vm.timeline().bridge());
        assertNull(vm.timeline().recording());
        assertNull(vm.session().bridge());
        assertNull(vm.session().gate());
        assertEquals(0, vm.timeline().drain(Integer.MAX_VALUE));
        assertEquals(AnalysisPhase.IDLE, vm.phase());
    }

    /** The phases go only where the diagram of {@link AnalysisPhase} says: a report or a command out of turn fails. */
    @Test
    void thePhasesGoOnlyWhereTheirDiagramSays() {
        assertEquals(AnalysisPhase.RUNNING, AnalysisPhase.IDLE.to(AnalysisPhase.RUNNING));
        assertEquals(AnalysisPhase.ENDED, AnalysisPhase.REPLACING.to(AnalysisPhase.ENDED));
        assertEquals(AnalysisPhase.RUNNING, AnalysisPhase.REPLACING.to(AnalysisPhase.RUNNING), "Stop while replacing");
        assertThrows(IllegalStateException.class, () -> AnalysisPhase.IDLE.to(AnalysisPhase.ENDED));
        assertThrows(IllegalStateException.class, () -> AnalysisPhase.IDLE.to(AnalysisPhase.REPLACING));
        assertThrows(IllegalStateException.class, () -> AnalysisPhase.ENDED.to(AnalysisPhase.REPLACING));
        assertEquals(AnalysisPhase.IDLE, vm.phase(), "a view-model starts idle");
    }

    @Test
    void aStepByCutoffStartsTheSearchAndHoldsItJustAfterACutoff() throws Exception {
        vm.forward(StepMode.NEXT_CUTOFF);
        awaitHeld();
        assertTrue(vm.isRunning());
        ReplayLog rec = vm.timeline().recording();
        assertEquals(EventKind.CUTOFF, rec.kind(rec.size() - 1), "the newest event received is the cutoff held at");
        org.xqlab.trace.GateStop held = vm.session().held();
        String where = Words.get(Locale.ENGLISH, "status.at",
                Words.get(Locale.ENGLISH, "event." + held.kind().token()), Integer.toString(held.ply()),
                Integer.toString(rec.size()));
        assertEquals(Words.get(Locale.ENGLISH, "status.held", where, Words.get(Locale.ENGLISH, "step.cutoff")),
                vm.status());
        assertEquals(ROOK_ADVISOR, vm.model().rootFen());
        String caption = vm.statusLine().caption(Locale.ENGLISH, org.xqlab.rules.Notation.ICCS);
        assertTrue(caption.contains("ply " + held.ply()), "the caption tells the cutoff held at: " + caption);
        assertFalse(vm.statusLine().caption(Locale.CHINESE, org.xqlab.rules.Notation.ICCS).equals(caption), "and in Chinese");
        int first = rec.size();

        vm.forward(StepMode.NEXT_CUTOFF);
        await(() -> vm.session().held() != null && vm.timeline().recording().size() > first);
        vm.timeline().drainAll();
        assertEquals(EventKind.CUTOFF, rec.kind(rec.size() - 1));
        assertTrue(rec.size() > first, "the second step went on past the first cutoff");
    }

    @Test
    void steppingBackRebuildsTheViewsAtThePreviousCutoffAndForwardReturnsToTheLiveEvents() throws Exception {
        vm.forward(StepMode.NEXT_CUTOFF);
        awaitHeld();
        int first = vm.timeline().recording().size();
        long nodesAtFirst = vm.model().tree().nodesSeen();
        vm.forward(StepMode.NEXT_CUTOFF);
        await(() -> vm.session().held() != null && vm.timeline().recording().size() > first);
        vm.timeline().drainAll();
        int second = vm.timeline().recording().size();
        assertTrue(vm.model().tree().nodesSeen() > nodesAtFirst);

        assertTrue(vm.back(StepMode.NEXT_CUTOFF));
        assertTrue(vm.timeline().reviewing());
        assertTrue(vm.timeline().rebuilding(), "the views are rebuilt off the UI thread");
        assertArrayEquals2(new int[] {first, second}, vm.timeline().livePosition());
        assertEquals(second, vm.timeline().replayCursor().position(), "until the rebuild is handed over the views stay");
        await(() -> !vm.timeline().rebuilding());
        assertEquals(first, vm.timeline().replayCursor().position(), "back at the first cutoff, just after it");
        assertEquals(nodesAtFirst, vm.model().tree().nodesSeen(), "the model holds the events up to there only");
        assertArrayEquals2(new int[] {first, second}, vm.timeline().livePosition());
        assertTrue(vm.status().contains(Integer.toString(first)), vm.status());

        vm.forward(StepMode.NEXT_CUTOFF); // the recorded next cutoff is the newest event: live again
        assertFalse(vm.timeline().reviewing());
        assertEquals(second, vm.timeline().livePosition()[0]);
        assertTrue(vm.model().tree().nodesSeen() > nodesAtFirst);

        assertTrue(vm.seekLive(0), "the timeline goes back to the start");
        await(() -> !vm.timeline().rebuilding());
        assertEquals(0, vm.timeline().replayCursor().position());
        assertEquals(0, vm.model().tree().nodesSeen());
        vm.runOrResume();
        assertFalse(vm.timeline().reviewing(), "Run returns to the live events");
        await(() -> vm.lastResult() != null && !vm.isRunning());
        assertNotNull(vm.lastResult());
        assertEquals(vm.lastResult().bestMove(), vm.model().bestMove());
        assertTrue(vm.status().startsWith("Finished: depth " + vm.lastResult().depth()), vm.status());
    }

    private static void assertArrayEquals2(int[] expected, int[] actual) {
        assertEquals(expected[0], actual[0]);
        assertEquals(expected[1], actual[1]);
    }

    @Test
    void selectionIsHeardAndANewSearchClearsIt() throws Exception {
        List<TreeNode> heard = new ArrayList<>();
        vm.onSelect(heard::add);
        vm.forward(StepMode.NEXT_CUTOFF);
        awaitHeld();
        TreeNode root = vm.model().tree().latestRoot();
        assertNotNull(root);
        TreeNode child = root.children().get(0);
        vm.select(child);
        assertSame(child, vm.selected());
        assertEquals(List.of(child), heard);
        vm.select(child); // the same node again: its state may have changed, so the views hear it again
        assertEquals(2, heard.size());
        vm.stop();
        await(() -> !vm.isRunning());
        vm.forward(StepMode.NEXT_CUTOFF);
        assertNull(vm.selected(), "a new search starts with nothing selected");
        awaitHeld();
    }

    @Test
    void searchFromHereStartsTheNewSearchOnceTheRunningOneHasEnded() throws Exception {
        vm.forward(StepMode.NEXT_CUTOFF);
        awaitHeld();
        assertTrue(vm.isRunning());
        vm.searchFrom(() -> fen = FORK);
        assertEquals(AnalysisPhase.REPLACING, vm.phase(), "the new search waits for the running one's end");
        String fork = Fen.format(Fen.parse(FORK));
        await(() -> vm.startedRequest() != null && fork.equals(Fen.format(vm.startedRequest().position())));
        await(() -> vm.lastResult() != null && !vm.isRunning());
        vm.timeline().drainAll();
        assertEquals(fork, vm.model().rootFen());
        assertEquals("h6g8", org.xqlab.rules.Move.iccs(vm.lastResult().bestMove()));
    }

    /**
     * A/B is part of the window's state: its comparison runs on its own engines beside the live search, in
     * the view-model's language and score words, and a config the same as the live search's finds the
     * same score on the same position.
     */
    @Test
    void abComparesTwoConfigsOnThePositionOfTheLiveSearchInItsScoreWords() throws Exception {
        vm.setScoreWords(new ScoreWords() {
            @Override
            public String score(int score, int rootSide) {
                return "side " + score;
            }

            @Override
            public String viewKey() {
                return "scores.root";
            }
        });
        vm.runOrResume();
        await(() -> vm.lastResult() != null && !vm.isRunning());
        SearchRequest r = vm.startedRequest();
        AbViewModel ab = vm.ab();
        ab.setConfigs("pvs", "", "alphabeta", "");
        java.util.concurrent.CompletableFuture<Void> shown = ab.run(r.position(), r.limits());
        assertTrue(ab.isRunning());
        await(shown::isDone);
        assertFalse(ab.isRunning());
        assertEquals(vm.lastResult().score(), ab.resultA().score(), "A searched as the window did");
        assertEquals(vm.lastResult().bestMove(), ab.resultA().bestMove());
        AbViewModel.Row score = ab.rows().stream().filter(x -> x.name().equals("score")).findFirst().orElseThrow();
        assertEquals("side " + vm.lastResult().score(), score.a());
        assertEquals(Words.get(Locale.ENGLISH, "ab.row.scoreIn", Words.get(Locale.ENGLISH, "scores.root")),
                ab.rowName(score));
        vm.setLocale(() -> Locale.CHINESE);
        assertTrue(ab.status().startsWith("完成："), "A/B follows the window's language: " + ab.status());
    }

    /**
     * The guide's step 5 shown, not told: on the rook-against-advisor teaching position, stepping "to the
     * next table update" reaches a killer update within a few steps, the status line says what it did,
     * and the killer table the views show (the published mirror) holds that move in slot 1 at that ply.
     */
    @Test
    void steppingToTheNextTableUpdateReachesAKillerUpdateWithinAFewSteps() throws Exception {
        org.xqlab.trace.GateStop held = null;
        int steps = 0;
        while (steps < 6) {
            int before = vm.timeline().recording() == null ? 0 : vm.timeline().recording().size();
            vm.forward(StepMode.NEXT_TABLE);
            steps++;
            await(() -> vm.session().held() != null && vm.timeline().recording().size() > before);
            vm.timeline().drainAll();
            held = vm.session().held();
            assertTrue(held.kind() == EventKind.KILLER_UPDATE || held.kind() == EventKind.HISTORY_UPDATE,
                    "a table step holds at a table update: " + held.kind());
            if (held.kind() == EventKind.KILLER_UPDATE) {
                break;
            }
        }
        assertEquals(EventKind.KILLER_UPDATE, held.kind(), "a killer update within " + steps + " steps");
        int ply = held.ply();
        int[] slots = vm.timeline().snapshot().tables().killers(ply);
        assertTrue(slots[0] != 0, "slot 1 at ply " + ply + " holds the move that cut off");
        String status = vm.status();
        assertEquals(Words.get(Locale.ENGLISH, "status.killer", Integer.toString(ply),
                org.xqlab.rules.Move.iccs(slots[0]), slots[1] == 0 ? "—" : org.xqlab.rules.Move.iccs(slots[1]),
                Words.get(Locale.ENGLISH, "step.table")), status);
        assertTrue(status.contains("killer slot 1 at ply " + ply + ": " + org.xqlab.rules.Move.iccs(slots[0])
                + " (it cut off)"), status);
        vm.setLocale(() -> Locale.CHINESE);
        assertTrue(vm.status().contains("杀手槽 1"), vm.status());
        org.xqlab.rules.Position at = null;
        for (org.xqlab.trace.TreeNode n : vm.model().tree().path()) {
            if (n.ply() == ply) {
                at = MoveText.positionAt(vm.model().rootFen(), n);
            }
        }
        assertNotNull(at, "the held path reaches ply " + ply);
        vm.setNotation(() -> org.xqlab.rules.Notation.CHINESE);
        String chinese = org.xqlab.rules.Notation.CHINESE.format(at, slots[0]);
        assertTrue(vm.status().contains(chinese), "the status line follows the notation: " + vm.status());
        assertFalse(vm.status().contains(org.xqlab.rules.Move.iccs(slots[0])), vm.status());
    }
}
