package org.xqlab.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.xqlab.build.BuildInfo;
import org.xqlab.search.SearchConfig;
import org.xqlab.trace.TraceHeader;
import org.xqlab.trace.TraceReader;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A trace's header holds the full configuration (every key) and the provenance; older traces still read. */
class TraceHeaderProvenanceTest {

    @Test
    void theTraceHeaderHoldsEveryKeyOfTheConfigAndTheBuild(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("t.jsonl");
        MainTest.Result t = MainTest.run("trace", "--preset", "pvs", "--set", "killers=0", "--depth", "2", "--out",
                file.toString());
        assertEquals(0, t.status(), t.err());
        TraceHeader h;
        try (TraceReader reader = TraceReader.open(file)) {
            h = reader.header();
        }
        Map<String, String> expected = SearchConfig.preset("pvs").with("killers=0").asMap();
        assertEquals(new ArrayList<>(expected.keySet()), new ArrayList<>(h.settings().keySet()), "every key, in order");
        assertEquals(expected, h.settings());
        BuildInfo b = BuildInfo.current();
        assertEquals(b.commitText(), h.provenance().get("commit"));
        assertEquals(Long.toString(b.benchSignature()), h.provenance().get("bench"));
        for (String key : List.of("version", "buildDate", "jvm", "os", "cpu", "date", "command")) {
            assertTrue(h.provenance().containsKey(key) && !h.provenance().get(key).isBlank(), key + " in " + h.provenance());
        }
        assertTrue(h.provenance().get("command").startsWith("xiangqi-lab trace --preset pvs --set killers=0"),
                h.provenance().get("command"));
        assertTrue(h.config().contains("killers=0"), "the config text is still the search's own: " + h.config());
    }

    @Test
    void aTraceWithoutSettingsOrProvenanceStillReadsAndReplays(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("t.jsonl");
        assertEquals(0, MainTest.run("trace", "--depth", "2", "--out", file.toString()).status());
        List<String> lines = new ArrayList<>(Files.readAllLines(file, StandardCharsets.UTF_8));
        ObjectMapper json = new ObjectMapper();
        ObjectNode header = (ObjectNode) json.readTree(lines.get(0));
        header.remove("settings");
        header.remove("provenance");
        lines.set(0, json.writeValueAsString(header));
        Path old = dir.resolve("old.jsonl");
        Files.write(old, lines, StandardCharsets.UTF_8);
        try (TraceReader reader = TraceReader.open(old)) {
            TraceHeader h = reader.header();
            assertTrue(h.settings().isEmpty() && h.provenance().isEmpty(), h.toString());
        }
        MainTest.Result r = MainTest.run("replay", old.toString());
        assertEquals(0, r.status(), r.err());
        assertEquals(MainTest.run("replay", file.toString()).out(), r.out(), "old and new traces replay alike");
    }
}
