package org.xqlab.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Binary data given as a classroom tree file is refused as such, not with the decoder's "Input length = 1". */
class BinaryTreeFileTest {
    @TempDir
    Path dir;

    @Test
    void binaryAndNonUtf8TreeFilesAreNamedAsSuch() throws Exception {
        Path nul = Files.write(dir.resolve("nul.json"), new byte[] {'{', '\n', ' ', 0, 1, 2});
        MainTest.Result r = MainTest.run("figure", "tree", "--tree", nul.toString(), "--out", dir.resolve("a.svg").toString());
        assertEquals(2, r.status(), r.err());
        assertTrue(r.err().contains("tree file " + nul + ": line 2, column 2: binary data (a NUL byte), not a tree file:"
                + " a tree file is JSON text in UTF-8"), r.err());

        Path latin = Files.write(dir.resolve("gbk.json"), new byte[] {'{', '"', (byte) 0xff, (byte) 0xfe, '"', '}'});
        r = MainTest.run("figure", "tree", "--tree", latin.toString(), "--out", dir.resolve("b.svg").toString());
        assertEquals(2, r.status(), r.err());
        assertTrue(r.err().contains("bytes that are not UTF-8 text (binary data?), not a tree file"), r.err());
        assertFalse(r.err().contains("Input length"), r.err());
        assertFalse(Files.exists(dir.resolve("b.svg")));
    }
}
