package org.xqlab.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import java.util.function.BiConsumer;
import org.junit.jupiter.api.Test;

/**
 * {@link Position#inCheck()} skips the attack test after a move that cannot have given check; in random
 * games that seek checks, from the start and from the perft positions full of checks and evasions, it
 * always agrees with the full test.
 */
class CheckFlagTest {

    @Test
    void inCheckAgreesWithTheFullAttackTestInGamesThatSeekChecks() {
        Random random = new Random(2026);
        int checks = 0;
        int positions = 0;
        for (PerftPositions.Case start : PerftPositions.ALL) {
            for (int game = 0; game < 25; game++) {
                Position p = Fen.parse(start.fen());
                for (int ply = 0; ply < 150; ply++) {
                    int[] legal = p.legalMoves();
                    if (legal.length == 0) {
                        break;
                    }
                    assertLegalityAgreesWithTheFullTest(p);
                    int move = pick(p, legal, random);
                    p.makeMove(move);
                    if (random.nextInt(12) == 0 && !p.kingAttacked(p.sideToMove())) {
                        p.makeNullMove(); // as the search passes: never when in check
                    }
                    boolean full = p.kingAttacked(p.sideToMove());
                    assertEquals(full, p.inCheck(), () -> "after " + Move.iccs(move) + " in " + Fen.format(p));
                    checks += full ? 1 : 0;
                    positions++;
                }
            }
        }
        assertTrue(checks > positions / 20, checks + " checks in " + positions + " positions: too few to test anything");
    }

    /**
     * {@link Position#mayGiveCheck} is false only for moves that give no check: every legal move that
     * checks (by the full test) is one it answers true for, in games that seek checks; and it says false
     * for most moves (four in five in these tactical positions: a line it touches must hold a rook or cannon of
     * the mover, a horse or pawn must land next to the king), or it would spare a search little.
     */
    @Test
    void mayGiveCheckIsTrueForEveryMoveThatChecks() {
        int[] counts = new int[3]; // checking moves, moves ruled out, moves
        inGamesThatSeekChecks(2027, 10, 120, (p, legal) -> {
            for (int m : legal) {
                boolean may = p.mayGiveCheck(m);
                p.makeMove(m);
                boolean check = p.kingAttacked(p.sideToMove());
                p.unmakeMove();
                assertTrue(may || !check, () -> Move.iccs(m) + " checks in " + Fen.format(p));
                counts[0] += check ? 1 : 0;
                counts[1] += may ? 0 : 1;
                counts[2]++;
            }
        });
        int checking = counts[0];
        int ruledOut = counts[1];
        int moves = counts[2];
        assertTrue(checking > 1000, checking + " checking moves: too few to test anything");
        assertTrue(ruledOut > moves * 4 / 5, ruledOut + " of " + moves + " moves ruled out");
    }

    /**
     * {@link MoveGenerator#generateMayCheck} lists every legal move that checks (by the full test), in games that
     * seek checks, and no move that is not pseudo-legal; and it leaves out most quiet moves.
     */
    @Test
    void theMovesThatMayCheckIncludeEveryCheck() {
        int[] counts = new int[3]; // checking moves, moves listed, moves
        int[] listed = new int[MoveGenerator.MAX_MOVES];
        int[] all = new int[MoveGenerator.MAX_MOVES];
        inGamesThatSeekChecks(2028, 10, 120, (p, legal) -> {
            int n = MoveGenerator.generateMayCheck(p, listed, 0);
            java.util.Set<Integer> some = new java.util.HashSet<>();
            for (int i = 0; i < n; i++) {
                assertTrue(some.add(listed[i]), () -> "listed twice in " + Fen.format(p));
            }
            java.util.Set<Integer> pseudo = new java.util.HashSet<>();
            int total = MoveGenerator.generate(p, all, 0, MoveGenerator.ALL);
            for (int i = 0; i < total; i++) {
                pseudo.add(all[i]);
            }
            assertTrue(pseudo.containsAll(some), () -> "a move that is not pseudo-legal in " + Fen.format(p));
            for (int m : legal) {
                p.makeMove(m);
                boolean check = p.kingAttacked(p.sideToMove());
                p.unmakeMove();
                assertTrue(!check || some.contains(m), () -> Move.iccs(m) + " checks but is not listed in " + Fen.format(p));
                counts[0] += check ? 1 : 0;
            }
            counts[1] += n;
            counts[2] += total;
        });
        assertTrue(counts[0] > 1000, counts[0] + " checking moves: too few to test anything");
        assertTrue(counts[1] < counts[2] * 2 / 3, counts[1] + " of " + counts[2] + " moves listed");
    }

    /**
     * Every pseudo-legal move: makeMove accepts it exactly when the mover's king is not attacked after it
     * (the full test on a copy of the board, which the fast path of makeMove does not use).
     */
    private static void assertLegalityAgreesWithTheFullTest(Position p) {
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int n = MoveGenerator.generate(p, moves, 0, MoveGenerator.ALL);
        int mover = p.sideToMove();
        for (int i = 0; i < n; i++) {
            int m = moves[i];
            boolean accepted = p.makeMove(m);
            if (accepted) {
                assertTrue(!p.kingAttacked(mover), () -> "accepted " + Move.iccs(m) + " leaves the king attacked");
                p.unmakeMove();
            } else {
                // made by hand on the board arrays: the move must really expose the king
                int from = m & 0xFF;
                int to = (m >>> 8) & 0xFF;
                int pc = p.board[from];
                int cap = p.board[to];
                p.board[to] = pc;
                p.board[from] = 0;
                p.squares[pc] = to;
                if (cap != 0) {
                    p.squares[cap] = 0;
                }
                p.toggle(from);
                if (cap == 0) {
                    p.toggle(to);
                }
                boolean exposed = p.kingAttacked(mover);
                p.toggle(from);
                if (cap == 0) {
                    p.toggle(to);
                }
                p.board[from] = pc;
                p.board[to] = cap;
                p.squares[pc] = from;
                if (cap != 0) {
                    p.squares[cap] = to;
                }
                assertTrue(exposed, () -> "refused " + Move.iccs(m) + " in " + Fen.format(p));
            }
        }
    }

    /**
     * Plays {@code games} random games of up to {@code plies} from each perft position, moves chosen by
     * {@link #pick} (seeded), and shows {@code visit} every position with moves and its legal moves before
     * the move is played (CheckPathsTest too).
     */
    static void inGamesThatSeekChecks(long seed, int games, int plies, BiConsumer<Position, int[]> visit) {
        Random random = new Random(seed);
        for (PerftPositions.Case start : PerftPositions.ALL) {
            for (int game = 0; game < games; game++) {
                Position p = Fen.parse(start.fen());
                for (int ply = 0; ply < plies; ply++) {
                    int[] legal = p.legalMoves();
                    if (legal.length == 0) {
                        break;
                    }
                    visit.accept(p, legal);
                    p.makeMove(pick(p, legal, random));
                }
            }
        }
    }

    /** Half the time a move that gives check when there is one, else any legal move (CheckPathsTest too). */
    static int pick(Position p, int[] legal, Random random) {
        if (random.nextBoolean()) {
            int start = random.nextInt(legal.length);
            for (int i = 0; i < legal.length; i++) {
                int m = legal[(start + i) % legal.length];
                p.makeMove(m);
                boolean check = p.kingAttacked(p.sideToMove());
                p.unmakeMove();
                if (check) {
                    return m;
                }
            }
        }
        return legal[random.nextInt(legal.length)];
    }
}
