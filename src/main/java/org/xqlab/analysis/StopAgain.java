package org.xqlab.analysis;

import org.xqlab.search.Searcher;
import org.xqlab.trace.EventKind;
import org.xqlab.trace.EventMask;
import org.xqlab.trace.SearchListener;

import java.util.function.BooleanSupplier;

/**
 * Makes a Stop that raced with the start of a search stick: {@code Searcher.search} clears the
 * searcher's stop flag on entry, so a stop requested just before is lost; this listener, attached to
 * the search, asks the searcher to stop again from the search's first event ({@code searchStarted},
 * emitted after that reset) whenever {@code cancelled} says a Stop was pressed. It listens to that one
 * event only.
 */
public final class StopAgain implements SearchListener {
    private final Searcher searcher;
    private final BooleanSupplier cancelled;

    public StopAgain(Searcher searcher, BooleanSupplier cancelled) {
        this.searcher = searcher;
        this.cancelled = cancelled;
    }

    @Override
    public int mask() {
        return EventMask.of(EventKind.SEARCH_STARTED);
    }

    @Override
    public void searchStarted(String fen, String config, int maxDepth) {
        if (cancelled.getAsBoolean()) {
            searcher.stop();
        }
    }
}
