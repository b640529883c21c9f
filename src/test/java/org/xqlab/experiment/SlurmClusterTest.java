package org.xqlab.experiment;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.xqlab.Await;

import java.io.File;
import java.io.IOException;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * Keeps docs/experiments.md's Slurm run true: starts a one-node Slurm cluster on this machine (munged as
 * user munge, slurmctld and slurmd in the foreground as root with a slurm.conf written here), submits a
 * small experiment with the documented scripts (scripts/slurm/submit.sh: the job array of shards and the
 * merge as a job that waits for it), and compares the merged rows with a one-process run of the same
 * experiment. A second run kills one array task mid-run, submits it again and checks that it resumes
 * and that the merge is again the one-process result. A third run gives the array a time limit of one minute
 * (submit.sh --time 1): the tasks stop at it and are submitted again until done, and the merge is again the
 * one-process result. Skipped, with the reason, where Slurm is not
 * installed or cannot start (not root, no munge); every daemon started here is stopped afterwards, also
 * when a test fails. Run by {@code mvn verify} (slow group); .ci/run installs slurm-wlm and munge.
 */
@Tag("slow")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class SlurmClusterTest {
    private static final Path JAR = Path.of("target", "xiangqi-lab.jar").toAbsolutePath();
    private static final Path SUBMIT = Path.of("scripts", "slurm", "submit.sh").toAbsolutePath();
    private static final String EXPERIMENT = """
            {
              "name": "slurm-check",
              "description": "A small experiment for the Slurm test: killers on and off.",
              "claim": "A sharded run under Slurm gives the rows of one process.",
              "suites": ["middlegames"],
              "variants": [
                {"name": "pvs", "preset": "pvs"},
                {"name": "killers-0", "preset": "pvs", "set": {"killers": 0}}
              ],
              "depths": [4, 5],
              "output": "slurm-check"
            }
            """;
    /** Columns that measure time, which differs from run to run; every other column must be equal. */
    private static final List<String> TIME_COLUMNS = List.of("time_ms", "nps", "time_us", "minimal_time_us");

    private Path tmp;
    private final List<Process> started = new ArrayList<>();
    private Map<String, String> env;
    private Path experiment;
    private List<String> oneProcessRows;

    @BeforeAll
    void startCluster() throws Exception {
        for (String tool : List.of("/usr/sbin/slurmctld", "/usr/sbin/slurmd", "/usr/sbin/munged", "/usr/bin/sbatch")) {
            assume(Files.isExecutable(Path.of(tool)), "Slurm is not installed here (" + tool
                    + " is missing): apt-get install slurm-wlm munge, as .ci/run does");
        }
        assume("root".equals(System.getProperty("user.name")),
                "slurmd must run as root to start jobs; this test runs as " + System.getProperty("user.name"));
        assume(Files.isRegularFile(JAR), JAR + " is missing: run mvn package (mvn verify builds it"
                + " before the slow tests)");
        tmp = Files.createTempDirectory("xq-slurm-test");
        String host = output(List.of("hostname", "-s"), Map.of()).trim();
        Path state = Files.createDirectories(tmp.resolve("slurm/state"));
        Path spool = Files.createDirectories(tmp.resolve("slurm/spool"));
        Path conf = tmp.resolve("slurm/slurm.conf");
        Files.writeString(conf, String.join("\n",
                "ClusterName=xqlab",
                "SlurmctldHost=" + host,
                "SlurmUser=root",
                "SlurmctldPort=" + freePort(),
                "SlurmdPort=" + freePort(),
                "AuthType=auth/munge",
                "StateSaveLocation=" + state,
                "SlurmdSpoolDir=" + spool,
                "SlurmctldPidFile=" + tmp.resolve("slurm/slurmctld.pid"),
                "SlurmdPidFile=" + tmp.resolve("slurm/slurmd.pid"),
                "SlurmctldLogFile=" + tmp.resolve("slurm/slurmctld.log"),
                "SlurmdLogFile=" + tmp.resolve("slurm/slurmd.log"),
                "ProctrackType=proctrack/linuxproc",
                "TaskPlugin=task/none",
                "SelectType=select/cons_tres",
                "SelectTypeParameters=CR_Core",
                "ReturnToService=2",
                "MpiDefault=none",
                "JobAcctGatherType=jobacct_gather/none",
                "AccountingStorageType=accounting_storage/none",
                "NodeName=" + host + " CPUs=" + Runtime.getRuntime().availableProcessors() + " State=UNKNOWN",
                "PartitionName=debug Nodes=" + host + " Default=YES MaxTime=INFINITE State=UP", ""));
        env = Map.of("SLURM_CONF", conf.toString(), "XQ_JAR", JAR.toString());
        long t0 = System.nanoTime();
        startMunge();
        start(List.of("/usr/sbin/slurmctld", "-D", "-i"), "slurmctld");
        start(List.of("/usr/sbin/slurmd", "-D"), "slurmd");
        String[] sinfoSeen = {""};
        Await.within(Duration.ofSeconds(30), Duration.ofMillis(500), () -> {
            sinfoSeen[0] = output(List.of("sinfo", "-h", "-o", "%T"), env);
            return sinfoSeen[0].contains("idle");
        });
        String sinfo = sinfoSeen[0];
        if (!sinfo.contains("idle")) {
            String log = Files.exists(tmp.resolve("slurm/slurmctld.log"))
                    ? Files.readString(tmp.resolve("slurm/slurmctld.log")) : "";
            skip("the one-node Slurm cluster did not answer sinfo within 30 s (sinfo: '" + sinfo.trim()
                    + "'); slurmctld log ends: " + log.substring(Math.max(0, log.length() - 600)));
        }
        System.out.printf("slurm: one-node cluster on %s (%s) answers sinfo after %.1f s%n", host,
                output(List.of("sinfo", "--version"), env).trim(), (System.nanoTime() - t0) / 1e9);
        experiment = tmp.resolve("slurm-check.json");
        Files.writeString(experiment, EXPERIMENT);
    }

    @AfterAll
    void stopCluster() throws Exception {
        if (env != null) {
            for (String job : output(List.of("squeue", "-h", "-o", "%A"), env).split("\\s+")) {
                if (!job.isBlank()) {
                    output(List.of("scancel", job.trim()), env);
                }
            }
        }
        // the daemons in reverse order of starting: slurmd, slurmctld, munged (when started here)
        for (int i = started.size() - 1; i >= 0; i--) {
            Process p = started.get(i);
            p.destroy();
            if (!p.waitFor(15, TimeUnit.SECONDS)) {
                p.destroyForcibly().waitFor(5, TimeUnit.SECONDS);
            }
        }
        if (tmp != null) {
            try (var files = Files.walk(tmp)) {
                files.sorted(java.util.Comparator.reverseOrder()).forEach(f -> f.toFile().delete());
            }
        }
    }

    @Test
    void theDocumentedJobArrayAndItsMergeGiveTheRowsOfOneProcess() throws Exception {
        Path out = tmp.resolve("array");
        long t0 = System.nanoTime();
        String[] ids = submit(out, null);
        waitFor(ids[1], 170);
        assertEquals("COMPLETED", jobState(ids[0]), "the array tasks");
        assertEquals("COMPLETED", jobState(ids[1]), "the merge job");
        List<String> merged = rows(out);
        System.out.printf("slurm: array job %s (3 shards) and merge job %s (afterok) COMPLETED in %.0f s: %s%n",
                ids[0], ids[1], (System.nanoTime() - t0) / 1e9, slurmOutput("xq-merge-" + ids[1]).trim());
        assertEquals(oneProcessRows(), merged, "the merged rows (time columns aside) are those of one process");
        System.out.printf("slurm: %d rows, node counts and every other column identical to one process (total nodes %d)%n",
                merged.size() - 1, totalNodes(merged));
    }

    @Test
    void aKilledArrayTaskSubmittedAgainResumesAndTheMergeEqualsOneProcess() throws Exception {
        Path out = tmp.resolve("killed");
        String[] ids = submit(out, null);
        Path log = out.resolve("shard-2-of-3/tasks.jsonl");
        if (!Await.within(Duration.ofSeconds(150), Duration.ofMillis(50), () -> lines(log) >= 2)) {
            fail("shard 2 logged no two tasks within 150 s (state " + jobState(ids[0] + "_2") + ")");
        }
        output(List.of("scancel", ids[0] + "_2"), env);
        waitFor(ids[0], 150);
        String killedState = jobState(ids[0] + "_2");
        int logged = lines(log);
        assertEquals("CANCELLED", killedState, "task 2 was killed before it finished");
        // slurmctld re-evaluates dependencies now and then: "Dependency" turns into "DependencyNeverSatisfied"
        String[] reason = {""};
        Await.within(Duration.ofSeconds(60), Duration.ofMillis(500), () -> {
            reason[0] = output(List.of("squeue", "-h", "-j", ids[1], "-o", "%r"), env).trim();
            return reason[0].equals("DependencyNeverSatisfied");
        });
        String mergeReason = reason[0];
        System.out.printf("slurm: task %s_2 cancelled after %d tasks of its shard; the merge %s waits: %s%n", ids[0],
                logged, ids[1], mergeReason);
        assertEquals("DependencyNeverSatisfied", mergeReason, "the merge does not run on an incomplete array");
        output(List.of("scancel", ids[1]), env);

        String[] again = submit(out, "2");
        waitFor(again[1], 170);
        assertEquals("COMPLETED", jobState(again[1]), "the merge after the resubmitted task");
        String shardOutput = slurmOutput("xq-experiment-" + again[0] + "_2").trim();
        System.out.println("slurm: resubmitted as " + again[0] + "_2: " + shardOutput.lines().findFirst().orElse(""));
        assertTrue(shardOutput.contains("(" + logged + " of "), "the resubmitted task resumed the "
                + logged + " logged tasks: " + shardOutput);
        assertEquals(oneProcessRows(), rows(out), "the merged rows after the resumed task are those of one process");
        System.out.println("slurm: merge " + again[1] + " after the resumed task: identical to one process");
    }

    /**
     * The array runs under a time limit of one minute (Slurm's smallest) with a margin of 59 s, so each task starts
     * searches for 1 s and then stops (or is killed by Slurm when a search overruns the limit); each task is
     * submitted again until it completes, continuing its ladder of depths, and the merge equals one process.
     */
    @Test
    void tasksStoppedByTheirTimeLimitResumeOnResubmissionToTheResultOfOneProcess() throws Exception {
        Path out = tmp.resolve("timed");
        Map<String, String> timed = new java.util.HashMap<>(env);
        timed.put("XQ_TIME_MARGIN", "59");
        String[] ids = submit(out, null, List.of("--time", "1"), timed);
        waitFor(ids[0], 150);
        int rounds = 1;
        List<String> firstStates = new ArrayList<>();
        for (int k = 1; k <= 3; k++) {
            firstStates.add(jobState(ids[0] + "_" + k));
        }
        System.out.println("slurm: time-limited array " + ids[0] + " (1 minute, 1 s of searches): " + firstStates);
        String merge = ids[1];
        while (true) {
            List<String> unfinished = new ArrayList<>();
            for (int k = 1; k <= 3; k++) {
                if (!complete(out.resolve("shard-" + k + "-of-3"))) {
                    unfinished.add(Integer.toString(k));
                }
            }
            if (unfinished.isEmpty()) {
                break;
            }
            assertTrue(rounds < 30, "the tasks finished within 30 submissions: " + unfinished + " still open");
            output(List.of("scancel", merge), env);
            String[] again = submit(out, String.join(",", unfinished), List.of("--time", "1"), timed);
            waitFor(again[0], 150);
            merge = again[1];
            rounds++;
        }
        assertTrue(rounds > 1 && firstStates.stream().anyMatch(st -> st.equals("FAILED") || st.equals("TIMEOUT")),
                "the time limit stopped a task at least once: " + firstStates + ", " + rounds + " submissions");
        waitFor(merge, 170);
        assertEquals("COMPLETED", jobState(merge), "the merge after the last submission");
        assertEquals(oneProcessRows(), rows(out), "the merged rows after the time-limited tasks are those of one process");
        System.out.println("slurm: time-limited tasks done after " + rounds + " submissions; merge " + merge
                + " identical to one process");
    }

    /** Whether a shard folder's log holds every task of its shard (its rows.csv is written then). */
    private static boolean complete(Path shard) {
        return Files.isRegularFile(shard.resolve("rows.csv"));
    }

    /** Skips the tests with the reason, printed too so that it shows in the build's output. */
    private static void skip(String reason) {
        System.out.println("slurm: SlurmClusterTest skipped: " + reason);
        Assumptions.abort(reason);
    }

    private static void assume(boolean condition, String reason) {
        if (!condition) {
            skip(reason);
        }
    }

    /** Runs scripts/slurm/submit.sh from the temporary folder; returns the array's and the merge's job ids. */
    private String[] submit(Path out, String tasks) throws Exception {
        return submit(out, tasks, List.of(), env);
    }

    private String[] submit(Path out, String tasks, List<String> options, Map<String, String> environment)
            throws Exception {
        List<String> cmd = new ArrayList<>(List.of("bash", SUBMIT.toString()));
        if (tasks != null) {
            cmd.addAll(List.of("--tasks", tasks));
        }
        cmd.addAll(options);
        cmd.addAll(List.of("3", experiment.toString(), out.toString()));
        String printed = output(cmd, environment).trim();
        String[] ids = printed.split("\\s+");
        assertEquals(2, ids.length, "submit.sh prints the array's and the merge's job ids: " + printed);
        return ids;
    }

    private List<String> oneProcessRows() throws Exception {
        if (oneProcessRows == null) {
            Path single = tmp.resolve("one-process");
            output(List.of("java", "-jar", JAR.toString(), "experiment", "run", experiment.toString(), "--out",
                    single.toString(), "--threads", "2", "--quiet"), Map.of());
            oneProcessRows = rows(single);
        }
        return oneProcessRows;
    }

    /** rows.csv without the time columns. */
    private static List<String> rows(Path dir) throws IOException {
        Path csv = dir.resolve("rows.csv");
        assertTrue(Files.isRegularFile(csv), csv + " was written");
        List<String> lines = Files.readAllLines(csv, StandardCharsets.UTF_8);
        List<String> header = Arrays.asList(lines.get(0).split(",", -1));
        List<String> kept = new ArrayList<>();
        for (String line : lines) {
            String[] cells = line.split(",", -1);
            StringBuilder b = new StringBuilder();
            for (int i = 0; i < cells.length; i++) {
                if (!TIME_COLUMNS.contains(header.get(i))) {
                    b.append(cells[i]).append(',');
                }
            }
            kept.add(b.toString());
        }
        return kept;
    }

    private static long totalNodes(List<String> rows) {
        int column = Arrays.asList(rows.get(0).split(",")).indexOf("total_nodes");
        return rows.stream().skip(1).mapToLong(r -> Long.parseLong(r.split(",")[column])).sum();
    }

    private void waitFor(String job, int seconds) throws Exception {
        if (!Await.within(Duration.ofSeconds(seconds), Duration.ofMillis(500),
                () -> output(List.of("squeue", "-h", "-j", job), env).isBlank())) {
            fail("job " + job + " did not finish within " + seconds + " s: " + output(List.of("squeue", "-j", job), env));
        }
    }

    /** The state of a job (every task of an array job must share it), from scontrol. */
    private String jobState(String job) throws Exception {
        String text = output(List.of("scontrol", "show", "job", job), env);
        List<String> states = text.lines().map(String::trim).filter(l -> l.startsWith("JobState="))
                .map(l -> l.substring("JobState=".length()).split(" ")[0]).distinct().toList();
        return states.size() == 1 ? states.get(0) : states.toString();
    }

    private String slurmOutput(String name) throws IOException {
        Path f = tmp.resolve("slurm-" + name + ".out");
        return Files.isRegularFile(f) ? Files.readString(f) : "(no " + f.getFileName() + ")";
    }

    private static int lines(Path file) throws IOException {
        return Files.isRegularFile(file) ? (int) Files.readString(file).chars().filter(c -> c == '\n').count() : 0;
    }

    private void startMunge() throws Exception {
        if (output(List.of("sh", "-c", "munge -n | unmunge"), Map.of()).contains("Success")) {
            return; // a munged already runs on this machine: use it, leave it running
        }
        Path run = Path.of("/run/munge");
        Files.createDirectories(run);
        output(List.of("chown", "munge:munge", run.toString()), Map.of());
        start(List.of("setpriv", "--reuid=munge", "--regid=munge", "--init-groups", "/usr/sbin/munged", "-F"), "munged");
        if (Await.within(Duration.ofSeconds(10), Duration.ofMillis(250),
                () -> output(List.of("sh", "-c", "munge -n | unmunge"), Map.of()).contains("Success"))) {
            return;
        }
        skip("munged did not start: " + Files.readString(tmp.resolve("munged.out")));
    }

    private void start(List<String> cmd, String name) throws IOException {
        ProcessBuilder pb = new ProcessBuilder(cmd).redirectErrorStream(true)
                .redirectOutput(tmp.resolve(name + ".out").toFile());
        pb.environment().putAll(env == null ? Map.of() : env);
        started.add(pb.start());
    }

    /** Runs a command in the temporary folder and returns what it printed (standard output and error). */
    private String output(List<String> cmd, Map<String, String> environment) throws Exception {
        ProcessBuilder pb = new ProcessBuilder(cmd).redirectErrorStream(true).directory(tmp.toFile());
        pb.environment().putAll(environment);
        File out = Files.createTempFile(tmp, "cmd", ".out").toFile();
        pb.redirectOutput(out);
        Process p;
        try {
            p = pb.start();
        } catch (IOException e) {
            return "";
        }
        if (!p.waitFor(240, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            fail(String.join(" ", cmd) + " did not finish within 240 s");
        }
        return Files.readString(out.toPath());
    }

    private static int freePort() throws IOException {
        try (ServerSocket s = new ServerSocket(0)) {
            return s.getLocalPort();
        }
    }
}
