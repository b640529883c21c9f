package org.xqlab.review;

/**
 * The mark a reviewed move gets. In this order of precedence: {@link #BOOK} (a move of the opening book in a
 * book position), {@link #ONLY} (the engine's move where every other move loses at least a mistake's worth, or
 * the one legal move), {@link #BEST} (the engine's own choice), then by the winning chances lost
 * ({@link WinningChances#loss}): {@link #GOOD} below {@value #INACCURACY_LOSS}, {@link #INACCURACY} below
 * {@value #MISTAKE_LOSS}, {@link #MISTAKE} below {@value #BLUNDER_LOSS}, {@link #BLUNDER} from there.
 */
public enum Judgement {
    BOOK("book", ""),
    ONLY("only move", "!"),
    BEST("best", ""),
    GOOD("good", ""),
    INACCURACY("inaccuracy", "?!"),
    MISTAKE("mistake", "?"),
    BLUNDER("blunder", "??");

    /** Loss of winning chances from which a move is an inaccuracy. */
    public static final double INACCURACY_LOSS = 0.05;
    /** Loss of winning chances from which a move is a mistake. */
    public static final double MISTAKE_LOSS = 0.10;
    /** Loss of winning chances from which a move is a blunder. */
    public static final double BLUNDER_LOSS = 0.20;

    private final String words;
    private final String glyph;

    Judgement(String words, String glyph) {
        this.words = words;
        this.glyph = glyph;
    }

    /** The English words: {@code book}, {@code only move}, {@code best}, … {@code blunder}. */
    public String words() {
        return words;
    }

    /** The annotation glyph: {@code ?!}, {@code ?}, {@code ??}, {@code !} for an only move, else empty. */
    public String glyph() {
        return glyph;
    }

    /** Whether this is a mark against the move: inaccuracy, mistake or blunder. */
    public boolean isError() {
        return this == INACCURACY || this == MISTAKE || this == BLUNDER;
    }

    /** The mark for a move that is neither book, only nor the engine's choice, by what it lost. */
    public static Judgement ofLoss(double loss) {
        if (loss >= BLUNDER_LOSS) {
            return BLUNDER;
        }
        if (loss >= MISTAKE_LOSS) {
            return MISTAKE;
        }
        return loss >= INACCURACY_LOSS ? INACCURACY : GOOD;
    }

    /** The mark named by {@link #name()} in lower case, as the JSON and journal write it. */
    public static Judgement parse(String name) {
        return valueOf(name.toUpperCase(java.util.Locale.ROOT));
    }
}
