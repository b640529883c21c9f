package org.xqlab.ui.engines;

import org.xqlab.protocol.Dialect;

import java.util.prefs.Preferences;

/**
 * An external engine as a person chose it: protocol, command line and time per move (or per oracle
 * query), remembered in the preferences under a key prefix ({@code opponent.}, {@code oracle.}). Values
 * that cannot be read from the store fall back to Fairy-Stockfish over UCI with one second, so a broken
 * store never stops the dialogs from opening.
 */
public record EngineChoice(Dialect dialect, String command, long millis) {
    public static final String DEFAULT_COMMAND = "/usr/games/fairy-stockfish";
    public static final long DEFAULT_MILLIS = 1000;

    /** The remembered choice under {@code prefix}, or the default. */
    public static EngineChoice load(Preferences node, String prefix) {
        Dialect dialect;
        try {
            dialect = Dialect.valueOf(node.get(prefix + "protocol", Dialect.UCI.name()));
        } catch (IllegalArgumentException e) {
            dialect = Dialect.UCI;
        }
        long millis = node.getLong(prefix + "millis", DEFAULT_MILLIS);
        if (millis < 10 || millis > 3_600_000) {
            millis = DEFAULT_MILLIS;
        }
        return new EngineChoice(dialect, node.get(prefix + "command", DEFAULT_COMMAND), millis);
    }

    /** Remembers this choice under {@code prefix}. */
    public void save(Preferences node, String prefix) {
        node.put(prefix + "protocol", dialect.name());
        node.put(prefix + "command", command);
        node.putLong(prefix + "millis", millis);
    }

    /** The level playing this engine (throws {@link IllegalArgumentException} for a blank command). */
    public Level level() {
        return Level.external(dialect, command, millis);
    }
}
