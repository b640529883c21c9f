package org.xqlab.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The installed packages start the program with a game record's path when one is opened from the desktop. */
class OpensFileTest {
    @TempDir
    Path tmp;

    @Test
    void oneExistingFileOpensTheApp() throws IOException {
        Path game = Files.writeString(tmp.resolve("game.pgn"), "[Event \"?\"]\n\n*\n");
        assertTrue(Main.opensFile(new String[] {game.toString()}));
    }

    @Test
    void commandsOptionsMissingFilesAndFoldersDoNot() throws IOException {
        Path perft = Files.writeString(tmp.resolve("perft"), "");
        assertFalse(Main.opensFile(new String[] {"perft"}));
        assertFalse(Main.opensFile(new String[] {"--help"}));
        assertFalse(Main.opensFile(new String[] {tmp.resolve("missing.pgn").toString()}));
        assertFalse(Main.opensFile(new String[] {tmp.toString()}));
        assertFalse(Main.opensFile(new String[] {perft.toString(), "--depth", "3"}));
        assertFalse(Main.opensFile(new String[] {"bad\0path"}));
    }
}
