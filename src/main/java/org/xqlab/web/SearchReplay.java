package org.xqlab.web;

import org.xqlab.rules.Fen;
import org.xqlab.rules.Move;
import org.xqlab.rules.Notation;
import org.xqlab.rules.Piece;
import org.xqlab.rules.Position;
import org.xqlab.rules.Square;
import org.xqlab.search.EngineListing;
import org.xqlab.figure.NodeText;
import org.xqlab.figure.ScorePerspective;
import org.xqlab.search.Scores;
import org.xqlab.search.SearchConfig;
import org.xqlab.trace.BasicStep;
import org.xqlab.trace.Bound;
import org.xqlab.trace.CodeFrame;
import org.xqlab.trace.Listing;
import org.xqlab.trace.NodeType;
import org.xqlab.trace.SearchListener;
import org.xqlab.trace.SearchTree;
import org.xqlab.trace.Stage;
import org.xqlab.trace.Step;
import org.xqlab.trace.TreeNode;
import org.xqlab.analysis.Caption;
import org.xqlab.analysis.CodeText;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * The timeline of a real search for a page: listens after a {@link SearchTree} (which it reads for each
 * node's window, tries, cut and score) and makes one {@link Frame} per node entered or left, per cutoff
 * and per iteration start or end, for the nodes the page shows: each iteration's tree down to
 * {@code maxPly}, at most {@code maxChildren} children per node (the rest fold into "+N more", as the
 * analysis window folds them) and at most {@code nodeCap} nodes; events of nodes not shown make no
 * frame. Captions, node details, pseudocode lines, variables and the pruning condition are written with
 * the analysis window's words and rules, moves in the chosen notation: a cutoff's caption is the window's
 * {@link Caption}, the variables and the condition (one per score view) come from {@link CodeText}, as the
 * window's code pane takes them, so the page cannot say otherwise than the app. A finished node's value label and
 * details come twice — as stored (from the side to move at the node) and negated with its bound turned —
 * so the page can show them in the analysis window's score views (Red's view first) by the node's side;
 * the details hold the placeholder {@value #VIEW} where the view's name goes. Killer and history updates are attached to the next frame.
 */
final class SearchReplay implements SearchListener {
    private static final int INF = Scores.INFINITY;
    /** Stands in a node's details for the name of the score view the page shows. */
    static final String VIEW = "{view}";
    /** The page's score views, in the analysis window's order (the page's view selector has the same). */
    static final ScorePerspective[] VIEWS = {ScorePerspective.RED, ScorePerspective.ROOT_SIDE, ScorePerspective.NEGAMAX};
    /** Their names' keys in the analysis bundle. */
    static final String[] VIEW_KEYS = {"scores.red", "scores.root", "scores.negamax"};

    private final SearchTree tree;
    private final Notation notation;
    private final int maxPly;
    private final int maxChildren;
    private final int nodeCap;
    private final java.util.Set<Long> keep;
    final List<PageNode> nodes = new ArrayList<>();
    final List<Frame> frames = new ArrayList<>();
    final List<PageNode> roots = new ArrayList<>();
    final List<List<Object[]>> killerSnapshots = new ArrayList<>();
    private final Map<Long, PageNode> shown = new HashMap<>();
    private final Map<PageNode, PageNode> folds = new HashMap<>();
    private final Map<PageNode, Integer> folded = new HashMap<>();
    private final Map<PageNode, Integer> shownChildren = new HashMap<>();
    private final Deque<PageNode> path = new ArrayDeque<>();
    private final List<PageNode> iterationNodes = new ArrayList<>();
    private final List<Object[]> pendingChanges = new ArrayList<>();
    private final List<Object[]> pendingHistory = new ArrayList<>();
    private final TreeMap<Integer, int[]> killers = new TreeMap<>();
    private boolean killersChanged;
    private String historyShape = "";
    private Position position;
    String rootFen = Fen.START;
    SearchConfig config = SearchConfig.defaults();
    private String configText = "";
    Listing listing = EngineListing.of(config);
    int rootSide = Piece.RED;
    long notShown;
    int bestMove;
    int score;
    int depth;

    SearchReplay(SearchTree tree, Notation notation, int maxPly, int maxChildren, int nodeCap) {
        this(tree, notation, maxPly, maxChildren, nodeCap, java.util.Set.of());
    }

    /** The same, never leaving out or folding the nodes {@code keep} names (what an app window's tree draws). */
    SearchReplay(SearchTree tree, Notation notation, int maxPly, int maxChildren, int nodeCap, java.util.Set<Long> keep) {
        this.keep = keep;
        this.tree = tree;
        this.notation = notation;
        this.maxPly = maxPly;
        this.maxChildren = maxChildren;
        this.nodeCap = nodeCap;
    }

    @Override
    public void searchStarted(String fen, String configText, int maxDepth) {
        rootFen = fen;
        this.configText = configText == null ? "" : configText;
        try {
            config = configText == null || configText.isBlank() ? SearchConfig.defaults() : SearchConfig.parse(configText);
        } catch (IllegalArgumentException e) {
            config = SearchConfig.defaults();
        }
        listing = EngineListing.of(config);
        try {
            rootSide = Fen.parse(fen).sideToMove();
        } catch (RuntimeException e) {
            rootSide = Piece.RED;
        }
        emit(rootFrame(Frame.ITERATION, AppWords.both(AppWords.PAGE, "caption.searchStart", Integer.toString(maxDepth))));
    }

    @Override
    public void iterationStarted(int depth, int alpha, int beta) {
        this.depth = depth;
        for (PageNode n : iterationNodes) {
            pendingChanges.add(new Object[] {n.index, "h", ""});
        }
        iterationNodes.clear();
        emit(rootFrame(Frame.ITERATION, AppWords.both(AppWords.PAGE, "caption.iterStart", Integer.toString(depth),
                CodeFrame.bound(alpha, INF), CodeFrame.bound(beta, INF))));
    }

    @Override
    public void iterationFinished(int depth, int score, int[] pv, int pvLength, long nodes, long timeMillis) {
        this.score = score;
        String line = line(pv, pvLength);
        emit(rootFrame(Frame.ITERATION, both(zh -> AppWords.get(AppWords.PAGE, zh, "caption.iterEnd",
                Integer.toString(depth), scoreText(score, zh), line, Long.toString(nodes)))));
    }

    @Override
    public void searchFinished(int bestMove, int score, int depth, long nodes, long timeMillis) {
        this.bestMove = bestMove;
        this.score = score;
        this.depth = depth;
        String best = line(new int[] {bestMove}, 1);
        // stopped inside a deeper iteration: the tree shows that one, its root "(stopped)", not this score's
        TreeNode root = tree.latestRoot();
        if (SearchTree.stoppedDeeper(root, depth)) {
            emit(rootFrame(Frame.ITERATION, both(zh -> AppWords.get(AppWords.PAGE, zh, "caption.searchStopped", best,
                    scoreText(score, zh), Long.toString(nodes), Integer.toString(depth),
                    Integer.toString(root.depth())))));
            return;
        }
        emit(rootFrame(Frame.ITERATION, both(zh -> AppWords.get(AppWords.PAGE, zh, "caption.searchEnd", best,
                scoreText(score, zh), Long.toString(nodes)))));
    }

    @Override
    public void nodeEntered(long nodeId, long parentId, int move, int ply, int depth, int alpha, int beta,
                            NodeType expected, boolean inCheck, long key) {
        enter(nodeId, parentId, move, ply, false);
    }

    @Override
    public void quiescenceEntered(long nodeId, long parentId, int move, int ply, int alpha, int beta, boolean inCheck) {
        enter(nodeId, parentId, move, ply, true);
    }

    private void enter(long nodeId, long parentId, int move, int ply, boolean quiescence) {
        TreeNode n = tree.node(nodeId);
        PageNode pn;
        if (parentId < 0 || path.isEmpty()) {
            position = Fen.parse(rootFen);
            path.clear();
            pn = add(null, AppWords.both(AppWords.ANALYSIS, "tree.root"));
            pn.side = rootSide;
            pn.board = placement(position);
            roots.add(pn);
        } else {
            PageNode parent = shown.get(parentId);
            boolean kept = keep.contains(nodeId);
            if (parent == null || n == null || ply > maxPly && !kept || parent != path.peekLast()) {
                notShown++;
                return;
            }
            if (!kept && (shownChildren.getOrDefault(parent, 0) >= maxChildren || iterationNodes.size() >= nodeCap)) {
                fold(parent);
                return;
            }
            shownChildren.merge(parent, 1, Integer::sum);
            String[] name;
            boolean made = true;
            if (n.isNestedSearch()) {
                // the parent's own position searched again at its ply (IID, a verification, a singular search)
                name = AppWords.both(AppWords.ANALYSIS, "tree.nested");
                made = false;
            } else if (move == 0) {
                name = AppWords.both(AppWords.ANALYSIS, "tree.nullMove");
                position.makeNullMove();
            } else {
                String text = position.isLegal(move) ? notation.format(position, move) : Move.iccs(move);
                name = new String[] {text, text};
                position.makeMove(move);
            }
            pn = add(parent, name);
            pn.made = made;
            pn.side = (n.ply() & 1) == 0 ? rootSide : 1 - rootSide;
            pn.board = placement(position);
            if (move != 0) {
                pn.arrow = new int[] {file(Move.from(move)), rank(Move.from(move)), file(Move.to(move)), rank(Move.to(move))};
            }
            pendingChanges.add(new Object[] {parent.index, "p", null});
        }
        shown.put(nodeId, pn);
        path.addLast(pn);
        Frame f = new Frame(Frame.NODE, pn.index, caption("caption.enter", pn, n));
        String[] open = details(n, pn, 1);
        // open: "(searching)" until it returns, as the window's tree and the exported figure say
        Object searching = n == null ? "" : both(zh -> NodeText.state(n, true, zh));
        pendingChanges.add(new Object[] {pn.index, "c", searching, open[0], open[1]});
        if (quiescence) {
            lines(f, Listing.Section.SEARCH, Step.HORIZON);
            vars(f, n, null);
        } else {
            code(f, BasicStep.ENTER, n, null);
        }
        emit(f);
    }

    /** A node's score label: one text, or [English, Chinese] where they differ (a win by the repetition rules). */
    static Object scoreLabel(int score, Bound bound) {
        String en = NodeText.score(score, bound, false);
        String zh = NodeText.score(score, bound, true);
        return en.equals(zh) ? en : new String[] {en, zh};
    }

    @Override
    public void nodeLeft(long nodeId, int ply, int score, Bound bound, int bestMove, NodeType actual) {
        PageNode pn = shown.get(nodeId);
        if (pn == null || pn != path.peekLast()) {
            return;
        }
        TreeNode n = tree.node(nodeId);
        path.removeLast();
        PageNode parent = path.peekLast();
        if (parent != null && pn.made) {
            position.unmakeMove();
        }
        String[] d = details(n, pn, 1);
        String[] turned = details(n, pn, -1);
        Bound other = bound == Bound.LOWER ? Bound.UPPER : bound == Bound.UPPER ? Bound.LOWER : bound;
        // left by a stop (no bound): no score of the node, "(stopped)" as the app's tree says
        Object stopped = bound == Bound.NONE && n != null ? both(zh -> NodeText.state(n, false, zh)) : null;
        pendingChanges.add(new Object[] {pn.index, n != null && n.hasCutoff() ? "k" : "d",
            stopped != null ? stopped : scoreLabel(score, bound), d[0], d[1],
            stopped != null ? stopped : scoreLabel(-score, other), turned[0], turned[1]});
        String b = bound == null ? "NONE" : bound.name();
        String[] words = new String[2];
        for (int i = 0; i < 2; i++) {
            words[i] = AppWords.get(AppWords.PAGE, i == 1, "caption.left", pn.name[i], scoreText(score, i == 1),
                    AppWords.get(AppWords.ANALYSIS, i == 1, "bound." + b));
        }
        Frame f = new Frame(Frame.NODE, parent == null ? pn.index : parent.index, words);
        if (parent == null) {
            code(f, BasicStep.RETURN, n, null);
        } else {
            pendingChanges.add(new Object[] {parent.index, "c", null});
            TreeNode pt = n == null ? null : n.parent();
            Object key = BasicStep.CHILD_VALUE;
            if (n != null && n.isNestedSearch()) {
                key = tree.nestedStep(n); // null for a singular search: no line of the listing is it
            } else if (n != null && n.move() == 0 && pt != null) {
                key = Step.NULL_MOVE;
            }
            code(f, key, pt, null);
        }
        emit(f);
    }

    @Override
    public void cutoff(long nodeId, int ply, int move, Stage stage, int index, int depth, int score, int beta,
                       Step step) {
        PageNode pn = shown.get(nodeId);
        if (pn == null || pn != path.peekLast()) {
            return;
        }
        TreeNode n = tree.node(nodeId);
        Caption c = new Caption(Caption.Kind.CUTOFF, step, ply, move, stage, index, depth, score, beta,
                n == null ? 0 : n.prunedSiblings(), 0, n, rootFen, configText);
        String[] words = {c.text(Locale.ENGLISH, notation), c.text(Locale.CHINESE, notation)};
        Frame f = new Frame(Frame.CUT, pn.index, words);
        code(f, step, n, Integer.toString(score));
        if (n != null) {
            // held here, the node is cut, not searched on: its label and details say so, as the app's do
            String[] d = details(n, pn, 1);
            pendingChanges.add(new Object[] {pn.index, "c", both(zh -> NodeText.state(n, true, zh)), d[0], d[1]});
        }
        emit(f);
    }

    @Override
    public void killerUpdate(int ply, int before0, int before1, int after0, int after1) {
        killers.put(ply, new int[] {after0, after1});
        killersChanged = true;
    }

    @Override
    public void historyShape(String shape, int rows, int cols, int maxValue) {
        historyShape = shape == null ? "" : shape;
    }

    @Override
    public void historyUpdate(int row, int col, int bonus, int newValue) {
        String cell = historyShape.equals("from-to") ? Square.name(row) + Square.name(col) : row + "·" + col;
        pendingHistory.add(new Object[] {cell, bonus, newValue});
    }

    private PageNode add(PageNode parent, String[] name) {
        PageNode pn = new PageNode(nodes.size(), parent, name);
        nodes.add(pn);
        iterationNodes.add(pn);
        return pn;
    }

    private void fold(PageNode parent) {
        PageNode f = folds.get(parent);
        if (f == null) {
            f = add(parent, new String[] {"", ""});
            f.fold = true;
            folds.put(parent, f);
        }
        int k = folded.merge(f, 1, Integer::sum);
        String[] why = AppWords.both(AppWords.PAGE, "node.folded", Integer.toString(k), Integer.toString(maxChildren));
        pendingChanges.add(new Object[] {f.index, "f", AppWords.both(AppWords.ANALYSIS, "tree.more", Integer.toString(k)),
                why[0], why[1]});
        notShown++;
    }

    private void emit(Frame f) {
        f.changes.addAll(pendingChanges);
        pendingChanges.clear();
        if (killersChanged || killerSnapshots.isEmpty()) {
            List<Object[]> rows = new ArrayList<>();
            for (Map.Entry<Integer, int[]> e : killers.entrySet()) {
                rows.add(new Object[] {e.getKey(), killerText(e.getValue()[0]), killerText(e.getValue()[1])});
            }
            killerSnapshots.add(rows);
            killersChanged = false;
        }
        f.killers = killerSnapshots.size() - 1;
        int from = Math.max(0, pendingHistory.size() - 8);
        f.history.addAll(pendingHistory.subList(from, pendingHistory.size()));
        pendingHistory.clear();
        frames.add(f);
    }

    private static String killerText(int move) {
        return move == 0 ? "—" : Move.iccs(move);
    }

    private Frame rootFrame(String kind, String[] caption) {
        Frame f = new Frame(kind, roots.isEmpty() ? -1 : roots.get(roots.size() - 1).index, caption);
        for (int i = 0; i < 2; i++) {
            f.vars[i] = depth > 0 ? CodeText.varsText(List.of(new CodeFrame.Var("iteration", Integer.toString(depth))),
                    locale(i)) : "";
        }
        lines(f, Listing.Section.ROOT, BasicStep.ROOT_CALL);
        return f;
    }

    private void lines(Frame f, Listing.Section section, Object key) {
        f.lines.addAll(listing.linesOf(section, key));
        if (!f.lines.isEmpty()) {
            for (int i = 0; i < 2; i++) {
                f.step[i] = AppWords.get(AppWords.APP, i == 1, "code.at", listing.lines().get(f.lines.get(0)).stepName(i == 1));
            }
        }
    }

    /** The pseudocode lines, variables and condition of node {@code n} (the analysis window's rules). */
    private void code(Frame f, Object key, TreeNode n, String cutScore) {
        Listing.Section section = n != null && n.isQuiescence() ? Listing.Section.QUIESCENCE : Listing.Section.SEARCH;
        lines(f, section, key);
        vars(f, n, cutScore);
    }

    /**
     * The node's variables and its pruning condition in each of the page's score views, written as the
     * analysis window's code pane writes them ({@link CodeText}).
     */
    private void vars(Frame f, TreeNode n, String cutScore) {
        if (n == null) {
            return;
        }
        boolean minimax = config.get(SearchConfig.Key.ALGORITHM).equals("minimax");
        List<CodeFrame.Var> vars = new ArrayList<>(CodeText.vars(n, minimax));
        if (cutScore != null) {
            vars.add(new CodeFrame.Var("score", cutScore)); // the value that reached β
        }
        TreeNode root = n;
        while (root.parent() != null) {
            root = root.parent();
        }
        f.conditions = new String[VIEWS.length][2];
        for (int i = 0; i < 2; i++) {
            f.vars[i] = CodeText.varsText(vars, locale(i));
            for (int v = 0; v < VIEWS.length; v++) {
                // the tree labels a reply with its own node's score in the view: in the negamax view from the
                // reply's side (the other side), else with the sign of the view at the node's own side
                int k = VIEWS[v] == ScorePerspective.NEGAMAX ? -1 : VIEWS[v].sign(n, rootSide, root.ply());
                f.conditions[v][i] = CodeText.conditionText(CodeText.condition(n, minimax, k,
                        AppWords.get(AppWords.ANALYSIS, i == 1, VIEW_KEYS[v])), locale(i));
            }
            f.condition[i] = f.conditions[VIEWS.length - 1][i];
        }
    }

    private static Locale locale(int language) {
        return language == 1 ? Locale.CHINESE : Locale.ENGLISH;
    }

    private String[] caption(String key, PageNode pn, TreeNode n) {
        String w = n == null ? "" : "(" + CodeFrame.bound(n.alpha(), INF) + ", " + CodeFrame.bound(n.beta(), INF) + ")";
        String ply = n == null ? "" : Integer.toString(n.ply());
        String d = n == null ? "" : Integer.toString(n.depth());
        return new String[] {AppWords.get(AppWords.PAGE, false, key, pn.name[0], ply, d, w),
                AppWords.get(AppWords.PAGE, true, key, pn.name[1], ply, d, w)};
    }

    /**
     * The node's details as the analysis window's node panel writes them, its score as stored ({@code sign}
     * 1) or negated with the bound turned (−1), the view's name left as {@link #VIEW}.
     */
    private String[] details(TreeNode n, PageNode pn, int sign) {
        if (n == null) {
            return new String[] {pn.name[0], pn.name[1]};
        }
        String[] out = new String[2];
        for (int i = 0; i < 2; i++) {
            boolean zh = i == 1;
            int side = (n.ply() & 1) == 0 ? rootSide : 1 - rootSide;
            String sideText = AppWords.get(AppWords.ANALYSIS, zh, side == Piece.RED ? "side.red" : "side.black");
            Bound b = n.bound();
            if (sign < 0 && b != null) {
                b = b == Bound.LOWER ? Bound.UPPER : b == Bound.UPPER ? Bound.LOWER : b;
            }
            String result = n.isFinished() && n.bound() == Bound.NONE ? AppWords.get(AppWords.ANALYSIS, zh, "node.stopped")
                    : n.isFinished() ? AppWords.get(AppWords.ANALYSIS, zh, "node.result", signed(sign * n.score()),
                    AppWords.get(AppWords.ANALYSIS, zh, "bound." + (b == null ? "NONE" : b.name())),
                    typeName(n.actual(), zh), VIEW)
                    : n.hasCutoff() ? NodeText.state(n, true, zh) // held at its cut: cut, not "still being searched"
                    : AppWords.get(AppWords.ANALYSIS, zh, "node.open");
            List<String> marks = new ArrayList<>();
            if (n.isQuiescence()) {
                marks.add(AppWords.get(AppWords.ANALYSIS, zh, "mark.qs"));
            }
            if (n.ttCut()) {
                marks.add(AppWords.get(AppWords.ANALYSIS, zh, "mark.tt"));
            }
            if (n.nullMoveCut()) {
                marks.add(AppWords.get(AppWords.ANALYSIS, zh, "mark.null"));
            }
            if (n.reduction() > 0) {
                marks.add(AppWords.get(AppWords.ANALYSIS, zh, "mark.lmr", Integer.toString(n.reduction())));
            }
            if (n.isResearch()) {
                marks.add(AppWords.get(AppWords.ANALYSIS, zh, "mark.research"));
            }
            String cut = n.hasCutoff() && n.cutoffStep() != null ? "\n" + AppWords.get(AppWords.ANALYSIS, zh, "node.cutoff",
                    zh ? n.cutoffStep().chineseCaption() : n.cutoffStep().caption(), Integer.toString(n.tried()),
                    Integer.toString(n.isQuiescence() ? n.prunedSiblings() : Math.max(0, n.candidates() - n.tried()))) : "";
            out[i] = AppWords.get(AppWords.ANALYSIS, zh, "node.summary", pn.name[i], Integer.toString(n.ply()),
                    Integer.toString(n.depth()), CodeFrame.bound(n.alpha(), INF), CodeFrame.bound(n.beta(), INF),
                    typeName(n.expected(), zh), result, sideText)
                    + (marks.isEmpty() ? "" : "\n" + String.join(", ", marks)) + cut;
        }
        return out;
    }

    private static String signed(int score) {
        return score > 0 ? "+" + score : Integer.toString(score);
    }

    /** A text in English and Chinese: {@code [f(false), f(true)]}. */
    private static String[] both(java.util.function.Function<Boolean, String> f) {
        return new String[] {f.apply(false), f.apply(true)};
    }

    /**
     * A score for a caption: the number, M3 / -M3 for a mate as the tree writes it, and a win or loss by the
     * repetition rules in words ("rule win in 3 plies …"), so it is not read as material.
     */
    static String scoreText(int score, boolean zh) {
        if (Scores.isRuleWin(score)) {
            return AppWords.get(AppWords.PAGE, zh, score > 0 ? "score.ruleWin" : "score.ruleLoss",
                    Integer.toString(Scores.rulePlies(score)));
        }
        if (Scores.isMate(score)) {
            int m = Scores.mateIn(score);
            return (m < 0 ? "-M" : "M") + Math.abs(m);
        }
        return Integer.toString(score);
    }

    private String line(int[] moves, int length) {
        try {
            Position p = Fen.parse(rootFen);
            StringBuilder sb = new StringBuilder();
            for (int i = 0; i < length; i++) {
                int m = moves[i];
                if (m == 0 || !p.isLegal(m)) {
                    break;
                }
                sb.append(sb.isEmpty() ? "" : " ").append(notation.format(p, m));
                p.makeMove(m);
            }
            return sb.isEmpty() ? "—" : sb.toString();
        } catch (RuntimeException e) {
            return "—";
        }
    }

    static String placement(Position p) {
        String fen = Fen.format(p);
        int space = fen.indexOf(' ');
        return space < 0 ? fen : fen.substring(0, space);
    }

    /** File 0–8 from Red's left. */
    static int file(int sq) {
        return Square.iccsFile(sq);
    }

    /** Rank 0–9 from the top of the board (Black's side). */
    static int rank(int sq) {
        return 9 - Square.iccsRank(sq);
    }

    /** A node type in the app's words ("CUT" / "Cut 节点（截断）"), as the analysis window's node details; "—" for none. */
    private static String typeName(NodeType type, boolean zh) {
        return type == null ? "—" : AppWords.get(AppWords.ANALYSIS, zh, "node.type." + type.name());
    }
}
