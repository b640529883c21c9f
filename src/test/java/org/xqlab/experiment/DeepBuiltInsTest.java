package org.xqlab.experiment;

import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The deeper built-ins answer the seed claims left open at depth 6 (docs/experiments.md): they search the
 * openings and middlegames of real games (every other position of the real-games suite: 21, so that
 * depths 8 and 9 fit in well under an hour on two cores) to depths 8 and 9, and their cluster files in
 * docs/experiments/cluster/ are the same experiments at depths 10 to 12 (same variants, same positions).
 */
class DeepBuiltInsTest {
    @Test
    void theDeepBuiltInsSearchTheRealGamesToDepthsEightAndNineAndTheClusterFilesToTwelve() {
        for (String name : List.of("history-bonus-deep", "killers-deep")) {
            Experiment e = BuiltInExperiments.load(name);
            assertEquals(List.of(Limit.depth(8), Limit.depth(9)), e.limits(), name);
            List<SuitePosition> all = Suite.builtIn("real-games").positions();
            List<SuitePosition> everyOther = java.util.stream.IntStream.range(0, all.size()).filter(i -> i % 2 == 0)
                    .mapToObj(all::get).toList();
            assertEquals(everyOther, e.positions(), name + " searches every other position of the real-games suite");
            Experiment cluster = ExperimentFile.read(Path.of("docs/experiments/cluster/" + name + "-cluster.json"));
            assertEquals(List.of(Limit.depth(10), Limit.depth(11), Limit.depth(12)), cluster.limits(), name);
            assertEquals(e.positions(), cluster.positions(), name + ": the cluster file searches the same positions");
            assertEquals(e.variants(), cluster.variants(), name + ": the cluster file has the same variants");
            assertEquals(e.base(), cluster.base(), name);
        }
    }
}
