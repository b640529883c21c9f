package org.xqlab.protocol;

import org.xqlab.book.OpeningBook;
import org.xqlab.rules.Fen;
import org.xqlab.rules.Move;
import org.xqlab.rules.Position;
import org.xqlab.search.SearchConfig;
import org.xqlab.search.SearchResult;
import org.xqlab.search.ParallelSearch;
import org.xqlab.trace.CompositeListener;
import org.xqlab.trace.EventKind;
import org.xqlab.trace.EventMask;
import org.xqlab.trace.SearchListener;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.Consumer;

/**
 * This program's engine as an {@link EngineClient}, in the caller's process: one search, on one thread by default
 * (so a node budget gives the same game every time) or on several sharing one table ({@link ParallelSearch}), and
 * optionally an opening book that answers while the position is in it and the config's {@code book} switch is on.
 */
public final class LocalEngine implements EngineClient {
    private final String name;
    private final ParallelSearch searcher;
    private final OpeningBook book;
    private final Random random;
    private SearchListener listener;

    /** A single-threaded engine with this config; {@code book} may be null (no book). */
    public LocalEngine(String name, SearchConfig config, OpeningBook book, long seed) {
        this(name, config, 1, book, seed);
    }

    /** An engine with this config searching on {@code threads} threads; {@code book} may be null (no book). */
    public LocalEngine(String name, SearchConfig config, int threads, OpeningBook book, long seed) {
        this.name = name;
        this.searcher = new ParallelSearch(config, threads);
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
        return think(startFen, moves, budget, null);
    }

    @Override
    public EngineReply think(String startFen, List<Integer> moves, MoveBudget budget, Consumer<EngineReply> progress) {
        Position p = Fen.parse(startFen);
        for (int m : moves) {
            p.play(m);
        }
        if (book != null) {
            int m = book.choose(p, random);
            if (m != Move.NONE) {
                EngineReply reply = new EngineReply(m, Move.NONE, false, 0, 0, 0, List.of(m));
                if (progress != null) {
                    progress.accept(reply);
                }
                return reply;
            }
        }
        SearchListener told = listener;
        if (progress != null) {
            SearchListener iterations = new SearchListener() {
                @Override
                public int mask() {
                    return EventMask.of(EventKind.ITERATION_FINISHED);
                }

                @Override
                public int maxPly() {
                    return 0;
                }

                @Override
                public void iterationFinished(int depth, int score, int[] pv, int pvLength, long nodes, long timeMillis) {
                    List<Integer> line = new ArrayList<>(pvLength);
                    for (int i = 0; i < pvLength; i++) {
                        line.add(pv[i]);
                    }
                    progress.accept(new EngineReply(pvLength > 0 ? pv[0] : Move.NONE, Move.NONE, true, score, depth,
                            nodes, line));
                }
            };
            told = listener == null ? iterations : new CompositeListener(listener, iterations);
        }
        SearchResult r = searcher.search(p, budget.limits(), told);
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
