package org.xqlab.rules;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Perft against published and independently computed counts (sources in docs/rules.md). */
class PerftTest {

    /** FEN, then the counts at depth 1, 2, 3 (and 4 where given). */
    static Stream<Arguments> positions() {
        return PerftPositions.ALL.stream().map(p -> Arguments.of(p.name(), p.fen(), p.counts()));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("positions")
    void perftMatchesReferenceCounts(String name, String fen, long[] counts) {
        Position p = Fen.parse(fen);
        Perft perft = new Perft();
        for (int depth = 1; depth <= Math.min(3, counts.length); depth++) {
            assertEquals(counts[depth - 1], perft.perft(p, depth), name + " depth " + depth);
        }
        assertEquals(fen, Fen.format(p), "perft leaves the position as it found it");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("positions")
    void perftThroughTheSingleMovePredicateEqualsPerftThroughTheGenerators(String name, String fen, long[] counts) {
        // an independent generator: every from/to pair of the side's pieces, kept if isPseudoLegal says so
        Position p = Fen.parse(fen);
        int depth = Math.min(2, counts.length);
        assertEquals(counts[depth - 1], perftByPredicate(p, depth), name);
    }

    private static long perftByPredicate(Position p, int depth) {
        long total = 0;
        int base = Piece.base(p.sideToMove());
        for (int id = base; id < base + 16; id++) {
            int from = p.squareOf(id);
            if (from == 0) {
                continue;
            }
            for (int to = 0; to < 256; to++) {
                int move = Move.of(from, to);
                if (Square.inBoard(to) && MoveGenerator.isPseudoLegal(p, move) && p.makeMove(move)) {
                    total += depth == 1 ? 1 : perftByPredicate(p, depth - 1);
                    p.unmakeMove();
                }
            }
        }
        return total;
    }

    @Test
    void startPositionDepthOneToFour() {
        Position p = Position.startPosition();
        Perft perft = new Perft();
        assertEquals(44, perft.perft(p, 1));
        assertEquals(1_920, perft.perft(p, 2));
        assertEquals(79_666, perft.perft(p, 3));
        assertEquals(3_290_240, perft.perft(p, 4));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("positions")
    @Tag("slow")
    void perftMatchesReferenceCountsAtDepthFourAndFive(String name, String fen, long[] counts) {
        Position p = Fen.parse(fen);
        Perft perft = new Perft();
        for (int depth = 4; depth <= counts.length; depth++) {
            assertEquals(counts[depth - 1], perft.perft(p, depth), name + " depth " + depth);
        }
    }

    @Test
    @Tag("slow")
    void startPositionDepthFive() {
        assertEquals(133_312_995L, new Perft().perft(Position.startPosition(), 5));
    }

    @Test
    void divideSumsToPerft() {
        Position p = Position.startPosition();
        long[] sum = {0};
        int[] moves = {0};
        long total = new Perft().divide(p, 3, (count, move) -> {
            sum[0] += count;
            moves[0]++;
        });
        assertEquals(79_666, total);
        assertEquals(79_666, sum[0]);
        assertEquals(44, moves[0]);
    }
}
