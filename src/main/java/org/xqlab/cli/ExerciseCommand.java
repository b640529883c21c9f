package org.xqlab.cli;

import org.xqlab.figure.ExerciseFigure;
import org.xqlab.teach.exercise.Exercise;
import org.xqlab.teach.exercise.ExerciseKind;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;

/**
 * {@code exercise --seed N --kind prune|window|order|walk --out DIR [--depth 2..4] [--branching 2..4]
 * [--lang en|zh]} writes an alpha-beta exercise sheet and its answer key as Markdown into DIR
 * ({@code exercise-<kind>-<seed>.md} and {@code exercise-<kind>-<seed>-key.md}; other sizes than depth 3,
 * branching 3 add {@code -d<depth>b<branching>} to the names), the same exercise the classroom shows for
 * that kind, seed, depth and branching,
 * with the tree drawn beside them as SVG (shown in the Markdown), PNG and TikZ ({@code .tex}).
 * Prints one line per file: {@code sheet <path>}, {@code key <path>}, then {@code figure <path>} three times. Bad input exits with 2 and one
 * line {@code error: ...}.
 */
@Command(name = "exercise", description = "Write an alpha-beta exercise sheet and its answer key (Markdown) for a seed.")
final class ExerciseCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--seed", required = true, description = "The exercise's seed: the same seed gives the same exercise.")
    long seed;

    @Option(names = "--kind", defaultValue = "prune",
            description = "prune (mark the pruned branches), window (windows and values), order (best ordering) or walk "
                    + "(alpha-beta by hand: every window, returned value and pruned branch); default prune.")
    String kind;

    @Option(names = "--depth", defaultValue = "3", description = "Depth of the tree, 2..4; default 3.")
    int depth;

    @Option(names = "--branching", defaultValue = "3",
            description = "Most children of an inner node, 2..4 (each has 2 to this many); default 3.")
    int branching;

    @Option(names = "--out", required = true, description = "Folder to write the sheet and the key into (made if missing).")
    Path out;

    @Option(names = "--lang", defaultValue = "en", description = "Language of the sheet: en (default) or zh.")
    String lang;

    @Override
    public Integer call() throws IOException {
        ExerciseKind k = ExerciseKind.parse(kind);
        if (!lang.equals("en") && !lang.equals("zh")) {
            throw new IllegalArgumentException("--lang: expected en or zh, found '" + lang + "'");
        }
        if (Files.exists(out) && !Files.isDirectory(out)) {
            throw new IllegalArgumentException("--out: " + out + " is a file, not a folder");
        }
        if (depth < Exercise.MIN_SIZE || depth > Exercise.MAX_SIZE) {
            throw new IllegalArgumentException("--depth: expected " + Exercise.MIN_SIZE + ".." + Exercise.MAX_SIZE
                    + ", found " + depth);
        }
        if (branching < Exercise.MIN_SIZE || branching > Exercise.MAX_SIZE) {
            throw new IllegalArgumentException("--branching: expected " + Exercise.MIN_SIZE + ".." + Exercise.MAX_SIZE
                    + ", found " + branching);
        }
        Exercise e = Exercise.generate(k, seed, depth, branching);
        List<Path> written = ExerciseFigure.write(e, out, lang.equals("zh"));
        PrintWriter o = spec.commandLine().getOut();
        String[] what = {"sheet", "key", "figure", "figure", "figure"};
        for (int i = 0; i < written.size(); i++) {
            o.println(what[i] + " " + written.get(i));
        }
        return 0;
    }
}
