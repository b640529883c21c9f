package org.xqlab.analysis;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.xqlab.rules.Fen;
import org.xqlab.rules.Move;
import org.xqlab.rules.Position;
import org.xqlab.search.SearchConfig;
import org.xqlab.search.SearchLimits;
import org.xqlab.search.SearchResult;
import org.xqlab.analysis.AbViewModel.Row;
import org.xqlab.analysis.AbViewModel.Side;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A/B without a window or a robot: both configs search the same position on their own threads, the end
 * is handed to the test's thread through a queue (as the window hands it to the FX thread), the rows
 * compare them with the ratio B/A, a bad key is reported with the nearest real one and not run, a preset
 * chosen anew clears its changes, the score row follows the score view, and Stop ends both searches.
 */
class AbViewModelTest {
    /** Rook against one advisor (a teaching position), Black to move. */
    private static final String ROOK_ADVISOR = "3k5/4a4/9/9/9/9/9/9/9/4K3R b - - 0 1";
    private static final SearchLimits DEPTH_3 = new SearchLimits(3, 0, 0, 0, 0, 0, false);

    private final UiQueue ui = new UiQueue();
    /** Counts down as each engine thread begins a search. */
    private final CountDownLatch begun = new CountDownLatch(2);
    private final ThreadPoolExecutor engines = new ThreadPoolExecutor(2, 2, 0, TimeUnit.SECONDS,
            new LinkedBlockingQueue<>()) {
        @Override
        protected void beforeExecute(Thread t, Runnable r) {
            begun.countDown();
        }
    };
    private final AbViewModel ab = new AbViewModel(ui::add, engines);
    private final List<String> heard = new ArrayList<>();
    private Locale locale = Locale.ENGLISH;

    AbViewModelTest() {
        ab.setLocale(() -> locale);
        ab.onChange(() -> heard.add(ab.status()));
    }

    @AfterEach
    void close() throws InterruptedException {
        ab.close();
        assertTrue(engines.awaitTermination(20, TimeUnit.SECONDS), "both engine threads ended");
    }

    /** Runs what the engine handed to the "UI thread" until {@code done} holds (60 s at most). */
    private void await(BooleanSupplier done) throws InterruptedException {
        ui.await("the view-model", 60, done);
    }

    private Row row(String name) {
        return ab.rows().stream().filter(r -> r.name().equals(name)).findFirst().orElseThrow();
    }

    @Test
    void bothConfigsSearchTheSamePositionAndTheRowsCompareThem() throws Exception {
        ab.setConfigs("alphabeta", "", "pvs", "");
        Position p = Fen.parse(ROOK_ADVISOR);
        CompletableFuture<Void> shown = ab.run(p, DEPTH_3);
        assertTrue(ab.isRunning());
        assertEquals("Both searching…", ab.status());
        assertTrue(ab.rows().isEmpty(), "no rows before both ended");
        await(shown::isDone);
        assertFalse(ab.isRunning());
        SearchResult a = ab.resultA();
        SearchResult b = ab.resultB();
        assertNotNull(a);
        assertNotNull(b);
        SearchConfig ca = SearchConfig.preset("alphabeta");
        SearchConfig cb = SearchConfig.preset("pvs");
        // the settings that differ by their names, in words a student reads; the keys as typed in the tooltip
        List<String> keys = AbViewModel.differing(ca, cb);
        assertFalse(keys.isEmpty());
        StringBuilder names = new StringBuilder();
        for (String k : keys) {
            names.append(names.isEmpty() ? "" : ", ").append(Words.get(Locale.ENGLISH, "config.name." + k));
        }
        assertEquals("Done: A = alphabeta, B = pvs; they differ in: " + names, ab.status());
        assertFalse(ab.status().contains(keys.get(0) + ","), "no raw key in the status: " + ab.status());
        assertTrue(ab.configsText().contains("A = " + ca) && ab.configsText().contains("B = " + cb),
                "the whole configs beside the status: " + ab.configsText());
        assertTrue(ab.configsText().endsWith("Keys that differ: " + String.join(", ", keys)), ab.configsText());
        assertEquals(heard.get(heard.size() - 1), ab.status(), "the end was heard");
        assertEquals(Fen.format(Fen.parse(ROOK_ADVISOR)), Fen.format(p), "the position given is not touched");

        assertEquals(new Row("bestMove", Move.iccs(a.bestMove()), Move.iccs(b.bestMove()), ""), row("bestMove"));
        assertEquals(new Row("depth", "3", "3", "1.00"), row("depth"));
        assertEquals(new Row("nodes", Long.toString(a.totalNodes()), Long.toString(b.totalNodes()),
                String.format(Locale.ROOT, "%.2f", (double) b.totalNodes() / a.totalNodes())), row("nodes"));
        assertEquals(a.pvText(), row("pv").a());
        assertTrue(b.totalNodes() < a.totalNodes(), "PVS searches fewer nodes than alpha-beta here");
        assertTrue(ab.rows().stream().anyMatch(r -> r.name().startsWith(AbViewModel.STAGE_ROW)),
                "β-cutoffs by MoveSort stage");
        for (Row r : ab.rows()) {
            assertFalse(ab.rowName(r).contains("!"), r.name() + ": " + ab.rowName(r));
            if (r.name().startsWith(AbViewModel.STAGE_ROW)) {
                // each config names the stage by what it does there: one name if both agree, else both
                org.xqlab.trace.Stage st = org.xqlab.trace.Stage.valueOf(r.name().substring(AbViewModel.STAGE_ROW.length()));
                String inA = st.caption(ca.toString(), false);
                String inB = st.caption(cb.toString(), false);
                assertEquals(inA.equals(inB) ? "β-cutoffs: " + inA : "β-cutoffs: A " + inA + " / B " + inB, ab.rowName(r));
            }
        }
        assertEquals("β-cutoffs", ab.rowName(row("betaCutoffs")));
        locale = Locale.CHINESE;
        assertEquals("深度", ab.rowName(row("depth")));
        assertTrue(ab.status().startsWith("完成：A = "), ab.status());
    }

    /**
     * The Chinese window says why a config was refused in Chinese: what is left after taking out the
     * key names, the values as typed and the choices is free of ASCII words.
     */
    @Test
    void refusedConfigMessagesAreInTheWindowsLanguage() {
        locale = Locale.CHINESE;
        String[][] cases = {
                {"histroy=3", "histroy"},
                {"depthx", "depthx"},
                {"lmr=maybe", "maybe"},
                {"history.shape=square", "square"},
                {"nullmove.r=999", "999"},
        };
        for (String[] c : cases) {
            ab.setConfigs("pvs", "", "pvs", c[0]);
            ab.run(Fen.parse(ROOK_ADVISOR), DEPTH_3);
            String status = ab.status();
            assertTrue(status.startsWith("未运行：B: "), status);
            assertTrue(status.contains(c[1]), status);
            java.util.Set<String> allowed = new java.util.HashSet<>(List.of("A", "B", "true", "false", "default",
                    "classic", c[1]));
            for (SearchConfig.Key k : SearchConfig.Key.values()) {
                allowed.add(k.key());
                allowed.addAll(k.choices());
            }
            java.util.regex.Matcher words = java.util.regex.Pattern.compile("[A-Za-z][A-Za-z0-9._]*").matcher(status);
            while (words.find()) {
                assertTrue(allowed.contains(words.group()), "English word '" + words.group() + "' in: " + status);
            }
        }
        locale = Locale.ENGLISH;
        ab.setConfigs("pvs", "", "pvs", "histroy=3");
        ab.run(Fen.parse(ROOK_ADVISOR), DEPTH_3);
        assertTrue(ab.status().startsWith("Not run: B: unknown config key 'histroy': valid keys are "), ab.status());
    }

    @Test
    void aBadKeyIsNotRunAndNamesTheNearestRealKey() throws Exception {
        ab.setConfigs("pvs", "", "pvs", "nulmove=false");
        CompletableFuture<Void> shown = ab.run(Fen.parse(ROOK_ADVISOR), DEPTH_3);
        assertTrue(shown.isDone());
        assertFalse(ab.isRunning());
        assertNull(ab.resultA());
        String status = ab.status();
        assertTrue(status.startsWith("Not run: B: "), status);
        assertTrue(status.endsWith(" — did you mean nullmove (not nulmove)?"), status);
        locale = Locale.CHINESE;
        assertTrue(ab.status().startsWith("未运行：B: "), ab.status());
        assertTrue(ab.status().contains("nullmove"), ab.status());

        ab.setChanges(Side.B, "nullmove=false");
        await(ab.run(Fen.parse(ROOK_ADVISOR), DEPTH_3)::isDone);
        assertNotNull(ab.resultB());
        assertEquals(0, ab.resultB().stats().counters().nullMoveCutoffs());
    }

    @Test
    void aPresetChosenAnewClearsItsChangesWhileSetConfigsKeepsThem() {
        ab.setConfigs("pvs", "lmr=false", "full", "tt=false");
        assertEquals("lmr=false", ab.changes(Side.A));
        ab.choosePreset(Side.A, "pvs");
        assertEquals("lmr=false", ab.changes(Side.A), "the same preset again keeps the changes");
        ab.choosePreset(Side.A, "alphabeta");
        assertEquals("alphabeta", ab.preset(Side.A));
        assertEquals("", ab.changes(Side.A), "another preset starts from its own settings");
        assertEquals("tt=false", ab.changes(Side.B), "the other side keeps its changes");
        assertEquals(2, heard.size(), "each change was heard, and only a change: " + heard);
    }

    @Test
    void theScoreRowIsWrittenInTheScoreViewAndSaysWhich() throws Exception {
        ab.setConfigs("pvs", "", "alphabeta", "");
        await(ab.run(Fen.parse(ROOK_ADVISOR), DEPTH_3)::isDone);
        int stored = ab.resultA().score();
        assertTrue(stored < 0, "Black, to move, is losing: " + stored);
        assertEquals(Integer.toString(stored), row("score").a(), "as stored without a view");
        assertEquals("score (negamax (side to move))", ab.rowName(row("score")));
        ab.setScoreWords(new ScoreWords() {
            @Override
            public String score(int score, int rootSide) {
                return "red " + (rootSide == org.xqlab.rules.Piece.RED ? score : -score);
            }

            @Override
            public String viewKey() {
                return "scores.red";
            }
        });
        assertEquals("red " + -stored, row("score").a(), "Black is to move at the root: Red's view flips the sign");
        assertEquals("red " + -ab.resultB().score(), row("score").b());
        assertEquals("score (Red's view)", ab.rowName(row("score")));
        assertEquals("—", row("score").ratio(), "a ratio of two scores means nothing");
    }

    @Test
    void stopEndsBothSearchesWithTheBestSoFar() throws Exception {
        ab.setConfigs("alphabeta", "", "pvs", "");
        CompletableFuture<Void> shown = ab.run(Position.startPosition(), new SearchLimits(9, 0, 0, 0, 0, 0, false));
        assertTrue(ab.isRunning());
        assertTrue(ab.run(Position.startPosition(), DEPTH_3).isDone(), "Run while running does nothing");
        assertTrue(begun.await(20, TimeUnit.SECONDS), "both engine threads have begun their search");
        ab.stop();
        await(shown::isDone);
        assertFalse(ab.isRunning());
        assertTrue(ab.resultA().depth() < 9 && ab.resultB().depth() < 9);
        assertTrue(ab.status().startsWith("Stopped: A = "), ab.status());
    }

    @Test
    void editDistanceCountsSingleLetterEdits() {
        assertEquals(0, AbViewModel.distance("lmr", "lmr"));
        assertEquals(1, AbViewModel.distance("nulmove", "nullmove"));
        assertEquals(2, AbViewModel.distance("tt.mbb", "tt.m"));
        assertEquals(3, AbViewModel.distance("abc", ""));
    }
}
