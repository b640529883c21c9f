package org.xqlab.book;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.xqlab.game.GameRecord;
import org.xqlab.game.RecordReader;
import org.xqlab.rules.Move;
import org.xqlab.rules.Position;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class BookBuilderTest {
    static final String PGN = """
            [Event "one"]
            [Red "A"]
            [Black "B"]
            [Result "1-0"]
            [Format "ICCS"]

            1. h2e2 h9g7 2. h0g2 i9h9 {a comment} 3. i0h0 (3. b0c2 b9c7) b9c7 1-0

            [Event "two"]
            [Result "0-1"]

            1. h2e2 h9g7 2. h0g2 b9c7 0-1
            [Event "three"]
            [Result "1/2-1/2"]

            1. 炮二平五 马8进7 2. 马二进三 车9平8 1/2-1/2
            """;

    @Test
    void pgnFileWithManyGamesIsSplitAndReadInAnyNotation() {
        List<GameRecord> games = RecordReader.readText(PGN, "t.pgn").games();
        assertEquals(3, games.size());
        assertEquals(6, games.get(0).mainLine().size());
        assertEquals(4, games.get(2).mainLine().size());
        assertEquals("i9h9", Move.iccs(games.get(2).mainLine().get(3).move()));
    }

    @Test
    void movesAreWeightedByHowManyGamesPlayedThem() {
        OpeningBook book = BookBuilder.of(RecordReader.readText(PGN, "t.pgn").games(), 20, 1);
        BookProbe start = book.probe(Position.startPosition());
        assertEquals(3, start.moves().stream().filter(m -> Move.iccs(m.move()).equals("h2e2")).findFirst().orElseThrow().weight());
        OpeningBook frequent = BookBuilder.of(RecordReader.readText(PGN, "t.pgn").games(), 20, 2);
        Position p = Position.startPosition();
        p.play(Move.parseIccs("h2e2"));
        p.play(Move.parseIccs("h9g7"));
        p.play(Move.parseIccs("h0g2"));
        // i9h9 was played in games one and three, b9c7 only in game two
        assertEquals(List.of(new BookMove(Move.parseIccs("i9h9"), 2)), frequent.probe(p).moves());
        assertEquals(2, BookBuilder.of(RecordReader.readText(PGN, "t.pgn").games(), 2, 1).positionCount());
    }

    @Test
    void builtBookRoundTripsThroughTheFile(@TempDir Path dir) throws Exception {
        BookBuilder builder = new BookBuilder(20, 1);
        Path pgn = dir.resolve("games.pgn");
        Files.writeString(pgn, PGN);
        builder.addRecords(pgn);
        builder.addLines("中炮 | Central Cannon | h2e2\n", "lines");
        OpeningBook book = builder.build();
        Path file = dir.resolve("book.xqb");
        BookFile.write(book, file);
        OpeningBook back = BookFile.read(file);
        assertEquals(book.entries(), back.entries());
        assertEquals(book.names(), back.names());
        assertEquals(book, back);
        assertEquals(12 * book.entryCount() + 9 + 4 + 8 + 2 + "中炮".getBytes(java.nio.charset.StandardCharsets.UTF_8).length
                + 2 + "Central Cannon".length(), Files.size(file));
    }

    @Test
    void bundledBookRoundTripsThroughTheFile() {
        OpeningBook book = OpeningBook.bundled();
        assertEquals(book, BookFile.fromBytes(BookFile.toBytes(book), "bytes"));
        assertTrue(book.names().size() >= 30);
    }

    @Test
    void damagedBookFilesAreRejectedWithTheReason() {
        byte[] good = BookFile.toBytes(OpeningBook.bundled());
        IllegalArgumentException cut = assertThrows(IllegalArgumentException.class,
                () -> BookFile.fromBytes(Arrays.copyOf(good, good.length - 3), "b.xqb"));
        assertEquals("b.xqb: the book file is cut short", cut.getMessage());
        IllegalArgumentException foreign = assertThrows(IllegalArgumentException.class,
                () -> BookFile.fromBytes("hello world, not a book".getBytes(), "x.bin"));
        assertTrue(foreign.getMessage().contains("not a Xiangqi Lab book"));
        byte[] badPoint = good.clone();
        badPoint[9 + 8] = (byte) 200;
        assertTrue(assertThrows(IllegalArgumentException.class, () -> BookFile.fromBytes(badPoint, "p"))
                .getMessage().contains("point 200"));
    }

    @Test
    void unreadableGameNamesTheFileAndGame() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> RecordReader.readText("[Event \"x\"]\n\n1. h2e2 zz9 *\n", "bad.pgn").games());
        assertTrue(e.getMessage().startsWith("bad.pgn: game 1: line 3: move 'zz9'"), e.getMessage());
    }
}
