package org.xqlab.game;

import org.junit.jupiter.api.Test;
import org.xqlab.rules.Fen;
import org.xqlab.rules.FenException;
import org.xqlab.rules.Piece;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class PositionSetupTest {
    @Test
    void theStartPositionIsTheStandardFen() {
        PositionSetup s = new PositionSetup();
        s.startPosition();
        assertEquals(Fen.START, s.fen());
        assertNull(s.problem());
    }

    @Test
    void anEmptyBoardLacksKingsAndSaysSo() {
        PositionSetup s = new PositionSetup();
        assertEquals("9/9/9/9/9/9/9/9/9/9 w - - 0 1", s.fen());
        assertNotNull(s.problem());
        assertTrue(s.problem().toLowerCase().contains("king"), s.problem());
    }

    @Test
    void placingKingsAndARookMakesAPlayablePosition() {
        PositionSetup s = new PositionSetup();
        s.put(4, 0, 'K');
        s.put(3, 9, 'k');
        s.put(0, 1, 'R');
        assertNull(s.problem(), s.problem());
        assertEquals("3k5/9/9/9/9/9/9/9/R8/4K4 w - - 0 1", s.fen());
        s.setSideToMove(Piece.BLACK);
        assertTrue(s.fen().contains(" b "));
        s.remove(0, 1);
        assertEquals(' ', s.at(0, 1));
    }

    @Test
    void facingKingsAndAnAdvisorOutsideThePalaceAreRefused() {
        PositionSetup s = new PositionSetup();
        s.put(4, 0, 'K');
        s.put(4, 9, 'k');
        assertNotNull(s.problem(), "kings facing each other");
        s.remove(4, 9);
        s.put(3, 9, 'k');
        s.put(0, 0, 'A');
        assertNotNull(s.problem(), "advisor on a0");
    }

    @Test
    void loadingABadFenChangesNothing() {
        PositionSetup s = new PositionSetup();
        s.startPosition();
        assertThrows(FenException.class, () -> s.load("rnbakabnr/9 w"));
        assertEquals(Fen.START, s.fen());
        assertThrows(IllegalArgumentException.class, () -> s.put(0, 0, 'x'));
    }
}
