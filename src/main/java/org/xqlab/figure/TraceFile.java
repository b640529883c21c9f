package org.xqlab.figure;

import org.xqlab.search.IccsMoveCodec;
import org.xqlab.trace.CompositeListener;
import org.xqlab.trace.MoveCodec;
import org.xqlab.trace.ReplaySummary;
import org.xqlab.trace.SearchIteration;
import org.xqlab.trace.SearchListener;
import org.xqlab.trace.SearchTree;
import org.xqlab.trace.TraceHeader;
import org.xqlab.trace.TraceReader;
import org.xqlab.trace.TreeNode;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * A trace file replayed for a figure: its header, and the {@link SearchTree} of its events down to a
 * ply. Every problem is a {@link FigureException} naming the file: it does not exist, it cannot be
 * read, or it is damaged ("FILE line 7: bad JSON …") — a figure is never drawn from a damaged trace. A trace
 * that simply ends before its {@code search_end} record (cut between two lines) is read whole and drawn,
 * and {@link #cut()} says so ({@link CutTrace}).
 */
final class TraceFile {
    /** Nodes a figure's tree keeps at most unless told otherwise ({@link TraceLimits#KEEP_NODES}). */
    static final int NODE_CAP = TraceLimits.KEEP_NODES;

    private final TraceHeader header;
    private final SearchTree tree;
    private final CutTrace cut;

    private TraceFile(TraceHeader header, SearchTree tree, CutTrace cut) {
        this.header = header;
        this.tree = tree;
        this.cut = cut;
    }

    /** What a whole replay of a trace found: its header, and what it holds if it was cut before the search ended (else null). */
    record Read(TraceHeader header, CutTrace cut) {
    }

    /** Replays {@code file} into a tree of nodes up to {@code maxPly}. */
    static TraceFile read(Path file, int maxPly) {
        return read(file, maxPly, TraceLimits.DEFAULT);
    }

    /**
     * Replays {@code file} into a tree of nodes up to {@code maxPly}, keeping at most {@code limits.keepNodes()}:
     * a trace holding more is refused (the reading stops as soon as the cap is passed).
     */
    static TraceFile read(Path file, int maxPly, TraceLimits limits) {
        SearchTree tree = new SearchTree(limits.keepNodes(), maxPly);
        Read r = read(file, tree, limits, () -> tree.nodesDropped(SearchTree.DropReason.NODE_CAP) == 0);
        requireWithinCap(file, tree, limits);
        return new TraceFile(r.header(), tree, r.cut());
    }

    /** Refuses a tree that passed its cap: a figure is never drawn from the first part of a tree. */
    static void requireWithinCap(Path file, SearchTree tree, TraceLimits limits) {
        if (tree.nodesDropped(SearchTree.DropReason.NODE_CAP) > 0) {
            throw new FigureException((file == null ? "the search" : "trace " + file) + " holds more than "
                    + limits.keepNodes() + " nodes" + (tree.maxPly() == Integer.MAX_VALUE ? ""
                    : " up to ply " + tree.maxPly()) + ", the most a figure keeps (--keep-nodes " + limits.keepNodes()
                    + "); draw fewer plies (--max-ply) or raise the cap with --keep-nodes N (each node kept takes "
                    + "about " + BYTES_PER_NODE + " bytes of heap)");
        }
    }

    /** Heap a kept node takes, measured (docs/reliability.md). */
    static final int BYTES_PER_NODE = 280;

    /** Replays {@code file} into {@code listener}; returns the header. */
    static TraceHeader replay(Path file, SearchListener listener) {
        return read(file, listener, TraceLimits.DEFAULT, () -> true).header();
    }

    /** Replays {@code file} into {@code listener}; returns the header and whether it was cut before the search ended. */
    static Read read(Path file, SearchListener listener) {
        return read(file, listener, TraceLimits.DEFAULT, () -> true);
    }

    /** The same, telling {@code limits.progress()} how far it is and stopping when {@code goOn} says no. */
    static Read read(Path file, SearchListener listener, TraceLimits limits, java.util.function.BooleanSupplier goOn) {
        String problem = org.xqlab.io.InputFiles.problem(file, "a trace");
        if (problem != null || !Files.isRegularFile(file)) {
            throw new FigureException(problem != null ? problem : "no such trace file: " + file);
        }
        try (TraceReader reader = TraceReader.open(file)) {
            TraceHeader h = reader.header();
            if (h != null) {
                reader.codec(codec(h));
            }
            reader.watch(TraceLimits.EVERY, events -> {
                limits.progress().accept(events);
                return goOn.getAsBoolean();
            });
            EndWatch end = new EndWatch();
            ReplaySummary s = reader.replay(new CompositeListener(listener, end));
            if (s.damage() != null) {
                throw new FigureException("damaged trace " + file + " " + s.damage());
            }
            boolean cut = !s.interrupted() && end.started && !end.ended;
            return new Read(s.header(), cut ? new CutTrace(file, s.events(), end.nodes) : null);
        } catch (IOException e) {
            throw new FigureException("cannot read trace " + file + ": " + e.getMessage(), e);
        }
    }

    /** Replays into several listeners at once. */
    static TraceHeader replay(Path file, SearchListener... listeners) {
        return replay(file, (SearchListener) new CompositeListener(listeners));
    }

    /** Whether the last search of a replay ended (its search_end was read), and the nodes entered. */
    private static final class EndWatch implements SearchListener {
        boolean started;
        boolean ended;
        long nodes;

        @Override
        public int mask() {
            return org.xqlab.trace.EventMask.of(org.xqlab.trace.EventKind.SEARCH_STARTED,
                    org.xqlab.trace.EventKind.SEARCH_FINISHED, org.xqlab.trace.EventKind.NODE_ENTERED,
                    org.xqlab.trace.EventKind.QUIESCENCE_ENTERED);
        }

        @Override
        public void searchStarted(String fen, String config, int maxDepth) {
            started = true;
            ended = false;
        }

        @Override
        public void searchFinished(int bestMove, int score, int depth, long nodes, long timeMillis) {
            ended = true;
        }

        @Override
        public void nodeEntered(long nodeId, long parentId, int move, int ply, int depth, int alpha, int beta,
                                org.xqlab.trace.NodeType expected, boolean inCheck, long key) {
            nodes++;
        }

        @Override
        public void quiescenceEntered(long nodeId, long parentId, int move, int ply, int alpha, int beta,
                                      boolean inCheck) {
            nodes++;
        }
    }
    static MoveCodec codec(TraceHeader h) {
        return "iccs".equals(h.moves()) ? IccsMoveCodec.INSTANCE : MoveCodec.DECIMAL;
    }

    String fen() {
        return header.fen();
    }

    SearchTree tree() {
        return tree;
    }

    /** What the trace holds if it was cut before its search ended, else null. */
    CutTrace cut() {
        return cut;
    }

    /** The root of the iteration of this depth (its last root search), or of the last one for 0. */
    TreeNode root(int depth) {
        return root(tree, depth);
    }

    /** The root of {@code tree}'s iteration of this depth (its last root search), or of the last one for 0. */
    static TreeNode root(SearchTree tree, int depth) {
        if (depth == 0) {
            TreeNode r = tree.latestRoot();
            if (r == null) {
                throw new FigureException("the trace holds no search tree (no node was recorded)");
            }
            return r;
        }
        List<Integer> depths = new ArrayList<>();
        TreeNode found = null;
        for (SearchIteration it : tree.iterations()) {
            if (it.root() != null) {
                depths.add(it.depth());
                if (it.depth() == depth) {
                    found = it.root();
                }
            }
        }
        if (found == null) {
            throw new FigureException("the trace has no iteration of depth " + depth + " (it has "
                    + (depths.isEmpty() ? "none" : depths.stream().distinct().map(String::valueOf)
                    .reduce((a, b) -> a + ", " + b).orElse("")) + ")");
        }
        return found;
    }
}
