package org.xqlab.experiment;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.xqlab.game.GameRecord;
import org.xqlab.game.RecordCollection;
import org.xqlab.review.GamePhase;
import org.xqlab.rules.Fen;
import org.xqlab.rules.Move;
import org.xqlab.rules.Position;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.function.Consumer;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The suites {@code tournaments} (600 positions) and {@code tournaments-deep} (100 of them): one position from each
 * of 600 distinct master games of many tournaments, for experiments whose statistics must count independent games
 * from many players and events. Source: the master games of the Chinese Chess Practical Dataset (CCPD) by Yu-Han
 * Tseng, CC BY 4.0, github.com/Yvonne761/Chinese-Chess-Practical-Dataset, folder
 * {@code Dataset/對局/大師對局/以賽事分類} (about 30,000 games in eleven tournament folders, one PGN a game). The
 * rule, written here: the files in path order, each read by {@link RecordCollection} (a file it refuses is left
 * out); games from the standard start whose main line was not seen before; per game a ply k from 10 to 80 drawn by
 * {@code new Random(SEED)} in that order; the position before ply k is the game's candidate when the game reached
 * ply k + 1 and the board was not seen before; 600 candidates drawn by a shuffle with the same generator, kept in
 * path order; {@code tournaments-deep} is every sixth of them. Each comment names the file, players, event, ply,
 * move played and the phase ({@link GamePhase} of the move). With {@code -Dtournaments.source=DIR} (the folder
 * {@code 以賽事分類}) the test derives both again and compares them with the committed files
 * ({@code -Dregenerate=true} rewrites them).
 */
class TournamentsSuiteTest {
    private static final Path FILE = Path.of("sample-positions", "tournaments.epd");
    private static final Path DEEP = Path.of("sample-positions", "tournaments-deep.epd");
    static final long SEED = 20261130L;
    static final int SIZE = 600;
    static final int DEEP_EVERY = 6;
    private static final Pattern COMMENT = Pattern.compile(
            "^(\\S+) \\((.*) vs (.*), (.*)\\), before ply (\\d+), played ([a-i]\\d[a-i]\\d), (opening|middlegame|endgame)$");

    @Test
    void theSuiteHoldsSixHundredPositionsFromDistinctGamesOfManyPlayersAndEvents() {
        Suite s = Suite.builtIn("tournaments");
        assertEquals(SIZE, s.positions().size());
        Set<String> games = new HashSet<>();
        Set<String> boards = new HashSet<>();
        Set<String> players = new HashSet<>();
        Set<String> folders = new HashSet<>();
        Map<GamePhase, Integer> phases = new EnumMap<>(GamePhase.class);
        for (SuitePosition p : s.positions()) {
            Matcher m = COMMENT.matcher(p.comment());
            assertTrue(m.find(), p.id() + ": the comment names the file, players, event, ply, move and phase: " + p.comment());
            Position pos = Fen.parse(p.fen());
            int played = Move.parseIccs(m.group(6));
            assertTrue(java.util.Arrays.stream(pos.legalMoves()).anyMatch(mv -> mv == played), p.id() + ": " + m.group(6) + " is legal");
            int ply = Integer.parseInt(m.group(5));
            assertTrue(ply >= 10 && ply <= 80, p.id() + " ply " + ply);
            assertEquals(ply % 2 == 0 ? "w" : "b", p.fen().split(" ")[1], p.id() + ": red moves at even plies");
            GamePhase phase = GamePhase.of(pos, ply, false);
            assertEquals(phase.key(), m.group(7), p.id() + ": the phase named is the phase of the move");
            phases.merge(phase, 1, Integer::sum);
            assertTrue(games.add(p.game()), p.id() + " shares its game " + p.game());
            assertTrue(boards.add(p.fen().split(" ")[0]), p.id() + " repeats a board");
            players.add(m.group(2));
            players.add(m.group(3));
            folders.add(m.group(1).substring(0, m.group(1).indexOf('/')));
        }
        assertTrue(players.size() >= 100, "players: " + players.size());
        assertTrue(folders.size() >= 8, "tournament folders: " + folders);
        for (GamePhase ph : GamePhase.values()) {
            assertTrue(phases.getOrDefault(ph, 0) >= 50, "phase " + ph + ": " + phases);
        }
        Suite deep = Suite.builtIn("tournaments-deep");
        assertEquals(SIZE / DEEP_EVERY, deep.positions().size());
        for (int i = 0; i < deep.positions().size(); i++) {
            assertEquals(s.positions().get(i * DEEP_EVERY).fen(), deep.positions().get(i).fen(), "deep position " + i);
        }
    }

    @Test
    void theCommittedSuitesAreDerivedFromTheDatasetByTheirRule() throws IOException {
        String source = System.getProperty("tournaments.source", "");
        Assumptions.assumeTrue(!source.isEmpty(), "-Dtournaments.source=DIR not given: the committed suites are not"
                + " re-derived (the dataset is not part of the project; see sample-positions/README.md)");
        String[] derived = derive(Path.of(source));
        if (Boolean.getBoolean("regenerate")) {
            Files.writeString(FILE, derived[0], StandardCharsets.UTF_8);
            Files.writeString(DEEP, derived[1], StandardCharsets.UTF_8);
        }
        String copy = " and copy the files to src/main/resources/org/xqlab/experiment/suites/";
        assertEquals(derived[0], Files.readString(FILE, StandardCharsets.UTF_8),
                "sample-positions/tournaments.epd differs from its derivation: run this test with -Dregenerate=true" + copy);
        assertEquals(derived[1], Files.readString(DEEP, StandardCharsets.UTF_8),
                "sample-positions/tournaments-deep.epd differs from its derivation: run with -Dregenerate=true" + copy);
    }

    /** One candidate: its place in path order and the line of the suite. */
    private record Candidate(int order, String line) {
    }

    static String[] derive(Path folder) throws IOException {
        Random random = new Random(SEED);
        Set<String> boards = new HashSet<>();
        List<Candidate> candidates = new ArrayList<>();
        int games = eachNewGame(folder, g -> {
        List<Integer> moves = g.moves();
        int k = 10 + random.nextInt(71);
        Position p = MastersSuiteTest.newBoardBefore(moves, k, boards);
        if (p == null) {
            return;
        }
        candidates.add(new Candidate(candidates.size(), Fen.format(p) + "; id \"" + g.tag() + "-p" + k + "\"; c0 \""
                + g.where() + ", before ply " + k + ", played " + Move.iccs(moves.get(k)) + ", "
                + GamePhase.of(p, k, false).key() + "\"\n"));
        });
        List<Candidate> chosen = new ArrayList<>(candidates);
        Collections.shuffle(chosen, random);
        chosen = new ArrayList<>(chosen.subList(0, Math.min(SIZE, chosen.size())));
        chosen.sort((a, b) -> Integer.compare(a.order(), b.order()));
        String rule = "# Source: the master games of the Chinese Chess Practical Dataset (CCPD) by Yu-Han Tseng, licensed CC BY 4.0,\n"
                + "# github.com/Yvonne761/Chinese-Chess-Practical-Dataset, folder Dataset/對局/大師對局/以賽事分類 (one PGN a game).\n"
                + "# Rule: files in path order, a file the reader refuses or a main line already seen left out; games from the\n"
                + "# standard start; per game a ply k from 10 to 80 drawn by java.util.Random(" + SEED + ") in that order; the\n"
                + "# position before ply k when the game went on past it and its board is new; " + SIZE + " of these drawn by\n"
                + "# Collections.shuffle with the same generator, kept in path order. Derived by TournamentsSuiteTest\n"
                + "# (-Dtournaments.source=DIR -Dregenerate=true).\n"
                + "# Format: FEN; id \"tNN-FILE-pK\" (NN: the tournament folder's place in name order); c0 \"file (red vs black, event), before ply K, played MOVE, phase of the move\".\n";
        StringBuilder out = new StringBuilder();
        out.append("# Tournaments: one position from each of ").append(chosen.size()).append(" distinct master games (")
                .append(candidates.size()).append(" candidates of ").append(games).append(" games).\n").append(rule);
        StringBuilder deep = new StringBuilder();
        deep.append("# Tournaments, deep: every ").append(DEEP_EVERY).append("th position of tournaments.epd (")
                .append(chosen.size() / DEEP_EVERY).append(" positions from as many games), for searches to depth 10 and more.\n")
                .append(rule);
        for (int i = 0; i < chosen.size(); i++) {
            out.append(chosen.get(i).line());
            if (i % DEEP_EVERY == 0) {
                deep.append(chosen.get(i).line());
            }
        }
        return new String[] {out.toString(), deep.toString()};
    }

    /**
     * A readable game of the dataset with a main line not seen before: its moves, its id ("tNN-FILE[gN]") and where it
     * comes from ("file[#N] (red vs black, event)").
     */
    record NewGame(List<Integer> moves, String tag, String where) {
    }

    /**
     * Walks the dataset's PGN files in path order and hands each readable game from the standard start whose main line
     * is new to {@code each}, in that order; files and games the reader refuses are left out. Returns the games counted
     * (refused games included), as the suites' headers state them.
     */
    static int eachNewGame(Path folder, Consumer<NewGame> each) throws IOException {
        List<Path> files;
        try (Stream<Path> s = Files.walk(folder)) {
            files = s.filter(p -> p.toString().toLowerCase(Locale.ROOT).endsWith(".pgn")).sorted().toList();
        }
        Set<List<Integer>> lines = new HashSet<>();
        int games = 0;
        for (Path f : files) {
            RecordCollection c;
            try {
                c = RecordCollection.of(Files.readAllBytes(f), f.toString());
            } catch (RuntimeException e) {
                continue;
            }
            for (int g = 0; g < c.size(); g++) {
                games++;
                GameRecord game;
                try {
                    game = c.game(g);
                } catch (RuntimeException e) {
                    continue;
                }
                List<Integer> moves = MastersSuiteTest.newMainLine(game, lines);
                if (moves == null) {
                    continue;
                }
                Map<String, String> h = game.headers();
                String file = folder.relativize(f).toString().replace('\\', '/');
                String tag = "t" + String.format("%02d", folderIndex(folder, f)) + "-"
                        + f.getFileName().toString().replaceFirst("\\.[^.]*$", "") + (c.size() > 1 ? "g" + (g + 1) : "");
                String who = MastersSuiteTest.clean(h.getOrDefault("Red", "?")) + " vs "
                        + MastersSuiteTest.clean(h.getOrDefault("Black", "?")) + ", "
                        + MastersSuiteTest.clean(event(h.getOrDefault("Event", "?")));
                each.accept(new NewGame(moves, tag, file + (c.size() > 1 ? "#" + (g + 1) : "") + " (" + who + ")"));
            }
        }
        return games;
    }

    /** The place of the file's tournament folder among the dataset's folders, in name order (1 = the first). */
    static int folderIndex(Path folder, Path file) throws IOException {
        String name = folder.relativize(file).getName(0).toString();
        try (Stream<Path> s = Files.list(folder)) {
            List<String> names = s.filter(Files::isDirectory).map(p -> p.getFileName().toString()).sorted().toList();
            return names.indexOf(name) + 1;
        }
    }

    /** The event without the dataset's repeated part: its header reads "EVENT ; EVENT ROUND TABLE ...". */
    static String event(String header) {
        int semi = header.indexOf(';');
        return semi > 0 ? header.substring(0, semi) : header;
    }
}
