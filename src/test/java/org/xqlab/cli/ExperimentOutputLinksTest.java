package org.xqlab.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * An experiment writes only inside the folder the user chose: a symbolic link on the way to its output
 * folder (a shard's folder, a sub-folder of its {@code output} field) or inside it (a {@code report.md}
 * pointing at a file elsewhere) is refused before any work, naming the link, and the link's target is
 * never touched.
 */
class ExperimentOutputLinksTest {
    @TempDir
    Path dir;

    private Path experiment(String output) throws Exception {
        Path file = dir.resolve("exp.json");
        Files.writeString(file, "{\"name\": \"l\", \"suites\": [\"tactics\"], \"variants\": [{\"name\": \"a\"}],"
                + " \"depths\": [1], \"output\": \"" + output + "\"}");
        return file;
    }

    @Test
    void aReportFileLinkedOutsideTheOutFolderIsRefusedAndItsTargetKept() throws Exception {
        Path victim = Files.writeString(dir.resolve("victim.txt"), "keep me\n");
        Path out = Files.createDirectories(dir.resolve("res"));
        Path link = Files.createSymbolicLink(out.resolve("report.md"), victim);
        MainTest.Result r = MainTest.run("experiment", "run", experiment("results/l").toString(), "--out",
                out.toString(), "--quiet");
        assertEquals(2, r.status(), r.err());
        assertEquals("error: --out " + out + ": " + link + " is a symbolic link to " + victim + ", outside " + out
                + "; results are written only inside the chosen folder, never through a link: remove the link or "
                + "choose another folder with --out\n", r.err());
        assertEquals("", r.out());
        assertEquals("keep me\n", Files.readString(victim));
        assertTrue(Files.isSymbolicLink(link));
        assertFalse(Files.exists(out.resolve("rows.csv")), "nothing was run");
        assertFalse(Files.exists(out.resolve("experiment.json")), "nothing was written");
    }

    @Test
    void aLinkInsideTheFolderToAFileInsideItIsAllowed() throws Exception {
        Path out = Files.createDirectories(dir.resolve("res"));
        Files.writeString(out.resolve("notes.txt"), "mine\n");
        Files.createSymbolicLink(out.resolve("notes-link.txt"), out.resolve("notes.txt"));
        MainTest.Result r = MainTest.run("experiment", "run", experiment("results/l").toString(), "--out",
                out.toString(), "--quiet");
        assertEquals(0, r.status(), r.err());
        assertTrue(Files.exists(out.resolve("rows.csv")));
        assertEquals("mine\n", Files.readString(out.resolve("notes.txt")));
    }

    @Test
    void mergeRefusesAnOutFolderHoldingALinkOutside() throws Exception {
        Path elsewhere = Files.createDirectories(dir.resolve("elsewhere"));
        Path victim = Files.writeString(elsewhere.resolve("rows.csv"), "precious\n");
        Path out = Files.createDirectories(dir.resolve("merged"));
        Path link = Files.createSymbolicLink(out.resolve("rows.csv"), victim);
        MainTest.Result r = MainTest.run("experiment", "merge", "--out", out.toString(), dir.resolve("s1").toString());
        assertEquals(2, r.status(), r.err());
        assertTrue(r.err().startsWith("error: --out " + out + ": " + link + " is a symbolic link to " + victim),
                r.err());
        assertEquals("precious\n", Files.readString(victim));
    }

    /** Runs the command line in a child JVM whose working folder is {@code cwd} (the output field is relative to it). */
    private static MainTest.Result inFolder(Path cwd, String... args) throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        List<String> cmd = new ArrayList<>(List.of(java, "-Xmx256m", "-cp", System.getProperty("java.class.path"),
                HostileProbe.class.getName()));
        cmd.addAll(List.of(args));
        Process p = new ProcessBuilder(cmd).directory(cwd.toFile()).redirectError(ProcessBuilder.Redirect.PIPE).start();
        byte[] out = p.getInputStream().readAllBytes();
        byte[] err = p.getErrorStream().readAllBytes();
        assertTrue(p.waitFor(120, TimeUnit.SECONDS), "the child ends");
        return new MainTest.Result(p.exitValue(), new String(out, StandardCharsets.UTF_8),
                new String(err, StandardCharsets.UTF_8));
    }

    @Test
    void aShardFolderOrAnOutputSubFolderLinkedElsewhereIsRefused() throws Exception {
        Path work = Files.createDirectories(dir.resolve("work"));
        Path elsewhere = Files.createDirectories(dir.resolve("elsewhere"));
        Files.writeString(elsewhere.resolve("rows.csv"), "precious\n");
        Path exp = experiment("results/l");
        Files.createDirectories(work.resolve("results/l"));
        Files.createSymbolicLink(work.resolve("results/l/shard-1-of-2"), elsewhere);
        MainTest.Result shard = inFolder(work, "experiment", "run", exp.toString(), "--shard", "1/2", "--quiet");
        assertEquals(2, shard.status(), shard.err() + shard.out());
        assertEquals("error: output folder results/l/shard-1-of-2: " + work.toRealPath().resolve("results/l/shard-1-of-2")
                + " is a symbolic link to " + elsewhere + ", outside " + work.toRealPath()
                + "; results are written only inside the chosen folder, never through a link: remove the link or "
                + "choose another folder with --out\n", shard.err());
        assertEquals("precious\n", Files.readString(elsewhere.resolve("rows.csv")));
        assertEquals(List.of(elsewhere.resolve("rows.csv")), Files.list(elsewhere).toList(), "nothing written there");

        Files.createSymbolicLink(work.resolve("sub"), elsewhere);
        MainTest.Result sub = inFolder(work, "experiment", "run", experiment("sub/l").toString(), "--quiet");
        assertEquals(2, sub.status(), sub.err() + sub.out());
        assertTrue(sub.err().startsWith("error: output folder sub/l: " + work.toRealPath().resolve("sub")
                + " is a symbolic link to " + elsewhere), sub.err());
        assertFalse(Files.exists(elsewhere.resolve("l")), "nothing written through the link");
    }
}
