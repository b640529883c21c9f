package org.xqlab.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.xqlab.build.BuildInfo;
import org.xqlab.build.Provenance;
import org.xqlab.search.SearchConfig;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every experiment output names the build that made it: provenance.json with every field, a provenance section in
 * report.md and a line under summary.md; a merge of shards from different builds is refused unless asked; the
 * merge hint of a shard names its real folders.
 */
class ProvenanceOutputsTest {
    private static final String FILE = "{\"name\": \"prov\", \"suites\": [\"tactics\"], \"variants\": ["
            + "{\"name\": \"a\", \"preset\": \"pvs\", \"set\": {\"tt.mb\": 1}}, {\"name\": \"b\", \"set\": {\"tt.mb\": 1}}],"
            + " \"depths\": [1, 2]}";
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path tmp;

    @Test
    void aSmallRunWritesProvenanceWithEveryField() throws Exception {
        Path file = tmp.resolve("prov.json");
        Files.writeString(file, FILE);
        Path out = tmp.resolve("out");
        MainTest.Result r = MainTest.run("experiment", "run", file.toString(), "--out", out.toString(), "--threads", "1",
                "--quiet");
        assertEquals(0, r.status(), r.err());
        JsonNode p = JSON.readTree(out.resolve("provenance.json").toFile());
        BuildInfo b = BuildInfo.current();
        assertEquals(b.version(), p.get("version").asText());
        assertEquals(b.commit(), p.get("commit").asText());
        assertEquals(b.dirty(), p.get("dirty").asBoolean());
        assertEquals(b.date(), p.get("buildDate").asText());
        assertEquals(b.benchSignature(), p.get("benchSignature").asLong());
        assertEquals(System.getProperty("java.vendor"), p.get("jvmVendor").asText());
        assertEquals(System.getProperty("java.version"), p.get("jvmVersion").asText());
        assertTrue(p.get("os").asText().contains(System.getProperty("os.name")), p.get("os").asText());
        assertFalse(p.get("cpu").asText().isBlank());
        assertEquals(Runtime.getRuntime().availableProcessors(), p.get("cores").asInt());
        Instant date = Instant.parse(p.get("date").asText());
        assertTrue(Math.abs(date.getEpochSecond() - Instant.now().getEpochSecond()) < 600, "the run's date (UTC): " + date);
        assertEquals("xiangqi-lab experiment run " + file + " --out " + out + " --threads 1 --quiet",
                p.get("commandLine").asText());
        // every key of every variant, not a difference from defaults
        List<String> keys = new ArrayList<>(SearchConfig.defaults().asMap().keySet());
        for (String v : List.of("a", "b")) {
            assertEquals(keys, names(p.get("configs").get(v)), "variant " + v + " has every setting");
        }
        assertEquals("1", p.get("configs").get("a").get("tt.mb").asText());
        assertEquals(SearchConfig.preset("pvs").with("tt.mb=1").asMap().get("nullmove"),
                p.get("configs").get("a").get("nullmove").asText());
        String experimentSha = Provenance.sha256(Files.readAllBytes(out.resolve("experiment.json")));
        assertEquals(experimentSha, p.get("files").get("experiment.json").asText());
        assertTrue(p.get("files").get("suite tactics").asText().matches("[0-9a-f]{64}"), p.get("files").toString());
        assertTrue(p.has("seeds"), "seeds are recorded (none for a search experiment)");

        // every chart names the build that drew it: PNG text chunks, SVG metadata, read back
        List<Path> images = new ArrayList<>();
        try (var files = Files.list(out)) {
            files.filter(f -> f.toString().endsWith(".png") || f.toString().endsWith(".svg")).forEach(images::add);
        }
        assertTrue(images.size() >= 4, "the experiment's charts as PNG and SVG: " + images);
        for (Path image : images) {
            java.util.Map<String, String> meta = image.toString().endsWith(".png")
                    ? org.xqlab.io.ImageMetadata.readPng(image) : org.xqlab.io.ImageMetadata.readSvg(image);
            assertEquals(b.commitText(), meta.get("xqlab.commit"), image + " names its commit: " + meta);
            assertEquals(Long.toString(b.benchSignature()), meta.get("xqlab.bench"), image + " names its bench");
            assertTrue(meta.getOrDefault("xqlab.signatures", "").startsWith("full=" + b.benchSignature() + ","),
                    image + " names every preset's signature: " + meta);
            assertTrue(meta.getOrDefault("xqlab.command", "").startsWith("xiangqi-lab experiment run "), image + ": " + meta);
        }

        String report = Files.readString(out.resolve("report.md"));
        assertTrue(report.contains("## Provenance"), report);
        assertTrue(report.contains("commit " + b.commitText()), "the report names the commit");
        assertTrue(report.contains("bench " + b.benchSignature()), "the report names the bench signature");
        assertTrue(report.contains("`xiangqi-lab experiment run "), "the report gives the command line");
        assertTrue(report.contains("sha256 of suite tactics"), "the report gives the suite's hash");
        String summary = Files.readString(out.resolve("summary.md"));
        assertTrue(summary.contains("\nProvenance: Xiangqi Lab " + b.version() + ", commit " + b.commitText()), summary);
        assertEquals(Provenance.fromJson(Files.readString(out.resolve("provenance.json"))).toJson(),
                Files.readString(out.resolve("provenance.json")), "provenance.json reads back to the same record");
    }

    /** {@code search --json} and a tuning data file name the build that made them, as provenance.json does. */
    @Test
    void searchJsonAndTuningDataNameTheirBuild() throws Exception {
        BuildInfo b = BuildInfo.current();
        MainTest.Result r = MainTest.run("search", "--fen", org.xqlab.rules.Fen.START, "--depth", "2", "--json");
        assertEquals(0, r.status(), r.err());
        JsonNode p = JSON.readTree(r.out()).get("provenance");
        assertEquals(b.commit(), p.get("commit").asText(), r.out());
        assertEquals(b.benchSignature(), p.get("benchSignature").asLong());
        assertEquals(b.signatures().get("pvs").longValue(), p.get("signatures").get("pvs").asLong());
        assertEquals(SearchConfig.defaults().asMap().keySet().size(), p.get("configs").get("search").size(),
                "every setting of the search");
        Path data = tmp.resolve("d.txt");
        MainTest.Result t = MainTest.run("tune", "data", "--self-play", "2", "--nodes", "300", "--threads", "1",
                "--seed", "3", "--out", data.toString());
        assertEquals(0, t.status(), t.err());
        String text = Files.readString(data);
        assertTrue(text.contains("\n# provenance: Xiangqi Lab " + b.version() + ", commit " + b.commitText() + ", bench "
                + b.benchSignature()), text.substring(0, Math.min(600, text.length())));
    }

    @Test
    void mergeRefusesShardsOfDifferentBuildsUnlessAsked() throws Exception {
        Path file = tmp.resolve("prov.json");
        Files.writeString(file, FILE);
        for (int k = 1; k <= 2; k++) {
            MainTest.Result r = MainTest.run("experiment", "run", file.toString(), "--shard", k + "/2", "--quiet",
                    "--out", tmp.resolve("s" + k).toString());
            assertEquals(0, r.status(), r.err());
        }
        Path other = tmp.resolve("s2").resolve("provenance.json");
        Provenance p = Provenance.fromJson(Files.readString(other));
        Provenance changed = new Provenance(p.program(), p.version(), "0123456789abcdef0123456789abcdef01234567", false,
                p.buildDate(), 4242, p.jvmVendor(), p.jvmVersion(), p.os(), p.cpu(), p.cores(), p.date(),
                p.commandLine(), p.configs(), p.seeds(), p.files());
        Files.writeString(other, changed.toJson());

        MainTest.Result refused = MainTest.run("experiment", "merge", "--out", tmp.resolve("m").toString(),
                tmp.resolve("s1").toString(), tmp.resolve("s2").toString());
        assertEquals(2, refused.status(), refused.out());
        assertTrue(refused.err().contains("different builds"), refused.err());
        assertTrue(refused.err().contains("commit " + BuildInfo.current().commitText()), "names the first build: "
                + refused.err());
        assertTrue(refused.err().contains("commit 0123456789abcdef0123456789abcdef01234567, bench 4242"),
                "names the second build: " + refused.err());
        assertTrue(refused.err().contains("--allow-mixed-builds"), refused.err());
        assertFalse(Files.exists(tmp.resolve("m").resolve("rows.csv")), "nothing was merged");

        MainTest.Result mixed = MainTest.run("experiment", "merge", "--allow-mixed-builds", "--out",
                tmp.resolve("m").toString(), tmp.resolve("s1").toString(), tmp.resolve("s2").toString());
        assertEquals(0, mixed.status(), mixed.err());
        String report = Files.readString(tmp.resolve("m").resolve("report.md"));
        assertTrue(report.contains("Results of more than one build"), report);
        assertTrue(report.contains("bench 4242"), "the report names the other build too");
    }

    /**
     * Two builds of one commit whose code for one preset differs (a signature of pvs that is not the same) are not
     * one build: the merge refuses them naming the preset. Two builds of no commit, or of a work tree with changes,
     * are one build only when their jars are the same file.
     */
    @Test
    void mergeRefusesShardsThatDifferInOnePresetsSignatureAndUnpinnedBuildsOfOtherJars() throws Exception {
        Path file = tmp.resolve("prov.json");
        Files.writeString(file, FILE);
        for (int k = 1; k <= 2; k++) {
            assertEquals(0, MainTest.run("experiment", "run", file.toString(), "--shard", k + "/2", "--quiet",
                    "--out", tmp.resolve("s" + k).toString()).status());
        }
        Path other = tmp.resolve("s2").resolve("provenance.json");
        Provenance p = Provenance.fromJson(Files.readString(other));
        assertEquals(BuildInfo.current().signatures(), p.signatures(), "provenance carries every preset's signature");
        assertTrue(p.signatures().keySet().containsAll(java.util.List.of("full", "pvs", "alphabeta", "elephanteye")),
                p.signatures().toString());
        java.util.Map<String, Long> sig = new java.util.LinkedHashMap<>(p.signatures());
        sig.put("pvs", sig.get("pvs") + 1);
        Files.writeString(other, new Provenance(p.program(), p.version(), p.commit(), p.dirty(), p.buildDate(),
                p.benchSignature(), p.jvmVendor(), p.jvmVersion(), p.os(), p.cpu(), p.cores(), p.date(),
                p.commandLine(), p.configs(), p.seeds(), p.files(), sig, p.jar()).toJson());
        MainTest.Result refused = MainTest.run("experiment", "merge", "--out", tmp.resolve("m").toString(),
                tmp.resolve("s1").toString(), tmp.resolve("s2").toString());
        assertEquals(2, refused.status(), refused.out());
        assertTrue(refused.err().contains("different builds (signature of pvs " + p.signatures().get("pvs") + " vs "
                + sig.get("pvs") + ")"), refused.err());

        Provenance dirtyA = new Provenance(p.program(), p.version(), p.commit(), true, p.buildDate(), p.benchSignature(),
                p.jvmVendor(), p.jvmVersion(), p.os(), p.cpu(), p.cores(), p.date(), p.commandLine(), p.configs(),
                p.seeds(), p.files(), p.signatures(), "aa".repeat(32));
        Provenance dirtyB = new Provenance(p.program(), p.version(), p.commit(), true, p.buildDate(), p.benchSignature(),
                p.jvmVendor(), p.jvmVersion(), p.os(), p.cpu(), p.cores(), p.date(), p.commandLine(), p.configs(),
                p.seeds(), p.files(), p.signatures(), "bb".repeat(32));
        assertFalse(org.xqlab.experiment.RunProvenance.sameBuild(dirtyA, dirtyB), "two dirty builds of other jars");
        assertTrue(org.xqlab.experiment.RunProvenance.sameBuild(dirtyA, dirtyA), "one dirty jar is one build");
        Provenance none = new Provenance(p.program(), p.version(), BuildInfo.UNKNOWN, false, p.buildDate(),
                p.benchSignature(), p.jvmVendor(), p.jvmVersion(), p.os(), p.cpu(), p.cores(), p.date(),
                p.commandLine(), p.configs(), p.seeds(), p.files(), p.signatures(), "cc".repeat(32));
        Provenance none2 = new Provenance(p.program(), p.version(), BuildInfo.UNKNOWN, false, p.buildDate(),
                p.benchSignature(), p.jvmVendor(), p.jvmVersion(), p.os(), p.cpu(), p.cores(), p.date(),
                p.commandLine(), p.configs(), p.seeds(), p.files(), p.signatures(), "dd".repeat(32));
        assertFalse(org.xqlab.experiment.RunProvenance.sameBuild(none, none2), "two builds of no commit, other jars");
        assertEquals(dirtyA, Provenance.fromJson(dirtyA.toJson()), "signatures and jar read back from JSON");
    }

    @Test
    void resumingAFolderWithAnotherBuildIsRefused() throws Exception {
        Path file = tmp.resolve("prov.json");
        Files.writeString(file, FILE);
        Path out = tmp.resolve("out");
        assertEquals(0, MainTest.run("experiment", "run", file.toString(), "--shard", "1/2", "--quiet", "--out",
                out.toString()).status());
        Provenance p = Provenance.fromJson(Files.readString(out.resolve("provenance.json")));
        Files.writeString(out.resolve("provenance.json"), new Provenance(p.program(), p.version(), p.commit(),
                p.dirty(), p.buildDate(), p.benchSignature() + 1, p.jvmVendor(), p.jvmVersion(), p.os(), p.cpu(),
                p.cores(), p.date(), p.commandLine(), p.configs(), p.seeds(), p.files()).toJson());
        MainTest.Result r = MainTest.run("experiment", "run", file.toString(), "--shard", "1/2", "--quiet", "--out",
                out.toString());
        assertEquals(2, r.status(), r.out());
        assertTrue(r.err().contains("holds results of another build"), r.err());
    }

    @Test
    void aShardsMergeHintNamesItsRealFolders() throws Exception {
        Path file = tmp.resolve("prov.json");
        Files.writeString(file, FILE);
        Path shard = tmp.resolve("results").resolve("shard-2-of-3");
        MainTest.Result r = MainTest.run("experiment", "run", file.toString(), "--shard", "2/3", "--quiet", "--out",
                shard.toString());
        assertEquals(0, r.status(), r.err());
        Path parent = shard.toAbsolutePath().getParent();
        assertTrue(r.out().contains("when all shards are done: experiment merge --out " + parent + " "
                + parent.resolve("shard-*-of-3")), r.out());
        Path odd = tmp.resolve("elsewhere");
        MainTest.Result s = MainTest.run("experiment", "run", file.toString(), "--shard", "1/3", "--quiet", "--out",
                odd.toString());
        assertTrue(s.out().contains("experiment merge --out MERGED-FOLDER " + odd.toAbsolutePath()
                + " (and the folders of the other 2 shards)"), s.out());
    }

    private static List<String> names(JsonNode object) {
        List<String> names = new ArrayList<>();
        for (Iterator<String> it = object.fieldNames(); it.hasNext(); ) {
            names.add(it.next());
        }
        return names;
    }
}
