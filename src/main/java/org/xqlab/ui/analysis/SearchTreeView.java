package org.xqlab.ui.analysis;

import javafx.beans.property.DoubleProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleDoubleProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.geometry.Insets;
import javafx.geometry.Point2D;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.Label;
import javafx.scene.control.MenuItem;
import javafx.scene.control.Tooltip;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import javafx.scene.input.ScrollEvent;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import org.graphstream.graph.Edge;
import org.graphstream.graph.Graph;
import org.graphstream.graph.Node;
import org.graphstream.graph.implementations.SingleGraph;
import org.graphstream.ui.fx_viewer.FxDefaultView;
import org.graphstream.ui.fx_viewer.FxViewer;
import org.graphstream.ui.geom.Point3;
import org.graphstream.ui.graphicGraph.GraphicGraph;
import org.graphstream.ui.view.View;
import org.graphstream.ui.view.Viewer;
import org.graphstream.ui.view.util.InteractiveElement;
import org.graphstream.ui.view.util.MouseManager;
import org.xqlab.rules.Notation;
import org.xqlab.trace.SearchTree;
import org.xqlab.trace.TreeNode;
import org.xqlab.analysis.AnalysisModel;
import org.xqlab.analysis.MoveText;
import org.xqlab.figure.ScoreView;
import org.xqlab.figure.TreeFrame;
import org.xqlab.figure.TreeLayout;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Consumer;

/**
 * The search-tree view, and the only class that touches GraphStream. It shows the latest root search
 * of an {@link AnalysisModel} with a {@link TreeLayout} (no force layout): nodes coloured by type (PV
 * gold, CUT red, ALL blue, still open grey), marked for a TT cutoff (diamond), a null-move cutoff
 * (square), an LMR-reduced search (dashed ring) and quiescence (small); each labelled with the move into
 * it, its stage tag and its score in the chosen {@link ScoreView} (a legend says which); siblings beyond
 * the first few folded into a "+N more" item that a click unfolds; one ghost per cutoff for the moves it
 * left unsearched; the cutoff edge and the PV path highlighted; the current node ringed and optionally
 * followed. Each label stands right of its node, and each edge runs straight down from the parent to
 * halfway between the two levels, across, and straight down into the child, so that no edge passes
 * through a label's text. Labels are drawn only where they fit at the current zoom (the selected node,
 * the best line and the current node first), in a font size the toolbar or projector mode sets.
 *
 * <p>Mouse: the GraphStream view sits alone at the top-left of a pane of its own (its hit-testing is
 * wrong anywhere else: gs-ui-javafx issues 21/24, gs-core 335), and hits are found here from the
 * camera's transform, so a click selects the node under the pointer at any window size. Click selects
 * ({@link #onSelect}), double-click collapses or expands, right-click offers "load this position on the
 * main board" and "search from here", hovering shows the node's summary; the wheel zooms, dragging pans,
 * Fit fits the whole shown tree. Zooming out stops where two node shapes would touch ({@link #minScale});
 * a tree wider than its area at that scale (many moves unfolded) is shown round the node last unfolded and
 * panned, never squeezed into shapes drawn over each other; labels that do not fit at a zoom are left out.
 * The graph is changed only in {@link #refresh}, on the FX thread, which the caller throttles to a few
 * times a second.
 *
 * <p>Each layout makes one {@link TreeFrame} — the items placed, each labelled by the one label writer and
 * styled — and the graph draws that frame; {@link #frame()} hands it to the exports, which draw the same.
 */
public final class SearchTreeView extends BorderPane {

    static {
        System.setProperty("org.graphstream.ui", "javafx");
    }

    /** Children shown of a node before the rest fold into "+N more". */
    static final int SIBLINGS = 6;
    private static final double PADDING = 10;
    /** Two invisible corner nodes that stretch the camera's bounds over the labels (GraphStream fits node centres). */
    static final String FRAME_A = "frame-a";
    static final String FRAME_B = "frame-b";
    /** Pixels between a node's shape and its label, which stands right of it (GraphStream's text-offset). */
    static final double LABEL_OFFSET = 4;
    private static final String CSS = """
            graph { padding: %2$.0fpx; fill-color: #fbfaf6; }
            node { z-index: 3; size: %3$.0fpx; fill-color: #b0b0b0; stroke-mode: plain; stroke-color: #555; stroke-width: 1px;
                   text-size: %1$.0f; text-font: '%4$s'; text-alignment: at-right; text-padding: 1px;
                   text-offset: %7$.0fpx, 0px;
                   text-background-mode: rounded-box; text-background-color: #ffffffd0; text-color: #202020; }
            node.pv { fill-color: #e0a800; }
            node.cut { fill-color: #d23c3c; }
            node.all { fill-color: #3c6fd2; }
            node.qs { size: %5$.0fpx; }
            node.tt { shape: diamond; size: %6$.0fpx; }
            node.nullcut { shape: box; }
            node.lmr { stroke-mode: dashes; stroke-width: 2px; stroke-color: #7a3cc8; }
            node.ghost { fill-color: #dcdcdc80; stroke-mode: dashes; stroke-color: #999; text-color: #777;
                         shape: rounded-box; size: %6$.0fpx, %5$.0fpx; }
            node.more { fill-color: #eef2ff; stroke-mode: plain; stroke-color: #5a6fb0; text-color: #33408a;
                        shape: rounded-box; size: %6$.0fpx, %5$.0fpx; }
            node.current { stroke-color: #00a050; stroke-width: 4px; stroke-mode: plain; }
            node.selected { stroke-color: #e000e0; stroke-width: 4px; stroke-mode: plain; size: %6$.0fpx; }
            node.frame { size: 1px; fill-mode: none; stroke-mode: none; text-mode: hidden; z-index: 0; }
            edge { z-index: 1; shape: polyline; fill-color: #888; arrow-size: 5px, 3px; }
            edge.pv { fill-color: #e0a800; size: 3px; z-index: 2; }
            edge.cutoff { fill-color: #d23c3c; size: 3px; z-index: 2; }
            edge.ghost { fill-color: #cccccc; stroke-mode: dashes; z-index: 0; }
            edge.more { fill-color: #9aa6d0; stroke-mode: dashes; z-index: 0; }
            """;

    private final Graph graph = new SingleGraph("search-tree");
    private final FxViewer viewer;
    private final FxDefaultView view;
    private final Region canvasPane;
    private final Label counts = new Label();
    private final Label legend = new Label();
    private final TreeToolBar bar;
    private final DoubleProperty fontSize = new SimpleDoubleProperty(12);
    private final ObjectProperty<ScoreView> scoreView = new SimpleObjectProperty<>(ScoreView.RED);
    private final ContextMenu menu = new ContextMenu();
    private final Tooltip tip = new Tooltip();
    private final Set<Long> collapsed = new HashSet<>();
    private final Set<Long> expanded = new HashSet<>();
    private final Map<String, String> classes = new HashMap<>();
    private final Map<String, String> labels = new HashMap<>();
    private final Map<String, double[]> positions = new HashMap<>();
    private final Map<String, double[]> edgePoints = new HashMap<>();
    private final Map<Long, Integer> notSearched = new HashMap<>();
    private final AnalysisText text;
    private final TreeLabels texts;
    private Consumer<TreeNode> onSelect = n -> { };
    private Consumer<String> onLoadPosition = fen -> { };
    private Consumer<String> onSearchFrom = fen -> { };
    private AnalysisModel model;
    private boolean shownSearching;
    private SearchTree shownTree;
    private TreeNode selected;
    private TreeNode menuNode;
    private TreeLayout.Placed hovered;
    /** The item the camera centres on when the fitted tree is too wide to show whole (the node last unfolded). */
    private String focus;
    private long shownVersion = -1;
    private String selectedState = "";
    private boolean dirty = true;
    private boolean fitted = true;
    private double stretch = 1;
    private double shownScale = -1;
    private TreeLayout.Result last = new TreeLayout.Result(List.of(), 0, 0);
    /** What is drawn now: the items of {@link #last}, labelled and styled (exports draw the same frame). */
    private TreeFrame frame = TreeFrame.empty();
    private long notCaptured;
    private double dragX;
    private double dragY;

    public SearchTreeView(AnalysisText text) {
        this.text = text;
        this.texts = new TreeLabels(text);
        setId("tree-view");
        graph.setStrict(false);
        graph.setAttribute("ui.stylesheet", css());
        viewer = new FxViewer(graph, Viewer.ThreadingModel.GRAPH_IN_GUI_THREAD);
        viewer.disableAutoLayout();
        view = (FxDefaultView) viewer.addDefaultView(false);
        view.setMouseManager(new MouseManager() {
            @Override
            public void init(GraphicGraph graph, View view) {
            }

            @Override
            public void release() {
            }

            @Override
            public EnumSet<InteractiveElement> getManagedTypes() {
                return EnumSet.noneOf(InteractiveElement.class);
            }
        });
        view.setId("tree-canvas");
        canvasPane = new Region() {
            {
                getChildren().add(view);
            }

            @Override
            protected void layoutChildren() {
                view.resizeRelocate(0, 0, getWidth(), getHeight());
            }
        };
        canvasPane.setId("tree-canvas-pane");
        canvasPane.setMinSize(120, 120);
        canvasPane.setPrefSize(600, 400);
        view.setMinSize(0, 0);
        canvasPane.widthProperty().addListener((o, a, v) -> dirty = true);
        canvasPane.heightProperty().addListener((o, a, v) -> dirty = true);
        view.addEventHandler(MouseEvent.MOUSE_PRESSED, e -> {
            dragX = e.getX();
            dragY = e.getY();
            menu.hide();
        });
        view.addEventHandler(MouseEvent.MOUSE_DRAGGED, this::pan);
        view.addEventHandler(MouseEvent.MOUSE_CLICKED, this::click);
        view.addEventHandler(MouseEvent.MOUSE_MOVED, this::hover);
        view.addEventHandler(MouseEvent.MOUSE_EXITED, e -> hideTip());
        view.addEventHandler(ScrollEvent.SCROLL, e -> zoom(e.getDeltaY() > 0 ? 0.85 : 1 / 0.85));
        setCenter(canvasPane);
        bar = toolBar();
        setTop(bar);
        counts.setId("tree-counts");
        counts.setPadding(new Insets(2, 6, 2, 6));
        counts.setWrapText(true);
        legend.setId("tree-legend");
        legend.setPadding(new Insets(2, 6, 0, 6));
        setBottom(new VBox(legend, counts));
        contextMenu();
        // the pointer moving onto the summary hides it, so it never swallows the next click
        tip.addEventFilter(MouseEvent.MOUSE_MOVED, e -> hideTip());
        tip.addEventFilter(MouseEvent.MOUSE_PRESSED, e -> hideTip());
        fontSize.addListener((o, a, v) -> {
            texts.setFontSize(v.doubleValue());
            graph.setAttribute("ui.stylesheet", css());
            classes.clear();
            labels.clear();
            dirty = true;
            fitted = true;
        });
        scoreView.addListener((o, a, v) -> {
            if (v == null) {
                scoreView.set(a);
                return;
            }
            texts.setScoreView(v);
            updateLegend();
            dirty = true;
            if (selected != null) {
                onSelect.accept(selected);
            }
        });
        text.i18n().localeProperty().addListener((o, a, v) -> {
            texts.clear();
            updateLegend();
            dirty = true;
        });
        updateLegend();
    }

    private String css() {
        double f = fontSize.get();
        double node = Math.max(10, f);
        return String.format(Locale.ROOT, CSS, f, PADDING, node, TreeLabels.family(), Math.max(7, node * 0.6),
                node + 4, LABEL_OFFSET);
    }

    private TreeToolBar toolBar() {
        return new TreeToolBar(text, fontSize, scoreView, () -> dirty = true, new Runnable[] {
            this::fit, () -> zoom(0.7), () -> zoom(1 / 0.7), () -> {
                if (selected != null) {
                    toggleCollapse(selected.id());
                }
            }, () -> {
                collapsed.clear();
                dirty = true;
            }});
    }

    private void contextMenu() {
        MenuItem load = new MenuItem();
        load.setId("tree-load-position");
        text.bind(load.textProperty(), "tree.loadPosition");
        load.setOnAction(e -> withMenuFen(onLoadPosition));
        MenuItem search = new MenuItem();
        search.setId("tree-search-from");
        text.bind(search.textProperty(), "tree.searchFrom");
        search.setOnAction(e -> withMenuFen(onSearchFrom));
        MenuItem toggle = new MenuItem();
        toggle.setId("tree-menu-collapse");
        text.bind(toggle.textProperty(), "tree.collapse");
        toggle.setOnAction(e -> {
            if (menuNode != null) {
                toggleCollapse(menuNode.id());
            }
        });
        menu.getItems().setAll(load, search, toggle);
    }

    private void withMenuFen(Consumer<String> action) {
        String fen = menuNode == null ? null : texts.fenAt(menuNode);
        if (fen != null) {
            action.accept(fen);
        }
    }

    private void updateLegend() {
        legend.setText(texts.legend());
    }

    // ------------------------------------------------------------------ settings and callbacks

    /** Where the notation of the labels comes from. */
    public void setNotation(java.util.function.Supplier<Notation> notation) {
        texts.setNotation(notation);
        dirty = true;
    }

    /** Called with the clicked node (and again with the selected one when the score view changes). */
    public void onSelect(Consumer<TreeNode> callback) {
        this.onSelect = callback;
    }

    /** Called with the FEN of a node when the user picks "Load this position on the main board". */
    public void onLoadPosition(Consumer<String> callback) {
        this.onLoadPosition = callback;
    }

    /** Called with the FEN of a node when the user picks "Search from here". */
    public void onSearchFrom(Consumer<String> callback) {
        this.onSearchFrom = callback;
    }

    /** The label font size in pixels (12 by default; projector mode sets 14 or more). */
    public DoubleProperty fontSizeProperty() {
        return fontSize;
    }

    public void setFontSize(double size) {
        fontSize.set(size);
    }

    /** From whose side scores are shown, in the tree and (through {@link #onSelect}) in the details. */
    ObjectProperty<ScoreView> scoreViewProperty() {
        return scoreView;
    }

    ScoreView scoreView() {
        return scoreView.get();
    }

    // ------------------------------------------------------------------ drawing

    /**
     * Shows this model; {@code notCaptured} counts nodes the engine searched that never reached the tree.
     * Returns whether anything was redrawn (false when nothing changed since the last call).
     */
    boolean refresh(AnalysisModel model, long notCaptured) {
        if (model != this.model || model.tree() != shownTree) {
            this.model = model;
            shownTree = model.tree();
            notSearched.clear();
            expanded.clear();
            focus = null;
            selected = sameNode(shownTree, selected);
            dirty = true;
            fitted = true;
        }
        if (texts.notationChanged()) {
            dirty = true; // the main window switched notation: every label is written again
        }
        if (model.isSearching() != shownSearching) {
            shownSearching = model.isSearching();
            dirty = true; // an unfinished node's label says "searching" or "unfinished"
        }
        double scale = scale();
        boolean rescaled = rescaled(scale);
        if (!dirty && !rescaled && model.version() == shownVersion && notCaptured == this.notCaptured) {
            return false;
        }
        boolean relayout = dirty || model.version() != shownVersion;
        dirty = false;
        shownVersion = model.version();
        this.notCaptured = notCaptured;
        SearchTree tree = model.tree();
        texts.setRoot(model.rootFen(), tree.latestRoot());
        texts.setSearching(model.isSearching());
        if (relayout) {
            layout(tree);
            if (fitted) {
                fitCamera();
            } else {
                keepShapesApart(null);
            }
            scale = scale();
        }
        shownScale = scale;
        showLabels(tree, scale);
        counts.setText(text.get("tree.counts", Long.toString(last.shownNodes()), Long.toString(tree.nodesStored()),
                Long.toString(last.notShown()), Long.toString(notCaptured + tree.nodesDropped())));
        updateLegend();
        tellSelectedState();
        TreeNode current = tree.current();
        if (bar.follow() && current != null && !fitted) {
            double[] xy = positions.get(TreeLayout.idOf(current));
            if (xy != null && view.getCamera() != null) {
                view.getCamera().setViewCenter(xy[0], xy[1], 0);
            }
        }
        return true;
    }

    /**
     * The node of {@code tree} that stands where {@code old} stood: the same node after a replay rebuilt
     * the tree (same id, same moves from the root), else the node reached by the same moves from the
     * latest root (the next iteration, or the same search run again), else null. Never a node that
     * merely has the same id: a new search numbers its nodes from the start again.
     */
    static TreeNode sameNode(SearchTree tree, TreeNode old) {
        if (old == null || tree == null) {
            return null;
        }
        TreeNode byId = tree.node(old.id());
        if (byId != null && samePath(byId, old)) {
            return byId;
        }
        java.util.Deque<Integer> moves = new java.util.ArrayDeque<>();
        for (TreeNode n = old; n.parent() != null; n = n.parent()) {
            moves.push(n.move());
        }
        TreeNode at = tree.latestRoot();
        for (int m : moves) {
            if (at == null) {
                return null;
            }
            TreeNode next = null;
            for (TreeNode c : at.children()) {
                if (c.move() == m) {
                    next = c; // the last search of a move (a re-search) is the one that counts
                }
            }
            at = next;
        }
        return at;
    }

    private static boolean samePath(TreeNode a, TreeNode b) {
        TreeNode x = a;
        TreeNode y = b;
        while (x != null && y != null) {
            if (x.move() != y.move() || x.ply() != y.ply()) {
                return false;
            }
            x = x.parent();
            y = y.parent();
        }
        return x == null && y == null;
    }

    /**
     * Tells {@link #onSelect} again whenever what the details show of the selected node may have changed:
     * another node object (a rebuilt or new tree), its state (entered, left, cut, children searched), the
     * search's root or running state, the score view or the notation.
     */
    private void tellSelectedState() {
        String state = stateOf(selected);
        if (!state.equals(selectedState)) {
            selectedState = state;
            onSelect.accept(selected);
        }
    }

    private String stateOf(TreeNode n) {
        StringBuilder sb = new StringBuilder();
        sb.append(model == null ? "" : model.rootFen()).append('|').append(model != null && model.isSearching())
                .append('|').append(scoreView.get()).append('|').append(model == null ? 0 : model.iterationDepth())
                .append('|').append(texts.notation()); // a notation switch writes the details' moves again
        if (n != null) {
            sb.append('|').append(System.identityHashCode(n)).append('|').append(n.isFinished()).append(n.score())
                    .append(n.bound()).append(n.actual()).append(n.hasCutoff()).append(n.ttCut())
                    .append(n.nullMoveCut()).append(n.tried()).append('|').append(n.children().size());
            for (TreeNode c : n.children()) {
                sb.append(',').append(c.isFinished() ? c.score() : 'o');
            }
        }
        return sb.toString();
    }

    private int notSearchedOf(TreeNode n) {
        return notSearched.computeIfAbsent(n.id(), id -> MoveText.notSearched(model.rootFen(), n));
    }

    private void layout(SearchTree tree) {
        TreeNode root = tree.latestRoot();
        List<TreeNode> must = new ArrayList<>(SearchTree.bestLine(root));
        if (selected != null) {
            must.add(selected);
        }
        if (tree.current() != null) {
            must.add(tree.current());
        }
        Set<TreeNode> keep = TreeLayout.withAncestors(must);
        addCutoffChildren(root, keep);
        double f = fontSize.get();
        double gap = Math.max(8, f * 0.8);
        // each item's box: its shape, the label right of it, and the gap; its node gap/2 into the box
        TreeLayout.Options o = new TreeLayout.Options(collapsed, expanded, keep, bar.maxPly(), bar.cap(),
                SIBLINGS, gap, levelGap(), gap / 2 + nodeSize() / 2, tree.current());
        TreeLayout.Widths boxes = new TreeLayout.Widths() {
            @Override
            public double of(TreeNode n, int ghost, int more) {
                return nodeSize() + labelReach(texts.width(n, ghost, more));
            }

            @Override
            public double compact(TreeNode n, int more) {
                return nodeSize() + labelReach(texts.textWidth(TreeLabels.compactMore(more)));
            }

            @Override
            public double least() {
                return nodeSize() + labelReach(0);
            }
        };
        double w = canvasPane.getWidth() - 2 * PADDING;
        double h = canvasPane.getHeight() - 2 * PADDING - 2 * rowHalf();
        // folded to fit the view at 100 % (nothing scrolls sideways, shapes and labels never overlap)
        // unless the user zoomed or panned, or unfolded a "+N more"
        last = fitted ? TreeLayout.fit(root, tree.nodesStored(), o, w, h, this::notSearchedOf, boxes)
                : TreeLayout.layout(root, tree.nodesStored(), o, this::notSearchedOf, boxes);
        frame = TreeFrame.of(last, texts.labels(), root, tree.current(), selected);
        stretch = TreeLayout.stretch(last.placed(), w > 0 && h > 0 ? h / Math.max(1, w) : 0.6);
        // a tree too wide to show whole with its shapes apart is shown in part, at the closest zoom allowed:
        // its levels then come only as far apart as that part needs to fill the area's height
        double[] b = bounds();
        double apart = minScaleAcross();
        if (w > 0 && h > 0 && b != null && b[2] > b[0] && apart > w / (b[2] - b[0]) && b[1] < -1e-9) {
            double depth = -(b[1] + rowHalf()) / stretch; // the deepest level, unstretched
            if (depth > 0) {
                stretch = Math.max(1, Math.min(stretch, h / (apart * depth)));
            }
        }
        apply(tree);
    }

    private double levelGap() {
        return 3 * fontSize.get() + 24;
    }

    /** The largest node shape's size in pixels (selected, TT diamond). */
    double nodeSize() {
        return Math.max(10, fontSize.get()) + 4;
    }

    /**
     * How far right of its shape's right edge a label of this text width reaches: the offset, the text
     * and its rounded box's padding.
     */
    static double labelReach(double textWidth) {
        return LABEL_OFFSET + textWidth + 3;
    }

    /** Half the height of a row of the tree: a shape and the label beside it, centred on the node. */
    double rowHalf() {
        return Math.max(nodeSize(), labelHeight() + 2) / 2;
    }

    /** The height of a drawn label in pixels (text and its rounded box). */
    double labelHeight() {
        return Math.ceil(fontSize.get() * 1.3) + 2;
    }

    /** The move that caused each kept node's cutoff stays visible among its folded siblings. */
    private static void addCutoffChildren(TreeNode root, Set<TreeNode> keep) {
        for (TreeNode n : new ArrayList<>(keep)) {
            if (n.hasCutoff() && !n.children().isEmpty()) {
                keep.add(n.children().get(n.children().size() - 1));
            }
        }
        if (root != null && root.hasCutoff() && !root.children().isEmpty()) {
            keep.add(root.children().get(root.children().size() - 1));
        }
    }

    private void apply(SearchTree tree) {
        Set<String> keep = new HashSet<>();
        Set<String> withMoves = new HashSet<>(); // parents with a shown child that is a move
        for (TreeFrame.Item it : frame.items()) {
            if (it.parentId() != null && it.isNode()) {
                withMoves.add(it.parentId());
            }
        }
        for (TreeFrame.Item it : frame.items()) {
            TreeLayout.Placed p = it.placed();
            keep.add(p.id());
            Node n = graph.getNode(p.id());
            if (n == null) {
                n = graph.addNode(p.id());
            }
            double[] xy = positions.get(p.id());
            double y = p.y() * stretch;
            if (xy == null || xy[0] != p.x() || xy[1] != y) {
                n.setAttribute("xyz", p.x(), y, 0);
                positions.put(p.id(), new double[] {p.x(), y});
            }
            set(n, p.id(), "ui.class", it.style());
            if (p.parentId() != null) {
                String eid = p.parentId() + ">" + p.id();
                keep.add(eid);
                // a dashed edge (ghost, "+N more") beside a move's edge starts where they part, so the
                // solid part they share is not drawn over with dashes
                double[] points = elbow(positions.get(p.parentId()), positions.get(p.id()),
                        !it.isNode() && withMoves.contains(p.parentId()));
                Edge e = graph.getEdge(eid);
                if (e != null && !java.util.Arrays.equals(points, edgePoints.get(eid))) {
                    // GraphStream reads an edge's ui.points once: a moved edge is drawn anew
                    graph.removeEdge(eid);
                    forget(eid);
                    e = null;
                }
                if (e == null) {
                    e = graph.addEdge(eid, p.parentId(), p.id(), true);
                    e.setAttribute("ui.points", (Object) points);
                    edgePoints.put(eid, points);
                }
                set(e, eid, "ui.class", it.edgeStyle());
            }
        }
        double[] b = bounds();
        if (b != null) {
            frame(FRAME_A, b[0], b[1], keep);
            frame(FRAME_B, b[2], b[3], keep);
        }
        for (Object id : graph.edges().map(Edge::getId).filter(id -> !keep.contains(id)).toArray()) {
            graph.removeEdge((String) id);
            forget((String) id);
            edgePoints.remove((String) id);
        }
        for (Object id : graph.nodes().map(Node::getId).filter(id -> !keep.contains(id)).toArray()) {
            graph.removeNode((String) id);
            forget((String) id);
            positions.remove((String) id);
        }
    }

    /**
     * The path of an edge from a parent's place to a child's (graph units, x, y, z per point): straight
     * down from the parent to halfway between the two levels, across, and straight down into the child,
     * so it runs beside the labels (right of their nodes) and between the rows, never through a label;
     * {@code fromTheBend}: only from halfway down.
     */
    private static double[] elbow(double[] from, double[] to, boolean fromTheBend) {
        double mid = (from[1] + to[1]) / 2;
        if (from[0] == to[0]) {
            return new double[] {from[0], fromTheBend ? mid : from[1], 0, to[0], to[1], 0};
        }
        return fromTheBend ? new double[] {from[0], mid, 0, to[0], mid, 0, to[0], to[1], 0}
                : new double[] {from[0], from[1], 0, from[0], mid, 0, to[0], mid, 0, to[0], to[1], 0};
    }

    private void frame(String id, double x, double y, Set<String> keep) {
        keep.add(id);
        Node n = graph.getNode(id);
        if (n == null) {
            n = graph.addNode(id);
            n.setAttribute("ui.class", "frame");
        }
        n.setAttribute("xyz", x, y, 0);
    }

    /**
     * Labels where they fit at this scale (pixels per layout unit), each right of its node: the selected
     * node, the best line, the current node and "+N more" first, then the others from left to right, each
     * only if its label overlaps neither a label already shown on its level nor another item's shape there,
     * and only if the levels are far enough apart for the edges to run between the rows of labels (zoomed
     * out they are not, and no label is shown).
     */
    private void showLabels(SearchTree tree, double scale) {
        Set<TreeNode> first = new HashSet<>(SearchTree.bestLine(tree.latestRoot()));
        if (selected != null) {
            first.add(selected);
        }
        if (tree.current() != null) {
            first.add(tree.current());
        }
        List<TreeFrame.Item> order = new ArrayList<>(frame.items());
        order.sort(Comparator.comparingInt((TreeFrame.Item it) -> it.placed().isMore() || !it.placed().isGhost()
                        && first.contains(it.node()) ? 0 : 1).thenComparingDouble(it -> it.placed().x()));
        Map<Double, TreeMap<Double, Double>> taken = new HashMap<>();
        Map<Double, List<Double>> shapes = new HashMap<>();
        boolean oneRow = true;
        for (TreeLayout.Placed p : last.placed()) {
            shapes.computeIfAbsent(p.y(), k -> new ArrayList<>()).add(p.x() * scale);
            oneRow &= p.y() == 0;
        }
        shapes.values().forEach(xs -> xs.sort(null));
        // an edge crosses between two rows halfway down: half a level must clear half a label and a stroke
        boolean roomBetween = oneRow || levelGap() * stretch * scale >= labelHeight() + 10;
        double shapeHalf = nodeSize() / 2;
        double margin = 2;
        for (TreeFrame.Item it : order) {
            TreeLayout.Placed p = it.placed();
            String label = it.label();
            double width = texts.textWidth(label);
            double cx = p.x() * scale;
            double from = cx + shapeHalf + LABEL_OFFSET - margin;
            double to = cx + shapeHalf + labelReach(width) + margin;
            TreeMap<Double, Double> row = taken.computeIfAbsent(p.y(), k -> new TreeMap<>());
            Map.Entry<Double, Double> before = row.floorEntry(from);
            Map.Entry<Double, Double> after = row.ceilingEntry(from);
            boolean fits = roomBetween
                    && (before == null || before.getValue() <= from)
                    && (after == null || after.getKey() >= to)
                    && shapesWithin(shapes.get(p.y()), from - shapeHalf, to + shapeHalf) == 0;
            if (fits) {
                row.put(from, to);
            }
            Node n = graph.getNode(p.id());
            if (n != null) {
                set(n, p.id(), "ui.label", fits ? label : "");
            }
        }
    }

    /** How many of the sorted centres lie strictly between {@code lo} and {@code hi}. */
    private static int shapesWithin(List<Double> sorted, double lo, double hi) {
        int a = 0;
        int b = sorted.size();
        while (a < b) { // the first centre beyond lo
            int mid = (a + b) >>> 1;
            if (sorted.get(mid) <= lo) {
                a = mid + 1;
            } else {
                b = mid;
            }
        }
        int count = 0;
        for (int i = a; i < sorted.size() && sorted.get(i) < hi; i++) {
            count++;
        }
        return count;
    }

    private void forget(String id) {
        classes.remove(id);
        labels.remove(id);
    }

    private void set(org.graphstream.graph.Element e, String id, String attribute, String value) {
        Map<String, String> cache = attribute.equals("ui.class") ? classes : labels;
        if (!value.equals(cache.get(id))) {
            cache.put(id, value);
            if (value.isEmpty()) {
                e.removeAttribute(attribute);
            } else {
                e.setAttribute(attribute, value);
            }
        }
    }

    // ------------------------------------------------------------------ camera

    /**
     * The shown layout's bounds {minX, minY, maxX, maxY} in graph units, or null: every item's label
     * (its width beside its centre), the top node's shape and the bottom labels (below the lowest centres),
     * so that the camera fits what is drawn, not only the node centres.
     */
    private double[] bounds() {
        double[] c = TreeLayout.bounds(last.placed(), stretch);
        if (c == null) {
            return null;
        }
        double left = Double.MAX_VALUE;
        double right = -Double.MAX_VALUE;
        for (TreeLayout.Placed p : last.placed()) {
            left = Math.min(left, p.left());
            right = Math.max(right, p.right());
        }
        return new double[] {left, c[1] - rowHalf(), right, c[3] + rowHalf()};
    }

    /** Whether the camera's scale differs from the one the labels were last shown at. */
    private boolean rescaled(double scale) {
        return Math.abs(scale - shownScale) > 1e-6 * Math.max(1, scale);
    }

    /** Pixels per graph unit as GraphStream's camera draws now (its user view: padding, zoom, bounds). */
    private double scale() {
        double[] b = bounds();
        double w = canvasPane.getWidth() - 2 * PADDING;
        double h = canvasPane.getHeight() - 2 * PADDING;
        if (b == null || w <= 0 || h <= 0 || view.getCamera() == null) {
            return 1; // not drawn yet (GraphStream makes its camera at the first frame)
        }
        double zoom = view.getCamera().getViewPercent();
        double gw = b[2] - b[0];
        double gh = b[3] - b[1];
        double sx = gw > 0 ? w / (gw * zoom) : Double.MAX_VALUE;
        double sy = gh > 0 ? h / (gh * zoom) : Double.MAX_VALUE;
        double s = Math.min(sx, sy);
        return s == Double.MAX_VALUE ? 1 : s;
    }

    /** Fits the whole shown tree in the view, and keeps it fitted as it grows until the user zooms or pans. */
    public void fit() {
        fitted = true;
        focus = null;
        fitCamera();
        shownScale = -1;
        if (model != null) {
            refresh(model, notCaptured);
        }
    }

    private void fitCamera() {
        double[] b = bounds();
        if (b == null || view.getCamera() == null) {
            return;
        }
        view.getCamera().setViewCenter((b[0] + b[2]) / 2, (b[1] + b[3]) / 2, 0);
        view.getCamera().setViewPercent(1);
        double[] at = focus == null ? null : positions.get(focus);
        keepShapesApart(at == null ? null : at[0]);
    }

    /**
     * The smallest scale (pixels per layout unit) at which no two node shapes of the shown layout touch:
     * neighbours on a level, and one level above the next, stay a shape's size and a pixel apart.
     */
    double minScale() {
        double across = minScaleAcross();
        boolean levels = last.placed().stream().anyMatch(p -> p.y() != 0);
        return levels ? Math.max(across, (nodeSize() + 1) / (levelGap() * stretch)) : across;
    }

    /** The smallest scale at which no two node shapes of one level touch. */
    private double minScaleAcross() {
        double shape = nodeSize() + 1;
        Map<Double, List<Double>> rows = new HashMap<>();
        for (TreeLayout.Placed p : last.placed()) {
            rows.computeIfAbsent(p.y(), k -> new ArrayList<>()).add(p.x());
        }
        double closest = Double.MAX_VALUE;
        for (List<Double> xs : rows.values()) {
            xs.sort(null);
            for (int i = 1; i < xs.size(); i++) {
                double d = xs.get(i) - xs.get(i - 1);
                if (d > 0) {
                    closest = Math.min(closest, d);
                }
            }
        }
        return closest == Double.MAX_VALUE ? 0 : shape / closest;
    }

    /**
     * Zooms in as far as needed for the shapes to stay apart ({@link #minScale}), centred at {@code x}
     * (layout units) if given: a tree wider than its area is then panned rather than squeezed.
     */
    private void keepShapesApart(Double x) {
        if (view.getCamera() == null || canvasPane.getWidth() <= 2 * PADDING) {
            return;
        }
        double s = scale();
        double min = minScale();
        if (min <= 0 || s >= min) {
            return;
        }
        view.getCamera().setViewPercent(view.getCamera().getViewPercent() * s / min);
        if (x != null) {
            view.getCamera().setViewCenter(x, view.getCamera().getViewCenter().y, 0);
        }
    }

    private void zoom(double factor) {
        fitted = false;
        if (view.getCamera() == null) {
            return;
        }
        double p = view.getCamera().getViewPercent() * factor;
        view.getCamera().setViewPercent(Math.max(0.01, Math.min(2, p)));
        keepShapesApart(null);
        if (model != null) {
            refresh(model, notCaptured);
        }
    }

    private void pan(MouseEvent e) {
        if (e.getButton() != MouseButton.PRIMARY) {
            return;
        }
        fitted = false;
        Point3 a = view.getCamera().transformPxToGu(dragX, dragY);
        Point3 b = view.getCamera().transformPxToGu(e.getX(), e.getY());
        Point3 c = view.getCamera().getViewCenter();
        view.getCamera().setViewCenter(c.x - (b.x - a.x), c.y - (b.y - a.y), 0);
        dragX = e.getX();
        dragY = e.getY();
    }

    // ------------------------------------------------------------------ mouse

    /** Where an item is drawn now, in the canvas' pixels (the camera's own transform). */
    Point2D drawnAt(String id) {
        double[] xy = positions.get(id);
        if (xy == null || view.getCamera() == null) {
            return null;
        }
        Point3 p = view.getCamera().transformGuToPx(xy[0], xy[1], 0);
        return new Point2D(p.x, p.y);
    }

    /** The screen point where an item is drawn now, or null if it is not shown. */
    public Point2D screenPointOf(String id) {
        Point2D p = drawnAt(id);
        return p == null ? null : view.localToScreen(p);
    }

    /** The item drawn under a canvas point: the nearest node within its size, or the node whose label is there. */
    TreeLayout.Placed itemAt(double x, double y) {
        double reach = Math.max(10, fontSize.get() * 0.5 + 6);
        TreeLayout.Placed best = null;
        double bestD = Double.MAX_VALUE;
        for (TreeLayout.Placed p : last.placed()) {
            Point2D at = drawnAt(p.id());
            if (at == null) {
                continue;
            }
            double d = Math.hypot(at.getX() - x, at.getY() - y);
            if (d > reach && !labels.getOrDefault(p.id(), "").isEmpty()) {
                // on its label, right of the node
                double right = at.getX() + nodeSize() / 2 + labelReach(texts.width(p));
                if (x >= at.getX() && x <= right && Math.abs(y - at.getY()) <= labelHeight() / 2 + 1) {
                    d = reach;
                }
            }
            if (d <= reach && d < bestD) {
                bestD = d;
                best = p;
            }
        }
        return best;
    }

    private void click(MouseEvent e) {
        if (!e.isStillSincePress()) {
            return;
        }
        TreeLayout.Placed p = itemAt(e.getX(), e.getY());
        if (p == null) {
            return;
        }
        hideTip();
        if (e.getButton() == MouseButton.SECONDARY) {
            if (!p.isMore()) {
                select(p.node().id());
                menuNode = p.node();
                menu.show(view, e.getScreenX(), e.getScreenY());
            }
            return;
        }
        if (e.getButton() != MouseButton.PRIMARY) {
            return;
        }
        if (p.isMore()) {
            if (e.getClickCount() == 1) {
                expandSiblings(p.node().id());
            }
            return;
        }
        long nodeId = p.node().id();
        // every second click of a run toggles: a double-click soon after another (the platform counts on, 3, 4)
        // opens what the first one folded
        if (e.getClickCount() % 2 == 0) {
            toggleCollapse(nodeId);
        } else {
            select(nodeId);
        }
    }

    private void hover(MouseEvent e) {
        TreeLayout.Placed p = itemAt(e.getX(), e.getY());
        if (p == null) {
            hideTip();
            return;
        }
        // the summary is written anew from the item under the pointer (a new search reuses ids)
        String summary = texts.summary(p.node(), p.ghostCount(), p.moreCount());
        if (hovered == null || hovered.node() != p.node() || !summary.equals(tip.getText()) || !tip.isShowing()) {
            hovered = p;
            tip.setText(summary);
            tip.show(view, e.getScreenX() + 14, e.getScreenY() + 14);
        }
    }

    private void hideTip() {
        hovered = null;
        tip.hide();
    }

    /** The hover text showing now, or null. */
    String tooltipText() {
        return tip.isShowing() ? tip.getText() : null;
    }

    ContextMenu contextMenuForTests() {
        return menu;
    }

    /** Selects a stored node of the shown tree (as a click does); false if there is none with that id. */
    public boolean select(long nodeId) {
        TreeNode n = shownTree == null ? null : shownTree.node(nodeId);
        if (n == null) {
            return false;
        }
        selected = n;
        dirty = true;
        selectedState = stateOf(n);
        onSelect.accept(n);
        if (model != null) {
            refresh(model, notCaptured);
        }
        return true;
    }

    /** The selected node, or null. */
    TreeNode selected() {
        return selected;
    }

    /** Collapses an expanded node, expands a collapsed one. */
    public void toggleCollapse(long nodeId) {
        if (!collapsed.remove(nodeId)) {
            collapsed.add(nodeId);
        }
        dirty = true;
        if (model != null) {
            refresh(model, notCaptured);
        }
    }

    /** Shows every child of a node whose siblings were folded into "+N more". */
    void expandSiblings(long nodeId) {
        expanded.add(nodeId);
        focus = Long.toString(nodeId);
        dirty = true;
        if (model != null) {
            refresh(model, notCaptured);
        }
    }

    // ---- what is shown, for tests and the node-detail panel

    /**
     * What GraphStream draws now: each graph node's label attribute ("ui.label"), by item id, read from
     * the graph itself (the frame corners left out; an item drawn without a label maps to "").
     */
    Map<String, String> drawnLabels() {
        Map<String, String> out = new HashMap<>();
        graph.nodes().filter(n -> !n.getId().startsWith("frame")).forEach(n -> {
            Object l = n.getAttribute("ui.label");
            out.put(n.getId(), l == null ? "" : l.toString());
        });
        return out;
    }

    /** The stylesheet GraphStream draws the graph with (where labels sit, shape sizes). */
    String drawnStylesheet() {
        Object css = graph.getAttribute("ui.stylesheet");
        return css == null ? "" : css.toString();
    }

    /**
     * What GraphStream draws of each edge, by edge id: its points in the canvas' pixels, the polyline of
     * its {@code ui.points} attribute if it has one, else the straight line between its two nodes' places.
     */
    Map<String, List<Point2D>> drawnEdges() {
        Map<String, List<Point2D>> out = new HashMap<>();
        if (view.getCamera() == null) {
            return out;
        }
        graph.edges().forEach(e -> {
            List<Point2D> points = new ArrayList<>();
            Object poly = e.getAttribute("ui.points");
            if (poly instanceof double[] xyz) {
                for (int i = 0; i + 2 < xyz.length; i += 3) {
                    Point3 p = view.getCamera().transformGuToPx(xyz[i], xyz[i + 1], 0);
                    points.add(new Point2D(p.x, p.y));
                }
            } else {
                for (Node n : List.of(e.getSourceNode(), e.getTargetNode())) {
                    Object[] xyz = (Object[]) n.getAttribute("xyz");
                    Point3 p = view.getCamera().transformGuToPx(((Number) xyz[0]).doubleValue(),
                            ((Number) xyz[1]).doubleValue(), 0);
                    points.add(new Point2D(p.x, p.y));
                }
            }
            out.put(e.getId(), points);
        });
        return out;
    }

    /** The style class GraphStream draws a graph node with ("" if none). */
    String drawnClass(String id) {
        Node n = graph.getNode(id);
        Object c = n == null ? null : n.getAttribute("ui.class");
        return c == null ? "" : c.toString();
    }

    /** The label font size in pixels as drawn. */
    double labelFontSize() {
        return fontSize.get();
    }

    /** Pixels per layout unit as drawn now. */
    double drawnScale() {
        return scale();
    }

    /** The drawn width in pixels of a text in the labels' font. */
    double textWidth(String s) {
        return texts.textWidth(s);
    }

    /** The canvas' size in pixels. */
    double[] canvasSize() {
        return new double[] {canvasPane.getWidth(), canvasPane.getHeight()};
    }

    /** Whether the tree node with this id is shown now. */
    public boolean isShown(long nodeId) {
        return graph.getNode(Long.toString(nodeId)) != null;
    }

    /** The number of unsearched moves the ghost under this node stands for (0: no ghost shown). */
    public int ghostCount(long nodeId) {
        for (TreeLayout.Placed p : last.placed()) {
            if (p.isGhost() && p.node().id() == nodeId) {
                return p.ghostCount();
            }
        }
        return 0;
    }

    /** How many children of this node are folded into its "+N more" (0: none). */
    int moreCount(long nodeId) {
        for (TreeLayout.Placed p : last.placed()) {
            if (p.isMore() && p.node().id() == nodeId) {
                return p.moreCount();
            }
        }
        return 0;
    }

    /** The style classes of a shown node or edge ("" if none or not shown). */
    public String styleOf(String elementId) {
        return classes.getOrDefault(elementId, "");
    }

    /** The label drawn at a shown item ("" if none). */
    String labelOf(String id) {
        return labels.getOrDefault(id, "");
    }

    /** The drawn width of an item's label in pixels. */
    double labelWidth(TreeLayout.Placed p) {
        return texts.width(p);
    }

    /** What the tree draws now: its items, their labels and styles (Export ▸ Search tree draws the same). */
    public TreeFrame frame() {
        return frame;
    }

    /** The items placed now. */
    List<TreeLayout.Placed> placed() {
        return last.placed();
    }

    /** Nodes shown now. */
    public int shownNodes() {
        return last.shownNodes();
    }

    /** The GraphStream canvas view (for tests that click on it). */
    javafx.scene.layout.Pane canvas() {
        return view;
    }

    /**
     * Whether what is drawn is the model as it stands (for tests, which wait for this rather than for time):
     * the last {@link #refresh} showed the model's latest version at the camera's present scale, nothing
     * asked for a new layout since, and GraphStream has drawn every change to the graph and the camera
     * (its viewer draws on its own timer and clears the graph's changed flag when it has).
     */
    boolean drawnUpToDate() {
        GraphicGraph drawn = viewer.getGraphicGraph();
        return model != null && view.getCamera() != null && !dirty && model.tree() == shownTree
                && model.version() == shownVersion && model.isSearching() == shownSearching
                && !rescaled(scale())
                && (drawn == null || !drawn.graphChangedFlag());
    }

    /** Stops the viewer's timer (when the panel closes). */
    public void close() {
        tip.hide();
        menu.hide();
        // GraphStream 2.0 makes a style group's renderer map when the group is first drawn, and its close()
        // removes the renderers from every group unguarded: a group made since the last frame (or a view
        // closed before its first frame) would throw and leave the viewer's timer running. Give such a group
        // its empty map first.
        org.graphstream.ui.graphicGraph.GraphicGraph drawn = viewer.getGraphicGraph();
        if (drawn != null) {
            for (org.graphstream.ui.graphicGraph.StyleGroup group : drawn.getStyleGroups().groups()) {
                if (group.renderers == null) {
                    group.renderers = new java.util.HashMap<>();
                }
            }
        }
        viewer.close();
    }
}
