package org.xqlab.figure;

import org.xqlab.analysis.MoveText;
import org.xqlab.analysis.Words;
import org.xqlab.rules.Fen;
import org.xqlab.rules.Move;
import org.xqlab.rules.Notation;
import org.xqlab.rules.Piece;
import org.xqlab.rules.Position;
import org.xqlab.trace.TreeNode;

import java.util.IdentityHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * The one writer of a search tree's labels for a window, without a window: a node's label (the move into it in
 * the chosen notation with its MoveSort stage tag, and its score in the chosen {@link ScoreView} with its bound
 * mark, or its state in a word; the root named "root"), a "+N more", a ghost's "×N" — in the window's language.
 * Each label also has its TeX form (ICCS moves, English words, {@link NodeText#scoreTex}), which a TikZ figure of
 * the same {@link TreeFrame} writes. The side to move at the root comes from the root FEN, so scores can be
 * shown from Red's view.
 *
 * <p>A label is always its node's: the move text is computed from the node's own move in the position its own
 * path leads to, and remembered only for that very node object (never by its id: a new search numbers its nodes
 * from the start again), for the notation and language it was written in.
 */
public final class NodeLabels {
    private static final int MAX_POSITIONS = 1024;
    private final Map<TreeNode, String> moves = new IdentityHashMap<>();
    /** The position at each parent whose moves were written, kept as long as the move texts (siblings share it). */
    private final Map<TreeNode, Optional<Position>> positions = new IdentityHashMap<>();
    private Supplier<Notation> notation = () -> Notation.CHINESE;
    private Supplier<Locale> locale;
    private Locale movesIn = Locale.ENGLISH;
    private ScoreView view = ScoreView.RED;
    private String rootFen = "";
    private int rootSide = Piece.RED;
    private int rootPly;
    private TreeNode root;
    private Notation notationOfMoves;
    private boolean searching;

    /** Labels in the language {@code locale} gives at the moment each is written. */
    public NodeLabels(Supplier<Locale> locale) {
        this.locale = locale;
    }

    public Locale locale() {
        return Words.normalize(locale.get());
    }

    public boolean isChinese() {
        return Words.isChinese(locale.get());
    }

    /** The notation chosen now. */
    public Notation notation() {
        return notation.get();
    }

    public void setNotation(Supplier<Notation> notation) {
        this.notation = notation;
        forgetMoves();
    }

    public void setScoreView(ScoreView view) {
        this.view = view;
    }

    public ScoreView scoreView() {
        return view;
    }

    /** The search these labels describe; move texts are kept only while the root FEN and root node stay the same. */
    public void setRoot(String fen, TreeNode root) {
        String f = fen == null ? "" : fen;
        if (!f.equals(rootFen)) {
            rootFen = f;
            forgetMoves();
            try {
                rootSide = Fen.parse(f).sideToMove();
            } catch (RuntimeException e) {
                rootSide = Piece.RED;
            }
        }
        if (root != this.root) {
            this.root = root;
            forgetMoves();
        }
        rootPly = root == null ? 0 : root.ply();
    }

    public String rootFen() {
        return rootFen;
    }

    /** Whether the search is still running: an unfinished node is then "being searched", else it was left unfinished. */
    public void setSearching(boolean searching) {
        this.searching = searching;
    }

    public boolean searching() {
        return searching;
    }

    /** Forgets move texts (a new search, or a language change). */
    public void clear() {
        forgetMoves();
    }

    private void forgetMoves() {
        moves.clear();
        positions.clear();
    }

    public int rootSide() {
        return rootSide;
    }

    public int rootPly() {
        return rootPly;
    }

    /** Whether the notation or language changed since the move texts were written (they are then forgotten). */
    public boolean notationChanged() {
        Notation now = notation.get();
        Locale in = locale();
        if (now == notationOfMoves && in.equals(movesIn)) {
            return false;
        }
        notationOfMoves = now;
        movesIn = in;
        forgetMoves();
        return true;
    }

    /** A text of the analysis words in the labels' language. */
    public String word(String key, Object... args) {
        return Words.get(locale(), key, args);
    }

    /**
     * A finished node's score in the chosen view as the figures write it: sign, bound mark (≥ ≤), mates. An
     * unfinished node says so in a word, "(searching)" or, once the search ended without it, "(unfinished)",
     * or "(cut)" when it is held at its cutoff before returning its score: never the figures' "…", which a CJK
     * font draws as "···" and a class reads as a label cut short.
     */
    public String score(TreeNode n) {
        String state = NodeText.state(n, searching, isChinese());
        if (state != null) {
            return state;
        }
        return view.perspective.text(n, rootSide, rootPly, isChinese(), searching);
    }

    /** The score as TikZ writes it: ASCII words and marks. */
    String scoreTex(TreeNode n) {
        String state = NodeText.state(n, searching, false);
        if (state != null) {
            return state;
        }
        ScorePerspective v = view.perspective;
        return NodeText.scoreTex(v.score(n, rootSide, rootPly), v.bound(n, rootSide, rootPly));
    }

    /** The move into {@code n} in the chosen notation with its stage tag ("" for the root). */
    public String move(TreeNode n) {
        if (n.parent() == null) {
            return "";
        }
        notationChanged();
        Notation now = notation.get();
        String move = moves.computeIfAbsent(n, node -> node.isNestedSearch() ? word("tree.nested")
                : node.move() == 0 ? word("tree.nullMove")
                : MoveText.format(positionBefore(node), node.move(), now));
        return NodeText.move(move, n.stage());
    }

    /** The position {@code n}'s move was played in (its parent's), or null if it cannot be rebuilt. */
    private Position positionBefore(TreeNode n) {
        if (positions.size() >= MAX_POSITIONS) {
            positions.clear(); // the labels measured are a few hundred; this only bounds a long search's memory
        }
        return positions.computeIfAbsent(n.parent(), p -> Optional.ofNullable(MoveText.positionAt(rootFen, p)))
                .orElse(null);
    }

    /** The label of a node, a ghost ("×N") or a "+N more". */
    public String label(TreeNode n, int ghost, int more) {
        if (ghost > 0) {
            return "×" + ghost;
        }
        if (more > 0) {
            return word("tree.more", Integer.toString(more));
        }
        return NodeText.join(n.parent() == null ? word("tree.root") : move(n), score(n));
    }

    /** The label of a placed item: as {@link #label(TreeNode, int, int)}, a compact "+N more" written "+N". */
    public String label(TreeLayout.Placed p) {
        return p.compact() ? compactMore(p.moreCount()) : label(p.node(), p.ghostCount(), p.moreCount());
    }

    /** The TeX form of a placed item's label: ICCS moves, English words. */
    String tex(TreeLayout.Placed p) {
        if (p.isGhost()) {
            return p.ghostCount() + " pruned";
        }
        if (p.isMore()) {
            return "+" + p.moreCount() + " more";
        }
        TreeNode n = p.node();
        String move = n.parent() == null ? "root" : NodeText.move(n.move() == 0 ? "null" : Move.iccs(n.move()), n.stage());
        return NodeText.join(move, scoreTex(n));
    }

    /** A "+N more" where the tree area is too narrow for its words: "+N" (its tooltip says the rest). */
    public static String compactMore(int more) {
        return "+" + more;
    }
}
