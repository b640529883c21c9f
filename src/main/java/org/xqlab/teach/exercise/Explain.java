package org.xqlab.teach.exercise;

import org.xqlab.teach.Captions;
import org.xqlab.teach.Cut;
import org.xqlab.teach.Playback;
import org.xqlab.teach.TextbookNode;
import org.xqlab.teach.TextbookTree;
import org.xqlab.trace.Step;

import java.util.ArrayList;
import java.util.List;

/**
 * The explanations of an exercise's answers, in English and Chinese, each ending with the search step
 * that decides it under its one name ({@link Step#caption()} / {@link Step#chineseCaption()}), so the
 * grade, the trace and the pseudocode pane speak of the same step.
 */
final class Explain {
    private final AlphaBetaWalk walk;
    private final TextbookTree tree;

    Explain(AlphaBetaWalk walk) {
        this.walk = walk;
        this.tree = walk.tree();
    }

    static String name(TextbookNode n) {
        return Playback.name(n);
    }

    /** "a→ab", the branch from a node's parent to it. */
    static String branch(TextbookNode child) {
        return name(child.parent()) + "→" + name(child);
    }

    String side(TextbookNode n) {
        return tree.isMax(n) ? "MAX" : "MIN";
    }

    private static Words step(Step s) {
        return new Words(s.caption() + ".", s.chineseCaption() + "。");
    }

    /** Why a pruned branch is pruned: the cut at its parent. */
    Words pruned(TextbookNode x) {
        return pruned(List.of(x));
    }

    /** Why these pruned branches (all below the same node that cut) are pruned. */
    Words pruned(List<TextbookNode> xs) {
        Cut c = walk.prunedBy(xs.get(0));
        TextbookNode p = c.node();
        TextbookNode by = p.child(c.childIndex());
        String b = Captions.bound(c.bound());
        String v = Integer.toString(c.value());
        for (AlphaBetaWalk.ChildResult r : walk.results(p)) {
            if (r.child() == by && r.bound() != null && r.bound() != org.xqlab.trace.Bound.EXACT) {
                v = Captions.value(r.value(), r.bound()) + ", so"; // a fail-hard bound
            }
        }
        String en = xs.size() == 1 ? "Branch " + branch(xs.get(0)) + " is pruned"
                : "Branches " + String.join(", ", xs.stream().map(Explain::branch).toList()) + " are pruned";
        String zh = "分支 " + String.join("、", xs.stream().map(Explain::branch).toList()) + " 被剪掉";
        if (c.beta()) {
            return new Words(en + ": at " + name(p) + " (MAX), child " + name(by) + " returned " + v + " ≥ β = "
                    + b + ". MAX can only raise " + name(p) + "'s value further, but MIN above already has " + b
                    + ", so the remaining children of " + name(p) + " cannot change the result. ", zh + "：在 " + name(p)
                    + "（MAX），子节点 " + name(by) + " 返回 " + v.replace(", so", "，所以") + " ≥ β = " + b + "。MAX 只会把 " + name(p)
                    + " 的值抬得更高，而上面的 MIN 已经有 " + b + "，所以 " + name(p) + " 余下的子节点不能改变结果。")
                    .then("", step(Step.BETA_CUTOFF));
        }
        return new Words(en + ": at " + name(p) + " (MIN), child " + name(by) + " returned " + v + " ≤ α = " + b
                + ". MIN can only lower " + name(p) + "'s value further, but MAX above already has " + b
                + ", so the remaining children of " + name(p) + " cannot change the result. ", zh + "：在 " + name(p)
                + "（MIN），子节点 " + name(by) + " 返回 " + v.replace(", so", "，所以") + " ≤ α = " + b + "。MIN 只会把 " + name(p)
                + " 的值压得更低，而上面的 MAX 已经有 " + b + "，所以 " + name(p) + " 余下的子节点不能改变结果。")
                .then("", new Words(Step.BETA_CUTOFF.caption() + " (an α-cutoff in MAX's view).",
                        Step.BETA_CUTOFF.chineseCaption() + "（从 MAX 看是α截断）。"));
    }

    /** The explanation of every cut that prunes something, one paragraph per node that cut. */
    Words allPruned() {
        java.util.Map<TextbookNode, List<TextbookNode>> byCut = new java.util.LinkedHashMap<>();
        for (TextbookNode x : walk.prunedBranches()) {
            byCut.computeIfAbsent(x.parent(), k -> new ArrayList<>()).add(x);
        }
        return byCut.values().stream().map(this::pruned).reduce((a, b) -> a.then("\n\n", b))
                .orElse(new Words("Nothing is pruned.", "没有分支被剪掉。"));
    }

    /** A branch below a pruned branch: pruned with it. */
    Words prunedBelow(TextbookNode x) {
        TextbookNode top = x;
        while (!walk.prunedBranches().contains(top)) {
            top = top.parent();
        }
        return new Words("Branch " + branch(x) + " lies below the pruned branch " + branch(top)
                + " and is pruned with it (marking " + branch(top) + " is enough).", "分支 " + branch(x)
                + " 在被剪掉的分支 " + branch(top) + " 之下，随它一起被剪掉（标出 " + branch(top) + " 就够了）。");
    }

    /** Why a searched branch is not pruned: nothing before it reached its parent's bound. */
    Words searched(TextbookNode x) {
        TextbookNode p = x.parent();
        String w = AlphaBetaWalk.window(walk.entryWindow(x));
        Words before = before(p, x);
        boolean max = tree.isMax(p);
        String test = max ? "≥ β" : "≤ α";
        return new Words("Branch " + branch(x) + " is searched: " + name(p) + " (" + side(p) + ") tries " + name(x)
                + " with the window " + w + "; the children before it returned " + before.english() + ", none "
                + test + ", so nothing is cut before " + name(x) + ". ", "分支 " + branch(x) + " 会被搜索：" + name(p)
                + "（" + side(p) + "）以窗口 " + w + " 尝试 " + name(x) + "；在它之前的子节点返回了" + before.chinese()
                + "，没有一个 " + test + "，所以在 " + name(x) + " 之前没有截断。").then("", step(Step.MOVE_LOOP));
    }

    /** "a 3, b ≤ 2" — the results of p's children before x — or "nothing yet". */
    private Words before(TextbookNode p, TextbookNode x) {
        List<String> parts = new ArrayList<>();
        for (AlphaBetaWalk.ChildResult r : walk.results(p)) {
            if (r.child() == x) {
                break;
            }
            parts.add(name(r.child()) + " " + Captions.value(r.value(), r.bound()));
        }
        return parts.isEmpty() ? new Words("nothing yet", "（还没有）") : Words.same(String.join(", ", parts));
    }

    /** How a node's entry window comes about. */
    Words window(TextbookNode x) {
        TextbookNode p = x.parent();
        String w = AlphaBetaWalk.window(walk.entryWindow(x));
        if (p == null) {
            return new Words("The search starts at the root with the full window " + w + ". ",
                    "搜索从根节点以完整窗口 " + w + " 开始。").then("", step(Step.MOVE_LOOP));
        }
        StringBuilder en = new StringBuilder(name(x) + " is entered with the window its parent " + name(p)
                + " holds when it tries " + name(x) + ": " + name(p) + " was entered with "
                + AlphaBetaWalk.window(walk.entryWindow(p)));
        StringBuilder zh = new StringBuilder(name(x) + " 以父节点 " + name(p) + " 尝试它时的窗口进入：" + name(p) + " 进入时的窗口是 "
                + AlphaBetaWalk.window(walk.entryWindow(p)));
        for (AlphaBetaWalk.ChildResult r : walk.results(p)) {
            if (r.child() == x) {
                break;
            }
            String v = Captions.value(r.value(), r.bound());
            String after = Captions.window(r.alphaAfter(), r.betaAfter());
            en.append("; after ").append(name(r.child())).append(" returned ").append(v).append(" it is ").append(after);
            zh.append("；").append(name(r.child())).append(" 返回 ").append(v).append(" 之后是 ").append(after);
        }
        en.append(", so ").append(name(x)).append(" gets ").append(w).append(". At a MAX node a child's value raises α, "
                + "at a MIN node it lowers β. ");
        zh.append("，所以 ").append(name(x)).append(" 得到 ").append(w).append("。在 MAX 节点子节点的值提高 α，在 MIN 节点它降低 β。");
        return new Words(en.toString(), zh.toString()).then("", step(Step.MOVE_LOOP));
    }

    /** How a node's minimax value follows from its children's. */
    Words value(TextbookNode x) {
        if (x.isLeaf()) {
            return new Words("A leaf's value is given: " + x.value() + ".", "叶子的值是给定的：" + x.value() + "。");
        }
        boolean max = tree.isMax(x);
        String list = children(x);
        int v = walk.minimax(x);
        return new Words(name(x) + " is a " + side(x) + " node: its value is the " + (max ? "largest" : "smallest")
                + " of its children's values, " + (max ? "max" : "min") + "(" + list + ") = " + v + ". ",
                name(x) + " 是 " + side(x) + " 节点：它的值是子节点值中" + (max ? "最大" : "最小") + "的，"
                        + (max ? "max" : "min") + "(" + list + ") = " + v + "。").then("", step(Step.MOVE_LOOP));
    }

    /** "a 3, b 12, c 8": the children's minimax values. */
    private String children(TextbookNode x) {
        List<String> parts = new ArrayList<>();
        for (TextbookNode c : x.children()) {
            parts.add(name(c) + " " + walk.minimax(c));
        }
        return String.join(", ", parts);
    }

    /** Why a best ordering searches this child first. */
    Words firstChild(TextbookNode x, TextbookNode best) {
        boolean max = tree.isMax(x);
        return new Words("At " + name(x) + " (" + side(x) + ") a best ordering searches first the child with the "
                + (max ? "highest" : "lowest") + " minimax value: " + children(x) + " → " + name(best)
                + ". With the best move first, alpha-beta only has to refute the others (Knuth & Moore's minimal tree). ",
                "在 " + name(x) + "（" + side(x) + "），最佳排序先搜索极小化极大值" + (max ? "最高" : "最低") + "的子节点："
                        + children(x) + " → " + name(best) + "。最好的着法先搜索，α-β 只需驳倒其余的着法（Knuth 与 Moore 的最小树）。")
                .then("", new Words(Step.MOVE_LOOP.caption() + " (move ordering).",
                        Step.MOVE_LOOP.chineseCaption() + "（着法排序）。"));
    }

    /** How fail-hard alpha-beta comes to return what it returns at a visited inner node. */
    Words returned(TextbookNode x) {
        AlphaBetaWalk.ChildResult r = walk.returned(x);
        String v = Captions.value(r.value(), r.bound());
        String w = AlphaBetaWalk.window(walk.entryWindow(x));
        List<String> kids = new ArrayList<>();
        for (AlphaBetaWalk.ChildResult c : walk.results(x)) {
            kids.add(name(c.child()) + " " + Captions.value(c.value(), c.bound()));
        }
        String list = String.join(", ", kids);
        Cut cut = walk.cutAt(x);
        Words head = new Words(name(x) + " (" + side(x) + ") is entered with " + w + "; its children return " + list
                + ". ", name(x) + "（" + side(x) + "）以 " + w + " 进入；它的子节点返回 " + list + "。");
        if (cut != null) {
            return head.then("", new Words(cut.english() + ": fail-hard alpha-beta stops and returns the bound it reached, so "
                    + name(x) + " returns " + v + ". ", cut.chinese() + "：硬失败 α-β 停止并返回它达到的界，所以 " + name(x)
                    + " 返回 " + v + "。")).then("", step(org.xqlab.trace.Step.BETA_CUTOFF));
        }
        if (r.bound() != org.xqlab.trace.Bound.EXACT) {
            return head.then("", new Words("None of them gets inside the window, so " + name(x) + " returns the bound "
                    + v + ": its true value is no better than that for " + side(x) + ". ", "没有一个进入窗口，所以 "
                    + name(x) + " 返回界 " + v + "：对 " + side(x) + " 来说它的真值不会更好。")).then("", step(Step.MOVE_LOOP));
        }
        return head.then("", new Words("The " + (tree.isMax(x) ? "largest" : "smallest") + " lies inside the window, so "
                + name(x) + " returns it exactly: " + v + ". ", (tree.isMax(x) ? "最大" : "最小") + "的值在窗口之内，所以 "
                + name(x) + " 精确地返回它：" + v + "。")).then("", step(Step.MOVE_LOOP));
    }

    /** The classroom caption of entering a node: "Enter b (MIN) with window (3, +∞)". */
    Words enterCaption(TextbookNode x) {
        String w = AlphaBetaWalk.window(walk.entryWindow(x));
        return x.isLeaf() ? new Words("Reach leaf " + name(x) + " with window " + w, "到达叶子 " + name(x) + "，窗口 " + w)
                : new Words("Enter " + name(x) + " (" + side(x) + ") with window " + w,
                "进入 " + name(x) + "（" + side(x) + "），窗口 " + w);
    }

    /** The classroom caption of leaving a node: "b returns ≤ 2", "Leaf ba = 2". */
    Words returnCaption(TextbookNode x) {
        AlphaBetaWalk.ChildResult r = walk.returned(x);
        String v = Captions.value(r.value(), r.bound());
        return x.isLeaf() ? new Words("Leaf " + name(x) + " = " + v, "叶子 " + name(x) + " = " + v)
                : new Words(name(x) + " returns " + v, name(x) + " 返回 " + v);
    }

    /** "b (MIN) = min(ba 2, bb 4) = 2". */
    Words valueCaption(TextbookNode x) {
        if (x.isLeaf()) {
            return Words.same(name(x) + " = " + x.value());
        }
        String f = (tree.isMax(x) ? "max" : "min") + "(" + children(x) + ") = " + walk.minimax(x);
        return new Words(name(x) + " (" + side(x) + ") = " + f, name(x) + "（" + side(x) + "）= " + f);
    }

    /** "best first at c (MIN): cc". */
    Words firstCaption(TextbookNode x, TextbookNode best) {
        return new Words("best first at " + name(x) + " (" + side(x) + "): " + name(best) + " (" + walk.minimax(best) + ")",
                "在 " + name(x) + "（" + side(x) + "）最佳排序先搜 " + name(best) + "（" + walk.minimax(best) + "）");
    }

    /** "pruned at b, α-cutoff: 2 ≤ α 3", "searched, no cut at b before bc", or below a pruned branch. */
    Words branchCaption(TextbookNode x) {
        TextbookNode p = x.parent();
        if (walk.prunedBranches().contains(x)) {
            Cut c = walk.prunedBy(x);
            return new Words("pruned at " + name(c.node()) + ", " + c.english(),
                    "在 " + name(c.node()) + " 被剪掉，" + c.chinese());
        }
        if (walk.pruned(x)) {
            TextbookNode top = x;
            while (!walk.prunedBranches().contains(top)) {
                top = top.parent();
            }
            return new Words("pruned with " + branch(top) + " above it", "随上面的 " + branch(top) + " 一起被剪掉");
        }
        return new Words("searched, no cut at " + name(p) + " before " + name(x),
                "会被搜索，" + name(p) + " 在 " + name(x) + " 之前没有截断");
    }

    /** The pruned branch above (or at) a node alpha-beta never enters. */
    private TextbookNode prunedTop(TextbookNode x) {
        TextbookNode top = x;
        while (!walk.prunedBranches().contains(top)) {
            top = top.parent();
        }
        return top;
    }

    /** "ab is never entered: pruned at a, α-cutoff: 2 ≤ α 3". */
    Words notEnteredCaption(TextbookNode x) {
        TextbookNode top = prunedTop(x);
        Cut c = walk.prunedBy(top);
        return new Words(name(x) + " is never entered: pruned at " + name(c.node()) + ", " + c.english(),
                name(x) + " 不进入：在 " + name(c.node()) + " 被剪掉，" + c.chinese());
    }

    /** Why a node is never entered: the cut that pruned the branch above it. */
    Words notEntered(TextbookNode x) {
        TextbookNode top = prunedTop(x);
        Words head = new Words(name(x) + " is never entered, so it has no window and returns nothing (answer x). ",
                name(x) + " 从不进入，所以它没有窗口，也不返回值（答 x）。");
        return head.then("", pruned(top));
    }
}
