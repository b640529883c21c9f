package org.xqlab.figure;

import org.jfree.svg.SVGGraphics2D;
import org.jfree.svg.SVGHints;
import org.xqlab.teach.Algorithm;
import org.xqlab.teach.TextbookSearch;
import org.xqlab.teach.TextbookTree;
import org.xqlab.trace.TreeNode;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.geom.Line2D;
import java.awt.geom.Path2D;
import java.awt.geom.RoundRectangle2D;
import java.awt.image.BufferedImage;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * A search tree as a figure: which nodes are shown, where, and how they are drawn — as SVG, PNG or a
 * TikZ/forest document. The entry points:
 * <ul>
 * <li>{@link #ofTrace(Path, TreeFigureOptions)}: an iteration of a recorded search (a trace file);
 * <li>{@link #ofSearch(TreeNode, String, TreeFigureOptions)}: a root of a live or replayed {@link
 *     org.xqlab.trace.SearchTree};
 * <li>{@link #ofTextbook(TextbookTree, Algorithm, TreeFigureOptions)}: a classroom tree searched by one
 *     algorithm, with its values, cuts and pruned branches.
 * </ul>
 * then {@link #svg()}, {@link #png(double)}, {@link #tikz()} or {@link #write(FigureFormat, Path)}.
 *
 * <p>What is shown: breadth first from the root, nodes down to {@code maxPly}, at most {@code maxNodes}
 * of them; of each node at most {@code maxChildren} children in search order, those on the best line
 * and a cut node's cutting child kept even beyond; the rest become one "+N more" item. A node that a
 * cutoff ended in a recorded search gets one dashed "N pruned" item for the moves it never searched
 * (with {@link TreeLabel#CUT}). Every shown item — node, fold or pruned mark — is drawn with exactly
 * one text label (one SVG {@code <text>}, inside a {@code <g class="node">}), so the figure can be
 * checked by counting. Where: each subtree gets an interval as wide as the larger of its root's label
 * and its children's intervals side by side; a parent is centred over its children; labels never
 * overlap. Immutable once made.
 */
public final class TreeFigure implements Drawing {

    /** How an item is drawn in one frame of an animation. */
    public enum Status {
        /** Not reached yet: a faint outline. */
        UNSEEN,
        /** On the path from the root to the node being searched. */
        OPEN,
        /** The node being searched. */
        CURRENT,
        /** Searched and left. */
        DONE,
        /** Cut away: it will not be searched. */
        PRUNED
    }

    /** An item's look in one frame: its status and the text to show (null: its own label). */
    public record Look(Status status, String text) {
    }

    /** One drawn item: a tree node, a "+N more" fold or an "N pruned" mark. */
    public static final class Item {
        /** What an item stands for. */
        public enum Kind { NODE, MORE, UNTRIED }

        final Kind kind;
        final String text;
        final String tex;
        String entryText;
        final Source.Shape shape;
        final Object key;
        final Item parent;
        final List<Item> children = new ArrayList<>();
        final int count;
        final boolean best;
        final boolean cut;
        final boolean pruned;
        final int level;
        double x;
        double y;
        double width;
        double span;

        Item(Kind kind, String text, String tex, Source.Shape shape, Object key, Item parent, int count,
             boolean best, boolean cut, boolean pruned) {
            this.kind = kind;
            this.text = text;
            this.tex = tex;
            this.shape = shape;
            this.key = key;
            this.parent = parent;
            this.count = count;
            this.best = best;
            this.cut = cut;
            this.pruned = pruned;
            this.level = parent == null ? 0 : parent.level + 1;
        }

        public Kind kind() {
            return kind;
        }

        /** The label as drawn in SVG and PNG. */
        public String text() {
            return text;
        }

        /** The label while the node is being searched: what is known on entry (no result yet). */
        public String entryText() {
            return entryText == null ? text : entryText;
        }

        /** The label as written in TikZ. */
        public String tex() {
            return tex;
        }

        /** What a node stands for: a trace node id (Long) or a {@link org.xqlab.teach.TextbookNode}; null for folds and marks. */
        public Object key() {
            return key;
        }

        public Item parent() {
            return parent;
        }

        public List<Item> children() {
            return Collections.unmodifiableList(children);
        }

        /** Nodes folded into a "+N more", or moves left unsearched by a cut; 0 for a node. */
        public int count() {
            return count;
        }

        public boolean isBest() {
            return best;
        }

        public boolean isCut() {
            return cut;
        }

        public boolean isPruned() {
            return pruned;
        }

        /** Centre x of the item's box. */
        public double x() {
            return x;
        }

        /** Top y of the item's box. */
        public double y() {
            return y;
        }

        public double width() {
            return width;
        }

        public int level() {
            return level;
        }
    }

    static final double BOX_HEIGHT = 20;
    static final double LEVEL_GAP = 34;
    static final double SIBLING_GAP = 8;
    static final double MARGIN = 10;
    static final double MARK = 9;
    static final Font FONT = Figures.font(11, false);
    static final Font BOLD = Figures.font(11, true);
    static final Color BEST = new Color(0x1f5fbf);
    static final Color CUT_RED = new Color(0xc0392b);
    static final Color GREY = new Color(0x9a9a9a);
    static final Color EDGE = new Color(0x555555);

    private final Item root;
    private final List<Item> items;
    private final TreeFigureOptions options;
    private final boolean textbook;
    private final int width;
    private final int height;
    private final int treeHeight;
    private final List<String> captionLines;
    private final CutTrace cut;

    TreeFigure(Source source, TreeFigureOptions options, boolean textbook) {
        this(source, options, textbook, null);
    }

    private TreeFigure(Source source, TreeFigureOptions options, boolean textbook, CutTrace cut) {
        this(select(source, options), options, textbook, cut);
    }

    private TreeFigure(Item root, TreeFigureOptions options, boolean textbook, CutTrace cut) {
        this.cut = cut;
        this.options = options;
        this.textbook = textbook;
        this.root = root;
        List<Item> all = new ArrayList<>();
        collect(root, all);
        this.items = Collections.unmodifiableList(all);
        double w = layout(root, MARGIN);
        int levels = 0;
        for (Item it : all) {
            levels = Math.max(levels, it.level);
        }
        double treeWidth = Math.ceil(w + 2 * MARGIN);
        this.captionLines = wrap(options.caption(), Math.max(treeWidth, CAPTION_WIDTH) - 2 * MARGIN);
        double widest = 0;
        for (String line : captionLines) {
            widest = Math.max(widest, Figures.textWidth(line, FONT));
        }
        this.width = (int) Math.ceil(Math.max(treeWidth, widest + 2 * MARGIN));
        this.treeHeight = (int) Math.ceil(2 * MARGIN + (levels + 1) * BOX_HEIGHT + levels * LEVEL_GAP);
        this.height = treeHeight + (int) Math.ceil(captionLines.size() * CAPTION_LINE);
    }

    /** A caption wraps at this width at least (a narrow tree still gets a readable line). */
    static final double CAPTION_WIDTH = 480;
    static final double CAPTION_LINE = 16;

    /** {@code text} in lines no wider than {@code width}, broken between words (between characters in Chinese). */
    private static List<String> wrap(String text, double width) {
        List<String> lines = new ArrayList<>();
        if (text == null || text.isBlank()) {
            return lines;
        }
        StringBuilder line = new StringBuilder();
        for (String word : text.strip().split("(?<= )|(?=[\\u3400-\\u9fff])|(?<=[\\u3400-\\u9fff])")) {
            if (line.length() > 0 && Figures.textWidth(line + word, FONT) > width) {
                lines.add(line.toString().strip());
                line.setLength(0);
            }
            line.append(word);
        }
        if (!line.toString().isBlank()) {
            lines.add(line.toString().strip());
        }
        return lines;
    }

    /** The caption under the tree as drawn, a line each (none without a caption). */
    public List<String> captionLines() {
        return captionLines;
    }

    /** The tree of one iteration of a recorded search (see {@link TreeFigureOptions#iteration()}). */
    public static TreeFigure ofTrace(Path trace, TreeFigureOptions options) {
        return ofTrace(trace, options, TraceLimits.DEFAULT);
    }

    /** The same, reading the trace within {@code limits} (a trace of more nodes than it keeps is refused). */
    public static TreeFigure ofTrace(Path trace, TreeFigureOptions options, TraceLimits limits) {
        TraceFile t = TraceFile.read(trace, options.maxPly() == Integer.MAX_VALUE ? Integer.MAX_VALUE
                : options.maxPly() + 1, limits);
        return new TreeFigure(SearchSource.of(t.root(options.iteration()), t.fen(), options, false), options, false,
                t.cut());
    }

    /**
     * For a figure of a trace that was cut before its search ended (no {@code search_end} record), what it
     * holds; null otherwise. Such a figure shows what was recorded, its open nodes "(unfinished)".
     */
    public CutTrace cut() {
        return cut;
    }

    /** The tree below {@code root} of a search from {@code fen} (for move names in WXF or Chinese). */
    public static TreeFigure ofSearch(TreeNode root, String fen, TreeFigureOptions options) {
        return ofSearch(root, fen, options, true);
    }

    /**
     * The same; {@code running} false when the search will go no further (a replayed trace at its end), so its
     * open nodes read "(unfinished)" rather than "(searching)".
     */
    public static TreeFigure ofSearch(TreeNode root, String fen, TreeFigureOptions options, boolean running) {
        if (root == null) {
            throw new FigureException("the search has no tree to draw (no node was recorded)");
        }
        return new TreeFigure(SearchSource.of(root, fen, options, running), options, false);
    }

    /**
     * The tree a window draws at one moment, as it draws it: exactly the frame's items, each with the frame's
     * label (its TeX form in TikZ), under the frame's caption. A fold the window writes "+N" for want of room is
     * written out as the window words it ("+N more"), and a ghost ("×N" on the screen, whose tooltip explains it) as the moves it stands
     * for, "N pruned", since a figure has no tooltip.
     */
    public static TreeFigure ofFrame(TreeFrame frame, TreeFigureOptions options) {
        if (frame.items().isEmpty()) {
            throw new FigureException("the search has no tree to draw (no node was recorded)");
        }
        boolean chinese = frame.isChinese();
        Map<String, Item> made = new HashMap<>();
        Map<String, List<TreeFrame.Item>> below = new HashMap<>();
        TreeFrame.Item top = null;
        for (TreeFrame.Item it : frame.items()) {
            if (it.parentId() == null) {
                top = it;
            } else {
                below.computeIfAbsent(it.parentId(), k -> new ArrayList<>()).add(it);
            }
        }
        if (top == null) {
            throw new FigureException("the window's tree has no root to draw");
        }
        Item root = frameItem(top, null, chinese);
        Deque<TreeFrame.Item> queue = new ArrayDeque<>();
        made.put(top.id(), root);
        queue.add(top);
        while (!queue.isEmpty()) {
            TreeFrame.Item at = queue.poll();
            List<TreeFrame.Item> kids = below.getOrDefault(at.id(), new ArrayList<>());
            kids.sort(java.util.Comparator.comparingDouble(k -> k.placed().x()));
            for (TreeFrame.Item k : kids) {
                Item parent = made.get(at.id());
                Item child = frameItem(k, parent, chinese);
                parent.children.add(child);
                made.put(k.id(), child);
                queue.add(k);
            }
        }
        return new TreeFigure(root, options.withCaption(frame.caption()), false, null);
    }

    private static Item frameItem(TreeFrame.Item it, Item parent, boolean chinese) {
        TreeLayout.Placed p = it.placed();
        if (p.isGhost()) {
            int n = p.ghostCount();
            return new Item(Item.Kind.UNTRIED, chinese ? "剪去 " + n : n + " pruned", n + " pruned", Source.Shape.BOX,
                    null, parent, n, false, false, true);
        }
        if (p.isMore()) {
            int n = p.moreCount();
            return new Item(Item.Kind.MORE, it.words(), it.tex(), Source.Shape.BOX, null, parent, n, false, false, false);
        }
        TreeNode n = p.node();
        return new Item(Item.Kind.NODE, it.label(), it.tex(), Source.Shape.BOX, n.id(), parent, 0, it.best(),
                n.hasCutoff(), false);
    }

    /** A classroom tree searched by {@code algorithm}: values, windows, cuts and pruned branches. */
    public static TreeFigure ofTextbook(TextbookTree tree, Algorithm algorithm, TreeFigureOptions options) {
        return ofTextbook(tree, new TextbookSearch(algorithm), options);
    }

    /** A classroom tree searched by {@code search} (an algorithm with a child ordering); children drawn as given. */
    public static TreeFigure ofTextbook(TextbookTree tree, TextbookSearch search, TreeFigureOptions options) {
        return new TreeFigure(TextbookSource.of(tree, search, options), options, true);
    }

    // ---- what is shown ----

    private static Item select(Source src, TreeFigureOptions o) {
        Item root = new Item(Item.Kind.NODE, src.text, src.tex, src.shape, src.key, null, 0, src.best, src.cut,
                src.pruned);
        root.entryText = src.entryText;
        Deque<Object[]> queue = new ArrayDeque<>();
        queue.add(new Object[] {src, root});
        int nodes = 1;
        boolean cutMarks = o.shows(TreeLabel.CUT);
        while (!queue.isEmpty()) {
            Object[] next = queue.poll();
            Source s = (Source) next[0];
            Item it = (Item) next[1];
            if (s.ply >= o.maxPly()) {
                continue;
            }
            int kept = 0;
            int folded = 0;
            Source last = s.children.isEmpty() ? null : s.children.get(s.children.size() - 1);
            for (Source c : s.children) {
                boolean keep = o.shown() != null ? o.shown().contains(c.key)
                        : kept < o.maxChildren() || c.best || (s.cut && c == last);
                if (keep && nodes < o.maxNodes()) {
                    Item ci = new Item(Item.Kind.NODE, c.text, c.tex, c.shape, c.key, it, 0, c.best, c.cut && cutMarks,
                            c.pruned);
                    ci.entryText = c.entryText;
                    it.children.add(ci);
                    queue.add(new Object[] {c, ci});
                    nodes++;
                    kept++;
                } else {
                    folded++;
                }
            }
            if (folded > 0) {
                String t = o.chinese() ? "另 " + folded + " 个" : "+" + folded + " more";
                it.children.add(new Item(Item.Kind.MORE, t, "+" + folded + " more", Source.Shape.BOX, null, it, folded,
                        false, false, false));
            }
            if (s.untried > 0 && cutMarks) {
                String t = o.chinese() ? "剪去 " + s.untried : s.untried + " pruned";
                it.children.add(new Item(Item.Kind.UNTRIED, t, s.untried + " pruned", Source.Shape.BOX, null, it,
                        s.untried, false, false, true));
            }
        }
        return root;
    }

    private static void collect(Item it, List<Item> out) {
        out.add(it);
        for (Item c : it.children) {
            collect(c, out);
        }
    }

    // ---- where ----

    private static double measure(Item it) {
        Font f = it.best ? BOLD : FONT;
        double w = Figures.textWidth(it.text, f) + 12;
        if (it.shape != Source.Shape.BOX) {
            w += MARK + 3;
        }
        it.width = Math.max(w, 22);
        double kids = 0;
        for (Item c : it.children) {
            kids += measure(c);
        }
        kids += SIBLING_GAP * Math.max(0, it.children.size() - 1);
        it.span = Math.max(it.width, kids);
        return it.span;
    }

    /** Places the tree with its interval starting at {@code left}; returns the tree's width. */
    private static double layout(Item root, double left) {
        double w = measure(root);
        place(root, left);
        return w;
    }

    private static void place(Item it, double left) {
        it.y = MARGIN + it.level * (BOX_HEIGHT + LEVEL_GAP);
        if (it.children.isEmpty()) {
            it.x = left + it.span / 2;
            return;
        }
        double kids = -SIBLING_GAP;
        for (Item c : it.children) {
            kids += c.span + SIBLING_GAP;
        }
        double x = left + (it.span - kids) / 2;
        for (Item c : it.children) {
            place(c, x);
            x += c.span + SIBLING_GAP;
        }
        double centre = (it.children.get(0).x + it.children.get(it.children.size() - 1).x) / 2;
        it.x = Math.max(left + it.width / 2, Math.min(left + it.span - it.width / 2, centre));
    }

    // ---- queries ----

    public Item root() {
        return root;
    }

    /** Every drawn item, pre-order (a node before its children). */
    public List<Item> items() {
        return items;
    }

    /** Drawn tree nodes (folds and pruned marks not counted). */
    public int nodeCount() {
        return (int) items.stream().filter(i -> i.kind == Item.Kind.NODE).count();
    }

    public TreeFigureOptions options() {
        return options;
    }

    /** Whether this is a textbook tree (MAX/MIN marks, values from MAX's view). */
    public boolean isTextbook() {
        return textbook;
    }

    @Override
    public int width() {
        return width;
    }

    @Override
    public int height() {
        return height;
    }

    // ---- output ----

    public String svg() {
        return Figures.svg(this);
    }

    public BufferedImage png(double scale) {
        return Figures.png(this, scale);
    }

    /** A standalone LaTeX document drawing the tree with the forest package. */
    public String tikz() {
        return TikzTree.document(this);
    }

    /** Writes the figure: SVG, PNG (at scale 2) or TikZ. */
    public void write(FigureFormat format, Path file) {
        write(format, file, java.util.Map.of());
    }

    /** Writes the figure with text metadata (see {@link Figures#write(Drawing, FigureFormat, double, Path, java.util.Map)}; TikZ: comment lines). */
    public void write(FigureFormat format, Path file, java.util.Map<String, String> metadata) {
        switch (format) {
            case SVG, PNG -> Figures.write(this, format, 2, file, metadata);
            case TIKZ -> Figures.save(file, Figures.withTexComments(tikz(), metadata).getBytes(StandardCharsets.UTF_8));
            default -> throw new FigureException("a tree is written as svg, png or tikz, not " + format.cliName()
                    + " (animations: figure animate)");
        }
    }

    // ---- drawing ----

    @Override
    public void paint(Graphics2D g) {
        paint(g, null);
    }

    /** A drawing of this tree in which {@code looks} says how each item looks (a frame of an animation). */
    public Drawing frame(Function<Item, Look> looks) {
        TreeFigure self = this;
        return new Drawing() {
            @Override
            public int width() {
                return self.width;
            }

            @Override
            public int height() {
                return self.height;
            }

            @Override
            public void paint(Graphics2D g) {
                self.paint(g, looks);
            }
        };
    }

    void paint(Graphics2D g, Function<Item, Look> looks) {
        g.setColor(Color.WHITE);
        g.fillRect(0, 0, width, height);
        for (Item it : items) {
            if (it.parent != null) {
                edge(g, it, looks == null ? null : looks.apply(it), looks == null ? null : looks.apply(it.parent));
            }
        }
        int n = 0;
        for (Item it : items) {
            boolean svg = g instanceof SVGGraphics2D;
            if (svg) {
                g.setRenderingHint(SVGHints.KEY_BEGIN_GROUP, Map.of("class", "node", "id", "item" + n));
            }
            box(g, it, looks == null ? null : looks.apply(it));
            if (svg) {
                g.setRenderingHint(SVGHints.KEY_END_GROUP, "true");
            }
            n++;
        }
        g.setFont(FONT);
        g.setColor(Color.BLACK);
        for (int i = 0; i < captionLines.size(); i++) {
            g.drawString(Figures.drawable(captionLines.get(i), FONT), (float) MARGIN,
                    (float) (treeHeight + (i + 0.75) * CAPTION_LINE - 4));
        }
    }

    private void edge(Graphics2D g, Item it, Look look, Look parentLook) {
        Item p = it.parent;
        double x1 = p.x;
        double y1 = p.y + BOX_HEIGHT;
        double x2 = it.x;
        double y2 = it.y;
        Status st = look == null ? null : look.status();
        boolean pruned = look == null ? it.pruned : st == Status.PRUNED;
        boolean parentPruned = parentLook == null ? p.pruned : parentLook.status() == Status.PRUNED;
        if (st == Status.UNSEEN) {
            g.setColor(new Color(0xdddddd));
            g.setStroke(new BasicStroke(1f));
        } else if (pruned || it.kind == Item.Kind.UNTRIED) {
            g.setColor(GREY);
            g.setStroke(new BasicStroke(1f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10f, new float[] {3f, 3f}, 0f));
        } else if (it.best && look == null) {
            g.setColor(BEST);
            g.setStroke(new BasicStroke(2f));
        } else {
            g.setColor(it.kind == Item.Kind.MORE ? GREY : EDGE);
            g.setStroke(new BasicStroke(1f));
        }
        g.draw(new Line2D.Double(x1, y1, x2, y2));
        // the textbook's cut mark where pruning starts: two short strokes across the edge, near the parent
        boolean slash = options.shows(TreeLabel.CUT) && st != Status.UNSEEN
                && (pruned && !parentPruned || it.kind == Item.Kind.UNTRIED);
        if (slash) {
            double mx = x1 + (x2 - x1) * 0.4;
            double my = y1 + (y2 - y1) * 0.4;
            double dx = x2 - x1;
            double dy = y2 - y1;
            double len = Math.hypot(dx, dy);
            double nx = -dy / len * 6;
            double ny = dx / len * 6;
            double ux = dx / len * 2.5;
            double uy = dy / len * 2.5;
            g.setColor(CUT_RED);
            g.setStroke(new BasicStroke(1.6f));
            for (int k = -1; k <= 1; k += 2) {
                g.draw(new Line2D.Double(mx + k * ux - nx, my + k * uy - ny, mx + k * ux + nx, my + k * uy + ny));
            }
        }
    }

    private void box(Graphics2D g, Item it, Look look) {
        Status st = look == null ? null : look.status();
        String text = look == null || look.text() == null ? it.text : look.text();
        double left = it.x - it.width / 2;
        RoundRectangle2D r = new RoundRectangle2D.Double(left, it.y, it.width, BOX_HEIGHT, 8, 8);
        boolean pruned = st == null ? it.pruned : st == Status.PRUNED;
        Color textColour = Color.BLACK;
        if (it.kind == Item.Kind.MORE) {
            textColour = GREY;
        } else if (st == Status.UNSEEN) {
            g.setColor(new Color(0xcccccc));
            g.setStroke(new BasicStroke(1f));
            g.draw(r);
            textColour = new Color(0xbbbbbb);
        } else {
            Color fill = st == Status.CURRENT ? new Color(0xffd27f) : st == Status.OPEN ? new Color(0xfff3c4)
                    : it.best && st == null ? new Color(0xe6efff) : Color.WHITE;
            g.setColor(fill);
            g.fill(r);
            if (pruned || it.kind == Item.Kind.UNTRIED) {
                g.setColor(it.kind == Item.Kind.UNTRIED ? CUT_RED : GREY);
                g.setStroke(new BasicStroke(1f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10f,
                        new float[] {3f, 2f}, 0f));
                textColour = it.kind == Item.Kind.UNTRIED ? CUT_RED : GREY;
            } else if (it.cut && options.shows(TreeLabel.CUT) && (look == null || st == Status.DONE)) {
                g.setColor(CUT_RED);
                g.setStroke(new BasicStroke(1.8f));
            } else if (it.best && look == null) {
                g.setColor(BEST);
                g.setStroke(new BasicStroke(st == Status.CURRENT ? 2.4f : 1.8f));
            } else {
                g.setColor(st == Status.CURRENT ? new Color(0xb36b00) : EDGE);
                g.setStroke(new BasicStroke(st == Status.CURRENT ? 2f : 1f));
            }
            g.draw(r);
        }
        double textLeft = left + 6;
        if (it.shape != Source.Shape.BOX) {
            mark(g, it.shape, left + 5, it.y + BOX_HEIGHT / 2, st == Status.UNSEEN ? textColour : pruned ? GREY : EDGE);
            textLeft += MARK + 3;
        }
        Font f = it.best && st == null ? BOLD : FONT;
        if (it.kind == Item.Kind.MORE) {
            f = f.deriveFont(Font.ITALIC);
        }
        g.setFont(f);
        g.setColor(textColour);
        double tw = Figures.textWidth(text, f);
        double room = it.width - (textLeft - left) - 6;
        float tx = (float) (textLeft + Math.max(0, (room - tw) / 2));
        float ty = (float) (it.y + BOX_HEIGHT / 2 + f.getSize2D() * 0.36);
        g.drawString(text.isEmpty() ? " " : Figures.drawable(text, f), tx, ty);
    }

    /** A MAX node's upward or a MIN node's downward triangle, {@link #MARK} wide, left edge at x. */
    private static void mark(Graphics2D g, Source.Shape shape, double x, double cy, Color c) {
        Path2D p = new Path2D.Double();
        double h = MARK * 0.85;
        if (shape == Source.Shape.MAX) {
            p.moveTo(x, cy + h / 2);
            p.lineTo(x + MARK, cy + h / 2);
            p.lineTo(x + MARK / 2, cy - h / 2);
        } else {
            p.moveTo(x, cy - h / 2);
            p.lineTo(x + MARK, cy - h / 2);
            p.lineTo(x + MARK / 2, cy + h / 2);
        }
        p.closePath();
        g.setColor(c);
        g.fill(p);
    }
}
