package org.xqlab.io;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Saved files honour the umask (0644 under 022) and a replaced file keeps its mode. */
class FileModeTest {
    @TempDir
    Path dir;

    private static String mode(Path file) throws IOException {
        return PosixFilePermissions.toString(Files.getPosixFilePermissions(file));
    }

    /** Runs the program's command line in a shell with the given umask; returns its exit status. */
    private int runWithUmask(String umask, String... args) throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        List<String> cmd = new ArrayList<>(List.of("sh", "-c", "umask " + umask + " && exec \"$@\"", "sh", java, "-cp",
                System.getProperty("java.class.path"), "org.xqlab.cli.Main"));
        cmd.addAll(List.of(args));
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(dir.resolve("log.txt").toFile())
                .start();
        assertTrue(p.waitFor(120, TimeUnit.SECONDS));
        return p.exitValue();
    }

    @Test
    void aNewFileGetsTheModeTheProcessUmaskGives() throws IOException {
        Path probe = Files.createFile(dir.resolve("probe")); // the mode any program here would give
        Path saved = dir.resolve("saved.txt");
        AtomicFile.writeString(saved, "x");
        assertEquals(mode(probe), mode(saved));
        Path appended = dir.resolve("appended.txt");
        try (var out = AtomicFile.append(appended, false)) {
            out.write('x');
        }
        assertEquals(mode(probe), mode(appended));
    }

    @Test
    void aReplacedFileKeepsItsMode() throws IOException {
        for (String mode : new String[] {"rw-r--r--", "rw-r-----", "rw-rw-r--", "r--r--r--", "rw-------"}) {
            Path file = dir.resolve("kept-" + mode + ".txt");
            Files.writeString(file, "old");
            Files.setPosixFilePermissions(file, PosixFilePermissions.fromString(mode));
            AtomicFile.writeString(file, "new");
            assertEquals("new", Files.readString(file));
            assertEquals(mode, mode(file));
        }
    }

    @Test
    void commandsSaveUnderUmask022WithMode0644() throws Exception {
        Path pgn = dir.resolve("in.pgn");
        Files.writeString(pgn, "[Event \"x\"]\n\n1. h2e2 h9g7 2. h0g2 *\n");
        Path xqf = dir.resolve("out.xqf");
        assertEquals(0, runWithUmask("022", "record", "convert", pgn.toString(), "--to", "xqf", "--out", xqf.toString()));
        assertEquals("rw-r--r--", mode(xqf));
        Path book = dir.resolve("b.xqb");
        assertEquals(0, runWithUmask("022", "book", "build", "--pgn", pgn.toString(), "--out", book.toString()));
        assertEquals("rw-r--r--", mode(book));
        Path trace = dir.resolve("t.jsonl");
        assertEquals(0, runWithUmask("022", "trace", "--depth", "2", "--out", trace.toString()));
        assertEquals("rw-r--r--", mode(trace));
        Path games = dir.resolve("m.pgn");
        assertEquals(0, runWithUmask("022", "match", "--engine1", "preset:full", "--engine2", "preset:full",
                "--games", "2", "--nodes", "200", "--max-plies", "10", "--out", games.toString()));
        assertEquals("rw-r--r--", mode(games));
        // 027 gives 0640; a file replaced keeps the mode it had
        Files.setPosixFilePermissions(xqf, PosixFilePermissions.fromString("rw-rw-r--"));
        assertEquals(0, runWithUmask("027", "record", "convert", pgn.toString(), "--to", "xqf", "--out", xqf.toString()));
        assertEquals("rw-rw-r--", mode(xqf));
        Path fresh = dir.resolve("fresh.pgn");
        assertEquals(0, runWithUmask("027", "record", "convert", pgn.toString(), "--to", "pgn", "--out",
                fresh.toString()));
        assertEquals("rw-r-----", mode(fresh));
    }
}
