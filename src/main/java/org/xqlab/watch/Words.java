package org.xqlab.watch;

import java.text.MessageFormat;
import java.util.Locale;
import java.util.MissingResourceException;
import java.util.ResourceBundle;

/**
 * The analysis texts without a window: bundle {@code org/xqlab/ui/analysis/analysis} (English) and
 * {@code analysis_zh} (Chinese), looked up for a given language, so that captions can be written in
 * both languages by the window, the web export or a test alike. Arguments are {@link MessageFormat}
 * arguments; pass numbers as strings to avoid grouping separators. A missing key shows as {@code !key!}.
 */
public final class Words {
    /** The bundle's base name. */
    public static final String BUNDLE = "org.xqlab.ui.analysis.analysis";

    private Words() {
    }

    /** Chinese for any {@code zh} locale, else English (the program's two languages). */
    public static Locale normalize(Locale l) {
        return l != null && "zh".equals(l.getLanguage()) ? Locale.CHINESE : Locale.ENGLISH;
    }

    public static boolean isChinese(Locale l) {
        return Locale.CHINESE.equals(normalize(l));
    }

    /** The text for a key in a given language. */
    public static String get(Locale locale, String key, Object... args) {
        String pattern;
        try {
            // no fallback to the default locale: English must not turn into Chinese on a Chinese system
            pattern = ResourceBundle.getBundle(BUNDLE, normalize(locale),
                    ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_PROPERTIES))
                    .getString(key);
        } catch (MissingResourceException e) {
            return "!" + key + "!";
        }
        return args.length == 0 ? pattern : new MessageFormat(pattern, locale).format(args);
    }
}
