package org.xqlab.fuzz;

import java.nio.charset.StandardCharsets;
import com.code_intelligence.jazzer.junit.FuzzTest;
import org.xqlab.experiment.Experiment;
import org.xqlab.experiment.ExperimentFile;

import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Experiment files: an experiment or an IllegalArgumentException naming the file and field; an accepted
 * experiment's output stays inside the current folder, and its canonical text reads back to the same
 * canonical text.
 */
class ExperimentFuzzTest {
    @FuzzTest
    void experiment(byte[] bytes) throws Exception {
        if (bytes == null) {
            return; // the mutator's null: a file always has content, if empty
        }
        String text = new String(bytes, StandardCharsets.UTF_8); // raw bytes, so corpus files are plain text
        Fuzz.bounded(() -> {
            Experiment e;
            try {
                e = ExperimentFile.parse("fuzz.json", text, null);
            } catch (IllegalArgumentException ex) {
                Fuzz.clearMessage(ex);
                assertTrue(ex.getMessage().startsWith("fuzz.json"), ex.getMessage());
                return;
            }
            Path out = Path.of(e.output());
            assertFalse(out.isAbsolute(), e.output());
            assertFalse(out.normalize().startsWith(".."), e.output());
            String canonical = ExperimentFile.canonical(e);
            assertEquals(canonical, ExperimentFile.canonical(ExperimentFile.parse("again.json", canonical, null)));
        });
    }
}
