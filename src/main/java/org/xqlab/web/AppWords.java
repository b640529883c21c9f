package org.xqlab.web;

import java.text.MessageFormat;
import java.util.Locale;
import java.util.MissingResourceException;
import java.util.ResourceBundle;

/**
 * The app's own words, read from the app's text bundles ({@code org/xqlab/ui/messages},
 * {@code org/xqlab/ui/analysis/analysis}) and the page's bundle ({@code org/xqlab/web/web}), so an
 * exported page says "Step 12: β-cutoff at ply 2 …", "entered with (α, β)" or "Cut if a reply scores ≥ 63"
 * exactly as the analysis window and the classroom do. Only the text files are shared: this class
 * loads no JavaFX. Arguments are {@link MessageFormat} arguments (pass numbers as strings); a missing
 * key is {@code !key!}, as in the app.
 */
final class AppWords {
    static final String APP = "org.xqlab.ui.messages";
    static final String ANALYSIS = "org.xqlab.ui.analysis.analysis";
    static final String PAGE = "org.xqlab.web.web";

    private AppWords() {
    }

    /** The text of {@code key} in {@code bundle}, in Chinese or English. */
    static String get(String bundle, boolean zh, String key, Object... args) {
        Locale locale = zh ? Locale.CHINESE : Locale.ENGLISH;
        String pattern;
        try {
            pattern = ResourceBundle.getBundle(bundle, locale,
                    ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_PROPERTIES)).getString(key);
        } catch (MissingResourceException e) {
            return "!" + key + "!";
        }
        return args.length == 0 ? pattern : org.xqlab.analysis.Words.format(locale, pattern, args);
    }

    /** Both languages of one key: {@code [english, chinese]}. */
    static String[] both(String bundle, String key, Object... args) {
        return new String[] {get(bundle, false, key, args), get(bundle, true, key, args)};
    }

    static boolean has(String bundle, boolean zh, String key) {
        return !get(bundle, zh, key).equals("!" + key + "!");
    }
}
