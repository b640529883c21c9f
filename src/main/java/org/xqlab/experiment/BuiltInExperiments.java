package org.xqlab.experiment;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * The experiments shipped with the program, one per seed claim; their files are bundled in the jar
 * (resources {@code org/xqlab/experiment/builtin/NAME.json}) and use the bundled suites. Each is sized to
 * finish in minutes on two cores; docs/experiments.md says how to scale them up.
 */
public final class BuiltInExperiments {
    /** Names in the order of docs/experiments.md. */
    public static final List<String> NAMES = List.of("tt-by-depth", "history-bonus", "history-decay", "killers",
            "quiet-order", "null-move", "lmr", "elephanteye-vs-full", "history-bonus-deep", "killers-deep",
            "killers-masters");

    /** The built-in match experiments (kind {@code match}, see {@link MatchExperimentFile}). */
    public static final List<String> MATCH_NAMES = List.of("heuristic-elo-time", "heuristic-elo", "forward-pruning");

    /** The built-in tune experiments (kind {@code tune}, see {@link TuneExperimentFile}). */
    public static final List<String> TUNE_NAMES = List.of("tune-methods");

    private BuiltInExperiments() {
    }

    /** The text of a built-in experiment file. */
    public static String text(String name) {
        if (!NAMES.contains(name) && !MATCH_NAMES.contains(name) && !TUNE_NAMES.contains(name)) {
            throw new IllegalArgumentException("no built-in experiment '" + name + "' (built-in: " + allNames() + ")");
        }
        try (InputStream in = BuiltInExperiments.class.getResourceAsStream("builtin/" + name + ".json")) {
            if (in == null) {
                throw new IllegalStateException("the built-in experiment " + name + " is missing from the jar");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new IllegalStateException("cannot read the built-in experiment " + name, e);
        }
    }

    /** Every built-in name, comma-separated: search, match and tune experiments. */
    public static String allNames() {
        return String.join(", ", NAMES) + ", " + String.join(", ", MATCH_NAMES) + ", " + String.join(", ", TUNE_NAMES);
    }

    /** A built-in tune experiment, resolved. */
    public static TuneExperiment loadTune(String name) {
        if (!TUNE_NAMES.contains(name)) {
            throw new IllegalArgumentException("no built-in tune experiment '" + name + "' (built-in: "
                    + String.join(", ", TUNE_NAMES) + ")");
        }
        return TuneExperimentFile.parse(name + ".json (built-in)", text(name), null);
    }

    /** A built-in experiment, resolved. */
    public static Experiment load(String name) {
        return ExperimentFile.parse(name + ".json (built-in)", text(name), null);
    }

    /** A built-in match experiment, resolved. */
    public static MatchExperiment loadMatch(String name) {
        if (!MATCH_NAMES.contains(name)) {
            throw new IllegalArgumentException("no built-in match experiment '" + name + "' (built-in: "
                    + String.join(", ", MATCH_NAMES) + ")");
        }
        return MatchExperimentFile.parse(name + ".json (built-in)", text(name), null);
    }
}
