package org.xqlab.experiment;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.xqlab.protocol.EngineSpec;
import org.xqlab.protocol.Match;
import org.xqlab.protocol.MoveBudget;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class MatchExperimentTest {
    /** Two weakened variants against full, 6 games each at 400 nodes a move, drawn at 40 plies. */
    static final String JSON = "{\n"
            + "  \"kind\": \"match\",\n"
            + "  \"name\": \"tiny-match\",\n"
            + "  \"variants\": [\n"
            + "    {\"name\": \"full\"},\n"
            + "    {\"name\": \"no-tt\", \"set\": {\"tt\": false}},\n"
            + "    {\"name\": \"no-q\", \"set\": \"quiescence=false\"}\n"
            + "  ],\n"
            + "  \"tc\": \"nodes=400\",\n"
            + "  \"games\": 6,\n"
            + "  \"maxPlies\": 40\n"
            + "}\n";

    @TempDir
    Path tmp;

    static MatchExperiment tiny() {
        return MatchExperimentFile.parse("tiny.json", JSON, null);
    }

    private static MatchRunner.Result run(MatchExperiment e, Path dir, int shard, int shards, int threads) {
        return new MatchRunner(e, new ExperimentRunner.Options(dir, shard, shards, threads, "test"), null, null).run();
    }

    @Test
    void aTinyMatchExperimentPlaysEveryVariantAgainstTheBaseWithBothColours() throws Exception {
        MatchExperiment e = tiny();
        assertEquals(List.of("no-tt", "no-q"), e.challengers().stream().map(Variant::name).toList());
        MatchRunner.Result r = run(e, tmp.resolve("whole"), 1, 1, 2);
        assertTrue(r.complete());
        assertEquals(2, r.lines().size());
        for (MatchSummary.Line l : r.lines()) {
            assertEquals(6, l.games());
            assertEquals(6, l.wins() + l.draws() + l.losses());
            assertEquals(3, l.pairs().stream().mapToInt(Integer::intValue).sum());
            assertTrue(l.eloLow() <= l.elo() && l.elo() <= l.eloHigh(), l.toString());
        }
        for (String f : List.of("games.csv", "games.pgn", "summary.csv", "summary.json", "summary.md", "report.md",
                "experiment.json", "games.jsonl")) {
            assertTrue(Files.isRegularFile(tmp.resolve("whole").resolve(f)), f);
        }
        List<String> csv = Files.readAllLines(tmp.resolve("whole/games.csv"));
        assertEquals(13, csv.size());
        assertTrue(csv.get(1).startsWith("no-tt,0,1,"), csv.get(1));
        assertTrue(csv.get(1).contains(",red,"));
        assertTrue(csv.get(2).startsWith("no-tt,0,2,") && csv.get(2).contains(",black,"), csv.get(2));
        String md = Files.readString(tmp.resolve("whole/summary.md"));
        assertTrue(md.startsWith("| variant | games | +W =D -L | score | Elo vs full | 95% interval |"), md);

        // the first pair is the game pair the match command plays with the same settings
        Match.Report m = Match.run(new Match.Settings(EngineSpec.parse("preset:full,tt=false"), EngineSpec.parse("preset:full"),
                6, e.openings(), MoveBudget.nodes(400), 40, 1, null, 1000), line -> { });
        List<MatchGameRow> firstPair = r.pairs().get("no-tt|0");
        for (int g = 0; g < 2; g++) {
            assertEquals(m.games().get(g).outcome().result(), firstPair.get(g).result());
            assertEquals(m.games().get(g).record().mainLine().size(), firstPair.get(g).plies());
        }
        MatchSummary.Line noTt = r.lines().get(0);
        assertEquals(m.score().wins(), noTt.wins());
        assertEquals(m.score().draws(), noTt.draws());
        assertEquals(m.score().losses(), noTt.losses());
    }

    @Test
    void shardsMergeToTheSameTotalsAsOneProcess() throws Exception {
        MatchExperiment e = tiny();
        MatchRunner.Result whole = run(e, tmp.resolve("whole"), 1, 1, 2);
        List<Path> shards = new ArrayList<>();
        int pairs = 0;
        for (int k = 1; k <= 3; k++) {
            Path dir = tmp.resolve("shard-" + k);
            MatchRunner.Result r = run(e, dir, k, 3, 1);
            assertTrue(r.complete());
            assertFalse(Files.exists(dir.resolve("summary.csv")), "a shard writes no summary");
            pairs += r.pairs().size();
            shards.add(dir);
        }
        assertEquals(whole.pairs().size(), pairs, "the shards split the pairs without overlap");
        List<MatchSummary.Line> merged = MatchMerge.merge(shards, tmp.resolve("merged"), "test");
        assertEquals(whole.lines(), merged);
        assertEquals(Files.readString(tmp.resolve("whole/games.csv")), Files.readString(tmp.resolve("merged/games.csv")));
        assertEquals(Files.readString(tmp.resolve("whole/summary.csv")), Files.readString(tmp.resolve("merged/summary.csv")));
        IllegalArgumentException missing = assertThrows(IllegalArgumentException.class,
                () -> MatchMerge.merge(shards.subList(0, 2), tmp.resolve("partial"), "test"));
        assertTrue(missing.getMessage().contains("game pairs are missing"), missing.getMessage());
    }

    @Test
    void aKilledRunResumesWhereItStopped() throws Exception {
        MatchExperiment e = tiny();
        MatchRunner.Result whole = run(e, tmp.resolve("whole"), 1, 1, 1);
        Path dir = tmp.resolve("killed");
        AtomicInteger games = new AtomicInteger();
        AtomicReference<MatchRunner> runner = new AtomicReference<>();
        runner.set(new MatchRunner(e, new ExperimentRunner.Options(dir, 1, 1, 1, "test"), null, line -> {
            if (games.incrementAndGet() == 5) {
                runner.get().cancel();
            }
        }));
        MatchRunner.Result first = runner.get().run();
        assertFalse(first.complete());
        assertEquals(2, first.pairs().size(), "two pairs finished before the stop; the third was abandoned");
        // a kill in the middle of writing leaves a torn line
        Files.writeString(dir.resolve(MatchLog.GAMES_FILE), "{\"key\": \"no-q|0\", \"games\": [{\"vari",
                StandardCharsets.UTF_8, StandardOpenOption.APPEND);
        MatchRunner.Result second = run(e, dir, 1, 1, 2);
        assertTrue(second.complete());
        assertEquals(4, second.pairsPlayed(), "only the pairs not in the log are played again");
        assertEquals(whole.lines(), second.lines());
        assertEquals(Files.readString(tmp.resolve("whole/games.csv")), Files.readString(dir.resolve("games.csv")));
    }

    @Test
    void aSequentialTestStopsAVariantAndShardsAgreeWithOneProcess() throws Exception {
        String json = JSON.replace("\"games\": 6", "\"games\": 40")
                .replace("\"maxPlies\": 40", "\"maxPlies\": 60, \"sprt\": {\"elo0\": -100, \"elo1\": 100, \"alpha\": 0.1, \"beta\": 0.1}")
                .replace("    {\"name\": \"no-tt\", \"set\": {\"tt\": false}},\n", "");
        MatchExperiment e = MatchExperimentFile.parse("sprt.json", json, null);
        MatchRunner.Result whole = run(e, tmp.resolve("whole"), 1, 1, 2);
        assertTrue(whole.complete());
        MatchSummary.Line l = whole.lines().get(0);
        assertEquals("H0", l.decision(), l.toString());
        assertTrue(l.games() < 40 && l.games() % 2 == 0, l.toString());
        assertTrue(l.llr() <= e.sprt().lowerBound());
        List<Path> shards = new ArrayList<>();
        for (int k = 1; k <= 2; k++) {
            run(e, tmp.resolve("s" + k), k, 2, 1);
            shards.add(tmp.resolve("s" + k));
        }
        assertEquals(whole.lines(), MatchMerge.merge(shards, tmp.resolve("merged"), "test"));
        assertTrue(Files.readString(tmp.resolve("merged/report.md")).contains("sequential test per variant: elo0=-100"));
    }

    @Test
    void theCommandRunsAndMergesAMatchExperiment() throws Exception {
        Path file = tmp.resolve("tiny.json");
        Files.writeString(file, JSON);
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        for (int k = 1; k <= 2; k++) {
            assertEquals(0, org.xqlab.cli.Main.run(new String[] {"experiment", "run", file.toString(), "--shard", k + "/2",
                "--out", tmp.resolve("c" + k).toString(), "--quiet"}, new PrintWriter(out), new PrintWriter(err)), err.toString());
        }
        assertTrue(out.toString().contains("shard 1/2 done: 3 game pairs in"), out.toString());
        StringWriter merged = new StringWriter();
        assertEquals(0, org.xqlab.cli.Main.run(new String[] {"experiment", "merge", "--out", tmp.resolve("m").toString(),
            tmp.resolve("c1").toString(), tmp.resolve("c2").toString()}, new PrintWriter(merged), new PrintWriter(err)),
                err.toString());
        assertTrue(merged.toString().contains("| no-tt | 6 |"), merged.toString());
        assertTrue(merged.toString().contains("merged 12 games from 2 folders"), merged.toString());
        StringWriter list = new StringWriter();
        org.xqlab.cli.Main.run(new String[] {"experiment", "list"}, new PrintWriter(list), new PrintWriter(err));
        assertTrue(list.toString().contains("heuristic-elo        (match) "), list.toString());
    }

    @Test
    void anExternalOpponentPlaysOnlyWhenNamedOnTheCommandLine() throws Exception {
        // the file cannot name one
        assertTrue(bad(JSON.replace("\"kind\": \"match\",", "\"kind\": \"match\", \"opponent\": \"uci:/bin/sh\","))
                .contains("field 'opponent': unknown field"));
        // on the command line: this program as a UCCI engine in its own process plays the base's side
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        String ucci = "ucci:" + java + " -cp " + System.getProperty("java.class.path") + " org.xqlab.cli.Main ucci|book=false";
        String json = JSON.replace("\"games\": 6", "\"games\": 2").replace("    {\"name\": \"no-q\", \"set\": \"quiescence=false\"}\n", "")
                .replace("{\"tt\": false}},", "{\"tt\": false}}");
        Path file = tmp.resolve("ext.json");
        Files.writeString(file, json);
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        assertEquals(0, org.xqlab.cli.Main.run(new String[] {"experiment", "run", file.toString(), "--opponent", ucci,
            "--out", tmp.resolve("ext").toString(), "--quiet"}, new PrintWriter(out), new PrintWriter(err)), err.toString());
        assertTrue(out.toString().contains("| variant | games | +W =D -L | score | Elo vs ucci:"), out.toString());
        assertTrue(out.toString().contains("| no-tt | 2 |"), out.toString());
        String stored = Files.readString(tmp.resolve("ext/experiment.json"));
        assertTrue(stored.contains("\"opponent\" : \"ucci:"), "the run's folder records the opponent: " + stored);
        assertTrue(Files.readString(tmp.resolve("ext/games.pgn")).contains("Xiangqi Lab"), "the external engine's name");
        StringWriter err2 = new StringWriter();
        assertEquals(2, org.xqlab.cli.Main.run(new String[] {"experiment", "run", file.toString(), "--opponent",
            "preset:full", "--out", tmp.resolve("ext2").toString()}, new PrintWriter(new StringWriter()), new PrintWriter(err2)));
        assertTrue(err2.toString().contains("name an external engine"), err2.toString());
    }

    @Test
    void badMatchFilesNameTheField() {
        assertTrue(bad(JSON.replace("\"games\": 6", "\"games\": 5")).contains("field 'games': 5 is odd"));
        assertTrue(bad(JSON.replace("\"nodes=400\"", "\"depth=3\"")).contains("field 'tc': a match experiment plays at equal nodes"));
        assertTrue(bad(JSON.replace("\"kind\": \"match\",", "\"kind\": \"match\", \"engine\": \"uci:/bin/sh\","))
                .contains("field 'engine': unknown field"));
        assertTrue(bad(JSON.replace("{\"name\": \"full\"}", "{\"name\": \"full\", \"preset\": \"uci:/bin/sh\"}"))
                .contains("field 'variants[0].preset'"));
        assertTrue(bad(JSON.replace("\"maxPlies\": 40", "\"maxPlies\": 40, \"sprt\": {\"elo0\": 5, \"elo1\": 0, \"alpha\": 0.05, \"beta\": 0.05}"))
                .contains("field 'sprt': elo1 must be larger than elo0"));
        assertTrue(bad(JSON.replace("\"tc\"", "\"openings\": [{\"name\": \"x\", \"moves\": \"h2e2 h2e2\"}], \"tc\""))
                .contains("field 'openings[0].moves': 'h2e2' is not a legal move here"));
        MatchExperiment e = BuiltInExperiments.loadMatch("heuristic-elo");
        assertEquals(8, e.challengers().size());
        assertEquals(e, MatchExperimentFile.parse("again", MatchExperimentFile.canonical(e), null),
                "the canonical text reads back to the same experiment");
        MatchExperiment pruning = BuiltInExperiments.loadMatch("forward-pruning");
        assertEquals(List.of("no-rfp", "no-futility", "no-lmr-table", "no-lazy-eval", "adaptive-nullmove"),
                pruning.challengers().stream().map(Variant::name).toList());
        assertEquals(pruning, MatchExperimentFile.parse("again", MatchExperimentFile.canonical(pruning), null));
    }

    private static String bad(String json) {
        return assertThrows(IllegalArgumentException.class, () -> MatchExperimentFile.parse("t.json", json, null)).getMessage();
    }
}
