package org.xqlab.game;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.xqlab.rules.Move;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Variations nested to any depth and games with very many branches are read and written without deep
 * recursion and in time linear in their size.
 */
class DeepRecordsTest {
    @TempDir
    Path dir;

    /** The shuffle of the right horses: h0g2 h9g7 g2h0 g7h9, again and again. */
    private static int shuffle(int ply) {
        return Move.parseIccs(new String[] {"h0g2", "h9g7", "g2h0", "g7h9"}[ply % 4]);
    }

    /** The other horse's first move, red's or black's: a move that is always legal where the shuffle is. */
    private static int aside(int ply) {
        return Move.parseIccs(ply % 2 == 0 ? "b0c2" : "b9c7");
    }

    /** {@code depth} variations, each inside the one before: at every level a main move and the line that goes on. */
    static GameRecord nested(int depth) {
        GameRecord g = new GameRecord();
        GameRecord.Node cur = g.root();
        for (int d = 0; d < depth; d++) {
            g.attach(cur, aside(d));
            cur = g.attach(cur, shuffle(d));
        }
        return g;
    }

    /** A main line of {@code plies} horse shuffles with a one-move branch at every ply. */
    static GameRecord branched(int plies) {
        GameRecord g = new GameRecord();
        GameRecord.Node cur = g.root();
        for (int d = 0; d < plies; d++) {
            GameRecord.Node next = g.attach(cur, shuffle(d));
            g.attach(cur, aside(d));
            cur = next;
        }
        return g;
    }

    @Test
    void fiveThousandNestedVariationsConvertInEveryFormat() throws Exception {
        // a JVM with the default thread stack: the test JVM's own is larger
        String pgn = GameRecordText.write(nested(5_000));
        assertEquals(5_000, pgn.chars().filter(c -> c == '(').count());
        Path in = Files.writeString(dir.resolve("nested.pgn"), pgn, StandardCharsets.UTF_8);
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        for (String to : List.of("pgn", "dhtmlxq", "xqf", "pgn-gbk")) {
            Path out = dir.resolve("out." + to);
            List<String> cmd = new ArrayList<>(List.of(java, "-Xss512k", "-cp", System.getProperty("java.class.path"),
                    "org.xqlab.cli.Main", "record", "convert", in.toString(), "--to", to, "--out", out.toString()));
            Path log = dir.resolve("log.txt");
            Process p = new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(log.toFile()).start();
            assertTrue(p.waitFor(120, TimeUnit.SECONDS));
            String printed = Files.readString(log);
            assertEquals(0, p.exitValue(), to + ": " + printed);
            assertTrue(printed.startsWith("converted 1 game from "), printed);
            GameRecord back = RecordReader.read(out).first();
            assertEquals(5_000, back.variationCount(), to);
        }
    }

    @Test
    void aHundredThousandBranchesGoThroughDhtmlXqBothWays() {
        GameRecord g = branched(100_000);
        assertEquals(100_000, g.variationCount());
        long start = System.nanoTime();
        String text = RecordWriter.dhtmlXq(List.of(g));
        GameRecord back = RecordReader.readText(text, "branches").first();
        long seconds = TimeUnit.NANOSECONDS.toSeconds(System.nanoTime() - start);
        assertEquals(100_000, back.variationCount());
        assertEquals(GameRecordText.write(g), GameRecordText.write(back), "the same tree");
        assertTrue(seconds < 120, "took " + seconds + " s"); // minutes when quadratic; a generous bound for a busy machine
    }
}
