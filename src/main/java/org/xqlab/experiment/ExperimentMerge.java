package org.xqlab.experiment;

import org.xqlab.build.Provenance;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Combines the result folders of the shards of one experiment ({@code --shard K/N} runs) into one folder
 * with the same content as a single unsharded run: every folder must hold the same experiment, and
 * together they must hold every task. The merged folder gets the log in canonical task order and all
 * outputs. Folders may overlap (a task done twice is taken once, from the first folder naming it).
 */
public final class ExperimentMerge {
    private ExperimentMerge() {
    }

    /** Merges {@code shards} into {@code out}; returns the merged experiment's rows in canonical order. */
    public static List<Row> merge(List<Path> shards, Path out, String engineVersion) {
        return merge(shards, out, false);
    }

    /**
     * Merges {@code shards} into {@code out}; shards of different builds (commit or bench signature, see
     * {@link RunProvenance}) are refused unless {@code allowMixedBuilds}.
     */
    public static List<Row> merge(List<Path> shards, Path out, boolean allowMixedBuilds) {
        if (shards.isEmpty()) {
            throw new IllegalArgumentException("merge needs at least one shard folder");
        }
        List<Provenance> records = RunProvenance.checkSameBuild(shards, allowMixedBuilds);
        String canonical = ResultLog.experimentText(shards.get(0));
        Map<String, List<Row>> all = new LinkedHashMap<>();
        for (Path dir : shards) {
            if (!ResultLog.experimentText(dir).equals(canonical)) {
                throw new IllegalArgumentException(dir + " holds a different experiment than " + shards.get(0));
            }
            ResultLog.read(dir).forEach(all::putIfAbsent);
        }
        Experiment e = ExperimentFile.parse(ResultLog.EXPERIMENT_FILE + " in " + shards.get(0), canonical, null);
        List<Task> tasks = Task.plan(e);
        List<String> missing = tasks.stream().map(Task::key).filter(k -> !all.containsKey(k)).toList();
        if (!missing.isEmpty()) {
            throw new IllegalArgumentException(missing.size() + " of " + tasks.size() + " tasks are missing (first: "
                    + missing.get(0) + "); merge the folders of all shards, or finish the missing shard");
        }
        List<Row> rows = new ArrayList<>();
        Provenance provenance;
        try (ResultLog log = ResultLog.open(out, e)) {
            provenance = RunProvenance.record(out, RunProvenance.merged(records, RunProvenance.of(e)));
            for (Task t : tasks) {
                List<Row> r = all.get(t.key());
                if (!log.finished().containsKey(t.key())) {
                    log.append(t, r);
                }
                rows.addAll(r);
            }
        }
        List<Provenance> builds = new ArrayList<>(List.of(provenance));
        for (Provenance p : records) {
            if (p != null && builds.stream().noneMatch(b -> RunProvenance.sameBuild(b, p))) {
                builds.add(p);
            }
        }
        Outputs.writeAll(e, rows, out, builds);
        return rows;
    }
}
