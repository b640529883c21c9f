package org.xqlab.search;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.xqlab.rules.Fen;
import org.xqlab.rules.Move;
import org.xqlab.rules.Position;

import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Tactics: classic Xiangqi mating patterns and a stalemate win are found with the exact mate distance.
 * Every position and its distance were checked with Fairy-Stockfish (UCCI mode, {@code go depth 20}):
 * the distance is the shortest mate, in moves of the side that mates; negative when the side to move
 * is mated. In Xiangqi a side without a legal move loses, so 困毙 (stalemate) scores as a mate.
 */
class MateTest {

    static Stream<Arguments> mates() {
        return Stream.of(
                // 马后炮 horse behind cannon: the horse covers d9/f9, the cannon checks through it
                Arguments.of("马后炮", "4k4/9/4N4/9/2C6/9/9/9/9/3K5 w - - 0 1", 1),
                // 重炮 double cannons: the rear cannon checks over the front one, a block only adds a screen
                Arguments.of("重炮", "3aka3/9/9/9/4C4/9/C8/9/9/3K5 w - - 0 1", 1),
                Arguments.of("重炮 (with rooks on board)", "r2aka2r/9/9/9/4C4/9/C8/9/9/3K5 w - - 0 1", 1),
                // 铁门栓 iron bolt: the central cannon bars the middle file, the rook mates on the side file
                Arguments.of("铁门栓", "3k1a3/9/9/9/R8/4P4/9/4C4/9/5K3 w - - 0 1", 1),
                Arguments.of("铁门栓 (rooks on board)", "r2k1a3/9/9/R8/9/4P4/9/4C4/8r/5K3 w - - 0 1", 1),
                // 白脸将 facing kings: the red king holds the d-file, the rook checks on the e-file
                Arguments.of("白脸将", "4kr3/9/9/9/R8/9/9/9/9/3K5 w - - 0 1", 1),
                Arguments.of("白脸将 (own advisors)", "4ka3/4a4/9/9/9/8R/9/9/9/3K5 w - - 0 1", 1),
                // 闷宫 smothered palace: the king is walled in by its own advisors
                Arguments.of("闷宫", "3aka3/4N4/6N2/9/9/9/C8/9/9/5K3 w - - 0 1", 1),
                // 困毙 stalemate: black has no legal move and loses
                Arguments.of("困毙", "3k5/9/2P6/9/9/9/9/9/9/4K4 w - - 0 1", 1),
                Arguments.of("困毙 in three", "3k5/9/9/2P6/9/9/9/9/9/4K4 w - - 0 1", 3),
                // 双车错 two rooks alternate checks
                Arguments.of("双车错", "4k4/9/R8/1R7/9/9/9/9/9/3K5 w - - 0 1", 2),
                Arguments.of("双车错 in three", "3a5/4k4/4b4/R8/9/1R7/9/9/9/3K5 w - - 0 1", 3),
                Arguments.of("双车错 in four", "2ba5/4k4/9/R8/9/1R7/9/9/9/3K5 w - - 0 1", 4),
                Arguments.of("双车 in three", "8r/3k5/R3b4/8R/9/9/9/9/9/5K3 w - - 0 1", 3),
                // 卧槽马 horse check from the "trough", then the rook
                Arguments.of("卧槽马", "r1baka3/9/4b4/3N5/9/9/9/9/9/4K3R w - - 0 1", 2),
                // the side to move is mated
                Arguments.of("mated in one", "3aka3/9/6N2/3N5/1C7/9/9/9/9/r4K2r w - - 0 1", -1),
                Arguments.of("mated in three", "3aka2r/9/9/1N7/9/2C6/9/9/9/r2K5 w - - 0 1", -3),
                Arguments.of("mated in four", "r3k4/8r/9/6N2/2C6/9/9/9/9/3K5 w - - 0 1", -4));
    }

    @ParameterizedTest(name = "{0}: mate {2}")
    @MethodSource("mates")
    void fullFindsTheExactMateDistance(String pattern, String fen, int mateIn) {
        assertMate("full", fen, mateIn);
    }

    @ParameterizedTest(name = "{0}: mate {2}")
    @MethodSource("mates")
    void elephantEyeFindsTheExactMateDistance(String pattern, String fen, int mateIn) {
        assertMate("elephanteye", fen, mateIn);
    }

    private static void assertMate(String preset, String fen, int mateIn) {
        Position p = Fen.parse(fen);
        int depth = 2 * Math.abs(mateIn) + 1;
        SearchResult r = new Searcher(SearchConfig.preset(preset)).search(p, SearchLimits.depth(depth));
        assertTrue(Scores.isMate(r.score()), () -> preset + ": no mate, score " + r.score() + " pv " + r.pvText());
        assertEquals(mateIn, Scores.mateIn(r.score()), () -> preset + ": pv " + r.pvText());
        assertTrue(p.isLegal(r.bestMove()), () -> "illegal best move " + Move.iccs(r.bestMove()));
        assertEquals(Fen.parse(fen).key(), p.key(), "the position is restored");
    }
}
