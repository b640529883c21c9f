package org.xqlab.game;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

/** The XQF writer writes the tags the game has and adds none. */
class XqfWriterTagsTest {
    @Test
    void aGameWithoutAnAuthorGetsNone() {
        GameRecord g = RecordReader.readText("[Event \"E\"]\n\n1. h2e2 h9g7 *\n", null).first();
        GameRecord back = RecordReader.read(RecordWriter.xqf(g), "g.xqf").first();
        assertNull(back.headers().get("Author"), back.headers().toString());
        assertEquals("E", back.headers().get("Event"));
        g.headers().put("Author", "象棋巫师");
        assertEquals("象棋巫师", RecordReader.read(RecordWriter.xqf(g), "g.xqf").first().headers().get("Author"));
    }
}
