package org.xqlab.trace;

import java.util.Locale;
import java.util.MissingResourceException;
import java.util.ResourceBundle;

/**
 * The prose of the pseudocode listings, from the language bundle {@code org/xqlab/trace/pseudocode}
 * (English) and {@code pseudocode_zh} (Chinese): the comment beside each {@link PseudoLine} and the
 * names of the {@link BasicStep}s. The analysis window, the classroom and the exported web page read
 * them through {@link PseudoLine#comment} and {@link BasicStep#text}, so each says the same words. A
 * missing key reads {@code !key!}, as the app's other bundles do. No JavaFX: the listings are built
 * outside the UI.
 */
public final class PseudoWords {
    /** The bundle's base name. */
    public static final String BUNDLE = "org.xqlab.trace.pseudocode";

    private PseudoWords() {
    }

    /** The text of {@code key} in Chinese or English; "" for the empty key (a line without a comment). */
    public static String get(String key, boolean chinese) {
        if (key == null || key.isEmpty()) {
            return "";
        }
        try {
            return bundle(chinese).getString(key);
        } catch (MissingResourceException e) {
            return "!" + key + "!";
        }
    }

    private static ResourceBundle bundle(boolean chinese) {
        return ResourceBundle.getBundle(BUNDLE, chinese ? Locale.CHINESE : Locale.ROOT,
                ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_PROPERTIES));
    }
}
