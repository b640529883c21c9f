package org.xqlab.experiment;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ExperimentFileTest {
    private static final String GOOD = "{\"name\": \"e\", \"suites\": [\"openings\"], "
            + "\"variants\": [{\"name\": \"a\", \"preset\": \"pvs\"}, {\"name\": \"b\", \"set\": {\"lmr\": false}}], "
            + "\"depths\": [2, 3]}";

    @TempDir
    Path tmp;

    @Test
    void aGoodFileIsReadWithDefaults() {
        Experiment e = ExperimentFile.parse("e.json", GOOD, null);
        assertEquals("a", e.base());
        assertEquals(1, e.repetitions());
        assertEquals("experiment-results/e", e.output());
        assertEquals("false", e.variants().get(1).config().get("lmr"));
        assertEquals("full", e.variants().get(1).preset());
        assertEquals(12, e.positions().size());
    }

    @Test
    void theCanonicalTextReadsBackToTheSameExperiment() {
        Experiment e = ExperimentFile.parse("e.json", GOOD, null);
        String canonical = ExperimentFile.canonical(e);
        assertEquals(canonical, ExperimentFile.canonical(ExperimentFile.parse("c.json", canonical, null)));
    }

    @Test
    void everyBuiltInExperimentReads() {
        for (String name : BuiltInExperiments.NAMES) {
            Experiment e = BuiltInExperiments.load(name);
            assertEquals(name, e.name());
            assertTrue(!e.claim().isEmpty() && e.variants().size() >= 2, name);
        }
    }

    @Test
    void suiteFilesAreFoundBesideTheExperimentFile() throws Exception {
        Files.writeString(tmp.resolve("mine.epd"), "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1; id \"s\"\n");
        Path file = tmp.resolve("x.json");
        Files.writeString(file, GOOD.replace("\"openings\"", "\"mine\""));
        assertEquals("s", ExperimentFile.read(file).positions().get(0).id());
    }

    @Test
    void badFilesGetAMessageNamingTheField() {
        bad("field 'colour': unknown field", top("\"colour\": 1"));
        bad("field 'name': is required", GOOD.replace("\"name\": \"e\",", ""));
        bad("field 'name': 'a b' may hold only", GOOD.replace("\"name\": \"e\"", "\"name\": \"a b\""));
        bad("field 'suites': is required", GOOD.replace("\"suites\": [\"openings\"],", ""));
        bad("field 'suites[0]': no suite file 'nosuch'", GOOD.replace("openings", "nosuch"));
        bad("field 'variants': expected a non-empty list", "{\"name\": \"e\", \"suites\": [\"openings\"], \"variants\": 3}");
        bad("field 'variants[1].set': unknown config key 'lmrr'", GOOD.replace("\"lmr\"", "\"lmrr\""));
        bad("field 'variants[1].set': bad value 'maybe' for lmr", GOOD.replace("false}", "\"maybe\"}"));
        bad("field 'variants[0].preset': unknown preset 'fast'", GOOD.replace("\"pvs\"", "\"fast\""));
        bad("field 'variants[1].name': 'a' is used by two variants", GOOD.replace("\"name\": \"b\"", "\"name\": \"a\""));
        bad("field 'variants[0].colour': unknown field", GOOD.replace("\"preset\": \"pvs\"", "\"colour\": \"red\""));
        bad("field 'depths': is required", GOOD.replace(", \"depths\": [2, 3]", ""));
        bad("field 'depths[1]': expected a whole number from 1 to 64, found 99", GOOD.replace("[2, 3]", "[2, 99]"));
        bad("field 'nodes': give depths or nodes, not both", GOOD.replace("\"depths\"", "\"nodes\": [1000], \"depths\""));
        bad("field 'base': 'c' is not the name of a variant", top("\"base\": \"c\""));
        bad("field 'repetitions': expected a whole number", top("\"repetitions\": 0"));
        bad("field 'sequences': expected true or false", top("\"sequences\": \"yes\""));
        bad("not valid JSON at line 1", "{\"name\": ");
    }

    /** GOOD with one more top-level field. */
    private static String top(String field) {
        return "{" + field + ", " + GOOD.substring(1);
    }

    private static void bad(String expected, String text) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> ExperimentFile.parse("x.json", text, null));
        assertTrue(e.getMessage().startsWith("x.json: " + expected), e.getMessage());
    }
}
