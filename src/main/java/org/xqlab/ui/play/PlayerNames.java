package org.xqlab.ui.play;

import org.xqlab.ui.I18n;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A player's name as the window shows it, in its language, when the app wrote that name into the game's
 * tags itself ({@link PlayController#playerName}): {@value PlayController#PERSON} is the bundle's word for
 * a person, {@code Xiangqi Lab (Hard)} the app's name with the level's name, and an external engine's
 * {@code uci:/usr/games/fairy-stockfish} its program's name with the protocol, as the engine panel writes
 * it; the Event {@value #APP_EVENT} the app writes is its name in the window's language. Any other name (read from a file, typed in the tags dialog) is shown as it is. The tags themselves
 * keep the app's English, so a saved file is the same whatever the window's language.
 */
final class PlayerNames {
    /** The Event tag of a game the app starts against an engine; shown as the app's name in the window's language. */
    static final String APP_EVENT = "Xiangqi Lab";
    private static final Pattern APP = Pattern.compile("Xiangqi Lab \\((\\w+)\\)");
    private static final Pattern ENGINE = Pattern.compile("(ucci|uci):(\\S+)(.*)");

    private PlayerNames() {
    }

    static String shown(I18n i18n, String tag) {
        if (PlayController.PERSON.equals(tag)) {
            return i18n.get("player.human");
        }
        Matcher app = APP.matcher(tag);
        if (app.matches()) {
            String key = "level." + app.group(1).toLowerCase(Locale.ROOT);
            return i18n.get("app.title") + " (" + (i18n.has(key) ? i18n.get(key) : app.group(1)) + ")";
        }
        Matcher engine = ENGINE.matcher(tag);
        if (engine.matches()) {
            return program(engine.group(2)) + " (" + engine.group(1) + ")";
        }
        return tag;
    }

    /** The last part of a program's path. */
    static String program(String command) {
        return command.substring(command.lastIndexOf('/') + 1);
    }
}
