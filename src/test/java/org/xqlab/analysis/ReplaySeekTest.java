package org.xqlab.analysis;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.xqlab.rules.Fen;
import org.xqlab.search.SearchConfig;
import org.xqlab.search.SearchLimits;
import org.xqlab.search.Searcher;
import org.xqlab.trace.CompositeListener;
import org.xqlab.trace.SearchIteration;
import org.xqlab.trace.TreeNode;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.List;
import java.util.Queue;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Seeking in a trace file without a window: a long seek (and every seek back) is rebuilt on the worker
 * and handed to the UI thread, which meanwhile keeps showing the old position and says where the views
 * are going; a short seek forward is shown at once. Whatever the path, the views end exactly as a replay
 * from the start to that point leaves them (tree, model, statistics and tables), and of a burst of seeks
 * (the timeline dragged) only the last is built and shown.
 */
class ReplaySeekTest {
    /** The start position, a full search to depth 5: killers, history and its decay, tens of thousands of events. */
    private static final String START = Fen.START;
    private static final ReplayLog LOG = record();

    /** What the "UI thread" and the worker were handed, run only when the test says. */
    private final Queue<Runnable> ui = new ArrayDeque<>();
    private final Queue<Runnable> work = new ArrayDeque<>();
    private final AnalysisViewModel vm = new AnalysisViewModel(new AnalysisSession(), ui::add, work::add, null);

    private static ReplayLog record() {
        ReplayLog log = new ReplayLog(1_000_000);
        new Searcher(SearchConfig.preset("full")).search(Fen.parse(START),
                new SearchLimits(5, 0, 0, 0, 0, 0, false), log);
        return log;
    }

    @AfterEach
    void close() {
        vm.close();
    }

    /** Runs what was handed to the worker, then to the UI thread, until both are empty. */
    private void settle() {
        while (!work.isEmpty() || !ui.isEmpty()) {
            while (!work.isEmpty()) {
                work.poll().run();
            }
            while (!ui.isEmpty()) {
                ui.poll().run();
            }
        }
    }

    /** The views' model and tables after a replay of the first {@code events} events from the start. */
    private static String replayedTo(int events) {
        AnalysisModel m = new AnalysisModel(AnalysisViewModel.NODE_CAP);
        m.reset();
        SearchDigest d = new SearchDigest();
        LOG.deliver(0, events, new CompositeListener(d, m));
        return print(m, d.snapshot());
    }

    /** Everything the analysis views read: the tree node by node, the model's lines, statistics, tables. */
    private static String print(AnalysisModel m, DigestSnapshot s) {
        StringBuilder b = new StringBuilder();
        b.append("fen=").append(m.rootFen()).append(" config=").append(m.config()).append(" searching=")
                .append(m.isSearching()).append(" best=").append(m.bestMove()).append(" pv=")
                .append(Arrays.toString(m.pv())).append(" depth=").append(m.iterationDepth()).append(" captions=")
                .append(m.captionCount()).append(' ').append(m.captions()).append(" stages=")
                .append(Arrays.deepToString(m.currentStageCounts())).append('\n');
        b.append("seen=").append(m.tree().nodesSeen()).append(" stored=").append(m.tree().nodesStored())
                .append(" dropped=").append(m.tree().nodesDropped()).append(" path=");
        for (TreeNode n : m.tree().path()) {
            b.append(n.id()).append(',');
        }
        b.append('\n');
        for (SearchIteration it : m.tree().iterations()) {
            b.append(it).append('\n');
            tree(it.root(), b);
        }
        b.append("stats=").append(s.stats()).append(" events=").append(s.events()).append(" shape=")
                .append(s.historyShape()).append(" updates=").append(s.historyUpdates()).append(" decays=")
                .append(s.decays()).append(' ').append(s.lastDecay()).append(" history=")
                .append(Arrays.hashCode(s.history())).append(" tt=");
        for (long[] t : s.iterationTt()) {
            b.append(Arrays.toString(t));
        }
        for (int ply = 0; ply < 8; ply++) {
            b.append(" k").append(ply).append('=').append(Arrays.toString(s.tables().killers(ply)))
                    .append(s.tables().killerUpdates(ply)).append('/').append(s.tables().killerTries(ply)).append('/')
                    .append(s.tables().killerCutoffs(ply));
        }
        return b.toString();
    }

    private static void tree(TreeNode n, StringBuilder b) {
        if (n == null) {
            return;
        }
        b.append(n.describe()).append('\n');
        for (TreeNode c : n.children()) {
            tree(c, b);
        }
    }

    private String shown() {
        return print(vm.model(), vm.timeline().snapshot());
    }

    private void open() {
        vm.showReplay(new ReplayCursor(LOG, vm.model()));
    }

    @Test
    void theTraceIsLongEnoughToBeRebuiltOffTheUiThread() {
        assertTrue(LOG.size() > 4 * org.xqlab.analysis.Timeline.SEEK_AT_ONCE_MAX, "events: " + LOG.size());
        assertFalse(replayedTo(LOG.size()).equals(replayedTo(LOG.size() / 2)), "the print tells positions apart");
    }

    @Test
    void aLongSeekIsRebuiltOnTheWorkerAndShownByTheUiThreadAsAReplayFromTheStart() {
        open();
        String atStart = shown();
        assertEquals(replayedTo(0), atStart, "a trace opened shows nothing yet");
        int end = LOG.size();

        vm.timeline().seekReplay(end);
        assertTrue(vm.timeline().rebuilding(), "a long seek is rebuilt off the UI thread");
        assertEquals(end, vm.timeline().replayPosition(), "the timeline says where the views are going");
        assertEquals(0, vm.timeline().replayCursor().position(), "the views stay where they are meanwhile");
        assertEquals(atStart, shown());
        assertEquals(1, work.size());
        assertTrue(ui.isEmpty(), "nothing of the seek runs on the UI thread before the worker has built it");

        work.poll().run();
        assertEquals(atStart, shown(), "the worker touches nothing the views read");
        assertEquals(1, ui.size(), "the rebuilt model is handed to the UI thread");
        ui.poll().run();
        assertFalse(vm.timeline().rebuilding());
        assertEquals(end, vm.timeline().replayCursor().position());
        assertEquals(replayedTo(end), shown());
    }

    @Test
    void everySeekEndsWhereAReplayFromTheStartEnds() {
        open();
        int size = LOG.size();
        int[] points = {size, size / 2, size / 2 + 7, size / 2 + 7 + org.xqlab.analysis.Timeline.SEEK_AT_ONCE_MAX,
                size / 2 + 8 + 2 * org.xqlab.analysis.Timeline.SEEK_AT_ONCE_MAX, 1, 0, size / 3, size - 1, size / 5, size};
        int[] refreshes = {0};
        vm.onRefresh(all -> refreshes[0]++);
        for (int target : points) {
            int before = vm.timeline().replayCursor().position();
            int shownBefore = refreshes[0];
            vm.timeline().seekReplay(target);
            boolean atOnce = target >= before && target - before <= org.xqlab.analysis.Timeline.SEEK_AT_ONCE_MAX;
            assertEquals(!atOnce, vm.timeline().rebuilding(), "from " + before + " to " + target);
            if (atOnce) {
                assertTrue(refreshes[0] > shownBefore, "a short step forward is shown at once");
                assertTrue(work.isEmpty());
            }
            settle();
            assertFalse(vm.timeline().rebuilding());
            assertEquals(target, vm.timeline().replayCursor().position());
            assertEquals(target, vm.timeline().replayPosition());
            assertEquals(replayedTo(target), shown(), "at event " + target);
        }
    }

    @Test
    void ofABurstOfSeeksOnlyTheLastIsBuiltAndShown() {
        open();
        int size = LOG.size();
        vm.timeline().seekReplay(size);
        settle();
        String atEnd = shown();
        List<Integer> dragged = List.of(size * 9 / 10, size * 7 / 10, size / 2, size / 4, size / 3);
        for (int target : dragged) {
            vm.timeline().seekReplay(target);
            assertEquals(target, vm.timeline().replayPosition(), "the thumb follows the drag at once");
        }
        assertTrue(vm.timeline().rebuilding());
        assertEquals(size, vm.timeline().replayCursor().position(), "while dragging the views stay");
        assertEquals(atEnd, shown());
        assertEquals(dragged.size(), work.size(), "one rebuild asked for per seek");
        while (!work.isEmpty()) {
            work.poll().run();
        }
        assertEquals(1, ui.size(), "only the newest seek was built: the older ones were skipped");
        ui.poll().run();
        assertEquals(size / 3, vm.timeline().replayCursor().position());
        assertEquals(replayedTo(size / 3), shown());

        // a rebuild under way, then a short step forward from where the views are: the step wins
        int here = vm.timeline().replayCursor().position();
        vm.timeline().seekReplay(10);
        assertTrue(vm.timeline().rebuilding());
        vm.timeline().seekReplay(here + 5);
        assertFalse(vm.timeline().rebuilding(), "a short step forward is shown at once and replaces the seek under way");
        assertEquals(here + 5, vm.timeline().replayCursor().position());
        settle();
        assertEquals(here + 5, vm.timeline().replayCursor().position(), "the older rebuild is dropped when it comes");
        assertEquals(replayedTo(here + 5), shown());
    }

    @Test
    void aSeekWithItsOwnWorkerThreadEndsAtTheLastSeekAskedFor() throws Exception {
        java.util.concurrent.LinkedBlockingQueue<Runnable> fx = new java.util.concurrent.LinkedBlockingQueue<>();
        try (AnalysisViewModel own = new AnalysisViewModel(new AnalysisSession(), fx::add, null, null)) {
            own.showReplay(new ReplayCursor(LOG, own.model()));
            int size = LOG.size();
            for (int i = 1; i <= 20; i++) {
                own.timeline().seekReplay(size * i / 20);
            }
            for (int i = 19; i >= 3; i--) {
                own.timeline().seekReplay(size * i / 20);
            }
            long end = System.nanoTime() + 30_000_000_000L;
            while (own.timeline().rebuilding()) {
                assertTrue(System.nanoTime() < end, "timed out");
                Runnable r = fx.poll(10, java.util.concurrent.TimeUnit.MILLISECONDS);
                if (r != null) {
                    r.run();
                }
            }
            assertEquals(size * 3 / 20, own.timeline().replayCursor().position());
            assertEquals(replayedTo(size * 3 / 20), print(own.model(), own.timeline().snapshot()));
        }
    }
}
