package org.xqlab.build;

import org.junit.jupiter.api.Test;
import org.xqlab.search.Bench;
import org.xqlab.search.SearchConfig;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class BuildInfoTest {

    @Test
    void theRecordedBenchSignatureIsTheNodeCountOfTheBenchAtItsDefaultSettings() {
        long nodes = Bench.run(SearchConfig.preset("full"), Bench.DEFAULT_DEPTH, null).nodes();
        assertEquals(nodes, BuildInfo.current().benchSignature(), "the engine's bench signature changed: write bench="
                + nodes + " in src/main/resources/org/xqlab/build/build.properties (and Bench: " + nodes
                + " in the commit message)");
    }

    /**
     * Every preset the program ships has a signature, and the build records one for each ({@code BenchAllTest} runs
     * them and compares); {@code --version} names them.
     */
    @Test
    void everyPresetHasASignatureTheBuildRecords() {
        java.util.Set<String> presets = new java.util.HashSet<>();
        for (Bench.Signature s : Bench.SIGNATURES) {
            if (s.changes().isEmpty()) {
                presets.add(s.preset());
            }
            assertTrue(BuildInfo.current().signatures().containsKey(s.name()), "bench." + s.name() + " is recorded");
        }
        assertEquals(new java.util.HashSet<>(SearchConfig.presetNames()), presets, "a signature for every preset");
        assertEquals(BuildInfo.current().benchSignature(), BuildInfo.current().signatures().get("full"));
        String[] lines = BuildInfo.current().versionLines();
        assertEquals("signatures " + BuildInfo.current().signaturesText(), lines[4], "--version names them");
        assertTrue(lines[4].startsWith("signatures full " + BuildInfo.current().benchSignature() + ", "), lines[4]);
    }

    @Test
    void theBuildKnowsTheCommitOfItsWorkTreeAndWhetherItWasDirty() throws Exception {
        BuildInfo b = BuildInfo.current();
        assertTrue(b.date().matches("\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\dZ"), "build date in UTC: " + b.date());
        assertFalse(b.version().equals(BuildInfo.UNKNOWN), "the version comes from pom.xml");
        if (!Files.exists(Path.of(".git"))) {
            assertEquals(BuildInfo.UNKNOWN, b.commit(), "a build outside git names no commit");
            return;
        }
        Process p = new ProcessBuilder("git", "rev-parse", "HEAD").redirectErrorStream(true).start();
        String head = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).trim();
        if (!p.waitFor(30, TimeUnit.SECONDS) || p.exitValue() != 0) {
            return; // no git command here: nothing to compare with
        }
        assertEquals(head, b.commit(), "the commit the build recorded is the work tree's HEAD");
        assertEquals(b.commit() + (b.dirty() ? "-dirty" : ""), b.commitText());
    }

    @Test
    void valuesTheBuildCouldNotFillInReadAsUnknown() {
        Properties p = new Properties();
        p.setProperty("version", "0.1.0");
        p.setProperty("commit", "${xqlab.commit}");
        p.setProperty("dirty", "${xqlab.dirty}");
        p.setProperty("date", "${xqlab.build.date}");
        BuildInfo b = BuildInfo.of(p);
        assertEquals(new BuildInfo("0.1.0", "unknown", false, "unknown", -1), b);
        assertEquals("unknown", b.commitText());
        assertEquals("bench unknown", b.versionLines()[3]);
        assertEquals(new BuildInfo("unknown", "unknown", false, "unknown", -1), BuildInfo.of(new Properties()));
    }

    @Test
    void aDirtyBuildSaysSoAfterItsCommit() {
        Properties p = new Properties();
        p.setProperty("version", "0.2.0");
        p.setProperty("commit", "0123456789abcdef0123456789abcdef01234567");
        p.setProperty("dirty", "true");
        p.setProperty("date", "2026-01-02T03:04:05Z");
        p.setProperty("bench", "1234");
        BuildInfo b = BuildInfo.of(p);
        assertEquals("0123456789abcdef0123456789abcdef01234567-dirty", b.commitText());
        assertEquals("0123456789-dirty", b.shortCommit());
        assertEquals(java.util.List.of("Xiangqi Lab 0.2.0", "commit 0123456789abcdef0123456789abcdef01234567-dirty",
                "built 2026-01-02T03:04:05Z", "bench 1234"), java.util.List.of(b.versionLines()));
    }
}
