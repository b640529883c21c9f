package org.xqlab.ui.board;

import org.junit.jupiter.api.Test;
import org.xqlab.rules.Move;
import org.xqlab.rules.Piece;
import org.xqlab.rules.Square;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class BoardViewModelTest {
    private static int sq(String name) {
        return Square.parse(name);
    }

    @Test
    void pressingAnOwnPieceSelectsItAndListsItsTargets() {
        BoardViewModel vm = new BoardViewModel(new GameViewModel());
        vm.press(sq("h2"));
        vm.release(sq("h2"), false);
        assertEquals(sq("h2"), vm.selected());
        assertTrue(vm.targets().contains(sq("e2")));
        assertTrue(vm.targets().contains(sq("h9")), "the capture over the screen");
        assertEquals(12, vm.targets().size());
    }

    @Test
    void clickClickPlaysTheMove() {
        BoardViewModel vm = new BoardViewModel(new GameViewModel());
        vm.press(sq("h2"));
        vm.release(sq("h2"), false);
        vm.press(sq("e2"));
        vm.release(sq("e2"), false);
        assertEquals(Move.of(sq("h2"), sq("e2")), vm.lastMove());
        assertEquals(-1, vm.selected());
    }

    @Test
    void dragAndDropPlaysTheMove() {
        BoardViewModel vm = new BoardViewModel(new GameViewModel());
        vm.press(sq("b0"));
        assertTrue(vm.canDragFrom(sq("b0")));
        vm.release(sq("c2"), true);
        assertEquals(Move.of(sq("b0"), sq("c2")), vm.lastMove());
    }

    @Test
    void aRefusedMoveKeepsTheSelectionAndExplains() {
        BoardViewModel vm = new BoardViewModel(new GameViewModel());
        vm.press(sq("b0"));
        vm.release(sq("b0"), false);
        vm.press(sq("d1"));
        assertEquals(sq("b0"), vm.selected());
        assertEquals("reason.HORSE_LEG_BLOCKED", vm.game().noteProperty().get().key());
    }

    @Test
    void pressingTheSelectedPieceAgainDeselectsIt() {
        BoardViewModel vm = new BoardViewModel(new GameViewModel());
        vm.press(sq("h2"));
        vm.release(sq("h2"), false);
        vm.press(sq("h2"));
        vm.release(sq("h2"), false);
        assertEquals(-1, vm.selected());
    }

    @Test
    void pressingAnOpponentsPieceSaysItIsNotYours() {
        BoardViewModel vm = new BoardViewModel(new GameViewModel());
        vm.press(sq("h9"));
        assertEquals("reason.NOT_YOUR_PIECE", vm.game().noteProperty().get().key());
    }

    @Test
    void theKingInCheckIsReported() {
        GameViewModel game = new GameViewModel();
        game.newGameFromFen("3k5/9/9/9/4r4/9/9/9/9/R3K4 w - - 0 1");
        BoardViewModel vm = new BoardViewModel(game);
        assertEquals(sq("e0"), vm.checkedKing());
    }

    @Test
    void simplifiedGlyphsAreUsedOnRequest() {
        BoardViewModel vm = new BoardViewModel(new GameViewModel());
        int rook = vm.position().pieceAt(sq("a0"));
        assertEquals("俥", vm.glyph(rook));
        vm.simplifiedProperty().set(true);
        assertEquals("车", vm.glyph(rook));
        assertEquals(Piece.ROOK, Piece.typeOf(rook));
    }

    @Test
    void arrowsAreKeptInOrderAndEveryChangeRedrawsTheBoard() {
        BoardViewModel vm = new BoardViewModel(new GameViewModel());
        int before = vm.versionProperty().get();
        int move = Move.of(Square.parse("b2"), Square.parse("e2"));
        vm.arrows().add(BoardViewModel.Arrow.of(move, javafx.scene.paint.Color.BLUE));
        vm.arrows().add(new BoardViewModel.Arrow(Square.parse("h9"), Square.parse("g7"), javafx.scene.paint.Color.RED));
        assertEquals(before + 2, vm.versionProperty().get());
        assertEquals(Square.parse("b2"), vm.arrows().get(0).from());
        assertEquals(Square.parse("e2"), vm.arrows().get(0).to());
        assertEquals(Square.parse("g7"), vm.arrows().get(1).to());
        vm.arrows().clear();
        assertEquals(before + 3, vm.versionProperty().get());
    }
}
