package org.xqlab.protocol;

import org.xqlab.search.ParallelSearch;
import org.xqlab.search.SearchConfig;

import java.util.ArrayList;
import java.util.List;

/**
 * One engine option as a GUI sees it: a name, a type ({@code check}, {@code spin}, {@code combo}),
 * default, range or choices, and the {@link SearchConfig} key it sets ({@code null} for the protocol's
 * own options: {@code Hash}/{@code hashsize}, which set {@code tt.mb}; {@code Threads}/{@code threads}, the
 * search threads ({@link ParallelSearch}; default 1, the reproducible search); UCCI's {@code usemillisec}; UCI's
 * {@code Ponder}). {@link #all} lists every SearchConfig key as an option, so a GUI can switch every
 * heuristic.
 */
public record EngineOption(String name, String type, String defaultValue, int min, int max, List<String> choices,
                           SearchConfig.Key key) {
    /** The search-threads option's name in UCI (as GUIs know it) and in UCCI (lower case, as its options are). */
    static final String THREADS_UCI = "Threads";
    static final String THREADS_UCCI = "threads";

    /** Whether this is the search-threads option. */
    boolean isThreads() {
        return key == null && (name.equals(THREADS_UCI) || name.equals(THREADS_UCCI));
    }

    /** Every option of the dialect: the protocol's own, then one per config key. */
    public static List<EngineOption> all(Dialect dialect) {
        List<EngineOption> list = new ArrayList<>();
        SearchConfig.Key tt = SearchConfig.Key.TT_MB;
        if (dialect == Dialect.UCCI) {
            list.add(new EngineOption("usemillisec", "check", "false", 0, 0, List.of(), null));
            list.add(new EngineOption("hashsize", "spin", tt.defaultValue(), tt.min(), tt.max(), List.of(), tt));
            list.add(new EngineOption(THREADS_UCCI, "spin", "1", 1, ParallelSearch.MAX_THREADS, List.of(), null));
        } else {
            list.add(new EngineOption("Hash", "spin", tt.defaultValue(), tt.min(), tt.max(), List.of(), tt));
            list.add(new EngineOption(THREADS_UCI, "spin", "1", 1, ParallelSearch.MAX_THREADS, List.of(), null));
            list.add(new EngineOption("Ponder", "check", "false", 0, 0, List.of(), null));
        }
        for (SearchConfig.Key k : SearchConfig.Key.values()) {
            String type = k.isSwitch() ? "check" : k.isNumber() ? "spin" : k.isText() ? "string" : "combo";
            list.add(new EngineOption(k.key(), type, k.defaultValue(), k.min(), k.max(), k.choices(), k));
        }
        return list;
    }

    /** The option of that name (case-insensitive, as GUIs differ), or {@code null}. */
    public static EngineOption find(Dialect dialect, String name) {
        for (EngineOption o : all(dialect)) {
            if (o.name.equalsIgnoreCase(name)) {
                return o;
            }
        }
        return null;
    }
}
