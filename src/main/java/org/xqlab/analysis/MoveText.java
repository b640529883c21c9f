package org.xqlab.analysis;

import org.xqlab.rules.Fen;
import org.xqlab.rules.Move;
import org.xqlab.rules.Notation;
import org.xqlab.rules.Position;
import org.xqlab.trace.TreeNode;

import java.util.ArrayDeque;
import java.util.Deque;

/**
 * Positions and move texts inside a search tree: the position at a tree node is the root position
 * (its FEN) with the moves of the path from the root played (a null move passes). A move is written
 * in the chosen notation when it is legal in that position, else in ICCS, so a caption never fails.
 */
public final class MoveText {
    private MoveText() {
    }

    /** The position at {@code node} (the root position for null), or null if the FEN is bad. */
    public static Position positionAt(String rootFen, TreeNode node) {
        Position p;
        try {
            p = Fen.parse(rootFen);
        } catch (RuntimeException e) {
            return null;
        }
        Deque<TreeNode> path = new ArrayDeque<>();
        for (TreeNode n = node; n != null && n.parent() != null; n = n.parent()) {
            path.push(n);
        }
        for (TreeNode n : path) {
            int m = n.move();
            if (n.isNestedSearch()) {
                continue; // its parent's own position
            }
            if (m == Move.NONE) {
                p.makeNullMove();
            } else if (!p.isLegal(m) || !p.makeMove(m)) {
                return null;
            }
        }
        return p;
    }

    /** {@code move} as played in {@code p}, in {@code notation} if legal there, else ICCS; "—" for none. */
    public static String format(Position p, int move, Notation notation) {
        if (move == Move.NONE) {
            return "—";
        }
        if (p != null && notation != Notation.ICCS) {
            try {
                if (p.isLegal(move)) {
                    return notation.format(p, move);
                }
            } catch (RuntimeException e) {
                // fall back to ICCS below
            }
        }
        return Move.iccs(move);
    }

    /**
     * How many moves a cutoff in {@code node} left unsearched: for a main-search node, its legal moves
     * minus the moves tried (the picker had not generated the rest yet, so the tree's own count of
     * candidates is smaller); for a quiescence node, or when the position is unknown, the tree's count.
     */
    public static int notSearched(String rootFen, TreeNode node) {
        if (!node.isQuiescence()) {
            Position p = positionAt(rootFen, node);
            if (p != null) {
                return Math.max(0, p.legalMoves().length - node.tried());
            }
        }
        return node.prunedSiblings();
    }

    /** A line of moves (a PV) from {@code p}, each in {@code notation} while legal, separated by blanks. */
    public static String line(Position start, int[] moves, Notation notation) {
        Position p = start == null ? null : start.copy();
        StringBuilder sb = new StringBuilder();
        for (int m : moves) {
            sb.append(sb.length() == 0 ? "" : " ").append(format(p, m, notation));
            if (p != null && (m == Move.NONE || !p.isLegal(m) || !p.makeMove(m))) {
                p = null;
            }
        }
        return sb.toString();
    }
}
