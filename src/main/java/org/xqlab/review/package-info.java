/**
 * Reviewing a whole game (复盘): every position of a game's main line searched by the engine, each move
 * judged by the winning chances it lost ({@link org.xqlab.review.WinningChances}, fitted to this engine's own
 * scores), marked ({@link org.xqlab.review.Judgement}), with the engine's better line, accuracy per side and
 * phase, and the opening named. Runs positions in parallel, can be cancelled, and resumes from a journal.
 * No JavaFX: the command line and the app both drive {@link org.xqlab.review.Reviewer}.
 */
package org.xqlab.review;
