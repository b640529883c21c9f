package org.xqlab.search;

import org.xqlab.rules.Fen;
import org.xqlab.rules.Move;
import org.xqlab.rules.MoveGenerator;
import org.xqlab.rules.Piece;
import org.xqlab.rules.Position;
import org.xqlab.rules.RepetitionJudge;
import org.xqlab.rules.Square;
import org.xqlab.trace.Bound;
import org.xqlab.trace.EventKind;
import org.xqlab.trace.NodeType;
import org.xqlab.trace.SearchListener;
import org.xqlab.trace.Stage;
import org.xqlab.trace.StatsAccumulator;
import org.xqlab.trace.StatsCollector;
import org.xqlab.trace.Step;

import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * The engine: iterative deepening over a negamax alpha-beta search (fail-soft; PVS with zero-window
 * re-search; or plain minimax), with quiescence, the transposition table, null move, LMR, IID, check
 * extension, mate-distance pruning and repetition handling, each switched by {@link SearchConfig}.
 *
 * <p>The node function {@link #search} reads top to bottom in the numbered steps of {@link Step}; the
 * same names appear in the events it sends to its {@link SearchListener} and in the UI's captions.
 * With no listener each event site costs one predictable branch, and the search allocates nothing.
 * One Searcher runs one search at a time on the calling thread; {@link #stop()} may be called from any
 * other thread and ends the search within a few milliseconds with the best move so far. Tables
 * (transposition, history, killers) belong to the Searcher and persist between searches as the config
 * says. Searches are deterministic: same position, config and fresh tables give the same node count.
 *
 * <p>{@link ParallelSearch} runs several Searchers at once, one a thread: the first as above, the helpers each
 * made with {@link #Searcher(SearchConfig, TranspositionTable, int)} over the first one's transposition table
 * (shared, through a view of its own) with history, killers and stacks of their own. A helper leaves out some
 * depths of its iterative deepening ({@link #skipsDepth}), leaves the shared table's clearing and aging to the
 * first Searcher, and is armed and stopped by its driver ({@link #arm}), so a stop is never lost however early
 * it comes.
 */
public final class Searcher {
    /** The deepest ply a search reaches: the one declaration that the trace tables and the views refer to. */
    public static final int MAX_PLY = 128;
    private static final int INF = Scores.INFINITY;

    private final SearchConfig config;
    /** The config's evaluation and its tables, read on every make and every leaf. */
    private final Evaluator evaluator;
    private final long[] evalTables;
    private final int[] evalPhase;
    private final int[] evalCounts;
    private final long[] evalLinear;
    private final TranspositionTable tt;
    /** 0 for a search of its own or the main thread of a parallel search; 1, 2, … for its helpers. */
    private final int threadIndex;
    private final HistoryTable history;
    /** capturehistory's table (rows by victim code); null when the key is off. */
    private final ContinuationHistory captureHistory;
    /** The captures each ply's node searched so far (capturehistory), to lower at a cutoff. */
    private final int[][] capturesTried = new int[MAX_PLY + 2][32];
    /** history.continuation's table; null when the key is off. */
    private final ContinuationHistory continuation;
    /** The continuation slot of the move into each ply (-1 after a null move and at the root). */
    private final int[] slotInto = new int[MAX_PLY + 3];
    private final KillerTable killers;
    /** Judges a repetition in the tree by the config's rules (perpetual check and chase); asked only at a repetition. */
    private final RepetitionJudge judge;
    private final MovePicker[] pickers = new MovePicker[MAX_PLY + 2];
    private final StageRelay[] relays = new StageRelay[MAX_PLY + 2];
    private final int[][] pv = new int[MAX_PLY + 2][MAX_PLY + 2];
    private final int[] pvLength = new int[MAX_PLY + 2];
    private final long[] nodeIdAt = new long[MAX_PLY + 2];
    private final int[] moveInto = new int[MAX_PLY + 2];
    private final int[] lastBest = new int[MAX_PLY + 2];
    /** The move the node at each ply leaves out: the hash move while its singular search runs, else 0. */
    private final int[] excludedAt = new int[MAX_PLY + 2];
    /** The static exchange (order.see), for shallow.hanging. */
    private final StaticExchange exchange = new StaticExchange();
    private final int[] rootMoves = new int[256];
    private final int[] replyBuffer = new int[MoveGenerator.MAX_MOVES];
    /** The opponent's moves after a pass, for rfp.threat. */
    private final int[] threatBuffer = new int[MoveGenerator.MAX_MOVES];
    private final int[] rootNoise = new int[256];
    /** The quiet moves searched so far at each ply's node, for the history malus (the first 64). */
    private final int[][] quietsTried = new int[MAX_PLY + 2][64];
    /**
     * {@code order.countermove}: for the piece (id) that last moved and the point it moved to, the quiet move
     * that last cut off in reply; cleared with the killers before each search.
     */
    private final int[] counterMoves = new int[48 << 8];
    /** Late-move reductions by depth and move number: ln d · ln n / (lmr.divisor / 100), at least 1. */
    private final int[][] lmrReduction = new int[64][64];
    /**
     * The evaluation cache: one {@code long} an entry, the upper half of the position's key ({@link #CACHE_CHECK})
     * and the score in the lower half — half the memory of a key and a score apiece, so more of it stays in the
     * processor's caches. Two keys share an entry and its check only with odds of about 2^-32 a probe.
     */
    private final long[] evalCache;
    private final int evalCacheMask;
    private int rootCount;
    /** Material and piece-square sums (red minus black, packed: {@link Evaluator#sumTables}) and the phase, per ply, kept on make. */
    private final long[] tablesAt = new long[MAX_PLY + 3];
    private final int[] phaseAt = new int[MAX_PLY + 3];
    /** The knowledge terms' piece counts and linear terms ({@link Evaluator#sumCounts}, {@link Evaluator#sumLinear}), per ply. */
    private final int[] countsAt = new int[MAX_PLY + 3];
    private final long[] linearAt = new long[MAX_PLY + 3];
    /**
     * The knowledge terms of the position at each ply from red's side (its full evaluation minus material and
     * tables), or {@link #UNKNOWN} when it was not fully evaluated: the estimate of {@code eval.lazy.parent}.
     */
    private final int[] knowledgeAt = new int[MAX_PLY + 3];
    /**
     * The static evaluation of the main-search node at each ply of the current line, or {@link #UNKNOWN} in check:
     * kept only under {@code lmp.improving} (with {@code lmp}), {@code lmr.improving} and {@code rfp.improving},
     * which compare a node's with the one two plies up.
     */
    private final int[] staticEvalAt = new int[MAX_PLY + 3];
    /** The table's bound (0: no entry) and score for the main-search node at each ply of the current line: tt.eval. */
    private final int[] ttBoundAt = new int[MAX_PLY + 3];
    private final int[] ttScoreAt = new int[MAX_PLY + 3];
    private static final int UNKNOWN = Integer.MIN_VALUE;
    /** The bits of a key an evaluation-cache entry keeps to check it (the upper half). */
    private static final long CACHE_CHECK = 0xFFFFFFFF00000000L;

    private Position position;
    private SearchListener listener;
    private int mask;
    private int maxPly;
    private StatsAccumulator stats;
    private long nodeCounter;
    /** Set just before a nested search of the same position: the id of the node it belongs to. */
    private long nestedParent = -1;
    /** Set by {@link #beginNode}: the parent id and the move into the node being entered. */
    private long enteringParent;
    private int enteringMove;
    private int selDepth;
    private int rootDepth;
    /**
     * root.failhigh: a root move that a finished search of the running iteration proved better than the root's best so
     * far (an aspiration pass failed high on it, or its zero-window search beat α) while the search that would give
     * its exact score has not finished; 0 when none. Played when the time stops the iteration.
     */
    private int rootFailHigh;
    /** The least score {@link #rootFailHigh} was proven to have. */
    private int rootFailHighBound;

    /** When set ({@link #useOracle}), each node's first move comes from this table where it knows the position. */
    private OracleMoves oracle;

    private volatile boolean stopRequested;
    private boolean stopped;
    private long startNanos;
    private long hardDeadline;
    private long nodeLimit;

    /** A searcher with fresh tables for this config. */
    public Searcher(SearchConfig config) {
        this(config, null, 0);
    }

    /**
     * Helper {@code threadIndex} (1, 2, …) of a parallel search: it probes and stores through a view of
     * {@code shared}, the main Searcher's table ({@link #table()}; null when the config has none), and has fresh
     * tables of its own for the rest. Index 0 with no shared table is the plain searcher.
     */
    Searcher(SearchConfig config, TranspositionTable shared, int threadIndex) {
        if (threadIndex < 0 || threadIndex == 0 && shared != null) {
            throw new IllegalArgumentException("thread index " + threadIndex + ": a shared table is for the helpers (1, 2, …)");
        }
        this.config = config;
        this.threadIndex = threadIndex;
        this.evaluator = config.evaluator;
        this.evalTables = evaluator.tables;
        this.evalPhase = evaluator.phase;
        this.evalCounts = evaluator.counts;
        this.evalLinear = evaluator.linear;
        this.evalCache = new long[config.evalCache];
        this.evalCacheMask = config.evalCache - 1;
        this.tt = shared != null ? shared.view() : config.tt && threadIndex == 0 ? new TranspositionTable(config.ttMb,
                config.ttReplace == 0 ? TranspositionTable.DEPTH_PREFERRED
                        : config.ttReplace == 1 ? TranspositionTable.ALWAYS : TranspositionTable.TWO_TIER) : null;
        this.history = new HistoryTable(config.historyShape, config.historyBonus, config.historyMax);
        this.continuation = config.historyContinuation > 0 ? new ContinuationHistory(config.historyMax) : null;
        this.captureHistory = config.historyCaptures ? new ContinuationHistory(config.historyMax, 15) : null;
        this.killers = new KillerTable(config.killers, MAX_PLY + 2);
        this.judge = new RepetitionJudge(config.rules);
        for (int i = 0; i < pickers.length; i++) {
            pickers[i] = new MovePicker();
            relays[i] = new StageRelay(i);
        }
        double divisor = config.lmrDivisor / 100.0;
        for (int d = 1; d < 64; d++) {
            for (int n = 1; n < 64; n++) {
                lmrReduction[d][n] = Math.max(1, (int) (0.5 + Math.log(d) * Math.log(n) / divisor));
            }
        }
    }

    public SearchConfig config() {
        return config;
    }

    /** The history table (read it between searches, or through events during one). */
    public HistoryTable history() {
        return history;
    }

    /**
     * Measures the minimal tree: from the next search on, every node whose position the table knows tries the
     * table's move first, as its hash move (the root: before each iteration); everything else — the
     * transposition table's cutoffs and stores, the other moves' order — stays as this searcher's config says.
     * {@code null} switches it off; off, the search is the same to the node.
     */
    public void useOracle(OracleMoves oracle) {
        this.oracle = oracle;
    }

    /** Asks a running search to stop; it returns the best move found so far. Safe from any thread. */
    public void stop() {
        stopRequested = true;
    }

    /**
     * A helper's next search runs until {@link #stop()}: called by its driver before the helper's thread starts,
     * since a helper's search does not clear a stop that came before it (the plain searcher's does).
     */
    void arm() {
        stopRequested = false;
    }

    /** The transposition table (null when the config has none), for the helpers of a parallel search. */
    TranspositionTable table() {
        return tt;
    }

    /** Clears every table, as for a new game (a helper leaves the shared transposition table to the main Searcher). */
    public void clearTables() {
        if (tt != null && threadIndex == 0) {
            tt.clear();
        }
        history.clear();
        if (continuation != null) {
            continuation.decay(HistoryTable.DECAY_CLEAR);
        }
        if (captureHistory != null) {
            captureHistory.decay(HistoryTable.DECAY_CLEAR);
        }
        killers.clear();
        Arrays.fill(counterMoves, 0);
        // with eval.lazy a cached full evaluation is used where a fresh search would take the lazy value
        Arrays.fill(evalCache, 0L);
    }

    /** Searches without a listener. */
    public SearchResult search(Position p, SearchLimits limits) {
        return search(p, limits, null);
    }

    /**
     * Searches the position within the limits, telling the listener (may be null) what it does. The
     * position is used for the search and restored before returning.
     */
    public SearchResult search(Position p, SearchLimits limits, SearchListener listener) {
        this.position = p;
        this.listener = listener;
        this.mask = listener == null ? 0 : listener.mask();
        this.maxPly = listener == null ? -1 : listener.maxPly();
        this.stats = new StatsAccumulator(StatsCollector.DEFAULT_INDEX_BUCKETS);
        stats.reset(config.quiescence);
        this.nodeCounter = 0;
        this.selDepth = 0;
        this.stopped = false;
        if (threadIndex == 0) {
            this.stopRequested = false;
        }
        this.startNanos = System.nanoTime();
        long hard = limits.hardMillis();
        this.hardDeadline = hard == Long.MAX_VALUE ? Long.MAX_VALUE : startNanos + hard * 1_000_000L;
        this.nodeLimit = limits.nodes() > 0 ? limits.nodes() : Long.MAX_VALUE;
        long soft = limits.softMillis();
        long softDeadline = soft == Long.MAX_VALUE ? Long.MAX_VALUE : startNanos + soft * 1_000_000L;
        // timeman.instability: on a clock, the planned time follows how often the best move changed lately
        boolean managed = config.timemanInstability > 0 && limits.onClock() && soft != Long.MAX_VALUE;
        double changes = 0;

        int maxDepth = limits.maxDepth();
        if (on(EventKind.SEARCH_STARTED)) {
            listener.searchStarted(Fen.format(p), config.toString(), maxDepth);
        }
        prepareTables();

        rootCount = p.legalMoves(rootMoves);
        if (limits.searchMoves() != null) {
            rootCount = keepOnly(rootMoves, rootCount, limits.searchMoves());
        }
        tablesAt[0] = evaluator.sumTables(p);
        phaseAt[0] = evaluator.sumPhase(p);
        countsAt[0] = evaluator.sumCounts(p);
        linearAt[0] = evaluator.sumLinear(p);
        knowledgeAt[0] = UNKNOWN;
        slotInto[0] = -1;
        orderRootMoves();
        SplittableRandom random = new SplittableRandom(config.seed);
        for (int i = 0; i < rootCount; i++) {
            rootNoise[i] = config.random == 0 ? 0 : random.nextInt(-config.random, config.random + 1);
        }

        int bestMove = rootCount > 0 ? rootMoves[0] : Move.NONE;
        int bestScore = rootCount > 0 ? 0 : -Scores.MATE;
        int[] bestPv = rootCount > 0 ? new int[] {bestMove} : new int[0];
        int completedDepth = 0;
        if (rootCount > 0) {
            int oracleRoot = oracle == null ? 0 : oracle.move(p.key());
            int previous = 0;
            for (int depth = 1; depth <= maxDepth; depth++) {
                if (threadIndex > 0 && depth > 1 && depth < maxDepth && skipsDepth(depth)) {
                    continue;
                }
                int delta = config.aspirationWindow;
                boolean aspirate = config.aspiration && config.algorithm == 2 && depth >= 4
                        && Math.abs(previous) < Scores.WIN_BOUND;
                int alpha = aspirate ? previous - delta : -INF;
                int beta = aspirate ? previous + delta : INF;
                int score;
                if (oracleRoot != 0) {
                    promoteRootMove(oracleRoot); // the root's first move, as the nodes' hash move below
                }
                rootDepth = depth;
                rootFailHigh = 0;
                while (true) {
                    if (on(EventKind.ITERATION_STARTED)) {
                        listener.iterationStarted(depth, alpha, beta);
                    }
                    score = search(0, depth, alpha, beta, NodeType.PV, true);
                    if (stopped) {
                        break;
                    }
                    if (score <= alpha && alpha > -INF) {
                        alpha = Math.max(-INF, score - delta);
                        delta *= 4;
                    } else if (score >= beta && beta < INF) {
                        if (config.rootFailHigh && pvLength[0] > 0) {
                            // the pass failed high on this move: the wider one that follows gives its score
                            rootFailHigh = pv[0][0];
                            rootFailHighBound = score;
                        }
                        beta = Math.min(INF, score + delta);
                        delta *= 4;
                    } else {
                        break;
                    }
                    if (delta > 1000) {
                        alpha = -INF;
                        beta = INF;
                    }
                }
                if (stopped) {
                    if (rootFailHigh != 0 && depth > 1) {
                        // root.failhigh: the move proven better than every other searched so far, its line unknown
                        bestMove = rootFailHigh;
                        bestPv = new int[] {rootFailHigh};
                    } else if (pvLength[0] > 0 && depth > 1) {
                        // an interrupted iteration still counts if its first (best-so-far) move was searched
                        bestMove = pv[0][0];
                        bestPv = Arrays.copyOf(pv[0], pvLength[0]);
                    }
                    break;
                }
                previous = score;
                bestScore = score;
                if (managed) {
                    changes = changes / 2 + (depth > 1 && pv[0][0] != bestMove ? 1 : 0);
                    softDeadline = startNanos + (long) (soft * 1_000_000L * plannedScale(config.timemanInstability, changes));
                }
                bestMove = pv[0][0];
                bestPv = Arrays.copyOf(pv[0], pvLength[0]);
                completedDepth = depth;
                promoteRootMove(bestMove);
                long millis = elapsedMillis();
                stats.iteration(depth, score, bestPv, bestPv.length, stats.totalNodes(), millis);
                if (on(EventKind.ITERATION_FINISHED)) {
                    listener.iterationFinished(depth, score, bestPv, bestPv.length, stats.totalNodes(),
                            millis);
                }
                if (Scores.isMate(score) && depth >= Scores.MATE - Math.abs(score) + 1) {
                    break; // a mate within the searched depth cannot get shorter
                }
                if (rootCount == 1 && !limits.infinite() && limits.depth() >= SearchLimits.MAX_DEPTH) {
                    break; // only one legal move: no time to spend
                }
                if (System.nanoTime() > softDeadline) {
                    break;
                }
                if (stopRequested) {
                    break;
                }
            }
        }
        long millis = elapsedMillis();
        if (on(EventKind.SEARCH_FINISHED)) {
            listener.searchFinished(bestMove, bestScore, completedDepth, stats.totalNodes(), millis);
        }
        this.listener = null;
        this.mask = 0;
        int ponder = bestPv.length > 1 ? bestPv[1] : Move.NONE;
        return new SearchResult(bestMove, ponder, bestScore, bestPv, completedDepth, selDepth, stats.nodes(),
                stats.qnodes(), millis, stats.snapshot());
    }

    /**
     * Readies the tables for a search: killers cleared, the transposition table aged or cleared, the history
     * table aged by its decay rule. Called after {@code searchStarted}, so the listener hears the history
     * table's shape and its decay right after the start, as {@link SearchListener} promises.
     */
    private void prepareTables() {
        killers.clear();
        Arrays.fill(counterMoves, 0);
        if (tt != null && threadIndex == 0) {
            if (config.ttKeep) {
                tt.newSearch();
            } else {
                tt.clear();
            }
        }
        if (tt == null || !config.ttKeep) {
            Arrays.fill(evalCache, 0L); // a search with fresh tables does not depend on the one before (eval.lazy)
        }
        if (on(EventKind.HISTORY_SHAPE)) {
            listener.historyShape(history.shapeName(), history.rows(), history.columns(), history.max());
        }
        if (continuation != null) {
            continuation.decay(config.historyDecay);
        }
        if (captureHistory != null) {
            captureHistory.decay(config.historyDecay);
        }
        if (config.historyDecay != HistoryTable.DECAY_NONE) {
            history.decay(config.historyDecay);
            if (on(EventKind.HISTORY_DECAY)) {
                listener.historyDecay(HistoryTable.DECAY_NAMES[config.historyDecay]);
            }
        }
    }

    /**
     * Whether helper {@code threadIndex} leaves this depth out: it searches runs of {@code 1 + (k - 1) / 2} depths
     * and skips as many, each helper from a phase of its own (helper 1 the odd depths, helper 2 the even ones,
     * helpers 3 and 4 two on and two off, …), so the threads spread over the depths of the shared table.
     */
    private boolean skipsDepth(int depth) {
        int run = 1 + (threadIndex - 1) / 2;
        return ((depth + threadIndex) / run) % 2 == 1;
    }

    /** Keeps, in order, the first {@code count} moves that {@code allowed} lists; returns how many remain. */
    private static int keepOnly(int[] moves, int count, int[] allowed) {
        int kept = 0;
        for (int i = 0; i < count; i++) {
            for (int a : allowed) {
                if (a == moves[i]) {
                    moves[kept++] = moves[i];
                    break;
                }
            }
        }
        return kept;
    }

    /** Captures first (MVV/LVA), then quiet moves by piece-square gain: a sensible first iteration. */
    private void orderRootMoves() {
        int[] keys = new int[rootCount];
        for (int i = 0; i < rootCount; i++) {
            int m = rootMoves[i];
            int victim = position.pieceAt(Move.to(m));
            int mover = position.pieceAt(Move.from(m));
            keys[i] = victim != 0 ? 100_000 + Evaluator.PIECE_VALUE[Piece.typeOf(victim)] * 16
                    - Evaluator.PIECE_VALUE[Piece.typeOf(mover)] / 16
                    : Evaluator.squareGain(mover, Move.from(m), Move.to(m));
        }
        // stable insertion sort, best first
        for (int i = 1; i < rootCount; i++) {
            int m = rootMoves[i];
            int k = keys[i];
            int j = i - 1;
            while (j >= 0 && keys[j] < k) {
                rootMoves[j + 1] = rootMoves[j];
                keys[j + 1] = keys[j];
                j--;
            }
            rootMoves[j + 1] = m;
            keys[j + 1] = k;
        }
    }

    /** Moves the best move of the last iteration to the front, keeping the others' order. */
    private void promoteRootMove(int move) {
        for (int i = 0; i < rootCount; i++) {
            if (rootMoves[i] == move) {
                int noise = rootNoise[i];
                System.arraycopy(rootMoves, 0, rootMoves, 1, i);
                System.arraycopy(rootNoise, 0, rootNoise, 1, i);
                rootMoves[0] = move;
                rootNoise[0] = noise;
                return;
            }
        }
    }

    // ------------------------------------------------------------------ the node function

    private int search(int ply, int depth, int alpha, int beta, NodeType expected, boolean nullAllowed) {
        // Step 1. Horizon: at depth 0 the quiescence search takes over
        if (depth <= 0 && ply > 0) {
            return config.quiescence ? quiesce(ply, alpha, beta, config.qsChecks) : leafEvaluation(ply, alpha, beta);
        }
        final boolean pvNode = beta - alpha > 1;
        final long id = beginNode(ply, false);
        if (id < 0) {
            return 0; // not entered: the caller sees stopped and discards the score
        }
        final long parent = enteringParent;
        final int moveIn = enteringMove;
        final boolean minimax = config.algorithm == 0;
        lastBest[ply] = 0;
        final boolean inCheck = position.inCheck();
        if (on(EventKind.NODE_ENTERED, ply)) {
            listener.nodeEntered(id, parent, moveIn, ply,
                    depth, alpha, beta, expected, inCheck, position.key());
        }
        if (ply > selDepth) {
            selDepth = ply;
        }
        final int alphaOrig = alpha;

        if (ply > 0) {
            // Step 2. Mate-distance pruning: no line from here can beat a mate already found nearer the root
            if (config.mateDistance) {
                alpha = Math.max(alpha, -Scores.MATE + ply);
                beta = Math.min(beta, Scores.MATE - ply - 1);
                if (alpha >= beta) {
                    return nodeCut(id, ply, alpha, depth, beta, Step.MATE_DISTANCE, Bound.LOWER);
                }
            }
            // Step 3. Repetition: a draw, or a win against the side that checks or chases perpetually (the
            // judge runs only when the position occurred before: one filter lookup otherwise)
            int rep = judge.judge(position, 1);
            if (rep != Position.REP_NONE || position.halfmoveClock() >= 120) {
                int score = rep == Position.REP_WIN ? Scores.BAN - ply : rep == Position.REP_LOSS ? -Scores.BAN + ply : 0;
                return nodeCut(id, ply, score, depth, beta, Step.REPETITION, Bound.EXACT);
            }
            if (ply >= MAX_PLY - 1) {
                return leave(id, ply, evaluate(ply), Bound.EXACT, 0, NodeType.PV);
            }
        }

        // Step 4. Transposition table probe
        int hashMove = 0;
        // a singular search leaves the hash move out (extension.singular): its bounds are not the node's
        final int excluded = excludedAt[ply];
        // what the table said of the hash move, for the singular extension
        int ttDepth = -1;
        int ttScore = 0;
        int ttMove = 0;
        boolean ttLower = false;
        ttBoundAt[ply] = 0;
        if (tt != null) {
            boolean hit = tt.probe(position.key(), ply);
            boolean cut = false;
            if (hit) {
                hashMove = tt.move;
                int s = tt.score;
                ttDepth = tt.depth;
                ttScore = s;
                ttBoundAt[ply] = tt.bound;
                ttScoreAt[ply] = s;
                ttMove = tt.move;
                ttLower = tt.bound == TranspositionTable.BOUND_LOWER || tt.bound == TranspositionTable.BOUND_EXACT;
                cut = ply > 0 && !pvNode && excluded == 0 && tt.depth >= depth && settles(tt.bound, s, alpha, beta);
            }
            stats.ttProbe(hit, cut);
            if (on(EventKind.TT_PROBE, ply)) {
                listener.ttProbe(id, ply, hit, hit ? bound(tt.bound) : Bound.NONE, hit ? tt.depth : 0,
                        hit ? tt.score : 0, hashMove, cut);
            }
            if (cut) {
                return ttCut(id, ply, depth, beta, alphaOrig, tt.score, tt.bound, hashMove);
            }
        }
        if (oracle != null) {
            // the minimal tree's re-search (useOracle): the deeper search's best move goes first
            int m = oracle.move(position.key());
            hashMove = m != 0 ? m : hashMove;
        }

        // the static evaluation better than two plies up, the same side's last node: lmp.improving, lmr.improving,
        // rfp.improving
        boolean improving = true;
        if (config.lmp && config.lmpImproving || config.lmrImproving || config.rfp && config.rfpImproving) {
            int e = inCheck ? UNKNOWN : evaluate(ply);
            staticEvalAt[ply] = e;
            improving = ply < 2 || e == UNKNOWN || staticEvalAt[ply - 2] == UNKNOWN || e > staticEvalAt[ply - 2];
        }

        // Step 5. Reverse futility: a static evaluation far above β off the PV will not come down
        final boolean prunable = !pvNode && !inCheck && ply > 0 && !minimax && excluded == 0;
        if (config.rfp && prunable && depth <= config.rfpDepth && Math.abs(beta) < Scores.WIN_BOUND) {
            int e = pruningEval(ply);
            // rfp.improving: where the evaluation rose since the side's last node, a ply less of margin
            int plies = config.rfpImproving && improving ? depth - 1 : depth;
            // rfp.threat: the static evaluation cannot see a mate in one that the opponent threatens, which a
            // search of two plies or more would
            if (e - config.rfpMargin * plies >= beta && canMove()
                    && !(config.rfpThreat && depth >= 2 && mateInOneThreatened())) {
                return nodeCut(id, ply, e, depth, beta, Step.STATIC_PRUNING, Bound.LOWER);
            }
        }

        // Step 6. Razoring: a static evaluation far below α near the horizon; if the captures cannot lift
        // it to α either, the node fails low with the quiescence value
        if (config.razor && config.quiescence && prunable && depth <= 2 && Math.abs(alpha) < Scores.WIN_BOUND
                && pruningEval(ply) + config.razorMargin * depth <= alpha && canMove()) {
            nestedParent = id;
            int v = quiesce(ply, alpha, alpha + 1, false);
            nodeIdAt[ply] = id;
            pvLength[ply] = 0; // the nested search's line is not this node's
            if (stopped) {
                return leave(id, ply, 0, Bound.NONE, 0, expected);
            }
            if (v <= alpha) {
                return nodeCut(id, ply, v, depth, beta, Step.RAZORING, Bound.UPPER);
            }
        }

        boolean mateThreat = false;
        // Step 7. Null move: if passing still fails high, the real moves will too
        if (config.nullMove && nullAllowed && excluded == 0 && !pvNode && !inCheck && depth >= 2 && ply > 0 && !minimax
                && Math.abs(beta) < Scores.WIN_BOUND && hasNullMoveMaterial()
                && (config.nullMoveDanger == 0 || attackersNearKing(position.sideToMove()) < config.nullMoveDanger)
                && pruningEval(ply) >= beta && canMove()) {
            int r = (config.nullMoveAdaptive && depth >= 7 ? config.nullMoveR + 1 : config.nullMoveR)
                    + (config.nullMoveDivisor > 0 ? depth / config.nullMoveDivisor : 0)
                    + (config.nullMoveEval > 0 ? Math.min(3, (pruningEval(ply) - beta) / config.nullMoveEval) : 0);
            position.makeNullMove();
            tablesAt[ply + 1] = tablesAt[ply];
            phaseAt[ply + 1] = phaseAt[ply];
            countsAt[ply + 1] = countsAt[ply];
            linearAt[ply + 1] = linearAt[ply];
            knowledgeAt[ply + 1] = knowledgeAt[ply];
            moveInto[ply + 1] = Move.NONE;
            slotInto[ply + 1] = -1;
            // near the horizon the reply to the pass is left to the quiescence search: there it also tries the
            // moves that give check (nullmove.checks), or passing would "refute" a mate threat by check that a
            // full-width search of the same depth sees one ply later
            int nullDepth = depth - 1 - r;
            int score = nullDepth > 0 ? -search(ply + 1, nullDepth, -beta, -beta + 1, child(expected, 0), false)
                    : config.quiescence ? -quiesce(ply + 1, -beta, -beta + 1, config.nullMoveChecks || config.qsChecks)
                    : -leafEvaluation(ply + 1, -beta, -beta + 1);
            position.unmakeMove();
            if (stopped) {
                return leave(id, ply, 0, Bound.NONE, 0, expected);
            }
            boolean cut = score >= beta;
            // passing lets the opponent mate: a threat worth a ply more (extension.matethreat)
            mateThreat = config.mateThreatExtension && score <= -Scores.MATE_BOUND;
            boolean verified = false;
            if (cut && config.nullMoveVerify && depth - r > 0) {
                verified = true;
                nestedParent = id;
                int v = search(ply, depth - r, beta - 1, beta, expected, false);
                nodeIdAt[ply] = id;
                if (stopped) {
                    return leave(id, ply, 0, Bound.NONE, 0, expected);
                }
                cut = v >= beta;
            }
            stats.nullMove(cut);
            if (on(EventKind.NULL_MOVE, ply)) {
                listener.nullMove(id, ply, r, score, cut, verified);
            }
            if (cut) {
                int s = Math.abs(score) >= Scores.WIN_BOUND ? beta : score;
                return nodeCut(id, ply, s, depth, beta, Step.NULL_MOVE, Bound.LOWER);
            }
        }

        // Step 8. Internal iterative deepening: find a first move to try at PV nodes without a hash move
        final boolean iidRuns = config.iid && pvNode && hashMove == 0 && depth >= config.iidDepth && ply > 0 && !minimax;
        // and internal iterative reduction (iir): a node the table does not know, and that IID does not
        // prepare, is searched one ply shallower; its next visit finds a hash move
        if (config.iir && tt != null && hashMove == 0 && excluded == 0 && depth >= 4 && ply > 0 && !minimax && !iidRuns) {
            depth--;
        }
        if (iidRuns) {
            nestedParent = id;
            search(ply, Math.max(1, depth - 2), alpha, beta, NodeType.PV, nullAllowed);
            nodeIdAt[ply] = id;
            if (stopped) {
                return leave(id, ply, 0, Bound.NONE, 0, expected);
            }
            hashMove = lastBest[ply];
            pvLength[ply] = 0;
        }

        // singular extension (extension.singular): a hash move that the table holds as a lower bound or exact score
        // from nearly this depth, and that no other move comes near in a search of half the depth without it, is searched a
        // ply deeper — the line hangs on it (not where the check or mate-threat extension gives the ply anyway)
        int singular = 0;
        if (config.singularDepth > 0 && depth >= config.singularDepth && excluded == 0 && ply > 0 && !minimax
                && !(inCheck && config.checkExtension) && !mateThreat
                && ply < 2 * rootDepth && hashMove != 0 && hashMove == ttMove && ttLower && ttDepth >= depth - 3
                && Math.abs(ttScore) < Scores.WIN_BOUND) {
            singular = singularMove(ply, depth, id, hashMove, ttScore);
            if (stopped) {
                return leave(id, ply, 0, Bound.NONE, 0, expected);
            }
        }

        return searchMoves(ply, depth, alpha, beta, expected, id, alphaOrig, pvNode, hashMove, inCheck, mateThreat,
                improving, singular);
    }

    /**
     * The singular search of {@code hashMove} at the node {@code id} (extension.singular): the same position at half
     * the depth with the hash move left out, a zero window at its table score less the margin; the hash move if
     * every other move fails low there, else 0 (and 0 when stopped).
     */
    private int singularMove(int ply, int depth, long id, int hashMove, int ttScore) {
        int singularBeta = ttScore - config.singularMargin * depth;
        excludedAt[ply] = hashMove;
        nestedParent = id;
        // a zero-window search that expects to fail high on some other move: a cut node
        int v = search(ply, Math.max(1, (depth - 1) / 2), singularBeta - 1, singularBeta, NodeType.CUT, false);
        excludedAt[ply] = 0;
        nodeIdAt[ply] = id;
        pvLength[ply] = 0;
        return !stopped && v < singularBeta ? hashMove : 0;
    }

    /**
     * Steps 9 to 13 of {@link #search}: the move loop of a node that no step before it decided, and the
     * store of its result. A method of its own so that the compiler gives the loop, the hottest part of a
     * main-search node, an inlining budget of its own.
     */
    private int searchMoves(int ply, int depth, int alpha, int beta, NodeType expected, long id, int alphaOrig,
            boolean pvNode, int hashMove, boolean inCheck, boolean mateThreat, boolean improving, int singular) {
        final boolean minimax = config.algorithm == 0;
        final boolean prunable = !pvNode && !inCheck && ply > 0 && !minimax;
        // Step 9. Move loop
        MovePicker picker = pickers[ply];
        StageRelay relay = relays[ply];
        relay.nodeId = id;
        if (ply == 0) {
            picker.initRoot(rootMoves, rootCount, relay);
        } else {
            int k1 = config.killers > 0 ? killers.get(ply, 0) : 0;
            int k2 = config.killers > 1 ? killers.get(ply, 1) : 0;
            if (config.killersLookback && ply >= 2) {
                if (k1 == 0) {
                    k1 = killers.get(ply - 2, 0);
                } else if (k2 == 0 || k2 == k1) {
                    k2 = killers.get(ply - 2, 0) != k1 ? killers.get(ply - 2, 0) : killers.get(ply - 2, 1);
                }
            }
            int counter = config.orderCounterMove ? counterMoves[counterSlot(ply)] : 0;
            picker.initMain(position, config, config.orderQuiets == 0 ? history : null, relay, hashMove, k1, k2,
                    counter);
            if (continuation != null) {
                picker.continuation(continuation, slotInto[ply], continuationBefore2(ply));
            }
            if (captureHistory != null) {
                picker.captureHistory(captureHistory);
            }
        }
        int best = -INF;
        int bestMove = 0;
        Stage bestStage = null;
        int index = 0;
        int quiets = 0;
        int captures = 0;
        int extension = config.checkExtension && inCheck || mateThreat ? 1 : 0;
        if (inCheck && config.oneReplyExtension && ply > 0 && !minimax && position.countLegalMoves(2, replyBuffer) == 1) {
            extension++; // a forced reply: the checking line goes on at no cost of depth (extension.onereply)
        }
        // Step 10. Futility pruning: near the horizon off the PV, quiet moves that cannot reach α are skipped
        final int futilityBase = config.futility && prunable && depth <= config.futilityDepth && Math.abs(alpha) < Scores.WIN_BOUND
                ? pruningEval(ply) + config.futilityMargin * depth : Integer.MAX_VALUE;
        final boolean futile = futilityBase <= alpha && !mateThreat;
        // where the move-count and shallow skips below may apply: off the PV, no mate threat, no mate score at α
        final boolean shallow = prunable && !mateThreat && Math.abs(alpha) < Scores.WIN_BOUND;
        // Step 10a. Late move pruning: near the horizon off the PV, quiet moves after the first 3 + d² are skipped
        final int lateMoves = config.lmp && shallow && depth <= config.lmpDepth
                ? (3 + depth * depth) / (config.lmpImproving && !improving ? 2 : 1) : Integer.MAX_VALUE;
        // hanging-piece pruning (shallow.hanging), part of the futility step: near the horizon, a late quiet rook,
        // horse or cannon move that leaves the piece to be taken for nothing or (a rook) for less is skipped
        final boolean skipHanging = shallow && depth <= config.shallowHanging;
        // bad-capture pruning (shallow.badcaptures), the same: there the captures the picker found losing are
        // skipped too
        final boolean skipBadCaptures = shallow && depth <= config.shallowBadCaptures;
        // futility at the reduced depth (futility.lmr): beyond futility.depth, the static evaluation for the late
        // quiet moves that LMR would reduce, each judged at its reduced depth
        final int reducedBase = config.futilityLmr && config.lmr && shallow && depth > config.futilityDepth
                && depth >= config.lmrDepth ? pruningEval(ply) : UNKNOWN;
        // extra plies of every late-move reduction at this node: lmr.improving, lmr.cutnode
        final int moreReduction = (config.lmrImproving && !improving ? 1 : 0)
                + (config.lmrCutNode && expected == NodeType.CUT ? 1 : 0);
        final int excluded = excludedAt[ply];
        int move;
        while ((move = picker.next()) != 0) {
            if (move == excluded) {
                continue;
            }
            Stage stage = picker.stage();
            // a quiet move (or with lmr.badcaptures a bad capture) into the enemy palace or beside it is part of an
            // attack: searched in full (lmr.attacks)
            boolean attack = config.lmrAttacks
                    && (stage == Stage.QUIETS || config.lmrBadCaptures && stage == Stage.BAD_CAPTURES)
                    && attacksPalace(position.pieceAt(Move.from(move)), Move.to(move), position.sideToMove() ^ 1);
            // the skips that give the node no score (late-move, hanging-piece and bad-capture pruning) come after
            // a first move, and wait while every move so far was answered by a mate: one of the others may defend
            boolean dropAllowed = index > 0 && best > -Scores.WIN_BOUND;
            // futility and late-move pruning skip a quiet move unless it gives check
            boolean skippable = (futile && index > 0 || index >= lateMoves && !attack && dropAllowed)
                    && stage == Stage.QUIETS;
            // the least score a skipped move stands for (fail-soft): the futility base, or none
            int skipFloor = futile ? futilityBase : Integer.MIN_VALUE;
            if (skipBadCaptures && dropAllowed && stage == Stage.BAD_CAPTURES) {
                skippable = true;
                skipFloor = Integer.MIN_VALUE;
            }
            if (reducedBase != UNKNOWN && !skippable && !attack && stage == Stage.QUIETS && index >= config.lmrMoves) {
                int r = baseReduction(depth, index);
                int reducedFloor = reducedBase + config.futilityMargin * Math.max(1, depth - r);
                if (reducedFloor <= alpha) {
                    skippable = true;
                    skipFloor = reducedFloor;
                }
            }
            if (skippable && !position.mayGiveCheck(move)) {
                // skipped as below, without making it: it cannot give check; made only while its legality
                // can still raise the best score to the futility base
                if (skipFloor > best && position.makeMove(move)) {
                    position.unmakeMove();
                    best = skipFloor;
                }
                continue;
            }
            // lmr.root: the root's quiet moves are late moves too (known before the move is made)
            boolean rootQuiet = ply == 0 && config.lmrRoot && position.pieceAt(Move.to(move)) == 0;
            if (!makeMove(ply, move)) {
                continue;
            }
            boolean givesCheck = position.inCheck();
            if (skipHanging && !skippable && !givesCheck && dropAllowed && stage == Stage.QUIETS && !attack
                    && hangs(Move.to(move))) {
                // known only once made; skipped as the others, without a floor: a piece given away says nothing
                // of the node's score
                skippable = true;
                skipFloor = Integer.MIN_VALUE;
            }
            if (skippable && !givesCheck) {
                position.unmakeMove();
                // skipped without an event (the node goes on): the trace and its statistics see fewer moves tried
                if (skipFloor > best) {
                    best = skipFloor;
                }
                continue;
            }
            // the singular hash move gets its ply only where no other extension applies
            int newDepth = depth - 1 + (move == singular && extension == 0 ? 1 : extension);
            // Step 11. Late move reduction of late quiet moves (and with lmr.badcaptures of the bad captures, which
            // come after them; the history, kept for quiet moves, does not adjust those)
            int reduction = 0;
            boolean quiet = stage == Stage.QUIETS;
            boolean late = quiet || config.lmrBadCaptures && stage == Stage.BAD_CAPTURES || rootQuiet;
            // a move that gives check is not reduced, or (lmr.checks) a quiet one is, by a ply less than the others
            boolean reducible = !givesCheck || config.lmrChecks && quiet;
            int lessForCheck = givesCheck ? 1 : 0;
            if (config.lmrTable) {
                if (config.lmr && !minimax && depth >= config.lmrDepth && !inCheck && reducible && !mateThreat
                        && !attack && index >= (pvNode ? config.lmrMoves + 2 : config.lmrMoves) && late) {
                    reduction = baseReduction(depth, index) - (pvNode ? 1 : 0)
                            + (quiet ? historyAdjustment(move, depth) : 0) + moreReduction - lessForCheck;
                    reduction = Math.max(0, Math.min(reduction, newDepth - 1));
                }
            } else if (config.lmr && !pvNode && !minimax && depth >= config.lmrDepth && !inCheck && reducible
                    && !mateThreat && !attack
                    && index >= config.lmrMoves && late) {
                reduction = baseReduction(depth, index);
                reduction = Math.max(0, Math.min(reduction + (quiet ? historyAdjustment(move, depth) : 0) + moreReduction
                        - lessForCheck, newDepth - 1));
            }
            if (on(EventKind.MOVE_TRIED, ply)) {
                listener.moveTried(id, ply, move, stage, index, reduction);
            }
            stats.tried(stage);
            moveInto[ply + 1] = move;
            NodeType childType = child(expected, index);
            int score;
            if (minimax) {
                score = -search(ply + 1, newDepth, -INF, INF, childType, true);
            } else {
                // PVS searches all but the first move with a zero window around alpha
                boolean zeroWindow = config.algorithm == 2 && index > 0;
                int childAlpha = zeroWindow ? -alpha - 1 : -beta;
                if (reduction > 0) {
                    stats.lmrReduction();
                    if (on(EventKind.LMR_REDUCTION, ply)) {
                        listener.lmrReduction(id, ply, move, index, reduction);
                    }
                    score = -search(ply + 1, newDepth - reduction, childAlpha, -alpha, childType, true);
                    if (score > alpha && !stopped) {
                        stats.lmrResearch();
                        if (on(EventKind.LMR_RESEARCH, ply)) {
                            listener.lmrResearch(id, ply, move, score);
                        }
                        score = -search(ply + 1, newDepth, childAlpha, -alpha, childType, true);
                    }
                } else {
                    score = -search(ply + 1, newDepth, childAlpha, -alpha, childType, true);
                }
                if (zeroWindow && score > alpha && score < beta && !stopped) {
                    if (ply == 0 && config.rootFailHigh) {
                        // root.failhigh: better than the best so far; the full window gives its score
                        rootFailHigh = move;
                        rootFailHighBound = score;
                    }
                    score = -search(ply + 1, newDepth, -beta, -alpha, NodeType.PV, true);
                }
            }
            position.unmakeMove();
            if (stopped) {
                return leave(id, ply, best == -INF ? 0 : best, Bound.NONE, bestMove, expected);
            }
            if (ply == 0) {
                score += rootNoise[picker.rootIndex()];
            }
            index++;
            if ((config.historyMalus || continuation != null) && score < beta && quiets < 64
                    && position.pieceAt(Move.to(move)) == 0) {
                quietsTried[ply][quiets++] = move;
            }
            if (captureHistory != null && score < beta && captures < 32 && position.pieceAt(Move.to(move)) != 0) {
                capturesTried[ply][captures++] = move;
            }
            if (ply == 0 && rootFailHigh != 0 && (move == rootFailHigh || score >= rootFailHighBound)) {
                rootFailHigh = 0; // its search finished, or a move as good has its score
            }
            if (score > best) {
                best = score;
                bestMove = move;
                bestStage = stage;
                if (score > alpha) {
                    if (!minimax) {
                        alpha = score;
                    }
                    updatePv(ply, move);
                    if (score >= beta) {
                        // Step 12. β-cutoff: the opponent will not allow this line; the rest is pruned
                        betaCutoff(id, ply, move, stage, index - 1, depth, score, beta);
                        stats.cutoffAt(expected, index - 1);
                        if (captureHistory != null && config.history) {
                            updateCaptureHistory(ply, move, captures, depth);
                        }
                        if (position.pieceAt(Move.to(move)) == 0) {
                            rewardQuietMove(ply, move, depth);
                            int slot = config.orderCounterMove ? counterSlot(ply) : 0;
                            if (slot != 0) {
                                counterMoves[slot] = move;
                            }
                            if (config.history && config.historyMalus && quiets > 0) {
                                penalizeQuietMoves(ply, quiets, depth);
                            }
                            if (config.history && continuation != null) {
                                updateContinuation(ply, move, quiets, depth);
                            }
                        }
                        break;
                    }
                } else if (minimax && pvLength[ply] == 0) {
                    updatePv(ply, move);
                }
            }
        }
        if (index == 0) {
            // no legal move: checkmate or stalemate, both lost for the side to move
            best = -Scores.MATE + ply;
        } else if (config.historyEarnPv && bestMove != 0 && best > alphaOrig && best < beta
                && position.pieceAt(Move.to(bestMove)) == 0) {
            rewardHistory(bestMove, depth);
        }
        Bound bound = best >= beta ? Bound.LOWER : best > alphaOrig ? Bound.EXACT : Bound.UPPER;
        if (minimax) {
            bound = Bound.EXACT;
        }
        // Step 13. Store in the transposition table
        if (tt != null && !stopped && excluded == 0) {
            int b = ttBound(bound);
            int storedMove = bound == Bound.UPPER ? 0 : bestMove;
            tt.store(position.key(), ply, b, depth, best, storedMove);
            if (on(EventKind.TT_STORE, ply)) {
                listener.ttStore(id, ply, bound, depth, best, storedMove);
            }
        }
        if (bestStage != null && (bound == Bound.EXACT || bound == Bound.LOWER)) {
            stats.best(bestStage);
        }
        lastBest[ply] = bestMove;
        NodeType actual = best >= beta ? NodeType.CUT : best <= alphaOrig ? NodeType.ALL : NodeType.PV;
        return leave(id, ply, best, bound, bestMove, actual);
    }

    /** Whether a table entry's bound and score settle the window (α, β): exact, a lower bound at β, an upper at α. */
    private static boolean settles(int ttBound, int score, int alpha, int beta) {
        return ttBound == TranspositionTable.BOUND_EXACT || ttBound == TranspositionTable.BOUND_LOWER && score >= beta
                || ttBound == TranspositionTable.BOUND_UPPER && score <= alpha;
    }

    /** The table's code of a bound. */
    private static int ttBound(Bound bound) {
        return bound == Bound.LOWER ? TranspositionTable.BOUND_LOWER
                : bound == Bound.EXACT ? TranspositionTable.BOUND_EXACT : TranspositionTable.BOUND_UPPER;
    }

    /**
     * Step 4's end of a node that the table's entry settles: the cutoff, and the node left with the entry's score,
     * bound and move.
     */
    private int ttCut(long id, int ply, int depth, int beta, int alphaOrig, int score, int ttBound, int move) {
        stats.cutoff(Step.TT_PROBE, null, -1);
        if (on(EventKind.CUTOFF, ply)) {
            listener.cutoff(id, ply, 0, null, -1, depth, score, beta, Step.TT_PROBE);
        }
        lastBest[ply] = move;
        return leave(id, ply, score, bound(ttBound), move,
                score >= beta ? NodeType.CUT : score <= alphaOrig ? NodeType.ALL : NodeType.PV);
    }

    /**
     * Quiescence: stand pat, then captures by MVV/LVA (every evasion when in check); with {@code checks}
     * (the first quiescence ply under {@code quiescence.checks}) also the quiet moves that give check.
     */
    private int quiesce(int ply, int alpha, int beta, boolean checks) {
        final long id = beginNode(ply, true);
        if (id < 0) {
            return 0; // not entered: the caller sees stopped and discards the score
        }
        final long parent = enteringParent;
        final int moveIn = enteringMove;
        final boolean minimax = config.algorithm == 0;
        final boolean inCheck = position.inCheck();
        if (on(EventKind.QUIESCENCE_ENTERED, ply)) {
            listener.quiescenceEntered(id, parent, moveIn, ply, alpha, beta, inCheck);
        }
        if (ply > selDepth) {
            selDepth = ply;
        }
        final int alphaOrig = alpha;
        if (ply >= MAX_PLY - 1) {
            return leave(id, ply, evaluate(ply), Bound.EXACT, 0, NodeType.PV);
        }
        // quiescence.tt: an entry of the table settles a zero-window quiescence node as Step 4 does a main-search
        // one (every entry is deep enough); the node's result is kept where the table has nothing deeper for the
        // position. Not at a node that also tries quiet checks: its value sees more than the others'
        boolean storeHere = false;
        if (config.qsTt && tt != null && !checks && !minimax) {
            boolean hit = tt.probe(position.key(), ply);
            boolean cut = hit && beta - alpha == 1 && settles(tt.bound, tt.score, alpha, beta);
            storeHere = !hit || tt.depth == 0;
            stats.ttProbe(hit, cut);
            if (on(EventKind.TT_PROBE, ply)) {
                listener.ttProbe(id, ply, hit, hit ? bound(tt.bound) : Bound.NONE, hit ? tt.depth : 0,
                        hit ? tt.score : 0, hit ? tt.move : 0, cut);
            }
            if (cut) {
                return ttCut(id, ply, 0, beta, alphaOrig, tt.score, tt.bound, tt.move);
            }
        }
        int best = -INF;
        int standPat = 0;
        if (!inCheck) {
            // Step 14. Stand pat: the side to move may decline every capture
            standPat = config.lazyEval ? lazyEvaluate(ply, alpha, beta) : evaluate(ply);
            if (standPat >= beta && !minimax) {
                return nodeCut(id, ply, standPat, 0, beta, Step.STAND_PAT, Bound.LOWER);
            }
            best = standPat;
            if (standPat > alpha && !minimax) {
                alpha = standPat;
            }
        }
        MovePicker picker = pickers[ply];
        StageRelay relay = relays[ply];
        relay.nodeId = id;
        picker.initQuiescence(position, config, history, relay, inCheck, checks);
        int bestMove = 0;
        Stage bestStage = null;
        int index = 0;
        int legal = 0;
        // a capture can also enter or leave a book draw (eval.endgame.draws), where the score moves by more than
        // the victim: no delta pruning where the evaluation may scale it
        final boolean delta = !inCheck && config.deltaPruning && !minimax && !evaluator.mayScaleDraws(phaseAt[ply]);
        // quiescence.limit: out of check, the captures after the first N are searched only as recaptures on the
        // point the last move went to (a quiet check of quiescence.checks is never left out)
        final int limit = !inCheck && config.qsLimit > 0 && !minimax ? config.qsLimit : Integer.MAX_VALUE;
        final int lastTo = ply > 0 && moveInto[ply] != Move.NONE ? Move.to(moveInto[ply]) : -1;
        int move;
        while ((move = picker.next()) != 0) {
            int victim = position.pieceAt(Move.to(move));
            if (delta && victim != 0) {
                if (standPat + Evaluator.PIECE_VALUE[Piece.typeOf(victim)] + 200 <= alpha) {
                    continue;
                }
            }
            if (index >= limit && victim != 0 && Move.to(move) != lastTo) {
                continue;
            }
            if (!makeMove(ply, move)) {
                continue;
            }
            legal++;
            Stage stage = picker.stage();
            if (on(EventKind.MOVE_TRIED, ply)) {
                listener.moveTried(id, ply, move, stage, index, 0);
            }
            stats.tried(stage);
            moveInto[ply + 1] = move;
            int score = minimax ? -quiesce(ply + 1, -INF, INF, false) : -quiesce(ply + 1, -beta, -alpha, false);
            position.unmakeMove();
            if (stopped) {
                return leave(id, ply, best == -INF ? 0 : best, Bound.NONE, bestMove, NodeType.PV);
            }
            index++;
            if (score > best) {
                best = score;
                bestMove = move;
                bestStage = stage;
                if (score > alpha) {
                    if (!minimax) {
                        alpha = score;
                    }
                    updatePv(ply, move);
                    if (score >= beta) {
                        betaCutoff(id, ply, move, stage, index - 1, 0, score, beta);
                        break;
                    }
                }
            }
        }
        if (inCheck && legal == 0) {
            best = -Scores.MATE + ply;
        }
        Bound bound = minimax ? Bound.EXACT : best >= beta ? Bound.LOWER : best > alphaOrig ? Bound.EXACT : Bound.UPPER;
        if (storeHere) {
            int b = ttBound(bound);
            int storedMove = bound == Bound.UPPER ? 0 : bestMove;
            tt.store(position.key(), ply, b, 0, best, storedMove);
            if (on(EventKind.TT_STORE, ply)) {
                listener.ttStore(id, ply, bound, 0, best, storedMove);
            }
        }
        if (bestStage != null && (bound == Bound.EXACT || bound == Bound.LOWER)) {
            stats.best(bestStage);
        }
        NodeType actual = best >= beta ? NodeType.CUT : best <= alphaOrig ? NodeType.ALL : NodeType.PV;
        return leave(id, ply, best, bound, bestMove, actual);
    }

    /**
     * After a quiet move, whether the rook, horse or cannon it moved to {@code to} hangs: the opponent (now to move)
     * attacks the point and either nothing of the mover defends it or the piece is a rook, which every other
     * attacker is cheaper than (an enemy rook as the only attacker of a defended rook, an even trade, counts too:
     * a coarse stand-in for a static exchange evaluation). Pins are ignored, as in {@link Position#attacked}. With
     * {@code order.see}: any piece that the opponent wins something by taking in the static exchange.
     */
    private boolean hangs(int to) {
        if (config.orderSee) {
            // order.see: the static exchange on the point, for every piece but the king (a legal king move stands safe)
            return Piece.typeOf(position.pieceAt(to)) != Piece.KING && exchange.threat(position, to) > 0;
        }
        int type = Piece.typeOf(position.pieceAt(to));
        if (type != Piece.ROOK && type != Piece.HORSE && type != Piece.CANNON) {
            return false;
        }
        int opponent = position.sideToMove();
        return position.attacked(to, opponent) && (type == Piece.ROOK || !position.attacked(to, opponent ^ 1));
    }

    /** A leaf without quiescence: the static evaluation (mate and stalemate still recognised). */
    private int leafEvaluation(int ply, int alpha, int beta) {
        final long id = beginNode(ply, true);
        if (id < 0) {
            return 0; // not entered: the caller sees stopped and discards the score
        }
        final long parent = enteringParent;
        final int moveIn = enteringMove;
        boolean inCheck = position.inCheck();
        if (on(EventKind.QUIESCENCE_ENTERED, ply)) {
            listener.quiescenceEntered(id, parent, moveIn, ply, alpha, beta, inCheck);
        }
        int score = position.hasLegalMove() ? evaluate(ply) : -Scores.MATE + ply;
        return leave(id, ply, score, Bound.EXACT, 0, NodeType.PV);
    }

    // ------------------------------------------------------------------ helpers

    /**
     * The common start of every node (main search, quiescence, bare leaf): works out its parent and the
     * move into it (a nested search of the same position, IID or null-move verification, hangs below its
     * node with no move) into {@link #enteringParent} and {@link #enteringMove}, checks the limits, and
     * when the search goes on numbers the node, counts it (as a quiescence node or not) and empties its
     * PV. Returns the node's id, or -1 if the search is stopped, in which case the node is not entered.
     */
    private long beginNode(int ply, boolean quiescence) {
        boolean nested = nestedParent >= 0;
        enteringParent = nested ? nestedParent : parentId(ply);
        enteringMove = nested ? Move.NONE : moveInto[ply];
        nestedParent = -1;
        checkLimits();
        pvLength[ply] = 0;
        if (stopped) {
            return -1;
        }
        long id = ++nodeCounter;
        nodeIdAt[ply] = id;
        if (quiescence) {
            stats.qnode();
        } else {
            stats.node();
        }
        return id;
    }

    private int nodeCut(long id, int ply, int score, int depth, int beta, Step step, Bound bound) {
        stats.cutoff(step, null, -1);
        if (on(EventKind.CUTOFF, ply)) {
            listener.cutoff(id, ply, 0, null, -1, depth, score, beta, step);
        }
        NodeType actual = score >= beta ? NodeType.CUT : bound == Bound.UPPER ? NodeType.ALL : NodeType.PV;
        return leave(id, ply, score, bound, 0, actual);
    }

    /**
     * The late-move reduction of the quiet move at {@code index} before the node's adjustments: the LMR table's
     * (by depth and move number) with {@code lmr.table}, else 1, or 2 from depth 6 for the moves after
     * 3 × {@code lmr.moves}.
     */
    private int baseReduction(int depth, int index) {
        return config.lmrTable ? lmrReduction[Math.min(depth, 63)][Math.min(index, 63)]
                : depth >= 6 && index >= 3 * config.lmrMoves ? 2 : 1;
    }

    /**
     * {@code lmr.history}: −1 for a late quiet move whose history is worth at least four cutoffs at this
     * depth (it has refuted often: look deeper), +1 for one that never cut off, else 0.
     */
    private int historyAdjustment(int move, int depth) {
        if (!config.lmrHistory || !config.history) {
            return 0;
        }
        int h = history.get(position.pieceAt(Move.to(move)), move); // the move is on the board
        return h >= 4 * history.bonus(depth) ? -1 : h <= 0 ? 1 : 0;
    }

    /** Step 12: counts and reports a β-cutoff by the move at {@code index} of the node. */
    private void betaCutoff(long id, int ply, int move, Stage stage, int index, int depth, int score, int beta) {
        stats.cutoff(Step.BETA_CUTOFF, stage, index);
        if (on(EventKind.CUTOFF, ply)) {
            listener.cutoff(id, ply, move, stage, index, depth, score, beta, Step.BETA_CUTOFF);
        }
    }

    private int leave(long id, int ply, int score, Bound bound, int bestMove, NodeType actual) {
        if (on(EventKind.NODE_LEFT, ply)) {
            listener.nodeLeft(id, ply, score, bound, bestMove, actual);
        }
        return score;
    }

    /**
     * The counter-move slot of the node at {@code ply}: the moved piece's id and the point it moved to (the
     * move into the node is on the board); slot 0, never written, after a null move or at the root.
     */
    private int counterSlot(int ply) {
        int previous = moveInto[ply];
        if (previous == Move.NONE) {
            return 0;
        }
        int to = Move.to(previous);
        return position.pieceAt(to) << 8 | to;
    }

    private void rewardQuietMove(int ply, int move, int depth) {
        if (config.killers > 0) {
            int before0 = killers.get(ply, 0);
            int before1 = killers.get(ply, 1);
            if (killers.update(ply, move) && on(EventKind.KILLER_UPDATE, ply)) {
                listener.killerUpdate(ply, before0, before1, killers.get(ply, 0), killers.get(ply, 1));
            }
        }
        rewardHistory(move, depth);
    }

    /** The slot of the side's own move before the opponent's last (history.continuation=2), else -1. */
    private int continuationBefore2(int ply) {
        return config.historyContinuation > 1 && ply >= 1 ? slotInto[ply - 1] : -1;
    }

    /**
     * history.continuation at a quiet cutoff by {@code move}: it earns the cutoff's bonus after each of the moves
     * before, the {@code count} quiet moves searched before it lose as much.
     */
    private void updateContinuation(int ply, int move, int count, int depth) {
        int bonus = history.bonus(depth);
        int b1 = slotInto[ply];
        int b2 = continuationBefore2(ply);
        int id = position.pieceAt(Move.from(move));
        continuation.update(b1, id, move, bonus);
        continuation.update(b2, id, move, bonus);
        for (int k = 0; k < count; k++) {
            int tried = quietsTried[ply][k];
            int triedId = position.pieceAt(Move.from(tried));
            continuation.update(b1, triedId, tried, -bonus);
            continuation.update(b2, triedId, tried, -bonus);
        }
    }

    /**
     * capturehistory at a cutoff by {@code move}: a capture earns the cutoff's bonus for its piece, point and
     * victim; the {@code count} captures searched before it (before a quiet cutoff too) lose as much.
     */
    private void updateCaptureHistory(int ply, int move, int count, int depth) {
        int bonus = history.bonus(depth);
        int victim = position.pieceAt(Move.to(move));
        if (victim != 0) {
            captureHistory.update(Piece.codeOf(victim), position.pieceAt(Move.from(move)), move, bonus);
        }
        for (int k = 0; k < count; k++) {
            int tried = capturesTried[ply][k];
            captureHistory.update(Piece.codeOf(position.pieceAt(Move.to(tried))), position.pieceAt(Move.from(tried)),
                    tried, -bonus);
        }
    }

    /** The history malus: the quiet moves searched before a quiet cutoff lose what the cutoff earned. */
    private void penalizeQuietMoves(int ply, int count, int depth) {
        int bonus = history.bonus(depth);
        for (int k = 0; k < count; k++) {
            int move = quietsTried[ply][k];
            int id = position.pieceAt(Move.from(move));
            int row = history.row(id, move);
            int col = HistoryTable.column(move);
            int value = history.penalize(row, col, bonus);
            if (on(EventKind.HISTORY_UPDATE)) {
                listener.historyUpdate(row, col, -bonus, value);
            }
        }
    }

    private void rewardHistory(int move, int depth) {
        if (!config.history) {
            return;
        }
        int id = position.pieceAt(Move.from(move));
        int row = history.row(id, move);
        int col = HistoryTable.column(move);
        int bonus = history.bonus(depth);
        int value = history.reward(row, col, bonus);
        if (history.rescaled && on(EventKind.HISTORY_DECAY)) {
            listener.historyDecay("rescale");
        }
        if (on(EventKind.HISTORY_UPDATE)) {
            listener.historyUpdate(row, col, bonus, value);
        }
    }

    private void updatePv(int ply, int move) {
        int[] line = pv[ply];
        line[0] = move;
        int childLength = pvLength[ply + 1];
        System.arraycopy(pv[ply + 1], 0, line, 1, childLength);
        pvLength[ply] = childLength + 1;
        pvLength[ply + 1] = 0;
    }

    /** Fruit's expectation: the first child of a PV node is PV, others CUT; CUT and ALL alternate. */
    private static NodeType child(NodeType parent, int index) {
        if (parent == NodeType.PV) {
            return index == 0 ? NodeType.PV : NodeType.CUT;
        }
        return parent == NodeType.CUT ? NodeType.ALL : NodeType.CUT;
    }

    /**
     * Whether the side to move has a legal move. Asked last, only where a static evaluation is about to decide
     * a node without searching its moves (reverse futility, razoring, null move): a side without a legal move
     * has lost in Xiangqi (困毙) whatever the evaluation says, and a search that let the evaluation stand there
     * would miss every mate that ends with a quiet move leaving the king no square, as a full-width search of
     * the same depth finds it.
     */
    private boolean canMove() {
        return position.hasLegalMove(replyBuffer);
    }

    /**
     * Whether the opponent, were the side to move to pass, would mate at once with a move that gives check
     * (rfp.threat): the moves that may give check are listed and made, and a check that leaves no legal reply is
     * the mate. Not in check (the caller's node is not).
     */
    private boolean mateInOneThreatened() {
        position.makeNullMove();
        int n = MoveGenerator.generateMayCheck(position, threatBuffer, 0);
        boolean mate = false;
        for (int i = 0; i < n && !mate; i++) {
            int move = threatBuffer[i];
            if (position.mayGiveCheck(move) && position.makeMove(move)) {
                mate = position.inCheck() && !position.hasLegalMove(replyBuffer);
                position.unmakeMove();
            }
        }
        position.unmakeMove();
        return mate;
    }

    private boolean hasNullMoveMaterial() {
        return position.majorWeight(position.sideToMove()) >= config.nullMoveMaterial;
    }

    /**
     * The enemy rooks, horses, cannons and pawns near the king of {@code color}: on files c–g and on that
     * side's ranks 0–4 (its own half), where they take part in a mating attack.
     */
    private int attackersNearKing(int color) {
        int base = Piece.base(color ^ 1);
        int n = 0;
        for (int id = base + 5; id < base + 16; id++) {
            int sq = position.squareOf(id);
            if (sq != 0 && Square.nearPalace(sq, color, 4)) {
                n++;
            }
        }
        return n;
    }

    /**
     * Whether a move of {@code piece} to {@code to} puts a rook, horse, cannon or pawn into the palace of
     * {@code enemy} or beside it: files c–g, the enemy's ranks 0–2.
     */
    private static boolean attacksPalace(int piece, int to, int enemy) {
        int type = Piece.typeOf(piece);
        if (type == Piece.KING || type == Piece.ADVISOR || type == Piece.ELEPHANT) {
            return false;
        }
        return Square.nearPalace(to, enemy, 2);
    }

    private long parentId(int ply) {
        return ply == 0 ? -1 : nodeIdAt[ply - 1];
    }

    private static Bound bound(int ttBound) {
        switch (ttBound) {
            case TranspositionTable.BOUND_EXACT:
                return Bound.EXACT;
            case TranspositionTable.BOUND_LOWER:
                return Bound.LOWER;
            case TranspositionTable.BOUND_UPPER:
                return Bound.UPPER;
            default:
                return Bound.NONE;
        }
    }

    // with no listener the mask is 0: one load and one predictable branch per event site
    private boolean on(EventKind kind) {
        return mask != 0 && (mask & kind.bit()) != 0;
    }

    private boolean on(EventKind kind, int ply) {
        return mask != 0 && (mask & kind.bit()) != 0 && ply <= maxPly;
    }

    /**
     * The lazy evaluation ({@link Evaluator#evaluateLazily}: material and tables alone when they are
     * {@code eval.lazy.margin} beyond the window, the knowledge terms but the trapped-horse term (when it
     * is on) when those are a third of it beyond; an approximation, which is why {@code eval.lazy} is a key), through the
     * evaluation cache, which keeps full evaluations only. With {@code eval.lazy.parent} a margin, first the
     * estimate from the parent's knowledge terms when the parent was fully evaluated.
     */
    private int lazyEvaluate(int ply, int alpha, int beta) {
        long key = position.key();
        int slot = evalSlot(key);
        if (cacheHit(evalCache[slot], key)) {
            return cached(ply, slot);
        }
        long tables = tablesAt[ply];
        int phase = phaseAt[ply];
        int parentMargin = config.lazyEvalParent;
        if (parentMargin > 0 && ply > 0 && knowledgeAt[ply - 1] != UNKNOWN) {
            // eval.lazy.parent: the knowledge one ply up stands in for this position's, which differs by one move
            int k = knowledgeAt[ply - 1];
            int estimate = evaluator.evaluateTables(position, tables, phase)
                    + (position.sideToMove() == Piece.RED ? k : -k);
            if (estimate - parentMargin >= beta || estimate + parentMargin <= alpha) {
                return estimate;
            }
        }
        long lazy = evaluator.evaluateLazily(position, tables, phase, countsAt[ply], linearAt[ply], alpha, beta,
                config.lazyEvalMargin);
        int score = Evaluator.lazyValue(lazy);
        return Evaluator.lazyExact(lazy) ? remember(ply, slot, key, score) : score;
    }

    /**
     * The evaluation the pruning steps judge a main-search node by (reverse futility, razoring, the null move,
     * futility): the static evaluation, or with tt.eval the table's score for the node where its bound says the
     * static evaluation is too low (a lower bound above it) or too high (an upper bound below it), or where it is
     * exact; never a mate score.
     */
    private int pruningEval(int ply) {
        int e = evaluate(ply);
        int bound = ttBoundAt[ply];
        if (config.ttEval && bound != 0) {
            int s = ttScoreAt[ply];
            if (Math.abs(s) < Scores.WIN_BOUND
                    && (bound & (s > e ? TranspositionTable.BOUND_LOWER : TranspositionTable.BOUND_UPPER)) != 0) {
                return s;
            }
        }
        return e;
    }

    /** The static evaluation, through a small cache keyed by the position's Zobrist key (same values). */
    private int evaluate(int ply) {
        long key = position.key();
        int slot = evalSlot(key);
        if (cacheHit(evalCache[slot], key)) {
            return cached(ply, slot);
        }
        return remember(ply, slot, key,
                evaluator.evaluate(position, tablesAt[ply], phaseAt[ply], countsAt[ply], linearAt[ply]));
    }

    /** Keeps a full evaluation of the position at {@code ply} in the cache, and notes its knowledge terms. */
    private int remember(int ply, int slot, long key, int score) {
        evalCache[slot] = (key & CACHE_CHECK) | (score & 0xFFFFFFFFL);
        return noteKnowledge(ply, score);
    }

    /** A full evaluation found in the cache (its knowledge terms noted). */
    private int cached(int ply, int slot) {
        return noteKnowledge(ply, (int) evalCache[slot]);
    }

    /**
     * Under {@code eval.lazy.parent}, notes the knowledge terms of a full evaluation {@code score} of the position
     * at {@code ply} (the score less material and tables), from red's side; returns the score.
     */
    private int noteKnowledge(int ply, int score) {
        if (config.lazyEvalParent > 0) {
            int k = score - evaluator.evaluateTables(position, tablesAt[ply], phaseAt[ply]);
            knowledgeAt[ply] = position.sideToMove() == Piece.RED ? k : -k;
        }
        return score;
    }

    /** The index of a key's entry in the evaluation cache. */
    private int evalSlot(long key) {
        return (int) (key ^ (key >>> 29)) & evalCacheMask;
    }

    /** Whether an entry of the evaluation cache holds the position of this key. */
    private static boolean cacheHit(long entry, long key) {
        return ((entry ^ key) & CACHE_CHECK) == 0;
    }

    /** Makes a move and, when legal, the next ply's sums of the pieces' table values. */
    private boolean makeMove(int ply, int move) {
        int from = move & 0xFF;
        int to = (move >>> 8) & 0xFF;
        int pc = position.pieceAt(from);
        int cap = position.pieceAt(to);
        if (!position.makeMove(move)) {
            return false;
        }
        final long[] tableValues = evalTables;
        final long[] linearValues = evalLinear;
        int c = Piece.codeOf(pc) << 8;
        long tables = tableValues[c | to] - tableValues[c | from];
        long linear = linearValues[c | to] - linearValues[c | from];
        int counts = countsAt[ply] + evalCounts[c | to] - evalCounts[c | from];
        int phase = phaseAt[ply];
        if (pc >= 32) { // black's values count against red
            tables = -tables;
            linear = -linear;
        }
        if (cap != 0) {
            int k = (Piece.codeOf(cap) << 8) | to;
            if (cap < 32) {
                tables -= tableValues[k];
                linear -= linearValues[k];
            } else {
                tables += tableValues[k];
                linear += linearValues[k];
            }
            phase -= evalPhase[cap];
            counts -= evalCounts[k];
        }
        tablesAt[ply + 1] = tablesAt[ply] + tables;
        linearAt[ply + 1] = linearAt[ply] + linear;
        phaseAt[ply + 1] = phase;
        countsAt[ply + 1] = counts;
        knowledgeAt[ply + 1] = UNKNOWN;
        if (continuation != null) {
            slotInto[ply + 1] = ContinuationHistory.slot(pc, to);
        }
        return true;
    }

    private void checkLimits() {
        if (stopped) {
            return;
        }
        long total = stats.totalNodes();
        if (total >= nodeLimit || stopRequested) {
            stopped = true;
        } else if ((total & 1023) == 0 && hardDeadline != Long.MAX_VALUE && System.nanoTime() > hardDeadline) {
            stopped = true;
        }
    }

    /**
     * timeman.instability: the factor on a clock search's planned time, {@code 1 + percent/100 × (changes − ½)} between ½
     * and 3, where {@code changes} counts the best move's recent changes (each iteration halves it, a change adds 1):
     * a best move that stays gets less time, one that keeps changing more (the hard limit still bounds it).
     */
    static double plannedScale(int percent, double changes) {
        return Math.max(0.5, Math.min(3.0, 1 + percent / 100.0 * (changes - 0.5)));
    }

    private long elapsedMillis() {
        return (System.nanoTime() - startNanos) / 1_000_000;
    }

    /** Tells the listener of the stages the picker of one ply enters, and counts them. */
    private final class StageRelay implements MovePicker.StageSink {
        private final int ply;
        long nodeId;

        StageRelay(int ply) {
            this.ply = ply;
        }

        @Override
        public void stageEntered(Stage stage, int produced) {
            stats.produced(stage, produced);
            if (on(EventKind.STAGE_ENTERED, ply)) {
                listener.stageEntered(nodeId, ply, stage, produced);
            }
        }
    }
}
