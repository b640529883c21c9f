package org.xqlab.search;

/**
 * Score conventions: centipawns from the side to move; {@link #MATE} minus the ply for a mate found,
 * so shorter mates score higher. Anything beyond {@link #MATE_BOUND} is a mate; perpetual-check wins
 * and losses score just below that ({@link #BAN}), so they beat any material but are not called mates.
 */
public final class Scores {
    public static final int INFINITY = 32000;
    public static final int MATE = 30000;
    public static final int MATE_BOUND = 29000;
    /** Score of a perpetual-check win (the opponent checked perpetually), minus the ply. */
    public static final int BAN = 28000;
    /** Scores beyond this are decided games (mate or perpetual check). */
    public static final int WIN_BOUND = 27000;

    private Scores() {
    }

    public static boolean isMate(int score) {
        return Math.abs(score) > MATE_BOUND;
    }

    /** Moves (not plies) to mate: positive when the side to move mates, negative when it is mated. */
    public static int mateIn(int score) {
        return score > 0 ? (MATE - score + 1) / 2 : -(MATE + score) / 2;
    }

    /** UCI-style text: {@code cp N} or {@code mate N} (the protocols' contract: a rule win is {@code cp}). */
    public static String format(int score) {
        return isMate(score) ? "mate " + mateIn(score) : "cp " + score;
    }

    /** Whether {@code score} is a win or loss by the repetition rules (perpetual check or chase), not a mate. */
    public static boolean isRuleWin(int score) {
        return !isMate(score) && Math.abs(score) > WIN_BOUND;
    }

    /** Plies from the root to the repetition a rule win or loss ({@link #isRuleWin}) is scored at. */
    public static int rulePlies(int score) {
        return BAN - Math.abs(score);
    }

    /**
     * A score for a person to read (match comments, reports): {@code cp N} and {@code mate N} as
     * {@link #format} writes them, but a win or loss by the repetition rules in words, so it cannot be
     * taken for a material score or a mate: {@code rule win in 1 ply (perpetual check/chase)},
     * {@code rule loss in 2 plies (perpetual check/chase)} (from the side to move).
     */
    public static String describe(int score) {
        if (isRuleWin(score)) {
            int plies = rulePlies(score);
            return "rule " + (score > 0 ? "win" : "loss") + " in " + plies + (plies == 1 ? " ply" : " plies")
                    + " (perpetual check/chase)";
        }
        return format(score);
    }

    /**
     * A score as the analysis views write it (tree, node details, captions): {@code +35}, {@code -6},
     * {@code 0}, {@code M3} / {@code -M3} for a mate in 3 found / suffered (杀3 / 被杀3 in {@code chinese}), and a win or loss by the
     * repetition rules in a short word, {@code rule win 3} / {@code rule loss 3} (判胜3 / 判负3 in
     * {@code chinese}), never a number that reads like material.
     */
    public static String brief(int score, boolean chinese) {
        if (isRuleWin(score)) {
            int plies = rulePlies(score);
            return chinese ? (score > 0 ? "判胜" : "判负") + plies : "rule " + (score > 0 ? "win " : "loss ") + plies;
        }
        if (isMate(score)) {
            int m = mateIn(score);
            return chinese ? (m < 0 ? "被杀" : "杀") + Math.abs(m) : (m < 0 ? "-M" : "M") + Math.abs(m);
        }
        return score > 0 ? "+" + score : Integer.toString(score);
    }
}
