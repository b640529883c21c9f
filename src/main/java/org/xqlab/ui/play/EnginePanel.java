package org.xqlab.ui.play;

import org.xqlab.ui.I18n;
import org.xqlab.ui.board.GameViewModel;
import org.xqlab.ui.engines.EngineThinking;
import org.xqlab.ui.engines.Level;
import org.xqlab.ui.engines.OraclePanel;

import javafx.animation.AnimationTimer;
import javafx.geometry.Insets;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ToggleButton;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import org.xqlab.book.OpeningBook;
import org.xqlab.book.OpeningName;
import org.xqlab.game.GameRecord;
import org.xqlab.rules.Fen;
import org.xqlab.rules.Move;
import org.xqlab.rules.Notation;
import org.xqlab.rules.Position;

/**
 * The engine's thinking while it moves, and the score graph: depth, score (red's view, or mate in N),
 * principal variation in the move list's notation, nodes and speed. An {@link AnimationTimer} looks at
 * {@link EngineThinking#version()} once per frame and relabels only when it changed, so the engine
 * thread never posts to the FX thread per event. The players line says who plays red and black.
 * An external engine's answer shows its depth and score when it reported them, and the players line
 * names its command. {@link #addOracle} puts the oracle's section above the graph.
 * Buttons: move now, pause/resume engine turns. Ids: {@code #engine-players}, {@code #engine-depth},
 * {@code #engine-score}, {@code #engine-pv}, {@code #engine-nodes}, {@code #engine-speed},
 * {@code #engine-move-now}, {@code #engine-pause}, {@code #score-graph}.
 */
public final class EnginePanel extends VBox {
    private final GameViewModel game;
    private final PlayController play;
    private final I18n i18n;
    private final Label players = new Label();
    private final Label opening = value("engine-opening");
    private final Label depth = value("engine-depth");
    private final Label score = value("engine-score");
    private final Label pv = value("engine-pv");
    private final Label nodes = value("engine-nodes");
    private final Label speed = value("engine-speed");
    private final ScoreGraph graph;
    private long seenVersion = -1;
    private final Level[] seenPlayers = new Level[2];
    private boolean graphDirty = true;
    private final AnimationTimer timer = new AnimationTimer() {
        @Override
        public void handle(long now) {
            frame();
        }
    };

    EnginePanel(GameViewModel game, PlayController play, I18n i18n) {
        this.game = game;
        this.play = play;
        this.i18n = i18n;
        setId("engine-panel");
        setSpacing(4);
        setPadding(new Insets(6));
        players.setId("engine-players");
        players.setWrapText(true);
        Label title = new Label();
        i18n.bind(title.textProperty(), "engine.title");
        title.getStyleClass().add("panel-title");
        GridPane grid = new GridPane();
        grid.setHgap(6);
        grid.setVgap(2);
        row(grid, 0, "engine.depth", depth);
        row(grid, 1, "engine.score", score);
        row(grid, 2, "engine.nodes", nodes);
        row(grid, 3, "engine.speed", speed);
        pv.setWrapText(true);
        pv.setMinHeight(36);
        Button moveNow = new Button();
        moveNow.setId("engine-move-now");
        i18n.bind(moveNow.textProperty(), "engine.moveNow");
        moveNow.setOnAction(e -> play.moveNow());
        moveNow.setFocusTraversable(false);
        ToggleButton pause = new ToggleButton();
        pause.setId("engine-pause");
        i18n.bind(pause.textProperty(), "engine.pause");
        pause.setFocusTraversable(false);
        pause.selectedProperty().addListener((o, a, on) -> {
            if (on) {
                play.pause();
            } else {
                play.resume();
            }
        });
        graph = new ScoreGraph(game, play, i18n, depth::getFont);
        depth.fontProperty().addListener((o, a, b) -> graphDirty = true); // projector mode, a language switch
        opening.setWrapText(true);
        // a long opening name keeps all its lines when the column is short (the move list above gives way)
        opening.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
        HBox buttons = new HBox(6, moveNow, pause);
        thinkingParts = new javafx.scene.Node[] {opening, grid, pv, buttons};
        getChildren().addAll(title, players, opening, grid, pv, buttons, graph);
        game.positionProperty().addListener((o, a, b) -> {
            graphDirty = true;
            showOpening();
        });
        i18n.localeProperty().addListener((o, a, b) -> showOpening());
        showOpening();
        game.notationProperty().addListener((o, a, b) -> seenVersion = -1);
        i18n.localeProperty().addListener((o, a, b) -> {
            seenVersion = -1;
            graphDirty = true;
        });
        play.setOnScores(() -> graphDirty = true);
        timer.start();
    }

    /** The name of the last book opening along the line to the current position ("–" when none). */
    private void showOpening() {
        GameRecord record = game.getRecord();
        OpeningBook book = OpeningBook.bundled();
        Position p = Fen.parse(record.startFen());
        OpeningName name = book.probe(p).name().orElse(null);
        for (GameRecord.Node node : record.pathTo(record.cursor())) {
            if (node.move() == Move.NONE) {
                continue;
            }
            p.play(node.move());
            name = book.probe(p).name().orElse(name);
        }
        opening.setText(name == null ? "–" : i18n.get("engine.opening",
                i18n.isChinese() ? name.chinese() : name.english()));
        // the full name in both languages, for a line the column shows wrapped
        opening.setTooltip(name == null ? null : new javafx.scene.control.Tooltip(name.chinese() + " — " + name.english()));
    }

    private static Label value(String id) {
        Label l = new Label("–");
        l.setId(id);
        return l;
    }

    private void row(GridPane grid, int r, String key, Label value) {
        Label name = new Label();
        i18n.bind(name.textProperty(), key);
        grid.addRow(r, name, value);
    }

    /** Once per frame: relabel if the engine said something new, repaint the graph if the game changed. */
    void frame() {
        EngineThinking thinking = play.thinking();
        long v = thinking.version();
        if (v != seenVersion || seenPlayers[0] != play.level(0) || seenPlayers[1] != play.level(1)) {
            seenVersion = v;
            seenPlayers[0] = play.level(0);
            seenPlayers[1] = play.level(1);
            show(thinking);
        }
        if (graphDirty) {
            graphDirty = false;
            graph.redraw();
        }
    }

    private void show(EngineThinking thinking) {
        players.setText(i18n.get("engine.players", playerName(0), playerName(1)));
        EngineThinking.Snapshot s = thinking.latest();
        if (s == null) {
            for (Label l : new Label[] {depth, score, nodes, speed, pv}) {
                l.setText("–");
            }
            return;
        }
        if (s.book()) {
            // a move from the opening book: no search, so no depth, score or speed to show
            depth.setText(i18n.get("engine.bookMove"));
            for (Label l : new Label[] {score, nodes, speed}) {
                l.setText("–");
            }
            pv.setText(pvText(thinking.root(), s.pv(), game.notationProperty().get()));
            return;
        }
        depth.setText(String.valueOf(s.depth()));
        org.xqlab.ui.engines.OraclePanel.showScore(score, i18n, s.hasScore() ? (Integer) s.score() : null);
        nodes.setText(String.format("%,d", s.nodes()));
        speed.setText(i18n.get("engine.nps", String.format("%,d", s.speed() / 1000)));
        pv.setText(pvText(thinking.root(), s.pv(), game.notationProperty().get()));
    }

    private String playerName(int side) {
        Level l = play.level(side);
        if (l != null && l.isExternal()) {
            String program = l.engine().command().get(0);
            return program.substring(program.lastIndexOf('/') + 1) + " (" + l.engine().dialect() + ")";
        }
        return l == null ? i18n.get("player.human") : i18n.get(l.nameKey());
    }

    /** The PV written move by move in a notation (stops at the first move that is not legal). */
    static String pvText(Position root, int[] pv, Notation notation) {
        Position p = root.copy();
        StringBuilder sb = new StringBuilder();
        for (int m : pv) {
            if (!p.isLegal(m)) {
                break;
            }
            sb.append(sb.length() == 0 ? "" : " ").append(notation.format(p, m));
            p.play(m);
        }
        return sb.toString();
    }

    /** Shows the oracle's section between the engine's buttons and the score graph. */
    void addOracle(OraclePanel oracle) {
        getChildren().add(getChildren().indexOf(graph), oracle);
    }

    private final javafx.scene.Node[] thinkingParts;

    /**
     * Review mode: the engine's thinking (opening, depth, score, line, buttons) gives its room to the review's
     * section below the graph, which names the opening itself; off, it is back.
     */
    void setReviewMode(boolean on) {
        for (javafx.scene.Node n : thinkingParts) {
            n.setVisible(!on);
            n.setManaged(!on);
        }
    }

    /** Shows the review's section below the score graph. */
    void addReview(ReviewPanel review) {
        getChildren().add(review);
    }

    /** Repaints the score graph at the next frame (the review's marks changed). */
    void graphChanged() {
        graphDirty = true;
    }

    void stop() {
        timer.stop();
    }

    ScoreGraph graph() {
        return graph;
    }
}
