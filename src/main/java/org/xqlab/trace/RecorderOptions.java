package org.xqlab.trace;

import java.util.Objects;

/**
 * Settings of a {@link TraceRecorder}: the engine name written in the header, the move codec, which
 * kinds and plies to record (a filter: the engine never sends the rest), and the caps that truncate
 * the file (events, nodes). {@code gzip} compresses even when the file name does not end in
 * {@code .gz}. Immutable; start from {@link #defaults()} and use the {@code with...} methods.
 */
public record RecorderOptions(String engine, MoveCodec codec, int mask, int maxPly, long maxEvents, long maxNodes,
                              boolean gzip) {

    public RecorderOptions {
        Objects.requireNonNull(engine, "engine");
        Objects.requireNonNull(codec, "codec");
        if (maxPly < 0 || maxEvents < 0 || maxNodes < 0) {
            throw new IllegalArgumentException("caps must be ≥ 0");
        }
    }

    /** Everything recorded, no caps, decimal moves, no gzip. */
    public static RecorderOptions defaults() {
        return new RecorderOptions("xiangqi-lab", MoveCodec.DECIMAL, EventMask.ALL, Integer.MAX_VALUE,
                Long.MAX_VALUE, Long.MAX_VALUE, false);
    }

    public RecorderOptions withEngine(String engine) {
        return new RecorderOptions(engine, codec, mask, maxPly, maxEvents, maxNodes, gzip);
    }

    public RecorderOptions withCodec(MoveCodec codec) {
        return new RecorderOptions(engine, codec, mask, maxPly, maxEvents, maxNodes, gzip);
    }

    public RecorderOptions withMask(int mask) {
        return new RecorderOptions(engine, codec, mask, maxPly, maxEvents, maxNodes, gzip);
    }

    public RecorderOptions withMaxPly(int maxPly) {
        return new RecorderOptions(engine, codec, mask, maxPly, maxEvents, maxNodes, gzip);
    }

    public RecorderOptions withMaxEvents(long maxEvents) {
        return new RecorderOptions(engine, codec, mask, maxPly, maxEvents, maxNodes, gzip);
    }

    public RecorderOptions withMaxNodes(long maxNodes) {
        return new RecorderOptions(engine, codec, mask, maxPly, maxEvents, maxNodes, gzip);
    }

    public RecorderOptions withGzip(boolean gzip) {
        return new RecorderOptions(engine, codec, mask, maxPly, maxEvents, maxNodes, gzip);
    }
}
