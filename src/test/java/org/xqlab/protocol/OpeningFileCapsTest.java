package org.xqlab.protocol;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.xqlab.game.RecordCollectionTest;

import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Opening files (match --openings, match experiments) are read with the game records' checks and caps: a file
 * over 64 MiB, a device or binary data is refused naming the file before anything is kept; a collection is read
 * one game at a time, only main lines kept.
 */
class OpeningFileCapsTest {
    @TempDir
    Path dir;

    @Test
    void aFileOverTheCapIsRefusedBeforeItIsRead() throws Exception {
        Path big = dir.resolve("huge.pgn");
        try (RandomAccessFile f = new RandomAccessFile(big.toFile(), "rw")) {
            f.setLength(100L << 20); // sparse: 100 MiB of zeros
        }
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Opening.read(big));
        assertEquals(big + ": is 100 MiB, larger than the 64 MiB a game record file may be; not read", e.getMessage());
    }

    @Test
    void aDeviceAndBinaryDataAreRefused() throws Exception {
        IllegalArgumentException dev = assertThrows(IllegalArgumentException.class, () -> Opening.read(Path.of("/dev/zero")));
        assertTrue(dev.getMessage().contains("is not a regular file"), dev.getMessage());
        Path bin = Files.write(dir.resolve("zeros.pgn"), new byte[4096]);
        IllegalArgumentException b = assertThrows(IllegalArgumentException.class, () -> Opening.read(bin));
        assertTrue(b.getMessage().startsWith(bin + ": byte 0 (0x0): binary data, not a game record"), b.getMessage());
    }

    @Test
    void aCollectionGivesTheMainLineOfEachGame() throws Exception {
        Path pgn = Files.writeString(dir.resolve("c.pgn"), RecordCollectionTest.collection(3000), StandardCharsets.UTF_8);
        List<Opening> openings = Opening.read(pgn);
        assertEquals(3000, openings.size());
        assertEquals("Line 1", openings.get(0).name());
        assertTrue(openings.stream().allMatch(o -> o.moves().size() >= 4));
    }
}
