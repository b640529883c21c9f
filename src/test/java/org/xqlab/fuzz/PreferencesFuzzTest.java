package org.xqlab.fuzz;

import com.code_intelligence.jazzer.junit.FuzzTest;
import org.xqlab.ui.AppPreferences;
import org.xqlab.ui.I18n;
import org.xqlab.ui.engines.EngineChoice;
import org.xqlab.ui.play.ExternalEngineActions;
import org.xqlab.ui.play.NewGameDialog;

import java.nio.charset.StandardCharsets;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Saved preferences (java.util.prefs): the input is the store's content as {@code key=value} lines, put in
 * as a hand-edited or damaged store holds them. Everything the app reads back — language, notation,
 * board options, window bounds ({@link AppPreferences}), the remembered external engines
 * ({@link EngineChoice}) — must come out usable (a known language and notation, bounds NaN or in range, a
 * protocol, a command and a time per move in range) without an exception, and must read back the same after
 * the app writes it again.
 */
class PreferencesFuzzTest {
    private static final List<String> ENGINE_PREFIXES = List.of(NewGameDialog.PREFS_PREFIX, ExternalEngineActions.ORACLE_PREFIX);

    @FuzzTest
    void preferences(byte[] bytes) throws Exception {
        if (bytes == null) {
            return; // the mutator's null: a file always has content, if empty
        }
        Fuzz.bounded(() -> {
            MemoryPreferences node = new MemoryPreferences();
            for (String line : new String(bytes, StandardCharsets.UTF_8).split("\n")) {
                int eq = line.indexOf('=');
                if (eq >= 0) {
                    node.stored(line.substring(0, eq), line.substring(eq + 1));
                }
            }
            AppPreferences prefs = new AppPreferences(node);
            assertTrue(List.of(I18n.ENGLISH, I18n.CHINESE).contains(prefs.language()), String.valueOf(prefs.language()));
            assertNotNull(prefs.notation());
            double[] bounds = prefs.windowBounds();
            for (int k = 0; k < 4; k++) {
                double v = bounds[k];
                double limit = k < 2 ? AppPreferences.MAX_WINDOW_POSITION : AppPreferences.MAX_WINDOW_SIZE;
                double min = k < 2 ? -limit : AppPreferences.MIN_WINDOW_SIZE;
                assertTrue(Double.isNaN(v) || v >= min && v <= limit, "bound " + k + " = " + v);
            }
            // what the app writes back when it closes reads back the same
            MemoryPreferences saved = new MemoryPreferences();
            AppPreferences again = new AppPreferences(saved);
            again.setLanguage(prefs.language());
            again.setNotation(prefs.notation());
            again.setFlipped(prefs.flipped());
            again.setProjectorMode(prefs.projectorMode());
            again.setSimplifiedGlyphs(prefs.simplifiedGlyphs());
            if (!Double.isNaN(bounds[2]) && !Double.isNaN(bounds[3])) {
                again.setWindowBounds(Double.isNaN(bounds[0]) ? 0 : bounds[0], Double.isNaN(bounds[1]) ? 0 : bounds[1],
                        bounds[2], bounds[3]);
                assertArrayEquals(new double[] {Double.isNaN(bounds[0]) ? 0 : bounds[0], Double.isNaN(bounds[1]) ? 0 : bounds[1],
                        bounds[2], bounds[3]}, again.windowBounds());
            }
            assertEquals(prefs.language(), again.language());
            assertEquals(prefs.notation(), again.notation());
            assertEquals(prefs.flipped(), again.flipped());
            assertEquals(prefs.projectorMode(), again.projectorMode());
            assertEquals(prefs.simplifiedGlyphs(), again.simplifiedGlyphs());
            for (String prefix : ENGINE_PREFIXES) {
                EngineChoice choice = EngineChoice.load(node, prefix);
                assertNotNull(choice.dialect());
                assertNotNull(choice.command());
                assertTrue(choice.millis() >= 10 && choice.millis() <= 3_600_000, "millis " + choice.millis());
                choice.save(saved, prefix);
                assertEquals(choice, EngineChoice.load(saved, prefix), "engine choice " + prefix + " written and read again");
            }
        });
    }
}
