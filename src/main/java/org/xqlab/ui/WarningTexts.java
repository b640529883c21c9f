package org.xqlab.ui;

import org.xqlab.game.RecordWarning;

import java.util.List;

/**
 * A {@link RecordWarning} (what reading a record left out, what saving cannot keep) in the window's
 * language: the bundle's {@code recordWarning.KIND} sentence, given the English sentence as {@code {0}} and the
 * warning's parts as {@code {1}}, {@code {2}}, … (the English bundle says {@code {0}}: the command line's
 * words); a kind the bundle has no sentence for is shown in English. The command line keeps printing the English.
 */
public final class WarningTexts {
    private WarningTexts() {
    }

    /** One warning in the language of {@code i18n}. */
    public static String text(I18n i18n, RecordWarning w) {
        String key = "recordWarning." + w.kind();
        if (!i18n.has(key)) {
            return w.text();
        }
        Object[] args = new Object[w.args().size() + 1];
        args[0] = w.text();
        for (int i = 0; i < w.args().size(); i++) {
            args[i + 1] = w.args().get(i);
        }
        return i18n.get(key, args);
    }

    /** Several, one a line. */
    public static String lines(I18n i18n, List<RecordWarning> warnings) {
        StringBuilder sb = new StringBuilder();
        for (RecordWarning w : warnings) {
            sb.append(sb.length() == 0 ? "" : "\n").append(text(i18n, w));
        }
        return sb.toString();
    }
}
