package org.xqlab.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A Chinese file name under {@code LC_ALL=C}: the JVM decodes arguments in the locale's encoding (ASCII), so
 * the name's bytes are lost before the program starts; the program says so and how to run it, instead of a raw
 * InvalidPathException. Under a UTF-8 locale the same file opens.
 */
class LocaleFileNamesTest {
    private static String run(Path dir, String locale, String file) throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        ProcessBuilder pb = new ProcessBuilder(java, "-cp", System.getProperty("java.class.path"),
                "org.xqlab.cli.Main", "record", "show", file).directory(dir.toFile()).redirectErrorStream(true);
        pb.environment().keySet().removeIf(k -> k.startsWith("LC_") || k.equals("LANG"));
        pb.environment().put("LC_ALL", locale);
        Process p = pb.start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(60, TimeUnit.SECONDS));
        return p.exitValue() + "\n" + out;
    }

    @Test
    void aChineseFileNameUnderTheCLocaleGetsAClearMessage(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("棋谱.pgn"), "1. h2e2 h9g7 *\n", StandardCharsets.UTF_8);
        String c = run(dir, "C", "棋谱.pgn");
        assertTrue(c.startsWith("2\nerror: the argument '"), c);
        assertTrue(c.contains("cannot carry, so the file cannot be named; run with a UTF-8 locale, e.g. LC_ALL=C.UTF-8"),
                c);
        String utf8 = run(dir, "C.UTF-8", "棋谱.pgn");
        assertTrue(utf8.startsWith("0\nfile 棋谱.pgn\n"), utf8);
        assertTrue(utf8.contains("moves h2e2 h9g7"), utf8);
    }
}
