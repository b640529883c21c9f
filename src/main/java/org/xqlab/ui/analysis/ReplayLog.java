package org.xqlab.ui.analysis;

import org.xqlab.search.IccsMoveCodec;
import org.xqlab.trace.Bound;
import org.xqlab.trace.NodeType;
import org.xqlab.trace.ReplaySummary;
import org.xqlab.trace.SearchListener;
import org.xqlab.trace.Stage;
import org.xqlab.trace.Step;
import org.xqlab.trace.TraceReader;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * A trace file held in memory as a list of events that can be delivered again to any listener, so
 * the views can be rebuilt up to any point of a timeline: {@link #deliver(int, int, SearchListener)}
 * replays events {@code [from, to)}. Loading ({@link #load}) reads with {@link TraceReader} (ICCS
 * moves when the header says so) and keeps at most {@code maxEvents}; the {@link ReplaySummary} says
 * whether the file was damaged (and where), and {@link #isCut()} whether the cap left events out.
 */
final class ReplayLog implements SearchListener {

    private final List<Consumer<SearchListener>> events = new ArrayList<>();
    private final int maxEvents;
    private boolean cut;
    private String fen;
    private ReplaySummary summary;

    ReplayLog(int maxEvents) {
        this.maxEvents = maxEvents;
    }

    /** Reads a trace file (plain or gzip); I/O problems throw, damage is reported in {@link #summary()}. */
    static ReplayLog load(Path file, int maxEvents) throws IOException {
        ReplayLog log = new ReplayLog(maxEvents);
        try (TraceReader reader = TraceReader.open(file)) {
            if (reader.header() != null && "iccs".equals(reader.header().moves())) {
                reader.codec(IccsMoveCodec.INSTANCE);
            }
            log.summary = reader.replay(log);
        }
        return log;
    }

    int size() {
        return events.size();
    }

    boolean isCut() {
        return cut;
    }

    ReplaySummary summary() {
        return summary;
    }

    /** The FEN of the first search in the log, or null. */
    String fen() {
        return fen;
    }

    /** Delivers events {@code [from, to)} to {@code listener}. */
    void deliver(int from, int to, SearchListener listener) {
        for (int i = Math.max(0, from); i < Math.min(to, events.size()); i++) {
            events.get(i).accept(listener);
        }
    }

    private void add(Consumer<SearchListener> e) {
        if (events.size() < maxEvents) {
            events.add(e);
        } else {
            cut = true;
        }
    }

    @Override
    public void searchStarted(String fen, String config, int maxDepth) {
        if (this.fen == null) {
            this.fen = fen;
        }
        add(l -> l.searchStarted(fen, config, maxDepth));
    }

    @Override
    public void searchFinished(int bestMove, int score, int depth, long nodes, long timeMillis) {
        add(l -> l.searchFinished(bestMove, score, depth, nodes, timeMillis));
    }

    @Override
    public void iterationStarted(int depth, int alpha, int beta) {
        add(l -> l.iterationStarted(depth, alpha, beta));
    }

    @Override
    public void iterationFinished(int depth, int score, int[] pv, int pvLength, long nodes, long timeMillis) {
        int[] line = java.util.Arrays.copyOf(pv, pvLength);
        add(l -> l.iterationFinished(depth, score, line, line.length, nodes, timeMillis));
    }

    @Override
    public void nodeEntered(long nodeId, long parentId, int move, int ply, int depth, int alpha, int beta,
                            NodeType expected, boolean inCheck, long key) {
        add(l -> l.nodeEntered(nodeId, parentId, move, ply, depth, alpha, beta, expected, inCheck, key));
    }

    @Override
    public void nodeLeft(long nodeId, int ply, int score, Bound bound, int bestMove, NodeType actual) {
        add(l -> l.nodeLeft(nodeId, ply, score, bound, bestMove, actual));
    }

    @Override
    public void quiescenceEntered(long nodeId, long parentId, int move, int ply, int alpha, int beta,
                                  boolean inCheck) {
        add(l -> l.quiescenceEntered(nodeId, parentId, move, ply, alpha, beta, inCheck));
    }

    @Override
    public void stageEntered(long nodeId, int ply, Stage stage, int produced) {
        add(l -> l.stageEntered(nodeId, ply, stage, produced));
    }

    @Override
    public void moveTried(long nodeId, int ply, int move, Stage stage, int index, int reduction) {
        add(l -> l.moveTried(nodeId, ply, move, stage, index, reduction));
    }

    @Override
    public void cutoff(long nodeId, int ply, int move, Stage stage, int index, int depth, int score, int beta,
                       Step step) {
        add(l -> l.cutoff(nodeId, ply, move, stage, index, depth, score, beta, step));
    }

    @Override
    public void ttProbe(long nodeId, int ply, boolean hit, Bound bound, int depth, int score, int move, boolean cut) {
        add(l -> l.ttProbe(nodeId, ply, hit, bound, depth, score, move, cut));
    }

    @Override
    public void ttStore(long nodeId, int ply, Bound bound, int depth, int score, int move) {
        add(l -> l.ttStore(nodeId, ply, bound, depth, score, move));
    }

    @Override
    public void nullMove(long nodeId, int ply, int reduction, int score, boolean cutoff, boolean verified) {
        add(l -> l.nullMove(nodeId, ply, reduction, score, cutoff, verified));
    }

    @Override
    public void lmrReduction(long nodeId, int ply, int move, int index, int reduction) {
        add(l -> l.lmrReduction(nodeId, ply, move, index, reduction));
    }

    @Override
    public void lmrResearch(long nodeId, int ply, int move, int score) {
        add(l -> l.lmrResearch(nodeId, ply, move, score));
    }

    @Override
    public void killerUpdate(int ply, int before0, int before1, int after0, int after1) {
        add(l -> l.killerUpdate(ply, before0, before1, after0, after1));
    }

    @Override
    public void historyShape(String shape, int rows, int cols, int maxValue) {
        add(l -> l.historyShape(shape, rows, cols, maxValue));
    }

    @Override
    public void historyUpdate(int row, int col, int bonus, int newValue) {
        add(l -> l.historyUpdate(row, col, bonus, newValue));
    }

    @Override
    public void historyDecay(String rule) {
        add(l -> l.historyDecay(rule));
    }
}
