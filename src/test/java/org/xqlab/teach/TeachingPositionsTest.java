package org.xqlab.teach;

import org.junit.jupiter.api.Test;
import org.xqlab.rules.Fen;
import org.xqlab.rules.Move;
import org.xqlab.rules.Position;
import org.xqlab.search.SearchConfig;
import org.xqlab.search.SearchLimits;
import org.xqlab.search.SearchResult;
import org.xqlab.search.Searcher;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class TeachingPositionsTest {

    @Test
    void eachTeachingPositionIsLegalSmallAndHasItsStatedBestMove() {
        List<TeachingPosition> all = TeachingPosition.all();
        assertTrue(all.size() >= 6 && all.size() <= 10, "6–10 positions: " + all.size());
        Set<String> ids = new HashSet<>();
        for (TeachingPosition t : all) {
            assertTrue(ids.add(t.id()), "unique id " + t.id());
            Position p = Fen.parse(t.fen());
            int moves = p.legalMoves().length;
            assertTrue(moves >= 3 && moves <= 10, t.id() + ": " + moves + " legal moves");
            assertTrue(p.isLegal(Move.parseIccs(t.bestMove())), t.id() + ": " + t.bestMove() + " is legal");
            SearchResult r = new Searcher(SearchConfig.preset("pvs")).search(p.copy(), SearchLimits.depth(t.depth()));
            assertEquals(t.bestMove(), Move.iccs(r.bestMove()), t.id() + " at depth " + t.depth());
            assertTrue(t.depth() >= 2 && t.depth() <= 3, t.id() + ": a depth-2 or depth-3 tree");
            for (String text : new String[] {t.nameEn(), t.nameZh(), t.aboutEn(), t.aboutZh()}) {
                assertFalse(text.isBlank(), t.id());
            }
            assertTrue(t.nameZh().codePoints().anyMatch(c -> Character.UnicodeScript.of(c) == Character.UnicodeScript.HAN),
                    t.id() + " has a Chinese name");
        }
    }

    @Test
    void theLessonsClaimsHold() {
        // the fork and the quiet endgame: alpha-beta visits far fewer nodes than minimax for the same move
        for (String id : new String[] {"fork", "prune"}) {
            Position p = Fen.parse(find(id).fen());
            SearchResult mm = new Searcher(SearchConfig.preset("minimax")).search(p.copy(), SearchLimits.depth(3));
            SearchResult ab = new Searcher(SearchConfig.preset("alphabeta")).search(p.copy(), SearchLimits.depth(3));
            assertEquals(mm.bestMove(), ab.bestMove(), id);
            assertTrue(mm.totalNodes() > 4 * ab.totalNodes(), id + ": minimax " + mm.totalNodes() + " ab " + ab.totalNodes());
        }
        // rook against advisor: killers save nodes
        Position r = Fen.parse(find("rookadvisor").fen());
        long with = new Searcher(SearchConfig.preset("alphabeta").with("killers=2")).search(r.copy(), SearchLimits.depth(3))
                .totalNodes();
        long without = new Searcher(SearchConfig.preset("alphabeta")).search(r.copy(), SearchLimits.depth(3)).totalNodes();
        assertTrue(with * 10 < without * 8, "killers " + with + " vs none " + without);
        // the cannon capture: two captures, the best takes the rook (the most valuable victim)
        Position c = Fen.parse(find("capture").fen());
        int captures = 0;
        for (int move : c.legalMoves()) {
            if (c.pieceAt(Move.to(move)) != 0) {
                captures++;
            }
        }
        assertEquals(2, captures);
        assertEquals(org.xqlab.rules.Piece.ROOK, org.xqlab.rules.Piece.typeOf(c.pieceAt(org.xqlab.rules.Square.parse("a3"))));
        assertEquals("a3", find("capture").bestMove().substring(2), "the cannon lands on the rook's point a3");
        // the mate in 2 is seen at depth 3, not at depth 2
        Position m = Fen.parse(find("mate2").fen());
        assertTrue(new Searcher(SearchConfig.preset("pvs")).search(m.copy(), SearchLimits.depth(3)).score() > 29000);
        assertTrue(new Searcher(SearchConfig.preset("pvs")).search(m.copy(), SearchLimits.depth(2)).score() < 29000);
    }

    private static TeachingPosition find(String id) {
        return TeachingPosition.all().stream().filter(t -> t.id().equals(id)).findFirst().orElseThrow();
    }
}
