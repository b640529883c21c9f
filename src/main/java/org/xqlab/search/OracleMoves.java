package org.xqlab.search;

import org.xqlab.trace.Bound;
import org.xqlab.trace.EventMask;
import org.xqlab.trace.EventKind;
import org.xqlab.trace.NodeType;
import org.xqlab.trace.SearchListener;

/**
 * The best moves of a completed deeper search, keyed by the positions' Zobrist keys: the "oracle" that
 * measures the minimal tree. Knuth and Moore's minimal tree is what alpha-beta searches when every node
 * tries its best move first; a search cannot know that move, but a search one or two plies deeper has
 * found it for almost every position the shallower search meets. So: search depth d + k with
 * {@link #recorder()} attached (this table fills with each main-search node's best move), then search depth
 * d again with {@link Searcher#useOracle} (each node takes this table's move as its hash move, all else as
 * before); the node count of that re-search stands for the minimal tree of depth d.
 *
 * <p>The table is separate from the searcher's transposition table, so the re-search neither cuts off from
 * it nor overwrites it. It has a fixed size ({@code 2^bits} entries, no growth): a position is looked for
 * in four slots from its key's home, and a new position takes a free slot there, else the one holding the
 * shallowest result. A position met twice keeps the result of the deeper search below it (the later one
 * when equally deep). Only nodes left with a best move and an exact or lower bound are recorded: a node that
 * failed low (an ALL node) has no best move, and in the minimal tree its order does not matter.
 * {@link #lookups()} and {@link #found()} count the re-search's questions and the answers it got.
 * One thread at a time.
 */
public final class OracleMoves {
    private static final int PROBES = 4;

    private final long[] keys;
    private final int[] moves;
    private final byte[] depths;
    private final int mask;
    private long lookups;
    private long found;

    /** An empty table of {@code 2^bits} entries (13 bytes each), bits from 4 to 26. */
    public OracleMoves(int bits) {
        if (bits < 4 || bits > 26) {
            throw new IllegalArgumentException("oracle table bits must be from 4 to 26: " + bits);
        }
        keys = new long[1 << bits];
        moves = new int[1 << bits];
        depths = new byte[1 << bits];
        mask = (1 << bits) - 1;
    }

    /** Forgets every move and the counts. */
    public void clear() {
        java.util.Arrays.fill(moves, 0);
        lookups = 0;
        found = 0;
    }

    /** Records {@code move} as the best move of the position {@code key}, found by a search {@code depth} deep. */
    public void record(long key, int depth, int move) {
        if (move == 0) {
            return;
        }
        int home = home(key);
        int victim = -1;
        for (int i = 0; i < PROBES; i++) {
            int s = (home + i) & mask;
            if (moves[s] == 0) {
                victim = s; // free: the key is not further on, since nothing but clear() empties a slot
                break;
            }
            if (keys[s] == key) {
                if (depth >= depths[s]) {
                    moves[s] = move;
                    depths[s] = clampDepth(depth);
                }
                return;
            }
            if (victim < 0 || depths[s] < depths[victim]) {
                victim = s;
            }
        }
        keys[victim] = key;
        moves[victim] = move;
        depths[victim] = clampDepth(depth);
    }

    private static byte clampDepth(int depth) {
        return (byte) Math.min(Math.max(depth, 0), Byte.MAX_VALUE);
    }

    /** The recorded best move of the position {@code key}, or 0; counted in {@link #lookups()} and {@link #found()}. */
    public int move(long key) {
        lookups++;
        int home = home(key);
        for (int i = 0; i < PROBES; i++) {
            int s = (home + i) & mask;
            if (moves[s] == 0) {
                return 0;
            }
            if (keys[s] == key) {
                found++;
                return moves[s];
            }
        }
        return 0;
    }

    /** How often {@link #move} was asked since the last {@link #clear()}. */
    public long lookups() {
        return lookups;
    }

    /** How often {@link #move} had an answer. */
    public long found() {
        return found;
    }

    /** How many positions the table holds. */
    public int size() {
        int n = 0;
        for (int m : moves) {
            n += m != 0 ? 1 : 0;
        }
        return n;
    }

    private int home(long key) {
        return (int) (key ^ (key >>> 32)) & mask;
    }

    /**
     * A listener that fills this table from a search: on entering a main-search node it notes the node's key
     * and depth, on leaving it records the node's best move (exact or lower bound). Quiescence nodes are not
     * recorded. It asks only for the two node events.
     */
    public SearchListener recorder() {
        return new Recorder(this);
    }

    /** The open main-search nodes on a stack (ids, keys, depths); nodes leave in the order they were entered. */
    private static final class Recorder implements SearchListener {
        private final OracleMoves table;
        private long[] ids = new long[Searcher.MAX_PLY * 2];
        private long[] keys = new long[Searcher.MAX_PLY * 2];
        private int[] depths = new int[Searcher.MAX_PLY * 2];
        private int top;

        Recorder(OracleMoves table) {
            this.table = table;
        }

        @Override
        public int mask() {
            return EventMask.of(EventKind.NODE_ENTERED, EventKind.NODE_LEFT);
        }

        @Override
        public void searchStarted(String fen, String config, int maxDepth) {
            top = 0;
        }

        @Override
        public void nodeEntered(long nodeId, long parentId, int move, int ply, int depth, int alpha, int beta,
                                NodeType expected, boolean inCheck, long key) {
            if (top == ids.length) {
                ids = java.util.Arrays.copyOf(ids, top * 2);
                keys = java.util.Arrays.copyOf(keys, top * 2);
                depths = java.util.Arrays.copyOf(depths, top * 2);
            }
            ids[top] = nodeId;
            keys[top] = key;
            depths[top] = depth;
            top++;
        }

        @Override
        public void nodeLeft(long nodeId, int ply, int score, Bound bound, int bestMove, NodeType actual) {
            if (top == 0 || ids[top - 1] != nodeId) {
                return; // a quiescence node or a leaf: never entered as a main-search node
            }
            top--;
            if (bestMove != 0 && (bound == Bound.EXACT || bound == Bound.LOWER)) {
                table.record(keys[top], depths[top], bestMove);
            }
        }
    }
}
