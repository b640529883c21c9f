package org.xqlab.teach;

import org.xqlab.trace.Bound;

/**
 * The one-line explanation of the last applied event of a {@link Playback}, in English or Chinese,
 * in MAX's point of view: "Enter b (MIN) with window (3, +∞)" / "进入 b（MIN），窗口 (3, +∞)",
 * "Leaf ba = 2" / "叶子 ba = 2", "b returns ≤ 2" / "b 返回 ≤ 2", and the cut itself
 * ({@link Cut#english()} / {@link Cut#chinese()}).
 */
public final class Captions {
    private Captions() {
    }

    /** "−∞", "+∞" or the number. */
    public static String bound(int v) {
        if (v <= -TextbookSearch.INFINITY) {
            return "−∞";
        }
        if (v >= TextbookSearch.INFINITY) {
            return "+∞";
        }
        return Integer.toString(v);
    }

    /** "(α, β)" with infinities written as such. */
    public static String window(int alpha, int beta) {
        return "(" + bound(alpha) + ", " + bound(beta) + ")";
    }

    /** A value with its bound: "5", "≥ 5" or "≤ 5". */
    public static String value(int v, Bound b) {
        return (b == Bound.LOWER ? "≥ " : b == Bound.UPPER ? "≤ " : "") + v;
    }

    static String of(Playback p, boolean zh) {
        RecordedEvent e = p.lastEvent();
        if (e == null) {
            return zh ? "准备开始" : "Ready";
        }
        TextbookTree tree = p.tree();
        switch (e.kind()) {
            case SEARCH_STARTED:
                return zh ? "搜索开始" : "Search starts";
            case ITERATION_STARTED:
                return zh ? "根节点窗口 " + window(e.a(), e.b()) : "Root window " + window(e.a(), e.b());
            case NODE_ENTERED: {
                TextbookNode n = p.nodeOf(e.nodeId());
                NodeState s = p.state(n);
                String side = tree.isMax(n) ? "MAX" : "MIN";
                String w = window(s.alpha(), s.beta());
                if (n.isLeaf()) {
                    return zh ? "到达叶子 " + Playback.name(n, zh) + "，窗口 " + w
                            : "Reach leaf " + Playback.name(n, zh) + " with window " + w;
                }
                return zh ? "进入 " + Playback.name(n, zh) + "（" + side + "），窗口 " + w
                        : "Enter " + Playback.name(n, zh) + " (" + side + ") with window " + w;
            }
            case STAGE_ENTERED: {
                TextbookNode n = p.nodeOf(e.nodeId());
                return zh ? Playback.name(n, zh) + " 有 " + e.a() + " 个着法" : Playback.name(n, zh) + " has " + e.a() + " moves";
            }
            case MOVE_TRIED: {
                TextbookNode n = p.nodeOf(e.nodeId());
                TextbookNode c = n.child(ChildMoveCodec.index(e.move()));
                return zh ? Playback.name(n, zh) + " 尝试 " + Playback.name(c, zh) : Playback.name(n, zh) + " tries " + Playback.name(c, zh);
            }
            case CUTOFF:
                return p.lastCut().text(zh);
            case NODE_LEFT: {
                TextbookNode n = p.nodeOf(e.nodeId());
                NodeState s = p.state(n);
                String v = value(s.value(), s.bound());
                if (n.isLeaf()) {
                    return zh ? "叶子 " + Playback.name(n, zh) + " = " + v : "Leaf " + Playback.name(n, zh) + " = " + v;
                }
                return zh ? Playback.name(n, zh) + " 返回 " + v : Playback.name(n, zh) + " returns " + v;
            }
            case ITERATION_FINISHED:
            case SEARCH_FINISHED: {
                NodeState root = p.state(tree.root());
                return zh ? "完成：根的值 " + root.value() : "Done: the root's value is " + root.value();
            }
            default:
                return e.kind().token();
        }
    }
}
