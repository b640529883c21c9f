package org.xqlab.analysis;

import org.xqlab.rules.Position;
import org.xqlab.search.SearchConfig;
import org.xqlab.search.SearchLimits;
import org.xqlab.search.SearchResult;
import org.xqlab.search.Searcher;
import org.xqlab.trace.IterationStats;
import org.xqlab.trace.SearchCounters;
import org.xqlab.trace.Stage;
import org.xqlab.trace.Stats;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * A/B without a window: two configurations (a preset plus {@code key=value} changes each) search the same
 * position with the same limits at the same time, each on its own engine thread with fresh tables; their
 * results and statistics are {@link #rows()} with the ratio B/A (none for the score). A bad config is reported in the
 * {@link #status()} ("did you mean …?" for a key one or two letters off), not run. Choosing another preset
 * for a side clears the changes typed for the last one. The score row is written by the {@link
 * ScoreWords} given (the tree's view) and says which view it is; the best move and the
 * principal variation are written in the notation given (the main window's choice), read when the rows are.
 *
 * <p>Threads: commands and readers run on one thread (the FX thread in the app, the test's thread in tests);
 * the end of a comparison is handed to that thread through the {@code ui} executor, and the
 * {@link #onChange} listeners hear every change of state there.
 */
public final class AbViewModel implements AutoCloseable {

    /** One figure of both searches: {@code name} is its key under {@code ab.row.} in the bundles. */
    public record Row(String name, String a, String b, String ratio) {
    }

    /** The two sides of the comparison. */
    public enum Side { A, B }

    /** The ratio column of a row whose B/A means nothing (the score row). */
    public static final String NO_RATIO = "—";

    /** The prefix of a row of β-cutoffs by MoveSort stage ({@code stage:KILLER_1}). */
    public static final String STAGE_ROW = "stage:";

    private final Executor ui;
    private final ExecutorService engines;
    private final List<Runnable> changes = new ArrayList<>();
    private final String[] presets = {"pvs", "full"};
    private final String[] edits = {"", ""};
    private Supplier<Locale> locale = () -> Locale.ENGLISH;
    private ScoreWords scoreWords = ScoreWords.NEGAMAX;
    private volatile Searcher searcherA;
    private volatile Searcher searcherB;
    private volatile boolean stopped;
    private boolean running;
    private SearchResult resultA;
    private SearchResult resultB;
    /** The side to move at the root of the shown results (their scores are stored from its side). */
    private int rootSide = org.xqlab.rules.Piece.RED;
    /** The position the shown results searched (their moves are written in it). */
    private Position searched;
    private Supplier<org.xqlab.rules.Notation> notation = () -> org.xqlab.rules.Notation.ICCS;
    private String configA;
    private String configB;
    private Function<Locale, String> status = l -> "";
    private Function<Locale, String> configs = l -> "";

    /** A comparison handing the end of its searches to {@code ui} (e.g. {@code Platform::runLater}). */
    public AbViewModel(Executor ui) {
        this(ui, null);
    }

    /**
     * A comparison running its two searches on {@code engines} (null: two daemon threads of its own, as the
     * app has; tests pass an executor they control). {@link #close()} shuts it down either way.
     */
    public AbViewModel(Executor ui, ExecutorService engines) {
        this.ui = ui;
        this.engines = engines != null ? engines : Executors.newFixedThreadPool(2, r -> {
            Thread t = new Thread(r, "analysis-ab");
            t.setDaemon(true);
            return t;
        });
    }

    /** The language of the status line and the rows' names. */
    public void setLocale(Supplier<Locale> locale) {
        this.locale = locale;
    }

    /** How the score row writes a root score and names its view (the tree's Scores choice). */
    public void setScoreWords(ScoreWords words) {
        this.scoreWords = words;
    }

    /** The notation of the best move and PV rows (ICCS until set). */
    public void setNotation(Supplier<org.xqlab.rules.Notation> notation) {
        this.notation = notation;
    }

    /** The notation the rows are written in now. */
    public org.xqlab.rules.Notation notation() {
        return notation.get();
    }

    /** Called after every change: configs, running, status, results. */
    public void onChange(Runnable listener) {
        changes.add(listener);
    }

    private void changed() {
        for (Runnable r : List.copyOf(changes)) {
            r.run();
        }
    }

    // ------------------------------------------------------------------ the two configs

    public String preset(Side side) {
        return presets[side.ordinal()];
    }

    public String changes(Side side) {
        return edits[side.ordinal()];
    }

    /** Chooses a side's preset; one chosen anew starts from its own settings (the side's changes are cleared). */
    public void choosePreset(Side side, String preset) {
        if (preset == null || preset.equals(presets[side.ordinal()])) {
            return;
        }
        presets[side.ordinal()] = preset;
        edits[side.ordinal()] = "";
        changed();
    }

    /** The {@code key=value, …} changes to a side's preset. */
    public void setChanges(Side side, String changes) {
        String c = changes == null ? "" : changes;
        if (!c.equals(edits[side.ordinal()])) {
            edits[side.ordinal()] = c;
            changed();
        }
    }

    /** Sets both configurations as a preset and changes each. */
    public void setConfigs(String presetA, String changesA, String presetB, String changesB) {
        presets[0] = presetA;
        edits[0] = changesA == null ? "" : changesA;
        presets[1] = presetB;
        edits[1] = changesB == null ? "" : changesB;
        changed();
    }

    // ------------------------------------------------------------------ commands

    /**
     * Starts both searches on {@code position} with {@code limits}; returns a future completed on the
     * {@code ui} executor when both are shown (at once when a config is bad or there is no position).
     */
    public CompletableFuture<Void> run(Position position, SearchLimits limits) {
        if (running) {
            return CompletableFuture.completedFuture(null);
        }
        SearchConfig a;
        SearchConfig b;
        try {
            a = config(Side.A);
            b = config(Side.B);
        } catch (BadConfig e) {
            status = l -> text(l, "ab.bad", e.side + ": " + badChanges(l, edits[e.side.ordinal()], e.cause));
            changed();
            return CompletableFuture.completedFuture(null);
        }
        if (position == null) {
            return CompletableFuture.completedFuture(null);
        }
        running = true;
        stopped = false;
        configA = a.toString();
        configB = b.toString();
        int side = position.sideToMove();
        Position root = position.copy();
        status = l -> text(l, "ab.running");
        Searcher sa = new Searcher(a);
        Searcher sb = new Searcher(b);
        searcherA = sa;
        searcherB = sb;
        changed();
        CompletableFuture<SearchResult> fa = CompletableFuture.supplyAsync(() -> search(sa, position, limits), engines);
        CompletableFuture<SearchResult> fb = CompletableFuture.supplyAsync(() -> search(sb, position, limits), engines);
        CompletableFuture<Void> shown = new CompletableFuture<>();
        fa.thenCombine(fb, (ra, rb) -> new SearchResult[] {ra, rb}).whenComplete((r, error) -> ui.execute(() -> {
            running = false;
            searcherA = null;
            searcherB = null;
            if (error != null) {
                String message = String.valueOf(error.getMessage());
                status = l -> text(l, "ab.bad", message);
            } else {
                resultA = r[0];
                resultB = r[1];
                rootSide = side;
                searched = root;
                String key = stopped ? "ab.stopped" : "ab.done";
                String ta = named(Side.A);
                String tb = named(Side.B);
                List<String> differ = differing(a, b);
                // the settings by their names in the window's language; the keys, as typed, in the tooltip
                status = l -> text(l, key, ta, tb, differ.isEmpty() ? text(l, "ab.same") : names(l, differ));
                configs = l -> "A = " + a + "\nB = " + b
                        + (differ.isEmpty() ? "" : "\n" + text(l, "ab.keys", String.join(", ", differ)));
            }
            changed();
            shown.complete(null);
        }));
        return shown;
    }

    /** A side as the user chose it: its preset and, if any, its changes ("alphabeta + killers=0"). */
    private String named(Side side) {
        String changes = edits[side.ordinal()].strip();
        return presets[side.ordinal()] + (changes.isEmpty() ? "" : " + " + changes);
    }

    /** The settings of {@code keys} by their names in {@code l} ("Algorithm, Delta pruning, …"). */
    static String names(Locale l, List<String> keys) {
        List<String> out = new java.util.ArrayList<>();
        for (String k : keys) {
            out.add(text(l, "config.name." + k));
        }
        return String.join(text(l, "ab.namesSeparator"), out);
    }

    /** The keys whose values differ between {@code a} and {@code b}, in key order. */
    static List<String> differing(SearchConfig a, SearchConfig b) {
        List<String> keys = new java.util.ArrayList<>();
        for (java.util.Map.Entry<String, String> e : a.asMap().entrySet()) {
            if (!e.getValue().equals(b.asMap().get(e.getKey()))) {
                keys.add(e.getKey());
            }
        }
        return keys;
    }

    /**
     * Both searched configs in full ("A = …" and "B = …" lines of the settings that differ from the
     * defaults), for a tooltip beside the short status; empty before a run.
     */
    public String configsText() {
        return configs.apply(locale.get());
    }

    /** A side's config read from its preset and changes; thrown as a {@link BadConfig} naming the side. */
    private SearchConfig config(Side side) {
        try {
            return SearchConfig.preset(presets[side.ordinal()]).with(edits[side.ordinal()]);
        } catch (IllegalArgumentException e) {
            throw new BadConfig(side, e);
        }
    }

    private static final class BadConfig extends RuntimeException {
        final Side side;
        final IllegalArgumentException cause;

        BadConfig(Side side, IllegalArgumentException cause) {
            super(cause.getMessage(), cause, false, false);
            this.side = side;
            this.cause = cause;
        }
    }

    /** Searches; a Stop pressed while the search was starting still stops it ({@link StopAgain}). */
    private SearchResult search(Searcher s, Position p, SearchLimits l) {
        return s.search(p.copy(), l, new StopAgain(s, () -> stopped));
    }

    /** Ends both searches at their next check; each reports the best it found so far. */
    public void stop() {
        stopped = true;
        Searcher a = searcherA;
        Searcher b = searcherB;
        if (a != null) {
            a.stop();
        }
        if (b != null) {
            b.stop();
        }
    }

    /** Whether a comparison is running (from Run until its end reached the {@code ui} thread). */
    public boolean isRunning() {
        return running;
    }

    @Override
    public void close() {
        stop();
        engines.shutdownNow();
    }

    // ------------------------------------------------------------------ what the view shows

    /** The status line in the current language: running, done (both configs), stopped, or why not run. */
    public String status() {
        return status.apply(locale.get());
    }

    public SearchResult resultA() {
        return resultA;
    }

    public SearchResult resultB() {
        return resultB;
    }

    /**
     * A row's name in the current language; a stage row names the stage as both configs name it, or, when
     * they name it differently (captures in generation order in A, by MVV/LVA in B), each config's name.
     */
    public String rowName(Row r) {
        Locale l = locale.get();
        if (r.name().startsWith(STAGE_ROW)) {
            Stage st = Stage.valueOf(r.name().substring(STAGE_ROW.length()));
            boolean zh = Words.isChinese(l);
            String inA = st.caption(configA == null ? "" : configA, zh);
            String inB = st.caption(configB == null ? "" : configB, zh);
            return inA.equals(inB) ? text(l, "ab.row.stageCutoffs", inA) : text(l, "ab.row.stageCutoffsEach", inA, inB);
        }
        if (r.name().equals("score")) {
            return text(l, "ab.row.scoreIn", text(l, scoreWords.viewKey()));
        }
        return text(l, "ab.row." + r.name());
    }

    /**
     * The figures of the last comparison (empty before one ended): best move, PV, score (in the score
     * view), depth, nodes, quiescence nodes, time, speed, branching factor, TT hit rate, first-move cutoff
     * rate, cutoffs of each kind and the β-cutoffs by MoveSort stage where either config cut.
     */
    public List<Row> rows() {
        SearchResult a = resultA;
        SearchResult b = resultB;
        List<Row> rows = new ArrayList<>();
        if (a == null || b == null) {
            return rows;
        }
        org.xqlab.rules.Notation in = notation.get();
        rows.add(new Row("bestMove", MoveText.format(searched, a.bestMove(), in), MoveText.format(searched, b.bestMove(), in), ""));
        rows.add(new Row("pv", MoveText.line(searched, a.pv(), in), MoveText.line(searched, b.pv(), in), ""));
        // in the tree's view, written as the tree and the status line write a root score; a ratio of two
        // scores means nothing (they are differences of material and may have either sign), so none is shown
        rows.add(new Row("score", scoreWords.score(a.score(), rootSide), scoreWords.score(b.score(), rootSide),
                NO_RATIO));
        rows.add(number("depth", a.depth(), b.depth()));
        rows.add(number("nodes", a.totalNodes(), b.totalNodes()));
        // how well each ordered its moves, beside what it cost: the two figures a lesson compares first
        rows.add(new Row("firstMove", rate(a.stats()), rate(b.stats()), ""));
        rows.add(number("qnodes", a.qnodes(), b.qnodes()));
        rows.add(number("time", a.timeMillis(), b.timeMillis()));
        rows.add(number("nps", a.nodesPerSecond(), b.nodesPerSecond()));
        rows.add(new Row("ebf", ebf(a.stats()), ebf(b.stats()), ""));
        SearchCounters ca = a.stats().counters();
        SearchCounters cb = b.stats().counters();
        rows.add(new Row("ttHitRate", pct(ca.ttHits(), ca.ttProbes()), pct(cb.ttHits(), cb.ttProbes()), ""));
        rows.add(number("betaCutoffs", ca.betaCutoffs(), cb.betaCutoffs()));
        rows.add(number("ttCutoffs", ca.ttCutoffs(), cb.ttCutoffs()));
        rows.add(number("nullCutoffs", ca.nullMoveCutoffs(), cb.nullMoveCutoffs()));
        rows.add(number("lmrReductions", ca.lmrReductions(), cb.lmrReductions()));
        // β-cutoffs by MoveSort stage (hash move, captures, killer 1 and 2, quiet moves …): where each config cut
        for (Stage st : Stage.values()) {
            long x = a.stats().cutoffsByStage().getOrDefault(st, 0L);
            long y = b.stats().cutoffsByStage().getOrDefault(st, 0L);
            if (x + y > 0) {
                Row n = number("x", x, y);
                rows.add(new Row(STAGE_ROW + st.name(), n.a(), n.b(), n.ratio()));
            }
        }
        return rows;
    }

    private static Row number(String name, long a, long b) {
        return new Row(name, Long.toString(a), Long.toString(b),
                a == 0 ? "—" : String.format(Locale.ROOT, "%.2f", (double) b / a));
    }

    private static String ebf(Stats s) {
        List<IterationStats> its = s.iterations();
        if (its.isEmpty() || Double.isNaN(its.get(its.size() - 1).branchingFactor())) {
            return "—";
        }
        return String.format(Locale.ROOT, "%.2f", its.get(its.size() - 1).branchingFactor());
    }

    private static String rate(Stats s) {
        double r = s.firstMoveCutoffRate();
        return Double.isNaN(r) ? "—" : String.format(Locale.ROOT, "%.1f%%", 100 * r);
    }

    private static String pct(long part, long whole) {
        return whole == 0 ? "—" : String.format(Locale.ROOT, "%.1f%%", 100.0 * part / whole);
    }

    // ------------------------------------------------------------------ a bad config

    /**
     * The message for changes that name an unknown key: the config's own message and, when a key is
     * one or two letters away from a real one, "did you mean …?".
     */
    private static String badChanges(Locale l, String changes, IllegalArgumentException e) {
        String message = configMessage(l, changes, e);
        for (String part : changes.split("[,\\s]+")) {
            int eq = part.indexOf('=');
            String key = (eq < 0 ? part : part.substring(0, eq)).trim();
            if (key.isEmpty() || knownKey(key)) {
                continue;
            }
            String best = null;
            int bestD = 3;
            for (SearchConfig.Key k : SearchConfig.Key.values()) {
                int d = distance(key.toLowerCase(Locale.ROOT), k.key().toLowerCase(Locale.ROOT));
                if (d < bestD) {
                    bestD = d;
                    best = k.key();
                }
            }
            if (best != null) {
                return text(l, "ab.didYouMean", message, key, best);
            }
        }
        return message;
    }

    /**
     * The reason a side's changes were refused, in the window's language (key names, values and
     * choices stay as typed); the config's own message when no item explains it (a bad preset).
     */
    static String configMessage(Locale l, String changes, IllegalArgumentException e) {
        for (String item : changes.split("[,\\n]")) {
            String t = item.trim();
            if (t.isEmpty() || t.startsWith("#")) {
                continue;
            }
            int eq = t.indexOf('=');
            if (eq < 0) {
                return text(l, "ab.err.notKeyValue", t);
            }
            String key = t.substring(0, eq).trim();
            String value = t.substring(eq + 1).trim();
            SearchConfig.Key k = SearchConfig.Key.byName(key);
            if (k == null) {
                List<String> names = new ArrayList<>();
                for (SearchConfig.Key each : SearchConfig.Key.values()) {
                    names.add(each.key());
                }
                return text(l, "ab.err.unknownKey", key, String.join(", ", names));
            }
            try {
                SearchConfig.defaults().with(key, value);
            } catch (IllegalArgumentException bad) {
                return text(l, "ab.err.badValue", value, key, allowed(l, k));
            }
        }
        return e.getMessage();
    }

    private static String allowed(Locale l, SearchConfig.Key k) {
        if (k.isSwitch()) {
            return text(l, "ab.err.allowedSwitch");
        }
        if (k.isNumber()) {
            return text(l, "ab.err.allowedNumber", Integer.toString(k.min()), Integer.toString(k.max()));
        }
        if (k.isText()) {
            return text(l, "ab.err.allowedText");
        }
        return text(l, "ab.err.allowedChoice", String.join(", ", k.choices()));
    }

    private static boolean knownKey(String key) {
        for (SearchConfig.Key k : SearchConfig.Key.values()) {
            if (k.key().equals(key)) {
                return true;
            }
        }
        return false;
    }

    /** Edit distance (insert, delete, replace one letter). */
    static int distance(String a, String b) {
        int[] prev = new int[b.length() + 1];
        int[] cur = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) {
            prev[j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            cur[0] = i;
            for (int j = 1; j <= b.length(); j++) {
                int sub = prev[j - 1] + (a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1);
                cur[j] = Math.min(sub, Math.min(prev[j] + 1, cur[j - 1] + 1));
            }
            int[] t = prev;
            prev = cur;
            cur = t;
        }
        return prev[b.length()];
    }

    private static String text(Locale l, String key, Object... args) {
        return Words.get(l, key, args);
    }
}
