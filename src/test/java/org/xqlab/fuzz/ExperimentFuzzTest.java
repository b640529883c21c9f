package org.xqlab.fuzz;

import java.nio.charset.StandardCharsets;
import com.code_intelligence.jazzer.junit.FuzzTest;
import org.xqlab.experiment.Experiment;
import org.xqlab.experiment.ExperimentFile;
import org.xqlab.experiment.MatchExperiment;
import org.xqlab.experiment.MatchExperimentFile;
import org.xqlab.experiment.TuneExperiment;
import org.xqlab.experiment.TuneExperimentFile;

import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Experiment files of every kind (search, {@code "kind": "match"}, {@code "kind": "tune"}): an
 * experiment or an IllegalArgumentException naming the file and field; an accepted experiment's output
 * stays inside the current folder, and its canonical text reads back to the same canonical text.
 */
class ExperimentFuzzTest {
    @FuzzTest
    void experiment(byte[] bytes) throws Exception {
        if (bytes == null) {
            return; // the mutator's null: a file always has content, if empty
        }
        String text = new String(bytes, StandardCharsets.UTF_8); // raw bytes, so corpus files are plain text
        if (MatchExperimentFile.isMatch(text) || TuneExperimentFile.isTune(text)) {
            Fuzz.bounded(() -> otherKind(text));
            return;
        }
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

    private static void otherKind(String text) {
        boolean match = MatchExperimentFile.isMatch(text);
        String output;
        String canonical;
        String again;
        try {
            if (match) {
                MatchExperiment m = MatchExperimentFile.parse("fuzz.json", text, null);
                output = m.output();
                canonical = MatchExperimentFile.canonical(m);
                again = MatchExperimentFile.canonical(MatchExperimentFile.parse("again.json", canonical, null));
            } else {
                TuneExperiment t = TuneExperimentFile.parse("fuzz.json", text, null);
                output = t.output();
                canonical = TuneExperimentFile.canonical(t);
                again = TuneExperimentFile.canonical(TuneExperimentFile.parse("again.json", canonical, null));
            }
        } catch (IllegalArgumentException ex) {
            Fuzz.clearMessage(ex);
            assertTrue(ex.getMessage().startsWith("fuzz.json"), ex.getMessage());
            return;
        }
        Path out = Path.of(output);
        assertFalse(out.isAbsolute(), output);
        assertFalse(out.normalize().startsWith(".."), output);
        assertEquals(canonical, again);
    }
}
