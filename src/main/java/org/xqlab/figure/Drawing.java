package org.xqlab.figure;

import java.awt.Graphics2D;

/**
 * A figure drawn once with Java2D and written in any raster or vector format: {@link Figures#svg}
 * paints it on JFreeSVG's {@code SVGGraphics2D}, {@link Figures#png} on a {@code BufferedImage}. The
 * size is in pixels at scale 1; {@link #paint} draws the whole figure from (0, 0), background included.
 */
public interface Drawing {

    int width();

    int height();

    void paint(Graphics2D g);
}
