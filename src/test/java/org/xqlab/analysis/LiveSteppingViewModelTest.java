package org.xqlab.analysis;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.xqlab.Await;
import org.xqlab.rules.Fen;
import org.xqlab.rules.Move;
import org.xqlab.rules.Notation;
import org.xqlab.rules.Position;
import org.xqlab.search.SearchConfig;
import org.xqlab.search.SearchLimits;
import org.xqlab.search.SearchResult;
import org.xqlab.search.Searcher;
import org.xqlab.teach.TeachingPosition;
import org.xqlab.trace.EventKind;
import org.xqlab.trace.GateStop;
import org.xqlab.trace.Step;
import org.xqlab.trace.StepMode;

import java.util.Locale;
import java.util.Set;
import java.time.Duration;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * What a presenter does in the analysis window (step to the next cutoff, step back through the events
 * received, forward through them, resume at the slow pace, pause, stop; step by node; search only some
 * root moves), as the view-model's commands and words without a window or a robot: a depth-2 alphabeta
 * search of the start position at one event a second. The pace is kept on a clock that only the test
 * advances, so what runs at the pace moves exactly as far as the test lets it, and a step that reaches its
 * event with the clock standing still did not wait for the pace. The window's robot test keeps only the
 * keys and buttons that call these commands.
 */
class LiveSteppingViewModelTest {
    private final UiQueue ui = new UiQueue();
    private final ManualClock clock = new ManualClock();
    private final ExecutorService engine = Executors.newSingleThreadExecutor();
    private final AnalysisViewModel vm = new AnalysisViewModel(new AnalysisSession(engine, clock), ui::add, null, null);
    private Position position = Position.startPosition();
    private SearchConfig config = SearchConfig.preset("alphabeta");
    private SearchLimits limits = SearchLimits.depth(2);

    LiveSteppingViewModelTest() {
        vm.setLocale(() -> Locale.ENGLISH);
        vm.setRequest(() -> new SearchRequest(position.copy(), config, limits));
        vm.setPace(1); // the pace slider at its slowest: one event a second
    }

    @AfterEach
    void close() throws InterruptedException {
        vm.close();
        assertTrue(engine.awaitTermination(20, TimeUnit.SECONDS), "the engine thread ended after close");
    }

    /** Runs what the engine handed to the "UI thread" until {@code done} holds. */
    private void await(String what, long seconds, BooleanSupplier done) throws InterruptedException {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
        while (true) {
            ui.drain();
            vm.timeline().drainAll();
            if (done.getAsBoolean()) {
                return;
            }
            assertTrue(System.nanoTime() < end, "timed out waiting for " + what);
            ui.runNext();
        }
    }

    private String caption() {
        return vm.statusLine().caption(Locale.ENGLISH, Notation.ICCS);
    }

    private GateStop heldAtCutoff(long seconds, long after) throws InterruptedException {
        await("held at a cutoff", seconds, () -> {
            GateStop h = vm.session().held();
            return h != null && h.kind() == EventKind.CUTOFF && h.sequence() > after
                    && vm.status().startsWith("Held at a cutoff");
        });
        // the engine holds before its report reaches the UI thread: take the events it queued up to the hold
        vm.timeline().drainAll();
        return vm.session().held();
    }

    @Test
    void stepToNextCutoffRunsAtFullSpeedHoldsAndStepsBackThroughTheEventsReceived() throws Exception {
        long clockAtStart = clock.nanoTime();
        vm.forward(StepMode.NEXT_CUTOFF);
        // the pace's clock stands still: had the step waited for the pace, it would never get there
        GateStop first = heldAtCutoff(20, -1);
        assertEquals(Step.BETA_CUTOFF, first.step());
        assertTrue(first.sequence() >= 10, "the first cutoff comes after some events: " + first.sequence());
        assertEquals(clockAtStart, clock.nanoTime(), "no pace time passed");
        String firstStatus = vm.status();
        assertTrue(firstStatus.endsWith("(step to next cutoff)"), firstStatus);
        int recorded = vm.timeline().recording().size();
        assertTrue(firstStatus.contains("event " + recorded), firstStatus);
        assertEquals("Event " + recorded + " of " + recorded + " · live", vm.statusLine().positionText());
        String firstCaption = caption();
        long firstNodes = vm.model().tree().nodesStored();
        assertTrue(firstNodes > 1, "the model holds the search so far");
        assertFalse(firstCaption.isBlank());

        // the next cutoff, again at full speed
        vm.forward(StepMode.NEXT_CUTOFF);
        GateStop second = heldAtCutoff(8, first.sequence());
        assertTrue(vm.model().tree().nodesStored() >= firstNodes);
        // the hold is read from the session at once; the views catch up when the UI runs what was handed over
        await("a new cutoff's new caption", 5, () -> !caption().equals(firstCaption));

        // back to the first cutoff from the recorded events; the engine stays where it is
        assertTrue(vm.back(StepMode.NEXT_CUTOFF));
        await("stepped back", 5, () -> !vm.timeline().rebuilding());
        assertTrue(vm.status().startsWith("Stepped back to a cutoff"), vm.status());
        assertTrue(vm.timeline().reviewing());
        assertEquals(firstCaption, caption(), "the views show the first cutoff again");
        assertEquals(firstNodes, vm.model().tree().nodesStored());
        assertEquals(second.sequence(), vm.session().held().sequence(), "the engine was not run again");
        assertTrue(vm.statusLine().positionText().endsWith("stepped back"), vm.statusLine().positionText());

        // forward moves through the recorded events first: back at the second cutoff, engine untouched
        vm.forward(StepMode.NEXT_CUTOFF);
        await("forward through the recording", 5, () -> !vm.timeline().rebuilding() && !caption().equals(firstCaption));
        assertEquals(second.sequence(), vm.session().held().sequence());

        // resume (Space) runs at the pace set (slow); again pauses
        vm.toggle();
        await("running", 5, () -> vm.status().equals("Running…") && vm.session().held() == null);
        assertFalse(vm.timeline().reviewing());
        UiBridge bridge = vm.session().bridge();
        Await.until("the resumed engine waits for the pace", Duration.ofSeconds(20), bridge::waitingForPace);
        long before = bridge.eventsSeen();
        for (int s = 1; s <= 2; s++) {
            long expected = before + s;
            clock.advance(1, TimeUnit.SECONDS);
            Await.until("one event more after " + s + " s of the pace's clock", Duration.ofSeconds(20),
                    () -> bridge.waitingForPace() && bridge.eventsSeen() == expected);
        }
        vm.toggle();
        await("paused", 5, () -> vm.status().startsWith("Paused at "));

        vm.stop();
        await("stopped", 10, () -> !vm.session().isRunning() && vm.status().startsWith("Stopped: depth "));
    }

    @Test
    void aStepByNodeHoldsAtTheNextNodeAndSaysSo() throws Exception {
        vm.forward(StepMode.NEXT_NODE);
        await("held at a node", 8, () -> {
            GateStop h = vm.session().held();
            return h != null && Set.of(EventKind.NODE_ENTERED, EventKind.QUIESCENCE_ENTERED).contains(h.kind())
                    && vm.status().endsWith("(step to next node)");
        });
        long at = vm.session().held().sequence();
        vm.forward(StepMode.NEXT_NODE);
        await("the next node", 8, () -> vm.session().held() != null && vm.session().held().sequence() > at);
        assertTrue(Set.of(EventKind.NODE_ENTERED, EventKind.QUIESCENCE_ENTERED).contains(vm.session().held().kind()));
        vm.stop();
        await("stopped", 10, () -> !vm.session().isRunning());
    }

    @Test
    void searchingOnlySomeRootMovesIsTheEnginesOwnRootRestriction() throws Exception {
        TeachingPosition fork = TeachingPosition.all().stream().filter(t -> t.id().equals("fork")).findFirst()
                .orElseThrow();
        position = Fen.parse(fork.fen());
        config = SearchConfig.defaults();
        limits = SearchLimits.depth(fork.depth());
        vm.setPace(0); // full speed
        vm.runOrResume();
        await("finished", 20, () -> vm.lastResult() != null && !vm.session().isRunning());
        SearchResult all = vm.lastResult();
        assertEquals(fork.bestMove(), Move.iccs(all.bestMove()));

        String[] allowed = {"h6g8", "d0d1", "h6i4"};
        int[] moves = new int[allowed.length];
        for (int i = 0; i < allowed.length; i++) {
            moves[i] = Move.parseIccs(allowed[i]);
        }
        limits = SearchLimits.depth(fork.depth()).withSearchMoves(moves);
        vm.runOrResume();
        await("finished", 20, () -> vm.lastResult() != null && vm.lastResult() != all && !vm.session().isRunning());
        SearchResult some = vm.lastResult();
        assertTrue(Set.of(allowed).contains(Move.iccs(some.bestMove())), Move.iccs(some.bestMove()));
        assertTrue(some.totalNodes() < all.totalNodes(), some.totalNodes() + " vs " + all.totalNodes());
        SearchResult direct = new Searcher(config).search(Fen.parse(fork.fen()), limits);
        assertEquals(direct.bestMove(), some.bestMove());
    }
}
