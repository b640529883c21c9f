package org.xqlab.ui.analysis;

import javafx.beans.binding.Bindings;
import javafx.beans.binding.StringBinding;
import javafx.beans.property.StringProperty;
import org.xqlab.ui.I18n;

import java.util.Locale;

/**
 * The analysis views' own texts (looked up by {@link org.xqlab.analysis.Words}): bundle {@code org/xqlab/ui/analysis/analysis} (English) and
 * {@code analysis_zh} (Chinese), following the language of the window's {@link I18n}. Arguments are
 * {@link java.text.MessageFormat} arguments; pass numbers as strings to avoid grouping separators. A missing key
 * shows as {@code !key!}.
 */
public final class AnalysisText {
    private final I18n i18n;

    public AnalysisText(I18n i18n) {
        this.i18n = i18n;
    }

    public I18n i18n() {
        return i18n;
    }

    public boolean isChinese() {
        return i18n.isChinese();
    }

    /** The text for a key in the window's current language. */
    public String get(String key, Object... args) {
        return get(i18n.getLocale(), key, args);
    }

    /** The text for a key in a given language (captions are made in both). */
    public static String get(Locale locale, String key, Object... args) {
        return org.xqlab.analysis.Words.get(locale, key, args);
    }

    /** A text that follows the language. */
    public StringBinding text(String key, Object... args) {
        return Bindings.createStringBinding(() -> get(key, args), i18n.localeProperty());
    }

    /**
     * A bound of a search window as the views write it: "−∞" / "+∞" for the engine's infinity (a window not
     * yet narrowed), else the number, as the pseudocode's variables and the figures write it.
     */
    public static String bound(int v) {
        return org.xqlab.trace.CodeFrame.bound(v, org.xqlab.search.Scores.INFINITY);
    }

    public void bind(StringProperty target, String key) {
        target.bind(text(key));
    }
}
