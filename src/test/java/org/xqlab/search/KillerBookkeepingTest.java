package org.xqlab.search;

import org.junit.jupiter.api.Test;
import org.xqlab.rules.Fen;
import org.xqlab.rules.Move;
import org.xqlab.rules.Position;
import org.xqlab.trace.Bound;
import org.xqlab.trace.NodeType;
import org.xqlab.trace.SearchListener;
import org.xqlab.trace.Stage;
import org.xqlab.trace.Step;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The killer bookkeeping, checked from the search's own events (the second look of docs/experiments.md):
 * killers are stored by β-cutoffs of quiet moves in the main search only (never in quiescence, never a
 * capture), at the ply of the node that cut off, into slot 0 with the old slot 0 moved to slot 1; the
 * picker tries exactly what the slots hold; the slots start empty at every search, also when the
 * searcher is reused; each move is tried once per node (a killer is not tried again among the quiet moves).
 */
class KillerBookkeepingTest {
    /** A middlegame of the sample suites (mid-02) and the start position. */
    private static final String MIDDLEGAME = "r1baka3/4n4/4b4/p5R1p/6c2/2p6/P3P1r1P/C2cB1N2/4N4/1RBAKA3 w - - 4 18";

    @Test
    void theTableShiftsSlotZeroIntoSlotOneKeepsOneSlotOrNoneAndClears() {
        KillerTable two = new KillerTable(2, 10);
        assertTrue(two.update(3, 101));
        assertTrue(two.update(3, 202));
        assertEquals(202, two.get(3, 0));
        assertEquals(101, two.get(3, 1));
        assertFalse(two.update(3, 202), "the move already in slot 0 changes nothing");
        assertTrue(two.update(3, 101), "the move of slot 1 comes to the front");
        assertEquals(101, two.get(3, 0));
        assertEquals(202, two.get(3, 1));
        assertEquals(0, two.get(4, 0), "other plies are untouched");
        two.clear();
        assertEquals(0, two.get(3, 0));
        assertEquals(0, two.get(3, 1));

        KillerTable one = new KillerTable(1, 10);
        one.update(2, 101);
        one.update(2, 202);
        assertEquals(202, one.get(2, 0));
        assertEquals(0, one.get(2, 1), "one slot: nothing is shifted");

        KillerTable none = new KillerTable(0, 10);
        assertFalse(none.update(2, 101));
        assertEquals(0, none.get(2, 0));
    }

    @Test
    void onlyQuietMainSearchCutoffsStoreAtTheirPlyAndThePickerTriesWhatTheSlotsHold() {
        for (String preset : List.of("pvs", "full", "elephanteye")) {
            Checker c = new Checker();
            Searcher s = new Searcher(SearchConfig.preset(preset));
            Position p = Fen.parse(MIDDLEGAME);
            s.search(p, SearchLimits.depth(6), c.on(p, 2));
            c.assertSound(preset);
            assertTrue(c.quiescenceCutoffs > 0, preset + ": quiescence cut off (and stored nothing)");
            assertTrue(c.updates > 50, preset + ": killers were stored: " + c.updates);
            assertTrue(c.killersTried > 50, preset + ": killers were tried: " + c.killersTried);
            assertTrue(c.killerCutoffs > 0, preset + ": killers cut off");
        }
    }

    @Test
    void theSlotsAreEmptyAtTheStartOfEverySearchOfAReusedSearcher() {
        Searcher s = new Searcher(SearchConfig.preset("pvs"));
        for (String fen : List.of(MIDDLEGAME, Fen.START, MIDDLEGAME)) {
            Checker c = new Checker();
            // the checker's mirror of the slots starts empty: a killer tried before any was stored fails it
            Position p = Fen.parse(fen);
            s.search(p, SearchLimits.depth(5), c.on(p, 2));
            c.assertSound(fen);
            assertTrue(c.killersTried > 0, fen);
        }
    }

    @Test
    void withNoSlotsNoKillerStageIsEnteredAndNothingIsStored() {
        Checker c = new Checker();
        Position p = Fen.parse(MIDDLEGAME);
        new Searcher(SearchConfig.preset("pvs").with("killers", "0")).search(p, SearchLimits.depth(5), c.on(p, 0));
        c.assertSound("killers=0");
        assertEquals(0, c.updates);
        assertEquals(0, c.killerStages);
    }

    /** Checks every event against a mirror of the killer slots built from the search's own events. */
    private static final class Checker implements SearchListener {
        private final int[][] mirror = new int[Searcher.MAX_PLY + 2][2];
        private final boolean[] main = new boolean[Searcher.MAX_PLY + 2];
        // the moves tried in each open node, by node id: a nested search (IID) enters nodes at the same ply
        private final Map<Long, Set<Integer>> tried = new HashMap<>();
        private final List<String> problems = new ArrayList<>();
        private Position position;
        private int slots;
        private int pendingPly = -1;
        private int pendingMove;
        private int updates;
        private int killersTried;
        private int killerStages;
        private int killerCutoffs;
        private int quiescenceCutoffs;

        /** The position the search works on (the same object: it follows the search) and the slots per ply. */
        Checker on(Position p, int slots) {
            position = p;
            this.slots = slots;
            return this;
        }

        @Override
        public void nodeEntered(long nodeId, long parentId, int move, int ply, int depth, int alpha, int beta,
                                NodeType expected, boolean inCheck, long key) {
            checkPending();
            main[ply] = true;
            tried.put(nodeId, new HashSet<>());
        }

        @Override
        public void nodeLeft(long nodeId, int ply, int score, Bound bound, int bestMove, NodeType actual) {
            tried.remove(nodeId);
        }

        @Override
        public void quiescenceEntered(long nodeId, long parentId, int move, int ply, int alpha, int beta,
                                      boolean inCheck) {
            checkPending();
            main[ply] = false;
            tried.put(nodeId, new HashSet<>());
        }

        @Override
        public void stageEntered(long nodeId, int ply, Stage stage, int produced) {
            checkPending();
            if (stage == Stage.KILLER_1 || stage == Stage.KILLER_2) {
                killerStages++;
                if (!main[ply]) {
                    problems.add("a killer stage in quiescence at ply " + ply);
                }
            }
        }

        @Override
        public void moveTried(long nodeId, int ply, int move, Stage stage, int index, int reduction) {
            checkPending();
            if (!tried.get(nodeId).add(move)) { // every node is entered before its moves are tried
                problems.add("ply " + ply + ": " + Move.iccs(move) + " tried twice in one node (" + stage + ")");
            }
            if (stage == Stage.KILLER_1 || stage == Stage.KILLER_2) {
                killersTried++;
                int slot = stage == Stage.KILLER_1 ? 0 : 1;
                if (mirror[ply][slot] != move) {
                    problems.add("ply " + ply + ": " + stage + " tried " + Move.iccs(move) + " but the slot holds "
                            + (mirror[ply][slot] == 0 ? "nothing" : Move.iccs(mirror[ply][slot])));
                }
            }
        }

        @Override
        public void cutoff(long nodeId, int ply, int move, Stage stage, int index, int depth, int score, int beta,
                           Step step) {
            checkPending();
            if (step != Step.BETA_CUTOFF) {
                return;
            }
            if (!main[ply]) {
                quiescenceCutoffs++;
                return;
            }
            if (stage == Stage.KILLER_1 || stage == Stage.KILLER_2) {
                killerCutoffs++;
            }
            // the cutoff is reported with the node's position on the board: a quiet move goes to an empty point
            if (slots > 0 && position.pieceAt(Move.to(move)) == 0) {
                pendingPly = ply;
                pendingMove = move;
            }
        }

        @Override
        public void killerUpdate(int ply, int before0, int before1, int after0, int after1) {
            updates++;
            if (ply != pendingPly || after0 != pendingMove) {
                problems.add("killer update at ply " + ply + " (" + Move.iccs(after0)
                        + ") not right after a quiet main-search cutoff at that ply");
            }
            if (before0 != mirror[ply][0] || before1 != mirror[ply][1]) {
                problems.add("ply " + ply + ": the slots held something the search did not store");
            }
            if (slots == 2 ? after1 != before0 : after1 != 0) {
                problems.add("ply " + ply + ": slot 0 did not move to slot 1");
            }
            mirror[ply][0] = after0;
            mirror[ply][1] = after1;
            pendingPly = -1;
        }

        /** A quiet main-search cutoff must be followed by its update, unless slot 0 already held the move. */
        private void checkPending() {
            if (pendingPly >= 0 && mirror[pendingPly][0] != pendingMove) {
                problems.add("ply " + pendingPly + ": quiet cutoff by " + Move.iccs(pendingMove) + " not stored");
            }
            pendingPly = -1;
        }

        void assertSound(String what) {
            checkPending();
            assertTrue(problems.isEmpty(), what + ": " + problems.size() + " problems, first: "
                    + problems.subList(0, Math.min(5, problems.size())));
        }
    }
}
