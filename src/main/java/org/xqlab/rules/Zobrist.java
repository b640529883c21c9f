package org.xqlab.rules;

import java.util.SplittableRandom;

/**
 * Zobrist keys: one random 64-bit number per (piece code, point) and one for the side to move. A
 * position's key is the XOR of the numbers of its pieces (and of {@link #SIDE} when black is to move);
 * a move changes it by two or three XORs. The numbers come from a fixed seed, so keys, and everything
 * derived from them (the opening book, trace files), are the same in every run.
 */
public final class Zobrist {
    /** Key of piece code {@code c} ({@link Piece#code}) on point {@code sq}: {@code PIECE[c * 256 + sq]}. */
    static final long[] PIECE = new long[16 * 256];
    /** XORed in when black is to move. */
    public static final long SIDE;

    static {
        SplittableRandom random = new SplittableRandom(0x5851_7149_4C61_6231L);
        for (int i = 0; i < PIECE.length; i++) {
            PIECE[i] = random.nextLong();
        }
        SIDE = random.nextLong();
    }

    private Zobrist() {
    }

    /** Key of a piece of this colour and type on this point. */
    public static long piece(int color, int type, int sq) {
        return PIECE[(Piece.code(color, type) << 8) | sq];
    }
}
