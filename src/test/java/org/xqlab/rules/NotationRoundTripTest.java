package org.xqlab.rules;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Every legal move of many positions: format then parse gives the move back, and no two moves share a text. */
class NotationRoundTripTest {
    /** Hand-made positions with pieces of a kind sharing a file (see the comments for what each holds). */
    static final String[] TANDEM_FENS = {
        // red rooks b2 b1, horses e2 e1, cannons c5 c3; black rooks a9 a8
        "r3ka3/r8/9/9/2C6/9/2C6/1R2H4/1R2H4/3K5 w - - 0 1",
        "r3ka3/r8/9/9/2C6/9/2C6/1R2H4/1R2H4/3K5 b - - 0 1",
        // red pawns c7 c6 c5 and g6 g5: doubled on two files
        "4k4/9/2P6/2P3P2/2P3P2/9/9/9/9/3K5 w - - 0 1",
        // red pawns c7 c6 c5 on one file, g5 alone
        "4k4/9/2P6/2P6/2P3P2/9/9/9/9/3K5 w - - 0 1",
        // five red pawns on file c
        "3k5/9/2P6/2P6/2P6/2P6/2P6/9/9/4K4 w - - 0 1",
        // four black pawns on file g
        "4k4/9/9/6p2/6p2/6p2/6p2/9/9/3K5 b - - 0 1",
        // advisors and elephants two on a file, both sides
        "4kab2/9/5a3/9/6b2/2B6/9/3A5/9/2BA1K3 w - - 0 1",
        "4kab2/9/5a3/9/6b2/2B6/9/3A5/9/2BA1K3 b - - 0 1",
        // black horses e7 e5 and cannons b7 b5
        "2b1ka3/4a4/1c2n4/9/1c2n4/9/9/9/9/3K5 b - - 0 1",
        // red pawns doubled on files 7 and 3, one more on file 5
        "4k4/9/9/9/2P3P2/2P3P2/4P4/9/9/3K5 w - - 0 1",
        // black pawns c4 c3 c2 and g4 g3
        "4k4/9/9/9/9/2p3p2/2p3p2/2p6/9/3K5 b - - 0 1",
    };

    static List<Position> positions() {
        List<Position> list = new ArrayList<>();
        list.add(Position.startPosition());
        Random random = new Random(20240601L);
        for (int game = 0; game < 20; game++) {
            list.add(randomWalk(Position.startPosition(), 4 + game * 5, random));
        }
        for (String fen : TANDEM_FENS) {
            list.add(Fen.parse(fen));
            list.add(randomWalk(Fen.parse(fen), 3, random));
        }
        return list;
    }

    private static Position randomWalk(Position p, int plies, Random random) {
        for (int i = 0; i < plies; i++) {
            int[] moves = p.legalMoves();
            if (moves.length == 0) {
                break;
            }
            p.play(moves[random.nextInt(moves.length)]);
        }
        return Fen.parse(Fen.format(p));
    }

    @Test
    void everyLegalMoveSurvivesFormatThenParseInEveryNotation() {
        List<Position> positions = positions();
        assertTrue(positions.size() >= 30, "at least 30 positions");
        int checked = 0;
        for (Position p : positions) {
            String fen = Fen.format(p);
            for (int move : p.legalMoves()) {
                for (Notation n : Notation.values()) {
                    String text = n.format(p, move);
                    assertEquals(move, n.parse(p, text), n + " " + text + " in " + fen);
                    assertEquals(move, Notation.parseAny(p, text), "parseAny " + text + " in " + fen);
                }
                String simplified = ChineseNotation.format(p, move, true);
                assertEquals(move, Notation.CHINESE.parse(p, simplified), simplified + " in " + fen);
                checked++;
            }
            assertEquals(fen, Fen.format(p), "format and parse leave the position unchanged");
        }
        assertTrue(checked > 1000, "checked " + checked + " moves");
    }

    @Test
    void noTwoLegalMovesShareATextInAnyNotation() {
        for (Position p : positions()) {
            for (Notation n : Notation.values()) {
                Map<String, Integer> seen = new HashMap<>();
                for (int move : p.legalMoves()) {
                    Integer before = seen.put(n.format(p, move), move);
                    assertNull(before, () -> n + " " + n.format(p, move) + " twice in " + Fen.format(p));
                }
            }
        }
    }
}
