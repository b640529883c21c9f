package org.xqlab.protocol;

import java.util.List;
import java.util.function.Consumer;

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

    /**
     * As {@link #think(String, List, MoveBudget)}, and tells {@code progress} (on the calling thread) what the
     * engine reports while it thinks: after each iteration of this program's search, after each {@code info}
     * line of an external engine, as a reply whose best move is the head of the PV so far
     * ({@link org.xqlab.rules.Move#NONE} before there is one). An engine that reports nothing while it
     * thinks tells only its answer.
     */
    default EngineReply think(String startFen, List<Integer> moves, MoveBudget budget, Consumer<EngineReply> progress) {
        EngineReply reply = think(startFen, moves, budget);
        progress.accept(reply);
        return reply;
    }

    /** Asks a running {@link #think} to finish now with its best move so far (safe from any thread). */
    void stop();

    /** Ends the engine (quits the process); never throws. */
    @Override
    void close();
}
