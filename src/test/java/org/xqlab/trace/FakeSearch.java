package org.xqlab.trace;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A tiny but honest engine over a synthetic game tree, used to drive the trace package in tests.
 * Positions are 64-bit keys; each has 2..5 moves, the first few of them "captures"; leaf values are
 * hashes of the key. The search is iterative-deepening PVS with a transposition table, null move,
 * LMR with re-search, killers, a from-to history table, a staged move picker (hash, captures,
 * killers, quiets by history) and a quiescence search with stand pat; it emits events exactly where
 * a real engine would, checking the listener's mask and max ply first, and keeps its own counters
 * for comparison with {@link StatsCollector}.
 */
final class FakeSearch {

    static final long ROOT_KEY = 0x9E3779B97F4A7C15L;
    static final int INF = 32000;
    static final int MATE = 30000;
    private static final long NULL_KEY = 0x5DEECE66DL;
    private static final int HISTORY_MAX = 4000;

    private record Entry(Bound bound, int depth, int score, int move) {
    }

    private final SearchListener listener;
    private final int mask;
    private final int maxPly;
    private final Map<Long, Entry> tt = new HashMap<>();
    private final int[][] killers = new int[64][2];
    private final int[][] history = new int[8][256];
    private long nextId;

    // the engine's own counters
    long nodes;
    long qnodes;
    long ttProbes;
    long ttHits;
    long ttCuts;
    long nullTries;
    long nullCuts;
    long lmrReductions;
    long lmrResearches;
    long betaCutoffs;
    long firstMoveCutoffs;
    long mainBetaCutoffs;
    long mainFirstMoveCutoffs;
    final Map<Stage, Long> cutoffsByStage = new EnumMap<>(Stage.class);
    final List<Integer> iterationScores = new ArrayList<>();

    FakeSearch(SearchListener listener) {
        this.listener = listener;
        this.mask = listener.mask();
        this.maxPly = listener.maxPly();
    }

    private boolean on(EventKind kind, int ply) {
        return EventMask.accepts(mask, maxPly, kind, ply);
    }

    static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    static int[] moves(long key) {
        long h = mix(key);
        int n = 2 + (int) ((h >>> 3) & 3);
        int[] moves = new int[n];
        for (int i = 0; i < n; i++) {
            int to = 16 + (int) ((h >>> (8 + 6 * i)) & 63);
            moves[i] = (i + 1) | (to << 8);
        }
        return moves;
    }

    static int captureCount(long key, int n) {
        return Math.min(n, (int) ((mix(key) >>> 40) % 3));
    }

    static boolean inCheck(long key) {
        return ((mix(key) >>> 50) & 7) == 0;
    }

    static int eval(long key) {
        return (int) Math.floorMod(mix(key ^ 0x1234L), 201L) - 100;
    }

    static long child(long key, int move) {
        return mix(key * 31 + move);
    }

    /** Iterative deepening to {@code maxDepth}; returns the final score. */
    int run(int maxDepth) {
        if (on(EventKind.SEARCH_STARTED, 0)) {
            listener.searchStarted("fake-root", "fake config", maxDepth);
        }
        // the real engine's order: the start, then the history table's shape and its aging between searches
        if (on(EventKind.HISTORY_SHAPE, 0)) {
            listener.historyShape("from-to", history.length, history[0].length, HISTORY_MAX);
        }
        for (int[] row : history) {
            for (int c = 0; c < row.length; c++) {
                row[c] /= 2;
            }
        }
        if (on(EventKind.HISTORY_DECAY, 0)) {
            listener.historyDecay("half");
        }
        int score = 0;
        int[] pv = new int[maxDepth];
        for (int d = 1; d <= maxDepth; d++) {
            if (on(EventKind.ITERATION_STARTED, 0)) {
                listener.iterationStarted(d, -INF, INF);
            }
            score = search(-1, 0, ROOT_KEY, 0, d, -INF, INF);
            iterationScores.add(score);
            int len = 0;
            long key = ROOT_KEY;
            for (Entry e = tt.get(key); e != null && e.move != 0 && len < d; e = tt.get(key)) {
                pv[len++] = e.move;
                key = child(key, e.move);
            }
            if (on(EventKind.ITERATION_FINISHED, 0)) {
                listener.iterationFinished(d, score, pv, len, nodes + qnodes, 10L * d);
            }
        }
        Entry root = tt.get(ROOT_KEY);
        if (on(EventKind.SEARCH_FINISHED, 0)) {
            listener.searchFinished(root == null ? 0 : root.move, score, maxDepth, nodes + qnodes, 42);
        }
        return score;
    }

    private int search(long parentId, int move, long key, int ply, int depth, int alpha, int beta) {
        if (depth <= 0) {
            return quiesce(parentId, move, key, ply, alpha, beta, 0);
        }
        long id = nextId++;
        nodes++;
        boolean pvNode = beta - alpha > 1;
        boolean check = inCheck(key);
        NodeType expected = pvNode ? NodeType.PV : (ply % 2 == 1 ? NodeType.CUT : NodeType.ALL);
        if (on(EventKind.NODE_ENTERED, ply)) {
            listener.nodeEntered(id, parentId, move, ply, depth, alpha, beta, expected, check, key);
        }
        // Step 4. Transposition table probe
        Entry e = tt.get(key);
        ttProbes++;
        boolean cut = false;
        if (e != null) {
            ttHits++;
            cut = !pvNode && ply > 0 && e.depth >= depth
                    && (e.bound == Bound.EXACT || (e.bound == Bound.LOWER && e.score >= beta)
                    || (e.bound == Bound.UPPER && e.score <= alpha));
        }
        if (on(EventKind.TT_PROBE, ply)) {
            listener.ttProbe(id, ply, e != null, e == null ? Bound.NONE : e.bound, e == null ? 0 : e.depth,
                    e == null ? 0 : e.score, e == null ? 0 : e.move, cut);
        }
        if (cut) {
            ttCuts++;
            if (e.score >= beta && on(EventKind.CUTOFF, ply)) {
                listener.cutoff(id, ply, 0, null, -1, depth, e.score, beta, Step.TT_PROBE);
            }
            leave(id, ply, e.score, e.bound, e.move, alpha, beta);
            return e.score;
        }
        // Step 7. Null move
        if (!pvNode && !check && ply > 0 && depth >= 2) {
            nullTries++;
            int r = 1;
            int score = -search(id, 0, key ^ NULL_KEY, ply + 1, depth - 1 - r, -beta, -beta + 1);
            boolean nullCut = score >= beta;
            if (on(EventKind.NULL_MOVE, ply)) {
                listener.nullMove(id, ply, r, score, nullCut, false);
            }
            if (nullCut) {
                nullCuts++;
                if (on(EventKind.CUTOFF, ply)) {
                    listener.cutoff(id, ply, 0, null, -1, depth, score, beta, Step.NULL_MOVE);
                }
                store(id, ply, key, Bound.LOWER, depth, score, 0);
                leave(id, ply, score, Bound.LOWER, 0, alpha, beta);
                return score;
            }
        }
        // Step 9. Move loop
        int[] all = moves(key);
        int ncap = captureCount(key, all.length);
        int hashMove = e == null ? 0 : e.move;
        List<Stage> stages = new ArrayList<>();
        List<int[]> batches = new ArrayList<>();
        if (ply == 0) {
            int[] ordered = order(all, hashMove);
            stages.add(Stage.ROOT);
            batches.add(ordered);
        } else {
            List<Integer> used = new ArrayList<>();
            if (indexOf(all, hashMove) >= 0) {
                stages.add(Stage.HASH);
                batches.add(new int[] {hashMove});
                used.add(hashMove);
            }
            List<Integer> caps = new ArrayList<>();
            for (int i = 0; i < ncap; i++) {
                if (!used.contains(all[i])) {
                    caps.add(all[i]);
                }
            }
            used.addAll(caps);
            stages.add(Stage.GEN_CAPTURES);
            batches.add(toArray(caps));
            stages.add(Stage.GOOD_CAPTURES);
            batches.add(toArray(caps));
            for (int k = 0; k < 2; k++) {
                int killer = killers[ply][k];
                int at = indexOf(all, killer);
                if (at >= ncap && !used.contains(killer)) {
                    stages.add(k == 0 ? Stage.KILLER_1 : Stage.KILLER_2);
                    batches.add(new int[] {killer});
                    used.add(killer);
                }
            }
            List<Integer> quiets = new ArrayList<>();
            for (int i = ncap; i < all.length; i++) {
                if (!used.contains(all[i])) {
                    quiets.add(all[i]);
                }
            }
            quiets.sort((a, b) -> history[b & 7][b >>> 8] - history[a & 7][a >>> 8]);
            stages.add(Stage.GEN_QUIETS);
            batches.add(toArray(quiets));
            stages.add(Stage.QUIETS);
            batches.add(toArray(quiets));
        }
        int best = -INF;
        int bestMove = 0;
        int a = alpha;
        int index = 0;
        boolean failHigh = false;
        for (int s = 0; s < stages.size() && !failHigh; s++) {
            Stage stage = stages.get(s);
            int[] batch = batches.get(s);
            if (on(EventKind.STAGE_ENTERED, ply)) {
                listener.stageEntered(id, ply, stage, batch.length);
            }
            if (stage == Stage.GEN_CAPTURES || stage == Stage.GEN_QUIETS) {
                continue;
            }
            for (int m : batch) {
                boolean quiet = indexOf(all, m) >= ncap;
                int r = (index >= 2 && depth >= 2 && quiet && !check && stage == Stage.QUIETS) ? 1 : 0;
                if (on(EventKind.MOVE_TRIED, ply)) {
                    listener.moveTried(id, ply, m, stage, index, r);
                }
                long c = child(key, m);
                int score;
                if (index == 0) {
                    score = -search(id, m, c, ply + 1, depth - 1, -beta, -a);
                } else {
                    if (r > 0) {
                        lmrReductions++;
                        if (on(EventKind.LMR_REDUCTION, ply)) {
                            listener.lmrReduction(id, ply, m, index, r);
                        }
                    }
                    score = -search(id, m, c, ply + 1, depth - 1 - r, -a - 1, -a);
                    if (r > 0 && score > a) {
                        lmrResearches++;
                        if (on(EventKind.LMR_RESEARCH, ply)) {
                            listener.lmrResearch(id, ply, m, score);
                        }
                        score = -search(id, m, c, ply + 1, depth - 1, -a - 1, -a);
                    }
                    if (score > a && score < beta) {
                        score = -search(id, m, c, ply + 1, depth - 1, -beta, -a);
                    }
                }
                if (score > best) {
                    best = score;
                    bestMove = m;
                }
                if (score > a) {
                    a = score;
                }
                if (score >= beta) {
                    betaCutoffs++;
                    mainBetaCutoffs++;
                    if (index == 0) {
                        firstMoveCutoffs++;
                        mainFirstMoveCutoffs++;
                    }
                    cutoffsByStage.merge(stage, 1L, Long::sum);
                    if (on(EventKind.CUTOFF, ply)) {
                        listener.cutoff(id, ply, m, stage, index, depth, score, beta, Step.BETA_CUTOFF);
                    }
                    if (quiet) {
                        rewardQuiet(ply, m, depth);
                    }
                    failHigh = true;
                    break;
                }
                index++;
            }
        }
        Bound bound = best >= beta ? Bound.LOWER : best > alpha ? Bound.EXACT : Bound.UPPER;
        store(id, ply, key, bound, depth, best, bestMove);
        leave(id, ply, best, bound, bestMove, alpha, beta);
        return best;
    }

    private void rewardQuiet(int ply, int m, int depth) {
        int[] k = killers[ply];
        if (k[0] != m) {
            int b0 = k[0];
            int b1 = k[1];
            k[1] = k[0];
            k[0] = m;
            if (on(EventKind.KILLER_UPDATE, ply)) {
                listener.killerUpdate(ply, b0, b1, k[0], k[1]);
            }
        }
        int row = m & 7;
        int col = m >>> 8;
        int bonus = depth * depth;
        history[row][col] = Math.min(HISTORY_MAX, history[row][col] + bonus);
        if (on(EventKind.HISTORY_UPDATE, ply)) {
            listener.historyUpdate(row, col, bonus, history[row][col]);
        }
    }

    private int quiesce(long parentId, int move, long key, int ply, int alpha, int beta, int qdepth) {
        long id = nextId++;
        qnodes++;
        boolean check = inCheck(key) && qdepth < 2;
        if (on(EventKind.QUIESCENCE_ENTERED, ply)) {
            listener.quiescenceEntered(id, parentId, move, ply, alpha, beta, check);
        }
        int stand = eval(key);
        // Step 14. Quiescence stand pat
        if (!check && stand >= beta) {
            if (on(EventKind.CUTOFF, ply)) {
                listener.cutoff(id, ply, 0, null, -1, 0, stand, beta, Step.STAND_PAT);
            }
            leave(id, ply, stand, Bound.LOWER, 0, alpha, beta);
            return stand;
        }
        int best = check ? -MATE + ply : stand;
        int bestMove = 0;
        int a = Math.max(alpha, best);
        if (qdepth < 2) {
            int[] all = moves(key);
            int[] batch = check ? all : java.util.Arrays.copyOf(all, captureCount(key, all.length));
            Stage stage = check ? Stage.QS_EVASIONS : Stage.QS_CAPTURES;
            if (on(EventKind.STAGE_ENTERED, ply)) {
                listener.stageEntered(id, ply, stage, batch.length);
            }
            for (int index = 0; index < batch.length; index++) {
                int m = batch[index];
                if (on(EventKind.MOVE_TRIED, ply)) {
                    listener.moveTried(id, ply, m, stage, index, 0);
                }
                int score = -quiesce(id, m, child(key, m), ply + 1, -beta, -a, qdepth + 1);
                if (score > best) {
                    best = score;
                    bestMove = m;
                }
                if (score > a) {
                    a = score;
                }
                if (score >= beta) {
                    betaCutoffs++;
                    if (index == 0) {
                        firstMoveCutoffs++;
                    }
                    cutoffsByStage.merge(stage, 1L, Long::sum);
                    if (on(EventKind.CUTOFF, ply)) {
                        listener.cutoff(id, ply, m, stage, index, 0, score, beta, Step.BETA_CUTOFF);
                    }
                    break;
                }
            }
        }
        Bound bound = best >= beta ? Bound.LOWER : best > alpha ? Bound.EXACT : Bound.UPPER;
        leave(id, ply, best, bound, bestMove, alpha, beta);
        return best;
    }

    private void store(long id, int ply, long key, Bound bound, int depth, int score, int move) {
        tt.put(key, new Entry(bound, depth, score, move));
        if (on(EventKind.TT_STORE, ply)) {
            listener.ttStore(id, ply, bound, depth, score, move);
        }
    }

    private void leave(long id, int ply, int score, Bound bound, int bestMove, int alpha, int beta) {
        if (on(EventKind.NODE_LEFT, ply)) {
            NodeType actual = score >= beta ? NodeType.CUT : score <= alpha ? NodeType.ALL : NodeType.PV;
            listener.nodeLeft(id, ply, score, bound, bestMove, actual);
        }
    }

    private static int[] order(int[] all, int first) {
        int[] out = all.clone();
        int at = indexOf(out, first);
        if (at > 0) {
            System.arraycopy(all, 0, out, 1, at);
            out[0] = first;
        }
        return out;
    }

    private static int indexOf(int[] moves, int move) {
        if (move == 0) {
            return -1;
        }
        for (int i = 0; i < moves.length; i++) {
            if (moves[i] == move) {
                return i;
            }
        }
        return -1;
    }

    private static int[] toArray(List<Integer> list) {
        int[] out = new int[list.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = list.get(i);
        }
        return out;
    }
}
