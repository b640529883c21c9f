package org.xqlab.figure;

import org.junit.jupiter.api.Test;
import org.xqlab.rules.Fen;
import org.xqlab.rules.Position;
import org.xqlab.search.SearchConfig;
import org.xqlab.search.SearchLimits;
import org.xqlab.search.Searcher;
import org.xqlab.trace.BasicStep;
import org.xqlab.trace.CodeFrame;
import org.xqlab.trace.EventKind;
import org.xqlab.trace.Listing;
import org.xqlab.trace.Step;
import org.xqlab.trace.TreeNode;
import org.xqlab.analysis.AnalysisModel;
import org.xqlab.analysis.ReplayLog;

import java.util.EnumSet;
import java.util.Map;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The pseudocode follows the real search: after every event of a recorded search (minimax, alpha-beta,
 * PVS and the full engine), the step it maps to has a line in the listing of the search's config, in
 * the section of the node the event is about; at each cutoff the frame shows the cut node's window, its
 * α raised to the cutting score and a pruning condition the cutting reply meets in the tree's view.
 */
class LiveCodeTest {
    private static final String MIDDLEGAME = "r1bakab1r/9/1cn3nc1/p1p1p1p1p/9/9/P1P1P1P1P/1CN3NC1/9/R1BAKAB1R w";

    private static ReplayLog record(String preset, String fen, int depth) {
        ReplayLog log = new ReplayLog(1_000_000);
        Position p = Fen.parse(fen);
        new Searcher(SearchConfig.preset(preset)).search(p, SearchLimits.depth(depth), log);
        return log;
    }

    @Test
    void everyEventOfARealSearchHighlightsALineOfItsListing() {
        Map<String, Integer> depths = Map.of("minimax", 2, "alphabeta", 2, "pvs", 3, "full", 3);
        for (Map.Entry<String, Integer> run : depths.entrySet()) {
            ReplayLog log = record(run.getKey(), MIDDLEGAME, run.getValue());
            AnalysisModel model = new AnalysisModel(org.xqlab.analysis.AnalysisViewModel.NODE_CAP);
            LiveCode code = new LiveCode();
            Set<Object> seen = new java.util.HashSet<>();
            Set<EventKind> kinds = EnumSet.noneOf(EventKind.class);
            SearchConfig expected = SearchConfig.preset(run.getKey());
            for (int i = 0; i < log.size(); i++) {
                log.deliver(i, i + 1, model);
                SearchConfig config = code.config(model.config());
                if (kinds.contains(EventKind.SEARCH_STARTED) || log.kind(i) == EventKind.SEARCH_STARTED) {
                    assertEquals(expected, config, "the search's config, read from its text");
                }
                CodeFrame f = code.frame(log, i + 1, model, ScoreView.RED, "Red's view");
                if (model.tree().nodesDropped() > 0) {
                    break; // beyond the tree's cap the frame has no node to read
                }
                if (kinds.isEmpty() && log.kind(i).name().startsWith("HISTORY")) {
                    assertEquals(CodeFrame.NONE, f, "the history table's shape and aging come before the search");
                    continue;
                }
                assertNotNull(f.key(), run.getKey() + " event " + i + " " + log.kind(i));
                Listing listing = code.listing();
                assertFalse(listing.linesOf(f.section(), f.key()).isEmpty(),
                        run.getKey() + ": no line for " + f.key() + " in " + f.section() + " after " + log.kind(i));
                seen.add(f.key());
                kinds.add(log.kind(i));
            }
            assertTrue(seen.contains(BasicStep.ENTER) && seen.contains(BasicStep.CHILD_VALUE)
                    && seen.contains(Step.MOVE_LOOP) && seen.contains(BasicStep.ROOT_CALL), run.getKey() + " " + seen);
            if (!run.getKey().equals("minimax")) {
                assertTrue(seen.contains(Step.BETA_CUTOFF), run.getKey() + " " + seen);
            }
            if (run.getKey().equals("full")) {
                assertTrue(seen.contains(Step.TT_PROBE) && seen.contains(Step.TT_STORE), seen.toString());
            }
        }
    }

    @Test
    void atEachCutoffTheFrameShowsTheCutNodesWindowItsRaisedAlphaAndAConditionTheCuttingReplyMeets() {
        ReplayLog log = record("alphabeta", Fen.START, 3);
        AnalysisModel model = new AnalysisModel(org.xqlab.analysis.AnalysisViewModel.NODE_CAP);
        LiveCode code = new LiveCode();
        int checked = 0;
        for (int i = 0; i < log.size() && checked < 200; i++) {
            log.deliver(i, i + 1, model);
            if (log.kind(i) != EventKind.CUTOFF) {
                continue;
            }
            code.config(model.config());
            TreeNode n = model.tree().current();
            if (n.cutoffStep() == Step.STAND_PAT) {
                CodeFrame f = code.frame(log, i + 1, model, ScoreView.RED, "view");
                assertEquals(Step.STAND_PAT, f.key());
                assertEquals(Listing.Section.QUIESCENCE, f.section());
                continue;
            }
            for (ScoreView view : ScoreView.values()) {
                CodeFrame f = code.frame(log, i + 1, model, view, "view");
                assertEquals(Step.BETA_CUTOFF, f.key());
                assertEquals(n.isQuiescence() ? Listing.Section.QUIESCENCE : Listing.Section.SEARCH, f.section());
                TreeNode cutter = n.children().get(n.children().size() - 1);
                int moveScore = -cutter.score();
                assertTrue(moveScore >= n.beta());
                assertEquals(moveScore, LiveCode.best(n));
                String window = "(" + CodeFrame.bound(n.alpha(), 32000) + ", " + CodeFrame.bound(n.beta(), 32000) + ")";
                assertTrue(f.vars().contains(new CodeFrame.Var("window", window)), f.vars().toString());
                if (!n.isQuiescence()) {
                    assertTrue(f.vars().contains(new CodeFrame.Var("alpha", Integer.toString(moveScore))), f.vars().toString());
                    assertTrue(f.vars().contains(new CodeFrame.Var("beta", Integer.toString(n.beta()))), f.vars().toString());
                }
                // the number the tree shows for the cutting reply meets the condition
                int rootSide = Fen.parse(model.rootFen()).sideToMove();
                int shown = view.score(cutter, rootSide, 0);
                CodeFrame.Condition c = f.condition();
                assertTrue(c.kind() == CodeFrame.CutKind.AT_LEAST ? shown >= c.value() : shown <= c.value(),
                        view + ": " + shown + " vs " + c);
                assertEquals(Math.abs(n.beta()), Math.abs(c.value()));
            }
            checked++;
        }
        assertTrue(checked > 10, "cutoffs checked: " + checked);
    }
}
