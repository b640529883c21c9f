package org.xqlab.review;

import org.xqlab.build.Provenance;
import org.xqlab.game.GameRecord;
import org.xqlab.rules.Fen;
import org.xqlab.rules.Move;
import org.xqlab.rules.ChineseNotation;
import org.xqlab.rules.Piece;
import org.xqlab.rules.Position;
import org.xqlab.search.Scores;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * A review written out: as a game record with the scores and marks as comments and the better lines as
 * variations ({@link #annotated}, for the PGN, XQF and DhtmlXQ writers), as JSON objects ({@link #moveJson},
 * {@link #gameJson}) and as text ({@link #text}). Every form carries the provenance: the build, the review's
 * settings and each position's time.
 */
public final class ReviewOutput {
    private ReviewOutput() {
    }

    /** One line naming the build and the review's settings, as the outputs carry it. */
    public static String provenanceLine(Provenance provenance, ReviewSettings settings) {
        return "Reviewed by " + provenance.build() + "; " + settings.describe() + "; winning chances 1/(1+10^(-"
                + WinningChances.SCALE + "*cp/400)); " + provenance.date();
    }

    /**
     * A copy of {@code game}'s main line with its tags and comments, each move's comment followed by the
     * review's ({@link #comment}), the engine's better line as a variation beside each inaccuracy, mistake and
     * blunder, the accuracies and the provenance in the start's comment, and the provenance as {@code Xqlab…}
     * tags. The record's own variations stay where they were, with their comments, before the engine's line
     * (a better line that begins as one of the record's own variations goes on inside it).
     */
    public static GameRecord annotated(GameRecord game, GameReview review, Provenance provenance) {
        GameRecord out = new GameRecord(game.startFen());
        List<GameRecord.Node> line = game.mainLine();
        String result = game.headers().getOrDefault("Result", "*");
        game.headers().forEach((k, v) -> {
            if (!"FEN".equals(k)) {
                out.headers().put(k, v);
            }
        });
        provenance.tags().forEach(out.headers()::put);
        out.headers().put("XqlabReview", review.settings().describe());
        review.opening().ifPresent(o -> out.headers().putIfAbsent("Opening", o.chinese() + " (" + o.english() + ")"));
        String start = game.root().comment();
        out.setComment(out.root(), (start.isEmpty() ? "" : start + "\n") + summary(review) + "\n"
                + provenanceLine(provenance, review.settings()));
        for (int i = 0; i < line.size(); i++) {
            MoveReview m = review.moves().get(i);
            GameRecord.Node parent = out.cursor();
            GameRecord.Node node = out.addMove(line.get(i).move());
            String own = line.get(i).comment();
            out.setComment(node, (own.isEmpty() ? "" : own + "\n") + comment(m));
            List<GameRecord.Node> siblings = line.get(i).parent().children();
            for (GameRecord.Node variation : siblings.subList(1, siblings.size())) {
                copy(variation, parent, out);
            }
            out.goTo(node);
            if (m.judgement().isError() && m.bestMove() != Move.NONE) {
                out.goTo(parent);
                for (int move : m.betterLine()) {
                    if (!out.position().isLegal(move)) {
                        break;
                    }
                    out.addMove(move);
                }
                out.goTo(node);
            }
        }
        out.headers().put("Result", result);
        out.first();
        return out;
    }

    /** Copies {@code from} (a move of the record with its comment and everything after it) below {@code parent}. */
    private static void copy(GameRecord.Node from, GameRecord.Node parent, GameRecord out) {
        java.util.ArrayDeque<GameRecord.Node[]> todo = new java.util.ArrayDeque<>();
        todo.push(new GameRecord.Node[] {from, parent});
        while (!todo.isEmpty()) {
            GameRecord.Node[] pair = todo.pop();
            out.goTo(pair[1]);
            GameRecord.Node node = out.addMove(pair[0].move());
            if (!pair[0].comment().isEmpty()) {
                out.setComment(node, pair[0].comment());
            }
            List<GameRecord.Node> children = pair[0].children();
            for (int c = children.size() - 1; c >= 0; c--) {
                todo.push(new GameRecord.Node[] {children.get(c), node});
            }
        }
    }

    /**
     * The review's comment on a move: the glyph and mark, the scores before and after from the mover's side,
     * the loss, the better move with its score (for a move that is not the engine's) and the expected reply
     * line, and the search's time and nodes; e.g. {@code ?? blunder: cp 35 -> cp -612, lost 0.31; better h2e2
     * (cp 35); reply h9h2 h0h2; 1.02 s, 1200000 nodes}.
     */
    public static String comment(MoveReview m) {
        StringBuilder sb = new StringBuilder();
        if (!m.judgement().glyph().isEmpty()) {
            sb.append(m.judgement().glyph()).append(' ');
        }
        sb.append(m.judgement().words()).append(": ").append(Scores.describe(m.before())).append(" -> ")
                .append(Scores.describe(m.after()))
                .append(String.format(Locale.ROOT, ", lost %.3f", m.loss()));
        if (m.bestMove() != Move.NONE && m.bestMove() != m.move() && m.judgement() != Judgement.BOOK) {
            sb.append("; better ").append(Move.iccs(m.bestMove())).append(" (").append(Scores.describe(m.before()))
                    .append(')');
        }
        if (m.refutation().length > 0 && m.judgement().isError()) {
            sb.append("; reply ").append(iccsLine(m.refutation(), 6));
        }
        sb.append(String.format(Locale.ROOT, "; %.2f s, %d nodes, depth %d", m.timeMillis() / 1000.0, m.nodes(),
                m.depth()));
        return sb.toString();
    }

    /** The accuracies and marks in one line each side, and the opening. */
    public static String summary(GameReview r) {
        StringBuilder sb = new StringBuilder();
        r.opening().ifPresent(o -> sb.append("opening ").append(o.chinese()).append(" (").append(o.english()).append(")\n"));
        for (int side = Piece.RED; side <= Piece.BLACK; side++) {
            sb.append(side == Piece.RED ? "red" : "black").append(String.format(Locale.ROOT, ": accuracy %s",
                    number(r.accuracy(side))));
            sb.append(" (");
            for (GamePhase ph : GamePhase.values()) {
                sb.append(ph == GamePhase.OPENING ? "" : ", ").append(ph.key()).append(' ').append(number(r.accuracy(side, ph)));
            }
            Map<Judgement, Integer> c = r.counts(side);
            sb.append("); inaccuracies ").append(c.get(Judgement.INACCURACY)).append(", mistakes ")
                    .append(c.get(Judgement.MISTAKE)).append(", blunders ").append(c.get(Judgement.BLUNDER));
            sb.append(side == Piece.RED ? "\n" : "");
        }
        return sb.toString();
    }

    private static String number(double v) {
        return Double.isNaN(v) ? "-" : String.format(Locale.ROOT, "%.1f", v);
    }

    private static String iccsLine(int[] line, int max) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < Math.min(max, line.length); i++) {
            sb.append(i == 0 ? "" : " ").append(Move.iccs(line[i]));
        }
        return sb.toString();
    }

    private static List<String> iccsList(int[] line) {
        List<String> l = new ArrayList<>();
        for (int m : line) {
            l.add(Move.iccs(m));
        }
        return l;
    }

    /** A score as JSON: {@code {"cp": N}} or {@code {"mate": N}} (moves, negative when mated). */
    public static Map<String, Object> scoreJson(int score) {
        Map<String, Object> m = new LinkedHashMap<>();
        if (Scores.isMate(score)) {
            m.put("mate", Scores.mateIn(score));
        } else {
            m.put("cp", score);
            if (Scores.isRuleWin(score)) {
                m.put("rule", score > 0 ? "win" : "loss");
            }
        }
        return m;
    }

    /** One move as a JSON object (game numbered from 1). */
    public static Map<String, Object> moveJson(int game, GameRecord record, GameReview review, MoveReview m) {
        Map<String, Object> o = new LinkedHashMap<>();
        o.put("game", game);
        o.put("ply", m.ply());
        o.put("moveNumber", m.moveNumber(review.firstSide()));
        o.put("side", m.side() == Piece.RED ? "red" : "black");
        o.put("move", Move.iccs(m.move()));
        Position before = positionBefore(record, m.ply());
        o.put("chinese", ChineseNotation.format(before, m.move(), true));
        o.put("phase", m.phase().key());
        o.put("book", m.bookMove());
        o.put("before", scoreJson(m.before()));
        o.put("after", scoreJson(m.after()));
        o.put("loss", Math.round(m.loss() * 10000) / 10000.0);
        o.put("mark", m.judgement().name().toLowerCase(Locale.ROOT));
        o.put("glyph", m.judgement().glyph());
        o.put("accuracy", Math.round(m.accuracy() * 10) / 10.0);
        o.put("best", Move.iccs(m.bestMove()));
        o.put("betterLine", iccsList(m.betterLine()));
        o.put("refutation", iccsList(m.refutation()));
        o.put("timeMillis", m.timeMillis());
        o.put("nodes", m.nodes());
        o.put("depth", m.depth());
        return o;
    }

    /** The game's summary as a JSON object: players, opening, accuracies, marks, settings and provenance. */
    public static Map<String, Object> gameJson(int game, GameRecord record, GameReview r, Provenance provenance,
                                               boolean withMoves) {
        Map<String, Object> o = new LinkedHashMap<>();
        o.put("game", game);
        o.put("red", record.headers().getOrDefault("Red", "?"));
        o.put("black", record.headers().getOrDefault("Black", "?"));
        o.put("result", record.headers().getOrDefault("Result", "*"));
        o.put("opening", r.opening().map(n -> Map.of("chinese", n.chinese(), "english", n.english())).orElse(null));
        o.put("moves", r.moves().size());
        Map<String, Object> acc = new LinkedHashMap<>();
        Map<String, Object> marks = new LinkedHashMap<>();
        for (int side = Piece.RED; side <= Piece.BLACK; side++) {
            Map<String, Object> a = new LinkedHashMap<>();
            a.put("all", round(r.accuracy(side)));
            for (GamePhase ph : GamePhase.values()) {
                a.put(ph.key(), round(r.accuracy(side, ph)));
            }
            acc.put(side == Piece.RED ? "red" : "black", a);
            Map<String, Object> c = new LinkedHashMap<>();
            r.counts(side).forEach((j, n) -> c.put(j.name().toLowerCase(Locale.ROOT), n));
            marks.put(side == Piece.RED ? "red" : "black", c);
        }
        o.put("accuracy", acc);
        o.put("marks", marks);
        o.put("timeMillis", r.timeMillis());
        Map<String, Object> s = new LinkedHashMap<>();
        s.put("config", r.settings().config().toString());
        s.put("budget", r.settings().budget());
        s.put("threads", r.settings().threads());
        s.put("parallel", "positions");
        s.put("scale", WinningChances.SCALE);
        s.put("thresholds", Map.of("inaccuracy", Judgement.INACCURACY_LOSS, "mistake", Judgement.MISTAKE_LOSS,
                "blunder", Judgement.BLUNDER_LOSS));
        o.put("settings", s);
        o.put("provenance", provenance.flat());
        if (withMoves) {
            List<Object> moves = new ArrayList<>();
            for (MoveReview m : r.moves()) {
                moves.add(moveJson(game, record, r, m));
            }
            o.put("moveList", moves);
        }
        return o;
    }

    private static Object round(double v) {
        return Double.isNaN(v) ? null : Math.round(v * 10) / 10.0;
    }

    private static Position positionBefore(GameRecord record, int ply) {
        Position p = Fen.parse(record.startFen());
        List<GameRecord.Node> line = record.mainLine();
        for (int i = 0; i < ply; i++) {
            p.play(line.get(i).move());
        }
        return p;
    }

    /**
     * The review as text: a line per move ({@code 12. h2e2 炮二平五  ?? blunder  cp 35 -> cp -612  lost 0.310
     * better h0g2 …}), then the summary.
     */
    public static String text(GameRecord record, GameReview r) {
        StringBuilder sb = new StringBuilder();
        Position p = Fen.parse(record.startFen());
        for (MoveReview m : r.moves()) {
            String mark = (m.judgement().glyph().isEmpty() ? "" : m.judgement().glyph() + " ") + m.judgement().words();
            sb.append(String.format(Locale.ROOT, "%3d%s %s %-8s %-13s %9s -> %-9s lost %.3f", m.moveNumber(r.firstSide()),
                    m.side() == Piece.RED ? ".  " : "...", Move.iccs(m.move()), ChineseNotation.format(p, m.move(), true),
                    mark, Scores.format(m.before()), Scores.format(m.after()), m.loss()));
            if (m.judgement().isError()) {
                sb.append("  better ").append(iccsLine(m.betterLine(), 5));
            }
            sb.append('\n');
            p.play(m.move());
        }
        return sb.append(summary(r)).append('\n').toString();
    }
}
