package org.xqlab.ui.board;

import org.junit.jupiter.api.Test;
import org.xqlab.rules.Move;
import org.xqlab.rules.Position;
import org.xqlab.rules.Square;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class PvArrowsTest {
    private static int[] moves(String... iccs) {
        int[] m = new int[iccs.length];
        for (int i = 0; i < iccs.length; i++) {
            m[i] = Move.parseIccs(iccs[i]);
        }
        return m;
    }

    @Test
    void aLineIsNumberedFromOneInTheMoversColoursAndFades() {
        int[] line = moves("h2e2", "h9g7", "h0g2", "i9h9", "b0c2");
        List<BoardViewModel.Arrow> arrows = PvArrows.of(Position.startPosition(), line, PvArrows.SHOWN);
        assertEquals(4, arrows.size(), "at most SHOWN moves");
        for (int i = 0; i < 4; i++) {
            BoardViewModel.Arrow a = arrows.get(i);
            assertEquals(Move.from(line[i]), a.from());
            assertEquals(Move.to(line[i]), a.to());
            assertEquals(Integer.toString(i + 1), a.label());
        }
        assertEquals(PvArrows.RED_SIDE.getRed(), arrows.get(0).colour().getRed(), 1e-9);
        assertEquals(PvArrows.BLACK_SIDE.getRed(), arrows.get(1).colour().getRed(), 1e-9);
        assertEquals(PvArrows.RED_SIDE.getRed(), arrows.get(2).colour().getRed(), 1e-9);
        for (int i = 1; i < 4; i++) {
            assertTrue(arrows.get(i).colour().getOpacity() < arrows.get(i - 1).colour().getOpacity(),
                    "arrow " + (i + 1) + " is paler than arrow " + i);
        }
    }

    @Test
    void theLineStopsAtItsFirstMoveThatIsNotLegalInItsPosition() {
        // the third move is Red's cannon again from h2, which moved away at move 1
        int[] line = moves("h2e2", "h9g7", "h2h9", "i9h9");
        Position start = Position.startPosition();
        List<BoardViewModel.Arrow> arrows = PvArrows.of(start, line, 10);
        assertEquals(2, arrows.size());
        assertEquals(Position.startPosition().key(), start.key(), "the position is not changed");
        assertEquals(List.of(), PvArrows.of(start, moves("e6e5"), 4), "a Black move with Red to move");
    }

    @Test
    void theBoardFindsWhereItStandsOnTheEnginesLine() {
        int[] line = moves("h2e2", "h9g7", "h0g2");
        Position root = Position.startPosition();
        assertEquals(0, PvArrows.reached(root, line, root));
        Position after = root.copy();
        after.play(line[0]);
        assertEquals(1, PvArrows.reached(root, line, after));
        after.play(line[1]);
        assertEquals(2, PvArrows.reached(root, line, after));
        assertArrayEquals(new int[] {line[2]}, PvArrows.rest(line, 2));
        Position elsewhere = root.copy();
        elsewhere.play(Move.parseIccs("b2e2"));
        assertEquals(-1, PvArrows.reached(root, line, elsewhere), "another move leaves the line");
        assertEquals(Square.parse("g2"), PvArrows.of(after, PvArrows.rest(line, 2), 4).get(0).to());
    }
}
