package org.xqlab.figure;

import org.xqlab.analysis.TableMirror;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Line2D;
import java.awt.geom.Rectangle2D;
import java.nio.file.Path;
import java.util.Locale;

/**
 * The history table as heat over a real Xiangqi board: the nine files and ten ranks of points, the
 * river, both palaces with their diagonals, files a–i and ranks 0–9 as ICCS names them (Red at the
 * bottom). Each point is a disc coloured by its value — in {@link Mode#DESTINATION} the sum of the
 * table's cells of moves going there, in {@link Mode#ORIGIN} of moves starting there (for the
 * from-to shapes) — with the value written in it. The colour scale runs from 0 to the highest point
 * of this figure (linear, or square root so that small values still show), and the legend beside the
 * board gives the values. For the {@code side} shape one side or both can be drawn.
 */
public final class HeatmapFigure implements Drawing {

    /** Which point of a move its value is drawn on. */
    public enum Mode { DESTINATION, ORIGIN }

    /** Whose moves: both sides, or one side's rows of a {@code side}-shaped table. */
    public enum Side { BOTH, RED, BLACK }

    /** What is drawn: mode, side, square-root colour scale, Chinese words. */
    public record Options(Mode mode, Side side, boolean sqrt, boolean chinese) {
        public static Options defaults() {
            return new Options(Mode.DESTINATION, Side.BOTH, true, false);
        }

        public Options withMode(Mode m) {
            return new Options(m, side, sqrt, chinese);
        }

        public Options withSide(Side s) {
            return new Options(mode, s, sqrt, chinese);
        }

        public Options withSqrt(boolean q) {
            return new Options(mode, side, q, chinese);
        }

        public Options withChinese(boolean c) {
            return new Options(mode, side, sqrt, c);
        }
    }

    private static final double CELL = 44;
    private static final double LEFT = 56;
    private static final double TOP = 72;
    private static final double LEGEND_W = 110;
    private static final Color BOARD = new Color(0xf4e4c1);
    private static final Color LINE = new Color(0x6b4a2b);
    /** Sequential stops from cold to hot (white, yellow, orange, red, dark red). */
    private static final Color[] STOPS = {new Color(0xfffff0), new Color(0xfee391), new Color(0xfe9929),
            new Color(0xe34a33), new Color(0x99000d)};

    private final int[] values = new int[90];
    private final int peak;
    private final Options options;
    private final String shape;
    private final long updates;
    private final CutTrace cut;

    /** The heat of {@code tables} as the options choose. */
    public HeatmapFigure(TableMirror tables, Options options) {
        this(tables, options, null);
    }

    private HeatmapFigure(TableMirror tables, Options options, CutTrace cut) {
        this.cut = cut;
        this.options = options;
        this.shape = tables.historyShape();
        this.updates = tables.historyUpdates();
        if (options.mode() == Mode.ORIGIN && "pieceto".equals(shape)) {
            throw new FigureException("a piece-to history table has no origin points: draw destinations");
        }
        boolean sides = "side".equals(shape);
        for (int r = 0; r < tables.rows(); r++) {
            boolean red = r < 90;
            if (sides && (options.side() == Side.RED && !red || options.side() == Side.BLACK && red)) {
                continue;
            }
            for (int c = 0; c < Math.min(90, tables.cols()); c++) {
                int v = Math.max(0, tables.cell(r, c));
                int at = options.mode() == Mode.DESTINATION ? c : r % 90;
                values[at] += v;
            }
        }
        int p = 0;
        for (int v : values) {
            p = Math.max(p, v);
        }
        this.peak = p;
    }

    /** The heatmap of a recorded search's history table as the search left it. */
    public static HeatmapFigure ofTrace(Path trace, Options options) {
        TableMirror t = new TableMirror();
        TraceFile.Read read = TraceFile.read(trace, t);
        if (t.historyShape().isEmpty()) {
            throw new FigureException("the trace " + trace + " has no history events (was it recorded with them?)");
        }
        return new HeatmapFigure(t, options, read.cut());
    }

    /** For a trace cut before its search ended, what it holds (the table drawn is the one at the cut); else null. */
    public CutTrace cut() {
        return cut;
    }

    /** The value drawn at ICCS point {@code file} (0–8 = a–i), {@code rank} (0–9). */
    public int value(int file, int rank) {
        return values[rank * 9 + file];
    }

    /** The highest point: the top of the colour scale. */
    public int peak() {
        return peak;
    }

    /** The colour of a value on this figure's scale. */
    public Color colour(int v) {
        double t = peak <= 0 ? 0 : Math.max(0, Math.min(1, (double) v / peak));
        return ramp(options.sqrt() ? Math.sqrt(t) : t);
    }

    static Color ramp(double t) {
        double x = t * (STOPS.length - 1);
        int i = Math.min(STOPS.length - 2, (int) Math.floor(x));
        double f = x - i;
        Color a = STOPS[i];
        Color b = STOPS[i + 1];
        return new Color((int) Math.round(a.getRed() + (b.getRed() - a.getRed()) * f),
                (int) Math.round(a.getGreen() + (b.getGreen() - a.getGreen()) * f),
                (int) Math.round(a.getBlue() + (b.getBlue() - a.getBlue()) * f));
    }

    @Override
    public int width() {
        return (int) (LEFT + 8 * CELL + 30 + LEGEND_W);
    }

    @Override
    public int height() {
        return (int) (TOP + 9 * CELL + 46);
    }

    /** Writes SVG or PNG. */
    public void write(FigureFormat format, Path file) {
        Figures.write(this, format, 2, file);
    }

    private static double px(int file) {
        return LEFT + file * CELL;
    }

    private static double py(int rank) {
        return TOP + (9 - rank) * CELL;
    }

    @Override
    public void paint(Graphics2D g) {
        boolean zh = options.chinese();
        g.setColor(Color.WHITE);
        g.fillRect(0, 0, width(), height());
        g.setColor(Color.BLACK);
        g.setFont(Figures.font(13, true));
        String what = options.mode() == Mode.DESTINATION ? (zh ? "目标点" : "destination points")
                : (zh ? "起点" : "origin points");
        g.drawString((zh ? "历史表热图 · " : "History heatmap · ") + what, (float) 8, 18f);
        g.setFont(Figures.font(10, false));
        g.setColor(Color.DARK_GRAY);
        String side = options.side() == Side.BOTH ? (zh ? "双方" : "both sides")
                : options.side() == Side.RED ? (zh ? "红方" : "Red") : (zh ? "黑方" : "Black");
        g.drawString(String.format(Locale.ROOT, zh ? "表形 %s · %s · 更新 %d 次" : "shape %s · %s · %d updates",
                shape, side, updates), 8f, 33f);
        // the board
        g.setColor(BOARD);
        g.fill(new Rectangle2D.Double(px(0) - CELL / 2, py(9) - CELL / 2, 9 * CELL, 10 * CELL));
        g.setColor(LINE);
        g.setStroke(new BasicStroke(1.2f));
        for (int r = 0; r <= 9; r++) {
            g.draw(new Line2D.Double(px(0), py(r), px(8), py(r)));
        }
        for (int f = 0; f <= 8; f++) {
            if (f == 0 || f == 8) {
                g.draw(new Line2D.Double(px(f), py(0), px(f), py(9)));
            } else {
                g.draw(new Line2D.Double(px(f), py(0), px(f), py(4)));
                g.draw(new Line2D.Double(px(f), py(5), px(f), py(9)));
            }
        }
        g.setStroke(new BasicStroke(2f));
        g.draw(new Rectangle2D.Double(px(0), py(9), 8 * CELL, 9 * CELL));
        g.setStroke(new BasicStroke(1.2f));
        for (int base : new int[] {0, 7}) {
            g.draw(new Line2D.Double(px(3), py(base), px(5), py(base + 2)));
            g.draw(new Line2D.Double(px(5), py(base), px(3), py(base + 2)));
        }
        g.setFont(Figures.font(zh ? 16 : 12, false));
        g.setColor(new Color(0x8a6a4a));
        String left = zh ? "楚 河" : "Chu River";
        String right = zh ? "漢 界" : "Han Border";
        double riverY = (py(4) + py(5)) / 2 + 5;
        g.drawString(left, (float) (px(2) - Figures.textWidth(left, g.getFont()) / 2), (float) riverY);
        g.drawString(right, (float) (px(6) - Figures.textWidth(right, g.getFont()) / 2), (float) riverY);
        // the heat
        Font valueFont = Figures.font(9, false);
        for (int r = 0; r <= 9; r++) {
            for (int f = 0; f <= 8; f++) {
                int v = value(f, r);
                if (v <= 0) {
                    continue;
                }
                double rad = CELL * 0.42;
                Color c = colour(v);
                g.setColor(c);
                g.fill(new Ellipse2D.Double(px(f) - rad, py(r) - rad, 2 * rad, 2 * rad));
                g.setColor(LINE);
                g.setStroke(new BasicStroke(0.6f));
                g.draw(new Ellipse2D.Double(px(f) - rad, py(r) - rad, 2 * rad, 2 * rad));
                String t = compact(v);
                g.setFont(valueFont);
                double lum = 0.299 * c.getRed() + 0.587 * c.getGreen() + 0.114 * c.getBlue();
                g.setColor(lum < 130 ? Color.WHITE : Color.BLACK);
                g.drawString(t, (float) (px(f) - Figures.textWidth(t, valueFont) / 2), (float) (py(r) + 3.2));
            }
        }
        // files and ranks
        g.setFont(Figures.font(10, false));
        g.setColor(Color.DARK_GRAY);
        for (int f = 0; f <= 8; f++) {
            String s = String.valueOf((char) ('a' + f));
            g.drawString(s, (float) (px(f) - 3), (float) (py(0) + CELL / 2 + 12));
        }
        for (int r = 0; r <= 9; r++) {
            g.drawString(Integer.toString(r), (float) (px(0) - CELL / 2 - 14), (float) (py(r) + 3.5));
        }
        legend(g, zh);
    }

    private void legend(Graphics2D g, boolean zh) {
        double x = px(8) + CELL / 2 + 22;
        double top = py(9);
        double h = 9 * CELL;
        int steps = 90;
        for (int i = 0; i < steps; i++) {
            double t = 1 - (i + 0.5) / steps;
            g.setColor(ramp(t));
            g.fill(new Rectangle2D.Double(x, top + h * i / steps, 16, h / steps + 0.6));
        }
        g.setColor(LINE);
        g.setStroke(new BasicStroke(0.8f));
        g.draw(new Rectangle2D.Double(x, top, 16, h));
        g.setFont(Figures.font(10, false));
        g.setColor(Color.BLACK);
        for (int k = 0; k <= 4; k++) {
            double frac = k / 4.0; // position on the bar, 0 at the bottom
            double valueFrac = options.sqrt() ? frac * frac : frac;
            long v = Math.round(peak * valueFrac);
            double y = top + h * (1 - frac);
            g.draw(new Line2D.Double(x + 16, y, x + 20, y));
            g.drawString(compact(v), (float) (x + 23), (float) (y + 3.5));
        }
        g.setFont(Figures.font(10, false));
        g.setColor(Color.DARK_GRAY);
        String scale = options.sqrt() ? (zh ? "平方根刻度" : "square-root scale") : (zh ? "线性刻度" : "linear scale");
        g.drawString(scale, (float) (x - 6), (float) (top + h + 24));
    }

    /** 1234 → "1234", 12345 → "12.3k", 1234567 → "1.23M". */
    static String compact(long v) {
        if (v < 10_000) {
            return Long.toString(v);
        }
        if (v < 1_000_000) {
            return String.format(Locale.ROOT, "%.1fk", v / 1000.0);
        }
        return String.format(Locale.ROOT, "%.2fM", v / 1_000_000.0);
    }
}
