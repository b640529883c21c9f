package org.xqlab.watch;

import org.xqlab.search.IccsMoveCodec;
import org.xqlab.trace.Bound;
import org.xqlab.trace.EventKind;
import org.xqlab.trace.NodeType;
import org.xqlab.trace.ReplaySummary;
import org.xqlab.trace.SearchListener;
import org.xqlab.trace.Stage;
import org.xqlab.trace.Step;
import org.xqlab.trace.StepMode;
import org.xqlab.trace.TraceReader;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * A trace file (or a live search's events, recorded as they reach the views) held in memory as a list of events that can be delivered again to any listener, so
 * the views can be rebuilt up to any point of a timeline: {@link #deliver(int, int, SearchListener)}
 * replays events {@code [from, to)}. Loading ({@link #load}) reads with {@link TraceReader} (ICCS
 * moves when the header says so) and keeps at most {@code maxEvents}; the {@link ReplaySummary} says
 * whether the file was damaged (and where), and {@link #isCut()} whether the cap left events out.
 */
public final class ReplayLog implements SearchListener {

    private final List<Consumer<SearchListener>> events = new ArrayList<>();
    private final List<EventKind> kinds = new ArrayList<>();
    private final int maxEvents;
    private boolean cut;
    private String fen;
    private ReplaySummary summary;

    public ReplayLog(int maxEvents) {
        this.maxEvents = maxEvents;
    }

    /** Reads a trace file (plain or gzip); I/O problems throw, damage is reported in {@link #summary()}. */
    public static ReplayLog load(Path file, int maxEvents) throws IOException {
        return load(file, maxEvents, events -> { });
    }

    /**
     * The same, telling {@code progress} the number of events read every {@value #PROGRESS_EVERY} events; the
     * reading stops once the cap has left an event out (the rest of a huge trace is not read).
     */
    public static ReplayLog load(Path file, int maxEvents, java.util.function.LongConsumer progress) throws IOException {
        ReplayLog log = new ReplayLog(maxEvents);
        try (TraceReader reader = TraceReader.open(file)) {
            if (reader.header() != null && "iccs".equals(reader.header().moves())) {
                reader.codec(IccsMoveCodec.INSTANCE);
            }
            reader.watch(PROGRESS_EVERY, events -> {
                progress.accept(events);
                return !log.cut;
            });
            log.summary = reader.replay(log);
        }
        return log;
    }

    /** Events between two progress reports while loading. */
    public static final int PROGRESS_EVERY = 1 << 16;

    public int size() {
        return events.size();
    }

    public boolean isCut() {
        return cut;
    }

    public ReplaySummary summary() {
        return summary;
    }

    /** The FEN of the first search in the log, or null. */
    public String fen() {
        return fen;
    }

    /** Delivers events {@code [from, to)} to {@code listener}. */
    public void deliver(int from, int to, SearchListener listener) {
        for (int i = Math.max(0, from); i < Math.min(to, events.size()); i++) {
            events.get(i).accept(listener);
        }
    }

    /** The kind of event {@code index}. */
    public EventKind kind(int index) {
        return kinds.get(index);
    }

    /** The first event at or after {@code from} that ends a step of {@code mode}, or -1. */
    public int nextStop(int from, StepMode mode) {
        for (int i = Math.max(0, from); i < kinds.size(); i++) {
            if (mode.stopsAt(kinds.get(i))) {
                return i;
            }
        }
        return -1;
    }

    /** The last event before {@code before} that ends a step of {@code mode}, or -1. */
    public int previousStop(int before, StepMode mode) {
        for (int i = Math.min(before, kinds.size()) - 1; i >= 0; i--) {
            if (mode.stopsAt(kinds.get(i))) {
                return i;
            }
        }
        return -1;
    }

    private void add(EventKind kind, Consumer<SearchListener> e) {
        if (events.size() < maxEvents) {
            events.add(e);
            kinds.add(kind);
        } else {
            cut = true;
        }
    }

    @Override
    public void searchStarted(String fen, String config, int maxDepth) {
        if (this.fen == null) {
            this.fen = fen;
        }
        add(EventKind.SEARCH_STARTED, l -> l.searchStarted(fen, config, maxDepth));
    }

    @Override
    public void searchFinished(int bestMove, int score, int depth, long nodes, long timeMillis) {
        add(EventKind.SEARCH_FINISHED, l -> l.searchFinished(bestMove, score, depth, nodes, timeMillis));
    }

    @Override
    public void iterationStarted(int depth, int alpha, int beta) {
        add(EventKind.ITERATION_STARTED, l -> l.iterationStarted(depth, alpha, beta));
    }

    @Override
    public void iterationFinished(int depth, int score, int[] pv, int pvLength, long nodes, long timeMillis) {
        int[] line = java.util.Arrays.copyOf(pv, pvLength);
        add(EventKind.ITERATION_FINISHED, l -> l.iterationFinished(depth, score, line, line.length, nodes, timeMillis));
    }

    @Override
    public void nodeEntered(long nodeId, long parentId, int move, int ply, int depth, int alpha, int beta,
                            NodeType expected, boolean inCheck, long key) {
        add(EventKind.NODE_ENTERED, l -> l.nodeEntered(nodeId, parentId, move, ply, depth, alpha, beta, expected, inCheck, key));
    }

    @Override
    public void nodeLeft(long nodeId, int ply, int score, Bound bound, int bestMove, NodeType actual) {
        add(EventKind.NODE_LEFT, l -> l.nodeLeft(nodeId, ply, score, bound, bestMove, actual));
    }

    @Override
    public void quiescenceEntered(long nodeId, long parentId, int move, int ply, int alpha, int beta,
                                  boolean inCheck) {
        add(EventKind.QUIESCENCE_ENTERED, l -> l.quiescenceEntered(nodeId, parentId, move, ply, alpha, beta, inCheck));
    }

    @Override
    public void stageEntered(long nodeId, int ply, Stage stage, int produced) {
        add(EventKind.STAGE_ENTERED, l -> l.stageEntered(nodeId, ply, stage, produced));
    }

    @Override
    public void moveTried(long nodeId, int ply, int move, Stage stage, int index, int reduction) {
        add(EventKind.MOVE_TRIED, l -> l.moveTried(nodeId, ply, move, stage, index, reduction));
    }

    @Override
    public void cutoff(long nodeId, int ply, int move, Stage stage, int index, int depth, int score, int beta,
                       Step step) {
        add(EventKind.CUTOFF, l -> l.cutoff(nodeId, ply, move, stage, index, depth, score, beta, step));
    }

    @Override
    public void ttProbe(long nodeId, int ply, boolean hit, Bound bound, int depth, int score, int move, boolean cut) {
        add(EventKind.TT_PROBE, l -> l.ttProbe(nodeId, ply, hit, bound, depth, score, move, cut));
    }

    @Override
    public void ttStore(long nodeId, int ply, Bound bound, int depth, int score, int move) {
        add(EventKind.TT_STORE, l -> l.ttStore(nodeId, ply, bound, depth, score, move));
    }

    @Override
    public void nullMove(long nodeId, int ply, int reduction, int score, boolean cutoff, boolean verified) {
        add(EventKind.NULL_MOVE, l -> l.nullMove(nodeId, ply, reduction, score, cutoff, verified));
    }

    @Override
    public void lmrReduction(long nodeId, int ply, int move, int index, int reduction) {
        add(EventKind.LMR_REDUCTION, l -> l.lmrReduction(nodeId, ply, move, index, reduction));
    }

    @Override
    public void lmrResearch(long nodeId, int ply, int move, int score) {
        add(EventKind.LMR_RESEARCH, l -> l.lmrResearch(nodeId, ply, move, score));
    }

    @Override
    public void killerUpdate(int ply, int before0, int before1, int after0, int after1) {
        add(EventKind.KILLER_UPDATE, l -> l.killerUpdate(ply, before0, before1, after0, after1));
    }

    @Override
    public void historyShape(String shape, int rows, int cols, int maxValue) {
        add(EventKind.HISTORY_SHAPE, l -> l.historyShape(shape, rows, cols, maxValue));
    }

    @Override
    public void historyUpdate(int row, int col, int bonus, int newValue) {
        add(EventKind.HISTORY_UPDATE, l -> l.historyUpdate(row, col, bonus, newValue));
    }

    @Override
    public void historyDecay(String rule) {
        add(EventKind.HISTORY_DECAY, l -> l.historyDecay(rule));
    }
}
