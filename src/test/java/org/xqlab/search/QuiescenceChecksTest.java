package org.xqlab.search;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.xqlab.rules.Fen;
import org.xqlab.rules.Move;
import org.xqlab.rules.MoveGenerator;
import org.xqlab.rules.Position;
import org.xqlab.trace.Stage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code quiescence.checks}: at the first quiescence ply the picker yields the captures and then exactly
 * the quiet moves that give check, so a quiet mating check just past the horizon is found; off (the
 * default), quiescence stands pat on it.
 */
class QuiescenceChecksTest {
    /**
     * Black to move has only a6a5 (its king on e9 is boxed in by red's pawns on d8 and f8); then red's
     * rook i5e5 is a quiet check that mates. Red's captures: none.
     */
    private static final String MATE_PAST_THE_HORIZON = "4k4/3P1P3/9/p8/8R/9/9/9/9/3K5 b - - 0 1";

    @Test
    void aDepthOneSearchSeesTheQuietMateOnlyWithQuiescenceChecks() {
        SearchConfig on = SearchConfig.defaults().with("quiescence.checks", "true");
        SearchResult with = new Searcher(on).search(Fen.parse(MATE_PAST_THE_HORIZON), SearchLimits.depth(1));
        SearchResult without = new Searcher(SearchConfig.defaults()).search(Fen.parse(MATE_PAST_THE_HORIZON),
                SearchLimits.depth(1));
        assertTrue(Scores.isMate(with.score()) && with.score() < 0, "black is mated: " + with.score());
        assertFalse(Scores.isMate(without.score()), "standing pat on the quiet mate: " + without.score());
        assertTrue(without.score() < -500, "a rook and two pawns down: " + without.score());
    }

    @Test
    void theFirstQuiescencePlyYieldsTheCapturesThenExactlyTheQuietChecks() {
        // red: rook a0, cannon b2, horse c2, pawns; black: king e9, advisors, a rook on a9 to capture
        Position p = Fen.parse("r2akab2/9/9/9/9/9/P1P6/1CN6/9/R2K5 w - - 0 1");
        assertTrue(yieldsTheCapturesThenTheQuietChecks(p) >= 1, "the position has a quiet check");

        MovePicker plain = new MovePicker();
        plain.initQuiescence(p, SearchConfig.defaults(), null, null, p.inCheck(), false);
        int n = 0;
        while (plain.next() != 0) {
            n++;
        }
        int[] captures = new int[MoveGenerator.MAX_MOVES];
        assertEquals(MoveGenerator.generate(p, captures, 0, MoveGenerator.CAPTURES), n, "without the key: the captures only");
    }

    /**
     * The same in the bench positions and every position one legal move after them that is not in check (the
     * picker generates only the quiet moves that may check and makes only those {@link Position#mayGiveCheck}
     * keeps: none that checks may be missing).
     */
    @Test
    void theQuietChecksAreAllThereInTheBenchPositionsAndAfterEachMove() {
        int positions = 0;
        int checks = 0;
        for (String fen : Bench.POSITIONS) {
            Position p = Fen.parse(fen);
            if (!p.inCheck()) {
                checks += yieldsTheCapturesThenTheQuietChecks(p);
                positions++;
            }
            for (int move : p.legalMoves()) {
                p.makeMove(move);
                if (!p.inCheck()) {
                    checks += yieldsTheCapturesThenTheQuietChecks(p);
                    positions++;
                }
                p.unmakeMove();
            }
        }
        assertTrue(positions > 500 && checks > 200, positions + " positions, " + checks + " quiet checks");
    }

    /**
     * Checks that the quiescence picker with checks at {@code p} (not in check) yields its captures, then every
     * quiet move that gives check by the full test, in generation order; returns how many quiet checks.
     */
    private static int yieldsTheCapturesThenTheQuietChecks(Position p) {
        SearchConfig on = SearchConfig.defaults().with("quiescence.checks", "true");
        MovePicker picker = new MovePicker();
        picker.initQuiescence(p, on, null, null, p.inCheck(), true);
        List<Integer> yielded = new ArrayList<>();
        int m;
        while ((m = picker.next()) != 0) {
            assertEquals(Stage.QS_CAPTURES, picker.stage());
            yielded.add(m);
        }
        int[] captures = new int[MoveGenerator.MAX_MOVES];
        int nc = MoveGenerator.generate(p, captures, 0, MoveGenerator.CAPTURES);
        int[] quiets = new int[MoveGenerator.MAX_MOVES];
        int nq = MoveGenerator.generate(p, quiets, 0, MoveGenerator.QUIETS);
        List<Integer> expected = new ArrayList<>();
        for (int i = 0; i < nq; i++) {
            if (p.makeMove(quiets[i])) {
                boolean check = p.inCheck();
                p.unmakeMove();
                if (check) {
                    expected.add(quiets[i]);
                }
            }
        }
        String fen = Fen.format(p);
        assertEquals(nc + expected.size(), yielded.size(), fen);
        for (int i = 0; i < nc; i++) {
            assertTrue(p.pieceAt(Move.to(yielded.get(i))) != 0, () -> "captures first: " + fen);
        }
        assertEquals(expected, yielded.subList(nc, yielded.size()), () -> "then the quiet checks, in generation order: " + fen);
        return expected.size();
    }
}
