package org.xqlab.experiment;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.xqlab.game.RecordCollection;
import org.xqlab.rules.Fen;
import org.xqlab.rules.Move;
import org.xqlab.rules.Position;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The suite {@code tournament-games}: six successive positions from each of 500 distinct master games of many
 * players and tournaments, as game sequences ({@code seq} names the game), for experiments that search a game's
 * positions in order with one searcher (history-decay) and must count independent games. Source: the master games
 * of the Chinese Chess Practical Dataset (CCPD) by Yu-Han Tseng, CC BY 4.0,
 * github.com/Yvonne761/Chinese-Chess-Practical-Dataset, folder {@code Dataset/對局/大師對局/以賽事分類}, as for
 * {@code tournaments} ({@link TournamentsSuiteTest}). The rule, written here: the files in path order, each read by
 * {@link RecordCollection} (a file it refuses is left out); games from the standard start whose main line was not
 * seen before; per game a ply k from 10 to 74 drawn by {@code new Random(SEED)} in that order; the positions before
 * plies k to k + 5 are the game's candidate when the game went on past ply k + 5, the side to move has a legal move in
 * each and none of the six boards was seen before; 500 candidates drawn by a shuffle with the same generator, kept in
 * path order. With {@code -Dtournaments.source=DIR} (the folder {@code 以賽事分類}) the test derives the suite again
 * and compares it with the committed file ({@code -Dregenerate=true} rewrites it).
 */
class TournamentGamesSuiteTest {
    private static final Path FILE = Path.of("sample-positions", "tournament-games.epd");
    static final long SEED = 20261201L;
    static final int GAMES = 500;
    static final int LENGTH = 6;
    private static final Pattern FIRST = Pattern.compile(
            "^(\\S+) \\((.*) vs (.*), (.*)\\), before ply (\\d+), played ([a-i]\\d[a-i]\\d)$");
    private static final Pattern NEXT = Pattern.compile("^before ply (\\d+), played ([a-i]\\d[a-i]\\d)$");

    @Test
    void theSuiteHoldsSixSuccessivePositionsFromEachOfFiveHundredGamesOfManyPlayersAndEvents() {
        Suite s = Suite.builtIn("tournament-games");
        assertEquals(GAMES * LENGTH, s.positions().size());
        Map<String, List<SuitePosition>> games = new LinkedHashMap<>();
        for (SuitePosition p : s.positions()) {
            games.computeIfAbsent(p.game(), g -> new ArrayList<>()).add(p);
        }
        assertEquals(GAMES, games.size(), "games, each named by its sequence");
        Set<String> boards = new HashSet<>();
        Set<String> players = new HashSet<>();
        Set<String> folders = new HashSet<>();
        for (List<SuitePosition> game : games.values()) {
            assertEquals(LENGTH, game.size(), game.get(0).game() + ": positions in a row");
            Matcher first = FIRST.matcher(game.get(0).comment());
            assertTrue(first.find(), game.get(0).id() + ": the comment names the file, players, event, ply and move: "
                    + game.get(0).comment());
            players.add(first.group(2));
            players.add(first.group(3));
            folders.add(first.group(1).substring(0, first.group(1).indexOf('/')));
            int ply = Integer.parseInt(first.group(5));
            assertTrue(ply >= 10 && ply <= 74, game.get(0).id() + " ply " + ply);
            String played = first.group(6);
            for (int i = 0; i < LENGTH; i++) {
                SuitePosition p = game.get(i);
                assertEquals(ply % 2 == 0 ? "w" : "b", p.fen().split(" ")[1], p.id() + ": red moves at even plies");
                assertTrue(boards.add(p.fen().split(" ")[0]), p.id() + " repeats a board");
                Position pos = Fen.parse(p.fen());
                if (i > 0) {
                    Matcher next = NEXT.matcher(p.comment());
                    assertTrue(next.find(), p.id() + ": " + p.comment());
                    assertEquals(ply, Integer.parseInt(next.group(1)), p.id() + ": the next ply");
                    Position before = Fen.parse(game.get(i - 1).fen());
                    before.play(Move.parseIccs(played));
                    assertEquals(p.fen().split(" ")[0], Fen.format(before).split(" ")[0],
                            p.id() + " is the position after the move played in " + game.get(i - 1).id());
                    played = next.group(2);
                }
                int move = Move.parseIccs(played);
                assertTrue(java.util.Arrays.stream(pos.legalMoves()).anyMatch(m -> m == move), p.id() + ": " + played);
                ply++;
            }
        }
        assertTrue(players.size() >= 100, "players: " + players.size());
        assertTrue(folders.size() >= 8, "tournament folders: " + folders);
        Experiment decay = BuiltInExperiments.load("history-decay");
        assertTrue(decay.sequences(), "history-decay searches each game in order with one searcher");
        assertEquals(List.of("tournament-games"), decay.suites().stream().map(Suite::name).toList());
    }

    @Test
    void theCommittedSuiteIsDerivedFromTheDatasetByItsRule() throws IOException {
        String source = System.getProperty("tournaments.source", "");
        Assumptions.assumeTrue(!source.isEmpty(), "-Dtournaments.source=DIR not given: the committed suite is not"
                + " re-derived (the dataset is not part of the project; see sample-positions/README.md)");
        String derived = derive(Path.of(source));
        if (Boolean.getBoolean("regenerate")) {
            Files.writeString(FILE, derived, StandardCharsets.UTF_8);
        }
        assertEquals(derived, Files.readString(FILE, StandardCharsets.UTF_8),
                "sample-positions/tournament-games.epd differs from its derivation: run this test with -Dregenerate=true"
                        + " and copy the file to src/main/resources/org/xqlab/experiment/suites/");
    }

    /** One candidate: its place in path order and its six lines. */
    private record Candidate(int order, String lines) {
    }

    static String derive(Path folder) throws IOException {
        Random random = new Random(SEED);
        Set<String> boards = new HashSet<>();
        List<Candidate> candidates = new ArrayList<>();
        int games = TournamentsSuiteTest.eachNewGame(folder, g -> {
            List<Integer> moves = g.moves();
            int k = 10 + random.nextInt(65);
            List<String> fens = successive(moves, k, boards);
            if (fens == null) {
                return;
            }
            StringBuilder six = new StringBuilder();
            for (int i = 0; i < LENGTH; i++) {
                six.append(fens.get(i)).append("; id \"").append(g.tag()).append("-p").append(k + i).append("\"; c0 \"")
                        .append(i == 0 ? g.where() + ", " : "")
                        .append("before ply ").append(k + i).append(", played ").append(Move.iccs(moves.get(k + i)))
                        .append("\"; seq \"").append(g.tag()).append("\"\n");
            }
            candidates.add(new Candidate(candidates.size(), six.toString()));
        });
        List<Candidate> chosen = new ArrayList<>(candidates);
        Collections.shuffle(chosen, random);
        chosen = new ArrayList<>(chosen.subList(0, Math.min(GAMES, chosen.size())));
        chosen.sort((a, b) -> Integer.compare(a.order(), b.order()));
        StringBuilder out = new StringBuilder();
        out.append("# Tournament games: ").append(LENGTH).append(" successive positions from each of ").append(chosen.size())
                .append(" distinct master games (").append(candidates.size()).append(" candidates of ").append(games)
                .append(" games); seq names the game.\n")
                .append("# Source: the master games of the Chinese Chess Practical Dataset (CCPD) by Yu-Han Tseng, licensed CC BY 4.0,\n")
                .append("# github.com/Yvonne761/Chinese-Chess-Practical-Dataset, folder Dataset/對局/大師對局/以賽事分類 (one PGN a game).\n")
                .append("# Rule: files in path order, a file the reader refuses or a main line already seen left out; games from the\n")
                .append("# standard start; per game a ply k from 10 to 74 drawn by java.util.Random(").append(SEED).append(") in that order;\n")
                .append("# the positions before plies k to k+5 when the game went on past them and none of the six boards was seen;\n")
                .append("# ").append(GAMES).append(" of these drawn by Collections.shuffle with the same generator, kept in path order.\n")
                .append("# Derived by TournamentGamesSuiteTest (-Dtournaments.source=DIR -Dregenerate=true).\n")
                .append("# Format: FEN; id \"tNN-FILE-pK\"; c0 \"file (red vs black, event), before ply K, played MOVE\" on a game's\n")
                .append("# first position, c0 \"before ply K, played MOVE\" on the next five; seq \"tNN-FILE\".\n");
        for (Candidate cand : chosen) {
            out.append(cand.lines());
        }
        return out.toString();
    }

    /**
     * The FENs before plies {@code k} to {@code k + LENGTH - 1} of {@code moves} when the game went on past them, the
     * side to move has a legal move in each and none of their boards is in {@code boards} (they are then added), or
     * null.
     */
    private static List<String> successive(List<Integer> moves, int k, Set<String> boards) {
        if (moves.size() <= k + LENGTH - 1) {
            return null;
        }
        Position p = Fen.parse(Fen.START);
        for (int ply = 0; ply < k; ply++) {
            p.play(moves.get(ply));
        }
        List<String> fens = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        for (int i = 0; i < LENGTH; i++) {
            String fen = Fen.format(p);
            String board = fen.split(" ")[0];
            if (!p.hasLegalMove() || boards.contains(board) || !seen.add(board)) {
                return null;
            }
            fens.add(fen);
            p.play(moves.get(k + i));
        }
        boards.addAll(seen);
        return fens;
    }
}
