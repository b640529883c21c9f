package org.xqlab.analysis;

/** How the status line and A/B write a final score: from the tree's point of view, with its words. */
public interface ScoreWords {
    /** The root score (stored from the side to move, {@code rootSide}) as the tree writes it. */
    String score(int score, int rootSide);

    /** The key of the words that say from whose view ("scores.red" …). */
    String viewKey();

    /** Scores as stored, from the side to move, as plain numbers. */
    ScoreWords NEGAMAX = new ScoreWords() {
        @Override
        public String score(int score, int rootSide) {
            return Integer.toString(score);
        }

        @Override
        public String viewKey() {
            return "scores.negamax";
        }
    };
}
