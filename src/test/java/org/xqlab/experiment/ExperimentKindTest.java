package org.xqlab.experiment;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** A mistyped {@code "kind"} is named as an unknown kind with the valid ones, not as an unknown field. */
class ExperimentKindTest {
    private static final String SEARCH = "{\"name\": \"e\", \"suites\": [\"openings\"], "
            + "\"variants\": [{\"name\": \"a\", \"preset\": \"pvs\"}, {\"name\": \"b\"}], \"depths\": [2]}";

    @Test
    void aMistypedKindListsTheKinds() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> ExperimentFile.parse("x.json",
                "{\"kind\": \"reveiw\", " + SEARCH.substring(1), null));
        assertEquals("x.json: field 'kind': unknown kind \"reveiw\" (known: search, match, tune, review)", e.getMessage());
    }

    @Test
    void aSearchExperimentMayNameItsKind() {
        assertEquals("e", ExperimentFile.parse("x.json", "{\"kind\": \"search\", " + SEARCH.substring(1), null).name());
    }
}
