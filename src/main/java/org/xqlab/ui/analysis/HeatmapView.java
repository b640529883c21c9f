package org.xqlab.ui.analysis;

import javafx.geometry.Insets;
import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.input.MouseEvent;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.scene.paint.Color;

import org.xqlab.rules.Move;
import org.xqlab.rules.Notation;
import org.xqlab.rules.Square;
import org.xqlab.ui.board.BoardView;
import org.xqlab.ui.board.BoardViewModel;
import org.xqlab.ui.board.GameViewModel;
import org.xqlab.analysis.AnalysisModel;
import org.xqlab.analysis.DigestSnapshot;
import org.xqlab.analysis.TableMoves;

import java.util.ArrayList;
import java.util.List;

/**
 * The history table as heat: by destination over the Xiangqi board's points (each point the sum of the
 * moves that go there, its colour filling the cell around the point under the board's lines, river and
 * palaces, drawn by the board's own painter with ICCS point names a–i, 0–9 at the edges) or as the whole matrix (rows: from-point, or side × from-point, or piece; columns: to-point),
 * for one side or both as the table's shape allows. The colour scale runs from 0 to the highest value
 * seen in this search (each search starts a new scale at the table's highest value then, so a table
 * halved between searches shows its halved maximum on the legend, and a small search after a big one
 * is not drawn blank; Rescale starts a new scale by hand); a legend gives the values; points that rose since the last redraw are outlined; hovering shows the exact value; the top
 * ten cells are listed, each from-to cell as a move in the chosen notation ({@link TableMoves}: written in a
 * position of the search where it is legal, ICCS only when none is known). Fed with {@link DigestSnapshot}s,
 * redrawn only when a new one arrives or the notation changes.
 */
final class HeatmapView extends BorderPane {
    private static final double LEGEND_WIDTH = 180;
    private static final double MATRIX_CELL = 4;
    private static final String[] FILES = {"a", "b", "c", "d", "e", "f", "g", "h", "i"};

    private final AnalysisText text;
    private final java.util.function.Supplier<Notation> notation;
    private final java.util.function.Supplier<AnalysisModel> search;
    private final TableMoves moves = new TableMoves();
    private Notation shownNotation;
    private final BoardViewModel boardModel = new BoardViewModel(new GameViewModel());
    private final BoardView board = new BoardView(boardModel);
    private final Canvas matrix = new Canvas(90 * MATRIX_CELL + 2, 180 * MATRIX_CELL + 2);
    private final Canvas legend = new Canvas(LEGEND_WIDTH, 16);
    /** What the matrix's rows and columns are and what a dot is, above the matrix. */
    private final Label matrixRows = new Label();
    private final Label matrixCols = new Label();
    private final Label matrixDot = new Label();
    private final VBox matrixPane = new VBox(2, matrixCols, matrixRows, matrixDot, matrix);
    private final Label legendMin = new Label("0");
    private final Label legendMax = new Label();
    private final ComboBox<String> side = new ComboBox<>();
    private final ComboBox<String> mode = new ComboBox<>();
    private final Label hover = new Label();
    private final Label info = new Label();
    private final ListView<String> top = new ListView<>();
    private DigestSnapshot shown = DigestSnapshot.empty();
    private int[] destination = new int[90];
    private int[] previousDestination = new int[90];
    private double peak = 1;

    /** A heatmap of {@code search}'s history table, its top moves in {@code notation}. */
    HeatmapView(AnalysisText text, java.util.function.Supplier<Notation> notation,
                java.util.function.Supplier<AnalysisModel> search) {
        this.text = text;
        this.notation = notation;
        this.search = search;
        setId("heatmap-view");
        mode.setId("heat-mode");
        mode.getItems().addAll("board", "matrix");
        mode.setValue("board");
        Controls.localize(mode, text, "heat.mode.");
        side.setId("heat-side");
        side.getItems().addAll("both", "red", "black");
        side.setValue("both");
        Controls.localize(side, text, "heat.side.");
        mode.valueProperty().addListener((o, a, v) -> redraw(false));
        side.valueProperty().addListener((o, a, v) -> redraw(false));
        Button rescale = new Button();
        rescale.setId("heat-rescale");
        text.bind(rescale.textProperty(), "heat.rescale");
        rescale.setOnAction(e -> {
            peak = 1;
            redraw(false);
        });
        Label scale = new Label();
        text.bind(scale.textProperty(), "heat.scale");
        legendMax.setId("heat-legend-max");
        legend.setId("heat-legend-scale");
        HBox legendBox = new HBox(4, scale, legendMin, legend, legendMax);
        legendBox.setId("heat-legend");
        legendBox.setAlignment(javafx.geometry.Pos.CENTER_LEFT);
        FlowPane bar = new FlowPane(6, 4, mode, side, rescale, legendBox);
        bar.setPadding(new Insets(4));
        setTop(bar);
        board.setId("heat-board");
        boardModel.piecesShownProperty().set(false);
        boardModel.iccsCoordinatesProperty().set(true);
        board.setPrefSize(380, 430);
        board.setMinSize(260, 300);
        matrix.setId("heat-matrix");
        matrixPane.setId("heat-matrix-pane");
        matrixRows.setId("heat-matrix-rows");
        matrixCols.setId("heat-matrix-cols");
        matrixDot.setId("heat-matrix-dot");
        for (Label l : List.of(matrixRows, matrixCols, matrixDot)) {
            l.setWrapText(true);
            l.setMinHeight(Region.USE_PREF_SIZE);
            l.maxWidthProperty().bind(matrix.widthProperty());
        }
        text.bind(matrixCols.textProperty(), "heat.matrix.cols");
        text.bind(matrixDot.textProperty(), "heat.matrix.dot");
        board.addEventHandler(MouseEvent.MOUSE_MOVED, this::hoverBoard);
        matrix.addEventHandler(MouseEvent.MOUSE_MOVED, this::hoverMatrix);
        top.setId("heat-top");
        top.setPrefWidth(170);
        hover.setId("heat-hover");
        info.setId("heat-info");
        Label topLabel = new Label();
        text.bind(topLabel.textProperty(), "heat.top");
        VBox side = new VBox(4, topLabel, top);
        HBox centre = new HBox(8, board, side);
        HBox.setHgrow(board, javafx.scene.layout.Priority.ALWAYS);
        side.setMinWidth(170);
        centre.setPadding(new Insets(4));
        setCenter(centre);
        setBottom(new VBox(2, hover, info));
        BorderPane.setMargin(getBottom(), new Insets(2, 6, 4, 6));
    }

    /** Projector mode: the board's coordinates at 16 px at least, like every text a class reads. */
    void setProjector(boolean on) {
        boardModel.coordinateMinimumProperty().set(on ? AnalysisPanel.PROJECTOR_FONT : 0);
    }

    /** The size of the board's coordinates a–i, 0–9 now, in pixels. */
    double coordinateFontSize() {
        return board.coordinateFontSize();
    }

    /** Draws the shown snapshot again in the current language. */
    void relabel() {
        redraw(true);
    }

    /** Shows a new snapshot (does nothing if it is the one shown). */
    void update(DigestSnapshot s) {
        if (s.sequence() == shown.sequence() && s.tables() == shown.tables()) {
            if (notation.get() != shownNotation) {
                redraw(false); // the main window switched notation: the top moves are written again
            }
            return;
        }
        if (s.search() != shown.search()) {
            peak = 1; // a new search: a new colour scale, from what the table holds now
        }
        shown = s;
        redraw(true);
    }

    private boolean hasSides() {
        return "side".equals(shown.historyShape());
    }

    /** Rows of the table that the side selector includes. */
    private List<Integer> rows() {
        List<Integer> rows = new ArrayList<>();
        for (int r = 0; r < shown.rows(); r++) {
            boolean red = r < 90;
            String s = hasSides() ? side.getValue() : "both";
            if ("both".equals(s) || ("red".equals(s) && red) || ("black".equals(s) && !red)) {
                rows.add(r);
            }
        }
        return rows;
    }

    private void redraw(boolean newData) {
        side.setDisable(!hasSides());
        int[] dest = new int[90];
        List<Integer> rows = rows();
        for (int r : rows) {
            for (int c = 0; c < Math.min(90, shown.cols()); c++) {
                dest[c] += shown.cell(r, c);
            }
        }
        if (newData) {
            previousDestination = destination;
        }
        destination = dest;
        boolean onBoard = "board".equals(mode.getValue());
        for (int v : dest) {
            peak = Math.max(peak, onBoard ? v : 0);
        }
        if (!onBoard) {
            for (int r : rows) {
                for (int c = 0; c < shown.cols(); c++) {
                    peak = Math.max(peak, shown.cell(r, c));
                }
            }
        }
        HBox centre = (HBox) getCenter();
        centre.getChildren().set(0, onBoard ? board : matrixPane);
        if (onBoard) {
            drawBoard();
        } else {
            drawMatrix(rows);
        }
        drawLegend();
        shownNotation = notation.get();
        listTop(rows);
        info.setText(text.get("heat.info", named("heat.shape.", SHAPES, shown.historyShape()),
                Long.toString(shown.historyUpdates()), Integer.toString(shown.decays()),
                named("heat.decay.", DECAYS, shown.lastDecay()), Integer.toString(shown.historyMax())));
    }

    private static final List<String> SHAPES = List.of("fromto", "side", "pieceto");
    private static final List<String> DECAYS = List.of("none", "half", "quarter", "clear", "rescale");

    /** A table shape's or decay rule's name in the window's words ("—" when none, the name itself when unknown). */
    private String named(String prefix, List<String> known, String name) {
        if (name.isEmpty()) {
            return "—";
        }
        return known.contains(name) ? text.get(prefix + name) : name;
    }

    private Color heat(double v) {
        double t = Math.max(0, Math.min(1, Math.sqrt(Math.max(0, v) / peak)));
        return Color.hsb(60 - 60 * t, 0.1 + 0.85 * t, 1 - 0.25 * t);
    }

    /** Every point shaded by its sum on the scale (0 the palest), outlined if it rose since the last redraw. */
    private void drawBoard() {
        List<BoardViewModel.Shade> shades = new ArrayList<>();
        for (int i = 0; i < 90; i++) {
            shades.add(new BoardViewModel.Shade(Square.fromIccs(i % 9, i / 9), heat(destination[i]),
                    destination[i] > previousDestination[i]));
        }
        boardModel.shades().setAll(shades);
    }

    private void drawMatrix(List<Integer> rows) {
        String shape = SHAPES.contains(shown.historyShape()) ? shown.historyShape() : "fromto";
        matrixRows.setText(text.get("heat.matrix.rows." + shape));
        GraphicsContext g = matrix.getGraphicsContext2D();
        matrix.setHeight(rows.size() * MATRIX_CELL + 2);
        g.setFill(Color.WHITE);
        g.fillRect(0, 0, matrix.getWidth(), matrix.getHeight());
        for (int k = 0; k < rows.size(); k++) {
            for (int c = 0; c < shown.cols(); c++) {
                int v = shown.cell(rows.get(k), c);
                if (v != 0) {
                    g.setFill(heat(v));
                    g.fillRect(1 + c * MATRIX_CELL, 1 + k * MATRIX_CELL, MATRIX_CELL, MATRIX_CELL);
                }
            }
        }
        g.setStroke(Color.LIGHTGRAY);
        g.strokeRect(0.5, 0.5, matrix.getWidth() - 1, matrix.getHeight() - 1);
    }

    /** The colour scale from 0 to the highest value of this search, with both ends' values as labels. */
    private void drawLegend() {
        GraphicsContext g = legend.getGraphicsContext2D();
        int n = (int) LEGEND_WIDTH;
        for (int i = 0; i < n; i++) {
            double t = i / (n - 1.0);
            g.setFill(heat(peak * t * t));
            g.fillRect(i, 0, 1, legend.getHeight());
        }
        g.setStroke(Color.GRAY);
        g.setLineWidth(1);
        g.strokeRect(0.5, 0.5, LEGEND_WIDTH - 1, legend.getHeight() - 1);
        legendMax.setText(Long.toString(Math.round(peak)));
    }

    private void listTop(List<Integer> rows) {
        List<long[]> cells = new ArrayList<>();
        for (int r : rows) {
            for (int c = 0; c < shown.cols(); c++) {
                int v = shown.cell(r, c);
                if (v > 0) {
                    cells.add(new long[] {v, r, c});
                }
            }
        }
        cells.sort((a, b) -> Long.compare(b[0], a[0]));
        List<String> names = new ArrayList<>();
        int n = Math.min(10, cells.size());
        for (int i = 0; i < n; i++) {
            names.add(cellName((int) cells.get(i)[1], (int) cells.get(i)[2]));
        }
        List<String> lines = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            long[] c = cells.get(i);
            String name = names.get(i);
            // 俥一平六 from i0 and from i3 read alike: the points tell them apart on the board beside
            if (java.util.Collections.frequency(names, name) > 1 && !"pieceto".equals(shown.historyShape())) {
                name += " (" + point((int) c[1] % 90) + point((int) c[2]) + ")";
            }
            lines.add(name + "  " + c[0]);
        }
        top.getItems().setAll(lines);
    }

    /**
     * A from-to cell as a move in the chosen notation ("炮二平五", "C2=5", "h2e2"), "red 炮二平五" for a side
     * table, "piece 5 → e2" for a piece-to table. The top list adds the points, "(i3d3)", to moves that
     * would read alike (a horizontal move from two ranks).
     */
    String cellName(int row, int col) {
        String to = point(col);
        return switch (shown.historyShape()) {
            case "side" -> text.get(row < 90 ? "heat.red" : "heat.black") + " "
                    + move(row % 90, col, row < 90 ? org.xqlab.rules.Piece.RED : org.xqlab.rules.Piece.BLACK);
            case "pieceto" -> text.get("heat.piece", Integer.toString(row)) + " → " + to;
            default -> move(row, col, TableMoves.ANY);
        };
    }

    /** The move from point {@code from} to point {@code to} (ICCS rank × 9 + file) in the chosen notation. */
    private String move(int from, int to, int side) {
        if (from < 0 || from >= 90 || to < 0 || to >= 90) {
            return point(from) + point(to);
        }
        int m = Move.of(Square.fromIccs(from % 9, from / 9), Square.fromIccs(to % 9, to / 9));
        AnalysisModel model = search.get();
        Notation in = notation.get();
        return model == null ? Move.iccs(m) : moves.format(model, m, TableMoves.ANY, side, null, in);
    }

    private static String point(int index) {
        return FILES[index % 9] + (index / 9);
    }

    private void hoverBoard(MouseEvent e) {
        int sq = board.squareAt(e.getX(), e.getY());
        if (sq < 0) {
            hover.setText("");
            return;
        }
        int i = Square.iccsRank(sq) * 9 + Square.iccsFile(sq);
        hover.setText(text.get("heat.hoverPoint", point(i), Integer.toString(destination[i])));
    }

    private void hoverMatrix(MouseEvent e) {
        int c = (int) ((e.getX() - 1) / MATRIX_CELL);
        int k = (int) ((e.getY() - 1) / MATRIX_CELL);
        List<Integer> rows = rows();
        if (c < 0 || c >= shown.cols() || k < 0 || k >= rows.size()) {
            hover.setText("");
            return;
        }
        hover.setText(text.get("heat.hoverCell", cellName(rows.get(k), c),
                Integer.toString(shown.cell(rows.get(k), c))));
    }

    /** The heat of a destination point (ICCS rank × 9 + file) as drawn now. */
    int destinationValue(int point) {
        return destination[point];
    }

    /** The colour a value is drawn in on the current scale. */
    Color colourOf(double value) {
        return heat(value);
    }

    /** The board the destinations are drawn on (its geometry gives a point's place). */
    BoardView boardView() {
        return board;
    }

    /** The top value of the colour scale as the legend shows it. */
    String legendMaxText() {
        return legendMax.getText();
    }

    double peak() {
        return peak;
    }

    List<String> topMoves() {
        return List.copyOf(top.getItems());
    }

    String infoText() {
        return info.getText();
    }

    /** The matrix's axis names and its key, top to bottom, as shown. */
    List<Label> matrixLabels() {
        return List.of(matrixCols, matrixRows, matrixDot);
    }

    void showMatrix(boolean on) {
        mode.setValue(on ? "matrix" : "board");
    }
}
