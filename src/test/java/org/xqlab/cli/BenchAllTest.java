package org.xqlab.cli;

import org.junit.jupiter.api.Test;
import org.xqlab.build.BuildInfo;
import org.xqlab.search.Bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code bench --all} runs every preset's signature and finds each as the build records it: a change to the code of
 * pvs, alphabeta or the evaluation-gain ordering changes a signature even where {@code full}'s stays the same, and
 * this test then names the line to write into build.properties.
 */
class BenchAllTest {
    @Test
    void everySignatureIsTheOneTheBuildRecords() {
        MainTest.Result r = MainTest.run("bench", "--all");
        String[] lines = r.out().strip().split("\\R");
        assertEquals(Bench.SIGNATURES.size() + 1, lines.length, r.out());
        for (int i = 0; i < Bench.SIGNATURES.size(); i++) {
            Bench.Signature s = Bench.SIGNATURES.get(i);
            assertTrue(lines[i].matches("signature " + s.name() + " depth " + s.depth() + " nodes \\d+.*"), lines[i]);
        }
        assertEquals("signatures match this build", lines[lines.length - 1], "signatures changed: write "
                + "bench.<name>=<nodes> in src/main/resources/org/xqlab/build/build.properties for each line that "
                + "says what this build records, and name them in the commit message:\n" + r.out());
        assertEquals(0, r.status());
        assertTrue(lines[0].equals("signature full depth 7 nodes " + BuildInfo.current().benchSignature()), lines[0]);

        MainTest.Result bad = MainTest.run("bench", "--all", "--depth", "3");
        assertEquals(2, bad.status(), bad.out());
        assertTrue(bad.err().contains("--all runs each preset at its own depth"), bad.err());
    }
}
