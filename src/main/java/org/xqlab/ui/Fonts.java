package org.xqlab.ui;

import javafx.scene.text.Font;

import java.util.List;

/**
 * The CJK-capable font family for text drawn on canvases: the first installed of a list of families
 * known to carry Chinese glyphs (the same list as the root CSS), or null for the system default.
 */
public final class Fonts {
    static final List<String> CJK_FAMILIES = List.of("WenQuanYi Zen Hei", "Noto Sans CJK SC",
            "Source Han Sans SC", "Microsoft YaHei", "PingFang SC", "SimHei");

    private static String family;
    private static boolean looked;

    private Fonts() {
    }

    public static synchronized String cjkFamily() {
        if (!looked) {
            List<String> installed = Font.getFamilies();
            family = CJK_FAMILIES.stream().filter(installed::contains).findFirst().orElse(null);
            looked = true;
        }
        return family;
    }
}
