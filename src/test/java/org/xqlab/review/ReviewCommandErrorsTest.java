package org.xqlab.review;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.charset.Charset;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The review command refuses, in one line and before any search, what would lose the user's work or what it
 * cannot do: an output that is the input file, a game number below 1, a journal of another file, options that
 * exclude each other, a format it does not write.
 */
class ReviewCommandErrorsTest {
    @TempDir
    Path tmp;

    private Path threeGamesGbk() throws Exception {
        Path pgn = tmp.resolve("class.pgn");
        String games = ReviewerTest.PLANTED.replace("\"A\"", "\"红方\"") + "\n" + ReviewerTest.PLANTED + "\n"
                + ReviewerTest.PLANTED.replace("\"B\"", "\"黑方\"");
        Files.write(pgn, games.getBytes(Charset.forName("GBK")));
        return pgn;
    }

    @Test
    void theOutputIsNeverTheInputUnderAnyName() throws Exception {
        Path pgn = threeGamesGbk();
        byte[] before = Files.readAllBytes(pgn);
        Path link = tmp.resolve("link.pgn");
        Files.createSymbolicLink(link, pgn);
        Path relative = Path.of("").toAbsolutePath().relativize(pgn);
        for (Path out : new Path[] {pgn, link, relative}) {
            String[] r = ReviewResumeTest.run("review", pgn.toString(), "--nodes", "2000", "--out", out.toString());
            assertEquals("2", r[0], out + ": " + r[2]);
            assertEquals("error: --out " + out + " is the input file " + pgn
                    + ": writing it would replace the games being read; name another file\n", r[2]);
            assertArrayEquals(before, Files.readAllBytes(pgn), "the input is kept");
            assertFalse(Files.exists(ReviewJournal.of(out)), "no journal either");
        }
        String[] other = ReviewResumeTest.run("review", link.toString(), "--nodes", "2000", "--out", pgn.toString());
        assertEquals("2", other[0], other[2]);
        assertArrayEquals(before, Files.readAllBytes(pgn));
    }

    @Test
    void gamesAreNumberedFromOne() throws Exception {
        Path pgn = threeGamesGbk();
        for (String n : new String[] {"0", "-1"}) {
            String[] r = ReviewResumeTest.run("review", pgn.toString(), "--game", n);
            assertEquals("2", r[0], r[2]);
            assertEquals("error: --game must be 1..3: games are numbered from 1 (" + pgn + " holds 3 games)\n", r[2]);
        }
    }

    @Test
    void aJournalOfAnotherFileNamesBothFiles() throws Exception {
        Path pgn = threeGamesGbk();
        Path out = tmp.resolve("reviewed.pgn");
        Files.writeString(ReviewJournal.of(out), "# xiangqi-lab review journal\n# file 0123abcd\n"
                + "# path /home/teacher/other.pgn\n# games 1\n");
        String[] r = ReviewResumeTest.run("review", pgn.toString(), "--nodes", "2000", "--out", out.toString(),
                "--resume");
        assertEquals("2", r[0], r[2]);
        assertTrue(r[2].startsWith("error: --resume: the cut review in " + ReviewJournal.of(out)
                + " was made of /home/teacher/other.pgn (SHA-256 0123abcd), this command gives "
                + pgn.toAbsolutePath() + " (SHA-256 "), r[2]);
        assertEquals(1, r[2].lines().count(), r[2]);
    }

    @Test
    void conflictingOptionsAndAnUnknownFormatAreOneLine() throws Exception {
        Path pgn = threeGamesGbk();
        String[] both = ReviewResumeTest.run("review", pgn.toString(), "--all", "--game", "2");
        assertEquals("2", both[0], both[2]);
        assertEquals(1, both[2].lines().count(), both[2]);
        assertTrue(both[2].startsWith("error: ") && both[2].contains("mutually exclusive")
                && both[2].contains("see 'xiangqi-lab review --help'"), both[2]);
        String[] unknown = ReviewResumeTest.run("review", pgn.toString(), "--nodez", "5");
        assertEquals("2", unknown[0], unknown[2]);
        assertEquals(1, unknown[2].lines().count(), unknown[2]);
        assertTrue(unknown[2].startsWith("error: Unknown option") && unknown[2].contains("'--nodez'")
                && unknown[2].contains("(did you mean --nodes?)"), unknown[2]);
        String[] format = ReviewResumeTest.run("review", pgn.toString(), "--out", tmp.resolve("x.docx").toString(),
                "--to", "docx");
        assertEquals("2", format[0], format[2]);
        assertEquals("error: --to: unknown record format 'docx': expected pgn, pgn-gbk, dhtmlxq, xqf or json\n",
                format[2]);
    }
}
