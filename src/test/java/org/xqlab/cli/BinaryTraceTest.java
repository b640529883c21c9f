package org.xqlab.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.xqlab.analysis.ReplayLog;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A binary file given as a trace is named and called no trace, by {@code replay}, {@code figure} and the app's reader. */
class BinaryTraceTest {
    private static final String NOT_A_TRACE = "not a trace: a trace file is JSON Lines text (.jsonl), or that text "
            + "gzip-compressed (.jsonl.gz)";

    @TempDir
    Path dir;

    @Test
    void replayOfABinaryFileNamesItAndSaysItIsNoTrace() throws Exception {
        byte[] bytes = new byte[4096];
        new Random(7).nextBytes(bytes);
        bytes[0] = 'P';
        bytes[1] = 'K';
        bytes[2] = 3;
        bytes[3] = 0;
        Path zip = Files.write(dir.resolve("game.jsonl"), bytes);
        MainTest.Result r = MainTest.run("replay", zip.toString());
        assertEquals(2, r.status(), r.err());
        assertEquals("error: " + zip + " line 1: binary data (a NUL byte at byte 3), " + NOT_A_TRACE + "\n", r.err());
        assertEquals("", r.out());

        Path latin = Files.write(dir.resolve("latin.jsonl"), new byte[] {'{', (byte) 0xE9, (byte) 0xFF, '}', '\n'});
        MainTest.Result l = MainTest.run("replay", latin.toString());
        assertEquals(2, l.status());
        assertEquals("error: " + latin + " line 1: binary data (bytes that are not UTF-8 text), " + NOT_A_TRACE + "\n",
                l.err());
    }

    @Test
    void figureAndTheAppsReaderSayTheSame() throws Exception {
        Path bin = Files.write(dir.resolve("x.jsonl.gz"), new byte[] {1, 2, 0, 4, '\n', 5});
        Path svg = dir.resolve("t.svg");
        MainTest.Result f = MainTest.run("figure", "tree", "--trace", bin.toString(), "--out", svg.toString());
        assertEquals(2, f.status(), f.err());
        assertTrue(f.err().contains(bin + " line 1: binary data (a NUL byte at byte 2), " + NOT_A_TRACE), f.err());
        assertFalse(Files.exists(svg), "no figure");

        ReplayLog log = ReplayLog.load(bin, 1000);
        assertEquals(0, log.size());
        assertEquals("binary data (a NUL byte at byte 2), " + NOT_A_TRACE, log.summary().damage().message());
    }
}
