package org.xqlab.rules;

import java.util.List;

/** The perft reference positions of the tests, each with where its counts came from. */
final class PerftPositions {
    record Case(String name, String fen, long[] counts, String source) {
    }

    static final List<Case> ALL = List.of(
            new Case("start position", Fen.START, new long[] {44, 1_920, 79_666, 3_290_240},
                    "published (Chess Programming Wiki, Chinese Chess perft)"),
            new Case("middlegame with cannon and horse tactics",
                    "r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w - - 0 1",
                    new long[] {38, 1_128, 43_929, 1_339_047}, "published (issue A)")
    );

    private PerftPositions() {
    }
}
