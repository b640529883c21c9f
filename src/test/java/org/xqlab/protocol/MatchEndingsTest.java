package org.xqlab.protocol;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.xqlab.game.Outcome;
import org.xqlab.rules.Fen;
import org.xqlab.rules.Move;
import org.xqlab.search.SearchConfig;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A match names how each game ended by its cause, and its journal knows which games ended whole. */
class MatchEndingsTest {
    private static final Map<String, String> SETTINGS = Map.of("--games", "3", "--max-plies", "10");

    @TempDir
    Path dir;

    private static MatchGame.Result game(int plies) {
        try (LocalEngine a = new LocalEngine("full", SearchConfig.defaults(), null, 1);
             LocalEngine b = new LocalEngine("alphabeta", SearchConfig.defaults(), null, 2)) {
            Opening opening = new Opening("中炮", Fen.START, List.of(Move.parseIccs("h2e2")));
            return MatchGame.play(a, b, opening, MoveBudget.nodes(300), plies);
        }
    }

    @Test
    void aDrawAtThePlyLimitIsCalledSoInTheLineTheLogAndThePgn() throws Exception {
        MatchGame.Result r = game(10);
        assertEquals(Outcome.Kind.PLY_LIMIT, r.outcome().kind());
        assertEquals("ply_limit", r.ending());
        assertEquals("adjudicated a draw at 10 plies", r.record().mainLine().get(9).comment().replaceAll("^.* (?=adj)", ""));
        Path pgn = dir.resolve("m.pgn");
        MatchJournal j = MatchJournal.start(pgn, SETTINGS);
        j.finished(0, r);
        j.close();
        String log = Files.readString(MatchJournal.logOf(pgn));
        assertTrue(log.contains("1\t1/2-1/2\tPLY_LIMIT\t-\t"), log);
        String text = Files.readString(pgn);
        assertTrue(text.contains("adjudicated a draw at 10 plies"), text);
        assertTrue(text.strip().endsWith("1/2-1/2"), text);
    }

    /** Three games saved as a match saves them, the match cut before it completed. */
    private Path cutMatch() throws Exception {
        Path pgn = dir.resolve("m.pgn");
        MatchJournal j = MatchJournal.start(pgn, SETTINGS);
        for (int g = 0; g < 3; g++) {
            MatchGame.Result r = game(10);
            r.record().headers().put("Event", "Xiangqi Lab match");
            r.record().headers().put("Round", String.valueOf(g + 1));
            j.finished(g, r);
        }
        j.close();
        return pgn;
    }

    /** The PGN cut inside the moves of its last game, {@code dropped} bytes before its end. */
    private static void cutLastGame(Path pgn, int dropped) throws Exception {
        String text = Files.readString(pgn, StandardCharsets.UTF_8);
        int movesOfLast = text.indexOf("\n1.", text.lastIndexOf("[Event"));
        byte[] bytes = Files.readAllBytes(pgn);
        int keep = bytes.length - dropped;
        assertTrue(keep > text.substring(0, movesOfLast).getBytes(StandardCharsets.UTF_8).length, "cut inside the moves");
        Files.write(pgn, java.util.Arrays.copyOf(bytes, keep));
    }

    @Test
    void aTornLastGameIsDroppedAndPlayedAgainOnResume() throws Exception {
        Path pgn = cutMatch();
        cutLastGame(pgn, 30);
        MatchJournal.Resumed r = MatchJournal.resume(pgn, SETTINGS, n -> null);
        assertEquals(List.of(0, 1), List.copyOf(r.games().keySet()), "games 1 and 2 kept, game 3 to play again");
        assertEquals(1, r.notes().size());
        assertTrue(r.notes().get(0).startsWith(pgn + " game 3 (Round 3, line "), r.notes().get(0));
        assertTrue(r.notes().get(0).endsWith("it is dropped and played again"), r.notes().get(0));
        assertEquals(2, Files.readString(pgn).split("\\[Event ", -1).length - 1, "the PGN holds the two whole games");
        assertEquals(2, Files.readAllLines(MatchJournal.logOf(pgn)).stream().filter(l -> !l.startsWith("#")).count());
        r.journal().finished(2, game(10));
        r.journal().complete();
        assertEquals(3, Files.readString(pgn).split("\\[Event ", -1).length - 1);
    }

    @Test
    void aDamagedGameBeforeTheLastIsAnErrorNamingFileAndGame() throws Exception {
        Path pgn = cutMatch();
        String text = Files.readString(pgn);
        int second = text.indexOf("[Event", text.indexOf("[Event") + 1);
        int moves = text.indexOf("\n1.", second) + 1;
        Files.writeString(pgn, text.substring(0, moves) + "1. a " + text.substring(moves));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> MatchJournal.resume(pgn, SETTINGS, n -> null));
        assertTrue(e.getMessage().startsWith("--resume: " + pgn + " game 2 (Round 2, line "), e.getMessage());
    }
}
