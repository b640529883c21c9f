package org.xqlab.figure;

import org.xqlab.io.AtomicFile;
import org.xqlab.rules.Move;
import org.xqlab.search.Scores;
import org.xqlab.teach.Algorithm;
import org.xqlab.teach.NodeState;
import org.xqlab.teach.Playback;
import org.xqlab.teach.TextbookNode;
import org.xqlab.teach.TextbookSearch;
import org.xqlab.teach.TextbookTree;
import org.xqlab.trace.CompositeListener;
import org.xqlab.trace.EventKind;
import org.xqlab.trace.NodeType;
import org.xqlab.trace.SearchIteration;
import org.xqlab.trace.SearchListener;
import org.xqlab.trace.SearchTree;
import org.xqlab.trace.Stage;
import org.xqlab.trace.Step;
import org.xqlab.trace.TreeNode;

import javax.imageio.ImageIO;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;

/**
 * A search stepped into frames for a lecture: one frame per chosen event — every node entered, every
 * cutoff, or every iteration — of the nodes a {@link TreeFigure} with the same options shows, then one
 * last frame with the finished figure. Every frame draws the whole tree in the same place (nodes not
 * reached yet as faint outlines, the node being searched highlighted, the path to it shaded, results
 * written as nodes are left, pruned branches dashed as their cut happens) with a caption line saying
 * what the event was. {@link Every#ITERATION} instead gives one finished figure per iteration of a
 * recorded search. At most {@code maxFrames} frames: event frames beyond are dropped
 * ({@link #limited()}) and the last frame is always kept. Written as an animated GIF or numbered PNGs.
 */
public final class TreeAnimation {

    /** Which events make a frame. */
    public enum Every {
        NODE, CUTOFF, ITERATION;

        public static Every parse(String text) {
            try {
                return valueOf(text.trim().toUpperCase(Locale.ROOT));
            } catch (IllegalArgumentException e) {
                throw new FigureException("unknown event kind '" + text + "' (cutoff, node, iteration)");
            }
        }
    }

    static final double CAPTION = 24;

    private final List<Drawing> frames = new ArrayList<>();
    private final int maxFrames;
    private boolean limited;
    private CutTrace cut;
    private int width;
    private int height;

    private TreeAnimation(int maxFrames) {
        if (maxFrames < 1) {
            throw new FigureException("max frames must be 1 or more: " + maxFrames);
        }
        this.maxFrames = maxFrames;
    }

    /** Frames of one iteration of a recorded search (or one per iteration). */
    public static TreeAnimation ofTrace(Path trace, TreeFigureOptions options, Every every, int maxFrames) {
        return ofTrace(trace, options, every, maxFrames, TraceLimits.DEFAULT);
    }

    /** The same, reading the trace within {@code limits} (a trace of more nodes than it keeps is refused). */
    public static TreeAnimation ofTrace(Path trace, TreeFigureOptions options, Every every, int maxFrames,
                                        TraceLimits limits) {
        CutTrace[] cut = {null};
        TreeAnimation a = ofEvents(listener -> cut[0] = TraceFile.read(trace, listener, limits, () -> true).cut(),
                options, every, maxFrames, limits.keepNodes(), tree -> TraceFile.requireWithinCap(trace, tree, limits),
                false);
        a.cut = cut[0];
        return a;
    }

    /**
     * For an animation of a trace cut before its search ended (no {@code search_end} record), what it holds;
     * null otherwise. Its last frame says the recording ends there, its open nodes "(unfinished)".
     */
    public CutTrace cut() {
        return cut;
    }

    /**
     * Frames of a search whose events {@code events} delivers, in order, to the listener it is given
     * (called twice: once to build the tree, once to step through it) — a live search's kept events,
     * or a trace.
     */
    public static TreeAnimation ofEvents(Consumer<SearchListener> events, TreeFigureOptions options, Every every,
                                         int maxFrames) {
        return ofEvents(events, options, every, maxFrames, LIVE_NODE_CAP, tree -> { }, true);
    }

    /** Nodes kept of a live search's events (already bounded by what the window keeps). */
    private static final int LIVE_NODE_CAP = 2_000_000;

    private static TreeAnimation ofEvents(Consumer<SearchListener> events, TreeFigureOptions options, Every every,
                                          int maxFrames, int nodeCap, Consumer<SearchTree> check, boolean running) {
        TreeAnimation a = new TreeAnimation(maxFrames);
        SearchTree tree = new SearchTree(nodeCap, options.maxPly());
        String[] fen = {null};
        events.accept(new CompositeListener(tree, new SearchListener() {
            @Override
            public void searchStarted(String f, String config, int maxDepth) {
                fen[0] = f;
            }
        }));
        check.accept(tree);
        boolean zh = options.chinese();
        if (every == Every.ITERATION) {
            for (SearchIteration it : tree.iterations()) {
                if (it.root() == null) {
                    continue;
                }
                TreeFigure f = new TreeFigure(SearchSource.of(it.root(), fen[0], options, running), options, false);
                String c = (zh ? "迭代 深度 " : "iteration depth ") + it.depth()
                        + (it.isFinished() ? (zh ? "，分数 " : ", score ") + value(it.score(), zh)
                        : (zh ? "" : " ") + NodeText.open(running, zh));
                a.add(f, c, true);
            }
            if (a.frames.isEmpty()) {
                throw new FigureException("the search has no tree to draw (no node was recorded)");
            }
            return a.finish();
        }
        TreeNode root = TraceFile.root(tree, options.iteration());
        TreeFigure figure = new TreeFigure(SearchSource.of(root, fen[0], options, running), options, false);
        events.accept(new TraceStepper(a, figure, every, zh, options.maxPly()));
        int rootSide = 0;
        try {
            rootSide = fen[0] == null ? 0 : org.xqlab.rules.Fen.parse(fen[0]).sideToMove();
        } catch (RuntimeException e) {
            rootSide = 0; // a textbook trace
        }
        if (!root.isFinished()) {
            // the events end inside this iteration: a trace cut before the search ended, or a live search still running
            a.add(figure, zh ? "未完成：记录在搜索结束前中断" : "unfinished: the recording ends before the search ended", true);
            return a.finish();
        }
        a.add(figure, (zh ? "完成：分数 " : "done: score ") + options.perspective().text(root, rootSide, root.ply(), zh, false)
                + (root.bestMove() == 0 ? "" : (zh ? "，最佳着法 " : ", best move ") + Move.iccs(root.bestMove())), true);
        return a.finish();
    }

    /** Frames of a classroom tree searched by {@code algorithm}. */
    public static TreeAnimation ofTextbook(TextbookTree tree, Algorithm algorithm, TreeFigureOptions options,
                                           Every every, int maxFrames) {
        return ofTextbook(tree, new TextbookSearch(algorithm), options, every, maxFrames);
    }

    /** Frames of a classroom tree searched by {@code search} (an algorithm with a child ordering). */
    public static TreeAnimation ofTextbook(TextbookTree tree, TextbookSearch search, TreeFigureOptions options,
                                           Every every, int maxFrames) {
        TreeAnimation a = new TreeAnimation(maxFrames);
        Algorithm algorithm = search.algorithm();
        TreeFigure figure = TreeFigure.ofTextbook(tree, search, options);
        Playback pb = Playback.record(tree, search);
        boolean zh = options.chinese();
        Map<TextbookNode, TreeFigure.Item> items = new IdentityHashMap<>();
        for (TreeFigure.Item it : figure.items()) {
            if (it.key() instanceof TextbookNode n) {
                items.put(n, it);
            }
        }
        if (every != Every.ITERATION) {
            EventKind want = every == Every.NODE ? EventKind.NODE_ENTERED : EventKind.CUTOFF;
            while (pb.stepForward()) {
                if (pb.lastEvent().kind() != want || a.full()) {
                    continue;
                }
                if (want == EventKind.NODE_ENTERED && !items.containsKey(pb.current())) {
                    continue;
                }
                Map<TreeFigure.Item, TreeFigure.Look> looks = new IdentityHashMap<>();
                for (TreeFigure.Item it : figure.items()) {
                    looks.put(it, textbookLook(pb, it));
                }
                a.add(figure.frame(looks::get), pb.caption(zh), false, figure);
            }
        }
        int value = pb.recording().result().value();
        a.add(figure, (zh ? "完成：" + algorithm.chinese() + "，根的值 " : "done: " + algorithm.english()
                + ", root value ") + value + (zh ? "，截断 " : ", cutoffs ") + pb.recording().result().cutoffs(), true);
        return a.finish();
    }

    /**
     * A classroom tree as it stands after the first {@code steps} events of its search (a lesson held at a
     * step): nodes not reached faint, the path open, the current node marked, the step's caption under it —
     * as the classroom draws that moment. At or past the end: the finished figure.
     */
    public static Drawing textbookMoment(TextbookTree tree, TextbookSearch search, TreeFigureOptions options,
                                         int steps) {
        TreeFigure figure = TreeFigure.ofTextbook(tree, search, options);
        Playback pb = Playback.record(tree, search);
        pb.seek(steps);
        if (pb.atEnd()) {
            return figure;
        }
        Map<TreeFigure.Item, TreeFigure.Look> looks = new IdentityHashMap<>();
        for (TreeFigure.Item it : figure.items()) {
            looks.put(it, textbookLook(pb, it));
        }
        return new Captioned(figure.frame(looks::get), pb.caption(options.chinese()));
    }

    private static TreeFigure.Look textbookLook(Playback pb, TreeFigure.Item it) {
        if (!(it.key() instanceof TextbookNode n)) {
            TreeFigure.Item p = it.parent();
            boolean seen = p != null && p.key() instanceof TextbookNode pn && pb.state(pn).visited();
            return new TreeFigure.Look(seen ? TreeFigure.Status.DONE : TreeFigure.Status.UNSEEN, null);
        }
        NodeState s = pb.state(n);
        return switch (s.status()) {
            case UNVISITED -> new TreeFigure.Look(TreeFigure.Status.UNSEEN, it.entryText());
            case ON_PATH -> new TreeFigure.Look(TreeFigure.Status.OPEN, it.entryText());
            case CURRENT -> new TreeFigure.Look(TreeFigure.Status.CURRENT, it.entryText());
            case DONE -> new TreeFigure.Look(TreeFigure.Status.DONE, null);
            case PRUNED -> new TreeFigure.Look(TreeFigure.Status.PRUNED, null);
        };
    }

    /** A score in a caption: the number, but a win or loss by the repetition rules in words ("rule win 3", 判胜3). */
    static String value(int score, boolean zh) {
        return Scores.isRuleWin(score) ? NodeText.score(score, null, zh) : Integer.toString(score);
    }

    private boolean full() {
        if (frames.size() >= maxFrames - 1) {
            limited = true;
            return true;
        }
        return false;
    }

    private void add(Drawing tree, String caption, boolean last) {
        add(tree, caption, last, tree);
    }

    private void add(Drawing tree, String caption, boolean last, Drawing size) {
        if (!last && full()) {
            return;
        }
        if (last && frames.size() >= maxFrames) {
            frames.remove(frames.size() - 1);
            limited = true;
        }
        frames.add(new Captioned(tree, caption));
        width = Math.max(width, size.width());
        height = Math.max(height, (int) (size.height() + CAPTION));
    }

    private TreeAnimation finish() {
        List<Drawing> sized = new ArrayList<>();
        for (Drawing d : frames) {
            ((Captioned) d).resize(width, height);
            sized.add(d);
        }
        frames.clear();
        frames.addAll(sized);
        return this;
    }

    /** Each frame's caption line, in order. */
    public List<String> captions() {
        List<String> out = new ArrayList<>();
        for (Drawing d : frames) {
            out.add(((Captioned) d).caption);
        }
        return out;
    }

    /** The frames, in order, all of one size. */
    public List<Drawing> frames() {
        return List.copyOf(frames);
    }

    /** Whether event frames were dropped to stay within the frame limit. */
    public boolean limited() {
        return limited;
    }

    /** Writes an animated GIF (looping for ever) with this delay per frame, or numbered PNGs into a folder. */
    public void write(FigureFormat format, Path out, int delayMillis, double scale) {
        if (delayMillis < 10 || delayMillis > 60_000) {
            throw new FigureException("the frame delay must be between 10 and 60000 ms: " + delayMillis);
        }
        switch (format) {
            case GIF -> {
                try {
                    AtomicFile.write(out, stream -> {
                        try (GifWriter gif = new GifWriter(stream, delayMillis, 0)) {
                            for (Drawing d : frames) {
                                gif.add(Figures.png(d, scale));
                            }
                        }
                    });
                } catch (IOException e) {
                    throw new FigureException("cannot write " + out + ": " + e.getMessage(), e);
                }
            }
            case PNG_FRAMES -> {
                try {
                    Files.createDirectories(out);
                } catch (IOException e) {
                    throw new FigureException("cannot make the folder " + out + ": " + e.getMessage(), e);
                }
                for (int i = 0; i < frames.size(); i++) {
                    Figures.save(out.resolve(String.format(Locale.ROOT, "frame-%04d.png", i + 1)),
                            Figures.pngBytes(Figures.png(frames.get(i), scale)));
                }
            }
            default -> throw new FigureException("an animation is written as gif or png-frames, not "
                    + format.cliName());
        }
    }

    /** A frame: the tree on top, its caption below, on a canvas as large as the largest frame. */
    private static final class Captioned implements Drawing {
        private final Drawing tree;
        private final String caption;
        private int width;
        private int height;

        Captioned(Drawing tree, String caption) {
            this.tree = tree;
            this.caption = caption;
            this.width = tree.width();
            this.height = (int) (tree.height() + CAPTION);
        }

        void resize(int w, int h) {
            width = w;
            height = h;
        }

        @Override
        public int width() {
            return width;
        }

        @Override
        public int height() {
            return height;
        }

        @Override
        public void paint(Graphics2D g) {
            g.setColor(Color.WHITE);
            g.fillRect(0, 0, width, height);
            Graphics2D t = (Graphics2D) g.create();
            try {
                t.translate((width - tree.width()) / 2.0, 0);
                tree.paint(t);
            } finally {
                t.dispose();
            }
            g.setColor(new Color(0xf2f2f2));
            g.fillRect(0, (int) (height - CAPTION), width, (int) CAPTION);
            g.setColor(Color.BLACK);
            Font f = Figures.font(12, false);
            g.setFont(f);
            g.drawString(Figures.drawable(caption, f), 10f, (float) (height - CAPTION / 2 + 4.5));
        }
    }

    /** Follows a replay of a trace over the shown nodes and adds a frame at each chosen event. */
    private static final class TraceStepper implements SearchListener {
        private final TreeAnimation animation;
        private final TreeFigure figure;
        private final Every every;
        private final boolean zh;
        private final int maxPly;
        private final Map<Long, TreeFigure.Item> shown = new HashMap<>();
        private final Set<Long> entered = new HashSet<>();
        private final Set<Long> left = new HashSet<>();
        private final Set<Long> cut = new HashSet<>();
        private final Deque<Long> path = new ArrayDeque<>();

        TraceStepper(TreeAnimation animation, TreeFigure figure, Every every, boolean zh, int maxPly) {
            this.animation = animation;
            this.figure = figure;
            this.every = every;
            this.zh = zh;
            this.maxPly = maxPly;
            for (TreeFigure.Item it : figure.items()) {
                if (it.key() instanceof Long id) {
                    shown.put(id, it);
                }
            }
        }

        @Override
        public int maxPly() {
            return maxPly;
        }

        @Override
        public void nodeEntered(long nodeId, long parentId, int move, int ply, int depth, int alpha, int beta,
                                NodeType expected, boolean inCheck, long key) {
            enter(nodeId, ply, alpha, beta);
        }

        @Override
        public void quiescenceEntered(long nodeId, long parentId, int move, int ply, int alpha, int beta,
                                      boolean inCheck) {
            enter(nodeId, ply, alpha, beta);
        }

        private void enter(long id, int ply, int alpha, int beta) {
            TreeFigure.Item it = shown.get(id);
            if (it == null) {
                return;
            }
            entered.add(id);
            path.push(id);
            if (every == Every.NODE) {
                frame((zh ? "进入 第 " + ply + " 层 " : "enter ply " + ply + " ") + it.entryText()
                        + (zh ? "，窗口 " : ", window ") + window(alpha, beta));
            }
        }

        @Override
        public void nodeLeft(long nodeId, int ply, int score, org.xqlab.trace.Bound bound, int bestMove,
                             NodeType actual) {
            if (shown.containsKey(nodeId)) {
                left.add(nodeId);
                path.remove(nodeId);
            }
        }

        @Override
        public void cutoff(long nodeId, int ply, int move, Stage stage, int index, int depth, int score, int beta,
                           Step step) {
            TreeFigure.Item it = shown.get(nodeId);
            if (it == null) {
                return;
            }
            cut.add(nodeId);
            if (every == Every.CUTOFF) {
                String by = move == 0 ? (zh ? step.chineseCaption() : step.caption())
                        : Move.iccs(move) + (stage == null ? "" : (zh ? "（" + stage.chinese() + " 第 " + (index + 1)
                        + " 个）" : " (" + stage.english() + ", move " + (index + 1) + ")"));
                frame((zh ? "截断 第 " + ply + " 层：" : "cutoff at ply " + ply + ": ") + by + ", "
                        + value(score, zh) + " ≥ β " + beta);
            }
        }

        private static String window(int alpha, int beta) {
            return "[" + (alpha <= -Scores.INFINITY ? "-∞" : Integer.toString(alpha)) + ","
                    + (beta >= Scores.INFINITY ? "+∞" : Integer.toString(beta)) + "]";
        }

        private void frame(String caption) {
            if (animation.full()) {
                return;
            }
            Map<TreeFigure.Item, TreeFigure.Look> looks = new IdentityHashMap<>();
            Long current = path.peek();
            for (TreeFigure.Item it : figure.items()) {
                looks.put(it, look(it, current));
            }
            animation.add(figure.frame(looks::get), caption, false, figure);
        }

        private TreeFigure.Look look(TreeFigure.Item it, Long current) {
            if (it.key() instanceof Long id) {
                if (!entered.contains(id)) {
                    return new TreeFigure.Look(TreeFigure.Status.UNSEEN, it.entryText());
                }
                if (left.contains(id)) {
                    return new TreeFigure.Look(TreeFigure.Status.DONE, null);
                }
                return new TreeFigure.Look(id.equals(current) ? TreeFigure.Status.CURRENT : TreeFigure.Status.OPEN,
                        it.entryText());
            }
            Long parent = it.parent() == null ? null : (Long) it.parent().key();
            boolean seen = it.kind() == TreeFigure.Item.Kind.UNTRIED ? cut.contains(parent) : entered.contains(parent);
            return new TreeFigure.Look(seen ? TreeFigure.Status.DONE : TreeFigure.Status.UNSEEN, null);
        }
    }
}
