package org.xqlab.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.zip.GZIPOutputStream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A trace cut short or corrupted replays up to the damage and says where it stopped; hostile ones stay bounded. */
class TraceDamageTest {
    @TempDir
    Path dir;

    private Path record(String name) {
        Path file = dir.resolve(name);
        assertEquals(0, MainTest.run("trace", "--depth", "3", "--out", file.toString()).status());
        return file;
    }

    private static long events(MainTest.Result r) {
        String line = r.out().lines().filter(l -> l.startsWith("events ")).findFirst().orElseThrow();
        return Long.parseLong(line.split(" ")[1]);
    }

    @Test
    void truncatedGzipTraceReplaysUpToTheCut() throws IOException {
        Path whole = record("t.jsonl.gz");
        long all = events(MainTest.run("replay", whole.toString()));
        byte[] bytes = Files.readAllBytes(whole);
        Path cut = dir.resolve("cut.jsonl.gz");
        Files.write(cut, Arrays.copyOf(bytes, bytes.length / 2));
        MainTest.Result r = MainTest.run("replay", cut.toString());
        assertEquals(2, r.status(), r.err());
        long read = events(r);
        assertTrue(read > all / 4 && read < all, read + " of " + all + " events replayed");
        assertTrue(r.err().matches("(?s)error: .*cut\\.jsonl\\.gz line \\d+: the gzip data is cut off after line \\d+ "
                + "\\(Unexpected end of ZLIB input stream\\).*"), r.err());
        assertTrue(r.out().contains("nodes"), "the statistics of what was read are printed: " + r.out());
    }

    @Test
    void corruptGzipDataStopsAtTheDamage() throws IOException {
        Path whole = record("t.jsonl.gz");
        byte[] bytes = Files.readAllBytes(whole);
        for (int i = bytes.length / 2; i < bytes.length / 2 + 64; i++) {
            bytes[i] ^= 0x5a;
        }
        Path bad = dir.resolve("bad.jsonl.gz");
        Files.write(bad, bytes);
        MainTest.Result r = MainTest.run("replay", bad.toString());
        assertEquals(2, r.status(), r.err());
        assertTrue(events(r) > 0, r.out());
        assertTrue(r.err().contains("bad.jsonl.gz line "), r.err());
    }

    @Test
    void aTraceCutBetweenLinesBeforeTheSearchEndedSaysSo() throws IOException {
        Path whole = record("t.jsonl");
        java.util.List<String> lines = Files.readAllLines(whole);
        assertTrue(lines.get(lines.size() - 1).contains("\"search_end\""), "a whole trace ends with search_end");
        assertEquals(0, MainTest.run("replay", whole.toString()).status());
        Path cut = dir.resolve("cut.jsonl");
        Files.write(cut, lines.subList(0, lines.size() * 2 / 3));
        MainTest.Result r = MainTest.run("replay", cut.toString());
        assertEquals(2, r.status(), r.err());
        assertTrue(r.err().contains("cut.jsonl has no search_end record: the recording was cut before the search ended"),
                r.err());
        assertTrue(events(r) > 0 && r.out().contains("nodes"), "the statistics of what was read are printed: " + r.out());
    }

    @Test
    void plainTraceCutInsideALineSaysSo() throws IOException {
        Path whole = record("t.jsonl");
        byte[] bytes = Files.readAllBytes(whole);
        int cutAt = bytes.length / 2;
        while (bytes[cutAt] == '\n' || bytes[cutAt - 1] == '\n') {
            cutAt++;
        }
        Path cut = dir.resolve("cut.jsonl");
        Files.write(cut, Arrays.copyOf(bytes, cutAt));
        MainTest.Result r = MainTest.run("replay", cut.toString());
        assertEquals(2, r.status(), r.err());
        long lines = new String(bytes, 0, cutAt, StandardCharsets.UTF_8).lines().count();
        assertTrue(r.err().contains("line " + lines + ": bad JSON"), r.err());
        assertTrue(r.err().contains("the file ends inside this line: it was cut short"), r.err());
        assertEquals(lines - 2, events(r), "every complete event line before the cut was replayed");
    }

    @Test
    void gzipBombIsRefusedQuicklyWithBoundedMemory() throws IOException {
        Path bomb = dir.resolve("bomb.jsonl.gz");
        byte[] zeros = new byte[1 << 20];
        try (OutputStream out = new GZIPOutputStream(Files.newOutputStream(bomb))) {
            for (int i = 0; i < 1024; i++) { // 1 GiB of zero bytes in about 1 MB
                out.write(zeros);
            }
        }
        assertTrue(Files.size(bomb) < 2_000_000, "the bomb is small: " + Files.size(bomb));
        MainTest.Result r = assertTimeoutPreemptively(java.time.Duration.ofSeconds(20),
                () -> MainTest.run("replay", bomb.toString()));
        assertEquals(2, r.status(), r.err());
        assertEquals("error: " + bomb + " line 1: binary data (a NUL byte at byte 0 in the decompressed data), not a "
                + "trace: a trace file is JSON Lines text (.jsonl), or that text gzip-compressed (.jsonl.gz)\n", r.err());
        assertEquals("", r.out(), "no statistics of a file that is not a trace");
    }

    @Test
    void gzipBombAfterAValidHeaderIsRefusedToo() throws IOException {
        Path whole = record("t.jsonl");
        String header = Files.readString(whole).lines().findFirst().orElseThrow();
        Path bomb = dir.resolve("bomb2.jsonl.gz");
        try (OutputStream out = new GZIPOutputStream(Files.newOutputStream(bomb))) {
            out.write((header + "\n").getBytes(StandardCharsets.UTF_8));
            byte[] spaces = new byte[1 << 20];
            Arrays.fill(spaces, (byte) ' ');
            for (int i = 0; i < 256; i++) {
                out.write(spaces);
            }
        }
        MainTest.Result r = MainTest.run("replay", bomb.toString());
        assertEquals(2, r.status(), r.err());
        assertTrue(r.err().contains("line 2: line 2 is longer than"), r.err());
    }
}
