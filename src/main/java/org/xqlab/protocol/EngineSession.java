package org.xqlab.protocol;

import org.xqlab.book.BookProbe;
import org.xqlab.book.OpeningBook;
import org.xqlab.rules.Fen;
import org.xqlab.rules.Move;
import org.xqlab.rules.Position;
import org.xqlab.search.SearchConfig;
import org.xqlab.search.SearchLimits;
import org.xqlab.search.SearchResult;
import org.xqlab.search.ParallelSearch;
import org.xqlab.trace.EventKind;
import org.xqlab.trace.EventMask;
import org.xqlab.trace.SearchListener;

import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.function.Consumer;

/**
 * The engine behind a protocol loop: the current position with its history, the config, the moves
 * banned at the root, the opening book, and at most one search running on its own thread. Every answer
 * goes out through one line sink, one whole line at a time. While a search runs the loop stays free:
 * {@link #stop()} ends it and returns after its {@code bestmove} is written; an infinite or pondering
 * search writes its {@code bestmove} only after {@code stop} (or {@code ponderhit}), as UCCI and UCI
 * require. Moves banned by UCCI's {@code banmoves} are never searched at the root, nor moves left out of
 * UCI's {@code go searchmoves}: the searcher's root is restricted to the allowed moves. The book answers a timed or
 * depth-limited {@code go} at once while the position is in it and the {@code book} option is on. The search runs on
 * one thread unless the {@code Threads} option (UCCI {@code threads}) asks for more ({@link ParallelSearch}).
 */
final class EngineSession {
    private final Dialect dialect;
    private final Consumer<String> out;
    private final SessionCap cap;
    private final Random bookRandom = new Random(1);
    private SearchConfig config = SearchConfig.defaults();
    private int threads = 1;
    private ParallelSearch searcher;
    private Position position = Position.startPosition();
    private final Set<Integer> banned = new HashSet<>();
    private boolean millis;

    // the running search (guarded by this)
    private Thread thread;
    private volatile ParallelSearch running;
    private GoRequest request;
    private boolean released;

    EngineSession(Dialect dialect, Consumer<String> out, SessionCap cap) {
        this.dialect = dialect;
        this.out = out;
        this.cap = cap;
    }

    synchronized boolean thinking() {
        return thread != null;
    }

    boolean millis() {
        return millis;
    }

    synchronized Position position() {
        return position.copy();
    }

    SearchConfig config() {
        return config;
    }

    /** Sets an option by its protocol name; throws with the reason if the name or value is bad. */
    synchronized void setOption(String name, String value) {
        EngineOption o = EngineOption.find(dialect, name);
        if (o == null) {
            throw new IllegalArgumentException("unknown option '" + name + "'");
        }
        if (thread != null) {
            throw new IllegalArgumentException("option " + name + " cannot change while thinking");
        }
        if (o.key() != null) {
            config = config.with(o.key().key(), value);
            searcher = null;
        } else if (o.name().equals("usemillisec")) {
            millis = switchValue(name, value);
        } else if (o.isThreads()) {
            threads = spinValue(o, value);
            searcher = null;
        }
        // UCI's Ponder needs nothing: the GUI decides when to send go ponder
    }

    private static int spinValue(EngineOption o, String value) {
        try {
            int n = Integer.parseInt(value.strip());
            if (n >= o.min() && n <= o.max()) {
                return n;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new IllegalArgumentException("bad value '" + value + "' for " + o.name() + ": expected a whole number from "
                + o.min() + " to " + o.max());
    }

    private static boolean switchValue(String name, String value) {
        return switch (value.toLowerCase(java.util.Locale.ROOT)) {
            case "true", "on", "yes", "1" -> true;
            case "false", "off", "no", "0" -> false;
            default -> throw new IllegalArgumentException("bad value '" + value + "' for " + name + ": expected true or false");
        };
    }

    /** A new game: fresh tables. */
    synchronized void newGame() {
        if (searcher != null) {
            searcher.clearTables();
        }
    }

    /** Sets the position from a FEN (or startpos) and ICCS moves; on an error the position is unchanged. */
    synchronized void setPosition(String fen, List<String> moves) {
        Position p = Fen.parse(fen);
        for (int i = 0; i < moves.size(); i++) {
            int m = Move.parseIccs(moves.get(i));
            if (m == Move.NONE || !p.isLegal(m)) {
                throw new IllegalArgumentException("move " + (i + 1) + " '" + moves.get(i) + "' is not a legal move in "
                        + Fen.format(p) + "; position unchanged");
            }
            p.play(m);
        }
        position = p;
        banned.clear();
    }

    /** Bans these moves at the root of the next searches of the current position. */
    synchronized void ban(List<String> moves) {
        Set<Integer> parsed = new HashSet<>();
        for (String t : moves) {
            int m = Move.parseIccs(t);
            if (m == Move.NONE || !position.isLegal(m)) {
                throw new IllegalArgumentException("'" + t + "' is not a legal move here");
            }
            parsed.add(m);
        }
        banned.clear();
        banned.addAll(parsed);
    }

    /** The book's view of the current position. */
    synchronized BookProbe probeBook() {
        return OpeningBook.bundled().probe(position);
    }

    /**
     * Starts thinking; answers at once when there is no move or the book knows one. Never refuses: the
     * request's warnings go out as {@code info string} lines, and a {@code go} that arrives while the
     * engine thinks first stops the running search (whose {@code bestmove} goes out), so every {@code go}
     * gets exactly one {@code bestmove} or {@code nobestmove}.
     */
    void go(GoRequest req) {
        for (String w : req.warnings()) {
            out.accept("info string go: " + w);
        }
        if (thinking()) {
            out.accept("info string go: already thinking; the running search is stopped first");
            stop();
        }
        start(req);
    }

    private synchronized void start(GoRequest req) {
        Position p = position.copy();
        int[] allowed = allowedRootMoves(p, req);
        if (allowed.length == 0 && req.holdsBestMove()) {
            // go infinite / go ponder: the answer waits for stop or ponderhit, as for any search
            running = null;
            request = req;
            released = false;
            thread = new Thread(() -> {
                synchronized (this) {
                    while (!released) {
                        try {
                            wait();
                        } catch (InterruptedException e) {
                            Thread.currentThread().interrupt();
                            break;
                        }
                    }
                    out.accept(dialect.noMove());
                    thread = null;
                    notifyAll();
                }
            }, "engine-no-move");
            thread.setDaemon(true);
            thread.start();
            return;
        }
        if (allowed.length == 0) {
            out.accept(dialect.noMove());
            return;
        }
        boolean restricted = allowed.length < p.legalMoves().length;
        if (!req.holdsBestMove() && !restricted && req.mate() == 0 && config.useBook()) {
            BookProbe probe = OpeningBook.bundled().probe(p);
            if (probe.inBook()) {
                int m = OpeningBook.bundled().choose(p, bookRandom);
                out.accept("info string book move" + probe.name().map(n -> " (" + n + ")").orElse(""));
                out.accept("bestmove " + Move.iccs(m));
                return;
            }
        }
        if (searcher == null) {
            searcher = newSearcher();
        }
        running = searcher;
        request = req;
        released = false;
        SearchLimits limits = restricted ? req.limits().withSearchMoves(allowed) : req.limits();
        if (cap.nodesPerGo() > 0) {
            limits = limits.withNodes(limits.nodes() > 0 ? Math.min(limits.nodes(), cap.nodesPerGo()) : cap.nodesPerGo());
        }
        SearchLimits capped = limits;
        thread = new Thread(() -> think(p, capped, allowed[0]), "engine-search");
        thread.setDaemon(true);
        thread.start();
    }

    /** A searcher for the config and threads; a hash table too large for the memory is replaced by the default size. */
    private ParallelSearch newSearcher() {
        try {
            int mb = Integer.parseInt(config.get(SearchConfig.Key.TT_MB));
            return new ParallelSearch(cap.ttMb() > 0 && mb > cap.ttMb()
                    ? config.with(SearchConfig.Key.TT_MB.key(), String.valueOf(cap.ttMb())) : config, threads);
        } catch (OutOfMemoryError e) {
            String fallback = SearchConfig.Key.TT_MB.defaultValue();
            out.accept("info string the hash table of " + config.get(SearchConfig.Key.TT_MB.key()) + " MB does not fit in "
                    + "the memory available; " + fallback + " MB is used");
            config = config.with(SearchConfig.Key.TT_MB.key(), fallback);
            return new ParallelSearch(config, threads);
        }
    }

    /** The legal moves the request allows ({@code searchmoves}) that are not banned, in generation order. */
    private int[] allowedRootMoves(Position p, GoRequest req) {
        Set<Integer> asked = new HashSet<>();
        for (String t : req.searchMoves()) {
            int m = Move.parseIccs(t);
            if (m != Move.NONE && p.isLegal(m)) {
                asked.add(m);
            } else {
                out.accept("info string go: searchmoves '" + t + "' is not a legal move here; ignored");
            }
        }
        if (!req.searchMoves().isEmpty() && asked.isEmpty()) {
            out.accept("info string go: no legal move in searchmoves; all moves are searched");
        }
        return java.util.Arrays.stream(p.legalMoves())
                .filter(m -> !banned.contains(m) && (asked.isEmpty() || asked.contains(m)))
                .toArray();
    }

    private void think(Position p, SearchLimits limits, int fallback) {
        String line;
        String summary = null;
        try {
            SearchResult r = running.search(p, limits, infoListener());
            // the whole search's count, the last (interrupted) iteration included, as ElephantEye reports it
            summary = "info time " + r.timeMillis() + " nodes " + r.totalNodes() + " nps " + r.nodesPerSecond();
            line = r.bestMove() == Move.NONE ? dialect.noMove()
                    : "bestmove " + Move.iccs(r.bestMove())
                    + (r.ponderMove() != Move.NONE ? " ponder " + Move.iccs(r.ponderMove()) : "");
        } catch (RuntimeException e) {
            out.accept("info string search failed: " + e);
            line = "bestmove " + Move.iccs(fallback);
        }
        synchronized (this) {
            while (request.holdsBestMove() && !released) {
                try {
                    wait();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    break;
                }
            }
            if (summary != null) {
                out.accept(summary);
            }
            out.accept(line);
            thread = null;
            notifyAll();
        }
    }

    private SearchListener infoListener() {
        return new SearchListener() {
            @Override
            public int mask() {
                return EventMask.of(EventKind.ITERATION_FINISHED);
            }

            @Override
            public void iterationFinished(int depth, int score, int[] pv, int pvLength, long nodes, long timeMillis) {
                StringBuilder sb = new StringBuilder("info depth ").append(depth).append(' ')
                        .append(dialect.score(score)).append(" time ").append(timeMillis).append(" nodes ").append(nodes)
                        .append(" nps ").append(timeMillis <= 0 ? nodes * 1000 : nodes * 1000 / timeMillis);
                if (pvLength > 0) {
                    sb.append(" pv");
                    for (int i = 0; i < pvLength; i++) {
                        sb.append(' ').append(Move.iccs(pv[i]));
                    }
                }
                out.accept(sb.toString());
            }
        };
    }

    /** Ends the search (if any) and returns once its bestmove has been written. */
    void stop() {
        Thread t;
        synchronized (this) {
            t = thread;
            released = true;
            notifyAll();
        }
        if (t == null) {
            return;
        }
        ParallelSearch s = running;
        while (t.isAlive()) {
            if (s != null) {
                s.stop(); // repeated: a stop that arrives before the search starts would be forgotten
            }
            try {
                t.join(5);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        }
    }

    /**
     * The opponent played the expected move: the ponder search goes on under the clock's budget, or
     * answers at once when the {@code go ponder} gave no clock, depth or node limit to go on with.
     */
    void ponderhit() {
        GoRequest req;
        synchronized (this) {
            if (thread == null || !request.ponder()) {
                throw new IllegalArgumentException("ponderhit without a ponder search");
            }
            released = true;
            notifyAll();
            req = request;
        }
        if (req.endsAtPonderhit()) {
            stop();
            return;
        }
        long budget = req.ponderhitBudgetMillis();
        if (budget > 0) {
            ParallelSearch s;
            Thread t;
            synchronized (this) {
                s = running;
                t = thread;
            }
            if (t == null) {
                return;
            }
            Thread timer = new Thread(() -> {
                try {
                    t.join(budget);
                } catch (InterruptedException e) {
                    return;
                }
                while (t.isAlive() && s != null) {
                    s.stop();
                    try {
                        t.join(5);
                    } catch (InterruptedException e) {
                        return;
                    }
                }
            }, "ponderhit-timer");
            timer.setDaemon(true);
            timer.start();
        }
    }

    /** Waits until no search runs (used by quit and at the end of input). */
    void awaitIdle() {
        stop();
    }
}
