package org.xqlab.teach;

/**
 * What a textbook search found and what it cost: the root value from MAX's point of view, the best
 * line as child indices from the root, nodes entered (re-searches count again), leaves evaluated
 * (likewise) and cutoffs.
 */
public record TextbookResult(int value, int[] bestPath, int nodesVisited, int leavesEvaluated, int cutoffs) {
    public TextbookResult {
        bestPath = bestPath.clone();
    }

    @Override
    public int[] bestPath() {
        return bestPath.clone();
    }
}
