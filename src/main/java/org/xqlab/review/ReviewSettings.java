package org.xqlab.review;

import org.xqlab.search.SearchConfig;
import org.xqlab.search.SearchLimits;

/**
 * How a review searches: the engine configuration ({@code full} by default), the budget of each position and
 * the number of positions searched at once ({@code threads}; each position is one single-threaded search with
 * cleared tables, so at a node or depth budget a position's verdict does not depend on the threads or on the
 * order). {@code budget} is the budget as text: {@code movetime=1000}, {@code nodes=20000} or {@code depth=8}.
 */
public record ReviewSettings(SearchConfig config, String budget, int threads) {
    /** The default: {@code full}, one second a position, every core. */
    public static ReviewSettings defaults() {
        return new ReviewSettings(SearchConfig.preset("full"), "movetime=1000",
                Math.max(1, Runtime.getRuntime().availableProcessors()));
    }

    public ReviewSettings {
        if (threads < 1) {
            throw new IllegalArgumentException("--threads must be at least 1");
        }
        limits(budget); // checks the text
    }

    /** The limits of one position's search. */
    public SearchLimits limits() {
        return limits(budget);
    }

    /** The limits of the search of the other moves: a quarter of the budget (a depth one less). */
    public SearchLimits otherLimits() {
        SearchLimits l = limits();
        if (l.nodes() > 0) {
            return SearchLimits.nodes(Math.max(1, l.nodes() / 4));
        }
        if (l.moveTimeMillis() > 0) {
            return SearchLimits.moveTime(Math.max(1, l.moveTimeMillis() / 4));
        }
        return SearchLimits.depth(Math.max(1, l.depth() - 1));
    }

    /** Whether a position's verdict is the same on every run (a node or depth budget). */
    public boolean deterministic() {
        return !budget.startsWith("movetime=");
    }

    /** The budget's limits; IllegalArgumentException naming what is wrong. */
    static SearchLimits limits(String budget) {
        int eq = budget.indexOf('=');
        String kind = eq < 0 ? "" : budget.substring(0, eq);
        long value;
        try {
            value = Long.parseLong(budget.substring(eq + 1));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("budget '" + budget + "': expected movetime=MS, nodes=N or depth=D");
        }
        return switch (kind) {
            case "movetime" -> {
                if (value < 1) {
                    throw new IllegalArgumentException("--movetime must be positive");
                }
                yield SearchLimits.moveTime(value);
            }
            case "nodes" -> {
                if (value < 1) {
                    throw new IllegalArgumentException("--nodes must be positive");
                }
                yield SearchLimits.nodes(value);
            }
            case "depth" -> {
                if (value < 1 || value > SearchLimits.MAX_DEPTH) {
                    throw new IllegalArgumentException("--depth must be between 1 and " + SearchLimits.MAX_DEPTH);
                }
                yield SearchLimits.depth((int) value);
            }
            default -> throw new IllegalArgumentException("budget '" + budget + "': expected movetime=MS, nodes=N or depth=D");
        };
    }

    /** One line for outputs: {@code preset full, movetime=1000 a position, 2 positions in parallel}. */
    public String describe() {
        return "config " + config + ", " + budget + " a position, " + threads
                + (threads == 1 ? " position at a time" : " positions in parallel");
    }
}
