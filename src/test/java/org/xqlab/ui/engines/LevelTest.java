package org.xqlab.ui.engines;

import org.junit.jupiter.api.Test;
import org.xqlab.search.SearchConfig;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class LevelTest {
    private static int noise(Level l) {
        return Integer.parseInt(l.config().get(SearchConfig.Key.RANDOM));
    }

    @Test
    void harderLevelsSearchDeeperLongerAndWithLessNoise() {
        assertTrue(Level.EASY.depth() < Level.MEDIUM.depth() && Level.MEDIUM.depth() < Level.HARD.depth());
        assertTrue(Level.EASY.moveTimeMillis() < Level.MEDIUM.moveTimeMillis()
                && Level.MEDIUM.moveTimeMillis() < Level.HARD.moveTimeMillis());
        assertTrue(noise(Level.EASY) > noise(Level.MEDIUM) && noise(Level.MEDIUM) > noise(Level.HARD));
        assertEquals(0, noise(Level.HARD));
        assertEquals(2, Level.EASY.limits().depth());
        assertEquals(500, Level.EASY.limits().moveTimeMillis());
    }

    @Test
    void hardSearchesOnEveryCoreUpToEightAndTheOtherLevelsOnOne() {
        int cores = Runtime.getRuntime().availableProcessors();
        assertEquals(Math.min(8, cores), Level.HARD.threads());
        assertEquals(1, Level.EASY.threads());
        assertEquals(1, Level.MEDIUM.threads());
        assertEquals(1, Level.custom("full", "", 5, 1000).threads());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new Level("x", 4, SearchConfig.defaults(), 5, 1000, null, 0));
        assertEquals("threads must be from 1 to 64, not 0", e.getMessage());
    }

    @Test
    void eachGameSeedsTheNoiseDifferentlyOnlyWhenThereIsNoise() {
        assertEquals("5", Level.EASY.configForGame(5).get("seed"));
        assertNotEquals(Level.EASY.configForGame(5), Level.EASY.configForGame(6));
        assertSame(Level.HARD.config(), Level.HARD.configForGame(5));
    }

    @Test
    void aCustomLevelIsAPresetWithChanges() {
        Level l = Level.custom("alphabeta", "quiescence=false, random=10", 3, 800);
        assertEquals("alphabeta", l.config().get("algorithm"));
        assertEquals("false", l.config().get("quiescence"));
        assertEquals("10", l.config().get("random"));
        assertEquals(Level.CUSTOM_HERO_LEVEL, l.heroLevel());
        assertEquals("level.custom", Level.heroLevelKey(l.heroLevel()));
        for (String preset : SearchConfig.presetNames()) {
            assertEquals(SearchConfig.preset(preset), Level.custom(preset, "", 4, 1000).config());
        }
    }

    @Test
    void badCustomInputIsRefusedWithAMessage() {
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Level.custom("nope", "", 3, 100))
                .getMessage().contains("valid presets"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Level.custom("full", "lmr=maybe", 3, 100))
                .getMessage().contains("lmr"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Level.custom("full", "", 0, 100))
                .getMessage().contains("depth"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Level.custom("full", "", 3, 1))
                .getMessage().contains("time"));
    }

    @Test
    void standardLevelsAreFoundByTheirId() {
        assertSame(Level.MEDIUM, Level.byId("medium"));
        assertEquals(3, Level.standard().size());
        assertEquals("level.hard", Level.HARD.nameKey());
    }
}
