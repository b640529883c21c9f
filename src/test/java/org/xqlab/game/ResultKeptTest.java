package org.xqlab.game;

import org.junit.jupiter.api.Test;
import org.xqlab.rules.Piece;

import java.nio.charset.StandardCharsets;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** A game's Result tag is kept as read, even where the last position is mate; the rules' view stays in outcome(). */
class ResultKeptTest {
    // black is mated by the two rooks after 1. a0a9 (the reader's own mate fixture)
    private static final String MATE_BUT_UNKNOWN = "[Event \"橘中秘\"]\n[FEN \"3k5/1R7/9/9/9/9/9/9/9/R3K4 w - - 0 1\"]\n"
            + "[Result \"*\"]\n\n1. a0a9 *\n";

    @Test
    void anOpenResultStaysOpenWhereTheLastPositionIsMate() {
        GameRecord g = RecordReader.read(MATE_BUT_UNKNOWN.getBytes(StandardCharsets.UTF_8), "m.pgn").first();
        assertEquals("*", g.headers().get("Result"));
        g.last();
        assertEquals(Outcome.Kind.CHECKMATE, g.outcome().kind(), "the rules still see the mate");
        assertEquals(Piece.RED, g.outcome().winner());
        for (RecordWriter.Target t : RecordWriter.Target.values()) {
            GameRecord back = RecordReader.read(RecordWriter.bytes(List.of(g), t), "out").first();
            assertEquals("*", back.headers().get("Result"), t.name());
        }
    }

    @Test
    void aRecordWithoutAResultGetsTheRulesOne() {
        String text = "[Event \"x\"]\n[FEN \"3k5/1R7/9/9/9/9/9/9/9/R3K4 w - - 0 1\"]\n\n1. a0a9\n";
        assertEquals("1-0", RecordReader.read(text.getBytes(StandardCharsets.UTF_8), "m.pgn").first().headers()
                .get("Result"));
    }
}
