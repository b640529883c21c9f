package org.xqlab.analysis;

import org.xqlab.search.IccsMoveCodec;
import org.xqlab.trace.EventEncoder;
import org.xqlab.trace.EventKind;
import org.xqlab.trace.ReplaySummary;
import org.xqlab.trace.SearchListener;
import org.xqlab.trace.StepMode;
import org.xqlab.trace.TraceReader;

import java.io.IOException;
import java.nio.file.Path;

/**
 * A trace file (or a live search's events, recorded as they reach the views) held in memory as data — the
 * events' values in {@link FeedEvent.Columns}, encoded and decoded by {@link FeedEvent}, not closures — so
 * that they can be delivered again to any listener and the views rebuilt up to any point of a timeline:
 * {@link #deliver(int, int, SearchListener)} replays events {@code [from, to)}. Loading ({@link #load})
 * reads with {@link TraceReader} (ICCS moves when the header says so) and keeps at most {@code maxEvents};
 * the {@link ReplaySummary} says whether the file was damaged (and where), {@link #isCut()} whether the
 * cap left events out, and {@link #endsBeforeSearchEnd()} whether the file itself ends (or is damaged)
 * before its search ended: a recording cut short, never to be shown as a finished search.
 */
public final class ReplayLog extends EventEncoder<FeedEvent> {

    private final FeedEvent.Columns events;
    /** The event each callback is written into before it is stored. */
    private final FeedEvent writing = FeedEvent.withPvRoom();
    private final int maxEvents;
    private boolean cut;
    /** Whether the last search stored has started and not ended. */
    private boolean searchOpen;
    private boolean endsBeforeSearchEnd;
    private String fen;
    private ReplaySummary summary;

    public ReplayLog(int maxEvents) {
        this.maxEvents = maxEvents;
        events = new FeedEvent.Columns(maxEvents);
    }

    /** Reads a trace file (plain or gzip); I/O problems throw, damage is reported in {@link #summary()}. */
    public static ReplayLog load(Path file, int maxEvents) throws IOException {
        return load(file, maxEvents, events -> { });
    }

    /**
     * The same, telling {@code progress} the number of events read every {@value #PROGRESS_EVERY} events; the
     * reading stops once the cap has left an event out (the rest of a huge trace is not read).
     */
    public static ReplayLog load(Path file, int maxEvents, java.util.function.LongConsumer progress) throws IOException {
        String problem = org.xqlab.io.InputFiles.problem(file, "a trace");
        if (problem != null) {
            throw new IOException(problem);
        }
        ReplayLog log = new ReplayLog(maxEvents);
        log.fileBytes = java.nio.file.Files.size(file);
        Counting bytes = new Counting(java.nio.file.Files.newInputStream(file));
        try (bytes; TraceReader reader = new TraceReader(bytes)) {
            if (reader.header() != null && "iccs".equals(reader.header().moves())) {
                reader.codec(IccsMoveCodec.INSTANCE);
            }
            reader.watch(PROGRESS_EVERY, events -> {
                progress.accept(events);
                return !log.cut;
            });
            log.summary = reader.replay(log);
        }
        log.endsBeforeSearchEnd = !log.cut && log.searchOpen;
        log.bytesRead = bytes.count;
        return log;
    }

    /**
     * For a log the cap cut, about how many events the whole file holds: the events read so far scaled by the
     * file's size over the bytes read (of the compressed data for gzip), at least the events read; else
     * {@link #size()}.
     */
    public long estimatedEvents() {
        if (!cut || summary == null) {
            return size();
        }
        long read = summary.events();
        if (bytesRead <= 0 || fileBytes <= bytesRead) {
            return read;
        }
        return Math.max(read, (long) Math.ceil((double) read * fileBytes / bytesRead));
    }

    /** The bytes of the file consumed while loading (buffers read ahead a little). */
    private long bytesRead;
    private long fileBytes;

    /** Counts the bytes read through it. */
    private static final class Counting extends java.io.FilterInputStream {
        long count;

        Counting(java.io.InputStream in) {
            super(in);
        }

        @Override
        public int read() throws IOException {
            int b = super.read();
            if (b >= 0) {
                count++;
            }
            return b;
        }

        @Override
        public int read(byte[] b, int off, int len) throws IOException {
            int n = super.read(b, off, len);
            if (n > 0) {
                count += n;
            }
            return n;
        }

        @Override
        public long skip(long n) throws IOException {
            long k = super.skip(n);
            count += Math.max(0, k);
            return k;
        }
    }

    /** Events between two progress reports while loading. */
    public static final int PROGRESS_EVERY = 1 << 16;

    public int size() {
        return events.size();
    }

    public boolean isCut() {
        return cut;
    }

    /**
     * Whether this trace file, read to its end (or to its damage) within the cap, has no {@code search_end}
     * record after its last {@code search_start}: the recording was cut before the search ended. Always
     * false for a live search's recording and for a file the cap cut (its end was not read).
     */
    public boolean endsBeforeSearchEnd() {
        return endsBeforeSearchEnd;
    }

    public ReplaySummary summary() {
        return summary;
    }

    /** The FEN of the first search in the log, or null. */
    public String fen() {
        return fen;
    }

    /** Delivers events {@code [from, to)} to {@code listener}. */
    public void deliver(int from, int to, SearchListener listener) {
        FeedEvent e = new FeedEvent();
        for (int i = Math.max(0, from); i < Math.min(to, events.size()); i++) {
            events.read(i, e);
            e.deliverTo(listener);
        }
    }

    /** The kind of event {@code index}. */
    public EventKind kind(int index) {
        return events.kind(index);
    }

    /** The first event at or after {@code from} that ends a step of {@code mode}, or -1. */
    public int nextStop(int from, StepMode mode) {
        for (int i = Math.max(0, from); i < events.size(); i++) {
            if (mode.stopsAt(events.kind(i))) {
                return i;
            }
        }
        return -1;
    }

    /** The last event before {@code before} that ends a step of {@code mode}, or -1. */
    public int previousStop(int before, StepMode mode) {
        for (int i = Math.min(before, events.size()) - 1; i >= 0; i--) {
            if (mode.stopsAt(events.kind(i))) {
                return i;
            }
        }
        return -1;
    }

    @Override
    protected FeedEvent begin(EventKind kind, long node) {
        if (events.size() < maxEvents) {
            return writing;
        }
        cut = true;
        return null;
    }

    @Override
    protected void end(FeedEvent e) {
        if (e.kind() == EventKind.SEARCH_STARTED) {
            searchOpen = true;
        } else if (e.kind() == EventKind.SEARCH_FINISHED) {
            searchOpen = false;
        }
        events.add(e);
    }

    @Override
    public void searchStarted(String fen, String config, int maxDepth) {
        if (this.fen == null) {
            this.fen = fen;
        }
        super.searchStarted(fen, config, maxDepth);
    }
}
