package org.xqlab.trace;

/**
 * What the engine says while it searches. The engine thread calls these methods with primitive
 * arguments (and enum constants), so with no listener, or a do-nothing one, a search allocates
 * nothing; a listener that keeps events may allocate. Every method is a no-op by default.
 *
 * <p>Before each call the engine checks {@link #mask()} (read once per search) and, for kinds with
 * a ply ({@link EventKind#hasPly()}), {@code ply <= }{@link #maxPly()}; see
 * {@link EventMask#accepts}. Replayers and {@link CompositeListener} make the same check.
 *
 * <p>Conventions: moves are opaque ints (from | to &lt;&lt; 8 in the engine; 0 = no move / null
 * move); scores are centipawns from the side to move, |score| &gt; 29000 means mate; node ids are
 * unique within one search and a root has parent id -1. Event order follows the search itself: a
 * node is entered, its stages, moves and the children they lead to follow, then it is left. Arrays
 * passed in (the PV) belong to the engine: copy them if you keep them.
 */
public interface SearchListener {

    /** Kinds this listener wants, as an {@link EventMask}; read by the engine once per search. */
    default int mask() {
        return EventMask.ALL;
    }

    /** Deepest ply this listener wants for kinds with a ply; read once per search. */
    default int maxPly() {
        return Integer.MAX_VALUE;
    }

    /** Once per search, before anything else. {@code config} is the engine's config in text. */
    default void searchStarted(String fen, String config, int maxDepth) {
    }

    /** Once per search, last. {@code nodes} counts every node of the search (main + quiescence). */
    default void searchFinished(int bestMove, int score, int depth, long nodes, long timeMillis) {
    }

    /** An iterative-deepening iteration starts with this aspiration window. */
    default void iterationStarted(int depth, int alpha, int beta) {
    }

    /**
     * An iteration finished. {@code pv[0..pvLength)} is its principal variation (copy it to keep
     * it); {@code nodes} and {@code timeMillis} are totals since the search started.
     */
    default void iterationFinished(int depth, int score, int[] pv, int pvLength, long nodes, long timeMillis) {
    }

    /** A main-search node is entered; {@code move} led from the parent (0 at the root or after a null move). */
    default void nodeEntered(long nodeId, long parentId, int move, int ply, int depth, int alpha, int beta,
                             NodeType expected, boolean inCheck, long key) {
    }

    /** A node (main or quiescence) is left with this result. */
    default void nodeLeft(long nodeId, int ply, int score, Bound bound, int bestMove, NodeType actual) {
    }

    /** A quiescence node is entered; it is left with {@link #nodeLeft}. */
    default void quiescenceEntered(long nodeId, long parentId, int move, int ply, int alpha, int beta,
                                   boolean inCheck) {
    }

    /** The move picker of a node enters a stage holding {@code produced} moves (see {@link Stage}). */
    default void stageEntered(long nodeId, int ply, Stage stage, int produced) {
    }

    /** A move is about to be searched; {@code index} counts from 0 within the node. */
    default void moveTried(long nodeId, int ply, int move, Stage stage, int index, int reduction) {
    }

    /**
     * A node fails high. For a move cutoff {@code step} is {@link Step#BETA_CUTOFF} and move, stage
     * and index are set; for a node-level cutoff (TT_PROBE, NULL_MOVE, MATE_DISTANCE, REPETITION,
     * STAND_PAT) move is 0, stage may be null and index is -1.
     */
    default void cutoff(long nodeId, int ply, int move, Stage stage, int index, int depth, int score, int beta,
                        Step step) {
    }

    /** Transposition-table probe: on a hit, bound/depth/score/move of the entry; {@code cut} if it ended the node. */
    default void ttProbe(long nodeId, int ply, boolean hit, Bound bound, int depth, int score, int move, boolean cut) {
    }

    /** Transposition-table store. */
    default void ttStore(long nodeId, int ply, Bound bound, int depth, int score, int move) {
    }

    /** A null move was searched with this reduction and result. */
    default void nullMove(long nodeId, int ply, int reduction, int score, boolean cutoff, boolean verified) {
    }

    /** A late move is searched reduced by {@code reduction} plies. */
    default void lmrReduction(long nodeId, int ply, int move, int index, int reduction) {
    }

    /** A reduced move beat α and is searched again at full depth. */
    default void lmrResearch(long nodeId, int ply, int move, int score) {
    }

    /** The killer slots of a ply change. */
    default void killerUpdate(int ply, int before0, int before1, int after0, int after1) {
    }

    /** Once per search: the history table's shape ("from-to", "piece-to", ...), size and bound. */
    default void historyShape(String shape, int rows, int cols, int maxValue) {
    }

    /** A history cell gets {@code bonus} and now holds {@code newValue}. */
    default void historyUpdate(int row, int col, int bonus, int newValue) {
    }

    /** The whole history table is aged by this rule (e.g. "halve"). */
    default void historyDecay(String rule) {
    }
}
