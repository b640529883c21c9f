package org.xqlab.teach.exercise;

import org.xqlab.teach.Playback;
import org.xqlab.teach.TextbookNode;

/**
 * One question of an {@link Exercise}: mark the pruned branches (the whole tree, no node), enter the
 * (α, β) window a node is entered with, enter a node's minimax value, or name the child a best
 * ordering searches first at a node, or enter what fail-hard alpha-beta returns at a node (a value, or a
 * bound "≤ 3" / "≥ 5" as the classroom's captions write it). {@link #number()} counts from 1 within the exercise.
 */
public record Question(int number, Type type, TextbookNode node) {
    /** What is asked. */
    public enum Type {
        PRUNED_BRANCHES, WINDOW, VALUE, FIRST_CHILD, RETURNS
    }

    /** The question as the student reads it. */
    public Words prompt() {
        return text().chineseRoot();
    }

    /** The question as the student reads it in an exercise of this kind (by hand: "x" for a node never entered). */
    public Words prompt(ExerciseKind kind) {
        Words p = prompt();
        return kind == ExerciseKind.WALK && (type == Type.WINDOW || type == Type.RETURNS)
                ? p.then(" ", new Words("(x if it is never entered)", "（从不进入的节点答 x）")) : p;
    }

    private Words text() {
        String n = node == null ? "" : Playback.name(node);
        return switch (type) {
            case PRUNED_BRANCHES -> new Words(
                    "Alpha-beta (fail-hard) searches the children from left to right. Mark every branch it prunes.",
                    "α-β（硬失败）从左到右搜索子节点。标出它剪掉的每一个分支。");
            case WINDOW -> new Words("With which window (α, β) is node " + n + " entered?",
                    "节点 " + n + " 以什么窗口 (α, β) 进入？");
            case VALUE -> new Words("What is the minimax value of node " + n + "?",
                    "节点 " + n + " 的极小化极大值是多少？");
            case FIRST_CHILD -> new Words("Which child of " + n + " would a best ordering search first?",
                    "在最佳排序下，" + n + " 的哪个子节点最先搜索？");
            case RETURNS -> new Words("What does alpha-beta return at node " + n + "? (a bound as ≤ v or ≥ v)",
                    "α-β 在节点 " + n + " 返回什么？（界写作 ≤ v 或 ≥ v）");
        };
    }
}
