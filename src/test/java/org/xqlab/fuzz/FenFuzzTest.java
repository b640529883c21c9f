package org.xqlab.fuzz;

import java.nio.charset.StandardCharsets;
import com.code_intelligence.jazzer.junit.FuzzTest;
import org.xqlab.rules.Fen;
import org.xqlab.rules.FenException;
import org.xqlab.rules.Position;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** FEN: a position or a {@link FenException}; a parsed position writes a FEN that reads back to the same key. */
class FenFuzzTest {
    @FuzzTest
    void fen(byte[] bytes) throws Exception {
        if (bytes == null) {
            return; // the mutator's null: a file always has content, if empty
        }
        String text = new String(bytes, StandardCharsets.UTF_8); // raw bytes, so corpus files are plain text
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
