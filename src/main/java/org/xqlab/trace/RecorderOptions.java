package org.xqlab.trace;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * Settings of a {@link TraceRecorder}: the engine name written in the header, the move codec, which
 * kinds and plies to record (a filter: the engine never sends the rest), and the caps that truncate
 * the file (events, nodes). {@code gzip} compresses even when the file name does not end in
 * {@code .gz}. Immutable; start from {@link #defaults()} and use the {@code with...} methods.
 */
public record RecorderOptions(String engine, MoveCodec codec, int mask, int maxPly, long maxEvents, long maxNodes,
                              boolean gzip, Map<String, String> settings, Map<String, String> provenance) {

    public RecorderOptions {
        Objects.requireNonNull(engine, "engine");
        Objects.requireNonNull(codec, "codec");
        if (maxPly < 0 || maxEvents < 0 || maxNodes < 0) {
            throw new IllegalArgumentException("caps must be ≥ 0");
        }
        settings = Collections.unmodifiableMap(new LinkedHashMap<>(settings == null ? Map.of() : settings));
        provenance = Collections.unmodifiableMap(new LinkedHashMap<>(provenance == null ? Map.of() : provenance));
    }

    /** As the record, without header settings or provenance. */
    public RecorderOptions(String engine, MoveCodec codec, int mask, int maxPly, long maxEvents, long maxNodes,
                           boolean gzip) {
        this(engine, codec, mask, maxPly, maxEvents, maxNodes, gzip, Map.of(), Map.of());
    }

    /**
     * With the engine's full configuration, every key in order, written into the header as {@code settings} (the
     * {@code config} field keeps what the search reports: the difference from the defaults of the build that ran).
     */
    public RecorderOptions withSettings(Map<String, String> settings) {
        return new RecorderOptions(engine, codec, mask, maxPly, maxEvents, maxNodes, gzip, settings, provenance);
    }

    /** With the provenance of the recording (build, machine, date, command line), written into the header. */
    public RecorderOptions withProvenance(Map<String, String> provenance) {
        return new RecorderOptions(engine, codec, mask, maxPly, maxEvents, maxNodes, gzip, settings, provenance);
    }

    /** Everything recorded, no caps, decimal moves, no gzip. */
    public static RecorderOptions defaults() {
        return new RecorderOptions("xiangqi-lab", MoveCodec.DECIMAL, EventMask.ALL, Integer.MAX_VALUE,
                Long.MAX_VALUE, Long.MAX_VALUE, false);
    }

    public RecorderOptions withEngine(String engine) {
        return new RecorderOptions(engine, codec, mask, maxPly, maxEvents, maxNodes, gzip, settings, provenance);
    }

    public RecorderOptions withCodec(MoveCodec codec) {
        return new RecorderOptions(engine, codec, mask, maxPly, maxEvents, maxNodes, gzip, settings, provenance);
    }

    public RecorderOptions withMask(int mask) {
        return new RecorderOptions(engine, codec, mask, maxPly, maxEvents, maxNodes, gzip, settings, provenance);
    }

    public RecorderOptions withMaxPly(int maxPly) {
        return new RecorderOptions(engine, codec, mask, maxPly, maxEvents, maxNodes, gzip, settings, provenance);
    }

    public RecorderOptions withMaxEvents(long maxEvents) {
        return new RecorderOptions(engine, codec, mask, maxPly, maxEvents, maxNodes, gzip, settings, provenance);
    }

    public RecorderOptions withMaxNodes(long maxNodes) {
        return new RecorderOptions(engine, codec, mask, maxPly, maxEvents, maxNodes, gzip, settings, provenance);
    }

    public RecorderOptions withGzip(boolean gzip) {
        return new RecorderOptions(engine, codec, mask, maxPly, maxEvents, maxNodes, gzip, settings, provenance);
    }
}
