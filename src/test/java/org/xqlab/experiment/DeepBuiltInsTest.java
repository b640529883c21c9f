package org.xqlab.experiment;

import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The deeper built-ins answer the seed claims left open at shallow depths (docs/experiments.md): they search the
 * tournaments-deep suite (100 positions, one from each of 100 master games) to depths 7 to 10, and their cluster
 * files in docs/experiments/cluster/ are the same experiments at depths 9 to 12 (two odd and two even depths each) (same variants, same positions).
 */
class DeepBuiltInsTest {
    @Test
    void theDeepBuiltInsSearchAHundredMasterGamesFromDepthSevenToTenAndTheClusterFilesToTwelve() {
        for (String name : List.of("history-bonus-deep", "killers-deep")) {
            Experiment e = BuiltInExperiments.load(name);
            assertEquals(List.of(Limit.depth(7), Limit.depth(8), Limit.depth(9), Limit.depth(10)), e.limits(), name);
            assertEquals(Suite.builtIn("tournaments-deep").positions(), e.positions(), name + " searches tournaments-deep");
            assertEquals(100, e.positions().stream().map(SuitePosition::game).distinct().count(),
                    name + ": a hundred positions, each from a game of its own");
            Experiment cluster = ExperimentFile.read(Path.of("docs/experiments/cluster/" + name + "-cluster.json"));
            assertEquals(List.of(Limit.depth(9), Limit.depth(10), Limit.depth(11), Limit.depth(12)), cluster.limits(), name);
            assertEquals(e.positions(), cluster.positions(), name + ": the cluster file searches the same positions");
            assertEquals(e.variants(), cluster.variants(), name + ": the cluster file has the same variants");
            assertEquals(e.base(), cluster.base(), name);
        }
    }
}
