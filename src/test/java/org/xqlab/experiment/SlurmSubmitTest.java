package org.xqlab.experiment;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * scripts/slurm/submit.sh hands --time, --partition, --account, --mem and --module (or a site file's values) to
 * sbatch and the jobs, and gives the program its time limit less the margin. A stand-in sbatch on the PATH records
 * what it was given, so this runs without Slurm.
 */
class SlurmSubmitTest {
    private static final Path SUBMIT = Path.of("scripts", "slurm", "submit.sh").toAbsolutePath();

    @TempDir
    Path tmp;

    @Test
    void optionsReachSbatchAndTheJobs() throws Exception {
        List<String> calls = submit(List.of("--time", "1:30:00", "--partition", "short", "--account", "proj",
                "--mem", "4G", "--module", "java/17", "--module", "tools", "3", "exp.json", "out"), null);
        assertEquals(2, calls.size(), calls.toString());
        String array = calls.get(0);
        for (String o : List.of("--time=1:30:00", "--partition=short", "--account=proj", "--mem=4G", "--array=1-3",
                "--cpus-per-task=1", "experiment.sbatch 3 exp.json out")) {
            assertTrue(array.contains(o), o + " in " + array);
        }
        // 5400 s less a tenth (540 s): the program starts no search that would end after 4860 s
        assertTrue(array.contains("XQ_TIME_LIMIT=4860 XQ_MODULES=java/17:tools"), array);
        String merge = calls.get(1);
        assertTrue(merge.contains("--time=1:30:00") && merge.contains("--partition=short")
                && merge.contains("--dependency=afterok:101") && merge.contains("merge.sbatch 3 out"), merge);
    }

    @Test
    void aSiteFileGivesTheDefaultsAndOptionsWin() throws Exception {
        Path site = tmp.resolve("site.conf");
        Files.writeString(site, "# our cluster\ntime = 10\npartition=batch\naccount=lab # the group\nmodule=jdk\n");
        List<String> calls = submit(List.of("--site", site.toString(), "--partition", "gpu", "--tasks", "2", "3",
                "exp.json", "out"), null);
        String array = calls.get(0);
        assertTrue(array.contains("--time=10") && array.contains("--partition=gpu") && array.contains("--account=lab")
                && array.contains("--array=2"), array);
        assertTrue(array.contains("XQ_TIME_LIMIT=540 XQ_MODULES=jdk"), "600 s less 60: " + array);
        Files.writeString(site, "colour=blue\n");
        Result bad = run(List.of("--site", site.toString(), "3", "exp.json", "out"), null);
        assertEquals(2, bad.status);
        assertTrue(bad.output.contains("line 1: unknown key 'colour'"), bad.output);
        Result time = run(List.of("--time", "four hours", "3", "exp.json", "out"), null);
        assertEquals(2, time.status);
        assertTrue(time.output.contains("is not a Slurm time"), time.output);
    }

    @Test
    void withoutATimeLimitTheProgramGetsNone() throws Exception {
        List<String> calls = submit(List.of("2", "exp.json", "out"), tmp.resolve("none.conf"));
        assertTrue(calls.get(0).contains("XQ_TIME_LIMIT= XQ_MODULES= "), calls.get(0));
        assertTrue(!calls.get(0).contains("--time"), calls.get(0));
    }

    private record Result(int status, String output) {
    }

    private List<String> submit(List<String> args, Path site) throws Exception {
        Result r = run(args, site);
        assertEquals(0, r.status, r.output);
        assertEquals("101 102", r.output.strip().lines().reduce((a, b) -> b).orElse(""));
        return Files.readAllLines(tmp.resolve("calls.txt"), StandardCharsets.UTF_8);
    }

    private Result run(List<String> args, Path site) throws Exception {
        Path bin = Files.createDirectories(tmp.resolve("bin"));
        Path sbatch = bin.resolve("sbatch");
        Files.writeString(sbatch, "#!/bin/bash\nn=$(( $(cat " + tmp.resolve("count") + " 2>/dev/null || echo 100) + 1 ))\n"
                + "echo $n > " + tmp.resolve("count") + "\n"
                + "echo \"$* XQ_TIME_LIMIT=$XQ_TIME_LIMIT XQ_MODULES=$XQ_MODULES \" >> " + tmp.resolve("calls.txt") + "\n"
                + "echo \"$n;cluster\"\n");
        sbatch.toFile().setExecutable(true);
        List<String> cmd = new ArrayList<>(List.of("bash", SUBMIT.toString()));
        cmd.addAll(args);
        ProcessBuilder pb = new ProcessBuilder(cmd).redirectErrorStream(true).directory(tmp.toFile());
        pb.environment().put("PATH", bin + ":" + System.getenv("PATH"));
        pb.environment().put("XQ_SLURM_SITE", (site == null ? tmp.resolve("no-site.conf") : site).toString());
        pb.environment().remove("XQ_TIME_MARGIN");
        Process p = pb.start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(60, TimeUnit.SECONDS));
        return new Result(p.exitValue(), out);
    }
}
