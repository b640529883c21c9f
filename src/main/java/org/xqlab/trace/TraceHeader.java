package org.xqlab.trace;

/**
 * The first line of a trace file: format version, the searched position (FEN), the engine's config
 * text, the engine name, creation time (ISO-8601), the move codec name, and the recorder's event
 * filter (mask as kind tokens, max ply).
 */
public record TraceHeader(int format, String fen, String config, String engine, String created, String moves,
                          String mask, int maxPly) {
}
