package org.xqlab.figure;

import org.xqlab.analysis.TableMirror;
import org.xqlab.rules.Move;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.geom.Line2D;
import java.awt.geom.Rectangle2D;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The killer table as a search left it, one row per ply that had a killer or tried one: the two slots
 * (ICCS: a killer belongs to a ply, not to one position), how often the slots changed, how many killer
 * moves were tried there, how many of them cut off, and that share.
 */
public final class KillerFigure implements Drawing {

    /** One ply of the table. */
    public record Row(int ply, int slot1, int slot2, long updates, long tries, long cutoffs) {
        /** Cutoffs per try in percent, or "—" with no try. */
        public String rate() {
            return tries == 0 ? "—" : String.format(Locale.ROOT, "%.0f%%", 100.0 * cutoffs / tries);
        }
    }

    private static final double ROW = 20;
    private static final double[] WIDTHS = {44, 70, 70, 70, 64, 70, 64};
    private static final String[] EN = {"ply", "killer 1", "killer 2", "updates", "tries", "cutoffs", "rate"};
    private static final String[] ZH = {"层", "杀手 1", "杀手 2", "更新", "尝试", "截断", "比例"};

    private final List<Row> rows = new ArrayList<>();
    private final boolean chinese;
    private final CutTrace cut;

    public KillerFigure(TableMirror t, boolean chinese) {
        this(t, chinese, null);
    }

    private KillerFigure(TableMirror t, boolean chinese, CutTrace cut) {
        this.cut = cut;
        this.chinese = chinese;
        for (int ply = 0; ply < TableMirror.MAX_PLY; ply++) {
            int[] k = t.killers(ply);
            if (k[0] != 0 || k[1] != 0 || t.killerTries(ply) > 0 || t.killerUpdates(ply) > 0) {
                rows.add(new Row(ply, k[0], k[1], t.killerUpdates(ply), t.killerTries(ply), t.killerCutoffs(ply)));
            }
        }
    }

    /** The killer table of a recorded search. */
    public static KillerFigure ofTrace(Path trace, boolean chinese) {
        TableMirror t = new TableMirror();
        TraceFile.Read read = TraceFile.read(trace, t);
        return new KillerFigure(t, chinese, read.cut());
    }

    /** For a trace cut before its search ended, what it holds (the table drawn is the one at the cut); else null. */
    public CutTrace cut() {
        return cut;
    }

    public List<Row> rows() {
        return List.copyOf(rows);
    }

    @Override
    public int width() {
        double w = 0;
        for (double c : WIDTHS) {
            w += c;
        }
        return (int) (w + 20);
    }

    @Override
    public int height() {
        return (int) (40 + ROW * (rows.size() + 1) + 12);
    }

    public void write(FigureFormat format, Path file) {
        Figures.write(this, format, 2, file);
    }

    @Override
    public void paint(Graphics2D g) {
        g.setColor(Color.WHITE);
        g.fillRect(0, 0, width(), height());
        g.setColor(Color.BLACK);
        g.setFont(Figures.font(13, true));
        g.drawString(chinese ? "杀手表" : "Killer table", 10f, 22f);
        double top = 34;
        String[] head = chinese ? ZH : EN;
        g.setColor(new Color(0xe8edf3));
        g.fill(new Rectangle2D.Double(10, top, width() - 20, ROW));
        Font bold = Figures.font(11, true);
        Font plain = Figures.font(11, false);
        cells(g, head, top, bold, Color.BLACK);
        for (int i = 0; i < rows.size(); i++) {
            Row r = rows.get(i);
            double y = top + ROW * (i + 1);
            if (i % 2 == 1) {
                g.setColor(new Color(0xf6f6f6));
                g.fill(new Rectangle2D.Double(10, y, width() - 20, ROW));
            }
            cells(g, new String[] {Integer.toString(r.ply()), name(r.slot1()), name(r.slot2()),
                    Long.toString(r.updates()), Long.toString(r.tries()), Long.toString(r.cutoffs()), r.rate()},
                    y, plain, Color.BLACK);
        }
        g.setColor(Color.GRAY);
        g.setStroke(new BasicStroke(0.8f));
        double bottom = top + ROW * (rows.size() + 1);
        g.draw(new Line2D.Double(10, top, width() - 10, top));
        g.draw(new Line2D.Double(10, top + ROW, width() - 10, top + ROW));
        g.draw(new Line2D.Double(10, bottom, width() - 10, bottom));
    }

    private static String name(int move) {
        return move == 0 ? "—" : Move.iccs(move);
    }

    private static void cells(Graphics2D g, String[] texts, double y, Font f, Color c) {
        g.setFont(f);
        g.setColor(c);
        double x = 10;
        for (int i = 0; i < texts.length; i++) {
            double tw = Figures.textWidth(texts[i], f);
            // numbers right-aligned, moves and the header centred
            double tx = i == 1 || i == 2 || y < 40 ? x + (WIDTHS[i] - tw) / 2 : x + WIDTHS[i] - tw - 8;
            g.drawString(texts[i], (float) tx, (float) (y + ROW / 2 + 4));
            x += WIDTHS[i];
        }
    }
}
