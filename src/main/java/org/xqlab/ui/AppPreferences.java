package org.xqlab.ui;

import org.xqlab.rules.Notation;
import java.util.Locale;
import java.util.prefs.BackingStoreException;
import java.util.prefs.Preferences;

/**
 * What the app remembers between runs: window size and position, language, board flip, projector
 * mode, simplified glyphs, move notation and the arrows on the main and analysis boards, stored with {@link java.util.prefs} under one node.
 *
 * <p>The node is {@value #DEFAULT_NODE} in the user root unless the system property
 * {@value #NODE_PROPERTY} names another (tests redirect it so they never touch a user's settings).
 * Setters write through to the node; {@link #flush()} forces them to the backing store.
 */
public final class AppPreferences {
    public static final String DEFAULT_NODE = "/org/xqlab/xiangqi-lab";
    public static final String NODE_PROPERTY = "xqlab.prefs.node";

    private final Preferences node;

    public AppPreferences(Preferences node) {
        this.node = node;
    }

    /** The preferences at the configured node. */
    public static AppPreferences load() {
        return new AppPreferences(Preferences.userRoot().node(System.getProperty(NODE_PROPERTY, DEFAULT_NODE)));
    }

    public Preferences node() {
        return node;
    }

    public Locale language() {
        String code = node.get("language", null);
        return code == null ? I18n.systemLanguage() : I18n.normalize(Locale.forLanguageTag(code));
    }

    public void setLanguage(Locale locale) {
        node.put("language", I18n.normalize(locale).getLanguage());
    }

    public boolean flipped() {
        return node.getBoolean("flipped", false);
    }

    public void setFlipped(boolean value) {
        node.putBoolean("flipped", value);
    }

    public boolean projectorMode() {
        return node.getBoolean("projector", false);
    }

    public void setProjectorMode(boolean value) {
        node.putBoolean("projector", value);
    }

    public boolean simplifiedGlyphs() {
        return node.getBoolean("simplified", false);
    }

    public void setSimplifiedGlyphs(boolean value) {
        node.putBoolean("simplified", value);
    }

    /** The engine's line as arrows on the main board (off until chosen: in a game it is a hint). */
    public boolean boardArrows() {
        return node.getBoolean("arrows.main", false);
    }

    public void setBoardArrows(boolean value) {
        node.putBoolean("arrows.main", value);
    }

    /** The node's move and best line as arrows on the analysis board (on until switched off). */
    public boolean analysisArrows() {
        return node.getBoolean("arrows.analysis", true);
    }

    public void setAnalysisArrows(boolean value) {
        node.putBoolean("arrows.analysis", value);
    }

    /** The rules that judge repetitions (perpetual check and chase): {@code axf} (default) or {@code cxa}. */
    public org.xqlab.rules.RepetitionJudge.RuleSet rules() {
        try {
            return org.xqlab.rules.RepetitionJudge.RuleSet.parse(node.get("rules", "axf"));
        } catch (IllegalArgumentException e) {
            return org.xqlab.rules.RepetitionJudge.RuleSet.DEFAULT;
        }
    }

    public void setRules(org.xqlab.rules.RepetitionJudge.RuleSet rules) {
        node.put("rules", rules.key());
    }

    /**
     * The move notation chosen (View ▸ Notation), else the language's own: Chinese notation (炮二平五) in a
     * Chinese window, ICCS coordinates in an English one. A saved choice keeps it in either language.
     */
    public Notation notation() {
        Notation own = I18n.CHINESE.getLanguage().equals(language().getLanguage()) ? Notation.CHINESE : Notation.ICCS;
        try {
            return Notation.valueOf(node.get("notation", own.name()));
        } catch (IllegalArgumentException e) {
            return own;
        }
    }

    public void setNotation(Notation kind) {
        node.put("notation", kind.name());
    }

    /** The smallest and largest window width or height taken from the store. */
    public static final double MIN_WINDOW_SIZE = 200;
    public static final double MAX_WINDOW_SIZE = 100_000;
    /** The farthest a remembered window corner may lie from the origin (the window is then moved onto the screen). */
    public static final double MAX_WINDOW_POSITION = 1_000_000;

    /**
     * Window bounds {x, y, width, height}; NaN where nothing is remembered yet or the store holds no usable
     * value there (not a number, infinite, a position farther than {@value #MAX_WINDOW_POSITION} from the
     * origin, a size outside {@value #MIN_WINDOW_SIZE}..{@value #MAX_WINDOW_SIZE}): a hand-edited or damaged
     * store opens the window at its default size, never at an impossible one.
     */
    public double[] windowBounds() {
        return new double[] {stored("window.x", -MAX_WINDOW_POSITION, MAX_WINDOW_POSITION),
                stored("window.y", -MAX_WINDOW_POSITION, MAX_WINDOW_POSITION),
                stored("window.width", MIN_WINDOW_SIZE, MAX_WINDOW_SIZE),
                stored("window.height", MIN_WINDOW_SIZE, MAX_WINDOW_SIZE)};
    }

    private double stored(String key, double min, double max) {
        double v = node.getDouble(key, Double.NaN);
        return v >= min && v <= max ? v : Double.NaN;
    }

    public void setWindowBounds(double x, double y, double width, double height) {
        node.putDouble("window.x", x);
        node.putDouble("window.y", y);
        node.putDouble("window.width", width);
        node.putDouble("window.height", height);
    }

    /** Writes to the backing store; a store that cannot be written is not worth a crash. */
    public void flush() {
        try {
            node.flush();
        } catch (BackingStoreException e) {
            System.err.println("could not save preferences: " + e.getMessage());
        }
    }
}
