package org.xqlab.search;

import org.xqlab.rules.Move;
import org.xqlab.trace.MoveCodec;

/** Writes the engine's moves in trace files and reports as ICCS ({@code h2e2}). */
public final class IccsMoveCodec implements MoveCodec {
    public static final IccsMoveCodec INSTANCE = new IccsMoveCodec();

    private IccsMoveCodec() {
    }

    @Override
    public String format(int move) {
        return Move.iccs(move);
    }

    @Override
    public int parse(String text) {
        int m = Move.parseIccs(text);
        if (m == Move.NONE) {
            throw new IllegalArgumentException("not an ICCS move: '" + text + "'");
        }
        return m;
    }

    @Override
    public String name() {
        return "iccs";
    }
}
