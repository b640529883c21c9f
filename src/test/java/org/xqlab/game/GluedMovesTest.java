package org.xqlab.game;

import org.junit.jupiter.api.Test;
import org.xqlab.rules.Move;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Move lists exported without spaces between the moves read as the moves they hold. */
class GluedMovesTest {
    private static List<String> iccs(GameRecord g) {
        return g.mainLine().stream().map(n -> Move.iccs(n.move())).toList();
    }

    @Test
    void chineseMovesWithoutSpacesReadAsTheirMoves() {
        GameRecord glued = RecordReader.readText("1.兵七进一炮2平32.兵三进一马8进7 3.马八进七\n", "g.txt").first();
        GameRecord spaced = RecordReader.readText("1. 兵七进一 炮2平3 2. 兵三进一 马8进7 3. 马八进七\n", "s.txt").first();
        assertEquals(List.of("c3c4", "b7c7", "g3g4", "h9g7", "b0c2"), iccs(spaced));
        assertEquals(iccs(spaced), iccs(glued));
        GameRecord tagged = RecordReader.readText("[Event \"e\"]\n\n1.炮二平五马８进７2.马二进三车９平８ 1-0\n", "t.pgn")
                .first();
        assertEquals(List.of("h2e2", "h9g7", "h0g2", "i9h9"), iccs(tagged));
        assertEquals("1-0", tagged.headers().get("Result"));
    }

    @Test
    void aBadGluedMoveIsNamedAlone() {
        RecordFormatException e = org.junit.jupiter.api.Assertions.assertThrows(RecordFormatException.class,
                () -> RecordReader.readText("1.兵七进一炮2平32.兵三进九\n", "g.txt"));
        assertEquals(true, e.getMessage().contains("兵三进九 is not legal"), e.getMessage());
    }
}
