package org.xqlab.game;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** PGN and DhtmlXQ collections are read a game at a time from the file, in every encoding, naming file lines. */
class StreamingRecordsTest {
    @TempDir
    Path dir;

    /** {@code games} DhtmlXQ blocks, game g titled "Game g", one field a line. */
    static String dhtml(int games) {
        StringBuilder sb = new StringBuilder();
        for (int g = 1; g <= games; g++) {
            sb.append("[DhtmlXQ]\n[DhtmlXQ_title]Game ").append(g).append("[/DhtmlXQ_title]\n[DhtmlXQ_red]红方 ")
                    .append(g % 13).append("[/DhtmlXQ_red]\n[DhtmlXQ_movelist]")
                    .append(g % 2 == 0 ? "77477062" : "7747").append("[/DhtmlXQ_movelist]\n[/DhtmlXQ]\n");
        }
        return sb.toString();
    }

    @Test
    void aDhtmlXqCollectionIsIndexedNotKept() throws Exception {
        Path f = Files.writeString(dir.resolve("c.txt"), dhtml(500));
        RecordCollection c = RecordCollection.open(f);
        assertEquals(RecordFormat.DHTMLXQ, c.format());
        assertEquals(500, c.size());
        assertEquals("Game 321", c.summary(320).event());
        assertEquals("红方 10", c.summary(321).red());
        assertEquals(4, c.game(499).mainLine().size() * 2, "game 500: two plies");
        assertEquals(1, c.game(498).mainLine().size());
        assertNotSame(c.game(7), c.game(7), "a game is read again from the file when it is wanted, not kept");
    }

    @Test
    void aBadGameDeepInACollectionIsNamedByItsNumberAndItsLineInTheFile() throws Exception {
        String text = dhtml(40) + "[DhtmlXQ]\n[DhtmlXQ_movelist]7747774[/DhtmlXQ_movelist]\n[/DhtmlXQ]\n";
        Path f = Files.writeString(dir.resolve("bad.txt"), text);
        RecordFormatException e = assertThrows(RecordFormatException.class, () -> RecordCollection.open(f));
        assertTrue(e.getMessage().startsWith(f + ": game 41: line 202: "), e.getMessage());
        String pgn = RecordCollectionTest.collection(30) + "[Event \"bad\"]\n\n1. h2e2 h2e2 *\n";
        Path p = Files.writeString(dir.resolve("bad.pgn"), pgn);
        RecordFormatException pe = assertThrows(RecordFormatException.class, () -> RecordCollection.open(p));
        int line = (int) pgn.lines().count();
        assertTrue(pe.getMessage().startsWith(p + ": game 31: line " + line + ": "), pe.getMessage());
    }

    @Test
    void gbkAndBig5CollectionsSplitOnTheirBytesAlone() throws Exception {
        // GBK 倉 is 0x82 0x7D and BIG5 弓 is 0xA4 0x7D: a second byte that reads as '}' in ASCII; were it taken for
        // the comment's end, the comment's next line, starting with '[', would be cut as a new game
        for (Charset cs : List.of(Charset.forName("GBK"), Charset.forName("Big5"))) {
            boolean big5 = cs.name().equals("Big5");
            StringBuilder sb = new StringBuilder();
            for (int g = 1; g <= 50; g++) {
                sb.append("[Event \"").append(big5 ? "賽事 " : "赛事 ").append(g).append("\"]\n[Red \"")
                        .append(big5 ? "紅方" : "红方").append("\"]\n\n1. ").append(big5 ? "砲二平五 {弓" : "炮二平五 {倉")
                        .append("\n[").append(big5 ? "註" : "注").append("] 攻守} ").append(big5 ? "馬８進７" : "马８进７")
                        .append(" *\n\n");
            }
            Path f = Files.write(dir.resolve("c-" + cs.name() + ".pgn"), sb.toString().getBytes(cs));
            RecordCollection c = RecordCollection.open(f);
            assertEquals(50, c.size(), cs.name());
            assertEquals(big5 ? "BIG5" : "GBK", c.encoding());
            assertEquals(2, c.game(49).mainLine().size());
            assertTrue(c.summary(49).event().endsWith(" 50"), c.summary(49).event());
        }
    }

    /**
     * A PGN of 2,000 games with a 10 KB comment each (20 MB) is shown in a JVM of 32 MB heap, and the same games as
     * DhtmlXQ: neither file is held whole (the text alone, as bytes and as a String, would take 40 MB).
     */
    @Test
    @Tag("slow")
    void collectionsLargerThanTheHeapAreShownInA32MegabyteHeap() throws Exception {
        String note = "a long note ".repeat(850);
        StringBuilder pgn = new StringBuilder();
        StringBuilder dh = new StringBuilder();
        for (int g = 1; g <= 2000; g++) {
            pgn.append("[Event \"E ").append(g).append("\"]\n\n1. h2e2 {").append(note).append("} h9g7 *\n\n");
            dh.append("[DhtmlXQ]\n[DhtmlXQ_title]E ").append(g).append("[/DhtmlXQ_title]\n[DhtmlXQ_movelist]77477062"
                    + "[/DhtmlXQ_movelist]\n[DhtmlXQ_comment1]").append(note).append("[/DhtmlXQ_comment1]\n[/DhtmlXQ]\n");
        }
        Path p = Files.writeString(dir.resolve("big.pgn"), pgn, StandardCharsets.UTF_8);
        Path d = Files.writeString(dir.resolve("big.txt"), dh, StandardCharsets.UTF_8);
        assertTrue(Files.size(p) > 20_000_000 && Files.size(d) > 20_000_000);
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        for (Path f : List.of(p, d)) {
            List<String> cmd = new ArrayList<>(List.of(java, "-Xmx32m", "-cp", System.getProperty("java.class.path"),
                    "org.xqlab.cli.Main", "record", "show", f.toString(), "--game", "2000"));
            Path out = dir.resolve("out.txt");
            Process proc = new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(out.toFile()).start();
            assertTrue(proc.waitFor(300, TimeUnit.SECONDS));
            String printed = Files.readString(out);
            assertEquals(0, proc.exitValue(), printed);
            assertTrue(printed.contains("games 2000\n") && printed.contains("moves h2e2 h9g7\n"), printed);
        }
    }
}
