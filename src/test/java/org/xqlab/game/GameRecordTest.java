package org.xqlab.game;

import org.junit.jupiter.api.Test;
import org.xqlab.rules.Fen;
import org.xqlab.rules.Move;
import org.xqlab.rules.Piece;

import java.util.List;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class GameRecordTest {
    /** A five-ply helpmate from the start position (found by a search over all lines). */
    static final String[] SHORT_MATE = {"b2b4", "d9e8", "b4g4", "c9a7", "g4g9"};

    static int m(String iccs) {
        return Move.parseIccs(iccs);
    }

    static String line(List<GameRecord.Node> nodes) {
        return nodes.stream().map(n -> Move.iccs(n.move())).collect(Collectors.joining(" "));
    }

    @Test
    void movesExtendTheMainLineAndMoveTheCursor() {
        GameRecord g = new GameRecord();
        g.addMove(m("h2e2"));
        g.addMove(m("h9g7"));
        assertEquals("h2e2 h9g7", line(g.mainLine()));
        assertEquals(2, g.cursor().ply());
        assertEquals(Piece.RED, g.position().sideToMove());
    }

    @Test
    void navigationWalksTheLineAndRebuildsThePosition() {
        GameRecord g = new GameRecord();
        g.addMove(m("h2e2"));
        g.addMove(m("h9g7"));
        g.first();
        assertEquals(Fen.START, Fen.format(g.position()));
        assertSame(g.mainLine().get(0), g.next());
        g.last();
        assertEquals(2, g.cursor().ply());
        g.prev();
        assertEquals(Piece.BLACK, g.position().sideToMove());
        g.goTo(g.root());
        assertFalse(g.hasPrev());
    }

    @Test
    void anExistingMoveIsFollowedNotDuplicated() {
        GameRecord g = new GameRecord();
        GameRecord.Node a = g.addMove(m("h2e2"));
        g.prev();
        assertSame(a, g.addMove(m("h2e2")));
        assertEquals(1, g.root().children().size());
    }

    @Test
    void aDifferentMoveInStudyModeBecomesAVariation() {
        GameRecord g = new GameRecord();
        g.addMove(m("h2e2"));
        g.addMove(m("h9g7"));
        g.prev();
        GameRecord.Node v = g.addMove(m("b9c7"));
        assertTrue(v.isVariation());
        assertEquals("h2e2 h9g7", line(g.mainLine()));
        assertEquals("h2e2 b9c7", line(g.currentLine()));
    }

    @Test
    void aNewMoveAfterUndoInPlayModeBecomesMainAndKeepsTheOldLineAsVariation() {
        GameRecord g = new GameRecord();
        g.playMove(m("h2e2"));
        g.playMove(m("h9g7"));
        g.undo();
        g.playMove(m("b9c7"));
        assertEquals("h2e2 b9c7", line(g.mainLine()));
        assertEquals(2, g.mainLine().get(0).children().size(), "the undone move stays as a variation");
        assertTrue(g.mainLine().get(0).children().get(1).isVariation());
    }

    @Test
    void undoKeepsTheMovesForRedo() {
        GameRecord g = new GameRecord();
        g.playMove(m("h2e2"));
        g.playMove(m("h9g7"));
        g.undo();
        g.undo();
        assertEquals(0, g.cursor().ply());
        g.redo();
        g.redo();
        assertEquals("h2e2 h9g7", line(g.pathTo(g.cursor())));
        g.undo();
        assertSame(g.mainLine().get(1), g.playMove(m("h9g7")), "playing the redo move just redoes it");
    }

    @Test
    void promoteVariationMakesItTheMainContinuation() {
        GameRecord g = new GameRecord();
        g.addMove(m("h2e2"));
        g.addMove(m("h9g7"));
        g.prev();
        g.addMove(m("b9c7"));
        g.addMove(m("h0g2"));
        assertTrue(g.promoteVariation());
        assertEquals("h2e2 b9c7 h0g2", line(g.mainLine()));
        assertFalse(g.promoteVariation(), "now on the main line");
    }

    @Test
    void deleteVariationRemovesItAndReturnsToTheBranchPoint() {
        GameRecord g = new GameRecord();
        GameRecord.Node first = g.addMove(m("h2e2"));
        g.addMove(m("h9g7"));
        g.prev();
        g.addMove(m("b9c7"));
        g.addMove(m("h0g2"));
        assertTrue(g.deleteVariation());
        assertSame(first, g.cursor());
        assertEquals(1, first.children().size());
        assertFalse(g.deleteVariation());
    }

    @Test
    void truncateDeletesEverythingAfterTheCursor() {
        GameRecord g = new GameRecord();
        g.addMove(m("h2e2"));
        g.addMove(m("h9g7"));
        g.first();
        g.truncate();
        assertTrue(g.mainLine().isEmpty());
    }

    @Test
    void illegalMovesAreRefused() {
        GameRecord g = new GameRecord();
        assertThrows(IllegalArgumentException.class, () -> g.addMove(m("h2h8")));
        assertEquals(0, g.cursor().ply());
    }

    @Test
    void commentsBelongToMovesAndToTheStart() {
        GameRecord g = new GameRecord();
        g.setComment(g.root(), "before");
        GameRecord.Node a = g.addMove(m("h2e2"));
        g.setComment(a, "central cannon 中炮");
        assertEquals("before", g.root().comment());
        assertEquals("central cannon 中炮", a.comment());
    }

    @Test
    void checkmateEndsTheGameAndSetsTheResult() {
        GameRecord g = new GameRecord();
        for (String s : SHORT_MATE) {
            g.playMove(m(s));
        }
        assertEquals(new Outcome(Outcome.Kind.CHECKMATE, Piece.RED), g.outcome());
        assertEquals("1-0", g.headers().get("Result"));
        assertThrows(IllegalStateException.class, () -> g.playMove(m("a9a8")));
        g.prev();
        assertNull(g.outcome());
    }

    @Test
    void resignationAndDrawAgreementEndTheGame() {
        GameRecord g = new GameRecord();
        g.playMove(m("h2e2"));
        g.resign();
        assertEquals(new Outcome(Outcome.Kind.RESIGNATION, Piece.RED), g.outcome(), "black resigned");
        assertEquals("1-0", g.headers().get("Result"));
        assertThrows(IllegalStateException.class, () -> g.playMove(m("h9g7")));

        GameRecord d = new GameRecord();
        d.agreeDraw();
        assertEquals("1/2-1/2", d.headers().get("Result"));
        assertTrue(d.outcome().isDraw());
    }

    @Test
    void repetitionIsJudgedOverTheLineThatLedToTheCursor() {
        // a pawn each, so that the game is not drawn at once for want of attackers (GameEnd)
        GameRecord g = new GameRecord("3k5/9/9/p8/9/9/8P/9/9/5K3 w - - 0 1");
        for (String s : "f0f1 d9d8 f1f0 d8d9 f0f1 d9d8 f1f0 d8d9".split(" ")) {
            g.playMove(m(s));
        }
        assertEquals(Outcome.Kind.REPETITION, g.outcome().kind());
        g.first();
        g.last();
        assertEquals(Outcome.Kind.REPETITION, g.outcome().kind(), "also after navigating");
    }

    @Test
    void headersNameTheStartPositionWhenItIsNotTheStandardOne() {
        assertFalse(new GameRecord().headers().containsKey("FEN"));
        GameRecord g = new GameRecord("3k5/9/9/9/9/9/9/9/9/5K3 w - - 0 1");
        assertEquals("3k5/9/9/9/9/9/9/9/9/5K3 w - - 0 1", g.headers().get("FEN"));
        assertEquals("*", g.headers().get("Result"));
    }

    @Test
    void tagsFromOtherFormatsAreKeptAsPgnCanHoldThem() {
        GameRecord g = new GameRecord();
        g.putTag("Date", "2025-09-27\n[DhtmlXQ_other]\r\n");
        g.putTag("作者 名", "  某人 ");
        g.putTag("FEN", "not a fen");
        g.putTag("Note", " \n ");
        assertEquals("2025-09-27 [DhtmlXQ_other]", g.headers().get("Date"));
        assertEquals("某人", g.headers().get("作者_名"));
        assertNull(g.headers().get("FEN"), "the record's own tags are not taken from a file");
        assertFalse(g.headers().containsKey("Note"));
        GameRecord back = GameRecordText.read(GameRecordText.write(g, org.xqlab.rules.Notation.ICCS, false));
        assertEquals(g.headers(), back.headers());
    }
}
