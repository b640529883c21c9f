package org.xqlab.cli;

import org.junit.jupiter.api.Test;
import org.xqlab.rules.Move;
import org.xqlab.rules.Position;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code search --threads N}: one thread is the reproducible search, more give a legal move at the asked depth. */
class SearchThreadsTest {

    private static String line(MainTest.Result r, String prefix) {
        return r.out().lines().filter(l -> l.startsWith(prefix)).findFirst().orElseThrow(() -> new AssertionError(r.out()));
    }

    @Test
    void searchOnTwoThreadsAnswersALegalMoveAndOneThreadIsTheDefaultSearch() {
        MainTest.Result two = MainTest.run("search", "--fen", "startpos", "--depth", "6", "--threads", "2");
        assertEquals(0, two.status(), two.err());
        assertTrue(Position.startPosition().isLegal(Move.parseIccs(line(two, "bestmove ").substring(9))), two.out());
        assertTrue(line(two, "depth ").startsWith("depth 6 "), two.out());

        MainTest.Result one = MainTest.run("search", "--fen", "startpos", "--depth", "5", "--threads", "1");
        MainTest.Result plain = MainTest.run("search", "--fen", "startpos", "--depth", "5");
        assertEquals(line(plain, "nodes "), line(one, "nodes "));
        assertEquals(line(plain, "pv "), line(one, "pv "));

        MainTest.Result bad = MainTest.run("search", "--fen", "startpos", "--depth", "3", "--threads", "0");
        assertEquals(2, bad.status());
        assertTrue(bad.err().contains("--threads must be from 1 to 64, not 0"), bad.err());
    }
}
