package org.xqlab.ui.analysis;

import javafx.geometry.Insets;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.MenuButton;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.RadioButton;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.Slider;
import javafx.scene.control.Spinner;
import javafx.scene.control.TextField;
import javafx.scene.control.TitledPane;
import javafx.scene.control.ToggleGroup;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import org.xqlab.rules.Fen;
import org.xqlab.rules.Notation;
import org.xqlab.rules.Position;
import org.xqlab.search.SearchLimits;
import org.xqlab.trace.StepMode;
import org.xqlab.analysis.AnalysisViewModel;
import org.xqlab.teach.TeachingPosition;

import java.util.Locale;
import java.util.function.Supplier;

/**
 * The analysis window's left column: the position (the game's current one, a FEN or a teaching
 * position), the limits (depth, nodes, time, root moves), Run / Pause / Resume / Stop, stepping by
 * node, stage, cutoff or iteration, the timeline position, the pace, the status line and the queue's
 * drop counter, then whatever the panel adds below (textbook tree, open trace, export, the config
 * sheet). The buttons call the {@link AnalysisViewModel}'s commands; {@link #request()} reads the
 * fields into what Run searches.
 */
final class AnalysisControls {
    private final AnalysisText text;
    private final AnalysisViewModel vm;
    private final Supplier<Position> gamePosition;
    private final Supplier<Notation> notation;
    private final ConfigSheet config;
    private final Label status = new Label();
    private final Label drops = new Label();
    private final TextField fen = new TextField();
    private final RadioButton fromGame = new RadioButton();
    private final RadioButton fromFen = new RadioButton();
    private final Spinner<Integer> depth = new Spinner<>(1, SearchLimits.MAX_DEPTH, 5);
    private final TextField nodes = new TextField("0");
    private final TextField millis = new TextField("0");
    private final Slider pace = new Slider(0, 6, 6);
    private final Label paceLabel = new Label();
    private final ComboBox<TeachingPosition> teaching = new ComboBox<>();
    private final Label teachingAbout = new Label();
    private final TextField rootMoves = new TextField();
    private final MenuButton rootMovesPick = new MenuButton();
    private final ComboBox<String> stepKind = new ComboBox<>();
    private final Label stepPosition = new Label();
    private final ProgressBar stepProgress = new ProgressBar(0);
    private final VBox pane;
    private boolean relabeling;

    AnalysisControls(AnalysisText text, AnalysisViewModel vm, Supplier<Position> gamePosition,
                     Supplier<Notation> notation, ConfigSheet config, Runnable stepForward, Runnable stepBack,
                     javafx.scene.Node... tail) {
        this.text = text;
        this.vm = vm;
        this.gamePosition = gamePosition;
        this.notation = notation;
        this.config = config;
        pane = build(stepForward, stepBack, tail);
        vm.setPace(paceValue());
        vm.setRequest(this::request);
    }

    /** The column: what scrolls above, the status line pinned below it (always on screen). */
    VBox pane() {
        return pane;
    }

    /** What Run searches now, or null (with a note) if the FEN or the root moves are bad. */
    org.xqlab.analysis.SearchRequest request() {
        Position p = position();
        if (p == null) {
            return null;
        }
        try {
            return new org.xqlab.analysis.SearchRequest(p, config.getConfig(), limits().withSearchMoves(rootMoves(p)));
        } catch (IllegalArgumentException e) {
            vm.note(e.getMessage());
            return null;
        }
    }

    /** The step unit chosen in the selector. */
    StepMode stepUnit() {
        return org.xqlab.analysis.StepUnits.mode(stepKind.getValue());
    }

    void setFen(String text) {
        fen.setText(text);
    }

    void setDepth(int d) {
        depth.getValueFactory().setValue(d);
    }

    /** Restricts the search to these root moves (the field's text, e.g. {@code h2e2 h0g2}; empty: every move). */
    void setRootMoves(String moves) {
        rootMoves.setText(moves);
    }

    /** What the status line says (also shown beside the drawer's button while the controls are folded). */
    javafx.beans.value.ObservableStringValue statusText() {
        return status.textProperty();
    }

    /** The status line, the timeline position and the drop counter, from the view-model now. */
    void show() {
        stepPosition.setText(vm.statusLine().positionText());
        stepProgress.setProgress(vm.statusLine().progress());
        status.setText(vm.status());
        org.xqlab.analysis.Timeline.FeedCounts feed = vm.timeline().feedCounts();
        if (feed != null) {
            drops.setText(text.get("status.drops", Long.toString(feed.seen()), Long.toString(feed.dropped()),
                    Long.toString(feed.beyondCap())));
        } else if (vm.timeline().replayCursor() != null) { // a trace opened: its own count, not the last search's
            drops.setText(text.get("status.drops", Integer.toString(vm.timeline().replayCursor().size()), "0", "0"));
        }
    }

    /** After a language switch. */
    void relabel() {
        updatePaceLabel();
        show();
    }

    private VBox build(Runnable stepForward, Runnable stepBack, javafx.scene.Node... tail) {
        ToggleGroup source = new ToggleGroup();
        fromGame.setToggleGroup(source);
        fromFen.setToggleGroup(source);
        fromGame.setSelected(true);
        fromGame.setId("source-game");
        fromFen.setId("source-fen");
        fromFen.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE); // the FEN field beside it gives way
        text.bind(fromGame.textProperty(), "source.game");
        text.bind(fromFen.textProperty(), "source.fen");
        fen.setId("analysis-fen");
        fen.setPromptText(Fen.START);
        fen.textProperty().addListener((o, a, v) -> {
            fromFen.setSelected(true);
            // another position typed or set: the chooser no longer names it (nor describes it below)
            TeachingPosition chosen = teaching.getValue();
            if (chosen != null && !relabeling && !chosen.fen().equals(v == null ? "" : v.trim())) {
                teaching.setValue(null);
            }
        });
        teaching.setId("teaching-position");
        teaching.getItems().setAll(TeachingPosition.all());
        teaching.setMaxWidth(Double.MAX_VALUE);
        text.bind(teaching.promptTextProperty(), "teach.prompt");
        teaching.setConverter(new javafx.util.StringConverter<>() {
            @Override
            public String toString(TeachingPosition t) {
                return t == null ? "" : t.name(text.isChinese());
            }

            @Override
            public TeachingPosition fromString(String s) {
                return null;
            }
        });
        // The box shows the position's short name (before its colon) so that it is never cut at the column's
        // width; the list below it and the tooltip give the whole name.
        teaching.setButtonCell(new javafx.scene.control.ListCell<>() {
            @Override
            protected void updateItem(TeachingPosition t, boolean empty) {
                super.updateItem(t, empty);
                if (empty || t == null) {
                    setText(teaching.getPromptText());
                    setTooltip(null);
                } else {
                    String whole = t.name(text.isChinese());
                    setText(TeachingPosition.shortName(whole));
                    setTooltip(new javafx.scene.control.Tooltip(whole));
                }
            }
        });
        text.i18n().localeProperty().addListener((o, a, v) -> {
            TeachingPosition chosen = teaching.getValue();
            relabeling = true;
            teaching.getItems().setAll(TeachingPosition.all());
            teaching.setValue(chosen);
            relabeling = false;
            showTeachingAbout();
        });
        teaching.valueProperty().addListener((o, a, t) -> {
            if (t != null && !relabeling) {
                fen.setText(t.fen());
                setDepth(t.depth());
                rootMoves.clear();
            }
            showTeachingAbout();
        });
        teachingAbout.setId("teaching-about");
        teachingAbout.setWrapText(true);
        showTeachingAbout(); // none chosen yet: no empty line under the chooser
        Label teachingLabel = new Label();
        text.bind(teachingLabel.textProperty(), "teach.title");
        depth.setId("limit-depth");
        depth.setEditable(true);
        nodes.setId("limit-nodes");
        millis.setId("limit-time");
        rootMoves.setId("root-moves");
        text.bind(rootMoves.promptTextProperty(), "rootMoves.prompt");
        rootMoves.setTooltip(tooltip("rootMoves.tip"));
        rootMovesPick.setId("root-moves-pick");
        rootMovesPick.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE); // the field gives way, the button stays whole
        rootMoves.setMinWidth(60);
        text.bind(rootMovesPick.textProperty(), "rootMoves.pick");
        rootMovesPick.setOnShowing(e -> fillRootMoveChoices());
        Label rootLabel = new Label();
        text.bind(rootLabel.textProperty(), "rootMoves.title");
        rootLabel.setWrapText(true);
        HBox.setHgrow(rootMoves, Priority.ALWAYS);
        VBox limits = new VBox(4, labelled("limit.depth", depth), labelled("limit.nodes", nodes),
                labelled("limit.time", millis), rootLabel, new HBox(4, rootMoves, rootMovesPick));
        pace.setId("pace");
        pace.valueProperty().addListener((o, a, v) -> {
            vm.setPace(paceValue());
            updatePaceLabel();
        });
        text.i18n().localeProperty().addListener((o, a, v) -> updatePaceLabel());
        updatePaceLabel();
        FlowPane run = new FlowPane(4, 4, button("run", "action.run", "keys.space", vm::runOrResume),
                button("pause", "action.pause", "keys.space", vm::pause),
                button("resume", "action.resume", "keys.space", vm::runOrResume),
                button("stop", "action.stop", "keys.esc", vm::stop));
        stepKind.setId("step-kind");
        stepKind.getItems().setAll("node", "stage", "cutoff", "iteration", "table");
        stepKind.setValue("cutoff");
        Controls.localize(stepKind, text, "step.");
        stepKind.setTooltip(tooltip("step.kindTip"));
        text.i18n().localeProperty().addListener((o, a, v) -> {
            String kind = stepKind.getValue();
            stepKind.setValue(null);
            stepKind.setValue(kind);
        });
        Label stepBy = new Label();
        text.bind(stepBy.textProperty(), "step.by");
        FlowPane stepRow = new FlowPane(4, 4, button("step-back", "step.back", "keys.back", stepBack), stepBy,
                stepKind, button("step-forward", "step.forward", "keys.forward", stepForward));
        stepRow.setAlignment(javafx.geometry.Pos.CENTER_LEFT);
        stepRow.setPrefWrapLength(260);
        Label stepLabel = new Label();
        text.bind(stepLabel.textProperty(), "step.title");
        FlowPane step = new FlowPane(4, 4, stepLabel, stepButton("node", stepForward), stepButton("stage", stepForward),
                stepButton("cutoff", stepForward), stepButton("iteration", stepForward));
        stepPosition.setId("step-position");
        stepProgress.setId("step-progress");
        stepProgress.setMaxWidth(Double.MAX_VALUE);
        status.setId("analysis-status");
        status.setWrapText(true);
        drops.setId("analysis-drops");
        drops.setWrapText(true);
        VBox box = new VBox(6, teachingLabel, teaching, teachingAbout, fromGame, new HBox(4, fromFen, fen), limits,
                run, stepRow, step, new VBox(2, stepPosition, stepProgress), new VBox(2, paceLabel, pace), drops);
        box.getChildren().addAll(tail);
        box.setPadding(new Insets(6));
        box.setPrefWidth(330);
        ScrollPane scroll = new ScrollPane(box);
        scroll.setFitToWidth(true);
        scroll.setHbarPolicy(ScrollPane.ScrollBarPolicy.NEVER);
        scroll.setPrefWidth(350);
        scroll.setMinHeight(0);
        VBox.setVgrow(scroll, Priority.ALWAYS);
        // the status line below what scrolls: a long teaching text or config sheet never pushes it off screen
        status.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
        status.setMaxWidth(Double.MAX_VALUE);
        VBox statusBox = new VBox(status);
        statusBox.setId("analysis-status-bar");
        statusBox.setPadding(new Insets(4, 6, 4, 6));
        statusBox.setStyle("-fx-border-color: derive(-fx-box-border, 20%) transparent transparent transparent;");
        VBox column = new VBox(scroll, statusBox);
        column.setId("analysis-controls");
        column.setFillWidth(true);
        return column;
    }

    private Button stepButton(String unit, Runnable stepForward) {
        return button("step-" + unit, "step." + unit, "keys.forward", () -> {
            stepKind.setValue(unit);
            stepForward.run();
        });
    }

    private javafx.scene.control.Tooltip tooltip(String key) {
        javafx.scene.control.Tooltip tip = new javafx.scene.control.Tooltip();
        text.bind(tip.textProperty(), key);
        return tip;
    }

    private void showTeachingAbout() {
        TeachingPosition t = teaching.getValue();
        teachingAbout.setText(t == null ? "" : t.about(text.isChinese()));
        teachingAbout.setVisible(t != null);
        teachingAbout.setManaged(t != null);
    }

    /** The root moves of the position to analyse as check items, in the game's notation. */
    private void fillRootMoveChoices() {
        rootMovesPick.getItems().clear();
        Position p = position();
        if (p == null) {
            return;
        }
        java.util.Set<Integer> chosen = new java.util.HashSet<>();
        int[] now = rootMoves(p);
        if (now != null) {
            for (int m : now) {
                chosen.add(m);
            }
        }
        for (int m : p.legalMoves()) {
            javafx.scene.control.CheckMenuItem item = new javafx.scene.control.CheckMenuItem(
                    notation.get().format(p, m));
            item.setId("root-move-" + org.xqlab.rules.Move.iccs(m));
            item.setSelected(chosen.contains(m));
            item.setOnAction(e -> {
                StringBuilder sb = new StringBuilder();
                for (javafx.scene.control.MenuItem i : rootMovesPick.getItems()) {
                    if (((javafx.scene.control.CheckMenuItem) i).isSelected()) {
                        sb.append(sb.isEmpty() ? "" : " ").append(i.getText());
                    }
                }
                rootMoves.setText(sb.toString());
            });
            rootMovesPick.getItems().add(item);
        }
    }

    /**
     * The root moves the user allows (null: all), read from the field in any notation, separated by
     * spaces or commas; null with a note if a word is not a legal move.
     */
    int[] rootMoves(Position p) {
        String words = rootMoves.getText() == null ? "" : rootMoves.getText().trim();
        if (words.isEmpty()) {
            return null;
        }
        java.util.List<Integer> moves = new java.util.ArrayList<>();
        for (String w : words.split("[\\s,，、]+")) {
            if (w.isEmpty()) {
                continue;
            }
            try {
                moves.add(Notation.parseAny(p, w));
            } catch (RuntimeException e) {
                throw new IllegalArgumentException(text.get("rootMoves.bad", w, String.valueOf(e.getMessage())));
            }
        }
        return moves.stream().mapToInt(Integer::intValue).toArray();
    }

    /**
     * A label and its field in a row: the field keeps its width and the label wraps onto a second line
     * rather than being cut ("Nodes (0: none)" stays whole in projector fonts).
     */
    private HBox labelled(String key, javafx.scene.Node control) {
        Label l = new Label();
        text.bind(l.textProperty(), key);
        l.setWrapText(true);
        l.setMinWidth(60);
        l.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
        l.setMaxWidth(Double.MAX_VALUE);
        HBox.setHgrow(l, Priority.ALWAYS);
        if (control instanceof javafx.scene.control.Control c) {
            c.setPrefWidth(130);
            c.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
        }
        HBox row = new HBox(4, l, control);
        row.setAlignment(javafx.geometry.Pos.CENTER_LEFT);
        return row;
    }

    private Button button(String id, String key, String tipKey, Runnable action) {
        Button b = new Button();
        b.setId(id);
        text.bind(b.textProperty(), key);
        if (tipKey != null) {
            b.setTooltip(tooltip(tipKey));
        }
        b.setOnAction(e -> action.run());
        return b;
    }

    /** The position to analyse, or null (and a message) if the FEN is bad. */
    public Position position() {
        if (fromFen.isSelected() && !fen.getText().isBlank()) {
            try {
                return Fen.parse(fen.getText().trim());
            } catch (RuntimeException e) {
                vm.note(text.get("status.badFen", e.getMessage()));
                return null;
            }
        }
        return gamePosition.get().copy();
    }

    /** The limits as entered; a bad number is read as 0 (no limit) and reported. */
    public SearchLimits limits() {
        return new SearchLimits(depth.getValue(), number(nodes), number(millis), 0, 0, 0, false);
    }

    private long number(TextField field) {
        try {
            return Math.max(0, Long.parseLong(field.getText().trim()));
        } catch (NumberFormatException e) {
            vm.note(text.get("status.badNumber", field.getText()));
            return 0;
        }
    }

    private double paceValue() {
        return pace.getValue() >= pace.getMax() ? 0 : Math.pow(10, pace.getValue());
    }

    private void updatePaceLabel() {
        double v = paceValue();
        paceLabel.setText(v == 0 ? text.get("pace.full") : text.get("pace.value",
                String.format(Locale.ROOT, v < 10 ? "%.1f" : "%.0f", v)));
    }

}
