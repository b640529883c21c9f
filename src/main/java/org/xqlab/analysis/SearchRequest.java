package org.xqlab.analysis;

import org.xqlab.rules.Fen;
import org.xqlab.rules.Position;
import org.xqlab.search.SearchConfig;
import org.xqlab.search.SearchLimits;

/** What Run in the analysis window searches: a position, its config and its limits. */
public record SearchRequest(Position position, SearchConfig config, SearchLimits limits) {

    /** Whether {@code other} searches the same: the same position (as FEN), config and limits. */
    public boolean same(SearchRequest other) {
        return other != null && Fen.format(position).equals(Fen.format(other.position))
                && config.equals(other.config) && limits.equals(other.limits);
    }
}
