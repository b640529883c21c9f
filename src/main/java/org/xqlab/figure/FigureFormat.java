package org.xqlab.figure;

import java.util.Locale;

/**
 * What a figure is written as: {@link #SVG} and {@link #PNG} for slides, {@link #TIKZ} (a standalone
 * LaTeX document for plain {@code pdflatex}) for papers, and for animations an animated {@link #GIF}
 * or a folder of numbered {@link #PNG_FRAMES}; {@link #HTML} is the web page of {@code org.xqlab.web}
 * (offered by the export menus, not by the figure commands).
 */
public enum FigureFormat {
    SVG("svg"), PNG("png"), TIKZ("tex"), GIF("gif"), PNG_FRAMES(""), HTML("html");

    private final String extension;

    FigureFormat(String extension) {
        this.extension = extension;
    }

    /** The usual file extension without the dot ("" for a folder of frames). */
    public String extension() {
        return extension;
    }

    /** The command-line name: svg, png, tikz, gif, png-frames. */
    public String cliName() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /** The format named {@code text} (case-insensitive, "tex" for TikZ too), or a {@link FigureException}. */
    public static FigureFormat parse(String text) {
        String t = text == null ? "" : text.trim().toLowerCase(Locale.ROOT);
        for (FigureFormat f : values()) {
            if (f.cliName().equals(t)) {
                return f;
            }
        }
        if ("tex".equals(t)) {
            return TIKZ;
        }
        throw new FigureException("unknown format '" + text + "' (svg, png, tikz, gif, png-frames)");
    }

    /** The format a file name's extension stands for (svg, png, tex/tikz, gif), or null. */
    public static FigureFormat ofFileName(String name) {
        String n = name.toLowerCase(Locale.ROOT);
        if (n.endsWith(".svg")) {
            return SVG;
        }
        if (n.endsWith(".png")) {
            return PNG;
        }
        if (n.endsWith(".tex") || n.endsWith(".tikz")) {
            return TIKZ;
        }
        if (n.endsWith(".gif")) {
            return GIF;
        }
        return null;
    }
}
