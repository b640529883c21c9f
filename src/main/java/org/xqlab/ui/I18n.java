package org.xqlab.ui;

import javafx.beans.binding.Bindings;
import javafx.beans.binding.StringBinding;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.StringProperty;
import javafx.beans.value.ChangeListener;
import javafx.beans.value.WeakChangeListener;

import java.text.MessageFormat;
import java.util.Locale;
import java.util.MissingResourceException;
import java.util.ResourceBundle;

/**
 * The language of the interface: every visible string comes from the bundle
 * {@code org/xqlab/ui/messages} (English, the base) or {@code messages_zh} (Chinese), read as UTF-8.
 * The language is a property; texts bound through {@link #text} or {@link #bind} change when it changes,
 * so switching relabels the window without a restart. A missing key shows as {@code !key!} instead of
 * failing. Only two languages exist: any Chinese locale means 中文, anything else English.
 */
public final class I18n {
    public static final Locale ENGLISH = Locale.ENGLISH;
    public static final Locale CHINESE = Locale.CHINESE;

    private static final String BUNDLE = "org.xqlab.ui.messages";

    private final ObjectProperty<Locale> locale = new SimpleObjectProperty<>();
    private ResourceBundle bundle;
    private Locale bundleLocale;
    /** For a follower: the language it follows (never itself a follower) and the relay it keeps alive. */
    private final I18n leader;
    private final ChangeListener<Locale> relay;

    public I18n(Locale initial) {
        locale.set(normalize(initial));
        leader = null;
        relay = null;
    }

    private I18n(I18n leader) {
        this.leader = leader;
        locale.set(leader.getLocale());
        relay = (o, a, l) -> locale.set(l);
        leader.locale.addListener(new WeakChangeListener<>(relay));
    }

    /**
     * A language of a window opened from this one's window: it follows every switch of this language, but this
     * one holds it only weakly, so the listeners the window's views put on it go when the window does. (A
     * follower's follower follows the same leader.) Switch the language on the leader, not on a follower.
     */
    public I18n follower() {
        return new I18n(leader == null ? this : leader);
    }

    /**
     * The bundle of the current locale, looked up on demand: bindings are invalidated before any change
     * listener runs, so a bundle swapped in a listener would be read stale.
     */
    private ResourceBundle bundle() {
        Locale now = locale.get();
        if (!now.equals(bundleLocale)) {
            bundle = load(now);
            bundleLocale = now;
        }
        return bundle;
    }

    /** The language the system asks for: Chinese for any zh locale, otherwise English. */
    public static Locale systemLanguage() {
        return normalize(Locale.getDefault());
    }

    /** Chinese for a zh locale (or the code "zh"), English otherwise. */
    public static Locale normalize(Locale l) {
        return l != null && "zh".equals(l.getLanguage()) ? CHINESE : ENGLISH;
    }

    private static ResourceBundle load(Locale l) {
        // no fallback to the default locale: English must not turn into Chinese on a Chinese system
        return ResourceBundle.getBundle(BUNDLE, l,
                ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_PROPERTIES));
    }

    public ObjectProperty<Locale> localeProperty() {
        return locale;
    }

    public Locale getLocale() {
        return locale.get();
    }

    public void setLocale(Locale l) {
        locale.set(normalize(l));
    }

    public boolean isChinese() {
        return CHINESE.equals(locale.get());
    }

    /** The text for a key in the current language, with {@link MessageFormat} arguments if any given. */
    public String get(String key, Object... args) {
        String pattern;
        try {
            pattern = bundle().getString(key);
        } catch (MissingResourceException e) {
            return "!" + key + "!";
        }
        return args.length == 0 ? pattern : new MessageFormat(pattern, locale.get()).format(args);
    }

    /** True if the bundle has this key. */
    public boolean has(String key) {
        return bundle().containsKey(key);
    }

    /** A text that follows the language. */
    public StringBinding text(String key, Object... args) {
        return Bindings.createStringBinding(() -> get(key, args), locale);
    }

    /** Binds a text property (label, menu item, tab, tooltip) to a key. */
    public void bind(StringProperty target, String key) {
        target.bind(text(key));
    }
}
