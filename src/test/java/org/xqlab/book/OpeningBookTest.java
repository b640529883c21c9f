package org.xqlab.book;

import org.junit.jupiter.api.Test;
import org.xqlab.rules.Move;
import org.xqlab.rules.Position;

import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.assertThrows;

class OpeningBookTest {
    private static Position after(String... iccs) {
        Position p = Position.startPosition();
        for (String m : iccs) {
            p.play(Move.parseIccs(m));
        }
        return p;
    }

    private static Set<String> moves(BookProbe probe) {
        Set<String> s = new HashSet<>();
        probe.moves().forEach(m -> s.add(Move.iccs(m.move())));
        return s;
    }

    @Test
    void bundledBookOffersTheMainFirstMoves() {
        BookProbe start = OpeningBook.bundled().probe(Position.startPosition());
        // 炮二平五 (and by the mirror 炮八平五), 相三进五, 兵七进一, 马二进三, 炮二平六, 炮二平四
        assertTrue(moves(start).containsAll(List.of("h2e2", "b2e2", "g0e2", "c3c4", "h0g2", "h2d2", "h2f2")),
                moves(start).toString());
        assertTrue(Set.of("h2e2", "b2e2").contains(Move.iccs(start.moves().get(0).move())), "the central cannon is the main line");
        assertTrue(start.name().isEmpty());
    }

    @Test
    void positionsCarryTheNameOfTheirOpening() {
        OpeningBook book = OpeningBook.bundled();
        assertEquals("中炮", book.probe(after("h2e2")).name().orElseThrow().chinese());
        OpeningName screen = book.probe(after("h2e2", "h9g7", "h0g2", "b9c7")).name().orElseThrow();
        assertEquals("中炮对屏风马", screen.chinese());
        assertEquals("Central Cannon vs Screen Horses", screen.english());
        assertEquals("顺炮", book.probe(after("h2e2", "h7e7")).name().orElseThrow().chinese());
        assertEquals("列炮", book.probe(after("h2e2", "b7e7")).name().orElseThrow().chinese());
        assertEquals("仙人指路对卒底炮", book.probe(after("c3c4", "b7c7", "h2e2", "c9e7")).name().orElseThrow().chinese());
        // a position past the end of 中炮 but before 中炮对屏风马 keeps 中炮
        assertEquals("中炮", book.probe(after("h2e2", "h9g7")).name().orElseThrow().chinese());
    }

    @Test
    void mirroredPositionFindsTheOtherWingsMovesMirroredBack() {
        OpeningBook book = new OpeningBook.Builder()
                .add(after("h2e2").key(), Move.parseIccs("h9g7"), 3)
                .name(after("h2e2").key(), new OpeningName("中炮", "Central Cannon"))
                .build();
        BookProbe mirrored = book.probe(after("b2e2"));
        assertEquals(Set.of("b9c7"), moves(mirrored));
        assertEquals(3, mirrored.moves().get(0).weight());
        assertEquals("中炮", mirrored.name().orElseThrow().chinese());
        assertEquals(Set.of("h9g7"), moves(book.probe(after("h2e2"))));
    }

    @Test
    void symmetricPositionIsNotCountedTwice() {
        OpeningBook book = new OpeningBook.Builder().add(Position.startPosition().key(), Move.parseIccs("h2e2"), 5).build();
        BookProbe p = book.probe(Position.startPosition());
        assertEquals(Set.of("h2e2", "b2e2"), moves(p));
        assertEquals(10, p.totalWeight());
    }

    @Test
    void weightedChoiceIsReproducibleAndStaysInBook() {
        OpeningBook book = OpeningBook.bundled();
        Position start = Position.startPosition();
        Set<String> offered = moves(book.probe(start));
        Random a = new Random(42);
        Random b = new Random(42);
        Set<String> seen = new HashSet<>();
        for (int i = 0; i < 200; i++) {
            int m = book.choose(start, a);
            assertEquals(m, book.choose(start, b));
            seen.add(Move.iccs(m));
        }
        assertTrue(offered.containsAll(seen));
        assertTrue(seen.size() >= 3, "weighted choice varies: " + seen);
        assertEquals(Move.NONE, book.choose(after("a3a4", "a6a5", "i3i4"), new Random(1)));
    }

    @Test
    void mainLinesWeighMoreThanSideLines() {
        BookProbe start = OpeningBook.bundled().probe(Position.startPosition());
        int cannon = start.moves().stream().filter(m -> Move.iccs(m.move()).equals("h2e2")).findFirst().orElseThrow().weight();
        int advisorCannon = start.moves().stream().filter(m -> Move.iccs(m.move()).equals("h2f2")).findFirst().orElseThrow().weight();
        assertTrue(cannon > 3 * advisorCannon, cannon + " vs " + advisorCannon);
    }

    @Test
    void badOpeningLineNamesItsLineAndMove() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> OpeningLines.read("# c\n中炮 | Central Cannon | 炮二平五 车9进5\n", "test.txt"));
        assertTrue(e.getMessage().startsWith("test.txt line 2: move 2 '车9进5'"), e.getMessage());
        IllegalArgumentException f = assertThrows(IllegalArgumentException.class,
                () -> OpeningLines.read("中炮 h2e2\n", "x"));
        assertTrue(f.getMessage().contains("x line 1"), f.getMessage());
        assertFalse(OpeningLines.parse("", "empty").iterator().hasNext());
    }
}
