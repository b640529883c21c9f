package org.xqlab.analysis;

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
        return args.length == 0 ? pattern : format(locale, pattern, args);
    }

    /** A {@link MessageFormat} pattern filled in, counts read by its {@code choice} formats made numbers first. */
    public static String format(Locale locale, String pattern, Object... args) {
        MessageFormat format = new MessageFormat(pattern, locale);
        return format.format(countsForChoices(format, args));
    }

    /**
     * The arguments with those a {@code choice} format reads (English plurals: "{0,choice,1#{0,number,#} move|1<{0,number,#}
     * moves}") turned from the strings callers pass into numbers, so "1 move" and "3 moves" come from one
     * pattern; grouping marks are dropped, and an argument that is no number at all takes the plural.
     */
    private static Object[] countsForChoices(MessageFormat format, Object[] args) {
        java.text.Format[] byArgument = format.getFormatsByArgumentIndex();
        Object[] out = args;
        for (int i = 0; i < Math.min(byArgument.length, args.length); i++) {
            if (byArgument[i] instanceof java.text.ChoiceFormat && args[i] instanceof String text) {
                if (out == args) {
                    out = args.clone();
                }
                String digits = text.replaceAll("[^0-9-]", "");
                try {
                    out[i] = Long.parseLong(digits);
                } catch (NumberFormatException e) {
                    out[i] = 2L; // not a count ("—"): the plural form, as the pattern wrote it before choices
                }
            }
        }
        return out;
    }
}
