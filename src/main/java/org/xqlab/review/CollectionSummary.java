package org.xqlab.review;

import org.xqlab.game.GameRecord;
import org.xqlab.io.TextColumns;
import org.xqlab.rules.Piece;

import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * The sums of a reviewed collection, per player (the Red and Black tags; {@code ?} where a game names none):
 * moves and marks per phase, so that {@link #text()} can say inaccuracies, mistakes and blunders per 100 moves
 * of each phase, and the mean accuracy; and the mean accuracy of each side. {@code review --all} and the review
 * experiment ({@code experiment run}/{@code merge}) both sum up with it.
 */
public final class CollectionSummary {
    private static final class Tally {
        final Map<GamePhase, int[]> byPhase = new EnumMap<>(GamePhase.class); // moves, ?!, ?, ??
        double accuracySum;
        int moves;

        Tally() {
            for (GamePhase p : GamePhase.values()) {
                byPhase.put(p, new int[4]);
            }
        }
    }

    /** The width of the player column in terminal columns (a Chinese character takes two). */
    private static final int NAME_COLUMNS = 24;

    private final Map<String, Tally> players = new TreeMap<>();
    private int games;
    private int moves;

    /**
     * What the summary counts of one move: the side (Piece.RED or BLACK), the phase, the mark and the accuracy.
     * A reviewed game's moves so ({@link #tally}) are all it needs, so that the games of a collection can be
     * reviewed in several runs (an experiment's shards) and summed up later.
     */
    public record CountedMove(int side, GamePhase phase, Judgement judgement, double accuracy) {
    }

    /** Per side: moves and the sum of their accuracies. */
    private final int[] sideMoves = new int[2];
    private final double[] sideAccuracy = new double[2];

    /** The moves of a reviewed game as the summary counts them. */
    public static List<CountedMove> tally(GameReview review) {
        return review.moves().stream().map(m -> new CountedMove(m.side(), m.phase(), m.judgement(), m.accuracy())).toList();
    }

    /** Adds one reviewed game. */
    public void add(GameRecord record, GameReview review) {
        add(record.headers().getOrDefault("Red", "?"), record.headers().getOrDefault("Black", "?"), tally(review));
    }

    /** Adds one reviewed game given by its players (the Red and Black tags) and its moves ({@link #tally}). */
    public void add(String red, String black, List<CountedMove> game) {
        games++;
        for (CountedMove m : game) {
            String name = m.side() == Piece.RED ? red : black;
            Tally t = players.computeIfAbsent(name == null || name.isBlank() ? "?" : name, k -> new Tally());
            int[] c = t.byPhase.get(m.phase());
            c[0]++;
            switch (m.judgement()) {
                case INACCURACY -> c[1]++;
                case MISTAKE -> c[2]++;
                case BLUNDER -> c[3]++;
                default -> {
                }
            }
            t.accuracySum += m.accuracy();
            t.moves++;
            sideMoves[m.side()]++;
            sideAccuracy[m.side()] += m.accuracy();
            moves++;
        }
    }

    public int games() {
        return games;
    }

    /**
     * The table: a line per player with moves, accuracy and, per phase, {@code ?!/?/??} per 100 moves of that
     * phase ({@code -} where the player made no move in it). The columns line up in a terminal also with Chinese
     * names: the names are padded by their display width ({@link TextColumns}).
     */
    public String text() {
        StringBuilder sb = new StringBuilder(String.format(Locale.ROOT,
                "summary: %d %s, %d moves; marks ?!/?/?? per 100 moves of each phase%n", games,
                games == 1 ? "game" : "games", moves));
        // the phases' headers in the columns of their values: two blanks before each, as in the players' lines
        sb.append(String.format(Locale.ROOT, "%s %6s %8s  %-17s  %-17s  %-17s", TextColumns.padRight("player", NAME_COLUMNS),
                "moves", "accuracy", "opening", "middlegame", "endgame").stripTrailing()).append(System.lineSeparator());
        players.forEach((name, t) -> {
            sb.append(TextColumns.padRight(name, NAME_COLUMNS))
                    .append(String.format(Locale.ROOT, " %6d %8.1f", t.moves, t.accuracySum / t.moves));
            for (GamePhase p : GamePhase.values()) {
                sb.append("  ").append(String.format(Locale.ROOT, "%-17s", per100(t.byPhase.get(p))));
            }
            sb.append('\n');
        });
        sb.append(String.format(Locale.ROOT, "accuracy per side: red %s (%d moves), black %s (%d moves)%n",
                sideText(Piece.RED), sideMoves[Piece.RED], sideText(Piece.BLACK), sideMoves[Piece.BLACK]));
        return sb.toString();
    }

    private String sideText(int side) {
        return sideMoves[side] == 0 ? "-" : String.format(Locale.ROOT, "%.1f", sideAccuracy[side] / sideMoves[side]);
    }

    private static String per100(int[] c) {
        if (c[0] == 0) {
            return "-";
        }
        return String.format(Locale.ROOT, "%.1f/%.1f/%.1f", 100.0 * c[1] / c[0], 100.0 * c[2] / c[0], 100.0 * c[3] / c[0]);
    }

    /** The same as a JSON object: games, moves, and per player moves, accuracy and per phase the counts. */
    public Map<String, Object> json() {
        Map<String, Object> o = new LinkedHashMap<>();
        o.put("games", games);
        o.put("moves", moves);
        Map<String, Object> ps = new LinkedHashMap<>();
        players.forEach((name, t) -> {
            Map<String, Object> p = new LinkedHashMap<>();
            p.put("moves", t.moves);
            p.put("accuracy", Math.round(t.accuracySum / t.moves * 10) / 10.0);
            for (GamePhase ph : GamePhase.values()) {
                int[] c = t.byPhase.get(ph);
                Map<String, Object> q = new LinkedHashMap<>();
                q.put("moves", c[0]);
                q.put("inaccuracy", c[1]);
                q.put("mistake", c[2]);
                q.put("blunder", c[3]);
                p.put(ph.key(), q);
            }
            ps.put(name, p);
        });
        o.put("players", ps);
        Map<String, Object> sides = new LinkedHashMap<>();
        for (int side = Piece.RED; side <= Piece.BLACK; side++) {
            Map<String, Object> q = new LinkedHashMap<>();
            q.put("moves", sideMoves[side]);
            q.put("accuracy", sideMoves[side] == 0 ? null : Math.round(sideAccuracy[side] / sideMoves[side] * 10) / 10.0);
            sides.put(side == Piece.RED ? "red" : "black", q);
        }
        o.put("sides", sides);
        return o;
    }
}
