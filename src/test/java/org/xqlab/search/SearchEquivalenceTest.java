package org.xqlab.search;

import org.junit.jupiter.api.Test;
import org.xqlab.rules.Fen;
import org.xqlab.rules.Position;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A tree's value does not depend on the order its moves are searched in, nor on cutoffs that are
 * proven safe: minimax, alpha-beta, PVS, alpha-beta with a transposition table and with every
 * ordering combination return the same root score when no forward pruning is on.
 */
class SearchEquivalenceTest {
    /**
     * No forward pruning, no depth-changing extensions that depend on the window; every evaluation term
     * on and the default weights, so the teaching presets (classic terms and weights) and full evaluate alike.
     */
    private static final String EXACT = "nullmove=false,lmr=false,quiescence.delta=false,iid=false,"
            + "matedistance=false,random=0,quiescence=false,rfp=false,futility=false,lmp=false,eval.lazy=false,eval.weights=default"
            + everyTerm();

    /** Settings that switch every evaluation term on (",key=true" for each). */
    static String everyTerm() {
        StringBuilder s = new StringBuilder();
        for (EvalTerm t : EvalTerm.values()) {
            s.append(',').append(t.key()).append("=true");
        }
        return s.toString();
    }

    static List<String> positions() {
        return Bench.POSITIONS.subList(0, 20);
    }

    private static int score(String fen, int depth, SearchConfig config) {
        Position p = Fen.parse(fen);
        return new Searcher(config).search(p, SearchLimits.depth(depth)).score();
    }

    @Test
    void minimaxAlphaBetaPvsAndOrderingsAgreeAtDepthThree() {
        List<SearchConfig> configs = List.of(
                SearchConfig.preset("alphabeta").with(EXACT),
                SearchConfig.preset("alphabeta").with(EXACT + ",order.mvvlva=true,killers=2,history=true,order.quiets=history"),
                SearchConfig.preset("alphabeta").with(EXACT + ",tt=true,order.hash=true"),
                SearchConfig.preset("alphabeta").with(EXACT + ",tt=true,order.hash=true,order.mvvlva=true,killers=1,"
                        + "order.quiets=evalgain,order.badcaptures=true"),
                SearchConfig.preset("pvs").with(EXACT + ",aspiration=false"),
                SearchConfig.preset("pvs").with(EXACT + ",aspiration=true,aspiration.window=10"),
                SearchConfig.preset("full").with(EXACT + ",history.bonus=fib,history.shape=pieceto,tt.replace=always"),
                SearchConfig.preset("full").with(EXACT + ",history.bonus=pow2,history.shape=side,tt.replace=depth,killers.lookback=true"),
                SearchConfig.preset("full").with(EXACT + ",order.countermove=true"),
                // the static exchange, played on the board and taken back while the picker orders the captures
                SearchConfig.preset("full").with(EXACT + ",order.see=true"));
        for (String fen : positions()) {
            int minimax = score(fen, 3, SearchConfig.preset("minimax").with(EXACT));
            for (SearchConfig c : configs) {
                assertEquals(minimax, score(fen, 3, c), () -> c + " on " + fen);
            }
        }
    }

    @Test
    void pvsWithAspirationEqualsPlainAlphaBetaAtDepthFourWithQuiescence() {
        SearchConfig plain = SearchConfig.preset("alphabeta").with(EXACT + ",quiescence=true");
        SearchConfig pvs = SearchConfig.preset("full").with(EXACT + ",quiescence=true,aspiration=true,aspiration.window=15");
        for (String fen : positions()) {
            assertEquals(score(fen, 4, plain), score(fen, 4, pvs), fen);
        }
    }

    @Test
    void counterMovesChangeTheOrderOfTheSearchNotItsValue() {
        // order.countermove puts the reply that last cut off first among the quiet moves: the same score
        // at depth 5, but a different tree (it is used), and the default bench's tree is the one without it
        SearchConfig without = SearchConfig.preset("full").with(EXACT + ",quiescence=true");
        SearchConfig with = without.with("order.countermove=true");
        int differ = 0;
        for (String fen : positions().subList(0, 8)) {
            SearchResult a = new Searcher(without).search(Fen.parse(fen), SearchLimits.depth(5));
            SearchResult b = new Searcher(with).search(Fen.parse(fen), SearchLimits.depth(5));
            assertEquals(a.score(), b.score(), fen);
            if (a.totalNodes() != b.totalNodes()) {
                differ++;
            }
        }
        assertTrue(differ >= 4, "counter moves reordered the search in " + differ + " of 8 positions");
        assertEquals(SearchConfig.defaults(), SearchConfig.defaults().with("order.countermove=false"));
    }
}
