package org.xqlab.search;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;
import org.xqlab.rules.Fen;
import org.xqlab.rules.Move;
import org.xqlab.rules.MoveGenerator;
import org.xqlab.rules.Piece;
import org.xqlab.rules.Position;

import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The static exchange on positions built for each rule, and its bounds over random positions. */
class StaticExchangeTest {
    private final StaticExchange see = new StaticExchange();

    @ParameterizedTest(name = "{0}: {2} = {3}")
    @CsvSource(delimiter = ';', value = {
        // pawn 60, advisor 120, horse 300, rook 650
        "undefended pawn; 3k5/9/9/p8/9/9/9/9/9/R3K4 w; a0a6; 60",
        "pawn defended by a horse; 3k5/1n7/9/p8/9/9/9/9/9/R3K4 w; a0a6; -590",
        "a rook behind the rook takes the horse back; 3k5/1n7/9/p8/9/9/9/9/R8/R3K4 w; a1a6; -290",
        "the defending horse is pinned to its king; 3k5/3n5/9/2p6/9/9/9/9/3R5/2R1K4 w; c0c6; 60",
        "the same horse free; 3k5/3n5/9/2p6/9/9/9/9/9/2R1K4 w; c0c6; -590",
        "the capturer was the cannon's only screen; 3k5/9/9/9/c1R1p4/9/9/9/9/4K4 w; c5e5; 60",
        "the capturer was the cannon's second screen; 3k5/9/9/9/cnR1p4/9/9/9/9/4K4 w; c5e5; -590",
        "the king may not take back into the horse's attack; 4k4/4a4/9/3N5/9/9/9/9/4R4/5K3 w; e1e8; 120",
        "the king takes back; 4k4/4a4/9/9/9/9/9/9/4R4/5K3 w; e1e8; -530",
        "the pawn that takes back is taken again; 3k5/9/9/4p4/3Pn4/4P4/9/9/9/5K3 w; e4e5; 300",
        "an advisor pinned by the facing kings; 4k4/4a4/3n5/9/9/9/9/9/9/3RK4 w; d0d7; 300",
        "the same advisor free; 4k4/4a4/3n5/9/9/9/9/9/9/3R1K3 w; d0d7; -350",
        "an elephant takes back; 2r1k4/9/9/9/9/2n6/9/4B4/9/2RK5 w; c0c4; 300",
    })
    void exchanges(String what, String fen, String move, int expected) {
        Position p = Fen.parse(fen);
        int m = Move.parseIccs(move);
        long key = p.key();
        assertEquals(expected, see.value(p, m), what);
        assertEquals(key, p.key(), "the position is left as it was");
        assertEquals(expected >= 0, see.atLeast(p, m, 0), what);
        assertEquals(expected >= -300, see.atLeast(p, m, -300), what);
    }

    @ParameterizedTest(name = "{0}: {2} = {3}")
    @CsvSource(delimiter = ';', value = {
        "a rook the horse takes for nothing; 3k5/1n7/9/R8/9/9/9/9/9/4K4 b; a6; 650",
        "a rook the horse takes and loses; 3k5/1n7/9/R8/9/9/9/9/9/R3K4 b; a6; 350",
        "a defended pawn the rook leaves; 3k5/4r4/9/9/4P4/9/9/9/9/4RK3 b; e5; 0",
        "a pawn nothing takes; 3k5/9/9/9/4P4/9/9/9/9/4RK3 b; e5; 0",
    })
    void threats(String what, String fen, String point, int expected) {
        Position p = Fen.parse(fen);
        int sq = Move.to(Move.parseIccs("a0" + point));
        long key = p.key();
        assertEquals(expected, see.threat(p, sq), what);
        assertEquals(key, p.key(), "the position is left as it was");
    }

    /**
     * Over the captures of random positions: the exchange is worth at most the victim and at least the victim less
     * its capturer; exactly the victim where no legal capture answers on the point; {@code atLeast} agrees with the
     * value at every threshold; the board is unchanged; the threat to the point lies between 0 and the victim.
     */
    @Test
    void boundsOverRandomPositions() {
        SplittableRandom random = new SplittableRandom(20261130);
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int[] replies = new int[MoveGenerator.MAX_MOVES];
        int checked = 0;
        int played = 0;
        for (int game = 0; game < 60; game++) {
            Position p = Position.startPosition();
            for (int ply = 0; ply < 120; ply++) {
                int n = p.legalMoves(moves);
                if (n == 0) {
                    break;
                }
                for (int i = 0; i < n; i++) {
                    int m = moves[i];
                    int victimId = p.pieceAt(Move.to(m));
                    if (victimId == Piece.NONE) {
                        continue;
                    }
                    int victim = Evaluator.PIECE_VALUE[Piece.typeOf(victimId)];
                    int capturer = Evaluator.PIECE_VALUE[Piece.typeOf(p.pieceAt(Move.from(m)))];
                    String where = Fen.format(p) + " " + Move.iccs(m);
                    long key = p.key();
                    int[] board = board(p);
                    int v = see.value(p, m);
                    int threat = see.threat(p, Move.to(m));
                    // the cheapest capture need not be the best one (a cannon may lose its screen), so the threat
                    // is only bounded: by nothing and by the piece
                    assertTrue(threat >= 0 && threat <= victim, where + ": threat " + threat);
                    assertEquals(key, p.key(), where);
                    assertArrayEquals(board, board(p), where);
                    assertTrue(v <= victim && v >= victim - capturer, where + ": " + v);
                    p.makeMove(m);
                    boolean answered = false;
                    int r = p.legalMoves(replies);
                    for (int j = 0; j < r; j++) {
                        answered |= Move.to(replies[j]) == Move.to(m);
                    }
                    p.unmakeMove();
                    if (!answered) {
                        assertEquals(victim, v, where);
                    } else {
                        played++;
                    }
                    for (int t : new int[] {-650, -300, -1, 0, 1, 60, 300}) {
                        assertEquals(v >= t, see.atLeast(p, m, t), where + " at " + t);
                    }
                    checked++;
                }
                p.makeMove(moves[random.nextInt(n)]);
            }
        }
        assertTrue(checked > 2000 && played > 300, checked + " captures, " + played + " answered");
    }

    private static int[] board(Position p) {
        int[] b = new int[90];
        for (int i = 0; i < 90; i++) {
            b[i] = p.pieceAt(org.xqlab.rules.Square.of(i % 9, i / 9));
        }
        return b;
    }
}
