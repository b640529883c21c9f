package org.xqlab.trace;

import java.util.List;

/**
 * Where a search is in its pseudocode after an event, for a view to show: the {@link Listing.Section}
 * and the step (a {@link Step} or {@link BasicStep}) whose lines to highlight, the local variables of
 * the node the event is about (names are the keys a view translates: ply, depth, window, alpha, beta,
 * best, move, value, iteration), and the node's pruning condition in the perspective the tree shows.
 *
 * @param key       a {@link Step} or a {@link BasicStep}; null: nothing to highlight
 * @param vars      the variables, in order; values are already written ("−∞", "63", "2 / 5")
 * @param condition when the node cuts, or null (no node, a leaf)
 */
public record CodeFrame(Listing.Section section, Object key, List<Var> vars, Condition condition) {

    public CodeFrame {
        vars = List.copyOf(vars);
    }

    /** Nothing to show yet (before the first event). */
    public static final CodeFrame NONE = new CodeFrame(Listing.Section.ROOT, null, List.of(), null);

    /** One variable: a name key and its value as shown. */
    public record Var(String name, String value) {
    }

    /** How a node's pruning condition reads. */
    public enum CutKind {
        /** The algorithm never cuts (minimax, negamax). */
        NEVER,
        /** β is +∞ here: no reply can reach it. */
        UNREACHABLE,
        /** Cut if a reply scores at least the value (in the shown perspective). */
        AT_LEAST,
        /** Cut if a reply scores at most the value (the perspective is the other side's). */
        AT_MOST
    }

    /**
     * @param value       the bound a reply's score is compared with, in the perspective shown
     * @param perspective whose view the value is in, as the view names it (e.g. "Red's view", "MAX"); may be null
     */
    public record Condition(CutKind kind, int value, String perspective) {
    }

    /** Writes a window bound: "−∞" / "+∞" at or beyond {@code infinity}, else the number (as the tree writes it). */
    public static String bound(int v, int infinity) {
        if (v <= -infinity) {
            return "−∞";
        }
        if (v >= infinity) {
            return "+∞";
        }
        return Integer.toString(v);
    }
}
