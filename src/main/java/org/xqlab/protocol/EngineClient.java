package org.xqlab.protocol;

import java.util.List;

/**
 * An engine the program talks to: this program's own search in-process ({@link LocalEngine}) or an
 * external UCCI/UCI executable ({@link ExternalEngine}). A match plays one against another, and the app
 * can use one as an opponent or as an oracle shown beside its own analysis. {@link #think} is given the
 * game as a start FEN and the moves played since (so the engine sees repetitions) and blocks until the
 * engine answers; a dead, silent or misbehaving engine makes it throw {@link EngineException}, and the
 * caller keeps its game. Not thread-safe: one game at a time per client.
 */
public interface EngineClient extends AutoCloseable {
    /** The engine's name (its {@code id name}, or the preset for an in-process engine). */
    String name();

    /** A new game starts: clear what the engine learned in the last one. */
    void newGame();

    /** Searches the position reached by {@code moves} from {@code startFen} within the budget. */
    EngineReply think(String startFen, List<Integer> moves, MoveBudget budget);

    /** Asks a running {@link #think} to finish now with its best move so far (safe from any thread). */
    void stop();

    /** Ends the engine (quits the process); never throws. */
    @Override
    void close();
}
