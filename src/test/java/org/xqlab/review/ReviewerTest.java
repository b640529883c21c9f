package org.xqlab.review;

import org.junit.jupiter.api.Test;
import org.xqlab.SharedFolder;
import org.xqlab.book.OpeningBook;
import org.xqlab.game.GameRecord;
import org.xqlab.game.RecordReader;
import org.xqlab.rules.Move;
import org.xqlab.rules.Piece;
import org.xqlab.search.Scores;
import org.xqlab.search.SearchConfig;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A review judges real moves, planted blunders and mates as it says it does (node budgets: results repeat). */
class ReviewerTest {
    /** A rook walked onto b1, where black's cannon takes it over red's own cannon on b2. */
    static final String PLANTED = "[Event \"planted\"]\n[Red \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n"
            + "1. h2e2 h9g7 2. h0g2 i9h9 3. i0i1 b9c7 4. i1b1 b7b1 *\n";

    static ReviewSettings nodes(int n) {
        return new ReviewSettings(SearchConfig.preset("full"), "nodes=" + n, 2);
    }

    static GameReview review(GameRecord game, ReviewSettings settings) throws InterruptedException {
        List<PositionVerdict> v = new Reviewer(settings).review(game, Map.of(), x -> { }, (d, t, l) -> { });
        return GameReview.of(game, v, settings, OpeningBook.bundled());
    }

    static GameRecord game(String pgn) {
        return RecordReader.readText(pgn, "test").first();
    }

    @Test
    void aRookLeftEnPriseIsABlunderWhoseRefutationTakesIt() throws Exception {
        GameReview r = review(game(PLANTED), nodes(10_000));
        MoveReview rookMove = r.moves().get(6);
        assertEquals("i1b1", Move.iccs(rookMove.move()));
        assertEquals(Judgement.BLUNDER, rookMove.judgement(), ReviewOutput.comment(rookMove));
        assertEquals("b7b1", Move.iccs(rookMove.refutation()[0]), "the reply takes the rook");
        assertTrue(rookMove.betterLine().length > 0 && rookMove.betterLine()[0] != rookMove.move());
        assertTrue(rookMove.before() - rookMove.after() > 300, ReviewOutput.comment(rookMove));
        assertEquals(1, r.counts(Piece.RED).get(Judgement.BLUNDER));
        for (int i = 0; i < 4; i++) {
            assertEquals(Judgement.BOOK, r.moves().get(i).judgement(), "move " + i + " is a book move");
        }
        assertTrue(r.accuracy(Piece.RED) < r.accuracy(Piece.BLACK));
        assertTrue(r.opening().isPresent());
    }

    /**
     * The engine's own move loses nothing by definition: the drop from its score before to the next position's score
     * is the noise between two searches, not the mover's doing — so no best or only move shows a loss, let alone a
     * mistake's, beside a mistake that lost less.
     */
    @Test
    void theEnginesOwnMoveLosesNothingWhateverTheNextSearchSays() {
        GameRecord g = game(PLANTED);
        List<GameRecord.Node> line = g.mainLine();
        List<PositionVerdict> v = new java.util.ArrayList<>();
        for (int i = 0; i <= line.size(); i++) {
            // each search scores its side +150 cp: seen from the mover, the next search says -150, a blunder's drop
            int best = i < line.size() ? line.get(i).move() : Move.NONE;
            v.add(new PositionVerdict(i, best, 150, new int[] {best}, 6, 1000, 1, PositionVerdict.NO_OTHER));
        }
        GameReview r = GameReview.of(g, v, nodes(1000), OpeningBook.bundled());
        long engines = r.moves().stream().filter(m -> m.judgement() == Judgement.BEST || m.judgement() == Judgement.ONLY)
                .peek(m -> assertEquals(0.0, m.loss(), "move " + m.ply() + " " + m.judgement() + " " + ReviewOutput.comment(m)))
                .count();
        assertTrue(engines >= 4, "the moves out of the book are the engine's own: " + engines);
        assertEquals(100.0, r.accuracy(Piece.RED), 1e-9);
    }

    @Test
    void aMasterGameHasNoBlunderOnABookMoveAndFewMarks() throws Exception {
        Path dir = SharedFolder.realGames();
        SharedFolder.require(dir, "the shared real game records");
        GameRecord g = RecordReader.read(dir.resolve("01.宝岛一号(先负)相眼竞技(A1-A2).PGN")).first();
        // 40 000 nodes a move: at 10 000 or 20 000 the engine's view of a quiet master move still swings (5 or 6
        // marks of 26 with the table distilled from Pikafish-HCE)
        GameReview r = review(g, nodes(40_000));
        assertEquals(g.mainLine().size(), r.moves().size());
        long book = r.moves().stream().filter(MoveReview::bookMove).count();
        assertTrue(book >= 6, "the opening is in the book: " + book);
        for (MoveReview m : r.moves()) {
            if (m.bookMove()) {
                assertTrue(m.loss() < Judgement.BLUNDER_LOSS, "book move " + m.ply() + " " + ReviewOutput.comment(m));
                assertEquals(Judgement.BOOK, m.judgement());
            }
        }
        long marks = r.moves().stream().filter(m -> m.judgement().isError()).count();
        assertTrue(marks <= r.moves().size() / 8, "few marks: " + marks + " of " + r.moves().size());
        assertTrue(r.moves().stream().noneMatch(m -> m.judgement() == Judgement.BLUNDER));
        assertTrue(r.accuracy(Piece.RED) > 80 && r.accuracy(Piece.BLACK) > 80);
        assertTrue(r.opening().orElseThrow().chinese().startsWith("中炮"), r.opening().toString());
    }

    @Test
    void matesAreScoredAsMates() throws Exception {
        // two rooks: b7b9 mates at once
        GameRecord g = game("[FEN \"4k4/R8/1R7/9/9/9/9/9/9/3K5 w - - 0 1\"]\n[Result \"1-0\"]\n1. b7b9 1-0\n");
        GameReview r = review(g, nodes(5_000));
        MoveReview mate = r.moves().get(0);
        assertTrue(Scores.isMate(mate.before()), ReviewOutput.comment(mate));
        assertEquals(1, Scores.mateIn(mate.before()));
        assertTrue(Scores.isMate(mate.after()) && mate.after() > 0, ReviewOutput.comment(mate));
        assertTrue(ReviewOutput.comment(mate).contains("mate 1 -> mate"), ReviewOutput.comment(mate));
        assertFalse(mate.judgement().isError());
        assertEquals(0.0, mate.loss());
    }

    @Test
    void aMissedMateIsMarked() throws Exception {
        // a quiet rook move instead of the mate: the winning chances stay high, so no more than an inaccuracy,
        // while the score before stays a mate
        GameRecord g = game("[FEN \"4k4/R8/1R7/9/9/9/9/9/9/3K5 w - - 0 1\"]\n[Result \"*\"]\n1. a8a7 *\n");
        GameReview r = review(g, nodes(5_000));
        MoveReview m = r.moves().get(0);
        assertTrue(Scores.isMate(m.before()) && Scores.mateIn(m.before()) == 1);
        assertEquals("b7b9", Move.iccs(m.bestMove()));
        assertTrue(m.judgement() != Judgement.BEST && m.judgement() != Judgement.ONLY);
    }

    @Test
    void theWinningChancesCurveIsTheTunersLogistic() {
        assertEquals(0.5, WinningChances.expected(0), 1e-12);
        assertEquals(1 / (1 + Math.pow(10, -WinningChances.SCALE * 100 / 400.0)), WinningChances.expected(100), 1e-12);
        assertEquals(1.0, WinningChances.expected(Scores.MATE - 3));
        assertEquals(0.0, WinningChances.expected(-Scores.MATE + 2));
        assertEquals(0.0, WinningChances.loss(-50, 20));
        assertEquals(Judgement.BLUNDER, Judgement.ofLoss(0.2));
        assertEquals(Judgement.MISTAKE, Judgement.ofLoss(0.1));
        assertEquals(Judgement.INACCURACY, Judgement.ofLoss(0.05));
        assertEquals(Judgement.GOOD, Judgement.ofLoss(0.049));
    }
}
