package org.xqlab.search;

/**
 * Killer moves: per ply, the last quiet moves that caused a β-cutoff there. With two slots (ElephantEye's
 * scheme) a new cutoff move enters slot 0 and shifts the old slot 0 into slot 1, unless it already is
 * slot 0; with one slot it simply replaces it; with none the table stays empty. Optionally the picker
 * also looks at the killers of ply − 2 (the same side to move). Cleared at every new search.
 */
public final class KillerTable {
    private final int slots;
    private final int[][] killers;

    public KillerTable(int slots, int maxPly) {
        this.slots = slots;
        this.killers = new int[maxPly + 2][2];
    }

    public int slots() {
        return slots;
    }

    public int get(int ply, int slot) {
        return killers[ply][slot];
    }

    /** Records a cutoff move; returns true if the slots changed. */
    public boolean update(int ply, int move) {
        int[] k = killers[ply];
        if (slots == 0 || k[0] == move) {
            return false;
        }
        if (slots == 2) {
            k[1] = k[0];
        }
        k[0] = move;
        return true;
    }

    public void clear() {
        for (int[] k : killers) {
            k[0] = 0;
            k[1] = 0;
        }
    }
}
