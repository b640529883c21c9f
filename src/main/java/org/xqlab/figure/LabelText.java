package org.xqlab.figure;

/**
 * Builds one node label twice, as plain text for SVG/PNG and as LaTeX for TikZ, part by part
 * separated by spaces: words (escaped for TeX), numbers with a sign, windows with ∞, bounds (≥ ≤).
 */
final class LabelText {
    private final StringBuilder text = new StringBuilder();
    private final StringBuilder tex = new StringBuilder();

    private void gap() {
        gap("");
    }

    /** The space before {@code next}: none in the plain text before a full-width bracket (its glyph has its own room). */
    private void gap(String next) {
        if (!text.isEmpty()) {
            if (NodeText.spaced(text.toString(), next)) {
                text.append(' ');
            }
            tex.append(' ');
        }
    }

    /** A word, with a TeX form of its own (e.g. ICCS when the text is Chinese). */
    LabelText word(String plain, String texForm) {
        gap(plain);
        text.append(plain);
        tex.append(escape(texForm));
        return this;
    }

    LabelText word(String plain) {
        return word(plain, plain);
    }

    /** A number written as is (negative with a minus sign). */
    LabelText number(int v) {
        gap();
        text.append(v);
        tex.append(v < 0 ? "$-$" + (-(long) v) : Integer.toString(v));
        return this;
    }

    /** Free text already in both forms. */
    LabelText raw(String plain, String texForm) {
        gap(plain);
        text.append(plain);
        tex.append(texForm);
        return this;
    }

    /**
     * {@code (α, β)}, a value at or beyond ±{@code infinity} written "+∞" / "−∞", as the windows and the
     * classroom write a window (the minus sign where the figures' font has one, else a hyphen).
     */
    LabelText window(int alpha, int beta, int infinity) {
        return raw("(" + bound(alpha, infinity, "∞", MINUS) + ", " + bound(beta, infinity, "∞", MINUS) + ")",
                "$(" + bound(alpha, infinity, "\\infty", "-") + ", " + bound(beta, infinity, "\\infty", "-") + ")$");
    }

    private static final String MINUS = Figures.font(11, false).canDisplay('\u2212') ? "\u2212" : "-";

    private static String bound(int v, int infinity, String inf, String minus) {
        if (v >= infinity) {
            return "+" + inf;
        }
        if (v <= -infinity) {
            return minus + inf;
        }
        return Integer.toString(v);
    }

    boolean isEmpty() {
        return text.isEmpty();
    }

    String text() {
        return text.toString();
    }

    String tex() {
        return tex.toString();
    }

    /** Text safe in LaTeX's text mode. */
    static String escape(String s) {
        StringBuilder sb = new StringBuilder();
        for (char c : s.toCharArray()) {
            switch (c) {
                case '\\' -> sb.append("\\textbackslash{}");
                case '{', '}', '$', '&', '#', '_', '%' -> sb.append('\\').append(c);
                case '~' -> sb.append("\\textasciitilde{}");
                case '^' -> sb.append("\\textasciicircum{}");
                case '[', ']', ',', '=' -> sb.append('{').append(c).append('}');
                default -> sb.append(c < 128 ? String.valueOf(c) : "?");
            }
        }
        return sb.toString();
    }
}
