package org.xqlab.io;

/**
 * Columns of plain text for a terminal: the width a text takes on the screen, where East Asian wide and
 * full-width characters (Chinese, Japanese and Korean characters, full-width forms, CJK punctuation) take two
 * columns and everything else one (combining marks none), and padding to a width so that a table of Chinese
 * names lines up. Depends on nothing of the project.
 */
public final class TextColumns {
    private TextColumns() {
    }

    /** The columns {@code text} takes in a terminal (the East Asian width: wide and full-width count 2). */
    public static int displayWidth(String text) {
        int width = 0;
        for (int i = 0; i < text.length(); ) {
            int cp = text.codePointAt(i);
            i += Character.charCount(cp);
            width += columns(cp);
        }
        return width;
    }

    /** {@code text} followed by spaces up to {@code width} columns (unchanged when it is as wide or wider). */
    public static String padRight(String text, int width) {
        int w = displayWidth(text);
        return w >= width ? text : text + " ".repeat(width - w);
    }

    /** Spaces up to {@code width} columns, then {@code text} (unchanged when it is as wide or wider). */
    public static String padLeft(String text, int width) {
        int w = displayWidth(text);
        return w >= width ? text : " ".repeat(width - w) + text;
    }

    /** The columns of one code point: 0 for combining marks and controls, 2 for wide and full-width, else 1. */
    static int columns(int cp) {
        int type = Character.getType(cp);
        if (type == Character.NON_SPACING_MARK || type == Character.ENCLOSING_MARK || type == Character.FORMAT
                || type == Character.CONTROL || cp == 0x200B) {
            return 0;
        }
        return wide(cp) ? 2 : 1;
    }

    /** The ranges Unicode's East Asian Width table marks W (wide) or F (full-width), in the planes used for text. */
    private static boolean wide(int cp) {
        return (cp >= 0x1100 && cp <= 0x115F)        // Hangul Jamo initials
                || (cp >= 0x2E80 && cp <= 0x303E)    // CJK radicals, Kangxi, ideographic description, CJK punctuation
                || (cp >= 0x3041 && cp <= 0x33FF)    // kana, bopomofo, Hangul compatibility, CJK compatibility
                || (cp >= 0x3400 && cp <= 0x4DBF)    // CJK extension A
                || (cp >= 0x4E00 && cp <= 0x9FFF)    // CJK unified ideographs
                || (cp >= 0xA000 && cp <= 0xA4CF)    // Yi
                || (cp >= 0xAC00 && cp <= 0xD7A3)    // Hangul syllables
                || (cp >= 0xF900 && cp <= 0xFAFF)    // CJK compatibility ideographs
                || (cp >= 0xFE30 && cp <= 0xFE4F)    // CJK compatibility forms
                || (cp >= 0xFF00 && cp <= 0xFF60)    // full-width forms
                || (cp >= 0xFFE0 && cp <= 0xFFE6)    // full-width signs
                || (cp >= 0x1F300 && cp <= 0x1F64F)  // pictographs and emoticons
                || (cp >= 0x1F900 && cp <= 0x1F9FF)
                || (cp >= 0x20000 && cp <= 0x3FFFD); // CJK extensions B and beyond
    }
}
