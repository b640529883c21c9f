package org.xqlab.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.xqlab.Await;
import org.xqlab.game.RecordReader;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A match never loses a finished game: its output is checked before the first move, each game is saved as
 * it ends, a killed match keeps what it finished and {@code --resume} plays the rest; forfeits say what
 * happened.
 */
class MatchSavingTest {
    @TempDir
    Path dir;

    private record Run(int status, String out, String err) {
    }

    private static Run run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int status = Main.run(args, new PrintWriter(out), new PrintWriter(err));
        return new Run(status, out.toString(), err.toString());
    }

    private static List<String> matchArgs(Path pgn, String... more) {
        List<String> args = new ArrayList<>(List.of("match", "--engine1", "preset:full", "--engine2", "preset:alphabeta",
                "--games", "6", "--tc", "movetime=15", "--max-plies", "24", "--out", pgn.toString()));
        args.addAll(List.of(more));
        return args;
    }

    private static List<Integer> rounds(String pgn) {
        List<Integer> rounds = new ArrayList<>();
        Matcher m = Pattern.compile("(?m)^\\[Round \"(\\d+)\"\\]").matcher(pgn);
        while (m.find()) {
            rounds.add(Integer.parseInt(m.group(1)));
        }
        return rounds;
    }

    private static long gameLines(Path log) throws Exception {
        if (!Files.exists(log)) {
            return 0;
        }
        return Files.readAllLines(log, StandardCharsets.UTF_8).stream().filter(l -> !l.startsWith("#")).count();
    }

    @Test
    void anOutputInAMissingFolderIsRefusedBeforeAnyGameIsPlayed() {
        long start = System.nanoTime();
        Run r = run("match", "--engine1", "preset:full", "--engine2", "preset:alphabeta", "--games", "4",
                "--out", "/nonexistent/d/x.pgn");
        assertEquals(2, r.status(), r.err());
        assertEquals("error: --out /nonexistent/d/x.pgn: the folder /nonexistent/d does not exist\n", r.err());
        assertFalse(r.out().contains("game 1"), "no game is played: " + r.out());
        assertTrue(System.nanoTime() - start < 10_000_000_000L);
        Run folder = run("match", "--engine1", "preset:full", "--engine2", "preset:alphabeta", "--out", dir.toString());
        assertEquals(2, folder.status());
        assertTrue(folder.err().contains("is a folder; name a file"), folder.err());
    }

    @Test
    void anUnwritableFolderIsRefusedBeforeAnyGameIsPlayed() throws Exception {
        Path locked = Files.createDirectory(dir.resolve("locked"));
        Files.setPosixFilePermissions(locked, PosixFilePermissions.fromString("r-xr-xr-x"));
        try {
            if (Files.isWritable(locked)) {
                return; // running as root: nothing is unwritable
            }
            Run r = run("match", "--engine1", "preset:full", "--engine2", "preset:alphabeta", "--out",
                    locked.resolve("x.pgn").toString());
            assertEquals(2, r.status());
            assertEquals("error: --out " + locked.resolve("x.pgn") + ": the folder " + locked + " is not writable\n",
                    r.err());
            assertEquals("", r.out());
        } finally {
            Files.setPosixFilePermissions(locked, PosixFilePermissions.fromString("rwxr-xr-x"));
        }
    }

    /** Runs the match in another process and kills it (SIGTERM) after two games; returns the games logged. */
    private long cutMatch(List<String> args, Path log) throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        List<String> cmd = new ArrayList<>(List.of(java, "-cp", System.getProperty("java.class.path"),
                "org.xqlab.cli.Main"));
        cmd.addAll(args);
        Process p = new ProcessBuilder(cmd).redirectOutput(dir.resolve("stdout.txt").toFile())
                .redirectError(dir.resolve("stderr.txt").toFile()).start();
        Await.until("two games logged (or the match ended)", Duration.ofSeconds(120), Duration.ofMillis(10),
                () -> gameLines(log) >= 2 || !p.isAlive());
        assertTrue(p.isAlive(), "the match ended before it could be stopped: "
                + Files.readString(dir.resolve("stdout.txt")));
        p.destroy(); // SIGTERM
        assertTrue(p.waitFor(30, TimeUnit.SECONDS));
        long kept = gameLines(log);
        assertTrue(kept >= 2 && kept < 6, "games logged " + kept);
        return kept;
    }

    /** The cut match resumed with one argument changed is refused (exit 2), its error saying each of {@code says}. */
    private static void refusedWhenChanged(Path pgn, String from, String to, String... says) {
        List<String> args = matchArgs(pgn, "--resume");
        args.set(args.indexOf(from), to);
        Run r = run(args.toArray(String[]::new));
        assertEquals(2, r.status(), r.err());
        for (String part : says) {
            assertTrue(r.err().contains(part), r.err());
        }
    }

    @Test
    void aKilledMatchKeepsItsFinishedGamesAndResumeCompletesIt() throws Exception {
        Path pgn = dir.resolve("m.pgn");
        Path log = dir.resolve("m.pgn.log");
        long kept = cutMatch(matchArgs(pgn), log);
        String cut = Files.readString(pgn, StandardCharsets.UTF_8);
        List<Integer> keptRounds = rounds(cut);
        assertTrue(keptRounds.size() >= kept, "every logged game is in the PGN: " + keptRounds);
        assertEquals(keptRounds.size(), RecordReader.read(pgn).games().size(), "every kept game reads back");
        String err = Files.readString(dir.resolve("stderr.txt"));
        assertTrue(err.contains("match stopped: ") && err.contains("run the same command with --resume"), err);

        // without --resume the cut match is not overwritten
        Run fresh = run(matchArgs(pgn).toArray(String[]::new));
        assertEquals(2, fresh.status());
        assertTrue(fresh.err().contains("holds a match that was cut") && fresh.err().contains("add --resume"),
                fresh.err());
        assertEquals(cut, Files.readString(pgn, StandardCharsets.UTF_8));
        // with other settings it is not mixed up
        refusedWhenChanged(pgn, "preset:alphabeta", "preset:minimax",
                "was played with --engine2 preset:alphabeta, this command gives preset:minimax");
        // fewer games are refused; more than the openings allow (a pair each) too, naming both counts
        refusedWhenChanged(pgn, "6", "5", "was played with --games 6, this command gives 5; give the same settings");
        refusedWhenChanged(pgn, "6", "8000", "4000 game pairs need 4000 openings, but there are only "
                + org.xqlab.protocol.Opening.suite().size());
        assertEquals(cut, Files.readString(pgn, StandardCharsets.UTF_8), "a refused resume leaves the games as they were");

        Run resumed = run(matchArgs(pgn, "--resume").toArray(String[]::new));
        assertEquals(0, resumed.status(), resumed.err());
        assertTrue(resumed.out().startsWith("resumed " + kept + " finished game(s) from " + pgn), resumed.out());
        assertTrue(resumed.out().contains("score +") && resumed.out().contains("games written to " + pgn),
                resumed.out());
        assertTrue(resumed.out().lines().filter(l -> l.startsWith("game ")).count() == 6 - kept, resumed.out());
        String whole = Files.readString(pgn, StandardCharsets.UTF_8);
        assertEquals(List.of(1, 2, 3, 4, 5, 6), rounds(whole));
        assertEquals(6, RecordReader.read(pgn).games().size());
        assertFalse(Files.exists(log), "a complete match leaves no log");
        // the games kept from the cut run are there unchanged
        String keptText = cut.substring(0, cut.lastIndexOf("[Event", cut.indexOf("[Round \"" + kept + "\"]")));
        assertTrue(whole.startsWith(keptText), "the first games are unchanged");
        Run again = run(matchArgs(pgn, "--resume").toArray(String[]::new));
        assertEquals(2, again.status());
        assertTrue(again.err().contains("no cut match to continue"), again.err());
    }

    @Test
    void aResumedMatchMayPlayMoreGamesWhenThePlayedOnesKeepTheirOpenings() throws Exception {
        Path lines = Files.writeString(dir.resolve("four.txt"), "中炮对屏风马 | Central Cannon vs Screen Horses | "
                + "炮二平五 马8进7 马二进三 马2进3\n仙人指路对卒底炮 | Pawn Opening vs Cannon | 兵七进一 炮2平3 炮二平五 象3进5\n"
                + "飞相局 | Elephant Opening | 相三进五 炮8平5 马二进三 马8进7\n"
                + "起马局 | Horse Opening | 马八进七 卒7进1 兵七进一 马8进7\n");
        Path pgn = dir.resolve("sprt.pgn");
        Path log = dir.resolve("sprt.pgn.log");
        long kept = cutMatch(matchArgs(pgn, "--openings", lines.toString()), log);
        String cut = Files.readString(pgn, StandardCharsets.UTF_8);
        List<String> more = matchArgs(pgn, "--openings", lines.toString(), "--resume");
        more.set(more.indexOf("6"), "8");
        Run resumed = run(more.toArray(String[]::new));
        assertEquals(0, resumed.status(), resumed.err());
        assertTrue(resumed.out().startsWith("resumed " + kept + " finished game(s) from " + pgn), resumed.out());
        assertEquals(8 - kept, resumed.out().lines().filter(l -> l.startsWith("game ")).count(), resumed.out());
        String whole = Files.readString(pgn, StandardCharsets.UTF_8);
        assertEquals(List.of(1, 2, 3, 4, 5, 6, 7, 8), rounds(whole));
        String keptText = cut.substring(0, cut.lastIndexOf("[Event", cut.indexOf("[Round \"" + kept + "\"]")));
        assertTrue(whole.startsWith(keptText), "the games played before are unchanged");
        // each pair's opening is the one its place draws, the same for the pairs played before and after the cut,
        // and no two pairs share one
        var games = RecordReader.read(pgn).games();
        List<org.xqlab.protocol.Opening> drawn = org.xqlab.protocol.Opening.forPairs(
                org.xqlab.protocol.Opening.read(lines), 4);
        java.util.Set<String> used = new java.util.HashSet<>();
        for (int g = 0; g < 8; g++) {
            List<Integer> moves = games.get(g).mainLine().stream().map(n -> n.move()).limit(4).toList();
            assertEquals(drawn.get(g / 2).moves(), moves, "game " + (g + 1) + " opens with " + drawn.get(g / 2).name());
            used.add(moves.toString());
        }
        assertEquals(4, used.size(), "four pairs, four openings");
        assertFalse(Files.exists(log), "a complete match leaves no log");
    }

    /** A UCI engine as a shell script that completes the handshake and answers {@code go} with {@code onGo}. */
    private String script(String onGo) throws Exception {
        Path file = dir.resolve("engine-" + Math.abs(onGo.hashCode()) + ".sh");
        Files.writeString(file, "#!/bin/sh\nwhile read l; do case \"$l\" in uci) echo 'id name Broken'; echo uciok;; "
                + "isready) echo readyok;; go*) " + onGo + ";; quit) exit 0;; esac; done\n");
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rwx------"));
        return "uci:" + file;
    }

    @Test
    void forfeitsSayWhetherTheEngineCrashedOrTimedOut() throws Exception {
        Path pgn = dir.resolve("crash.pgn");
        Run crashed = run("match", "--engine1", "preset:full", "--engine2", script("exit 7"), "--nodes", "300",
                "--out", pgn.toString());
        assertEquals(MatchCommand.ENGINE_FAILED, crashed.status());
        assertTrue(crashed.out().contains(": 1-0 forfeit (engine crashed), ")
                && crashed.out().contains(": 0-1 forfeit (engine crashed), "), crashed.out());
        assertFalse(crashed.out().contains("resignation"), crashed.out());
        assertEquals(2, RecordReader.read(pgn).games().size(), "forfeited games are saved too");
        Run hung = run("match", "--engine1", "preset:full", "--engine2", script("sleep 30"), "--nodes", "300",
                "--games", "1", "--grace", "200");
        assertTrue(hung.out().contains(": 1-0 forfeit (engine timed out), "), hung.out());
        Run illegal = run("match", "--engine1", "preset:full", "--engine2", script("echo 'bestmove a0a9'"),
                "--nodes", "300", "--games", "1");
        assertTrue(illegal.out().contains(": 1-0 forfeit (illegal move), "), illegal.out());
    }
}
