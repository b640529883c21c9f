package org.xqlab.experiment;

import org.xqlab.build.BuildInfo;
import org.xqlab.build.Provenance;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * The {@link Provenance} of an experiment's result folder: what {@link #of} records for a run (every variant's
 * full configuration, the SHA-256 of every suite as the run read it and of the canonical experiment), written as
 * {@code provenance.json} when a run starts ({@link #record}). A folder holds the results of one build: resuming
 * it with another build (another commit or bench signature) is refused, and so is merging shards of different
 * builds unless asked ({@link #checkSameBuild}).
 */
public final class RunProvenance {
    private RunProvenance() {
    }

    /** The provenance of a run of a search experiment, now. */
    public static Provenance of(Experiment e) {
        Provenance p = Provenance.now();
        for (Variant v : e.variants()) {
            p = p.withConfig(v.name(), v.config().asMap());
        }
        for (Suite s : e.suites()) {
            p = p.withData("suite " + s.name(), ExperimentFile.epd(s));
        }
        return p.withData(ResultLog.EXPERIMENT_FILE, ExperimentFile.canonical(e));
    }

    /** The provenance of a run of a match experiment, now: every variant's configuration, the openings' hash. */
    public static Provenance of(MatchExperiment e) {
        Provenance p = Provenance.now();
        for (Variant v : e.variants()) {
            p = p.withConfig(v.name(), v.config().asMap());
        }
        if (e.opponent() != null) {
            p = p.withConfig("opponent", java.util.Map.of("engine", e.opponent()));
        }
        StringBuilder openings = new StringBuilder();
        for (org.xqlab.protocol.Opening o : e.openings()) {
            openings.append(o.name()).append('|').append(o.fen()).append('|').append(o.moves()).append('\n');
        }
        return p.withData("openings", openings.toString())
                .withData(ResultLog.EXPERIMENT_FILE, MatchExperimentFile.canonical(e));
    }

    /**
     * The provenance of a run of a review experiment, now: the configuration, and the canonical experiment (which
     * holds the collection's SHA-256).
     */
    public static Provenance of(ReviewExperiment e) {
        return Provenance.now().withConfig(e.variant().name(), e.variant().config().asMap())
                .withData(ResultLog.EXPERIMENT_FILE, ReviewExperimentFile.canonical(e));
    }

    /**
     * Writes {@code provenance} into {@code dir} unless the folder already holds one of the same build, which is
     * kept (the run that started the folder); returns the one in force. A folder started by another build is
     * refused with a message naming both builds.
     */
    public static Provenance record(Path dir, Provenance provenance) {
        Provenance old = read(dir);
        if (old != null) {
            if (!sameBuild(old, provenance)) {
                throw new IllegalArgumentException("output folder " + dir + " holds results of another build ("
                        + old.build() + "); this is " + provenance.build()
                        + ": finish it with that build, or choose another folder with --out");
            }
            return old;
        }
        Outputs.write(dir.resolve(Provenance.FILE), provenance.toJson());
        return provenance;
    }

    /**
     * Adds the provenance to the outputs of a tuning run in {@code dir}: {@code provenance.json}, a
     * {@code ## Provenance} section at the end of {@code report.md} (when the run wrote one; with the configuration
     * of every engine). The weights files stay as the tuner wrote them, so two runs' weights compare as text.
     */
    public static void addToTuneOutputs(Path dir, Provenance provenance) {
        Outputs.write(dir.resolve(Provenance.FILE), provenance.toJson());
        try {
            Path report = dir.resolve("report.md");
            if (Files.isRegularFile(report)) {
                String text = Files.readString(report, StandardCharsets.UTF_8);
                int old = text.indexOf("\n## Provenance\n");
                String kept = old < 0 ? text : text.substring(0, old + 1);
                Outputs.write(report, kept + (kept.endsWith("\n\n") ? "" : "\n") + provenance.markdown(true));
            }
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot add the provenance to " + dir + ": " + e.getMessage());
        }
    }

    /** The provenance recorded in a folder, or null when it has none (a folder of an older version). */
    public static Provenance read(Path dir) {
        Path f = dir.resolve(Provenance.FILE);
        if (!Files.isRegularFile(f)) {
            return null;
        }
        try {
            return Provenance.fromJson(Files.readString(f, StandardCharsets.UTF_8));
        } catch (IOException | IllegalArgumentException e) {
            throw new IllegalArgumentException("cannot read " + f + ": " + e.getMessage());
        }
    }

    /**
     * Whether two records name the same build: the same commit (and dirty flag), the same bench signature and the
     * same signature of every preset both record; and where the commit does not pin the code — no commit known, or
     * a work tree with changes — the same jar (its SHA-256), since two such builds may search differently (runs
     * from class folders, which have no jar, cannot be told apart further).
     */
    public static boolean sameBuild(Provenance a, Provenance b) {
        return difference(a, b) == null;
    }

    /** What tells two builds apart, in words, or null when they are one build ({@link #sameBuild}). */
    static String difference(Provenance a, Provenance b) {
        if (!a.commitText().equals(b.commitText())) {
            return "commit " + a.commitText() + " vs " + b.commitText();
        }
        if (a.benchSignature() != b.benchSignature()) {
            return "bench " + a.benchSignature() + " vs " + b.benchSignature();
        }
        for (Map.Entry<String, Long> e : a.signatures().entrySet()) {
            Long other = b.signatures().get(e.getKey());
            if (other != null && !other.equals(e.getValue())) {
                return "signature of " + e.getKey() + " " + e.getValue() + " vs " + other;
            }
        }
        if (!known(a) || a.dirty()) {
            // both from class folders (a development run, the tests) cannot be told apart further
            if (!a.jar().equals(b.jar())) {
                return (known(a) ? "a work tree with changes" : "no commit known")
                        + " and not the same jar (sha256 " + shortHash(a.jar()) + " vs " + shortHash(b.jar()) + ")";
            }
        }
        return null;
    }

    private static String shortHash(String h) {
        return h.length() > 12 ? h.substring(0, 12) + "…" : h;
    }

    /**
     * Checks that the folders to merge were made by one build; unless {@code allowMixed}, folders of different
     * builds are refused naming both builds and their folders. A folder without a record counts as an unknown build.
     * Returns the records (null for a folder without one), in folder order.
     */
    public static List<Provenance> checkSameBuild(List<Path> dirs, boolean allowMixed) {
        List<Provenance> records = dirs.stream().map(RunProvenance::read).toList();
        for (int i = 1; i < dirs.size() && !allowMixed; i++) {
            Provenance a = records.get(0);
            Provenance b = records.get(i);
            String why = a == null && b == null ? null : a == null || b == null ? "one has no " + Provenance.FILE
                    : difference(a, b);
            if (why != null) {
                throw new IllegalArgumentException("the folders come from different builds (" + why + "): " + dirs.get(0)
                        + " from " + describe(a) + ", " + dirs.get(i) + " from " + describe(b)
                        + "; their node counts may not be comparable. Run every shard with one build, or merge with "
                        + "--allow-mixed-builds to mix them anyway (the report then names every build)");
            }
        }
        return records;
    }

    private static String describe(Provenance p) {
        return p == null ? "an unknown build (no " + Provenance.FILE + ")" : p.build();
    }

    /** The record of a merged folder: the first shard's (the build that made the results), or a new one. */
    static Provenance merged(List<Provenance> records, Provenance fallback) {
        return records.isEmpty() || records.get(0) == null ? fallback : records.get(0);
    }

    /** Whether the build is known at all (a build outside git knows no commit). */
    static boolean known(Provenance p) {
        return !p.commit().equals(BuildInfo.UNKNOWN);
    }
}
