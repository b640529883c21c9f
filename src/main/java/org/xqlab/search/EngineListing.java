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
                .line(0, "for depth ← 1, 2, …: search(root, depth, −∞, +∞)", BasicStep.ROOT_CALL, "engine.root");
        b.in(Section.SEARCH)
                .line(0, "search(node, depth, α, β):", BasicStep.ENTER, "common.sideToMove")
                .line(1, quiescence ? "if depth ≤ 0: return quiesce(node, α, β)" : "if depth ≤ 0: return evaluate(node)",
                        Step.HORIZON, quiescence ? "engine.horizon.quiesce" : "engine.horizon.evaluate")
                .line(1, "α ← max(α, −mate(ply)); β ← min(β, mate(ply+1)); if α ≥ β: return α",
                        Step.MATE_DISTANCE, "engine.mateDistance")
                .line(1, "if repeated: return draw, or the perpetual-check result",
                        Step.REPETITION, "engine.repetition")
                .line(1, "e ← TT.probe(node); if e.depth ≥ depth and e.bound fits: return e.score",
                        Step.TT_PROBE, "engine.ttProbe")
                .line(1, "if not PV, not in check, depth ≤ 3 and eval − margin·depth ≥ β: return eval",
                        Step.STATIC_PRUNING, "engine.staticPruning")
                .line(1, "if not PV, not in check, depth ≤ 2 and eval + margin·depth ≤ α and quiesce(node, α, α+1) ≤ α: return it",
                        Step.RAZORING, "engine.razoring")
                .line(1, "if not PV, not in check, eval ≥ β and −search(pass, depth−1−R, −β, −β+1) ≥ β: return β",
                        Step.NULL_MOVE, "engine.nullMove")
                .line(1, "if PV node and no hash move: search(node, depth−2, α, β) for a first move",
                        Step.IID, "engine.iid")
                .line(1, "best ← −∞; for each move m (hash, captures, killers, quiet moves):",
                        Step.MOVE_LOOP, "engine.moveLoop")
                .line(2, "if not PV, depth ≤ 2, m quiet, no check and eval + margin·depth ≤ α: skip m",
                        Step.FUTILITY, "engine.futility")
                .line(2, "r ← 1 or 2 for a late quiet move at a non-PV node (re-search if it beats α)",
                        Step.LMR, "engine.lmr");
        if (minimax) {
            b.line(2, "score ← −search(child, depth−1, −∞, +∞)", BasicStep.CHILD_VALUE, "engine.noWindow")
                    .line(2, "best ← max(best, score)", BasicStep.CHILD_VALUE, "common.keepBest");
        } else if (pvs) {
            b.line(2, "if first move: score ← −search(child, depth−1, −β, −α)",
                    BasicStep.CHILD_VALUE, "common.fullWindow")
                    .line(2, "else: score ← −search(child, depth−1−r, −α−1, −α)",
                            BasicStep.CHILD_VALUE, "engine.zeroWindow")
                    .line(3, "if α < score < β: score ← −search(child, depth−1, −β, −α)",
                            BasicStep.CHILD_VALUE, "engine.research")
                    .line(2, "if score > best: best ← score; if score > α: α ← score",
                            BasicStep.CHILD_VALUE, "engine.raisesAlpha");
        } else {
            b.line(2, "score ← −search(child, depth−1−r, −β, −α)", BasicStep.CHILD_VALUE, "engine.childWindow")
                    .line(2, "if score > best: best ← score; if score > α: α ← score",
                            BasicStep.CHILD_VALUE, "engine.raisesAlpha");
        }
        b.line(2, "if score ≥ β: reward m (killers, history); break", Step.BETA_CUTOFF, "engine.cutoff")
                .line(1, "TT.store(node, depth, best, bound)", Step.TT_STORE, "engine.ttStore")
                .line(1, "return best", BasicStep.RETURN, "engine.return");
        b.in(Section.QUIESCENCE)
                .line(0, "quiesce(node, α, β):", BasicStep.ENTER, "engine.q.enter")
                .line(1, minimax ? "best ← evaluate(node)"
                                : "best ← evaluate(node); if best ≥ β: return best; α ← max(α, best)",
                        Step.STAND_PAT, "engine.q.standPat")
                .line(1, "for each capture m, most valuable victim first:", Step.MOVE_LOOP, "engine.q.moveLoop")
                .line(2, minimax ? "best ← max(best, −quiesce(child, −∞, +∞))"
                                : "score ← −quiesce(child, −β, −α); if score > best: best ← score; if score > α: α ← score",
                        BasicStep.CHILD_VALUE, minimax ? "common.keepBest" : "engine.q.raisesAlpha")
                .line(2, "if score ≥ β: break", Step.BETA_CUTOFF, "engine.q.cutoff")
                .line(1, "return best", BasicStep.RETURN, "");
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
