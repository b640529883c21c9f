package org.xqlab.analysis;

import org.junit.jupiter.api.Test;
import org.xqlab.rules.Fen;
import org.xqlab.search.Bench;
import org.xqlab.search.SearchConfig;
import org.xqlab.search.SearchLimits;
import org.xqlab.search.Searcher;
import org.xqlab.teach.exercise.CutPrediction;
import org.xqlab.teach.exercise.Grade;
import org.xqlab.teach.exercise.PredictionFollow;
import org.xqlab.trace.EventKind;
import org.xqlab.trace.SearchIteration;
import org.xqlab.trace.Stage;
import org.xqlab.trace.Step;
import org.xqlab.trace.StepMode;
import org.xqlab.trace.TreeNode;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Predict the cut on a replayed search (the events a trace file or a finished live search keeps): at the event
 * each node is entered, nothing running any more, a {@link PredictionFollow} steps the replay on cutoff by
 * cutoff until the node is decided — main-search and quiescence nodes, cut by a move of each stage, cut before
 * any move (table, null move, stand pat), not cut — and every kind of prediction is graded against it; the
 * window's tally adds them up.
 */
class PredictionFollowTest {
    private static final String CONFIG = ""; // the defaults: every stage there is

    @Test
    void everyKindOfPredictionIsGradedOnAReplayedSearch() {
        ReplayLog log = new ReplayLog(2_000_000);
        new Searcher(SearchConfig.defaults()).search(Fen.parse(Bench.POSITIONS.get(0)), SearchLimits.depth(3), log);
        assertFalse(log.isCut());

        // the finished search: one node of each outcome, main search and quiescence apart
        AnalysisModel whole = new AnalysisModel(Integer.MAX_VALUE);
        new ReplayCursor(log, whole).seek(log.size());
        Map<String, Long> chosen = new LinkedHashMap<>();
        for (TreeNode n : nodes(whole)) {
            if (n.parent() != null && CutPrediction.decided(n)) {
                chosen.putIfAbsent(outcome(n), n.id());
            }
        }
        // every kind the issue names is there to grade
        TreeSet<String> kinds = new TreeSet<>(chosen.keySet());
        for (String needed : List.of("main no cut", "main cut by GOOD_CAPTURES", "main cut before a move (NULL_MOVE)",
                "quiescence no cut", "quiescence cut before a move (STAND_PAT)", "quiescence cut by QS_CAPTURES")) {
            assertTrue(kinds.contains(needed), needed + " among " + kinds);
        }

        // where each chosen node is entered
        Map<Long, Integer> entered = new LinkedHashMap<>();
        AnalysisModel walking = new AnalysisModel(Integer.MAX_VALUE);
        ReplayCursor walk = new ReplayCursor(log, walking);
        for (int i = 1; i <= log.size() && entered.size() < chosen.size(); i++) {
            walk.seek(i);
            for (long id : chosen.values()) {
                if (!entered.containsKey(id) && walking.tree().node(id) != null) {
                    entered.put(id, i);
                }
            }
        }

        PredictionFollow.Tally tally = new PredictionFollow.Tally();
        int graded = 0;
        for (Map.Entry<String, Long> e : chosen.entrySet()) {
            long id = e.getValue();
            AnalysisModel model = new AnalysisModel(Integer.MAX_VALUE);
            ReplayCursor replay = new ReplayCursor(log, model);
            replay.seek(entered.get(id));
            TreeNode open = model.tree().node(id);
            assertNotNull(open, e.getKey());
            assertFalse(CutPrediction.decided(open), e.getKey() + ": undecided where it is entered");

            PredictionFollow follow = new PredictionFollow(id, replayOf(replay, model));
            int ticks = 0;
            while (follow.tick() == PredictionFollow.State.STEPPING) {
                assertTrue(++ticks < log.size(), "the follow moves on");
            }
            assertEquals(PredictionFollow.State.DECIDED, follow.state(), e.getKey());
            TreeNode decided = follow.node();
            TreeNode truth = whole.tree().node(id);
            assertEquals(truth.hasCutoff(), decided.hasCutoff(), e.getKey());
            if (decided.hasCutoff()) {
                // held at the node's own cutoff: the event just shown is a cutoff, and the node was open one before
                assertEquals(EventKind.CUTOFF, log.kind(replay.position() - 1), e.getKey());
                assertEquals(truth.cutoffStep(), decided.cutoffStep(), e.getKey());
            }

            // every prediction a student can make, graded against what the node did
            CutPrediction right = truth.hasCutoff()
                    ? new CutPrediction(true, truth.cutoffStep() == Step.BETA_CUTOFF ? truth.cutStage() : null)
                    : new CutPrediction(false, null);
            List<CutPrediction> all = new ArrayList<>();
            all.add(new CutPrediction(false, null));
            all.add(new CutPrediction(true, null));
            for (Stage s : CutPrediction.movingStages(CONFIG)) {
                all.add(new CutPrediction(true, s));
            }
            assertTrue(all.contains(right), e.getKey() + ": the right prediction is among the choices");
            for (CutPrediction p : all) {
                Grade g = p.grade(decided, Integer::toString, CONFIG);
                tally.add(g);
                graded++;
                assertEquals(p.equals(right), g.perfect(), e.getKey() + ", predicted " + p);
                assertEquals(p.cut() == truth.hasCutoff(), g.marks().get(0).right(), e.getKey() + ", predicted " + p);
                assertEquals(p.cut() || truth.hasCutoff() ? 2 : 1, g.total(), e.getKey() + ", predicted " + p);
            }
        }
        assertEquals(graded, tally.predictions());
        assertEquals(chosen.size(), tally.perfect(), "one right prediction per node");
    }

    @Test
    void aNodeTheEventsLeaveOpenEndsWithNothingToGrade() {
        ReplayLog log = new ReplayLog(2_000_000);
        new Searcher(SearchConfig.defaults()).search(Fen.parse(Bench.POSITIONS.get(0)), SearchLimits.depth(2), log);
        AnalysisModel model = new AnalysisModel(Integer.MAX_VALUE);
        ReplayCursor replay = new ReplayCursor(log, model);
        replay.seek(log.nextStop(0, StepMode.NEXT_NODE) + 1);
        TreeNode root = model.tree().latestRoot();
        assertNotNull(root);
        // the replay cut short just after the root was entered: no event is left, the root stays open
        PredictionFollow.Search cutShort = new PredictionFollow.Search() {
            @Override
            public TreeNode node(long id) {
                return model.tree().node(id);
            }

            @Override
            public boolean moreToCome() {
                return false;
            }

            @Override
            public boolean ready() {
                return true;
            }

            @Override
            public void stepOn() {
                throw new AssertionError("nothing to step on to");
            }
        };
        PredictionFollow follow = new PredictionFollow(root.id(), cutShort);
        assertEquals(PredictionFollow.State.ENDED, follow.tick());
        assertEquals(PredictionFollow.State.ENDED, follow.tick());
    }

    /** A replay as the analysis window steps a trace file: on by a cutoff, events to come until its end. */
    private static PredictionFollow.Search replayOf(ReplayCursor replay, AnalysisModel model) {
        return new PredictionFollow.Search() {
            @Override
            public TreeNode node(long id) {
                return model.tree().node(id);
            }

            @Override
            public boolean moreToCome() {
                return replay.position() < replay.size();
            }

            @Override
            public boolean ready() {
                return true;
            }

            @Override
            public void stepOn() {
                int i = replay.log().nextStop(replay.position(), StepMode.NEXT_CUTOFF);
                replay.seek(i < 0 ? replay.size() : i + 1);
            }
        };
    }

    private static String outcome(TreeNode n) {
        String where = n.isQuiescence() ? "quiescence " : "main ";
        if (!n.hasCutoff()) {
            return where + "no cut";
        }
        return n.cutoffStep() == Step.BETA_CUTOFF ? where + "cut by " + n.cutStage()
                : where + "cut before a move (" + n.cutoffStep() + ")";
    }

    private static List<TreeNode> nodes(AnalysisModel m) {
        List<TreeNode> out = new ArrayList<>();
        for (SearchIteration it : m.tree().iterations()) {
            Deque<TreeNode> todo = new ArrayDeque<>();
            todo.push(it.root());
            while (!todo.isEmpty()) {
                TreeNode n = todo.pop();
                out.add(n);
                n.children().forEach(todo::push);
            }
        }
        return out;
    }
}
