package org.xqlab.figure;

import org.xqlab.rules.Fen;
import org.xqlab.rules.Move;
import org.xqlab.rules.Notation;
import org.xqlab.rules.Position;
import org.xqlab.search.Scores;
import org.xqlab.trace.SearchTree;
import org.xqlab.trace.TreeNode;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The nodes of a recorded or live search as {@link Source}s, down to the options' max ply. A move
 * searched twice (a PVS or LMR re-search) is drawn once, with the result of its last search. Labels,
 * written by {@link NodeText} as the analysis window writes them: the move into the node in the chosen
 * notation (TikZ: ICCS) with its MoveSort stage tag, the score in the options' {@link ScorePerspective}
 * with its sign and bound mark ({@code ≥+120} failed high, {@code ≤-40} failed low; {@code M3} mates in 3,
 * {@code -M3} is mated, {@code rule win 3} a win by the repetition rules; a node still open "(searching)"
 * while the root is and the search runs, else "(unfinished)" — always in a trace file, which goes no
 * further — as the window writes them), the window it was entered with, its node type as it turned out (Q for quiescence). The best line (best moves followed from the
 * root) is marked; a node that cut off knows how many candidate moves it left unsearched.
 */
final class SearchSource {
    private final TreeFigureOptions options;
    private final Set<TreeNode> best = new HashSet<>();
    private final Position position;
    private final int rootSide;
    private final int rootPly;
    /** Whether the search was still running (its root not left): an open node is then "(searching)", else "(unfinished)". */
    private final boolean searching;

    private SearchSource(TreeNode root, String fen, TreeFigureOptions options, boolean running) {
        this.options = options;
        this.searching = running && !root.isFinished();
        best.add(root);
        best.addAll(SearchTree.bestLine(root));
        Position p = null;
        if (options.notation() != Notation.ICCS && fen != null) {
            try {
                p = Fen.parse(fen);
            } catch (RuntimeException e) {
                p = null; // not a real position (a textbook trace): moves stay in ICCS
            }
        }
        this.position = p;
        int side = 0;
        try {
            side = fen == null ? 0 : Fen.parse(fen).sideToMove();
        } catch (RuntimeException e) {
            side = 0; // a textbook trace: the first player counts as Red
        }
        this.rootSide = side;
        this.rootPly = root.ply();
    }

    static Source of(TreeNode root, String fen, TreeFigureOptions options) {
        return of(root, fen, options, true);
    }

    /**
     * The same; {@code running} false for a recorded search (a trace file), which goes no further: its open
     * nodes are "(unfinished)" even when its root is open (a trace cut before the search ended).
     */
    static Source of(TreeNode root, String fen, TreeFigureOptions options, boolean running) {
        SearchSource s = new SearchSource(root, fen, options, running);
        return s.convert(root, null);
    }

    private Source convert(TreeNode n, String moveName) {
        LabelText l = new LabelText();
        LabelText entry = new LabelText();
        boolean chinese = options.chinese();
        if (options.shows(TreeLabel.MOVE)) {
            for (LabelText t : new LabelText[] {l, entry}) {
                // the words the analysis window's tree and the exported page write
                java.util.Locale in = chinese ? java.util.Locale.CHINESE : java.util.Locale.ENGLISH;
                if (n.parent() == null) {
                    t.word(org.xqlab.analysis.Words.get(in, "tree.root"), "root");
                } else if (n.isNestedSearch()) {
                    t.word(org.xqlab.analysis.Words.get(in, "tree.nested"), "nested");
                } else if (n.move() == 0) {
                    t.word(NodeText.move(org.xqlab.analysis.Words.get(in, "tree.nullMove"), n.stage()),
                            NodeText.move("null", n.stage()));
                } else {
                    t.word(NodeText.move(moveName, n.stage()), NodeText.move(Move.iccs(n.move()), n.stage()));
                }
            }
        }
        if (options.shows(TreeLabel.SCORE) || options.shows(TreeLabel.LEAF) && n.children().isEmpty()) {
            String state = NodeText.state(n, searching, chinese);
            if (state != null) {
                l.word(state, NodeText.state(n, searching, false));
            } else {
                ScorePerspective v = options.perspective();
                int score = v.score(n, rootSide, rootPly);
                org.xqlab.trace.Bound bound = v.bound(n, rootSide, rootPly);
                l.raw(NodeText.score(score, bound, chinese), NodeText.scoreTex(score, bound));
            }
        }
        if (options.shows(TreeLabel.WINDOW)) {
            l.window(n.alpha(), n.beta(), Scores.INFINITY);
            entry.window(n.alpha(), n.beta(), Scores.INFINITY);
        }
        if (options.shows(TreeLabel.TYPE)) {
            String t = n.isQuiescence() ? "Q" : n.actual() == null ? "" : n.actual().name();
            if (!t.isEmpty()) {
                l.word(t);
            }
        }
        Source s = new Source(n.id(), l.text(), l.tex(), Source.Shape.BOX, n.ply());
        s.entryText = entry.text();
        s.best = best.contains(n);
        s.cut = n.hasCutoff();
        s.untried = n.hasCutoff() ? n.prunedSiblings() : 0;
        if (n.ply() < options.maxPly()) {
            List<TreeNode> kids = n.children();
            for (int i = 0; i < kids.size(); i++) {
                TreeNode c = kids.get(i);
                if (i + 1 < kids.size() && kids.get(i + 1).move() == c.move() && kids.get(i + 1).isResearch()) {
                    continue; // drawn once, with the last search's result
                }
                s.children.add(child(c));
            }
        }
        return s;
    }

    private Source child(TreeNode c) {
        if (c.isNestedSearch()) {
            return convert(c, ""); // the parent's own position again
        }
        if (position == null || c.move() == 0) {
            if (position != null) {
                position.makeNullMove();
                try {
                    return convert(c, "");
                } finally {
                    position.unmakeMove();
                }
            }
            return convert(c, Move.iccs(c.move()));
        }
        if (!position.isLegal(c.move())) {
            return convert(c, Move.iccs(c.move())); // cannot happen in a real search: drawn, not followed
        }
        String name = options.notation().format(position, c.move());
        position.makeMove(c.move());
        try {
            return convert(c, name);
        } finally {
            position.unmakeMove();
        }
    }
}
