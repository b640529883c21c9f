package org.xqlab.ui.play;

import org.xqlab.ui.board.GameViewModel;

import javafx.geometry.VPos;
import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.layout.Region;
import javafx.scene.paint.Color;
import javafx.scene.text.Font;
import javafx.scene.text.TextAlignment;
import org.xqlab.ui.CanvasTexts;
import org.xqlab.ui.I18n;
import org.xqlab.game.GameRecord;
import org.xqlab.search.Scores;
import org.xqlab.review.Judgement;
import org.xqlab.review.MoveReview;

import java.util.List;
import java.util.function.Supplier;

/**
 * The engine's scores over the current line of the game, from red's point of view: one point per move
 * the engine scored, joined by a line; above the middle red is better, below black. Scores are clipped
 * at ±{@value #CLIP} centipawns (a mate is drawn at the edge). A vertical mark shows the move on the
 * board. The two halves say in words which side is better there, in the window's language and in the
 * font of the panel's texts (16 px in projector mode). {@link #redraw()} repaints; the panel calls it at
 * most once per frame.
 */
public final class ScoreGraph extends Region {
    static final int CLIP = 1000;

    private final Canvas canvas = new Canvas();
    private final GameViewModel game;
    private final PlayController play;
    private final I18n i18n;
    private final Supplier<Font> font;

    /** A graph whose words are in {@code i18n}'s language and drawn in {@code font} (the panel's texts' font). */
    ScoreGraph(GameViewModel game, PlayController play, I18n i18n, Supplier<Font> font) {
        this.game = game;
        this.play = play;
        this.i18n = i18n;
        this.font = font;
        setId("score-graph");
        getChildren().add(canvas);
        javafx.scene.control.Tooltip tip = new javafx.scene.control.Tooltip();
        i18n.bind(tip.textProperty(), "engine.graph");
        javafx.scene.control.Tooltip.install(this, tip);
        setMinHeight(70);
        setPrefHeight(90);
        setOnMouseClicked(e -> {
            GameRecord.Node node = markNear(e.getX());
            if (node != null) {
                game.goTo(node);
            }
        });
    }

    /** Shows the review's scores (where the engine gave none) and a mark at each inaccuracy, mistake, blunder. */
    void showReview(java.util.function.Function<GameRecord.Node, MoveReview> marks) {
        this.marks = marks;
        redraw();
    }

    /** The x of each drawn mark by its index on the current line (tests click there). */
    java.util.Map<Integer, Double> markXs() {
        java.util.Map<Integer, Double> xs = new java.util.TreeMap<>();
        List<GameRecord.Node> line = game.getRecord().currentLine();
        double dx = (getWidth() - 8) / Math.max(10, line.size());
        for (int i = 0; i < line.size(); i++) {
            MoveReview m = marks.apply(line.get(i));
            if (m != null && m.judgement().isError()) {
                xs.put(i, 4 + dx * (i + 1));
            }
        }
        return xs;
    }

    /** The node of the mark nearest {@code x} within {@value #MARK_RADIUS} px and half a move, or null. */
    private GameRecord.Node markNear(double x) {
        List<GameRecord.Node> line = game.getRecord().currentLine();
        double dx = (getWidth() - 8) / Math.max(10, line.size());
        GameRecord.Node best = null;
        double bestDistance = Math.max(MARK_RADIUS, dx / 2);
        for (var e : markXs().entrySet()) {
            double d = Math.abs(e.getValue() - x);
            if (d <= bestDistance) {
                bestDistance = d;
                best = line.get(e.getKey());
            }
        }
        return best;
    }

    private static final double MARK_RADIUS = 6;
    private java.util.function.Function<GameRecord.Node, MoveReview> marks = n -> null;

    /** The score after the move at {@code node} from red's side: the engine's, else the review's, else null. */
    private Integer redScore(GameRecord.Node node) {
        Integer s = play.scoreAt(node);
        if (s != null) {
            return s;
        }
        MoveReview m = marks.apply(node);
        return m == null ? null : m.side() == org.xqlab.rules.Piece.RED ? m.after() : -m.after();
    }

    @Override
    protected void layoutChildren() {
        canvas.setWidth(getWidth());
        canvas.setHeight(getHeight());
        redraw();
    }

    /** Number of scored moves on the current line (for tests). */
    int scoredMoves() {
        return (int) game.getRecord().currentLine().stream().filter(n -> play.scoreAt(n) != null).count();
    }

    void redraw() {
        double w = getWidth();
        double h = getHeight();
        if (w <= 0 || h <= 0) {
            return;
        }
        GraphicsContext g = canvas.getGraphicsContext2D();
        g.setFill(Color.rgb(250, 246, 238));
        g.fillRect(0, 0, w, h);
        g.setFill(Color.rgb(255, 225, 225));
        g.fillRect(0, 0, w, h / 2);
        g.setStroke(Color.GRAY);
        g.setLineWidth(1);
        g.strokeLine(0, h / 2, w, h / 2);
        CanvasTexts.clear(canvas);
        g.setFont(font.get());
        g.setFill(Color.rgb(90, 60, 60));
        g.setTextAlign(TextAlignment.LEFT);
        g.setTextBaseline(VPos.TOP);
        CanvasTexts.fill(g, i18n.get("engine.graph.red"), 4, 3);
        g.setTextBaseline(VPos.BOTTOM);
        CanvasTexts.fill(g, i18n.get("engine.graph.black"), 4, h - 3);
        g.setFill(Color.rgb(160, 20, 20));
        List<GameRecord.Node> line = game.getRecord().currentLine();
        int n = Math.max(10, line.size());
        double dx = (w - 8) / n;
        int cursor = game.currentIndexProperty().get();
        if (cursor >= 0) {
            g.setStroke(Color.rgb(30, 110, 220));
            g.strokeLine(4 + dx * (cursor + 1), 0, 4 + dx * (cursor + 1), h);
        }
        g.setStroke(Color.rgb(160, 20, 20));
        g.setLineWidth(2);
        double lastX = Double.NaN;
        double lastY = Double.NaN;
        for (int i = 0; i < line.size(); i++) {
            Integer score = redScore(line.get(i));
            if (score == null) {
                continue;
            }
            int clipped = Scores.isMate(score) ? (score > 0 ? CLIP : -CLIP) : Math.max(-CLIP, Math.min(CLIP, score));
            double x = 4 + dx * (i + 1);
            double y = h / 2 - clipped * (h / 2 - 4) / CLIP;
            if (!Double.isNaN(lastX)) {
                g.strokeLine(lastX, lastY, x, y);
            }
            g.fillOval(x - 2, y - 2, 4, 4);
            lastX = x;
            lastY = y;
        }
        // the review's marks: a disc on the score line and a tick at the foot, coloured by the mark
        for (int i = 0; i < line.size(); i++) {
            MoveReview m = marks.apply(line.get(i));
            if (m == null || !m.judgement().isError()) {
                continue;
            }
            Integer score = redScore(line.get(i));
            int clipped = score == null ? 0 : Scores.isMate(score) ? (score > 0 ? CLIP : -CLIP)
                    : Math.max(-CLIP, Math.min(CLIP, score));
            double x = 4 + dx * (i + 1);
            double y = h / 2 - clipped * (h / 2 - 4) / CLIP;
            Color c = markColour(m.judgement());
            g.setFill(c);
            g.fillOval(x - MARK_RADIUS, y - MARK_RADIUS, 2 * MARK_RADIUS, 2 * MARK_RADIUS);
            g.setStroke(c);
            g.setLineWidth(3);
            g.strokeLine(x, h - 8, x, h);
        }
    }

    /** The colour of a mark, the same as the move list's (app.css): ?! amber, ? orange, ?? red. */
    static Color markColour(Judgement j) {
        return switch (j) {
            case INACCURACY -> Color.rgb(200, 150, 0);
            case MISTAKE -> Color.rgb(230, 100, 0);
            default -> Color.rgb(200, 0, 0);
        };
    }
}
