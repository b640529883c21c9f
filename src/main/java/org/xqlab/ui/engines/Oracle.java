package org.xqlab.ui.engines;

import org.xqlab.ui.board.GameViewModel;

import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import org.xqlab.game.GameRecord;
import org.xqlab.protocol.EngineClient;
import org.xqlab.protocol.EngineException;
import org.xqlab.protocol.EngineReply;
import org.xqlab.protocol.MoveBudget;
import org.xqlab.rules.Move;
import org.xqlab.rules.Position;

import java.util.List;
import java.util.concurrent.Executor;

/**
 * An external engine consulted as an oracle about the game's current position, beside our own engine.
 * While {@link #enable enabled}, every change of the position stops the previous query and asks the
 * engine about the new one on the oracle's own {@link EngineExecutor} (never the caller's thread in the
 * app); the answer reaches {@link #stateProperty()} on {@code uiThread}, unless the position changed
 * meanwhile. A failure (the engine cannot start, dies, stays silent, plays an illegal move) closes the
 * engine, disables the oracle and leaves a state with the error message (which names the engine).
 * {@link #disable()} and {@link #shutdown()} close the engine process.
 */
public final class Oracle {
    /**
     * What the panel shows: the engine ({@code name}: its id once started, else the command), the
     * position asked about, its reply (null while {@code busy} or after an error), the error (or null) and
     * what kind of failure it was (null without an error), so the panel can say why in the user's language.
     */
    public record State(String name, Position root, EngineReply reply, boolean busy, String error,
                        EngineException.Kind failure) {
        State(String name, Position root, EngineReply reply, boolean busy) {
            this(name, root, reply, busy, null, null);
        }
    }

    private final GameViewModel game;
    private final EngineExecutor executor;
    private final Executor uiThread;
    private final ReadOnlyObjectWrapper<State> state = new ReadOnlyObjectWrapper<>();
    private volatile EngineClient client;
    private EngineChoice choice;
    private int generation;
    private List<Object> asked; // start FEN and moves of the latest query

    public Oracle(GameViewModel game, EngineExecutor executor, Executor uiThread) {
        this.game = game;
        this.executor = executor;
        this.uiThread = uiThread;
        game.positionProperty().addListener((o, a, b) -> query());
    }

    /** The latest state; null while the oracle is off and has not failed. */
    public ReadOnlyObjectProperty<State> stateProperty() {
        return state.getReadOnlyProperty();
    }

    public boolean isEnabled() {
        return choice != null;
    }

    /** The engine being consulted, or null. */
    public EngineChoice choice() {
        return choice;
    }

    /** Consults this engine from now on (closing the previous one) and asks about the current position. */
    public void enable(EngineChoice engine) {
        Level.external(engine.dialect(), engine.command(), engine.millis()); // a blank command throws here
        closeEngine();
        choice = engine;
        query();
    }

    /** Stops consulting; the engine process is closed. */
    public void disable() {
        choice = null;
        closeEngine();
        state.set(null);
    }

    /** Closes the engine for good (window closing). */
    public void shutdown() {
        choice = null;
        closeEngine();
        executor.shutdown();
    }

    private synchronized void closeEngine() {
        generation++;
        asked = null;
        EngineClient c = client;
        client = null;
        if (c != null) {
            c.stop();
            executor.submit(c::close);
        }
    }

    private void query() {
        EngineChoice engine = choice;
        if (engine == null) {
            return;
        }
        GameRecord record = game.getRecord();
        String startFen = record.startFen();
        List<Integer> moves = ExternalSeats.movesToCursor(record);
        if (List.of(startFen, moves).equals(asked)) {
            return; // the same position (the game only refreshed, e.g. for another notation)
        }
        asked = List.of(startFen, moves);
        int gen;
        EngineClient running;
        synchronized (this) {
            gen = ++generation;
            running = client;
        }
        if (running != null) {
            running.stop(); // its answer is about the old position: dropped below
        }
        Position root = game.getPosition().copy();
        String shownName = running != null ? running.name() : engine.command();
        state.set(new State(shownName, root, null, true));
        executor.submit(() -> ask(gen, engine, startFen, moves, root));
    }

    /** On the oracle's thread: start the engine if needed and ask it. */
    private void ask(int gen, EngineChoice engine, String startFen, List<Integer> moves, Position root) {
        if (!isCurrent(gen)) {
            return;
        }
        try {
            EngineClient c = client;
            if (c == null) {
                c = engine.level().engine().start(null, 0, ExternalSeats.GRACE_MILLIS);
                if (!adopt(gen, c)) {
                    c.close();
                    return;
                }
            }
            String name = c.name();
            EngineReply reply = c.think(startFen, moves, MoveBudget.moveTime(engine.millis()));
            uiThread.execute(() -> {
                if (isCurrent(gen)) {
                    state.set(new State(name, root, reply, false));
                }
            });
        } catch (EngineException e) {
            String message = e.getMessage();
            EngineException.Kind kind = e.kind();
            uiThread.execute(() -> failed(gen, engine, message, kind));
        } catch (IllegalArgumentException e) {
            String message = e.getMessage();
            uiThread.execute(() -> failed(gen, engine, message, EngineException.Kind.OTHER));
        }
    }

    private synchronized boolean adopt(int gen, EngineClient c) {
        if (gen != generation || client != null) {
            return false;
        }
        client = c;
        return true;
    }

    private synchronized boolean isCurrent(int gen) {
        return gen == generation;
    }

    private void failed(int gen, EngineChoice engine, String message, EngineException.Kind kind) {
        if (choice != engine) {
            return; // switched off or replaced meanwhile
        }
        choice = null;
        closeEngine();
        state.set(new State(engine.command(), game.getPosition().copy(), null, false, message, kind));
    }
}
