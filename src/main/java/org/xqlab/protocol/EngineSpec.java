package org.xqlab.protocol;

import org.xqlab.book.OpeningBook;
import org.xqlab.search.ParallelSearch;
import org.xqlab.search.SearchConfig;

import java.util.Arrays;
import java.util.List;

/**
 * Which engine to play with, as written on the command line: {@code preset:NAME[,key=value…]} for this
 * program's engine in-process (a {@link SearchConfig} preset with changes), {@code ucci:COMMAND} or
 * {@code uci:COMMAND} for an external executable (the command is split at spaces, e.g.
 * {@code uci:/usr/games/fairy-stockfish}), optionally followed by {@code |name=value,…}: engine options
 * set after the handshake (e.g. {@code ucci:xiangqi-lab ucci|algorithm=alphabeta,book=false}). {@link #start} makes a fresh client; with a {@code book},
 * an in-process engine plays from it while its {@code book} switch is on.
 *
 * <p>Among a preset's changes {@code threads=N} (1 to {@value ParallelSearch#MAX_THREADS}) is not a search key but
 * how many threads the in-process engine searches with ({@link ParallelSearch}; default 1, the reproducible
 * single-threaded search). An external engine's threads are its own option (e.g. {@code uci:…|Threads=2}).
 *
 * @param threads the in-process engine's search threads (1 for an external engine: not ours to say)
 */
public record EngineSpec(String text, SearchConfig config, Dialect dialect, List<String> command,
                         java.util.Map<String, String> options, int threads) {

    /** A spec that searches on one thread. */
    public EngineSpec(String text, SearchConfig config, Dialect dialect, List<String> command,
                      java.util.Map<String, String> options) {
        this(text, config, dialect, command, options, 1);
    }

    public static EngineSpec parse(String text) {
        int colon = text.indexOf(':');
        String kind = colon < 0 ? "" : text.substring(0, colon);
        String rest = colon < 0 ? "" : text.substring(colon + 1).strip();
        switch (kind) {
            case "preset" -> {
                int comma = rest.indexOf(',');
                String preset = comma < 0 ? rest : rest.substring(0, comma);
                SearchConfig c = SearchConfig.preset(preset.strip());
                int threads = 1;
                if (comma >= 0) {
                    StringBuilder changes = new StringBuilder();
                    for (String item : rest.substring(comma + 1).split(",")) {
                        String t = item.strip();
                        if (t.startsWith("threads=")) {
                            threads = threads(text, t.substring("threads=".length()).strip());
                        } else {
                            changes.append(changes.length() == 0 ? "" : ",").append(t);
                        }
                    }
                    c = c.with(changes.toString());
                }
                return new EngineSpec(text, c, null, List.of(), java.util.Map.of(), threads);
            }
            case "ucci", "uci" -> {
                if (rest.isEmpty()) {
                    throw new IllegalArgumentException("engine '" + text + "' needs a command after '" + kind + ":'");
                }
                java.util.Map<String, String> options = new java.util.LinkedHashMap<>();
                int bar = rest.indexOf('|');
                if (bar >= 0) {
                    for (String item : rest.substring(bar + 1).split(",")) {
                        int eq = item.indexOf('=');
                        if (eq <= 0) {
                            throw new IllegalArgumentException("engine '" + text + "': option '" + item + "' is not name=value");
                        }
                        options.put(item.substring(0, eq).strip(), item.substring(eq + 1).strip());
                    }
                    rest = rest.substring(0, bar).strip();
                }
                return new EngineSpec(text, null, kind.equals("ucci") ? Dialect.UCCI : Dialect.UCI,
                        Arrays.asList(rest.split("\\s+")), java.util.Map.copyOf(options));
            }
            default -> throw new IllegalArgumentException("bad engine '" + text + "': expected preset:NAME[,key=value…], "
                    + "ucci:COMMAND or uci:COMMAND");
        }
    }

    private static int threads(String text, String value) {
        try {
            int n = Integer.parseInt(value);
            if (n >= 1 && n <= ParallelSearch.MAX_THREADS) {
                return n;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new IllegalArgumentException("engine '" + text + "': bad value '" + value + "' for threads: expected a whole "
                + "number from 1 to " + ParallelSearch.MAX_THREADS);
    }

    public boolean inProcess() {
        return config != null;
    }

    /** A short name for tables and PGN headers. */
    public String label() {
        if (inProcess()) {
            return text.substring("preset:".length());
        }
        return text;
    }

    /** A fresh client (a new process for an external engine). */
    public EngineClient start(OpeningBook book, long seed, long thinkGraceMillis) {
        if (inProcess()) {
            return new LocalEngine(label(), config, threads, book, seed);
        }
        ExternalEngine engine = ExternalEngine.start(dialect, command, thinkGraceMillis);
        options.forEach(engine::setOption);
        if (!options.isEmpty()) {
            engine.ready();
        }
        return engine;
    }
}
