package org.xqlab.ui;

import javafx.geometry.VPos;
import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.layout.Region;
import javafx.scene.paint.Color;
import javafx.scene.text.Font;
import javafx.scene.text.FontWeight;
import javafx.scene.text.TextAlignment;
import org.xqlab.rules.Piece;
import org.xqlab.rules.Position;
import org.xqlab.rules.Square;

/**
 * The Xiangqi board drawn to scale on a canvas that fills the region: nine files and ten ranks, the
 * river with 楚河 漢界, the palace diagonals, the position marks of cannons and pawns, and the pieces
 * as discs with their Chinese characters (red 帥仕相俥傌炮兵, black 將士象車馬砲卒). Redraws when resized
 * or given a new position. Red is at the bottom unless flipped.
 */
public class BoardView extends Region {
    private static final Color WOOD = Color.rgb(238, 200, 140);
    private static final Color LINE = Color.rgb(90, 50, 20);
    private static final Color RED_PIECE = Color.rgb(190, 20, 20);
    private static final Color BLACK_PIECE = Color.rgb(20, 20, 20);

    private final Canvas canvas = new Canvas();
    private Position position = Position.startPosition();
    private boolean flipped;

    public BoardView() {
        getChildren().add(canvas);
        setMinSize(180, 200);
        setPrefSize(640, 712);
        getStyleClass().add("board-view");
    }

    public void setPosition(Position position) {
        this.position = position.copy();
        draw();
    }

    public Position getPosition() {
        return position.copy();
    }

    public void setFlipped(boolean flipped) {
        this.flipped = flipped;
        draw();
    }

    public boolean isFlipped() {
        return flipped;
    }

    @Override
    protected void layoutChildren() {
        canvas.setWidth(getWidth());
        canvas.setHeight(getHeight());
        draw();
    }

    /** Size of one grid step in pixels for the current size. */
    double cell() {
        return Math.max(10, Math.min(getWidth() / 9.6, getHeight() / 10.6));
    }

    double originX() {
        return (getWidth() - cell() * 8) / 2;
    }

    double originY() {
        return (getHeight() - cell() * 9) / 2;
    }

    /** Screen x of an ICCS file (0-8), honouring flip. */
    double xOf(int file) {
        return originX() + cell() * (flipped ? 8 - file : file);
    }

    /** Screen y of an ICCS rank (0-9), honouring flip. */
    double yOf(int rank) {
        return originY() + cell() * (flipped ? rank : 9 - rank);
    }

    private void draw() {
        GraphicsContext g = canvas.getGraphicsContext2D();
        double w = getWidth();
        double h = getHeight();
        double c = cell();
        g.setFill(WOOD);
        g.fillRect(0, 0, w, h);
        g.setStroke(LINE);
        g.setLineWidth(Math.max(1, c / 40));
        double left = xOf(flipped ? 8 : 0);
        double right = xOf(flipped ? 0 : 8);
        for (int rank = 0; rank <= 9; rank++) {
            g.strokeLine(left, yOf(rank), right, yOf(rank));
        }
        for (int file = 0; file <= 8; file++) {
            if (file == 0 || file == 8) {
                g.strokeLine(xOf(file), yOf(0), xOf(file), yOf(9));
            } else {
                g.strokeLine(xOf(file), yOf(0), xOf(file), yOf(4));
                g.strokeLine(xOf(file), yOf(5), xOf(file), yOf(9));
            }
        }
        // palace diagonals
        for (int base : new int[] {0, 7}) {
            g.strokeLine(xOf(3), yOf(base), xOf(5), yOf(base + 2));
            g.strokeLine(xOf(5), yOf(base), xOf(3), yOf(base + 2));
        }
        // outer frame
        g.setLineWidth(Math.max(2, c / 18));
        double pad = c * 0.12;
        g.strokeRect(originX() - pad, originY() - pad, c * 8 + 2 * pad, c * 9 + 2 * pad);
        g.setLineWidth(Math.max(1, c / 40));
        // position marks for cannons and pawns
        int[][] marks = {{1, 2}, {7, 2}, {0, 3}, {2, 3}, {4, 3}, {6, 3}, {8, 3},
                {1, 7}, {7, 7}, {0, 6}, {2, 6}, {4, 6}, {6, 6}, {8, 6}};
        for (int[] m : marks) {
            drawMark(g, m[0], m[1], c);
        }
        // river text
        g.setFill(LINE);
        g.setFont(Font.font(null, FontWeight.BOLD, c * 0.5));
        g.setTextAlign(TextAlignment.CENTER);
        g.setTextBaseline(VPos.CENTER);
        double riverY = (yOf(4) + yOf(5)) / 2;
        g.fillText("楚 河", (xOf(1) + xOf(3)) / 2 + (flipped ? 0 : 0), riverY);
        g.fillText("漢 界", (xOf(5) + xOf(7)) / 2, riverY);
        // pieces
        for (int rank = 0; rank <= 9; rank++) {
            for (int file = 0; file <= 8; file++) {
                int id = position.pieceAt(Square.fromIccs(file, rank));
                if (id != 0) {
                    drawPiece(g, Piece.colorOf(id), Piece.typeOf(id), xOf(file), yOf(rank), c);
                }
            }
        }
    }

    private void drawMark(GraphicsContext g, int file, int rank, double c) {
        double x = xOf(file);
        double y = yOf(rank);
        double gap = c * 0.08;
        double len = c * 0.18;
        for (int sx : new int[] {-1, 1}) {
            if ((file == 0 && sx < 0 && !flipped) || (file == 8 && sx > 0 && !flipped)
                    || (file == 0 && sx > 0 && flipped) || (file == 8 && sx < 0 && flipped)) {
                continue;
            }
            for (int sy : new int[] {-1, 1}) {
                double px = x + sx * gap;
                double py = y + sy * gap;
                g.strokeLine(px, py, px + sx * len, py);
                g.strokeLine(px, py, px, py + sy * len);
            }
        }
    }

    private static void drawPiece(GraphicsContext g, int color, int type, double x, double y, double c) {
        double r = c * 0.44;
        g.setFill(Color.rgb(250, 235, 205));
        g.fillOval(x - r, y - r, 2 * r, 2 * r);
        Color ink = color == Piece.RED ? RED_PIECE : BLACK_PIECE;
        g.setStroke(ink);
        g.setLineWidth(Math.max(1, c / 30));
        g.strokeOval(x - r, y - r, 2 * r, 2 * r);
        g.strokeOval(x - r * 0.84, y - r * 0.84, 2 * r * 0.84, 2 * r * 0.84);
        g.setFill(ink);
        g.setFont(Font.font(null, FontWeight.BOLD, c * 0.5));
        g.setTextAlign(TextAlignment.CENTER);
        g.setTextBaseline(VPos.CENTER);
        g.fillText(String.valueOf(Piece.chinese(color, type)), x, y);
    }
}
