package org.xqlab.protocol;

import org.xqlab.book.OpeningBook;
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
 */
public record EngineSpec(String text, SearchConfig config, Dialect dialect, List<String> command,
                         java.util.Map<String, String> options) {

    public static EngineSpec parse(String text) {
        int colon = text.indexOf(':');
        String kind = colon < 0 ? "" : text.substring(0, colon);
        String rest = colon < 0 ? "" : text.substring(colon + 1).strip();
        switch (kind) {
            case "preset" -> {
                int comma = rest.indexOf(',');
                String preset = comma < 0 ? rest : rest.substring(0, comma);
                SearchConfig c = SearchConfig.preset(preset.strip());
                if (comma >= 0) {
                    c = c.with(rest.substring(comma + 1));
                }
                return new EngineSpec(text, c, null, List.of(), java.util.Map.of());
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
            return new LocalEngine(label(), config, book, seed);
        }
        ExternalEngine engine = ExternalEngine.start(dialect, command, thinkGraceMillis);
        options.forEach(engine::setOption);
        if (!options.isEmpty()) {
            engine.ready();
        }
        return engine;
    }
}
