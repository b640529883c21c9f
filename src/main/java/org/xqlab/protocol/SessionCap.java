package org.xqlab.protocol;

/**
 * A ceiling on the searches of one engine session, for harnesses that run many short sessions (the
 * protocol fuzz targets): at most {@code nodesPerGo} nodes per {@code go} (0: no ceiling; a smaller
 * {@code nodes} limit of the {@code go} itself still applies) and a transposition table of at most
 * {@code ttMb} MB whatever the {@code hashsize}/{@code Hash} option asks (0: no ceiling). Only the search
 * is cut short: every command takes the same path, an infinite or pondering search still holds its
 * {@code bestmove} until {@code stop} or {@code ponderhit}. The engine a user or a GUI starts has
 * {@link #NONE}.
 */
public record SessionCap(long nodesPerGo, int ttMb) {
    /** No ceiling: what {@code xiangqi-lab ucci}/{@code uci} run with. */
    public static final SessionCap NONE = new SessionCap(0, 0);

    public SessionCap {
        if (nodesPerGo < 0 || ttMb < 0) {
            throw new IllegalArgumentException("a session cap is 0 (none) or positive, got nodes " + nodesPerGo
                    + ", tt " + ttMb + " MB");
        }
    }
}
