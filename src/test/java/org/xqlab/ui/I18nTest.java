package org.xqlab.ui;

import org.junit.jupiter.api.Test;
import org.xqlab.game.Outcome;
import org.xqlab.rules.MoveExplainer;

import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Properties;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class I18nTest {
    private static Properties load(String name) throws Exception {
        Properties p = new Properties();
        try (InputStream in = I18n.class.getResourceAsStream(name)) {
            p.load(new InputStreamReader(in, StandardCharsets.UTF_8));
        }
        return p;
    }

    @Test
    void bothLanguagesHaveTheSameKeys() throws Exception {
        assertEquals(load("messages.properties").keySet(), load("messages_zh.properties").keySet());
    }

    /**
     * The English description and claim of a built-in experiment in the experiments window are its file's own
     * (with ’ for MessageFormat): a changed depth or suite in the file cannot leave the window describing the old one.
     */
    @Test
    void theEnglishTextsOfTheBuiltInExperimentsAreTheirFilesOwn() throws Exception {
        Properties en = load("messages.properties");
        int checked = 0;
        for (String name : org.xqlab.experiment.BuiltInExperiments.NAMES) {
            String text = en.getProperty("experiment.text." + name);
            if (text == null) {
                continue; // the window shows the file's text itself
            }
            org.xqlab.experiment.Experiment e = org.xqlab.experiment.BuiltInExperiments.load(name);
            assertEquals(e.description().replace('\'', '’'), text, name);
            assertEquals(e.claim().replace('\'', '’'), en.getProperty("experiment.claimText." + name), name);
            checked++;
        }
        assertTrue(checked >= 10, "the built-ins with texts in the bundles: " + checked);
    }

    @Test
    void everyRefusalReasonAndOutcomeHasAText() {
        for (Locale l : new Locale[] {I18n.ENGLISH, I18n.CHINESE}) {
            I18n i18n = new I18n(l);
            for (MoveExplainer.Reason r : MoveExplainer.Reason.values()) {
                assertTrue(i18n.has("reason." + r), r + " in " + l);
            }
            for (Outcome.Kind k : Outcome.Kind.values()) {
                assertTrue(i18n.has("outcome." + k), k + " in " + l);
            }
        }
    }

    @Test
    void chineseIsReadAsUtf8AndSwitchingRelabels() {
        I18n i18n = new I18n(Locale.SIMPLIFIED_CHINESE);
        var text = i18n.text("reason.HORSE_LEG_BLOCKED");
        assertEquals("蹩马腿", text.get());
        i18n.setLocale(Locale.US);
        assertEquals("The horse’s leg is blocked", text.get());
        assertEquals("Red to move", i18n.get("status.toMove", i18n.get("side.0")));
    }

    @Test
    void englishDoesNotFallBackToChineseOnAChineseSystem() {
        Locale saved = Locale.getDefault();
        try {
            Locale.setDefault(Locale.SIMPLIFIED_CHINESE);
            assertEquals(I18n.CHINESE, I18n.systemLanguage());
            assertEquals("Game", new I18n(Locale.ENGLISH).get("menu.game"));
        } finally {
            Locale.setDefault(saved);
        }
    }
}
