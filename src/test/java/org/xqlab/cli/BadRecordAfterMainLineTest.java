package org.xqlab.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.xqlab.game.GameRecord;
import org.xqlab.game.RecordReader;
import org.xqlab.game.RecordWriter;
import org.xqlab.rules.Move;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * An XQF whose main line of nine legal moves is followed by a bad record (as walker8088/cchess's BadMoveTest3.xqf):
 * the nine moves are kept with a warning naming the record, as for a bad variation.
 */
class BadRecordAfterMainLineTest {
    private static final List<String> NINE = List.of("h2e2", "h9g7", "h0g2", "i9h9", "i0h0", "b9c7", "b0c2", "a9b9",
            "a0b0");

    @TempDir
    Path dir;

    /** The nine moves and a tenth, b7b3, whose record is then spoiled (its to-point made an empty, unreachable one). */
    private static byte[] badTenth() {
        GameRecord g = RecordReader.readText("1. h2e2 h9g7 2. h0g2 i9h9 3. i0h0 b9c7 4. b0c2 a9b9 5. a0b0 b7b3 *\n", null)
                .first();
        byte[] b = RecordWriter.xqf(g);
        assertEquals(10, b[2], "XQF 1.0: records of 8 bytes from byte 1024");
        b[1024 + 8 * 10 + 1] = (byte) (32 + 45); // b7b3 → b7e5: a cannon cannot move so
        return b;
    }

    @Test
    void theMainLineBeforeABadRecordIsKeptWithAWarning() throws Exception {
        GameRecord g = RecordReader.read(badTenth(), "bad.xqf").first();
        assertEquals(NINE, g.mainLine().stream().map(n -> Move.iccs(n.move())).toList());
        assertEquals(1, g.readWarnings().size(), g.readWarnings().toString());
        String w = g.readWarnings().get(0);
        assertTrue(w.startsWith("byte 1104 (0x450): move record 10 (b7e5, black cannon) is not a legal move in "), w);
        assertTrue(w.endsWith("; the main line ends before it (9 moves kept, 1 move left out)"), w);

        Path file = Files.write(dir.resolve("BadMoveTest3.xqf"), badTenth());
        MainTest.Result r = MainTest.run("record", "show", file.toString());
        assertEquals(0, r.status(), r.out() + r.err());
        assertTrue(r.out().contains("moves " + String.join(" ", NINE) + "\n"), r.out());
        assertTrue(r.out().contains("warning " + file + ": game 1: byte 1104 (0x450): move record 10"), r.out());
    }
}
