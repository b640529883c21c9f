package org.xqlab.io;

import java.util.Locale;

/**
 * The look shared by the files the experiment and tuning runs write: the size of their charts and the
 * way a duration is printed in progress lines. Depends on nothing of the project.
 */
public final class OutputStyle {
    /** Width in pixels of every chart an experiment or a tuning run saves. */
    public static final int CHART_WIDTH = 800;
    /** Height in pixels of every chart an experiment or a tuning run saves. */
    public static final int CHART_HEIGHT = 500;

    private OutputStyle() {
    }

    /** {@code m:ss} or {@code h:mm:ss}. */
    public static String clock(long seconds) {
        long h = seconds / 3600;
        long m = seconds / 60 % 60;
        long s = seconds % 60;
        return h > 0 ? String.format(Locale.ROOT, "%d:%02d:%02d", h, m, s) : String.format(Locale.ROOT, "%d:%02d", m, s);
    }
}
