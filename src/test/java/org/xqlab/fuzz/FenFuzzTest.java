package org.xqlab.fuzz;

import com.code_intelligence.jazzer.junit.FuzzTest;
import org.xqlab.rules.Fen;
import org.xqlab.rules.FenException;
import org.xqlab.rules.Position;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** FEN: a position or a {@link FenException}; a parsed position writes a FEN that reads back to the same key. */
class FenFuzzTest {
    @FuzzTest
    void fen(String text) throws Exception {
        if (text == null) {
            return; // the mutator's null: a file always has content, if empty
        }
        Fuzz.bounded(() -> {
            Position p;
            try {
                p = Fen.parse(text);
            } catch (FenException e) {
                Fuzz.clearMessage(e);
                return;
            }
            String again = Fen.format(p);
            Position q = Fen.parse(again);
            assertEquals(p.key(), q.key(), again);
            assertEquals(again, Fen.format(q));
        });
    }
}
