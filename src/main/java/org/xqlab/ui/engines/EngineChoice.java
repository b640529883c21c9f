package org.xqlab.ui.engines;

import org.xqlab.protocol.Dialect;

import java.util.prefs.Preferences;

/**
 * An external engine as a person chose it: protocol, command line and time per move (or per oracle
 * query), remembered in the preferences under a key prefix ({@code opponent.}, {@code oracle.}). Values
 * that cannot be read from the store (an unknown protocol, a time out of range, a blank command or one
 * the store could not have written: with U+0000 or longer than {@link Preferences#MAX_VALUE_LENGTH}) fall
 * back to Fairy-Stockfish over UCI with one second, so a broken store never stops the dialogs from opening
 * or closing.
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
        String command = node.get(prefix + "command", DEFAULT_COMMAND);
        if (command.isBlank() || !storable(command)) {
            command = DEFAULT_COMMAND;
        }
        return new EngineChoice(dialect, command, millis);
    }

    /** Whether the preferences store can hold the command (no U+0000, at most its longest value). */
    private static boolean storable(String command) {
        return command.indexOf('\0') < 0 && command.length() <= Preferences.MAX_VALUE_LENGTH;
    }

    /** Remembers this choice under {@code prefix}. */
    public void save(Preferences node, String prefix) {
        node.put(prefix + "protocol", dialect.name());
        if (storable(command)) {
            node.put(prefix + "command", command);
        } else {
            node.remove(prefix + "command"); // not remembered rather than a crash when the dialog closes
        }
        node.putLong(prefix + "millis", millis);
    }

    /** The level playing this engine (throws {@link IllegalArgumentException} for a blank command). */
    public Level level() {
        return Level.external(dialect, command, millis);
    }
}
