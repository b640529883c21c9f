package org.xqlab.fuzz;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import org.xqlab.rules.Move;
import org.xqlab.rules.Notation;
import org.xqlab.rules.NotationException;
import org.xqlab.rules.Position;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * ICCS, WXF and Chinese notation: in a position reached by up to 40 fuzzed legal moves, a text reads as a
 * legal move or throws {@link NotationException} (an IllegalArgumentException); the move read, written
 * in each notation, reads back to itself.
 */
class NotationFuzzTest {
    @FuzzTest
    void notation(FuzzedDataProvider data) throws Exception {
        Fuzz.bounded(() -> {
            Position p = Position.startPosition();
            int plies = data.consumeInt(0, 40);
            for (int i = 0; i < plies; i++) {
                int[] legal = p.legalMoves();
                if (legal.length == 0) {
                    break;
                }
                p.play(legal[data.consumeInt(0, legal.length - 1)]);
            }
            Notation[] all = Notation.values();
            Notation n = all[data.consumeInt(0, all.length)  % all.length];
            boolean any = data.consumeBoolean();
            String text = data.consumeRemainingAsString();
            int move;
            try {
                move = any ? Notation.parseAny(p, text) : n.parse(p, text);
            } catch (NotationException e) {
                Fuzz.clearMessage(e);
                return;
            } catch (IllegalArgumentException e) {
                Fuzz.clearMessage(e);
                return;
            }
            assertTrue(move != Move.NONE && p.isLegal(move), () -> "'" + text + "' read as an illegal move " + move);
            for (Notation each : all) {
                String written = each.format(p, move);
                assertEquals(move, each.parse(p, written), () -> each + " writes '" + written + "' for " + Move.iccs(move));
            }
        });
    }
}
