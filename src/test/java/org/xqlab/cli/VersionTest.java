package org.xqlab.cli;

import org.junit.jupiter.api.Test;
import org.xqlab.build.BuildInfo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code --version} names the build: version, commit (with -dirty), build date and bench signature. */
class VersionTest {

    @Test
    void versionPrintsTheVersionCommitBuildDateAndBenchSignature() {
        MainTest.Result r = MainTest.run("--version");
        assertEquals(0, r.status(), r.err());
        String[] lines = r.out().strip().split("\\R");
        assertEquals(5, lines.length, r.out());
        BuildInfo b = BuildInfo.current();
        assertEquals("Xiangqi Lab " + b.version(), lines[0]);
        assertTrue(lines[1].matches("commit ([0-9a-f]{40}(-dirty)?|unknown)"), lines[1]);
        assertEquals("commit " + b.commitText(), lines[1]);
        assertTrue(lines[2].startsWith("built "), lines[2]);
        assertTrue(lines[3].matches("bench \\d+"), "the bench signature is known to the build: " + lines[3]);
        assertEquals("bench " + b.benchSignature(), lines[3]);
        assertTrue(lines[4].matches("signatures full \\d+(, [a-z]+ \\d+)+"), "every preset's signature: " + lines[4]);
    }
}
