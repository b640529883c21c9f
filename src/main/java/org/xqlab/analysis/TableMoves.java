package org.xqlab.analysis;

import org.xqlab.rules.Fen;
import org.xqlab.rules.Move;
import org.xqlab.rules.Notation;
import org.xqlab.rules.Position;
import org.xqlab.trace.SearchIteration;
import org.xqlab.trace.TreeNode;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The moves the heuristic tables hold — killer slots, history cells — written in the chosen notation.
 * A table keeps a move without its position, but Chinese and WXF need one (which piece moves, and for
 * which side), so the move is written in a position of the search where it is legal and where the side
 * and ply asked for move: the one given (the position the search is in now at that ply), else one
 * along the principal variation, else a stored node of the tree (searched depth first, newest iteration
 * first, at most {@value #VISIT_CAP} nodes a look-up), else, when no such position is known, in ICCS.
 * A position found is kept per move, ply and side until the root position changes, and a move not found
 * is looked for again only when the tree has changed, so a table redrawn five times a second searches
 * the tree once per new move. FX thread (or one thread) only.
 */
public final class TableMoves {
    /** The most tree nodes one look-up visits. */
    public static final int VISIT_CAP = 5_000;
    /** Any ply, or either side. */
    public static final int ANY = -1;

    private final Map<Long, Position> found = new HashMap<>();
    /** Moves not found, with the count of stored nodes the tree had then. */
    private final Map<Long, Long> missed = new HashMap<>();
    private String rootFen = "";

    /**
     * {@code move} as {@code side} ({@link #ANY}: either) plays it at {@code ply} ({@link #ANY}: any) in the
     * search of {@code model}, in {@code notation}; {@code hint} (may be null) is tried first. "—" for no move.
     */
    public String format(AnalysisModel model, int move, int ply, int side, Position hint, Notation notation) {
        if (move == Move.NONE) {
            return "—";
        }
        if (notation == Notation.ICCS) {
            return Move.iccs(move);
        }
        if (fits(hint, move, side)) {
            return MoveText.format(hint, move, notation);
        }
        Position p = place(model, move, ply, side);
        return MoveText.format(p, move, notation);
    }

    /** A position of the search where {@code side} plays {@code move} at {@code ply}, or null. */
    Position place(AnalysisModel model, int move, int ply, int side) {
        String fen = model.rootFen();
        if (!fen.equals(rootFen)) {
            found.clear();
            missed.clear();
            rootFen = fen;
        }
        long key = ((long) move << 20) ^ ((long) (ply + 1) << 4) ^ (side + 1);
        Position known = found.get(key);
        if (known != null) {
            return known;
        }
        long stored = model.tree().nodesStored();
        Long missedAt = missed.get(key);
        if (missedAt != null && missedAt == stored) {
            return null;
        }
        Position root;
        try {
            root = Fen.parse(fen);
        } catch (RuntimeException e) {
            return null;
        }
        Position p = alongPv(root.copy(), model.pv(), move, ply, side);
        if (p == null) {
            int[] budget = {VISIT_CAP};
            List<SearchIteration> its = model.tree().iterations();
            for (int i = its.size() - 1; i >= 0 && p == null && budget[0] > 0; i--) {
                TreeNode r = its.get(i).root();
                if (r != null) {
                    p = inTree(root.copy(), r, 0, move, ply, side, budget);
                }
            }
        }
        if (p != null) {
            found.put(key, p);
            missed.remove(key);
        } else {
            missed.put(key, stored);
        }
        return p;
    }

    private static boolean fits(Position p, int move, int side) {
        return p != null && (side == ANY || p.sideToMove() == side) && p.isLegal(move);
    }

    private static Position alongPv(Position p, int[] pv, int move, int ply, int side) {
        for (int i = 0; ; i++) {
            if ((ply == ANY || ply == i) && fits(p, move, side)) {
                return p;
            }
            if (i >= pv.length || ply != ANY && i >= ply || pv[i] == Move.NONE || !p.isLegal(pv[i])
                    || !p.makeMove(pv[i])) {
                return null;
            }
        }
    }

    /** Depth first below {@code node} (at {@code at} plies from the root, {@code p} its position). */
    private static Position inTree(Position p, TreeNode node, int at, int move, int ply, int side, int[] budget) {
        if (--budget[0] < 0) {
            return null;
        }
        if ((ply == ANY || ply == at) && fits(p, move, side)) {
            return p.copy();
        }
        if (ply != ANY && at >= ply) {
            return null;
        }
        for (TreeNode c : List.copyOf(node.children())) {
            int m = c.move();
            if (c.isNestedSearch()) {
                // the same position again at the same ply: nothing to make
                Position hit = inTree(p, c, at, move, ply, side, budget);
                if (hit != null || budget[0] < 0) {
                    return hit;
                }
                continue;
            }
            boolean made;
            if (m == Move.NONE) {
                p.makeNullMove();
                made = true;
            } else {
                made = p.isLegal(m) && p.makeMove(m);
            }
            if (!made) {
                continue;
            }
            Position hit = inTree(p, c, at + 1, move, ply, side, budget);
            p.unmakeMove();
            if (hit != null || budget[0] < 0) {
                return hit;
            }
        }
        return null;
    }
}
