package org.xqlab.analysis;

import org.junit.jupiter.api.Test;
import org.xqlab.rules.Fen;
import org.xqlab.rules.Move;
import org.xqlab.rules.Notation;
import org.xqlab.rules.Position;
import org.xqlab.search.SearchConfig;
import org.xqlab.search.SearchLimits;
import org.xqlab.search.Searcher;
import org.xqlab.teach.TeachingPosition;
import org.xqlab.trace.CompositeListener;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A killer or history move is written in a position of the search where the side asked for plays it at
 * the ply asked for: after the search ended (no current path), every killer slot the tables hold is found
 * in the stored tree and reads back as the same move in that position; a move nobody could play stays ICCS.
 */
class TableMovesTest {

    @Test
    void everyNodeIsRebuiltAtItsOwnPositionAlsoBelowASearchOfTheSamePositionAgain() {
        // singular searches and null-move verifications search a node's own position again at its ply: no move
        // leads there, unlike the search after a null move, one ply down
        org.xqlab.trace.SearchTree tree = new org.xqlab.trace.SearchTree(200_000);
        String fen = org.xqlab.search.Bench.POSITIONS.get(1);
        new Searcher(SearchConfig.defaults().with("extension.singular=3,nullmove.verify=true"))
                .search(Fen.parse(fen), SearchLimits.depth(6), tree);
        int[] counts = new int[3]; // nodes checked, nested searches, null-move searches
        java.util.ArrayDeque<org.xqlab.trace.TreeNode> todo = new java.util.ArrayDeque<>();
        for (org.xqlab.trace.SearchIteration it : tree.iterations()) {
            if (it.root() != null) {
                todo.add(it.root());
            }
        }
        while (!todo.isEmpty()) {
            org.xqlab.trace.TreeNode n = todo.poll();
            todo.addAll(n.children());
            if (n.isQuiescence()) {
                continue; // its key is not recorded
            }
            Position at = MoveText.positionAt(fen, n);
            assertNotNull(at, () -> "rebuilt: " + n);
            assertEquals(n.key(), at.key(), () -> "the position of " + n);
            counts[0]++;
            counts[1] += n.isNestedSearch() ? 1 : 0;
            counts[2] += n.isNullMoveSearch() ? 1 : 0;
            assertTrue(!(n.isNestedSearch() && n.isNullMoveSearch()));
        }
        assertTrue(counts[1] > 10 && counts[2] > 10, () -> java.util.Arrays.toString(counts));
    }

    @Test
    void everyKillerOfAFinishedSearchIsWrittenInAPositionWhereItsSideMovesIt() {
        TeachingPosition t = TeachingPosition.all().stream().filter(p -> p.id().equals("rookadvisor")).findFirst()
                .orElseThrow();
        AnalysisModel model = new AnalysisModel(AnalysisViewModel.NODE_CAP);
        model.reset();
        TableMirror tables = new TableMirror();
        new Searcher(SearchConfig.preset("pvs")).search(Fen.parse(t.fen()), SearchLimits.depth(4),
                new CompositeListener(model, tables));
        assertTrue(model.tree().path().isEmpty(), "the search ended: no position on a current path");
        int rootSide = Fen.parse(t.fen()).sideToMove();
        TableMoves moves = new TableMoves();
        int checked = 0;
        for (int ply = 0; ply < 6; ply++) {
            for (int m : tables.killers(ply)) {
                if (m == Move.NONE) {
                    continue;
                }
                int side = ply % 2 == 0 ? rootSide : 1 - rootSide;
                Position at = moves.place(model, m, ply, side);
                assertNotNull(at, "killer " + Move.iccs(m) + " of ply " + ply + " placed");
                assertEquals(side, at.sideToMove());
                String text = moves.format(model, m, ply, side, null, Notation.CHINESE);
                assertEquals(m, Notation.CHINESE.parse(at, text), text + " reads back as " + Move.iccs(m));
                assertEquals(Move.iccs(m), moves.format(model, m, ply, side, null, Notation.ICCS));
                checked++;
            }
        }
        assertTrue(checked >= 3, "killers of several plies: " + checked);

        // a move no side can play anywhere in the search (from an empty corner) stays in ICCS
        int nowhere = Move.parseIccs("a0a1");
        assertNull(moves.place(model, nowhere, TableMoves.ANY, TableMoves.ANY));
        assertEquals("a0a1", moves.format(model, nowhere, TableMoves.ANY, TableMoves.ANY, null, Notation.CHINESE));
    }
}
