package org.xqlab.ui.board;

import org.xqlab.ui.CanvasTexts;
import org.xqlab.ui.Fonts;

import javafx.geometry.VPos;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.paint.Color;
import javafx.scene.paint.CycleMethod;
import javafx.scene.paint.RadialGradient;
import javafx.scene.paint.Stop;
import javafx.scene.text.Font;
import javafx.scene.text.FontWeight;
import javafx.scene.text.TextAlignment;
import org.xqlab.rules.Move;
import org.xqlab.rules.Piece;
import org.xqlab.rules.Position;
import org.xqlab.rules.Square;

/**
 * Draws a {@link BoardViewModel} onto a canvas through a {@link BoardView}'s geometry: the wooden board
 * (or, in projector mode, black on white with thick lines and large characters), file numbers on both
 * sides (red's 九…一 in Chinese numerals along red's edge, black's 1–9 along black's edge, as printed
 * boards show them), the last move's two points, the king in check with a red glow, the selected piece,
 * its legal targets (dots on empty points, rings around captures), the view model's arrows over the
 * pieces (a label, such as a move's number along a line, in a disc beside the move's middle) and a piece
 * being dragged. Shaded points (a heatmap) are filled one cell wide under the lines, so the river, the
 * palaces and the lines stay visible over the colours. Every text is drawn through {@link CanvasTexts}
 * (so a scene walk finds it with its box and size), none smaller than the model's minimum
 * ({@link BoardViewModel#coordinateMinimumProperty}, 16 px in projector mode where a class reads the
 * board): the coordinates, the river's names, the pieces' characters (up to what their disc holds) and
 * the arrows' numbers (in a disc grown to hold them).
 */
public final class BoardPainter {
    private static final String CHINESE_NUMERALS = "一二三四五六七八九";

    private record Palette(Color board, Color line, Color red, Color black, Color face, Color mark, Color target) {
    }

    private static final Palette WOOD = new Palette(Color.rgb(238, 200, 140), Color.rgb(90, 50, 20),
            Color.rgb(190, 20, 20), Color.rgb(20, 20, 20), Color.rgb(250, 235, 205),
            Color.rgb(30, 110, 220, 0.45), Color.rgb(20, 140, 60, 0.85));
    private static final Palette PROJECTOR = new Palette(Color.WHITE, Color.BLACK, Color.rgb(210, 0, 0),
            Color.BLACK, Color.WHITE, Color.rgb(0, 90, 255, 0.55), Color.rgb(0, 150, 0));

    private final BoardView view;
    private final BoardViewModel vm;

    BoardPainter(BoardView view, BoardViewModel vm) {
        this.view = view;
        this.vm = vm;
    }

    void paint(GraphicsContext g, double w, double h, int dragFrom, double dragX, double dragY) {
        boolean projector = vm.projectorProperty().get();
        Palette pal = projector ? PROJECTOR : WOOD;
        double c = view.cell();
        CanvasTexts.clear(g.getCanvas());
        g.setFill(pal.board);
        g.fillRect(0, 0, w, h);
        shades(g, c);
        grid(g, pal, c, projector);
        coordinates(g, pal, c, projector);
        lastMove(g, pal, c);
        Position p = vm.position();
        int checked = vm.checkedKing();
        if (checked > 0) {
            glow(g, checked, c);
        }
        for (int rank = 0; rank <= 9; rank++) {
            for (int file = 0; file <= 8; file++) {
                int sq = Square.fromIccs(file, rank);
                int id = p.pieceAt(sq);
                if (id != 0 && vm.piecesShownProperty().get()) {
                    boolean lifted = sq == dragFrom;
                    piece(g, pal, id, view.xOf(file), view.yOf(rank), c, projector, lifted ? 0.35 : 1);
                }
            }
        }
        selection(g, pal, c, p);
        java.util.List<double[]> labels = new java.util.ArrayList<>();
        for (BoardViewModel.Arrow a : vm.arrows()) {
            arrow(g, a, c, p, labels);
        }
        if (dragFrom > 0 && p.pieceAt(dragFrom) != 0 && vm.piecesShownProperty().get()) {
            piece(g, pal, p.pieceAt(dragFrom), dragX, dragY, c, projector, 1);
        }
    }

    private void grid(GraphicsContext g, Palette pal, double c, boolean projector) {
        g.setStroke(pal.line);
        double thin = projector ? Math.max(2, c / 16) : Math.max(1, c / 40);
        g.setLineWidth(thin);
        for (int rank = 0; rank <= 9; rank++) {
            g.strokeLine(view.xOf(0), view.yOf(rank), view.xOf(8), view.yOf(rank));
        }
        for (int file = 0; file <= 8; file++) {
            if (file == 0 || file == 8) {
                g.strokeLine(view.xOf(file), view.yOf(0), view.xOf(file), view.yOf(9));
            } else {
                g.strokeLine(view.xOf(file), view.yOf(0), view.xOf(file), view.yOf(4));
                g.strokeLine(view.xOf(file), view.yOf(5), view.xOf(file), view.yOf(9));
            }
        }
        for (int base : new int[] {0, 7}) {
            g.strokeLine(view.xOf(3), view.yOf(base), view.xOf(5), view.yOf(base + 2));
            g.strokeLine(view.xOf(5), view.yOf(base), view.xOf(3), view.yOf(base + 2));
        }
        double pad = c * 0.12;
        g.setLineWidth(projector ? Math.max(3, c / 10) : Math.max(2, c / 18));
        double left = Math.min(view.xOf(0), view.xOf(8));
        double top = Math.min(view.yOf(0), view.yOf(9));
        g.strokeRect(left - pad, top - pad, c * 8 + 2 * pad, c * 9 + 2 * pad);
        g.setLineWidth(thin);
        int[][] marks = {{1, 2}, {7, 2}, {0, 3}, {2, 3}, {4, 3}, {6, 3}, {8, 3},
                {1, 7}, {7, 7}, {0, 6}, {2, 6}, {4, 6}, {6, 6}, {8, 6}};
        for (int[] m : marks) {
            mark(g, m[0], m[1], c);
        }
        g.setFill(pal.line);
        g.setFont(Font.font(Fonts.cjkFamily(), FontWeight.BOLD, Math.max(c * (projector ? 0.6 : 0.5), minimum())));
        g.setTextAlign(TextAlignment.CENTER);
        g.setTextBaseline(VPos.CENTER);
        double riverY = (view.yOf(4) + view.yOf(5)) / 2;
        CanvasTexts.fill(g, "楚 河", (view.xOf(1) + view.xOf(3)) / 2, riverY);
        CanvasTexts.fill(g, "漢 界", (view.xOf(5) + view.xOf(7)) / 2, riverY);
    }

    private void mark(GraphicsContext g, int file, int rank, double c) {
        double x = view.xOf(file);
        double y = view.yOf(rank);
        double gap = c * 0.08;
        double len = c * 0.18;
        for (int sx : new int[] {-1, 1}) {
            double px = x + sx * gap;
            boolean outside = Math.abs(px - (view.xOf(0) + view.xOf(8)) / 2) > c * 4;
            if (outside) {
                continue;
            }
            for (int sy : new int[] {-1, 1}) {
                double py = y + sy * gap;
                g.strokeLine(px, py, px + sx * len, py);
                g.strokeLine(px, py, px, py + sy * len);
            }
        }
    }

    private void coordinates(GraphicsContext g, Palette pal, double c, boolean projector) {
        g.setFill(pal.line);
        g.setFont(Font.font(Fonts.cjkFamily(), FontWeight.NORMAL, coordinateSize(c, projector)));
        g.setTextAlign(TextAlignment.CENTER);
        g.setTextBaseline(VPos.CENTER);
        double off = coordinateOffset(g.getFont(), c, view.originY());
        if (vm.iccsCoordinatesProperty().get()) {
            iccsCoordinates(g, off, coordinateOffset(g.getFont(), c, view.originX()));
            return;
        }
        for (int file = 0; file <= 8; file++) {
            double x = view.xOf(file);
            // red counts files from its right: ICCS file a is red's 九, i is 一
            String red = String.valueOf(CHINESE_NUMERALS.charAt(8 - file));
            String black = String.valueOf(file + 1);
            double redY = view.yOf(0) + (view.yOf(0) > view.yOf(9) ? off : -off);
            double blackY = view.yOf(9) + (view.yOf(9) < view.yOf(0) ? -off : off);
            CanvasTexts.fill(g, red, x, redY);
            CanvasTexts.fill(g, black, x, blackY);
        }
    }

    /**
     * How far the coordinates' centres are from the board's edge lines: 0.72 of a grid step, further when
     * their letters are large (clear of the pieces on the edge ranks, half a step beyond them), nearer
     * only when they would otherwise reach past the canvas's edge.
     */
    private double coordinateOffset(Font f, double c, double room) {
        double h = CanvasTexts.box("九", f, TextAlignment.CENTER, VPos.CENTER, 0, 0).h();
        return Math.max(c * 0.4, Math.min(Math.max(c * 0.72, c * 0.5 + h / 2), room - h / 2 - 1));
    }

    /** The smallest size of any text on the board, in pixels (0: all follow the board's size). */
    private double minimum() {
        return vm.coordinateMinimumProperty().get();
    }

    /** The coordinates' size in pixels for a grid step of {@code c}: a share of it, at least the model's minimum. */
    double coordinateSize(double c, boolean projector) {
        return Math.max(c * (projector ? 0.42 : 0.3), vm.coordinateMinimumProperty().get());
    }

    /** ICCS names: files a–i beside red's edge, ranks 0–9 beside the left edge as the board is shown. */
    private void iccsCoordinates(GraphicsContext g, double off, double sideOff) {
        double redY = view.yOf(0) + (view.yOf(0) > view.yOf(9) ? off : -off);
        for (int file = 0; file <= 8; file++) {
            CanvasTexts.fill(g, String.valueOf((char) ('a' + file)), view.xOf(file), redY);
        }
        double left = Math.min(view.xOf(0), view.xOf(8)) - sideOff;
        for (int rank = 0; rank <= 9; rank++) {
            CanvasTexts.fill(g, Integer.toString(rank), left, view.yOf(rank));
        }
    }

    /** Each shaded point as a square one cell wide around it, outlined in green when marked. */
    private void shades(GraphicsContext g, double c) {
        for (BoardViewModel.Shade s : vm.shades()) {
            double x = view.xOf(Square.iccsFile(s.square()));
            double y = view.yOf(Square.iccsRank(s.square()));
            g.setFill(s.fill());
            g.fillRect(x - c / 2, y - c / 2, c, c);
            if (s.marked()) {
                double lw = Math.max(2, c / 16);
                g.setStroke(Color.rgb(0, 160, 80));
                g.setLineWidth(lw);
                g.strokeRect(x - c / 2 + lw, y - c / 2 + lw, c - 2 * lw, c - 2 * lw);
            }
        }
    }

    private void lastMove(GraphicsContext g, Palette pal, double c) {
        int m = vm.lastMove();
        if (m == Move.NONE) {
            return;
        }
        g.setFill(pal.mark);
        for (int sq : new int[] {Move.from(m), Move.to(m)}) {
            double x = view.xOf(Square.iccsFile(sq));
            double y = view.yOf(Square.iccsRank(sq));
            double r = c * 0.5;
            g.fillRoundRect(x - r, y - r, 2 * r, 2 * r, c * 0.2, c * 0.2);
        }
    }

    /** A shaft from the centre of one point to the edge of the other with a head there, half transparent. */
    private void arrow(GraphicsContext g, BoardViewModel.Arrow a, double c, Position p, java.util.List<double[]> labels) {
        double x1 = view.xOf(Square.iccsFile(a.from()));
        double y1 = view.yOf(Square.iccsRank(a.from()));
        double x2 = view.xOf(Square.iccsFile(a.to()));
        double y2 = view.yOf(Square.iccsRank(a.to()));
        double len = Math.hypot(x2 - x1, y2 - y1);
        if (len < 1) {
            return;
        }
        double ux = (x2 - x1) / len;
        double uy = (y2 - y1) / len;
        double head = c * 0.42;
        double tipX = x2 - ux * c * 0.12;
        double tipY = y2 - uy * c * 0.12;
        double baseX = tipX - ux * head;
        double baseY = tipY - uy * head;
        Color ink = a.colour().deriveColor(0, 1, 1, Math.min(a.colour().getOpacity(), 0.8));
        g.setStroke(ink);
        g.setLineWidth(Math.max(3, c * 0.14));
        g.setLineCap(javafx.scene.shape.StrokeLineCap.ROUND);
        g.strokeLine(x1, y1, baseX, baseY);
        g.setFill(ink);
        double half = head * 0.55;
        g.fillPolygon(new double[] {tipX, baseX - uy * half, baseX + uy * half},
                new double[] {tipY, baseY + ux * half, baseY - ux * half}, 3);
        g.setLineCap(javafx.scene.shape.StrokeLineCap.SQUARE);
        if (!a.label().isEmpty()) {
            double size = Math.max(c * 0.28, minimum());
            double r = Math.max(c * 0.2, size * 0.68);
            double[] at = labelSpot(x1, y1, ux, uy, len, c, r, p, labels);
            double mx = at[0];
            double my = at[1];
            labels.add(new double[] {mx, my, r});
            g.setFill(ink.deriveColor(0, 1, 1, 1 / ink.getOpacity()));
            g.fillOval(mx - r, my - r, 2 * r, 2 * r);
            g.setStroke(Color.WHITE);
            g.setLineWidth(Math.max(1, c / 30));
            g.strokeOval(mx - r, my - r, 2 * r, 2 * r);
            g.setFill(Color.WHITE);
            g.setFont(Font.font(Fonts.cjkFamily(), FontWeight.BOLD, size));
            g.setTextAlign(TextAlignment.CENTER);
            g.setTextBaseline(VPos.CENTER);
            CanvasTexts.fill(g, a.label(), mx, my);
        }
    }

    /**
     * Where an arrow's label disc (radius {@code r}) goes: beside the middle of the move, off its left side
     * (over neither piece nor the shaft, apart from an arrow going the other way) when that spot is clear of
     * every piece and of the labels placed before; else the nearest clear spot a little further out or along
     * the move, on either side, inside the board's lines (so clear of the file numbers too). A small board with
     * large numbers (projector mode) has little room between neighbouring pieces; with no spot clear, the one
     * that covers least.
     */
    private double[] labelSpot(double x1, double y1, double ux, double uy, double len, double c, double r, Position p,
                               java.util.List<double[]> labels) {
        double pieceR = pieceRadius(c, vm.projectorProperty().get());
        double left = Math.min(view.xOf(0), view.xOf(8));
        double right = Math.max(view.xOf(0), view.xOf(8));
        double top = Math.min(view.yOf(0), view.yOf(9));
        double bottom = Math.max(view.yOf(0), view.yOf(9));
        double[] best = null;
        double bestCost = Double.MAX_VALUE;
        double[] roomiest = null;
        double mostRoom = -Double.MAX_VALUE;
        for (double t : new double[] {0.5, 0.35, 0.65, 0.2, 0.8, 0.05, 0.95}) {
            for (int side : new int[] {1, -1}) {
                for (double off : new double[] {0.3, 0.5, 0.7, 0.9, 1.1, 1.3, 1.5}) {
                    double x = x1 + ux * len * t + side * uy * c * off;
                    double y = y1 + uy * len * t - side * ux * c * off;
                    if (x < left || x > right || y < top || y > bottom) {
                        continue;
                    }
                    double cost = (off - 0.3) + Math.abs(t - 0.5) * len / c + (side < 0 ? 0.15 : 0);
                    double room = room(x, y, r, pieceR, p, labels);
                    if (room >= 0 && cost < bestCost) {
                        bestCost = cost;
                        best = new double[] {x, y};
                    }
                    if (room > mostRoom) {
                        mostRoom = room;
                        roomiest = new double[] {x, y};
                    }
                }
            }
        }
        if (best != null) {
            return best;
        }
        // no spot clear: the one that covers the least of its neighbours
        return roomiest != null ? roomiest : new double[] {x1 + ux * len / 2 + uy * c * 0.3, y1 + uy * len / 2 - ux * c * 0.3};
    }

    /**
     * How far a disc at (x, y) of radius r stays from the nearest piece's disc or label placed before (negative:
     * by how much it covers it).
     */
    private double room(double x, double y, double r, double pieceR, Position p, java.util.List<double[]> labels) {
        double room = Double.MAX_VALUE;
        if (vm.piecesShownProperty().get()) {
            for (int rank = 0; rank <= 9; rank++) {
                for (int file = 0; file <= 8; file++) {
                    if (p.pieceAt(Square.fromIccs(file, rank)) != 0) {
                        room = Math.min(room, Math.hypot(view.xOf(file) - x, view.yOf(rank) - y) - pieceR - r);
                    }
                }
            }
        }
        for (double[] l : labels) {
            room = Math.min(room, Math.hypot(l[0] - x, l[1] - y) - l[2] - r);
        }
        return room;
    }

    /** A piece's disc radius for a grid step of {@code c} (larger in projector mode). */
    private static double pieceRadius(double c, boolean projector) {
        return c * (projector ? 0.47 : 0.44);
    }

    private void glow(GraphicsContext g, int sq, double c) {
        double x = view.xOf(Square.iccsFile(sq));
        double y = view.yOf(Square.iccsRank(sq));
        double r = c * 0.85;
        g.setFill(new RadialGradient(0, 0, x, y, r, false, CycleMethod.NO_CYCLE,
                new Stop(0.45, Color.rgb(255, 0, 0, 0.9)), new Stop(1, Color.rgb(255, 0, 0, 0))));
        g.fillOval(x - r, y - r, 2 * r, 2 * r);
    }

    private void selection(GraphicsContext g, Palette pal, double c, Position p) {
        int sel = vm.selected();
        if (sel < 0) {
            return;
        }
        g.setStroke(pal.target);
        g.setLineWidth(Math.max(2, c / 12));
        double sx = view.xOf(Square.iccsFile(sel));
        double sy = view.yOf(Square.iccsRank(sel));
        double sr = c * 0.5;
        g.strokeRect(sx - sr, sy - sr, 2 * sr, 2 * sr);
        g.setFill(pal.target);
        for (int t : vm.targets()) {
            double x = view.xOf(Square.iccsFile(t));
            double y = view.yOf(Square.iccsRank(t));
            if (p.pieceAt(t) != 0) {
                double r = c * 0.49;
                g.strokeOval(x - r, y - r, 2 * r, 2 * r);
            } else {
                double r = c * 0.13;
                g.fillOval(x - r, y - r, 2 * r, 2 * r);
            }
        }
    }

    private void piece(GraphicsContext g, Palette pal, int id, double x, double y, double c, boolean projector,
                       double alpha) {
        g.setGlobalAlpha(alpha);
        double r = pieceRadius(c, projector);
        g.setFill(pal.face);
        g.fillOval(x - r, y - r, 2 * r, 2 * r);
        Color ink = Piece.colorOf(id) == Piece.RED ? pal.red : pal.black;
        g.setStroke(ink);
        g.setLineWidth(projector ? Math.max(2, c / 14) : Math.max(1, c / 30));
        g.strokeOval(x - r, y - r, 2 * r, 2 * r);
        if (!projector) {
            g.strokeOval(x - r * 0.84, y - r * 0.84, 2 * r * 0.84, 2 * r * 0.84);
        }
        g.setFill(ink);
        // at least the board's minimum, as long as the disc holds the character (0.8 of a step)
        double size = Math.max(c * (projector ? 0.64 : 0.5), Math.min(minimum(), c * 0.8));
        g.setFont(Font.font(Fonts.cjkFamily(), FontWeight.BOLD, size));
        g.setTextAlign(TextAlignment.CENTER);
        g.setTextBaseline(VPos.CENTER);
        CanvasTexts.fill(g, vm.glyph(id), x, y);
        g.setGlobalAlpha(1);
    }
}
