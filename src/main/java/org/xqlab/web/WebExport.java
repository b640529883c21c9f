package org.xqlab.web;

import org.xqlab.figure.CutTrace;
import org.xqlab.figure.ScorePerspective;
import org.xqlab.io.AtomicFile;
import org.xqlab.rules.Fen;
import org.xqlab.rules.Notation;
import org.xqlab.rules.Position;
import org.xqlab.search.SearchConfig;
import org.xqlab.search.SearchLimits;
import org.xqlab.search.Searcher;
import org.xqlab.teach.Algorithm;
import org.xqlab.teach.TextbookSearch;
import org.xqlab.teach.TextbookTree;
import org.xqlab.teach.exercise.Exercise;
import org.xqlab.trace.CompositeListener;
import org.xqlab.trace.SearchListener;
import org.xqlab.trace.SearchTree;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * Web pages of a lesson: one self-contained, offline HTML file (style, script, data and words inlined;
 * no network, no server) that replays a real search (run here, read from a trace file, or the events
 * an app window already holds) or a classroom tree, or poses an alpha-beta exercise that it checks in
 * the page. Everything the page shows is written here in Java, in English and Chinese, with the app's
 * words ({@link AppWords}); the page's script ({@code org/xqlab/web/player.js}, plain JavaScript with no
 * library) only shows the frames. Bad input is an {@link IllegalArgumentException} naming what and where.
 */
public final class WebExport {
    /**
     * What of a real search a page shows: the tree down to {@code maxPly}, at most {@code maxChildren}
     * children per node ("+N more" for the rest), at most {@code nodeCap} nodes per iteration; moves in
     * {@code notation}.
     */
    public record Options(int maxPly, int maxChildren, int nodeCap, Notation notation) {
        public Options {
            if (maxPly < 1 || maxPly > 8) {
                throw new IllegalArgumentException("max ply must be between 1 and 8: " + maxPly);
            }
            if (maxChildren < 1 || maxChildren > 60) {
                throw new IllegalArgumentException("max children must be between 1 and 60: " + maxChildren);
            }
            if (nodeCap < 2 || nodeCap > 5000) {
                throw new IllegalArgumentException("node cap must be between 2 and 5000: " + nodeCap);
            }
        }

        /** The same with moves in {@code n}. */
        public Options withNotation(Notation n) {
            return new Options(maxPly, maxChildren, nodeCap, n);
        }

        /** Ply 4, 8 children, 400 nodes, Chinese notation: a depth-3 teaching search stays well under 1 MB. */
        public static Options defaults() {
            return new Options(4, 8, 400, Notation.CHINESE);
        }
    }

    private WebExport() {
    }

    /** Searches {@code fen} to {@code depth} with {@code config} and returns the page replaying it. */
    public static String searchPage(String fen, SearchConfig config, int depth, Options options) {
        if (depth < 1 || depth > 6) {
            throw new IllegalArgumentException("a teaching search's depth must be between 1 and 6: " + depth);
        }
        Position p = Fen.parse(fen);
        return eventsPage(l -> new Searcher(config).search(p, SearchLimits.depth(depth), l), options);
    }

    /** The page replaying a trace file (.jsonl or .jsonl.gz, as {@code trace} writes it). */
    public static String tracePage(Path trace, Options options) {
        return traceFile(trace, options).html();
    }

    /** A trace's page, and what the trace holds when it was cut before its search ended (else null). */
    public record TracePage(String html, CutTrace cut) {
    }

    /**
     * The page of the search recorded in {@code trace}. A trace cut before its {@code search_end} record is
     * shown as far as it goes and {@link TracePage#cut()} says so; a missing, unreadable or damaged file is
     * refused, naming it.
     */
    public static TracePage traceFile(Path trace, Options options) {
        CutTrace[] cut = new CutTrace[1];
        String html = eventsPage(l -> cut[0] = CutTrace.replay(trace, l), options);
        return new TracePage(html, cut[0]);
    }

    /** The page of a search whose events {@code source} sends to the listener it is given, opening in Red's view. */
    public static String eventsPage(Consumer<SearchListener> source, Options options) {
        return eventsPage(source, options, ScorePerspective.RED);
    }

    /**
     * The page of a search whose events {@code source} sends to the listener it is given (an app window's
     * recording), opening in score view {@code view} (the one the window shows; the reader can switch).
     */
    public static String eventsPage(Consumer<SearchListener> source, Options options, ScorePerspective view) {
        return eventsPage(source, options, view, false);
    }

    /**
     * The same, opening at its last step when {@code openAtEnd} (the window was held, paused or stepped back at
     * the last event sent: the page opens at that moment), else at its first.
     */
    public static String eventsPage(Consumer<SearchListener> source, Options options, ScorePerspective view,
                                    boolean openAtEnd) {
        return eventsPage(source, options, view, openAtEnd, java.util.Set.of());
    }

    /**
     * The same, keeping the nodes {@code keep} names (by the events' node ids) whatever the options' caps say:
     * an app window's export holds every node its tree draws.
     */
    public static String eventsPage(Consumer<SearchListener> source, Options options, ScorePerspective view,
                                    boolean openAtEnd, java.util.Set<Long> keep) {
        SearchTree tree = new SearchTree(2_000_000, keep.isEmpty() ? options.maxPly() : Integer.MAX_VALUE);
        SearchReplay replay = new SearchReplay(tree, options.notation(), options.maxPly(), options.maxChildren(),
                options.nodeCap(), keep);
        source.accept(new CompositeListener(tree, replay));
        if (replay.roots.isEmpty()) {
            throw new IllegalArgumentException("the search holds no node to show");
        }
        for (PageNode r : replay.roots) {
            PageNode.layout(r, 0, 0);
        }
        Map<String, Object> d = base("search");
        String fen = replay.rootFen;
        d.put("title", AppWords.both(AppWords.PAGE, "title.search", Integer.toString(replay.depth)));
        d.put("info", new String[] {fen, fen});
        d.put("legend", AppWords.both(AppWords.ANALYSIS, "scores.legend.red"));
        d.put("view", views(replay.rootSide, view));
        d.put("rootSide", replay.rootSide);
        SearchConfig searched = replay.config;
        // the lines the searched config switches off greyed, as the app's pseudocode pane greys them
        d.put("listing", listing(replay.listing, replay.listing.name(),
                line -> org.xqlab.search.EngineListing.active(line, searched)));
        d.put("nodes", replay.nodes.stream().map(PageNode::json).toList());
        Frame.Shared shared = new Frame.Shared();
        d.put("frames", replay.frames.stream().map(f -> f.json(shared)).toList());
        d.put("S", shared.texts());
        d.put("killers", replay.killerSnapshots);
        d.put("open", openAtEnd ? "end" : "start");
        return PageTemplate.page(d, "player.js");
    }

    /** The page replaying {@code algorithm} over a classroom tree, as the classroom steps it. */
    public static String textbookPage(TextbookTree tree, Algorithm algorithm) {
        return textbookPage(tree, new TextbookSearch(algorithm));
    }

    /** The page replaying {@code search} (its algorithm and ordering) over a classroom tree, as the classroom steps it. */
    public static String textbookPage(TextbookTree tree, TextbookSearch search) {
        Algorithm algorithm = search.algorithm();
        TextbookReplay r = new TextbookReplay(tree, search);
        Map<String, Object> d = base("textbook");
        String name = tree.name() == null ? "" : tree.name();
        d.put("title", new String[] {AppWords.get(AppWords.PAGE, false, "title.textbook", algorithm.english(), name),
                AppWords.get(AppWords.PAGE, true, "title.textbook", algorithm.chinese(), name)});
        d.put("info", new String[] {algorithm.source(), algorithm.source()});
        d.put("legend", AppWords.both(AppWords.PAGE, "legend.max"));
        d.put("listing", listing(r.listing, algorithm.english(), line -> true));
        d.put("nodes", r.nodes.stream().map(PageNode::json).toList());
        Frame.Shared shared = new Frame.Shared();
        d.put("frames", r.frames.stream().map(f -> f.json(shared)).toList());
        d.put("S", shared.texts());
        d.put("killers", List.of());
        return PageTemplate.page(d, "player.js");
    }

    /** The page of an exercise: the student marks branches and types answers; the page checks them. */
    public static String exercisePage(Exercise exercise) {
        Map<String, Object> d = ExerciseData.of(exercise);
        d.putAll(base("exercise"));
        return PageTemplate.page(d, "exercise.js");
    }

    /** {@link #write}, with a failure to write as an {@link IllegalArgumentException} naming the file (for the app's menus). */
    public static void save(String html, Path out) {
        try {
            write(html, out);
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot write " + out + ": " + e.getMessage(), e);
        }
    }

    /** Writes a page to {@code out} (atomically: a reader never sees half a page). */
    public static void write(String html, Path out) throws IOException {
        Path dir = out.toAbsolutePath().getParent();
        if (dir != null && !Files.isDirectory(dir)) {
            throw new IllegalArgumentException("the folder " + dir + " does not exist");
        }
        if (Files.isDirectory(out)) {
            throw new IllegalArgumentException(out + " is a folder; name a file");
        }
        AtomicFile.writeString(out, html);
    }

    /**
     * The analysis window's score views, in its order and words: Red's view, the root side's view, negamax;
     * each with its legend ("+ is good for Red"); {@code start} is the one the page opens in.
     */
    private static Map<String, Object> views(int rootSide, ScorePerspective start) {
        String[] side = AppWords.both(AppWords.ANALYSIS, rootSide == 0 ? "side.red" : "side.black");
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("title", AppWords.both(AppWords.ANALYSIS, "scores.title"));
        m.put("names", List.of(AppWords.both(AppWords.ANALYSIS, "scores.red"), AppWords.both(AppWords.ANALYSIS, "scores.root"),
                AppWords.both(AppWords.ANALYSIS, "scores.negamax")));
        m.put("legends", List.of(AppWords.both(AppWords.ANALYSIS, "scores.legend.red"),
                new String[] {AppWords.get(AppWords.ANALYSIS, false, "scores.legend.root", side[0]),
                    AppWords.get(AppWords.ANALYSIS, true, "scores.legend.root", side[1])},
                AppWords.both(AppWords.ANALYSIS, "scores.legend.negamax")));
        m.put("start", java.util.Arrays.asList(SearchReplay.VIEWS).indexOf(start == null ? ScorePerspective.RED : start));
        return m;
    }

    static Map<String, Object> base(String mode) {
        Map<String, Object> d = new LinkedHashMap<>();
        d.put("mode", mode);
        d.put("text", Map.of("en", PageTemplate.uiWords(false), "zh", PageTemplate.uiWords(true)));
        return d;
    }

    /** A listing for the page: each line's indent, code, comments in both languages and 1 if on, 0 if off. */
    private static Map<String, Object> listing(org.xqlab.trace.Listing l, String name,
                                               java.util.function.Predicate<org.xqlab.trace.PseudoLine> active) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("name", name);
        List<Object[]> lines = new ArrayList<>();
        for (org.xqlab.trace.PseudoLine line : l.lines()) {
            lines.add(new Object[] {line.indent(), line.code(), line.english(), line.chinese(), active.test(line) ? 1 : 0});
        }
        m.put("lines", lines);
        return m;
    }
}
