package org.xqlab.analysis;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.xqlab.rules.Fen;
import org.xqlab.rules.Move;
import org.xqlab.rules.Notation;
import org.xqlab.search.SearchConfig;
import org.xqlab.search.SearchLimits;
import org.xqlab.trace.EventKind;
import org.xqlab.trace.GateStop;
import org.xqlab.trace.Stage;
import org.xqlab.trace.Step;
import org.xqlab.trace.StepMode;

import java.util.Locale;
import java.util.function.BooleanSupplier;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * What the lesson's words say, without a window: captions write a mate as the tree does (M1, not 29998),
 * counts take a singular or a plural ("1 move", "3 moves"), and the status line names what the engine is
 * held at — a static leaf under minimax (not a quiescence node), a history update without a ply.
 */
class LessonWordsTest {
    private static final String ROOK_ADVISOR = "3k5/4a4/9/9/9/9/9/9/9/4K3R b - - 0 1";
    /** Alpha-beta against minimax in a quiet endgame (the lesson's steps 1–3). */
    private static final String PRUNE = "3ak4/5P3/4b4/9/9/9/7N1/3p5/9/3K5 w - - 0 1";

    private final UiQueue ui = new UiQueue();
    private final AnalysisViewModel vm = new AnalysisViewModel(ui::add);

    @AfterEach
    void close() {
        vm.close();
    }

    /** Runs what the engine handed to the "UI thread" until {@code done} holds (20 s at most). */
    private void await(BooleanSupplier done) throws InterruptedException {
        ui.await("the view-model", 20, done);
    }

    private static Caption beta(int score, int beta, int pruned) {
        return new Caption(Caption.Kind.CUTOFF, Step.BETA_CUTOFF, 1, Move.parseIccs("i0i9"), Stage.QUIETS, 11, 2,
                score, beta, pruned, 0, null, ROOK_ADVISOR, "pvs");
    }

    @Test
    void aCaptionWritesAMateScoreAsTheTreeDoes() {
        String en = beta(29998, 29998, 3).text(Locale.ENGLISH, Notation.ICCS);
        assertTrue(en.contains("scored M1 ≥ β M1"), en);
        assertFalse(en.contains("29998"), en);
        String zh = beta(-29997, -29999, 3).text(Locale.CHINESE, Notation.ICCS);
        assertTrue(zh.contains("被杀1") && !zh.contains("2999"), zh);
        assertTrue(beta(120, 95, 3).text(Locale.ENGLISH, Notation.ICCS).contains("scored 120 ≥ β 95"),
                "plain scores stay plain numbers");
    }

    @Test
    void countsTakeTheSingularForOneAndThePluralOtherwise() {
        assertTrue(beta(120, 95, 1).text(Locale.ENGLISH, Notation.ICCS).endsWith("— 1 move not searched"));
        assertTrue(beta(120, 95, 3).text(Locale.ENGLISH, Notation.ICCS).endsWith("— 3 moves not searched"));
        assertTrue(beta(120, 95, 0).text(Locale.ENGLISH, Notation.ICCS).endsWith("— 0 moves not searched"));
        assertEquals("β-cutoff after 1 move · 3 not searched",
                Words.get(Locale.ENGLISH, "node.cutoff", "β-cutoff", "1", "3"));
        assertEquals("β-cutoff after 12 moves · 1 not searched",
                Words.get(Locale.ENGLISH, "node.cutoff", "β-cutoff", "12", "1"));
        String heat = Words.get(Locale.ENGLISH, "heat.info", "side×from×to", "1", "1", "half", "16384");
        assertTrue(heat.contains("1 update this search · 1 decay (last: half)"), heat);
        heat = Words.get(Locale.ENGLISH, "heat.info", "side×from×to", "12345", "2", "half", "16384");
        assertTrue(heat.contains("12345 updates this search · 2 decays"), heat);
        assertEquals("1 move left unsearched by the cutoff", Words.get(Locale.ENGLISH, "tree.tipGhost", "1"));
        String done = Words.get(Locale.ENGLISH, "status.done", "4", "+735", "1", "3", "Red's view", "x");
        assertTrue(done.contains("1 node in 3 ms"), done);
        assertTrue(Words.get(Locale.ENGLISH, "stats.counters", "1", "2", "3", "4", "5", "1", "1", "1", "1", "6", "0")
                .contains("null move 1 try, 1 cutoff · LMR 1 reduction, 1 re-search"));
        assertTrue(Words.get(Locale.CHINESE, "caption.beta", "a", "1", "m", "s", "1", "5", "4", "1").endsWith("其余 1 步不再搜索"));
    }

    @Test
    void minimaxIsHeldAtAStaticLeafNotAtAQuiescenceNode() throws Exception {
        vm.setLocale(() -> Locale.ENGLISH);
        vm.setRequest(() -> new SearchRequest(Fen.parse(PRUNE), SearchConfig.preset("minimax"),
                new SearchLimits(2, 0, 0, 0, 0, 0, false)));
        GateStop held = null;
        for (int i = 0; i < 40; i++) {
            int before = vm.timeline().recording() == null ? 0 : vm.timeline().recording().size();
            vm.forward(StepMode.NEXT_EVENT);
            await(() -> vm.session().held() != null && vm.timeline().recording().size() > before);
            vm.timeline().drainAll();
            held = vm.session().held();
            if (held.kind() == EventKind.QUIESCENCE_ENTERED) {
                break;
            }
        }
        assertEquals(EventKind.QUIESCENCE_ENTERED, held.kind());
        String status = vm.status();
        assertTrue(status.startsWith("Held at a leaf evaluated statically (quiescence off) at ply "), status);
        assertFalse(status.contains("quiescence node"), status);
        vm.stop();
    }

    @Test
    void aHistoryUpdateIsHeldWithItsValueAndNoPly() throws Exception {
        vm.setLocale(() -> Locale.CHINESE);
        vm.setRequest(() -> new SearchRequest(Fen.parse(ROOK_ADVISOR), SearchConfig.preset("pvs"),
                new SearchLimits(3, 0, 0, 0, 0, 0, false)));
        GateStop held = null;
        for (int i = 0; i < 60; i++) {
            int before = vm.timeline().recording() == null ? 0 : vm.timeline().recording().size();
            vm.forward(StepMode.NEXT_TABLE);
            await(() -> vm.session().held() != null && vm.timeline().recording().size() > before);
            vm.timeline().drainAll();
            held = vm.session().held();
            if (held.kind() == EventKind.HISTORY_UPDATE) {
                break;
            }
        }
        assertEquals(EventKind.HISTORY_UPDATE, held.kind());
        String status = vm.status();
        assertFalse(status.contains("-1"), status);
        assertTrue(status.startsWith("停在历史更新（该着法的值现为 " + held.score() + "；"), status);
        vm.setLocale(() -> Locale.ENGLISH);
        assertFalse(vm.status().contains("at ply"), vm.status());
        vm.stop();
    }
}
