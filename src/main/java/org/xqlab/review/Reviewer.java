package org.xqlab.review;

import org.xqlab.game.GameRecord;
import org.xqlab.rules.Fen;
import org.xqlab.rules.Position;
import org.xqlab.search.Scores;
import org.xqlab.search.SearchResult;
import org.xqlab.search.Searcher;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Searches every position of a game's main line, {@link ReviewSettings#threads()} positions at once, one
 * single-threaded search with cleared tables each, and hands each verdict to a sink as it is found (a journal,
 * so that a cut review goes on from there). Positions already known (a resumed review) are not searched again.
 * {@link #cancel()} stops the running searches and makes {@link #review} throw {@link CancellationException};
 * the verdicts found before stay with the sink. The position after the last move is searched too (it gives the
 * last move's score after); a position without a legal move scores as mated ({@code -MATE}) without a search.
 */
public final class Reviewer {
    /** Told after each position: how many are done of how many, and an estimate of the milliseconds left. */
    @FunctionalInterface
    public interface Progress {
        void positionDone(int done, int total, long millisLeft);
    }

    /** Receives each verdict as it is found, from the searching threads (one at a time). */
    @FunctionalInterface
    public interface Sink {
        void found(PositionVerdict verdict);
    }

    private final ReviewSettings settings;
    private final AtomicBoolean cancelled = new AtomicBoolean();
    private final List<Searcher> searchers = new ArrayList<>();
    private final BlockingQueue<Searcher> idle;

    public Reviewer(ReviewSettings settings) {
        this.settings = settings;
        this.idle = new ArrayBlockingQueue<>(settings.threads());
        for (int i = 0; i < settings.threads(); i++) {
            Searcher s = new Searcher(settings.config());
            searchers.add(s);
            idle.add(s);
        }
    }

    public ReviewSettings settings() {
        return settings;
    }

    /** Stops the review: running searches stop, no new one starts. Any thread may call it. */
    public void cancel() {
        cancelled.set(true);
        synchronized (searchers) {
            searchers.forEach(Searcher::stop);
        }
    }

    public boolean isCancelled() {
        return cancelled.get();
    }

    /**
     * The verdicts of all positions of {@code game}'s main line (index = ply; the last is the final position),
     * taking those of {@code known} (by ply) as they are and searching the others.
     */
    public List<PositionVerdict> review(GameRecord game, Map<Integer, PositionVerdict> known, Sink sink,
                                        Progress progress) throws InterruptedException {
        List<GameRecord.Node> line = game.mainLine();
        int total = line.size() + 1;
        PositionVerdict[] verdicts = new PositionVerdict[total];
        List<Integer> todo = new ArrayList<>();
        Position p = Fen.parse(game.startFen());
        List<Position> positions = new ArrayList<>();
        for (int i = 0; i < total; i++) {
            positions.add(p.copy());
            if (i < line.size()) {
                p.play(line.get(i).move());
            }
            PositionVerdict k = known.get(i);
            if (k != null) {
                verdicts[i] = k;
            } else {
                todo.add(i);
            }
        }
        AtomicInteger done = new AtomicInteger(total - todo.size());
        int searchedBefore = done.get();
        long start = System.nanoTime();
        ExecutorService pool = Executors.newFixedThreadPool(settings.threads(), r -> {
            Thread t = new Thread(r, "review-search");
            t.setDaemon(true);
            return t;
        });
        try {
            List<Future<?>> futures = new ArrayList<>();
            for (int ply : todo) {
                int played = ply < line.size() ? line.get(ply).move() : 0;
                Position at = positions.get(ply);
                futures.add(pool.submit(() -> {
                    if (cancelled.get()) {
                        return null;
                    }
                    PositionVerdict v = judge(at, ply, played);
                    if (v == null || cancelled.get()) {
                        return null;
                    }
                    verdicts[ply] = v;
                    synchronized (this) {
                        sink.found(v);
                    }
                    int d = done.incrementAndGet();
                    long spent = (System.nanoTime() - start) / 1_000_000;
                    int searched = d - searchedBefore;
                    long left = searched == 0 ? 0 : spent * (total - d) / searched;
                    progress.positionDone(d, total, left);
                    return null;
                }));
            }
            for (Future<?> f : futures) {
                try {
                    f.get();
                } catch (ExecutionException e) {
                    cancel();
                    Throwable c = e.getCause();
                    if (c instanceof RuntimeException r) {
                        throw r;
                    }
                    throw new IllegalStateException(c);
                }
            }
        } finally {
            pool.shutdownNow();
            pool.awaitTermination(1, java.util.concurrent.TimeUnit.MINUTES);
        }
        if (cancelled.get()) {
            throw new CancellationException("review cancelled after " + done.get() + " of " + total + " positions");
        }
        return Arrays.asList(verdicts);
    }

    /** The verdict of one position, or null when the review was cancelled during its search. */
    private PositionVerdict judge(Position at, int ply, int played) throws InterruptedException {
        if (!at.hasLegalMove()) {
            return new PositionVerdict(ply, 0, -Scores.MATE, new int[0], 0, 0, 0, PositionVerdict.NO_OTHER);
        }
        Searcher s = idle.take();
        try {
            if (cancelled.get()) {
                return null;
            }
            long t0 = System.nanoTime();
            s.clearTables();
            SearchResult r = s.search(at.copy(), settings.limits());
            int other = PositionVerdict.NO_OTHER;
            int[] legal = at.legalMoves();
            if (played != 0 && played == r.bestMove() && legal.length > 1 && !cancelled.get()) {
                int[] rest = Arrays.stream(legal).filter(m -> m != played).toArray();
                s.clearTables();
                other = s.search(at.copy(), settings.otherLimits().withSearchMoves(rest)).score();
            }
            long ms = (System.nanoTime() - t0) / 1_000_000;
            return cancelled.get() ? null
                    : new PositionVerdict(ply, r.bestMove(), r.score(), r.pv(), r.depth(), r.totalNodes(), ms, other);
        } finally {
            idle.add(s);
        }
    }
}
