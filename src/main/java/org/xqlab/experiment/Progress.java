package org.xqlab.experiment;

import java.util.Locale;
import org.xqlab.io.OutputStyle;

/**
 * Where a run stands: searches done (including those found finished in the log) out of the total,
 * how many of them were skipped because they were already finished, searches per second in this
 * session, the estimated seconds left (-1 while unknown), whether the run has ended, and what is done within the
 * unit under way ({@code within}, e.g. {@code game 3: 14/41 positions}; empty when nothing is to be said).
 * {@link #bar} renders the console line.
 */
public record Progress(long done, long total, long skipped, double rate, long etaSeconds, long elapsedMillis,
                       boolean finished, String within) {

    /** Where a run stands, with nothing to say within the unit under way. */
    public Progress(long done, long total, long skipped, double rate, long etaSeconds, long elapsedMillis,
                    boolean finished) {
        this(done, total, skipped, rate, etaSeconds, elapsedMillis, finished, "");
    }

    /** Share done, in [0, 1]. */
    public double fraction() {
        return total == 0 ? 1 : (double) done / total;
    }

    /** e.g. {@code [##########----------]  50% 60/120 searches, 3.2/s, 0:19 left}. */
    public String bar(int width) {
        return bar(width, "searches");
    }

    /** The bar counting {@code unit} (e.g. {@code games}) instead of searches. */
    public String bar(int width, String unit) {
        int filled = (int) Math.round(fraction() * width);
        StringBuilder sb = new StringBuilder("[");
        for (int i = 0; i < width; i++) {
            sb.append(i < filled ? '#' : '-');
        }
        return sb.append("] ").append(text(unit)).toString();
    }

    /** e.g. {@code  50% 60/120 searches, 3.2/s, 0:19 left}: the line without the bar. */
    public String text() {
        return text("searches");
    }

    /** The line counting {@code unit} (e.g. {@code games}) instead of searches. */
    public String text(String unit) {
        StringBuilder sb = new StringBuilder();
        sb.append(String.format(Locale.ROOT, "%3d%% %d/%d %s", Math.round(fraction() * 100), done, total, unit));
        if (within != null && !within.isEmpty()) {
            sb.append(" (").append(within).append(')');
        }
        if (skipped > 0) {
            sb.append(" (").append(skipped).append(" already done)");
        }
        sb.append(String.format(Locale.ROOT, ", %.1f/s", rate));
        sb.append(finished ? ", took " + OutputStyle.clock(elapsedMillis / 1000) : etaSeconds < 0 ? ", time left unknown"
                : ", " + OutputStyle.clock(etaSeconds) + " left");
        return sb.toString();
    }

}
