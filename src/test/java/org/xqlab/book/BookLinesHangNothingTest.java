package org.xqlab.book;

import org.junit.jupiter.api.Test;
import org.xqlab.rules.Fen;
import org.xqlab.rules.Move;
import org.xqlab.rules.Position;
import org.xqlab.search.Evaluator;
import org.xqlab.search.SearchConfig;
import org.xqlab.search.SearchLimits;
import org.xqlab.search.SearchResult;
import org.xqlab.search.Searcher;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * No line of the bundled book ends by leaving a piece en prise: at the end of each line the side to move
 * cannot win material by a cheap capture. The engine's depth-1 search (each reply followed by the
 * quiescence search's captures and recaptures) must not gain more than {@link #MARGIN} over the static
 * evaluation: less than a horse or a cannon (290 and 330 in the middlegame), more than the placement
 * swings of a quiet move or an offered rook exchange (the lines' largest is 166, 中炮对三步虎).
 */
class BookLinesHangNothingTest {
    static final int MARGIN = 250;

    @Test
    void noBookLineLeavesAPieceToACheapCapture() throws IOException {
        String text;
        try (InputStream in = OpeningBook.class.getResourceAsStream("/org/xqlab/book/openings.txt")) {
            assertNotNull(in, "the bundled book's lines");
            text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        List<OpeningLines.Line> lines = OpeningLines.parse(text, "openings.txt");
        assertTrue(lines.size() >= 30, "lines: " + lines.size());
        List<String> hanging = new ArrayList<>();
        for (OpeningLines.Line line : lines) {
            Position p = Position.startPosition();
            for (int m : line.moves()) {
                p.play(m);
            }
            int still = Evaluator.evaluate(p, true);
            SearchResult r = new Searcher(SearchConfig.defaults()).search(p.copy(), SearchLimits.depth(1));
            if (r.score() - still > MARGIN) {
                hanging.add(line.name() + ": " + Move.iccs(r.bestMove()) + " wins " + (r.score() - still) + " in "
                        + Fen.format(p));
            }
        }
        assertTrue(hanging.isEmpty(), "book lines that leave material to a cheap capture: " + hanging);
    }

    @Test
    void theCheckCatchesTheRookThePalaceCannonLineOnceLeft() {
        // 过宫炮对进马 as the book once had it: 车1平2 leaves the rook to 炮八进七 (b2b9) over the b7 cannon
        Position p = Position.startPosition();
        for (String m : new String[] {"h2d2", "b9c7", "h0g2", "a9b9"}) {
            p.play(Move.parseIccs(m));
        }
        SearchResult r = new Searcher(SearchConfig.defaults()).search(p.copy(), SearchLimits.depth(1));
        assertTrue(r.score() - Evaluator.evaluate(p, true) > MARGIN, "the rook hangs: " + r.score());
        assertTrue(Move.iccs(r.bestMove()).equals("b2b9"), Move.iccs(r.bestMove()));
    }
}
