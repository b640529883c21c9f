package org.xqlab.experiment;

import org.xqlab.rules.Fen;
import org.xqlab.rules.Move;
import org.xqlab.rules.MoveGenerator;
import org.xqlab.rules.Position;
import org.xqlab.search.HistoryTable;
import org.xqlab.search.SearchConfig;
import org.xqlab.search.SearchLimits;
import org.xqlab.search.Searcher;
import org.xqlab.trace.EventKind;
import org.xqlab.trace.EventMask;
import org.xqlab.trace.SearchListener;
import org.xqlab.trace.Stage;
import org.xqlab.trace.Step;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * The second look at the killers (docs/experiments.md): searches positions with a listener and counts,
 * per ply of the main search, how often a killer was there to try, how often it cut off (the hit rate),
 * and how many of those cutoffs history alone would not have made first — the killer that cut is not
 * the quiet move the history table puts first at that moment (the first legal quiet move, other than
 * the hash move, with the largest history value in generation order: the move the picker without killers
 * tries first among the quiet moves). Those are the cutoffs killers add over history; the others history
 * would have found with its first quiet move.
 */
public final class KillerLook {
    private KillerLook() {
    }

    /** The counts of one ply (ply 0 is the root, which tries no killers). */
    public record Ply(int ply, long nodes, long killerStages, long killer1Tried, long killer1Cutoffs,
                      long killer2Tried, long killer2Cutoffs, long notHistoryFirst, long quietCutoffs,
                      long mainCutoffs) {
        /** Cutoffs by killer 1 per killer 1 tried. */
        public double killer1HitRate() {
            return killer1Tried == 0 ? 0 : (double) killer1Cutoffs / killer1Tried;
        }

        public double killer2HitRate() {
            return killer2Tried == 0 ? 0 : (double) killer2Cutoffs / killer2Tried;
        }

        public long killerCutoffs() {
            return killer1Cutoffs + killer2Cutoffs;
        }

        Ply plus(Ply o) {
            return new Ply(ply, nodes + o.nodes, killerStages + o.killerStages, killer1Tried + o.killer1Tried,
                    killer1Cutoffs + o.killer1Cutoffs, killer2Tried + o.killer2Tried,
                    killer2Cutoffs + o.killer2Cutoffs, notHistoryFirst + o.notHistoryFirst,
                    quietCutoffs + o.quietCutoffs, mainCutoffs + o.mainCutoffs);
        }
    }

    /** Per ply (index = ply), summed over the positions, up to the deepest ply with a main-search node. */
    public record Result(List<Ply> plies, int positions, int depth) {
        public Ply total() {
            Ply t = new Ply(-1, 0, 0, 0, 0, 0, 0, 0, 0, 0);
            for (Ply p : plies) {
                t = t.plus(p);
            }
            return t;
        }
    }

    /** Searches every position to {@code depth} with fresh tables, {@code threads} positions at a time. */
    public static Result run(List<SuitePosition> positions, SearchConfig config, int depth, int threads) {
        ExecutorService pool = Executors.newFixedThreadPool(Math.max(1, Math.min(threads, positions.size())));
        try {
            List<Future<Counter>> futures = new ArrayList<>();
            for (SuitePosition p : positions) {
                futures.add(pool.submit(() -> search(Fen.parse(p.fen()), config, depth)));
            }
            Ply[] sum = new Ply[0];
            for (Future<Counter> f : futures) {
                sum = add(sum, f.get().plies());
            }
            return new Result(List.of(sum), positions.size(), depth);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        } catch (java.util.concurrent.ExecutionException e) {
            throw new IllegalStateException("a search failed: " + e.getCause(), e.getCause());
        } finally {
            pool.shutdownNow();
        }
    }

    /** One search of one position with the counting listener. */
    public static Counter search(Position position, SearchConfig config, int depth) {
        Searcher searcher = new Searcher(config);
        Counter counter = new Counter(position, searcher.history());
        searcher.search(position, SearchLimits.depth(depth), counter);
        return counter;
    }

    /**
     * The quiet move the picker without killers would try first in {@code position}: the first legal quiet
     * move in generation order, other than {@code hash}, with the largest history value (0 if none).
     */
    static int historyFirst(Position position, HistoryTable history, int hash, int[] buffer) {
        int n = MoveGenerator.generate(position, buffer, 0, MoveGenerator.QUIETS);
        int best = 0;
        int bestScore = Integer.MIN_VALUE;
        for (int i = 0; i < n; i++) {
            int m = buffer[i];
            if (m == hash || !position.isLegal(m)) {
                continue;
            }
            int s = history.get(position.pieceAt(Move.from(m)), m);
            if (s > bestScore) {
                bestScore = s;
                best = m;
            }
        }
        return best;
    }

    private static Ply[] add(Ply[] a, Ply[] b) {
        Ply[] out = new Ply[Math.max(a.length, b.length)];
        for (int i = 0; i < out.length; i++) {
            Ply x = i < a.length ? a[i] : new Ply(i, 0, 0, 0, 0, 0, 0, 0, 0, 0);
            out[i] = i < b.length ? x.plus(b[i]) : x;
        }
        return out;
    }

    /** The listener: counts per ply; reads the searched position and the history table at the killer stage. */
    public static final class Counter implements SearchListener {
        private static final int PLIES = Searcher.MAX_PLY + 2;
        private final Position position;
        private final HistoryTable history;
        private final long[] nodes = new long[PLIES];
        private final long[] stages = new long[PLIES];
        private final long[] k1Tried = new long[PLIES];
        private final long[] k1Cut = new long[PLIES];
        private final long[] k2Tried = new long[PLIES];
        private final long[] k2Cut = new long[PLIES];
        private final long[] notFirst = new long[PLIES];
        private final long[] quietCut = new long[PLIES];
        private final long[] mainCut = new long[PLIES];
        private final int[] hashMove = new int[PLIES];
        private final int[] historyFirst = new int[PLIES];
        private final boolean[] main = new boolean[PLIES];
        private final int[] quiets = new int[MoveGenerator.MAX_MOVES];
        private int deepest = -1;

        Counter(Position position, HistoryTable history) {
            this.position = position;
            this.history = history;
        }

        @Override
        public int mask() {
            return EventMask.of(EventKind.NODE_ENTERED, EventKind.QUIESCENCE_ENTERED, EventKind.STAGE_ENTERED,
                    EventKind.MOVE_TRIED, EventKind.CUTOFF);
        }

        @Override
        public void nodeEntered(long nodeId, long parentId, int move, int ply, int depth, int alpha, int beta,
                                org.xqlab.trace.NodeType expected, boolean inCheck, long key) {
            nodes[ply]++;
            main[ply] = true;
            hashMove[ply] = 0;
            historyFirst[ply] = 0;
            deepest = Math.max(deepest, ply);
        }

        @Override
        public void quiescenceEntered(long nodeId, long parentId, int move, int ply, int alpha, int beta,
                                      boolean inCheck) {
            main[ply] = false;
        }

        @Override
        public void moveTried(long nodeId, int ply, int move, Stage stage, int index, int reduction) {
            if (stage == Stage.HASH) {
                hashMove[ply] = move;
            }
        }

        @Override
        public void stageEntered(long nodeId, int ply, Stage stage, int produced) {
            if (stage == Stage.KILLER_1) {
                stages[ply]++;
                historyFirst[ply] = historyFirstQuiet(hashMove[ply]);
                if (produced > 0) {
                    k1Tried[ply]++;
                }
            } else if (stage == Stage.KILLER_2 && produced > 0) {
                k2Tried[ply]++;
            }
        }

        @Override
        public void cutoff(long nodeId, int ply, int move, Stage stage, int index, int depth, int score, int beta,
                           Step step) {
            if (step != Step.BETA_CUTOFF || !main[ply]) {
                return;
            }
            mainCut[ply]++;
            if (stage == Stage.KILLER_1 || stage == Stage.KILLER_2) {
                if (stage == Stage.KILLER_1) {
                    k1Cut[ply]++;
                } else {
                    k2Cut[ply]++;
                }
                if (move != historyFirst[ply]) {
                    notFirst[ply]++;
                }
            } else if (stage == Stage.QUIETS) {
                quietCut[ply]++;
            }
        }

        private int historyFirstQuiet(int hash) {
            return historyFirst(position, history, hash, quiets);
        }

        /** The counts so far, ply 0 up to the deepest main-search ply. */
        public Ply[] plies() {
            Ply[] out = new Ply[deepest + 1];
            for (int i = 0; i <= deepest; i++) {
                out[i] = new Ply(i, nodes[i], stages[i], k1Tried[i], k1Cut[i], k2Tried[i], k2Cut[i], notFirst[i],
                        quietCut[i], mainCut[i]);
            }
            return out;
        }
    }
}
