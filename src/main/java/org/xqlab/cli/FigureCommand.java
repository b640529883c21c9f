package org.xqlab.cli;

import org.xqlab.figure.CutTrace;
import org.xqlab.figure.FigureException;
import org.xqlab.figure.FigureFormat;
import org.xqlab.figure.HeatmapFigure;
import org.xqlab.figure.KillerFigure;
import org.xqlab.figure.TreeAnimation;
import org.xqlab.figure.TraceLimits;
import org.xqlab.figure.TreeFigure;
import org.xqlab.figure.TreeFigureOptions;
import org.xqlab.figure.TreeLabel;
import org.xqlab.rules.Notation;
import org.xqlab.teach.Algorithm;
import org.xqlab.teach.TextbookTree;
import org.xqlab.teach.TreeFormatException;
import org.xqlab.teach.TreeJson;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;

/**
 * {@code figure tree|heatmap|killers|animate}: figures of a recorded search (a trace file) or of a
 * classroom tree file, for slides (SVG, PNG) and papers (TikZ), and animations for lectures (GIF, PNG
 * frames), all drawn by {@link org.xqlab.figure}. Each prints one line, {@code wrote FILE (…)}, saying
 * what it drew. Bad input — a missing file, a damaged trace (named with its line), a tree file error,
 * an option out of range — is {@code error: …} and exit status 2. A trace cut before its search ended (no
 * {@code search_end} record) is drawn as far as it goes, then {@code error: FILE has no search_end record: …}
 * names what it holds and the exit status is 2, as {@code replay} does.
 */
@Command(name = "figure", description = "Draw a search tree, the history heatmap or the killer table of a trace "
        + "(or a classroom tree) as SVG, PNG or TikZ, or animate a search as a GIF.",
        subcommands = {FigureCommand.Tree.class, FigureCommand.Heatmap.class, FigureCommand.Killers.class,
                FigureCommand.Animate.class})
final class FigureCommand implements Runnable {
    @Override
    public void run() {
        throw new IllegalArgumentException("figure needs a subcommand: tree, heatmap, killers or animate");
    }

    /** What a tree figure shows, for 'tree' and 'animate'. */
    static final class TreeOptions {
        @Option(names = "--trace", paramLabel = "FILE", description = "A trace file (.jsonl or .jsonl.gz) recorded with 'trace'.")
        Path trace;
        @Option(names = "--tree", paramLabel = "FILE", description = "A classroom tree file (JSON, as the classroom saves it).")
        Path treeFile;
        @Option(names = "--algorithm", defaultValue = "alphabeta",
                description = "With --tree: minimax, negamax, alphabeta (fail-hard), failsoft, negascout (default alphabeta).")
        String algorithm;
        @Option(names = "--max-ply", description = "Deepest ply drawn (default: 2 for a trace, all for a tree).")
        Integer maxPly;
        @Option(names = "--max-nodes", description = "Most nodes drawn, breadth first (default: 60 for a trace, 400 for a tree).")
        Integer maxNodes;
        @Option(names = "--max-children", description = "Children drawn per node before '+N more' (default: 5 for a trace, 8 for a tree).")
        Integer maxChildren;
        @Option(names = "--labels", defaultValue = "move,score,cut",
                description = "What each node says: move, score, leaf, window, type, cut, or all (default move,score,cut).")
        String labels;
        @Option(names = "--notation", defaultValue = "iccs", description = "Moves in iccs, wxf or chinese (TikZ: iccs for chinese).")
        String notation;
        @Option(names = "--iteration", defaultValue = "0", description = "The iteration (its depth) of a trace to draw; 0 for the last.")
        int iteration;
        @Option(names = "--lang", defaultValue = "en", description = "Words in the figure: en or zh.")
        String lang;

        @Option(names = "--keep-nodes", defaultValue = "" + TraceLimits.KEEP_NODES, description = "Most nodes of a "
                + "trace kept in memory to draw from (default ${DEFAULT-VALUE}, about 280 bytes of heap each); a trace "
                + "holding more up to the figure's ply is refused.")
        int keepNodes;

        /** The limits of reading the trace, with a progress line on {@code err} during a long read. */
        TraceLimits limits(java.io.PrintWriter err) {
            return new TraceLimits(keepNodes, TraceProgress.printer(err, trace));
        }

        /** True for a trace, false for a tree file; exactly one of them must be given. */
        boolean fromTrace() {
            if ((trace == null) == (treeFile == null)) {
                throw new FigureException("give either --trace FILE or --tree FILE"
                        + (trace == null ? "" : ", not both"));
            }
            return trace != null;
        }

        TreeFigureOptions options() {
            TreeFigureOptions o = fromTrace() ? TreeFigureOptions.forSearch() : TreeFigureOptions.forTextbook();
            if (maxPly != null) {
                o = o.withMaxPly(maxPly);
            }
            if (maxNodes != null) {
                o = o.withMaxNodes(maxNodes);
            }
            if (maxChildren != null) {
                o = o.withMaxChildren(maxChildren);
            }
            return o.withLabels(TreeLabel.parse(labels)).withNotation(notation(notation)).withIteration(iteration)
                    .withChinese(chinese(lang));
        }

        TextbookTree textbook() {
            String problem = org.xqlab.io.InputFiles.problem(treeFile, "a tree file");
            if (problem != null || !Files.isRegularFile(treeFile)) {
                throw new FigureException(problem != null ? problem : "no such tree file: " + treeFile);
            }
            try {
                return TreeJson.load(treeFile);
            } catch (TreeFormatException e) {
                throw new FigureException("tree file " + treeFile + ": " + e.getMessage());
            } catch (IOException e) {
                throw new FigureException("cannot read tree file " + treeFile + ": " + e.getMessage());
            }
        }
    }

    @Command(name = "tree", description = "Draw a search tree: an iteration of a trace, or a classroom tree with its values and cuts.")
    static final class Tree implements Callable<Integer> {
        @Spec
        CommandSpec spec;
        @Mixin
        Output output;
        @Mixin
        TreeOptions tree;

        @Override
        public Integer call() {
            FigureFormat format = output.format(FigureFormat.SVG, FigureFormat.SVG, FigureFormat.PNG, FigureFormat.TIKZ);
            TreeFigureOptions o = tree.options();
            TreeFigure f = tree.fromTrace() ? TreeFigure.ofTrace(tree.trace, o, tree.limits(spec.commandLine().getErr()))
                    : TreeFigure.ofTextbook(tree.textbook(), algorithm(tree.algorithm), o);
            if (format == FigureFormat.TIKZ) {
                f.write(format, output.out, output.metadata());
            } else {
                output.write(f, format);
            }
            spec.commandLine().getOut().printf("wrote %s (%s, %d nodes, %d items, %dx%d)%n", output.out,
                    format.cliName(), f.nodeCount(), f.items().size(), f.width(), f.height());
            return cutStatus(spec, f.cut(), output.out, true);
        }
    }

    @Command(name = "heatmap", description = "Draw the history table of a trace as heat over the Xiangqi board.")
    static final class Heatmap implements Callable<Integer> {
        @Spec
        CommandSpec spec;
        @Mixin
        Output output;
        @Option(names = "--trace", paramLabel = "FILE", required = true, description = "A trace file.")
        Path trace;
        @Option(names = "--mode", defaultValue = "destination", description = "Sum moves by destination or origin point.")
        String mode;
        @Option(names = "--side", defaultValue = "both", description = "both, red or black (a table of shape 'side').")
        String side;
        @Option(names = "--colour-scale", defaultValue = "sqrt", description = "sqrt (default) or linear.")
        String colourScale;
        @Option(names = "--lang", defaultValue = "en", description = "Words in the figure: en or zh.")
        String lang;

        @Override
        public Integer call() {
            FigureFormat format = output.format(FigureFormat.SVG, FigureFormat.SVG, FigureFormat.PNG);
            HeatmapFigure.Options o = HeatmapFigure.Options.defaults()
                    .withMode(choice(HeatmapFigure.Mode.class, mode, "--mode"))
                    .withSide(choice(HeatmapFigure.Side.class, side, "--side"))
                    .withSqrt(switch (colourScale.toLowerCase(Locale.ROOT)) {
                        case "sqrt" -> true;
                        case "linear" -> false;
                        default -> throw new FigureException("--colour-scale must be sqrt or linear: " + colourScale);
                    }).withChinese(chinese(lang));
            HeatmapFigure f = HeatmapFigure.ofTrace(trace, o);
            output.write(f, format);
            spec.commandLine().getOut().printf("wrote %s (%s, peak %d)%n", output.out, format.cliName(), f.peak());
            return cutStatus(spec, f.cut(), output.out, false);
        }
    }

    @Command(name = "killers", description = "Draw the killer table of a trace.")
    static final class Killers implements Callable<Integer> {
        @Spec
        CommandSpec spec;
        @Mixin
        Output output;
        @Option(names = "--trace", paramLabel = "FILE", required = true, description = "A trace file.")
        Path trace;
        @Option(names = "--lang", defaultValue = "en", description = "Words in the figure: en or zh.")
        String lang;

        @Override
        public Integer call() {
            FigureFormat format = output.format(FigureFormat.SVG, FigureFormat.SVG, FigureFormat.PNG);
            KillerFigure f = KillerFigure.ofTrace(trace, chinese(lang));
            output.write(f, format);
            spec.commandLine().getOut().printf("wrote %s (%s, %d plies)%n", output.out, format.cliName(), f.rows().size());
            return cutStatus(spec, f.cut(), output.out, false);
        }
    }

    @Command(name = "animate", description = "Step a search (or a classroom tree) into an animated GIF or PNG frames, "
            + "one frame per chosen event.")
    static final class Animate implements Callable<Integer> {
        @Spec
        CommandSpec spec;
        @Mixin
        Output output;
        @Mixin
        TreeOptions tree;
        @Option(names = "--every", defaultValue = "cutoff", description = "A frame at every cutoff, node or iteration (default cutoff).")
        String every;
        @Option(names = "--delay", defaultValue = "700", description = "Milliseconds per GIF frame (default 700).")
        int delay;
        @Option(names = "--max-frames", defaultValue = "200", description = "Most frames (default 200); the last, finished frame is always kept.")
        int maxFrames;

        @Override
        public Integer call() {
            FigureFormat format = output.format(FigureFormat.GIF, FigureFormat.GIF, FigureFormat.PNG_FRAMES);
            TreeFigureOptions o = tree.options();
            TreeAnimation.Every e = TreeAnimation.Every.parse(every);
            TreeAnimation a = tree.fromTrace() ? TreeAnimation.ofTrace(tree.trace, o, e, maxFrames,
                    tree.limits(spec.commandLine().getErr()))
                    : TreeAnimation.ofTextbook(tree.textbook(), algorithm(tree.algorithm), o, e, maxFrames);
            a.write(format, output.out, delay, output.scale == null ? 1.5 : output.scale);
            spec.commandLine().getOut().printf("wrote %s (%s, %d frames%s)%n", output.out, format.cliName(),
                    a.frames().size(), a.limited() ? ", limited by --max-frames" : "");
            return cutStatus(spec, a.cut(), output.out, true);
        }
    }

    /** --format, --out and --scale, shared by every figure. */
    static final class Output {
        @Option(names = "--format", description = "svg, png, tikz (tree); gif, png-frames (animate). Default: from --out's extension.")
        String format;
        @Option(names = "--out", paramLabel = "FILE", required = true, description = "The file to write (a folder for png-frames).")
        Path out;
        @Option(names = "--scale", description = "Pixels per unit of a PNG or GIF (default 2 for PNG, 1.5 for GIF).")
        Double scale;

        /** The chosen format, one of {@code allowed}; from the extension, or {@code fallback}. */
        FigureFormat format(FigureFormat fallback, FigureFormat... allowed) {
            FigureFormat f = format != null ? FigureFormat.parse(format)
                    : out.getFileName() != null && FigureFormat.ofFileName(out.getFileName().toString()) != null
                    ? FigureFormat.ofFileName(out.getFileName().toString()) : fallback;
            boolean ok = false;
            StringBuilder names = new StringBuilder();
            for (FigureFormat a : allowed) {
                ok |= a == f;
                names.append(names.isEmpty() ? "" : ", ").append(a.cliName());
            }
            if (!ok) {
                throw new FigureException("--format " + f.cliName() + " is not offered here (" + names + ")");
            }
            Path dir = out.toAbsolutePath().getParent();
            if (f != FigureFormat.PNG_FRAMES && dir != null && !Files.isDirectory(dir)) {
                throw new FigureException("--out: the folder " + dir + " does not exist");
            }
            if (f != FigureFormat.PNG_FRAMES && Files.isDirectory(out)) {
                throw new FigureException("--out " + out + " is a folder; name a file");
            }
            return f;
        }

        /** Writes SVG or PNG (at --scale, default 2) to --out, with the provenance as metadata. */
        void write(org.xqlab.figure.Drawing d, FigureFormat f) {
            org.xqlab.figure.Figures.write(d, f, scale == null ? 2 : scale, out, metadata());
        }

        /** The figure's metadata: the provenance of the program that drew it (build, machine, date, command line). */
        java.util.Map<String, String> metadata() {
            return org.xqlab.io.ImageMetadata.keys(org.xqlab.build.Provenance.now().flat());
        }
    }

    /**
     * 0, or for a figure drawn from a trace cut before its search ended: {@code error: FILE has no search_end
     * record: …} on standard error (after the {@code wrote} line) and 2, as {@code replay} exits on such a trace.
     */
    static int cutStatus(CommandSpec spec, CutTrace cut, Path figure, boolean tree) {
        if (cut == null) {
            return 0;
        }
        spec.commandLine().getOut().flush();
        spec.commandLine().getErr().println("error: " + cut.message(figure, tree));
        spec.commandLine().getErr().flush();
        return 2;
    }

    static Algorithm algorithm(String name) {
        return switch (name.trim().toLowerCase(Locale.ROOT).replace("_", "").replace("-", "")) {
            case "minimax" -> Algorithm.MINIMAX;
            case "negamax" -> Algorithm.NEGAMAX;
            case "alphabeta", "failhard" -> Algorithm.ALPHA_BETA;
            case "failsoft", "alphabetafailsoft" -> Algorithm.ALPHA_BETA_FAIL_SOFT;
            case "negascout", "pvs" -> Algorithm.NEGASCOUT;
            default -> throw new FigureException("unknown --algorithm '" + name
                    + "' (minimax, negamax, alphabeta, failsoft, negascout)");
        };
    }

    static Notation notation(String name) {
        return switch (name.trim().toLowerCase(Locale.ROOT)) {
            case "iccs" -> Notation.ICCS;
            case "wxf" -> Notation.WXF;
            case "chinese", "zh" -> Notation.CHINESE;
            default -> throw new FigureException("unknown --notation '" + name + "' (iccs, wxf, chinese)");
        };
    }

    static boolean chinese(String lang) {
        return switch (lang.trim().toLowerCase(Locale.ROOT)) {
            case "en" -> false;
            case "zh" -> true;
            default -> throw new FigureException("--lang must be en or zh: " + lang);
        };
    }

    static <E extends Enum<E>> E choice(Class<E> type, String text, String option) {
        try {
            return Enum.valueOf(type, text.trim().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            StringBuilder names = new StringBuilder();
            for (E c : type.getEnumConstants()) {
                names.append(names.isEmpty() ? "" : ", ").append(c.name().toLowerCase(Locale.ROOT));
            }
            throw new FigureException(option + " must be one of " + names + ": " + text);
        }
    }
}
