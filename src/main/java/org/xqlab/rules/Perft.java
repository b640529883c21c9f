package org.xqlab.rules;

import java.util.function.ObjIntConsumer;

/**
 * Perft: the number of leaf positions of the legal move tree to a given depth, the standard check of a
 * move generator against published counts. Every leaf is made and unmade (the move at the last ply is
 * made to test its legality), so the figure measures generation, make/unmake and the check test together.
 * One instance holds its own move buffers and is not thread-safe.
 */
public final class Perft {
    private final int[][] buffers;

    public Perft() {
        this(64);
    }

    public Perft(int maxDepth) {
        buffers = new int[maxDepth + 1][MoveGenerator.MAX_MOVES];
    }

    /** Leaves at {@code depth} plies below the position (1 at depth 0). */
    public long perft(Position p, int depth) {
        if (depth == 0) {
            return 1;
        }
        int[] moves = buffers[depth];
        int n = MoveGenerator.generate(p, moves, 0, MoveGenerator.ALL);
        long total = 0;
        for (int i = 0; i < n; i++) {
            if (p.makeMove(moves[i])) {
                total += depth == 1 ? 1 : perft(p, depth - 1);
                p.unmakeMove();
            }
        }
        return total;
    }

    /**
     * Perft per root move, in generation order: calls {@code sink} with each legal root move and its
     * count, and returns the total.
     */
    public long divide(Position p, int depth, ObjIntConsumer<Long> sink) {
        int[] root = p.legalMoves();
        long total = 0;
        for (int move : root) {
            p.makeMove(move);
            long count = depth <= 1 ? 1 : perft(p, depth - 1);
            p.unmakeMove();
            sink.accept(count, move);
            total += count;
        }
        return total;
    }
}
