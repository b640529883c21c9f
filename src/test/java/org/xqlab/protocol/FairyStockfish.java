package org.xqlab.protocol;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

/** Where Debian's fairy-stockfish package puts the engine; tests skip with a message when it is absent. */
final class FairyStockfish {
    static final String PATH = "/usr/games/fairy-stockfish";

    private FairyStockfish() {
    }

    static void assumeInstalled() {
        assumeTrue(Files.isExecutable(Path.of(PATH)),
                "Fairy-Stockfish is not installed (apt-get install fairy-stockfish puts it at " + PATH + ")");
    }
}
