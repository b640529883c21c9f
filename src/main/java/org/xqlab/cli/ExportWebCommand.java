package org.xqlab.cli;

import org.xqlab.rules.Notation;
import org.xqlab.search.SearchConfig;
import org.xqlab.teach.TextbookTree;
import org.xqlab.teach.TreeFormatException;
import org.xqlab.teach.TreeJson;
import org.xqlab.teach.exercise.Exercise;
import org.xqlab.teach.exercise.ExerciseKind;
import org.xqlab.web.WebExport;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;

/**
 * {@code export-web --out FILE.html} and one source: {@code --fen F --depth N} (a teaching search run
 * now, with {@code --preset}/{@code --set}), {@code --trace FILE} (a recorded search), {@code --tree FILE}
 * (a classroom tree, with {@code --algorithm}) or {@code --exercise SEED} (an exercise, with
 * {@code --kind}). Writes one self-contained HTML page (no network needed) and prints
 * {@code wrote FILE (N bytes, what)}. Bad input is {@code error: …} and exit status 2.
 */
@Command(name = "export-web", description = "Write one offline web page that replays a search (or a classroom tree) "
        + "step by step, or poses an exercise checked in the page.")
final class ExportWebCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--out", required = true, paramLabel = "FILE", description = "The page to write (NAME.html).")
    Path out;
    @Option(names = "--fen", description = "Search this position (FEN, or startpos) with --depth.")
    String fen;
    @Option(names = "--depth", defaultValue = "3", description = "Depth of the search with --fen (1–6, default 3).")
    int depth;
    @Option(names = "--preset", defaultValue = "full", description = "With --fen: full, pvs, elephanteye, alphabeta, minimax.")
    String preset;
    @Option(names = "--set", description = "With --fen: change one setting, key=value (repeatable).")
    List<String> settings = new ArrayList<>();
    @Option(names = "--trace", paramLabel = "FILE", description = "A trace file (.jsonl or .jsonl.gz) recorded with 'trace'.")
    Path trace;
    @Option(names = "--tree", paramLabel = "FILE", description = "A classroom tree file (JSON, as the classroom saves it).")
    Path tree;
    @Option(names = "--algorithm", defaultValue = "alphabeta",
            description = "With --tree: minimax, negamax, alphabeta, failsoft, negascout (default alphabeta).")
    String algorithm;
    @Option(names = "--exercise", paramLabel = "SEED", description = "An exercise page for this seed.")
    Long exercise;
    @Option(names = "--kind", defaultValue = "prune", description = "With --exercise: prune, window or order (default prune).")
    String kind;
    @Option(names = "--max-ply", defaultValue = "4", description = "Deepest ply of a search shown (default 4).")
    int maxPly;
    @Option(names = "--max-children", defaultValue = "8", description = "Children shown per node before '+N more' (default 8).")
    int maxChildren;
    @Option(names = "--max-nodes", defaultValue = "400", description = "Most nodes shown per iteration (default 400).")
    int maxNodes;
    @Option(names = "--notation", defaultValue = "chinese", description = "Moves in chinese (default), wxf or iccs.")
    String notation;

    @Override
    public Integer call() throws IOException {
        int sources = (fen != null ? 1 : 0) + (trace != null ? 1 : 0) + (tree != null ? 1 : 0) + (exercise != null ? 1 : 0);
        if (sources != 1) {
            throw new IllegalArgumentException("give exactly one of --fen, --trace, --tree or --exercise");
        }
        String name = out.getFileName() == null ? "" : out.getFileName().toString().toLowerCase(Locale.ROOT);
        if (!name.endsWith(".html") && !name.endsWith(".htm")) {
            throw new IllegalArgumentException("--out '" + out + "' must end in .html");
        }
        WebExport.Options o = new WebExport.Options(maxPly, maxChildren, maxNodes, notation(notation));
        String html;
        String what;
        org.xqlab.figure.CutTrace cut = null;
        if (fen != null) {
            SearchConfig config = Configs.build(preset, settings);
            html = WebExport.searchPage(fen, config, depth, o);
            what = "a search to depth " + depth;
        } else if (trace != null) {
            WebExport.TracePage page = WebExport.traceFile(trace, o);
            html = page.html();
            cut = page.cut();
            what = "the search of " + trace;
        } else if (tree != null) {
            html = WebExport.textbookPage(textbook(tree), FigureCommand.algorithm(algorithm));
            what = "the tree " + tree;
        } else {
            html = WebExport.exercisePage(Exercise.generate(ExerciseKind.parse(kind), exercise));
            what = "the " + ExerciseKind.parse(kind).token() + " exercise of seed " + exercise;
        }
        WebExport.write(html, out);
        spec.commandLine().getOut().printf("wrote %s (%d bytes, %s)%n", out, Files.size(out), what);
        if (cut != null) {
            spec.commandLine().getOut().flush();
            spec.commandLine().getErr().println("error: " + cut.message(out));
            return 2;
        }
        return 0;
    }

    private static Notation notation(String text) {
        return switch (text.trim().toLowerCase(Locale.ROOT)) {
            case "iccs" -> Notation.ICCS;
            case "wxf" -> Notation.WXF;
            case "chinese", "zh" -> Notation.CHINESE;
            default -> throw new IllegalArgumentException("unknown --notation '" + text + "' (chinese, wxf, iccs)");
        };
    }

    private static TextbookTree textbook(Path file) throws IOException {
        org.xqlab.io.InputFiles.require(file, "a tree file", "no such tree file: " + file);
        try {
            return TreeJson.load(file);
        } catch (TreeFormatException e) {
            throw new IllegalArgumentException("tree file " + file + ": " + e.getMessage());
        }
    }
}
