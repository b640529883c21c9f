package org.xqlab.ui.board;

import javafx.scene.canvas.Canvas;
import javafx.scene.input.MouseEvent;
import javafx.scene.layout.Region;
import org.xqlab.rules.Position;
import org.xqlab.rules.Square;

/**
 * The board on a canvas that fills the region and scales with it, bound to a {@link BoardViewModel}:
 * redraws whenever the model's version changes, and turns mouse presses, drags and releases into the
 * model's {@code press}/{@code release} calls (click-click and drag-and-drop both work). Red is at the
 * bottom unless flipped. Geometry ({@link #cell()}, {@link #xOf}, {@link #yOf}, {@link #squareAt}) is
 * public to tests so they can click on points.
 */
public class BoardView extends Region {
    private final Canvas canvas = new Canvas();
    private final BoardViewModel vm;
    private final BoardPainter painter;
    private int pressed = -1;
    private boolean dragging;
    private double dragX;
    private double dragY;

    /** A board on its own game (for simple uses). */
    public BoardView() {
        this(new BoardViewModel(new GameViewModel()));
    }

    public BoardView(BoardViewModel vm) {
        this.vm = vm;
        this.painter = new BoardPainter(this, vm);
        getChildren().add(canvas);
        setMinSize(200, 220);
        setPrefSize(640, 720);
        getStyleClass().add("board-view");
        vm.versionProperty().addListener((obs, old, now) -> draw());
        canvas.addEventHandler(MouseEvent.MOUSE_PRESSED, this::onPressed);
        canvas.addEventHandler(MouseEvent.MOUSE_DRAGGED, this::onDragged);
        canvas.addEventHandler(MouseEvent.MOUSE_RELEASED, this::onReleased);
    }

    public BoardViewModel viewModel() {
        return vm;
    }

    /** The position shown (a copy). */
    public Position getPosition() {
        return vm.position().copy();
    }

    public boolean isFlipped() {
        return vm.flippedProperty().get();
    }

    private void onPressed(MouseEvent e) {
        pressed = squareAt(e.getX(), e.getY());
        dragging = false;
        vm.press(pressed);
    }

    private void onDragged(MouseEvent e) {
        if (vm.canDragFrom(pressed)) {
            dragging = true;
            dragX = e.getX();
            dragY = e.getY();
            draw();
        }
    }

    private void onReleased(MouseEvent e) {
        boolean wasDragging = dragging;
        dragging = false;
        vm.release(squareAt(e.getX(), e.getY()), wasDragging);
        pressed = -1;
        draw();
    }

    @Override
    protected void layoutChildren() {
        canvas.setWidth(getWidth());
        canvas.setHeight(getHeight());
        draw();
    }

    /** The size in pixels the coordinates at the board's edges are drawn at now. */
    public double coordinateFontSize() {
        return painter.coordinateSize(cell(), vm.projectorProperty().get());
    }

    /**
     * Size of one grid step in pixels for the current size (room left for the coordinates, above and below
     * the board as large as the model's smallest text needs).
     */
    public double cell() {
        double least = vm.coordinateMinimumProperty().get();
        double c = Math.min(getWidth() / 9.6, getHeight() / 11.4);
        if (least > 0) {
            // nine steps, half a step beyond the edge ranks for the pieces there, then a line of coordinates
            c = Math.min(c, (getHeight() - 2 * (1.3 * least + 3)) / 10);
        }
        return Math.max(12, c);
    }

    double originX() {
        return (getWidth() - cell() * 8) / 2;
    }

    double originY() {
        return (getHeight() - cell() * 9) / 2;
    }

    /** Screen x (in this region) of an ICCS file (0-8), honouring flip. */
    public double xOf(int file) {
        return originX() + cell() * (isFlipped() ? 8 - file : file);
    }

    /** Screen y (in this region) of an ICCS rank (0-9), honouring flip. */
    public double yOf(int rank) {
        return originY() + cell() * (isFlipped() ? rank : 9 - rank);
    }

    /** The point nearest to (x, y) within half a cell, or -1. */
    public int squareAt(double x, double y) {
        double c = cell();
        int col = (int) Math.round((x - originX()) / c);
        int row = (int) Math.round((y - originY()) / c);
        if (col < 0 || col > 8 || row < 0 || row > 9
                || Math.abs(x - originX() - col * c) > c / 2 || Math.abs(y - originY() - row * c) > c / 2) {
            return -1;
        }
        int file = isFlipped() ? 8 - col : col;
        int rank = isFlipped() ? row : 9 - row;
        return Square.fromIccs(file, rank);
    }

    private void draw() {
        double w = getWidth();
        double h = getHeight();
        if (w <= 0 || h <= 0) {
            return;
        }
        painter.paint(canvas.getGraphicsContext2D(), w, h, dragging ? pressed : -1, dragX, dragY);
    }
}
