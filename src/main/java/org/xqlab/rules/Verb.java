package org.xqlab.rules;

/**
 * The direction word of a relative move: 進/进 forward (towards the opponent), 退 back, 平 sideways.
 * WXF writes them {@code +}, {@code -} and {@code =} (also read: {@code .}).
 */
public enum Verb {
    ADVANCE('+', '進', '进'),
    RETREAT('-', '退', '退'),
    TRAVERSE('=', '平', '平');

    private final char wxf;
    private final char traditional;
    private final char simplified;

    Verb(char wxf, char traditional, char simplified) {
        this.wxf = wxf;
        this.traditional = traditional;
        this.simplified = simplified;
    }

    public char wxf() {
        return wxf;
    }

    public char chinese(boolean simplifiedStyle) {
        return simplifiedStyle ? simplified : traditional;
    }

    /** The verb for a WXF operator ({@code + - = .}), or null. */
    static Verb ofWxf(char c) {
        switch (c) {
            case '+': return ADVANCE;
            case '-': return RETREAT;
            case '=': case '.': return TRAVERSE;
            default: return null;
        }
    }

    /** The verb for a Chinese character in either script (進 进 退 平), or null. */
    static Verb ofChinese(char c) {
        switch (c) {
            case '進': case '进': return ADVANCE;
            case '退': return RETREAT;
            case '平': return TRAVERSE;
            default: return null;
        }
    }
}
