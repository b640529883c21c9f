package org.xqlab.search;

import java.util.Arrays;

/**
 * The transposition table: a fixed-size hash of search results keyed by Zobrist key. Each entry keeps
 * the full key (to reject collisions), the depth searched, the bound of the score (exact, lower, upper),
 * the score (mate scores stored relative to the node, so they stay right at any ply), the best move and
 * the search generation. Replacement: {@code depth} keeps the deeper entry unless it is from an older
 * search, {@code always} overwrites, {@code twotier} keeps two entries a bucket — one depth-preferred,
 * one always replaced. One {@code long} array, no objects; a probe writes its answer into fields of the
 * table that the caller reads immediately.
 *
 * <p>Shared between threads: {@link #view()} gives another table over the same entries and generation, with
 * probe fields of its own, one for each searcher of a parallel search. Entries are written without locks, so
 * an entry keeps its key XORed with its data: a probe that reads the key of one store and the data of another
 * (two threads writing the same entry at once) finds that the two no longer give the key, and misses. The
 * hash move a hit returns is still only a hint: the move picker checks it is pseudo-legal before it is tried.
 */
public final class TranspositionTable {
    public static final int BOUND_NONE = 0;
    public static final int BOUND_UPPER = 1;
    public static final int BOUND_LOWER = 2;
    public static final int BOUND_EXACT = 3;

    public static final int DEPTH_PREFERRED = 0;
    public static final int ALWAYS = 1;
    public static final int TWO_TIER = 2;

    /**
     * Entry i keeps its key XOR its data at [2 * i] and its data at [2 * i + 1]: one cache line for both. An
     * empty entry is all zero (data 0 is never stored: every store has a bound).
     */
    private final long[] table;
    private final int mask;
    private final int replace;
    /** The search generation, shared by this table and its views. */
    private final Age age;

    /** The one mutable number a table and its views share. */
    private static final class Age {
        int generation;
    }

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
        this.age = new Age();
    }

    private TranspositionTable(TranspositionTable shared) {
        this.table = shared.table;
        this.mask = shared.mask;
        this.replace = shared.replace;
        this.age = shared.age;
    }

    /**
     * Another table over the same entries and generation, with its own probe fields: what each thread of a
     * parallel search probes and stores through. Clearing or aging either clears or ages both.
     */
    public TranspositionTable view() {
        return new TranspositionTable(this);
    }

    public int entries() {
        return table.length >> 1;
    }

    public void clear() {
        Arrays.fill(table, 0);
        age.generation = 0;
    }

    /** Starts a new search: older entries become preferred victims. */
    public void newSearch() {
        age.generation = (age.generation + 1) & 0xFF;
    }

    /** Looks the key up; on a hit fills {@link #move}, {@link #score}, {@link #depth}, {@link #bound}. */
    public boolean probe(long key, int ply) {
        int i = index(key);
        long d = table[2 * i + 1];
        if (d != 0 && (table[2 * i] ^ d) == key) {
            read(d, ply);
            return true;
        }
        if (replace == TWO_TIER) {
            d = table[2 * (i + 1) + 1];
            if (d != 0 && (table[2 * (i + 1)] ^ d) == key) {
                read(d, ply);
                return true;
            }
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
        int generation = age.generation;
        long d = (move & 0xFFFFL) | ((s & 0xFFFFL) << 16) | ((long) Math.min(Math.max(depth, 0), 255) << 32)
                | ((long) bound << 40) | ((long) generation << 48);
        int i = index(key);
        switch (replace) {
            case ALWAYS:
                write(i, key, d, move);
                break;
            case DEPTH_PREFERRED: {
                long old = table[2 * i + 1];
                if ((table[2 * i] ^ old) == key || old == 0 || depthOf(old) <= depth || generationOf(old) != generation) {
                    write(i, key, d, move);
                }
                break;
            }
            default: // two-tier: slot i depth-preferred, slot i + 1 always
                long old = table[2 * i + 1];
                long oldKey = table[2 * i];
                if ((oldKey ^ old) == key || old == 0 || depthOf(old) <= depth || generationOf(old) != generation) {
                    if ((oldKey ^ old) != key && old != 0) {
                        // moved as it was read, key and data together, so the pair still checks
                        table[2 * (i + 1)] = oldKey;
                        table[2 * (i + 1) + 1] = old;
                    }
                    write(i, key, d, move);
                } else {
                    write(i + 1, key, d, move);
                }
                break;
        }
    }

    private void write(int i, long key, long d, int move) {
        long old = table[2 * i + 1];
        if (move == 0 && old != 0 && (table[2 * i] ^ old) == key) {
            d |= old & 0xFFFF; // keep the known best move
        }
        table[2 * i] = key ^ d;
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
