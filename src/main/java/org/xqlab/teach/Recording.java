package org.xqlab.teach;

import org.xqlab.trace.Bound;
import org.xqlab.trace.EventKind;
import org.xqlab.trace.NodeType;
import org.xqlab.trace.SearchListener;
import org.xqlab.trace.Stage;
import org.xqlab.trace.Step;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * A listener that keeps every event of a textbook search in order, for replay with a cursor
 * ({@link Playback}). {@link #of} runs a search and returns its recording with the result.
 */
public final class Recording implements SearchListener {
    private final List<RecordedEvent> events = new ArrayList<>();
    private TextbookResult result;

    /** Runs {@code search} over {@code tree} and records it. */
    public static Recording of(TextbookSearch search, TextbookTree tree) {
        Recording r = new Recording();
        r.result = search.run(tree, r);
        return r;
    }

    /** Recorded events in order (read-only view). */
    public List<RecordedEvent> events() {
        return Collections.unmodifiableList(events);
    }

    public int size() {
        return events.size();
    }

    /** The result of the recorded search ({@link #of}), or null. */
    public TextbookResult result() {
        return result;
    }

    /** Sends the first {@code count} events to {@code l}. */
    public void replay(int count, SearchListener l) {
        for (int i = 0; i < count; i++) {
            events.get(i).replay(l);
        }
    }

    private void add(EventKind k, long id, long parent, int move, int ply, int depth, int a, int b, int score,
                     Bound bound, NodeType type, Stage stage, int index, Step step, int[] pv, String text) {
        events.add(new RecordedEvent(k, id, parent, move, ply, depth, a, b, score, bound, type, stage, index, step, pv,
                text));
    }

    @Override
    public void searchStarted(String fen, String config, int maxDepth) {
        add(EventKind.SEARCH_STARTED, 0, -1, 0, 0, maxDepth, 0, 0, 0, null, null, null, -1, null, null, fen);
    }

    @Override
    public void searchFinished(int bestMove, int score, int depth, long nodes, long timeMillis) {
        add(EventKind.SEARCH_FINISHED, nodes, -1, bestMove, 0, depth, 0, 0, score, null, null, null, -1, null, null,
                null);
    }

    @Override
    public void iterationStarted(int depth, int alpha, int beta) {
        add(EventKind.ITERATION_STARTED, 0, -1, 0, 0, depth, alpha, beta, 0, null, null, null, -1, null, null, null);
    }

    @Override
    public void iterationFinished(int depth, int score, int[] pv, int pvLength, long nodes, long timeMillis) {
        add(EventKind.ITERATION_FINISHED, nodes, -1, 0, 0, depth, 0, 0, score, null, null, null, -1, null,
                java.util.Arrays.copyOf(pv, pvLength), null);
    }

    @Override
    public void nodeEntered(long nodeId, long parentId, int move, int ply, int depth, int alpha, int beta,
                            NodeType expected, boolean inCheck, long key) {
        add(EventKind.NODE_ENTERED, nodeId, parentId, move, ply, depth, alpha, beta, 0, null, expected, null, -1, null,
                null, null);
    }

    @Override
    public void nodeLeft(long nodeId, int ply, int score, Bound bound, int bestMove, NodeType actual) {
        add(EventKind.NODE_LEFT, nodeId, -1, bestMove, ply, 0, 0, 0, score, bound, actual, null, -1, null, null, null);
    }

    @Override
    public void stageEntered(long nodeId, int ply, Stage stage, int produced) {
        add(EventKind.STAGE_ENTERED, nodeId, -1, 0, ply, 0, produced, 0, 0, null, null, stage, -1, null, null, null);
    }

    @Override
    public void moveTried(long nodeId, int ply, int move, Stage stage, int index, int reduction) {
        add(EventKind.MOVE_TRIED, nodeId, -1, move, ply, 0, 0, 0, 0, null, null, stage, index, null, null, null);
    }

    @Override
    public void cutoff(long nodeId, int ply, int move, Stage stage, int index, int depth, int score, int beta,
                       Step step) {
        add(EventKind.CUTOFF, nodeId, -1, move, ply, depth, 0, beta, score, null, null, stage, index, step, null, null);
    }
}
