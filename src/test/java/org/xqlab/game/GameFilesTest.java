package org.xqlab.game;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.xqlab.rules.Move;
import org.xqlab.rules.Notation;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class GameFilesTest {
    @TempDir
    Path dir;

    private static GameRecord opening() {
        GameRecord g = new GameRecord();
        g.addMove(Move.parseIccs("h2e2"));
        g.addMove(Move.parseIccs("h9g7"));
        return g;
    }

    @Test
    void savingReplacesTheWholeFileAndLeavesNoTemporaryFile() throws IOException {
        Path file = dir.resolve("game.pgn");
        Files.writeString(file, "x".repeat(5000));
        GameFiles.write(file, opening(), Notation.CHINESE);
        String text = Files.readString(file, StandardCharsets.UTF_8);
        assertTrue(text.contains("1. 炮二平五 馬８進７"), text);
        assertFalse(text.contains("xxx"));
        try (Stream<Path> files = Files.list(dir)) {
            assertEquals(1, files.count(), "only the game file remains");
        }
    }

    @Test
    void aFailedSaveLeavesTheOldFileIntact() throws IOException {
        Path sub = dir.resolve("sub");
        Files.createDirectories(sub);
        Path file = sub.resolve("game.pgn");
        Files.writeString(file, "old");
        Path blocker = dir.resolve("file-not-dir");
        Files.writeString(blocker, "");
        assertThrows(IOException.class, () -> GameFiles.write(blocker.resolve("x.pgn"), opening(), Notation.ICCS));
        assertEquals("old", Files.readString(file));
    }

    @Test
    void invalidUtf8FallsBackToGbk() {
        byte[] gbk = "[Event \"象棋\"]\n1. 炮二平五 马8进7 *".getBytes(GameFiles.GBK);
        GameFiles.Decoded d = GameFiles.decode(gbk);
        assertEquals(GameFiles.GBK, d.charset());
        assertTrue(d.text().contains("炮二平五"));
        byte[] bom = "\uFEFF1. h2e2".getBytes(StandardCharsets.UTF_8);
        assertEquals("1. h2e2", GameFiles.decode(bom).text());
    }

    @Test
    void aBadFileIsReportedWithItsNameAndLine(@TempDir Path tmp) throws IOException {
        Path file = tmp.resolve("broken.pgn");
        Files.writeString(file, "[Event \"x\"]\n\n1. h2e2 h9g7\n2. h2h9 *\n");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> GameFiles.read(file));
        assertTrue(e.getMessage().startsWith("broken.pgn: game 1: line 4: move 'h2h9'"), e.getMessage());
    }
}
