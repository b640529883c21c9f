package org.xqlab.protocol;

import org.xqlab.book.OpeningBook;
import org.xqlab.rules.Fen;
import org.xqlab.rules.Move;
import org.xqlab.rules.Position;
import org.xqlab.search.SearchConfig;
import org.xqlab.search.SearchResult;
import org.xqlab.search.Searcher;
import org.xqlab.trace.SearchListener;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * This program's engine as an {@link EngineClient}, in the caller's process: one {@link Searcher}
 * (single-threaded, so a node budget gives the same game every time), and optionally an opening book
 * that answers while the position is in it and the config's {@code book} switch is on.
 */
public final class LocalEngine implements EngineClient {
    private final String name;
    private final Searcher searcher;
    private final OpeningBook book;
    private final Random random;
    private SearchListener listener;

    /** An engine with this config; {@code book} may be null (no book). */
    public LocalEngine(String name, SearchConfig config, OpeningBook book, long seed) {
        this.name = name;
        this.searcher = new Searcher(config);
        this.book = config.useBook() ? book : null;
        this.random = new Random(seed);
    }

    /** Every search of this engine reports to {@code listener} (null: none), as the analysis views do. */
    public LocalEngine listenedBy(SearchListener listener) {
        this.listener = listener;
        return this;
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public void newGame() {
        searcher.clearTables();
    }

    @Override
    public EngineReply think(String startFen, List<Integer> moves, MoveBudget budget) {
        Position p = Fen.parse(startFen);
        for (int m : moves) {
            p.play(m);
        }
        if (book != null) {
            int m = book.choose(p, random);
            if (m != Move.NONE) {
                return new EngineReply(m, Move.NONE, false, 0, 0, 0, List.of(m));
            }
        }
        SearchResult r = searcher.search(p, budget.limits(), listener);
        List<Integer> pv = new ArrayList<>();
        for (int m : r.pv()) {
            pv.add(m);
        }
        return new EngineReply(r.bestMove(), r.ponderMove(), r.bestMove() != Move.NONE, r.score(), r.depth(),
                r.totalNodes(), pv);
    }

    @Override
    public void stop() {
        searcher.stop();
    }

    @Override
    public void close() {
        // nothing to release
    }
}
