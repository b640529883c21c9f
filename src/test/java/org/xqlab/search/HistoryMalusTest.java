package org.xqlab.search;

import org.junit.jupiter.api.Test;
import org.xqlab.rules.Fen;
import org.xqlab.trace.SearchListener;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code history.malus}: at a cutoff by a quiet move, the quiet moves searched before it lose the bonus
 * the cutoff earns — in the table (gravity stays within ±max, an additive rule stops at −max) and in the
 * search, whose updates come in pairs of one reward and its penalties. {@code history.continuation}, which
 * rewards and penalises the same way in a table of its own, changes the search only through the quiet order.
 */
class HistoryMalusTest {

    @Test
    void gravityPullsAValueTowardsMinusMaxAndNeverBeyond() {
        HistoryTable t = new HistoryTable(HistoryTable.SHAPE_FROM_TO, HistoryTable.BONUS_GRAVITY, 1000);
        assertEquals(100, t.reward(3, 7, 100));
        assertEquals(100 - 100 - 10, t.penalize(3, 7, 100), "v += −b − v·b/max");
        int last = 0;
        for (int i = 0; i < 200; i++) {
            last = t.penalize(3, 7, 400);
        }
        int v = last;
        assertTrue(v >= -1000 && v < -900, () -> "near −max after many penalties: " + v);
        HistoryTable additive = new HistoryTable(HistoryTable.SHAPE_FROM_TO, HistoryTable.BONUS_SQUARE, 1000);
        additive.reward(0, 0, 300);
        assertEquals(-300, additive.penalize(0, 0, 600));
        assertEquals(-1000, additive.penalize(0, 0, 900), "an additive rule stops at −max");
    }

    @Test
    void theMovesSearchedBeforeAQuietCutoffArePenalised() {
        List<int[]> updates = new ArrayList<>();
        SearchListener listener = new SearchListener() {
            @Override
            public void historyUpdate(int row, int col, int bonus, int newValue) {
                updates.add(new int[] {row, col, bonus, newValue});
            }
        };
        Searcher with = new Searcher(SearchConfig.defaults().with("history.malus=true"));
        with.search(Fen.parse(Bench.POSITIONS.get(2)), SearchLimits.depth(6), listener);
        long penalties = updates.stream().filter(u -> u[2] < 0).count();
        assertTrue(penalties > 0, "some quiet moves were penalised");
        int[] cells = with.history().snapshot();
        assertTrue(java.util.Arrays.stream(cells).anyMatch(v -> v < 0), "the table holds values below 0");

        Searcher without = new Searcher(SearchConfig.defaults());
        updates.clear();
        without.search(Fen.parse(Bench.POSITIONS.get(2)), SearchLimits.depth(6), listener);
        assertTrue(updates.stream().allMatch(u -> u[2] > 0), "without the malus every update is a reward");
        assertTrue(java.util.Arrays.stream(without.history().snapshot()).allMatch(v -> v >= 0));
    }

    private static long nodes(String settings) {
        long total = 0;
        for (int i = 0; i < 4; i++) {
            total += new Searcher(SearchConfig.defaults().with(settings)).search(Fen.parse(Bench.POSITIONS.get(i)),
                    SearchLimits.depth(6)).totalNodes();
        }
        return total;
    }

    @Test
    void continuationHistoryChangesTheTreeOnlyThroughTheOrderOfTheQuietMoves() {
        long plain = nodes("history.continuation=0");
        long one = nodes("history.continuation=1");
        long two = nodes("history.continuation=2");
        assertTrue(one != plain && two != plain && one != two, () -> plain + ", " + one + ", " + two);
        // with the quiet moves in generation order, or no updates, what it learns orders nothing
        assertEquals(nodes("order.quiets=none"), nodes("order.quiets=none,history.continuation=2"));
        assertEquals(nodes("history=false"), nodes("history=false,history.continuation=2"));
        // and the history table's own updates stay rewards only (no malus without history.malus)
        List<Integer> bonuses = new ArrayList<>();
        SearchListener listener = new SearchListener() {
            @Override
            public void historyUpdate(int row, int col, int bonus, int newValue) {
                bonuses.add(bonus);
            }
        };
        new Searcher(SearchConfig.defaults().with("history.continuation=2")).search(Fen.parse(Bench.POSITIONS.get(2)),
                SearchLimits.depth(6), listener);
        assertTrue(!bonuses.isEmpty() && bonuses.stream().allMatch(b -> b > 0));
    }
}
