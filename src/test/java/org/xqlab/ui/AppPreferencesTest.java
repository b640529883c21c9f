package org.xqlab.ui;

import org.xqlab.rules.Notation;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.util.UUID;
import java.util.prefs.Preferences;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class AppPreferencesTest {
    private final String path = "/org/xqlab/test/" + UUID.randomUUID();

    @AfterEach
    void removeNode() throws Exception {
        Preferences.userRoot().node(path).removeNode();
    }

    @Test
    void valuesAreWrittenAndReadBack() {
        AppPreferences prefs = new AppPreferences(Preferences.userRoot().node(path));
        assertFalse(prefs.flipped());
        prefs.setFlipped(true);
        prefs.setProjectorMode(true);
        prefs.setSimplifiedGlyphs(true);
        prefs.setNotation(Notation.CHINESE);
        prefs.setLanguage(I18n.CHINESE);
        prefs.setWindowBounds(10, 20, 900, 700);
        prefs.flush();

        AppPreferences again = new AppPreferences(Preferences.userRoot().node(path));
        assertTrue(again.flipped());
        assertTrue(again.projectorMode());
        assertTrue(again.simplifiedGlyphs());
        assertEquals(Notation.CHINESE, again.notation());
        assertEquals(I18n.CHINESE, again.language());
        assertArrayEquals(new double[] {10, 20, 900, 700}, again.windowBounds());
    }

    @Test
    void theNodeCanBeRedirectedBySystemProperty() {
        String saved = System.getProperty(AppPreferences.NODE_PROPERTY);
        try {
            System.setProperty(AppPreferences.NODE_PROPERTY, path);
            assertEquals(path, AppPreferences.load().node().absolutePath());
        } finally {
            if (saved == null) {
                System.clearProperty(AppPreferences.NODE_PROPERTY);
            } else {
                System.setProperty(AppPreferences.NODE_PROPERTY, saved);
            }
        }
    }

    @Test
    void anUnknownNotationFallsBackToTheLanguagesOwn() {
        Preferences node = Preferences.userRoot().node(path);
        AppPreferences prefs = new AppPreferences(node);
        prefs.setLanguage(I18n.ENGLISH);
        node.put("notation", "NO_SUCH");
        assertEquals(Notation.ICCS, prefs.notation());
        prefs.setLanguage(I18n.CHINESE);
        assertEquals(Notation.CHINESE, prefs.notation());
    }

    @Test
    void aChineseWindowStartsInChineseNotationUnlessAnotherWasChosen() {
        AppPreferences prefs = new AppPreferences(Preferences.userRoot().node(path));
        prefs.setLanguage(I18n.CHINESE);
        assertEquals(Notation.CHINESE, prefs.notation(), "中文, nothing chosen: 炮二平五");
        prefs.setLanguage(I18n.ENGLISH);
        assertEquals(Notation.ICCS, prefs.notation(), "English, nothing chosen: h2e2");
        prefs.setNotation(Notation.WXF);
        prefs.setLanguage(I18n.CHINESE);
        assertEquals(Notation.WXF, prefs.notation(), "a saved choice keeps it in 中文 too");
        prefs.setNotation(Notation.ICCS);
        assertEquals(Notation.ICCS, prefs.notation(), "and ICCS chosen in 中文 stays ICCS");
    }

    @Test
    void unusableWindowBoundsAreForgotten() {
        Preferences node = Preferences.userRoot().node(path);
        node.put("window.x", "Infinity");
        node.put("window.y", "-1e300");
        node.put("window.width", "NaN");
        node.put("window.height", "150");
        assertArrayEquals(new double[] {Double.NaN, Double.NaN, Double.NaN, Double.NaN}, new AppPreferences(node).windowBounds());
        node.put("window.x", "-40");
        node.put("window.width", "1e9");
        node.put("window.height", "200");
        assertArrayEquals(new double[] {-40, Double.NaN, Double.NaN, 200}, new AppPreferences(node).windowBounds());
    }
}
