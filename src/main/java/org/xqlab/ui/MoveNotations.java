package org.xqlab.ui;

import org.xqlab.rules.Move;
import org.xqlab.rules.Position;

import java.util.EnumMap;
import java.util.Map;

/**
 * The formatters behind the notation selector. A notation is available once a formatter is
 * registered here; the others are shown as unavailable and fall back to ICCS, never faked.
 *
 * <p>When {@code org.xqlab.rules.Notation} lands, each notation plugs in with one line in the static
 * block, for example {@code FORMATTERS.put(NotationKind.WXF, (p, m) -> Notation.formatWxf(p, m));}.
 */
public final class MoveNotations {
    /** Writes one move in the position before it (the position must be left unchanged). */
    @FunctionalInterface
    public interface MoveFormatter {
        String format(Position before, int move);
    }

    private static final Map<NotationKind, MoveFormatter> FORMATTERS = new EnumMap<>(NotationKind.class);

    static {
        FORMATTERS.put(NotationKind.ICCS, (p, m) -> Move.iccs(m));
    }

    private MoveNotations() {
    }

    public static boolean isAvailable(NotationKind kind) {
        return FORMATTERS.containsKey(kind);
    }

    /** The move in the notation, or in ICCS when that notation is not available yet. */
    public static String format(NotationKind kind, Position before, int move) {
        return FORMATTERS.getOrDefault(kind, FORMATTERS.get(NotationKind.ICCS)).format(before, move);
    }
}
