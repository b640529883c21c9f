package org.xqlab.experiment;

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
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The suite {@code real-games} of the deeper built-ins (history-bonus-deep, killers-deep) is derived
 * from the real game records in ../shared/real-games by the rule written here: every game read by
 * {@link RecordReader} that starts from the standard position (handicap games and composed endgames are
 * left out), each distinct main line once, in file-name order; of each, the positions before plies 9 and
 * 14 (openings) and 21, 30 and 39 (middlegames; both sides to move) where the game reached them, each distinct position
 * once. This test derives the suite again and compares it with the committed file, so the file says
 * truly where each position came from. Run with {@code -Dregenerate=true} to rewrite the file.
 */
class RealGamesSuiteTest {
    private static final Path GAMES = org.xqlab.SharedFolder.realGames();
    private static final Path FILE = Path.of("sample-positions", "real-games.epd");
    private static final int[] OPENING_PLIES = {9, 14};
    private static final int[] MIDDLEGAME_PLIES = {21, 30, 39};

    @Test
    void theCommittedSuiteIsDerivedFromTheRealGamesByItsRule() throws IOException {
        org.xqlab.SharedFolder.require(GAMES,
                "../shared/real-games is absent (a fresh clone elsewhere): the committed suite is not re-derived");
        String derived = derive();
        if (Boolean.getBoolean("regenerate")) {
            Files.writeString(FILE, derived, StandardCharsets.UTF_8);
        }
        assertEquals(derived, Files.readString(FILE, StandardCharsets.UTF_8),
                "sample-positions/real-games.epd differs from its derivation: run this test with -Dregenerate=true"
                        + " and copy the file to src/main/resources/org/xqlab/experiment/suites/");
    }

    @Test
    void theSuiteHoldsOpeningsAndMiddlegamesOfAtLeastSevenGames() {
        Suite s = Suite.builtIn("real-games");
        long openings = s.positions().stream().filter(p -> p.comment().startsWith("opening")).count();
        long middlegames = s.positions().stream().filter(p -> p.comment().startsWith("middlegame")).count();
        assertTrue(openings >= 14, "openings: " + openings);
        assertTrue(middlegames >= 20, "middlegames: " + middlegames);
        Set<String> games = new HashSet<>();
        for (SuitePosition p : s.positions()) {
            games.add(p.id().substring(0, p.id().indexOf('-')));
            assertTrue(p.comment().contains(" game "), p.id() + " names its file and game: " + p.comment());
        }
        assertTrue(games.size() >= 7, "games: " + games);
    }

    private static String derive() throws IOException {
        List<Path> files;
        try (Stream<Path> list = Files.list(GAMES)) {
            files = list.filter(f -> !f.getFileName().toString().endsWith(".md")).sorted().toList();
        }
        StringBuilder out = new StringBuilder();
        out.append("# Real games: openings (before plies 9 and 14) and middlegames (before plies 21, 30 and 39) of the\n");
        out.append("# master, club and computer games in the project's real game records (../shared/real-games), read by\n");
        out.append("# RecordReader. Games from the standard start only; each main line and each position once.\n");
        out.append("# Derived by RealGamesSuiteTest (run it with -Dregenerate=true to rewrite this file).\n");
        out.append("# Format: FEN; id \"...\"; c0 \"phase: file, game, players, event, ply, move played\". See README.md.\n");
        Set<List<Integer>> lines = new HashSet<>();
        Set<String> seen = new HashSet<>();
        int gameNumber = 0;
        for (Path f : files) {
            List<GameRecord> games;
            try {
                games = RecordReader.read(f).games();
            } catch (RuntimeException e) {
                continue; // not a record this reader knows: not part of the suite
            }
            for (int g = 0; g < games.size(); g++) {
                GameRecord game = games.get(g);
                if (!game.startFen().equals(Fen.START)) {
                    continue;
                }
                List<Integer> moves = new ArrayList<>();
                for (GameRecord.Node n : game.mainLine()) {
                    moves.add(n.move());
                }
                if (!lines.add(moves)) {
                    continue;
                }
                String tag = String.format("rg%02d", gameNumber + 1);
                int before = out.length();
                Map<String, String> h = game.headers();
                String who = clean(h.getOrDefault("Red", "?")) + " vs " + clean(h.getOrDefault("Black", "?"))
                        + ", " + clean(h.getOrDefault("Event", "?"));
                Position p = Fen.parse(Fen.START);
                for (int ply = 0; ply < moves.size(); ply++) {
                    String phase = contains(OPENING_PLIES, ply) ? "opening"
                            : contains(MIDDLEGAME_PLIES, ply) ? "middlegame" : null;
                    String fen = Fen.format(p);
                    if (phase != null && p.hasLegalMove() && seen.add(fen.split(" ")[0] + fen.split(" ")[1])) {
                        out.append(fen).append("; id \"").append(tag).append("-p").append(ply).append("\"; c0 \"")
                                .append(phase).append(": ").append(f.getFileName()).append(" game ").append(g + 1)
                                .append(" (").append(who).append("), before ply ").append(ply).append(", played ")
                                .append(Move.iccs(moves.get(ply))).append("\"\n");
                    }
                    p.play(moves.get(ply));
                }
                if (out.length() > before) {
                    gameNumber++;
                }
            }
        }
        return out.toString();
    }

    private static boolean contains(int[] plies, int ply) {
        for (int p : plies) {
            if (p == ply) {
                return true;
            }
        }
        return false;
    }

    private static String clean(String s) {
        String t = s.replace('"', '\'').replace(';', ',').replaceAll("\\s+", " ").trim();
        return t.isEmpty() ? "?" : t;
    }
}
