package org.xqlab.figure;

import org.xqlab.trace.NodeType;
import org.xqlab.trace.Stage;
import org.xqlab.trace.Step;
import org.xqlab.trace.TreeNode;

/**
 * The style classes of the tree graph, kept apart from the GraphStream view so they can be tested:
 * a node is {@code pv} (on the best line, or an exact node), {@code cut}, {@code all} or {@code open}
 * (not left yet), plus {@code qs}, {@code tt} (TT cutoff), {@code nullcut}, {@code lmr} (searched
 * reduced), {@code current} and {@code selected}; an edge is {@code cutoff} (the move that caused its
 * parent's β-cutoff), {@code pv}, or plain. Stages have short tags for edge labels.
 */
public final class TreeStyles {
    private TreeStyles() {
    }

    public static String nodeClass(TreeNode t, boolean onPv, boolean isCurrent, boolean isSelected) {
        StringBuilder c = new StringBuilder();
        NodeType type = t.isFinished() ? t.actual() : null;
        if (onPv && t.isFinished()) {
            c.append("pv");
        } else if (type == NodeType.CUT) {
            c.append("cut");
        } else if (type == NodeType.ALL) {
            c.append("all");
        } else if (type == NodeType.PV) {
            c.append("pv");
        } else {
            c.append("open");
        }
        if (t.isQuiescence()) {
            c.append(", qs");
        }
        if (t.ttCut()) {
            c.append(", tt");
        }
        if (t.nullMoveCut()) {
            c.append(", nullcut");
        }
        if (t.reduction() > 0) {
            c.append(", lmr");
        }
        if (isCurrent) {
            c.append(", current");
        }
        if (isSelected) {
            c.append(", selected");
        }
        return c.toString();
    }

    public static String edgeClass(TreeNode child, boolean onPv) {
        TreeNode parent = child.parent();
        if (parent != null && parent.cutoffStep() == Step.BETA_CUTOFF && parent.cutMove() == child.move()
                && parent.children().get(parent.children().size() - 1) == child) {
            return "cutoff";
        }
        return onPv ? "pv" : "";
    }

    /** A short tag for a stage, as labels show it: H, C, C+, K1, K2, Q, C−, qC, qE, R (the figures' own). */
    public static String stageShort(Stage s) {
        return org.xqlab.figure.NodeText.stageTag(s);
    }
}
