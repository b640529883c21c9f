package org.xqlab.search;

import java.util.Arrays;

/**
 * The transposition table: a fixed-size hash of search results keyed by Zobrist key. Each entry keeps
 * the full key (to reject collisions), the depth searched, the bound of the score (exact, lower, upper),
 * the score (mate scores stored relative to the node, so they stay right at any ply), the best move and
 * the search generation. Replacement: {@code depth} keeps the deeper entry unless it is from an older
 * search, {@code always} overwrites, {@code twotier} keeps two entries a bucket — one depth-preferred,
 * one always replaced. Two parallel {@code long} arrays, no objects; a probe writes its answer into
 * fields of the table that the caller reads immediately (single-threaded use).
 */
public final class TranspositionTable {
    public static final int BOUND_NONE = 0;
    public static final int BOUND_UPPER = 1;
    public static final int BOUND_LOWER = 2;
    public static final int BOUND_EXACT = 3;

    public static final int DEPTH_PREFERRED = 0;
    public static final int ALWAYS = 1;
    public static final int TWO_TIER = 2;

    /** Entry i keeps its key at [2 * i] and its data at [2 * i + 1]: one cache line for both. */
    private final long[] table;
    private final int mask;
    private final int replace;
    private int generation;

    // result of the last successful probe
    public int move;
    public int score;
    public int depth;
    public int bound;

    /** A table of about {@code megabytes} MB (16 bytes an entry, rounded down to a power of two). */
    public TranspositionTable(int megabytes, int replace) {
        long entries = Math.max(1024, (long) megabytes * 1024 * 1024 / 16);
        int size = Integer.highestOneBit((int) Math.min(entries, 1 << 28));
        table = new long[2 * size];
        mask = size - 1;
        this.replace = replace;
    }

    public int entries() {
        return table.length >> 1;
    }

    public void clear() {
        Arrays.fill(table, 0);
        generation = 0;
    }

    /** Starts a new search: older entries become preferred victims. */
    public void newSearch() {
        generation = (generation + 1) & 0xFF;
    }

    /** Looks the key up; on a hit fills {@link #move}, {@link #score}, {@link #depth}, {@link #bound}. */
    public boolean probe(long key, int ply) {
        int i = index(key);
        if (table[2 * i] == key && table[2 * i + 1] != 0) {
            read(table[2 * i + 1], ply);
            return true;
        }
        if (replace == TWO_TIER && table[2 * (i + 1)] == key && table[2 * (i + 1) + 1] != 0) {
            read(table[2 * (i + 1) + 1], ply);
            return true;
        }
        return false;
    }

    private void read(long d, int ply) {
        move = (int) (d & 0xFFFF);
        int s = (short) ((d >>> 16) & 0xFFFF);
        if (s > Scores.WIN_BOUND) {
            s -= ply;
        } else if (s < -Scores.WIN_BOUND) {
            s += ply;
        }
        score = s;
        depth = (int) ((d >>> 32) & 0xFF);
        bound = (int) ((d >>> 40) & 0x3);
    }

    /** Stores a result (depth ≥ 0). */
    public void store(long key, int ply, int bound, int depth, int score, int move) {
        int s = score;
        if (s > Scores.WIN_BOUND) {
            s += ply;
        } else if (s < -Scores.WIN_BOUND) {
            s -= ply;
        }
        long d = (move & 0xFFFFL) | ((s & 0xFFFFL) << 16) | ((long) Math.min(Math.max(depth, 0), 255) << 32)
                | ((long) bound << 40) | ((long) generation << 48);
        int i = index(key);
        switch (replace) {
            case ALWAYS:
                write(i, key, d, move);
                break;
            case DEPTH_PREFERRED:
                if (table[2 * i] == key || table[2 * i + 1] == 0 || depthOf(table[2 * i + 1]) <= depth || generationOf(table[2 * i + 1]) != generation) {
                    write(i, key, d, move);
                }
                break;
            default: // two-tier: slot i depth-preferred, slot i + 1 always
                if (table[2 * i] == key || table[2 * i + 1] == 0 || depthOf(table[2 * i + 1]) <= depth || generationOf(table[2 * i + 1]) != generation) {
                    if (table[2 * i] != key && table[2 * i + 1] != 0) {
                        table[2 * (i + 1)] = table[2 * i];
                        table[2 * (i + 1) + 1] = table[2 * i + 1];
                    }
                    write(i, key, d, move);
                } else {
                    write(i + 1, key, d, move);
                }
                break;
        }
    }

    private void write(int i, long key, long d, int move) {
        if (table[2 * i] == key && move == 0 && table[2 * i + 1] != 0) {
            d |= table[2 * i + 1] & 0xFFFF; // keep the known best move
        }
        table[2 * i] = key;
        table[2 * i + 1] = d;
    }

    private int index(long key) {
        int i = (int) (key ^ (key >>> 32)) & mask;
        return replace == TWO_TIER ? i & ~1 : i;
    }

    private static int depthOf(long d) {
        return (int) ((d >>> 32) & 0xFF);
    }

    private static int generationOf(long d) {
        return (int) ((d >>> 48) & 0xFF);
    }

    /** Permille of entries in use (for the UCI hashfull figure). */
    public int usagePermille() {
        int n = Math.min(1000, table.length >> 1);
        int used = 0;
        for (int i = 0; i < n; i++) {
            if (table[2 * i + 1] != 0) {
                used++;
            }
        }
        return used * 1000 / n;
    }
}
