package org.xqlab.experiment;

import org.xqlab.review.CollectionSummary;

import java.util.List;
import java.util.Map;

/**
 * One reviewed game of a review experiment, as its folder's {@code reviews.jsonl} keeps it: the game's number in the
 * collection (from 1), its players (the Red and Black tags, {@code ?} where none), the game's review as
 * {@code review --all --json} prints it (players, result, opening, accuracy per side and phase, marks, settings,
 * provenance) and its moves as the summary counts them (side, phase, mark, accuracy), so that shards are summed up
 * without the collection.
 */
public record ReviewGameRow(int game, String red, String black, Map<String, Object> review,
                            List<CollectionSummary.CountedMove> moves) {
    public ReviewGameRow {
        moves = List.copyOf(moves);
    }
}
