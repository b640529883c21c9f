package org.xqlab.game;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A collection of any size is read in bounded memory: an index of games, each parsed when it is wanted. */
public class RecordCollectionTest {
    @TempDir
    Path dir;

    private static final String[][] LINES = {
            {"h2e2", "h9g7", "h0g2", "i9h9", "i0h0", "b9c7"},
            {"c3c4", "b7b3", "b0c2", "h9g7"},
            {"b2e2", "h7e7", "h0g2", "h9g7", "i0h0"},
    };

    /** A PGN of {@code games} short games with varied players, events and openings. */
    public static String collection(int games) {
        StringBuilder sb = new StringBuilder();
        for (int g = 1; g <= games; g++) {
            String[] line = LINES[g % LINES.length];
            sb.append("[Event \"Club ").append(g % 7).append("\"]\n[Round \"").append(g).append("\"]\n[Red \"Player ")
                    .append(g % 101).append("\"]\n[Black \"棋手 ").append(g % 53).append("\"]\n[Opening \"Line ")
                    .append(g % LINES.length).append("\"]\n[Result \"*\"]\n\n");
            for (int i = 0; i < line.length; i++) {
                if (i % 2 == 0) {
                    sb.append(i / 2 + 1).append(". ");
                }
                sb.append(line[i]).append(' ');
            }
            sb.append("*\n\n");
        }
        return sb.toString();
    }

    @Test
    void gamesAreIndexedAndParsedWhenWanted() {
        RecordCollection c = RecordCollection.of(collection(300).getBytes(StandardCharsets.UTF_8), "c.pgn");
        assertEquals(300, c.size());
        assertEquals(RecordFormat.PGN, c.format());
        List<GameRecord> all = RecordReader.read(collection(300).getBytes(StandardCharsets.UTF_8), "c.pgn").games();
        for (int i = 0; i < 300; i += 37) {
            assertEquals(GameRecordText.write(all.get(i)), GameRecordText.write(c.game(i)));
        }
        assertEquals("Player 13", c.summary(12).red());
        assertEquals("Club 6", c.summary(12).event());
        assertEquals("Line 1", c.summary(12).opening());
        assertEquals(6, c.summary(2).plies());
        long byPlayer = 0;
        for (int i = 0; i < c.size(); i++) {
            byPlayer += c.summary(i).matches("棋手 7") ? 1 : 0;
        }
        assertEquals(6, byPlayer); // 7, 60, 113, 166, 219, 272 (mod 53 = 7); "棋手 7" is no prefix of others below 53
    }

    @Test
    void aBadGameIsNamedByNumberAndLine() {
        String text = collection(5) + "[Event \"bad\"]\n\n1. h2e2 h2e2 *\n";
        RecordFormatException e = assertThrows(RecordFormatException.class,
                () -> RecordCollection.of(text.getBytes(StandardCharsets.UTF_8), "c.pgn"));
        assertTrue(e.getMessage().startsWith("c.pgn: game 6: line "), e.getMessage());
    }

    @Test
    void devicesHugeAndBinaryFilesAreRefusedBeforeReading() throws IOException {
        RecordFormatException zero = assertThrows(RecordFormatException.class,
                () -> RecordCollection.open(Path.of("/dev/zero")));
        assertEquals("/dev/zero: is not a regular file (a device or a pipe); not read", zero.getMessage());
        RecordFormatException folder = assertThrows(RecordFormatException.class, () -> RecordReader.read(dir));
        assertEquals(dir + ": is a folder, not a game record", folder.getMessage());
        byte[] random = new byte[1 << 20];
        new java.util.Random(7).nextBytes(random);
        random[0] = 'a';
        random[100] = 0;
        Path bin = Files.write(dir.resolve("random.bin"), random);
        RecordFormatException binary = assertThrows(RecordFormatException.class, () -> RecordCollection.open(bin));
        assertTrue(binary.getMessage().startsWith(bin + ": byte "), binary.getMessage());
        assertTrue(binary.getMessage().contains("binary data, not a game record"), binary.getMessage());
        Path cbr = Files.write(dir.resolve("game.cbr"), ("CCBridge Record\0\0\0" + "x".repeat(100))
                .getBytes(StandardCharsets.ISO_8859_1));
        assertEquals(cbr + ": CBR libraries are not supported; export the game as CBF or PGN",
                assertThrows(RecordFormatException.class, () -> RecordReader.read(cbr)).getMessage());
        Path fen = Files.writeString(dir.resolve("p.fen"),
                "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1\n");
        String fenError = assertThrows(RecordFormatException.class, () -> RecordReader.read(fen)).getMessage();
        assertTrue(fenError.startsWith(fen + ": line 1: a FEN/EPD position ('rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1…'), "
                + "not a game record"), fenError);
        Path huge = dir.resolve("huge.pgn");
        try (var ch = java.nio.channels.FileChannel.open(huge, java.nio.file.StandardOpenOption.CREATE_NEW,
                java.nio.file.StandardOpenOption.WRITE)) {
            ch.write(java.nio.ByteBuffer.wrap(new byte[] {'x'}), RecordReader.MAX_BYTES + 10); // sparse
        }
        assertEquals(huge + ": is 64 MiB, larger than the 64 MiB a game record file may be; not read",
                assertThrows(RecordFormatException.class, () -> RecordCollection.open(huge)).getMessage());
    }

    /** {@code record show}, {@code book build} and {@code record convert} of 20,000 games in a JVM of 256 MB heap. */
    @Test
    @Tag("slow")
    void twentyThousandGamesOpenUnder256Megabytes() throws Exception {
        Path pgn = Files.writeString(dir.resolve("big.pgn"), collection(20_000), StandardCharsets.UTF_8);
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        for (List<String> args : List.of(List.of("record", "show", pgn.toString(), "--game", "20000"),
                List.of("book", "build", "--pgn", pgn.toString(), "--out", dir.resolve("b.xqb").toString()),
                List.of("record", "convert", pgn.toString(), "--to", "pgn-gbk", "--out", dir.resolve("c.pgn").toString()))) {
            List<String> cmd = new ArrayList<>(List.of(java, "-Xmx256m", "-cp", System.getProperty("java.class.path"),
                    "org.xqlab.cli.Main"));
            cmd.addAll(args);
            Path out = dir.resolve("out.txt");
            Process p = new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(out.toFile()).start();
            assertTrue(p.waitFor(300, TimeUnit.SECONDS));
            String printed = Files.readString(out);
            assertEquals(0, p.exitValue(), printed);
            if (args.get(1).equals("convert")) {
                assertTrue(printed.startsWith("converted 20000 games from "), printed);
                RecordCollection back = RecordCollection.open(dir.resolve("c.pgn"));
                assertEquals(20_000, back.size(), "every game written");
                assertEquals("Player 2", back.summary(19_999).red(), "game 20000: 20000 mod 101 = 2");
                assertEquals("GBK", back.encoding());
            } else if (args.get(0).equals("record")) {
                assertTrue(printed.contains("games 20000\n") && printed.contains("moves b2e2 h7e7 h0g2 h9g7 i0h0\n"),
                        printed);
            } else {
                assertTrue(printed.startsWith("games 20000 "), printed);
            }
        }
    }
}
