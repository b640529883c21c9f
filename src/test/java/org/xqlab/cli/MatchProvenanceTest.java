package org.xqlab.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.xqlab.build.BuildInfo;
import org.xqlab.build.Provenance;
import org.xqlab.game.GameRecord;
import org.xqlab.game.RecordReader;
import org.xqlab.search.SearchConfig;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Every game a match writes carries the build, machine, command, both sides' full configurations and seeds. */
class MatchProvenanceTest {

    @Test
    void everyMatchGameCarriesTheProvenanceInItsPgnTags(@TempDir Path dir) throws Exception {
        Path out = dir.resolve("games.pgn");
        MainTest.Result r = MainTest.run("match", "--engine1", "preset:full", "--engine2", "preset:alphabeta", "--games",
                "2", "--tc", "depth=1", "--max-plies", "12", "--out", out.toString());
        assertEquals(0, r.status(), r.err());
        List<GameRecord> games = RecordReader.read(Files.readAllBytes(out), out.toString()).games();
        assertEquals(2, games.size());
        BuildInfo b = BuildInfo.current();
        String full = Provenance.settingsText(SearchConfig.preset("full").asMap());
        String alphabeta = Provenance.settingsText(SearchConfig.preset("alphabeta").asMap());
        for (int g = 0; g < 2; g++) {
            Map<String, String> tags = games.get(g).headers();
            assertEquals("Xiangqi Lab " + b.version(), tags.get("XqlabVersion"));
            assertEquals(b.commitText(), tags.get("XqlabCommit"));
            assertEquals(Long.toString(b.benchSignature()), tags.get("XqlabBench"));
            for (String key : List.of("XqlabBuildDate", "XqlabJvm", "XqlabOs", "XqlabCpu", "XqlabRunDate")) {
                assertTrue(tags.containsKey(key) && !tags.get(key).isBlank(), key + " in " + tags);
            }
            assertTrue(tags.get("XqlabCommand").startsWith("xiangqi-lab match --engine1 preset:full"), tags.toString());
            assertEquals(g == 0 ? full : alphabeta, tags.get("XqlabConfigRed"), "red's every setting, game " + (g + 1));
            assertEquals(g == 0 ? alphabeta : full, tags.get("XqlabConfigBlack"));
            assertEquals(Long.toString(1000 + g), tags.get("XqlabSeedRed"));
            assertEquals(Long.toString(2000 + g), tags.get("XqlabSeedBlack"));
        }
    }

    @Test
    void matchExperimentGamesAndReportNameTheBuild(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("m.json");
        Files.writeString(file, "{\"kind\": \"match\", \"name\": \"m\", \"variants\": [{\"name\": \"full\"}, "
                + "{\"name\": \"no-q\", \"set\": \"quiescence=false\"}], \"tc\": \"nodes=200\", \"games\": 2, "
                + "\"maxPlies\": 20}");
        Path out = dir.resolve("out");
        MainTest.Result r = MainTest.run("experiment", "run", file.toString(), "--out", out.toString(), "--threads", "1",
                "--quiet");
        assertEquals(0, r.status(), r.err());
        Path pgn = out.resolve("games.pgn");
        List<GameRecord> games = RecordReader.read(Files.readAllBytes(pgn), pgn.toString()).games();
        assertEquals(2, games.size());
        String noQ = Provenance.settingsText(SearchConfig.defaults().with("quiescence=false").asMap());
        assertEquals(noQ, games.get(0).headers().get("XqlabConfigRed"), "the variant has red in game 1");
        assertEquals(noQ, games.get(1).headers().get("XqlabConfigBlack"));
        assertEquals(BuildInfo.current().commitText(), games.get(1).headers().get("XqlabCommit"));
        assertTrue(Files.readString(out.resolve("report.md")).contains("## Provenance"));
        assertTrue(Files.readString(out.resolve("summary.md")).contains("Provenance: Xiangqi Lab"));
        Provenance p = Provenance.fromJson(Files.readString(out.resolve("provenance.json")));
        assertEquals(SearchConfig.defaults().asMap(), p.configs().get("full"));
        assertTrue(p.files().containsKey("openings"), p.files().toString());
    }
}
