package org.xqlab.trace;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * Bit masks over {@link EventKind}: {@link #ALL}, {@link #NONE}, {@link #of}, and {@link #parse} of a
 * comma-separated list of kind tokens and group names (for command-line options such as
 * {@code --events node,cutoff,tt}). The engine asks {@link #accepts} before each call.
 */
public final class EventMask {

    /** Every kind. */
    public static final int ALL = (1 << EventKind.values().length) - 1;
    /** No kind. */
    public static final int NONE = 0;

    private static final Map<String, Integer> GROUPS = new TreeMap<>();

    static {
        GROUPS.put("all", ALL);
        GROUPS.put("none", NONE);
        GROUPS.put("search", of(EventKind.SEARCH_STARTED, EventKind.SEARCH_FINISHED));
        GROUPS.put("iteration", of(EventKind.ITERATION_STARTED, EventKind.ITERATION_FINISHED));
        GROUPS.put("node", of(EventKind.NODE_ENTERED, EventKind.NODE_LEFT, EventKind.QUIESCENCE_ENTERED));
        GROUPS.put("tt", of(EventKind.TT_PROBE, EventKind.TT_STORE));
        GROUPS.put("lmr_all", of(EventKind.LMR_REDUCTION, EventKind.LMR_RESEARCH));
        GROUPS.put("history_all", of(EventKind.HISTORY_SHAPE, EventKind.HISTORY_UPDATE, EventKind.HISTORY_DECAY));
    }

    private EventMask() {
    }

    /** The mask holding exactly these kinds. */
    public static int of(EventKind... kinds) {
        int mask = 0;
        for (EventKind k : kinds) {
            mask |= k.bit();
        }
        return mask;
    }

    /** Whether {@code mask} contains {@code kind}. */
    public static boolean contains(int mask, EventKind kind) {
        return (mask & kind.bit()) != 0;
    }

    /**
     * The check the engine (or a replayer) makes before calling {@code listener}: the kind is in the
     * mask and, for kinds with a ply, {@code ply <= maxPly}.
     */
    public static boolean accepts(int mask, int maxPly, EventKind kind, int ply) {
        return (mask & kind.bit()) != 0 && (!kind.hasPly() || ply <= maxPly);
    }

    /**
     * Parses a comma-separated list of kind tokens ({@code node_enter}, {@code cutoff}, ...) and group
     * names ({@code all}, {@code none}, {@code search}, {@code iteration}, {@code node}, {@code tt},
     * {@code lmr_all}, {@code history_all}); case and blanks are ignored.
     *
     * @throws IllegalArgumentException naming the bad word and listing every valid name
     */
    public static int parse(String text) {
        int mask = 0;
        for (String raw : text.split(",")) {
            String word = raw.trim().toLowerCase(Locale.ROOT);
            if (word.isEmpty()) {
                continue;
            }
            Integer group = GROUPS.get(word);
            EventKind kind = EventKind.byToken(word);
            if (group != null) {
                mask |= group;
            } else if (kind != null) {
                mask |= kind.bit();
            } else {
                throw new IllegalArgumentException("unknown event kind '" + raw.trim()
                        + "'; valid names: " + String.join(", ", validNames()));
            }
        }
        return mask;
    }

    /** Comma-separated tokens of the kinds in {@code mask}, in kind order. */
    public static String format(int mask) {
        List<String> names = new ArrayList<>();
        for (EventKind k : EventKind.values()) {
            if (contains(mask, k)) {
                names.add(k.token());
            }
        }
        return String.join(",", names);
    }

    /** Every name {@link #parse} accepts: kind tokens, then group names. */
    public static List<String> validNames() {
        List<String> names = new ArrayList<>();
        for (EventKind k : EventKind.values()) {
            names.add(k.token());
        }
        names.addAll(GROUPS.keySet());
        return names;
    }
}
