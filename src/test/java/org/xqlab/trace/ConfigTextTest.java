package org.xqlab.trace;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ConfigTextTest {

    @Test
    void readsTheLastSettingOfAKeyAndFallsBackToTheDefault() {
        String config = "algorithm=alphabeta,order.mvvlva=false,quiescence=false,order.mvvlva=true";
        assertEquals("alphabeta", ConfigText.value(config, "algorithm", "pvs"));
        assertTrue(ConfigText.isOn(config, "order.mvvlva", false), "the last setting wins");
        assertFalse(ConfigText.isOn(config, "quiescence", true));
        assertTrue(ConfigText.isOn("full", "quiescence", true));
        assertEquals("history", ConfigText.value("", "order.quiets", "history"));
        assertEquals("history", ConfigText.value(null, "order.quiets", "history"));
    }

    @Test
    void stagesAreNamedByWhatTheConfigurationMadeThemDo() {
        assertEquals("good captures (MVV/LVA)", Stage.GOOD_CAPTURES.caption("full", false));
        assertEquals("captures (generation order)", Stage.GOOD_CAPTURES.caption("order.mvvlva=false", false));
        assertEquals("吃子着法（生成顺序）", Stage.GOOD_CAPTURES.caption("order.mvvlva=false", true));
        assertEquals("quiet moves by history", Stage.QUIETS.caption("", false));
        assertEquals("quiet moves (generation order)", Stage.QUIETS.caption("order.quiets=none", false));
        assertEquals("quiet moves by evaluation gain", Stage.QUIETS.caption("order.quiets=evalgain", false));
        assertEquals(Stage.KILLER_1.english(), Stage.KILLER_1.caption("order.mvvlva=false", false));
    }

    @Test
    void withoutQuiescenceTheLeavesAreCalledLeaves() {
        StatsCollector c = new StatsCollector();
        c.searchStarted("fen", "quiescence=false", 1);
        c.quiescenceEntered(1, -1, 0, 0, -100, 100, false);
        Stats s = c.snapshot();
        assertFalse(s.quiescence());
        assertEquals(1, s.counters().qnodes());
        assertTrue(s.format().startsWith("nodes 0, leaves evaluated statically 1 (quiescence off), total 1"),
                s.format());
        c.searchStarted("fen", "full", 1);
        assertTrue(c.snapshot().quiescence());
        assertTrue(c.snapshot().format().startsWith("nodes 0, quiescence nodes 0"));
    }
}
