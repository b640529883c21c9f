package org.xqlab.figure;

import org.xqlab.rules.Fen;
import org.xqlab.search.EngineListing;
import org.xqlab.search.SearchConfig;
import org.xqlab.trace.BasicStep;
import org.xqlab.trace.Bound;
import org.xqlab.trace.CodeFrame;
import org.xqlab.trace.CodeFrame.Condition;
import org.xqlab.trace.CodeFrame.Var;
import org.xqlab.trace.EventKind;
import org.xqlab.trace.Listing;
import org.xqlab.trace.Listing.Section;
import org.xqlab.trace.NodeType;
import org.xqlab.trace.SearchListener;
import org.xqlab.trace.Stage;
import org.xqlab.trace.Step;
import org.xqlab.trace.TreeNode;
import org.xqlab.analysis.AnalysisModel;
import org.xqlab.analysis.CodeText;
import org.xqlab.analysis.ReplayLog;

import java.util.ArrayList;
import java.util.List;

/**
 * Where the shown search is in the engine's pseudocode ({@link EngineListing}): the event just before
 * a position of the timeline (a live search's recording or a trace file, read again from its
 * {@link ReplayLog}, so the engine is never asked) mapped to the step that produced it, with the
 * variables of the node it is about, read from the tree the views show. A node entered highlights
 * {@code search}'s header; a quiescence node, Step 1 (the horizon call that made it); stages and moves,
 * the move loop; a cutoff, its step; TT, null-move and LMR events, their steps; a node left hands its
 * score to its parent ("a child's value comes back", or for a nested search the step that ran it: razoring, the null
 * move's verification, IID; no line for a singular search, which the listing does not show).
 * Killer and history updates belong to the cutoff before them and move nothing. The pruning condition
 * is in the tree's {@link ScoreView}, so its number is the one the tree would show for the cutting
 * reply. FX thread only.
 */
public final class LiveCode {

    private final Capture capture = new Capture();
    private String configText;
    private SearchConfig config = SearchConfig.defaults();
    private Listing listing = EngineListing.of(config);
    private String sideFen = "";
    private int rootSide;

    /** The config of the search shown (its text from searchStarted; the defaults if unreadable). */
    public SearchConfig config(String text) {
        if (!java.util.Objects.equals(text, configText)) {
            configText = text;
            try {
                config = text == null || text.isBlank() ? SearchConfig.defaults() : SearchConfig.parse(text);
            } catch (IllegalArgumentException e) {
                config = SearchConfig.defaults();
            }
            listing = EngineListing.of(config);
        }
        return config;
    }

    /** The listing of the config last read by {@link #config}. */
    public Listing listing() {
        return listing;
    }

    /** The algorithm's number in {@code config} text: 0 minimax, 1 alpha-beta, 2 PVS. */
    public static int algorithm(SearchConfig config) {
        return config.get(SearchConfig.Key.ALGORITHM).equals("minimax") ? 0
                : config.get(SearchConfig.Key.ALGORITHM).equals("alphabeta") ? 1 : 2;
    }

    /**
     * The frame after the first {@code at} events of {@code log}; the model must show exactly those
     * events. {@code perspective} names {@code view} in the window's language.
     */
    public CodeFrame frame(ReplayLog log, int at, AnalysisModel model, ScoreView view, String perspective) {
        int i = at - 1;
        while (i >= 0 && i >= at - 16 && ignored(log.kind(i))) {
            i--;
        }
        if (i < 0 || ignored(log.kind(i))) {
            return CodeFrame.NONE;
        }
        log.deliver(i, i + 1, capture);
        EventKind kind = capture.kind;
        switch (kind) {
            case SEARCH_STARTED, ITERATION_STARTED, ITERATION_FINISHED, SEARCH_FINISHED -> {
                List<Var> vars = model.iterationDepth() > 0
                        ? List.of(new Var("iteration", Integer.toString(model.iterationDepth()))) : List.of();
                return new CodeFrame(Section.ROOT, BasicStep.ROOT_CALL, vars, null);
            }
            default -> {
            }
        }
        TreeNode n = model.tree().node(capture.nodeId);
        Object key = switch (kind) {
            case NODE_ENTERED -> BasicStep.ENTER;
            case QUIESCENCE_ENTERED -> Step.HORIZON;
            case STAGE_ENTERED, MOVE_TRIED -> Step.MOVE_LOOP;
            case CUTOFF -> capture.step;
            case TT_PROBE -> Step.TT_PROBE;
            case TT_STORE -> Step.TT_STORE;
            case NULL_MOVE -> Step.NULL_MOVE;
            case LMR_REDUCTION, LMR_RESEARCH -> Step.LMR;
            default -> BasicStep.CHILD_VALUE; // NODE_LEFT
        };
        if (kind == EventKind.NODE_LEFT) {
            TreeNode parent = n == null ? null : n.parent();
            if (n == null) {
                key = BasicStep.RETURN;
            } else if (parent == null) {
                key = BasicStep.RETURN;
            } else {
                if (n.isNestedSearch()) {
                    key = model.tree().nestedStep(n); // null for a singular search: no line of the listing is it
                } else if (n.move() == 0) {
                    key = Step.NULL_MOVE;
                }
                n = parent;
            }
        }
        Section section = kind == EventKind.QUIESCENCE_ENTERED || n == null || !n.isQuiescence()
                ? Section.SEARCH : Section.QUIESCENCE;
        if (n == null) {
            return new CodeFrame(section, key, List.of(new Var("stored", "")), null);
        }
        List<Var> vars = vars(n);
        if (kind == EventKind.CUTOFF) {
            vars.add(new Var("score", Integer.toString(capture.score))); // the value that reached β
        }
        return new CodeFrame(section, key, vars, condition(n, model.rootFen(), view, perspective));
    }

    private static boolean ignored(EventKind k) {
        return k == EventKind.KILLER_UPDATE || k == EventKind.HISTORY_UPDATE || k == EventKind.HISTORY_DECAY
                || k == EventKind.HISTORY_SHAPE;
    }

    private List<Var> vars(TreeNode n) {
        return new ArrayList<>(CodeText.vars(n, algorithm(config) == 0));
    }

    /**
     * The best score of the node's moves so far, from its side to move: each move's last search
     * (a PVS or LMR re-search replaces the first), negated; null before the first move returns.
     */
    public static Integer best(TreeNode n) {
        return CodeText.best(n);
    }

    private Condition condition(TreeNode n, String rootFen, ScoreView view, String perspective) {
        TreeNode root = n;
        while (root.parent() != null) {
            root = root.parent();
        }
        if (!rootFen.equals(sideFen)) {
            sideFen = rootFen;
            try {
                rootSide = Fen.parse(rootFen).sideToMove();
            } catch (RuntimeException e) {
                rootSide = org.xqlab.rules.Piece.RED;
            }
        }
        // the tree labels a reply with its own node's score in the view: in the negamax view from the
        // reply's side (the other side), else with the sign of the view at the node's own side
        int k = view == ScoreView.NEGAMAX ? -1 : view.sign(n, rootSide, root.ply());
        return CodeText.condition(n, algorithm(config) == 0, k, perspective);
    }

    /** Keeps the one event delivered to it. */
    private static final class Capture implements SearchListener {
        EventKind kind;
        long nodeId;
        Step step;
        int score;

        private void set(EventKind k, long id) {
            kind = k;
            nodeId = id;
            step = null;
        }

        @Override
        public void searchStarted(String fen, String config, int maxDepth) {
            set(EventKind.SEARCH_STARTED, -1);
        }

        @Override
        public void searchFinished(int bestMove, int score, int depth, long nodes, long timeMillis) {
            set(EventKind.SEARCH_FINISHED, -1);
        }

        @Override
        public void iterationStarted(int depth, int alpha, int beta) {
            set(EventKind.ITERATION_STARTED, -1);
        }

        @Override
        public void iterationFinished(int depth, int score, int[] pv, int pvLength, long nodes, long timeMillis) {
            set(EventKind.ITERATION_FINISHED, -1);
        }

        @Override
        public void nodeEntered(long nodeId, long parentId, int move, int ply, int depth, int alpha, int beta,
                                NodeType expected, boolean inCheck, long key) {
            set(EventKind.NODE_ENTERED, nodeId);
        }

        @Override
        public void nodeLeft(long nodeId, int ply, int score, Bound bound, int bestMove, NodeType actual) {
            set(EventKind.NODE_LEFT, nodeId);
        }

        @Override
        public void quiescenceEntered(long nodeId, long parentId, int move, int ply, int alpha, int beta,
                                      boolean inCheck) {
            set(EventKind.QUIESCENCE_ENTERED, nodeId);
        }

        @Override
        public void stageEntered(long nodeId, int ply, Stage stage, int produced) {
            set(EventKind.STAGE_ENTERED, nodeId);
        }

        @Override
        public void moveTried(long nodeId, int ply, int move, Stage stage, int index, int reduction) {
            set(EventKind.MOVE_TRIED, nodeId);
        }

        @Override
        public void cutoff(long nodeId, int ply, int move, Stage stage, int index, int depth, int score, int beta,
                           Step step) {
            set(EventKind.CUTOFF, nodeId);
            this.step = step;
            this.score = score;
        }

        @Override
        public void ttProbe(long nodeId, int ply, boolean hit, Bound bound, int depth, int score, int move, boolean cut) {
            set(EventKind.TT_PROBE, nodeId);
        }

        @Override
        public void ttStore(long nodeId, int ply, Bound bound, int depth, int score, int move) {
            set(EventKind.TT_STORE, nodeId);
        }

        @Override
        public void nullMove(long nodeId, int ply, int reduction, int score, boolean cutoff, boolean verified) {
            set(EventKind.NULL_MOVE, nodeId);
        }

        @Override
        public void lmrReduction(long nodeId, int ply, int move, int index, int reduction) {
            set(EventKind.LMR_REDUCTION, nodeId);
        }

        @Override
        public void lmrResearch(long nodeId, int ply, int move, int score) {
            set(EventKind.LMR_RESEARCH, nodeId);
        }
    }
}
