package org.xqlab.experiment;

import org.junit.jupiter.api.Test;
import org.xqlab.rules.Fen;
import org.xqlab.rules.Move;
import org.xqlab.rules.MoveGenerator;
import org.xqlab.rules.Position;
import org.xqlab.search.HistoryTable;
import org.xqlab.search.SearchConfig;
import org.xqlab.search.SearchLimits;
import org.xqlab.search.SearchResult;
import org.xqlab.search.Searcher;
import org.xqlab.trace.Stage;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class KillerLookTest {
    private static final String MIDDLEGAME = "r1baka3/4n4/4b4/p5R1p/6c2/2p6/P3P1r1P/C2cB1N2/4N4/1RBAKA3 w - - 4 18";

    @Test
    void theCountsPerPlyAddUpToTheSearchsOwnStatistics() {
        SearchConfig config = SearchConfig.preset("pvs");
        SearchResult plain = new Searcher(config).search(Fen.parse(MIDDLEGAME), SearchLimits.depth(5));
        KillerLook.Ply[] plies = KillerLook.search(Fen.parse(MIDDLEGAME), config, 5).plies();
        KillerLook.Result r = new KillerLook.Result(List.of(plies), 1, 5);
        KillerLook.Ply t = r.total();
        assertEquals(plain.nodes(), t.nodes(), "main-search nodes: the listener does not change the search");
        assertEquals(plain.stats().cutoffsByStage().getOrDefault(Stage.KILLER_1, 0L), t.killer1Cutoffs());
        assertEquals(plain.stats().cutoffsByStage().getOrDefault(Stage.KILLER_2, 0L), t.killer2Cutoffs());
        assertEquals(plain.stats().movesProducedByStage().getOrDefault(Stage.KILLER_1, 0L), t.killer1Tried());
        assertEquals(plain.stats().movesProducedByStage().getOrDefault(Stage.KILLER_2, 0L), t.killer2Tried());
        assertEquals(plain.stats().mainSearchCutoffs(), t.mainCutoffs());
        assertEquals(0, plies[0].killerStages(), "the root tries no killers");
        assertTrue(t.killerCutoffs() > 0 && t.notHistoryFirst() > 0 && t.notHistoryFirst() < t.killerCutoffs(),
                "some killer cutoffs history would have made first, some not: " + t);
        for (KillerLook.Ply p : plies) {
            assertTrue(p.killer1Cutoffs() <= p.killer1Tried() && p.killer2Cutoffs() <= p.killer2Tried(), p.toString());
        }
    }

    @Test
    void theHistoryFirstQuietIsTheFirstLegalQuietUnlessHistoryPrefersAnother() {
        Position p = Fen.parse(Fen.START);
        HistoryTable h = new HistoryTable(0, 0, 1 << 20);
        int[] buffer = new int[MoveGenerator.MAX_MOVES];
        int[] quiets = new int[MoveGenerator.MAX_MOVES];
        int n = MoveGenerator.generate(p, quiets, 0, MoveGenerator.QUIETS);
        assertTrue(n > 3);
        assertEquals(quiets[0], KillerLook.historyFirst(p, h, 0, buffer), "empty history: generation order");
        assertEquals(quiets[1], KillerLook.historyFirst(p, h, quiets[0], buffer), "the hash move is not a quiet");
        int favourite = Move.parseIccs("h2e2");
        h.reward(h.row(p.pieceAt(Move.from(favourite)), favourite), HistoryTable.column(favourite), 16);
        assertEquals(favourite, KillerLook.historyFirst(p, h, 0, buffer));
    }
}
