package org.xqlab.trace;

import java.util.List;

/**
 * One finished iterative-deepening iteration: depth, score, principal variation, the engine's
 * cumulative node count and time at its end, the nodes spent in this iteration alone
 * ({@code nodes(d) - nodes(d-1)}) and the effective branching factor
 * {@code iterationNodes(d) / iterationNodes(d-1)} (NaN for the first iteration or an empty previous one).
 */
public record IterationStats(int depth, int score, List<Integer> pv, long nodes, long iterationNodes,
                             long timeMillis, double branchingFactor) {

    public IterationStats {
        pv = List.copyOf(pv);
    }
}
