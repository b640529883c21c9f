package org.xqlab.search;

import org.xqlab.trace.BasicStep;
import org.xqlab.trace.Listing;
import org.xqlab.trace.Listing.Section;
import org.xqlab.trace.Step;

/**
 * The engine's search as short pseudocode: the root call of iterative deepening, the node function
 * {@code search} in the numbered {@link Step}s of {@link Searcher} (the same numbers and names as its
 * {@code // Step N.} comments), and {@code quiesce}. Three listings, as {@code algorithm} selects:
 * plain minimax (every child with the full window, nothing cut), alpha-beta (fail-soft) and PVS (zero
 * windows after the first move, a re-search when one fails high). Each names every step, also one a
 * config switches off; {@link #active} says which steps a config uses, so a view can grey the rest.
 * Scores and windows are negamax, from the side to move, as in the engine and its trace.
 */
public final class EngineListing {
    private EngineListing() {
    }

    /** The listing of the algorithm {@code config} selects, its horizon line as {@code quiescence} says. */
    public static Listing of(SearchConfig config) {
        return of(config.algorithm, config.quiescence);
    }

    /** 0 minimax, 1 alpha-beta, 2 PVS (as {@code algorithm=minimax|alphabeta|pvs}); with quiescence. */
    public static Listing of(int algorithm) {
        return of(algorithm, true);
    }

    private static Listing of(int algorithm, boolean quiescence) {
        boolean minimax = algorithm == 0;
        boolean pvs = algorithm == 2;
        String name = minimax ? "minimax" : pvs ? "PVS" : "alpha-beta (fail-soft)";
        Listing.Builder b = Listing.builder(name, "Searcher.java");
        b.in(Section.ROOT)
                .line(0, "for depth ← 1, 2, …: search(root, depth, −∞, +∞)", BasicStep.ROOT_CALL,
                        "iterative deepening", "迭代加深");
        b.in(Section.SEARCH)
                .line(0, "search(node, depth, α, β):", BasicStep.ENTER,
                        "α, β from the side to move", "α、β 取走棋方视角")
                .line(1, quiescence ? "if depth ≤ 0: return quiesce(node, α, β)" : "if depth ≤ 0: return evaluate(node)",
                        Step.HORIZON, quiescence ? "then only captures" : "static evaluation",
                        quiescence ? "之后只搜吃子" : "静态估值")
                .line(1, "α ← max(α, −mate(ply)); β ← min(β, mate(ply+1)); if α ≥ β: return α",
                        Step.MATE_DISTANCE, "no nearer mate", "不会有更近的杀")
                .line(1, "if repeated: return draw, or the perpetual-check result", Step.REPETITION,
                        "repetition rules", "重复局面规则")
                .line(1, "e ← TT.probe(node); if e.depth ≥ depth and e.bound fits: return e.score",
                        Step.TT_PROBE, "seen before", "见过的局面")
                .line(1, "if not PV, not in check, depth ≤ 3 and eval − margin·depth ≥ β: return eval",
                        Step.STATIC_PRUNING, "far above β already", "已远超 β")
                .line(1, "if not PV, not in check, depth ≤ 2 and eval + margin·depth ≤ α and quiesce(node, α, α+1) ≤ α: return it",
                        Step.RAZORING, "hopeless: captures decide", "没有希望：只看吃子")
                .line(1, "if not PV, not in check, eval ≥ β and −search(pass, depth−1−R, −β, −β+1) ≥ β: return β",
                        Step.NULL_MOVE, "even passing is too good", "停一步都够好")
                .line(1, "if PV node and no hash move: search(node, depth−2, α, β) for a first move",
                        Step.IID, "find a move to try first", "先找首选着法")
                .line(1, "best ← −∞; for each move m (hash, captures, killers, quiet moves):", Step.MOVE_LOOP,
                        "MoveSort order", "着法排序的顺序")
                .line(2, "if not PV, depth ≤ 2, m quiet, no check and eval + margin·depth ≤ α: skip m",
                        Step.FUTILITY, "cannot reach α", "够不到 α")
                .line(2, "r ← 1 or 2 for a late quiet move at a non-PV node (re-search if it beats α)",
                        Step.LMR, "late moves less deep", "靠后的着法搜浅些");
        if (minimax) {
            b.line(2, "score ← −search(child, depth−1, −∞, +∞)", BasicStep.CHILD_VALUE, "no window", "不用窗口")
                    .line(2, "best ← max(best, score)", BasicStep.CHILD_VALUE, "keep the best", "保留最好的");
        } else if (pvs) {
            b.line(2, "if first move: score ← −search(child, depth−1, −β, −α)", BasicStep.CHILD_VALUE,
                            "full window", "完整窗口")
                    .line(2, "else: score ← −search(child, depth−1−r, −α−1, −α)", BasicStep.CHILD_VALUE,
                            "zero window: better than α?", "零窗口：好过 α？")
                    .line(3, "if α < score < β: score ← −search(child, depth−1, −β, −α)", BasicStep.CHILD_VALUE,
                            "yes: again, full window", "是：完整窗口重搜")
                    .line(2, "if score > best: best ← score; if score > α: α ← score", BasicStep.CHILD_VALUE,
                            "a better move raises α", "更好的着法提高 α");
        } else {
            b.line(2, "score ← −search(child, depth−1−r, −β, −α)", BasicStep.CHILD_VALUE,
                            "the child's window", "子节点的窗口")
                    .line(2, "if score > best: best ← score; if score > α: α ← score", BasicStep.CHILD_VALUE,
                            "a better move raises α", "更好的着法提高 α");
        }
        b.line(2, "if score ≥ β: reward m (killers, history); break", Step.BETA_CUTOFF,
                        "the opponent avoids this line", "对方不会走入此变")
                .line(1, "TT.store(node, depth, best, bound)", Step.TT_STORE, "remember", "记住结果")
                .line(1, "return best", BasicStep.RETURN, "fail-soft: may lie outside (α, β)", "软失败：可在 (α, β) 外");
        b.in(Section.QUIESCENCE)
                .line(0, "quiesce(node, α, β):", BasicStep.ENTER, "captures only (evasions in check)",
                        "只搜吃子（被将时应将）")
                .line(1, minimax ? "best ← evaluate(node)"
                                : "best ← evaluate(node); if best ≥ β: return best; α ← max(α, best)",
                        Step.STAND_PAT, "one may decline every capture", "可以不吃子")
                .line(1, "for each capture m, most valuable victim first:", Step.MOVE_LOOP, "MVV/LVA", "MVV/LVA")
                .line(2, minimax ? "best ← max(best, −quiesce(child, −∞, +∞))"
                                : "score ← −quiesce(child, −β, −α); if score > best: best ← score; if score > α: α ← score",
                        BasicStep.CHILD_VALUE, minimax ? "keep the best" : "a better capture raises α",
                        minimax ? "保留最好的" : "更好的吃子提高 α")
                .line(2, "if score ≥ β: break", Step.BETA_CUTOFF, "prune the other captures", "剪去其余吃子")
                .line(1, "return best", BasicStep.RETURN, "", "");
        return b.build();
    }

    /**
     * Whether a search with {@code config} can execute {@code line} (false: its step is switched off or
     * not in the algorithm, or it is in quiescence with quiescence off).
     */
    public static boolean active(org.xqlab.trace.PseudoLine line, SearchConfig config) {
        if (line.section() == Section.QUIESCENCE && !config.quiescence) {
            return false;
        }
        return line.step() == null || active(line.step(), config);
    }

    /** Whether a search with {@code config} can execute {@code step} (false: switched off or not in its algorithm). */
    public static boolean active(Step step, SearchConfig config) {
        boolean minimax = config.algorithm == 0;
        return switch (step) {
            case HORIZON, REPETITION, MOVE_LOOP -> true;
            case MATE_DISTANCE -> config.mateDistance;
            case TT_PROBE, TT_STORE -> config.tt;
            case STAND_PAT -> config.quiescence;
            case NULL_MOVE -> config.nullMove && !minimax;
            case IID -> config.iid && !minimax;
            case LMR -> config.lmr && !minimax;
            case BETA_CUTOFF -> !minimax;
            case STATIC_PRUNING -> config.rfp && !minimax;
            case FUTILITY -> config.futility && !minimax;
            case RAZORING -> config.razor && config.quiescence && !minimax;
        };
    }
}
