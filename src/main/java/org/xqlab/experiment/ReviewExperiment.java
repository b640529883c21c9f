package org.xqlab.experiment;

import org.xqlab.review.ReviewSettings;

import java.nio.file.Path;

/**
 * A resolved review experiment: every game of a collection ({@code gamesFile}, any format the record readers take)
 * reviewed as {@code xiangqi-lab review --all} reviews it, with one engine configuration ({@code variant}) and one
 * budget a position ({@code budget}: {@code nodes=N} or {@code depth=D} repeat exactly, {@code movetime=MS} does
 * not). The collection is named by its file name, its SHA-256 and its number of games, so two result folders hold
 * the same experiment exactly when they hold the same games; {@code gamesFile} is null for an experiment read back
 * from a result folder (merging and following a folder need only the games' count). Read one with
 * {@link ReviewExperimentFile}.
 */
public record ReviewExperiment(String name, String description, Path gamesFile, String gamesName, String gamesSha256,
                               int gameCount, Variant variant, String budget, String output) {
    /** How the review searches, with {@code threads} positions at once. */
    public ReviewSettings settings(int threads) {
        return new ReviewSettings(variant.config(), budget, threads);
    }
}
