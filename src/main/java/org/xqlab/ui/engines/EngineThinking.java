package org.xqlab.ui.engines;

import org.xqlab.protocol.EngineReply;
import org.xqlab.rules.Move;
import org.xqlab.rules.Piece;
import org.xqlab.rules.Position;
import org.xqlab.trace.EventKind;
import org.xqlab.trace.EventMask;
import org.xqlab.trace.SearchListener;

import java.util.Arrays;
import java.util.concurrent.atomic.AtomicReference;

/**
 * What the engine is thinking, as the latest values only: the engine thread calls it at the end of
 * each iteration (depth, score, PV, nodes, time) and at the end of the search; any thread may read
 * {@link #latest()}, a consistent snapshot, and {@link #version()}, which grows with every update, so a
 * screen that polls once per frame redraws only when something changed. It asks the engine for
 * iteration and search events only, so watching costs the search nothing measurable. An external
 * engine's answer arrives whole through {@link #engineReplied}.
 */
public final class EngineThinking implements SearchListener {
    /**
     * One state of the search; {@code score} is from red's point of view (positive: red is better) and
     * means nothing when {@code hasScore} is false (an external engine that reported none).
     */
    public record Snapshot(int depth, int score, int[] pv, long nodes, long millis, boolean finished,
                           boolean hasScore, boolean book) {
        Snapshot(int depth, int score, int[] pv, long nodes, long millis, boolean finished, boolean hasScore) {
            this(depth, score, pv, nodes, millis, finished, hasScore, false);
        }

        /** Nodes per second. */
        public long speed() {
            return millis <= 0 ? nodes * 1000 : nodes * 1000 / millis;
        }
    }

    private final AtomicReference<Snapshot> latest = new AtomicReference<>();
    private volatile int side = Piece.RED;
    private volatile Position root = Position.startPosition();
    private volatile long version;

    /** A new search of {@code position} starts: forgets the last one (keeps its own copy of the position). */
    public void reset(Position position) {
        root = position.copy();
        side = position.sideToMove();
        latest.set(null);
        version++;
    }

    /** The latest snapshot, or null before the first iteration. */
    public Snapshot latest() {
        return latest.get();
    }

    /** The position the latest search started from (to write its PV); do not modify. */
    public Position root() {
        return root;
    }

    public long version() {
        return version;
    }

    @Override
    public int mask() {
        return EventMask.of(EventKind.ITERATION_FINISHED, EventKind.SEARCH_FINISHED);
    }

    @Override
    public int maxPly() {
        return 0;
    }

    @Override
    public void iterationFinished(int depth, int score, int[] pv, int pvLength, long nodes, long timeMillis) {
        latest.set(new Snapshot(depth, red(score), Arrays.copyOf(pv, pvLength), nodes, timeMillis, false, true));
        version++;
    }

    @Override
    public void searchFinished(int bestMove, int score, int depth, long nodes, long timeMillis) {
        Snapshot s = latest.get();
        int[] pv = s != null ? s.pv() : (bestMove == 0 ? new int[0] : new int[] {bestMove});
        latest.set(new Snapshot(depth, red(score), pv, nodes, timeMillis, true, true));
        version++;
    }

    /** The engine played {@code move} from the opening book, without a search: no depth, score or nodes. */
    public void playedFromBook(int move) {
        latest.set(new Snapshot(0, 0, new int[] {move}, 0, 0, true, false, true));
        version++;
    }

    private int red(int score) {
        return side == Piece.RED ? score : -score;
    }

    /**
     * An external engine answered after {@code millis}: its depth, score (side to move's view, turned to
     * red's), nodes and PV (or just its best move) become the finished snapshot.
     */
    public void engineReplied(EngineReply reply, long millis) {
        int[] pv = reply.pv().isEmpty() || reply.pv().get(0) != reply.bestMove()
                ? (reply.bestMove() == Move.NONE ? new int[0] : new int[] {reply.bestMove()})
                : reply.pv().stream().mapToInt(Integer::intValue).toArray();
        latest.set(new Snapshot(reply.depth(), reply.hasScore() ? red(reply.score()) : 0, pv, reply.nodes(), millis,
                true, reply.hasScore()));
        version++;
    }
}
