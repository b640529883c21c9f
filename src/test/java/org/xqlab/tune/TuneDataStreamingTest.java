package org.xqlab.tune;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.xqlab.game.GameRecord;
import org.xqlab.game.RecordReader;
import org.xqlab.rules.Fen;
import org.xqlab.rules.Move;
import org.xqlab.rules.Position;

import java.io.BufferedWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Tuning data from game records is read one game at a time: a PGN file of 20,000 games becomes a data
 * set in a JVM of 256 MB heap (reading every game first would hold some 30 KB a game, 600 MB), and the
 * data are the same as those built from the games read whole.
 */
class TuneDataStreamingTest {
    @TempDir
    Path tmp;

    /** {@code games} games of 24 random legal plies from the start, seeded, with results in turn. */
    static void writeGames(Path file, int games, long seed) throws Exception {
        Random random = new Random(seed);
        String[] results = {"1-0", "0-1", "1/2-1/2"};
        try (BufferedWriter out = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            for (int g = 0; g < games; g++) {
                String result = results[g % 3];
                out.write("[Event \"generated " + (g + 1) + "\"]\n[Red \"r\"]\n[Black \"b\"]\n[Result \"" + result + "\"]\n\n");
                Position p = Fen.parse(Fen.START);
                StringBuilder moves = new StringBuilder();
                for (int ply = 0; ply < 24; ply++) {
                    int[] legal = p.legalMoves();
                    if (legal.length == 0) {
                        break;
                    }
                    int m = legal[random.nextInt(legal.length)];
                    if (ply % 2 == 0) {
                        moves.append(ply / 2 + 1).append(". ");
                    }
                    moves.append(Move.iccs(m)).append(' ');
                    p.play(m);
                }
                out.write(moves.toString());
                out.write(result + "\n\n");
            }
        }
    }

    @Test
    void readingGameByGameGivesTheDataOfTheGamesReadWhole() throws Exception {
        Path pgn = tmp.resolve("small.pgn");
        writeGames(pgn, 60, 5);
        List<GameRecord> whole = RecordReader.read(pgn).games();
        TuneData expected = TuneData.ofGames(whole, 6, "records");
        TuneData.Read read = TuneData.readGames(List.of(pgn), 6, "records", w -> { });
        assertEquals(60, read.games());
        assertTrue(expected.size() > 100, "positions: " + expected.size());
        Path a = tmp.resolve("a.txt");
        Path b = tmp.resolve("b.txt");
        expected.save(a);
        read.data().save(b);
        assertEquals(Files.readString(a), Files.readString(b));
    }

    @Test
    @Tag("slow")
    void twentyThousandGamesFitIn256Megabytes() throws Exception {
        Path pgn = tmp.resolve("big.pgn");
        writeGames(pgn, 20_000, 7);
        Path data = tmp.resolve("data.txt");
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process p = new ProcessBuilder(java, "-Xmx256m", "-cp", System.getProperty("java.class.path"), "org.xqlab.cli.Main",
                "tune", "data", "--records", pgn.toString(), "--skip-plies", "6", "--out", data.toString())
                .redirectErrorStream(true).redirectOutput(tmp.resolve("log.txt").toFile()).start();
        assertTrue(p.waitFor(20, TimeUnit.MINUTES), "tune data finished");
        String log = Files.readString(tmp.resolve("log.txt"));
        assertEquals(0, p.exitValue(), log);
        assertTrue(log.contains("records: 20000 games"), log);
        TuneData d = TuneData.load(data);
        assertTrue(d.size() > 50_000, "positions: " + d.size());
        assertTrue(d.game(d.size() - 1) >= 19_900, "the last games' positions are in: " + d.game(d.size() - 1));
    }
}
