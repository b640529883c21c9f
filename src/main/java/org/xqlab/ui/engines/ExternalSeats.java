package org.xqlab.ui.engines;

import org.xqlab.protocol.EngineClient;
import org.xqlab.protocol.EngineException;

import java.util.concurrent.atomic.AtomicReferenceArray;

/**
 * The running external engine processes of a game, one per side played by an {@link Level#isExternal()
 * external} level. {@link #client} starts the side's process on first use (the handshake blocks, so it is
 * called on the engine thread only) and then hands back the same one; {@link #stop} may be called from
 * any thread and asks a thinking engine for its move now; {@link #drop} closes one side's process (after
 * a failure), {@link #takeAll} hands over every process so the caller can close them where blocking does
 * no harm. Process start-up failures surface as {@link EngineException} naming the command.
 */
public final class ExternalSeats {
    /** How long past its time per move an engine may take before it is stopped and then given up. */
    static final long GRACE_MILLIS = 3000;

    private record Seat(Level level, EngineClient client) {
    }

    private final AtomicReferenceArray<Seat> seats = new AtomicReferenceArray<>(2);

    /** The side's engine for {@code level}, started now if no engine of that level runs for the side. */
    public EngineClient client(int side, Level level) {
        Seat seat = seats.get(side);
        if (seat != null && seat.level().equals(level)) {
            return seat.client();
        }
        Seat fresh = new Seat(level, level.engine().start(null, 0, GRACE_MILLIS));
        Seat old = seats.getAndSet(side, fresh);
        if (old != null) {
            old.client().close();
        }
        return fresh.client();
    }

    /** Asks the side's engine, if running, to answer at once. */
    public void stop(int side) {
        Seat seat = seats.get(side);
        if (seat != null) {
            seat.client().stop();
        }
    }

    /** Closes the side's engine (it failed); never throws. */
    public void drop(int side) {
        Seat seat = seats.getAndSet(side, null);
        if (seat != null) {
            seat.client().close();
        }
    }

    /** Removes every running engine and returns them for closing; the seats are empty afterwards. */
    public EngineClient[] takeAll() {
        Seat red = seats.getAndSet(0, null);
        Seat black = seats.getAndSet(1, null);
        return new EngineClient[] {red == null ? null : red.client(), black == null ? null : black.client()};
    }

    /** The moves from the record's start to its cursor, as an engine is given them. */
    public static java.util.List<Integer> movesToCursor(org.xqlab.game.GameRecord record) {
        java.util.List<Integer> moves = new java.util.ArrayList<>();
        for (org.xqlab.game.GameRecord.Node node : record.pathTo(record.cursor())) {
            moves.add(node.move());
        }
        return moves;
    }

    /** Closes engines returned by {@link #takeAll} (nulls are skipped). */
    public static void closeAll(EngineClient[] engines) {
        for (EngineClient c : engines) {
            if (c != null) {
                c.close();
            }
        }
    }
}
