package org.xqlab.ui;

import javafx.scene.text.Font;

import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.List;
import java.util.Locale;

/**
 * The fonts of the program's texts. Two families, one per language:
 * <ul>
 * <li>Chinese text in a CJK family, the first installed of a list of families known to carry Chinese glyphs
 * ({@link #cjkFamily}); its "…" is the centred one Chinese typesetting uses;</li>
 * <li>English text in a Latin family whose "…" sits on the baseline ({@link #latinFamily}): drawn by the
 * CJK family it is three centred dots, and an English reader takes "Choose···" for a text cut short. The
 * family is the first installed of a list of families with Arial's widths (Liberation Sans, Arimo, Arial,
 * Helvetica), so English texts take the room the windows were laid out for on every system, else JavaFX's
 * "System" font. A Chinese name or move in English text is still drawn, by the font's CJK fallback.</li>
 * </ul>
 * A JavaFX style sheet takes only the first family of a list, so the installed CJK family cannot be named in
 * app.css; {@link #stylesheet} writes the two rules for the style classes {@link #CHINESE} and
 * {@link #ENGLISH}, which {@link AppStyle#language} puts on a window's root (and on a node in the other
 * language, such as the caption bar's second line). Canvases take {@link #cjkFamily} directly.
 */
public final class Fonts {
    static final List<String> CJK_FAMILIES = List.of("WenQuanYi Zen Hei", "Noto Sans CJK SC",
            "Source Han Sans SC", "Microsoft YaHei", "PingFang SC", "SimHei");

    /** Latin families with Arial's widths, the first installed draws English texts. */
    static final List<String> LATIN_FAMILIES = List.of("Liberation Sans", "Arimo", "Arial", "Helvetica");

    /** Style class of a node whose texts are Chinese: drawn in {@link #cjkFamily}. */
    public static final String CHINESE = "lang-zh";
    /** Style class of a node whose texts are English: drawn in {@link #latinFamily}. */
    public static final String ENGLISH = "lang-en";

    private static String family;
    private static String latin;
    private static boolean looked;

    private Fonts() {
    }

    public static synchronized String cjkFamily() {
        if (!looked) {
            List<String> installed = Font.getFamilies();
            family = CJK_FAMILIES.stream().filter(installed::contains).findFirst().orElse(null);
            latin = LATIN_FAMILIES.stream().filter(installed::contains).findFirst().orElse("System");
            looked = true;
        }
        return family;
    }

    /** The family of English texts: the first installed of {@link #LATIN_FAMILIES}, else JavaFX's "System". */
    public static synchronized String latinFamily() {
        cjkFamily();
        return latin;
    }

    /** The family the texts of {@code language} are drawn in: the CJK family for Chinese (if installed), else the Latin one. */
    public static String family(Locale language) {
        String cjk = cjkFamily();
        return I18n.CHINESE.equals(I18n.normalize(language)) && cjk != null ? cjk : latinFamily();
    }

    /** The style class of {@code language}'s texts: {@link #CHINESE} or {@link #ENGLISH}. */
    public static String styleClass(Locale language) {
        return I18n.CHINESE.equals(I18n.normalize(language)) ? CHINESE : ENGLISH;
    }

    /** The rules of {@link #CHINESE} and {@link #ENGLISH} with the installed families, as a data: URL a scene takes. */
    public static String stylesheet() {
        String css = "." + CHINESE + " { -fx-font-family: \"" + family(I18n.CHINESE) + "\"; }\n"
                + "." + ENGLISH + " { -fx-font-family: \"" + latinFamily() + "\"; }\n";
        return "data:text/css;base64," + Base64.getEncoder().encodeToString(css.getBytes(StandardCharsets.UTF_8));
    }
}
