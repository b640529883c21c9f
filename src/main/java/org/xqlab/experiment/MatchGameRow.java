package org.xqlab.experiment;

/**
 * One game of a match experiment, from the variant's side: the variant, the pair (opening) index and the
 * game's index among the variant's games ({@code 2 * pair} with the variant red, {@code 2 * pair + 1}
 * black), the opening, the result ({@code 1-0}, {@code 0-1}, {@code 1/2-1/2}), how it ended, its length,
 * the variant's points, the engine failure if one decided it (empty otherwise) and the game as PGN.
 */
public record MatchGameRow(String variant, int pair, int game, String opening, String variantColour, String result,
                           String ending, int plies, double score, String failure, String pgn) {
}
