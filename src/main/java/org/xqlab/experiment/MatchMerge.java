package org.xqlab.experiment;

import org.xqlab.build.Provenance;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Combines the folders of the shards of one match experiment into the result of one run: every folder
 * must hold the same experiment, and together they must hold every pair a variant needs (all of them, or
 * those up to the decision of its sequential test). The merged folder gets the log and all outputs; a
 * pair found in two folders is taken from the first.
 */
public final class MatchMerge {
    private MatchMerge() {
    }

    /** Merges {@code shards} into {@code out}; returns the summary lines. */
    public static List<MatchSummary.Line> merge(List<Path> shards, Path out, String engineVersion) {
        return merge(shards, out, false);
    }

    /**
     * Merges {@code shards} into {@code out}; returns the summary lines. Shards of different builds (commit or bench
     * signature, see {@link RunProvenance}) are refused unless {@code allowMixedBuilds}.
     */
    public static List<MatchSummary.Line> merge(List<Path> shards, Path out, boolean allowMixedBuilds) {
        if (shards.isEmpty()) {
            throw new IllegalArgumentException("merge needs at least one shard folder");
        }
        List<Provenance> records = RunProvenance.checkSameBuild(shards, allowMixedBuilds);
        String canonical = ResultLog.experimentText(shards.get(0));
        Map<String, List<MatchGameRow>> all = new LinkedHashMap<>();
        for (Path dir : shards) {
            if (!ResultLog.experimentText(dir).equals(canonical)) {
                throw new IllegalArgumentException(dir + " holds a different experiment than " + shards.get(0));
            }
            MatchLog.read(dir).forEach(all::putIfAbsent);
        }
        MatchExperiment e = MatchExperimentFile.parseStored(ResultLog.EXPERIMENT_FILE + " in " + shards.get(0), canonical);
        List<String> missing = MatchSummary.missing(e, all);
        if (!missing.isEmpty()) {
            throw new IllegalArgumentException(missing.size() + " game pairs are missing (first: " + missing.get(0)
                    + "); merge the folders of all shards, or finish the missing shard");
        }
        Provenance provenance;
        try (MatchLog log = MatchLog.open(out, e)) {
            provenance = RunProvenance.record(out, RunProvenance.merged(records, RunProvenance.of(e)));
            all.forEach((k, v) -> {
                if (!log.finished().containsKey(k)) {
                    log.append(k, v);
                }
            });
        }
        List<Provenance> builds = new ArrayList<>(List.of(provenance));
        for (Provenance p : records) {
            if (p != null && builds.stream().noneMatch(b -> RunProvenance.sameBuild(b, p))) {
                builds.add(p);
            }
        }
        MatchOutputs.writeAll(e, all, out, builds);
        return MatchSummary.of(e, all);
    }
}
