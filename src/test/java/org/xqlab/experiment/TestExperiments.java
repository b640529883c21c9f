package org.xqlab.experiment;

import java.nio.file.Path;

/** A small experiment for tests: three standalone positions and a three-position game sequence. */
final class TestExperiments {
    static final String EPD = String.join("\\n",
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1; id \\\"start\\\"",
            "r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w - - 0 1; id \\\"sharp\\\"",
            "3ak4/4a4/9/9/9/9/9/9/9/3K1R3 w - - 0 1; id \\\"stalemate\\\"; bm d0e0",
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1; id \\\"g1\\\"; seq \\\"g\\\"",
            "rnbakab1r/9/1c4nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR w - - 2 2; id \\\"g2\\\"; seq \\\"g\\\"",
            "rnbakab1r/9/1c4nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C1N2/9/RNBAKAB1R b - - 3 2; id \\\"g3\\\"; seq \\\"g\\\"");

    static final String JSON = "{\n"
            + "  \"name\": \"small\",\n"
            + "  \"suites\": [{\"name\": \"mini\", \"epd\": \"" + EPD + "\"}],\n"
            + "  \"sequences\": true,\n"
            + "  \"variants\": [\n"
            + "    {\"name\": \"base\", \"preset\": \"pvs\", \"set\": {\"tt.mb\": 1}},\n"
            + "    {\"name\": \"no-tt\", \"preset\": \"pvs\", \"set\": \"tt=false\"},\n"
            + "    {\"name\": \"full\", \"set\": {\"tt.mb\": 1}}\n"
            + "  ],\n"
            + "  \"depths\": [1, 2, 3],\n"
            + "  \"repetitions\": 1\n"
            + "}\n";

    private TestExperiments() {
    }

    static Experiment small() {
        return ExperimentFile.parse("small.json", JSON, null);
    }

    static ExperimentRunner.Options options(Path dir, int shard, int shards, int threads) {
        return new ExperimentRunner.Options(dir, shard, shards, threads, "test");
    }
}
