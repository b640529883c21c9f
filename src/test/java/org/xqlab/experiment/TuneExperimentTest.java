package org.xqlab.experiment;

import org.xqlab.tune.TuneData;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.xqlab.game.GameRecord;
import org.xqlab.protocol.EngineSpec;
import org.xqlab.rules.Fen;
import org.xqlab.search.SearchConfig;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Tune experiments ({@code "kind": "tune"}): the self-play games are those of {@code tune data}, a
 * sharded run merged gives exactly the unsharded result, a finished run resumes without replaying, the
 * held-out share is kept out of the fit and picks the tuned table, and bad files are refused naming the
 * field.
 */
class TuneExperimentTest {
    @TempDir
    Path dir;

    private Path file(String body) throws Exception {
        Path f = dir.resolve("tune-" + Math.abs(body.hashCode()) + ".json");
        Files.writeString(f, body, StandardCharsets.UTF_8);
        return f;
    }

    private static final String SMALL = """
            {"kind": "tune", "name": "small", "description": "two methods on six games",
             "data": {"selfPlay": 6, "nodes": 600, "skipPlies": 6, "seed": 3, "records": ["records"]},
             "tune": {"methods": "texel,hill", "weights": "material", "iterations": 3, "step": 16,
                      "set": "eval.weights=start.weights", "holdout": 0.25, "seed": 2}}
            """;

    /**
     * The experiment above. Its self-play seed gives six games whose held-out quarter the fit improves on: with
     * too few held-out positions a seed can leave no method better than the start, and no tuned.weights is written.
     */
    private TuneExperiment small() throws Exception {
        Path records = dir.resolve("records");
        Files.createDirectories(records);
        Files.copy(Path.of("src/test/resources/records/SAMPLE.PGN"), records.resolve("SAMPLE.PGN"));
        // a deliberately bad start, so that every method has something to find
        Files.writeString(dir.resolve("start.weights"), "material.rook.mg = 300\nmaterial.cannon.mg = 700\n");
        String body = SMALL.replace("start.weights", dir.resolve("start.weights").toString());
        return TuneExperimentFile.read(file(body));
    }

    private static TuneRunner.Result run(TuneExperiment e, Path out, int shard, int shards) throws Exception {
        return new TuneRunner(e, new ExperimentRunner.Options(out, shard, shards, 2, "test"), null, null).run();
    }

    @Test
    void shardsMergedGiveTheUnshardedResultAndARunResumes() throws Exception {
        TuneExperiment e = small();
        Path whole = dir.resolve("whole");
        TuneRunner.Result r = run(e, whole, 1, 1);
        assertTrue(r.complete());
        assertEquals(6, r.gamesPlayed());
        assertTrue(r.state().heldOutSize > 0, "a quarter of the positions is held out");
        for (String f : List.of("report.md", "convergence.png", "convergence.svg", "tuned.weights", "texel.weights",
                "hill.weights", "data.txt", "selfplay.pgn", "experiment.json", "state.json")) {
            assertTrue(Files.isRegularFile(whole.resolve(f)), f);
        }
        // the convergence chart names the build that drew it, as PNG text and SVG metadata
        String commit = org.xqlab.build.BuildInfo.current().commitText();
        assertEquals(commit, org.xqlab.io.ImageMetadata.readPng(whole.resolve("convergence.png")).get("xqlab.commit"));
        assertEquals(commit, org.xqlab.io.ImageMetadata.readSvg(whole.resolve("convergence.svg")).get("xqlab.commit"));
        String report = Files.readString(whole.resolve("report.md"));
        assertTrue(report.contains("held-out error"), report);

        // the self-play games are the games of 'tune data --self-play' with the same engine, nodes and seed
        TuneData.SelfPlay plan = new TuneData.SelfPlay(EngineSpec.parse("preset:full"), 600, 3);
        List<GameRecord> games = new ArrayList<>();
        for (int i = 0; i < 6; i++) {
            games.add(plan.play(i, l -> { }));
        }
        String pgn = Files.readString(whole.resolve("selfplay.pgn"));
        for (GameRecord g : games) {
            assertTrue(pgn.contains(org.xqlab.game.GameRecordText.write(g)), "game in selfplay.pgn");
        }

        // run again: nothing is played, the tuning resumes from its finished state to the same files
        String tuned = Files.readString(whole.resolve("tuned.weights"));
        TuneRunner.Result again = run(e, whole, 1, 1);
        assertEquals(0, again.gamesPlayed());
        assertEquals(tuned, Files.readString(whole.resolve("tuned.weights")));

        // two shards, merged, then the run in the merged folder: the same tuned table
        TuneRunner.Result s1 = run(e, dir.resolve("s1"), 1, 2);
        TuneRunner.Result s2 = run(e, dir.resolve("s2"), 2, 2);
        assertTrue(s1.complete() && s2.complete());
        assertEquals(3, s1.gamesPlayed());
        assertNull(s1.state(), "a shard only plays its games");
        Path merged = dir.resolve("merged");
        IllegalArgumentException missing = assertThrows(IllegalArgumentException.class,
                () -> TuneRunner.merge(List.of(dir.resolve("s1")), merged));
        assertTrue(missing.getMessage().contains("missing"), missing.getMessage());
        // the app's "follow folders": each shard's share of the games, and all together
        FolderStatus f1 = FolderStatus.of(dir.resolve("s1"));
        assertEquals("tune", f1.kind());
        assertEquals(3, f1.done());
        Path shardNamed = dir.resolve("shard-2-of-2");
        Files.createDirectories(shardNamed);
        for (String f : List.of(ResultLog.EXPERIMENT_FILE, TuneRunner.GAMES_FILE)) {
            Files.copy(dir.resolve("s2").resolve(f), shardNamed.resolve(f));
        }
        FolderStatus f2 = FolderStatus.of(shardNamed);
        assertEquals(3, f2.total(), "shard 2 of 2 has games 2, 4 and 6");
        assertEquals(1.0, f2.fraction());
        FolderStatus all = FolderStatus.overall(List.of(dir.resolve("s1"), dir.resolve("s2")));
        assertEquals(6, all.done());
        assertEquals(6, all.total());
        IllegalArgumentException compare = assertThrows(IllegalArgumentException.class,
                () -> FolderComparison.compare(dir.resolve("s1"), dir.resolve("s2")));
        assertTrue(compare.getMessage().contains("tune experiment"), compare.getMessage());

        assertEquals(6, TuneRunner.merge(List.of(dir.resolve("s1"), dir.resolve("s2")), merged));
        TuneRunner.Result m = run(e, merged, 1, 1);
        assertEquals(0, m.gamesPlayed());
        assertEquals(tuned, Files.readString(merged.resolve("tuned.weights")));
        assertEquals(Files.readString(whole.resolve("data.txt")), Files.readString(merged.resolve("data.txt")));

        // the tuned file loads and changes the evaluation
        SearchConfig c = SearchConfig.preset("full").with("eval.weights", whole.resolve("tuned.weights").toString());
        assertNotEquals(SearchConfig.preset("full").evaluator().evaluateForRed(Fen.parse(UNEVEN)),
                c.evaluator().evaluateForRed(Fen.parse(UNEVEN)));
    }

    /** Black lacks both horses, a rook and a cannon: the material weights decide its evaluation. */
    private static final String UNEVEN = "r1bakab2/9/1c7/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

    @Test
    void theHeldOutShareIsKeptOutOfTheFitGameByGame(@TempDir Path dir) throws Exception {
        List<GameRecord> games = new ArrayList<>();
        TuneData.SelfPlay plan = new TuneData.SelfPlay(EngineSpec.parse("preset:full"), 500, 9);
        for (int i = 0; i < 8; i++) {
            games.add(plan.play(i, l -> { }));
        }
        TuneData d = TuneData.ofGames(games, 4, "test");
        assertTrue(d.byGame(), "a set built from games knows each position's game");
        TuneData[] parts = d.split(0.3, 7);
        assertEquals(d.size(), parts[0].size() + parts[1].size());
        assertTrue(parts[0].size() > 0 && parts[1].size() > 0, "some games on each side");
        // every game lies wholly on one side, and 30 % of the games with positions are held out
        Set<Integer> heldGames = new HashSet<>();
        for (int i = 0; i < parts[1].size(); i++) {
            heldGames.add(parts[1].game(i));
        }
        assertEquals(d.heldOutGames(0.3, 7), heldGames);
        assertEquals(2, heldGames.size());
        for (int i = 0; i < parts[0].size(); i++) {
            assertFalse(heldGames.contains(parts[0].game(i)), "game " + parts[0].game(i) + " on both sides");
        }
        // a small share of a few games still holds one out, and a large one keeps one in
        assertEquals(1, d.heldOutGames(0.01, 7).size());
        long withPositions = java.util.stream.IntStream.range(0, d.size()).map(d::game).distinct().count();
        assertEquals(withPositions - 1, d.heldOutGames(0.99, 7).size(), "of the games with positions, all but one");
        assertNotEquals(d.heldOutGames(0.3, 7), d.heldOutGames(0.3, 8), "the seed picks the games");
        assertEquals(0, d.split(0, 7)[1].size());
        assertThrows(IllegalArgumentException.class, () -> d.split(0.95, 7));

        // the file keeps the game numbers; a file without them (older versions) is split by position
        Path file = dir.resolve("d.txt");
        d.save(file);
        TuneData back = TuneData.load(file);
        assertTrue(back.byGame());
        for (int i = 0; i < d.size(); i++) {
            assertEquals(d.game(i), back.game(i));
        }
        Path old = dir.resolve("old.txt");
        Files.writeString(old, Files.readAllLines(file).stream().map(l -> l.replaceAll(" ; game \\d+$", ""))
                .collect(java.util.stream.Collectors.joining("\n")));
        TuneData legacy = TuneData.load(old);
        assertFalse(legacy.byGame());
        TuneData[] byPosition = legacy.split(0.3, 7);
        for (TuneData.Entry x : byPosition[1].entries()) {
            assertTrue(TuneData.heldOut(x.position().key(), 0.3, 7));
        }
        for (TuneData.Entry x : byPosition[0].entries()) {
            assertFalse(TuneData.heldOut(x.position().key(), 0.3, 7));
        }
        // a merged set numbers the second set's games after the first's
        TuneData twice = d.plus(TuneData.ofGames(games.subList(0, 2), 0, "more"));
        assertTrue(twice.byGame());
        int last = d.size() == 0 ? -1 : java.util.stream.IntStream.range(0, d.size()).map(d::game).max().getAsInt();
        for (int i = d.size(); i < twice.size(); i++) {
            assertTrue(twice.game(i) > last, "merged games come after the first set's");
        }
        // a bad game field is refused with its line
        Path bad = dir.resolve("bad.txt");
        Files.writeString(bad, Fen.START + " ; 1 ; round 3\n");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> TuneData.load(bad));
        assertTrue(e.getMessage().contains("line 1") && e.getMessage().contains("game N"), e.getMessage());
    }

    @Test
    void badFilesAreRefusedNamingTheField() throws Exception {
        String[][] cases = {
            {"{\"kind\": \"tune\", \"name\": \"x\", \"output\": \"../x\", \"data\": {\"selfPlay\": 2}}", "output"},
            {"{\"kind\": \"tune\", \"name\": \"x\", \"output\": \"/tmp/x\", \"data\": {\"selfPlay\": 2}}", "output"},
            {"{\"kind\": \"tune\", \"name\": \"x\", \"data\": {\"selfPlay\": 2, \"engine\": \"ucci:/bin/sh\"}}", "data.engine"},
            {"{\"kind\": \"tune\", \"name\": \"x\", \"data\": {\"records\": [\"no-such-folder\"]}}", "data.records[0]"},
            {"{\"kind\": \"tune\", \"name\": \"x\", \"data\": {}}", "data"},
            {"{\"kind\": \"tune\", \"name\": \"x\", \"data\": {\"selfPlay\": 2}, \"tune\": {\"holdout\": 1.5}}", "tune.holdout"},
            {"{\"kind\": \"tune\", \"name\": \"x\", \"data\": {\"selfPlay\": 2}, \"tune\": {\"methods\": \"texel,magic\"}}", "tune.methods"},
            {"{\"kind\": \"tune\", \"name\": \"x\", \"data\": {\"selfPlay\": 2}, \"tune\": {\"weights\": \"nonsense\"}}", "tune.weights"},
            {"{\"kind\": \"tune\", \"name\": \"x\", \"data\": {\"selfPlay\": 2}, \"tune\": {\"set\": \"depth.bogus=1\"}}", "tune.preset/set"},
            {"{\"kind\": \"tune\", \"name\": \"x\", \"data\": {\"selfPlay\": -1}}", "data.selfPlay"},
            {"{\"kind\": \"tune\", \"name\": \"x\", \"data\": {\"selfPlay\": 2, \"colour\": 1}}", "data.colour"},
        };
        for (String[] c : cases) {
            Path f = file(c[0]);
            IllegalArgumentException ex = assertThrows(IllegalArgumentException.class, () -> TuneExperimentFile.read(f), c[0]);
            assertTrue(ex.getMessage().contains("field '" + c[1] + "'"), c[0] + " → " + ex.getMessage());
            assertTrue(ex.getMessage().startsWith(f.getFileName().toString()), ex.getMessage());
        }
        assertTrue(TuneExperimentFile.isTune(file("{\"kind\": \"tune\"}")));
        assertFalse(TuneExperimentFile.isTune(file("{\"kind\": \"match\"}")));
        assertFalse(TuneExperimentFile.isTune(file("not json")));
    }

    @Test
    void theBuiltInTuneExperimentReadsAndRoundTrips() {
        TuneExperiment e = BuiltInExperiments.loadTune("tune-methods");
        assertEquals(100, e.selfPlay());
        assertEquals(5, e.methods().size());
        assertEquals(0.2, e.holdout());
        String canonical = TuneExperimentFile.canonical(e);
        assertEquals(canonical, TuneExperimentFile.canonical(TuneExperimentFile.parse("again", canonical, null)));
    }
}
