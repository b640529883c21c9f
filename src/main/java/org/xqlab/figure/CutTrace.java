package org.xqlab.figure;

import java.nio.file.Path;

/**
 * A trace read to its end that has no {@code search_end} record after its last {@code search_start}: the
 * recording was cut (the program killed, the disk full) before the search ended. A figure is still drawn
 * from what it holds — its open nodes say "(unfinished)", never a score — and this names the file and
 * how many events and nodes it holds, for the warning that goes with the figure.
 */
public record CutTrace(Path file, long events, long nodes) {

    /**
     * "t.jsonl has no search_end record: the recording was cut before the search ended; t.svg shows the 4463
     * events (920 nodes) recorded", then for a {@code tree} ", its open nodes marked (unfinished)", else (a
     * table) ", the table as it was at the cut".
     */
    public String message(Path figure, boolean tree) {
        return message(figure) + (tree ? ", its open nodes marked (unfinished)" : ", the table as it was at the cut");
    }

    /** "t.jsonl has no search_end record: the recording was cut before the search ended; t.html shows the 4463 events (920 nodes) recorded". */
    public String message(Path output) {
        return file + " has no search_end record: the recording was cut before the search ended; " + output
                + " shows the " + events + " events (" + nodes + " nodes) recorded";
    }

    /**
     * Replays the trace {@code file} into {@code listener} (the web page's replay reads a trace this way too):
     * null when the trace is whole, else what it holds. A missing, unreadable or damaged file is a
     * {@link FigureException} naming it.
     */
    public static CutTrace replay(Path file, org.xqlab.trace.SearchListener listener) {
        return TraceFile.read(file, listener).cut();
    }
}
