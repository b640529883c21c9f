package org.xqlab.io;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Terminal columns: a Chinese character takes two, a Latin letter one, a combining mark none. */
class TextColumnsTest {
    @Test
    void chineseCharactersTakeTwoColumns() {
        assertEquals(8, TextColumns.displayWidth("炮二平五"));
        assertEquals(6, TextColumns.displayWidth("Hu Rh."));
        assertEquals(8, TextColumns.displayWidth("许银川 B"));
        assertEquals(4, TextColumns.displayWidth("ＡＢ"), "full-width forms");
        assertEquals(2, TextColumns.displayWidth("　"), "the ideographic space");
        assertEquals(1, TextColumns.displayWidth("e\u0301"), "a combining accent takes no column");
        assertEquals(2, TextColumns.displayWidth("\uD840\uDC00"), "an ideograph beyond the basic plane");
    }

    @Test
    void paddingCountsColumnsNotCharacters() {
        assertEquals("吕钦  |", TextColumns.padRight("吕钦", 6) + "|");
        assertEquals("ab    |", TextColumns.padRight("ab", 6) + "|");
        assertEquals("  吕钦", TextColumns.padLeft("吕钦", 6));
        assertEquals("许银川许银川", TextColumns.padRight("许银川许银川", 6), "a wider text stays as it is");
    }
}
