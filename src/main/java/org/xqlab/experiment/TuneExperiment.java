package org.xqlab.experiment;

import org.xqlab.tune.TuneMethod;
import java.util.List;

/**
 * A resolved tune experiment ({@code "kind": "tune"}, read by {@link TuneExperimentFile}): the data —
 * game records ({@code records}, absolute paths) and {@code selfPlay} games of an in-process
 * {@code engine} at {@code nodes} a move (seeded by {@code dataSeed}), the first {@code skipPlies}
 * plies of each game skipped — and the tuning of {@link org.xqlab.tune.Tuner}: {@code methods}, the {@code weights}
 * to tune, the start configuration ({@code preset} with {@code set} changes), {@code iterations},
 * {@code step}, {@code population}, {@code seed} and the {@code holdout} share. Run it with
 * {@link TuneRunner}: the self-play games can be sharded over processes or cluster tasks and merged.
 */
public record TuneExperiment(String name, String description, String claim, List<String> records, int selfPlay,
                             String engine, long nodes, int skipPlies, long dataSeed, List<TuneMethod> methods,
                             String weights, String preset, String set, int iterations, int step, int population,
                             long seed, double holdout, String output) {
    public TuneExperiment {
        records = List.copyOf(records);
        methods = List.copyOf(methods);
    }
}
