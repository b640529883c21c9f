package org.xqlab.ui.board;

import org.xqlab.rules.Notation;
import org.junit.jupiter.api.Test;
import org.xqlab.game.Outcome;
import org.xqlab.rules.Fen;
import org.xqlab.rules.MoveExplainer;
import org.xqlab.rules.Piece;
import org.xqlab.rules.Square;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class GameViewModelTest {
    static final String[] SHORT_MATE = {"b2b4", "d9e8", "b4g4", "c9a7", "g4g9"};

    static MoveExplainer.Reason play(GameViewModel vm, String iccs) {
        return vm.tryMove(Square.parse(iccs.substring(0, 2)), Square.parse(iccs.substring(2)));
    }

    @Test
    void aLegalMoveIsPlayedAndListed() {
        GameViewModel vm = new GameViewModel();
        assertEquals(MoveExplainer.Reason.LEGAL, play(vm, "h2e2"));
        assertEquals(1, vm.getMoves().size());
        assertEquals("1. h2e2", vm.getMoves().get(0).toString());
        assertEquals(0, vm.currentIndexProperty().get());
        assertEquals(Piece.BLACK, vm.getPosition().sideToMove());
        assertNull(vm.noteProperty().get());
    }

    @Test
    void anIllegalMoveIsRefusedWithItsReason() {
        GameViewModel vm = new GameViewModel();
        assertEquals(MoveExplainer.Reason.HORSE_LEG_BLOCKED, play(vm, "b0d1"));
        assertEquals("reason.HORSE_LEG_BLOCKED", vm.noteProperty().get().key());
        assertTrue(vm.getMoves().isEmpty());
    }

    @Test
    void undoAndRedoStepThroughTheGame() {
        GameViewModel vm = new GameViewModel();
        play(vm, "h2e2");
        play(vm, "h9g7");
        vm.undo();
        assertEquals(0, vm.currentIndexProperty().get());
        assertTrue(vm.canRedoProperty().get());
        vm.redo();
        assertEquals(1, vm.currentIndexProperty().get());
        assertFalse(vm.canRedoProperty().get());
        vm.first();
        assertEquals(-1, vm.currentIndexProperty().get());
        assertEquals(Fen.START, Fen.format(vm.getPosition()));
        assertEquals(2, vm.getMoves().size(), "the line stays listed for redo");
    }

    @Test
    void checkmateEndsTheGameAndFurtherMovesAreRefused() {
        GameViewModel vm = new GameViewModel();
        for (String m : SHORT_MATE) {
            play(vm, m);
        }
        assertEquals(new Outcome(Outcome.Kind.CHECKMATE, Piece.RED), vm.outcomeProperty().get());
        assertNull(play(vm, "a9a8"));
        assertEquals("note.gameOver", vm.noteProperty().get().key());
    }

    @Test
    void resignAndDrawAgreementSetTheOutcome() {
        GameViewModel vm = new GameViewModel();
        vm.resign();
        assertEquals(new Outcome(Outcome.Kind.RESIGNATION, Piece.BLACK), vm.outcomeProperty().get());
        vm.newGame();
        assertNull(vm.outcomeProperty().get());
        vm.agreeDraw();
        assertTrue(vm.outcomeProperty().get().isDraw());
    }

    @Test
    void theCommentFollowsTheCurrentMove() {
        GameViewModel vm = new GameViewModel();
        play(vm, "h2e2");
        vm.commentProperty().set("中炮");
        play(vm, "h9g7");
        assertEquals("", vm.commentProperty().get());
        vm.prev();
        assertEquals("中炮", vm.commentProperty().get());
    }

    @Test
    void aBadFenIsExplainedAndTheGameKept() {
        GameViewModel vm = new GameViewModel();
        play(vm, "h2e2");
        assertFalse(vm.newGameFromFen("not a fen"));
        assertEquals("note.badFen", vm.noteProperty().get().key());
        assertEquals(1, vm.getMoves().size());
        assertTrue(vm.newGameFromFen("3k5/9/9/9/9/9/9/9/9/5K3 w - - 0 1"));
        assertEquals("3k5/9/9/9/9/9/9/9/9/5K3 w - - 0 1", vm.fen());
    }

    @Test
    void aSavedGameOpensAgainAtItsEnd(@org.junit.jupiter.api.io.TempDir Path dir) throws Exception {
        GameViewModel vm = new GameViewModel();
        play(vm, "h2e2");
        play(vm, "h9g7");
        Path file = dir.resolve("game.pgn");
        assertTrue(vm.save(file));
        assertTrue(Files.readString(file).contains("h2e2"));
        GameViewModel other = new GameViewModel();
        assertTrue(other.open(file));
        assertEquals(2, other.getMoves().size());
        assertEquals(1, other.currentIndexProperty().get());
        Files.writeString(file, "1. h2h8");
        assertFalse(other.open(file));
        assertEquals("note.openFailed", other.noteProperty().get().key());
    }

    @Test
    void aGameWithABadMoveInAVariationOpensAndSaysWhatWasLeftOut(@org.junit.jupiter.api.io.TempDir Path dir)
            throws Exception {
        Path file = Files.writeString(dir.resolve("v.pgn"), "1. h2e2 h9g7 (1... b9c7 2. h0h9) 2. h0g2 *\n");
        GameViewModel vm = new GameViewModel();
        assertTrue(vm.open(file));
        assertEquals(3, vm.getMoves().size(), "the main line");
        assertEquals("note.readInPart", vm.noteProperty().get().key());
        assertTrue(vm.noteProperty().get().detail().startsWith("line 1: move 'h0h9' (move 2, red)"),
                vm.noteProperty().get().detail());
        assertFalse(vm.isModified());
    }

    @Test
    void theMoveListFollowsTheChosenNotation() {
        GameViewModel vm = new GameViewModel();
        play(vm, "h2e2");
        play(vm, "h9g7");
        vm.notationProperty().set(Notation.WXF);
        assertEquals("C2=5", vm.getMoves().get(0).text());
        vm.notationProperty().set(Notation.CHINESE);
        assertEquals("炮二平五", vm.getMoves().get(0).text());
        assertEquals("馬８進７", vm.getMoves().get(1).text());
        vm.notationProperty().set(Notation.ICCS);
        assertEquals("h2e2", vm.getMoves().get(0).text());
    }

    private static GameViewModel.Row row(GameViewModel vm, String text, boolean inLine) {
        return vm.getRows().stream().filter(r -> r.inLine() == inLine && r.text().startsWith(text)).findFirst()
                .orElseThrow(() -> new AssertionError(text + " not in " + vm.getRows()));
    }

    @Test
    void theMoveTreeShowsVariationsThatCanBeEnteredLeftPromotedAndDeleted() throws Exception {
        GameViewModel vm = new GameViewModel();
        assertTrue(vm.open(Path.of(GameViewModelTest.class.getResource("/records/dpxq_ubb_branches.txt").toURI())));
        assertFalse(vm.isModified());
        assertEquals(63, vm.getMoves().size(), "the main line");
        int rowOfMain = vm.getRows().indexOf(row(vm, "d4e6", true));
        GameViewModel.Row variation = vm.getRows().get(rowOfMain + 1);
        assertEquals("22. e2e5 e9d9", variation.toString(), "the alternative follows the move it replaces");
        assertEquals(1, variation.depth());
        assertFalse(variation.inLine() || variation.mainLine());
        assertFalse(vm.inVariationProperty().get());

        vm.goTo(variation.node());
        assertTrue(vm.inVariationProperty().get());
        assertEquals(44, vm.getMoves().size(), "the line through the variation: 43 moves, then e2e5 e9d9");
        assertEquals("e2e5", vm.getMoves().get(vm.currentIndexProperty().get()).text());
        GameViewModel.Row entered = row(vm, "e2e5", true);
        assertEquals(1, entered.depth());
        GameViewModel.Row mainMove = row(vm, "d4e6", false);
        assertTrue(mainMove.mainLine(), "inside the variation the main-line move is listed as the way back");

        vm.backToMainLine();
        assertFalse(vm.inVariationProperty().get());
        assertEquals("d4e6", vm.getMoves().get(vm.currentIndexProperty().get()).text());
        assertFalse(vm.isModified(), "navigation changes nothing");

        vm.goTo(variation.node());
        assertTrue(vm.promoteVariation());
        assertTrue(vm.isModified());
        assertFalse(vm.inVariationProperty().get(), "the variation is the main line now");
        assertEquals(44, vm.getRecord().mainLine().size());
        vm.goTo(row(vm, "d4e6", false).node());
        assertTrue(vm.deleteVariation());
        assertEquals(0, vm.getRecord().variationCount(), "the old main line went with the two variations inside it");

        vm.setComment(vm.getRecord().cursor(), "a note");
        assertEquals("a note", vm.commentProperty().get());
    }

    @Test
    void pastedTextWithSeveralGamesIsReadAndTagsCanBeEdited() {
        GameViewModel vm = new GameViewModel();
        org.xqlab.game.RecordFile f = vm.readText("[Red \"A\"]\n1. h2e2 h9g7 *\n\n[Red \"B\"]\n1. c3c4 *\n");
        assertEquals(2, f.games().size());
        vm.load(f.games().get(1));
        assertEquals("B", vm.getRecord().headers().get("Red"));
        vm.setTags(java.util.Map.of("Event", "Club night", "Result", "1-0"));
        assertEquals("Club night", vm.getRecord().headers().get("Event"));
        assertEquals("*", vm.getRecord().headers().get("Result"), "the result follows the game");
        assertTrue(vm.isModified());
        assertNull(vm.readText("no game here"));
        assertEquals("note.badPgn", vm.noteProperty().get().key());
    }
}
