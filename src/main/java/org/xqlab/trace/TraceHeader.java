package org.xqlab.trace;

import java.util.Map;

/**
 * The first line of a trace file: format version, the searched position (FEN), the engine's config
 * text (what the search reported: the settings that differ from the defaults of the build that ran), the
 * engine name, creation time (ISO-8601), the move codec name, the recorder's event filter (mask as kind
 * tokens, max ply), the full configuration ({@code settings}: every key, so the trace says what ran even when
 * the defaults change) and the provenance of the recording (build, commit, bench signature, JVM, OS, CPU, date,
 * command line). Traces written before the last two were recorded read with both empty.
 */
public record TraceHeader(int format, String fen, String config, String engine, String created, String moves,
                          String mask, int maxPly, Map<String, String> settings, Map<String, String> provenance) {
    public TraceHeader {
        settings = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(settings == null ? Map.of() : settings));
        provenance = java.util.Collections.unmodifiableMap(
                new java.util.LinkedHashMap<>(provenance == null ? Map.of() : provenance));
    }

    /** A header without the full configuration or provenance (a trace of an older version). */
    public TraceHeader(int format, String fen, String config, String engine, String created, String moves,
                       String mask, int maxPly) {
        this(format, fen, config, engine, created, moves, mask, maxPly, Map.of(), Map.of());
    }
}
