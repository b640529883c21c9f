package org.xqlab.figure;

import org.xqlab.analysis.DigestSnapshot;

/**
 * One moment of a search as the analysis window shows it: the tree's {@link TreeFrame} (its nodes, labels and
 * styles, under the step's caption), the tables the panels draw (history, killers, stages, statistics: one
 * {@link DigestSnapshot}), the status line, and where the moment stands in the events kept ({@code position} of
 * {@code events}; {@code held}: a search held, paused or stepped back, which an exported page opens at).
 * Export ▸ Search tree, heatmap, killers and web page write this frame, the one the views drew.
 */
public record SearchFrame(TreeFrame tree, DigestSnapshot tables, String status, int position, int events,
                          boolean held) {
    public SearchFrame {
        status = status == null ? "" : status;
    }

    /** The step's caption, under the tree. */
    public String caption() {
        return tree.caption();
    }
}
