package org.xqlab.experiment;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.xqlab.game.GameRecord;
import org.xqlab.game.RecordReader;
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
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The suite {@code masters}: one position from each of 600 distinct master games, so that statistics over
 * it count independent samples. Source: the World Xiangqi Federation (wxf.ca) game collection as kept in
 * the repository maksimKorzh/wukong-xiangqi (MIT licence), folder {@code xqdb/xqdb}: the files
 * {@code Hu_Ronghua_1391_UCI_games.pgn} and {@code Liu_Dahua_1125_UCI_games.pgn} (2,516 games in PGN with
 * ICCS moves). The rule, written here: the games in file order, each read by {@link RecordReader} (a game it
 * refuses is left out); a game
 * whose main line equals an earlier one (a Hu–Liu game is in both files) is left out; for each game a ply
 * k from 20 to 40 is drawn by {@code new Random(SEED)} in that order, and the position before ply k is the
 * game's candidate when the game reached ply k + 1 (so the move played there is known) and its board was
 * not seen before; of the candidates, 600 are drawn by a shuffle with the same generator, kept in file
 * order. With {@code -Dmasters.source=DIR} (the folder holding the two files) the test derives the suite
 * again and compares it with the committed file ({@code -Dregenerate=true} rewrites it).
 */
class MastersSuiteTest {
    private static final Path FILE = Path.of("sample-positions", "masters.epd");
    static final String[] SOURCES = {"Hu_Ronghua_1391_UCI_games.pgn", "Liu_Dahua_1125_UCI_games.pgn"};
    static final long SEED = 20261127L;
    static final int SIZE = 600;
    private static final Pattern COMMENT = Pattern.compile("(\\S+\\.pgn) game (\\d+) \\(.*\\), before ply (\\d+), played ([a-i]\\d[a-i]\\d)");

    @Test
    void theSuiteHoldsSixHundredLegalPositionsEachFromADistinctGame() {
        Suite s = Suite.builtIn("masters");
        assertEquals(SIZE, s.positions().size());
        Set<String> games = new HashSet<>();
        Set<String> sources = new HashSet<>();
        Set<String> boards = new HashSet<>();
        for (SuitePosition p : s.positions()) {
            // legal: Fen.parse (through Suite) checked kings, palaces, points and the side not to move; the
            // move the game played from here is legal too, and the ply agrees with the FEN's move number
            Matcher m = COMMENT.matcher(p.comment());
            assertTrue(m.find(), p.id() + ": the comment names the file, game, ply and move: " + p.comment());
            Position pos = Fen.parse(p.fen());
            assertTrue(pos.hasLegalMove(), p.id());
            int played = Move.parseIccs(m.group(4));
            boolean legal = false;
            for (int mv : pos.legalMoves()) {
                legal |= mv == played;
            }
            assertTrue(legal, p.id() + ": " + m.group(4) + " is legal in " + p.fen());
            int ply = Integer.parseInt(m.group(3));
            assertTrue(ply >= 20 && ply <= 40, p.id() + " ply " + ply);
            assertEquals(ply % 2 == 0 ? "w" : "b", p.fen().split(" ")[1], p.id() + ": red moves at even plies");
            assertTrue(games.add(p.game()), p.id() + " shares its game " + p.game());
            assertTrue(sources.add(m.group(1) + "#" + m.group(2)), p.id() + " repeats a source game");
            assertTrue(boards.add(p.fen().split(" ")[0]), p.id() + " repeats a board");
        }
        assertEquals(SIZE, games.size(), "the clustered statistics count each position as its own game");
    }

    @Test
    void theCommittedSuiteIsDerivedFromTheCollectionByItsRule() throws IOException {
        String source = System.getProperty("masters.source", "");
        Assumptions.assumeTrue(!source.isEmpty(), "-Dmasters.source=DIR not given: the committed suite is not re-derived"
                + " (the collection is not part of the project; see sample-positions/README.md)");
        String derived = derive(Path.of(source));
        if (Boolean.getBoolean("regenerate")) {
            Files.writeString(FILE, derived, StandardCharsets.UTF_8);
        }
        assertEquals(derived, Files.readString(FILE, StandardCharsets.UTF_8),
                "sample-positions/masters.epd differs from its derivation: run this test with -Dregenerate=true"
                        + " and copy the file to src/main/resources/org/xqlab/experiment/suites/");
    }

    /** One candidate: the game's tag and the line of the suite. */
    private record Candidate(int order, String line) {
    }

    static String derive(Path folder) throws IOException {
        Random random = new Random(SEED);
        Set<List<Integer>> lines = new HashSet<>();
        Set<String> boards = new HashSet<>();
        List<Candidate> candidates = new ArrayList<>();
        int games = 0;
        for (int f = 0; f < SOURCES.length; f++) {
            // one game at a time: a game the reader refuses (one has a broken Event tag) is left out
            String[] texts = Files.readString(folder.resolve(SOURCES[f]), StandardCharsets.UTF_8).split("\n(?=\\[Event )");
            for (int g = 0; g < texts.length; g++) {
                games++;
                GameRecord game;
                try {
                    game = RecordReader.readText(texts[g], SOURCES[f]).games().get(0);
                } catch (RuntimeException e) {
                    continue;
                }
                List<Integer> moves = newMainLine(game, lines);
                if (moves == null) {
                    continue;
                }
                int k = 20 + random.nextInt(21);
                Position p = newBoardBefore(moves, k, boards);
                if (p == null) {
                    continue;
                }
                String fen = Fen.format(p);
                Map<String, String> h = game.headers();
                String tag = (f == 0 ? "hu" : "liu") + String.format("%04d", g + 1);
                String who = clean(h.getOrDefault("Red", "?")) + " vs " + clean(h.getOrDefault("Black", "?"))
                        + ", " + clean(h.getOrDefault("Event", "?"));
                candidates.add(new Candidate(candidates.size(), fen + "; id \"" + tag + "-p" + k + "\"; c0 \""
                        + SOURCES[f] + " game " + (g + 1) + " (" + who + "), before ply " + k + ", played "
                        + Move.iccs(moves.get(k)) + "\"\n"));
            }
        }
        List<Candidate> chosen = new ArrayList<>(candidates);
        Collections.shuffle(chosen, random);
        chosen = new ArrayList<>(chosen.subList(0, Math.min(SIZE, chosen.size())));
        chosen.sort((a, b) -> Integer.compare(a.order(), b.order()));
        StringBuilder out = new StringBuilder();
        out.append("# Masters: one position from each of ").append(chosen.size()).append(" distinct master games (")
                .append(candidates.size()).append(" candidates of ").append(games).append(" games).\n");
        out.append("# Source: the World Xiangqi Federation (wxf.ca) game collection as kept in github.com/maksimKorzh/\n");
        out.append("# wukong-xiangqi, xqdb/xqdb/Hu_Ronghua_1391_UCI_games.pgn.zip and Liu_Dahua_1125_UCI_games.pgn.zip\n");
        out.append("# (repository under the MIT licence, Copyright (c) 2021 Maksym Korzh; game scores are records of play).\n");
        out.append("# Rule: games in file order, a game RecordReader refuses or a main line already seen left out; per game\n");
        out.append("# a ply k from 20 to 40 drawn by java.util.Random(").append(SEED).append(") in that order; the position before ply k when the game went on\n");
        out.append("# past it and its board is new; ").append(SIZE).append(" of these drawn by Collections.shuffle with the same\n");
        out.append("# generator, kept in file order. Derived by MastersSuiteTest (-Dmasters.source=DIR -Dregenerate=true).\n");
        out.append("# Format: FEN; id \"GAME-pK\"; c0 \"file game N (red vs black, event), before ply K, played MOVE\".\n");
        chosen.forEach(c -> out.append(c.line()));
        return out.toString();
    }

    /**
     * The main line of a game from the standard start whose moves {@code lines} has not seen (and now has), or null:
     * the shared first step of the suites derived from collections.
     */
    static List<Integer> newMainLine(GameRecord game, Set<List<Integer>> lines) {
        List<Integer> moves = new ArrayList<>();
        game.mainLine().forEach(n -> moves.add(n.move()));
        return game.startFen().equals(Fen.START) && lines.add(moves) ? moves : null;
    }

    /**
     * The position before ply {@code k} of {@code moves} when the game went on past it, the side to move has a legal
     * move and its board is not in {@code boards} (it is then added), or null.
     */
    static Position newBoardBefore(List<Integer> moves, int k, Set<String> boards) {
        if (moves.size() <= k) {
            return null;
        }
        Position p = Fen.parse(Fen.START);
        for (int ply = 0; ply < k; ply++) {
            p.play(moves.get(ply));
        }
        return p.hasLegalMove() && boards.add(Fen.format(p).split(" ")[0]) ? p : null;
    }

    static String clean(String s) {
        String t = s.replace('"', '\'').replace(';', ',').replaceAll("\\s+", " ").trim();
        return t.isEmpty() ? "?" : t;
    }
}
